package zk

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// viewHolds checks a trace's view against encoding/json's reading of it:
// every scalar is in the cell its place names, with its bytes at the
// cell's from and at, every actor in the cell of its order with its name
// and address, and no other scalar cell present. It returns the present
// cells.
func viewHolds(t testing.TB, name string, l *viewLayout, text []byte, w *viewWitness) int {
	t.Helper()
	lx, err := LexTrace(text)
	require.NoError(t, err, name)
	_, want := placedScalars(t, readRecords(text, lx))
	present, actors, wantActors := 0, 0, 0
	for place := range want {
		if strings.HasPrefix(place, "evidence.actors.") {
			wantActors++
		}
	}
	for c, cl := range l.cells {
		if !w.cellPresent[c] {
			continue
		}
		present++
		r := w.cellRow[c]
		require.Equal(t, cl.frame, r.frame, "%s: %s", name, cl.name)
		switch cl.kind {
		case cellContainer:
			require.Contains(t, []byte{'[', '{'}, text[r.at], "%s: %s", name, cl.name)
			continue
		case cellKey:
			actors++
			continue
		}
		if cl.kind == cellAmount && r.from == r.at {
			continue // the {"$n":…} object: its string is the next cell
		}
		v := string(text[r.from : r.at+1]) // a string, a literal
		if cl.kind == cellNumber || cl.kind == cellSigned || cl.kind == cellAmount {
			v = string(text[r.from:r.at])
		}
		place := cl.name
		if strings.HasPrefix(place, "evidence.actors#") { // the value of the i-th actor
			k := l.byName[strings.TrimSuffix(place, "=")]
			key := w.cellRow[k]
			require.True(t, w.cellPresent[k], "%s: %s", name, place)
			place = "evidence.actors." + string(text[key.from+1:key.at])
		}
		got, ok := want[place]
		require.True(t, ok, "%s: %s holds %s, which encoding/json does not read there", name, cl.name, v)
		require.Equal(t, got, v, "%s: %s", name, cl.name)
		delete(want, place)
	}
	require.Empty(t, want, "%s: scalars without a cell", name)
	require.Equal(t, wantActors, actors, "%s: one key cell an actor", name)
	return present
}

// TestViewSuite: with the full profile's capacities every suite trace has
// a view, every scalar in the cell its place names.
func TestViewSuite(t *testing.T) {
	l := newViewLayout(fullViewCaps)
	t.Logf("full view: %d slots, %d cells", len(l.slots), len(l.cells))
	most := 0
	for name, b := range suiteCanonical(t) {
		lx, err := LexTrace(b)
		require.NoError(t, err, name)
		w, err := l.viewOf(b, lx)
		require.NoError(t, err, name)
		most = max(most, viewHolds(t, name, l, b, w))
	}
	t.Logf("the most present cells: %d", most)
}

// TestViewTooSmall: a trace with more elements than a capacity has no
// view, and the error names the record without a cell.
func TestViewTooSmall(t *testing.T) {
	suite := suiteCanonical(t)
	b := suite["web3-native-pay-half/naive"]
	lx, err := LexTrace(b)
	require.NoError(t, err)
	caps := viewCaps{}
	for k, v := range fullViewCaps {
		caps[k] = v
	}
	caps["evidence.transactions"] = 0
	_, err = newViewLayout(caps).viewOf(b, lx)
	require.ErrorIs(t, err, ErrTableTooSmall)
	require.ErrorContains(t, err, "evidence.transactions[0]")
}

// TestViewSlots: the checks count each array's slots (and the actors')
// as the capacities say.
func TestViewSlots(t *testing.T) {
	l := newViewLayout(fullViewCaps)
	v := &viewVars{layout: l}
	for k, n := range fullViewCaps {
		place := strings.ReplaceAll(k, "[]", "[0]")
		require.Equal(t, n, v.slots(place), k)
	}
}
