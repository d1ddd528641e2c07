package witness_test

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/witness"
	"github.com/verijudge/verijudge/witness/witnesstest"
)

const fixtures = "../fixtures/testdata/witness"

func readGolden(t *testing.T) []witnesstest.Golden {
	b, err := os.ReadFile(filepath.Join(fixtures, "golden.json"))
	require.NoError(t, err)
	var gs []witnesstest.Golden
	require.NoError(t, json.Unmarshal(b, &gs))
	require.Len(t, gs, len(witnesstest.Scenarios()))
	return gs
}

// TestScenarios: every scenario, generated afresh by the real roles, is
// judged to its expected status with exactly its failing checks named.
func TestScenarios(t *testing.T) {
	for _, sc := range witnesstest.Scenarios() {
		t.Run(sc.Name, func(t *testing.T) {
			_, tr, err := witnesstest.Generate(t.TempDir(), sc)
			require.NoError(t, err)
			v, err := judge.Judge(tr)
			require.NoError(t, err)
			assert.Equal(t, sc.Status, v.Status)
			assert.Equal(t, sc.Failing, v.Failing())
		})
	}
}

// TestGoldenDrift regenerates the fixtures and requires the committed
// bytes: sessions are deterministic down to every signature.
func TestGoldenDrift(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, witnesstest.WriteGolden(dir))
	for _, g := range readGolden(t) {
		for _, p := range []string{g.Path, filepath.Join("sessions", g.Name+".json")} {
			want, err := os.ReadFile(filepath.Join(fixtures, p))
			require.NoError(t, err)
			got, err := os.ReadFile(filepath.Join(dir, p))
			require.NoError(t, err)
			assert.Equal(t, string(want), string(got), "%s drifted: run go generate ./witness", p)
		}
	}
	want, err := os.ReadFile(filepath.Join(fixtures, "golden.json"))
	require.NoError(t, err)
	got, err := os.ReadFile(filepath.Join(dir, "golden.json"))
	require.NoError(t, err)
	assert.Equal(t, string(want), string(got), "golden.json drifted: run go generate ./witness")
}

// TestGoldenPathsAgree: each committed trace gets its golden verdict from
// Go's fast path and from the bundle's own reader in goja.
func TestGoldenPathsAgree(t *testing.T) {
	for _, g := range readGolden(t) {
		tr, err := os.ReadFile(filepath.Join(fixtures, g.Path))
		require.NoError(t, err)
		th, err := judge.TraceHash(tr)
		require.NoError(t, err)
		assert.Equal(t, g.TraceHash, th, g.Name)
		for name, f := range map[string]func([]byte) (judge.Verdict, error){"Judge": judge.Judge, "JudgeRaw": judge.Embedded().JudgeRaw} {
			v, err := f(tr)
			require.NoError(t, err, "%s %s", name, g.Name)
			assert.Equal(t, g.Status, v.Status, "%s %s", name, g.Name)
			assert.Equal(t, g.Failing, v.Failing(), "%s %s", name, g.Name)
			h, err := judge.VerdictHash(&v)
			require.NoError(t, err)
			assert.Equal(t, g.VerdictHash, h, "%s %s", name, g.Name)
		}
	}
}

// TestNodeAgrees runs the same bundle under Node.js on every committed
// trace and requires the golden trace and verdict hashes.
func TestNodeAgrees(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("node is required under CI=true (.ci/run installs it)")
		}
		t.Skip("node not on PATH")
	}
	gs := readGolden(t)
	var files []string
	for _, g := range gs {
		files = append(files, filepath.Join(fixtures, g.Path))
	}
	out, err := exec.Command(node, append([]string{"../judge/testdata/node-hashes.mjs", "../judge/evaluator.js"}, files...)...).Output()
	require.NoError(t, err)
	lines := splitLines(out)
	require.Len(t, lines, len(gs)+1)
	var head struct {
		BundleDigest canon.Hash `json:"bundleDigest"`
	}
	require.NoError(t, json.Unmarshal(lines[0], &head))
	assert.Equal(t, judge.EmbeddedDigest(), head.BundleDigest)
	for i, g := range gs {
		var row struct {
			File        string     `json:"file"`
			OK          bool       `json:"ok"`
			TraceHash   canon.Hash `json:"traceHash"`
			VerdictHash canon.Hash `json:"verdictHash"`
		}
		require.NoError(t, json.Unmarshal(lines[i+1], &row))
		require.True(t, row.OK, g.Name)
		assert.Equal(t, g.TraceHash, row.TraceHash, g.Name)
		assert.Equal(t, g.VerdictHash, row.VerdictHash, g.Name)
	}
}

func splitLines(b []byte) [][]byte {
	var out [][]byte
	for _, l := range bytes.Split(b, []byte("\n")) {
		if len(l) > 0 {
			out = append(out, l)
		}
	}
	return out
}

// TestAuditorMeasurement: auditor_bound pins the auditor's TD when asked:
// the fixture quote's own measurement passes, any other fails.
func TestAuditorMeasurement(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(fixtures, "sessions", "honest-tdx.json"))
	require.NoError(t, err)
	s, err := witness.ParseSession(bytes.NewReader(b))
	require.NoError(t, err)
	m, err := tee.Measurement(&tee.Evidence{Kind: tee.KindTDX, Quote: s.Auditor.Quote})
	require.NoError(t, err)
	for want, pass := range map[canon.Hash]bool{m: true, canon.Sum([]byte("another TD")): false} {
		tr, err := witness.Trace(s, witness.TraceOptions{AuditorMeasurement: want})
		require.NoError(t, err)
		v, err := judge.Judge(tr)
		require.NoError(t, err)
		for _, c := range v.Checks {
			if c.Name == "auditor-bound" {
				assert.Equal(t, pass, c.Pass, c.Actual)
				assert.Contains(t, c.Actual, m.String(), "the check names the quote's measurement")
			}
		}
	}
}
