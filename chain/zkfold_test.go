package chain_test

import (
	"bytes"
	"context"
	"encoding/hex"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark-crypto/ecc/bn254"
	"github.com/consensys/gnark/backend"
	"github.com/consensys/gnark/backend/groth16"
	"github.com/consensys/gnark/backend/solidity"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/frontend/cs/r1cs"
	"github.com/consensys/gnark/std/lookup/logderivlookup"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/bindings"
	"github.com/verijudge/verijudge/chain/chaintest"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/zk"
)

// lookupCircuit has a lookup, so it carries a commitment like the judge
// circuit, and one public input like it; its ceremony takes seconds.
type lookupCircuit struct {
	X frontend.Variable `gnark:",public"`
	Y frontend.Variable
}

func (c *lookupCircuit) Define(api frontend.API) error {
	t := logderivlookup.New(api)
	for i := range 8 {
		t.Insert(i * i)
	}
	api.AssertIsEqual(t.Lookup(c.Y)[0], c.X)
	return nil
}

// TestZKFoldedVerifierCeremonyKeys: the exported verifier, whose two
// pairing checks are folded into one, accepts proofs under keys from
// gnark's own multi-party setup (commitment key on γ as gnark makes it, not
// as DevSetup moves it there) and refuses a tampered input, proof of
// knowledge or commitment. The verifier is compiled by the pinned solc and
// runs on the embedded chain.
func TestZKFoldedVerifierCeremonyKeys(t *testing.T) {
	ctx := context.Background()
	ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, &lookupCircuit{})
	require.NoError(t, err)
	dir := t.TempDir()
	_, err = zk.CeremonyInit(dir, zk.Small, ccs)
	require.NoError(t, err)
	for _, beacon := range []string{"phase-1 beacon 0123456789", "phase-2 beacon 0123456789"} {
		_, err = zk.CeremonyContribute(dir, ccs)
		require.NoError(t, err)
		_, err = zk.CeremonyFinalize(dir, ccs, []byte(beacon))
		require.NoError(t, err)
	}
	pk, err := zk.ReadProvingKey(filepath.Join(dir, "judge.pk"))
	require.NoError(t, err)
	vk, err := zk.ReadVerifyingKey(filepath.Join(dir, "judge.vk"))
	require.NoError(t, err)
	id, err := zk.ProgramID(vk)
	require.NoError(t, err)

	// Export, compile with the pinned solc, deploy.
	var sol bytes.Buffer
	require.NoError(t, zk.ExportSolidity(&sol, vk))
	require.Contains(t, sol.String(), "foldPairings")
	src := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(src, "Verifier.sol"), sol.Bytes(), 0o644))
	code := chaintest.CompileContract(t, src, "Verifier.sol", "Verifier")

	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	zv, err := dc.Client.DeployZkVerifier(ctx, code, id, zk.Evaluators())
	require.NoError(t, err)
	g, err := dc.Client.ZkGroth16Verifier(ctx, zv)
	require.NoError(t, err)

	w, err := frontend.NewWitness(&lookupCircuit{X: 25, Y: 5}, ecc.BN254.ScalarField())
	require.NoError(t, err)
	proof, err := groth16.Prove(ccs, pk, w, solidity.WithProverTargetSolidityVerifier(backend.GROTH16))
	require.NoError(t, err)
	var pb bytes.Buffer
	_, err = proof.WriteRawTo(&pb)
	require.NoError(t, err)
	p := chain.ZKProof{}
	p.Proof, p.Commitments, p.CommitmentPok, err = zk.SolidityProof(&zk.Proof{Groth16: pb.Bytes()})
	require.NoError(t, err)

	verify := func(p chain.ZKProof, x int64) error {
		data := bindings.NewZkDevSmallVerifier().PackVerifyProof(p.Proof, p.Commitments, p.CommitmentPok, [1]*big.Int{big.NewInt(x)})
		_, err := dc.Backend.Client().CallContract(ctx, ethereum.CallMsg{To: &g, Data: data, Gas: 1_000_000}, nil)
		return err
	}
	require.NoError(t, verify(p, 25), "a valid proof under ceremony keys")
	invalid := "0x" + hex.EncodeToString(crypto.Keccak256([]byte("ProofInvalid()"))[:4])
	for name, tc := range map[string]struct {
		p chain.ZKProof
		x int64
	}{
		"another input":                  {p, 26},
		"another proof of knowledge":     {withPok(p, plusG1(p.CommitmentPok)), 25},
		"another commitment":             {withCommitment(p, plusG1(p.Commitments)), 25},
		"proof of knowledge at infinity": {withPok(p, [2]*big.Int{big.NewInt(0), big.NewInt(0)}), 25},
		"commitment at infinity":         {withCommitment(p, [2]*big.Int{big.NewInt(0), big.NewInt(0)}), 25},
		"both moved":                     {withPok(withCommitment(p, plusG1(p.Commitments)), plusG1(p.CommitmentPok)), 25},
	} {
		err := verify(tc.p, tc.x)
		require.Error(t, err, name)
		var de rpc.DataError
		require.True(t, errors.As(err, &de), "%s: %v", name, err)
		assert.Equal(t, invalid, de.ErrorData(), "%s: reverts with ProofInvalid", name)
	}
}

func withPok(p chain.ZKProof, pok [2]*big.Int) chain.ZKProof {
	p.CommitmentPok = pok
	return p
}

func withCommitment(p chain.ZKProof, c [2]*big.Int) chain.ZKProof {
	p.Commitments = c
	return p
}

// plusG1 adds BN254's G1 generator to the point (x, y).
func plusG1(xy [2]*big.Int) [2]*big.Int {
	var p bn254.G1Affine
	p.X.SetBigInt(xy[0])
	p.Y.SetBigInt(xy[1])
	_, _, g, _ := bn254.Generators()
	p.Add(&p, &g)
	return [2]*big.Int{p.X.BigInt(new(big.Int)), p.Y.BigInt(new(big.Int))}
}
