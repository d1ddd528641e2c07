//go:build !race

package zk

import (
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/constraint/solver"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/frontend/cs/r1cs"
	"github.com/consensys/gnark/std/rangecheck"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bigCircuit reads two digit strings and states their limbs, order and
// difference, all as the prover claims: the tests give true and false
// claims.
type bigCircuit struct {
	A, B         [maxBigDigits]frontend.Variable
	NA, NB       frontend.Variable
	LimbsA, Diff [bigLimbs]frontend.Variable
	Less, Equal  frontend.Variable
}

func (c *bigCircuit) Define(api frontend.API) error {
	g := &gadgets{api: api, rc: rangecheck.New(api)}
	a, b := g.bigDecimal(c.A[:], c.NA), g.bigDecimal(c.B[:], c.NB)
	for j := range bigLimbs {
		api.AssertIsEqual(a[j], c.LimbsA[j])
	}
	less, equal := g.bigCompare(a, b)
	api.AssertIsEqual(less, c.Less)
	api.AssertIsEqual(equal, c.Equal)
	diff, less2 := g.bigSub(a, b)
	api.AssertIsEqual(less2, c.Less)
	for j := range bigLimbs {
		api.AssertIsEqual(diff[j], c.Diff[j])
	}
	return nil
}

// bigClaim is the honest assignment for digit strings a and b (as bytes,
// junk past their lengths).
func bigClaim(a, b string) *bigCircuit { return claimFor(a, b, lenient(a), lenient(b)) }

// lenient is what a reader without the digit and leading-zero checks would
// make of s: Σ (s_i - '0')·10^(n-1-i), which is the integer for a digit
// string.
func lenient(s string) *big.Int {
	x := new(big.Int)
	for i := range len(s) {
		x.Mul(x, big.NewInt(10))
		x.Add(x, big.NewInt(int64(s[i])-'0'))
	}
	return x
}

// claimFor states limbs of x (limb by limb, as the circuit sums the
// digits: a digit outside 0-9 carries into no other limb), and the order
// and difference of x and y.
func claimFor(a, b string, x, y *big.Int) *bigCircuit {
	c := &bigCircuit{NA: len(a), NB: len(b)}
	for i := range maxBigDigits {
		c.A[i], c.B[i] = byte('7'), byte('x')
		if i < len(a) {
			c.A[i] = a[i]
		}
		if i < len(b) {
			c.B[i] = b[i]
		}
	}
	for j := range bigLimbs {
		limb := new(big.Int)
		for m := limbDigits - 1; m >= 0; m-- {
			limb.Mul(limb, big.NewInt(10))
			if k := j*limbDigits + m; k < len(a) {
				limb.Add(limb, big.NewInt(int64(a[len(a)-1-k])-'0'))
			}
		}
		c.LimbsA[j] = limb
	}
	d := new(big.Int).Sub(x, y)
	c.Less, c.Equal = 0, 0
	if d.Sign() < 0 {
		c.Less = 1
		d.Add(d, new(big.Int).Exp(big.NewInt(10), big.NewInt(bigLimbs*limbDigits), nil))
	}
	if d.Sign() == 0 {
		c.Equal = 1
	}
	for j := range bigLimbs {
		c.Diff[j] = new(big.Int).Mod(new(big.Int).Div(d, new(big.Int).Exp(limbBase, big.NewInt(int64(j)), nil)), limbBase)
	}
	return c
}

func randomDigits(r *rand.Rand) string {
	n := 1 + r.IntN(maxBigDigits)
	if r.IntN(4) == 0 {
		n = 1 + r.IntN(20)
	}
	return randomDigitsOf(r, n)
}

func randomDigitsOf(r *rand.Rand, n int) string {
	b := []byte{byte('1' + r.IntN(9))}
	for len(b) < n {
		b = append(b, byte('0'+r.IntN(10)))
	}
	return string(b)
}

// TestZKBigDecimal: digit strings of every length to 80 read to the right
// limbs, and order, equality and difference agree with math/big; lies
// about any of them, and strings that are not canonical integers, leave
// the circuit unsatisfiable.
func TestZKBigDecimal(t *testing.T) {
	ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, &bigCircuit{})
	require.NoError(t, err)
	t.Logf("%d constraints for two 80-digit reads, a comparison and a subtraction", ccs.GetNbConstraints())
	solves := func(c *bigCircuit) error {
		w, err := frontend.NewWitness(c, ecc.BN254.ScalarField())
		require.NoError(t, err)
		return ccs.IsSolved(w)
	}
	r := rand.New(rand.NewPCG(5, 8))
	max80 := strings.Repeat("9", 80)
	pairs := [][2]string{{"0", "0"}, {"1", "0"}, {"0", "1"}, {max80, max80}, {max80, "1"}, {"1", max80},
		{"9007199254740993", "9007199254740992"}, {"10000000000000000000", "9999999999999999999"}}
	// Every length, so every limb boundary (19/20, 38/39, 57/58, 76/77).
	for n := 1; n <= maxBigDigits; n++ {
		a := randomDigitsOf(r, n)
		pairs = append(pairs, [2]string{a, randomDigits(r)}, [2]string{a, a})
	}
	for _, p := range pairs {
		c := bigClaim(p[0], p[1])
		require.NoError(t, solves(c), "%s vs %s", p[0], p[1])
		// Each claim, told falsely, is refused.
		lie := bigClaim(p[0], p[1])
		lie.Less = 1 - lie.Less.(int)
		assert.Error(t, solves(lie), "a false order for %s vs %s", p[0], p[1])
		lie = bigClaim(p[0], p[1])
		lie.Equal = 1 - lie.Equal.(int)
		assert.Error(t, solves(lie), "a false equality for %s vs %s", p[0], p[1])
		lie = bigClaim(p[0], p[1])
		lie.Diff[0] = new(big.Int).Add(lie.Diff[0].(*big.Int), big.NewInt(1))
		assert.Error(t, solves(lie), "a false difference for %s vs %s", p[0], p[1])
		lie = bigClaim(p[0], p[1])
		lie.LimbsA[bigLimbs-1] = new(big.Int).Add(lie.LimbsA[bigLimbs-1].(*big.Int), big.NewInt(1))
		assert.Error(t, solves(lie), "false limbs for %s", p[0])
	}
	// Claims that follow the string's lenient reading (non-negative in each
	// case, so the subtraction holds): only the digit, leading-zero and
	// length rules can refuse these.
	for _, bad := range []string{"012", "00", "1a", "1:", "1/", "1.5", "1e5", ""} {
		if bad != "" {
			require.GreaterOrEqual(t, lenient(bad).Sign(), 0, bad)
		}
		assert.Error(t, solves(bigClaim(bad, "1")), "%q read as an integer", bad)
	}
	require.NoError(t, solves(bigClaim("12", "1")), "the same claims for a digit string hold")

	// A prover whose hints lie: a last borrow flipped to claim a < b, with
	// every claim following the lie (so only the limb range checks can
	// refuse it), or a length mask shifted by one (the digit string then
	// reads as a different number).
	honestClaim := bigClaim("1000000000000000000000", "999")
	require.NoError(t, solves(honestClaim))
	lieClaim := bigClaim("1000000000000000000000", "999")
	lieClaim.Less = 1
	lieClaim.Diff[bigLimbs-1] = new(big.Int).Add(lieClaim.Diff[bigLimbs-1].(*big.Int), limbBase)
	wl, err := frontend.NewWitness(lieClaim, ecc.BN254.ScalarField())
	require.NoError(t, err)
	flips := 0
	flipBorrow := func(mod *big.Int, in, out []*big.Int) error {
		if err := borrowHint(mod, in, out); err != nil {
			return err
		}
		flips++
		out[bigLimbs-1].SetInt64(1)
		return nil
	}
	assert.Error(t, ccs.IsSolved(wl, solver.OverrideHint(solver.GetHintID(borrowHint), flipBorrow)), "a flipped borrow")
	assert.Positive(t, flips)
	w, err := frontend.NewWitness(honestClaim, ecc.BN254.ScalarField())
	require.NoError(t, err)
	shifts := 0
	shiftMask := func(mod *big.Int, in, out []*big.Int) error {
		if err := maskHint(mod, in, out); err != nil {
			return err
		}
		for i := len(out) - 1; i > 0; i-- {
			if out[i-1].Sign() != 0 && out[i].Sign() == 0 {
				out[i].SetInt64(1) // one digit more than n
				shifts++
				break
			}
		}
		return nil
	}
	assert.Error(t, ccs.IsSolved(w, solver.OverrideHint(solver.GetHintID(maskHint), shiftMask)), "a shifted mask")
	assert.Positive(t, shifts)
}
