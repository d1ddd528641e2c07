//go:build !race

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
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/chaintest"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/zk"
)

// TestZKJudgeSmallOnChain: the judge circuit's small profile, which judges
// the trace itself, proves a real suite verdict (code-leap-year/naive, a
// FAILURE) under its INSECURE development keys; the verifier exported from
// them, compiled by the pinned solc, records level 4 through
// ZkJudgeVerifier on the embedded chain within the 300k-gas target; a
// replay for another attestation pair of the same verdict, a proof word
// changed and a program not allowed are refused.
func TestZKJudgeSmallOnChain(t *testing.T) {
	ctx := context.Background()
	var trace []byte
	cases, err := fixtures.Suite()
	require.NoError(t, err)
	for _, c := range cases {
		if c.Name() == "code-leap-year/naive" {
			trace, err = canon.CanonicalizeTrace(c.Trace)
			require.NoError(t, err)
		}
	}
	require.NotNil(t, trace)
	w, err := zk.Prepare(zk.Small, trace)
	require.NoError(t, err)

	k, err := zk.LoadDevKeys(zk.Small, func(s string) { t.Log(s) })
	require.NoError(t, err)
	t.Logf("judge circuit, profile small: %d constraints, program %s", k.CCS.GetNbConstraints(), k.ProgramID)
	var sol bytes.Buffer
	require.NoError(t, zk.ExportDevSolidity(&sol, k.VK))
	src := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(src, "Verifier.sol"), sol.Bytes(), 0o644))
	code := chaintest.CompileContract(t, src, "Verifier.sol", "Verifier")

	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	v, err := dc.Client.DeployZkVerifier(ctx, code, k.ProgramID, zk.Evaluators())
	require.NoError(t, err)

	rec, err := judge.NewRecord(trace, judge.Embedded())
	require.NoError(t, err)
	require.Equal(t, judge.StatusFailure, rec.Verdict.Status, "a real FAILURE")
	again, err := judge.NewRecord(trace, judge.Embedded())
	require.NoError(t, err)
	require.NoError(t, dc.Client.AttestRecords(ctx, []*judge.Record{rec, again}))
	uids := func(r *judge.Record) (attest.UID, attest.UID) {
		return attest.UID(r.Attestations.VerdictUID), attest.UID(r.Attestations.ProvenanceUID)
	}
	level := func(r *judge.Record) uint8 {
		vu, pu := uids(r)
		l, _, err := dc.Client.CheckVerdict(ctx, vu, pu)
		require.NoError(t, err)
		return l
	}
	vu, pu := uids(rec)
	b, err := dc.Client.ZkBinding(ctx, v, vu, pu)
	require.NoError(t, err)
	require.Zero(t, b.Cmp(zk.Binding(vu, pu)), "on-chain and off-chain bindings differ")
	p, err := zk.Prove(k.CCS, k.PK, k.VK, w, b)
	require.NoError(t, err)
	// The circuit's verdict is the bundle's.
	require.Equal(t, rec.VerdictHash, canon.Hash(p.Statement.VerdictHash))
	require.Equal(t, rec.Verdict.Status, p.Statement.Status)
	require.NoError(t, zk.Verify(k.VK, p))
	pr, cm, pok, err := zk.SolidityProof(p)
	require.NoError(t, err)
	proof := chain.ZKProof{Proof: pr, Commitments: cm, CommitmentPok: pok}
	submit := func(r *judge.Record, p chain.ZKProof) (uint64, error) {
		vu, pu := uids(r)
		return dc.Client.RecordZKLevel(ctx, v, vu, pu, &r.Verdict, p)
	}

	_, err = submit(rec, proof)
	assertRevert(t, err, "ProgramNotAllowed")
	require.NoError(t, dc.Client.AllowZkProgram(ctx, k.ProgramID))

	vgas, err := dc.Client.ZkVerifyGas(ctx, v, vu, pu, proof)
	require.NoError(t, err)
	t.Logf("Groth16 verifyProof: %d gas (including the 21000 base)", vgas)
	assert.LessOrEqual(t, vgas, uint64(300_000), "Groth16 verification over the 300k-gas target")

	changed := proof
	changed.Proof[0] = new(big.Int).Add(proof.Proof[0], big.NewInt(1))
	for _, tc := range []struct {
		name  string
		rec   *judge.Record
		proof chain.ZKProof
	}{
		{"a replay for another attestation of the same verdict", again, proof},
		{"a proof word changed", rec, changed},
		{"another commitment", rec, withCommitment(proof, plusG1(proof.Commitments))},
	} {
		_, err := submit(tc.rec, tc.proof)
		require.ErrorIs(t, err, chain.ErrReverted, tc.name)
		assert.EqualValues(t, 1, level(tc.rec), tc.name)
	}

	gas, err := submit(rec, proof)
	require.NoError(t, err)
	t.Logf("verifyAndRecord (level 4, judge circuit): %d gas", gas)
	assert.EqualValues(t, 4, level(rec))
	res := dc.Client.Verify(ctx, rec, judge.Embedded())
	assert.Equal(t, judge.Match, res.Outcome, "%v", res.Failed())
	assert.Equal(t, "ZK_PROVEN", res.LevelName)
	assert.EqualValues(t, 1, level(again), "the other pair stays at level 1")
}
