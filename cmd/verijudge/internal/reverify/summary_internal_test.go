package reverify

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Reading back a run larger than MaxListed keeps the memory of its counts:
// every record is counted (outcomes, levels, statuses), the first
// MaxListed are listed with problems first, and only their checks are
// kept; a record finished twice is still refused.
func TestSummaryListsAtMostMaxListed(t *testing.T) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	n := MaxListed + 2_500
	require.NoError(t, enc.Encode(header{Type: "run", MediaType: ResultsMediaType, Selected: n}))
	for i := range n {
		id := fmt.Sprintf("r%07d", n-i) // written in reverse id order
		out := Match
		if i%1000 == 7 {
			out = Mismatch
		}
		require.NoError(t, enc.Encode(CheckRow{Type: "check", ID: id, Check: "trace-hash", OK: out == Match}))
		require.NoError(t, enc.Encode(RecordRow{Type: "record", ID: id, Outcome: out, Status: "SUCCESS"}))
	}
	s, err := readSummary(bytes.NewReader(buf.Bytes()))
	require.NoError(t, err)
	mismatches := (n + 992) / 1000
	assert.Equal(t, n, s.Verified)
	assert.Equal(t, mismatches, s.Counts[Mismatch])
	assert.Equal(t, n-mismatches, s.Counts[Match])
	require.Len(t, s.Records, MaxListed)
	assert.Equal(t, n-MaxListed, s.Unlisted)
	assert.Len(t, s.Checks, MaxListed, "only the listed records' checks are kept")
	for i, r := range s.Records[:mismatches] {
		assert.Equal(t, Mismatch, r.Outcome, "problems first (%d)", i)
	}
	assert.Equal(t, "r0000001", s.Records[mismatches].ID, "then MATCH by id")
	assert.Equal(t, n, s.byStatus["SUCCESS (stored)"], "statuses counted over every record")
	charts := s.Charts()
	assert.Contains(t, string(charts[0]), fmt.Sprintf(">%d<", n-mismatches), "the outcome chart counts every MATCH")
	assert.Contains(t, string(charts[2]), fmt.Sprintf(">%d<", n))
	var txt bytes.Buffer
	require.NoError(t, s.WriteText(&txt))
	assert.Contains(t, txt.String(), fmt.Sprintf("%d more are counted above", n-MaxListed))

	// A duplicate beyond the listed records is still a duplicate.
	dup := append(append([]byte(nil), buf.Bytes()...), []byte(`{"type":"record","id":"r0000001","outcome":"MATCH"}`+"\n")...)
	_, err = readSummary(bytes.NewReader(dup))
	assert.ErrorIs(t, err, ErrResume)
}
