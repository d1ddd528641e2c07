package judge_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/fixtures/tracegen"
	"github.com/verijudge/verijudge/judge"
)

// guardAnswer is one path's answer on one trace.
type guardAnswer struct {
	OK          bool
	Kind        string // the error's kind (E_JSON rule, schema, check)
	TraceHash   canon.Hash
	VerdictHash canon.Hash
}

func (a guardAnswer) String() string {
	if !a.OK {
		return "rejected (" + a.Kind + ")"
	}
	return "accepted trace " + a.TraceHash.String() + " verdict " + a.VerdictHash.String()
}

func goAnswer(t *testing.T, v judge.Verdict, err error, trace []byte) guardAnswer {
	t.Helper()
	if err != nil {
		var be *judge.BundleError
		require.True(t, errors.As(err, &be), "not an invalid-trace error: %v", err)
		return guardAnswer{Kind: be.Kind}
	}
	th, err := judge.TraceHash(trace)
	require.NoError(t, err)
	vh, err := judge.VerdictHash(&v)
	require.NoError(t, err)
	return guardAnswer{OK: true, TraceHash: th, VerdictHash: vh}
}

// TestDifferentialGuard generates random traces (tracegen.Random: valid
// ones and targeted mutations) and requires the same acceptance, error
// kind, trace hash and verdict hash from every path: Go's fast path
// (Judge), the bundle's own reader in goja (JudgeRaw) and Node.js running
// the same bundle file. $VERIJUDGE_DIFF_CASES sets the number of cases
// (default 400), $VERIJUDGE_DIFF_SEED the seed (default 1; CI passes a
// new one each run and prints it), and $VERIJUDGE_DIFF_REPORT names a file
// that gets the counts.
func TestDifferentialGuard(t *testing.T) {
	n, seed := 400, uint64(1)
	if s := os.Getenv("VERIJUDGE_DIFF_CASES"); s != "" {
		var err error
		n, err = strconv.Atoi(s)
		require.NoError(t, err, "VERIJUDGE_DIFF_CASES")
	}
	if s := os.Getenv("VERIJUDGE_DIFF_SEED"); s != "" {
		var err error
		seed, err = strconv.ParseUint(s, 10, 64)
		require.NoError(t, err, "VERIJUDGE_DIFF_SEED")
	}
	r := rand.New(rand.NewPCG(seed, 0x7665726a))
	e := judge.Embedded()
	patient := judge.NewEmbedded(judge.WithTimeout(time.Minute))
	dir := t.TempDir()
	files := make([]string, n)
	answers := make([]guardAnswer, n)
	accepted := 0
	for i := range n {
		trace := tracegen.Random(r, 0.4)
		files[i] = filepath.Join(dir, strconv.Itoa(i)+".json")
		require.NoError(t, os.WriteFile(files[i], trace, 0o644))
		v, err := e.Judge(trace)
		fast := goAnswer(t, v, err, trace)
		v, err = patient.JudgeRaw(trace)
		raw := goAnswer(t, v, err, trace)
		require.Equal(t, fast, raw, "seed %d case %d: Judge %v, JudgeRaw %v\n%s", seed, i, fast, raw, trace)
		answers[i] = fast
		if fast.OK {
			accepted++
		}
	}
	node := nodeOrSkip(t)
	nodeCases := 0
	for i, row := range nodeHashes(t, node, files) {
		got := guardAnswer{OK: row.OK, TraceHash: row.TraceHash, VerdictHash: row.VerdictHash}
		if !row.OK && row.Error != nil {
			got.Kind = row.Error.Kind
		}
		assert.Equal(t, answers[i], got, "seed %d case %d: Go %v, Node %v\n%s", seed, i, answers[i], got, mustRead(t, row.File))
		nodeCases++
	}
	assert.Equal(t, n, nodeCases)
	report := fmt.Sprintf("differential guard: seed %d, %d cases (%d accepted, %d rejected), Go fast path = goja reader = Node.js on %d\n",
		seed, n, accepted, n-accepted, nodeCases)
	t.Log(report)
	assert.Positive(t, accepted, "the generator makes valid traces")
	assert.Less(t, accepted, n, "the generator makes invalid ones")
	if p := os.Getenv("VERIJUDGE_DIFF_REPORT"); p != "" {
		f, err := os.OpenFile(p, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		require.NoError(t, err)
		_, err = f.WriteString(report)
		require.NoError(t, err)
		require.NoError(t, f.Close())
	}
}

// recordVariants are ways to change a record's text: each must be judged
// alike by Go (ParseRecord and Recompute compared with the record) and by the bundle's
// "verifyRecord" under Node.js (what the kit and the page run).
var recordVariants = []struct {
	name string
	edit func(m map[string]any) // nil: text-level edit below
	text func(b []byte) []byte
}{
	{name: "as written"},
	{name: "status flipped", edit: func(m map[string]any) {
		v := m["verdict"].(map[string]any)
		v["status"] = map[bool]string{true: "FAILURE", false: "SUCCESS"}[v["status"] == "SUCCESS"]
	}},
	{name: "txHashes reordered", edit: func(m map[string]any) {
		if h, _ := m["verdict"].(map[string]any)["txHashes"].([]any); len(h) > 1 {
			h[0], h[1] = h[1], h[0]
		}
	}},
	{name: "unknown member", edit: func(m map[string]any) { m["bogus"] = true }},
	{name: "member spelled otherwise", edit: func(m map[string]any) { m["TraceHash"] = m["traceHash"] }},
	{name: "null attestations", edit: func(m map[string]any) { m["attestations"] = nil }},
	{name: "trace hash changed", edit: func(m map[string]any) { m["traceHash"] = "0x" + strings.Repeat("11", 32) }},
	{name: "trace changed", edit: func(m map[string]any) { m["trace"].(map[string]any)["buildId"] = "someone-else" }},
	{name: "no trace", edit: func(m map[string]any) { delete(m, "trace") }},
	{name: "empty attestations", edit: func(m map[string]any) { m["attestations"] = map[string]any{} }},
	{name: "attestations without provenanceUid", edit: func(m map[string]any) {
		m["attestations"] = map[string]any{"chainId": 1, "verdictUid": "0x" + strings.Repeat("44", 32)}
	}},
	{name: "attestations in full", edit: func(m map[string]any) {
		m["attestations"] = map[string]any{"chainId": 1, "verdictUid": "0x" + strings.Repeat("44", 32), "provenanceUid": "0x" + strings.Repeat("55", 32)}
	}},
	{name: "long evaluator version", edit: func(m map[string]any) {
		m["evaluator"].(map[string]any)["version"] = strings.Repeat("v", 1025)
	}},
	{name: "deep tee member", text: func(b []byte) []byte {
		return bytes.Replace(b, []byte("{"), []byte(`{"tee": `+strings.Repeat("[", 64)+"0"+strings.Repeat("]", 64)+`,`), 1)
	}},
	{name: "too deep tee member", text: func(b []byte) []byte {
		return bytes.Replace(b, []byte("{"), []byte(`{"tee": `+strings.Repeat("[", 65)+"0"+strings.Repeat("]", 65)+`,`), 1)
	}},
	{name: "byte-order mark", text: func(b []byte) []byte { return append([]byte("\xef\xbb\xbf"), b...) }},
	{name: "duplicate member", text: func(b []byte) []byte {
		return bytes.Replace(b, []byte(`"specHash": `), []byte(`"specHash": "0x`+strings.Repeat("22", 32)+`", "specHash": `), 1)
	}},
	{name: "number beyond 2^53", text: func(b []byte) []byte {
		return bytes.Replace(b, []byte("{"), []byte(`{"attestations": {"chainId": 18446744073709551615, "verdictUid": "0x`+strings.Repeat("33", 32)+`"},`), 1)
	}},
	{name: "escaped member name", text: func(b []byte) []byte {
		return bytes.Replace(b, []byte(`"trace": `), []byte(`"tr\u0061ce": `), 1)
	}},
}

// TestRecordDifferential: records of generated traces and their variants
// get the same outcome from Go and from the bundle under Node.js.
func TestRecordDifferential(t *testing.T) {
	node := nodeOrSkip(t)
	r := rand.New(rand.NewPCG(11, 13))
	dir := t.TempDir()
	var files, want []string
	for len(files) < 12*len(recordVariants) {
		rec, err := judge.NewRecord(tracegen.Random(r, 0), judge.Embedded())
		if err != nil {
			continue
		}
		b, err := rec.MarshalIndent()
		require.NoError(t, err)
		for _, v := range recordVariants {
			out := b
			if v.edit != nil {
				var m map[string]any
				require.NoError(t, json.Unmarshal(b, &m))
				v.edit(m)
				out, err = json.MarshalIndent(m, "", "  ")
				require.NoError(t, err)
			}
			if v.text != nil {
				out = v.text(out)
			}
			p := filepath.Join(dir, fmt.Sprintf("%d.json", len(files)))
			require.NoError(t, os.WriteFile(p, out, 0o644))
			files = append(files, p)
			want = append(want, goOutcome(out)+" ("+v.name+")")
		}
	}
	cmd := exec.Command(node, append([]string{"testdata/node-records.mjs", "evaluator.js"}, files...)...)
	out, err := cmd.Output()
	require.NoError(t, err, "node: %s", out)
	sc := bufio.NewScanner(bytes.NewReader(out))
	i := 0
	for sc.Scan() {
		var row struct {
			File    string `json:"file"`
			Outcome string `json:"outcome"`
			Error   string `json:"error"`
		}
		require.NoError(t, json.Unmarshal(sc.Bytes(), &row))
		require.Equal(t, files[i], row.File)
		name := want[i][strings.Index(want[i], " ("):]
		assert.Equal(t, want[i], row.Outcome+name, "record %s: Node %s", row.File, row.Error)
		i++
	}
	assert.Equal(t, len(files), i)
	seen := map[string]bool{}
	for _, w := range want {
		seen[w[:strings.Index(w, " (")]] = true
	}
	assert.Equal(t, map[string]bool{"MATCH": true, "MISMATCH": true, "ERROR": true, "NO_TRACE": true}, seen, "every outcome is exercised")
}

// goOutcome is what Go's reader and offline verification say of a record.
func goOutcome(b []byte) string {
	rec, err := judge.ParseRecord(bytes.NewReader(b))
	if err != nil {
		return "ERROR"
	}
	o, _ := offlineOutcome(rec, judge.Embedded())
	return o
}
