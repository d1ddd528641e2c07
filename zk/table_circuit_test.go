//go:build !race

// Solving the lexer with its record table over whole traces is slow under
// the race detector: these run in the README's race-free ZK pass.

package zk

import (
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend/witness"
	"github.com/consensys/gnark/constraint"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/frontend/cs/r1cs"
	"github.com/consensys/gnark/std/rangecheck"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tableCircuit is the schema lexer over a zero-padded trace of the stated
// length with its record table.
type tableCircuit struct {
	Data []frontend.Variable
	Len  frontend.Variable
	Rows []frontend.Variable
}

func (c *tableCircuit) Define(api frontend.API) error {
	g := &gadgets{api: api, rc: rangecheck.New(api)}
	lex := g.lexTrace(c.Data)
	api.AssertIsEqual(lex.Length, c.Len)
	g.recordTable(lex, c.Rows)
	return nil
}

func compileTable(t testing.TB, n, rows int) constraint.ConstraintSystem {
	t.Helper()
	ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder,
		&tableCircuit{Data: make([]frontend.Variable, n), Rows: make([]frontend.Variable, rows)})
	require.NoError(t, err)
	return ccs
}

func tableCircuitWitness(t testing.TB, n int, text []byte, rows []*big.Int) witness.Witness {
	t.Helper()
	a := &tableCircuit{Data: padded(text, n), Len: len(text), Rows: make([]frontend.Variable, len(rows))}
	for i, r := range rows {
		a.Rows[i] = r
	}
	w, err := frontend.NewWitness(a, ecc.BN254.ScalarField())
	require.NoError(t, err)
	return w
}

// TestZKRecordTable: the circuit takes the suite traces that fit with
// their tables, and refuses every forged table: one field of one row
// changed (the frame, each counter, the offset, the magnitude, the sign),
// a row dropped, a row twice, two rows swapped, a row added, the present
// rows not first; and a trace changed under its old table.
func TestZKRecordTable(t *testing.T) {
	needLongTier(t, "the record-table gadget is not in the judge circuit, which reads records through recordView")
	const n, capacity = 4096, 192
	ccs := compileTable(t, n, capacity)
	t.Logf("%d bytes, %d rows: %d constraints", n, capacity, ccs.GetNbConstraints())
	var small []string
	suite := suiteCanonical(t)
	for name, b := range suite {
		if len(b) <= n {
			small = append(small, name)
		}
	}
	slices.Sort(small)
	require.NotEmpty(t, small)
	var code, web3 string
	taken := 0
	for _, name := range small {
		b := suite[name]
		lx, err := LexTrace(b)
		require.NoError(t, err, name)
		rows := tableRows(b, lx)
		if len(rows) > capacity {
			continue
		}
		w, err := tableWitness(rows, capacity)
		require.NoError(t, err)
		require.NoError(t, ccs.IsSolved(tableCircuitWitness(t, n, b, w)), name)
		taken++
		if strings.HasPrefix(name, "code-") && code == "" || !strings.HasPrefix(name, "code-") && web3 == "" {
			if strings.HasPrefix(name, "code-") {
				code = name
			} else {
				web3 = name
			}
		}
	}
	require.NotEmpty(t, code, "a code trace fits")
	require.NotEmpty(t, web3, "a web3 trace fits")
	t.Logf("taken: %d suite traces (of %d within %d bytes; the rest have more than %d rows)", taken, len(small), n, capacity)

	for _, name := range []string{web3, code} {
		b := suite[name]
		lx, err := LexTrace(b)
		require.NoError(t, err)
		rows := tableRows(b, lx)
		// A number's row, an element's (inside an array), a string's.
		num := slices.IndexFunc(rows, func(r tableRow) bool { return r.magnitude > 0 })
		deep := slices.IndexFunc(rows, func(r tableRow) bool { return r.counters[1] > 0 })
		require.GreaterOrEqual(t, num, 0, name)
		forge := func(what string, f func(rows []tableRow) []tableRow) {
			t.Helper()
			forged := f(slices.Clone(rows))
			if len(forged) > capacity {
				forged = forged[:capacity]
			}
			w, err := tableWitness(forged, capacity)
			require.NoError(t, err)
			assert.Error(t, ccs.IsSolved(tableCircuitWitness(t, n, b, w)), "%s: %s", name, what)
		}
		forge("a frame changed", func(r []tableRow) []tableRow { r[num].frame++; return r })
		forge("c1 changed", func(r []tableRow) []tableRow { r[num].counters[0]++; return r })
		forge("c2 changed", func(r []tableRow) []tableRow { r[num].counters[1]++; return r })
		forge("c3 changed", func(r []tableRow) []tableRow { r[num].counters[2]++; return r })
		forge("an offset changed", func(r []tableRow) []tableRow { r[num].at++; return r })
		forge("a magnitude changed", func(r []tableRow) []tableRow { r[num].magnitude++; return r })
		forge("a sign changed", func(r []tableRow) []tableRow { r[num].neg = !r[num].neg; return r })
		forge("a string's offset changed", func(r []tableRow) []tableRow { r[len(r)-1].at--; return r })
		forge("a string's start changed", func(r []tableRow) []tableRow { r[len(r)-1].from++; return r })
		forge("a number's start changed", func(r []tableRow) []tableRow { r[num].from--; return r })
		forge("a value made a key", func(r []tableRow) []tableRow { r[num].key = true; return r })
		forge("a row dropped", func(r []tableRow) []tableRow { return slices.Delete(r, num, num+1) })
		forge("the last row dropped", func(r []tableRow) []tableRow { return r[:len(r)-1] })
		forge("a row twice, for another", func(r []tableRow) []tableRow { r[num+1] = r[num]; return r })
		forge("a row twice, added", func(r []tableRow) []tableRow { return slices.Insert(r, num, r[num]) })
		forge("two rows swapped", func(r []tableRow) []tableRow { r[num], r[num+1] = r[num+1], r[num]; return r })
		forge("a row added", func(r []tableRow) []tableRow { x := r[num]; x.at = r[len(r)-1].at + 1; return append(r, x) })
		if k := slices.IndexFunc(rows, func(r tableRow) bool { return r.key }); k >= 0 {
			forge("an actor's key made a value", func(r []tableRow) []tableRow { r[k].key = false; return r })
			forge("an actor's key dropped", func(r []tableRow) []tableRow { return slices.Delete(r, k, k+1) })
		}
		if deep >= 0 {
			forge("an element moved to another", func(r []tableRow) []tableRow { r[deep].counters[1]--; return r })
		}
		// The present rows not first: the same rows behind a zero.
		w, err := tableWitness(rows, capacity)
		require.NoError(t, err)
		shifted := append([]*big.Int{new(big.Int)}, w[:capacity-1]...)
		assert.Error(t, ccs.IsSolved(tableCircuitWitness(t, n, b, shifted)), "%s: a zero row first", name)
		// A trace changed under its old table: one digit of a number.
		changed := slices.Clone(b)
		d := rows[num].at - 1
		changed[d] = '0' + (changed[d]-'0'+1)%10
		if lx2, err := LexTrace(changed); err == nil {
			assert.NotEqual(t, rows, tableRows(changed, lx2))
			assert.Error(t, ccs.IsSolved(tableCircuitWitness(t, n, changed, w)), "%s: a digit changed under the old table", name)
		}
	}
}

// TestZKRecordTableConstraints: what the table adds to the lexer, a byte
// and a row (docs/benchmarks.md).
func TestZKRecordTableConstraints(t *testing.T) {
	needLongTier(t, "the record-table gadget's cost; the judge circuit reads records through recordView")
	count := func(n, rows int) int {
		ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder,
			&tableCircuit{Data: make([]frontend.Variable, n), Rows: make([]frontend.Variable, rows)})
		require.NoError(t, err)
		return ccs.GetNbConstraints()
	}
	bare := func(n int) int {
		ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, &traceLexBare{Data: make([]frontend.Variable, n)})
		require.NoError(t, err)
		return ccs.GetNbConstraints()
	}
	a, b, c := count(512, 64), count(1024, 64), count(512, 128)
	perByte, perRow := float64(b-a)/512, float64(c-a)/64
	lexer := float64(bare(1024)-bare(512)) / 512
	t.Logf("lexer with its table: %.1f constraints per byte, %.1f per row; the table adds %.1f per byte to the lexer's %.1f",
		perByte, perRow, perByte-lexer, lexer)
	assert.LessOrEqual(t, perByte-lexer, 2.1, "the table's sum: one inverse a byte (its product and the assertion)")
	assert.Less(t, perRow, 30.0)
}
