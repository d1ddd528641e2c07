package judge_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
)

// nodeOrSkip returns the path of node ≥ 20. Where node is absent the test
// skips, except under CI=true, where .ci/run installs it and absence fails.
func nodeOrSkip(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("node is required under CI=true (.ci/run installs it)")
		}
		t.Skip("node not on PATH")
	}
	out, err := exec.Command(p, "--version").Output()
	require.NoError(t, err)
	m := regexp.MustCompile(`^v(\d+)\.`).FindSubmatch(out)
	require.NotNil(t, m, "node --version: %s", out)
	major, _ := strconv.Atoi(string(m[1]))
	require.GreaterOrEqual(t, major, 20, "node ≥ 20 required, have %s", out)
	return p
}

// nodeRow is one answer of testdata/node-hashes.mjs.
type nodeRow struct {
	File        string                 `json:"file"`
	OK          bool                   `json:"ok"`
	TraceHash   canon.Hash             `json:"traceHash"`
	VerdictHash canon.Hash             `json:"verdictHash"`
	Error       *struct{ Kind string } `json:"error"`
}

// nodeHashes runs the bundle file under Node.js (testdata/node-hashes.mjs)
// on every file, checks that Node ran the embedded bundle, and returns one
// row per file, in order.
func nodeHashes(t testing.TB, node string, files []string) []nodeRow {
	t.Helper()
	out, err := exec.Command(node, append([]string{"testdata/node-hashes.mjs", "evaluator.js"}, files...)...).Output()
	require.NoError(t, err, "node failed: %s", out)
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<20)
	require.True(t, sc.Scan())
	var head struct {
		BundleDigest canon.Hash `json:"bundleDigest"`
	}
	require.NoError(t, json.Unmarshal(sc.Bytes(), &head))
	assert.Equal(t, judge.EmbeddedDigest(), head.BundleDigest)
	var rows []nodeRow
	for sc.Scan() {
		var row nodeRow
		require.NoError(t, json.Unmarshal(sc.Bytes(), &row), sc.Text())
		require.Equal(t, files[len(rows)], row.File)
		rows = append(rows, row)
	}
	require.Len(t, rows, len(files))
	return rows
}

// TestNodeAgreement runs the same bundle file under Node.js on every
// fixture and requires the golden trace, spec and verdict hashes.
func TestNodeAgreement(t *testing.T) {
	node := nodeOrSkip(t)
	dir := t.TempDir()
	byFile := map[string]canon.Hash{}
	var files []string
	cases := suite(t)
	for i, c := range cases {
		p := filepath.Join(dir, strconv.Itoa(i)+".json")
		require.NoError(t, os.WriteFile(p, c.Trace, 0o644))
		files = append(files, p)
		byFile[p] = c.VerdictHash
	}
	// One invalid trace: node must reject it as Go does.
	bad := filepath.Join(dir, "bad.json")
	require.NoError(t, os.WriteFile(bad, []byte(`{"a":1,"a":2}`), 0o644))
	files = append(files, bad)
	n := 0
	for _, row := range nodeHashes(t, node, files) {
		if row.File == bad {
			assert.False(t, row.OK)
			require.NotNil(t, row.Error)
			assert.Equal(t, "duplicate_key", row.Error.Kind)
			continue
		}
		require.True(t, row.OK, row.File)
		assert.Equal(t, byFile[row.File], row.VerdictHash, row.File)
		th, err := canon.TraceHash(mustRead(t, row.File))
		require.NoError(t, err)
		assert.Equal(t, th, row.TraceHash)
		n++
	}
	assert.Equal(t, len(cases), n)
}

func mustRead(t *testing.T, p string) []byte {
	b, err := os.ReadFile(p)
	require.NoError(t, err)
	return b
}
