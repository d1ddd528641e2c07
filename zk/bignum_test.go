//go:build !race

package zk

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"strconv"
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

// hexCircuit reads a 256-bit word from hex digit values and prints it in
// decimal, against the prover's claims.
type hexCircuit struct {
	H      [64]frontend.Variable
	Limbs  [bigLimbs]frontend.Variable
	Digits [bigLimbs * limbDigits]frontend.Variable
	N      frontend.Variable
}

func (c *hexCircuit) Define(api frontend.API) error {
	g := &gadgets{api: api, rc: rangecheck.New(api)}
	x := g.bigFromHex(c.H[:])
	for j := range bigLimbs {
		api.AssertIsEqual(x[j], c.Limbs[j])
	}
	digits, n := g.bigDigits(x)
	for i := range digits {
		api.AssertIsEqual(digits[i], c.Digits[i])
	}
	api.AssertIsEqual(n, c.N)
	return nil
}

// hexReadCircuit is bigFromHex alone.
type hexReadCircuit struct {
	H     [64]frontend.Variable
	Limbs [bigLimbs]frontend.Variable
}

func (c *hexReadCircuit) Define(api frontend.API) error {
	g := &gadgets{api: api, rc: rangecheck.New(api)}
	x := g.bigFromHex(c.H[:])
	for j := range bigLimbs {
		api.AssertIsEqual(x[j], c.Limbs[j])
	}
	return nil
}

func hexClaim(x *big.Int) *hexCircuit {
	c := &hexCircuit{}
	h := fmt.Sprintf("%064x", x)
	for i := range 64 {
		v, _ := strconv.ParseUint(h[i:i+1], 16, 8)
		c.H[i] = v
	}
	for j := range bigLimbs {
		c.Limbs[j] = new(big.Int).Mod(new(big.Int).Div(x, new(big.Int).Exp(limbBase, big.NewInt(int64(j)), nil)), limbBase)
	}
	s := x.String()
	for i := range c.Digits {
		c.Digits[i] = 0
		if i < len(s) {
			c.Digits[i] = int(s[len(s)-1-i] - '0')
		}
	}
	c.N = len(s)
	return c
}

// TestZKBigHex: 256-bit words read from hex print in decimal exactly as
// math/big prints them (String(BigInt) in the bundle), at the edges
// (0, 1, 10^19 ± 1, 10^38, 2^256 - 1) and at random; a false length, a
// leading zero, and carry or digit hints that lie are refused.
func TestZKBigHex(t *testing.T) {
	ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, &hexCircuit{})
	require.NoError(t, err)
	t.Logf("%d constraints to read a 256-bit word and print it", ccs.GetNbConstraints())
	solves := func(c *hexCircuit, opts ...solver.Option) error {
		w, err := frontend.NewWitness(c, ecc.BN254.ScalarField())
		require.NoError(t, err)
		return ccs.IsSolved(w, opts...)
	}
	max256 := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	xs := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(9), big.NewInt(10), max256,
		new(big.Int).Sub(limbBase, big.NewInt(1)), new(big.Int).Set(limbBase), new(big.Int).Add(limbBase, big.NewInt(1)),
		new(big.Int).Mul(limbBase, limbBase)}
	r := rand.New(rand.NewPCG(13, 21))
	for range 24 {
		xs = append(xs, new(big.Int).Rsh(new(big.Int).SetBytes(binaryRand(r, 32)), uint(r.IntN(256))))
	}
	longer := func(mod *big.Int, in, out []*big.Int) error {
		if err := digitsHint(mod, in, out); err != nil {
			return err
		}
		out[len(out)-1].Add(out[len(out)-1], big.NewInt(1))
		return nil
	}
	for _, x := range xs {
		require.NoError(t, solves(hexClaim(x)), "%s", x)
		// A hint that prints one leading zero more, with the claimed length
		// following it: only the top-digit rule refuses it.
		lie := hexClaim(x)
		lie.N = lie.N.(int) + 1
		assert.Error(t, solves(lie, solver.OverrideHint(solver.GetHintID(digitsHint), longer)), "%s printed with a leading zero", x)
	}
	// Lying hints, each with claims that follow the lie.
	x := new(big.Int).Add(limbBase, big.NewInt(5))
	lie := hexClaim(x)
	lie.Limbs[0] = new(big.Int).Add(lie.Limbs[0].(*big.Int), limbBase)
	lie.Limbs[1] = new(big.Int).Sub(lie.Limbs[1].(*big.Int), big.NewInt(1))
	// x's last hex digit is the step that carries into limb 1: a hint that
	// keeps 10^19 in limb 0 there gives exactly the claimed limbs.
	calls, lied := 0, 0
	lowCarry := func(mod *big.Int, in, out []*big.Int) error {
		if err := carryHint(mod, in, out); err != nil {
			return err
		}
		if calls++; calls == 64 && out[bigLimbs].Sign() > 0 {
			out[0].Add(out[0], limbBase)
			out[1].Sub(out[1], big.NewInt(1))
			out[bigLimbs].Sub(out[bigLimbs], big.NewInt(1))
			lied++
		}
		return nil
	}
	// Read alone (bigDigits would refuse such a limb too), so that only
	// the limb range check can refuse it.
	read, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, &hexReadCircuit{})
	require.NoError(t, err)
	rl := &hexReadCircuit{H: lie.H, Limbs: lie.Limbs}
	wr, err := frontend.NewWitness(rl, ecc.BN254.ScalarField())
	require.NoError(t, err)
	assert.Error(t, read.IsSolved(wr, solver.OverrideHint(solver.GetHintID(carryHint), lowCarry)), "a carry kept in a limb")
	assert.Positive(t, lied)
	honestRead := &hexReadCircuit{H: hexClaim(x).H, Limbs: hexClaim(x).Limbs}
	wh, err := frontend.NewWitness(honestRead, ecc.BN254.ScalarField())
	require.NoError(t, err)
	require.NoError(t, read.IsSolved(wh))
	shortN := hexClaim(x)
	shortN.N = shortN.N.(int) - 1
	short := func(mod *big.Int, in, out []*big.Int) error {
		if err := digitsHint(mod, in, out); err != nil {
			return err
		}
		out[len(out)-1].Sub(out[len(out)-1], big.NewInt(1))
		return nil
	}
	assert.Error(t, solves(shortN, solver.OverrideHint(solver.GetHintID(digitsHint), short)), "a length that drops the top digit")
}

func binaryRand(r *rand.Rand, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

// deltaCircuit mirrors balance_delta: delta = after - before, compared by
// op with a signed amount, against the prover's claims.
type deltaCircuit struct {
	After, Before   [maxBigDigits + 1]frontend.Variable
	NAfter, NBefore frontend.Variable
	Amount          [maxBigDigits + 1]frontend.Variable
	NAmount         frontend.Variable
	Ops             [5]frontend.Variable
	Pass            frontend.Variable
	DeltaNeg        frontend.Variable
	DeltaMag        [bigLimbs]frontend.Variable
}

func (c *deltaCircuit) Define(api frontend.API) error {
	g := &gadgets{api: api, rc: rangecheck.New(api)}
	d := g.bigDelta(g.bigSignedDecimal(c.After[:], c.NAfter), g.bigSignedDecimal(c.Before[:], c.NBefore))
	api.AssertIsEqual(d.neg, c.DeltaNeg)
	for j := range bigLimbs {
		api.AssertIsEqual(d.mag[j], c.DeltaMag[j])
	}
	api.AssertIsEqual(g.signedCompare(c.Ops[:], d, g.bigSignedDecimal(c.Amount[:], c.NAmount)), c.Pass)
	return nil
}

func fillDigits(dst []frontend.Variable, s string) {
	for i := range dst {
		dst[i] = byte('5')
		if i < len(s) {
			dst[i] = s[i]
		}
	}
}

func deltaClaim(after, before, amount string, op int) *deltaCircuit {
	c := &deltaCircuit{NAfter: len(after), NBefore: len(before), NAmount: len(amount)}
	fillDigits(c.After[:], after)
	fillDigits(c.Before[:], before)
	fillDigits(c.Amount[:], amount)
	a, _ := new(big.Int).SetString(after, 10)
	b, _ := new(big.Int).SetString(before, 10)
	m, _ := new(big.Int).SetString(amount, 10)
	d := new(big.Int).Sub(a, b)
	c.DeltaNeg = 0
	if d.Sign() < 0 {
		c.DeltaNeg = 1
	}
	mag := new(big.Int).Abs(d)
	for j := range bigLimbs {
		c.DeltaMag[j] = new(big.Int).Mod(new(big.Int).Div(mag, new(big.Int).Exp(limbBase, big.NewInt(int64(j)), nil)), limbBase)
	}
	for i := range c.Ops {
		c.Ops[i] = boolInt(i == op)
	}
	k := d.Cmp(m)
	c.Pass = boolInt([]bool{k == 0, k >= 0, k <= 0, k > 0, k < 0}[op])
	return c
}

// TestZKBigDelta: balance deltas (after - before, either sign) compared
// with signed amounts by each of the five ops agree with math/big, at
// equality, off by one both ways and at random; a false pass bit or delta,
// "-0", and "--1" are refused.
func TestZKBigDelta(t *testing.T) {
	ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, &deltaCircuit{})
	require.NoError(t, err)
	t.Logf("%d constraints for a balance_delta comparison", ccs.GetNbConstraints())
	solves := func(c *deltaCircuit) error {
		w, err := frontend.NewWitness(c, ecc.BN254.ScalarField())
		require.NoError(t, err)
		return ccs.IsSolved(w)
	}
	r := rand.New(rand.NewPCG(17, 19))
	type tc struct{ after, before, amount string }
	cases := []tc{{"0", "0", "0"}, {"5", "3", "2"}, {"5", "3", "1"}, {"5", "3", "3"}, {"3", "5", "-2"}, {"3", "5", "-1"},
		{"3", "5", "-3"}, {"3", "5", "2"}, {"5", "3", "-2"}, {strings.Repeat("9", 80), "0", strings.Repeat("9", 80)},
		{"0", strings.Repeat("9", 80), "-" + strings.Repeat("9", 80)}, {"0", strings.Repeat("9", 80), "-" + strings.Repeat("9", 79)},
		// Negative balances, which the judge reads as any integer: the
		// delta reaches 2·10^80 - 2.
		{"-5", "3", "-8"}, {"-3", "-5", "2"}, {"-" + strings.Repeat("9", 80), strings.Repeat("9", 80), "-1"},
		{strings.Repeat("9", 80), "-" + strings.Repeat("9", 80), "1"}}
	for i := range 16 {
		a, b := randomDigits(r), randomDigits(r)
		if i%4 == 3 {
			a = "-" + a
		}
		x, _ := new(big.Int).SetString(a, 10)
		y, _ := new(big.Int).SetString(b, 10)
		d := new(big.Int).Sub(x, y)
		cases = append(cases, tc{a, b, d.String()}, tc{a, b, new(big.Int).Add(d, big.NewInt(1)).String()},
			tc{a, b, new(big.Int).Sub(d, big.NewInt(1)).String()}, tc{a, b, "-" + randomDigits(r)})
	}
	passes := 0
	for _, c := range cases {
		if len(strings.TrimPrefix(c.amount, "-")) > maxBigDigits {
			continue
		}
		for op := range 5 {
			claim := deltaClaim(c.after, c.before, c.amount, op)
			require.NoError(t, solves(claim), "%s - %s op %d %s", c.after, c.before, op, c.amount)
			passes += claim.Pass.(int)
			lie := deltaClaim(c.after, c.before, c.amount, op)
			lie.Pass = 1 - lie.Pass.(int)
			assert.Error(t, solves(lie), "a false pass bit: %s - %s op %d %s", c.after, c.before, op, c.amount)
		}
		lie := deltaClaim(c.after, c.before, c.amount, 0)
		lie.DeltaNeg = 1 - lie.DeltaNeg.(int)
		assert.Error(t, solves(lie), "a delta of the other sign")
	}
	assert.Greater(t, passes, 50)
	// Malformed amounts, each with claims that follow its lenient reading
	// where it has one ("-0" is 0 and "-01" is -1, so only the -0 and
	// leading-zero rules refuse them; "--1" and "-" have none).
	for _, bad := range []struct{ after, amount, lenient string }{{"1", "-0", "0"}, {"0", "-01", "-1"}, {"0", "--1", "0"}, {"0", "-", "0"}} {
		c := deltaClaim(bad.after, "1", bad.lenient, 0)
		c.NAmount = len(bad.amount)
		fillDigits(c.Amount[:], bad.amount)
		assert.Error(t, solves(c), "amount %q", bad.amount)
	}
	require.NoError(t, solves(deltaClaim("0", "1", "-1", 0)), "the claims of -01's case hold for -1")
}
