package verify_test

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
	"github.com/verijudge/verijudge/verify"
)

// TestVerifyOffchain: verify reads what 'attest --offchain' writes. An
// honest offchain attestation is MATCH at level 1; each forgery is refused
// with its own reason; the signer's word on the time counts only while
// the signer is trusted, and an EAS timestamp of the UID (anyone can
// timestamp a message before it is signed) does not lift that.
func TestVerifyOffchain(t *testing.T) {
	ctx := context.Background()
	e := newOnline(t)
	recs := suiteRecords(t, 4)
	signedAt := at.Add(-time.Hour)
	pol := func(when time.Time) verify.Policy {
		return verify.NewPolicy(verify.WithEvaluators(judge.EmbeddedDigest()), verify.At(when), verify.AllowTestOnlyUnsafe())
	}
	signed, err := attestertest.New(e.owner).SignOffchain(ctx, e.owner, recs, signedAt)
	require.NoError(t, err)
	for _, r := range recs {
		require.Nil(t, r.Attestations, "signing offchain changes no record")
	}

	res, err := e.v.VerifyOffchain(ctx, recs[0], signed[0], pol(at))
	require.NoError(t, err, "%v", res.Failed())
	assert.Equal(t, verify.Match, res.Outcome)
	assert.Equal(t, verify.LevelReproducible, res.Level)
	require.NotNil(t, res.OnChain)
	require.NotNil(t, res.OnChain.Offchain)
	assert.Equal(t, e.owner.Address(), res.OnChain.Attester)
	assert.Equal(t, signedAt.UTC(), res.OnChain.Offchain.Time)
	assert.True(t, res.OnChain.Offchain.Timestamped.IsZero())
	m, err := res.Matched()
	require.NoError(t, err)
	assert.True(t, m.Is(recs[0]))

	t.Run("offline", func(t *testing.T) {
		off, err := verify.New(e.trust)
		require.NoError(t, err)
		_, err = off.VerifyOffchain(ctx, recs[0], signed[0], pol(at))
		assert.ErrorIs(t, err, verify.ErrOffchainOffline)
	})
	t.Run("another record's attestation", func(t *testing.T) {
		res, err := e.v.VerifyOffchain(ctx, recs[0], signed[1], pol(at))
		assert.ErrorIs(t, err, verify.ErrAttestation)
		assert.Equal(t, verify.Mismatch, res.Outcome)
		assert.Equal(t, verify.LevelNone, res.Level)
	})
	t.Run("an edited verdict", func(t *testing.T) {
		r := *recs[0]
		r.Verdict.Status = judge.StatusSuccess
		if recs[0].Verdict.Status == judge.StatusSuccess {
			r.Verdict.Status = judge.StatusFailure
		}
		res, _ := e.v.VerifyOffchain(ctx, &r, signed[0], pol(at))
		assert.Equal(t, verify.Mismatch, res.Outcome)
	})
	t.Run("a message changed after signing", func(t *testing.T) {
		a := *signed[0]
		a.Message.Time++
		res, err := e.v.VerifyOffchain(ctx, recs[0], &a, pol(at))
		assert.ErrorIs(t, err, verify.ErrAttestation)
		assert.Contains(t, res.Failed(), verify.CheckVerdictAttestation)
		assert.Contains(t, res.Failed(), verify.CheckAttester)
	})
	t.Run("signed for another chain's EAS", func(t *testing.T) {
		a := *signed[0]
		d := a.Domain
		d.ChainID = 1
		other, err := attest.SignOffchain(d, a.Message, e.dc.Owner)
		require.NoError(t, err)
		res, err := e.v.VerifyOffchain(ctx, recs[0], other, pol(at))
		assert.ErrorIs(t, err, verify.ErrAttestation)
		assert.Equal(t, []verify.CheckName{verify.CheckVerdictAttestation, verify.CheckLevel}, res.Failed())
	})
	t.Run("signed by a key the trust root does not name", func(t *testing.T) {
		forged, err := attest.SignOffchain(signed[0].Domain, signed[0].Message, devchain.Key("mallory"))
		require.NoError(t, err)
		res, err := e.v.VerifyOffchain(ctx, recs[0], forged, pol(at))
		assert.ErrorIs(t, err, verify.ErrUntrustedAttester)
		assert.Equal(t, verify.Untrusted, res.Outcome)
		assert.Equal(t, []verify.CheckName{verify.CheckAttester, verify.CheckLevel}, res.Failed())
	})
	t.Run("dated after the verification time", func(t *testing.T) {
		res, err := e.v.VerifyOffchain(ctx, recs[0], signed[0], pol(signedAt.Add(-time.Minute)))
		assert.ErrorIs(t, err, verify.ErrAttestation)
		assert.Contains(t, res.Failed(), verify.CheckOffchainTime)
	})
	t.Run("a record that names its own attestations", func(t *testing.T) {
		r := *recs[0]
		r.Attestations = &judge.Attestations{ChainID: e.trust.ChainID}
		res, _ := e.v.VerifyOffchain(ctx, &r, signed[0], pol(at))
		assert.Equal(t, verify.Mismatch, res.Outcome)
		assert.Contains(t, res.Failed(), verify.CheckAttested)
	})

	// The signer's window closes after the attestation's time: its word
	// no longer counts, an EAS timestamp inside the window does.
	_, err = e.owner.TimestampRoot(ctx, signed[2].UID)
	require.NoError(t, err)
	stampedAt, err := e.owner.Timestamp(ctx, signed[2].UID)
	require.NoError(t, err)
	stamp := time.Unix(int64(stampedAt), 0).UTC()
	closed := *e.trust
	closed.Attesters = []verify.Attester{{Address: e.owner.Address(), Window: verify.Window{ValidFrom: since.ValidFrom, ValidUntil: stamp.Add(time.Minute)}}}
	later := pol(stamp.Add(time.Hour))
	cv := e.verifier(t, &closed)
	t.Run("a closed window and the signer's word", func(t *testing.T) {
		res, err := cv.VerifyOffchain(ctx, recs[3], signed[3], later)
		assert.ErrorIs(t, err, verify.ErrUntrustedAttester)
		assert.Equal(t, verify.Untrusted, res.Outcome)
	})
	t.Run("a closed window and an EAS timestamp inside it", func(t *testing.T) {
		res, err := cv.VerifyOffchain(ctx, recs[2], signed[2], later)
		assert.ErrorIs(t, err, verify.ErrUntrustedAttester, "a timestamp of the UID is not a timestamp of the signature")
		assert.Equal(t, verify.Untrusted, res.Outcome)
		assert.Equal(t, stamp, res.OnChain.Offchain.Timestamped)
		res, err = e.v.VerifyOffchain(ctx, recs[2], signed[2], later)
		require.NoError(t, err, "the same attestation while the signer's window is open: %v", res.Failed())
	})
	t.Run("a time claimed after its timestamp", func(t *testing.T) {
		future, err := attestertest.New(e.owner).SignOffchain(ctx, e.owner, recs[1:2], stamp.Add(24*time.Hour))
		require.NoError(t, err)
		_, err = e.owner.TimestampRoot(ctx, future[0].UID)
		require.NoError(t, err)
		res, err := e.v.VerifyOffchain(ctx, recs[1], future[0], pol(stamp.Add(48*time.Hour)))
		assert.ErrorIs(t, err, verify.ErrAttestation)
		assert.Contains(t, res.Failed(), verify.CheckOffchainTime)
	})
	t.Run("a record with TEE evidence", func(t *testing.T) {
		r := withTDX(t, recs[3], e.tdx, recs[3])
		res, err := e.v.VerifyOffchain(ctx, r, signed[3], verify.NewPolicy(verify.WithEvaluators(judge.EmbeddedDigest()), verify.At(at),
			verify.AllowTestOnlyUnsafe(), verify.MeasurementsFromRegistry()))
		assert.ErrorIs(t, err, verify.ErrNotAttested, "an offchain verdict attestation names no provenance")
		assert.Equal(t, verify.Untrusted, res.Outcome)
		_, err = attestertest.New(e.owner).SignOffchain(ctx, e.owner, []*judge.Record{r}, signedAt)
		assert.ErrorIs(t, err, attester.ErrRefused, "nor is one signed")
	})
	t.Run("nothing to verify", func(t *testing.T) {
		res, err := e.v.VerifyOffchain(ctx, recs[0], nil, pol(at))
		assert.ErrorIs(t, err, verify.ErrNotAttested)
		require.NotNil(t, res)
		assert.NotEqual(t, verify.Match, res.Outcome)
	})
	t.Run("revoked by its signer", func(t *testing.T) {
		require.NoError(t, e.owner.RevokeOffchain(ctx, signed[0].UID))
		res, err := e.v.VerifyOffchain(ctx, recs[0], signed[0], pol(at))
		assert.ErrorIs(t, err, verify.ErrRevoked)
		assert.Equal(t, verify.Revoked, res.Outcome)
	})
}
