package zk

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/consensys/gnark/frontend"
)

// The typed view (docs/zk.md, "The typed view"): the trace's records laid
// out by the schema, one cell per field of every element the capacities
// hold, so that the checks read "the status of the second transaction"
// as a fixed cell. The circuit holds the cells, with their presence, to
// be exactly the records the lexer emits: every record in the cell of its
// field and element, and a cell empty exactly when the trace has no such
// record. A trace with more elements than the capacities has a record no
// cell takes, and no view.
//
// Slots are the elements: the root, and each element of an array (each
// key of evidence.actors) up to its array's capacity under each parent
// slot. A slot of depth d has a counter, the c_d its records share
// (table.go); its cells fix the frame and the counters of the slot and
// its parents, and leave the deeper counters free. Under one parent, the
// present slots come first and their counters increase, so the j-th slot
// holds the j-th element: every element's record must find the element
// cell of a present slot with its counter.
//
// Guarantees: a view the gadget takes has each record of the trace in the
// cell of its place and no other, and every cell the trace has no record
// for empty (up to the soundness of the log-derivative sum, as for the
// table). Not guaranteed: what a string says (a cell gives where it is).

// viewCaps are the capacities: for each array path ("spec.checks",
// "evidence.transactions[].logs") and for "evidence.actors", the elements
// a parent holds.
type viewCaps map[string]int

// fullViewCaps are the full profile's capacities: the suite's largest
// counts (TestReadRecordsSuite) with room to spare.
var fullViewCaps = viewCaps{
	"spec.checks":                               8,
	"spec.checks[].allow":                       4,
	"spec.checks[].names":                       4,
	"spec.checks[].via":                         4,
	"evidence.actors":                           10,
	"evidence.artifacts":                        2,
	"evidence.balances":                         16,
	"evidence.tests":                            10,
	"evidence.transactions":                     6,
	"evidence.transactions[].internalTransfers": 2,
	"evidence.transactions[].logs":              4,
	"evidence.transactions[].logs[].topics":     4,
}

// The kinds of value a cell holds, which say which parts of its row it
// has.
type cellKind uint8

const (
	cellContainer cellKind = iota // an object or an array: from = at
	cellString                    // a string, a literal, or either (a string or null)
	cellNumber                    // a number ≥ 0
	cellSigned                    // a number of either sign
	cellAmount                    // a number of either sign, or the object {"$n":…}
	cellKey                       // an actor's key
)

type viewSlot struct {
	path   string // "evidence.transactions[1]"; "" for the root
	parent int    // -1 for the root
	depth  int    // its array depth: the counter c_depth is its own
	prev   int    // the slot before it under the same parent and array, -1 for the first
}

type viewCell struct {
	name  string // the record's place: "evidence.transactions[1].status"
	frame int
	slot  int
	kind  cellKind
	elem  bool // the element record of its slot: present exactly when the slot is
}

type viewLayout struct {
	caps   viewCaps
	slots  []viewSlot
	cells  []viewCell
	byName map[string]int
}

// newViewLayout lays out the schema at the capacities; an array or the
// actors missing from caps has capacity 0.
func newViewLayout(caps viewCaps) *viewLayout {
	fr := traceFrames()
	l := &viewLayout{caps: caps, byName: map[string]int{}}
	frameOf := func(path string) int {
		f, ok := fr.byPath[path]
		if !ok {
			panic("zk: view: no frame " + path)
		}
		return f
	}
	cell := func(name, framePath string, slot int, kind cellKind, elem bool) {
		l.byName[name] = len(l.cells)
		l.cells = append(l.cells, viewCell{name: name, frame: frameOf(framePath), slot: slot, kind: kind, elem: elem})
	}
	// object lays out the fields of an object of type t, at the indexed
	// place and schema path, in slot.
	var object func(t *schemaType, place, path string, slot int)
	object = func(t *schemaType, place, path string, slot int) {
		for _, f := range t.fields {
			p, q := joinPath(place, f.key), joinPath(path, f.key)
			switch f.kind {
			case vString, vBool, vStringOrNull:
				cell(p, q, slot, cellString, false)
			case vInt:
				cell(p, q, slot, cellNumber, false)
			case vSignedInt:
				cell(p, q, slot, cellSigned, false)
			case vAmount:
				cell(p, q, slot, cellAmount, false)
				cell(p+".$n", q+".$n", slot, cellString, false)
			case vObject:
				cell(p, q, slot, cellContainer, false)
				object(f.typ, p, q, slot)
			case vArray, vMap:
				cell(p, q, slot, cellContainer, false)
				prev := -1
				for j := range caps[q] {
					s := len(l.slots)
					l.slots = append(l.slots, viewSlot{path: fmt.Sprintf("%s[%d]", p, j), parent: slot, depth: l.slots[slot].depth + 1, prev: prev})
					prev = s
					if f.kind == vMap {
						l.slots[s].depth = 1 // (evidence.actors counts its keys in c1)
						cell(fmt.Sprintf("%s#%d", p, j), q+".*", s, cellKey, true)
						cell(fmt.Sprintf("%s#%d=", p, j), q+".*", s, cellString, false)
						continue
					}
					e := fmt.Sprintf("%s[%d]", p, j)
					if f.elem == vObject {
						cell(e, q+"[]", s, cellContainer, true)
						object(f.typ, e, q+"[]", s)
					} else {
						cell(e, q+"[]", s, cellString, true)
					}
				}
			}
		}
	}
	l.slots = append(l.slots, viewSlot{parent: -1, prev: -1})
	cell("", "", 0, cellContainer, true)
	object(traceSchema(), "", "", 0)
	for k, n := range caps {
		if f, ok := fr.byPath[k]; !ok || fr.frames[f].holds != vArray && fr.frames[f].holds != vMap {
			panic("zk: view: a capacity for " + k + ", which is no array of the schema")
		}
		// The checks hold the arrays' least sizes, and rely on the
		// capacities for the greatest (a record no cell takes has no view).
		if b, ok := arrayBounds[k+"[]"]; ok && n > b[1] {
			panic(fmt.Sprintf("zk: view: capacity %d for %s, above the %d the bundle admits", n, k, b[1]))
		}
	}
	for _, s := range l.slots {
		if s.depth > arrayDepths {
			panic("zk: view: a slot deeper than the counters")
		}
	}
	return l
}

// The view's witness: for each slot its presence and counter, for each
// cell its presence and row.
type viewWitness struct {
	slotPresent []bool
	slotCounter []int
	cellPresent []bool
	cellRow     []tableRow
}

// viewOf places a lexed trace's records in the layout's cells, or says
// which record has no cell (an array longer than its capacity).
func (l *viewLayout) viewOf(text []byte, lx *TraceLex) (*viewWitness, error) {
	rows := tableRows(text, lx)
	places := rowPlaces(text, lx, rows)
	w := &viewWitness{slotPresent: make([]bool, len(l.slots)), slotCounter: make([]int, len(l.slots)),
		cellPresent: make([]bool, len(l.cells)), cellRow: make([]tableRow, len(l.cells))}
	for i, r := range rows {
		c, ok := l.byName[places[i]]
		if !ok {
			return nil, fmt.Errorf("%w: %s has no cell (an array longer than the profile holds)", ErrTableTooSmall, places[i])
		}
		if w.cellPresent[c] || l.cells[c].frame != r.frame {
			return nil, fmt.Errorf("zk: view: %s placed twice or in another frame (a bug)", places[i])
		}
		w.cellPresent[c], w.cellRow[c] = true, r
		if l.cells[c].elem {
			s := l.cells[c].slot
			w.slotPresent[s] = true
			if d := l.slots[s].depth; d > 0 {
				w.slotCounter[s] = r.counters[d-1]
			}
		}
	}
	return w, nil
}

// rowPlaces names each row's place as the layout does: readRecords' place
// of its record or container, and "evidence.actors#i" for the i-th
// actor's key, "evidence.actors#i=" for its value.
func rowPlaces(text []byte, lx *TraceLex, rows []tableRow) []string {
	tr := readRecords(text, lx)
	out := make([]string, len(rows))
	nr, nc, actor := 0, 0, -1
	for i, row := range rows {
		switch {
		case row.key:
			actor++
			out[i] = "evidence.actors#" + strconv.Itoa(actor)
			nr++
		case row.from == row.at: // (a scalar's start is before its end)
			out[i] = tr.containers[nc].place
			nc++
		default:
			out[i] = tr.records[nr].place
			if strings.HasPrefix(out[i], "evidence.actors.") {
				out[i] = "evidence.actors#" + strconv.Itoa(actor) + "="
			}
			nr++
		}
	}
	return out
}

// viewVars are the view in the circuit: each cell's presence and parts
// (0 where the cell's kind has none), each slot's presence.
type viewVars struct {
	layout      *viewLayout
	SlotPresent []frontend.Variable
	Present     []frontend.Variable
	Magnitude   []frontend.Variable
	Neg         []frontend.Variable
	From, At    []frontend.Variable
}

// viewInputs are the view's witness variables, as a circuit holds them.
type viewInputs struct {
	SlotPresent, SlotCounter []frontend.Variable
	Present                  []frontend.Variable
	Magnitude, Neg           []frontend.Variable
	From, At                 []frontend.Variable
	Free                     [][arrayDepths]frontend.Variable // the counters a cell does not fix
}

func newViewInputs(l *viewLayout) *viewInputs {
	n := len(l.cells)
	return &viewInputs{SlotPresent: make([]frontend.Variable, len(l.slots)), SlotCounter: make([]frontend.Variable, len(l.slots)),
		Present: make([]frontend.Variable, n), Magnitude: make([]frontend.Variable, n), Neg: make([]frontend.Variable, n),
		From: make([]frontend.Variable, n), At: make([]frontend.Variable, n), Free: make([][arrayDepths]frontend.Variable, n)}
}

// assign fills the inputs from a witness.
func (in *viewInputs) assign(l *viewLayout, w *viewWitness) {
	for s := range l.slots {
		in.SlotPresent[s], in.SlotCounter[s] = boolInt(w.slotPresent[s]), w.slotCounter[s]
	}
	for c, cl := range l.cells {
		r := w.cellRow[c]
		in.Present[c], in.Magnitude[c], in.Neg[c], in.From[c], in.At[c] = boolInt(w.cellPresent[c]), r.magnitude, boolInt(r.neg), r.from, r.at
		d := l.slots[cl.slot].depth
		for k := range arrayDepths {
			in.Free[c][k] = 0
			if k >= d {
				in.Free[c][k] = r.counters[k]
			}
		}
	}
}

// recordView asserts that the inputs are the trace's view in layout l:
// every record the lexer emitted (lex) in exactly one present cell.
func (g *gadgets) recordView(lex *traceLexVars, l *viewLayout, in *viewInputs) *viewVars {
	api := g.api
	out := &viewVars{layout: l, SlotPresent: in.SlotPresent, Present: in.Present, Magnitude: make([]frontend.Variable, len(l.cells)),
		Neg: make([]frontend.Variable, len(l.cells)), From: make([]frontend.Variable, len(l.cells)), At: in.At}
	api.AssertIsEqual(in.SlotPresent[0], 1)
	for s, sl := range l.slots {
		if s == 0 {
			continue
		}
		present := in.SlotPresent[s]
		g.bit(present)
		api.AssertIsEqual(api.Mul(present, api.Sub(1, in.SlotPresent[sl.parent])), 0)
		g.rc.Check(in.SlotCounter[s], counterBits)
		if sl.prev >= 0 {
			// The present slots first, their counters increasing.
			api.AssertIsEqual(api.Mul(present, api.Sub(1, in.SlotPresent[sl.prev])), 0)
			g.rc.Check(api.Mul(present, api.Sub(in.SlotCounter[s], in.SlotCounter[sl.prev], 1)), counterBits)
		}
	}
	values := make([]frontend.Variable, len(l.cells))
	for c, cl := range l.cells {
		p := in.Present[c]
		if cl.elem {
			api.AssertIsEqual(p, in.SlotPresent[cl.slot])
		} else {
			g.bit(p)
			api.AssertIsEqual(api.Mul(p, api.Sub(1, in.SlotPresent[cl.slot])), 0)
		}
		// The parts its kind has, range-checked (so the row is one
		// record's one way), the others 0.
		var mag, neg frontend.Variable = 0, 0
		switch cl.kind {
		case cellNumber, cellSigned, cellAmount:
			mag = in.Magnitude[c]
			g.rc.Check(mag, 53)
		}
		if cl.kind == cellSigned || cl.kind == cellAmount {
			neg = in.Neg[c]
			g.bit(neg)
		}
		out.Magnitude[c], out.Neg[c] = mag, neg
		g.rc.Check(in.At[c], 16)
		from := in.From[c]
		if cl.kind == cellContainer {
			from = in.At[c]
		} else {
			g.rc.Check(from, 16)
		}
		out.From[c] = from
		// An empty cell's parts are 0, so what reads them needs no mask
		// (the sum does not see them).
		for _, x := range []frontend.Variable{mag, neg, from, in.At[c]} {
			if x != 0 {
				api.AssertIsEqual(api.Mul(x, api.Sub(1, p)), 0)
			}
		}
		// The counters: the slot's and its parents', then the free ones.
		var counters [arrayDepths]frontend.Variable
		for s := cl.slot; s > 0; s = l.slots[s].parent {
			counters[l.slots[s].depth-1] = in.SlotCounter[s]
		}
		places := frontend.Variable(0)
		for k := range arrayDepths {
			x := counters[k]
			if x == nil {
				x = in.Free[c][k]
				g.rc.Check(x, counterBits)
			}
			places = api.Add(places, api.Mul(x, pow2(counterBits*k)))
		}
		values[c] = api.Add(1, api.Mul(neg, pow2(rowNeg)), boolInt(cl.kind == cellKey)<<rowKey, api.Mul(mag, pow2(rowInt)),
			new(big.Int).Lsh(big.NewInt(int64(cl.frame)), rowFrame), api.Mul(places, pow2(rowPlace)), api.Mul(from, pow2(rowFrom)),
			api.Mul(in.At[c], pow2(rowAt)))
	}
	g.emitted(lex, in.Present, values)
	return out
}
