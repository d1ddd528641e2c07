package zk

import (
	"crypto/sha256"
	"math/big"
	"strconv"
	"strings"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend/witness"
	"github.com/consensys/gnark/constraint/solver"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/frontend/cs/r1cs"
	"github.com/consensys/gnark/std/rangecheck"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// textsCircuit builds one text from the pieces of texts.go and holds the
// prover's bytes Want[:WantLen] (after Source in Data, so that τ is drawn
// after both) to it: "total " ‖ small ‖ " of " ‖ Data[SubFrom:+SubLen] ‖
// (" (big)" when Pick) ‖ ", " ‖ signed big.
type textsCircuit struct {
	Data            []frontend.Variable // the source bytes, then the wanted text's
	WantFrom        int
	WantLen         frontend.Variable
	Small           frontend.Variable
	SubFrom, SubLen frontend.Variable
	Pick            frontend.Variable
	Neg             frontend.Variable
	Big             bigDec
	Tau             frontend.Variable
}

func (c *textsCircuit) Define(api frontend.API) error {
	g := &gadgets{api: api, rc: rangecheck.New(api)}
	fp := g.fingerprints(c.Data, c.Tau)
	for _, l := range c.Big {
		g.limbCheck(l)
	}
	g.bit(c.Pick)
	g.bit(c.Neg)
	g.implies(c.Neg, api.Sub(1, g.bigIsZero(c.Big)))
	built := fp.cat(fp.lit("total "), g.printed(fp, c.Small), fp.lit(" of "), fp.sub(c.SubFrom, c.SubLen),
		fp.either(c.Pick, fp.lit(" (big)"), emptyText()), fp.lit(", "), g.signedText(fp, bigSigned{neg: c.Neg, mag: c.Big}))
	api.AssertIsEqual(built.n, c.WantLen)
	api.AssertIsEqual(built.fp, fp.of(c.WantFrom, c.WantLen))
	return nil
}

const textsSource, textsWant = 64, 256

func newTextsCircuit() *textsCircuit {
	return &textsCircuit{Data: make([]frontend.Variable, textsSource+textsWant), WantFrom: textsSource}
}

type textsCase struct {
	source         string
	small          uint64
	subFrom, sub   int
	pick, negative bool
	big            *big.Int // ≥ 0
}

func (tc textsCase) text() string {
	s := "total " + strconv.FormatUint(tc.small, 10) + " of " + tc.source[tc.subFrom:tc.subFrom+tc.sub]
	if tc.pick {
		s += " (big)"
	}
	s += ", "
	if tc.negative {
		s += "-"
	}
	return s + tc.big.String()
}

func textsWitness(t *testing.T, tc textsCase, want string) frontend.Circuit {
	t.Helper()
	a := newTextsCircuit()
	data := padded([]byte(tc.source), textsSource)
	copy(a.Data, data)
	copy(a.Data[textsSource:], padded([]byte(want), textsWant))
	a.WantLen, a.Small, a.SubFrom, a.SubLen = len(want), tc.small, tc.subFrom, tc.sub
	a.Pick, a.Neg = boolInt(tc.pick), boolInt(tc.negative)
	a.Tau = testTau([]byte(tc.source), []byte(want))
	x := new(big.Int).Set(tc.big)
	for j := range a.Big {
		var r big.Int
		x.QuoRem(x, limbBase, &r)
		a.Big[j] = new(big.Int).Set(&r)
	}
	require.Zero(t, x.Sign(), "the big integer fits")
	return a
}

// TestZKTexts: a text built from constants, a printed small number, a
// substring, a choice and a printed signed big integer is the string Go
// prints, on edge values; and every near miss (a byte off, a leading
// zero, a missing or extra byte, a sign dropped, the other choice) is
// refused.
func TestZKTexts(t *testing.T) {
	ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, newTextsCircuit())
	require.NoError(t, err)
	t.Logf("texts: %d constraints", ccs.GetNbConstraints())
	exp := func(b, e int64) *big.Int { return new(big.Int).Exp(big.NewInt(b), big.NewInt(e), nil) }
	minus1 := func(x *big.Int) *big.Int { return new(big.Int).Sub(x, big.NewInt(1)) }
	const source = "0x75bb9bc831409239a78acc609ed899787af14e4b merchant"
	cases := []textsCase{
		{source, 0, 0, 42, false, false, big.NewInt(0)},
		{source, 7, 43, 8, true, true, big.NewInt(7)},
		{source, 10, 0, 0, false, true, exp(10, 19)},
		{source, 1<<53 - 1, 2, 40, true, false, minus1(exp(10, 19))},
		{source, 1 << 59, 43, 1, false, true, minus1(exp(10, 80))},
		{source, 1000000000000000000, 0, 51, true, false, exp(2, 256)},
		{source, 9999999999999999999, 10, 5, false, false, exp(10, 38)},
	}
	for i, tc := range cases {
		want := tc.text()
		require.NoError(t, ccs.IsSolved(mustWitness(t, textsWitness(t, tc, want))), "case %d: %s", i, want)
		lies := map[string]string{
			"a byte off":      want[:len(want)-1] + string(want[len(want)-1]^1),
			"a missing byte":  want[:len(want)-1],
			"an extra byte":   want + "0",
			"a leading zero":  strings.Replace(want, "total ", "total 0", 1),
			"the other pick":  strings.Replace(want, " (big)", "", 1),
			"the sign":        strings.Replace(want, ", -", ", ", 1),
			"a trailing zero": strings.Replace(want, ", ", ", 0", 1),
		}
		if !tc.pick {
			lies["the other pick"] = strings.Replace(want, ", ", " (big), ", 1)
		}
		if !tc.negative {
			lies["the sign"] = strings.Replace(want, ", ", ", -", 1)
		}
		for name, lie := range lies {
			require.NotEqual(t, want, lie, name)
			assert.Error(t, ccs.IsSolved(mustWitness(t, textsWitness(t, tc, lie))), "case %d: %s: %q", i, name, lie)
		}
	}
	// A prover whose digits have a leading zero (n one too many, the
	// digit there 0) builds that text: the top digit's rule refuses it.
	leading := func(f *big.Int, in, out []*big.Int) error {
		if err := digitsHint(f, in, out); err != nil {
			return err
		}
		out[len(out)-1].Add(out[len(out)-1], big.NewInt(1))
		return nil
	}
	tc := cases[1]
	lie := strings.Replace(strings.Replace(tc.text(), "total ", "total 0", 1), ", -", ", -0", 1)
	w := mustWitness(t, textsWitness(t, tc, lie))
	assert.Error(t, ccs.IsSolved(w), "leading zeros")
	assert.Error(t, ccs.IsSolved(w, solver.OverrideHint(solver.GetHintID(digitsHint), leading)), "leading zeros, lying digits")
	// A negative zero cannot be claimed (signedText's caller's rule).
	assert.Error(t, ccs.IsSolved(mustWitness(t, textsWitness(t, textsCase{source, 1, 0, 1, false, true, big.NewInt(0)}, "total 1 of 0, -0"))))
}

func mustWitness(t *testing.T, a frontend.Circuit) witness.Witness {
	t.Helper()
	w, err := frontend.NewWitness(a, ecc.BN254.ScalarField())
	require.NoError(t, err)
	return w
}

// testTau is a fingerprint challenge for test circuits that have no
// statement: the top 248 bits of SHA-256 over the bytes, as the judge
// circuit's statement digest hashes what its fingerprints read.
func testTau(parts ...[]byte) *big.Int {
	h := sha256.New()
	for _, p := range parts {
		h.Write(p)
	}
	return new(big.Int).SetBytes(h.Sum(nil)[:31])
}

// padded is text as n circuit bytes, zero-padded (text's bytes past n
// are left out).
func padded(text []byte, n int) []frontend.Variable {
	out := make([]frontend.Variable, n)
	for i := range out {
		out[i] = 0
		if i < len(text) {
			out[i] = text[i]
		}
	}
	return out
}
