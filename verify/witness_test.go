package verify_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/verify"
	"github.com/verijudge/verijudge/witness/witnesstest"
)

func witnessRecord(t *testing.T, name string) *judge.Record {
	tr, err := os.ReadFile(filepath.Join("../fixtures/testdata/witness/traces", name+".json"))
	require.NoError(t, err)
	rec, err := judge.NewRecord(tr, judge.Embedded())
	require.NoError(t, err)
	return rec
}

func check(res *verify.Result, name verify.CheckName) *verify.Check {
	for i := range res.Checks {
		if res.Checks[i].Name == name {
			return &res.Checks[i]
		}
	}
	return nil
}

// TestWitnessBootQuote: verify checks a transcript verdict's auditor boot
// quote itself — under the trust root's TDX roots, with collateral — not
// just the report data the bundle checks.
func TestWitnessBootQuote(t *testing.T) {
	sepolia, err := verify.Sepolia()
	require.NoError(t, err)
	root := witnesstest.TDXChain()
	withTest := *sepolia
	withTest.Roots = append(append([]verify.Root(nil), sepolia.Roots...), verify.NewRoot(tee.KindTDX, root.Root, true, verify.Window{ValidFrom: root.Root.NotBefore}))
	now := time.Now()
	testV, err := verify.New(&withTest, verify.WithCollateral(root.Collateral("verijudge-witness", now)))
	require.NoError(t, err)
	prodV, err := verify.New(sepolia)
	require.NoError(t, err)
	ctx := context.Background()
	auditorTD := (&witnesstest.TDXBackend{Chain: root}).Measurement()
	policy := func(extra ...verify.PolicyOption) verify.Policy {
		return verify.NewPolicy(append([]verify.PolicyOption{verify.WithEvaluators(judge.EmbeddedDigest()), verify.At(now),
			verify.WithWitnessMeasurements(auditorTD)}, extra...)...)
	}

	// Under the TEST-ONLY root (accepted by choice): the quote verifies.
	res, _ := testV.Verify(ctx, witnessRecord(t, "honest-tdx"), policy(verify.AllowTestOnlyUnsafe()))
	c := check(res, verify.CheckWitnessBoot)
	require.NotNil(t, c)
	assert.True(t, c.OK, c.Detail)
	assert.Equal(t, verify.Match, res.Outcome, res.Failed())
	// The same TEST-ONLY evidence is refused unless the caller allows it.
	res, _ = testV.Verify(ctx, witnessRecord(t, "honest-tdx"), policy())
	assert.NotEqual(t, verify.Match, res.Outcome)
	// Under the production roots: the quote does not verify, the record
	// does not MATCH although its verdict says SUCCESS.
	res, _ = prodV.Verify(ctx, witnessRecord(t, "honest-tdx"), policy(verify.WithoutCollateralUnsafe()))
	c = check(res, verify.CheckWitnessBoot)
	require.NotNil(t, c)
	assert.False(t, c.OK)
	assert.Equal(t, verify.Untrusted, res.Outcome, "the verdict reproduces; its auditor is not vouched for")
	assert.Equal(t, judge.StatusSuccess, res.Status)
	// A quote over another key: refused here too, by the binding.
	res, _ = testV.Verify(ctx, witnessRecord(t, "quote-binds-another-key"), policy(verify.AllowTestOnlyUnsafe()))
	c = check(res, verify.CheckWitnessBoot)
	require.NotNil(t, c)
	assert.False(t, c.OK)
	assert.Contains(t, c.Detail, "tee-binding")
	// Another auditor TD: the quote verifies, the measurement is refused.
	other := verify.NewPolicy(verify.WithEvaluators(judge.EmbeddedDigest()), verify.At(now), verify.AllowTestOnlyUnsafe(),
		verify.WithWitnessMeasurements(canon.Sum([]byte("another TD"))))
	res, _ = testV.Verify(ctx, witnessRecord(t, "honest-tdx"), other)
	c = check(res, verify.CheckWitnessBoot)
	require.NotNil(t, c)
	assert.False(t, c.OK)
	assert.Contains(t, c.Detail, "NOT an allowed auditor TD")
	assert.ErrorIs(t, c.Err, verify.ErrMeasurementNotAllowed)
	res, _ = testV.Verify(ctx, witnessRecord(t, "honest-tdx"), verify.NewPolicy(verify.WithEvaluators(judge.EmbeddedDigest()), verify.At(now),
		verify.AllowTestOnlyUnsafe(), verify.AnyWitnessMeasurementUnsafe()))
	assert.True(t, check(res, verify.CheckWitnessBoot).OK)
	// No quote: refused unless the caller accepts an unattested auditor.
	res, _ = prodV.Verify(ctx, witnessRecord(t, "honest"), policy())
	c = check(res, verify.CheckWitnessBoot)
	require.NotNil(t, c)
	assert.False(t, c.OK)
	assert.Contains(t, c.Detail, "no boot quote")
	assert.Equal(t, verify.Untrusted, res.Outcome)
	res, _ = prodV.Verify(ctx, witnessRecord(t, "honest"), policy(verify.AllowUnattestedWitnessUnsafe()))
	assert.True(t, check(res, verify.CheckWitnessBoot).OK)
	assert.Equal(t, verify.Match, res.Outcome)
	// Without collateral the TEST-ONLY quote needs the explicit option.
	noColl, err := verify.New(&withTest)
	require.NoError(t, err)
	res, _ = noColl.Verify(ctx, witnessRecord(t, "honest-tdx"), policy(verify.AllowTestOnlyUnsafe()))
	assert.False(t, check(res, verify.CheckWitnessBoot).OK)
}
