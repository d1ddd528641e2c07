//go:build !race

// Solving the lexer circuit hundreds of times is slow under the race
// detector: these run in the README's race-free ZK pass.

package zk

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend/witness"
	"github.com/consensys/gnark/constraint"
	"github.com/consensys/gnark/constraint/solver"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/frontend/cs/r1cs"
	"github.com/consensys/gnark/std/rangecheck"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// lexCircuit is the lexer alone over a zero-padded byte string of the
// stated length (as the judge circuit will bind it to the hashed length).
type lexCircuit struct {
	Data []frontend.Variable
	Len  frontend.Variable
}

func (c *lexCircuit) Define(api frontend.API) error {
	g := &gadgets{api: api, rc: rangecheck.New(api)}
	_, n := g.lex(c.Data)
	api.AssertIsEqual(n, c.Len)
	return nil
}

func compileLex(t testing.TB, n int) constraint.ConstraintSystem {
	t.Helper()
	ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, &lexCircuit{Data: make([]frontend.Variable, n)})
	require.NoError(t, err)
	return ccs
}

// lexWitness is data zero-padded to n bytes, with the stated length.
func lexWitness(t testing.TB, n int, data []byte, length int) witness.Witness {
	t.Helper()
	a := &lexCircuit{Data: padded(data, n), Len: length}
	w, err := frontend.NewWitness(a, ecc.BN254.ScalarField())
	require.NoError(t, err)
	return w
}

func lexSolves(t testing.TB, ccs constraint.ConstraintSystem, n int, text []byte) error {
	t.Helper()
	return ccs.IsSolved(lexWitness(t, n, text, len(text)))
}

// TestZKLexCircuit: the circuit takes exactly what LexCanonical takes, on
// canonical texts, on every listed flaw, and on random one-byte changes of
// canonical texts (a changed, inserted or deleted byte).
func TestZKLexCircuit(t *testing.T) {
	const n = 384
	ccs := compileLex(t, n)
	var texts [][]byte
	for _, b := range lexAccepted(t) {
		if len(b) <= n {
			texts = append(texts, b)
		}
	}
	require.GreaterOrEqual(t, len(texts), 20)
	r := rand.New(rand.NewPCG(3, 5))
	alphabet := []byte("{}[]\":,\\-0123456789.Eeutrfalsn\x00 \x1f\x7f\xc3\xa9\xed\xa0\xf4\x90")
	var cases [][]byte
	for _, b := range texts {
		cases = append(cases, b)
		for range 4 {
			m := append([]byte(nil), b...)
			i := r.IntN(len(m))
			switch r.IntN(3) {
			case 0:
				m[i] = alphabet[r.IntN(len(alphabet))]
			case 1:
				m = append(m[:i], append([]byte{alphabet[r.IntN(len(alphabet))]}, m[i:]...)...)
			default:
				m = append(m[:i], m[i+1:]...)
			}
			cases = append(cases, m)
		}
	}
	for _, s := range lexRefused {
		cases = append(cases, []byte(s))
	}
	cases = append(cases, make([]byte, n)) // all padding: no value at all
	// Zero bytes inside the stated length: the lexer reads them as padding,
	// the length binding refuses them.
	cases = append(cases, []byte("0\x00"), []byte("{}\x00"), []byte("{}\x00\x00"), []byte("[1]\x00"))
	for _, c := range [][]byte{[]byte("0\x00"), []byte("{}\x00")} {
		require.NoError(t, ccs.IsSolved(lexWitness(t, n, c, len(c)-1)), "%q is the value %q and padding", c, c[:len(c)-1])
	}
	var fit [][]byte
	for _, c := range cases {
		if len(c) <= n {
			fit = append(fit, c)
		}
	}
	accepted, refused := agree(t, fit, LexCanonical, func(c []byte) error { return lexSolves(t, ccs, n, c) })
	t.Logf("%d texts taken, %d refused, by both", accepted, refused)
	assert.Greater(t, refused, 100)
	assert.Greater(t, accepted, 20)
}

// agree requires the circuit (solve) to take exactly the texts the Go
// reference (ref) takes, and counts them.
func agree(t *testing.T, texts [][]byte, ref, solve func([]byte) error) (taken, refused int) {
	t.Helper()
	for _, b := range texts {
		want, got := ref(b), solve(b)
		if want == nil {
			require.NoError(t, got, "the circuit refuses what the Go reference takes: %q", b)
			taken++
		} else {
			require.Error(t, got, "the circuit takes what the Go reference refuses (%v): %q", want, b)
			refused++
		}
	}
	return taken, refused
}

// TestZKLexConstraints: the lexer's cost per byte, measured as the
// difference of two sizes (so the tables' fixed cost drops out), and the
// fixed cost itself.
func TestZKLexConstraints(t *testing.T) {
	small, large := compileLex(t, 512).GetNbConstraints(), compileLex(t, 2048).GetNbConstraints()
	perByte := float64(large-small) / float64(2048-512)
	fixed := float64(small) - perByte*512
	t.Logf("lexer with its length: %.1f constraints per byte, %.0f fixed (%d byte classes, %d table entries)",
		perByte, fixed, lexTable().classes, len(lexTable().trans))
	assert.LessOrEqual(t, perByte, 30.0, "the budget is 40-60 per byte for the whole reader")
}

// TestZKLexHintLies: a prover whose hints lie about the top of the stack
// (an object where an array is open, so that a '}' could close it) or
// about a transition's stack operation (no pop where the table says pop)
// cannot satisfy the lexer: the range checks leave no room.
func TestZKLexHintLies(t *testing.T) {
	const n = 64
	ccs := compileLex(t, n)
	text := []byte(`{"a":[1,{"b":[]}],"c":"\u0001"}`)
	require.NoError(t, LexCanonical(text))
	require.NoError(t, lexSolves(t, ccs, n, text))
	w := lexWitness(t, n, text, len(text))

	lies := 0
	lyingTop := func(mod *big.Int, in, out []*big.Int) error {
		if err := lexStackHint(mod, in, out); err != nil {
			return err
		}
		if in[0].Sign() != 0 && lies == 0 {
			lies++
			// Another top t' and q' = (s - t')/3 in the field: s = 3q' + t'
			// holds, q' is no small integer.
			top := new(big.Int).SetInt64((out[1].Int64() + 1) % 3)
			inv3 := new(big.Int).ModInverse(big.NewInt(3), mod)
			q := new(big.Int).Sub(in[0], top)
			out[0].Mod(q.Mul(q, inv3), mod)
			out[1].Set(top)
		}
		return nil
	}
	err := ccs.IsSolved(w, solver.OverrideHint(solver.GetHintID(lexStackHint), lyingTop))
	require.Error(t, err, "a lie about the top of the stack")
	require.Equal(t, 1, lies)

	lies = 0
	lyingOp := func(mod *big.Int, in, out []*big.Int) error {
		if err := lexEntryHint(mod, in, out); err != nil {
			return err
		}
		if out[1].Sign() != 0 || out[2].Sign() != 0 {
			lies++
			// Claim no stack operation: next absorbs the operation's part.
			out[0].Set(in[0])
			out[1].SetInt64(0)
			out[2].SetInt64(0)
		}
		return nil
	}
	err = ccs.IsSolved(w, solver.OverrideHint(solver.GetHintID(lexEntryHint), lyingOp))
	require.Error(t, err, "a lie about a stack operation")
	require.Positive(t, lies)
}
