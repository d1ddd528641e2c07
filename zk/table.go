package zk

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/consensys/gnark/constraint/solver"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/std/multicommit"
)

// The record table (docs/zk.md, "The record table"): the schema lexer
// emits one record per container and per scalar of a trace, and the
// circuit asserts that the prover's table, a list of rows in trace order,
// is exactly the emitted records. The checks read the table, never the
// bytes' positions.
//
// A record is one field element, its row:
//
//	1 + 2·neg + 2^2·key + 2^3·magnitude + 2^56·frame
//	  + 2^63·(c1 + 2^16·c2 + 2^32·c3) + 2^111·from + 2^127·at
//
// at is the offset of the byte that emits it: a container's opening
// bracket, a value string's closing quote, a literal's last letter, the
// byte after a number, or an evidence.actors key's closing quote. from is
// where the value starts: the opening quote, the literal's first letter,
// the number's first byte, the key's opening quote (a container's is its
// at). So a string's bytes are text[from+1:at], a number's text[from:at].
// frame is the top frame read at at: the field (a key frame, or an array's
// frame for an element; a container's record has its parent's, an actor's
// key and value both evidence.actors.*). key marks an actor's key.
// magnitude and neg are a number's (0 for the rest): the magnitude of its
// digits (at most 2^53 − 1) and whether it starts with '-'. The row is
// never 0 (the leading 1), so 0 is an absent row.
//
// c1, c2, c3 are element counters, one per array depth: c_d counts every
// element started so far of every array at depth d (an array inside d − 1
// arrays), over the whole trace, and never resets; evidence.actors counts
// its keys in c1. So a record's c_d identifies the element of depth d it
// is in: two records have the same c_d exactly when they are in the same
// element of the same array at depth d (for the deepest array they are
// in; deeper counters say how many deeper elements came before). A
// transaction's records share c1, a log's share c1 and c2, an actor's key
// and value share c1.
//
// The fields do not overlap (a magnitude is below 2^53, a frame below
// 2^7, a counter below 2^16, an offset below 2^16 as the value automaton
// bounds the text), so a row is a record one way only, and rows ordered as
// integers are ordered by at.
//
// Guarantees: a table the gadget takes holds every record of the trace
// once, in trace order, and nothing else (up to the soundness of a
// log-derivative sum over a challenge drawn after the table is
// committed: a forged table passes with probability at most about
// (bytes + rows)/2^254). Not guaranteed: what a record's string says;
// the table gives where it is, and its bytes are read from the trace.
const (
	rowNeg      = 1
	rowKey      = 2
	rowInt      = 3
	rowFrame    = rowInt + 53
	rowPlace    = rowFrame + schemaFrameBits
	counterBits = 16
	arrayDepths = 3 // the schema nests arrays 3 deep: evidence.transactions[].logs[].topics[]
	rowFrom     = rowPlace + arrayDepths*counterBits
	rowAt       = rowFrom + 16
	rowBits     = rowAt + 16
)

// ErrTableTooSmall reports a trace with more records than a table holds.
var ErrTableTooSmall = errors.New("zk: more records than the record table holds")

func pow2(k int) *big.Int { return new(big.Int).Lsh(big.NewInt(1), uint(k)) }

// arrayDepth is the number of arrays a frame is in (an array's frame is in
// its own).
func arrayDepth(f *frame) int { return strings.Count(f.path, "[]") }

// counterWeight is what a byte with operation op and top frame f adds to
// the packed counters c1 + 2^16·c2 + 2^32·c3: an element's start in an
// array at depth d adds 2^(16(d−1)), an evidence.actors key 1.
func counterWeight(f *frame, op int) int {
	switch {
	case f.kind == fkArray && (op == sopPushArray || op == sopPushObject || op >= sopString && op <= sopNegative):
		d := arrayDepth(f)
		if d < 1 || d > arrayDepths {
			panic(fmt.Sprintf("zk: the array %s is %d deep: the record table counts %d", f.path, d, arrayDepths))
		}
		return 1 << (counterBits * (d - 1))
	case f.isMap && op >= sopKey:
		return 1
	}
	return 0
}

// A tableRow is a record, unpacked.
type tableRow struct {
	at, from, frame int
	counters        [arrayDepths]int
	magnitude       uint64
	neg, key        bool
}

// value packs the row.
func (r tableRow) value() *big.Int {
	v := new(big.Int).Lsh(big.NewInt(int64(r.at)), rowAt)
	v.Add(v, new(big.Int).Lsh(big.NewInt(int64(r.from)), rowFrom))
	for d := arrayDepths - 1; d >= 0; d-- {
		v.Add(v, new(big.Int).Lsh(big.NewInt(int64(r.counters[d])), uint(rowPlace+counterBits*d)))
	}
	v.Add(v, new(big.Int).Lsh(big.NewInt(int64(r.frame)), rowFrame))
	v.Add(v, new(big.Int).Lsh(new(big.Int).SetUint64(r.magnitude), rowInt))
	if r.neg {
		v.Add(v, big.NewInt(1<<rowNeg))
	}
	if r.key {
		v.Add(v, big.NewInt(1<<rowKey))
	}
	return v.Add(v, big.NewInt(1))
}

// tableRows are a lexed trace's records in trace order, computed from the
// lexer's stack operations (the circuit computes them from its entries:
// the tests hold the two together).
func tableRows(text []byte, lx *TraceLex) []tableRow {
	fr := traceFrames()
	var rows []tableRow
	var c [arrayDepths]int
	keyAt := 0
	for _, ev := range lx.events {
		f := &fr.frames[ev.top]
		if f.kind == fkArray && (ev.op == sopPushArray || ev.op == sopPushObject || ev.op >= sopString && ev.op <= sopNegative) {
			c[arrayDepth(f)-1]++
		}
		if f.isMap && ev.op >= sopKey {
			c[0]++
		}
		switch {
		case ev.op == sopNone: // a key's opening quote
			keyAt = ev.at
		case ev.op == sopPushArray, ev.op == sopPushObject:
			rows = append(rows, tableRow{at: ev.at, from: ev.at, frame: ev.top, counters: c})
		case ev.op >= sopKey:
			if f.isMap {
				rows = append(rows, tableRow{at: ev.at, from: keyAt, frame: ev.top, counters: c, key: true})
			}
		case ev.op >= sopString && ev.op <= sopNegative:
			r := tableRow{at: scalarEnd(text, ev.at), from: ev.at, frame: ev.top, counters: c}
			if ev.op == sopNumber || ev.op == sopNegative {
				r.magnitude, r.neg = lx.Ints[r.at-1], ev.op == sopNegative
			} else {
				r.at-- // the closing quote, the last letter
			}
			rows = append(rows, r)
		}
	}
	return rows
}

// tableWitness is the table of capacity rows for a trace: its rows' values
// followed by zeros.
func tableWitness(rows []tableRow, capacity int) ([]*big.Int, error) {
	if len(rows) > capacity {
		return nil, fmt.Errorf("%w: %d records, %d rows", ErrTableTooSmall, len(rows), capacity)
	}
	out := make([]*big.Int, capacity)
	for i := range out {
		out[i] = new(big.Int)
		if i < len(rows) {
			out[i] = rows[i].value()
		}
	}
	return out, nil
}

func init() { solver.RegisterHint(tableInverseHint, nonZeroHint) }

// tableInverseHint: inputs e, d; output e/d (0 where e is 0).
func tableInverseHint(m *big.Int, in, out []*big.Int) error {
	if len(in) != 2 || len(out) != 1 {
		return errors.New("tableInverseHint: two inputs, one output")
	}
	if in[0].Sign() == 0 {
		out[0].SetUint64(0)
		return nil
	}
	if out[0].ModInverse(in[1], m) == nil {
		return errors.New("tableInverseHint: a record equals the challenge")
	}
	out[0].Mul(out[0], in[0]).Mod(out[0], m)
	return nil
}

// nonZeroHint: input x; output 1 if x ≠ 0, else 0.
func nonZeroHint(_ *big.Int, in, out []*big.Int) error {
	if len(in) != 1 || len(out) != 1 {
		return errors.New("nonZeroHint: one input, one output")
	}
	out[0].SetUint64(uint64(boolInt(in[0].Sign() != 0)))
	return nil
}

// recordTable asserts that rows is the trace's table: the records the
// lexer emitted (lex.Emit, lex.Records), each once, in increasing order
// (so in trace order), then zeros. The two sides are compared by a
// log-derivative sum, Σ emit_i/(ρ − record_i) = Σ present_j/(ρ − row_j),
// over a challenge ρ committed after the rows and every record.
func (g *gadgets) recordTable(lex *traceLexVars, rows []frontend.Variable) {
	api := g.api
	present := make([]frontend.Variable, len(rows))
	for j, row := range rows {
		r, err := api.Compiler().NewHint(nonZeroHint, 1, row)
		if err != nil {
			panic(err)
		}
		present[j] = r[0]
		g.bit(present[j])
		api.AssertIsEqual(api.Mul(row, api.Sub(1, present[j])), 0)
		if j > 0 {
			// The present rows come first, each above the one before.
			api.AssertIsEqual(api.Mul(present[j], api.Sub(1, present[j-1])), 0)
			g.rc.Check(api.Mul(present[j], api.Sub(row, rows[j-1], 1)), rowBits)
		}
	}
	g.emitted(lex, present, rows)
}

// emitted asserts that the present values are exactly the records the
// lexer emitted (lex.Emit, lex.Records), as multisets:
// Σ emit_i/(ρ − record_i) = Σ present_j/(ρ − value_j), over a challenge ρ
// committed after both sides. The sum is taken last (deferred, as the
// lookups' are), so that lookups made after this call are committed
// before its challenge.
func (g *gadgets) emitted(lex *traceLexVars, present, values []frontend.Variable) {
	committed := slices.Concat(values, present, lex.Emit, lex.Records)
	g.api.Compiler().Defer(func(api frontend.API) error {
		multicommit.WithCommitment(api, func(api frontend.API, rho frontend.Variable) error {
			records, err := logDerivSum(api, rho, lex.Emit, lex.Records)
			if err != nil {
				return err
			}
			table, err := logDerivSum(api, rho, present, values)
			if err != nil {
				return err
			}
			api.AssertIsEqual(records, table)
			return nil
		}, committed...)
		return nil
	})
}

// logDerivSum is Σ e_i/(ρ − x_i), each term a hinted inverse held by
// one product (e_i is 0 or 1; a term with e_i = 0 is 0 unless x_i = ρ).
func logDerivSum(api frontend.API, rho frontend.Variable, es, xs []frontend.Variable) (frontend.Variable, error) {
	var sum frontend.Variable = 0
	for i, e := range es {
		d := api.Sub(rho, xs[i])
		r, err := api.Compiler().NewHint(tableInverseHint, 1, e, d)
		if err != nil {
			return nil, err
		}
		api.AssertIsEqual(api.Mul(r[0], d), e)
		sum = api.Add(sum, r[0])
	}
	return sum, nil
}
