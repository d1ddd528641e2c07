package judge_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/judge"
)

// escapeAll writes s as a JSON string body with every character a \u
// escape.
func escapeAll(s string) string {
	var b strings.Builder
	for _, r := range s {
		fmt.Fprintf(&b, `\u%04x`, r)
	}
	return b.String()
}

// TestReaderLinearInEscapes: a valid trace whose transaction input is
// written entirely in \u escapes (400,000 of them, 2.4 MB) is judged by the
// bundle's own reader within the default, size-scaled budget, with Go's
// verdict. goja copies both sides of every string +=, so a reader that
// appends escape by escape is quadratic: it took about 35 s here, past the
// budget, where the Go path took milliseconds.
func TestReaderLinearInEscapes(t *testing.T) {
	var tr []byte
	input := regexp.MustCompile(`"input": ?"0x[0-9a-f]*"`)
	for _, c := range suite(t) {
		if input.Match(c.Trace) {
			tr = c.Trace
			break
		}
	}
	require.NotNil(t, tr, "a fixture has a transaction input")
	long := "0x" + strings.Repeat("a9", 199_999)
	at := input.FindIndex(tr)
	tr = slices.Concat(tr[:at[0]], []byte(`"input":"`+escapeAll(long)+`"`), tr[at[1]:])
	require.Greater(t, len(tr), 2_400_000)

	e := judge.Embedded()
	v, err := e.Judge(tr)
	require.NoError(t, err)
	raw, err := e.JudgeRaw(tr)
	require.NoError(t, err, "the bundle's reader within its budget")
	require.Equal(t, v, raw)
	h, err := e.Hashes(tr)
	require.NoError(t, err)
	th, err := judge.TraceHash(tr)
	require.NoError(t, err)
	require.Equal(t, th, h.TraceHash)
}

// TestReaderDeepUnclosed: 2.7 million nested arrays never closed (8.1 MB,
// inside the trace cap) are refused as too deep by both paths. The
// bundle's fast path once handed such input to goja's JSON.parse, whose
// native recursion overflowed the goroutine stack: a fatal error that no
// recover catches, ending the process.
func TestReaderDeepUnclosed(t *testing.T) {
	for _, in := range []string{
		strings.Repeat("[0,", 2_700_000),
		`{"a":` + strings.Repeat(`[{"b":`, 1_000_000),
		strings.Repeat("[", 100) + strings.Repeat("}", 100),
	} {
		e := judge.Embedded()
		_, err := e.Judge([]byte(in))
		require.ErrorIs(t, err, judge.ErrInvalidTrace)
		_, rawErr := e.JudgeRaw([]byte(in))
		require.ErrorIs(t, rawErr, judge.ErrInvalidTrace)
		var a, b *judge.BundleError
		require.ErrorAs(t, err, &a)
		require.ErrorAs(t, rawErr, &b)
		require.Equal(t, "too_deep", a.Kind)
		require.Equal(t, a.Kind, b.Kind, "%v / %v", a.Message, b.Message)
	}
}

// TestTranscriptLargeMapWithinBudget: a transcript trace whose locker
// maps 4,000 files on long paths (1.4 MB) is judged within the default
// budget. Judging hashes its 1.3 MB corpus map in JS, about 12 s in goja:
// as much as the whole budget judging a 1.4 MB trace got before the budget
// counted hashing for every call (the race detector's wider budget hides
// that difference). At the schema's 10,000 files the same shape takes
// about 30 s of its 108 s (docs/limits.md).
func TestTranscriptLargeMapWithinBudget(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "fixtures", "testdata", "witness", "traces", "honest.json"))
	require.NoError(t, err)
	var tr map[string]any
	require.NoError(t, json.Unmarshal(b, &tr))
	files := make([]any, 4_000)
	for i := range files {
		files[i] = map[string]any{
			"path":   fmt.Sprintf("src/%s/file-%05d.go", strings.Repeat("deep/", 50), i),
			"sha256": "0x" + strings.Repeat("ab", 32),
		}
	}
	tr["evidence"].(map[string]any)["locker"].(map[string]any)["files"] = files
	big, err := json.Marshal(tr)
	require.NoError(t, err)
	require.Greater(t, len(big), 1_400_000)
	v, err := judge.Embedded().Judge(big)
	require.NoError(t, err, "judged within the budget")
	assert.Contains(t, v.Failing(), "files", "the map no longer hashes to the ticket's corpus")
}
