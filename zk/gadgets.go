package zk

import (
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/consensys/gnark/constraint/solver"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/std/lookup/logderivlookup"
)

// Hints compute values the prover supplies; every one is pinned by
// constraints next to its use, so a hint that lies only makes the witness
// unsatisfiable.
func init() {
	solver.RegisterHint(maskHint, lessHint)
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
	api frontend.API
	rc  frontend.Rangechecker
	// consts are the constant lookup tables by name (constTable).
	consts map[string]constTable
	// unsafeNoRecordRules leaves out judgeChecks' record rules: only for
	// the test that shows each refused trace is refused by its rule.
	unsafeNoRecordRules bool
}

// constTable is the lookup table of the constant values under name,
// built on its first use: every gadget of one circuit that looks up the
// same constants (the lexer's transitions, say) shares one table, so a
// circuit of several traces pays for each table once. A circuit of one
// trace builds each table where it did before, in the same order, so its
// constraint system is unchanged. A name asked for with other values
// panics (at compile time) instead of handing out the wrong table.
func (g *gadgets) constTable(name string, values []int) logderivlookup.Table {
	if c, ok := g.consts[name]; ok {
		if !slices.Equal(c.values, values) {
			panic(fmt.Errorf("%w: %s", errConstTable, name))
		}
		return c.table
	}
	if g.consts == nil {
		g.consts = map[string]constTable{}
	}
	tb := g.table(values)
	g.consts[name] = constTable{values, tb}
	return tb
}

// errConstTable is constTable's panic for a name asked for with other
// values (a bug in the circuit's code).
var errConstTable = errors.New("zk: a constant table asked for with other values")

// constTable is a constant lookup table and its values.
type constTable struct {
	values []int
	table  logderivlookup.Table
}

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
