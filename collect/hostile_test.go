package collect_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/collect"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
)

// ev is one test2json event line.
func ev(action, pkg, test string) string {
	m := map[string]any{"Action": action, "Package": pkg}
	if test != "" {
		m["Test"] = test
	}
	b, _ := json.Marshal(m)
	return string(b) + "\n"
}

// stream is a minimal valid go test -json stream of package p with the
// given test lines in between.
func stream(lines ...string) string {
	return ev("start", "p", "") + strings.Join(lines, "") + ev("pass", "p", "")
}

func TestGoTestJSONRefused(t *testing.T) {
	for _, tc := range []struct {
		name  string
		in    string
		class error
	}{
		{"empty", "", collect.ErrGoTestJSON},
		{"blank lines only", "\n\n", collect.ErrGoTestJSON},
		{"not JSON", "ok  \texample.com/p\t0.1s\n", collect.ErrGoTestJSON},
		{"stderr mixed in", stream(ev("run", "p", "T"), "# example.com/p\n", ev("pass", "p", "T")), collect.ErrGoTestJSON},
		{"JSON array", "[1]\n", collect.ErrGoTestJSON},
		{"no action", `{"Package":"p"}` + "\n", collect.ErrGoTestJSON},
		{"invalid UTF-8", "{\"Action\":\"run\",\"Package\":\"p\",\"Test\":\"T\xff\"}\n", collect.ErrGoTestJSON},
		{"truncated", ev("start", "p", "") + ev("run", "p", "T"), collect.ErrGoTestJSON},
		{"cut mid-line", ev("start", "p", "") + `{"Action":"pa`, collect.ErrGoTestJSON},
		{"result without run", stream(ev("pass", "p", "T")), collect.ErrGoTestJSON},
		{"run twice (-count=2)", stream(ev("run", "p", "T"), ev("pass", "p", "T"), ev("run", "p", "T"), ev("pass", "p", "T")), collect.ErrDuplicateTest},
		{"two results", ev("start", "p", "") + ev("run", "p", "T") + ev("pass", "p", "T") + ev("fail", "p", "T") + ev("fail", "p", ""), collect.ErrDuplicateTest},
		{"package passes with a test running", stream(ev("run", "p", "TestX")), collect.ErrGoTestJSON},
		{"events after the result", stream(ev("run", "p", "T"), ev("pass", "p", "T")) + ev("run", "p", "U"), collect.ErrGoTestJSON},
		{"package result twice", stream() + ev("fail", "p", ""), collect.ErrGoTestJSON},
		{"a run event without a test", stream(ev("run", "p", "")), collect.ErrGoTestJSON},
		{"a name too long", stream(ev("run", "p", strings.Repeat("x", limits.MaxTestNameChars)), ev("pass", "p", strings.Repeat("x", limits.MaxTestNameChars))), collect.ErrLimit},
		{"a huge line", strings.Repeat("x", limits.MaxTestEventBytes+10) + "\n", collect.ErrLimit},
		{"negative elapsed", stream(ev("run", "p", "T"), `{"Action":"pass","Package":"p","Test":"T","Elapsed":-1}`+"\n"), collect.ErrGoTestJSON},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rep, err := collect.ReadGoTestJSON(strings.NewReader(tc.in), collect.GoTestOptions{Input: "in.json", Durations: true})
			require.ErrorIs(t, err, tc.class)
			require.Nil(t, rep)
			var ie *collect.InputError
			require.ErrorAs(t, err, &ie)
			require.Equal(t, "in.json", ie.Input)
		})
	}
}

// TestGoTestJSONUnfinished: a test that started and has no result when its
// package fails (a panic, a timeout, os.Exit) failed; it never passes.
func TestGoTestJSONUnfinished(t *testing.T) {
	in := ev("start", "p", "") + ev("run", "p", "TestA") + ev("pass", "p", "TestA") + ev("run", "p", "TestB") +
		ev("run", "p", "TestB/sub") + ev("output", "p", "") + ev("fail", "p", "")
	rep, err := collect.ReadGoTestJSON(strings.NewReader(in), collect.GoTestOptions{})
	require.NoError(t, err)
	require.Equal(t, map[string]collect.Outcome{"p.TestA": "pass", "p.TestB": "fail", "p.TestB/sub": "fail"}, outcomes(rep.Tests))
	require.Equal(t, []string{"TestB", "TestB/sub"}, rep.Packages[0].Unfinished)
}

// TestGoTestJSONUnknownAction: an action a newer Go may add is counted and
// ignored; no outcome depends on it.
func TestGoTestJSONUnknownAction(t *testing.T) {
	in := stream(ev("run", "p", "T"), ev("attr", "p", "T"), ev("pass", "p", "T"), ev("frobnicate", "p", ""))
	rep, err := collect.ReadGoTestJSON(strings.NewReader(in), collect.GoTestOptions{})
	require.NoError(t, err)
	require.Equal(t, map[string]int{"attr": 1, "frobnicate": 1}, rep.Unknown)
	require.Equal(t, map[string]collect.Outcome{"p.T": "pass"}, outcomes(rep.Tests))
}

// TestGoTestJSONMillionEvents reads a stream of a million events in
// bounded state: output events keep nothing.
func TestGoTestJSONMillionEvents(t *testing.T) {
	if testing.Short() {
		t.Skip("a million events (-short)")
	}
	pr, pw := io.Pipe()
	go func() {
		w := &bytes.Buffer{}
		w.WriteString(ev("start", "p", ""))
		w.WriteString(ev("run", "p", "TestBig"))
		line := `{"Action":"output","Package":"p","Test":"TestBig","Output":"` + strings.Repeat("y", 100) + `\n"}` + "\n"
		for i := 0; i < 1_000_000; i++ {
			w.WriteString(line)
			if w.Len() > 1<<20 {
				_, _ = pw.Write(w.Bytes())
				w.Reset()
			}
		}
		w.WriteString(ev("pass", "p", "TestBig"))
		w.WriteString(ev("pass", "p", ""))
		_, _ = pw.Write(w.Bytes())
		_ = pw.Close()
	}()
	rep, err := collect.ReadGoTestJSON(pr, collect.GoTestOptions{})
	require.NoError(t, err)
	require.Equal(t, 1_000_004, rep.Events)
	require.Len(t, rep.Tests, 1)
}

func TestGoTestJSONTooManyTests(t *testing.T) {
	var b strings.Builder
	b.WriteString(ev("start", "p", ""))
	for i := 0; i <= limits.MaxTests; i++ {
		fmt.Fprintf(&b, `{"Action":"run","Package":"p","Test":"T%d"}`+"\n", i)
	}
	_, err := collect.ReadGoTestJSON(strings.NewReader(b.String()), collect.GoTestOptions{})
	require.ErrorIs(t, err, collect.ErrLimit)
}

func TestJUnitRefused(t *testing.T) {
	deep := "<testsuites>" + strings.Repeat("<testsuite>", limits.MaxJUnitDepth) + strings.Repeat("</testsuite>", limits.MaxJUnitDepth) + "</testsuites>"
	for _, tc := range []struct {
		name, in string
		class    error
	}{
		{"empty", "", collect.ErrJUnit},
		{"not XML", "PASS 3 tests", collect.ErrJUnit},
		{"other root", `<html><testcase name="a"/></html>`, collect.ErrJUnit},
		{"doctype with an entity", `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa">]><testsuite><testcase name="&a;"/></testsuite>`, collect.ErrJUnit},
		{"an undeclared entity", `<testsuite><testcase name="&lol;"/></testsuite>`, collect.ErrJUnit},
		{"external entity", `<!DOCTYPE x SYSTEM "file:///etc/passwd"><testsuite/>`, collect.ErrJUnit},
		{"unclosed", `<testsuites><testsuite><testcase name="a">`, collect.ErrJUnit},
		{"mismatched tags", `<testsuite><testcase name="a"></testsuite></testcase>`, collect.ErrJUnit},
		{"no name", `<testsuite><testcase classname="c"/></testsuite>`, collect.ErrJUnit},
		{"duplicate", `<testsuite><testcase classname="c" name="a"/><testcase classname="c" name="a"><failure/></testcase></testsuite>`, collect.ErrDuplicateTest},
		{"duplicate across suites", `<testsuites><testsuite><testcase classname="c" name="a"/></testsuite><testsuite><testcase classname="c" name="a"/></testsuite></testsuites>`, collect.ErrDuplicateTest},
		{"too deep", deep, collect.ErrLimit},
		{"a huge name", `<testsuite><testcase name="` + strings.Repeat("n", limits.MaxTestNameChars+1) + `"/></testsuite>`, collect.ErrLimit},
		{"bad time", `<testsuite><testcase name="a" time="1,5"/></testsuite>`, collect.ErrJUnit},
		{"infinite time", `<testsuite><testcase name="a" time="1e400"/></testsuite>`, collect.ErrJUnit},
		{"uncounted case", `<testsuite tests="1"><testcase name="a"/><testcase name="todo"/></testsuite>`, collect.ErrJUnit},
		{"bad count", `<testsuite tests="two"><testcase name="a"/></testsuite>`, collect.ErrJUnit},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tests, err := collect.ReadJUnit(strings.NewReader(tc.in), collect.JUnitOptions{Input: "j.xml", Durations: true})
			require.ErrorIs(t, err, tc.class)
			require.Nil(t, tests)
		})
	}
}

func TestJUnitTooLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("64 MiB of XML (-short)")
	}
	// A huge attribute: the cap holds before it is read whole.
	r := io.MultiReader(strings.NewReader(`<testsuite><testcase name="`), &repeatReader{b: 'a', n: limits.MaxJUnitBytes}, strings.NewReader(`"/></testsuite>`))
	_, err := collect.ReadJUnit(r, collect.JUnitOptions{})
	require.ErrorIs(t, err, collect.ErrLimit)
}

type repeatReader struct {
	b byte
	n int
}

func (r *repeatReader) Read(p []byte) (int, error) {
	if r.n == 0 {
		return 0, io.EOF
	}
	n := min(len(p), r.n)
	for i := range n {
		p[i] = r.b
	}
	r.n -= n
	return n, nil
}

// TestJUnitFormats: the shapes the common writers produce.
func TestJUnitFormats(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		want     map[string]collect.Outcome
	}{
		{"surefire", `<?xml version="1.0" encoding="UTF-8"?>
<testsuite name="com.example.AppTest" tests="4" errors="1" skipped="1" failures="0">
  <properties><property name="java.version" value="21"/></properties>
  <testcase name="adds" classname="com.example.AppTest" time="0.01"/>
  <testcase name="throws" classname="com.example.AppTest" time="0.002"><error message="boom" type="java.lang.IllegalStateException">trace</error></testcase>
  <testcase name="ignored" classname="com.example.AppTest" time="0"><skipped/></testcase>
  <testcase name="flaky" classname="com.example.AppTest" time="0.1"><flakyFailure message="first try">x</flakyFailure><system-out>retried</system-out></testcase>
</testsuite>`, map[string]collect.Outcome{"com.example.AppTest.adds": "pass", "com.example.AppTest.throws": "fail", "com.example.AppTest.ignored": "skip", "com.example.AppTest.flaky": "pass"}},
		{"gotestsum", `<?xml version="1.0" encoding="UTF-8"?>
<testsuites tests="3" failures="1" errors="0" time="0.012">
	<testsuite tests="3" failures="1" time="0.004" name="example.com/m/p" timestamp="2026-01-01T00:00:00Z">
		<properties><property name="go.version" value="go1.26.0 linux/amd64"></property></properties>
		<testcase classname="example.com/m/p" name="TestA" time="0.000"></testcase>
		<testcase classname="example.com/m/p" name="TestB/case" time="0.000"><failure message="Failed" type="">    p_test.go:9: no</failure></testcase>
		<testcase classname="example.com/m/p" name="TestC" time="0.000"><skipped message="=== RUN   TestC"></skipped></testcase>
	</testsuite>
</testsuites>`, map[string]collect.Outcome{"example.com/m/p.TestA": "pass", "example.com/m/p.TestB/case": "fail", "example.com/m/p.TestC": "skip"}},
		{"nested suites, no classname", `<testsuites><testsuite name="outer" tests="9"><testsuite name="inner"><testcase name="x"/></testsuite><testcase name="y"><failure/><skipped/></testcase></testsuite></testsuites>`,
			map[string]collect.Outcome{"x": "pass", "y": "fail"}},
		{"escapes and CDATA", `<testsuite><testcase classname="a&amp;b" name="&lt;tag&gt; &#233;"><system-out><![CDATA[<failure/>]]></system-out></testcase></testsuite>`,
			map[string]collect.Outcome{"a&b.<tag> é": "pass"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tests, err := collect.ReadJUnit(strings.NewReader(tc.in), collect.JUnitOptions{})
			require.NoError(t, err)
			require.Equal(t, tc.want, outcomes(tests))
		})
	}
}

func TestArtifacts(t *testing.T) {
	root := t.TempDir()
	outside := t.TempDir()
	write := func(dir, name, body string) {
		p := filepath.Join(dir, filepath.FromSlash(name))
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(body), 0o644))
	}
	write(root, "out/result.txt", "42\n")
	write(root, "bin/tool", "\x7fELF")
	write(outside, "secret", "no")
	require.NoError(t, os.Symlink(filepath.Join(outside, "secret"), filepath.Join(root, "out", "escape")))
	require.NoError(t, os.Symlink("result.txt", filepath.Join(root, "out", "alias")))
	require.NoError(t, os.Symlink(outside, filepath.Join(root, "linkdir")))

	arts, err := collect.Artifacts(root, []string{"out/result.txt", "./bin//tool"})
	require.NoError(t, err)
	require.Equal(t, []collect.Artifact{
		{Path: "out/result.txt", SHA256: canonSum("42\n")},
		{Path: "bin/tool", SHA256: canonSum("\x7fELF")},
	}, arts)

	for _, tc := range []struct {
		name  string
		paths []string
	}{
		{"dot dot", []string{"../secret"}},
		{"dot dot inside", []string{"out/../../secret"}},
		{"absolute", []string{filepath.Join(outside, "secret")}},
		{"symlink out", []string{"out/escape"}},
		{"symlink inside", []string{"out/alias"}},
		{"through a linked folder", []string{"linkdir/secret"}},
		{"a folder", []string{"out"}},
		{"missing", []string{"out/none"}},
		{"empty", []string{""}},
		{"twice", []string{"out/result.txt", "out/./result.txt"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			arts, err := collect.Artifacts(root, tc.paths)
			require.ErrorIs(t, err, collect.ErrArtifact)
			require.Nil(t, arts)
		})
	}
}

func TestCodeTraceRefused(t *testing.T) {
	spec := []byte(`{"evidenceClass":"code","checks":[{"name":"c","kind":"exit_code","equals":0}]}`)
	ids := collect.IDs{TrialID: "t", TaskID: "k", BuildID: "b"}
	zero := 0
	for _, tc := range []struct {
		name  string
		ids   collect.IDs
		spec  []byte
		ev    *collect.Code
		class error
	}{
		{"web3 spec", ids, []byte(`{"evidenceClass":"web3","checks":[{"name":"c","kind":"tx_succeeded"}]}`), &collect.Code{}, collect.ErrSpec},
		{"no class", ids, []byte(`{"checks":[]}`), &collect.Code{}, collect.ErrSpec},
		{"not an object", ids, []byte(`[]`), &collect.Code{}, collect.ErrSpec},
		{"unknown check kind", ids, []byte(`{"evidenceClass":"code","checks":[{"name":"c","kind":"nope"}]}`), &collect.Code{}, judge.ErrInvalidTrace},
		{"bad id", collect.IDs{TrialID: "-bad", TaskID: "k", BuildID: "b"}, spec, &collect.Code{}, judge.ErrInvalidTrace},
		{"duplicate test", ids, spec, &collect.Code{Tests: []collect.Test{{Name: "a", Outcome: "pass"}, {Name: "a", Outcome: "fail"}}}, collect.ErrDuplicateTest},
		{"bad outcome", ids, spec, &collect.Code{Tests: []collect.Test{{Name: "a", Outcome: "passed"}}}, collect.ErrSpec},
		{"long command", ids, spec, &collect.Code{Build: &collect.Build{ExitCode: &zero, Command: strings.Repeat("c", limits.MaxCommandChars+1)}}, collect.ErrLimit},
		{"duplicate artifact", ids, spec, &collect.Code{Artifacts: []collect.Artifact{{Path: "a"}, {Path: "a"}}}, collect.ErrArtifact},
	} {
		t.Run(tc.name, func(t *testing.T) {
			trace, err := collect.CodeTrace(tc.ids, tc.spec, tc.ev)
			require.ErrorIs(t, err, tc.class)
			require.Nil(t, trace)
		})
	}
}

// TestCodeTraceShape: members appear exactly when collected, tests are
// sorted, the caller's slice is untouched, the spec is kept byte for byte
// (its hash is the published spec's), and a whole trace serves as a spec.
func TestCodeTraceShape(t *testing.T) {
	spec := []byte(`{"checks":[{"kind":"tests_pass","mode":"all","name":"all","required":false}],"evidenceClass":"code"}`)
	tests := []collect.Test{{Name: "b", Outcome: collect.Pass}, {Name: "a", Outcome: collect.Skip}}
	trace, err := collect.CodeTrace(collect.IDs{TrialID: "t", TaskID: "k", BuildID: "b"}, spec, &collect.Code{Tests: tests})
	require.NoError(t, err)
	require.Equal(t, "b", tests[0].Name, "the caller's slice is not reordered")
	var got struct {
		Spec     json.RawMessage
		Evidence map[string]json.RawMessage
	}
	require.NoError(t, json.Unmarshal(trace, &got))
	require.JSONEq(t, `[{"name":"a","outcome":"skip"},{"name":"b","outcome":"pass"}]`, string(got.Evidence["tests"]))
	require.NotContains(t, got.Evidence, "build")
	require.NotContains(t, got.Evidence, "artifacts")
	require.Equal(t, string(spec), string(got.Spec), "the spec as given, required:false and all")

	h, err := judge.SpecHash(trace)
	require.NoError(t, err)
	again, err := collect.ReadSpec(trace)
	require.NoError(t, err)
	trace2, err := collect.CodeTrace(collect.IDs{TrialID: "t2", TaskID: "k", BuildID: "b"}, again, &collect.Code{Tests: []collect.Test{}})
	require.NoError(t, err)
	h2, err := judge.SpecHash(trace2)
	require.NoError(t, err)
	require.Equal(t, h, h2, "a trace's spec, taken from it, is the same spec")
	require.NoError(t, json.Unmarshal(trace2, &got))
	require.JSONEq(t, `[]`, string(got.Evidence["tests"]), "collected and empty is [] (not missing)")
	v := judgeTrace(t, trace2)
	require.Equal(t, "0/0 passed", v.Checks[0].Actual)
}

// TestFailuresOutsideCases: a package or suite that failed with no failing
// test of its own is a failed entry, never only its passing tests.
func TestFailuresOutsideCases(t *testing.T) {
	// TestMain exited non-zero (or a leak check failed) after TestA passed.
	rep, err := collect.ReadGoTestJSON(strings.NewReader(ev("start", "p", "")+ev("run", "p", "TestA")+ev("pass", "p", "TestA")+ev("fail", "p", "")), collect.GoTestOptions{})
	require.NoError(t, err)
	require.Equal(t, map[string]collect.Outcome{"p.TestA": "pass", "p": "fail"}, outcomes(rep.Tests))
	// A failing test already says so: no extra entry.
	rep, err = collect.ReadGoTestJSON(strings.NewReader(ev("start", "p", "")+ev("run", "p", "TestA")+ev("fail", "p", "TestA")+ev("fail", "p", "")), collect.GoTestOptions{})
	require.NoError(t, err)
	require.Equal(t, map[string]collect.Outcome{"p.TestA": "fail"}, outcomes(rep.Tests))

	for _, tc := range []struct {
		name, in string
		want     map[string]collect.Outcome
	}{
		{"a test file that did not load", `<testsuites><testsuite name="a.test.js" tests="0" errors="1"><error message="Cannot find module"/></testsuite><testsuite name="b" tests="1"><testcase name="ok"/></testsuite></testsuites>`,
			map[string]collect.Outcome{"a.test.js": "fail", "ok": "pass"}},
		{"more failures declared than the cases hold", `<testsuite name="s" tests="1" failures="1"><testcase name="ok"/></testsuite>`,
			map[string]collect.Outcome{"s": "fail", "ok": "pass"}},
		{"a case with a failure and a teardown error", `<testsuite name="s" tests="2" failures="1" errors="1"><testcase name="t"><failure/><error/></testcase></testsuite>`,
			map[string]collect.Outcome{"t": "fail"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tests, err := collect.ReadJUnit(strings.NewReader(tc.in), collect.JUnitOptions{})
			require.NoError(t, err)
			require.Equal(t, tc.want, outcomes(tests))
		})
	}
}
