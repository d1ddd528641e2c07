package zk

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
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

// A folder of development keys is known as such: by its marker, or by the
// small profile's development program id.
func TestIsDevKeysDir(t *testing.T) {
	dir := t.TempDir()
	other := canon.Sum([]byte("a ceremony's program"))
	assert.False(t, IsDevKeysDir(dir, other))
	assert.True(t, IsDevKeysDir(dir, canon.MustParseHash(DevSmallProgramID)))
	require.NoError(t, os.WriteFile(filepath.Join(dir, DevKeysMarker), []byte("INSECURE"), 0o644))
	assert.True(t, IsDevKeysDir(dir, other))
}
