package chain_test

import (
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/bindings"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/judge"
)

// Reasons added with checkVerdictBound (contracts/src/JudgeVerifier.sol).
const (
	attesterMismatch    = 15
	attestationTooLarge = 16
	preimageMismatch    = 17
)

// attestRaw attests data under schema through EAS as c, checking nothing,
// and returns the new attestation's UID.
func (e *levelsEnv) attestRaw(c *chain.Client, schema, ref attest.UID, data []byte) attest.UID {
	e.t.Helper()
	eas := bindings.NewEAS()
	require.NoError(e.t, c.SendRaw(e.ctx, e.dc.Deployment.EAS, eas.PackAttest(bindings.AttestationRequest{Schema: schema,
		Data: bindings.AttestationRequestData{Revocable: true, RefUID: ref, Data: data, Value: new(big.Int)}})))
	logs, err := e.dc.Backend.Client().FilterLogs(e.ctx, ethereum.FilterQuery{Addresses: []common.Address{e.dc.Deployment.EAS}})
	require.NoError(e.t, err)
	for i := len(logs) - 1; i >= 0; i-- {
		if ev, err := eas.UnpackAttestedEvent(&logs[i]); err == nil {
			return attest.UID(ev.Uid)
		}
	}
	e.t.Fatal("no Attested event")
	return attest.UID{}
}

func (e *levelsEnv) bound(v, p attest.UID, preimage []byte) (uint8, uint8) {
	e.t.Helper()
	l, r, err := e.owner.CheckVerdictBound(e.ctx, v, p, preimage)
	require.NoError(e.t, err)
	return l, r
}

// checkVerdictBound: level 1 only when the verdict attestation is the
// verdict of the preimage given. The attack it stops: an allowed attester
// attests the hash of a FAILURE verdict with SUCCESS in clear.
func TestCheckVerdictBound(t *testing.T) {
	e := newLevelsEnv(t)
	cases, err := fixtures.Suite()
	require.NoError(t, err)
	var honest, other *judge.Record
	for _, c := range cases {
		switch c.Name() {
		case "web3-pay-usd-250-injected/naive":
			honest, err = judge.NewRecord(c.Trace, judge.Embedded())
		case "web3-pay-usd-250-injected/reference":
			other, err = judge.NewRecord(c.Trace, judge.Embedded())
		}
		require.NoError(t, err)
	}
	require.Equal(t, judge.StatusFailure, honest.Verdict.Status)
	require.NoError(t, e.owner.AttestRecords(e.ctx, []*judge.Record{honest}))
	v, p := attest.UID(honest.Attestations.VerdictUID), attest.UID(honest.Attestations.ProvenanceUID)
	pre, err := judge.VerdictPreimage(&honest.Verdict)
	require.NoError(t, err)
	otherPre, err := judge.VerdictPreimage(&other.Verdict)
	require.NoError(t, err)

	lvl, why := e.bound(v, p, pre)
	assert.Equal(t, [2]uint8{1, ok}, [2]uint8{lvl, why})

	// The lie: the FAILURE verdict's hash, SUCCESS in clear.
	lie := *honest
	lie.Attestations = nil
	lie.Verdict.Status = judge.StatusSuccess
	require.NoError(t, e.owner.AttestRecords(e.ctx, []*judge.Record{&lie}, chain.UnverifiedUnsafe()))
	lv, lp := attest.UID(lie.Attestations.VerdictUID), attest.UID(lie.Attestations.ProvenanceUID)
	lvl, _ = e.level(lv, lp)
	assert.EqualValues(t, 1, lvl, "checkVerdict alone reads only the hash")
	liePre, err := judge.VerdictPreimage(&lie.Verdict)
	require.NoError(t, err)

	for _, tc := range []struct {
		name     string
		v, p     attest.UID
		preimage []byte
		want     [2]uint8
	}{
		{"the lie with the true preimage", lv, lp, pre, [2]uint8{0, preimageMismatch}},
		{"the lie with its own preimage", lv, lp, liePre, [2]uint8{0, preimageMismatch}},
		{"another verdict's preimage", v, p, otherPre, [2]uint8{0, preimageMismatch}},
		{"empty", v, p, nil, [2]uint8{0, preimageMismatch}},
		{"truncated", v, p, pre[:len(pre)-1], [2]uint8{0, preimageMismatch}},
		{"one byte more", v, p, append(append([]byte(nil), pre...), ' '), [2]uint8{0, preimageMismatch}},
		{"fields only", v, p, pre[:strings.Index(string(pre), ",[")+2], [2]uint8{0, preimageMismatch}},
		{"an escape in a field", v, p, []byte(strings.Replace(string(pre), `","`, `\","`, 1)), [2]uint8{0, preimageMismatch}},
		{"the base check fails first", attest.UID{1}, p, pre, [2]uint8{0, verdictNotFound}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lvl, why := e.bound(tc.v, tc.p, tc.preimage)
			assert.Equal(t, tc.want, [2]uint8{lvl, why})
		})
	}

	// Online verification of the lie's record names the refusal.
	res := e.owner.Verify(e.ctx, &lie, judge.Embedded())
	assert.Equal(t, judge.Mismatch, res.Outcome)
	assert.Equal(t, "PREIMAGE_MISMATCH", res.LevelReason)
}

// One attester vouches for both halves: a provenance from another allowed
// attester does not lift someone else's verdict.
func TestOneAttesterPerVerdict(t *testing.T) {
	e := newLevelsEnv(t)
	require.NoError(t, e.owner.AllowAttester(e.ctx, e.stranger.Address()))
	cases, err := fixtures.Suite()
	require.NoError(t, err)
	rec, err := judge.NewRecord(cases[3].Trace, judge.Embedded())
	require.NoError(t, err)
	require.NoError(t, e.owner.AttestRecords(e.ctx, []*judge.Record{rec}))
	v := attest.UID(rec.Attestations.VerdictUID)
	pd := attest.ProvenanceData{VerdictHash: rec.VerdictHash, TraceHash: rec.TraceHash, EvaluatorDigest: rec.Evaluator.Digest,
		TEEQuoteHash: canon.Sum([]byte("a quote of the stranger's"))}
	p2, err := e.stranger.AttestProvenanceUnsafe(e.ctx, v, pd)
	require.NoError(t, err)
	lvl, why := e.level(v, p2)
	assert.Equal(t, [2]uint8{0, attesterMismatch}, [2]uint8{lvl, why})
	lvl, why = e.level(v, attest.UID(rec.Attestations.ProvenanceUID))
	assert.Equal(t, [2]uint8{1, ok}, [2]uint8{lvl, why}, "the attester's own provenance stands")
}

// A huge attestation gets a reason, not a revert: the EAS read has bounded
// gas and size.
func TestHugeAttestationGetsAReason(t *testing.T) {
	e := newLevelsEnv(t)
	cases, err := fixtures.Suite()
	require.NoError(t, err)
	rec, err := judge.NewRecord(cases[3].Trace, judge.Embedded())
	require.NoError(t, err)
	vd := attest.NewVerdictData(&rec.Verdict, rec.VerdictHash)
	vd.TrialID = strings.Repeat("a", 12_000)
	data, err := vd.Encode()
	require.NoError(t, err)
	dep := e.dc.Deployment
	v := e.attestRaw(e.owner, dep.VerdictSchema, attest.UID{}, data)
	pd := attest.ProvenanceData{VerdictHash: rec.VerdictHash, TraceHash: rec.TraceHash, EvaluatorDigest: rec.Evaluator.Digest}
	p, err := e.owner.AttestProvenanceUnsafe(e.ctx, v, pd)
	require.NoError(t, err)
	lvl, why := e.level(v, p)
	assert.Equal(t, [2]uint8{0, attestationTooLarge}, [2]uint8{lvl, why})
	pre, err := judge.VerdictPreimage(&rec.Verdict)
	require.NoError(t, err)
	lvl, why = e.bound(v, p, pre)
	assert.Equal(t, [2]uint8{0, attestationTooLarge}, [2]uint8{lvl, why})

	// A huge provenance likewise.
	require.NoError(t, e.owner.AttestRecords(e.ctx, []*judge.Record{rec}))
	hp := e.attestRaw(e.owner, dep.ProvenanceSchema, attest.UID(rec.Attestations.VerdictUID), make([]byte, 12_000))
	lvl, why = e.level(attest.UID(rec.Attestations.VerdictUID), hp)
	assert.Equal(t, [2]uint8{0, attestationTooLarge}, [2]uint8{lvl, why})
}
