package chain_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/attester"
	"github.com/verijudge/verijudge/attester/attestertest"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/judge"
)

// TestSignOffchain: an offchain attestation is signed only for a verdict
// that reproduces (the attester's gate, as on chain),
// verifies for its signer under this EAS's domain, carries the verdict
// recomputed, and is revocable on chain with revokeOffchain.
func TestSignOffchain(t *testing.T) {
	ctx := context.Background()
	d, err := devchain.New(ctx)
	require.NoError(t, err)
	defer d.Close()
	recs := suiteRecords(t)[:3]
	at := time.Unix(1_780_000_000, 0)

	edited := *recs[0]
	edited.Verdict.Status = judge.StatusSuccess
	if recs[0].Verdict.Status == judge.StatusSuccess {
		edited.Verdict.Status = judge.StatusFailure
	}
	_, err = attestertest.New(d.Client).SignOffchain(ctx, d.Client, []*judge.Record{recs[1], &edited}, at)
	assert.ErrorIs(t, err, attester.ErrRefused, "an edited verdict is not signed")

	signed, err := attestertest.New(d.Client).SignOffchain(ctx, d.Client, recs, at)
	require.NoError(t, err)
	require.Len(t, signed, len(recs))
	for i, a := range signed {
		require.NoError(t, attest.VerifyOffchain(a, d.Client.Address()))
		assert.Equal(t, d.Deployment.EAS, a.Domain.EAS)
		assert.Equal(t, d.Deployment.ChainID, a.Domain.ChainID)
		assert.Equal(t, d.Deployment.VerdictSchema, a.Message.Schema)
		assert.Equal(t, uint64(at.Unix()), a.Message.Time)
		vd, err := attest.DecodeVerdictData(a.Message.Data)
		require.NoError(t, err)
		assert.Equal(t, recs[i].VerdictHash, vd.VerdictHash)
		assert.Equal(t, string(recs[i].Verdict.Status), vd.Status)
	}
	assert.NotEqual(t, signed[0].Message.Salt, signed[1].Message.Salt, "fresh salts")

	when, err := d.Client.OffchainRevoked(ctx, d.Client.Address(), signed[0].UID)
	require.NoError(t, err)
	assert.Zero(t, when)
	require.NoError(t, d.Client.RevokeOffchain(ctx, signed[0].UID))
	when, err = d.Client.OffchainRevoked(ctx, d.Client.Address(), signed[0].UID)
	require.NoError(t, err)
	assert.NotZero(t, when, "EAS timestamps the offchain revocation")
}
