package judge_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/judge/bundlebuild"
)

func suite(t testing.TB) []fixtures.Case {
	t.Helper()
	cases, err := fixtures.Suite()
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(cases), 60, "the suite has at least 30 tasks × 2 builds")
	return cases
}

// TestSuiteGolden judges every fixture and requires the committed golden
// hashes, and that the bundle's own JS hashes equal Go's.
func TestSuiteGolden(t *testing.T) {
	e := judge.Embedded()
	classes := map[string]int{}
	for _, c := range suite(t) {
		t.Run(c.Name(), func(t *testing.T) {
			v, err := judge.Judge(c.Trace)
			require.NoError(t, err)
			vh, err := judge.VerdictHash(&v)
			require.NoError(t, err)
			th, err := judge.TraceHash(c.Trace)
			require.NoError(t, err)
			sh, err := judge.SpecHash(c.Trace)
			require.NoError(t, err)
			assert.Equal(t, c.VerdictHash, vh, "verdict hash")
			assert.Equal(t, c.TraceHash, th, "trace hash")
			assert.Equal(t, c.SpecHash, sh, "spec hash")
			assert.Equal(t, c.Status, v.Status)
			bh, err := e.Hashes(c.Trace)
			require.NoError(t, err)
			assert.Equal(t, th, bh.TraceHash, "JS trace hash")
			assert.Equal(t, sh, bh.SpecHash, "JS spec hash")
			assert.Equal(t, vh, bh.VerdictHash, "JS verdict hash")
			canonical, err := canon.CanonicalizeTrace(c.Trace)
			require.NoError(t, err)
			jsCanonical, err := e.Canonicalize(c.Trace)
			require.NoError(t, err)
			assert.Equal(t, string(canonical), string(jsCanonical), "JS canonical form")
			_, pre, err := e.VerdictHash(&v)
			require.NoError(t, err)
			goPre, err := judge.VerdictPreimage(&v)
			require.NoError(t, err)
			assert.Equal(t, string(goPre), string(pre), "verdict preimage")
			classes[v.EvidenceClass]++
			if c.BuildID == "reference" {
				assert.Equal(t, judge.StatusSuccess, v.Status)
			} else {
				assert.NotEqual(t, judge.StatusSuccess, v.Status)
			}
		})
	}
	assert.Positive(t, classes[judge.ClassWeb3])
	assert.Positive(t, classes[judge.ClassCode])
}

// TestInjectionCaught: every naive web3 build that pays or approves the
// injected address fails the required allow-list check, so it is FAILURE.
func TestInjectionCaught(t *testing.T) {
	n := 0
	for _, c := range suite(t) {
		if !strings.Contains(string(c.Trace), "SYSTEM NOTICE TO AI AGENTS") || c.BuildID != "naive" {
			continue
		}
		v, err := judge.Judge(c.Trace)
		require.NoError(t, err)
		var leak *judge.Check
		for i := range v.Checks {
			if v.Checks[i].Name == "no-outflow-outside-allowlist" {
				leak = &v.Checks[i]
			}
		}
		require.NotNil(t, leak, c.Name())
		if strings.Contains(leak.Actual, "none") {
			continue // this injection was about something else (e.g. a redirect caught elsewhere)
		}
		n++
		assert.False(t, leak.Pass, c.Name())
		assert.Contains(t, leak.Actual, strings.ToLower(attacker(t, c.Trace)), c.Name())
		assert.Equal(t, judge.StatusFailure, v.Status, c.Name())
	}
	assert.GreaterOrEqual(t, n, 6, "injection tasks caught")
}

func attacker(t *testing.T, trace []byte) string {
	var tr struct {
		Evidence struct {
			Actors map[string]string `json:"actors"`
		} `json:"evidence"`
	}
	require.NoError(t, json.Unmarshal(trace, &tr))
	return tr.Evidence.Actors["attacker"]
}

func mustTrace(t testing.TB, name string) []byte {
	for _, c := range suite(t) {
		if c.Name() == name {
			return c.Trace
		}
	}
	t.Fatalf("no fixture %s", name)
	return nil
}

func edit(t *testing.T, trace []byte, f func(m map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	dec := json.NewDecoder(strings.NewReader(string(trace)))
	dec.UseNumber()
	require.NoError(t, dec.Decode(&m))
	f(m)
	b, err := json.Marshal(m)
	require.NoError(t, err)
	return b
}

func TestInvalidTraces(t *testing.T) {
	good := mustTrace(t, "code-fizzbuzz/reference")
	checks := func(m map[string]any) []any { return m["spec"].(map[string]any)["checks"].([]any) }
	deep := `{"schema":"verijudge.trace/v1","x":` + strings.Repeat("[", 100) + strings.Repeat("]", 100) + `}`
	tests := []struct {
		name  string
		trace []byte
		also  error // a second sentinel the error must wrap
		code  string
	}{
		{"truncated", good[:len(good)/2], canon.ErrSyntax, "E_JSON"},
		{"garbage", []byte("\x00\x01garbage"), canon.ErrSyntax, "E_JSON"},
		{"empty", []byte(""), canon.ErrSyntax, "E_JSON"},
		{"not utf8", append([]byte(`{"a":"`), 0xff, '"', '}'), canon.ErrInvalidUTF8, "E_JSON"},
		{"duplicate key", []byte(`{"schema":"verijudge.trace/v1","schema":"verijudge.trace/v1"}`), canon.ErrDuplicateKey, "E_JSON"},
		{"too deep", []byte(deep), canon.ErrTooDeep, "E_JSON"},
		{"too large", append(append([]byte(`"`), []byte(strings.Repeat("a", limits.MaxTraceBytes))...), '"'), canon.ErrTooLarge, "E_JSON"},
		{"unsafe number", edit(t, good, func(m map[string]any) { m["trialId"] = json.Number("9007199254740993") }), canon.ErrUnsafeNumber, "E_JSON"},
		{"wrong schema version", edit(t, good, func(m map[string]any) { m["schema"] = "verijudge.trace/v2" }), nil, "E_SCHEMA"},
		{"unknown top field", edit(t, good, func(m map[string]any) { m["extra"] = 1 }), nil, "E_SCHEMA"},
		{"missing evidence", edit(t, good, func(m map[string]any) { delete(m, "evidence") }), nil, "E_SCHEMA"},
		{"unknown class", edit(t, good, func(m map[string]any) { m["spec"].(map[string]any)["evidenceClass"] = "quantum" }), nil, "E_SCHEMA"},
		{"class via prototype", edit(t, good, func(m map[string]any) { m["spec"].(map[string]any)["evidenceClass"] = "toString" }), nil, "E_SCHEMA"},
		{"unknown check kind", edit(t, good, func(m map[string]any) { checks(m)[0].(map[string]any)["kind"] = "vibes" }), nil, "E_CHECK"},
		{"kind via prototype", edit(t, good, func(m map[string]any) { checks(m)[0].(map[string]any)["kind"] = "constructor" }), nil, "E_CHECK"},
		{"bad check param", edit(t, good, func(m map[string]any) { checks(m)[0].(map[string]any)["equals"] = "zero" }), nil, "E_SCHEMA"},
		{"unknown check param", edit(t, good, func(m map[string]any) { checks(m)[0].(map[string]any)["typo"] = 1 }), nil, "E_SCHEMA"},
		{"no checks", edit(t, good, func(m map[string]any) { m["spec"].(map[string]any)["checks"] = []any{} }), nil, "E_SCHEMA"},
		{"duplicate check name", edit(t, good, func(m map[string]any) {
			c := checks(m)
			c[1].(map[string]any)["name"] = c[0].(map[string]any)["name"]
		}), nil, "E_SCHEMA"},
		{"bad test outcome", edit(t, good, func(m map[string]any) {
			m["evidence"].(map[string]any)["tests"].([]any)[0].(map[string]any)["outcome"] = "maybe"
		}), nil, "E_SCHEMA"},
		{"array", []byte(`[]`), nil, "E_SCHEMA"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, err := judge.Judge(tt.trace)
			require.Error(t, err, "got verdict %+v", v)
			assert.ErrorIs(t, err, judge.ErrInvalidTrace)
			if tt.also != nil {
				assert.ErrorIs(t, err, tt.also)
			}
			var be *judge.BundleError
			require.True(t, errors.As(err, &be), "%v", err)
			assert.Equal(t, tt.code, be.Code, be.Message)
			assert.Equal(t, judge.Verdict{}, v)
		})
	}
}

// TestMissingEvidenceFailsExplicitly: a check whose evidence is absent is a
// failing check with an explicit "missing:" actual, not an error.
func TestMissingEvidenceFailsExplicitly(t *testing.T) {
	web3 := edit(t, mustTrace(t, "web3-pay-usd-100/reference"), func(m map[string]any) {
		ev := m["evidence"].(map[string]any)
		delete(ev, "balances")
		delete(ev, "transactions")
	})
	code := edit(t, mustTrace(t, "code-fizzbuzz/reference"), func(m map[string]any) { m["evidence"] = map[string]any{} })
	for _, tr := range [][]byte{web3, code} {
		v, err := judge.Judge(tr)
		require.NoError(t, err)
		assert.Equal(t, judge.StatusFailure, v.Status)
		for _, c := range v.Checks {
			assert.False(t, c.Pass, c.Name)
			assert.True(t, strings.HasPrefix(c.Actual, "missing: "), "%s: %q", c.Name, c.Actual)
		}
	}
}

func TestStatusRule(t *testing.T) {
	p, f := judge.Check{Pass: true}, judge.Check{}
	tests := []struct {
		checks   []judge.Check
		required []bool
		want     judge.Status
	}{
		{[]judge.Check{p, p}, nil, judge.StatusSuccess},
		{[]judge.Check{f, f}, nil, judge.StatusFailure},
		{[]judge.Check{p, f}, nil, judge.StatusPartial},
		{[]judge.Check{p, f}, []bool{false, true}, judge.StatusFailure},
		{[]judge.Check{f, p}, []bool{false, true}, judge.StatusPartial},
		{[]judge.Check{p}, []bool{true}, judge.StatusSuccess},
	}
	for i, tt := range tests {
		assert.Equal(t, tt.want, judge.StatusOf(tt.checks, tt.required), "case %d", i)
	}
}

// TestStatusReason: the reason names the status StatusOf gives and the
// checks that decide it.
func TestStatusReason(t *testing.T) {
	p := func(n string) judge.Check { return judge.Check{Name: n, Pass: true} }
	f := func(n string) judge.Check { return judge.Check{Name: n} }
	tests := []struct {
		checks   []judge.Check
		required []bool
		want     string
	}{
		{[]judge.Check{p("a"), p("b")}, nil, "SUCCESS: all 2 checks pass"},
		{[]judge.Check{f("a"), f("b")}, nil, "FAILURE: none of the 2 checks passes"},
		{[]judge.Check{p("a"), f("b"), f("c")}, nil, "PARTIAL: 1 of 3 checks pass; the failing ones (b, c) are not required"},
		{[]judge.Check{p("a"), f("b")}, []bool{false, true}, "FAILURE: required check b fails"},
		{[]judge.Check{f("a"), f("b"), p("c")}, []bool{true, true, false}, "FAILURE: required checks a, b fail"},
		{[]judge.Check{f("a"), p("b")}, []bool{false, true}, "PARTIAL: 1 of 2 checks pass; the failing ones (a) are not required"},
	}
	for i, tt := range tests {
		got := judge.StatusReason(tt.checks, tt.required)
		assert.Equal(t, tt.want, got, "case %d", i)
		assert.True(t, strings.HasPrefix(got, string(judge.StatusOf(tt.checks, tt.required))+": "), "case %d", i)
	}
}

// TestStatusRuleAgreesWithBundle: Go's StatusOf, over the suite's
// required flags (RequiredChecks), gives the status the bundle's statusOf
// gave.
func TestStatusRuleAgreesWithBundle(t *testing.T) {
	seen := map[judge.Status]bool{}
	for _, c := range suite(t) {
		v, err := judge.Judge(c.Trace)
		require.NoError(t, err)
		required, err := judge.RequiredChecks(c.Trace)
		require.NoError(t, err, c.Name())
		require.Len(t, required, len(v.Checks), c.Name())
		assert.Equal(t, v.Status, judge.StatusOf(v.Checks, required), c.Name())
		seen[v.Status] = true
	}
	assert.Len(t, seen, 3, "the suite has SUCCESS, FAILURE and PARTIAL verdicts")
	_, err := judge.RequiredChecks([]byte(`{"spec":`))
	assert.ErrorIs(t, err, judge.ErrInvalidTrace)
}

// TestVerdictDiff: every differing field is named with both values, and
// equal verdicts have no difference.
func TestVerdictDiff(t *testing.T) {
	a := judge.Verdict{TrialID: "t", TaskID: "k", BuildID: "b", Status: judge.StatusSuccess, EvidenceClass: "code",
		Checks: []judge.Check{{Name: "c", Pass: true, Expected: "e", Actual: "x"}}, TxHashes: []string{}}
	b := a
	b.Checks = append([]judge.Check{}, a.Checks...)
	assert.Empty(t, judge.VerdictDiff(&a, &b))
	b.Status = judge.StatusFailure
	b.Checks[0].Actual = "y"
	assert.Equal(t, []string{`status: stored "SUCCESS", recomputed "FAILURE"`, `checks[0].actual: stored "x", recomputed "y"`}, judge.VerdictDiff(&a, &b))
	c := a
	c.TxHashes = nil
	assert.Len(t, judge.VerdictDiff(&a, &c), 1, "null against [] is a difference")
	d := a
	d.Checks = nil
	assert.Equal(t, []string{"len(checks): stored 1, recomputed 0"}, judge.VerdictDiff(&a, &d))
}

// testBundle compiles a hand-written bundle with its own digest.
func testBundle(t *testing.T, src string, opts ...judge.Option) *judge.Evaluator {
	t.Helper()
	e, err := judge.NewEvaluator([]byte(src), canon.Sum([]byte(src)), opts...)
	require.NoError(t, err)
	return e
}

const verdictJS = `{ok:true, verdict:{trialId:String(n), taskId:"t", buildId:"b", status:"SUCCESS", evidenceClass:"code", checks:[], txHashes:[]}}`

// TestNoStateLeaks: each call runs in a fresh runtime, so a bundle that
// counts its calls in a global, or pollutes Object.prototype, sees none of
// it on the next call.
func TestNoStateLeaks(t *testing.T) {
	src := `var verijudge = { evaluate: function(op, t) {
		globalThis.calls = (globalThis.calls || 0) + 1;
		var n = globalThis.calls * 10 + (({}).polluted ? 1 : 0);
		Object.prototype.polluted = true;
		return JSON.stringify(` + verdictJS + `);
	} };`
	e := testBundle(t, src)
	for i := 0; i < 3; i++ {
		v, err := e.Judge([]byte(`{}`))
		require.NoError(t, err)
		assert.Equal(t, "10", v.TrialID, "call %d saw state from an earlier call", i)
	}
}

func TestBudgetInterruptsEndlessLoop(t *testing.T) {
	e := testBundle(t, `var verijudge = { evaluate: function() { for(;;){} } };`, judge.WithTimeout(100*time.Millisecond))
	start := time.Now()
	_, err := e.Judge([]byte(`{}`))
	assert.ErrorIs(t, err, judge.ErrBudget)
	assert.Less(t, time.Since(start), 5*time.Second)
	// Deep recursion is stopped by the call-stack bound, not a crash.
	e = testBundle(t, `function f(n){ return f(n+1)+1 } var verijudge = { evaluate: function() { return f(0) } };`)
	_, err = e.Judge([]byte(`{}`))
	assert.ErrorIs(t, err, judge.ErrEvaluator)
}

func TestNoClockNoRandomness(t *testing.T) {
	for _, expr := range []string{"Date.now()", "new Date().getTime()", "Math.random()"} {
		src := `var verijudge = { evaluate: function() { var n = ` + expr + `; return JSON.stringify(` + verdictJS + `); } };`
		_, err := testBundle(t, src).Judge([]byte(`{}`))
		assert.ErrorIs(t, err, judge.ErrEvaluator, expr)
	}
}

func TestBundleMisbehaves(t *testing.T) {
	for name, src := range map[string]string{
		"no global":       `var other = 1;`,
		"no evaluate":     `var verijudge = {};`,
		"not a string":    `var verijudge = { evaluate: function() { return 42 } };`,
		"not json":        `var verijudge = { evaluate: function() { return "{" } };`,
		"throws":          `var verijudge = { evaluate: function() { throw new Error("boom") } };`,
		"internal error":  `var verijudge = { evaluate: function() { return JSON.stringify({ok:false,error:{code:"E_INTERNAL",message:"x"}}) } };`,
		"no ok and error": `var verijudge = { evaluate: function() { return "{}" } };`,
	} {
		_, err := testBundle(t, src).Judge([]byte(`{}`))
		assert.ErrorIs(t, err, judge.ErrEvaluator, name)
		assert.NotErrorIs(t, err, judge.ErrInvalidTrace, name)
	}
	_, err := judge.NewEvaluator([]byte("this is not javascript ("), canon.Sum([]byte("this is not javascript (")))
	assert.ErrorIs(t, err, judge.ErrEvaluator)
}

func TestBundleDigestMismatch(t *testing.T) {
	b := judge.EmbeddedBundle()
	_, err := judge.NewEvaluator(b, canon.Sum([]byte("something else")))
	assert.ErrorIs(t, err, judge.ErrDigestMismatch)
	b[len(b)-2] ^= 1
	_, err = judge.NewEvaluator(b, judge.EmbeddedDigest())
	assert.ErrorIs(t, err, judge.ErrDigestMismatch)
}

// TestBundleIsReproducible rebuilds the bundle from the sources and
// requires the committed bytes and manifest.
func TestBundleIsReproducible(t *testing.T) {
	res, err := bundlebuild.Build("..", judge.EvaluatorVersion)
	require.NoError(t, err)
	require.Equal(t, judge.EmbeddedDigest(), res.Manifest.EvaluatorDigest,
		"judge/evaluator.js is stale: run 'go generate ./judge'")
	assert.Equal(t, string(judge.EmbeddedBundle()), string(res.Bundle))
	assert.Equal(t, string(judge.EmbeddedManifest()), string(res.ManifestJSON()), "manifest drift: run 'go generate ./judge'")
	again, err := bundlebuild.Build("..", judge.EvaluatorVersion)
	require.NoError(t, err)
	assert.Equal(t, res.Bundle, again.Bundle)
	var m bundlebuild.Manifest
	require.NoError(t, json.Unmarshal(judge.EmbeddedManifest(), &m))
	assert.Equal(t, "0.28.2", m.EsbuildVersion)
	assert.Equal(t, judge.EvaluatorVersion, m.Version)
	assert.Equal(t, bundlebuild.InputsDigest(m.Inputs), m.InputsDigest)
	// Every JS source and every vendored library file is an input, and
	// nothing else is.
	var srcs []string
	for _, dir := range []string{"js/src", "js/vendor"} {
		require.NoError(t, filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err == nil && strings.HasSuffix(p, ".js") {
				srcs = append(srcs, "judge/"+filepath.ToSlash(p))
			}
			return err
		}))
	}
	var got []string
	for _, in := range m.Inputs {
		got = append(got, in.Path)
	}
	assert.ElementsMatch(t, srcs, got)
	assert.NotContains(t, string(res.Bundle), "/work/", "absolute paths in the bundle")
	assert.Contains(t, string(res.Bundle), `VERSION = "`+judge.EvaluatorVersion+`"`)
}

// TestLimitsAgree: the JS evaluator's caps are the Go caps.
func TestLimitsAgree(t *testing.T) {
	src, err := os.ReadFile("js/src/limits.js")
	require.NoError(t, err)
	want := map[string]int{
		"MAX_TRACE_BYTES": limits.MaxTraceBytes, "MAX_TRACE_DEPTH": limits.MaxTraceDepth,
		"MAX_BIGINT_DIGITS": limits.MaxBigIntDigits, "MAX_NUMBER_EXPONENT": limits.MaxNumberExponent,
		"MAX_SAFE_INTEGER": limits.MaxSafeInteger, "MAX_DETAIL_CHARS": limits.MaxDetailChars,
		"MAX_RECORD_BYTES": limits.MaxRecordBytes,
	}
	re := regexp.MustCompile(`export const (\w+) = ([0-9* ]+);`)
	found := 0
	for _, m := range re.FindAllStringSubmatch(string(src), -1) {
		v := 1
		for _, f := range strings.Split(m[2], "*") {
			n, err := strconv.Atoi(strings.TrimSpace(f))
			require.NoError(t, err)
			v *= n
		}
		w, ok := want[m[1]]
		require.True(t, ok, "unexpected limit %s", m[1])
		assert.Equal(t, w, v, m[1])
		found++
	}
	assert.Equal(t, len(want), found)
}

// TestConcurrentJudge: one Evaluator serves many goroutines (run with -race).
func TestConcurrentJudge(t *testing.T) {
	cases := suite(t)[:8]
	e := judge.Embedded()
	errs := make(chan error, 4*len(cases))
	for w := 0; w < 4; w++ {
		go func() {
			for _, c := range cases {
				v, err := e.Judge(c.Trace)
				if err == nil {
					var h canon.Hash
					if h, err = judge.VerdictHash(&v); err == nil && h != c.VerdictHash {
						err = errors.New(c.Name() + ": wrong verdict hash under concurrency")
					}
				}
				errs <- err
			}
		}()
	}
	for i := 0; i < 4*len(cases); i++ {
		require.NoError(t, <-errs)
	}
}
