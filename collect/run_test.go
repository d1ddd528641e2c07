package collect_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/collect"
)

var runModule = map[string]string{
	"go.mod": "module example.com/runme\n\ngo 1.22\n",
	"calc/calc.go": `package calc

import "os"

func Half(x int) int { return x / 2 }

// Write leaves an artifact behind, as a build would.
func Write(path string) error { return os.WriteFile(path, []byte("built\n"), 0o644) }
`,
	"calc/calc_test.go": `package calc

import "testing"

func TestHalf(t *testing.T) {
	if Half(4) != 2 {
		t.Fatal("Half(4)")
	}
}

func TestOdd(t *testing.T) {
	if Half(3) != 2 {
		t.Skip("rounds down")
	}
}

func TestArtifact(t *testing.T) {
	if err := Write("../out.txt"); err != nil {
		t.Fatal(err)
	}
}
`,
}

var runSpec = []byte(`{"evidenceClass":"code","checks":[
	{"name":"exit","kind":"exit_code","equals":0,"required":true},
	{"name":"half","kind":"tests_pass","mode":"named","names":["example.com/runme/calc.TestHalf"]},
	{"name":"artifact","kind":"artifact_digest","path":"out.txt","sha256":"` + canon.Sum([]byte("built\n")).String() + `"}]}`)

// TestRunGoTest: Run runs the real go command, keeps its output, and the
// trace says what the run did: the exit code, the command line, the tests
// and the artifact the tests left.
func TestRunGoTest(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go command over a real module (-short)")
	}
	dir := writeModule(t, runModule)
	log := filepath.Join(t.TempDir(), "test.log")
	goBin := filepath.Join(runtime.GOROOT(), "bin", "go")
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOWORK", "off")
	t.Setenv("GOCACHE", filepath.Join(dir, ".gocache"))
	res, err := collect.Run(context.Background(), collect.RunInputs{
		CodeInputs: collect.CodeInputs{IDs: collect.IDs{TrialID: "t", TaskID: "runme", BuildID: "b1"}, Spec: runSpec, Artifacts: []string{"out.txt"}},
		Args:       []string{goBin, "test", "-json", "./..."},
		Dir:        dir,
		Log:        log,
		GoTestJSON: true,
	})
	require.NoError(t, err)
	require.Equal(t, 0, res.ExitCode)
	require.Equal(t, goBin+" test -json ./...", res.Command)
	raw, err := os.ReadFile(log)
	require.NoError(t, err)
	require.Equal(t, canon.Sum(raw), res.Log.SHA256, "the log's digest is the file's")
	require.Equal(t, 3, res.Tests)
	require.Equal(t, 1, res.Skipped)
	v := judgeTrace(t, res.Trace)
	require.Equal(t, "SUCCESS", string(v.Status), "%+v", v.Checks)

	// The same run with the test broken: exit code 1, FAILURE.
	bad := writeModule(t, runModule)
	require.NoError(t, os.WriteFile(filepath.Join(bad, "calc", "calc.go"), []byte(`package calc

import "os"

func Half(x int) int { return x/2 + 1 }

func Write(path string) error { return os.WriteFile(path, []byte("built\n"), 0o644) }
`), 0o644))
	res, err = collect.Run(context.Background(), collect.RunInputs{
		CodeInputs: collect.CodeInputs{IDs: collect.IDs{TrialID: "t", TaskID: "runme", BuildID: "b2"}, Spec: runSpec, Artifacts: []string{"out.txt"}},
		Args:       []string{goBin, "test", "-json", "./..."},
		Dir:        bad,
		Log:        filepath.Join(t.TempDir(), "bad.log"),
		GoTestJSON: true,
	})
	require.NoError(t, err)
	require.Equal(t, 1, res.ExitCode)
	v = judgeTrace(t, res.Trace)
	require.Equal(t, "FAILURE", string(v.Status))
	require.Equal(t, "exit code 1", v.Checks[0].Actual)
	require.Equal(t, "example.com/runme/calc.TestHalf=fail", v.Checks[1].Actual)
}

// TestRunPytest: a run whose runner writes JUnit.
func TestRunPytest(t *testing.T) {
	pytest, err := exec.LookPath("pytest-3")
	if err != nil {
		pytest, err = exec.LookPath("pytest")
	}
	need(t, "pytest (Debian's python3-pytest)", err == nil)
	dir := t.TempDir()
	src, err := os.ReadFile(filepath.Join("testdata", "pytest", "test_sample.py"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "test_sample.py"), src, 0o644))
	spec := []byte(`{"evidenceClass":"code","checks":[{"name":"passes","kind":"tests_pass","mode":"named","names":["test_sample.test_passes","test_sample.TestGroup.test_inside"]},{"name":"exit","kind":"exit_code","equals":1}]}`)
	in := collect.RunInputs{
		CodeInputs: collect.CodeInputs{IDs: collect.IDs{TrialID: "t", TaskID: "py", BuildID: "b"}, Spec: spec, JUnit: []string{"report.xml"}},
		Args:       []string{pytest, "-q", "-p", "no:cacheprovider", "--junitxml", "report.xml", "test_sample.py"},
		Dir:        dir,
		Log:        filepath.Join(dir, "pytest.log"),
	}
	res, err := collect.Run(context.Background(), in)
	require.NoError(t, err)
	require.Equal(t, 1, res.ExitCode)
	require.Equal(t, 9, res.Tests)
	v := judgeTrace(t, res.Trace)
	require.Equal(t, "SUCCESS", string(v.Status), "%+v", v.Checks)

	// Run again: report.xml is now there from the last run, and a result
	// file from before the run is not evidence of this one.
	_, err = collect.Run(context.Background(), in)
	require.ErrorIs(t, err, collect.ErrInconsistent)
}

func TestRunRefused(t *testing.T) {
	spec := []byte(`{"evidenceClass":"code","checks":[{"name":"exit","kind":"exit_code","equals":0}]}`)
	base := collect.CodeInputs{IDs: collect.IDs{TrialID: "t", TaskID: "k", BuildID: "b"}, Spec: spec}
	log := filepath.Join(t.TempDir(), "log")
	_, err := collect.Run(context.Background(), collect.RunInputs{CodeInputs: base, Log: log})
	require.ErrorIs(t, err, collect.ErrRun, "no command")
	_, err = collect.Run(context.Background(), collect.RunInputs{CodeInputs: base, Args: []string{"/nonexistent/tool"}, Log: log})
	require.ErrorIs(t, err, collect.ErrRun, "a command that cannot start is an error, not exit code evidence")
	_, err = collect.Run(context.Background(), collect.RunInputs{CodeInputs: base, Args: []string{"true"}})
	require.ErrorIs(t, err, collect.ErrRun, "no log")
	withCode := base
	zero := 0
	withCode.ExitCode = &zero
	_, err = collect.Run(context.Background(), collect.RunInputs{CodeInputs: withCode, Args: []string{"true"}, Log: log})
	require.ErrorIs(t, err, collect.ErrSpec, "the exit code is the run's own")

	// A command that runs and fails is evidence, not an error.
	res, err := collect.Run(context.Background(), collect.RunInputs{CodeInputs: base, Args: []string{"sh", "-c", "echo out; exit 7"}, Log: log})
	require.NoError(t, err)
	require.Equal(t, 7, res.ExitCode)
	require.Equal(t, "sh -c 'echo out; exit 7'", res.Command)
	v := judgeTrace(t, res.Trace)
	require.Equal(t, "exit code 7", v.Checks[0].Actual)
}

// TestCollectInconsistent: an exit code of 0 beside failed tests is refused.
func TestCollectInconsistent(t *testing.T) {
	f := filepath.Join(t.TempDir(), "go.json")
	require.NoError(t, os.WriteFile(f, []byte(ev("start", "p", "")+ev("run", "p", "T")+ev("fail", "p", "T")+ev("fail", "p", "")), 0o644))
	spec := []byte(`{"evidenceClass":"code","checks":[{"name":"exit","kind":"exit_code","equals":0}]}`)
	zero, one := 0, 1
	in := collect.CodeInputs{IDs: collect.IDs{TrialID: "t", TaskID: "k", BuildID: "b"}, Spec: spec, GoTestJSON: f, ExitCode: &zero}
	_, err := collect.Collect(in)
	require.ErrorIs(t, err, collect.ErrInconsistent)
	in.ExitCode = &one
	res, err := collect.Collect(in)
	require.NoError(t, err)
	require.Equal(t, 1, res.Failed)
	in.ExitCode, in.Command = nil, "go test ./..."
	_, err = collect.Collect(in)
	require.ErrorIs(t, err, collect.ErrSpec, "a command without an exit code")
}
