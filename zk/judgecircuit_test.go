//go:build !race

package zk

import (
	"crypto/sha256"
	"math/big"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/constraint"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/frontend/cs/r1cs"
	"github.com/consensys/gnark/std/math/uints"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
)

// The profiles' constraint systems, pinned: the development keys, the
// committed verifier (small) and the development program ids were made
// from them, so a change to the circuit that moves one is a change to
// regenerate them for (go generate ./zk for small; the full setup
// benchmark, docs/benchmarks.md, for DevFullProgramID), not a silent one.
const (
	smallCircuitDigest = "0x7d38bc1575ae252e595c229140bc932267e7d8371661418133adf94dbd02ba51"
	fullCircuitDigest  = "0xf246c9910f1ee0e619bfda53d67c42ce99558e952d08fe60b5c94d04a171dbeb"
)

// requireCircuitDigest holds a profile's constraint system to its pinned
// digest.
func requireCircuitDigest(t testing.TB, ccs constraint.ConstraintSystem, want string) {
	t.Helper()
	d, err := CircuitDigest(ccs)
	require.NoError(t, err)
	require.Equal(t, want, d.String(), "the profile's constraint system changed: regenerate what was made from it, then pin the new digest")
}

// TestZKJudgeSmall: the judge circuit of the small profile (reader, view,
// checks, texts, preimage, statement) takes the suite's smallest trace
// with the statement of its verdict (judgeRecords', and the bundle's),
// and refuses the statement off by one, another status, another
// evaluator or binding than the private inputs, a verdict preimage with
// one byte changed and every hash recomputed, a byte past the preimage
// that is not zero, and a changed trace with
// its hash recomputed under the old verdict.
func TestZKJudgeSmall(t *testing.T) {
	p := Small
	ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, newJudgeCircuit(p))
	require.NoError(t, err)
	t.Logf("profile %s (%d-byte traces, %d-byte preimages): %d constraints", p.Name, p.MaxTrace, p.MaxPreimage, ccs.GetNbConstraints())
	// One commitment, the lookups': the Solidity verifier folds one.
	require.Len(t, ccs.GetCommitments().CommitmentIndexes(), 1)
	requireCircuitDigest(t, ccs, smallCircuitDigest)
	trace := suiteCanonical(t)["code-leap-year/naive"]
	evaluator := canon.Sum([]byte("an evaluator"))
	binding := big.NewInt(42)
	a, s, err := judgeAssignment(p, trace, binding, evaluator)
	require.NoError(t, err)
	// The statement is the bundle's verdict's.
	v, err := judge.Judge(trace)
	require.NoError(t, err)
	h, err := judge.VerdictHash(&v)
	require.NoError(t, err)
	require.Equal(t, h, s.VerdictHash)
	require.Equal(t, v.Status, s.Status)
	solve := func(c *judgeCircuit) error {
		w, err := frontend.NewWitness(c, ecc.BN254.ScalarField())
		require.NoError(t, err)
		return ccs.IsSolved(w)
	}
	require.NoError(t, solve(a))

	digest := func(s Statement) *big.Int { return statementDigest(t, s, binding) }
	lies := map[string]func(c *judgeCircuit){
		"the statement off by one": func(c *judgeCircuit) { c.Statement = new(big.Int).Add(c.Statement.(*big.Int), big.NewInt(1)) },
		"another status": func(c *judgeCircuit) {
			o := s
			o.Status = otherStatus(s.Status)
			c.Statement = digest(o)
		},
		"another evaluator than the private one": func(c *judgeCircuit) {
			o := s
			o.Evaluator = canon.Sum([]byte("another"))
			c.Statement = digest(o)
		},
		"another binding than the private one": func(c *judgeCircuit) { c.Binding[31] = uints.NewU8(43) },
		"a preimage byte changed, the hashes recomputed": func(c *judgeCircuit) {
			pre, _ := judge.VerdictPreimage(&v)
			pre[len(pre)/2] ^= 1
			c.Preimage[len(pre)/2] = uints.NewU8(pre[len(pre)/2])
			o := s
			o.VerdictHash = sha256.Sum256(pre)
			c.Statement = digest(o)
		},
		// τ hashes P[:n]: a byte past it must be zero, or the prover could
		// choose it after τ.
		"a byte past the preimage": func(c *judgeCircuit) {
			pre, _ := judge.VerdictPreimage(&v)
			c.Preimage[len(pre)+3] = uints.NewU8('x')
		},
		"a trace byte changed, the hash recomputed": func(c *judgeCircuit) {
			changed := []byte(string(trace))
			i := len(`{"buildId":"`)
			changed[i] ^= 'n' ^ 'm' // ("naive" → "maive": still an id)
			c.Trace[i] = uints.NewU8(changed[i])
			o := s
			o.TraceHash = sha256.Sum256(changed)
			c.Statement = digest(o)
		},
	}
	for name, lie := range lies {
		c, _, err := judgeAssignment(p, trace, binding, evaluator)
		require.NoError(t, err)
		lie(c)
		assert.Error(t, solve(c), name)
	}
	// Outside the profile: a trace above its bytes, with the reason.
	_, _, err = judgeAssignment(p, suiteCanonical(t)["code-leap-year/reference"], binding, evaluator)
	require.ErrorIs(t, err, ErrOutsideProfile)
}
