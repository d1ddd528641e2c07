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
	require.NoError(t, c.AttestRecords(ctx, recs, attestertest.Option(c)))
	for _, r := range recs {
		res := c.Verify(ctx, r, judge.Embedded())
		assert.Equal(t, judge.Match, res.Outcome, "%s: %v", r.Verdict.TrialID, res.Failed())
		assert.EqualValues(t, 1, res.Level)
	}
	tampered := *recs[0]
	tampered.VerdictHash = recs[1].VerdictHash
	res := c.Verify(ctx, &tampered, judge.Embedded())
	assert.Equal(t, judge.Mismatch, res.Outcome)

	// The node going away mid-session is an error, never a MATCH.
	g.Kill()
	res = c.Verify(ctx, recs[1], judge.Embedded())
	assert.Equal(t, judge.Error, res.Outcome, "%+v", res.Verification)
}
