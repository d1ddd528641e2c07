package review_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/review"
	"github.com/verijudge/verijudge/review/reviewtest"
)

// TestScenarios: every generated scenario gets its admission decision and
// exactly its failing checks, named.
func TestScenarios(t *testing.T) {
	for _, sc := range reviewtest.Scenarios() {
		t.Run(sc.Name, func(t *testing.T) {
			f, err := reviewtest.Generate(t.TempDir(), sc)
			require.NoError(t, err)
			d, err := f.Admit(review.OpenLedger(filepath.Join(t.TempDir(), "admissions.jsonl")), reviewtest.Now)
			require.NoError(t, err)
			assert.Equal(t, sc.Admit, d.Admit, "%v", d.Reasons)
			require.NotNil(t, d.Verdict)
			want := sc.Failing
			if want == nil {
				want = []string{}
			}
			assert.Equal(t, want, d.Verdict.Failing(), "%v", d.Reasons)
			if sc.Admit {
				assert.Equal(t, judge.StatusSuccess, d.Verdict.Status)
				assert.Empty(t, d.Reasons)
			} else {
				assert.Equal(t, judge.StatusFailure, d.Verdict.Status)
				assert.NotEmpty(t, d.Reasons)
			}
		})
	}
}

type golden = reviewtest.Golden

func readGolden(t *testing.T) []golden {
	b, err := os.ReadFile("testdata/golden.json")
	require.NoError(t, err)
	var gs []golden
	require.NoError(t, json.Unmarshal(b, &gs))
	require.Len(t, gs, len(reviewtest.Scenarios()))
	return gs
}

// TestGoldenDrift regenerates testdata and requires the committed bytes:
// the generator is deterministic down to the commit ids.
func TestGoldenDrift(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, reviewtest.WriteGolden(dir))
	for _, g := range append(readGolden(t), golden{Path: "golden.json"}) {
		want, err := os.ReadFile(filepath.Join("testdata", g.Path))
		require.NoError(t, err)
		got, err := os.ReadFile(filepath.Join(dir, g.Path))
		require.NoError(t, err)
		assert.Equal(t, string(want), string(got), "%s drifted: run go generate ./review", g.Path)
	}
}

// TestGoldenTraces: the committed traces judge to their golden verdicts.
func TestGoldenTraces(t *testing.T) {
	for _, g := range readGolden(t) {
		tr, err := os.ReadFile(filepath.Join("testdata", g.Path))
		require.NoError(t, err)
		v, err := judge.Judge(tr)
		require.NoError(t, err, g.Name)
		assert.Equal(t, g.Status, v.Status, g.Name)
		assert.Equal(t, g.Failing, v.Failing(), g.Name)
		h, err := judge.VerdictHash(&v)
		require.NoError(t, err)
		assert.Equal(t, g.VerdictHash, h, g.Name)
		th, err := judge.TraceHash(tr)
		require.NoError(t, err)
		assert.Equal(t, g.TraceHash, th, g.Name)
	}
}

// TestReceiptRepoSpelling: the evaluator compares a receipt's science_repo
// with the increment's repository as spelled (the receipt's cycle_id
// hashes the spelling), so a receipt that spells it otherwise is not bound.
func TestReceiptRepoSpelling(t *testing.T) {
	tr, err := os.ReadFile(filepath.Join("testdata", "traces", "honest-pass.json"))
	require.NoError(t, err)
	var m map[string]any
	require.NoError(t, json.Unmarshal(tr, &m))
	fields := m["evidence"].(map[string]any)["receipt"].(map[string]any)["fields"].(map[string]any)
	require.Equal(t, reviewtest.Repo, fields["science_repo"])
	fields["science_repo"] = strings.ToLower(reviewtest.Repo)
	edited, err := json.Marshal(m)
	require.NoError(t, err)
	v, err := judge.Judge(edited)
	require.NoError(t, err)
	assert.Equal(t, []string{"receipt-bound"}, v.Failing())
}
