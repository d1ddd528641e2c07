package zk

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend/groth16"
	"github.com/consensys/gnark/constraint"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/frontend/cs/r1cs"

	"github.com/verijudge/verijudge/judge"
)

// The judge circuit's exported use: its profiles by name, compiling,
// whether a trace fits, and proving. Its proofs are Proofs like the
// template circuit's, of the same Statement with one public input, so
// Verify, SolidityProof and ExportSolidity serve both; a Proof's Profile
// names the judge circuit's as judge-NAME.

// judgeProfiles are the judge circuit's profiles.
var judgeProfiles = []*judgeProfile{smallJudgeProfile, fullJudgeProfile}

// JudgeProfiles lists the names of the judge circuit's profiles.
func JudgeProfiles() []string {
	out := make([]string, len(judgeProfiles))
	for i, p := range judgeProfiles {
		out[i] = p.name
	}
	return out
}

func judgeProfileByName(name string) (*judgeProfile, error) {
	for _, p := range judgeProfiles {
		if p.name == name {
			return p, nil
		}
	}
	return nil, fmt.Errorf("zk: unknown judge circuit profile %q (known: %s)", name, strings.Join(JudgeProfiles(), ", "))
}

// CompileJudge builds the constraint system of the judge circuit of the
// named profile (seconds to a minute).
func CompileJudge(profile string) (constraint.ConstraintSystem, error) {
	p, err := judgeProfileByName(profile)
	if err != nil {
		return nil, err
	}
	return compileJudge(p)
}

func compileJudge(p *judgeProfile) (constraint.ConstraintSystem, error) {
	return frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, newJudgeCircuit(p))
}

// FitJudge says whether a canonical trace is inside the named profile of
// the judge circuit: nil when it is, else the reason, an error wrapping
// ErrOutsideProfile (its bytes, a capacity, a text's or the preimage's
// length) or the reader's (a trace the schema reader refuses, a record
// rule). No keys are needed.
func FitJudge(profile string, trace []byte) error {
	p, err := judgeProfileByName(profile)
	if err != nil {
		return err
	}
	_, err = judgeFit(p, newViewLayout(p.caps), trace)
	return err
}

// ProveJudge proves, with the judge circuit of the named profile under
// pk, the verdict the embedded bundle gives for a canonical trace, with
// the given binding. The circuit judges the trace itself: the statement's
// verdict hash and status are the ones it computes, and a trace outside
// the profile is refused with the reason (FitJudge). The proof is checked
// under vk before it is returned.
func ProveJudge(profile string, ccs constraint.ConstraintSystem, pk groth16.ProvingKey, vk groth16.VerifyingKey, trace []byte, binding *big.Int) (*Proof, error) {
	p, err := judgeProfileByName(profile)
	if err != nil {
		return nil, err
	}
	if binding == nil || binding.Sign() < 0 || binding.BitLen() > MaxBindingBits {
		return nil, fmt.Errorf("zk: binding must be in [0, 2^248)")
	}
	a, st, err := judgeAssignment(p, trace, binding, judge.EmbeddedDigest())
	if err != nil {
		return nil, err
	}
	return prove(ccs, pk, vk, a, "judge-"+p.name, st, binding)
}
