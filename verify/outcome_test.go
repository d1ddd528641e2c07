package verify_test

import (
	"context"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attester/attestertest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/fixtures/teechain"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/verify"
)

// TestOutcomesSayWhatFailed: a record that contradicts itself is
// MISMATCH; one whose verdict reproduces but whose voucher is not accepted
// is UNTRUSTED; a contradiction beside a trust failure is MISMATCH; and
// only a MATCH carries a level (the raw figures stay in offlineLevel and
// onChain). Online, the new user's case: a verdict attested by a key the
// trust root does not name is UNTRUSTED, not MISMATCH, and shows no level.
func TestOutcomesSayWhatFailed(t *testing.T) {
	ctx := context.Background()
	recs := suiteRecords(t, 2)
	rec := recs[0]
	tdx := teechain.NewTDXChain("outcomes", teechain.Default, teechain.Validity{})
	v := offline(t, verify.TestOnlyRoots(tdx.Root)...)
	teePolicy := policy(verify.AnyMeasurementUnsafe(), verify.WithoutCollateralUnsafe(), verify.AllowTestOnlyUnsafe())
	noTrace := *rec
	noTrace.Trace = nil

	edited := *rec
	edited.Verdict.Status = judge.StatusPartial
	other := canon.Sum([]byte("another evaluator"))
	for _, tc := range []struct {
		name    string
		rec     *judge.Record
		policy  verify.Policy
		outcome verify.Outcome
		offline verify.Level
	}{
		{"reproduces", rec, policy(), verify.Match, verify.LevelReproducible},
		{"an edited status", &edited, policy(), verify.Mismatch, verify.LevelNone},
		{"an evaluator the policy does not allow", rec, verify.NewPolicy(verify.WithEvaluators(other), verify.At(at)), verify.Untrusted, verify.LevelReproducible},
		{"below the policy's level", rec, policy(verify.RequireLevel(verify.LevelTEEVerified)), verify.Untrusted, verify.LevelReproducible},
		{"edited and below the level", &edited, policy(verify.RequireLevel(verify.LevelTEEVerified)), verify.Mismatch, verify.LevelNone},
		{"TEE evidence of its own verdict", withTDX(t, rec, tdx, rec), teePolicy, verify.Match, verify.LevelTEEClaimed},
		{"TEE evidence bound to another verdict", withTDX(t, rec, tdx, recs[1]), teePolicy, verify.Mismatch, verify.LevelReproducible},
		{"TEE evidence under a root the trust root lacks", withTDX(t, rec, teechain.NewTDXChain("foreign", teechain.Default, teechain.Validity{}), rec), teePolicy, verify.Untrusted, verify.LevelReproducible},
		{"no trace, an evaluator not allowed", &noTrace, verify.NewPolicy(verify.WithEvaluators(other), verify.At(at)), verify.IntegrityOnly, verify.LevelNone},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := v.Verify(ctx, tc.rec, tc.policy)
			assert.Equal(t, tc.outcome, res.Outcome, "%v", res.Failed())
			assert.Equal(t, tc.outcome == verify.Match, err == nil)
			assert.Equal(t, tc.offline, res.OfflineLevel)
			if tc.outcome == verify.Match {
				assert.Equal(t, tc.offline, res.Level)
			} else {
				assert.Equal(t, verify.LevelNone, res.Level, "only a MATCH has a level")
				assert.Equal(t, "NONE", res.LevelName)
			}
		})
	}

	// Online: deploy, attest with a key the trust root does not name.
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	trust, err := verify.InitTrustRoot(ctx, dc.Client, verify.InitOptions{Name: "dev", ValidFrom: since.ValidFrom})
	require.NoError(t, err)
	// The trust root names another attester than the one that signs.
	trust.Attesters = []verify.Attester{{Address: common.Address{0x42}, Window: since}}
	r := *rec
	require.NoError(t, attestertest.New(dc.Client).AttestRecords(ctx, dc.Client, []*judge.Record{&r}))
	online, err := verify.New(trust, verify.WithChain(dc.Client))
	require.NoError(t, err)
	res, err := online.Verify(ctx, &r, policy())
	require.ErrorIs(t, err, verify.ErrUntrustedAttester)
	assert.Equal(t, verify.Untrusted, res.Outcome, "the verdict reproduced: %v", res.Failed())
	assert.Equal(t, verify.LevelNone, res.Level)
	require.NotNil(t, res.OnChain)
}
