package review_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attester/attestertest"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/verify"
)

// TestReviewVerdictOnChain: a review verdict is a verdict like any other:
// recorded, attested through EAS on the embedded chain and re-verified
// MATCH online against the chain's trust root, and an edited record is
// refused.
func TestReviewVerdictOnChain(t *testing.T) {
	ctx := context.Background()
	tr, err := os.ReadFile(filepath.Join("testdata", "traces", "honest-pass.json"))
	require.NoError(t, err)
	rec, err := judge.NewRecord(tr, judge.Embedded())
	require.NoError(t, err)
	require.Equal(t, judge.StatusSuccess, rec.Verdict.Status)

	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	t.Cleanup(func() { dc.Close() })
	since := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	trust, err := verify.InitTrustRoot(ctx, dc.Client, verify.InitOptions{Name: "dev", ValidFrom: since, Roots: []verify.Root{}})
	require.NoError(t, err)
	require.NoError(t, attestertest.New(dc.Client).AttestRecords(ctx, dc.Client, []*judge.Record{rec}))
	require.NotNil(t, rec.Attestations)

	c, err := chain.NewClient(ctx, dc.Backend.Client(), trust.Deployment(), nil)
	require.NoError(t, err)
	v, err := verify.New(trust, verify.WithChain(c))
	require.NoError(t, err)
	pol := verify.NewPolicy(verify.WithEvaluators(judge.EmbeddedDigest()), verify.At(time.Now()), verify.AllowTestOnlyUnsafe())
	res, err := v.Verify(ctx, rec, pol)
	require.NoError(t, err, "%v", res.Failed())
	assert.Equal(t, verify.Match, res.Outcome)
	assert.Equal(t, verify.LevelReproducible, res.Level)
	require.NotNil(t, res.OnChain)
	assert.Equal(t, dc.Client.Address(), res.OnChain.Attester)

	// The same record with the admissible check's result flipped no longer
	// re-verifies.
	forged := *rec
	forged.Verdict.Checks = append([]judge.Check(nil), rec.Verdict.Checks...)
	forged.Verdict.Checks[len(forged.Verdict.Checks)-1].Actual = "admissible (forged)"
	_, err = v.Verify(ctx, &forged, pol)
	assert.ErrorIs(t, err, verify.ErrNotReproduced)
}
