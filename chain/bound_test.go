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
	"github.com/verijudge/verijudge/attester"
	"github.com/verijudge/verijudge/attester/attestertest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/bindings"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/verify"
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
	require.NoError(t, attestertest.New(e.owner).AttestRecords(e.ctx, e.owner, []*judge.Record{honest}))
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
	require.NoError(t, attester.AttestUnverifiedUnsafe(e.ctx, e.owner, []*judge.Record{&lie}))
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
	require.NoError(t, attestertest.New(e.owner).AttestRecords(e.ctx, e.owner, []*judge.Record{rec}))
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

// hugePair attests, as the allowed owner, a verdict attestation of a suite
// verdict whose trialId is 12,000 characters (data no honest verdict has),
// and a linked provenance.
func (e *levelsEnv) hugePair() (*judge.Record, attest.UID, attest.UID) {
	e.t.Helper()
	cases, err := fixtures.Suite()
	require.NoError(e.t, err)
	rec, err := judge.NewRecord(cases[3].Trace, judge.Embedded())
	require.NoError(e.t, err)
	vd := verify.VerdictData(&rec.Verdict, rec.VerdictHash)
	vd.TrialID = strings.Repeat("a", 12_000)
	data, err := vd.Encode()
	require.NoError(e.t, err)
	v := e.attestRaw(e.owner, e.dc.Deployment.VerdictSchema, attest.UID{}, data)
	p, err := e.owner.AttestProvenanceUnsafe(e.ctx, v, attest.ProvenanceData{VerdictHash: rec.VerdictHash,
		TraceHash: rec.TraceHash, EvaluatorDigest: rec.Evaluator.Digest})
	require.NoError(e.t, err)
	return rec, v, p
}

// A huge attestation gets a reason, not a revert: the EAS read has bounded
// gas and size.
func TestHugeAttestationGetsAReason(t *testing.T) {
	e := newLevelsEnv(t)
	rec, v, p := e.hugePair()
	dep := e.dc.Deployment
	lvl, why := e.level(v, p)
	assert.Equal(t, [2]uint8{0, attestationTooLarge}, [2]uint8{lvl, why})
	pre, err := judge.VerdictPreimage(&rec.Verdict)
	require.NoError(t, err)
	lvl, why = e.bound(v, p, pre)
	assert.Equal(t, [2]uint8{0, attestationTooLarge}, [2]uint8{lvl, why})

	// A huge provenance likewise.
	require.NoError(t, attestertest.New(e.owner).AttestRecords(e.ctx, e.owner, []*judge.Record{rec}))
	hp := e.attestRaw(e.owner, dep.ProvenanceSchema, attest.UID(rec.Attestations.VerdictUID), make([]byte, 12_000))
	lvl, why = e.level(attest.UID(rec.Attestations.VerdictUID), hp)
	assert.Equal(t, [2]uint8{0, attestationTooLarge}, [2]uint8{lvl, why})
}

// The preimage parser on its own: each case attests (raw, as an allowed
// attester) exactly abi.encode(sha256(P), fields) for a crafted P, with a
// linked provenance of sha256(P), so only the parse can refuse it. A
// parser that split on quotes without refusing escapes would read the
// fields below out of the escaped P, which JSON reads as other strings.
func TestPreimageParser(t *testing.T) {
	e := newLevelsEnv(t)
	dep := e.dc.Deployment
	pair := func(p string, fields [5]string, data func([]byte) []byte) (attest.UID, attest.UID) {
		h := canon.Sum([]byte(p))
		vd := attest.VerdictData{VerdictHash: h, TrialID: fields[0], TaskID: fields[1], BuildID: fields[2],
			Status: fields[3], EvidenceClass: fields[4]}
		enc, err := vd.Encode()
		require.NoError(t, err)
		if data != nil {
			enc = data(enc)
		}
		v := e.attestRaw(e.owner, dep.VerdictSchema, attest.UID{}, enc)
		pu, err := e.owner.AttestProvenanceUnsafe(e.ctx, v, attest.ProvenanceData{VerdictHash: h,
			TraceHash: canon.Sum([]byte("trace")), EvaluatorDigest: judge.EmbeddedDigest()})
		require.NoError(t, err)
		return v, pu
	}
	std := [5]string{"t1", "k1", "b1", "SUCCESS", "web3"}
	for _, tc := range []struct {
		name   string
		p      string
		fields [5]string
		data   func([]byte) []byte
		want   [2]uint8
	}{
		{"well formed", `["t1","k1","b1","SUCCESS","web3",[],[]]`, std, nil, [2]uint8{1, ok}},
		{"an escaped quote read as a field end", `["t1\","k1","b1","SUCCESS","web3",[],[]]`,
			[5]string{`t1\`, "k1", "b1", "SUCCESS", "web3"}, nil, [2]uint8{0, preimageMismatch}},
		{"a raw control character", "[\"t1\x01\",\"k1\",\"b1\",\"SUCCESS\",\"web3\",[],[]]",
			[5]string{"t1\x01", "k1", "b1", "SUCCESS", "web3"}, nil, [2]uint8{0, preimageMismatch}},
		{"no opening bracket", `"t1","k1","b1","SUCCESS","web3",[],[]]`, std, nil, [2]uint8{0, preimageMismatch}},
		{"no checks array after the fields", `["t1","k1","b1","SUCCESS","web3","x"]`, std, nil, [2]uint8{0, preimageMismatch}},
		{"four fields", `["t1","k1","b1","SUCCESS",[],[]]`, std, nil, [2]uint8{0, preimageMismatch}},
		{"other fields in the attestation", `["t1","k1","b1","FAILURE","web3",[],[]]`, std, nil, [2]uint8{0, preimageMismatch}},
		{"attestation data with trailing bytes", `["t1","k1","b1","SUCCESS","web3",[],[]]`, std,
			func(b []byte) []byte { return append(b, make([]byte, 32)...) }, [2]uint8{0, preimageMismatch}},
		{"attestation data with dirty padding", `["t1","k1","b1","SUCCESS","web3",[],[]]`, std,
			func(b []byte) []byte { b[len(b)-1] = 1; return b }, [2]uint8{0, preimageMismatch}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, p := pair(tc.p, tc.fields, tc.data)
			lvl, why := e.level(v, p)
			require.Equal(t, [2]uint8{1, ok}, [2]uint8{lvl, why}, "the base check passes: only the parse decides")
			lvl, why = e.bound(v, p, []byte(tc.p))
			assert.Equal(t, tc.want, [2]uint8{lvl, why})
		})
	}
}

// An EAS read with less gas than READ_GAS that fails is not reported as a
// reason (which whoever sets a transaction's gas could force on a
// consumer contract): it reverts with ReadStarved. With enough gas, the
// same huge attestation gets ATTESTATION_TOO_LARGE, and an honest one its
// level.
func TestStarvedReadReverts(t *testing.T) {
	e := newLevelsEnv(t)
	_, hv, hp := e.hugePair()
	dep := e.dc.Deployment
	v, p := e.verdictPair(e.owner, nil)

	jv := bindings.NewJudgeVerifier()
	to := dep.JudgeVerifier
	check := func(v, p attest.UID, gas uint64) ([2]uint8, error) {
		out, err := e.dc.Backend.Client().CallContract(e.ctx, ethereum.CallMsg{To: &to, Data: jv.PackCheckVerdict(v, p), Gas: gas}, nil)
		if err != nil {
			return [2]uint8{}, err
		}
		res, err := jv.UnpackCheckVerdict(out)
		require.NoError(t, err)
		return [2]uint8{res.Level, res.Reason}, nil
	}
	got, err := check(hv, hp, 2_000_000)
	require.NoError(t, err)
	assert.Equal(t, [2]uint8{0, attestationTooLarge}, got)
	got, err = check(v, p, 400_000)
	require.NoError(t, err)
	assert.Equal(t, [2]uint8{1, ok}, got, "an honest read needs far less than READ_GAS")

	_, err = check(hv, hp, 400_000)
	require.Error(t, err, "starved: a revert, not level 0 with a reason")
	var de interface{ ErrorData() interface{} }
	require.ErrorAs(t, err, &de)
	raw, _ := de.ErrorData().(string)
	ue, err := jv.UnpackError(common.FromHex(raw))
	require.NoError(t, err)
	assert.IsType(t, &bindings.JudgeVerifierReadStarved{}, ue)
}
