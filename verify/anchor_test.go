package verify_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/attester/attestertest"
	"github.com/verijudge/verijudge/chain/bindings"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/verify"
)

func anchorOf(t *testing.T, r *judge.Record) *attest.Anchor {
	t.Helper()
	a, err := attest.ParseAnchor(r.Anchor)
	require.NoError(t, err)
	return a
}

func withAnchor(t *testing.T, r *judge.Record, a *attest.Anchor) *judge.Record {
	t.Helper()
	c := *r
	b, err := json.Marshal(a)
	require.NoError(t, err)
	c.Anchor = b
	return &c
}

// An anchored batch verifies MATCH at level 1 on the dev chain; every
// attack is refused by this verifier, with the failing check and class
// named, and by the contract, with its reason.
func TestVerifyAnchored(t *testing.T) {
	ctx := context.Background()
	e := newOnline(t)
	recs := suiteRecords(t, 4)
	batch, err := attestertest.New(e.owner).AnchorRecords(ctx, e.owner, recs[:3])
	require.NoError(t, err)
	for _, r := range recs[:3] {
		res, err := e.v.Verify(ctx, r, devPolicy())
		require.NoError(t, err, "%v", res.Failed())
		assert.Equal(t, verify.Match, res.Outcome)
		assert.Equal(t, verify.LevelReproducible, res.Level)
		require.NotNil(t, res.OnChain)
		require.NotNil(t, res.OnChain.Anchor)
		assert.Equal(t, batch.Root[:], res.OnChain.Anchor.Root[:])
		assert.Equal(t, e.owner.Address(), res.OnChain.Attester)
		assert.Equal(t, "OK", res.OnChain.LevelReason)
	}

	d, err := e.owner.OffchainDomain(ctx)
	require.NoError(t, err)
	dep := e.dc.Deployment
	other, err := e.dc.ClientFor(ctx, devchain.Key("other"))
	require.NoError(t, err)
	// sign re-signs one attestation, edited, with the owner key.
	sign := func(o *attest.OffchainAttestation, edit func(m *attest.OffchainMessage)) {
		m := o.Message
		edit(&m)
		s, err := attest.SignOffchain(d, m, e.dc.Owner)
		require.NoError(t, err)
		*o = *s
	}
	unanchored := func(a *attest.Anchor, at uint64) *attest.Anchor {
		b, _, err := attest.SignBatch(d, e.dc.Owner, at, dep.VerdictSchema, dep.ProvenanceSchema,
			[]attest.BatchItem{{Verdict: a.Verdict.Message.Data, Provenance: a.Provenance.Message.Data}})
		require.NoError(t, err)
		return b[0]
	}
	_, err = attestertest.New(other).AnchorRecords(ctx, other, []*judge.Record{recs[3]})
	require.NoError(t, err)

	for _, tc := range []struct {
		name   string
		record func() *judge.Record
		check  verify.CheckName
		class  error
		reason string
	}{
		{"verdict data tampered", func() *judge.Record {
			a := anchorOf(t, recs[0])
			a.Verdict.Message.Data[40] ^= 1
			return withAnchor(t, recs[0], a)
		}, verify.CheckVerdictAttestation, verify.ErrAttestation, "VERDICT_WRONG_ATTESTER"},
		{"tampered and re-signed by the owner: another verdict's fields", func() *judge.Record {
			a := anchorOf(t, recs[0])
			sign(&a.Verdict, func(m *attest.OffchainMessage) { m.Data = anchorOf(t, recs[1]).Verdict.Message.Data })
			return withAnchor(t, recs[0], a)
		}, verify.CheckVerdictAttestation, verify.ErrAttestation, "PROVENANCE_NOT_LINKED"},
		{"wrong proof", func() *judge.Record {
			a := anchorOf(t, recs[0])
			a.Proof[0][0] ^= 1
			return withAnchor(t, recs[0], a)
		}, verify.CheckAnchor, verify.ErrAttestation, "ANCHOR_PROOF_INVALID"},
		{"another record's anchor", func() *judge.Record { return withAnchor(t, recs[0], anchorOf(t, recs[1])) },
			verify.CheckVerdictAttestation, verify.ErrAttestation, "OK"},
		{"root never timestamped", func() *judge.Record {
			return withAnchor(t, recs[0], unanchored(anchorOf(t, recs[0]), batch.Timestamp))
		}, verify.CheckAnchorTimestamp, verify.ErrNotAttested, "ANCHOR_NOT_TIMESTAMPED"},
		{"attester not allowed", func() *judge.Record { return recs[3] }, verify.CheckAttester, verify.ErrUntrustedAttester, "VERDICT_WRONG_ATTESTER"},
		{"expired provenance", func() *judge.Record {
			a := anchorOf(t, recs[0])
			sign(&a.Provenance, func(m *attest.OffchainMessage) { m.ExpirationTime = 1 })
			return withAnchor(t, recs[0], a)
		}, verify.CheckProvenanceAttestation, verify.ErrAttestation, "PROVENANCE_EXPIRED"},
		{"both an anchor and on-chain attestations", func() *judge.Record {
			r := *recs[0]
			r.Attestations = &judge.Attestations{ChainID: dep.ChainID, VerdictUID: [32]byte{1}, ProvenanceUID: [32]byte{2}}
			return &r
		}, verify.CheckAttested, verify.ErrAttestation, ""},
		{"an anchor that does not read", func() *judge.Record {
			r := *recs[0]
			r.Anchor = json.RawMessage(`{"mediaType":"application/vnd.verijudge.anchor.v1+json"}`)
			return &r
		}, verify.CheckAnchor, verify.ErrAttestation, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := e.v.Verify(ctx, tc.record(), devPolicy())
			require.Error(t, err)
			assert.ErrorIs(t, err, tc.class)
			assert.Contains(t, res.Failed(), tc.check)
			assert.NotEqual(t, verify.Match, res.Outcome)
			if tc.reason != "" {
				require.NotNil(t, res.OnChain)
				assert.Equal(t, tc.reason, res.OnChain.LevelReason)
			}
		})
	}

	t.Run("attested after its anchor", func(t *testing.T) {
		a := unanchored(anchorOf(t, recs[0]), batch.Timestamp+1<<20)
		require.NoError(t, e.owner.SendRaw(ctx, dep.EAS, bindings.NewEAS().PackTimestamp(a.Root)))
		res, err := e.v.Verify(ctx, withAnchor(t, recs[0], a), devPolicy())
		assert.ErrorIs(t, err, verify.ErrAttestation)
		assert.Contains(t, res.Failed(), verify.CheckAnchorTimestamp)
		assert.Equal(t, "ATTESTED_AFTER_ANCHOR", res.OnChain.LevelReason)
	})

	t.Run("revoked offchain by its signer", func(t *testing.T) {
		// By a stranger: nothing changes.
		require.NoError(t, other.RevokeOffchain(ctx, anchorOf(t, recs[1]).Verdict.UID))
		_, err := e.v.Verify(ctx, recs[1], devPolicy())
		require.NoError(t, err)
		require.NoError(t, e.owner.RevokeOffchain(ctx, anchorOf(t, recs[1]).Provenance.UID))
		res, err := e.v.Verify(ctx, recs[1], devPolicy())
		assert.ErrorIs(t, err, verify.ErrRevoked)
		assert.Equal(t, verify.Revoked, res.Outcome)
		assert.Equal(t, "PROVENANCE_REVOKED", res.OnChain.LevelReason)
	})

	t.Run("evaluator revoked by the registry", func(t *testing.T) {
		require.NoError(t, e.owner.RevokeEvaluator(ctx, judge.EmbeddedDigest()))
		res, err := e.v.Verify(ctx, recs[2], devPolicy())
		assert.ErrorIs(t, err, verify.ErrEvaluatorNotAllowed)
		assert.Equal(t, "EVALUATOR_NOT_ALLOWED", res.OnChain.LevelReason)
	})
}
