package verify

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/ethereum/go-ethereum/common"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/contracts"
	"github.com/verijudge/verijudge/zk"
)

// zkEvaluatorsOf decodes the evaluator digests a ZkJudgeVerifier was
// created with from its creation input; each must be one the circuit
// implements (zk.Evaluators): the module's list is storage, which its code
// hash does not pin.
func zkEvaluatorsOf(input []byte) ([]canon.Hash, error) {
	art, err := contracts.Own(contracts.ZkJudgeVerifierName)
	if err != nil {
		return nil, err
	}
	code := art.Code()
	if len(input) < len(code) || string(input[:len(code)]) != string(code) {
		return nil, fmt.Errorf("%w: %w: the zkJudgeVerifier's creation input is not verijudge's creation code", ErrDeployment, chain.ErrCreation)
	}
	vals, err := art.ABI.Constructor.Inputs.Unpack(input[len(code):])
	if err != nil || len(vals) != 4 {
		return nil, fmt.Errorf("%w: %w: the zkJudgeVerifier's constructor arguments do not decode: %v", ErrDeployment, chain.ErrCreation, err)
	}
	evs, ok := vals[3].([][32]byte)
	if !ok {
		return nil, fmt.Errorf("%w: %w: the zkJudgeVerifier's evaluators do not decode", ErrDeployment, chain.ErrCreation)
	}
	var out []canon.Hash
	for _, e := range evs {
		if !slices.Contains(zk.Evaluators(), canon.Hash(e)) {
			return nil, fmt.Errorf("%w: the zkJudgeVerifier accepts proofs for evaluator %x, whose rules the circuit does not implement", ErrDeployment, e)
		}
		out = append(out, canon.Hash(e))
	}
	return out, nil
}

// roleAddresses are the addresses of dep's contracts by role (the
// Groth16 verifier's from f).
func roleAddresses(dep chain.Deployment, f chain.ModuleFacts) map[string]common.Address {
	out := map[string]common.Address{}
	for _, role := range chain.Roles {
		out[role] = dep.Address(role)
	}
	out[chain.RoleZkGroth16Verifier] = f.ZkVerifier
	return out
}

// withCommittedVerifier names the committed Groth16 verifier of f's
// program when there is one (the development keys'), so that its code can
// be computed; otherwise f keeps the contract the caller named.
func withCommittedVerifier(f chain.ModuleFacts) chain.ModuleFacts {
	if f.ZkProgram == canon.MustParseHash(zk.DevSmallProgramID) {
		f.ZkVerifierContract = contracts.ZkDevSmallVerifierName
	}
	return f
}

// checkCreations holds each contract to its creation transaction: the
// transaction created the contract at its address, with verijudge's
// creation input for this deployment (chain.ExpectedCreation), so that
// the constructor wrote nothing but what verijudge's constructors write.
// A runtime code hash alone does not show what a constructor stored.
func checkCreations(ctx context.Context, c chain.CreationReader, dep chain.Deployment, f chain.ModuleFacts) error {
	addrs := roleAddresses(dep, f)
	want, err := chain.ExpectedCreation(dep, f)
	if err != nil {
		return err
	}
	for _, role := range knownRoles {
		w, ok := want[role]
		if !ok {
			continue
		}
		if err := chain.VerifyCreation(ctx, c, role, addrs[role], dep.Creations.Of(role), w); err != nil {
			if errors.Is(err, chain.ErrCreation) {
				return fmt.Errorf("%w: %w", ErrDeployment, err)
			}
			return err
		}
	}
	return nil
}
