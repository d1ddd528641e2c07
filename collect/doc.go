// Package collect turns real runs into traces: the output of real test
// runners, the exit code of the command that ran them and the digests of
// the files it produced become the evidence of a code trace
// (docs/trace.md, docs/collect.md), so that no program hand-writes trace
// JSON.
//
// Readers:
//
//   - ReadGoTestJSON reads a `go test -json` (test2json) stream, line by
//     line in bounded memory whatever its size: package-qualified names
//     (import path, ".", test name with its subtests), skips, cached
//     results, panics and timeouts (a test still running when its package
//     fails has failed), build failures (no tests for that package; the
//     report names it).
//   - ReadJUnit reads JUnit XML as pytest --junitxml, jest-junit, Maven
//     Surefire and gotestsum write it: nested suites, failure and error
//     (both fail), skipped, names classname + "." + name.
//   - Artifacts digests files under a root opened with os.Root: nothing
//     outside the root is read, whatever the path or its symbolic links.
//
// CodeTrace assembles ids, a spec and the evidence into a trace and runs
// the embedded evaluator over it before returning it, so what it returns
// is always a valid trace (docs/trace.md) whose verdict can be computed.
//
// Guarantees: a reader never repairs its input: malformed, truncated,
// oversized or ambiguous input (a line that is not a test2json event, a
// test reported twice, an XML DOCTYPE or entity, a duplicate name, a path
// escaping the root) is an error wrapping one of the Err* classes below,
// and nothing is returned. Test outcomes are what the runner reported;
// a test that started and never finished counts as failed, never passed.
// Caps live in internal/limits.
//
// Not guaranteed: that the run happened as reported. These readers take
// the runner's output at its word; what makes it checkable is who ran it
// (`verijudge run` runs the command itself, inside a TEE with --tee) and
// what can be recomputed later (artifact digests against a checkout).
//
// Example:
//
//	rep, err := collect.ReadGoTestJSON(f, collect.GoTestOptions{})
//	if errors.Is(err, collect.ErrGoTestJSON) { … }
//	code := &collect.Code{Build: collect.ExitCode(1), Tests: rep.Tests}
//	trace, err := collect.CodeTrace(collect.IDs{TrialID: "t1", TaskID: "k", BuildID: "b"}, spec, code)
package collect
