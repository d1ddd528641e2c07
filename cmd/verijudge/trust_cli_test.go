package main_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// trust init computes a dev chain's trust root and matches it against the
// chain; show and check read it; a deployment file naming a contract that
// is not verijudge's gets none; verify --trust uses it.
func TestTrustCLI(t *testing.T) {
	env, rpc, key := startDevchain(t)
	env = append(env, "VERIJUDGE_PRIVATE_KEY="+key)
	dir := t.TempDir()
	trust := filepath.Join(dir, "trust.json")
	r := runEnv(t, env, "trust", "init", "--network", "dev", "--out", trust)
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "code computed and matched")

	// --no-production-roots and no --tee-root: no roots at all.
	bare := filepath.Join(dir, "bare.json")
	require.Equal(t, 0, runEnv(t, env, "trust", "init", "--network", "dev", "--no-production-roots", "--out", bare).code)
	r = run(t, "trust", "show", bare)
	assert.Contains(t, r.stdout, "TEE roots (0)")

	r = run(t, "trust", "show", trust)
	require.Equal(t, 0, r.code, r.stderr)
	for _, role := range []string{"eas", "schemaRegistry", "evaluatorRegistry", "judgeVerifier", "zkJudgeVerifier", "zkGroth16Verifier"} {
		assert.Contains(t, r.stdout, role)
	}
	assert.Contains(t, r.stdout, "INSECURE development keys")
	r = run(t, "trust", "check", "--rpc", rpc, trust)
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "runs the pinned code")

	// A hand-edited code hash: the trust root is invalid.
	raw, err := os.ReadFile(trust)
	require.NoError(t, err)
	var doc map[string]any
	require.NoError(t, json.Unmarshal(raw, &doc))
	c0 := doc["contracts"].([]any)[0].(map[string]any)
	c0["codeHash"] = "0x" + strings.Repeat("11", 32)
	edited, _ := json.MarshalIndent(doc, "", "  ")
	bad := filepath.Join(dir, "edited.json")
	require.NoError(t, os.WriteFile(bad, edited, 0o644))
	r = run(t, "trust", "check", bad)
	assert.Equal(t, 1, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stderr, "invalid trust root")

	// The Sepolia trust root ships; it names no JudgeVerifier.
	r = run(t, "trust", "show", "--network", "sepolia")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "no JudgeVerifier")
	r = run(t, "trust", "show", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "application/vnd.verijudge.trust-root+json;version=1")

	// A deployment file whose EAS is another contract: no trust root.
	depFile := os.Getenv("VERIJUDGE_DEV_DEPLOYMENT")
	for _, e := range env {
		if v, ok := strings.CutPrefix(e, "VERIJUDGE_DEV_DEPLOYMENT="); ok {
			depFile = v
		}
	}
	depRaw, err := os.ReadFile(depFile)
	require.NoError(t, err)
	var dep map[string]any
	require.NoError(t, json.Unmarshal(depRaw, &dep))
	dep["eas"] = dep["evaluatorRegistry"]
	crafted, _ := json.MarshalIndent(dep, "", "  ")
	craftedFile := filepath.Join(dir, "crafted.json")
	require.NoError(t, os.WriteFile(craftedFile, crafted, 0o644))
	r = run(t, "trust", "init", "--rpc", rpc, "--deployment", craftedFile)
	assert.Equal(t, 1, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stderr, "not the trust root's deployment")

	// verify --trust with an attested record.
	_, tr := fixture(t, "code-median/naive")
	rec := filepath.Join(dir, "rec.json")
	require.Equal(t, 0, run(t, "judge", "--record", rec, tr).code)
	require.Equal(t, 0, runEnv(t, env, "attest", "--network", "dev", rec).code)
	r = run(t, "verify", "--rpc", rpc, "--trust", trust, rec)
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "level 1 REPRODUCIBLE on chain 1337")
	assert.Contains(t, r.stdout, "ok   deployment")
	r = run(t, "verify", "--rpc", rpc, "--trust", trust, "--min-level", "ZK_PROVEN", rec)
	assert.Equal(t, 1, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "FAIL level-policy")
}
