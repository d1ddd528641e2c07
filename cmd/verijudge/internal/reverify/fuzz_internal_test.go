package reverify

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"
)

func resultsSeed(t testing.TB, rows ...string) ([]byte, []byte) {
	hb, err := json.Marshal(header{Type: "run", MediaType: ResultsMediaType, Source: "dir", Mode: "offline", Selected: 2})
	require.NoError(t, err)
	hb = append(hb, '\n')
	b := append([]byte(nil), hb...)
	for _, r := range rows {
		b = append(append(b, r...), '\n')
	}
	return hb, b
}

// A results file that finishes a record twice cannot make the summary
// count it twice: "2 / 2 match" with one record never verified.
func TestSummaryRefusesARecordTwice(t *testing.T) {
	_, b := resultsSeed(t, `{"type":"record","id":"a","outcome":"MATCH"}`, `{"type":"record","id":"a","outcome":"MATCH"}`)
	_, err := readSummary(bytes.NewReader(b))
	require.ErrorIs(t, err, ErrResume)
	_, b = resultsSeed(t, `{"type":"record","id":"a","outcome":"MATCH"}`, `{"type":"record","id":"b","outcome":"MATCH"}`)
	s, err := readSummary(bytes.NewReader(b))
	require.NoError(t, err)
	require.True(t, s.OK())
}

// FuzzResultsFile: any bytes as a results file are read or refused, never
// a panic. What the summary reads counts each record once; a resumed run
// keeps a prefix of the file that ends after a record row.
func FuzzResultsFile(f *testing.F) {
	hb, good := resultsSeed(f, `{"type":"check","id":"a","name":"trace-hash","ok":true}`, `{"type":"record","id":"a","outcome":"MATCH"}`,
		`{"type":"record","id":"b","outcome":"MISMATCH"}`, `{"type":"rec`)
	f.Add(good)
	f.Add(hb)
	f.Add([]byte(`{"type":"run"}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		if s, err := readSummary(bytes.NewReader(b)); err == nil {
			ids := map[string]bool{}
			for _, r := range s.Records {
				require.False(t, ids[r.ID], "record %q counted twice", r.ID)
				ids[r.ID] = true
			}
			require.Equal(t, len(s.Records), s.Verified)
			if s.OK() {
				require.Equal(t, s.Selected, len(ids))
			}
		} else {
			require.True(t, errors.Is(err, ErrResume), "%v", err)
		}
		done, keep, err := scanResults(bytes.NewReader(b), hb)
		if err != nil {
			require.True(t, errors.Is(err, ErrResume), "%v", err)
			return
		}
		require.LessOrEqual(t, keep, int64(len(b)))
		require.GreaterOrEqual(t, keep, int64(len(hb)))
		require.Equal(t, byte('\n'), b[keep-1], "kept up to a line end")
		require.LessOrEqual(t, len(done), bytes.Count(b, []byte("\n")))
	})
}
