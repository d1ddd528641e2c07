package witness_test

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/witness"
)

// seeded is a deterministic byte source for keys and nonces.
type seeded struct{ r *rand.ChaCha8 }

func (s seeded) Read(p []byte) (int, error) { return s.r.Read(p) }

func newRand(seed byte) seeded { var k [32]byte; k[0] = seed; return seeded{rand.NewChaCha8(k)} }

var now = time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)

// unattested lets the tests' reproducible-only auditors open sessions.
var unattested = witness.BindingPolicy{AllowUnattestedUnsafe: true}

func writeCorpus(t *testing.T) string {
	dir := t.TempDir()
	files := map[string]string{
		"LICENSE":         "MIT License\n",
		"cmd/main.go":     "package main\n\nfunc main() { run() }\n",
		"internal/run.go": "package main\n\n// run does the work.\nfunc run() {}\n",
	}
	for p, c := range files {
		require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(dir, p)), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(dir, p), []byte(c), 0o644))
	}
	return dir
}

func questions() []witness.Question {
	return []witness.Question{
		{Question: "Is there a LICENSE file?", Rule: &witness.Rule{Kind: witness.RuleFileExists, Path: "LICENSE"}},
		{Question: "Does main call run?", Rule: &witness.Rule{Kind: witness.RuleFileContains, Path: "cmd/main.go", Text: "run()"}},
		{Question: "Is TODO absent?", Rule: &witness.Rule{Kind: witness.RuleSearchAbsent, Query: "TODO"}},
		{Question: "Is the code correct?"},
	}
}

func TestRunHonest(t *testing.T) {
	for _, tr := range []string{witness.TransportMemory, witness.TransportHTTP} {
		t.Run(tr, func(t *testing.T) {
			out := t.TempDir()
			s, err := witness.Run(context.Background(), witness.RunConfig{Binding: unattested, Corpus: writeCorpus(t), Questions: questions(), Out: out,
				Rand: newRand(1), Now: func() time.Time { return now }, Transport: tr})
			require.NoError(t, err)
			require.NotNil(t, s.Final)
			var got []witness.Answer
			for _, q := range s.Questions {
				got = append(got, q.Answer)
			}
			assert.Equal(t, []witness.Answer{"true", "true", "true", "unsure"}, got)
			f, err := os.Open(filepath.Join(out, witness.SessionFile))
			require.NoError(t, err)
			defer f.Close()
			back, err := witness.ParseSession(f)
			require.NoError(t, err)
			assert.Equal(t, s.Final.Head, back.Final.Head)
			assert.Equal(t, s.Final.Steps, len(back.Locker.Steps))
		})
	}
}

func TestTraceOfHonestSession(t *testing.T) {
	s, err := witness.Run(context.Background(), witness.RunConfig{Binding: unattested, Corpus: writeCorpus(t), Questions: questions(), Out: t.TempDir(),
		Rand: newRand(1), Now: func() time.Time { return now }})
	require.NoError(t, err)
	tr, err := witness.Trace(s, witness.TraceOptions{Expect: map[int]witness.Answer{1: "true", 4: "unsure"}, StepSignatures: true})
	require.NoError(t, err)
	start := time.Now()
	v, err := judge.Judge(tr)
	t.Logf("judged in %v", time.Since(start))
	require.NoError(t, err)
	for _, c := range v.Checks {
		assert.True(t, c.Pass, "%s: %s / %s", c.Name, c.Expected, c.Actual)
	}
	assert.Equal(t, judge.StatusSuccess, v.Status)
}

// TestPrivateReport: the session's report.age decrypts with the prover's
// key (filippo.io/age, ssh-ed25519 recipient) and lists every tool call;
// no other key opens it.
func TestPrivateReport(t *testing.T) {
	pk := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{7}, 32))
	out := t.TempDir()
	s, err := witness.Run(context.Background(), witness.RunConfig{Binding: unattested, Corpus: writeCorpus(t), Questions: questions(), Out: out,
		Rand: newRand(2), Now: func() time.Time { return now }, ProverKey: pk})
	require.NoError(t, err)
	b, err := os.ReadFile(filepath.Join(out, witness.ReportFile))
	require.NoError(t, err)
	assert.True(t, bytes.HasPrefix(b, []byte("age-encryption.org/v1\n-> ssh-ed25519 ")), "an age file to an ssh-ed25519 recipient")
	r, err := witness.OpenReport(bytes.NewReader(b), pk)
	require.NoError(t, err)
	assert.Equal(t, s.Ticket.Hash(), r.Ticket)
	require.Len(t, r.Questions, 4)
	assert.Equal(t, "cmd/main.go", r.Questions[1].Calls[1].Args[9:20])
	calls := 0
	for _, q := range r.Questions {
		calls += len(q.Calls)
	}
	tools := 0
	for _, st := range s.Locker.Steps {
		if st.Kind == witness.KindTool {
			tools++
		}
	}
	assert.Equal(t, tools, calls)
	_, err = witness.OpenReport(bytes.NewReader(b), ed25519.NewKeyFromSeed(bytes.Repeat([]byte{8}, 32)))
	assert.Error(t, err, "another key does not open the report")
}

// TestUnattestedAuditorRefused: by default neither prover nor verifier
// deals with an auditor whose key no quote binds.
func TestUnattestedAuditorRefused(t *testing.T) {
	s, err := witness.Run(context.Background(), witness.RunConfig{Corpus: writeCorpus(t), Questions: questions(), Out: t.TempDir(),
		Rand: newRand(1), Now: func() time.Time { return now }})
	assert.ErrorIs(t, err, witness.ErrProtocol)
	assert.ErrorContains(t, err, "no quote binds its key")
	require.NotNil(t, s)
	assert.Empty(t, s.Questions)
	assert.Empty(t, s.Locker.Files, "the prover sent no map")
}

// TestSessionRoundTrip: a session with a quote reads back byte for byte.
func TestSessionRoundTrip(t *testing.T) {
	b, err := os.ReadFile("../fixtures/testdata/witness/sessions/honest-tdx.json")
	require.NoError(t, err)
	s, err := witness.ParseSession(bytes.NewReader(b))
	require.NoError(t, err)
	require.NotEmpty(t, s.Auditor.Quote)
	assert.Equal(t, s.Auditor.QuoteHash, canon.Sum(s.Auditor.Quote), "the quote is read as hex, not base64")
	out, err := json.MarshalIndent(s, "", "  ")
	require.NoError(t, err)
	assert.Equal(t, string(b), string(out)+"\n")
}
