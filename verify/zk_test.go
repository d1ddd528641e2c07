//go:build !race

// ZK tests prove with the small circuit, which takes minutes to set up
// under the race detector; the README's test command runs them in a
// race-free second pass (-run ZK).

package verify_test

import (
	"context"
	"crypto/x509"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/attester/attestertest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/chaintest"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/fixtures/teechain"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/verify"
	"github.com/verijudge/verijudge/zk"
)

// TestZKVerify: a record's proof is checked against the statement the
// record requires, under the trust root's key: a proof moved to another
// record, a proof whose claims were edited to fit another record, a proof
// for another attestation pair, a program the trust root does not hold,
// a level 4 recorded by a module the trust root does not name, and a
// program the registry revoked are each refused with their own error.
func TestZKVerify(t *testing.T) {
	ctx := context.Background()
	k, err := zk.LoadDevKeys(zk.Small, func(s string) { t.Log(s) })
	require.NoError(t, err)
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	owner := dc.Client
	module, err := owner.DeployDevZkVerifier(ctx, k.ProgramID, zk.Evaluators())
	require.NoError(t, err)
	require.NoError(t, owner.AllowZkProgram(ctx, k.ProgramID))
	trust, err := verify.InitTrustRoot(ctx, owner, verify.InitOptions{Name: "dev", ValidFrom: since.ValidFrom})
	require.NoError(t, err)
	require.Len(t, trust.ZKKeys, 1, "the dev chain's trust root holds the dev keys")
	assert.True(t, trust.ZKKeys[0].InsecureDevelopment)
	client, err := chain.NewClient(ctx, dc.Backend.Client(), trust.Deployment(), nil)
	require.NoError(t, err)
	online, err := verify.New(trust, verify.WithChain(client))
	require.NoError(t, err)
	off, err := verify.New(trust)
	require.NoError(t, err)

	traces, err := fixtures.ZKSmallTraces()
	require.NoError(t, err)
	var recs []*judge.Record
	var w *zk.Witness
	for _, tr := range traces {
		ww, err := zk.Prepare(zk.Small, tr.Trace)
		if err != nil {
			continue
		}
		r, err := judge.NewRecord(tr.Trace, judge.Embedded())
		require.NoError(t, err)
		if len(recs) == 0 {
			w = ww
		} else if r.VerdictHash == recs[0].VerdictHash {
			continue
		}
		recs = append(recs, r)
		if len(recs) == 2 {
			break
		}
	}
	require.Len(t, recs, 2)
	require.NoError(t, attestertest.New(owner).AttestRecords(ctx, owner, recs))
	rec, other := recs[0], recs[1]
	vu, pu := rec.Attestations.VerdictUID, rec.Attestations.ProvenanceUID
	p, err := zk.Prove(k.CCS, k.PK, k.VK, w, zk.Binding(vu, pu))
	require.NoError(t, err)
	withProof := func(r *judge.Record, p *zk.Proof) *judge.Record {
		b, err := json.Marshal(p)
		require.NoError(t, err)
		out := *r
		out.ZK = b
		return &out
	}
	proven := withProof(rec, p)

	// INSECURE development keys are refused unless the caller says so,
	// on a dev chain's trust root too.
	_, err = off.Verify(ctx, proven, policy(verify.RequireLevel(verify.LevelZKProven)))
	assert.ErrorIs(t, err, verify.ErrTestOnly)
	res, err := off.Verify(ctx, proven, devPolicy(verify.RequireLevel(verify.LevelZKProven)))
	require.NoError(t, err, "%v", res.Failed())
	assert.Equal(t, verify.LevelZKProven, res.Level)
	require.NotNil(t, res.ZK)
	assert.Equal(t, k.ProgramID, res.ZK.ProgramID)
	assert.True(t, res.ZK.InsecureKeys)
	assert.True(t, res.TestOnly)
	noTrace := *proven
	noTrace.Trace = nil
	res, err = off.Verify(ctx, &noTrace, devPolicy())
	assert.ErrorIs(t, err, verify.ErrNoTrace)
	assert.Equal(t, verify.LevelZKProven, res.OfflineLevel, "the proof stands for the trace it hashes")

	t.Run("proof moved to another record", func(t *testing.T) {
		_, err := off.Verify(ctx, withProof(other, p), devPolicy())
		assert.ErrorIs(t, err, verify.ErrZKStatement)
	})
	t.Run("proof's claims edited to fit another record", func(t *testing.T) {
		edited := *p
		edited.Statement = zk.Statement{TraceHash: other.TraceHash, VerdictHash: other.VerdictHash, Evaluator: other.Evaluator.Digest, Status: other.Verdict.Status}
		edited.Binding = zk.Binding(other.Attestations.VerdictUID, other.Attestations.ProvenanceUID).String()
		res, err := off.Verify(ctx, withProof(other, &edited), devPolicy())
		assert.ErrorIs(t, err, verify.ErrZK)
		assert.NotErrorIs(t, err, verify.ErrZKStatement)
		assert.Contains(t, res.Failed(), verify.CheckZKProof)
	})
	t.Run("proof for another attestation pair", func(t *testing.T) {
		moved := *proven
		moved.Attestations = other.Attestations
		_, err := off.Verify(ctx, &moved, devPolicy())
		assert.ErrorIs(t, err, verify.ErrZKStatement)
	})
	t.Run("program not in the trust root", func(t *testing.T) {
		bare := *trust
		bare.ZKKeys = []verify.ZKKey{}
		v, err := verify.New(&bare)
		require.NoError(t, err)
		_, err = v.Verify(ctx, proven, devPolicy())
		assert.ErrorIs(t, err, verify.ErrZKKeyUnknown)
	})

	// Online: level 1 until a module records 4.
	res, err = online.Verify(ctx, proven, devPolicy())
	require.NoError(t, err, "%v", res.Failed())
	assert.Equal(t, verify.LevelReproducible, res.Level)
	assert.Equal(t, verify.LevelZKProven, res.OfflineLevel)
	sp, cm, pok, err := zk.SolidityProof(p)
	require.NoError(t, err)
	proof := chain.ZKProof{Proof: sp, Commitments: cm, CommitmentPok: pok}

	t.Run("level 4 recorded by a module the trust root does not name", func(t *testing.T) {
		rogue, err := owner.DeployDevZkVerifier(ctx, k.ProgramID, zk.Evaluators())
		require.NoError(t, err)
		_, err = owner.RecordZKLevel(ctx, rogue, attest.UID(vu), attest.UID(pu), chaintest.Preimage(t, &rec.Verdict), proof)
		require.NoError(t, err)
		res, err := online.Verify(ctx, proven, devPolicy(verify.RequireLevel(verify.LevelZKProven)))
		assert.ErrorIs(t, err, verify.ErrUntrustedModule)
		assert.Contains(t, check(res, verify.CheckLevel).Detail, "level 1 REPRODUCIBLE")
		assert.Equal(t, verify.LevelNone, res.Level, "only a MATCH has a level")
		require.NoError(t, owner.SetLevelModule(ctx, rogue, 0))
	})
	_, err = owner.RecordZKLevel(ctx, module, attest.UID(vu), attest.UID(pu), chaintest.Preimage(t, &rec.Verdict), proof)
	require.NoError(t, err)
	res, err = online.Verify(ctx, proven, devPolicy(verify.RequireLevel(verify.LevelZKProven)))
	require.NoError(t, err, "%v", res.Failed())
	assert.Equal(t, verify.LevelZKProven, res.Level)
	assert.Equal(t, module, res.OnChain.Module)

	t.Run("level 4 for a program the trust root does not hold", func(t *testing.T) {
		bare := *trust
		bare.ZKKeys = []verify.ZKKey{}
		v, err := verify.New(&bare, verify.WithChain(client))
		require.NoError(t, err)
		noProof := *proven
		noProof.ZK = nil
		res, err := v.Verify(ctx, &noProof, devPolicy())
		assert.ErrorIs(t, err, verify.ErrLevelEvidence)
		assert.Equal(t, verify.Untrusted, res.Outcome, "the chain's level names evidence the trust root does not hold")
		assert.Equal(t, verify.LevelNone, res.Level)
	})
	t.Run("level 4 counts with the record's proof only", func(t *testing.T) {
		noProof := *proven
		noProof.ZK = nil
		res, err := online.Verify(ctx, &noProof, devPolicy(verify.RequireLevel(verify.LevelZKProven)))
		assert.ErrorIs(t, err, verify.ErrBelowLevel)
		assert.Contains(t, check(res, verify.CheckLevel).Detail, "level 1 REPRODUCIBLE")
		assert.Equal(t, verify.LevelZKProven, res.OnChain.Level)
	})
	t.Run("program revoked by the registry", func(t *testing.T) {
		require.NoError(t, owner.RevokeZkProgram(ctx, canon.Hash(k.ProgramID)))
		res, err := online.Verify(ctx, proven, devPolicy())
		assert.ErrorIs(t, err, verify.ErrZKProgramNotAllowed)
		assert.Less(t, res.Level, verify.LevelZKProven)
	})
}

// TestLevel3GateIsTheQuotes: an on-chain level 3 counts as TEE_VERIFIED
// only when the record's TEE evidence itself verified under the full
// policy. A record whose quote was checked without collateral, but which
// also carries a ZK proof that verifies (raising its offline level to 4),
// must not have its level 3 counted: the proof says nothing about the
// quote.
func TestLevel3GateIsTheQuotes(t *testing.T) {
	ctx := context.Background()
	k, err := zk.LoadDevKeys(zk.Small, func(s string) { t.Log(s) })
	require.NoError(t, err)
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	owner := dc.Client
	tdx := teechain.NewTDXChain("gate", teechain.Default, teechain.Validity{})
	_, err = owner.DeployTdxVerifier(ctx, &tdx.RootKey.PublicKey)
	require.NoError(t, err)
	_, err = owner.DeployDevZkVerifier(ctx, k.ProgramID, zk.Evaluators())
	require.NoError(t, err)
	require.NoError(t, owner.AllowZkProgram(ctx, k.ProgramID))
	trust, err := verify.InitTrustRoot(ctx, owner, verify.InitOptions{Name: "dev", ValidFrom: since.ValidFrom,
		Roots: []verify.Root{verify.NewRoot(tee.KindTDX, tdx.Root, true, since)}})
	require.NoError(t, err)

	traces, err := fixtures.ZKSmallTraces()
	require.NoError(t, err)
	var w *zk.Witness
	var rec *judge.Record
	for _, tr := range traces {
		if w, err = zk.Prepare(zk.Small, tr.Trace); err == nil {
			rec, err = judge.NewRecord(tr.Trace, judge.Embedded())
			require.NoError(t, err)
			break
		}
	}
	require.NotNil(t, rec)
	teeRec := withTDX(t, rec, tdx, rec)
	require.NoError(t, owner.AllowTeeMeasurement(ctx, measurementOf(t, teeRec)))
	coll := tdx.Collateral("gate", at)
	require.NoError(t, attestertest.New(owner, attestertest.Config{Roots: []*x509.Certificate{tdx.Root}, Collateral: coll, Policy: []verify.PolicyOption{verify.At(at)}}).
		AttestRecords(ctx, owner, []*judge.Record{teeRec}))
	ev, err := tee.ParseEvidence(teeRec.TEE)
	require.NoError(t, err)
	vu, pu := teeRec.Attestations.VerdictUID, teeRec.Attestations.ProvenanceUID
	_, err = owner.RecordTEELevel(ctx, owner.Deployment().TdxQuoteVerifier, attest.UID(vu), attest.UID(pu), ev.Quote, chaintest.Preimage(t, &teeRec.Verdict))
	require.NoError(t, err)
	p, err := zk.Prove(k.CCS, k.PK, k.VK, w, zk.Binding(vu, pu))
	require.NoError(t, err)
	b, err := json.Marshal(p)
	require.NoError(t, err)
	both := *teeRec
	both.ZK = b

	client, err := chain.NewClient(ctx, dc.Backend.Client(), trust.Deployment(), nil)
	require.NoError(t, err)
	gate := devPolicy(verify.MeasurementsFromRegistry(), verify.RequireLevel(verify.LevelTEEVerified))
	// With collateral the quote verifies fully: level 3 counts.
	full, err := verify.New(trust, verify.WithChain(client), verify.WithCollateral(coll))
	require.NoError(t, err)
	res, err := full.Verify(ctx, &both, gate)
	require.NoError(t, err, "%v", res.Failed())
	assert.Equal(t, verify.LevelTEEVerified, res.Level)
	// Without collateral the quote is only claimed; the verified proof
	// (offline level 4) must not lift the chain's level 3.
	noColl, err := verify.New(trust, verify.WithChain(client))
	require.NoError(t, err)
	res, err = noColl.Verify(ctx, &both, gate.With(verify.WithoutCollateralUnsafe()))
	require.ErrorIs(t, err, verify.ErrBelowLevel, "level %d %s", res.Level, res.LevelName)
	assert.Equal(t, verify.LevelZKProven, res.OfflineLevel, "the proof verified")
	assert.Equal(t, verify.LevelTEEVerified, res.OnChain.Level)
	assert.Contains(t, check(res, verify.CheckLevel).Detail, "level 2 TEE_CLAIMED")
}
