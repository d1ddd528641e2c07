package chain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain/bindings"
	"github.com/verijudge/verijudge/contracts"
)

// Level 4 (ZK_PROVEN): ZkJudgeVerifier checks a Groth16 proof of the judge
// circuit against the provenance attestation's trace and verdict hashes
// with the gnark-exported verifier of one verifying key, and records the
// level in JudgeVerifier when the key's program id is allowed
// (contracts/src/ZkJudgeVerifier.sol).

// ZKProof is a proof in verifyAndRecord's form (zk.SolidityProof).
type ZKProof struct {
	Proof         [8]*big.Int
	Commitments   [2]*big.Int
	CommitmentPok [2]*big.Int
}

// DeployZkVerifier deploys groth16Code (the compiled verifier gnark
// exports for one verifying key), a ZkJudgeVerifier over it for programID,
// and, as registry owner, allows the latter to record level 4. evaluators
// are the evaluator digests whose rules the circuit implements
// (zk.Evaluators): a provenance naming another is refused. The program
// itself still needs AllowZkProgram.
func (c *Client) DeployZkVerifier(ctx context.Context, groth16Code []byte, programID canon.Hash, evaluators []canon.Hash) (common.Address, error) {
	if len(groth16Code) == 0 {
		return common.Address{}, fmt.Errorf("chain: no Groth16 verifier bytecode")
	}
	if len(evaluators) == 0 {
		return common.Address{}, fmt.Errorf("chain: a ZK program must name the evaluator digests its circuit implements")
	}
	evs := make([][32]byte, len(evaluators))
	for i, e := range evaluators {
		evs[i] = e
	}
	g, err := c.deploy(ctx, "Groth16 verifier", groth16Code, nil)
	if err != nil {
		return common.Address{}, err
	}
	art, err := contracts.Own(contracts.ZkJudgeVerifierName)
	if err != nil {
		return common.Address{}, err
	}
	addr, err := c.deployLevelModule(ctx, contracts.ZkJudgeVerifierName, art.Code(),
		bindings.NewZkJudgeVerifier().PackConstructor(c.dep.JudgeVerifier, g, programID, evs), 4)
	if err != nil {
		return addr, err
	}
	c.dep.ZkJudgeVerifier = addr
	return addr, nil
}

// DeployDevZkVerifier deploys the verifier of the small profile's INSECURE
// development keys (contracts ZkDevSmallVerifier) with ZkJudgeVerifier.
// Refused outside dev chains (chain id 1337): anyone can forge proofs
// under those keys.
func (c *Client) DeployDevZkVerifier(ctx context.Context, programID canon.Hash, evaluators []canon.Hash) (common.Address, error) {
	if c.chainID.Cmp(big.NewInt(DevChainID)) != 0 {
		return common.Address{}, fmt.Errorf("%w: the INSECURE development ZK verifier on chain %d", ErrDevOnly, c.chainID)
	}
	art, err := contracts.Own(contracts.ZkDevSmallVerifierName)
	if err != nil {
		return common.Address{}, err
	}
	return c.DeployZkVerifier(ctx, art.Code(), programID, evaluators)
}

// ZkProgramID reads the program id a ZkJudgeVerifier checks proofs for.
func (c *Client) ZkProgramID(ctx context.Context, verifier common.Address) (canon.Hash, error) {
	v := bindings.NewZkJudgeVerifier()
	out, err := c.call(ctx, verifier, v.PackProgramId())
	if err != nil {
		return canon.Hash{}, fmt.Errorf("chain: programId: %w", err)
	}
	id, err := v.UnpackProgramId(out)
	return canon.Hash(id), err
}

// ZkBinding reads the binding public input the verifier expects for an
// attestation pair (zk.Binding computes the same off-chain).
func (c *Client) ZkBinding(ctx context.Context, verifier common.Address, verdict, provenance attest.UID) (*big.Int, error) {
	v := bindings.NewZkJudgeVerifier()
	out, err := c.call(ctx, verifier, v.PackBinding(verdict, provenance))
	if err != nil {
		return nil, fmt.Errorf("chain: binding: %w", err)
	}
	return v.UnpackBinding(out)
}

// RecordZKLevel sends a proof to ZkJudgeVerifier.verifyAndRecord for a
// verdict and its provenance: level 4 is recorded only if the program is
// allowed, the verdict stands at level 1 with that provenance, its
// attestation's status, ids and class are those of the verdict whose
// verdict-hash preimage (judge.VerdictPreimage) is sent with the proof,
// the provenance names an evaluator the circuit implements, and the proof
// verifies for the provenance's hashes and this pair's binding. It returns the gas the transaction used.
func (c *Client) RecordZKLevel(ctx context.Context, verifier common.Address, verdict, provenance attest.UID, preimage []byte, p ZKProof) (uint64, error) {
	for _, x := range append(append(p.Proof[:], p.Commitments[:]...), p.CommitmentPok[:]...) {
		if x == nil {
			return 0, fmt.Errorf("chain: incomplete ZK proof")
		}
	}
	r, err := c.transact(ctx, verifier, bindings.NewZkJudgeVerifier().PackVerifyAndRecord(verdict, provenance, preimage, p.Proof, p.Commitments, p.CommitmentPok))
	if err != nil {
		return 0, err
	}
	return r.GasUsed, nil
}

// ZkGroth16Verifier reads the Groth16 verifier a ZkJudgeVerifier calls.
func (c *Client) ZkGroth16Verifier(ctx context.Context, verifier common.Address) (common.Address, error) {
	v := bindings.NewZkJudgeVerifier()
	out, err := c.call(ctx, verifier, v.PackVerifier())
	if err != nil {
		return common.Address{}, fmt.Errorf("chain: verifier: %w", err)
	}
	return v.UnpackVerifier(out)
}

// ZkVerifyGas estimates the gas of the Groth16 verification alone (a call
// of verifyProof with the public inputs ZkJudgeVerifier derives for the
// pair, including the 21000 base cost); it fails as the verifier would.
func (c *Client) ZkVerifyGas(ctx context.Context, verifier common.Address, verdict, provenance attest.UID, p ZKProof) (uint64, error) {
	z := bindings.NewZkJudgeVerifier()
	out, err := c.call(ctx, verifier, z.PackPublicInputs(verdict, provenance))
	if err != nil {
		return 0, fmt.Errorf("chain: publicInputs: %w", err)
	}
	in, err := z.UnpackPublicInputs(out)
	if err != nil {
		return 0, err
	}
	g, err := c.ZkGroth16Verifier(ctx, verifier)
	if err != nil {
		return 0, err
	}
	data := bindings.NewZkDevSmallVerifier().PackVerifyProof(p.Proof, p.Commitments, p.CommitmentPok, in)
	gas, err := c.backend.EstimateGas(ctx, ethereum.CallMsg{To: &g, Data: data})
	if err != nil {
		if r := revertReason(err); r != nil {
			return 0, r
		}
		return 0, err
	}
	return gas, nil
}
