package zk

import (
	"math/big"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rowsHold checks a trace's table rows against its records (readRecords):
// one row per container and per scalar, in trace order, each at the byte
// that emits it with the scalar's field and number; and the counters
// name the elements the places name: two rows share c_d exactly when
// their places are in the same element at array depth d (an actor: the
// same key). It returns the number of rows.
func rowsHold(t testing.TB, name string, text []byte, lx *TraceLex) int {
	t.Helper()
	rows := tableRows(text, lx)
	tr := readRecords(text, lx)
	scalars := tr.records // (an actor's key is a record of its own)
	require.Len(t, rows, len(scalars)+len(tr.containers), name)
	fr := traceFrames()
	byID := [arrayDepths]map[string]int{{}, {}, {}}
	byCounter := [arrayDepths]map[int]string{{}, {}, {}}
	nextScalar, nextContainer := 0, 0
	for i, row := range rows {
		if i > 0 {
			require.Less(t, rows[i-1].at, row.at, "%s: rows in trace order", name)
			require.Equal(t, 1, rows[i].value().Cmp(rows[i-1].value()), "%s: row values in trace order", name)
		}
		require.Less(t, row.value().BitLen(), rowBits+1, name)
		var place string
		switch text[row.at] {
		case '[', '{':
			c := tr.containers[nextContainer]
			nextContainer++
			require.Equal(t, c.frame, fr.frameStep(row.frame, map[byte]int{'[': sopPushArray, '{': sopPushObject}[text[row.at]]), name)
			require.Equal(t, row.at, row.from, name)
			require.Zero(t, row.magnitude, name)
			require.False(t, row.neg || row.key, name)
			place = c.place
		default:
			r := scalars[nextScalar]
			nextScalar++
			require.Equal(t, r.field, row.frame, "%s: %s", name, r.place)
			require.Equal(t, r.at, row.from, "%s: %s starts at from", name, r.place)
			require.Equal(t, r.key, row.key, "%s: %s", name, r.place)
			place = r.place
			if r.key { // evidence.actors{name}: the actor's value's place
				place = strings.Replace(strings.TrimSuffix(place, "}"), "{", ".", 1)
			}
			v := string(text[r.at:r.end])
			if n, err := strconv.ParseInt(v, 10, 64); err == nil {
				require.Equal(t, r.end, row.at, "%s: a number's record is emitted by the byte after it", name)
				require.Equal(t, uint64(max(n, -n)), row.magnitude, "%s: %s", name, r.place)
				require.Equal(t, n < 0, row.neg, "%s: %s", name, r.place)
			} else {
				require.Equal(t, r.end-1, row.at, "%s: a string's or literal's record is emitted by its last byte", name)
				require.Contains(t, []byte{'"', 'e', 'l'}, text[row.at], name)
				if text[row.at] == '"' {
					require.Equal(t, byte('"'), text[row.from], "%s: a string's bytes are text[from+1:at]", name)
				}
				require.Zero(t, row.magnitude, name)
				require.False(t, row.neg, name)
			}
		}
		// The elements the place is in, one per array depth.
		var ids []string
		for k := 0; k < len(place); k++ {
			if place[k] == ']' {
				ids = append(ids, place[:k+1])
			}
		}
		if strings.HasPrefix(place, "evidence.actors.") {
			ids = []string{place}
		}
		for d, id := range ids {
			c := row.counters[d]
			if got, ok := byID[d][id]; ok {
				require.Equal(t, got, c, "%s: %s: one element, one counter", name, place)
			}
			if got, ok := byCounter[d][c]; ok {
				require.Equal(t, got, id, "%s: depth %d counter %d names two elements", name, d+1, c)
			}
			byID[d][id], byCounter[d][c] = c, id
		}
	}
	return len(rows)
}

// TestTableRowsSuite: on every suite trace, the table's rows are the
// trace's containers and scalars, in order, each where the lexer emits
// it, with the counters naming the elements.
func TestTableRowsSuite(t *testing.T) {
	most, largest := 0, ""
	for name, b := range suiteCanonical(t) {
		lx, err := LexTrace(b)
		require.NoError(t, err, name)
		if n := rowsHold(t, name, b, lx); n > most {
			most, largest = n, name
		}
	}
	t.Logf("the most rows: %d (%s)", most, largest)
}

// TestTableRowValue: the packing's fields do not overlap, at their
// maxima.
func TestTableRowValue(t *testing.T) {
	top := tableRow{at: 1<<16 - 1, from: 1<<16 - 1, frame: 1<<schemaFrameBits - 1, counters: [arrayDepths]int{1<<16 - 1, 1<<16 - 1, 1<<16 - 1},
		magnitude: 1<<53 - 1, neg: true, key: true}
	all := new(big.Int).Sub(pow2(rowBits), big.NewInt(1))
	assert.Equal(t, all, top.value(), "every bit set, no carry")
	assert.Equal(t, big.NewInt(1), tableRow{}.value(), "the least row is 1, never 0")
	fields := []tableRow{{at: 1}, {from: 1}, {key: true}, {frame: 1}, {counters: [arrayDepths]int{1}}, {counters: [arrayDepths]int{0, 1}},
		{counters: [arrayDepths]int{0, 0, 1}}, {magnitude: 1}, {neg: true}}
	var seen []int
	for _, r := range fields {
		v := new(big.Int).Sub(r.value(), big.NewInt(1))
		bit := v.BitLen() - 1
		require.Equal(t, pow2(bit), v, "%+v: one bit", r)
		require.NotContains(t, seen, bit)
		seen = append(seen, bit)
	}
	slices.Sort(seen)
	assert.Equal(t, []int{rowNeg, rowKey, rowInt, rowFrame, rowPlace, rowPlace + counterBits, rowPlace + 2*counterBits, rowFrom, rowAt}, seen)
}

// TestEntryEmitFlags: an entry emits at most one record (never two of the
// end of a scalar, a push and a key at once), the end only where a
// scalar's state steps out of it (as entry computes it: this holds the
// table to the rule, not the rule to the bundle; TestZKRecordTable does
// that), and the sign only where a number starts with '-'; the counter
// weights are at most one element's.
func TestEntryEmitFlags(t *testing.T) {
	tb := traceLexTable()
	ends := 0
	for st := range tb.states {
		for kind := range 1 + (nKinds-1)*boolInt(tb.kinded[st]) {
			for k := range tb.classes {
				v := tb.trans[(tb.base[st]+kind)*tb.classes+k]
				end, neg, push := v>>(schemaFlags+7)&1, v>>(schemaFlags+8)&1, v>>schemaFlags&1
				op := v >> schemaNextBits & (1<<schemaOpBits - 1)
				next := tb.state[v&(1<<schemaNextBits-1)]
				require.False(t, end == 1 && push == 1, "state %d class %d", st, k)
				// An actor's key emits at its closing quote (a key
				// operation), never with an end or a push.
				if key := v >> (schemaFlags + 3) & 1; key == 1 {
					require.Zero(t, end+push, "state %d class %d", st, k)
				}
				require.Equal(t, end == 1, tb.inScalar(st) && !tb.inScalar(next) && next != lxReject, "state %d class %d", st, k)
				require.Equal(t, neg == 1, op == sopNegative, "state %d class %d", st, k)
				ends += int(end)
			}
		}
	}
	require.Positive(t, ends)
	fr := traceFrames()
	for i, w := range tb.weights {
		f, op := i/tb.ops, i%tb.ops
		require.Contains(t, []int{0, 1, 1 << counterBits, 1 << (2 * counterBits)}, w, "%s op %d", FramePath(f), op)
		if w != 0 {
			require.True(t, f < fr.invalid && (fr.frames[f].kind == fkArray || fr.frames[f].isMap), FramePath(f))
		}
	}
}
