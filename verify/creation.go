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
func roleAddresses(dep chain.Deployment, f chain.ModuleFacts) map[chain.Role]common.Address {
	out := map[chain.Role]common.Address{}
	for _, role := range chain.Roles {
		out[role] = dep.Address(role)
	}
	out[chain.RoleZkGroth16Verifier] = f.ZkVerifier
	return out
}

// withVerifier says how the code of f's Groth16 verifier is computed:
// for the development keys, the committed ZkDevSmallVerifier; for any
// other program, from its verifying key among keys (zk.VerifierCreation:
// the committed template with the key's values). Without the program's
// key f is returned as it is, and computing its code fails with
// chain.ErrCodeUnknown. A key whose verifier is not the template's is
// zk.ErrVerifierShape.
func withVerifier(f chain.ModuleFacts, keys []ZKKey) (chain.ModuleFacts, error) {
	switch {
	case f.ZkProgram.IsZero():
		return f, nil
	case f.ZkProgram == canon.MustParseHash(zk.DevSmallProgramID):
		f.ZkVerifierContract = contracts.ZkDevSmallVerifierName
		return f, nil
	}
	for _, k := range keys {
		if k.ProgramID != f.ZkProgram {
			continue
		}
		vk := k.vk
		if vk == nil {
			var err error
			if vk, err = zk.ParseVerifyingKey(k.VerifyingKey); err != nil {
				return f, fmt.Errorf("the key of program %s: %w", k.ProgramID, err)
			}
			if id, err := zk.ProgramID(vk); err != nil || id != k.ProgramID {
				return f, fmt.Errorf("the key named program %s is program %s", k.ProgramID, id)
			}
		}
		code, err := zk.VerifierCreation(vk)
		if err != nil {
			return f, fmt.Errorf("the Groth16 verifier of program %s: %w", f.ZkProgram, err)
		}
		f.ZkVerifierCreation = code
		return f, nil
	}
	return f, nil
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
