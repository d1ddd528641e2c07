package main

import (
	"encoding/json"
	"fmt"
	"io"

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

--offline makes no network access. (Online checks of the EAS attestations,
checkVerdict level and the registry come with the on-chain release; until
then --offline is required.)

The evaluator is the embedded bundle when its digest is the one the record
names; otherwise pass --bundle FILE, which runs only if its sha256 equals
the record's evaluator digest.

With several records, one result is printed per record (one JSON object
per line with --json) and the exit code is the worst of them.

Exit codes: 0 MATCH; 1 MISMATCH; 2 no trace in the record, invalid record,
evaluator not available, or another error.`

func runVerify(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("verify", "verify --offline [--json] [--cross-check] [--bundle FILE] RECORD...", verifyDoc, stderr, stdout)
	offline := fs.Bool("offline", false, "verify without a chain (required for now)")
	asJSON := fs.Bool("json", false, "print the verification result as JSON")
	bundle := fs.String("bundle", "", "evaluator bundle file whose sha256 must equal the record's evaluator digest")
	crossCheck := fs.Bool("cross-check", false, "also compute every hash inside the bundle (JS) and compare with Go's")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if fs.NArg() == 0 {
		return fail(stderr, fmt.Errorf("verify needs at least one record"), "verijudge verify --help")
	}
	if !*offline {
		return fail(stderr, fmt.Errorf("online verification is not available in this release"), "pass --offline to check the record without a chain")
	}
	var opts []judge.VerifyOption
	if *crossCheck {
		opts = append(opts, judge.WithBundleHashes())
	}
	worst := exitOK
	for _, path := range fs.Args() {
		code := verifyOne(path, *bundle, *asJSON, fs.NArg() > 1, opts, stdout, stderr)
		worst = max(worst, code)
	}
	return worst
}

func verifyOne(path, bundle string, asJSON, many bool, opts []judge.VerifyOption, stdout, stderr io.Writer) int {
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
	res := judge.VerifyOffline(rec, e, opts...)
	switch {
	case asJSON && many:
		b, _ := json.Marshal(res)
		fmt.Fprintf(stdout, "%s\n", b)
	case asJSON:
		writeJSON(stdout, res)
	case many:
		fmt.Fprintf(stdout, "%-9s %s  %s\n", res.Outcome, path, res.TrialID)
	default:
		printVerification(stdout, res)
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
