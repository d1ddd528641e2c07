package main_test

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/review/reviewtest"
)

// workflowSteps reads the run: blocks of a GitHub Actions workflow, in
// order, as the runner would execute them (literal | blocks and one-line
// runs). Steps that only install verijudge are left out: the test runs the
// binary it built.
func workflowSteps(t *testing.T, path, job string) []string {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	var steps []string
	lines := strings.Split(string(b), "\n")
	inJob, sawAPI := false, false
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		if strings.HasPrefix(line, "  ") && !strings.HasPrefix(line, "   ") && strings.HasSuffix(line, ":") {
			inJob = strings.TrimSpace(line) == job+":"
			continue
		}
		if !inJob {
			continue
		}
		trimmed := strings.TrimSpace(line)
		rest, ok := strings.CutPrefix(strings.TrimPrefix(trimmed, "- "), "run:")
		if !ok {
			continue
		}
		rest = strings.TrimSpace(rest)
		var script string
		if rest == "|" {
			indent := -1
			var body []string
			for i+1 < len(lines) {
				next := lines[i+1]
				n := len(next) - len(strings.TrimLeft(next, " "))
				if strings.TrimSpace(next) != "" && indent < 0 {
					indent = n
				}
				if strings.TrimSpace(next) != "" && n < indent {
					break
				}
				i++
				if len(next) >= indent && indent >= 0 {
					body = append(body, next[indent:])
				} else {
					body = append(body, "")
				}
			}
			script = strings.Join(body, "\n")
		} else {
			script = rest
		}
		require.NotContains(t, script, "${{", "%s: expressions belong in env:, never inside a script", path)
		if strings.Contains(script, "go install") {
			continue
		}
		if strings.Contains(script, "gh api") {
			sawAPI = true // GitHub's API is not here: the status step is checked to exist, not run
			continue
		}
		steps = append(steps, script)
	}
	require.NotEmpty(t, steps, "job %s", job)
	if job == "admit" {
		require.True(t, sawAPI, "the admit job posts the commit status")
	}
	return steps
}

type ciEnv struct {
	t       *testing.T
	env     []string
	gitConf string
}

// git runs the git binary with the test's global configuration.
func (c *ciEnv) git(dir string, args ...string) string {
	c.t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL="+c.gitConf, "GIT_CONFIG_NOSYSTEM=1")
	out, err := cmd.CombinedOutput()
	require.NoError(c.t, err, "git %v: %s", args, out)
	return strings.TrimSpace(string(out))
}

// runWorkflow runs a workflow's steps in dir with env, carrying
// $GITHUB_ENV between steps as the runner does; it returns the exit code
// of the first failing step (0 when all pass) and the output.
func (c *ciEnv) runWorkflow(path, job, dir string, env ...string) (int, string) {
	c.t.Helper()
	ghEnv := filepath.Join(c.t.TempDir(), "github.env")
	require.NoError(c.t, os.WriteFile(ghEnv, nil, 0o644))
	var out bytes.Buffer
	ghOut := filepath.Join(c.t.TempDir(), "github.output")
	require.NoError(c.t, os.WriteFile(ghOut, nil, 0o644))
	for _, step := range workflowSteps(c.t, path, job) {
		vars := append(append(append(os.Environ(), c.env...), env...), "GITHUB_ENV="+ghEnv, "GITHUB_OUTPUT="+ghOut, "GIT_CONFIG_GLOBAL="+c.gitConf, "GIT_CONFIG_NOSYSTEM=1")
		f, err := os.Open(ghEnv)
		require.NoError(c.t, err)
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if sc.Text() != "" {
				vars = append(vars, sc.Text())
			}
		}
		f.Close()
		cmd := exec.Command("bash", "-e", "-o", "pipefail", "-c", step)
		cmd.Dir = dir
		cmd.Env = vars
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Run(); err != nil {
			if ee, ok := err.(*exec.ExitError); ok {
				return ee.ExitCode(), out.String()
			}
			require.NoError(c.t, err)
		}
	}
	return 0, out.String()
}

// TestReviewWorkflows runs the commands of the workflow docs/ci.md shows
// (examples/review-ci) against local repositories, as GitHub Actions
// would: the audit job blocks the first increment and the admit job denies
// it; the generator's fix passes round 2, its receipt is emitted and
// committed, its verdict attested on a dev chain and verified MATCH, and
// the admit job admits it once.
func TestReviewWorkflows(t *testing.T) {
	for _, tool := range []string{"git", "bash"} {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("CI") == "true" {
				t.Fatalf("%s is required under CI=true", tool)
			}
			t.Skipf("%s not on PATH", tool)
		}
	}
	env, _, key := startDevchain(t)
	env = append(env, "VERIJUDGE_PRIVATE_KEY="+key)
	root := t.TempDir()
	f, err := reviewtest.Fresh(filepath.Join(root, "src"))
	require.NoError(t, err)
	c := &ciEnv{t: t, gitConf: filepath.Join(root, "gitconfig")}
	sciOrigin, audOrigin := filepath.Join(root, "science.git"), filepath.Join(root, "audit.git")
	const sciURL, audURL = "https://github.com/" + reviewtest.Repo + ".git", "https://github.com/verijudge-fixtures/audit.git"
	require.NoError(t, os.WriteFile(c.gitConf, []byte("[url \""+sciOrigin+"\"]\n\tinsteadOf = "+sciURL+"\n[url \""+audOrigin+"\"]\n\tinsteadOf = "+audURL+
		"\n[init]\n\tdefaultBranch = main\n[advice]\n\tdetachedHead = false\n"), 0o644))
	c.git(root, "clone", "-q", "--bare", f.ScienceDir, sciOrigin)
	c.git(root, "clone", "-q", "--bare", f.AuditDir, audOrigin)
	bindir := filepath.Dir(bin)
	c.env = append(env, "PATH="+bindir+string(os.PathListSeparator)+os.Getenv("PATH"), "VERIJUDGE_NETWORK=dev", "SCIENCE_REPO="+reviewtest.Repo)

	const workflow = "../../examples/review-ci/audit-repo/.github/workflows/review.yml"
	// One run of the workflow: the audit job, then the admit job, each in
	// a fresh workspace as the runner gives it (the actions/checkout steps
	// done with git clone; the audit job's science checkout at the
	// requested commit, the admit job's at its branch head).
	review := func(sha string) (int, int, string) {
		ws := t.TempDir()
		c.git(ws, "clone", "-q", audURL, ".")
		c.git(ws, "clone", "-q", sciURL, "science")
		code, out := c.runWorkflow(workflow, "audit", ws, "REQUESTED_SHA="+sha)
		if code != 0 {
			return code, -1, out
		}
		ws = t.TempDir()
		c.git(ws, "clone", "-q", audURL, ".")
		c.git(ws, "clone", "-q", sciURL, "science")
		admitCode, admitOut := c.runWorkflow(workflow, "admit", ws, "SHA="+sha)
		return code, admitCode, out + admitOut
	}

	audited, admitted, out := review(f.Commit)
	require.Equal(t, 0, audited, out)
	assert.Contains(t, out, "FAILURE", "round 1 blocks: the verdict is FAILURE")
	assert.Equal(t, 1, admitted, out)
	assert.Contains(t, out, "DENY")
	assert.Contains(t, out, "blockers-resolved")

	// The next scheduled run, with nothing new, spends no round.
	commits := func() string { return c.git(root, "--git-dir", audOrigin, "rev-list", "--count", "HEAD") }
	before := commits()
	audited, _, out = review(f.Commit)
	require.Equal(t, 0, audited, out)
	assert.Equal(t, before, commits(), "no round for a commit the latest round already audited: %s", out)

	// The generator fixes the increment and pushes.
	fix, err := reviewtest.FixIncrement(f)
	require.NoError(t, err)
	c.git(f.ScienceDir, "push", "-q", sciOrigin, "HEAD:refs/heads/master")
	audited, admitted, out = review(fix)
	require.Equal(t, 0, audited, out)
	assert.Contains(t, out, "SUCCESS")
	assert.Contains(t, out, "MATCH")
	require.Equal(t, 0, admitted, out)
	assert.Contains(t, out, "ADMIT "+reviewtest.Repo+"@"+fix)
	// Once admitted, a scheduled run does nothing at all.
	before = commits()
	audited, admitted, out = review(fix)
	assert.Equal(t, 0, audited, out)
	assert.Equal(t, 0, admitted, out)
	assert.Equal(t, before, commits(), out)
	// Asked directly, admission of the same receipt is DENY.
	ws := t.TempDir()
	c.git(ws, "clone", "-q", audURL, ".")
	c.git(ws, "clone", "-q", sciURL, "science")
	r := runEnv(t, nil, "review", "admit", "--receipt", filepath.Join(ws, strings.TrimSpace(c.git(ws, "ls-files", "cycles/"+fix+"-r2/receipt.json", "cycles/"+fix+"/receipt.json"))),
		"--science", filepath.Join(ws, "science"), "--audit", ws, "--expect-repo", reviewtest.Repo, "--expect-sha", fix,
		"--ledger", filepath.Join(t.TempDir(), "elsewhere.jsonl"))
	assert.Equal(t, 1, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "already consumed", "the committed admissions count, whatever --ledger names")
	ledger := c.git(root, "--git-dir", audOrigin, "show", "HEAD:admissions.jsonl")
	assert.Contains(t, ledger, fix)
}
