package main

import (
	"bytes"
	"fmt"
	"io"
	"os"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
)

func init() {
	register(&command{name: "judge", summary: "judge a trace: print the verdict and its hashes", run: runJudge})
	register(&command{name: "hash", summary: "print a hash: hash trace|spec|verdict FILE", run: runHash})
}

const judgeDoc = `
Runs the evaluator on the trace in FILE ("-" for stdin) and prints the
verdict with the trace, spec and verdict hashes. The evaluator is the
embedded bundle unless --bundle names another one, which runs only if its
sha256 equals --digest.

Exit codes: 0 a verdict was produced (whatever its status); 2 the input is
not a valid trace, or another error.`

func runJudge(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("judge", "judge [--json] [--record OUT] [--bundle FILE --digest D] TRACE", judgeDoc, stderr, stdout)
	asJSON := fs.Bool("json", false, "print the verdict and hashes as JSON")
	recordOut := fs.String("record", "", "also write a verdict record (docs/record.md) to this file")
	bundle := fs.String("bundle", "", "evaluator bundle file to run instead of the embedded one")
	digest := fs.String("digest", "", "expected evaluator digest of --bundle")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if fs.NArg() != 1 {
		return fail(stderr, fmt.Errorf("judge takes exactly one trace file"), "verijudge judge --help")
	}
	var want canon.Hash
	if *digest != "" {
		var err error
		if want, err = canon.ParseHash(*digest); err != nil {
			return fail(stderr, err, "")
		}
	}
	e, err := loadEvaluator(*bundle, want)
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	trace, err := readFile(fs.Arg(0), limits.MaxTraceBytes)
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	rec, err := judge.NewRecord(trace, e)
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	if *recordOut != "" {
		b, err := rec.MarshalIndent()
		if err == nil {
			err = os.WriteFile(*recordOut, b, 0o644)
		}
		if err != nil {
			return fail(stderr, err, "")
		}
	}
	if *asJSON {
		writeJSON(stdout, map[string]any{
			"verdict": rec.Verdict, "verdictHash": rec.VerdictHash, "traceHash": rec.TraceHash,
			"specHash": rec.SpecHash, "evaluatorDigest": rec.Evaluator.Digest,
		})
		return exitOK
	}
	v := rec.Verdict
	fmt.Fprintf(stdout, "%s  %s/%s  trial %s  (%s)\n", v.Status, v.TaskID, v.BuildID, v.TrialID, v.EvidenceClass)
	for _, c := range v.Checks {
		mark := "PASS"
		if !c.Pass {
			mark = "FAIL"
		}
		fmt.Fprintf(stdout, "  %s  %-32s expected %s; actual %s\n", mark, c.Name, c.Expected, c.Actual)
	}
	fmt.Fprintf(stdout, "trace hash      %s\nspec hash       %s\nverdict hash    %s\nevaluator       %s\n",
		rec.TraceHash, rec.SpecHash, rec.VerdictHash, rec.Evaluator.Digest)
	return exitOK
}

const hashDoc = `
Prints one hash (docs/trace.md):
  trace    sha256 of the canonical JSON of the trace in FILE (at most
           8 MiB; FILE must be a trace: schema verijudge.trace/…, the
           ids, spec and evidence)
  spec     sha256 of the canonical JSON of the trace's spec
  verdict  sha256 of the verdict-hash preimage of the verdict in FILE
           (a verdict object, or a record whose "verdict" is used)

Exit codes: 0 printed; 2 invalid input or other error.`

func runHash(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("hash", "hash [--json] trace|spec|verdict FILE", hashDoc, stderr, stdout)
	asJSON := fs.Bool("json", false, "print {\"kind\":…, \"hash\":…} as JSON")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if fs.NArg() != 2 {
		return fail(stderr, fmt.Errorf("hash takes a kind (trace, spec, verdict) and a file"), "verijudge hash --help")
	}
	kind := fs.Arg(0)
	max := limits.MaxTraceBytes
	switch kind {
	case "trace", "spec":
	case "verdict":
		max = limits.MaxRecordBytes // a verdict, or a record holding one
	default:
		return fail(stderr, fmt.Errorf("unknown hash kind %q", kind), "use trace, spec or verdict")
	}
	b, err := readFile(fs.Arg(1), max)
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	var h canon.Hash
	switch kind {
	case "trace", "spec":
		h, err = traceOrSpecHash(kind, b)
	case "verdict":
		h, err = verdictHashOfFile(b)
	}
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	if *asJSON {
		writeJSON(stdout, map[string]any{"kind": kind, "hash": h})
	} else {
		fmt.Fprintln(stdout, h)
	}
	return exitOK
}

func verdictHashOfFile(b []byte) (canon.Hash, error) {
	if _, err := canon.Canonicalize(b); err != nil {
		return canon.Hash{}, err
	}
	var probe struct {
		MediaType string `json:"mediaType"`
	}
	_ = jsonUnmarshal(b, &probe)
	if probe.MediaType == judge.RecordMediaType {
		rec, err := judge.ParseRecord(bytesReader(b))
		if err != nil {
			return canon.Hash{}, err
		}
		return judge.VerdictHash(&rec.Verdict)
	}
	var v judge.Verdict
	if err := jsonUnmarshalStrict(b, &v); err != nil {
		return canon.Hash{}, fmt.Errorf("%w: %v", judge.ErrInvalidVerdict, err)
	}
	return judge.VerdictHash(&v)
}

// traceOrSpecHash hashes a file that must be a trace: any JSON (a record,
// a spec on its own, {"a":1}) has a canonical hash, but only a trace has a
// trace hash. The check is of the envelope every trace schema has (a
// verijudge.trace/ schema, the three ids, spec and evidence objects), not
// of the checks, which only an evaluator reads: a trace for another
// evaluator hashes as well.
func traceOrSpecHash(kind string, b []byte) (canon.Hash, error) {
	c, err := judge.Canonicalize(b)
	if err != nil {
		return canon.Hash{}, err
	}
	text := c.Bytes()
	schema, ok := canon.Member(text, "schema")
	if !ok || !bytes.HasPrefix(schema, []byte(`"verijudge.trace/`)) {
		return canon.Hash{}, fmt.Errorf("%w: not a trace: no \"schema\": \"verijudge.trace/…\" member", judge.ErrInvalidTrace)
	}
	for _, m := range []struct{ name, open string }{{"trialId", `"`}, {"taskId", `"`}, {"buildId", `"`}, {"evidence", "{"}} {
		if v, ok := canon.Member(text, m.name); !ok || !bytes.HasPrefix(v, []byte(m.open)) {
			return canon.Hash{}, fmt.Errorf("%w: not a trace: %q is missing or of the wrong type", judge.ErrInvalidTrace, m.name)
		}
	}
	if kind == "spec" {
		return c.SpecHash(), nil
	}
	return c.TraceHash(), nil
}
