package main_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/fixtures/tracegen"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/verify"
)

var bin string

// TestMain builds the real binary; the tests below run it black-box.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "verijudge-cli-")
	if err != nil {
		panic(err)
	}
	bin = filepath.Join(dir, "verijudge")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		panic(string(out))
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

type result struct {
	code           int
	stdout, stderr string
}

func run(t *testing.T, args ...string) result {
	t.Helper()
	return runEnv(t, nil, args...)
}

// runEnv runs the binary with extra environment variables.
func runEnv(t *testing.T, env []string, args ...string) result {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), env...)
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else {
		require.NoError(t, err)
	}
	return result{code, o.String(), e.String()}
}

func fixture(t *testing.T, name string) (fixtures.Case, string) {
	cases, err := fixtures.Suite()
	require.NoError(t, err)
	for _, c := range cases {
		if c.Name() == name {
			p := filepath.Join(t.TempDir(), "trace.json")
			require.NoError(t, os.WriteFile(p, c.Trace, 0o644))
			return c, p
		}
	}
	t.Fatalf("no fixture %s", name)
	return fixtures.Case{}, ""
}

func TestHelp(t *testing.T) {
	r := run(t)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stdout, "Commands:")
	r = run(t, "help")
	assert.Equal(t, 0, r.code)
	for _, c := range []string{"judge", "hash", "verify", "demo", "bundle", "witness", "trace", "run"} {
		assert.Contains(t, r.stdout, c)
		r := run(t, c, "--help")
		assert.Equal(t, 0, r.code, c)
		assert.Contains(t, r.stdout, "Usage: verijudge "+c, c)
		assert.Contains(t, r.stdout, "Exit codes", c)
	}
	r = run(t, "frobnicate")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "verijudge: error: unknown command")
	assert.Contains(t, r.stderr, "hint:")
	r = run(t, "judge", "--no-such-flag", "x")
	assert.Equal(t, 2, r.code)
}

func TestJudgeAndHash(t *testing.T) {
	c, p := fixture(t, "web3-pay-usd-250-injected/naive")
	r := run(t, "judge", p)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "FAILURE")
	assert.Contains(t, r.stdout, "FAIL REQ  no-outflow-outside-allowlist")
	assert.Contains(t, r.stdout, "why: FAILURE: required check no-outflow-outside-allowlist fails")
	assert.Contains(t, r.stdout, c.VerdictHash.String())

	r = run(t, "judge", "--json", p)
	require.Equal(t, 0, r.code, r.stderr)
	var out struct {
		Verdict     judge.Verdict `json:"verdict"`
		VerdictHash canon.Hash    `json:"verdictHash"`
		TraceHash   canon.Hash    `json:"traceHash"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	assert.Equal(t, c.VerdictHash, out.VerdictHash)
	assert.Equal(t, c.TraceHash, out.TraceHash)

	for kind, want := range map[string]canon.Hash{"trace": c.TraceHash, "spec": c.SpecHash} {
		r = run(t, "hash", kind, p)
		require.Equal(t, 0, r.code, r.stderr)
		assert.Equal(t, want.String()+"\n", r.stdout)
	}
	vp := filepath.Join(t.TempDir(), "verdict.json")
	vb, _ := json.Marshal(out.Verdict)
	require.NoError(t, os.WriteFile(vp, vb, 0o644))
	r = run(t, "hash", "verdict", vp)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, c.VerdictHash.String()+"\n", r.stdout)
	r = run(t, "hash", "colour", vp)
	assert.Equal(t, 2, r.code)
}

func TestJudgeBadInput(t *testing.T) {
	dir := t.TempDir()
	write := func(name, s string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(s), 0o644))
		return p
	}
	_, good := fixture(t, "code-median/reference")
	goodBytes, _ := os.ReadFile(good)
	tests := map[string]string{
		"truncated":      string(goodBytes[:100]),
		"garbage":        "\x00garbage",
		"wrong version":  strings.Replace(string(goodBytes), "verijudge.trace/v1", "verijudge.trace/v9", 1),
		"unknown kind":   strings.Replace(string(goodBytes), `"tests_pass"`, `"vibes"`, 1),
		"deeply nested":  strings.Repeat("[", 10000) + strings.Repeat("]", 10000),
		"unsafe integer": `{"n": 12345678901234567890}`,
	}
	for name, s := range tests {
		r := run(t, "judge", write(strings.ReplaceAll(name, " ", "-")+".json", s))
		assert.Equal(t, 2, r.code, name)
		assert.Contains(t, r.stderr, "verijudge: error:", name)
		assert.Contains(t, r.stderr, "hint:", name)
		assert.NotContains(t, r.stderr, "panic", name)
	}
	r := run(t, "judge", filepath.Join(dir, "missing.json"))
	assert.Equal(t, 2, r.code)
	big := make([]byte, 9<<20)
	r = run(t, "judge", write("big.json", string(big)))
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "9437184 bytes, over the 8388608-byte cap for a trace (limits.MaxTraceBytes")
	r = run(t, "judge", write("bom.json", "\ufeff{}"))
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "byte-order mark")
}

// hash trace reads at most a trace's cap (and says so), and hashes only
// traces: any JSON has a canonical hash, but only a trace has a trace hash.
func TestHashRefusesNonTraces(t *testing.T) {
	c, p := fixture(t, "code-median/reference")
	r := run(t, "hash", "trace", p)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, c.TraceHash.String(), strings.TrimSpace(r.stdout))
	dir := t.TempDir()
	for name, body := range map[string]string{"object": `{"a":1}`, "spec only": `{"spec":{}}`, "bom": "\ufeff{}"} {
		f := filepath.Join(dir, strings.ReplaceAll(name, " ", "-")+".json")
		require.NoError(t, os.WriteFile(f, []byte(body), 0o644))
		for _, kind := range []string{"trace", "spec"} {
			r := run(t, "hash", kind, f)
			assert.Equal(t, 2, r.code, "%s %s: %s", kind, name, r.stdout)
			assert.Contains(t, r.stderr, "invalid trace", "%s %s", kind, name)
		}
	}
	huge := filepath.Join(dir, "huge.json")
	require.NoError(t, os.WriteFile(huge, nil, 0o644))
	require.NoError(t, os.Truncate(huge, 200<<20))
	r = run(t, "hash", "trace", huge)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "209715200 bytes, over the 16777216-byte cap for a verdict record", "a file over the record cap is refused unread (hash trace takes a record too)")
}

// judge --record on a trace at the cap writes a record verify reads back
// and verifies (it used to re-indent the trace past the record cap).
func TestRecordAtTheCapVerifies(t *testing.T) {
	dir := t.TempDir()
	trace := filepath.Join(dir, "cap.trace.json")
	require.NoError(t, os.WriteFile(trace, tracegen.Big(limits.MaxTraceBytes), 0o644))
	rec := filepath.Join(dir, "cap.record.json")
	r := run(t, "judge", "--record", rec, trace)
	require.Equal(t, 0, r.code, r.stderr)
	fi, err := os.Stat(rec)
	require.NoError(t, err)
	assert.LessOrEqual(t, fi.Size(), int64(limits.MaxRecordBytes))
	r = run(t, "verify", "--offline", rec)
	assert.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "MATCH")
}

func TestJudgeWithOtherBundle(t *testing.T) {
	_, p := fixture(t, "code-median/reference")
	dir := t.TempDir()
	loop := []byte(`var verijudge = { evaluate: function() { for(;;){} } };`)
	lp := filepath.Join(dir, "loop.js")
	require.NoError(t, os.WriteFile(lp, loop, 0o644))
	r := run(t, "judge", "--bundle", lp, "--digest", canon.Sum(loop).String(), p)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "exceeded its budget")
	r = run(t, "judge", "--bundle", lp, "--digest", judge.EmbeddedDigest().String(), p)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "digest mismatch")
	r = run(t, "judge", "--bundle", lp, p)
	assert.Equal(t, 2, r.code)
	same := filepath.Join(dir, "evaluator.js")
	require.NoError(t, os.WriteFile(same, judge.EmbeddedBundle(), 0o644))
	r = run(t, "judge", "--bundle", same, "--digest", judge.EmbeddedDigest().String(), p)
	assert.Equal(t, 0, r.code, r.stderr)
}

func TestVerifyOffline(t *testing.T) {
	c, p := fixture(t, "web3-swap-usd-to-eth/naive")
	dir := t.TempDir()
	rp := filepath.Join(dir, "rec.json")
	r := run(t, "judge", "--record", rp, p)
	require.Equal(t, 0, r.code, r.stderr)

	r = run(t, "verify", "--offline", rp)
	assert.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.True(t, strings.HasPrefix(r.stdout, "MATCH"))

	r = run(t, "verify", "--offline", "--cross-check", rp)
	assert.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "bundle-hashes")

	r = run(t, "verify", "--offline", "--json", rp)
	assert.Equal(t, 0, r.code)
	var v verify.Result
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &v))
	assert.Equal(t, verify.Match, v.Outcome)
	assert.Equal(t, verify.ResultMediaType, v.MediaType)
	assert.Equal(t, c.VerdictHash, v.VerdictHash)
	assert.Equal(t, verify.LevelReproducible, v.Level)

	same := filepath.Join(dir, "evaluator.js")
	require.NoError(t, os.WriteFile(same, judge.EmbeddedBundle(), 0o644))
	r = run(t, "verify", "--offline", "--bundle", same, rp)
	assert.Equal(t, 0, r.code, r.stderr)

	rec, err := os.ReadFile(rp)
	require.NoError(t, err)
	var m map[string]any
	require.NoError(t, json.Unmarshal(rec, &m))
	m["verdict"].(map[string]any)["status"] = "SUCCESS"
	tampered := filepath.Join(dir, "tampered.json")
	b, _ := json.Marshal(m)
	require.NoError(t, os.WriteFile(tampered, b, 0o644))
	r = run(t, "verify", "--offline", tampered)
	assert.Equal(t, 1, r.code, r.stdout)
	assert.True(t, strings.HasPrefix(r.stdout, "MISMATCH"))

	delete(m, "trace")
	m["verdict"].(map[string]any)["status"] = c.Status
	noTrace := filepath.Join(dir, "notrace.json")
	b, _ = json.Marshal(m)
	require.NoError(t, os.WriteFile(noTrace, b, 0o644))
	r = run(t, "verify", "--offline", noTrace)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "INTEGRITY_ONLY")

	r = run(t, "verify", rp)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "--offline")

	other := filepath.Join(dir, "other.js")
	require.NoError(t, os.WriteFile(other, []byte("var verijudge={}"), 0o644))
	// A bundle that is not the record's evaluator never runs for it.
	r = run(t, "verify", "--offline", "--bundle", other, "--evaluator", "0x"+strings.Repeat("ab", 32), rp)
	assert.Equal(t, 1, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "FAIL evaluator-policy")
	// Without the embedded evaluator, a record naming another digest has
	// no evaluator to run.
	otherRec := filepath.Join(dir, "other-evaluator.json")
	traceBytes, err := os.ReadFile(p)
	require.NoError(t, err)
	m["trace"] = json.RawMessage(traceBytes)
	m["evaluator"].(map[string]any)["digest"] = "0x" + strings.Repeat("cd", 32)
	b, _ = json.Marshal(m)
	require.NoError(t, os.WriteFile(otherRec, b, 0o644))
	r = run(t, "verify", "--offline", "--bundle", other, "--any-evaluator-unsafe", otherRec)
	assert.Equal(t, 2, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stderr, "--bundle FILE")
}

// demoBinary builds the binary with the demo compiled in (build tag
// verijudge_demo), as `go run ./cmd/verijudge demo` does from a checkout.
func demoBinary(t *testing.T) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "verijudge-demo")
	out, err := exec.Command("go", "build", "-tags", "verijudge_demo", "-o", p, ".").CombinedOutput()
	require.NoError(t, err, "%s", out)
	return p
}

// TestReleasedBinaryHasNoDemo: the binary built without the demo tag (the
// released one) carries no demo; outside a checkout it says why and exits
// 2, inside one it runs the demo built from the checkout.
func TestReleasedBinaryHasNoDemo(t *testing.T) {
	cmd := exec.Command(bin, "demo", "--offline")
	cmd.Dir = t.TempDir()
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	err := cmd.Run()
	var ee *exec.ExitError
	require.ErrorAs(t, err, &ee)
	assert.Equal(t, 2, ee.ExitCode())
	assert.Contains(t, e.String(), "built without the demo")
	assert.Contains(t, e.String(), "go run ./cmd/verijudge demo")
	assert.Empty(t, o.String())

	r := run(t, "demo", "--help") // from this checkout: built with -tags verijudge_demo
	assert.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Usage: verijudge demo")
	assert.Contains(t, r.stderr, "building the demo of the checkout at")
	r = run(t, "demo", "--no-such-flag")
	assert.Equal(t, 2, r.code, "the demo's own exit code comes through: %s", r.stderr)
}

func TestDemo(t *testing.T) {
	bin := demoBinary(t)
	run := func(t *testing.T, args ...string) result {
		t.Helper()
		cmd := exec.Command(bin, args...)
		var o, e bytes.Buffer
		cmd.Stdout, cmd.Stderr = &o, &e
		err := cmd.Run()
		code := 0
		if ee := (*exec.ExitError)(nil); errors.As(err, &ee) {
			code = ee.ExitCode()
		} else {
			require.NoError(t, err)
		}
		return result{code, o.String(), e.String()}
	}
	dir := t.TempDir()
	// stdout and stderr in one pipe, in the order written: the judge table
	// comes before the zero-knowledge part's progress (its first run sets
	// keys up for minutes).
	cmd := exec.Command(bin, "demo", "--out", dir)
	var both bytes.Buffer
	cmd.Stdout, cmd.Stderr = &both, &both
	require.NoError(t, cmd.Run(), both.String())
	r := result{0, both.String(), both.String()}
	table, proving := strings.Index(r.stdout, "records re-verified MATCH"), strings.Index(r.stdout, "] proving ")
	require.Positive(t, table, r.stdout)
	require.Positive(t, proving, r.stdout)
	assert.Less(t, table, proving, "the judge table before the proof")
	// Each verdict: level 1 attested one by one and in the anchored batch.
	lines := len(regexp.MustCompile(`(?m) MATCH +1 REPRODUCIBLE +1 REPRODUCIBLE +ok +0x`).FindAllString(r.stdout, -1))
	cases, err := fixtures.Suite()
	require.NoError(t, err)
	assert.Equal(t, len(cases), lines)
	// One MISMATCH, and only the one the demo makes on purpose: the leaky
	// run's trace with its leak dropped, refused by the source check.
	assert.Equal(t, 1, strings.Count(r.stdout, "MISMATCH"), r.stdout)
	assert.Contains(t, r.stdout, "and its evidence is refused: MISMATCH")
	assert.Contains(t, r.stdout, "records written to "+dir)
	assert.Contains(t, r.stdout, "offline and online (dev chain")
	assert.Regexp(t, `anchored batch \(one EAS.timestamp of root 0x[0-9a-f]{64}\) \d+ in all, \d+ a verdict`, r.stdout)
	anchoredFiles, err := filepath.Glob(filepath.Join(dir, "anchored", "*.record.json"))
	require.NoError(t, err)
	assert.Len(t, anchoredFiles, len(cases))
	// TEE evidence, off-chain: the real quote under Intel's root, a
	// TEST-ONLY quote under the demo root, refused by the production root,
	// level 3; then the ZK proof, its refusal for another verdict, level 4.
	// The witnessed session: closed, its boot quote verified, its trace
	// SUCCESS, level 1 and level 3 on the dev chain.
	// Your own run: two agents on the dev chain, collected over JSON-RPC
	// and re-verified against it; the leak dropped is refused; a Go
	// module's tests run under collect.Run.
	assert.Equal(t, 19, strings.Count(r.stdout, "\n  VALID   "), r.stdout)
	assert.Contains(t, r.stdout, "honest agent: 3 transactions, 1 internal transfers and 6 balances collected from the node (callTracer), judged SUCCESS")
	assert.Regexp(t, `leaky agent: 4 transactions, 2 internal transfers and 6 balances collected from the node \(callTracer\), judged FAILURE \(no-outflow: native 2000000000000000 to 0x99ba`, r.stdout)
	assert.Regexp(t, `level 1 REPRODUCIBLE on the dev chain for demo-run-web3-leaky: MATCH, its evidence confirmed by the chain`, r.stdout)
	assert.Regexp(t, `the leak's transaction dropped judges SUCCESS, and its evidence is refused: MISMATCH, transactions from 0x[0-9a-f]{40} in blocks \d+ to \d+: trace 3, chain 4`, r.stdout)
	assert.Contains(t, r.stdout, "run by collect.Run: exit code 1, 3 tests (1 failed)")
	assert.Contains(t, r.stdout, "level 1 REPRODUCIBLE on the dev chain for demo-run-code-naive: MATCH")
	assert.Contains(t, r.stdout, "level 3 TEE_VERIFIED on the dev chain")
	assert.Contains(t, r.stdout, "transcript trace judged SUCCESS")
	assert.Regexp(t, `VALID   level 1 REPRODUCIBLE on the dev chain for witness-[0-9a-f]{16}: MATCH`, r.stdout)
	assert.Contains(t, r.stdout, "level 3 TEE_VERIFIED on the dev chain for the transcript verdict")
	assert.FileExists(t, filepath.Join(dir, "witness", "record.level3.json"))
	assert.NotContains(t, r.stdout, "INVALID")
	assert.Contains(t, r.stdout, "Intel production TDX quote")
	// Level 4: one in-profile trace proved with the small circuit.
	assert.Contains(t, r.stdout, "level 4 ZK_PROVEN on the dev chain")
	assert.Contains(t, r.stdout, "INSECURE development keys")
	files, err := filepath.Glob(filepath.Join(dir, "[wc]*.record.json"))
	require.NoError(t, err)
	assert.Len(t, files, len(cases))
	zkRecs, err := filepath.Glob(filepath.Join(dir, "zk--*.record.json"))
	require.NoError(t, err)
	require.Len(t, zkRecs, 1)
	r = run(t, "zk", "verify", "--dev", zkRecs[0])
	assert.Equal(t, 0, r.code, r.stdout+r.stderr)
	r = run(t, "verify", "--offline", files[0])
	assert.Equal(t, 0, r.code)

	var rec judge.Record
	b, err := os.ReadFile(files[0])
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &rec))
	require.NotNil(t, rec.Attestations, "demo records carry their attestation UIDs")
	assert.False(t, rec.Attestations.VerdictUID.IsZero())

	r = run(t, "demo", "--offline", "--no-zk", "--out", t.TempDir())
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, len(cases), len(regexp.MustCompile(`(?m) MATCH +\(offline\) +\(offline\) +ok +0x`).FindAllString(r.stdout, -1)))

	r = run(t, "demo", "--json", "--no-zk", "--out", t.TempDir())
	require.Equal(t, 0, r.code)
	var out struct {
		Rows       []map[string]any `json:"rows"`
		Mismatches int              `json:"mismatches"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	assert.Len(t, out.Rows, len(cases))
	assert.Zero(t, out.Mismatches)
}

func TestBundleBuildCheck(t *testing.T) {
	root, err := filepath.Abs("../..")
	require.NoError(t, err)
	r := run(t, "bundle", "build", "--root", root, "--check", judge.EmbeddedDigest().String())
	assert.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, judge.EmbeddedDigest().String())
	r = run(t, "bundle", "build", "--root", root, "--check", canon.Sum([]byte("x")).String())
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "DIFFERENT")
	r = run(t, "bundle", "build", "--root", root, "--check", "0xNOPE")
	assert.Equal(t, 2, r.code)
	r = run(t, "bundle", "build", "--root", t.TempDir())
	assert.Equal(t, 2, r.code)
	r = run(t, "bundle", "build", "--root", root, "--json")
	require.Equal(t, 0, r.code)
	assert.Equal(t, string(judge.EmbeddedManifest()), r.stdout)
}
