package main_test

import (
	"crypto/ecdsa"
	"encoding/hex"
	"math/big"
	"os"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/chain/chaintest"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/judge"
)

// TestDeployAttestVerifyOnGeth drives the CLI end to end against a real
// `geth --dev` over HTTP JSON-RPC: deploy, attest records, verify online.
// gethDeployment starts geth --dev, funds the key named label and deploys
// verijudge (with EAS) with it: the node, the key, the signing
// environment, the deployment file and deploy's output.
func gethDeployment(t *testing.T, label string) (*chaintest.Geth, *ecdsa.PrivateKey, []string, string, result) {
	g := chaintest.StartGeth(t)
	key := devchain.Key(label)
	g.Fund(t, key, new(big.Int).Lsh(big.NewInt(1), 70))
	env := []string{"VERIJUDGE_PRIVATE_KEY=" + hex.EncodeToString(crypto.FromECDSA(key))}
	dep := filepath.Join(t.TempDir(), "deployment.json")
	r := runEnv(t, env, "deploy", "--rpc", g.URL, "--with-eas", "--allow-self", "--out", dep)
	require.Equal(t, 0, r.code, r.stderr)
	return g, key, env, dep, r
}

func TestDeployAttestVerifyOnGeth(t *testing.T) {
	g, key, env, dep, r := gethDeployment(t, "cli-integration")
	dir := t.TempDir()
	assert.NotContains(t, r.stdout+r.stderr, hex.EncodeToString(crypto.FromECDSA(key)), "the key is never printed")

	_, trace := fixture(t, "web3-native-injected/naive")
	rec := filepath.Join(dir, "rec.json")
	require.Equal(t, 0, run(t, "judge", "--record", rec, trace).code)
	r = runEnv(t, env, "attest", "--rpc", g.URL, "--deployment", dep, rec)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "verdict 0x")

	r = run(t, "verify", "--rpc", g.URL, "--deployment", dep, rec)
	assert.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "level 1 REPRODUCIBLE")
	// geth --dev mines only on transactions: 1000 confirmations never come.
	r = run(t, "verify", "--rpc", g.URL, "--deployment", dep, "--confirmations", "1000", rec)
	assert.Equal(t, 2, r.code, "an unconfirmed attestation does not count")
	assert.Contains(t, r.stderr, "confirmations required")

	r = run(t, "registry", "list", "--rpc", g.URL, "--deployment", dep)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "owner      "+crypto.PubkeyToAddress(key.PublicKey).Hex())
	assert.Contains(t, r.stdout, "evaluator  "+judge.EmbeddedDigest().String())
	assert.Contains(t, r.stdout, "attester   "+crypto.PubkeyToAddress(key.PublicKey).Hex())

	// A key that does not own the registry is refused with the reason.
	other := devchain.Key("cli-stranger")
	g.Fund(t, other, new(big.Int).Lsh(big.NewInt(1), 60))
	otherEnv := []string{"VERIJUDGE_PRIVATE_KEY=" + hex.EncodeToString(crypto.FromECDSA(other))}
	r = runEnv(t, otherEnv, "registry", "allow", "attester", crypto.PubkeyToAddress(other.PublicKey).Hex(), "--rpc", g.URL, "--deployment", dep)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "NotOwner")

	// Revoking the evaluator drops the record to level 0: MISMATCH.
	r = runEnv(t, env, "registry", "revoke", "evaluator", judge.EmbeddedDigest().String(), "--rpc", g.URL, "--deployment", dep)
	require.Equal(t, 0, r.code, r.stderr)
	r = run(t, "verify", "--rpc", g.URL, "--deployment", dep, rec)
	assert.Equal(t, 1, r.code, r.stdout)
	assert.Contains(t, r.stdout, "EVALUATOR_NOT_ALLOWED")

	// A gas limit too low for multiAttest: a clear error, nothing written.
	before, err := os.ReadFile(rec)
	require.NoError(t, err)
	r = runEnv(t, env, "attest", "--rpc", g.URL, "--deployment", dep, "--gas-limit", "30000", rec)
	assert.Equal(t, 2, r.code, r.stdout)
	after, err := os.ReadFile(rec)
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after), "a failed attest leaves the record untouched")

	// Without the key, attest refuses before touching the chain.
	r = run(t, "attest", "--rpc", g.URL, "--deployment", dep, rec)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "VERIJUDGE_PRIVATE_KEY")

	g.Kill()
	r = run(t, "verify", "--rpc", g.URL, "--deployment", dep, "--timeout", "2s", rec)
	assert.Equal(t, 2, r.code, "a dead RPC is an error, never a MATCH")
	assert.Contains(t, r.stderr, "RPC endpoint unavailable")
}

func TestVerifyOnlineRefusesUndeployedSepolia(t *testing.T) {
	_, trace := fixture(t, "code-median/naive")
	rec := filepath.Join(t.TempDir(), "rec.json")
	require.Equal(t, 0, run(t, "judge", "--record", rec, trace).code)
	r := run(t, "verify", "--rpc", "http://127.0.0.1:1", "--network", "sepolia", rec)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "not deployed")

	// The on-chain commands read the embedded record as it is (no copy
	// written to a temporary file) and say it is not deployed there,
	// before dialing.
	r = run(t, "registry", "show", "--network", "sepolia", "--rpc", "http://127.0.0.1:1")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "not deployed on this network (chain 11155111, record embedded sepolia.json)")
}

// TestWitnessAttestVerifyOnGeth: a witnessed session from `witness run` on
// the fixture corpus, judged SUCCESS, attested on a real geth node and
// re-verified MATCH at level 1 — with its unattested auditor accepted
// explicitly, by the attester as by verify, and refused without.
func TestWitnessAttestVerifyOnGeth(t *testing.T) {
	g, _, env, dep, _ := gethDeployment(t, "cli-witness")
	out := filepath.Join(t.TempDir(), "session")
	r := run(t, "witness", "run", "--corpus", witnessCorpus(t), "--questions", witnessQuestions(t), "--out", out, "--unattested-auditor-unsafe")
	require.Equal(t, 0, r.code, r.stderr)
	rec := filepath.Join(out, "record.json")
	r = run(t, "judge", "--record", rec, filepath.Join(out, "trace.json"))
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "SUCCESS")
	// attest verifies as verify does: the unattested auditor is refused
	// (nothing is signed) unless accepted by name.
	r = runEnv(t, env, "attest", "--rpc", g.URL, "--deployment", dep, rec)
	require.Equal(t, 1, r.code, r.stderr)
	assert.Contains(t, r.stderr, "no boot quote")
	r = runEnv(t, env, "attest", "--rpc", g.URL, "--deployment", dep, "--unattested-witness-unsafe", rec)
	require.Equal(t, 0, r.code, r.stderr)
	r = run(t, "verify", "--rpc", g.URL, "--deployment", dep, "--unattested-witness-unsafe", rec)
	assert.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "level 1 REPRODUCIBLE")
	assert.Contains(t, r.stdout, "witness-boot-quote")
	r = run(t, "verify", "--rpc", g.URL, "--deployment", dep, rec)
	assert.Equal(t, 1, r.code, "without the explicit choice, an unattested auditor is no MATCH: %s", r.stdout)
}
