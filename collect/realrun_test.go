package collect_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/collect"
)

// realModule is a Go module written for these tests, whose packages cover
// what a real go test run reports: passes, failures, skips, subtests, a
// panic, a timeout, a compile error, a TestMain that exits, and a package
// without tests. Its outputs are what the real go command prints.
var realModule = map[string]string{
	"go.mod": "module example.com/real\n\ngo 1.22\n",
	"ok/ok.go": `package ok

func Add(a, b int) int { return a + b }
`,
	"ok/ok_test.go": `package ok

import "testing"

func TestAdd(t *testing.T) {
	if Add(2, 2) != 4 {
		t.Fatal("2+2")
	}
}

func TestTable(t *testing.T) {
	for _, name := range []string{"case one", "case/two"} {
		t.Run(name, func(t *testing.T) {})
	}
}

func TestSkipped(t *testing.T) { t.Skip("not on this machine") }

func BenchmarkAdd(b *testing.B) {
	for i := 0; i < b.N; i++ {
		Add(i, i)
	}
}

func ExampleAdd() {
	println(Add(1, 2))
	// Output:
}
`,
	"bad/bad.go": `package bad

func Double(x int) int { return x + 2 }
`,
	"bad/bad_test.go": `package bad

import "testing"

func TestDoubleTwo(t *testing.T) {
	if Double(2) != 4 {
		t.Fatal("Double(2)")
	}
}

func TestDoubleThree(t *testing.T) {
	t.Run("sub", func(t *testing.T) {
		if Double(3) != 6 {
			t.Errorf("Double(3) = %d", Double(3))
		}
	})
}
`,
	"boom/boom_test.go": `package boom

import "testing"

func TestBefore(t *testing.T) {}

func TestPanics(t *testing.T) {
	var m map[string]int
	m["x"] = 1
}

func TestNeverRuns(t *testing.T) {}
`,
	"slow/slow_test.go": `package slow

import (
	"testing"
	"time"
)

func TestQuick(t *testing.T) {}

func TestHangs(t *testing.T) { time.Sleep(time.Minute) }
`,
	"exits/exits_test.go": `package exits

import (
	"os"
	"testing"
)

func TestMain(m *testing.M) {
	m.Run()
	os.Exit(3)
}

func TestFine(t *testing.T) {}
`,
	"broken/broken.go": `package broken

func Broken() int { return "not an int" }
`,
	"broken/broken_test.go": `package broken

import "testing"

func TestBroken(t *testing.T) { Broken() }
`,
	"notests/notests.go": `package notests

func Nothing() {}
`,
}

// writeModule writes files under a new folder and returns it.
func writeModule(t testing.TB, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(body), 0o644))
	}
	return dir
}

// goTest runs the real go command's `go test -json` in dir and returns
// its stdout and exit code.
func goTest(t testing.TB, dir string, env []string, args ...string) ([]byte, int) {
	t.Helper()
	goBin := filepath.Join(runtime.GOROOT(), "bin", "go")
	cmd := exec.Command(goBin, append([]string{"test", "-json"}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod", "GOPROXY=off", "GOTOOLCHAIN=local")
	cmd.Env = append(cmd.Env, env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else {
		require.NoError(t, err, "go test: %s", stderr.String())
	}
	return stdout.Bytes(), code
}

var (
	realOnce sync.Once
	realOut  []byte
	realCode int
	realDir  string
)

// realRun is one `go test -json -timeout 5s ./...` of realModule, shared by
// the tests of this file (it compiles seven packages).
func realRun(t *testing.T) ([]byte, int) {
	realOnce.Do(func() {
		realDir = writeModule(t, realModule)
		// A cache of its own, so that nothing is "(cached)" the first time.
		realOut, realCode = goTest(t, realDir, []string{"GOCACHE=" + filepath.Join(realDir, ".gocache")}, "-timeout", "5s", "./...")
	})
	return realOut, realCode
}

func outcomes(tests []collect.Test) map[string]collect.Outcome {
	m := map[string]collect.Outcome{}
	for _, x := range tests {
		m[x.Name] = x.Outcome
	}
	return m
}

func TestGoTestJSONRealRun(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go command over a real module (-short)")
	}
	out, code := realRun(t)
	require.NotZero(t, code, "go test exits non-zero when a test fails")
	rep, err := collect.ReadGoTestJSON(bytes.NewReader(out), collect.GoTestOptions{Input: "real.json"})
	require.NoError(t, err)

	got := outcomes(rep.Tests)
	want := map[string]collect.Outcome{
		"example.com/real/ok.TestAdd":              collect.Pass,
		"example.com/real/ok.TestTable":            collect.Pass,
		"example.com/real/ok.TestTable/case_one":   collect.Pass,
		"example.com/real/ok.TestTable/case/two":   collect.Pass,
		"example.com/real/ok.TestSkipped":          collect.Skip,
		"example.com/real/ok.ExampleAdd":           collect.Pass,
		"example.com/real/bad.TestDoubleTwo":       collect.Pass,
		"example.com/real/bad.TestDoubleThree":     collect.Fail,
		"example.com/real/bad.TestDoubleThree/sub": collect.Fail,
		"example.com/real/boom.TestBefore":         collect.Pass,
		"example.com/real/boom.TestPanics":         collect.Fail,
		"example.com/real/slow.TestQuick":          collect.Pass,
		"example.com/real/slow.TestHangs":          collect.Fail,
		"example.com/real/exits.TestFine":          collect.Pass,
		// Packages that failed with no failing test: entries of their own.
		"example.com/real/exits":  collect.Fail,
		"example.com/real/broken": collect.Fail,
	}
	require.Equal(t, want, got, "every test the real run reported, with its outcome; TestNeverRuns never started")

	byPath := map[string]collect.GoPackage{}
	for _, p := range rep.Packages {
		byPath[p.ImportPath] = p
	}
	require.Equal(t, "pass", byPath["example.com/real/ok"].Result)
	require.Equal(t, "fail", byPath["example.com/real/bad"].Result)
	require.True(t, byPath["example.com/real/boom"].Panicked, "the panic is seen")
	require.True(t, byPath["example.com/real/slow"].TimedOut, "the timeout is seen")
	require.Equal(t, "fail", byPath["example.com/real/exits"].Result, "TestMain's os.Exit(3) fails the package though its test passed")
	require.True(t, byPath["example.com/real/broken"].BuildFailed, "the compile error is a build failure")
	require.Equal(t, []string{"example.com/real/broken"}, rep.BuildFailures())
	require.Equal(t, "skip", byPath["example.com/real/notests"].Result, "no test files")
	require.True(t, rep.Failed())
	require.Equal(t, int64(len(out)), rep.Bytes)
	for _, x := range rep.Tests {
		require.Nil(t, x.DurationMs, "durations are left out unless asked for")
	}

	// Durations, when asked for, are the runner's.
	rep, err = collect.ReadGoTestJSON(bytes.NewReader(out), collect.GoTestOptions{Durations: true})
	require.NoError(t, err)
	for _, x := range rep.Tests {
		switch x.Name {
		case "example.com/real/slow.TestHangs", "example.com/real/exits", "example.com/real/broken":
			require.Nil(t, x.DurationMs, "%s never finished, or is a package", x.Name)
			continue
		}
		require.NotNil(t, x.DurationMs, x.Name)
	}
}

func TestGoTestJSONCached(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go command over a real module (-short)")
	}
	dir := writeModule(t, map[string]string{
		"go.mod":            "module example.com/cached\n\ngo 1.22\n",
		"c/c_test.go":       "package c\n\nimport \"testing\"\n\nfunc TestOne(t *testing.T) {}\n\nfunc TestTwo(t *testing.T) { t.Run(\"inner\", func(t *testing.T) {}) }\n",
		"d/d_test.go":       "package d\n\nimport \"testing\"\n\nfunc TestSkip(t *testing.T) { t.Skip() }\n",
		"d/other_test.go":   "package d\n\nimport \"testing\"\n\nfunc TestOther(t *testing.T) {}\n",
		"e/e.go":            "package e\n",
		"e/e_test.go":       "package e\n",
		"nothing/readme.go": "package nothing\n",
	})
	env := []string{"GOCACHE=" + filepath.Join(dir, ".gocache")}
	first, code := goTest(t, dir, env, "./...")
	require.Zero(t, code)
	second, code := goTest(t, dir, env, "./...")
	require.Zero(t, code)
	require.Contains(t, string(second), "(cached)", "the second run replays the cache")

	a, err := collect.ReadGoTestJSON(bytes.NewReader(first), collect.GoTestOptions{})
	require.NoError(t, err)
	b, err := collect.ReadGoTestJSON(bytes.NewReader(second), collect.GoTestOptions{})
	require.NoError(t, err)
	require.Equal(t, a.Tests, b.Tests, "a cached run gives the same results, durations left out")
	require.Len(t, a.Tests, 5)
	require.False(t, a.Failed())
	for _, p := range a.Packages {
		require.False(t, p.Cached, p.ImportPath)
	}
	cached := 0
	for _, p := range b.Packages {
		if p.Cached {
			cached++
		}
	}
	require.Equal(t, 3, cached, "c, d and e (no tests to run) replayed from the cache")
}

// TestCodeTraceRealRun builds a trace from the real run and judges it: the
// checks see what go test saw.
func TestCodeTraceRealRun(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go command over a real module (-short)")
	}
	out, code := realRun(t)
	rep, err := collect.ReadGoTestJSON(bytes.NewReader(out), collect.GoTestOptions{})
	require.NoError(t, err)
	spec := []byte(`{"evidenceClass":"code","checks":[
		{"name":"builds","kind":"exit_code","equals":0,"required":true},
		{"name":"ok-passes","kind":"tests_pass","mode":"named","names":["example.com/real/ok.TestAdd","example.com/real/ok.TestTable/case_one"]},
		{"name":"doubles","kind":"tests_pass","mode":"named","names":["example.com/real/bad.TestDoubleThree/sub"]},
		{"name":"most","kind":"tests_pass","mode":"atLeast","count":9}]}`)
	trace, err := collect.CodeTrace(collect.IDs{TrialID: "t-1", TaskID: "real", BuildID: "b"}, spec,
		&collect.Code{Build: &collect.Build{ExitCode: &code, Command: "go test -json -timeout 5s ./..."}, Tests: rep.Tests})
	require.NoError(t, err)
	v := judgeTrace(t, trace)
	require.Equal(t, "FAILURE", string(v.Status))
	pass := map[string]bool{}
	actual := map[string]string{}
	for _, c := range v.Checks {
		pass[c.Name], actual[c.Name] = c.Pass, c.Actual
	}
	require.False(t, pass["builds"])
	require.Equal(t, "exit code 1", actual["builds"])
	require.True(t, pass["ok-passes"])
	require.False(t, pass["doubles"])
	require.Equal(t, "example.com/real/bad.TestDoubleThree/sub=fail", actual["doubles"])
	require.True(t, pass["most"], actual["most"])
	require.Equal(t, "9 passed", actual["most"])
}

// TestGoTestJSONBenchmarks: test2json reports a benchmark's run but no
// pass; in a package that passed, it passed.
func TestGoTestJSONBenchmarks(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go command over a real module (-short)")
	}
	dir := writeModule(t, map[string]string{
		"go.mod": "module example.com/bench\n\ngo 1.22\n",
		"b/b_test.go": `package b

import "testing"

func TestPlain(t *testing.T) {}

func BenchmarkLoop(b *testing.B) {
	for i := 0; i < b.N; i++ {
	}
}

func FuzzSeeds(f *testing.F) {
	f.Add(1)
	f.Fuzz(func(t *testing.T, x int) {})
}
`,
		"f/f_test.go": `package f

import "testing"

func BenchmarkFails(b *testing.B) { b.Fatal("no") }
`,
	})
	out, code := goTest(t, dir, []string{"GOCACHE=" + filepath.Join(dir, ".gocache")}, "-bench", ".", "-benchtime", "10x", "./...")
	require.NotZero(t, code)
	rep, err := collect.ReadGoTestJSON(bytes.NewReader(out), collect.GoTestOptions{})
	require.NoError(t, err)
	require.Equal(t, map[string]collect.Outcome{
		"example.com/bench/b.TestPlain":        collect.Pass,
		"example.com/bench/b.FuzzSeeds":        collect.Pass,
		"example.com/bench/b.FuzzSeeds/seed#0": collect.Pass,
		"example.com/bench/b.BenchmarkLoop":    collect.Pass,
		"example.com/bench/f.BenchmarkFails":   collect.Fail,
	}, outcomes(rep.Tests))
}
