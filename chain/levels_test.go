package chain_test

import (
	"context"
	"os"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/attester/attestertest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/bindings"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/chain/internal/bindgen/gen"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/judge"
)

// TestBindingsFresh: the committed bindings are what abigen v2 generates
// from the committed artifacts (run `go generate ./chain` after a change).
func TestBindingsFresh(t *testing.T) {
	want, err := gen.Source()
	require.NoError(t, err)
	got, err := os.ReadFile("bindings/bindings.go")
	require.NoError(t, err)
	require.Equal(t, want, string(got), "chain/bindings is stale: run go generate ./chain")
}

// levelsEnv is the dev chain with the registry owner's client and a
// client for an address that is not an allowed attester.
type levelsEnv struct {
	t        testing.TB
	ctx      context.Context
	dc       *devchain.Chain
	owner    *chain.Client
	stranger *chain.Client
}

func newLevelsEnv(t testing.TB) *levelsEnv {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	t.Cleanup(func() { dc.Close() })
	stranger, err := dc.ClientFor(ctx, devchain.Key("other"))
	require.NoError(t, err)
	return &levelsEnv{t: t, ctx: ctx, dc: dc, owner: dc.Client, stranger: stranger}
}

func (e *levelsEnv) level(v, p attest.UID) (uint8, uint8) {
	e.t.Helper()
	l, r, err := e.owner.CheckVerdict(e.ctx, v, p)
	require.NoError(e.t, err)
	return l, r
}

// verdictPair attests a suite verdict and its provenance through c, with
// the provenance data altered by mutate.
func (e *levelsEnv) verdictPair(c *chain.Client, mutate func(*attest.ProvenanceData)) (attest.UID, attest.UID) {
	e.t.Helper()
	cases, err := fixtures.Suite()
	require.NoError(e.t, err)
	rec, err := judge.NewRecord(cases[3].Trace, judge.Embedded())
	require.NoError(e.t, err)
	if mutate == nil {
		require.NoError(e.t, attestertest.New(c).AttestRecords(e.ctx, c, []*judge.Record{rec}))
		return attest.UID(rec.Attestations.VerdictUID), attest.UID(rec.Attestations.ProvenanceUID)
	}
	// Attest the verdict normally, then a provenance with altered data.
	require.NoError(e.t, attestertest.New(c).AttestRecords(e.ctx, c, []*judge.Record{rec}))
	pd := attest.ProvenanceData{VerdictHash: rec.VerdictHash, TraceHash: rec.TraceHash, EvaluatorDigest: rec.Evaluator.Digest}
	mutate(&pd)
	uid, err := c.AttestProvenanceUnsafe(e.ctx, attest.UID(rec.Attestations.VerdictUID), pd)
	require.NoError(e.t, err)
	return attest.UID(rec.Attestations.VerdictUID), uid
}

// Reason codes of JudgeVerifier (contracts/src/JudgeVerifier.sol).
const (
	ok                    = 0
	verdictNotFound       = 1
	verdictWrongSchema    = 2
	verdictRevoked        = 3
	verdictWrongAttester  = 5
	provenanceNotFound    = 6
	provenanceWrongSchema = 7
	provenanceRevoked     = 8
	provenanceNotLinked   = 11
	verdictHashMismatch   = 12
	evaluatorNotAllowed   = 13
)

func TestCheckVerdictLevels(t *testing.T) {
	e := newLevelsEnv(t)
	digest := judge.EmbeddedDigest()
	dep := e.dc.Deployment

	v, p := e.verdictPair(e.owner, nil)
	lvl, why := e.level(v, p)
	assert.Equal(t, [2]uint8{1, ok}, [2]uint8{lvl, why}, "level 1: REPRODUCIBLE")

	tv, tp := e.verdictPair(e.owner, func(d *attest.ProvenanceData) { d.TEEQuoteHash = canon.Sum([]byte("quote")) })
	lvl, why = e.level(tv, tp)
	assert.Equal(t, [2]uint8{2, ok}, [2]uint8{lvl, why}, "level 2: TEE_CLAIMED")

	cases := []struct {
		name   string
		uids   func() (attest.UID, attest.UID)
		reason uint8
	}{
		{"verdict not found", func() (attest.UID, attest.UID) { return attest.UID{1}, p }, verdictNotFound},
		{"verdict uid is a provenance", func() (attest.UID, attest.UID) { return p, p }, verdictWrongSchema},
		{"provenance not found", func() (attest.UID, attest.UID) { return v, attest.UID{2} }, provenanceNotFound},
		{"provenance uid is a verdict", func() (attest.UID, attest.UID) { return v, v }, provenanceWrongSchema},
		{"provenance of another verdict", func() (attest.UID, attest.UID) { return v, tp }, provenanceNotLinked},
		{"unauthorized attester", func() (attest.UID, attest.UID) { return e.verdictPair(e.stranger, nil) }, verdictWrongAttester},
		{"mismatched provenance", func() (attest.UID, attest.UID) {
			return e.verdictPair(e.owner, func(d *attest.ProvenanceData) { d.VerdictHash = canon.Sum([]byte("other")) })
		}, verdictHashMismatch},
		{"evaluator not allowed", func() (attest.UID, attest.UID) {
			return e.verdictPair(e.owner, func(d *attest.ProvenanceData) { d.EvaluatorDigest = canon.Sum([]byte("v0")) })
		}, evaluatorNotAllowed},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			vu, pu := tt.uids()
			lvl, why := e.level(vu, pu)
			assert.Equal(t, [2]uint8{0, tt.reason}, [2]uint8{lvl, why})
		})
	}

	// Revoking the evaluator drops every verdict it produced to level 0.
	require.NoError(t, e.owner.RevokeEvaluator(e.ctx, digest))
	lvl, why = e.level(v, p)
	assert.Equal(t, [2]uint8{0, evaluatorNotAllowed}, [2]uint8{lvl, why})
	require.NoError(t, e.owner.AllowEvaluator(e.ctx, digest, judge.EvaluatorVersion, "embedded"))

	// Revoking the provenance, then the verdict attestation.
	require.NoError(t, e.owner.RevokeAttestation(e.ctx, dep.ProvenanceSchema, p))
	lvl, why = e.level(v, p)
	assert.Equal(t, [2]uint8{0, provenanceRevoked}, [2]uint8{lvl, why})
	require.NoError(t, e.owner.RevokeAttestation(e.ctx, dep.VerdictSchema, v))
	lvl, why = e.level(v, p)
	assert.Equal(t, [2]uint8{0, verdictRevoked}, [2]uint8{lvl, why})
}

func TestRegistryOwnershipIsTwoStep(t *testing.T) {
	e := newLevelsEnv(t)
	owner := func() common.Address {
		a, err := e.owner.Owner(e.ctx)
		require.NoError(t, err)
		return a
	}
	// A stranger can change nothing, and the error names the contract's reason.
	err := e.stranger.AllowEvaluator(e.ctx, canon.Sum([]byte("x")), "1", "")
	assert.ErrorIs(t, err, chain.ErrReverted)
	assertRevert(t, err, "NotOwner")
	require.NoError(t, e.owner.TransferOwnership(e.ctx, e.stranger.Address()))
	assert.Equal(t, e.owner.Address(), owner(), "ownership moves only on accept")
	assert.ErrorIs(t, e.owner.AcceptOwnership(e.ctx), chain.ErrReverted, "only the pending owner accepts")
	require.NoError(t, e.stranger.AcceptOwnership(e.ctx))
	assert.Equal(t, e.stranger.Address(), owner())
	assert.ErrorIs(t, e.owner.AllowAttester(e.ctx, e.owner.Address()), chain.ErrReverted, "the previous owner lost its rights")
}

// BenchmarkCheckVerdictGas reports the gas of checkVerdict for a level-1
// verdict (an eth_estimateGas of the view call; two EAS reads dominate),
// and of checkVerdictBound with the verdict's preimage: the difference is
// what binding the attestation's clear fields to the preimage costs,
// calldata included.
func BenchmarkCheckVerdictGas(b *testing.B) {
	e := newLevelsEnv(b)
	v, p := e.verdictPair(e.owner, nil)
	cases, err := fixtures.Suite()
	require.NoError(b, err)
	rec, err := judge.NewRecord(cases[3].Trace, judge.Embedded())
	require.NoError(b, err)
	pre, err := judge.VerdictPreimage(&rec.Verdict)
	require.NoError(b, err)
	to := e.dc.Deployment.JudgeVerifier
	jv := bindings.NewJudgeVerifier()
	for _, bc := range []struct {
		name string
		data []byte
	}{
		{"checkVerdict", jv.PackCheckVerdict(v, p)},
		{"checkVerdictBound", jv.PackCheckVerdictBound(v, p, pre)},
	} {
		b.Run(bc.name, func(b *testing.B) {
			var gas uint64
			for b.Loop() {
				var err error
				gas, err = e.dc.Backend.Client().EstimateGas(e.ctx, ethereum.CallMsg{To: &to, Data: bc.data})
				if err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(gas), "gas")
			b.ReportMetric(float64(len(pre)), "preimage-bytes")
		})
	}
}

// TestRecordedLevels: a level module's record lifts checkVerdict only for
// the provenance it checked, only while the module stays allowed and only
// while the evidence it stands on (a TEE measurement for level 3, a ZK
// program for level 4) stays allowed in the registry: revocation bites at
// the next read. Each module keeps its own record: a level-4 record never
// erases a level-3 one, and the highest live one counts.
func TestRecordedLevels(t *testing.T) {
	e := newLevelsEnv(t)
	v, p := e.verdictPair(e.owner, nil)
	_, p2 := e.verdictPair(e.owner, nil) // another valid provenance (of another verdict)
	jv := bindings.NewJudgeVerifier()
	send := func(c *chain.Client, data []byte) error {
		return c.SendRaw(e.ctx, e.dc.Deployment.JudgeVerifier, data)
	}
	mod3 := e.owner // as a level-3 module
	program, measurement := canon.Sum([]byte("program")), canon.Sum([]byte("measurement"))
	platform, fmspc := canon.Sum([]byte("a PCK key")), [6]byte{0x50, 0x80, 0x6f}
	recordedEvents := func() int {
		logs, err := e.dc.Backend.Client().FilterLogs(e.ctx, ethereum.FilterQuery{
			Addresses: []common.Address{e.dc.Deployment.JudgeVerifier},
		})
		require.NoError(t, err)
		n := 0
		for i := range logs {
			if _, err := jv.UnpackLevelRecordedEvent(&logs[i]); err == nil {
				n++
			}
		}
		return n
	}
	// Only modules the registry owner allows may record.
	assert.ErrorIs(t, send(e.stranger, jv.PackRecordLevel(v, p, 4, program, [32]byte{}, [6]byte{})), chain.ErrReverted)
	assert.ErrorIs(t, send(e.stranger, jv.PackSetLevelModule(e.stranger.Address(), 4)), chain.ErrReverted, "only the registry owner allows modules")
	require.NoError(t, send(e.owner, jv.PackSetLevelModule(e.stranger.Address(), 4)))
	require.NoError(t, send(e.owner, jv.PackSetLevelModule(mod3.Address(), 3)))
	assert.ErrorIs(t, send(mod3, jv.PackRecordLevel(v, p, 4, program, [32]byte{}, [6]byte{})), chain.ErrReverted, "a level-3 module cannot record 4")

	// The evidence must be allowed when it is recorded.
	assert.ErrorIs(t, send(e.stranger, jv.PackRecordLevel(v, p, 4, program, [32]byte{}, [6]byte{})), chain.ErrReverted, "program not allowed")
	require.NoError(t, e.owner.AllowZkProgram(e.ctx, program))
	require.NoError(t, e.owner.AllowTeeMeasurement(e.ctx, measurement))
	require.NoError(t, send(e.stranger, jv.PackRecordLevel(v, p, 4, program, [32]byte{}, [6]byte{})))
	lvl, why := e.level(v, p)
	assert.Equal(t, [2]uint8{4, ok}, [2]uint8{lvl, why})
	lvl, _ = e.level(v, p2)
	assert.NotEqual(t, uint8(4), lvl, "the record is for one provenance only")

	// The same record again stores nothing and emits nothing.
	n := recordedEvents()
	require.NoError(t, send(e.stranger, jv.PackRecordLevel(v, p, 4, program, [32]byte{}, [6]byte{})))
	assert.Equal(t, n, recordedEvents(), "LevelRecorded only when something is stored")

	// A level-3 record beside it does not lower the level.
	require.NoError(t, send(mod3, jv.PackRecordLevel(v, p, 3, measurement, platform, fmspc)))
	assert.Equal(t, n+1, recordedEvents())
	lvl, _ = e.level(v, p)
	assert.EqualValues(t, 4, lvl, "the highest live record counts")

	// Revoking the program lowers the level to the live level-3 record ...
	require.NoError(t, e.owner.RevokeZkProgram(e.ctx, program))
	lvl, why = e.level(v, p)
	assert.Equal(t, [2]uint8{3, ok}, [2]uint8{lvl, why}, "a revoked ZK program no longer counts")
	// ... and revoking the measurement to level 1.
	require.NoError(t, e.owner.RevokeTeeMeasurement(e.ctx, measurement))
	lvl, _ = e.level(v, p)
	assert.EqualValues(t, 1, lvl, "a revoked TEE measurement no longer counts")

	// Revocation is for good: allowing the measurement or the program again
	// does not bring back what was recorded before (it may have been
	// recorded while they were compromised); a new record does.
	require.NoError(t, e.owner.AllowTeeMeasurement(e.ctx, measurement))
	require.NoError(t, e.owner.AllowZkProgram(e.ctx, program))
	lvl, _ = e.level(v, p)
	assert.EqualValues(t, 1, lvl, "re-allowing restores nothing")
	require.NoError(t, send(mod3, jv.PackRecordLevel(v, p, 3, measurement, platform, fmspc)))
	lvl, _ = e.level(v, p)
	assert.EqualValues(t, 3, lvl, "a new record after re-allowing counts")
	require.NoError(t, send(e.stranger, jv.PackRecordLevel(v, p, 4, program, [32]byte{}, [6]byte{})))
	lvl, _ = e.level(v, p)
	assert.EqualValues(t, 4, lvl)

	// Withdrawing a module withdraws what it recorded, for good.
	require.NoError(t, send(e.owner, jv.PackSetLevelModule(e.stranger.Address(), 0)))
	lvl, why = e.level(v, p)
	assert.Equal(t, [2]uint8{3, ok}, [2]uint8{lvl, why})
	require.NoError(t, send(e.owner, jv.PackSetLevelModule(e.stranger.Address(), 4)))
	lvl, _ = e.level(v, p)
	assert.EqualValues(t, 3, lvl, "allowing the module again restores nothing")
	require.NoError(t, send(e.owner, jv.PackSetLevelModule(mod3.Address(), 0)))
	lvl, _ = e.level(v, p)
	assert.EqualValues(t, 1, lvl)
}

// TestPlatformRevocationBites: a level-3 record names its TDX platform (PCK
// key hash and FMSPC); revoking either drops the level at the next read,
// for good, and no record can be made on a revoked platform.
func TestPlatformRevocationBites(t *testing.T) {
	e := newLevelsEnv(t)
	jv := bindings.NewJudgeVerifier()
	send := func(data []byte) error { return e.owner.SendRaw(e.ctx, e.dc.Deployment.JudgeVerifier, data) }
	require.NoError(t, send(jv.PackSetLevelModule(e.owner.Address(), 3)))
	m := canon.Sum([]byte("measurement"))
	require.NoError(t, e.owner.AllowTeeMeasurement(e.ctx, m))
	pck1, pck2 := canon.Sum([]byte("PCK 1")), canon.Sum([]byte("PCK 2"))
	model1, model2 := [6]byte{0x50, 0x80, 0x6f}, [6]byte{0x90, 0xc0, 0x6f}

	v1, p1 := e.verdictPair(e.owner, nil)
	v2, p2 := e.verdictPair(e.owner, nil)
	require.NoError(t, send(jv.PackRecordLevel(v1, p1, 3, m, pck1, model1)))
	require.NoError(t, send(jv.PackRecordLevel(v2, p2, 3, m, pck2, model2)))
	for _, vp := range [][2]attest.UID{{v1, p1}, {v2, p2}} {
		lvl, _ := e.level(vp[0], vp[1])
		require.EqualValues(t, 3, lvl)
	}

	require.NoError(t, e.owner.RevokeTdxPlatform(e.ctx, pck1))
	lvl, _ := e.level(v1, p1)
	assert.EqualValues(t, 1, lvl, "the revoked PCK key's record drops")
	lvl, _ = e.level(v2, p2)
	assert.EqualValues(t, 3, lvl, "another platform's stands")
	revoked, err := e.owner.IsTdxPlatformRevoked(e.ctx, pck1, [6]byte{})
	require.NoError(t, err)
	assert.True(t, revoked)

	require.NoError(t, e.owner.RevokeTdxFmspc(e.ctx, model2))
	lvl, _ = e.level(v2, p2)
	assert.EqualValues(t, 1, lvl, "the revoked FMSPC's record drops")

	err = send(jv.PackRecordLevel(v1, p1, 3, m, pck1, [6]byte{0x11}))
	require.ErrorIs(t, err, chain.ErrReverted)
	assertRevert(t, err, "EvidenceNotAllowed", 3) // no record on a revoked platform
	err = send(jv.PackRecordLevel(v2, p2, 3, m, canon.Sum([]byte("PCK 3")), model2))
	assertRevert(t, err, "EvidenceNotAllowed", 3) // no record on a revoked platform model
	assert.ErrorIs(t, e.stranger.RevokeTdxPlatform(e.ctx, pck2), chain.ErrReverted, "only the owner revokes")

	// The minimum TCB is the owner's to set, and reads back.
	tcb := chain.TCB{TeeTcbSvn: [16]byte{3, 0, 2}, QESVN: 8}
	require.NoError(t, e.owner.SetMinTcb(e.ctx, m, tcb))
	got, err := e.owner.MinTcb(e.ctx, m)
	require.NoError(t, err)
	assert.Equal(t, tcb, got)
	assert.ErrorIs(t, e.stranger.SetMinTcb(e.ctx, m, chain.TCB{}), chain.ErrReverted)
}
