package judge_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/fixtures/tracegen"
	"github.com/verijudge/verijudge/internal/limits"
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

	// The status shown is the one recomputed, not the record's claim.
	require.NotEqual(t, judge.StatusSuccess, rec.Verdict.Status)
	code, out = kit(write("claims.json", rec, func(m map[string]any) { m["verdict"].(map[string]any)["status"] = "SUCCESS" }), "--bundle", bundle)
	assert.Equal(t, 1, code, out)
	assert.True(t, strings.HasPrefix(out, "MISMATCH · "+string(rec.Verdict.Status)+" · "), out)
	for name, tamper := range map[string]func(map[string]any){
		"status": func(m map[string]any) { m["verdict"].(map[string]any)["status"] = "SUCCESS" },
		"trace":  func(m map[string]any) { m["trace"].(map[string]any)["buildId"] = "someone-else" },
		"hash":   func(m map[string]any) { m["traceHash"] = "0x" + strings.Repeat("00", 32) },
	} {
		code, out := kit(write(name+".json", rec, tamper), "--bundle", bundle)
		assert.Equal(t, 1, code, "%s: %s", name, out)
		assert.Contains(t, out, "MISMATCH", name)
	}
	// A reordered txHashes list hashes the same (the preimage sorts it),
	// but the verdict is not the one recomputed: MISMATCH, as in Go.
	web3 := record(t, "web3-swap-gas-budget/naive")
	require.Greater(t, len(web3.Verdict.TxHashes), 1)
	code, out = kit(write("reordered.json", web3, func(m map[string]any) {
		h := m["verdict"].(map[string]any)["txHashes"].([]any)
		h[0], h[1] = h[1], h[0]
	}), "--bundle", bundle)
	assert.Equal(t, 1, code, out)
	assert.Contains(t, out, "failed: verdict-fields")
	// Members Go's reader refuses are refused: an unknown one, or a known
	// one spelled another way (encoding/json would read "Verdict").
	for name, tamper := range map[string]func(map[string]any){
		"unknown":   func(m map[string]any) { m["bogus"] = 1 },
		"spelling":  func(m map[string]any) { m["Verdict"] = m["verdict"] },
		"null":      func(m map[string]any) { m["attestations"] = nil },
		"mediatype": func(m map[string]any) { m["mediaType"] = "application/json" },
	} {
		code, out := kit(write(name+".json", rec, tamper), "--bundle", bundle)
		assert.Equal(t, 2, code, "%s: %s", name, out)
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
	assert.Contains(t, out, "judge/evaluator.js", "the hint says where the bundle is")
	assert.Contains(t, out, rec.Evaluator.Digest.String())

	// --help, --json, flags in any position, unknown flags refused.
	code, out = kit("--help")
	assert.Equal(t, 0, code, out)
	assert.True(t, strings.HasPrefix(out, "Usage: node kit.mjs"), out)
	assert.Contains(t, out, "Exit codes")
	code, out = kit("--bundle="+bundle, "--json", good)
	require.Equal(t, 0, code, out)
	var res struct {
		Path, Outcome, Status, VerdictHash string
		Failed                             []string
		Checks                             []struct {
			Name string
			OK   bool
		}
	}
	require.NoError(t, json.Unmarshal([]byte(out), &res), out)
	assert.Equal(t, good, res.Path)
	assert.Equal(t, "MATCH", res.Outcome)
	assert.Equal(t, string(rec.Verdict.Status), res.Status)
	assert.Equal(t, rec.VerdictHash.String(), res.VerdictHash)
	assert.Empty(t, res.Failed)
	assert.GreaterOrEqual(t, len(res.Checks), 5)
	code, out = kit(good, "--bundle", bundle)
	assert.True(t, strings.HasPrefix(out, "MATCH · "+string(rec.Verdict.Status)+" · attestation not checked (offline)"), out)
	code, out = kit(good, "--bundle", bundle, "--frobnicate")
	assert.Equal(t, 2, code, out)
	assert.Contains(t, out, "unknown flag --frobnicate")

	// Refused by name, as Go refuses them: a byte-order mark; a duplicate
	// key inside the trace (JSON.parse would keep the last one); a file
	// over the record cap, before it is read.
	goodBytes, err := os.ReadFile(good)
	require.NoError(t, err)
	bom := filepath.Join(dir, "bom.json")
	require.NoError(t, os.WriteFile(bom, append([]byte("\xef\xbb\xbf"), goodBytes...), 0o644))
	code, out = kit(bom, "--bundle", bundle)
	assert.Equal(t, 2, code, out)
	assert.Contains(t, out, "byte-order mark")
	_, errGo := judge.ParseRecord(strings.NewReader(string(append([]byte("\xef\xbb\xbf"), goodBytes...))))
	assert.ErrorIs(t, errGo, judge.ErrInvalidRecord, "Go refuses a BOM too")
	dup := filepath.Join(dir, "dup.json")
	require.NoError(t, os.WriteFile(dup, []byte(strings.Replace(string(goodBytes), `"trace": {`, `"trace": {"buildId":"x",`, 1)), 0o644))
	code, out = kit(dup, "--bundle", bundle)
	assert.Equal(t, 2, code, out)
	assert.Contains(t, out, "duplicate object key")
	huge := filepath.Join(dir, "huge.json")
	require.NoError(t, os.WriteFile(huge, nil, 0o644))
	require.NoError(t, os.Truncate(huge, 200<<20))
	code, out = kit(huge, "--bundle", bundle)
	assert.Equal(t, 2, code, out)
	assert.Contains(t, out, "209715200 bytes, over the 16777216-byte cap")

	// Over HTTP, the bundle is found next to the record by its digest; a
	// body over the cap is refused whether or not its length is declared.
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/verify/1/record":
			w.Write(goodBytes)
		case "/verify/evaluator/" + judge.EmbeddedDigest().String() + ".js":
			w.Write(judge.EmbeddedBundle())
		case "/verify/big/record":
			w.Header().Set("Content-Length", strconv.Itoa(limits.MaxRecordBytes+1))
			w.Write(make([]byte, 1024))
		case "/verify/endless/record":
			for i := 0; i < 17<<10; i++ {
				if _, err := w.Write(make([]byte, 1024)); err != nil {
					return
				}
			}
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
	for _, p := range []string{"big", "endless"} {
		code, out = kit(srv.URL + "/verify/" + p + "/record")
		assert.Equal(t, 2, code, out)
		assert.Contains(t, out, "over the 16777216-byte cap", p)
	}
}

// A record of evaluator 1.0.0 (the released bundle, committed) is
// verified by Go with that bundle, and refused by the kit: 1.0.0 has no
// verifyRecord, so the kit could not read the record as strictly as Go.
func TestNodeKitRefusesOldBundles(t *testing.T) {
	node := nodeOrSkip(t)
	old, err := os.ReadFile("testdata/evaluator-1.0.0.js")
	require.NoError(t, err)
	digest := canon.MustParseHash("0xc12e2b9ec11d5bff81539d365841823906ba4931683969998114997fc4dab248")
	e, err := judge.NewEvaluator(old, digest)
	require.NoError(t, err)
	rec, err := judge.NewRecord(mustTrace(t, "code-median/reference"), e)
	require.NoError(t, err)
	rec.Evaluator.Version = "1.0.0"
	o, failed := offlineOutcome(rec, e)
	require.Equal(t, "MATCH", o, "Go verifies the 1.0.0 record: %v", failed)
	dir := t.TempDir()
	b, err := rec.MarshalIndent()
	require.NoError(t, err)
	p := filepath.Join(dir, "old.json")
	require.NoError(t, os.WriteFile(p, b, 0o644))
	bundle := filepath.Join(dir, "evaluator-1.0.0.js")
	require.NoError(t, os.WriteFile(bundle, old, 0o644))
	out, err := exec.Command(node, "kit/kit.mjs", p, "--bundle", bundle).CombinedOutput()
	var ee *exec.ExitError
	require.ErrorAs(t, err, &ee, "%s", out)
	assert.Equal(t, 2, ee.ExitCode())
	assert.Contains(t, string(out), "predates verifyRecord")
}

// TestNodeKitAtTheCap: the kit verifies a record whose trace is at the
// trace cap, as Go does (TestRecordAtTheCap).
func TestNodeKitAtTheCap(t *testing.T) {
	node := nodeOrSkip(t)
	dir := t.TempDir()
	bundle := filepath.Join(dir, "evaluator.js")
	require.NoError(t, os.WriteFile(bundle, judge.EmbeddedBundle(), 0o644))
	rec, err := judge.NewRecord(tracegen.Big(limits.MaxTraceBytes), judge.Embedded())
	require.NoError(t, err)
	b, err := rec.MarshalIndent()
	require.NoError(t, err)
	p := filepath.Join(dir, "cap.json")
	require.NoError(t, os.WriteFile(p, b, 0o644))
	out, err := exec.Command(node, "kit/kit.mjs", p, "--bundle", bundle).CombinedOutput()
	require.NoError(t, err, "%s", out)
	assert.True(t, strings.HasPrefix(string(out), "MATCH"), "%s", out)
}
