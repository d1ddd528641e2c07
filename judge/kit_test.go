package judge_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/judge"
)

// TestNodeKit runs judge/kit/kit.mjs (zero dependencies) on records from
// files and over HTTP: MATCH exits 0, a tampered record 1, a record without
// its trace or with the wrong bundle 2.
func TestNodeKit(t *testing.T) {
	node := nodeOrSkip(t)
	dir := t.TempDir()
	bundle := filepath.Join(dir, "evaluator.js")
	require.NoError(t, os.WriteFile(bundle, judge.EmbeddedBundle(), 0o644))
	write := func(name string, rec *judge.Record, tamper func(map[string]any)) string {
		b, err := rec.MarshalIndent()
		require.NoError(t, err)
		if tamper != nil {
			var m map[string]any
			require.NoError(t, json.Unmarshal(b, &m))
			tamper(m)
			b, err = json.Marshal(m)
			require.NoError(t, err)
		}
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, b, 0o644))
		return p
	}
	kit := func(args ...string) (int, string) {
		cmd := exec.Command(node, append([]string{"kit/kit.mjs"}, args...)...)
		out, err := cmd.CombinedOutput()
		if ee, ok := err.(*exec.ExitError); ok {
			return ee.ExitCode(), string(out)
		}
		require.NoError(t, err)
		return 0, string(out)
	}
	rec := record(t, "web3-injected-drain/naive")
	good := write("good.json", rec, nil)
	code, out := kit(good, "--bundle", bundle)
	assert.Equal(t, 0, code, out)
	assert.True(t, strings.HasPrefix(out, "MATCH"), out)

	for name, tamper := range map[string]func(map[string]any){
		"status": func(m map[string]any) { m["verdict"].(map[string]any)["status"] = "SUCCESS" },
		"trace":  func(m map[string]any) { m["trace"].(map[string]any)["buildId"] = "someone-else" },
		"hash":   func(m map[string]any) { m["traceHash"] = "0x" + strings.Repeat("00", 32) },
	} {
		code, out := kit(write(name+".json", rec, tamper), "--bundle", bundle)
		assert.Equal(t, 1, code, "%s: %s", name, out)
		assert.Contains(t, out, "MISMATCH", name)
	}
	code, out = kit(write("notrace.json", rec, func(m map[string]any) { delete(m, "trace") }), "--bundle", bundle)
	assert.Equal(t, 2, code, out)
	assert.Contains(t, out, "NO_TRACE")
	other := filepath.Join(dir, "other.js")
	require.NoError(t, os.WriteFile(other, []byte("var verijudge = {}"), 0o644))
	code, out = kit(good, "--bundle", other)
	assert.Equal(t, 2, code, out)
	assert.Contains(t, out, "not running it")
	code, out = kit(good)
	assert.Equal(t, 2, code, "no --bundle for a file: %s", out)
	assert.Contains(t, out, "pass --bundle")

	// Over HTTP, the bundle is found next to the record by its digest.
	goodBytes, err := os.ReadFile(good)
	require.NoError(t, err)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/verify/1/record":
			w.Write(goodBytes)
		case "/verify/evaluator/" + judge.EmbeddedDigest().String() + ".js":
			w.Write(judge.EmbeddedBundle())
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	code, out = kit(srv.URL + "/verify/1/record")
	assert.Equal(t, 0, code, out)
	code, out = kit(srv.URL + "/verify/2/record")
	assert.Equal(t, 2, code, out)
	assert.Contains(t, out, "HTTP 404")
}
