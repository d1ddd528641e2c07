//go:build !race

// Solving the lexer with its typed view over whole traces is slow under
// the race detector: these run in the README's race-free ZK pass.

package zk

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend/witness"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/frontend/cs/r1cs"
	"github.com/consensys/gnark/std/rangecheck"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// viewCircuit is the schema lexer over a zero-padded trace of the stated
// length with its typed view.
type viewCircuit struct {
	Data   []frontend.Variable
	Len    frontend.Variable
	View   *viewInputs
	layout *viewLayout
}

func (c *viewCircuit) Define(api frontend.API) error {
	g := &gadgets{api: api, rc: rangecheck.New(api)}
	lex := g.lexTrace(c.Data)
	api.AssertIsEqual(lex.Length, c.Len)
	g.recordView(lex, c.layout, c.View)
	return nil
}

func viewCircuitWitness(t testing.TB, n int, l *viewLayout, text []byte, w *viewWitness) witness.Witness {
	t.Helper()
	a := &viewCircuit{Data: padded(text, n), Len: len(text), View: newViewInputs(l), layout: l}
	a.View.assign(l, w)
	wt, err := frontend.NewWitness(a, ecc.BN254.ScalarField())
	require.NoError(t, err)
	return wt
}

func (w *viewWitness) clone() *viewWitness {
	return &viewWitness{slotPresent: slices.Clone(w.slotPresent), slotCounter: slices.Clone(w.slotCounter),
		cellPresent: slices.Clone(w.cellPresent), cellRow: slices.Clone(w.cellRow)}
}

// TestZKRecordView: the 4 KiB circuit with the full profile's view takes
// the suite traces that fit with their views, and refuses forged views:
// a present cell left empty, an empty cell filled, two checks' names
// swapped, two check slots swapped, the checks shifted one slot on, a
// slot's counter (inside and last) or a free counter changed, an empty
// cell's parts not 0, a magnitude changed, and a trace changed under its
// old view.
func TestZKRecordView(t *testing.T) {
	const n = 4096
	l := newViewLayout(fullViewCaps)
	ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder,
		&viewCircuit{Data: make([]frontend.Variable, n), View: newViewInputs(l), layout: l})
	require.NoError(t, err)
	t.Logf("%d bytes, %d cells in %d slots: %d constraints", n, len(l.cells), len(l.slots), ccs.GetNbConstraints())
	suite := suiteCanonical(t)
	var names []string
	for name, b := range suite {
		if len(b) <= n {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	var web3, code string
	for _, name := range names {
		b := suite[name]
		lx, err := LexTrace(b)
		require.NoError(t, err)
		w, err := l.viewOf(b, lx)
		require.NoError(t, err, name)
		require.NoError(t, ccs.IsSolved(viewCircuitWitness(t, n, l, b, w)), name)
		if strings.HasPrefix(name, "code-") && code == "" {
			code = name
		} else if !strings.HasPrefix(name, "code-") && web3 == "" {
			web3 = name
		}
	}
	t.Logf("taken: %d suite traces", len(names))
	require.NotEmpty(t, web3)
	require.NotEmpty(t, code)
	for _, name := range []string{web3, code} {
		b := suite[name]
		lx, err := LexTrace(b)
		require.NoError(t, err)
		honest, err := l.viewOf(b, lx)
		require.NoError(t, err)
		cell := func(s string) int {
			c, ok := l.byName[s]
			require.True(t, ok, s)
			return c
		}
		slotOf := func(s string) int { return l.cells[cell(s)].slot }
		require.True(t, honest.cellPresent[cell("spec.checks[1].name")], "%s: two checks", name)
		forge := func(what string, f func(w *viewWitness)) {
			t.Helper()
			w := honest.clone()
			f(w)
			assert.Error(t, ccs.IsSolved(viewCircuitWitness(t, n, l, b, w)), "%s: %s", name, what)
		}
		forge("a present cell left empty", func(w *viewWitness) { w.cellPresent[cell("spec.checks[0].name")] = false })
		forge("an empty cell filled", func(w *viewWitness) {
			c := cell("spec.checks[0].index")
			if w.cellPresent[c] {
				c = cell("spec.checks[0].count")
			}
			w.cellPresent[c], w.cellRow[c] = true, w.cellRow[cell("spec.checks[0].name")]
		})
		forge("two checks' names swapped", func(w *viewWitness) {
			a, c := cell("spec.checks[0].name"), cell("spec.checks[1].name")
			w.cellRow[a], w.cellRow[c] = w.cellRow[c], w.cellRow[a]
		})
		swapSlots := func(w *viewWitness, a, c string) {
			for k, cl := range l.cells {
				if strings.HasPrefix(cl.name, a) {
					j := cell(c + strings.TrimPrefix(cl.name, a))
					w.cellPresent[k], w.cellPresent[j] = w.cellPresent[j], w.cellPresent[k]
					w.cellRow[k], w.cellRow[j] = w.cellRow[j], w.cellRow[k]
				}
			}
			x, y := slotOf(a), slotOf(c)
			w.slotPresent[x], w.slotPresent[y] = w.slotPresent[y], w.slotPresent[x]
			w.slotCounter[x], w.slotCounter[y] = w.slotCounter[y], w.slotCounter[x]
		}
		forge("two check slots swapped", func(w *viewWitness) { swapSlots(w, "spec.checks[0]", "spec.checks[1]") })
		forge("the checks one slot on", func(w *viewWitness) {
			for j := fullViewCaps["spec.checks"] - 1; j > 0; j-- {
				swapSlots(w, "spec.checks["+strconv.Itoa(j-1)+"]", "spec.checks["+strconv.Itoa(j)+"]")
			}
		})
		forge("a slot's counter changed", func(w *viewWitness) { w.slotCounter[slotOf("spec.checks[1]")]++ })
		forge("the last check's counter changed", func(w *viewWitness) {
			last := 0
			for j := range fullViewCaps["spec.checks"] {
				if w.slotPresent[slotOf("spec.checks["+strconv.Itoa(j)+"]")] {
					last = j
				}
			}
			w.slotCounter[slotOf("spec.checks["+strconv.Itoa(last)+"]")]++
		})
		forge("a free counter changed", func(w *viewWitness) {
			c := cell("spec.evidenceClass")
			r := w.cellRow[c]
			r.counters[0]++
			w.cellRow[c] = r
		})
		forge("an empty cell's parts not 0", func(w *viewWitness) {
			for c, cl := range l.cells {
				if !w.cellPresent[c] && cl.kind == cellNumber {
					r := w.cellRow[c]
					r.magnitude, r.from, r.at = 5, 1, 2
					w.cellRow[c] = r
					return
				}
			}
			t.Fatalf("%s: no empty number cell", name)
		})
		forge("a magnitude changed", func(w *viewWitness) {
			for c, cl := range l.cells {
				if w.cellPresent[c] && cl.kind == cellNumber && w.cellRow[c].magnitude > 0 {
					r := w.cellRow[c]
					r.magnitude--
					w.cellRow[c] = r
					return
				}
			}
			t.Fatalf("%s: no number", name)
		})
		// A trace changed under its old view: a number's last digit.
		changed := slices.Clone(b)
		for c, cl := range l.cells {
			if honest.cellPresent[c] && cl.kind == cellNumber && honest.cellRow[c].magnitude > 0 {
				at := honest.cellRow[c].at - 1
				changed[at] = '0' + (changed[at]-'0'+1)%10
				break
			}
		}
		require.NotEqual(t, b, changed)
		_, err = LexTrace(changed)
		require.NoError(t, err)
		assert.Error(t, ccs.IsSolved(viewCircuitWitness(t, n, l, changed, honest)), "%s: a digit changed under the old view", name)
	}
}
