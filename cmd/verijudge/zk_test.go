package main_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/zk"
)

func TestZKHelpAndProfile(t *testing.T) {
	r := run(t, "zk", "--help")
	assert.Equal(t, 0, r.code)
	for _, sub := range []string{"zk profile", "zk setup", "zk prove", "zk verify", "zk export-solidity", "zk submit", "zk ceremony init", "Exit codes"} {
		assert.Contains(t, r.stdout+r.stderr, sub)
	}
	r = run(t, "zk")
	assert.Equal(t, 2, r.code)
	r = run(t, "zk", "frobnicate")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, `unknown zk subcommand "frobnicate"`)
	r = run(t, "zk", "profile", "--profile", "full")
	assert.Equal(t, 0, r.code)
	assert.Contains(t, r.stdout, "canonical trace ≤ 8192 bytes")
	r = run(t, "zk", "profile", "--profile", "huge")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, `unknown profile "huge"`)
}

// TestZKProfileCheck: 'zk profile --check' answers as 'zk prove' decides,
// without keys: exit 0 inside, 1 outside with prove's reason, 2 for input
// that is no trace; records are checked by their trace.
func TestZKProfileCheck(t *testing.T) {
	traces, err := fixtures.ZKSmallTraces()
	require.NoError(t, err)
	dir := t.TempDir()
	inside := filepath.Join(dir, "inside.json")
	require.NoError(t, os.WriteFile(inside, traces[0].Trace, 0o644))
	// A suite trace with a 9,000-character description: valid, and past
	// both profiles' 8 KiB.
	c, _ := fixture(t, "web3-pay-exact-42/reference")
	var long map[string]any
	require.NoError(t, json.Unmarshal(c.Trace, &long))
	long["spec"].(map[string]any)["description"] = strings.Repeat("d", 9000)
	lb, err := json.Marshal(long)
	require.NoError(t, err)
	outside := filepath.Join(dir, "outside.json")
	require.NoError(t, os.WriteFile(outside, lb, 0o644))
	for _, p := range []string{"small", "full"} {
		r := run(t, "zk", "profile", "--check", "--profile", p, inside)
		assert.Equal(t, 0, r.code, r.stderr)
		assert.Contains(t, r.stdout, `inside profile "`+p+`"`)
		r = run(t, "zk", "profile", "--check", "--profile", p, "--json", inside)
		assert.Equal(t, 0, r.code, r.stderr)
		assert.JSONEq(t, `{"profile":"`+p+`","inside":true}`, r.stdout)

		r = run(t, "zk", "profile", "--check", "--profile", p, "--json", outside)
		assert.Equal(t, 1, r.code, r.stderr)
		var got struct {
			Profile string `json:"profile"`
			Inside  bool   `json:"inside"`
			Reason  string `json:"reason"`
		}
		require.NoError(t, json.Unmarshal([]byte(r.stdout), &got))
		assert.Equal(t, p, got.Profile)
		assert.False(t, got.Inside)
		require.NotEmpty(t, got.Reason)
		prove := run(t, "zk", "prove", "--dev", "--profile", p, outside)
		assert.Equal(t, 2, prove.code)
		assert.Contains(t, prove.stderr, got.Reason, "prove refuses for the reason check gives")
	}

	// A record is checked by the trace it carries.
	rec := filepath.Join(dir, "rec.json")
	r := run(t, "judge", "--record", rec, outside)
	require.Contains(t, []int{0, 1}, r.code, r.stderr)
	r = run(t, "zk", "profile", "--check", rec)
	assert.Equal(t, 1, r.code, r.stderr)
	assert.Contains(t, r.stdout, `outside profile "small"`)

	// An in-profile record whose verdict hash is not its trace's: prove
	// refuses it before any key, and so does the check.
	inRec := filepath.Join(dir, "in-rec.json")
	r = run(t, "judge", "--record", inRec, inside)
	require.Contains(t, []int{0, 1}, r.code, r.stderr)
	r = run(t, "zk", "profile", "--check", inRec)
	assert.Equal(t, 0, r.code, r.stderr)
	b, err := os.ReadFile(inRec)
	require.NoError(t, err)
	var m map[string]any
	require.NoError(t, json.Unmarshal(b, &m))
	vh := m["verdictHash"].(string)
	forged := "0x" + strings.Repeat("0", 64)
	require.NotEqual(t, forged, vh)
	require.NoError(t, os.WriteFile(inRec, []byte(strings.Replace(string(b), vh, forged, 1)), 0o644))
	r = run(t, "zk", "profile", "--check", "--json", inRec)
	assert.Equal(t, 2, r.code, r.stderr)
	var e struct {
		Inside bool   `json:"inside"`
		Error  string `json:"error"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &e))
	assert.False(t, e.Inside)
	assert.Contains(t, e.Error, "not its trace's")
	prove := run(t, "zk", "prove", "--dev", inRec)
	assert.Equal(t, 2, prove.code)
	assert.Contains(t, prove.stderr, e.Error)

	bad := filepath.Join(dir, "bad.json")
	require.NoError(t, os.WriteFile(bad, []byte(`{"schema":`), 0o644))
	r = run(t, "zk", "profile", "--check", bad)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "invalid trace")
	r = run(t, "zk", "profile", inside)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "only with --check")
	r = run(t, "zk", "profile", "--check")
	assert.Equal(t, 2, r.code)
}

// TestZKProveRefusals: traces outside the profile and bad key flags fail
// with exit 2 and the reason, before any key is touched.
func TestZKProveRefusals(t *testing.T) {
	_, suiteTrace := fixture(t, "web3-pay-exact-42/reference")
	r := run(t, "zk", "prove", "--dev", suiteTrace)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, `trace outside profile "small"`)
	assert.Contains(t, r.stderr, "zk profile --profile small")

	bad := filepath.Join(t.TempDir(), "bad.json")
	require.NoError(t, os.WriteFile(bad, []byte(`{"schema":`), 0o644))
	r = run(t, "zk", "prove", "--dev", bad)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "invalid trace")

	traces, err := fixtures.ZKSmallTraces()
	require.NoError(t, err)
	good := filepath.Join(t.TempDir(), "trace.json")
	require.NoError(t, os.WriteFile(good, traces[0].Trace, 0o644))
	r = run(t, "zk", "prove", good)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "exactly one of --dev")
	r = run(t, "zk", "prove", "--keys", t.TempDir(), good)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "judge.vk")
	r = run(t, "zk", "setup")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "zk ceremony")
}

// TestZKLevel4CLI: on the dev chain, attest an in-profile record, prove it
// (the proof goes into the record), verify it off-chain, submit it, and
// `verify` shows level 4; a proof moved to another record is refused
// off-chain and on-chain.
func TestZKLevel4CLI(t *testing.T) {
	env, _, key := startDevchain(t)
	traces, err := fixtures.ZKSmallTraces()
	require.NoError(t, err)
	dir := t.TempDir()
	var paths []string
	for _, tr := range traces[:2] {
		rec, err := judge.NewRecord(tr.Trace, judge.Embedded())
		require.NoError(t, err)
		b, err := rec.MarshalIndent()
		require.NoError(t, err)
		p := filepath.Join(dir, strings.ReplaceAll(tr.Name, "/", "--")+".record.json")
		require.NoError(t, os.WriteFile(p, b, 0o644))
		paths = append(paths, p)
	}
	keyEnv := append(slices.Clone(env), "VERIJUDGE_PRIVATE_KEY="+key)
	r := runEnv(t, keyEnv, append([]string{"attest", "--network", "dev"}, paths...)...)
	require.Equal(t, 0, r.code, r.stderr)

	r = run(t, "zk", "prove", "--dev", paths[0])
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "proof written into "+paths[0])
	assert.Contains(t, r.stderr, "INSECURE development keys")
	assert.Contains(t, r.stderr, "binding the proof to verdict")
	assert.Regexp(t, `\[ *\d+\.\ds\] proving \d+ trace bytes`, r.stderr, "progress on stderr")

	r = run(t, "zk", "verify", "--dev", paths[0])
	assert.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "VALID")
	r = run(t, "zk", "verify", "--dev", "--json", paths[0])
	assert.Equal(t, 0, r.code)
	var vj struct {
		OK        bool   `json:"ok"`
		ProgramID string `json:"programId"`
		Insecure  bool   `json:"insecureKeys"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &vj))
	assert.True(t, vj.OK)
	assert.True(t, vj.Insecure)
	assert.Equal(t, zk.DevSmallProgramID, vj.ProgramID)

	// The proof copied into the other record: refused off-chain (another
	// verdict) and on-chain.
	var a, b judge.Record
	for i, rec := range []*judge.Record{&a, &b} {
		raw, err := os.ReadFile(paths[i])
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(raw, rec))
	}
	b.ZK = a.ZK
	moved := filepath.Join(dir, "moved.record.json")
	raw, err := b.MarshalIndent()
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(moved, raw, 0o644))
	r = run(t, "zk", "verify", "--dev", moved)
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stdout, "another statement than the record's")
	// A record kept without its trace still carries a checkable proof.
	bare := a
	bare.Trace = nil
	raw, err = bare.MarshalIndent()
	require.NoError(t, err)
	require.NotContains(t, string(raw), `"trace"`)
	bareP := filepath.Join(dir, "bare.record.json")
	require.NoError(t, os.WriteFile(bareP, raw, 0o644))
	r = run(t, "zk", "verify", "--dev", bareP)
	assert.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "VALID")

	r = runEnv(t, keyEnv, "zk", "submit", "--network", "dev", moved)
	assert.Equal(t, 1, r.code, r.stderr)
	assert.Contains(t, r.stdout, "REFUSED")
	assert.Contains(t, r.stdout, "ProofInvalid")

	r = runEnv(t, keyEnv, "zk", "submit", "--network", "dev", paths[0])
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "level 4 ZK_PROVEN")
	r = runEnv(t, env, "verify", "--network", "dev", paths[0])
	assert.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "ZK_PROVEN")

	// The Solidity export of the development keys is the committed
	// verifier, locked to dev chains, naming its program.
	r = run(t, "zk", "export-solidity", "--dev")
	require.Equal(t, 0, r.code, r.stderr)
	committed, err := os.ReadFile(filepath.Join("..", "..", "contracts", "src", zk.DevVerifierFile))
	require.NoError(t, err)
	assert.Equal(t, string(committed), r.stdout)
	assert.Contains(t, r.stdout, "revert DevKeysOnDevChainOnly")
	assert.Contains(t, r.stdout, "bytes32 public constant programId = "+zk.DevSmallProgramID)
}

// TestZKKeysDirCLI: the path for keys from a folder (a ceremony's), on a
// JSON-RPC chain: deploy over the keys' verifier (deploy --zk-keys), allow its program
// (registry allow zk-program), attest, prove with --keys, submit, and
// verify shows level 4. It uses the development keys copied to a folder
// (zk setup --dev --out), which take seconds once cached; TestZKCeremonyCLI
// runs the same with a ceremony's keys.
func TestZKKeysDirCLI(t *testing.T) {
	keys := filepath.Join(t.TempDir(), "keys")
	r := run(t, "zk", "setup", "--dev", "--out", keys)
	require.Equal(t, 0, r.code, r.stderr)
	// The folder says what its keys are, and their exported verifier is
	// locked to dev chains like the committed one.
	_, err := os.Stat(filepath.Join(keys, zk.DevKeysMarker))
	require.NoError(t, err)
	r = run(t, "zk", "export-solidity", "--keys", keys)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "revert DevKeysOnDevChainOnly")
	assert.Contains(t, r.stderr, "INSECURE development keys")
	levelFourWithKeys(t, keys)
}

// levelFourWithKeys runs level 4 through the CLI with judge.pk and
// judge.vk from keys on a fresh dev chain served over JSON-RPC, with its
// own deployment, and returns the program id.
func levelFourWithKeys(t *testing.T, keys string) string {
	t.Helper()
	_, rpc, key := startDevchain(t)
	env := []string{"VERIJUDGE_PRIVATE_KEY=" + key}
	dir := t.TempDir()

	dep := filepath.Join(dir, "dep.json")
	r := runEnv(t, env, "deploy", "--rpc", rpc, "--with-eas", "--allow-self", "--tdx-root", "none",
		"--zk-keys", keys, "--out", dep)
	require.Equal(t, 0, r.code, r.stderr)
	chainFlags := []string{"--rpc", rpc, "--deployment", dep}

	traces, err := fixtures.ZKSmallTraces()
	require.NoError(t, err)
	rec, err := judge.NewRecord(traces[0].Trace, judge.Embedded())
	require.NoError(t, err)
	b, err := rec.MarshalIndent()
	require.NoError(t, err)
	path := filepath.Join(dir, "rec.json")
	require.NoError(t, os.WriteFile(path, b, 0o644))
	r = runEnv(t, env, append([]string{"attest"}, append(chainFlags, path)...)...)
	require.Equal(t, 0, r.code, r.stderr)

	r = run(t, "zk", "prove", "--keys", keys, path)
	require.Equal(t, 0, r.code, r.stderr)
	r = run(t, "zk", "verify", "--keys", keys, "--json", path)
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	var v struct {
		ProgramID string `json:"programId"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &v))
	require.NotEmpty(t, v.ProgramID)

	// Refused until the registry allows the program.
	r = runEnv(t, env, append([]string{"zk", "submit"}, append(chainFlags, path)...)...)
	assert.Equal(t, 1, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "ProgramNotAllowed")
	r = runEnv(t, env, append([]string{"registry", "allow", "zk-program", v.ProgramID}, chainFlags...)...)
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	r = runEnv(t, env, append([]string{"zk", "submit"}, append(chainFlags, path)...)...)
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "level 4 ZK_PROVEN")
	if zk.IsDevKeysDir(keys, canon.MustParseHash(v.ProgramID)) {
		r = run(t, append([]string{"verify"}, append(chainFlags, path)...)...)
		assert.Equal(t, 1, r.code, "INSECURE development keys: refused unless asked")
		assert.Contains(t, r.stdout, "FAIL test-only")
	}
	if zk.IsDevKeysDir(keys, canon.MustParseHash(v.ProgramID)) {
		r = run(t, append([]string{"verify", "--allow-test-only-unsafe"}, append(chainFlags, path)...)...)
		assert.Equal(t, 0, r.code, r.stdout+r.stderr)
		assert.Contains(t, r.stdout, "ZK_PROVEN")
		return v.ProgramID
	}
	// A ceremony's keys: the trust root computed from the deployment
	// needs the program's key, from which the Groth16 verifier's code is
	// computed; with it, level 4 holds, as it does under a trust root
	// written by trust init.
	r = run(t, append([]string{"verify"}, append(chainFlags, path)...)...)
	assert.Equal(t, 2, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stderr, "pass its judge.vk with --zk-vk")
	vkFlags := []string{"--zk-vk", filepath.Join(keys, "judge.vk"), "--zk-profile", "small"}
	r = run(t, append(append([]string{"verify"}, vkFlags...), append(chainFlags, path)...)...)
	assert.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "ZK_PROVEN")
	assert.NotContains(t, r.stdout, "test-only")
	trust := filepath.Join(dir, "trust.json")
	r = run(t, append(append([]string{"trust", "init", "--valid-from", "2020-01-01T00:00:00Z", "--out", trust}, vkFlags...), chainFlags...)...)
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	r = run(t, "verify", "--rpc", rpc, "--trust", trust, path)
	assert.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "ZK_PROVEN")
	return v.ProgramID
}

// TestZKCeremonyCLI runs the multi-party setup of the small judge circuit
// through the CLI, two contributors per phase, proves and verifies under
// the keys it produces, and takes them on-chain (levelFourWithKeys). On 2
// cores it takes hours (at domain 2^20 a phase-1 contribution took about
// 10 minutes and finalizing phase 1 about 50; the small judge circuit
// needs 2^21: docs/benchmarks.md), so it runs only with
// VERIJUDGE_ZK_CEREMONY=1; the same ceremony code runs by default on a
// small circuit (zk.TestCeremony). VERIJUDGE_ZK_CEREMONY_DIR names a
// finalized ceremony folder to check instead of running one (its
// 'ceremony verify' recomputes everything, so it is left out then).
//
//	VERIJUDGE_ZK_CEREMONY=1 go test ./cmd/verijudge -run TestZKCeremonyCLI -v -timeout 4h
func TestZKCeremonyCLI(t *testing.T) {
	dir := os.Getenv("VERIJUDGE_ZK_CEREMONY_DIR")
	if os.Getenv("VERIJUDGE_ZK_CEREMONY") != "1" && dir == "" {
		t.Skip("set VERIJUDGE_ZK_CEREMONY=1 to run the judge circuit's ceremony (hours on 2 cores), or VERIJUDGE_ZK_CEREMONY_DIR to check a finalized one")
	}
	step := func(want int, args ...string) result {
		t.Helper()
		start := time.Now()
		r := run(t, args...)
		t.Logf("%-40s %6.1fs  %s", strings.Join(args[:min(3, len(args))], " "), time.Since(start).Seconds(), strings.TrimSpace(r.stdout))
		require.Equal(t, want, r.code, r.stdout+r.stderr)
		return r
	}
	if dir == "" {
		dir = filepath.Join(t.TempDir(), "ceremony")
		step(0, "zk", "ceremony", "init", "--profile", "small", dir)
		step(0, "zk", "ceremony", "contribute", dir)
		step(0, "zk", "ceremony", "contribute", dir)
		step(0, "zk", "ceremony", "finalize", "--beacon", "0x0123456789abcdef0123456789abcdef", dir)
		step(0, "zk", "ceremony", "contribute", dir)
		step(0, "zk", "ceremony", "contribute", dir)
		r := step(0, "zk", "ceremony", "finalize", "--beacon", "0xfedcba9876543210fedcba9876543210", dir)
		assert.Contains(t, r.stdout, "keys written")
		r = step(0, "zk", "ceremony", "verify", dir)
		assert.Contains(t, r.stdout, "VALID    2 phase-1 and 2 phase-2 contributions")
	}
	st, err := zk.LoadCeremony(dir, nil)
	require.NoError(t, err)
	require.Equal(t, 3, st.Phase, "the ceremony is finalized")

	traces, err := fixtures.ZKSmallTraces()
	require.NoError(t, err)
	tr := filepath.Join(t.TempDir(), "trace.json")
	require.NoError(t, os.WriteFile(tr, traces[0].Trace, 0o644))
	proof := filepath.Join(t.TempDir(), "proof.json")
	step(0, "zk", "prove", "--keys", dir, "--out", proof, tr)
	r := step(0, "zk", "verify", "--keys", dir, proof)
	assert.Contains(t, r.stdout, "VALID")
	assert.NotContains(t, r.stdout, "INSECURE")
	r = step(1, "zk", "verify", "--dev", proof)
	assert.Contains(t, r.stdout, "not in the trust root", "the development keys' trust root does not hold the ceremony's program")

	id := levelFourWithKeys(t, dir)
	assert.Equal(t, st.ProgramID.String(), id)
}

// TestZKCeremonyDeploymentCLI: a deployment over a real ceremony's keys
// (zk/testdata/ceremony-small holds its judge.vk: deploy needs nothing
// else, the verifier's code is computed from the key, not compiled) on a
// JSON-RPC chain. trust init and verify --deployment without the
// program's key stop (exit 2) and say to pass --zk-vk; another program's
// key does not stand in for it; with the key, the trust root pins the
// verifier's code hash, marks nothing INSECURE, and trust check --rpc
// finds the chain runs it.
func TestZKCeremonyDeploymentCLI(t *testing.T) {
	keys := filepath.Join("..", "..", "zk", "testdata", "ceremony-small")
	_, rpc, key := startDevchain(t)
	env := []string{"VERIJUDGE_PRIVATE_KEY=" + key}
	dir := t.TempDir()
	dep := filepath.Join(dir, "dep.json")
	r := runEnv(t, env, "deploy", "--rpc", rpc, "--with-eas", "--tdx-root", "none", "--zk-keys", keys, "--out", dep)
	require.Equal(t, 0, r.code, r.stderr)
	chainFlags := []string{"--rpc", rpc, "--deployment", dep}

	r = run(t, append([]string{"trust", "init"}, chainFlags...)...)
	assert.Equal(t, 2, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stderr, "pass its judge.vk with --zk-vk")
	r = run(t, append([]string{"trust", "init", "--zk-vk", filepath.Join("..", "..", "zk", zk.DevSmallVKFile), "--zk-profile", "small"}, chainFlags...)...)
	assert.Equal(t, 2, r.code, "another program's key: "+r.stdout+r.stderr)
	assert.Contains(t, r.stderr, "pass its judge.vk with --zk-vk")
	r = run(t, append([]string{"verify", "--offline", "--zk-vk", filepath.Join(keys, "judge.vk")}, append(chainFlags, dep)...)...)
	assert.Equal(t, 2, r.code, "--zk-vk is for a trust root computed online")
	assert.Contains(t, r.stderr, "--zk-vk goes with --rpc and --deployment alone")

	r = run(t, append([]string{"trust", "init", "--zk-vk", filepath.Join(keys, "judge.vk"), "--zk-profile", "full"}, chainFlags...)...)
	assert.Equal(t, 2, r.code, "the folder's ceremony.json says small: "+r.stdout+r.stderr)
	assert.Contains(t, r.stderr, "is a small key")
	r = run(t, append([]string{"trust", "init", "--zk-profile", "small"}, chainFlags...)...)
	assert.Equal(t, 2, r.code, "--zk-profile without --zk-vk: "+r.stdout+r.stderr)
	r = run(t, append([]string{"verify", "--zk-vk", filepath.Join(keys, "judge.vk"), "--network", "dev"}, append(chainFlags, dep)...)...)
	assert.Equal(t, 2, r.code, "--zk-vk beside --network: "+r.stdout+r.stderr)
	assert.Contains(t, r.stderr, "--zk-vk goes with --rpc and --deployment alone")

	// The profile comes from the folder's ceremony.json.
	trust := filepath.Join(dir, "trust.json")
	r = run(t, append([]string{"trust", "init", "--zk-vk", filepath.Join(keys, "judge.vk"), "--out", trust}, chainFlags...)...)
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	raw, err := os.ReadFile(trust)
	require.NoError(t, err)
	var tr struct {
		Contracts []struct {
			Role     string `json:"role"`
			CodeHash string `json:"codeHash"`
		} `json:"contracts"`
		ZKKeys []struct {
			ProgramID string `json:"programId"`
			Profile   string `json:"profile"`
			Insecure  bool   `json:"insecureDevelopment"`
		} `json:"zkKeys"`
	}
	require.NoError(t, json.Unmarshal(raw, &tr))
	roles := map[string]bool{}
	for _, c := range tr.Contracts {
		roles[c.Role] = true
	}
	assert.True(t, roles["zkGroth16Verifier"] && roles["zkJudgeVerifier"], "%v", roles)
	require.Len(t, tr.ZKKeys, 1)
	assert.Equal(t, "0x16acc78e1e8383597232250796c1a6b04afff0098e508398b36d7b5cb18966b7", tr.ZKKeys[0].ProgramID)
	assert.False(t, tr.ZKKeys[0].Insecure)
	assert.Equal(t, "small", tr.ZKKeys[0].Profile)
	r = run(t, "trust", "check", "--rpc", rpc, trust)
	assert.Equal(t, 0, r.code, r.stdout+r.stderr)

	// A manifest about another key labels nothing: the key is full by
	// default, and what names its own program labels it.
	copied := filepath.Join(dir, "copied")
	require.NoError(t, os.MkdirAll(copied, 0o755))
	vk, err := os.ReadFile(filepath.Join(keys, "judge.vk"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(copied, "judge.vk"), vk, 0o644))
	profileOf := func(manifest string) string {
		t.Helper()
		require.NoError(t, os.WriteFile(filepath.Join(copied, "keys.json"), []byte(manifest), 0o644))
		out := filepath.Join(dir, "copied.json")
		r := run(t, append([]string{"trust", "init", "--zk-vk", filepath.Join(copied, "judge.vk"), "--out", out}, chainFlags...)...)
		require.Equal(t, 0, r.code, r.stdout+r.stderr)
		raw, err := os.ReadFile(out)
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(raw, &tr))
		return tr.ZKKeys[0].Profile
	}
	assert.Equal(t, "full", profileOf(`{"profile": "small", "programId": "`+zk.DevSmallProgramID+`"}`))
	assert.Equal(t, "full", profileOf(`not json`))
	assert.Equal(t, "small", profileOf(`{"profile": "small", "programId": "0x16acc78e1e8383597232250796c1a6b04afff0098e508398b36d7b5cb18966b7"}`))
}
