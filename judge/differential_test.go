package judge_test

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/dop251/goja"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/fixtures/tracegen"
	"github.com/verijudge/verijudge/judge"
)

// canonKinds maps each canon sentinel to the bundle's E_JSON kind.
var canonKinds = []struct {
	err  error
	kind string
}{
	{canon.ErrTooLarge, "too_large"}, {canon.ErrDuplicateKey, "duplicate_key"}, {canon.ErrLoneSurrogate, "lone_surrogate"},
	{canon.ErrTooDeep, "too_deep"}, {canon.ErrUnsafeNumber, "unsafe_number"}, {canon.ErrBigInt, "bigint"},
	{canon.ErrInvalidUTF8, "utf8"}, {canon.ErrSyntax, "syntax"},
}

// assertCanonAgrees: Go's canonicalizer and the bundle's accept the same
// inputs, write the same bytes, and reject with the same rule.
func assertCanonAgrees(t testing.TB, e *judge.Evaluator, in []byte) {
	t.Helper()
	goOut, goErr := canon.CanonicalizeTrace(in)
	jsOut, jsErr := e.Canonicalize(in)
	if goErr == nil {
		require.NoError(t, jsErr, "Go accepts, bundle rejects %q", in)
		require.Equal(t, string(goOut), string(jsOut), "input %q", in)
		return
	}
	require.Error(t, jsErr, "Go rejects (%v), bundle accepts %q -> %q", goErr, in, jsOut)
	var be *judge.BundleError
	require.True(t, errors.As(jsErr, &be), "%v", jsErr)
	for _, k := range canonKinds {
		if errors.Is(goErr, k.err) {
			require.Equal(t, k.kind, be.Kind, "Go: %v; bundle: %v; input %q", goErr, be.Message, in)
			return
		}
	}
	t.Fatalf("unclassified Go error %v", goErr)
}

func canonSeeds(t testing.TB) [][]byte {
	seeds := [][]byte{
		[]byte(`{"b":[1,-0,0.5,1e-7,1E+2,123.456e1],"a":"\u00e9\ud834\udf06\n","":null}`),
		[]byte(`{"$n":"9007199254740993"}`), []byte(`{"$n":"1"}`), []byte(`[1e400]`), []byte(`[0.1000000000000000055511151231257827]`),
		[]byte(`{"a":1,"a":2}`), []byte(`"\udc00"`), []byte(`[9007199254740992]`), []byte(`{"\u0000":"\u001f\u007f\u2028"}`),
		[]byte(`{"\uffff":1,"\ud800\udc00":2,"\ue000":3}`), []byte(`[1.5e300]`), []byte(`[5e-324]`), []byte(`{"x":[[[[]]]]}`),
		[]byte(`[1e-400]`), []byte(`[-0.0,-0,0e5]`), []byte(`{"\u0024n":"9007199254740992"}`), []byte(`{"\u0024\u006e":"1"}`), []byte(`["$n",{"a":"$n"}]`),
		[]byte(`{"$n":"9007199254740992","$n":"9007199254740993"}`), []byte(`{"a":{"$n":"12"},"b":{"$n":"9007199254740993"}}`),
		[]byte(`{"a" : 1 , "b" :2,"a":3}`), []byte(`{"a\"":1,"a\"":2}`), []byte(`{"x":"\"}\"","x":1}`), []byte("\"\u00e9\" "),
		[]byte(`[123456789012345,1234567890123456,12345678901234567]`), []byte(`[1E5,1e+5,0.5e1,10e-1]`), []byte(`{"\ud83d\ude00":1,"\ufb01":2}`),
		[]byte("{\"\U0001F600\":1,\"\uFB01\":2, \"z\":3}"), []byte(strings.Repeat("[", 64) + strings.Repeat("]", 64)),
		[]byte(strings.Repeat("[", 65) + strings.Repeat("]", 65)), []byte(strings.Repeat(`{"a":`, 64) + "1" + strings.Repeat("}", 64)),
		[]byte(strings.Repeat(`{"a":`, 65) + "1" + strings.Repeat("}", 65)), []byte(`{"a":[{"b":1,"b":2}]}`), []byte(`[{"$n":"-9007199254740992"}]`),
	}
	root := filepath.Join("..", "canon", "testdata", "canonicaljson-spec", "test")
	_ = filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(p, "input.json") {
			b, _ := os.ReadFile(p)
			seeds = append(seeds, b)
		}
		return nil
	})
	cases, err := fixtureTraces()
	require.NoError(t, err)
	seeds = append(seeds, cases...)
	require.NotEmpty(t, seeds)
	return seeds
}

func fixtureTraces() ([][]byte, error) {
	var out [][]byte
	cs, err := fixturesSuite()
	for _, c := range cs {
		out = append(out, c.Trace)
	}
	return out, err
}

// TestCanonicalAgreement runs the differential check on the seeds and on
// thousands of random JSON values (fixed seed: the same values every run).
func TestCanonicalAgreement(t *testing.T) {
	e := judge.Embedded()
	for _, s := range canonSeeds(t) {
		assertCanonAgrees(t, e, s)
	}
	r := rand.New(rand.NewPCG(1, 2))
	n := 3000
	if testing.Short() {
		n = 300
	}
	for i := 0; i < n; i++ {
		assertCanonAgrees(t, e, []byte(randomJSON(r, 0)))
	}
}

// randomJSON writes a random JSON text: nested values, keys and strings
// with escapes, astral characters and lone surrogates, and numbers in every
// notation (some exact doubles, some not, some bigints).
func randomJSON(r *rand.Rand, depth int) string {
	k := r.IntN(9)
	if depth > 4 {
		k = r.IntN(5)
	}
	switch k {
	case 0:
		return []string{"null", "true", "false"}[r.IntN(3)]
	case 1, 2:
		return randomNumber(r)
	case 3, 4:
		return randomString(r)
	case 5:
		return `{"$n":"` + []string{"9007199254740992", "-18446744073709551616", "42", "007", "1e3"}[r.IntN(5)] + `"}`
	case 6, 7:
		n := r.IntN(5)
		parts := make([]string, n)
		for i := range parts {
			parts[i] = randomString(r) + ":" + randomJSON(r, depth+1)
		}
		return "{" + strings.Join(parts, ",") + "}"
	default:
		n := r.IntN(5)
		parts := make([]string, n)
		for i := range parts {
			parts[i] = randomJSON(r, depth+1)
		}
		return "[ " + strings.Join(parts, " , ") + "]"
	}
}

func randomNumber(r *rand.Rand) string {
	switch r.IntN(7) {
	case 0:
		return strconv.FormatInt(r.Int64N(1<<62)-(1<<61), 10)
	case 1:
		return strconv.FormatFloat(r.NormFloat64()*1e6, 'g', -1, 64)
	case 2:
		return strconv.FormatFloat(r.Float64(), 'e', r.IntN(20), 64)
	case 3:
		return strconv.Itoa(r.IntN(1000)) + "." + strconv.Itoa(r.IntN(1000)) + "E" + strconv.Itoa(r.IntN(700)-350)
	case 4:
		return "-0" + []string{"", ".0", "e5", ".000"}[r.IntN(4)]
	case 5:
		return strconv.FormatFloat(r.ExpFloat64()*1e300, 'f', -1, 64)
	default:
		return strconv.Itoa(r.IntN(100))
	}
}

func randomString(r *rand.Rand) string {
	pieces := []string{"a", "Z", " ", "é", "\u2028", "\U0001D306", "\uffff", "\ue000", `\"`, `\\`, `\/`, `\n`, `\t`, `\u0000`,
		`\u001F`, `\u007f`, `\uD834\uDF06`, `\ud800`, `\uDC00`, "\x7f", `\b`, `\f`, `\r`, "$n", "__proto__"}
	var b strings.Builder
	b.WriteByte('"')
	for n := r.IntN(6); n > 0; n-- {
		b.WriteString(pieces[r.IntN(len(pieces))])
	}
	b.WriteByte('"')
	return b.String()
}

func FuzzCanonicalAgreement(f *testing.F) {
	for _, s := range canonSeeds(f) {
		f.Add(s)
	}
	e := judge.Embedded()
	f.Fuzz(func(t *testing.T, in []byte) { assertCanonAgrees(t, e, in) })
}

// jsStringify quotes s with goja's JSON.stringify.
func jsStringify(t testing.TB, vm *goja.Runtime, s string) string {
	require.NoError(t, vm.Set("s", s))
	v, err := vm.RunString(`JSON.stringify(s)`)
	require.NoError(t, err)
	return v.String()
}

func escapeSeeds() []string {
	return []string{"", "plain", `"quoted" \back\slash`, "\x00\x01\x08\t\n\x0b\x0c\r\x1f", "\x7f", "\u2028\u2029", "é\U0001D306", "</script>", "\ufeff"}
}

func TestVerdictStringEscaping(t *testing.T) {
	vm := goja.New()
	for _, s := range escapeSeeds() {
		require.Equal(t, jsStringify(t, vm, s), string(judge.AppendJSString(nil, s)), "%q", s)
	}
	for r := rune(0); r < 0x3000; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		s := "a" + string(r) + "b"
		require.Equal(t, jsStringify(t, vm, s), string(judge.AppendJSString(nil, s)), "%U", r)
	}
}

// FuzzVerdictStringEscaping: Go's JSON.stringify string quoting equals
// goja's, and the verdict preimage equals the bundle's for verdicts made of
// fuzzed strings.
func FuzzVerdictStringEscaping(f *testing.F) {
	for _, s := range escapeSeeds() {
		f.Add(s, s)
	}
	vm := goja.New()
	e := judge.Embedded()
	f.Fuzz(func(t *testing.T, a, b string) {
		if !utf8.ValidString(a) || !utf8.ValidString(b) {
			return
		}
		require.Equal(t, jsStringify(t, vm, a), string(judge.AppendJSString(nil, a)))
		v := judge.Verdict{TrialID: a, TaskID: b, BuildID: a + b, Status: judge.StatusPartial, EvidenceClass: "code",
			Checks: []judge.Check{{Name: b, Pass: true, Expected: a, Actual: b}}, TxHashes: []string{}}
		goPre, err := judge.VerdictPreimage(&v)
		require.NoError(t, err)
		h, jsPre, err := e.VerdictHash(&v)
		require.NoError(t, err)
		require.Equal(t, string(goPre), string(jsPre))
		require.Equal(t, canon.Sum(goPre), h)
	})
}

// assertJudgePathsAgree: judging through Go's canonicalizer (Judge) and
// judging the raw text in the bundle alone (JudgeRaw, as Node.js does) give
// the same verdict, or errors of the same class.
func assertJudgePathsAgree(t testing.TB, e, patient *judge.Evaluator, in []byte) {
	t.Helper()
	v, err := e.Judge(in)
	if errors.Is(err, judge.ErrBudget) {
		// A loaded machine (parallel fuzz workers) can exhaust the default
		// budget; only a real endless loop exhausts a minute.
		v, err = patient.Judge(in)
	}
	raw, rawErr := patient.JudgeRaw(in)
	if err != nil {
		require.ErrorIs(t, err, judge.ErrInvalidTrace)
		require.Error(t, rawErr, "Judge rejects (%v), JudgeRaw accepts %q", err, in)
		var a, b *judge.BundleError
		require.True(t, errors.As(err, &a) && errors.As(rawErr, &b), "%v / %v", err, rawErr)
		require.Equal(t, a.Code, b.Code, "%v / %v", a.Message, b.Message)
		if a.Code == "E_JSON" {
			require.Equal(t, a.Kind, b.Kind, "%v / %v", a.Message, b.Message)
		}
		return
	}
	require.NoError(t, rawErr)
	require.Equal(t, v, raw)
	_, err = judge.TraceHash(in)
	require.NoError(t, err)
	_, err = judge.VerdictHash(&v)
	require.NoError(t, err)
}

// TestJudgePathsAgree runs assertJudgePathsAgree over the suite, its
// re-indented forms and targeted mutations.
func TestJudgePathsAgree(t *testing.T) {
	e := judge.Embedded()
	patient := judge.NewEmbedded(judge.WithTimeout(time.Minute))
	traces, err := fixtureTraces()
	require.NoError(t, err)
	for i, tr := range traces {
		assertJudgePathsAgree(t, e, patient, tr)
		c, err := canon.CanonicalizeTrace(tr)
		require.NoError(t, err)
		assertJudgePathsAgree(t, e, patient, c)
		if i%8 == 0 {
			// A few byte-level mutations of each kind of trace.
			for _, m := range [][2]string{{`"status": 1`, `"status": 2`}, {`"$n": "`, `"$n": "0`}, {`"name"`, `"nam\u0065"`},
				{`"kind"`, `"kind","kind"`}, {`{`, `[`}, {`0x`, `0X`}, {`"pass"`, `"pas\ud800"`}} {
				assertJudgePathsAgree(t, e, patient, []byte(strings.Replace(string(tr), m[0], m[1], 1)))
			}
		}
	}
}

// FuzzJudge: any input gives a verdict or an invalid-trace error, never a
// panic, identically through both judging paths; Go accepts as canonical
// everything the bundle judges.
func FuzzJudge(f *testing.F) {
	traces, err := fixtureTraces()
	require.NoError(f, err)
	require.NotEmpty(f, traces)
	// The smallest fixture traces of each class, and generated ones
	// (JavaScript-special member and actor names, Unicode, number forms,
	// big integers, targeted mutations): small seeds keep executions fast
	// (each one runs the bundle's full reader), and TestJudgePathsAgree
	// covers every fixture.
	sort.Slice(traces, func(i, j int) bool { return len(traces[i]) < len(traces[j]) })
	for _, tr := range traces[:8] {
		f.Add(tr)
	}
	r := rand.New(rand.NewPCG(2, 3))
	for range 32 {
		f.Add(tracegen.Random(r, 0.5))
	}
	e := judge.Embedded()
	patient := judge.NewEmbedded(judge.WithTimeout(time.Minute))
	f.Fuzz(func(t *testing.T, in []byte) { assertJudgePathsAgree(t, e, patient, in) })
}
