package judge

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/dop251/goja"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
)

// The embedded evaluator reuses runtimes: everything reachable from the
// global object is frozen, so code run in a pooled runtime can neither add
// globals nor change intrinsics.
func TestPooledRuntimesAreFrozen(t *testing.T) {
	e := Embedded()
	require.NotNil(t, e.pool)
	rt, err := e.runtime()
	require.NoError(t, err)
	for _, src := range []string{
		`globalThis.leak = 1; typeof leak`,
		`Object.prototype.leak = 1; typeof ({}).leak`,
		`Array.prototype.push = null; typeof [].push`,
		`JSON.parse = null; typeof JSON.parse`,
		`verijudge.evaluate = null; typeof verijudge.evaluate`,
		`String.prototype.startsWith = null; typeof "".startsWith`,
	} {
		v, err := rt.vm.RunString(src) // sloppy mode: the writes are ignored
		require.NoError(t, err, src)
		assert.NotEqual(t, "number", v.String(), src)
		assert.NotEqual(t, "object", v.String(), src)
	}
	_, err = rt.vm.RunString(`"use strict"; Object.prototype.leak = 1`)
	assert.Error(t, err, "strict code fails to write")
	// Fresh-runtime evaluators (any --bundle) are not pooled.
	other, err := NewEvaluator(EmbeddedBundle(), EmbeddedDigest())
	require.NoError(t, err)
	assert.Nil(t, other.pool)
}

// Judging through reused runtimes gives the same answers as a fresh runtime
// per call, whatever ran before on those runtimes (invalid traces, errors).
func TestPooledAgreesWithFresh(t *testing.T) {
	fresh, err := NewEvaluator(EmbeddedBundle(), EmbeddedDigest())
	require.NoError(t, err)
	paths, err := filepath.Glob("../fixtures/testdata/suite/*/*.json")
	require.NoError(t, err)
	require.NotEmpty(t, paths)
	junk := [][]byte{[]byte(`{`), []byte(`{"schema":"verijudge.trace/v1"}`), []byte(`[1,2,3]`), []byte(`{"a":1,"a":2}`)}
	for round := 0; round < 2; round++ {
		for i, p := range paths {
			tr, err := os.ReadFile(p)
			require.NoError(t, err)
			want, err := fresh.Judge(tr)
			require.NoError(t, err)
			got, err := Embedded().Judge(tr)
			require.NoError(t, err)
			assert.Equal(t, want, got, p)
			_, jerr := Embedded().JudgeRaw(junk[i%len(junk)])
			assert.Error(t, jerr)
		}
	}
}

// A call interrupted by the budget never hands its runtime to the next one.
func TestInterruptedRuntimeIsNotReused(t *testing.T) {
	src := `var verijudge = { evaluate: function(op) {
		if (op === "loop") for(;;){}
		return JSON.stringify({ok:true, canonical:"x"});
	} };`
	e, err := NewEvaluator([]byte(src), canon.Sum([]byte(src)), WithTimeout(50*time.Millisecond))
	require.NoError(t, err)
	e.pool = make(chan *runtime, 4)
	var out struct{}
	require.NoError(t, e.call("ok", []byte("{}"), &out))
	assert.Len(t, e.pool, 1, "a clean call returns its runtime")
	assert.ErrorIs(t, e.call("loop", []byte("{}"), &out), ErrBudget)
	assert.Len(t, e.pool, 0, "the interrupted runtime is dropped")
	for i := 0; i < 3; i++ {
		require.NoError(t, e.call("ok", []byte("{}"), &out), "call %d after the interrupt", i)
	}
}

// The evaluator's sources keep no state between calls, which is what lets
// the embedded bundle reuse runtimes: no module-level let or var; every
// module-level object or array literal, instance (new Map(), typed arrays)
// or class frozen (Object.freeze/deepFreeze); no class static members; and
// no module-level global or sticky regular expression (whose lastIndex is
// state) used with test or exec.
func TestEvaluatorSourcesKeepNoState(t *testing.T) {
	files, err := filepath.Glob("js/src/*.js")
	require.NoError(t, err)
	more, err := filepath.Glob("js/src/*/*.js")
	require.NoError(t, err)
	files = append(files, more...)
	require.NotEmpty(t, files)
	mutable := regexp.MustCompile(`^(export )?(let|var) `)
	literal := regexp.MustCompile(`^(export )?const (\w+) = ([\[{]|new |class )`)
	static := regexp.MustCompile(`^\s+static `)
	stateful := regexp.MustCompile(`^(export )?const (\w+) = /.*/[a-z]*[gy][a-z]*;`)
	for _, f := range files {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		src := string(b)
		for n, line := range strings.Split(src, "\n") {
			assert.False(t, mutable.MatchString(line), "%s:%d: module-level mutable binding: %s", f, n+1, line)
			assert.False(t, literal.MatchString(line), "%s:%d: module-level object, array, instance or class must be frozen: %s", f, n+1, line)
			assert.False(t, static.MatchString(line), "%s:%d: class static members are module state: %s", f, n+1, line)
			if m := stateful.FindStringSubmatch(line); m != nil {
				assert.NotContains(t, src, m[2]+".test(", "%s: %s keeps lastIndex between calls", f, m[2])
				assert.NotContains(t, src, m[2]+".exec(", "%s: %s keeps lastIndex between calls", f, m[2])
			}
		}
	}
}

// buildValue builds, from canonical text, exactly the value JSON.parse
// builds (same members in the same order, same strings and numbers): on
// every fixture trace and on random canonical values.
func TestBuildValueIsJSONParse(t *testing.T) {
	e, err := NewEvaluator(EmbeddedBundle(), EmbeddedDigest())
	require.NoError(t, err)
	rt, err := e.runtime()
	require.NoError(t, err)
	vm := rt.vm
	same, err := vm.RunString(`(function(built, text) {
		const parsed = JSON.parse(text);
		const walk = (a, b) => {
			if (typeof a !== typeof b || Array.isArray(a) !== Array.isArray(b)) return false;
			if (a === null || typeof a !== "object") return Object.is(a, b);
			const ka = Object.keys(a), kb = Object.keys(b);
			if (ka.length !== kb.length || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
			for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i] || !walk(a[ka[i]], b[kb[i]])) return false;
			return true;
		};
		return walk(built, parsed);
	})`)
	require.NoError(t, err)
	check, ok := goja.AssertFunction(same)
	require.True(t, ok)
	var texts [][]byte
	paths, err := filepath.Glob("../fixtures/testdata/suite/*/*.json")
	require.NoError(t, err)
	for _, p := range paths {
		b, err := os.ReadFile(p)
		require.NoError(t, err)
		c, err := canon.CanonicalizeTrace(b)
		require.NoError(t, err)
		texts = append(texts, c)
	}
	for _, raw := range []string{
		`{"a":[1,-2,0.5,1e-7,123456789012345,{"$n":"123456789012345678901234567890"}],"b":"\u0000\u001f\"\\é😀\u2028","c":{"":true,"0":false,"10":null,"9":[]}}`,
		`[]`, `{}`, `"x"`, `0`, `-0.25`, `[[[[{"k":[{}]}]]]]`,
	} {
		c, err := canon.CanonicalizeTrace([]byte(raw))
		require.NoError(t, err, raw)
		texts = append(texts, c)
	}
	for _, c := range texts {
		v, err := buildValue(vm, c)
		require.NoError(t, err, string(c))
		res, err := check(goja.Undefined(), v, vm.ToValue(string(c)))
		require.NoError(t, err)
		assert.True(t, res.ToBoolean(), "buildValue differs from JSON.parse on %.200s", c)
	}
	_, err = buildValue(vm, []byte(`{"a":1} `))
	assert.Error(t, err, "trailing bytes")
	_, err = buildValue(vm, []byte(`{"a":"\ud800"}`))
	assert.Error(t, err, "lone surrogate")
}
