package collect_test

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/collect"
)

// gitRepo writes files into a new folder and commits them with the real
// git command; it returns the folder.
func gitRepo(t *testing.T, files map[string]string) string {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("git is required under CI=true")
		}
		t.Skip("git is not installed")
	}
	dir := writeModule(t, files)
	gitIn(t, dir, "init", "-q")
	gitIn(t, dir, "add", "-A")
	gitIn(t, dir, "commit", "-q", "-m", "the code under test")
	return dir
}

func gitIn(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-c", "user.name=Tester", "-c", "user.email=tester@example.com", "-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main"}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "git %v: %s", args, out)
	return strings.TrimSpace(string(out))
}

// TestRunRecordsRevision: a real go test run in a real git checkout
// records the commit and tree git itself names, and the digest of the log
// it kept; the repository then confirms the trace, and refuses each edit
// an attacker could make to it.
func TestRunRecordsRevision(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go command over a real module (-short)")
	}
	files := map[string]string{".gitignore": ".gocache/\nout.txt\n"}
	for k, v := range runModule {
		files[k] = v
	}
	dir := gitRepo(t, files)
	commit, tree := gitIn(t, dir, "rev-parse", "HEAD"), gitIn(t, dir, "rev-parse", "HEAD^{tree}")

	goBin := filepath.Join(runtime.GOROOT(), "bin", "go")
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOWORK", "off")
	t.Setenv("GOCACHE", filepath.Join(dir, ".gocache"))
	log := filepath.Join(t.TempDir(), "test.log")
	res, err := collect.Run(context.Background(), collect.RunInputs{
		CodeInputs: collect.CodeInputs{IDs: collect.IDs{TrialID: "t", TaskID: "runme", BuildID: "b1"}, Spec: runSpec,
			Artifacts: []string{"out.txt", "calc/calc.go"}, Repo: dir},
		Args: []string{goBin, "test", "-json", "./..."}, Dir: dir, Log: log, GoTestJSON: true,
	})
	require.NoError(t, err)
	require.Equal(t, &collect.Revision{Commit: commit, Tree: tree}, res.Revision)
	raw, err := os.ReadFile(log)
	require.NoError(t, err)
	ev := evidenceOf(t, res.Trace)
	assert.Equal(t, map[string]any{"commit": commit, "tree": tree}, ev["revision"])
	assert.Equal(t, map[string]any{"sha256": canon.Sum(raw).String(), "bytes": float64(len(raw))}, ev["testLog"])
	require.Equal(t, "SUCCESS", string(judgeTrace(t, res.Trace).Status))

	rep, err := collect.CheckCodeSource(dir, res.Trace)
	require.NoError(t, err)
	require.True(t, rep.OK(), "%v", rep.Differences)
	assert.Equal(t, 2, rep.Artifacts)
	assert.Equal(t, 1, rep.FromCommit, "calc/calc.go is read from the commit, out.txt from the checkout")

	zero := canon.Hash{}.String()
	for name, tc := range map[string]struct {
		edit  func(ev map[string]any)
		field string
	}{
		"another commit": {func(ev map[string]any) {
			ev["revision"].(map[string]any)["commit"] = strings.Repeat("ab", 20)
		}, "revision.commit"},
		"another tree": {func(ev map[string]any) {
			ev["revision"].(map[string]any)["tree"] = strings.Repeat("cd", 20)
		}, "revision.tree"},
		"a forged build output": {func(ev map[string]any) {
			ev["artifacts"].([]any)[0].(map[string]any)["sha256"] = zero
		}, "artifact out.txt"},
		"a forged source file": {func(ev map[string]any) {
			ev["artifacts"].([]any)[1].(map[string]any)["sha256"] = zero
		}, "artifact calc/calc.go"},
		"an artifact that is not there": {func(ev map[string]any) {
			ev["artifacts"] = append(ev["artifacts"].([]any), map[string]any{"path": "missing.bin", "sha256": zero})
		}, "artifact missing.bin"},
		"an artifact outside the checkout": {func(ev map[string]any) {
			ev["artifacts"] = append(ev["artifacts"].([]any), map[string]any{"path": "../escape", "sha256": zero})
		}, "artifact ../escape"},
	} {
		t.Run(name, func(t *testing.T) {
			rep, err := collect.CheckCodeSource(dir, editTrace(t, res.Trace, tc.edit))
			require.NoError(t, err)
			require.Len(t, rep.Differences, 1, "%v", rep.Differences)
			assert.Equal(t, tc.field, rep.Differences[0].Field)
		})
	}

	// The source is read from the commit; a build output from the
	// checkout, which must then be the trace's commit, unchanged: a
	// changed checkout cannot confirm it (not checkable, never a match).
	require.NoError(t, os.WriteFile(filepath.Join(dir, "calc", "calc.go"), []byte("package calc\n"), 0o644))
	_, err = collect.CheckCodeSource(dir, res.Trace)
	require.ErrorIs(t, err, collect.ErrNotCheckable)
	commitOnly := editTrace(t, res.Trace, func(ev map[string]any) { ev["artifacts"] = ev["artifacts"].([]any)[1:] })
	rep, err = collect.CheckCodeSource(dir, commitOnly)
	require.NoError(t, err)
	require.True(t, rep.OK(), "the commit's file is what counts: %v", rep.Differences)
	gitIn(t, dir, "checkout", "--", "calc/calc.go")
	// The run's own output, changed in the checkout after the run.
	require.NoError(t, os.WriteFile(filepath.Join(dir, "out.txt"), []byte("rebuilt\n"), 0o644))
	rep, err = collect.CheckCodeSource(dir, res.Trace)
	require.NoError(t, err)
	require.Len(t, rep.Differences, 1)
	assert.Equal(t, "artifact out.txt", rep.Differences[0].Field)

	// A trace without a revision, and a web3 trace, cannot be checked.
	plain, err := collect.CodeTrace(collect.IDs{TrialID: "t", TaskID: "k", BuildID: "b"}, []byte(`{"evidenceClass":"code","checks":[{"name":"e","kind":"exit_code","equals":0}]}`), &collect.Code{Build: collect.ExitCode(0)})
	require.NoError(t, err)
	_, err = collect.CheckCodeSource(dir, plain)
	require.ErrorIs(t, err, collect.ErrNotCheckable)
	_, err = collect.CheckCodeSource(t.TempDir(), res.Trace)
	require.ErrorIs(t, err, collect.ErrRepo, "not a repository")
}

// TestRevisionRefusesDirtyWorktree: a revision is recorded only when the
// code tested is the commit's: a modified, staged or untracked file is
// refused, naming it; an ignored one is not. A command that moves HEAD is
// refused too.
func TestRevisionRefusesDirtyWorktree(t *testing.T) {
	dir := gitRepo(t, map[string]string{"a.txt": "a\n", ".gitignore": "build/\n"})
	rev, err := collect.ReadRevision(dir)
	require.NoError(t, err)
	assert.Equal(t, gitIn(t, dir, "rev-parse", "HEAD"), rev.Commit)

	require.NoError(t, os.MkdirAll(filepath.Join(dir, "build"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "build", "x"), []byte("ignored"), 0o644))
	_, err = collect.ReadRevision(dir)
	require.NoError(t, err, "ignored files do not make the worktree dirty")

	for name, change := range map[string]func(){
		"modified":  func() { require.NoError(t, os.WriteFile(filepath.Join(dir, "a.txt"), []byte("b\n"), 0o644)) },
		"untracked": func() { require.NoError(t, os.WriteFile(filepath.Join(dir, "new.txt"), []byte("n\n"), 0o644)) },
		"staged": func() {
			require.NoError(t, os.WriteFile(filepath.Join(dir, "a.txt"), []byte("c\n"), 0o644))
			gitIn(t, dir, "add", "a.txt")
		},
	} {
		t.Run(name, func(t *testing.T) {
			change()
			defer gitIn(t, dir, "reset", "-q", "--hard")
			defer gitIn(t, dir, "clean", "-q", "-f")
			_, err := collect.ReadRevision(dir)
			require.ErrorIs(t, err, collect.ErrRepo)
			assert.Regexp(t, `uncommitted changes \((a|new)\.txt\)`, err.Error())
		})
	}

	_, err = collect.ReadRevision(t.TempDir())
	require.ErrorIs(t, err, collect.ErrRepo)

	gitBin, err := exec.LookPath("git")
	require.NoError(t, err)
	_, err = collect.Run(context.Background(), collect.RunInputs{
		CodeInputs: collect.CodeInputs{IDs: collect.IDs{TrialID: "t", TaskID: "k", BuildID: "b"},
			Spec: []byte(`{"evidenceClass":"code","checks":[{"name":"e","kind":"exit_code","equals":0}]}`), Repo: dir},
		Args: []string{gitBin, "-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-q", "--allow-empty", "-m", "moved"},
		Dir:  dir, Log: filepath.Join(t.TempDir(), "log"),
	})
	require.ErrorIs(t, err, collect.ErrInconsistent, "the command moved HEAD")

	// A command that edits a tracked file tested other code than the
	// commit's; one that leaves an untracked output did not.
	sh, err := exec.LookPath("sh")
	require.NoError(t, err)
	for _, tc := range []struct {
		script string
		want   error
	}{
		{"echo out > out.log", nil},
		{"echo b >> a.txt", collect.ErrInconsistent},
	} {
		fresh := gitRepo(t, map[string]string{"a.txt": "a\n"})
		_, err = collect.Run(context.Background(), collect.RunInputs{
			CodeInputs: collect.CodeInputs{IDs: collect.IDs{TrialID: "t", TaskID: "k", BuildID: "b"},
				Spec: []byte(`{"evidenceClass":"code","checks":[{"name":"e","kind":"exit_code","equals":0}]}`), Repo: fresh},
			Args: []string{sh, "-c", tc.script}, Dir: fresh, Log: filepath.Join(t.TempDir(), "log"),
		})
		if tc.want == nil {
			require.NoError(t, err, tc.script)
		} else {
			require.ErrorIs(t, err, tc.want, tc.script)
			assert.Contains(t, err.Error(), "changed tracked files")
		}
	}
}

func evidenceOf(t *testing.T, trace []byte) map[string]any {
	var m map[string]any
	require.NoError(t, json.Unmarshal(trace, &m))
	return m["evidence"].(map[string]any)
}
