package main_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAttestOffchainVerifiesInEASSDK: what 'verijudge attest --offchain'
// writes is an offchain attestation the official EAS SDK verifies for its
// signer, with the same UID; the SDK refuses it for another signer.
func TestAttestOffchainVerifiesInEASSDK(t *testing.T) {
	sdkDir := filepath.Join("..", "..", "attest", "testdata", "sdk")
	node, err := exec.LookPath("node")
	_, statErr := os.Stat(filepath.Join(sdkDir, "node_modules", "@ethereum-attestation-service", "eas-sdk"))
	if err != nil || statErr != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("node and the EAS SDK are required under CI=true (node: %v, sdk: %v)", err, statErr)
		}
		t.Skip("node or the EAS SDK missing: npm ci in attest/testdata/sdk")
	}
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
	sdk := func(signer string) (valid bool, got string) {
		cmd := exec.Command(node, "interop.mjs", "verify", signer, string(f.Attestation))
		cmd.Dir = sdkDir
		out, err := cmd.Output()
		require.NoError(t, err, "interop.mjs verify")
		var v struct {
			Valid bool   `json:"valid"`
			UID   string `json:"uid"`
		}
		require.NoError(t, json.Unmarshal(out, &v), string(out))
		return v.Valid, v.UID
	}
	valid, got := sdk(f.Signer)
	assert.True(t, valid, "the EAS SDK rejects verijudge's offchain attestation")
	assert.Equal(t, uid.UID, got)
	valid, _ = sdk("0x0000000000000000000000000000000000000001")
	assert.False(t, valid, "valid for another signer")
}
