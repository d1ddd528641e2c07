package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/verijudge/verijudge/cmd/verijudge/internal/reverify"
)

func init() {
	register(&command{name: "reverify", summary: "re-verify a sample of many records (CI batch runs)", run: runReverify})
}

const reverifyDoc = `
Re-verifies many verdict records: a folder of record files (<id>.record.json
or <id>.json) or a record server ('verijudge serve'; pass its URL).

Selection: --sample N takes the N records whose sha256(seed, id) are
smallest, the same on every machine for the same --seed; without --sample
every record is taken. --shard i/n then keeps positions i, i+n, i+2n, ... of
the selection (0 <= i < n): n jobs with i = 0..n-1 cover the selection
exactly once between them (a CI job matrix).

Each record gets every check of 'verijudge verify' (package verify, the
same trust root and policy flags; docs/verify.md): offline with --offline,
or against the chain with --rpc. Evaluators: the embedded one and --bundle
files (or the --evaluator digests); the bundles a record source publishes
run only with --source-bundles-unsafe (a hostile source can publish a
bundle that agrees with its records). Without --at each record is
verified as of the moment it is checked (a resumed run is the same run). A record without a trace gets an
integrity check only (stored fields re-hash to the stored verdict hash, the
status fits the checks, and online the attestation carries the same hash,
status and ids) and is reported INTEGRITY_ONLY, never MATCH. A revoked
verdict is reported REVOKED with what the recomputation gives.

Output, in --out DIR: results.jsonl (a header line, then one JSON row per
record and check, closed by a row per record with its outcome),
summary.txt ("N / N match", problems listed first) and report.html (a
self-contained page). The summary is also printed (as JSON with --json).
Progress goes to stderr: a bar on a terminal, one line per record otherwise.

Resuming: the results file is written record by record and synced. Run the
same command again after an interruption (Ctrl-C, a dead RPC endpoint, a
crash) and it continues where it stopped; finished records are not redone.
A results file from a different selection or mode is refused.

Exit codes: 0 every selected record MATCHes; 1 some record is MISMATCH,
UNTRUSTED or REVOKED; 2 errors, INTEGRITY_ONLY records, or an interrupted
run.
` + verifierFlagsDoc

func runReverify(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("reverify", "reverify --records DIR|URL [--sample N --seed S] [--shard i/n] [--workers K] (--offline | --rpc URL --deployment FILE | --network dev) [--out DIR] [--json]", reverifyDoc, stderr, stdout)
	records := fs.String("records", "", "folder of record files, or the URL of a record server")
	sample := fs.Int("sample", 0, "re-verify this many records, sampled reproducibly (default: all)")
	seed := fs.String("seed", "verijudge", "sampling seed (any text; the same seed gives the same sample)")
	shardArg := fs.String("shard", "0/1", "take part i of n of the selection (0 <= i < n)")
	workers := fs.Int("workers", 1, "records verified at once")
	out := fs.String("out", "reverify-out", "folder for results.jsonl, summary.txt and report.html")
	asJSON := fs.Bool("json", false, "print the summary as JSON")
	quiet := fs.Bool("quiet", false, "no progress output")
	sourceBundles := fs.Bool("source-bundles-unsafe", false, "also allow the evaluator bundles the record source publishes (a source can publish a bundle that says what its records say)")
	vf := addVerifierFlags(fs)
	cf, offline := vf.cf, vf.offline
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if fs.NArg() != 0 {
		return fail(stderr, fmt.Errorf("unexpected arguments %q", fs.Args()), "pass the records with --records DIR|URL")
	}
	if *records == "" {
		return fail(stderr, errors.New("reverify needs --records DIR|URL"), "verijudge reverify --help")
	}
	if *offline == cf.online() {
		return fail(stderr, errors.New("choose one of --offline and --rpc URL (or --network dev)"), "verijudge reverify --help")
	}
	if *workers < 1 || *workers > 64 {
		return fail(stderr, fmt.Errorf("--workers %d: want 1..64", *workers), "")
	}
	if *sample < 0 {
		return fail(stderr, fmt.Errorf("--sample %d: want a positive count", *sample), "")
	}
	shard, err := reverify.ParseShard(*shardArg)
	if err != nil {
		return fail(stderr, err, "")
	}
	src, err := reverify.Open(*records)
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	dctx, cancel := context.WithTimeout(ctx, cf.timeout)
	// The same verifier verify builds from these flags.
	v, parts, err := vf.build(dctx, true)
	cancel()
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	opts := reverify.Options{Sample: *sample, Seed: *seed, Shard: shard, Workers: *workers, Out: *out,
		Timeout: cf.timeout, Verifier: v, Policy: parts.policy, SourceBundles: *sourceBundles,
		CollateralSource: parts.collateralName, EvidenceSourceName: *vf.evidenceRPC, EvidenceRepo: *vf.evidenceRepo}
	if !*quiet {
		opts.Progress, opts.Interactive = stderr, isTerminal(stderr)
	}
	sum, err := reverify.Run(ctx, src, opts)
	if sum != nil {
		if *asJSON {
			writeJSON(stdout, sum)
		} else {
			sum.WriteText(stdout)
			fmt.Fprintf(stdout, "results: %s  report: %s\n", filepath.Join(*out, reverify.ResultsFile), filepath.Join(*out, reverify.ReportFile))
		}
	}
	switch {
	case errors.Is(err, reverify.ErrInterrupted):
		return fail(stderr, err, "run the same command again to resume where it stopped")
	case err != nil:
		return fail(stderr, err, hintFor(err))
	}
	return sum.ExitCode()
}
