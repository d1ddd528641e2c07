package witness_test

import (
	"context"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/witness"
	"github.com/verijudge/verijudge/witness/witnesstest"
)

// fullBudget is a 40-question session (the default budget) on the
// fixture corpus: every question a file_contains rule (list + read).
func fullBudget(tb testing.TB, n int) *witness.Session {
	tb.Helper()
	dir := tb.TempDir()
	require.NoError(tb, witnesstest.WriteCorpus(filepath.Join(dir, "corpus")))
	var qs []witness.Question
	for i := range n {
		qs = append(qs, witness.Question{Question: fmt.Sprintf("Question %d: is the project under the MIT license?", i+1),
			Rule: &witness.Rule{Kind: witness.RuleFileContains, Path: "LICENSE", Text: "MIT"}})
	}
	s, err := witness.Run(context.Background(), witness.RunConfig{Binding: unattested, Corpus: filepath.Join(dir, "corpus"), Questions: qs,
		Out: filepath.Join(dir, "out"), Rand: newRand(9), Now: func() time.Time { return now }})
	require.NoError(tb, err)
	return s
}

// BenchmarkSession: a whole 40-question session with the rule-based
// reasoner over the in-process MCP pipe (every step hashed into both
// chains and signed by both parties); reports steps/s.
func BenchmarkSession(b *testing.B) {
	dir := b.TempDir()
	require.NoError(b, witnesstest.WriteCorpus(filepath.Join(dir, "corpus")))
	var qs []witness.Question
	for i := range 40 {
		qs = append(qs, witness.Question{Question: fmt.Sprintf("q%d", i), Rule: &witness.Rule{Kind: witness.RuleFileContains, Path: "LICENSE", Text: "MIT"}})
	}
	steps := 0
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		s, err := witness.Run(context.Background(), witness.RunConfig{Binding: unattested, Corpus: filepath.Join(dir, "corpus"), Questions: qs,
			Out: filepath.Join(dir, fmt.Sprint("out", i)), Rand: newRand(byte(i)), Now: func() time.Time { return now }})
		require.NoError(b, err)
		steps += s.Final.Steps
	}
	b.ReportMetric(float64(steps)/b.Elapsed().Seconds(), "steps/s")
}

// BenchmarkJudgeTranscript: the bundle judging transcript traces, one
// core: the 40-question session's public trace (the target: at most 1 s),
// its forensic trace without and with the per-step signatures, and the
// 4-question honest fixture.
func BenchmarkJudgeTranscript(b *testing.B) {
	s := fullBudget(b, 40)
	honest, err := os.ReadFile("../fixtures/testdata/witness/traces/honest.json")
	require.NoError(b, err)
	cases := []struct {
		name string
		o    witness.TraceOptions
	}{
		{"40q-public", witness.TraceOptions{Public: true}},
		{"40q-forensic", witness.TraceOptions{}},
		{"40q-forensic-step-signatures", witness.TraceOptions{StepSignatures: true}},
	}
	e := judge.Embedded()
	for _, c := range cases {
		tr, err := witness.Trace(s, c.o)
		require.NoError(b, err)
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(tr)))
			for b.Loop() {
				v, err := e.Judge(tr)
				if err != nil || v.Status != judge.StatusSuccess {
					b.Fatal(err, v.Status)
				}
			}
		})
	}
	b.Run("fixture-honest", func(b *testing.B) {
		for b.Loop() {
			if _, err := e.Judge(honest); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkToolCall: one read_file through the auditor's checked handle
// over the in-process MCP pipe (the MCP round trip, both chains, two
// signatures, the map check), against reading and hashing the file
// directly: the difference is the protocol's overhead per call.
func BenchmarkToolCall(b *testing.B) {
	dir := b.TempDir()
	require.NoError(b, witnesstest.WriteCorpus(dir))
	b.Run("direct", func(b *testing.B) {
		for b.Loop() {
			c, err := os.ReadFile(filepath.Join(dir, "ledger.go"))
			if err != nil {
				b.Fatal(err)
			}
			_ = sha256.Sum256(c)
		}
	})
	for _, tr := range []string{witness.TransportMemory, witness.TransportHTTP} {
		b.Run("mcp-"+tr, func(b *testing.B) {
			calls := 0
			r := countingReasoner{n: &calls, per: 1000}
			qs := make([]witness.Question, 0)
			// Enough questions for b.N calls at up to 1000 a question.
			for i := 0; i <= b.N/1000; i++ {
				qs = append(qs, witness.Question{Question: fmt.Sprintf("q%d", i)})
			}
			r.left = b.N
			b.ResetTimer()
			_, err := witness.Run(context.Background(), witness.RunConfig{Binding: unattested, Corpus: dir, Questions: qs, Out: b.TempDir(),
				Rand: newRand(5), Now: func() time.Time { return now }, Reasoner: &r, MaxToolCalls: 1000, Transport: tr})
			require.NoError(b, err)
			require.Equal(b, b.N, calls)
		})
	}
}

// countingReasoner reads ledger.go per times a question until left runs
// out.
type countingReasoner struct {
	n         *int
	per, left int
}

func (c *countingReasoner) Answer(ctx context.Context, _ string, t witness.Tools) (witness.Answer, error) {
	for i := 0; i < c.per && c.left > 0; i++ {
		if _, err := t.ReadFile(ctx, "ledger.go"); err != nil {
			return witness.AnswerError, err
		}
		*c.n++
		c.left--
	}
	return witness.AnswerTrue, nil
}
