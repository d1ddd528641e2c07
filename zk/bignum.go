package zk

import (
	"errors"
	"math/big"

	"github.com/consensys/gnark/constraint/solver"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/std/lookup/logderivlookup"
)

// Big integers as the judge reads them:
// decimal digit strings of up to maxBigDigits digits — the {"$n":"…"}
// integers of a trace, 80 digits at most — held in decimal limbs, compared
// and subtracted with range-checked borrows. Decimal limbs make the
// verdict's texts (an `actual` that prints a delta) a matter of splitting
// a limb into its digits. The judge circuit's checks use them
// (bigSignedDecimal, bigDelta, bigFromHex, signedCompare).

const (
	limbDigits   = 19 // a limb holds 19 decimal digits: < 10^19 < 2^64
	bigLimbs     = 5  // 95 digits: every trace integer and the sum of a few
	maxBigDigits = 80 // limits.MaxBigIntDigits
)

// bigDec is a non-negative integer Σ limb_j · 10^(19j), each limb in
// [0, 10^19).
type bigDec [bigLimbs]frontend.Variable

var limbBase = new(big.Int).Exp(big.NewInt(10), big.NewInt(limbDigits), nil)

func init() { solver.RegisterHint(borrowHint) }

// borrowHint: inputs (a_0..a_k-1, b_0..b_k-1); outputs the borrows of
// a - b limb by limb in base 10^19, and [a < b] (the last borrow).
func borrowHint(_ *big.Int, in, out []*big.Int) error {
	k := len(in) / 2
	if len(in) != 2*k || len(out) != k {
		return errors.New("borrowHint: 2k inputs, k outputs")
	}
	borrow := big.NewInt(0)
	for j := range k {
		d := new(big.Int).Sub(in[j], in[k+j])
		d.Sub(d, borrow)
		if d.Sign() < 0 {
			borrow = big.NewInt(1)
		} else {
			borrow = big.NewInt(0)
		}
		out[j].Set(borrow)
	}
	return nil
}

// limbCheck asserts 0 ≤ x < 10^19.
func (g *gadgets) limbCheck(x frontend.Variable) {
	g.rc.Check(x, 64)
	g.rc.Check(g.api.Sub(new(big.Int).Sub(limbBase, big.NewInt(1)), x), 64)
}

// limbOf is Σ digits[m]·10^m, the limb of up to 19 decimal digits, least
// significant first.
func (g *gadgets) limbOf(digits []frontend.Variable) frontend.Variable {
	var limb frontend.Variable = 0
	scale := big.NewInt(1)
	for _, d := range digits {
		limb = g.api.Add(limb, g.api.Mul(d, new(big.Int).Set(scale)))
		scale.Mul(scale, big.NewInt(10))
	}
	return limb
}

// bigIsZero returns [x == 0]: limbs are non-negative and their sum is far
// below the field's size, so it is zero only when every limb is.
func (g *gadgets) bigIsZero(x bigDec) frontend.Variable {
	var sum frontend.Variable = 0
	for j := range x {
		sum = g.api.Add(sum, x[j])
	}
	return g.api.IsZero(sum)
}

// carried normalizes t (per-limb sums, each non-negative) into limbs below
// 10^19 with carries of at most carryBits bits, nothing carried out of the
// top limb.
func (g *gadgets) carried(t []frontend.Variable, carryBits int) bigDec {
	api := g.api
	r, err := api.Compiler().NewHint(carryHint, 2*bigLimbs, t...)
	if err != nil {
		panic(err)
	}
	var out bigDec
	var prev frontend.Variable = 0
	for j := range bigLimbs {
		limb, carry := r[j], r[bigLimbs+j]
		g.limbCheck(limb)
		g.rc.Check(carry, carryBits)
		api.AssertIsEqual(api.Add(t[j], prev), api.Add(limb, api.Mul(carry, limbBase)))
		out[j], prev = limb, carry
	}
	api.AssertIsEqual(prev, 0)
	return out
}

// bigDecimal reads the digit string b[:n] (ASCII bytes; n from 1 to len(b),
// b's bytes past n are ignored) as an integer, asserting that each of its
// bytes is a digit and that it has no leading zero (a lone "0" is 0).
func (g *gadgets) bigDecimal(b []frontend.Variable, n frontend.Variable) bigDec {
	api := g.api
	if len(b) > bigLimbs*limbDigits {
		panic("zk: decimal string longer than a bigDec holds")
	}
	in := g.mask(n, len(b))
	api.AssertIsEqual(in[0], 1) // at least one digit
	digits := logderivlookup.New(api)
	for i := range b {
		d := api.Mul(in[i], api.Sub(b[i], '0'))
		// A digit: 0 ≤ d ≤ 9 (past n, d is 0).
		g.rc.Check(d, 4)
		g.rc.Check(api.Sub(9, d), 4)
		digits.Insert(d)
	}
	// No leading zero: the first digit is 1-9 unless it is the only one.
	first := api.Mul(in[0], api.Sub(b[0], '0'))
	g.implies(api.IsZero(first), api.IsZero(api.Sub(n, 1)))
	// The k-th digit from the right is digit n-1-k (0 when k ≥ n).
	var out bigDec
	for j := range bigLimbs {
		var ds []frontend.Variable
		for k := j * limbDigits; k < min((j+1)*limbDigits, len(b)); k++ {
			idx := api.Mul(in[k], api.Sub(api.Sub(n, 1), k))
			ds = append(ds, api.Mul(in[k], digits.Lookup(idx)[0]))
		}
		out[j] = g.limbOf(ds)
	}
	return out
}

// bigSub returns a - b and [a < b]; when a < b the difference is
// 10^95 + a - b (callers select on the flag).
func (g *gadgets) bigSub(a, b bigDec) (diff bigDec, less frontend.Variable) {
	api := g.api
	in := append(append([]frontend.Variable{}, a[:]...), b[:]...)
	borrows, err := api.Compiler().NewHint(borrowHint, bigLimbs, in...)
	if err != nil {
		panic(err)
	}
	var prev frontend.Variable = 0
	for j := range bigLimbs {
		g.bit(borrows[j])
		// a_j - b_j - borrow_in + 10^19·borrow_out is a limb.
		d := api.Add(api.Sub(api.Sub(a[j], b[j]), prev), api.Mul(borrows[j], limbBase))
		g.limbCheck(d)
		diff[j] = d
		prev = borrows[j]
	}
	return diff, prev
}

// bigCompare returns [a < b] and [a == b].
func (g *gadgets) bigCompare(a, b bigDec) (less, equal frontend.Variable) {
	diff, less := g.bigSub(a, b)
	return less, g.bigIsZero(diff)
}

func init() { solver.RegisterHint(carryHint, digitsHint) }

// carryHint: inputs (t_0..t_k-1), each t_j ≥ 0 before carries; outputs
// (limb_0..limb_k-1, carry_0..carry_k-1) with t_j + carry_{j-1} =
// limb_j + 10^19·carry_j.
func carryHint(_ *big.Int, in, out []*big.Int) error {
	k := len(in)
	if len(out) != 2*k {
		return errors.New("carryHint: k inputs, 2k outputs")
	}
	carry := big.NewInt(0)
	for j := range k {
		t := new(big.Int).Add(in[j], carry)
		carry = new(big.Int)
		t.QuoRem(t, limbBase, out[j])
		carry.Set(t)
		out[k+j].Set(carry)
	}
	return nil
}

// bigFromHex reads hex digit values (0-15, each range-checked here; the
// caller decodes them from the word's text, as the nib table does) as an
// integer in decimal limbs, most significant first: a 256-bit word is 64
// digits, below 10^78.
func (g *gadgets) bigFromHex(nibbles []frontend.Variable) bigDec {
	api := g.api
	if len(nibbles) > 64 {
		panic("zk: more hex digits than a 256-bit word")
	}
	acc := bigZero()
	for _, h := range nibbles {
		g.rc.Check(h, 4)
		// acc = 16·acc + h, carried limb by limb: each limb is below
		// 10^19 and each carry at most 15.
		t := make([]frontend.Variable, bigLimbs)
		for j := range t {
			t[j] = api.Mul(acc[j], 16)
		}
		t[0] = api.Add(t[0], h)
		acc = g.carried(t, 5) // 2^256 < 10^95: nothing carries out
	}
	return acc
}

// digitsHint: inputs the limbs; outputs the bigLimbs·19 decimal digits,
// least significant first, then the number of significant digits (1 for
// zero).
func digitsHint(_ *big.Int, in, out []*big.Int) error {
	if len(out) != len(in)*limbDigits+1 {
		return errors.New("digitsHint: 19 digits a limb and a length")
	}
	n := 1
	for j, l := range in {
		x := new(big.Int).Set(l)
		for m := range limbDigits {
			i := j*limbDigits + m
			x.QuoRem(x, big.NewInt(10), out[i])
			if out[i].Sign() != 0 {
				n = i + 1
			}
		}
	}
	out[len(out)-1].SetInt64(int64(n))
	return nil
}

// bigDigits writes x in decimal, as String(BigInt) prints it: the digits
// least significant first and their number n (no leading zero; 0 is "0").
func (g *gadgets) bigDigits(x bigDec) (digits []frontend.Variable, n frontend.Variable) {
	digits, _, n = g.digits(x[:])
	return digits, n
}

// digits writes a number of 19-digit limbs (least significant first) in
// decimal: its digits, least significant first, the mask of the
// significant ones (in[i] = [i < n]) and their number n.
func (g *gadgets) digits(limbs []frontend.Variable) (digits, in []frontend.Variable, n frontend.Variable) {
	api := g.api
	r, err := api.Compiler().NewHint(digitsHint, len(limbs)*limbDigits+1, limbs...)
	if err != nil {
		panic(err)
	}
	digits, n = r[:len(limbs)*limbDigits], r[len(limbs)*limbDigits]
	for _, d := range digits {
		g.rc.Check(d, 4)
		g.rc.Check(api.Sub(9, d), 4)
	}
	for j := range limbs {
		api.AssertIsEqual(g.limbOf(digits[j*limbDigits:(j+1)*limbDigits]), limbs[j])
	}
	// Digits at n and above are zero; digit n-1 is not, unless n is 1.
	in = g.mask(n, len(digits))
	api.AssertIsEqual(in[0], 1)
	at := logderivlookup.New(api)
	for i, d := range digits {
		api.AssertIsEqual(api.Mul(api.Sub(1, in[i]), d), 0)
		at.Insert(d)
	}
	top := at.Lookup(api.Sub(n, 1))[0]
	g.implies(api.IsZero(top), api.IsZero(api.Sub(n, 1)))
	return digits, in, n
}

// bigZero is 0, every limb the constant 0.
func bigZero() bigDec {
	var z bigDec
	for j := range z {
		z[j] = 0
	}
	return z
}

// bigSigned is a signed integer: neg set means -mag; zero is never negative.
type bigSigned struct {
	neg frontend.Variable
	mag bigDec
}

// bigAdd returns a + b, carried limb by limb (the sum must stay below
// 10^95: callers add numbers of at most 81 digits).
func (g *gadgets) bigAdd(a, b bigDec) bigDec {
	t := make([]frontend.Variable, bigLimbs)
	for j := range t {
		t[j] = g.api.Add(a[j], b[j])
	}
	return g.carried(t, 1)
}

// bigSelect returns a when s is set, else b.
func (g *gadgets) bigSelect(s frontend.Variable, a, b bigDec) bigDec {
	var out bigDec
	for j := range out {
		out[j] = g.api.Select(s, a[j], b[j])
	}
	return out
}

// bigDelta returns after - before, signed: the judge's balance delta
// (balances may be negative: the judge reads them as any integer). The
// biased values differ by the same amount, and both are non-negative.
func (g *gadgets) bigDelta(after, before bigSigned) bigSigned {
	a, b := g.biased(after), g.biased(before)
	d1, less := g.bigSub(a, b)
	d2, _ := g.bigSub(b, a)
	return bigSigned{neg: less, mag: g.bigSelect(less, d2, d1)}
}

// signedBias is 10^81: bias + x ≥ 0 for every |x| < 10^81, and below
// 10^95, so signed order is the order of the biased values.
var signedBias = func() bigDec {
	b := bigZero()
	b[81/limbDigits] = new(big.Int).Exp(big.NewInt(10), big.NewInt(81%limbDigits), nil)
	return b
}()

// biased returns 10^81 + x for |x| ≤ 10^81 (callers: magnitudes of at most
// 80 digits, and differences of two); a larger negative magnitude is
// refused rather than wrapped.
func (g *gadgets) biased(x bigSigned) bigDec {
	up := g.bigAdd(signedBias, x.mag)
	down, borrow := g.bigSub(signedBias, x.mag)
	g.api.AssertIsEqual(g.api.Mul(x.neg, borrow), 0)
	return g.bigSelect(x.neg, down, up)
}

// signedCompare evaluates the op (one bit per profileOps entry: eq, gte,
// lte, gt, lt; the caller pins them one-hot) on x and y, as the judge's
// compare does on BigInts.
func (g *gadgets) signedCompare(ops []frontend.Variable, x, y bigSigned) frontend.Variable {
	api := g.api
	lt, eq := g.bigCompare(g.biased(x), g.biased(y))
	return opOutcome(api, ops, lt, eq, api.Sub(api.Sub(1, lt), eq))
}

// bigSignedDecimal reads b[:n] as an optionally negative integer: a '-'
// and then a digit string as bigDecimal reads it, never "-0".
func (g *gadgets) bigSignedDecimal(b []frontend.Variable, n frontend.Variable) bigSigned {
	api := g.api
	neg := api.IsZero(api.Sub(b[0], '-'))
	rest := make([]frontend.Variable, len(b)-1)
	for i := range rest {
		rest[i] = api.Select(neg, b[i+1], b[i])
	}
	mag := g.bigDecimal(rest, api.Sub(n, neg))
	g.implies(neg, api.Sub(1, g.bigIsZero(mag))) // no "-0"
	return bigSigned{neg: neg, mag: mag}
}
