//go:build !race

// Level-4 tests prove with the small circuit, which takes minutes to set up
// under the race detector; the README's test command runs them in a
// race-free second pass (see zk/prove_test.go).

package chain_test

import (
	"bytes"
	"context"
	"math/big"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/attester"
	"github.com/verijudge/verijudge/attester/attestertest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/chaintest"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/contracts"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/zk"
)

// TestZKLevel4OnChain: the judge circuit's small profile, which judges
// the trace itself, proves real suite verdicts (code-leap-year/naive, a
// FAILURE, first) under its INSECURE development keys and records level 4
// through ZkJudgeVerifier on the embedded chain within the 300k-gas
// target, through the committed verifier and through one exported from
// the keys now and compiled by the pinned solc; a program not allowed,
// another verdict, a replay for another attestation pair, a proof word or
// commitment changed, a revoked attestation, a status in clear that is
// not the proven one, an evaluator the module does not implement and a
// revoked program all fail.
func TestZKLevel4OnChain(t *testing.T) {
	ctx := context.Background()
	k, err := zk.LoadDevKeys(zk.Small, func(s string) { t.Log(s) })
	require.NoError(t, err)
	require.Equal(t, zk.DevSmallProgramID, k.ProgramID.String(),
		"the committed development verifier is stale: go generate ./zk ./contracts ./chain")

	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	v, err := dc.Client.DeployDevZkVerifier(ctx, k.ProgramID, zk.Evaluators())
	require.NoError(t, err)
	id, err := dc.Client.ZkProgramID(ctx, v)
	require.NoError(t, err)
	require.Equal(t, k.ProgramID, id)

	traces, err := fixtures.ZKSmallTraces()
	require.NoError(t, err)
	var recs []*judge.Record
	var ws []*zk.Witness
	for _, tr := range traces {
		w, err := zk.Prepare(zk.Small, tr.Trace)
		if err != nil {
			continue
		}
		r, err := judge.NewRecord(tr.Trace, judge.Embedded())
		require.NoError(t, err)
		recs, ws = append(recs, r), append(ws, w)
		if len(recs) == 2 {
			break
		}
	}
	require.Len(t, recs, 2)
	for i, r := range recs { // The circuit's statement is of the bundle's verdict.
		require.Equal(t, r.VerdictHash, canon.Hash(ws[i].Statement.VerdictHash))
		require.Equal(t, r.Verdict.Status, ws[i].Statement.Status)
	}
	require.Equal(t, "code-leap-year/naive", traces[0].Name)
	require.Equal(t, judge.StatusFailure, recs[0].Verdict.Status, "a real FAILURE")
	require.NotEqual(t, recs[0].VerdictHash, recs[1].VerdictHash)
	require.NoError(t, attestertest.New(dc.Client).AttestRecords(ctx, dc.Client, recs))
	// The same verdict attested a second time: same hashes, other UIDs.
	again, err := judge.NewRecord(traces[0].Trace, judge.Embedded())
	require.NoError(t, err)
	require.Equal(t, recs[0].VerdictHash, again.VerdictHash)
	require.NoError(t, attestertest.New(dc.Client).AttestRecords(ctx, dc.Client, []*judge.Record{again}))

	uids := func(r *judge.Record) (attest.UID, attest.UID) {
		return attest.UID(r.Attestations.VerdictUID), attest.UID(r.Attestations.ProvenanceUID)
	}
	level := func(r *judge.Record) uint8 {
		vu, pu := uids(r)
		l, _, err := dc.Client.CheckVerdict(ctx, vu, pu)
		require.NoError(t, err)
		return l
	}
	prove := func(r *judge.Record, w *zk.Witness) chain.ZKProof {
		vu, pu := uids(r)
		b, err := dc.Client.ZkBinding(ctx, v, vu, pu)
		require.NoError(t, err)
		require.Zero(t, b.Cmp(zk.Binding(vu, pu)), "on-chain and off-chain bindings differ")
		p, err := zk.Prove(k.CCS, k.PK, k.VK, w, b)
		require.NoError(t, err)
		// The proof is of the witness's statement (the status of the
		// record that is a lie below is not the witness's).
		require.Equal(t, w.Statement, p.Statement)
		require.Equal(t, r.VerdictHash, canon.Hash(p.Statement.VerdictHash))
		// Off chain it verifies for the witness's statement: the contract
		// is what holds it to the record's attestations below.
		require.NoError(t, zk.Verify(k.VK, p, w.Statement, b))
		pr, cm, pok, err := zk.SolidityProof(p)
		require.NoError(t, err)
		return chain.ZKProof{Proof: pr, Commitments: cm, CommitmentPok: pok}
	}
	submit := func(r *judge.Record, p chain.ZKProof) (uint64, error) {
		vu, pu := uids(r)
		return dc.Client.RecordZKLevel(ctx, v, vu, pu, chaintest.Preimage(t, &r.Verdict), p)
	}

	p0 := prove(recs[0], ws[0])
	assert.EqualValues(t, 1, level(recs[0]))

	// The program is not allowed yet.
	_, err = submit(recs[0], p0)
	require.ErrorIs(t, err, chain.ErrReverted)
	assertRevert(t, err, "ProgramNotAllowed")
	assert.EqualValues(t, 1, level(recs[0]))

	require.NoError(t, dc.Client.AllowZkProgram(ctx, k.ProgramID))
	st, err := dc.Client.Registry(ctx, 0)
	require.NoError(t, err)
	assert.True(t, st.ZkPrograms[k.ProgramID], "registry list shows the allowed program")
	gas, err := submit(recs[0], p0)
	require.NoError(t, err)
	t.Logf("verifyAndRecord (level 4): %d gas", gas)
	assert.EqualValues(t, 4, level(recs[0]))
	lv, reason, err := chaintest.OnChain(ctx, dc.Client, recs[0])
	require.NoError(t, err)
	assert.Equal(t, "ZK_PROVEN", chain.LevelName(lv), reason)

	// The Groth16 verification alone.
	vu, pu := uids(recs[0])
	vgas, err := dc.Client.ZkVerifyGas(ctx, v, vu, pu, p0)
	require.NoError(t, err)
	t.Logf("Groth16 verifyProof: %d gas (including the 21000 base)", vgas)
	// The target is 300k, the 21000 base included: one folded pairing
	// check of 5 pairs, 4 scalar multiplications (docs/benchmarks.md).
	assert.LessOrEqual(t, vgas, uint64(300_000), "Groth16 verification over the 300k-gas target")

	// The verifier exported from the keys now, compiled by the pinned solc
	// (not the committed one), takes the same proof at the same cost.
	t.Run("exported verifier", func(t *testing.T) {
		var sol bytes.Buffer
		require.NoError(t, zk.ExportDevSolidity(&sol, k.VK))
		src := t.TempDir()
		require.NoError(t, os.WriteFile(filepath.Join(src, "Verifier.sol"), sol.Bytes(), 0o644))
		code := chaintest.CompileContract(t, src, "Verifier.sol", "Verifier") // (skips without solc, fails under CI=true)
		fresh, err := dc.Client.DeployZkVerifier(ctx, code, k.ProgramID, zk.Evaluators())
		require.NoError(t, err)
		fgas, err := dc.Client.ZkVerifyGas(ctx, fresh, vu, pu, p0)
		require.NoError(t, err)
		assert.Equal(t, vgas, fgas)
	})
	// The verifier computed from the key (zk.VerifierCreation: the
	// committed template with the key's values, as deploy --zk-keys
	// deploys a ceremony's) takes the same proof, bound to the same pair,
	// for a little less gas (it has no dev-chain lock), and refuses it
	// with a word changed.
	t.Run("computed verifier", func(t *testing.T) {
		code, err := zk.VerifierCreation(k.VK)
		require.NoError(t, err)
		computed, err := dc.Client.DeployZkVerifier(ctx, code, k.ProgramID, zk.Evaluators())
		require.NoError(t, err)
		cgas, err := dc.Client.ZkVerifyGas(ctx, computed, vu, pu, p0)
		require.NoError(t, err)
		assert.LessOrEqual(t, cgas, vgas)
		t.Logf("Groth16 verifyProof through the computed verifier: %d gas", cgas)
		bent := p0
		bent.Proof[3] = new(big.Int).Add(p0.Proof[3], big.NewInt(1))
		_, err = dc.Client.ZkVerifyGas(ctx, computed, vu, pu, bent)
		assert.Error(t, err)
		other, _ := uids(recs[1])
		_, err = dc.Client.ZkVerifyGas(ctx, computed, other, pu, p0)
		assert.Error(t, err, "another attestation pair")
	})

	changed := p0
	changed.Proof[0] = new(big.Int).Add(p0.Proof[0], big.NewInt(1))
	for _, tc := range []struct {
		name   string
		rec    *judge.Record
		proof  chain.ZKProof
		reason string
		level  uint8 // stays
	}{
		{"a proof of another verdict", recs[1], p0, "ProofInvalid", 1},
		{"a replay for another attestation of the same verdict", again, p0, "ProofInvalid", 1},
		{"a proof word changed", recs[0], changed, "ProofInvalid", 4},
		// The commitment's proof of knowledge is checked inside the one
		// folded pairing check: a valid curve point that is not σ·C fails.
		{"another proof of knowledge", recs[0], withPok(p0, plusG1(p0.CommitmentPok)), "ProofInvalid", 4},
		{"another commitment", recs[0], withCommitment(p0, plusG1(p0.Commitments)), "ProofInvalid", 4},
		{"commitment and proof of knowledge both shifted", recs[0],
			withPok(withCommitment(p0, plusG1(p0.Commitments)), plusG1(p0.CommitmentPok)), "ProofInvalid", 4},
	} {
		_, err := submit(tc.rec, tc.proof)
		require.ErrorIs(t, err, chain.ErrReverted, tc.name)
		assertRevert(t, err, tc.reason)
		assert.Equal(t, tc.level, level(tc.rec), tc.name)
	}

	// A revoked attestation gets no level 4, even with a valid proof.
	p1 := prove(recs[1], ws[1])
	vu1, _ := uids(recs[1])
	require.NoError(t, dc.Client.RevokeAttestation(ctx, dc.Deployment.VerdictSchema, vu1))
	_, err = submit(recs[1], p1)
	require.ErrorIs(t, err, chain.ErrReverted)
	assertRevert(t, err, "NotAtLevel1", 3) // VERDICT_REVOKED
	assert.EqualValues(t, 0, level(recs[1]))

	// What a reader sees is what was proven: an allowed attester attests
	// recs[0]'s verdict hash with another status in clear. An honest proof
	// for that pair, with the honest preimage, is refused (the clear status
	// is not the preimage's), and so it is with the edited verdict's
	// preimage (it does not hash to the verdict hash).
	lie := *recs[0]
	lie.Attestations = nil
	lie.Verdict.Status = judge.StatusPartial
	if recs[0].Verdict.Status == judge.StatusPartial {
		lie.Verdict.Status = judge.StatusSuccess
	}
	require.NoError(t, attester.AttestUnverifiedUnsafe(ctx, dc.Client, []*judge.Record{&lie}))
	assert.EqualValues(t, 1, level(&lie), "level 1 reads only the hash")
	lu, lp := uids(&lie)
	pLie := prove(&lie, ws[0])
	_, err = dc.Client.RecordZKLevel(ctx, v, lu, lp, chaintest.Preimage(t, &recs[0].Verdict), pLie)
	assertRevert(t, err, "NotAtLevel1", 17) // PREIMAGE_MISMATCH: the status differs
	_, err = dc.Client.RecordZKLevel(ctx, v, lu, lp, chaintest.Preimage(t, &lie.Verdict), pLie)
	assertRevert(t, err, "NotAtLevel1", 17) // PREIMAGE_MISMATCH: another hash
	assert.EqualValues(t, 1, level(&lie))

	// A module whose circuit implements other evaluators refuses a
	// provenance naming this one, even with a valid proof.
	narrow, err := dc.Client.DeployDevZkVerifier(ctx, k.ProgramID, []canon.Hash{canon.Sum([]byte("another bundle"))})
	require.NoError(t, err)
	_, err = dc.Client.RecordZKLevel(ctx, narrow, vu, pu, chaintest.Preimage(t, &recs[0].Verdict), p0)
	require.ErrorIs(t, err, chain.ErrReverted)
	assertRevert(t, err, "EvaluatorNotImplemented")
	_, err = dc.Client.DeployDevZkVerifier(ctx, k.ProgramID, nil)
	assert.Error(t, err, "a ZK program names the evaluators it implements")

	// The dev verifier under another program id is refused at deployment
	// (TestZkVerifierMustNameItsProgram covers the cases).
	art, err := contracts.Own(contracts.ZkDevSmallVerifierName)
	require.NoError(t, err)
	_, err = dc.Client.DeployZkVerifier(ctx, art.Code(), [32]byte{0xee}, zk.Evaluators())
	require.ErrorIs(t, err, chain.ErrReverted)
	assertRevert(t, err, "VerifierProgramMismatch")

	// Revocation bites: revoking the program stops new records and lowers
	// the levels it recorded at the next read; allowing it again restores
	// none of them (a new record counts); removing the module drops them.
	require.NoError(t, dc.Client.RevokeZkProgram(ctx, k.ProgramID))
	st, err = dc.Client.Registry(ctx, 0)
	require.NoError(t, err)
	assert.False(t, st.ZkPrograms[k.ProgramID])
	_, err = submit(again, prove(again, ws[0]))
	assertRevert(t, err, "ProgramNotAllowed")
	assert.EqualValues(t, 1, level(recs[0]), "a revoked program's levels no longer count")
	require.NoError(t, dc.Client.AllowZkProgram(ctx, k.ProgramID))
	assert.EqualValues(t, 1, level(recs[0]), "re-allowing restores nothing")
	_, err = submit(recs[0], p0)
	require.NoError(t, err)
	assert.EqualValues(t, 4, level(recs[0]), "a new record counts")
	require.NoError(t, dc.Client.SetLevelModule(ctx, v, 0))
	assert.EqualValues(t, 1, level(recs[0]))
}
