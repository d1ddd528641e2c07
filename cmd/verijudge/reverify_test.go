package main_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/judge"
)

// writeSuiteRecords writes every fixture trace judged as `trials` distinct
// trials (fixtures.Trials) into dir and returns the record paths.
func writeSuiteRecords(t *testing.T, dir string, trials int) []string {
	t.Helper()
	ts, err := fixtures.Trials(trials)
	require.NoError(t, err)
	var paths []string
	for _, tr := range ts {
		rec, err := judge.NewRecord(tr.Trace, judge.Embedded())
		require.NoError(t, err)
		b, err := rec.MarshalIndent()
		require.NoError(t, err)
		p := filepath.Join(dir, tr.ID+".record.json")
		require.NoError(t, os.WriteFile(p, b, 0o644))
		paths = append(paths, p)
	}
	return paths
}

// startDevchain runs `verijudge devchain` on a free loopback port and
// returns the environment that points --network dev at it.
func startDevchain(t *testing.T) (env []string, rpc string, owner string) {
	t.Helper()
	rec := filepath.Join(t.TempDir(), "dev.json")
	cmd := exec.Command(bin, "devchain", "--listen", "127.0.0.1:0")
	cmd.Env = append(os.Environ(), "VERIJUDGE_DEV_DEPLOYMENT="+rec)
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	t.Cleanup(func() {
		_ = cmd.Process.Signal(os.Interrupt)
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
		}
		_, err := os.Stat(rec)
		assert.True(t, os.IsNotExist(err), "devchain removes its record when it stops")
	})
	sc := bufio.NewScanner(stdout)
	var key string
	deadline := time.Now().Add(2 * time.Minute)
	for sc.Scan() && time.Now().Before(deadline) {
		line := sc.Text()
		if u, ok := strings.CutPrefix(line, "dev chain 1337 serving JSON-RPC at "); ok {
			rpc = u
		}
		if k, ok := strings.CutPrefix(strings.TrimSpace(line), "export VERIJUDGE_PRIVATE_KEY="); ok {
			key = k
			break
		}
	}
	require.NotEmpty(t, rpc, "devchain did not start")
	require.NotEmpty(t, key)
	go func() {
		for sc.Scan() {
		}
	}()
	return []string{"VERIJUDGE_DEV_DEPLOYMENT=" + rec}, rpc, key
}

type reverifySummary struct {
	Selected int            `json:"selected"`
	Verified int            `json:"verified"`
	Counts   map[string]int `json:"counts"`
	Records  []struct {
		ID        string `json:"id"`
		Outcome   string `json:"outcome"`
		LevelName string `json:"levelName"`
	} `json:"records"`
}

// The CI recipe of docs/ci.md, run against the embedded chain instead of
// Sepolia: records attested with --network dev and published by
// `verijudge serve`, then a 100-record sample re-verified from the server by
// three shard jobs. The shards are disjoint, cover the sample, and every
// record is MATCH at level 1.
func TestReverifyShardsOnDevchain(t *testing.T) {
	env, _, key := startDevchain(t)
	dir := t.TempDir()
	paths := writeSuiteRecords(t, dir, 2)
	require.Len(t, paths, 128)
	attestEnv := append(slices.Clone(env), "VERIJUDGE_PRIVATE_KEY="+key)
	r := runEnv(t, attestEnv, append([]string{"attest", "--network", "dev"}, paths...)...)
	require.Equal(t, 0, r.code, r.stderr)

	r = runEnv(t, env, "verify", "--network", "dev", paths[0])
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "level 1 REPRODUCIBLE")

	// The records as CI reads them: from a record server.
	srv := startServe(t, "--records", dir, "--listen", "127.0.0.1:0")
	var all []string
	for i := range 3 {
		out := filepath.Join(t.TempDir(), "out")
		r := runEnv(t, env, "reverify", "--records", srv.base, "--network", "dev", "--sample", "100", "--seed", "ci-run-42",
			"--shard", fmt.Sprintf("%d/3", i), "--workers", "2", "--out", out, "--json")
		require.Equal(t, 0, r.code, r.stdout+r.stderr)
		var s reverifySummary
		require.NoError(t, json.Unmarshal([]byte(r.stdout), &s), r.stdout)
		assert.Equal(t, s.Selected, s.Verified)
		assert.Equal(t, s.Selected, s.Counts["MATCH"])
		assert.InDelta(t, 33, s.Selected, 1)
		for _, rec := range s.Records {
			assert.Equal(t, "REPRODUCIBLE", rec.LevelName)
			all = append(all, rec.ID)
		}
		assert.Equal(t, s.Selected, strings.Count(r.stderr, " MATCH "), "plain progress lines when stderr is not a terminal")
		for _, f := range []string{"results.jsonl", "summary.txt", "report.html"} {
			fi, err := os.Stat(filepath.Join(out, f))
			require.NoError(t, err)
			assert.Equal(t, os.FileMode(0o644), fi.Mode().Perm(), f)
		}
		html, err := os.ReadFile(filepath.Join(out, "report.html"))
		require.NoError(t, err)
		assert.Equal(t, 3, strings.Count(string(html), "<svg "), "outcome, level and status charts")
		assert.Contains(t, string(html), "<th>verdict status</th>")
	}
	assert.Len(t, all, 100)
	seen := map[string]bool{}
	for _, id := range all {
		assert.False(t, seen[id], "%s in two shards", id)
		seen[id] = true
	}

	// The unsharded run, from the folder itself, selects the same 100.
	out := filepath.Join(t.TempDir(), "out")
	r = runEnv(t, env, "reverify", "--records", dir, "--network", "dev", "--sample", "100", "--seed", "ci-run-42", "--out", out, "--json", "--quiet")
	require.Equal(t, 0, r.code, r.stderr)
	var s reverifySummary
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &s))
	var ids []string
	for _, rec := range s.Records {
		ids = append(ids, rec.ID)
	}
	assert.ElementsMatch(t, all, ids)
	assert.Empty(t, r.stderr)
}

func TestReverifyCLI(t *testing.T) {
	r := run(t, "reverify", "--help")
	assert.Equal(t, 0, r.code)
	for _, want := range []string{"--sample", "--shard", "results.jsonl", "INTEGRITY_ONLY", "Resuming", "Exit codes"} {
		assert.Contains(t, r.stdout, want)
	}
	dir := t.TempDir()
	paths := writeSuiteRecords(t, dir, 1)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"reverify", "--offline"}, "--records"},
		{[]string{"reverify", "--records", dir}, "--offline"},
		{[]string{"reverify", "--records", dir, "--offline", "--shard", "3/3"}, "0 <= i < n"},
		{[]string{"reverify", "--records", dir, "--offline", "--workers", "0"}, "--workers"},
		{[]string{"reverify", "--records", filepath.Join(dir, "missing"), "--offline"}, "no such file"},
		{[]string{"reverify", "--records", dir, "--network", "dev"}, "no dev chain running"},
	} {
		r := runEnv(t, []string{"VERIJUDGE_DEV_DEPLOYMENT=" + filepath.Join(dir, "none.json")}, tc.args...)
		assert.Equal(t, 2, r.code, "%v: %s", tc.args, r.stderr)
		assert.Contains(t, r.stderr, tc.want, tc.args)
	}

	// 64 records offline: exit 0; one tampered: exit 1, listed first.
	out := filepath.Join(t.TempDir(), "out")
	r = run(t, "reverify", "--records", dir, "--offline", "--out", out)
	require.Equal(t, 0, r.code, r.stderr)
	assert.True(t, strings.HasPrefix(r.stdout, "64 / 64 match\n"), r.stdout)

	b, err := os.ReadFile(paths[5])
	require.NoError(t, err)
	var rec judge.Record
	require.NoError(t, json.Unmarshal(b, &rec))
	rec.Verdict.Checks[0].Pass = !rec.Verdict.Checks[0].Pass
	b, err = rec.MarshalIndent()
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(paths[5], b, 0o644))
	out = filepath.Join(t.TempDir(), "out")
	r = run(t, "reverify", "--records", dir, "--offline", "--out", out)
	assert.Equal(t, 1, r.code, r.stderr)
	lines := strings.Split(r.stdout, "\n")
	assert.Equal(t, "63 / 64 match (1 mismatch)", lines[0])
	assert.True(t, strings.HasPrefix(lines[2], "MISMATCH"), lines[2])
	assert.Contains(t, lines[2], strings.TrimSuffix(filepath.Base(paths[5]), ".record.json"))
}

// TestCIRecipeFlags holds docs/ci.md and action.yml to the CLI: every
// flag the action's script and the doc's command pass exists, and every
// input the doc's workflow gives the action is one it has.
func TestCIRecipeFlags(t *testing.T) {
	doc, err := os.ReadFile("../../docs/ci.md")
	require.NoError(t, err)
	a := readAction(t)
	help := run(t, "reverify", "--help").stdout
	var script string
	for _, s := range a.Runs.Steps {
		script += s.Run
	}
	actionFlags := regexp.MustCompile(`(?:^|[\s(])--([a-z-]+)`).FindAllStringSubmatch(script, -1)
	require.GreaterOrEqual(t, len(actionFlags), 10, script)
	for _, f := range actionFlags {
		assert.Contains(t, help, "  --"+f[1]+" ", "action.yml passes --%s, which reverify does not have", f[1])
	}
	w := strings.Index(string(doc), "uses: verijudge/verijudge@")
	require.GreaterOrEqual(t, w, 0, "docs/ci.md uses the action")
	with := string(doc)[w:]
	with = with[:strings.Index(with, "      - uses: actions/upload-artifact")]
	inputs := regexp.MustCompile(`(?m)^\s{10}([a-z-]+):`).FindAllStringSubmatch(with, -1)
	require.GreaterOrEqual(t, len(inputs), 8, with)
	for _, in := range inputs {
		_, ok := a.Inputs[in[1]]
		assert.True(t, ok, "docs/ci.md gives the action input %q, which action.yml does not have", in[1])
	}
	i := strings.Index(string(doc), "./verijudge reverify")
	require.GreaterOrEqual(t, i, 0, "docs/ci.md has no reverify step")
	end := strings.Index(string(doc)[i:], "```")
	require.Greater(t, end, 0)
	step := string(doc)[i : i+end]
	flags := regexp.MustCompile(`(?:^|\s)--([a-z-]+)`).FindAllStringSubmatch(step, -1)
	require.GreaterOrEqual(t, len(flags), 8, step)
	for _, f := range flags {
		assert.Contains(t, help, "  --"+f[1]+" ", "docs/ci.md passes --%s, which reverify does not have", f[1])
	}
}
