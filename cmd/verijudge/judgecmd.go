package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
)

func init() {
	register(&command{name: "judge", summary: "judge a trace: print the verdict and its hashes", run: runJudge})
	register(&command{name: "hash", summary: "print a hash: hash trace|spec|verdict FILE", subs: hashKinds, run: runHash})
}

const judgeDoc = `
Runs the evaluator on each trace FILE ("-" for stdin) and prints its
verdict: the status and why (which required check failed, or how many
passed), each check (REQ marks the checks the spec requires: one of them
failing makes the verdict FAILURE), and the trace, spec and verdict
hashes. The evaluator is the embedded bundle unless --bundle names another
one, which runs only if its sha256 equals --digest.

--record OUT writes the verdict record (docs/record.md). When OUT is an
existing folder (it must be, with several traces) each record is written
there as NAME.record.json (NAME: the trace file's name without .json).
An existing file is replaced only if it is a verdict record holding no
attestation UIDs, TEE or ZK evidence (that evidence cost gas or hardware
to make), unless --force; never a trace being judged. Its permissions
are kept.

--json prints one JSON object per trace, one per line, with its "path"
(a trace that fails gets {"path", "error"}).

Exit codes: 0 every trace was judged (whatever the verdicts' status); 2 a
file is not a valid trace (the others are still judged), or another
error.`

func runJudge(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("judge", "judge [--json] [--record OUT [--force]] [--bundle FILE --digest D] TRACE...", judgeDoc, stderr, stdout)
	asJSON := fs.Bool("json", false, "print the verdict and hashes as JSON")
	recordOut := fs.String("record", "", "also write the verdict record to this file (a folder with several traces)")
	force := fs.Bool("force", false, "--record: overwrite a record that holds attestations, TEE or ZK evidence")
	bundle := fs.String("bundle", "", "evaluator bundle file to run instead of the embedded one")
	digest := fs.String("digest", "", "expected evaluator digest of --bundle")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if fs.NArg() == 0 {
		return fail(stderr, fmt.Errorf("judge needs a trace file"), "verijudge judge --help")
	}
	many := fs.NArg() > 1
	// --record names a folder when it is one (or must be one, for several
	// traces), the same whatever a glob matched.
	intoDir := false
	if *recordOut != "" {
		fi, err := os.Stat(*recordOut)
		intoDir = err == nil && fi.IsDir()
		if many && !intoDir {
			return fail(stderr, fmt.Errorf("--record %s: with several traces --record names an existing folder", *recordOut), "mkdir it first, or judge one trace at a time")
		}
	}
	var want canon.Hash
	if *digest != "" {
		var err error
		if want, err = canon.ParseHash(*digest); err != nil {
			return fail(stderr, fmt.Errorf("--digest: %w", err), "the digest is 0x followed by 64 lowercase hex digits")
		}
	}
	e, err := loadEvaluator(*bundle, want)
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	outs := make([]string, fs.NArg())
	from := map[string]string{}
	// The traces, stat'ed once, to keep --record off them.
	inputs := map[string]os.FileInfo{}
	if *recordOut != "" {
		for _, in := range fs.Args() {
			if fi, err := os.Stat(in); err == nil {
				inputs[in] = fi
			}
		}
	}
	for i, path := range fs.Args() {
		outs[i] = *recordOut
		if intoDir {
			outs[i] = filepath.Join(*recordOut, strings.TrimSuffix(filepath.Base(path), ".json")+".record.json")
		}
		if outs[i] == "" {
			continue
		}
		if prev, dup := from[outs[i]]; dup {
			return fail(stderr, fmt.Errorf("--record: %s and %s would both be written to %s", prev, path, outs[i]), "judge traces of the same file name into different folders")
		}
		from[outs[i]] = path
		if fo, err := os.Stat(outs[i]); err == nil {
			for _, in := range fs.Args() {
				if fi, ok := inputs[in]; ok && os.SameFile(fo, fi) {
					return fail(stderr, fmt.Errorf("--record %s is the trace %s itself", outs[i], in), "write the record elsewhere")
				}
			}
		}
	}
	worst := exitOK
	for i, path := range fs.Args() {
		if err := judgeOne(e, path, outs[i], *force, *asJSON, many, stdout); err != nil {
			hint := hintFor(err)
			var h *hinted
			if errors.As(err, &h) {
				hint = h.hint
			}
			if *asJSON {
				writeJSONLine(stdout, struct {
					Path  string `json:"path"`
					Error string `json:"error"`
				}{path, err.Error()})
			}
			worst = max(worst, fail(stderr, fmt.Errorf("%s: %w", path, err), hint))
		}
	}
	return worst
}

// hinted is an error with the hint that fits it best.
type hinted struct {
	err  error
	hint string
}

func (h *hinted) Error() string { return h.err.Error() }
func (h *hinted) Unwrap() error { return h.err }

var addressRE = regexp.MustCompile(`0x[0-9a-fA-F]{40}\b`)

// mixedCaseAddress returns the first address-like string in b with an
// upper-case hex digit ("" if none).
func mixedCaseAddress(b []byte) string {
	for _, m := range addressRE.FindAll(b, -1) {
		if bytes.ContainsAny(m[2:], "ABCDEF") {
			return string(m)
		}
	}
	return ""
}

func judgeOne(e *judge.Evaluator, path, recordOut string, force, asJSON, many bool, stdout io.Writer) error {
	trace, err := readFile(path, limits.MaxTraceBytes)
	if err != nil {
		return err
	}
	rec, err := judge.NewRecord(trace, e)
	if err != nil {
		if a := mixedCaseAddress(trace); a != "" && errors.Is(err, judge.ErrInvalidTrace) {
			return &hinted{err, fmt.Sprintf("%s; and traces write addresses in lowercase hex, not EIP-55 mixed case: write %s as %s", hintFor(err), a, strings.ToLower(a))}
		}
		return err
	}
	required, err := judge.RequiredChecks(trace)
	if err != nil {
		return err
	}
	if recordOut != "" {
		if err := writeRecord(recordOut, rec, force); err != nil {
			return err
		}
	}
	v := rec.Verdict
	reason := statusReason(v, required, e)
	req := []string{}
	isReq := func(i int) bool { return len(required) == len(v.Checks) && required[i] }
	for i, c := range v.Checks {
		if isReq(i) {
			req = append(req, c.Name)
		}
	}
	if asJSON {
		writeJSONLine(stdout, struct {
			Path            string        `json:"path"`
			Verdict         judge.Verdict `json:"verdict"`
			VerdictHash     canon.Hash    `json:"verdictHash"`
			TraceHash       canon.Hash    `json:"traceHash"`
			SpecHash        canon.Hash    `json:"specHash"`
			EvaluatorDigest canon.Hash    `json:"evaluatorDigest"`
			Required        []string      `json:"required"`
			StatusReason    string        `json:"statusReason"`
			Record          string        `json:"record,omitempty"`
		}{path, rec.Verdict, rec.VerdictHash, rec.TraceHash, rec.SpecHash, rec.Evaluator.Digest, req, reason, recordOut})
		return nil
	}
	if many {
		fmt.Fprintf(stdout, "== %s\n", path)
	}
	fmt.Fprintf(stdout, "%s  %s/%s  trial %s  (%s)\n", v.Status, v.TaskID, v.BuildID, v.TrialID, v.EvidenceClass)
	fmt.Fprintf(stdout, "  why: %s\n", reason)
	for i, c := range v.Checks {
		mark := "PASS"
		if !c.Pass {
			mark = "FAIL"
		}
		r := "   "
		if isReq(i) {
			r = "REQ"
		}
		fmt.Fprintf(stdout, "  %s %s  %-32s expected %s; actual %s\n", mark, r, c.Name, c.Expected, c.Actual)
	}
	fmt.Fprintf(stdout, "trace hash      %s\nspec hash       %s\nverdict hash    %s\nevaluator       %s\n",
		rec.TraceHash, rec.SpecHash, rec.VerdictHash, rec.Evaluator.Digest)
	if recordOut != "" {
		fmt.Fprintf(stdout, "record          %s\n", recordOut)
	}
	return nil
}

// statusReason explains v's status with the status rule over the spec's
// required checks, and says so when the evaluator (another bundle)
// decided otherwise than that rule, or answered another number of checks.
func statusReason(v judge.Verdict, required []bool, e *judge.Evaluator) string {
	if len(required) != len(v.Checks) {
		return fmt.Sprintf("%s, as the evaluator decided: it answered %d checks for the spec's %d", v.Status, len(v.Checks), len(required))
	}
	if got := judge.StatusOf(v.Checks, required); got != v.Status {
		return fmt.Sprintf("%s, as evaluator %s decided (the status rule over the spec's required checks gives %s)", v.Status, e.Digest(), got)
	}
	return judge.StatusReason(v.Checks, required)
}

// writeRecord writes rec to path, atomically, keeping an existing file's
// permissions. Without force it replaces only a file that is a verdict
// record holding no evidence: attestation UIDs, TEE evidence and ZK
// proofs cost gas or hardware, and anything that is not such a record
// (unreadable, of another format or version) may be worth more than a
// record made again.
func writeRecord(path string, rec *judge.Record, force bool) error {
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
	case err != nil:
		return fmt.Errorf("--record %s: %w", path, err)
	case !fi.Mode().IsRegular():
		return fmt.Errorf("--record %s: not a regular file", path)
	case !force:
		if err := replaceable(path); err != nil {
			return fmt.Errorf("--record %s: %w: pass --force to overwrite it, or write elsewhere", path, err)
		}
	}
	b, err := rec.MarshalIndent()
	if err != nil {
		return err
	}
	if err := rewrite(path, b); err != nil {
		return fmt.Errorf("--record %s: %w", path, err)
	}
	return nil
}

// replaceable reports (nil) whether the file at path is a verdict record
// without attestations, TEE or ZK evidence. The members are looked up in
// the canonical text, not through the strict record reader: a record of a
// newer format, or with one stray member, still names its evidence.
func replaceable(path string) error {
	b, err := readFile(path, limits.MaxRecordBytes)
	if err != nil {
		return fmt.Errorf("cannot read the file there (%v)", err)
	}
	c, err := canon.Canonicalize(b)
	if err != nil {
		return errors.New("the file there is not JSON verijudge can read")
	}
	if mt, ok := canon.Member(c, "mediaType"); !ok || !bytes.HasPrefix(mt, []byte(`"application/vnd.verijudge.record.`)) {
		return errors.New("the file there is not a verdict record")
	}
	var held []string
	for _, m := range []struct{ key, what string }{{"attestations", "attestation UIDs"}, {"anchor", "an anchored batch's offchain attestations"}, {"tee", "TEE evidence"}, {"zk", "a ZK proof"}} {
		if v, ok := canon.Member(c, m.key); ok && string(v) != "null" {
			held = append(held, m.what)
		}
	}
	if len(held) > 0 {
		return fmt.Errorf("the record there holds %s", strings.Join(held, ", "))
	}
	return nil
}

const hashDoc = `
Prints one hash (docs/trace.md):
  trace    sha256 of the canonical JSON of the trace in FILE (at most
           8 MiB; FILE must be a trace: schema verijudge.trace/…, the
           ids, spec and evidence; or a verdict record, whose "trace"
           is hashed)
  spec     sha256 of the canonical JSON of the trace's spec (a
           record's trace's)
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
	max := limits.MaxRecordBytes // a trace, or a record holding one (its trace is held to the trace cap)
	switch kind {
	case "trace", "spec", "verdict":
	default:
		return unknownSub(stderr, "hash", kind, hashKinds)
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
//
// A verdict record stands for its trace: the record's "trace" member is
// hashed (as 'hash verdict' reads the record's verdict), and a record
// without one is refused.
func traceOrSpecHash(kind string, b []byte) (canon.Hash, error) {
	plain, err := canon.Canonicalize(b)
	if err != nil {
		return canon.Hash{}, fmt.Errorf("%w: %w", judge.ErrInvalidTrace, err)
	}
	if mt, ok := canon.Member(plain, "mediaType"); ok && string(mt) == strconv.Quote(judge.RecordMediaType) {
		rec, err := judge.ParseRecord(bytesReader(b))
		if err != nil {
			return canon.Hash{}, err
		}
		if len(rec.Trace) == 0 {
			return canon.Hash{}, fmt.Errorf("%w: the record holds no trace (a historical verdict): its stored traceHash is %s, which only the trace can confirm", judge.ErrInvalidTrace, rec.TraceHash)
		}
		return traceOrSpecHash(kind, rec.Trace)
	}
	if len(b) > limits.MaxTraceBytes {
		return canon.Hash{}, &tooLargeError{path: "the trace", size: int64(len(b)), max: limits.MaxTraceBytes}
	}
	c, err := judge.Canonicalize(b)
	if err != nil {
		return canon.Hash{}, err
	}
	text := c.Bytes()
	if !hasTraceSchema(text) {
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
