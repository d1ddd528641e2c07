package review_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
)

// TestJudgePathsAgreeOnReviewTraces: Go's canonical path (Judge) and the
// bundle's own reader (JudgeRaw, the path Node.js and browsers take) give
// the same verdict for every review trace, and for edited ones the same
// error class.
func TestJudgePathsAgreeOnReviewTraces(t *testing.T) {
	e := judge.NewEmbedded(judge.WithTimeout(time.Minute))
	edits := [][2]string{{`"verdict": "PASS"`, `"verdict": "pass"`}, {`"committed": true`, `"committed": 1`},
		{`"round": 1`, `"round": 0`}, {`"severity": "BLOCKER"`, `"severity": "BLOCK"`}, {`"checkout": "clean"`, `"checkout": "dirty"`},
		{`"vendor": "openai"`, `"vendor": "OpenAI"`}, {`"rules": [`, `"rules": [{"id":"CA-DATA-001","severity":"BLOCKER"},`},
		{`"consumed": false`, `"consumed": true`}}
	for _, g := range readGolden(t) {
		tr, err := os.ReadFile(filepath.Join("testdata", g.Path))
		require.NoError(t, err)
		inputs := [][]byte{tr}
		for _, ed := range edits {
			if strings.Contains(string(tr), ed[0]) {
				inputs = append(inputs, []byte(strings.Replace(string(tr), ed[0], ed[1], 1)))
			}
		}
		for _, in := range inputs {
			v, err := e.Judge(in)
			raw, rawErr := e.JudgeRaw(in)
			if err != nil {
				require.Error(t, rawErr, "%s: Judge rejects (%v), JudgeRaw accepts", g.Name, err)
				var a, b *judge.BundleError
				require.ErrorAs(t, err, &a)
				require.ErrorAs(t, rawErr, &b)
				assert.Equal(t, a.Code, b.Code)
				continue
			}
			require.NoError(t, rawErr, g.Name)
			assert.Equal(t, v, raw, g.Name)
		}
	}
}

// TestNodeAgreesOnReviewTraces runs the embedded bundle file under Node.js
// on every review trace and requires the golden trace and verdict hashes.
func TestNodeAgreesOnReviewTraces(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("node is required under CI=true (.ci/run installs it)")
		}
		t.Skip("node not on PATH")
	}
	gs := readGolden(t)
	args := []string{filepath.Join("..", "judge", "testdata", "node-hashes.mjs"), filepath.Join("..", "judge", "evaluator.js")}
	for _, g := range gs {
		args = append(args, filepath.Join("testdata", g.Path))
	}
	out, err := exec.Command(node, args...).Output()
	require.NoError(t, err, "%s", out)
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<20)
	require.True(t, sc.Scan())
	var head struct {
		BundleDigest canon.Hash `json:"bundleDigest"`
	}
	require.NoError(t, json.Unmarshal(sc.Bytes(), &head))
	assert.Equal(t, judge.EmbeddedDigest(), head.BundleDigest)
	n := 0
	for sc.Scan() {
		var row struct {
			File        string     `json:"file"`
			OK          bool       `json:"ok"`
			TraceHash   canon.Hash `json:"traceHash"`
			VerdictHash canon.Hash `json:"verdictHash"`
		}
		require.NoError(t, json.Unmarshal(sc.Bytes(), &row))
		g := gs[n]
		assert.True(t, row.OK, g.Name)
		assert.Equal(t, g.TraceHash, row.TraceHash, g.Name)
		assert.Equal(t, g.VerdictHash, row.VerdictHash, g.Name)
		n++
	}
	assert.Equal(t, len(gs), n)
}
