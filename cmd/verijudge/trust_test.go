package main_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/fixtures/teechain"
)

// editStatus rewrites the status of a record file's verdict (its stored
// verdict hash left as it was).
func editStatus(t *testing.T, path, status string) {
	t.Helper()
	raw, err := os.ReadFile(path)
	require.NoError(t, err)
	var rec map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(raw, &rec))
	var v map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(rec["verdict"], &v))
	v["status"], _ = json.Marshal(status)
	rec["verdict"], _ = json.Marshal(v)
	out, err := json.MarshalIndent(rec, "", "  ")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(path, out, 0o644))
}

// The attack of a level-1 lie: the FAILURE verdict of the injected-payment
// naive build, its stored status edited to SUCCESS, is refused by attest
// (exit 1, nothing written); only --unverified-unsafe signs it.
func TestAttestRefusesEditedRecord(t *testing.T) {
	env, _, key := startDevchain(t)
	env = append(env, "VERIJUDGE_PRIVATE_KEY="+key)
	dir := t.TempDir()
	_, trace := fixture(t, "web3-pay-usd-250-injected/naive")
	rec := filepath.Join(dir, "rec.json")
	require.Equal(t, 0, run(t, "judge", "--record", rec, trace).code)
	editStatus(t, rec, "SUCCESS")
	before, err := os.ReadFile(rec)
	require.NoError(t, err)

	r := runEnv(t, env, "attest", "--network", "dev", rec)
	assert.Equal(t, 1, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stderr, "does not reproduce")
	after, err := os.ReadFile(rec)
	require.NoError(t, err)
	assert.Equal(t, before, after, "nothing written")

	r = runEnv(t, env, "attest", "--network", "dev", "--unverified-unsafe", rec)
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stderr, "WARNING --unverified-unsafe")
}

// tee quote verifies before it quotes, through package verify as attest
// does: a record whose status was edited gets no evidence (tee.QuoteRecord
// also recomputes; its tests cover the other forgeries).
func TestTeeQuoteRefusesEditedRecord(t *testing.T) {
	dir := t.TempDir()
	_, trace := fixture(t, "web3-pay-usd-250-injected/naive")
	rec := filepath.Join(dir, "rec.json")
	require.Equal(t, 0, run(t, "judge", "--record", rec, trace).code)
	editStatus(t, rec, "SUCCESS")
	sock := serveDstack(t, teechain.NewTDXChain("cli-forge", teechain.Default, teechain.Validity{}))
	before, err := os.ReadFile(rec)
	require.NoError(t, err)
	r := run(t, "tee", "quote", "--backend", "tdx-dstack", "--dstack-socket", sock, rec)
	assert.Equal(t, 1, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stderr, "is MISMATCH", "refused by verify before the TEE is asked")
	after, err := os.ReadFile(rec)
	require.NoError(t, err)
	assert.Equal(t, before, after, "no evidence written")

	// The same record, made honestly, is quoted.
	require.Equal(t, 0, run(t, "judge", "--record", rec, trace).code)
	r = run(t, "tee", "quote", "--backend", "tdx-dstack", "--dstack-socket", sock, rec)
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "tdx evidence written")
}
