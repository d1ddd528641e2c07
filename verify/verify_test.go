package verify_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/fixtures/teechain"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/verify"
)

// at is when the TEST-ONLY TEE chains and their collateral are valid.
var at = time.Date(2026, time.June, 1, 0, 0, 0, 0, time.UTC)

var since = verify.Window{ValidFrom: time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)}

func suiteRecords(t testing.TB, n int) []*judge.Record {
	cases, err := fixtures.Suite()
	require.NoError(t, err)
	var recs []*judge.Record
	for _, c := range cases[:n] {
		r, err := judge.NewRecord(c.Trace, judge.Embedded())
		require.NoError(t, err)
		recs = append(recs, r)
	}
	return recs
}

// withTDX returns a copy of rec carrying a TEST-ONLY TDX quote through c
// bound to bound's verdict.
func withTDX(t *testing.T, rec *judge.Record, c *teechain.Chain, bound *judge.Record) *judge.Record {
	out := *rec
	var s teechain.TDXQuote
	s.ReportData = tee.ReportData(bound.Evaluator.Digest, bound.TraceHash, bound.VerdictHash)
	s.MRTD[0], s.RTMR[0][0] = 0x77, 0x01
	q := c.Quote("verify", s)
	raw, err := json.Marshal(tee.Evidence{Kind: tee.KindTDX, Backend: "test", Quote: q, QuoteHash: canon.Sum(q)})
	require.NoError(t, err)
	out.TEE = raw
	out.Attestations = nil
	return &out
}

func measurementOf(t *testing.T, rec *judge.Record) canon.Hash {
	ev, err := tee.ParseEvidence(rec.TEE)
	require.NoError(t, err)
	m, err := tee.Measurement(ev)
	require.NoError(t, err)
	return m
}

func offline(t *testing.T, roots ...verify.Root) *verify.Verifier {
	trust, err := verify.ComputeSepolia()
	require.NoError(t, err)
	if len(roots) > 0 {
		trust.Roots = roots
	}
	v, err := verify.New(trust)
	require.NoError(t, err)
	return v
}

func policy(opts ...verify.PolicyOption) verify.Policy {
	return verify.NewPolicy(append([]verify.PolicyOption{verify.WithEvaluators(judge.EmbeddedDigest()), verify.At(at)}, opts...)...)
}

// Offline, the verdict is recomputed: MATCH at level 1; an edited record
// is ErrNotReproduced; a record without its trace is INTEGRITY_ONLY, and
// its error says so.
func TestVerifyOffline(t *testing.T) {
	ctx := context.Background()
	v := offline(t)
	rec := suiteRecords(t, 1)[0]
	res, err := v.Verify(ctx, rec, policy())
	require.NoError(t, err)
	assert.Equal(t, verify.Match, res.Outcome)
	assert.Equal(t, verify.LevelReproducible, res.Level)
	assert.Equal(t, "REPRODUCIBLE", res.LevelName)
	assert.Nil(t, res.OnChain)

	edited := *rec
	edited.Verdict.Status = judge.StatusSuccess
	if rec.Verdict.Status == judge.StatusSuccess {
		edited.Verdict.Status = judge.StatusFailure
	}
	res, err = v.Verify(ctx, &edited, policy())
	assert.ErrorIs(t, err, verify.ErrNotReproduced)
	assert.Equal(t, verify.Mismatch, res.Outcome)

	noTrace := *rec
	noTrace.Trace = nil
	res, err = v.Verify(ctx, &noTrace, policy())
	assert.ErrorIs(t, err, verify.ErrNoTrace)
	assert.Equal(t, verify.IntegrityOnly, res.Outcome)
	assert.Equal(t, verify.LevelNone, res.Level)

	other := *rec
	other.Evaluator.Digest = canon.Sum([]byte("another bundle"))
	res, err = v.Verify(ctx, &other, verify.NewPolicy(verify.AnyEvaluatorUnsafe(), verify.At(at)))
	assert.ErrorIs(t, err, verify.ErrEvaluatorUnavailable)
	assert.Equal(t, verify.Error, res.Outcome)
}

// The fail-open cases of the old checks, each refused by default with its
// own error and accepted only with the matching Unsafe option.
func TestPolicyFailsClosed(t *testing.T) {
	ctx := context.Background()
	rec := suiteRecords(t, 1)[0]
	tdx := teechain.NewTDXChain("acme", teechain.Default, teechain.Validity{})
	root := verify.NewRoot(tee.KindTDX, tdx.Root, true, since)
	v := offline(t, root)
	teeRec := withTDX(t, rec, tdx, rec)
	m := measurementOf(t, teeRec)

	cases := []struct {
		name   string
		rec    *judge.Record
		policy verify.Policy
		want   error
	}{
		{"the zero policy", rec, verify.Policy{}, verify.ErrPolicy},
		{"no time", rec, verify.NewPolicy(verify.WithEvaluators(judge.EmbeddedDigest())), verify.ErrNoTime},
		{"no evaluator list", rec, verify.NewPolicy(verify.At(at)), verify.ErrNoEvaluatorPolicy},
		{"evaluator not listed", rec, verify.NewPolicy(verify.WithEvaluators(canon.Sum([]byte("x"))), verify.At(at)), verify.ErrEvaluatorNotAllowed},
		{"TEE evidence, empty allow-list", teeRec, policy(verify.WithoutCollateralUnsafe()), verify.ErrNoMeasurementPolicy},
		{"TEE evidence, registry allow-list offline", teeRec, policy(verify.MeasurementsFromRegistry(), verify.WithoutCollateralUnsafe()), verify.ErrNoMeasurementPolicy},
		{"TEE evidence, other measurement", teeRec, policy(verify.WithMeasurements(canon.Sum([]byte("m"))), verify.WithoutCollateralUnsafe()), verify.ErrMeasurementNotAllowed},
		{"TDX evidence, no collateral", teeRec, policy(verify.WithMeasurements(m)), verify.ErrNoCollateral},
		{"TDX evidence, at a time its chain is not valid", teeRec, verify.NewPolicy(verify.WithEvaluators(judge.EmbeddedDigest()),
			verify.At(time.Date(2040, 1, 1, 0, 0, 0, 0, time.UTC)), verify.WithMeasurements(m), verify.WithoutCollateralUnsafe()), verify.ErrTEE},
		{"level 3 required offline without collateral", teeRec, policy(verify.WithMeasurements(m), verify.WithoutCollateralUnsafe(),
			verify.RequireLevel(verify.LevelTEEVerified)), verify.ErrBelowLevel},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res, err := v.Verify(ctx, tc.rec, tc.policy)
			require.Error(t, err)
			assert.ErrorIs(t, err, tc.want)
			assert.NotEqual(t, verify.Match, res.Outcome)
		})
	}

	// A TEST-ONLY root outside a dev chain (this trust root is Sepolia's).
	_, err := v.Verify(ctx, teeRec, policy(verify.WithMeasurements(m), verify.WithoutCollateralUnsafe()))
	assert.ErrorIs(t, err, verify.ErrTestOnly)
	testOnly := verify.AllowTestOnlyUnsafe()

	// The Unsafe options accept, at the level they allow.
	res, err := v.Verify(ctx, teeRec, policy(verify.WithMeasurements(m), verify.WithoutCollateralUnsafe(), testOnly))
	require.NoError(t, err)
	assert.Equal(t, verify.LevelTEEClaimed, res.Level, "no collateral: claimed, not verified")
	assert.True(t, res.TestOnly)
	require.NotNil(t, res.TEE)
	assert.Equal(t, m, res.TEE.Measurement)
	res, err = v.Verify(ctx, teeRec, policy(verify.AnyMeasurementUnsafe(), verify.WithoutCollateralUnsafe(), testOnly))
	require.NoError(t, err)
	assert.Equal(t, verify.LevelTEEClaimed, res.Level)

	// With collateral (TEST-ONLY, signed under the same root): verified.
	trust := v.TrustRoot()
	withColl, err := verify.New(trust, verify.WithCollateral(tdx.Collateral("acme", at)))
	require.NoError(t, err)
	res, err = withColl.Verify(ctx, teeRec, policy(verify.WithMeasurements(m), verify.RequireLevel(verify.LevelTEEVerified), testOnly))
	require.NoError(t, err)
	assert.Equal(t, verify.LevelTEEVerified, res.Level)
	assert.True(t, res.TEE.Collateral)
	// Collateral of another chain does not verify.
	foreign, err := verify.New(trust, verify.WithCollateral(teechain.NewTDXChain("mallory", teechain.Default, teechain.Validity{}).Collateral("mallory", at)))
	require.NoError(t, err)
	_, err = foreign.Verify(ctx, teeRec, policy(verify.WithMeasurements(m)))
	assert.ErrorIs(t, err, verify.ErrTEE)
	// A quote bound to another verdict.
	other := suiteRecords(t, 2)[1]
	_, err = withColl.Verify(ctx, withTDX(t, rec, tdx, other), policy(verify.WithMeasurements(m)))
	assert.ErrorIs(t, err, verify.ErrTEE)
	// A root outside its window.
	expired := verify.NewRoot(tee.KindTDX, tdx.Root, true, verify.Window{ValidFrom: since.ValidFrom, ValidUntil: at.Add(-time.Hour)})
	_, err = offline(t, expired).Verify(ctx, teeRec, policy(verify.WithMeasurements(m), verify.WithoutCollateralUnsafe()))
	assert.ErrorIs(t, err, verify.ErrTEE)
}
