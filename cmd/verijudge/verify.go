package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
)

func init() {
	register(&command{name: "verify", summary: "re-verify a verdict record (verify --offline RECORD)", run: runVerify})
}

const verifyDoc = `
Re-verifies each verdict RECORD ("-" for stdin) (SPEC §8):
trace hash, spec hash, evaluator digest, the verdict recomputed by the
evaluator bundle, its hash against the stored hash, and the stored verdict
against the stored hash. --cross-check also has the bundle compute every
hash in JS and requires Go's (slower: SHA-256 runs in the interpreter).

A record carrying TEE evidence (docs/tee.md) also gets: the quote verifies
under the production Intel/AWS roots (or the --tee-root PEM files) at
--tee-at (default: a Nitro document's own timestamp; a TDX quote's
provenance attestation time online, else now), its hash is the evidence's,
TD attributes pass the policy, its report data binds this verdict, its
measurement is allowed (online: by the registry; offline: by --tee-allow
when given), and online the provenance attestation names this quote and
measurement. Any failure is a MISMATCH.

--offline makes no network access. Otherwise (--rpc URL with --deployment
FILE or --network sepolia) the record's attestations are checked too: the
EAS verdict attestation carries the stored and recomputed verdict hash, ids
and status, and is not revoked; the provenance attestation references it
and carries the trace hash and evaluator digest; JudgeVerifier.checkVerdict
gives level >= 1 (its level and reason are printed); the registry allows the
evaluator. A dead RPC endpoint is an error (exit 2), never a MATCH.

The evaluator is the embedded bundle when its digest is the one the record
names; otherwise pass --bundle FILE, which runs only if its sha256 equals
the record's evaluator digest.

With several records, one result is printed per record (one JSON object
per line with --json) and the exit code is the worst of them.

Exit codes: 0 MATCH; 1 MISMATCH; 2 no trace in the record, invalid record,
evaluator not available, or another error.`

func runVerify(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("verify", "verify (--offline | --rpc URL (--deployment FILE | --network sepolia) | --network dev) [--json] [--cross-check] [--bundle FILE] RECORD...", verifyDoc, stderr, stdout)
	offline := fs.Bool("offline", false, "verify without a chain (required for now)")
	asJSON := fs.Bool("json", false, "print the verification result as JSON")
	bundle := fs.String("bundle", "", "evaluator bundle file whose sha256 must equal the record's evaluator digest")
	crossCheck := fs.Bool("cross-check", false, "also compute every hash inside the bundle (JS) and compare with Go's")
	cf := addChainFlags(fs)
	var tf teeFlags
	tf.register(fs, "tee-")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if fs.NArg() == 0 {
		return fail(stderr, fmt.Errorf("verify needs at least one record"), "verijudge verify --help")
	}
	var client *chain.Client
	if !*offline {
		if !cf.online() {
			return fail(stderr, fmt.Errorf("online verification needs --rpc (and --deployment or --network)"), "pass --offline to check the record without a chain")
		}
		ctx, cancel := context.WithTimeout(context.Background(), cf.timeout)
		defer cancel()
		var err error
		if client, err = cf.dial(ctx); err != nil {
			return fail(stderr, err, hintFor(err))
		}
	}
	var opts []judge.VerifyOption
	if *crossCheck {
		opts = append(opts, judge.WithBundleHashes())
	}
	worst := exitOK
	for _, path := range fs.Args() {
		code := verifyOne(path, *bundle, *asJSON, fs.NArg() > 1, client, cf.timeout, opts, &tf, stdout, stderr)
		worst = max(worst, code)
	}
	return worst
}

func verifyOne(path, bundle string, asJSON, many bool, client *chain.Client, timeout time.Duration, opts []judge.VerifyOption, tf *teeFlags, stdout, stderr io.Writer) int {
	b, err := readFile(path, limits.MaxRecordBytes)
	if err != nil {
		return fail(stderr, fmt.Errorf("%s: %w", path, err), hintFor(err))
	}
	rec, err := judge.ParseRecord(bytesReader(b))
	if err != nil {
		return fail(stderr, fmt.Errorf("%s: %w", path, err), hintFor(err))
	}
	var e *judge.Evaluator
	if bundle != "" {
		if e, err = loadEvaluator(bundle, rec.Evaluator.Digest); err != nil {
			return fail(stderr, err, hintFor(err))
		}
	} else if rec.Evaluator.Digest == judge.EmbeddedDigest() {
		e = judge.Embedded()
	}
	var res *judge.Verification
	var out any
	level := ""
	if client != nil {
		ctx, cancel := context.WithTimeout(context.Background(), timeout)
		defer cancel()
		on := client.Verify(ctx, rec, e, opts...)
		res, out = on.Verification, on
		if on.LevelName != "" {
			level = fmt.Sprintf("  level %d %s (%s)", on.Level, on.LevelName, on.LevelReason)
		}
	} else {
		res = judge.VerifyOffline(rec, e, opts...)
		out = res
	}
	if len(rec.TEE) > 0 && res.Outcome != judge.Error {
		if err := teeChecks(rec, res, tf, client, timeout); err != nil {
			return fail(stderr, fmt.Errorf("%s: %w", path, err), hintFor(err))
		}
	}
	switch {
	case asJSON && many:
		b, _ := json.Marshal(out)
		fmt.Fprintf(stdout, "%s\n", b)
	case asJSON:
		writeJSON(stdout, out)
	case many:
		fmt.Fprintf(stdout, "%-9s %s  %s%s\n", res.Outcome, path, res.TrialID, level)
	default:
		printVerification(stdout, res)
		if level != "" {
			fmt.Fprintf(stdout, "%s\n", strings.TrimSpace(level))
		}
	}
	return exitFor(res, stderr)
}

func printVerification(w io.Writer, res *judge.Verification) {
	fmt.Fprintf(w, "%s  %s  verdict %s\n", res.Outcome, res.TrialID, res.VerdictHash)
	for _, c := range res.Checks {
		mark := "ok  "
		if !c.OK {
			mark = "FAIL"
		}
		fmt.Fprintf(w, "  %s %-20s %s\n", mark, c.Name, c.Detail)
	}
}

func exitFor(res *judge.Verification, stderr io.Writer) int {
	switch res.Outcome {
	case judge.Match:
		return exitOK
	case judge.Mismatch:
		return exitMismatch
	}
	hint := ""
	if res.Outcome == judge.NoTrace {
		hint = "a record without its trace can only be integrity-checked"
	} else if len(res.Checks) > 0 && res.Checks[len(res.Checks)-1].Name == "evaluator" {
		hint = "pass --bundle FILE with the evaluator release the record names"
	}
	return fail(stderr, fmt.Errorf("%s: %s", res.Outcome, res.Error), hint)
}

// teeChecks verifies a record's TEE evidence beside the verdict
// (chain.CheckTEE): any failure turns MATCH into MISMATCH.
func teeChecks(rec *judge.Record, res *judge.Verification, tf *teeFlags, client *chain.Client, timeout time.Duration) error {
	o, err := tf.opts()
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	_, checks, err := chain.CheckTEE(ctx, client, rec, o)
	if err != nil {
		return err
	}
	for _, c := range checks {
		res.Checks = append(res.Checks, c)
		if !c.OK && (res.Outcome == judge.Match || res.Outcome == judge.NoTrace) {
			res.Outcome = judge.Mismatch
		}
	}
	return nil
}
