package main_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestChainFromEnvironment: $ETH_RPC_URL and $VERIJUDGE_DEPLOYMENT stand
// in for --rpc and --deployment; a flag given wins over them; --offline
// and --network dev leave them unread; deploy --network dev finds the dev
// chain's URL itself.
func TestChainFromEnvironment(t *testing.T) {
	env, rpc, key := startDevchain(t)
	dep := strings.TrimPrefix(env[0], "VERIJUDGE_DEV_DEPLOYMENT=")
	_, trace := fixture(t, "code-median/reference")
	dir := t.TempDir()
	rec := filepath.Join(dir, "median.record.json")
	require.Equal(t, 0, run(t, "judge", "--record", rec, trace).code)
	dead := "http://127.0.0.1:1"
	chainEnv := append(append([]string(nil), env...), "ETH_RPC_URL="+rpc, "VERIJUDGE_DEPLOYMENT="+dep)

	r := runEnv(t, append(chainEnv, "VERIJUDGE_PRIVATE_KEY="+key), "attest", rec)
	require.Equal(t, 0, r.code, r.stderr)
	r = runEnv(t, chainEnv, "verify", rec)
	assert.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "on chain 1337")

	r = runEnv(t, chainEnv, "verify", "--offline", rec)
	assert.Equal(t, 0, r.code, "--offline leaves the environment unread: %s", r.stderr)
	assert.Contains(t, r.stdout, "offline")

	r = runEnv(t, chainEnv, "verify", "--rpc", dead, rec)
	assert.Equal(t, 2, r.code, "the flag given wins over $ETH_RPC_URL: %s", r.stdout)
	r = runEnv(t, append(append([]string(nil), env...), "ETH_RPC_URL="+dead, "VERIJUDGE_DEPLOYMENT="+dep), "verify", rec)
	assert.Equal(t, 2, r.code, "the environment's URL is used: %s", r.stdout)
	r = runEnv(t, append(append([]string(nil), env...), "ETH_RPC_URL="+dead), "verify", "--network", "dev", rec)
	assert.Equal(t, 0, r.code, "--network dev is the dev chain's URL, not $ETH_RPC_URL: %s", r.stderr)

	r = runEnv(t, []string{"ETH_RPC_URL=" + dead}, "trust", "check", "--network", "sepolia")
	assert.Equal(t, 0, r.code, "trust check reads a chain only with an explicit --rpc: %s", r.stderr)

	r = runEnv(t, append(append([]string(nil), env...), "VERIJUDGE_PRIVATE_KEY="+key), "deploy", "--network", "dev", "--out", filepath.Join(dir, "dep.json"))
	assert.Equal(t, 0, r.code, "deploy --network dev dials the dev chain: %s", r.stderr)
}

// TestContradictoryPolicyFlags: a list and its Unsafe "any" exclude each
// other, refused by their flag names before anything is verified.
func TestContradictoryPolicyFlags(t *testing.T) {
	_, trace := fixture(t, "code-median/reference")
	rec := filepath.Join(t.TempDir(), "median.record.json")
	require.Equal(t, 0, run(t, "judge", "--record", rec, trace).code)
	m := "0x" + strings.Repeat("ab", 32)
	for _, args := range [][]string{
		{"verify", "--offline", "--evaluator", m, "--any-evaluator-unsafe", rec},
		{"verify", "--offline", "--tee-allow", m, "--any-measurement-unsafe", rec},
		{"verify", "--offline", "--witness-measurement", m, "--any-witness-measurement-unsafe", rec},
		{"tee", "verify", "--record", rec, "--allow", m, "--any-measurement-unsafe", "--without-collateral-unsafe"},
		{"tee", "verify", "--record", rec, "--tee-allow", m, "--any-measurement-unsafe", "--tee-pcs", "intel"},
	} {
		r := run(t, args...)
		assert.Equal(t, 2, r.code, "%v: %s", args, r.stdout)
		assert.Contains(t, r.stderr, "exclude each other", "%v", args)
	}
	r := run(t, "verify", "--offline", "--any-evaluator-unsafe", rec)
	assert.Equal(t, 0, r.code, "any evaluator alone: %s", r.stderr)
}
