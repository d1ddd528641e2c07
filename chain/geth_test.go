package chain_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attester/attestertest"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/chaintest"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/verify"
)

// TestGethDevJSONRPC runs deploy, attest and online verification against a
// real `geth --dev` process through HTTP JSON-RPC on loopback: the same
// client code as on Sepolia, against a real node instead of the in-process
// chain.
func TestGethDevJSONRPC(t *testing.T) {
	g := chaintest.StartGeth(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	ec, err := chain.Dial(ctx, g.URL, 5*time.Second)
	require.NoError(t, err)
	key := devchain.Key("geth-integration")
	me := crypto.PubkeyToAddress(key.PublicKey)
	g.Fund(t, key, new(big.Int).Lsh(big.NewInt(1), 70))

	dep, err := chain.Deploy(ctx, ec, key, chain.DeployOptions{DeployEAS: true})
	require.NoError(t, err)
	c, err := chain.NewClient(ctx, ec, dep, key)
	require.NoError(t, err)
	require.NoError(t, c.AllowAttester(ctx, me))
	require.NoError(t, c.AllowEvaluator(ctx, judge.EmbeddedDigest(), judge.EvaluatorVersion, "embedded"))

	recs := suiteRecords(t)[:4]
	require.NoError(t, attestertest.New(c).AttestRecords(ctx, c, recs))
	// Read back as every reader does: package verify, online, under a
	// trust root computed from this deployment.
	trust, err := verify.InitTrustRoot(ctx, c, verify.InitOptions{Name: "geth", ValidFrom: time.Unix(0, 0)})
	require.NoError(t, err)
	v, err := verify.New(trust, verify.WithChain(c))
	require.NoError(t, err)
	p := verify.NewPolicy(verify.WithEvaluators(judge.EmbeddedDigest()), verify.AllowTestOnlyUnsafe(), verify.At(time.Now()))
	for _, r := range recs {
		res, err := v.Verify(ctx, r, p)
		require.NoError(t, err, "%s: %v", r.Verdict.TrialID, res.Failed())
		assert.Equal(t, verify.Match, res.Outcome)
		assert.Equal(t, verify.LevelReproducible, res.Level)
		level, reason, err := chaintest.OnChain(ctx, c, r)
		require.NoError(t, err)
		assert.EqualValues(t, 1, level, reason)
	}
	tampered := *recs[0]
	tampered.VerdictHash = recs[1].VerdictHash
	res, err := v.Verify(ctx, &tampered, p)
	assert.Error(t, err)
	assert.Equal(t, verify.Mismatch, res.Outcome)

	// The node going away mid-session is an error, never a MATCH.
	g.Kill()
	res, err = v.Verify(ctx, recs[1], p)
	assert.ErrorIs(t, err, chain.ErrRPC)
	assert.NotEqual(t, verify.Match, res.Outcome)
	_, _, err = chaintest.OnChain(ctx, c, recs[1])
	assert.ErrorIs(t, err, chain.ErrRPC)
}
