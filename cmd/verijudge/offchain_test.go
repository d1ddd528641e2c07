package main_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAttestOffchainVerifiesInEASSDK: what 'verijudge attest --offchain'
// writes is an offchain attestation the official EAS SDK verifies for its
// signer, with the same UID; the SDK refuses it for another signer.
func TestAttestOffchainVerifiesInEASSDK(t *testing.T) {
	node, sdkDir := easSDK(t)
	env, _, key := startDevchain(t)
	env = append(env, "VERIJUDGE_PRIVATE_KEY="+key)
	_, trace := fixture(t, "code-median/reference")
	dir := t.TempDir()
	rec := filepath.Join(dir, "median.record.json")
	r := run(t, "judge", "--record", rec, trace)
	require.Equal(t, 0, r.code, r.stderr)
	r = runEnv(t, env, "attest", "--offchain", "--network", "dev", rec)
	require.Equal(t, 0, r.code, r.stderr)
	b, err := os.ReadFile(filepath.Join(dir, "median.offchain.json"))
	require.NoError(t, err)
	var f struct {
		Signer      string          `json:"signer"`
		Attestation json.RawMessage `json:"attestation"`
	}
	require.NoError(t, json.Unmarshal(b, &f))
	var uid struct {
		UID string `json:"uid"`
	}
	require.NoError(t, json.Unmarshal(f.Attestation, &uid))
	sdk := func(signer string) (valid bool, got string) { return sdkVerify(t, node, sdkDir, signer, f.Attestation) }
	valid, got := sdk(f.Signer)
	assert.True(t, valid, "the EAS SDK rejects verijudge's offchain attestation")
	assert.Equal(t, uid.UID, got)
	valid, _ = sdk("0x0000000000000000000000000000000000000001")
	assert.False(t, valid, "valid for another signer")
}

// easSDK is node and the folder of the EAS SDK interop probe; it skips
// (fails under CI=true) where either is missing.
func easSDK(t *testing.T) (node, dir string) {
	t.Helper()
	dir = filepath.Join("..", "..", "attest", "testdata", "sdk")
	node, err := exec.LookPath("node")
	_, statErr := os.Stat(filepath.Join(dir, "node_modules", "@ethereum-attestation-service", "eas-sdk"))
	if err != nil || statErr != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("node and the EAS SDK are required under CI=true (node: %v, sdk: %v)", err, statErr)
		}
		t.Skip("node or the EAS SDK missing: npm ci in attest/testdata/sdk")
	}
	return node, dir
}

// sdkVerify asks the official EAS SDK whether att is signer's offchain
// attestation, and for its UID.
func sdkVerify(t *testing.T, node, dir, signer string, att []byte) (valid bool, uid string) {
	t.Helper()
	cmd := exec.Command(node, "interop.mjs", "verify", signer, string(att))
	cmd.Dir = dir
	out, err := cmd.Output()
	require.NoError(t, err, "interop.mjs verify")
	var v struct {
		Valid bool   `json:"valid"`
		UID   string `json:"uid"`
	}
	require.NoError(t, json.Unmarshal(out, &v), string(out))
	return v.Valid, v.UID
}

// TestAttestAnchorVerifiesInEASSDK: both offchain attestations of every
// record of an anchored batch ('verijudge attest --anchor') verify in the
// official EAS SDK for their signer, with the UIDs the record states (the
// UIDs its Merkle leaf is made of).
func TestAttestAnchorVerifiesInEASSDK(t *testing.T) {
	node, sdkDir := easSDK(t)
	env, _, key := startDevchain(t)
	env = append(env, "VERIJUDGE_PRIVATE_KEY="+key)
	dir := t.TempDir()
	for _, name := range []string{"code-median/reference", "web3-pay-usd-250-injected/naive"} {
		_, trace := fixture(t, name)
		r := run(t, "judge", "--record", filepath.Join(dir, strings.ReplaceAll(name, "/", "-")+".json"), trace)
		require.Equal(t, 0, r.code, r.stderr)
	}
	r := runEnv(t, env, "attest", "--anchor", "--json", "--network", "dev", dir)
	require.Equal(t, 0, r.code, r.stderr)
	var out struct {
		Attester string `json:"attester"`
		Records  []struct {
			Path string `json:"path"`
		} `json:"records"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out), r.stdout)
	require.Len(t, out.Records, 2)
	for _, rec := range out.Records {
		b, err := os.ReadFile(rec.Path)
		require.NoError(t, err)
		var f struct {
			Anchor struct {
				Verdict    json.RawMessage `json:"verdict"`
				Provenance json.RawMessage `json:"provenance"`
			} `json:"anchor"`
		}
		require.NoError(t, json.Unmarshal(b, &f))
		for _, att := range []json.RawMessage{f.Anchor.Verdict, f.Anchor.Provenance} {
			var a struct {
				UID string `json:"uid"`
			}
			require.NoError(t, json.Unmarshal(att, &a))
			valid, uid := sdkVerify(t, node, sdkDir, out.Attester, att)
			assert.True(t, valid, "the EAS SDK rejects an anchored attestation of %s", rec.Path)
			assert.Equal(t, a.UID, uid)
		}
	}
}

// TestVerifyReadsOffchain: verify checks what 'attest --offchain' writes,
// given the attestation file or the record beside it (online); offline it
// says the attestation needs the chain; a revoked attestation is REVOKED
// and a changed file is refused.
func TestVerifyReadsOffchain(t *testing.T) {
	env, _, key := startDevchain(t)
	signEnv := append(append([]string(nil), env...), "VERIJUDGE_PRIVATE_KEY="+key)
	_, trace := fixture(t, "code-median/reference")
	dir := t.TempDir()
	rec := filepath.Join(dir, "median.record.json")
	off := filepath.Join(dir, "median.offchain.json")
	r := run(t, "judge", "--record", rec, trace)
	require.Equal(t, 0, r.code, r.stderr)
	r = runEnv(t, signEnv, "attest", "--offchain", "--network", "dev", rec)
	require.Equal(t, 0, r.code, r.stderr)

	for _, p := range []string{off, rec} {
		r = runEnv(t, env, "verify", "--network", "dev", p)
		assert.Equal(t, 0, r.code, r.stdout+r.stderr)
		assert.Contains(t, r.stdout, "MATCH")
		assert.Contains(t, r.stdout, "ok   offchain-time")
		assert.Regexp(t, `level 1 REPRODUCIBLE offchain: attestation 0x[0-9a-f]{64} by 0x[0-9a-fA-F]{40} for chain 1337`, r.stdout)
	}
	r = runEnv(t, env, "verify", "--network", "dev", "--json", off)
	require.Equal(t, 0, r.code, r.stderr)
	var res struct {
		Outcome string `json:"outcome"`
		Level   int    `json:"level"`
		OnChain struct {
			Offchain struct {
				UID string `json:"uid"`
			} `json:"offchain"`
		} `json:"onChain"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &res), r.stdout)
	assert.Equal(t, "MATCH", res.Outcome)
	assert.Equal(t, 1, res.Level)
	assert.NotEmpty(t, res.OnChain.Offchain.UID)

	r = run(t, "verify", "--offline", off)
	assert.Equal(t, 2, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stderr, "checked online")
	r = run(t, "verify", "--offline", rec)
	assert.Equal(t, 0, r.code, "offline, the record alone re-verifies: %s", r.stderr)

	// A changed file: its signature no longer holds for its signer.
	b, err := os.ReadFile(off)
	require.NoError(t, err)
	var f map[string]any
	require.NoError(t, json.Unmarshal(b, &f))
	f["attestation"].(map[string]any)["message"].(map[string]any)["time"] = float64(1)
	changed, err := json.Marshal(f)
	require.NoError(t, err)
	bad := filepath.Join(dir, "changed.offchain.json")
	require.NoError(t, os.WriteFile(bad, changed, 0o644))
	r = runEnv(t, env, "verify", "--network", "dev", bad)
	assert.Equal(t, 2, r.code, r.stdout+r.stderr)
	assert.NotContains(t, r.stdout, "MATCH")

	// A folder stands for its records; each record's offchain
	// attestation is read beside it.
	r = runEnv(t, env, "verify", "--network", "dev", "--json", dir)
	assert.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Equal(t, 1, strings.Count(r.stdout, "\n"), "one record in the folder: %s", r.stdout)
	assert.Contains(t, r.stdout, `"offchain":{"uid":`)

	r = runEnv(t, signEnv, "revoke", "--network", "dev", "--offchain", off)
	require.Equal(t, 0, r.code, r.stderr)
	r = runEnv(t, env, "verify", "--network", "dev", off)
	assert.Equal(t, 1, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "REVOKED")
}
