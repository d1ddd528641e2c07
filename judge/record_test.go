package judge_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/fixtures/tracegen"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
)

func record(t *testing.T, name string) *judge.Record {
	t.Helper()
	rec, err := judge.NewRecord(mustTrace(t, name), judge.Embedded())
	require.NoError(t, err)
	b, err := rec.MarshalIndent()
	require.NoError(t, err)
	back, err := judge.ParseRecord(bytes.NewReader(b))
	require.NoError(t, err)
	// The trace is stored compactly in the file; its canonical form is kept.
	c1, err := canon.CanonicalizeTrace(rec.Trace)
	require.NoError(t, err)
	c2, err := canon.CanonicalizeTrace(back.Trace)
	require.NoError(t, err)
	require.Equal(t, string(c1), string(c2))
	cp := *back
	cp.Trace = rec.Trace
	require.Equal(t, rec, &cp)
	return back
}

func TestRecordsOfTheSuiteMatch(t *testing.T) {
	for _, c := range suite(t) {
		rec, err := judge.NewRecord(c.Trace, judge.Embedded())
		require.NoError(t, err)
		o, failed := offlineOutcome(rec, judge.Embedded(), judge.WithBundleHashes())
		require.Equal(t, "MATCH", o, "%s: %v", c.Name(), failed)
		rc, err := judge.Recompute(rec, judge.Embedded(), judge.WithBundleHashes())
		require.NoError(t, err)
		require.NotNil(t, rc.Bundle, "the bundle's own hashes")
		assert.Equal(t, rc.VerdictHash, rc.Bundle.VerdictHash)
		assert.Equal(t, c.VerdictHash, rec.VerdictHash)
	}
}

func TestRecordTampering(t *testing.T) {
	const name = "web3-pay-usd-250-injected/naive"
	tests := []struct {
		name    string
		tamper  func(r *judge.Record)
		outcome string
		failed  []string
	}{
		{"untouched", func(*judge.Record) {}, "MATCH", nil},
		{"trace keys reordered and re-indented", func(r *judge.Record) {
			var m map[string]any
			d := json.NewDecoder(bytes.NewReader(r.Trace))
			d.UseNumber()
			require.NoError(t, d.Decode(&m))
			b, err := json.MarshalIndent(m, "", "\t") // Go sorts keys: a different order than the record's
			require.NoError(t, err)
			r.Trace = b
		}, "MATCH", nil},
		{"trace amount changed", func(r *judge.Record) {
			// Pay the attacker nothing: the transfer log amount goes to zero.
			c, err := canon.CanonicalizeTrace(r.Trace)
			require.NoError(t, err)
			s := string(c)
			i := strings.Index(s, `"transactions"`)
			j := strings.Index(s[i:], `"data":"0x`) + i + len(`"data":"0x`)
			r.Trace = []byte(s[:j] + strings.Repeat("0", 64) + s[j+64:])
		}, "MISMATCH", []string{"trace-hash", "verdict-hash", "verdict-fields"}},
		{"spec check dropped", func(r *judge.Record) {
			r.Trace = edit(t, r.Trace, func(m map[string]any) {
				s := m["spec"].(map[string]any)
				c := s["checks"].([]any)
				s["checks"] = c[:len(c)-1]
			})
		}, "MISMATCH", []string{"trace-hash", "spec-hash", "verdict-hash", "verdict-fields"}},
		{"status flipped", func(r *judge.Record) { r.Verdict.Status = judge.StatusSuccess }, "MISMATCH", []string{"stored-verdict-hash", "verdict-fields"}},
		{"check passed", func(r *judge.Record) { r.Verdict.Checks[2].Pass = true }, "MISMATCH", []string{"stored-verdict-hash", "verdict-fields"}},
		{"verdict hash replaced", func(r *judge.Record) { r.VerdictHash = canon.Sum([]byte("x")) }, "MISMATCH", []string{"stored-verdict-hash", "verdict-hash"}},
		{"verdict and hash replaced consistently", func(r *judge.Record) {
			r.Verdict.Status = judge.StatusSuccess
			h, err := judge.VerdictHash(&r.Verdict)
			require.NoError(t, err)
			r.VerdictHash = h
		}, "MISMATCH", []string{"verdict-hash", "verdict-fields"}},
		{"trace hash replaced", func(r *judge.Record) { r.TraceHash = canon.Sum([]byte("x")) }, "MISMATCH", []string{"trace-hash"}},
		{"no trace", func(r *judge.Record) { r.Trace = nil }, "NO_TRACE", nil},
		{"other evaluator", func(r *judge.Record) { r.Evaluator.Digest = canon.Sum([]byte("v0")) }, "ERROR", []string{"evaluator"}},
		{"trace invalid", func(r *judge.Record) { r.Trace = []byte(`{"schema":1}`) }, "ERROR", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := record(t, name)
			tt.tamper(rec)
			o, failed := offlineOutcome(rec, judge.Embedded())
			assert.Equal(t, tt.outcome, o, "%v", failed)
			if tt.failed != nil {
				assert.ElementsMatch(t, tt.failed, failed)
			}
		})
	}
}

func TestParseRecordStrict(t *testing.T) {
	rec := record(t, "code-median/naive")
	b, err := rec.MarshalIndent()
	require.NoError(t, err)
	for name, in := range map[string]string{
		"unknown field":    strings.Replace(string(b), `"mediaType"`, `"extra": 1, "mediaType"`, 1),
		"wrong media":      strings.Replace(string(b), judge.RecordMediaType, "application/json", 1),
		"duplicate key":    strings.Replace(string(b), `"mediaType"`, `"specHash": "`+rec.SpecHash.String()+`", "mediaType"`, 1),
		"truncated":        string(b[:len(b)/3]),
		"bad hash":         strings.Replace(string(b), rec.TraceHash.String(), strings.ToUpper(rec.TraceHash.String()), 1),
		"not json at all":  "hello",
		"case twin":        strings.Replace(string(b), `"mediaType"`, `"Verdict": {}, "mediaType"`, 1),
		"nested case twin": strings.Replace(string(b), `"status"`, `"Status": "SUCCESS", "status"`, 1),
	} {
		_, err := judge.ParseRecord(strings.NewReader(in))
		assert.ErrorIs(t, err, judge.ErrInvalidRecord, name)
	}
}

// A record judge --record writes for a trace at the trace cap is read back
// by every reader: the trace is stored compactly (re-indenting it grew an
// 8 MiB trace past the 16 MiB record cap), and the record verifies.
func TestRecordAtTheCap(t *testing.T) {
	trace := tracegen.Big(limits.MaxTraceBytes)
	require.LessOrEqual(t, len(trace), limits.MaxTraceBytes)
	require.Greater(t, len(trace), limits.MaxTraceBytes-64<<10, "the trace is at the cap")
	rec, err := judge.NewRecord(trace, judge.Embedded())
	require.NoError(t, err)
	b, err := rec.MarshalIndent()
	require.NoError(t, err)
	assert.LessOrEqual(t, len(b), limits.MaxRecordBytes)
	assert.Less(t, len(b), len(trace)+1<<20, "the trace is not re-indented")
	back, err := judge.ParseRecord(bytes.NewReader(b))
	require.NoError(t, err)
	o, failed := offlineOutcome(back, judge.Embedded())
	require.Equal(t, "MATCH", o, "%v", failed)
	// The record's bytes round-trip: writing what was read gives the same.
	again, err := back.MarshalIndent()
	require.NoError(t, err)
	assert.Equal(t, string(b), string(again))
}

// A record over the record cap is an error when written, never a file no
// reader accepts.
func TestRecordTooLargeIsNotWritten(t *testing.T) {
	rec := record(t, "web3-injected-drain/naive")
	rec.TEE = json.RawMessage(`"` + strings.Repeat("x", limits.MaxRecordBytes) + `"`)
	_, err := rec.MarshalIndent()
	require.ErrorIs(t, err, judge.ErrRecordTooLarge)
}

// Records are written without HTML escapes (Go's default would turn each
// "<" of a check name into six bytes) and the trace member keeps its
// place.
func TestRecordLayout(t *testing.T) {
	rec := record(t, "web3-injected-drain/naive")
	rec.Verdict.Checks[0].Name = "a<b>&c"
	b, err := rec.MarshalIndent()
	require.NoError(t, err)
	assert.Contains(t, string(b), `"name": "a<b>&c"`)
	var keys []string
	dec := json.NewDecoder(bytes.NewReader(b))
	_, err = dec.Token()
	require.NoError(t, err)
	for dec.More() {
		k, err := dec.Token()
		require.NoError(t, err)
		keys = append(keys, k.(string))
		var skip json.RawMessage
		require.NoError(t, dec.Decode(&skip))
	}
	assert.Equal(t, []string{"mediaType", "verdict", "verdictHash", "traceHash", "specHash", "trace", "evaluator"}, keys)
}

// FuzzParseRecord: any bytes as a record are read or refused with
// ErrInvalidRecord, never a panic; a record read is written back (when it
// fits the cap) to bytes that read as the same record.
func FuzzParseRecord(f *testing.F) {
	for _, name := range []string{"web3-injected-drain/naive", "code-median/reference"} {
		rec, err := judge.NewRecord(mustTrace(f, name), judge.Embedded())
		require.NoError(f, err)
		b, err := rec.MarshalIndent()
		require.NoError(f, err)
		f.Add(b)
	}
	f.Add([]byte(`{"mediaType":"application/vnd.verijudge.record.v1+json","verdict":{}}`))
	f.Add([]byte("\xef\xbb\xbf{}"))
	f.Fuzz(func(t *testing.T, in []byte) {
		rec, err := judge.ParseRecord(bytes.NewReader(in))
		if err != nil {
			require.ErrorIs(t, err, judge.ErrInvalidRecord)
			return
		}
		out, err := rec.MarshalIndent()
		if err != nil {
			return // a trace member that is not JSON text compact accepts, or over the cap
		}
		back, err := judge.ParseRecord(bytes.NewReader(out))
		require.NoError(t, err, "%s", out)
		c1, err1 := canon.Canonicalize(rec.Trace)
		c2, err2 := canon.Canonicalize(back.Trace)
		require.Equal(t, err1 == nil, err2 == nil)
		require.Equal(t, string(c1), string(c2))
		rec.Trace, back.Trace = nil, nil
		require.Equal(t, rec, back)
	})
}

// NewRecords makes exactly the records NewRecord makes, in order, and
// names the first trace that fails.
func TestNewRecords(t *testing.T) {
	var traces [][]byte
	for _, c := range suite(t) {
		traces = append(traces, c.Trace)
	}
	recs, err := judge.NewRecords(traces, judge.Embedded())
	require.NoError(t, err)
	require.Len(t, recs, len(traces))
	for i, tr := range traces {
		want, err := judge.NewRecord(tr, judge.Embedded())
		require.NoError(t, err)
		assert.Equal(t, want, recs[i], "trace %d", i)
	}
	bad := append(append([][]byte{}, traces[:3]...), []byte(`{"a":1,"a":2}`), traces[4])
	_, err = judge.NewRecords(bad, judge.Embedded())
	require.ErrorIs(t, err, canon.ErrDuplicateKey)
	assert.Contains(t, err.Error(), "trace 3")
}

// A compact trace at the cap whose canonical form is longer than the cap
// (numbers written out) is judged and recorded like any other: the cap is
// on the trace, not on its canonical text. A bundle other than the
// embedded one reads the trace as given.
func TestExpandingTraceAtTheCap(t *testing.T) {
	trace := tracegen.Expanding(limits.MaxTraceBytes)
	require.LessOrEqual(t, len(trace), limits.MaxTraceBytes)
	c, err := judge.Canonicalize(trace)
	require.NoError(t, err)
	require.Greater(t, len(c.Bytes()), limits.MaxTraceBytes, "the canonical text is over the trace cap")
	rec, err := judge.NewRecord(trace, judge.Embedded())
	require.NoError(t, err)
	assert.Equal(t, judge.StatusSuccess, rec.Verdict.Status)
	b, err := rec.MarshalIndent()
	require.NoError(t, err)
	back, err := judge.ParseRecord(bytes.NewReader(b))
	require.NoError(t, err)
	o, failed := offlineOutcome(back, judge.Embedded())
	require.Equal(t, "MATCH", o, "%v", failed)
	if raceEnabled {
		return // the bundle's own reader on 8 MiB takes minutes under -race
	}
	other, err := judge.NewEvaluator(judge.EmbeddedBundle(), judge.EmbeddedDigest(), judge.WithTimeout(10*time.Minute))
	require.NoError(t, err)
	verdict, err := other.JudgeCanonical(c)
	require.NoError(t, err)
	assert.Equal(t, rec.Verdict, verdict)
}
