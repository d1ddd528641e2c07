package zk

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"maps"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/fixtures/tracegen"
	"github.com/verijudge/verijudge/judge"
)

// suiteCanonical is every suite trace in canonical form, by case name.
func suiteCanonical(t testing.TB) map[string][]byte {
	t.Helper()
	cases, err := fixtures.Suite()
	require.NoError(t, err)
	out := map[string][]byte{}
	for _, c := range cases {
		b, err := canon.CanonicalizeTrace(c.Trace)
		require.NoError(t, err)
		out[c.Name()] = b
	}
	require.Len(t, out, 64)
	return out
}

// scalar is one scalar value of a trace and the path of its field.
type scalar struct {
	Path  string
	Value any
}

// lexScalars reads the scalars of a trace from the schema lexer's states
// and frames: a scalar starts where a value state follows a value
// position, and its field is its frame.
func lexScalars(t testing.TB, text []byte, lx *TraceLex) []scalar {
	t.Helper()
	tb := traceLexTable()
	inValue := func(st int) bool { return st >= lxValStr && st < nLexStates || st >= tb.big }
	isNumber := func(st int) bool { return st >= lxNum && st < lxLit || st >= tb.num }
	var out []scalar
	prev := lxValue
	for i := 0; i < len(text); i++ {
		st := lx.States[i]
		if !inValue(st) || (prev != lxValue && prev != lxValueOrEnd) {
			prev = st
			continue
		}
		j := i
		for j < len(text) && inValue(lx.States[j]) {
			j++
		}
		if !isNumber(st) { // strings (big integers' too) and literals end on the byte that leaves the value states
			j++
		}
		var v any
		d := json.NewDecoder(bytes.NewReader(text[i:j]))
		d.UseNumber()
		require.NoError(t, d.Decode(&v), "%q", text[i:j])
		if n, ok := v.(json.Number); ok {
			// The magnitude read per byte is the integer's.
			require.Equal(t, strings.TrimPrefix(n.String(), "-"), strconv.FormatUint(lx.Ints[j-1], 10))
		}
		out = append(out, scalar{FramePath(lx.Frames[i]), v})
		prev = lx.States[j-1]
		i = j - 1
	}
	return out
}

// walkScalars reads the same from encoding/json's token stream: the
// paths of the schema ("[]" for an element, ".*" for an actor).
func walkScalars(t testing.TB, text []byte) []scalar {
	t.Helper()
	scalars, _, err := walkJSON(text)
	require.NoError(t, err)
	return scalars
}

// walkJSON reads a JSON text's scalars with the schema path of each, and
// its keys with the path of their object, from encoding/json's token
// stream.
func walkJSON(text []byte) (scalars, keys []scalar, err error) {
	d := json.NewDecoder(bytes.NewReader(text))
	d.UseNumber()
	type level struct {
		path  string
		array bool
		key   string
		onKey bool
	}
	var stack []level
	here := func() string {
		if len(stack) == 0 {
			return ""
		}
		l := stack[len(stack)-1]
		if l.array {
			return l.path + "[]"
		}
		if l.path == "evidence.actors" {
			return l.path + ".*"
		}
		return joinPath(l.path, l.key)
	}
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			return scalars, keys, nil
		}
		if err != nil {
			return scalars, keys, err
		}
		top := len(stack) - 1
		if top >= 0 && !stack[top].array && stack[top].onKey {
			if k, ok := tok.(string); ok {
				stack[top].key, stack[top].onKey = k, false
				keys = append(keys, scalar{stack[top].path, k})
				continue
			}
		}
		switch tok {
		case json.Delim('{'), json.Delim('['):
			stack = append(stack, level{path: here(), array: tok == json.Delim('['), onKey: true})
			continue
		case json.Delim('}'), json.Delim(']'):
			stack = stack[:top]
		default:
			scalars = append(scalars, scalar{here(), tok})
		}
		if n := len(stack); n > 0 && !stack[n-1].array {
			stack[n-1].onKey = true
		}
	}
}

// TestLexTraceSuite: every suite trace is taken, and the field of every
// scalar, read from the frames, is the field encoding/json finds it in.
func TestLexTraceSuite(t *testing.T) {
	tb := traceLexTable()
	t.Logf("%d states, %d classes, %d transitions, %d frames, %d keys, depth %d",
		tb.states, tb.classes, len(tb.trans), len(tb.frames.frames), tb.frames.keyFree, tb.frames.depth)
	paths := map[string]bool{}
	for name, b := range suiteCanonical(t) {
		lx, err := LexTrace(b)
		require.NoError(t, err, name)
		got := lexScalars(t, b, lx)
		require.Equal(t, walkScalars(t, b), got, name)
		require.Empty(t, recordRule(b), name)
		require.Empty(t, valueRule(b), name)
		for _, s := range got {
			paths[s.Path] = true
		}
	}
	// Every kind of field the suite has was read: ids, spec, checks,
	// both evidence classes, logs, amounts, actors.
	for _, p := range []string{"buildId", "spec.title", "spec.checks[].allow[]", "spec.checks[].minAmount.$n",
		"evidence.actors.*", "evidence.balances[].after.$n", "evidence.transactions[].logs[].topics[]",
		"evidence.transactions[].internalTransfers[].value.$n", "evidence.tests[].outcome", "evidence.build.exitCode",
		"evidence.artifacts[].sha256", "spec.checks[].required"} {
		assert.True(t, paths[p], p)
	}
}

// TestLexTraceRandom: on random traces of both classes (equivalent forms,
// Unicode, escapes, JavaScript-special actor names, and one mutation in
// two of five), a trace the bundle judges is taken with every scalar in
// its field, and a trace the schema lexer refuses as outside the schema
// is one the bundle refuses too.
func TestLexTraceRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 23))
	var judged, refused, values, records int
	for range 400 {
		raw := tracegen.Random(r, 0.4)
		b, err := canon.CanonicalizeTrace(raw)
		if err != nil {
			continue
		}
		_, jerr := judge.Judge(b)
		lx, err := LexTrace(b)
		switch {
		case jerr == nil:
			require.NoError(t, err, "the bundle judges %s", b)
			require.Equal(t, walkScalars(t, b), lexScalars(t, b, lx))
			tr := readRecords(b, lx)
			require.Equal(t, walkScalars(t, b), recordScalars(t, tr))
			got, want := arrayLengths(t, tr)
			require.Equal(t, want, got)
			gotAt, wantAt := placedScalars(t, tr)
			require.Equal(t, wantAt, gotAt)
			require.Empty(t, recordRule(b), "the bundle judges %s", b)
			_, err := ReadTrace(b)
			require.NoError(t, err, "the bundle judges %s", b)
			judged++
		case errors.Is(err, ErrOutsideSchema):
			require.ErrorIs(t, jerr, judge.ErrInvalidTrace)
			refused++
		case errors.Is(err, ErrValueRule):
			require.ErrorIs(t, jerr, judge.ErrInvalidTrace)
			require.NotEmpty(t, valueRule(b), "the lexer refuses (%v) a value the rules take: %s", err, b)
			values++
		case err == nil:
			// Taken by the lexer, refused by the bundle: the reason must be
			// one the record tables decide.
			require.ErrorIs(t, jerr, judge.ErrInvalidTrace)
			require.Empty(t, valueRule(b), "the lexer takes a value the rules refuse: %s", b)
			require.NotEmpty(t, recordRule(b), "the bundle refuses (%v) what the lexer and the record rules take: %s", jerr, b)
			_, err := ReadTrace(b)
			require.ErrorIs(t, err, ErrRecordRule)
			records++
		default:
			t.Fatalf("unexpected error kind: %v", err)
		}
	}
	t.Logf("%d judged and taken, %d refused by both as outside the schema, %d for a value, %d taken by the lexer and refused by a record rule",
		judged, refused, values, records)
	assert.Greater(t, judged, 150)
	assert.Greater(t, refused, 10)
	assert.Greater(t, values, 10)
	// (Random traces break a value rule, not a record rule: those are
	// TestLexTraceShapes'.)
}

// editTrace decodes a canonical trace, applies f to it and writes it back
// in canonical form.
func editTrace(t testing.TB, base []byte, f func(m map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	d := json.NewDecoder(bytes.NewReader(base))
	d.UseNumber()
	require.NoError(t, d.Decode(&m))
	f(m)
	raw, err := json.Marshal(m)
	require.NoError(t, err)
	b, err := canon.CanonicalizeTrace(raw)
	require.NoError(t, err)
	return b
}

// subTrace replaces the first match of old, a regular expression, in a
// trace's text by new ($1 for its group): for what canonical JSON cannot
// say (order, duplicates) or says only one way.
func subTrace(t testing.TB, base []byte, old, new string) []byte {
	t.Helper()
	re := regexp.MustCompile(old)
	loc := re.FindSubmatchIndex(base)
	require.NotNil(t, loc, old)
	return slices.Concat(base[:loc[0]], re.Expand(nil, []byte(new), base, loc), base[loc[1]:])
}

// items is n values made by f.
func items(n int, f func(i int) any) []any {
	out := make([]any, n)
	for i := range out {
		out[i] = f(i)
	}
	return out
}

// schemaRefusals are canonical traces the schema does not admit, each made
// from a suite trace by one edit of its decoded form, or of its text where
// canonical JSON cannot say it (order, duplicates).
func schemaRefusals(t testing.TB) map[string][]byte {
	t.Helper()
	suite := suiteCanonical(t)
	// (The smallest suite traces with logs and amounts of both forms: the
	// circuit test solves these too.)
	web3, code := suite["web3-pay-exact-42/naive"], suite["code-median/naive"]
	ev := func(m map[string]any) map[string]any { return m["evidence"].(map[string]any) }
	tx := func(m map[string]any) map[string]any { return ev(m)["transactions"].([]any)[0].(map[string]any) }
	log := func(m map[string]any) map[string]any {
		for _, x := range ev(m)["transactions"].([]any) {
			if ls, _ := x.(map[string]any)["logs"].([]any); len(ls) > 0 {
				return ls[0].(map[string]any)
			}
		}
		t.Fatal("no log")
		return nil
	}
	check := func(m map[string]any) map[string]any {
		return m["spec"].(map[string]any)["checks"].([]any)[0].(map[string]any)
	}
	bal := func(m map[string]any) map[string]any { return ev(m)["balances"].([]any)[0].(map[string]any) }
	n := func(s string) map[string]any { return map[string]any{"$n": s} }
	const bigN = `\{"\$n":"([0-9]+)"\}`
	return map[string][]byte{
		"unknown top-level key":        editTrace(t, web3, func(m map[string]any) { m["extra"] = 1 }),
		"unknown transaction key":      editTrace(t, web3, func(m map[string]any) { tx(m)["gasPrice"] = 1 }),
		"unknown check key":            editTrace(t, web3, func(m map[string]any) { check(m)["weight"] = 1 }),
		"unknown evidence key":         editTrace(t, code, func(m map[string]any) { ev(m)["coverage"] = 1 }),
		"key prefix of a field":        editTrace(t, web3, func(m map[string]any) { tx(m)["has"] = 1 }),
		"key extension of a field":     editTrace(t, web3, func(m map[string]any) { tx(m)["hashes"] = 1 }),
		"a field of another object":    editTrace(t, web3, func(m map[string]any) { bal(m)["logs"] = []any{} }),
		"escaped known key":            subTrace(t, web3, `"buildId"`, `"buildId\t"`),
		"missing transaction hash":     editTrace(t, web3, func(m map[string]any) { delete(tx(m), "hash") }),
		"missing last required field":  editTrace(t, web3, func(m map[string]any) { delete(m, "trialId") }),
		"missing spec":                 editTrace(t, web3, func(m map[string]any) { delete(m, "spec") }),
		"missing balance after":        editTrace(t, web3, func(m map[string]any) { delete(bal(m), "after") }),
		"missing log topics":           editTrace(t, web3, func(m map[string]any) { delete(log(m), "topics") }),
		"missing check kind":           editTrace(t, web3, func(m map[string]any) { delete(check(m), "kind") }),
		"missing test outcome":         editTrace(t, code, func(m map[string]any) { delete(ev(m)["tests"].([]any)[0].(map[string]any), "outcome") }),
		"logs an object":               editTrace(t, web3, func(m map[string]any) { tx(m)["logs"] = map[string]any{} }),
		"transactions an object":       editTrace(t, web3, func(m map[string]any) { ev(m)["transactions"] = map[string]any{} }),
		"actors an array":              editTrace(t, web3, func(m map[string]any) { ev(m)["actors"] = []any{} }),
		"build an array":               editTrace(t, code, func(m map[string]any) { ev(m)["build"] = []any{} }),
		"amount an array":              editTrace(t, web3, func(m map[string]any) { bal(m)["after"] = []any{"1"} }),
		"amount a string":              editTrace(t, web3, func(m map[string]any) { bal(m)["after"] = "1" }),
		"amount with a second key":     subTrace(t, web3, bigN, `{"$$n":"$1","x":1}`),
		"amount with another key":      editTrace(t, web3, func(m map[string]any) { bal(m)["after"] = map[string]any{"n": "9007199254740993"} }),
		"amount without a key":         editTrace(t, web3, func(m map[string]any) { bal(m)["after"] = map[string]any{} }),
		"big integer in an int field":  editTrace(t, web3, func(m map[string]any) { tx(m)["gasUsed"] = n("9007199254740993") }),
		"chainId a string":             editTrace(t, web3, func(m map[string]any) { ev(m)["chainId"] = "1337" }),
		"status a boolean":             editTrace(t, web3, func(m map[string]any) { tx(m)["status"] = true }),
		"from null":                    editTrace(t, web3, func(m map[string]any) { tx(m)["from"] = nil }),
		"to a number":                  editTrace(t, web3, func(m map[string]any) { tx(m)["to"] = 1 }),
		"required a string":            editTrace(t, web3, func(m map[string]any) { check(m)["required"] = "yes" }),
		"a topic a number":             editTrace(t, web3, func(m map[string]any) { log(m)["topics"] = []any{1} }),
		"a transaction a string":       editTrace(t, web3, func(m map[string]any) { ev(m)["transactions"] = []any{"0x"} }),
		"nested array in topics":       editTrace(t, web3, func(m map[string]any) { log(m)["topics"] = []any{[]any{}} }),
		"an actor an object":           editTrace(t, web3, func(m map[string]any) { ev(m)["actors"].(map[string]any)["agent"] = map[string]any{} }),
		"title a number":               editTrace(t, code, func(m map[string]any) { m["spec"].(map[string]any)["title"] = 1 }),
		"keys out of order":            subTrace(t, code, `"taskId":("[^"]*"),"trialId":("[^"]*")`, `"trialId":$2,"taskId":$1`),
		"duplicate key":                subTrace(t, code, `"taskId":("[^"]*"),`, `"taskId":$1,"taskId":$1,`),
		"duplicate optional key":       subTrace(t, code, `"title":("[^"]*")`, `"title":$1,"title":"x"`),
		"duplicate $n":                 subTrace(t, web3, bigN, `{"$$n":"$1","$$n":"1"}`),
		"an array at the top":          []byte(`[` + string(code) + `]`),
		"a string at the top":          []byte(`"trace"`),
		"an empty object at the top":   []byte(`{}`),
		"actors key in another object": editTrace(t, code, func(m map[string]any) { ev(m)["build"].(map[string]any)["agent"] = "0x" }),
		"a decimal in an int field":    editTrace(t, web3, func(m map[string]any) { tx(m)["gasUsed"] = json.Number("46629.5") }),
		"a decimal amount":             editTrace(t, web3, func(m map[string]any) { bal(m)["before"] = json.Number("0.5") }),
		"a negative int field":         editTrace(t, web3, func(m map[string]any) { tx(m)["nonce"] = -1 }),
		"an unsafe integer":            subTrace(t, web3, `"gasUsed":[0-9]+`, `"gasUsed":9007199254740992`),
		"an unsafe negative amount":    subTrace(t, web3, `"after":0`, `"after":-9007199254740992`),
		"a 17-digit integer":           subTrace(t, web3, `"gasUsed":[0-9]+`, `"gasUsed":10000000000000000`),
		"$n with a leading zero":       subTrace(t, web3, bigN, `{"$$n":"0$1"}`),
		"$n of -0":                     subTrace(t, web3, bigN, `{"$$n":"-0"}`),
		"$n with a plus":               subTrace(t, web3, bigN, `{"$$n":"+$1"}`),
		"$n empty":                     subTrace(t, web3, bigN, `{"$$n":""}`),
		"$n with a letter":             subTrace(t, web3, bigN, `{"$$n":"$1e"}`),
		"$n a number":                  subTrace(t, web3, bigN, `{"$$n":$1}`),
	}
}

// TestLexTraceRefusals: each is JSON the canonical lexer takes and outside
// the schema (the schema lexer refuses it and says why); the bundle
// refuses it too, or (keys out of order) it is not the canonical form of
// what the bundle reads.
func TestLexTraceRefusals(t *testing.T) {
	for name, b := range schemaRefusals(t) {
		t.Run(name, func(t *testing.T) {
			require.NoError(t, LexCanonical(b), "canonical JSON as written")
			_, lerr := LexTrace(b)
			require.ErrorIs(t, lerr, ErrOutsideSchema)
			t.Log(lerr)
			if c, err := canon.CanonicalizeTrace(b); err == nil && !bytes.Equal(c, b) {
				// Only keys out of order are canonical JSON that is not
				// canonical as written: the bundle reads a trace whose
				// canonical form is other bytes.
				require.Equal(t, "keys out of order", name)
				return
			}
			_, jerr := judge.Judge(b)
			require.ErrorIs(t, jerr, judge.ErrInvalidTrace, "the bundle judges what the schema refuses")
		})
	}
	// The error names the field and the reason.
	for name, want := range map[string]string{
		"unknown transaction key":  `key "gasPrice" is not a field of evidence.transactions[]`,
		"missing transaction hash": `evidence.transactions[]: the required field hash is missing before it`,
		"keys out of order":        `key "trialId" in the trace object: the required field taskId is missing before it`,
		"duplicate key":            `key "taskId" in the trace object after "taskId": keys must be in increasing order`,
		"logs an object":           `evidence.transactions[].logs holds no object`,
	} {
		_, err := LexTrace(schemaRefusals(t)[name])
		assert.Contains(t, err.Error(), want, name)
	}
}

// numberCorners are the integers at the edges the bundle takes, each in
// a suite trace (the smallest with amounts of both forms, and a code
// trace): the largest safe integers, negative amounts and exit codes, big
// integers of either sign.
func numberCorners(t testing.TB) [][]byte {
	t.Helper()
	suite := suiteCanonical(t)
	web3, code := suite["web3-pay-exact-42/naive"], suite["code-median/naive"]
	var out [][]byte
	for _, c := range []struct {
		base     []byte
		old, new string
	}{
		{code, `"exitCode":[0-9]+`, `"exitCode":-1`}, // exit codes, and the checks of them, may be negative
		{code, `"equals":0`, `"equals":-9007199254740991`},
		{code, `"count":[0-9]+`, `"count":9007199254740991`},
		{web3, `"gasUsed":[0-9]+`, `"gasUsed":9007199254740991`},
		{web3, `"gasUsed":[0-9]+`, `"gasUsed":0`},
		{web3, `"after":0`, `"after":-9007199254740991`},
		{web3, `"after":0`, `"after":-1`},
		{web3, `"nonce":0`, `"nonce":1234567890123456`},
		{web3, `\{"\$n":"[0-9]+"\}`, `{"$$n":"-999999880634520990775"}`},
		{web3, `\{"\$n":"[0-9]+"\}`, `{"$$n":"9007199254740992"}`},
	} {
		re := regexp.MustCompile(c.old)
		m := re.FindSubmatchIndex(c.base)
		require.NotNil(t, m, c.old)
		out = append(out, slices.Concat(c.base[:m[0]], re.Expand(nil, []byte(c.new), c.base, m), c.base[m[1]:]))
	}
	return out
}

// TestLexTraceNumbers: the number corners are judged by the bundle and
// taken by the lexer, with their magnitudes.
func TestLexTraceNumbers(t *testing.T) {
	for _, b := range numberCorners(t) {
		_, jerr := judge.Judge(b)
		require.NoError(t, jerr, "%s", b)
		lx, err := LexTrace(b)
		require.NoError(t, err, "%s", b)
		require.Equal(t, walkScalars(t, b), lexScalars(t, b, lx))
	}
}

// TestLexTraceCanonicalRefusals: what the canonical lexer refuses, the
// schema lexer refuses, as not canonical.
// (Texts that are no trace at all may be refused for either reason.)
func TestLexTraceCanonicalRefusals(t *testing.T) {
	for _, s := range lexRefused {
		_, err := LexTrace([]byte(s))
		require.Error(t, err, "%q", s)
	}
	code := string(suiteCanonical(t)["code-median/naive"])
	count := regexp.MustCompile(`"count":[0-9]+`).FindString(code)
	exit := regexp.MustCompile(`"exitCode":[0-9]+`).FindString(code)
	require.NotEmpty(t, count)
	require.NotEmpty(t, exit)
	for _, s := range []string{code + " ", code + "\x00x", strings.Replace(code, `":`, `" :`, 1), strings.Replace(code, `,"`, `, "`, 1),
		strings.Replace(code, `"title":"Median`, `"title":"\/Median`, 1), strings.Replace(code, count, count+" ", 1),
		strings.Replace(code, count, count+"E0", 1), strings.Replace(code, count+",", count+"]", 1),
		strings.Replace(code, exit, strings.Replace(exit, ":", ":0", 1), 1), strings.Replace(code, `"required":true`, `"required":tru`, 1),
		strings.Replace(code, `"taskId"`, "\"task\xc0\x80\"", 1), code[:len(code)-1]} {
		require.NotEqual(t, code, s)
		_, err := LexTrace([]byte(s))
		require.ErrorIs(t, err, ErrNotCanonicalLex, "%q", s)
	}
}

// FuzzLexTrace: on any input, no panic; what the schema lexer takes is
// its own canonical form (where canon reads it at all: the $n magnitude
// and the other record rules are not the lexer's) with every scalar in
// the field encoding/json finds it in; and a canonical web3 or code trace
// the bundle judges is taken.
//
//	go test ./zk -run XXX -fuzz FuzzLexTrace -fuzztime 60s
func FuzzLexTrace(f *testing.F) {
	for name, b := range suiteCanonical(f) {
		if strings.HasPrefix(name, "code-") || strings.HasPrefix(name, "web3-pay-exact-42/") {
			f.Add(b)
		}
	}
	for _, b := range schemaRefusals(f) {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		lx, err := LexTrace(b)
		if err != nil {
			if !errors.Is(err, ErrNotCanonicalLex) && !errors.Is(err, ErrOutsideSchema) && !errors.Is(err, ErrValueRule) && !errors.Is(err, ErrLexTooLong) {
				t.Fatalf("unexpected error kind: %v", err)
			}
			if c, cerr := canon.CanonicalizeTrace(b); cerr == nil && bytes.Equal(c, b) && !errors.Is(err, ErrLexTooLong) {
				var probe struct {
					Spec struct{ EvidenceClass string }
				}
				if json.Unmarshal(b, &probe) == nil && (probe.Spec.EvidenceClass == "web3" || probe.Spec.EvidenceClass == "code") {
					if _, jerr := judge.Judge(b); jerr == nil {
						t.Fatalf("the bundle judges a canonical %s trace the lexer refuses (%v)", probe.Spec.EvidenceClass, err)
					}
				}
			}
			return
		}
		if c, cerr := canon.CanonicalizeTrace(b); cerr == nil && !bytes.Equal(c, b) && slices.IsSorted(actorKeys(b)) {
			// (Key order inside evidence.actors is the records' to decide.)
			t.Fatalf("taken, but its canonical form is other bytes")
		}
		if got, want := lexScalars(t, b, lx), walkScalars(t, b); !assert.Equal(t, want, got) {
			t.FailNow()
		}
		// Taken by the lexer: no value rule is broken, and the bundle
		// judges it exactly when it breaks no record rule.
		if rule := valueRule(b); rule != "" {
			t.Fatalf("taken, but a value rule is broken: %s", rule)
		}
		rule := recordRule(b)
		v, jerr := judge.Judge(b)
		if (jerr == nil) != (rule == "" || rule == ruleActorsOrder) {
			t.Fatalf("the bundle says %v, the record rules %q, on %q", jerr, rule, b)
		}
		// ReadTrace decides the same record rules from the lexer's
		// records, which hold every scalar and array as encoding/json
		// reads them.
		tr := readRecords(b, lx)
		if got, want := recordScalars(t, tr), walkScalars(t, b); !assert.Equal(t, want, got) {
			t.FailNow()
		}
		if got, want := arrayLengths(t, tr); !assert.Equal(t, want, got) {
			t.FailNow()
		}
		if got, want := placedScalars(t, tr); !assert.Equal(t, want, got) {
			t.FailNow()
		}
		_, rerr := ReadTrace(b)
		if (rerr == nil) != (rule == "") || rerr != nil && !errors.Is(rerr, ErrRecordRule) {
			t.Fatalf("ReadTrace says %v, the record rules %q, on %q", rerr, rule, b)
		}
		// And the judge over records gives the bundle's verdict.
		if rerr == nil {
			if got := judgeRecords(tr); !assert.Equal(t, v, got) {
				t.FailNow()
			}
		}
	})
}

// actorKeys lists the keys of evidence.actors as written.
func actorKeys(text []byte) []string {
	_, keys, _ := walkJSON(text)
	var out []string
	for _, k := range keys {
		if k.Path == "evidence.actors" {
			out = append(out, k.Value.(string))
		}
	}
	return out
}

// TestRecordRuleActors: a key twice in evidence.actors, which the lexer
// takes, breaks a record rule, and the bundle refuses it.
func TestRecordRuleActors(t *testing.T) {
	web3 := suiteCanonical(t)["web3-pay-exact-42/naive"]
	b := regexp.MustCompile(`"actors":\{("agent":"0x[0-9a-f]+"),`).ReplaceAll(web3, []byte(`"actors":{$1,$1,`))
	require.NotEqual(t, web3, b)
	_, err := LexTrace(b)
	require.NoError(t, err)
	assert.Equal(t, "evidence.actors: keys unique", recordRule(b))
	_, jerr := judge.Judge(b)
	require.ErrorIs(t, jerr, judge.ErrInvalidTrace)
}

func TestActorKeys(t *testing.T) {
	b := []byte(`{"a":[{"actors":{"x":"1"}}],"evidence":{"actors":{"b":"1","":"2","a":{"c":[1]}},"t":[]},"x":{}}`)
	assert.Equal(t, []string{"b", "", "a"}, actorKeys(b))
}

// TestLexTraceShapes: random changes of shape (a key of the schema added
// to a random object with a random value, a key deleted, a value replaced
// by one of another kind) on suite traces: the schema lexer refuses one
// only when the bundle does, and a trace it takes is judged exactly when
// it breaks no record rule.
func TestLexTraceShapes(t *testing.T) {
	r := rand.New(rand.NewPCG(37, 41))
	var bases [][]byte
	for name, b := range suiteCanonical(t) {
		if strings.HasSuffix(name, "/naive") {
			bases = append(bases, b)
		}
	}
	slices.SortFunc(bases, bytes.Compare)
	keys := traceFrames().keys
	value := func() any {
		switch r.IntN(9) {
		case 0:
			return "0x" + strings.Repeat("ab", 20)
		case 1:
			return json.Number([]string{"0", "1", "2", "-1", "9007199254740991", "-9007199254740991"}[r.IntN(6)])
		case 2:
			return true
		case 3:
			return nil
		case 4:
			return map[string]any{}
		case 5:
			return []any{}
		case 6:
			return map[string]any{"$n": "90071992547409930"}
		case 7:
			return []any{"x"}
		}
		return "native"
	}
	// objects lists every object of a decoded trace.
	var objects func(v any, out *[]map[string]any)
	objects = func(v any, out *[]map[string]any) {
		switch x := v.(type) {
		case map[string]any:
			*out = append(*out, x)
			for _, k := range slices.Sorted(maps.Keys(x)) {
				objects(x[k], out)
			}
		case []any:
			for _, y := range x {
				objects(y, out)
			}
		}
	}
	var taken, judged, refused, values int
	for range 1500 {
		var m map[string]any
		d := json.NewDecoder(bytes.NewReader(bases[r.IntN(len(bases))]))
		d.UseNumber()
		require.NoError(t, d.Decode(&m))
		var objs []map[string]any
		objects(m, &objs)
		o := objs[r.IntN(len(objs))]
		ks := slices.Sorted(maps.Keys(o))
		switch r.IntN(3) {
		case 0:
			o[keys[r.IntN(len(keys))]] = value()
		case 1:
			if len(ks) > 0 {
				delete(o, ks[r.IntN(len(ks))])
			}
		default:
			if len(ks) > 0 {
				o[ks[r.IntN(len(ks))]] = value()
			}
		}
		raw, err := json.Marshal(m)
		require.NoError(t, err)
		b, err := canon.CanonicalizeTrace(raw)
		if err != nil {
			continue // (a $n somewhere canon refuses)
		}
		_, jerr := judge.Judge(b)
		_, lerr := LexTrace(b)
		if lerr != nil {
			if !errors.Is(lerr, ErrOutsideSchema) {
				require.ErrorIs(t, lerr, ErrValueRule)
				values++
			}
			require.ErrorIs(t, jerr, judge.ErrInvalidTrace, "the lexer refuses (%v) what the bundle judges: %s", lerr, b)
			refused++
			continue
		}
		require.Empty(t, valueRule(b), "the lexer takes a value the rules refuse: %s", b)
		taken++
		rule := recordRule(b)
		require.Equal(t, jerr == nil, rule == "", "the bundle says %v, the record rules %q: %s", jerr, rule, b)
		rlx, rerr := ReadTrace(b)
		require.Equal(t, jerr == nil, rerr == nil, "the bundle says %v, ReadTrace %v: %s", jerr, rerr, b)
		if rerr != nil {
			require.ErrorIs(t, rerr, ErrRecordRule)
		}
		if jerr == nil {
			judged++
			// The judge over records agrees on the changed shapes too.
			v, _ := judge.Judge(b)
			require.Equal(t, v, judgeRecords(readRecords(b, rlx)), "%s", b)
		}
	}
	t.Logf("%d refused by both (%d for a value), %d taken (%d judged, %d refused by a record rule)", refused, values, taken, judged, taken-judged)
	// Floors well under what the suite gives (1,191 / 109 / 50 with the
	// suite of real go test runs), so that each kind of outcome is
	// exercised in numbers.
	assert.Greater(t, refused, 150)
	assert.Greater(t, judged, 50)
	assert.Greater(t, taken-judged, 40)
}
