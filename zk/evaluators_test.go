package zk

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/judge"
)

// The embedded bundle must be one the circuit implements: a new bundle
// fails here until it is added to evaluators (after checking the circuit
// still mirrors it; TestZKMirroredSources names what changed).
func TestZKEvaluators(t *testing.T) {
	assert.Contains(t, Evaluators(), judge.EmbeddedDigest(),
		"the embedded evaluator %s is not in zk.evaluators: check the circuit against it, then list it", judge.EmbeddedDigest())
	e := Evaluators()
	e[0] = canon.Hash{}
	assert.NotEqual(t, canon.Hash{}, Evaluators()[0], "Evaluators returns a copy")
}

// The sources the circuit mirrors are pinned: changing one fails here
// until the circuit is updated to the new rules and the pin moved.
func TestZKMirroredSources(t *testing.T) {
	var m struct {
		Inputs []struct {
			Path   string     `json:"path"`
			SHA256 canon.Hash `json:"sha256"`
		} `json:"inputs"`
	}
	require.NoError(t, json.Unmarshal(judge.EmbeddedManifest(), &m))
	seen := map[string]bool{}
	for _, in := range m.Inputs {
		if want, ok := mirroredSources[in.Path]; ok {
			seen[in.Path] = true
			assert.Equal(t, want, in.SHA256, "%s changed: the circuit mirrors it; update the circuit, then the pin", in.Path)
		}
	}
	for p := range mirroredSources {
		assert.True(t, seen[p], "%s is pinned but not an input of the embedded bundle", p)
	}
}

// A folder of development keys is known as such: by its marker, or by a
// development program id, current (small, full) or retired (the template
// circuit's, whose keys anyone can still forge under).
func TestIsDevKeysDir(t *testing.T) {
	dir := t.TempDir()
	other := canon.Sum([]byte("a ceremony's program"))
	assert.False(t, IsDevKeysDir(dir, other))
	assert.True(t, IsDevKeysDir(dir, canon.MustParseHash(DevSmallProgramID)))
	assert.True(t, IsDevKeysDir(dir, canon.MustParseHash(DevFullProgramID)))
	assert.True(t, IsDevKeysDir(dir, canon.MustParseHash("0x6437af3d7269249ce20408d0262795a115637e228b6a0a50356f2a0f69b0c46e")), "retired: the template circuit's small")
	assert.Len(t, DevPrograms(), 3)
	require.NoError(t, os.WriteFile(filepath.Join(dir, DevKeysMarker), []byte("INSECURE"), 0o644))
	assert.True(t, IsDevKeysDir(dir, other))
}

// TestZKEvaluatorsAgree: every listed bundle this repository holds (the
// embedded one, and the released 1.0.0 in judge/testdata) gives, on every
// suite trace and on the small profile's traces, the verdict the
// circuit's rules (judgeRecords) give: the listing is a claim this checks.
func TestZKEvaluatorsAgree(t *testing.T) {
	old, err := os.ReadFile(filepath.Join("..", "judge", "testdata", "evaluator-1.0.0.js"))
	require.NoError(t, err)
	require.Contains(t, Evaluators(), canon.Sum(old), "1.0.0 is listed")
	e100, err := judge.NewEvaluator(old, canon.Sum(old))
	require.NoError(t, err)
	traces := suiteCanonical(t)
	small, err := fixtures.ZKSmallTraces()
	require.NoError(t, err)
	for _, tr := range small {
		c, err := canon.CanonicalizeTrace(tr.Trace)
		require.NoError(t, err)
		traces[tr.Name] = c
	}
	for name, c := range traces {
		lx, err := ReadTrace(c)
		require.NoError(t, err, name)
		v := judgeRecords(readRecords(c, lx))
		want, err := judge.VerdictPreimage(&v)
		require.NoError(t, err, name)
		for _, e := range []*judge.Evaluator{judge.Embedded(), e100} {
			got, err := e.Judge(c)
			require.NoError(t, err, name)
			pre, err := judge.VerdictPreimage(&got)
			require.NoError(t, err, name)
			assert.Equal(t, string(want), string(pre), "%s under %s", name, e.Digest())
		}
	}
}
