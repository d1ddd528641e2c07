package zk

import (
	"errors"
	"math/big"
	"sync"

	"github.com/consensys/gnark/constraint/solver"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/std/lookup/logderivlookup"
)

// Hints compute values the prover supplies; every one is pinned by
// constraints next to its use, so a hint that lies only makes the witness
// unsatisfiable.
func init() {
	solver.RegisterHint(maskHint, segIndexHint, lessHint)
}

// maskHint: inputs (n); outputs m_i = [i < n].
func maskHint(_ *big.Int, in, out []*big.Int) error {
	if len(in) != 1 {
		return errors.New("maskHint: one input")
	}
	for i := range out {
		if in[0].Cmp(big.NewInt(int64(i))) > 0 {
			out[i].SetInt64(1)
		} else {
			out[i].SetInt64(0)
		}
	}
	return nil
}

// segIndexHint: inputs (len_0 … len_{S-1}); outputs, for each position i,
// the segment whose interval holds i (0 past the end).
func segIndexHint(_ *big.Int, in, out []*big.Int) error {
	pos, s := int64(0), 0
	for i := range out {
		for s < len(in) && pos+in[s].Int64() <= int64(i) {
			pos += in[s].Int64()
			s++
		}
		if s >= len(in) {
			out[i].SetInt64(0)
		} else {
			out[i].SetInt64(int64(s))
		}
	}
	return nil
}

// lessHint: inputs (a, b); output [a < b] as integers.
func lessHint(_ *big.Int, in, out []*big.Int) error {
	if in[0].Cmp(in[1]) < 0 {
		out[0].SetInt64(1)
	} else {
		out[0].SetInt64(0)
	}
	return nil
}

// gadgets bundles the API with the shared range checker and tables.
type gadgets struct {
	api   frontend.API
	rc    frontend.Rangechecker
	class logderivlookup.Table // class*256 + byte → allowed
	nib   logderivlookup.Table // byte → hex value
	// unsafeNoRecordRules leaves out judgeChecks' record rules: only for
	// the test that shows each refused trace is refused by its rule.
	unsafeNoRecordRules bool
}

func newGadgets(api frontend.API, rc frontend.Rangechecker) *gadgets {
	g := &gadgets{api: api, rc: rc, class: logderivlookup.New(api), nib: logderivlookup.New(api)}
	for _, e := range classTable() {
		g.class.Insert(e)
	}
	for c := range 256 {
		v := 0
		switch {
		case c >= '0' && c <= '9':
			v = c - '0'
		case c >= 'a' && c <= 'f':
			v = c - 'a' + 10
		}
		g.nib.Insert(v)
	}
	return g
}

var classTable = sync.OnceValue(func() []int {
	t := make([]int, nClasses*256)
	for cls := range nClasses {
		for c := range 256 {
			if classAllows(cls, byte(c)) {
				t[cls*256+c] = 1
			}
		}
	}
	return t
})

// bit asserts v ∈ {0, 1}.
func (g *gadgets) bit(v frontend.Variable) { g.api.AssertIsBoolean(v) }

// implies asserts that a (a bit) set means b is set.
func (g *gadgets) implies(a, b frontend.Variable) {
	g.api.AssertIsEqual(g.api.Mul(a, g.api.Sub(1, b)), 0)
}

// mask returns m_i = [i < n] for i < size, pinned by constraints: bits,
// non-increasing, summing to n (so also n ≤ size).
func (g *gadgets) mask(n frontend.Variable, size int) []frontend.Variable {
	api := g.api
	m, err := api.Compiler().NewHint(maskHint, size, n)
	if err != nil {
		panic(err)
	}
	var sum frontend.Variable = 0
	for i := range m {
		g.bit(m[i])
		if i > 0 {
			g.implies(m[i], m[i-1])
		}
		sum = api.Add(sum, m[i])
	}
	api.AssertIsEqual(sum, n)
	return m
}

// less returns [a < b] for a, b known to lie in [0, 2^bits).
func (g *gadgets) less(a, b frontend.Variable, bits int) frontend.Variable {
	api := g.api
	r, err := api.Compiler().NewHint(lessHint, 1, a, b)
	if err != nil {
		panic(err)
	}
	lt := r[0]
	g.bit(lt)
	// lt = 1: b - a - 1 ≥ 0; lt = 0: a - b ≥ 0.
	g.rc.Check(api.Select(lt, api.Sub(api.Sub(b, a), 1), api.Sub(a, b)), bits)
	return lt
}

// isZero returns [v == 0].
func (g *gadgets) isZero(v frontend.Variable) frontend.Variable { return g.api.IsZero(v) }

// segment is one piece of a byte string: up to len(b) bytes, of which the
// first n are the piece (n may be 0: the piece is absent).
type segment struct {
	b []frontend.Variable
	n frontend.Variable
}

// lit is the literal s, present when on is 1.
func (g *gadgets) lit(s string, on frontend.Variable) segment {
	b := make([]frontend.Variable, len(s))
	for i := range s {
		b[i] = int(s[i])
	}
	return segment{b: b, n: g.api.Mul(on, len(s))}
}

// enumSeg is the option whose bit is set (none when all bits are 0).
func (g *gadgets) enumSeg(opts []string, bits []frontend.Variable) segment {
	w := 0
	for _, o := range opts {
		w = max(w, len(o))
	}
	b := make([]frontend.Variable, w)
	for j := range b {
		var v frontend.Variable = 0
		for k, o := range opts {
			if j < len(o) {
				v = g.api.Add(v, g.api.Mul(bits[k], int(o[j])))
			}
		}
		b[j] = v
	}
	var n frontend.Variable = 0
	for k, o := range opts {
		n = g.api.Add(n, g.api.Mul(bits[k], len(o)))
	}
	return segment{b: b, n: n}
}

// concat asserts that data[:n] is exactly the concatenation of the
// segments' first n bytes. Position i is assigned (by hint) the segment s
// whose interval [start_s, start_s + n_s) holds it; the intervals are
// prefix sums of the lengths, so they tile [0, n) and s is unique; the byte
// must equal entry i - start_s of that segment, read from one table of all
// segment bytes.
func (g *gadgets) concat(data []frontend.Variable, n frontend.Variable, segs []segment) {
	api := g.api
	bits := 1
	for 1<<bits <= len(data)+1 {
		bits++
	}
	starts := logderivlookup.New(api)
	ends := logderivlookup.New(api)
	bases := logderivlookup.New(api)
	content := logderivlookup.New(api)
	lens := make([]frontend.Variable, len(segs))
	var pos frontend.Variable = 0
	base := 0
	for s, sg := range segs {
		lens[s] = sg.n
		starts.Insert(pos)
		pos = api.Add(pos, lens[s])
		ends.Insert(pos)
		bases.Insert(base)
		for _, b := range sg.b {
			content.Insert(b)
		}
		base += len(sg.b)
	}
	api.AssertIsEqual(pos, n)
	act := g.mask(n, len(data))
	idx, err := api.Compiler().NewHint(segIndexHint, len(data), lens...)
	if err != nil {
		panic(err)
	}
	st := starts.Lookup(idx...)
	en := ends.Lookup(idx...)
	bs := bases.Lookup(idx...)
	keys := make([]frontend.Variable, len(data))
	for i := range data {
		off := api.Sub(i, st[i])
		g.rc.Check(api.Mul(act[i], off), bits)
		g.rc.Check(api.Mul(act[i], api.Sub(api.Sub(en[i], i), 1)), bits)
		keys[i] = api.Mul(act[i], api.Add(bs[i], off))
	}
	vals := content.Lookup(keys...)
	for i := range data {
		api.AssertIsEqual(api.Mul(act[i], api.Sub(data[i], vals[i])), 0)
	}
}
