package chain_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/devchain"
)

// TestReallowEvaluatorGas: re-allowing an allowed evaluator with a shorter
// URI frees storage, which the node's bare estimate under-counts; the
// client's margin gets it mined.
func TestReallowEvaluatorGas(t *testing.T) {
	ctx := context.Background()
	d, err := devchain.New(ctx)
	require.NoError(t, err)
	defer d.Close()
	h := canon.MustParseHash("0x" + strings.Repeat("ab", 32))
	long := "https://example.com/" + strings.Repeat("evaluator/", 8) + "evaluator.js"
	require.NoError(t, d.Client.AllowEvaluator(ctx, h, "1.0.0", long))
	require.NoError(t, d.Client.AllowEvaluator(ctx, h, "1.0.1", "x"), "the update that used to run out of gas")
	require.NoError(t, d.Client.AllowEvaluator(ctx, h, "1.0.2", ""))
	require.NoError(t, d.Client.AllowEvaluator(ctx, h, "1.0.3", long))
	ok, err := d.Client.IsEvaluatorAllowed(ctx, h)
	require.NoError(t, err)
	assert.True(t, ok)
}

// TestMinedRevertReason: a transaction that reverts on chain (sent with a
// fixed gas limit, so the node's estimate did not refuse it first) is
// reported with the contract's own error, decoded, and its hash; one that
// ran out of gas says so.
func TestMinedRevertReason(t *testing.T) {
	ctx := context.Background()
	d, err := devchain.New(ctx)
	require.NoError(t, err)
	defer d.Close()
	other, err := d.ClientFor(ctx, devchain.Key("other"))
	require.NoError(t, err)
	other.SetGas(200_000, nil, nil)
	err = other.RevokeAttester(ctx, d.Client.Address())
	var re *chain.RevertError
	require.True(t, errors.As(err, &re), "%v", err)
	assert.ErrorIs(t, err, chain.ErrReverted)
	assert.Equal(t, "NotOwner", re.Reason)
	assert.NotEqual(t, common.Hash{}, re.Tx, "the mined transaction is named")
	assert.Equal(t, d.Deployment.EvaluatorRegistry, re.To)

	d.Client.SetGas(30_000, nil, nil)
	err = d.Client.AllowEvaluator(ctx, canon.MustParseHash("0x"+strings.Repeat("cd", 32)), "1.0.0", "u")
	assert.ErrorIs(t, err, chain.ErrReverted)
	assert.ErrorContains(t, err, "ran out of gas (it used all 30000 of its limit)")
}
