package review_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/review"
)

func receiptSeed(t testing.TB) []byte {
	b, err := os.ReadFile(filepath.Join("testdata", "receipt.json"))
	require.NoError(t, err)
	return b
}

// FuzzParseReceipt: any input is a receipt or an ErrReceipt, never a
// panic; a receipt that parses writes bytes that parse to the same
// receipt, and those bytes are a fixed point of Marshal.
func FuzzParseReceipt(f *testing.F) {
	seed := receiptSeed(f)
	f.Add(seed)
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"sha":1}`))
	f.Add(bytes.Replace(seed, []byte(`"round": 2`), []byte(`"round": 2, "round": 3`), 1))
	f.Add(bytes.Replace(seed, []byte(`"verdict"`), []byte(`"Verdict"`), 1))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := review.ParseReceipt(data)
		if err != nil {
			require.ErrorIs(t, err, review.ErrReceipt)
			return
		}
		out := r.Marshal()
		again, err := review.ParseReceipt(out)
		require.NoError(t, err, "%s", out)
		assert.Equal(t, r, again)
		assert.Equal(t, string(out), string(again.Marshal()))
		_ = r.Validate()
	})
}

// FuzzParsers: the repository file parsers never panic and stay within
// their bounds on any input.
func FuzzParsers(f *testing.F) {
	for _, p := range []string{"testdata/report.md", "testdata/AUDIT_RULES.md", "testdata/crossaudit.yml"} {
		b, err := os.ReadFile(p)
		require.NoError(f, err)
		f.Add(b)
	}
	f.Add([]byte(`{"crossaudit_dcl_version":1,"verdict":"PASS","results":[{"experiment":"e","hard_failures":0}]}`))
	f.Add([]byte("a:\n  b:\n    c: d\n\t"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r := review.ParseReport(data)
		assert.LessOrEqual(t, len(r.Findings), 10000)
		assert.GreaterOrEqual(t, r.Round, 1)
		for _, c := range review.ParseChecks(data, []string{"experiments/e"}) {
			assert.NotEmpty(t, c.Name)
		}
		if _, err := review.ParseConfig(data); err != nil {
			require.ErrorIs(t, err, review.ErrFormat)
		}
		if _, err := review.ParseRulebook(data); err != nil {
			require.ErrorIs(t, err, review.ErrFormat)
		}
	})
}

// TestReceiptBytesLikePython: Marshal writes what Python's json.dumps(…,
// indent=2, sort_keys=True) writes for the same receipt (the reference
// runner's writer), so receipt digests agree. Skips where python3 is
// absent, and fails then under CI=true.
func TestReceiptBytesLikePython(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("python3 is required under CI=true")
		}
		t.Skip("python3 not on PATH")
	}
	r, err := review.ParseReceipt(receiptSeed(t))
	require.NoError(t, err)
	n := 7
	r.InputBoundsExceeded = &n
	r.AuditorModel = "gpt-5.1 \u00e9\u4e2d\U0001f600 \"q\" \\ \t\x7f"
	r.Manifest["experiments/\u00fcber/r.json"] = review.Absent
	js, err := json.Marshal(r)
	require.NoError(t, err)
	cmd := exec.Command(py, "-c", "import json,sys; sys.stdout.write(json.dumps(json.load(sys.stdin), indent=2, sort_keys=True))")
	cmd.Stdin = bytes.NewReader(js)
	want, err := cmd.Output()
	require.NoError(t, err)
	assert.Equal(t, string(want), string(r.Marshal()))
}

// TestReceiptRefusals: each malformed receipt is refused naming its field.
func TestReceiptRefusals(t *testing.T) {
	seed := string(receiptSeed(t))
	for _, tc := range []struct{ name, from, to, field string }{
		{"missing member", `"tree": `, `"trees": `, "tree"},
		{"unknown member", `"round": 2`, `"round": 2, "extra": 1`, "extra"},
		{"case-folded member", `"verdict"`, `"VERDICT"`, "verdict"},
		{"wrong type", `"round": 2`, `"round": "2"`, "round"},
		{"null", `"verdict": "PASS"`, `"verdict": null`, "verdict"},
		{"fractional round", `"round": 2`, `"round": 2.5`, "round"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := review.ParseReceipt([]byte(strings.Replace(seed, tc.from, tc.to, 1)))
			require.ErrorIs(t, err, review.ErrReceipt)
			var fe *review.FieldError
			if errors.As(err, &fe) {
				assert.Contains(t, []string{tc.field, "tree", "verdict"}, fe.Field)
			}
		})
	}
	_, err := review.ParseReceipt([]byte(strings.Replace(seed, `"round": 2`, `"round": 2, "round": 3`, 1)))
	assert.ErrorIs(t, err, review.ErrReceipt, "duplicate member")
	_, err = review.ParseReceipt(append([]byte{0xef, 0xbb, 0xbf}, seed...))
	assert.ErrorIs(t, err, review.ErrReceipt, "byte-order mark")
	_, err = review.ParseReceipt(bytes.Repeat([]byte(" "), review.MaxReceiptBytes+1))
	assert.ErrorIs(t, err, review.ErrReceipt, "over the cap")

	for _, tc := range []struct{ from, to, field string }{
		{`"sha": "`, `"sha": "X`, "sha"},
		{`"constitution_hash": "`, `"constitution_hash": "unversioned`, "constitution_hash"},
		{`"verdict": "PASS"`, `"verdict": "APPROVED"`, "verdict"},
		{`"manifest": {`, `"manifest": {"../escape": "ABSENT",`, "manifest"},
		{`"manifest": {`, `"manifest": {"/etc/passwd": "ABSENT",`, "manifest"},
		{`"manifest": {`, `"manifest": {"a/.git/config": "ABSENT",`, "manifest"},
		{`"manifest": {`, `"manifest": {"x": "abc",`, "manifest"},
	} {
		r, err := review.ParseReceipt([]byte(strings.Replace(seed, tc.from, tc.to, 1)))
		require.NoError(t, err, tc.to)
		var fe *review.FieldError
		require.ErrorAs(t, r.Validate(), &fe, tc.to)
		assert.Equal(t, tc.field, fe.Field)
	}
}

// FuzzParseControllerState: any input is a controller state whose cycles
// hold their forms, or an ErrFormat, never a panic.
func FuzzParseControllerState(f *testing.F) {
	cycle := `{"active_sha":"` + strings.Repeat("a", 40) + `","consumed":[],"parent_receipt":"` + strings.Repeat("b", 64) +
		`","repo":"You/Demo-Science","root_sha":"` + strings.Repeat("c", 40) + `","round":2,"status":"PASSED"}`
	f.Add([]byte(`{"cycles":{"0123456789abcdef":` + cycle + `},"history":[{"t":1,"event":"open"}]}`))
	f.Add([]byte(`{"cycles":{},"history":[]}`))
	f.Add([]byte(`{"cycles":{"0123456789abcdef":` + cycle + `,"0123456789abcdef":` + cycle + `},"history":[]}`))
	f.Add([]byte(`{"cycles":{"x":{}}}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		st, err := review.ParseControllerState(data)
		if err != nil {
			require.ErrorIs(t, err, review.ErrFormat)
			return
		}
		for id, c := range st.Cycles {
			require.Len(t, id, 16)
			require.Len(t, c.ActiveSHA, 40)
			require.GreaterOrEqual(t, c.Round, 1)
		}
	})
}
