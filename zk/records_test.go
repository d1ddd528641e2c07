package zk

import (
	"bytes"
	"encoding/json"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
)

// recordScalars are a trace's records as walkScalars gives its scalars
// (path and decoded value, actor keys left out), and each record's
// innermost object must be the object its path is in.
func recordScalars(t testing.TB, tr *traceRecords) []scalar {
	t.Helper()
	fr := traceFrames()
	byID := map[int]*container{}
	for _, c := range tr.containers {
		if fr.frames[c.frame].kind == fkObject {
			byID[c.id()] = c
		}
	}
	var out []scalar
	for _, r := range tr.records {
		path := FramePath(r.field)
		require.NotEmpty(t, r.objs, path)
		obj := byID[r.objs[len(r.objs)-1]]
		require.NotNil(t, obj, path)
		// The object a field is in: "evidence.transactions[]{}" for
		// "evidence.transactions[].from" and for an element of
		// "evidence.transactions[].logs[]..." the log's.
		want := path
		if i := strings.LastIndex(want, "[]"); i == len(want)-2 { // an element of a string array
			want = want[:i]
		}
		want = want[:max(strings.LastIndexByte(want, '.'), 0)]
		if strings.HasSuffix(path, ".*") {
			want = strings.TrimSuffix(path, ".*") + ".*"
		} else if strings.HasSuffix(want, ".$n") || strings.HasSuffix(path, ".$n") {
			want = strings.TrimSuffix(path, ".$n")
		}
		got := FramePath(obj.frame)
		got = strings.TrimSuffix(got, "{}")
		require.Equal(t, want, got, "the object of %s", path)
		if r.key {
			continue
		}
		var v any
		d := json.NewDecoder(bytes.NewReader(tr.text[r.at:r.end]))
		d.UseNumber()
		require.NoError(t, d.Decode(&v))
		out = append(out, scalar{Path: path, Value: v})
	}
	return out
}

// arrayLengths sums the elements of the arrays at each path, from the
// records' containers and from encoding/json.
func arrayLengths(t testing.TB, tr *traceRecords) (got, want map[string]int) {
	t.Helper()
	got, want = map[string]int{}, map[string]int{}
	for _, c := range tr.containers {
		if traceFrames().frames[c.frame].kind == fkArray {
			got[FramePath(c.frame)] += c.elems
		}
	}
	var m any
	require.NoError(t, json.Unmarshal(tr.text, &m))
	var walk func(v any, path string)
	walk = func(v any, path string) {
		switch x := v.(type) {
		case map[string]any:
			for k, y := range x {
				if path == "evidence.actors" {
					continue
				}
				walk(y, joinPath(path, k))
			}
		case []any:
			want[path+"[]"] += len(x)
			for _, y := range x {
				walk(y, path+"[]")
			}
		}
	}
	walk(m, "")
	return got, want
}

// placedScalars are a trace's scalars by place (an indexed path,
// "evidence.transactions[0].logs[1].topics[2]", "evidence.actors.agent"),
// from the records and from encoding/json.
func placedScalars(t testing.TB, tr *traceRecords) (got, want map[string]string) {
	t.Helper()
	got, want = map[string]string{}, map[string]string{}
	for _, r := range tr.records {
		if !r.key {
			got[r.place] = string(tr.text[r.at:r.end])
		}
	}
	var m any
	d := json.NewDecoder(bytes.NewReader(tr.text))
	d.UseNumber()
	require.NoError(t, d.Decode(&m))
	var walk func(v any, place string)
	walk = func(v any, place string) {
		switch x := v.(type) {
		case map[string]any:
			for k, y := range x {
				walk(y, joinPath(place, k))
			}
		case []any:
			for i, y := range x {
				walk(y, place+"["+strconv.Itoa(i)+"]")
			}
		default:
			b, err := json.Marshal(x)
			require.NoError(t, err)
			c, err := canon.Canonicalize(b)
			require.NoError(t, err)
			want[place] = string(c)
		}
	}
	walk(m, "")
	return got, want
}

// TestReadRecordsSuite: every suite trace is read whole, every scalar in
// its record, its object and its place (which object of which array),
// every array of its length; ReadTrace takes every suite trace.
//
// It logs the largest of each count over the suite (records, arrays by
// path, elements of an array by path over a trace), from which the full
// profile's record capacities are planned (docs/zk.md, "Records").
func TestReadRecordsSuite(t *testing.T) {
	most := map[string]int{}
	atMost := func(k string, v int) { most[k] = max(most[k], v) }
	for name, b := range suiteCanonical(t) {
		lx, err := LexTrace(b)
		require.NoError(t, err, name)
		tr := readRecords(b, lx)
		atMost("records", len(tr.records))
		total := map[string]int{}
		for _, c := range tr.containers {
			if traceFrames().frames[c.frame].kind == fkArray {
				atMost("one "+FramePath(c.frame), c.elems)
				total[FramePath(c.frame)] += c.elems
			}
		}
		for k, v := range total {
			atMost("all "+k, v)
		}
		require.Equal(t, walkScalars(t, b), recordScalars(t, tr), name)
		got, want := arrayLengths(t, tr)
		require.Equal(t, want, got, name)
		gotAt, wantAt := placedScalars(t, tr)
		require.Equal(t, wantAt, gotAt, name)
		_, err = ReadTrace(b)
		require.NoError(t, err, name)
	}
	for _, k := range slices.Sorted(maps.Keys(most)) {
		t.Logf("%s: %d", k, most[k])
	}
}

// TestReadTraceBounds: arrays at the bundle's maxima are taken, and the
// bundle judges them: 256 checks, 1,000 allowed, 10,000 names to pass,
// 4 topics.
func TestReadTraceBounds(t *testing.T) {
	suite := suiteCanonical(t)
	web3, code := suite["web3-pay-exact-42/naive"], suite["code-median/naive"]
	spec := func(m map[string]any) map[string]any { return m["spec"].(map[string]any) }
	check := func(m map[string]any, i int) map[string]any { return spec(m)["checks"].([]any)[i].(map[string]any) }
	for name, b := range map[string][]byte{
		"256 checks": editTrace(t, code, func(m map[string]any) {
			spec(m)["checks"] = items(256, func(i int) any {
				return map[string]any{"kind": "exit_code", "name": "c" + strconv.Itoa(i), "equals": 0}
			})
		}),
		"1000 allowed":   editTrace(t, web3, func(m map[string]any) { check(m, 2)["allow"] = items(1000, func(int) any { return "merchant" }) }),
		"10000 names":    editTrace(t, code, func(m map[string]any) { check(m, 2)["names"] = items(10000, func(int) any { return "x" }) }),
		"4 topics":       regexp.MustCompile(`"topics":\["(0x[0-9a-f]{64})"`).ReplaceAll(web3, []byte(`"topics":["$1","$1"`)),
		"an empty allow": editTrace(t, web3, func(m map[string]any) { check(m, 2)["allow"] = []any{} }),
	} {
		t.Run(name, func(t *testing.T) {
			_, jerr := judge.Judge(b)
			require.NoError(t, jerr, "the bundle judges it")
			_, err := ReadTrace(b)
			require.NoError(t, err)
		})
	}
}

// recordRefusals are canonical traces that LexTrace takes and one record
// rule refuses, with what the error says.
func recordRefusals(t testing.TB) map[string]struct {
	text []byte
	says string
} {
	t.Helper()
	suite := suiteCanonical(t)
	web3, code := suite["web3-pay-exact-42/naive"], suite["code-median/naive"]
	spec := func(m map[string]any) map[string]any { return m["spec"].(map[string]any) }
	checks := func(m map[string]any) []any { return spec(m)["checks"].([]any) }
	check := func(m map[string]any, i int) map[string]any { return checks(m)[i].(map[string]any) }
	ev := func(m map[string]any) map[string]any { return m["evidence"].(map[string]any) }
	type refusal = struct {
		text []byte
		says string
	}
	return map[string]refusal{
		"a code kind in web3": {editTrace(t, web3, func(m map[string]any) { check(m, 0)["kind"] = "exit_code"; check(m, 0)["equals"] = 0 }),
			`spec.checks[0].kind: "exit_code" is not a check kind of class web3`},
		"a web3 kind in code": {editTrace(t, code, func(m map[string]any) { check(m, 1)["kind"] = "tx_count" }),
			`spec.checks[1].kind: "tx_count" is not a check kind of class code`},
		"a parameter of another kind": {editTrace(t, web3, func(m map[string]any) { check(m, 1)["index"] = 0 }),
			`spec.checks[1].index: not a parameter of balance_delta`},
		"a required parameter missing": {editTrace(t, web3, func(m map[string]any) { delete(check(m, 1), "op") }),
			`spec.checks[1]: balance_delta requires op`},
		"mode all with names": {editTrace(t, code, func(m map[string]any) { check(m, 1)["names"] = []any{"x"} }),
			`spec.checks[1]: mode all takes no names or count`},
		"mode named without names": {editTrace(t, code, func(m map[string]any) { delete(check(m, 2), "names") }),
			`spec.checks[2]: mode named takes names and no count`},
		"mode named with a count": {editTrace(t, code, func(m map[string]any) { check(m, 2)["count"] = 1 }),
			`spec.checks[2]: mode named takes names and no count`},
		"mode atLeast without count": {editTrace(t, code, func(m map[string]any) { delete(check(m, 3), "count") }),
			`spec.checks[3]: mode atLeast takes count and no names`},
		"names empty": {editTrace(t, code, func(m map[string]any) { check(m, 2)["names"] = []any{} }),
			`spec.checks[2].names: 0 items, not 1 to 10000`},
		"a check name twice": {editTrace(t, web3, func(m map[string]any) { check(m, 2)["name"] = check(m, 0)["name"] }),
			`spec.checks[2].name: "all-txs-succeeded" is the name of spec.checks[0] too`},
		"no checks": {editTrace(t, web3, func(m map[string]any) { spec(m)["checks"] = []any{} }),
			`spec.checks: 0 items, not 1 to 256`},
		"257 checks": {editTrace(t, code, func(m map[string]any) {
			spec(m)["checks"] = items(257, func(i int) any {
				return map[string]any{"kind": "exit_code", "name": "c" + strconv.Itoa(i), "equals": 0}
			})
		}), `spec.checks: 257 items, not 1 to 256`},
		"web3 evidence in code": {editTrace(t, code, func(m map[string]any) { ev(m)["chainId"] = 1 }),
			`evidence.chainId: not evidence of class code`},
		"code evidence in web3": {editTrace(t, web3, func(m map[string]any) { ev(m)["tests"] = []any{} }),
			`evidence.tests: not evidence of class web3`},
		"five topics": {subTrace(t, web3, `"topics":\["(0x[0-9a-f]{64})"`, `"topics":["$1","$1","$1"`),
			`evidence.transactions[0].logs[0].topics: 5 items, not 0 to 4`},
		"1001 allowed": {editTrace(t, web3, func(m map[string]any) { check(m, 2)["allow"] = items(1001, func(int) any { return "merchant" }) }),
			`spec.checks[2].allow: 1001 items, not 0 to 1000`},
		"10001 names to pass": {editTrace(t, code, func(m map[string]any) {
			check(m, 2)["names"] = items(10001, func(int) any { return "x" })
		}), `spec.checks[2].names: 10001 items, not 1 to 10000`},
		"a test name twice": {subTrace(t, code, `"name":"median.TestSolve/even_count_averages_middle_pair"`, `"name":"median.TestSolve"`),
			`evidence.tests[0] and evidence.tests[1]: the same name`},
		"an artifact path twice": {editTrace(t, code, func(m map[string]any) {
			a := ev(m)["artifacts"].([]any)
			ev(m)["artifacts"] = append(a, a[0])
		}), `evidence.artifacts[0] and evidence.artifacts[1]: the same path`},
		"a balance pair twice": {subTrace(t, web3, `("holder":"0x75bb9bc831409239a78acc609ed899787af14e4b","token":)"0x93c536984f020bc92a23c2b2e05f4a38a065f28f"`, `${1}"native"`),
			`evidence.balances[0] and evidence.balances[1]: the same holder and token`},
		"an actor twice": {subTrace(t, web3, `"actors":\{("agent":"0x[0-9a-f]+"),`, `"actors":{$1,$1,`),
			`evidence.actors: key "agent" after "agent"`},
		"actors out of order": {subTrace(t, web3, `"actors":\{("agent":"0x[0-9a-f]+"),("attacker":"0x[0-9a-f]+"),`, `"actors":{$2,$1,`),
			`evidence.actors: key "agent" after "attacker"`},
	}
}

// TestReadTraceRefusals: each trace is taken by LexTrace and refused by
// ReadTrace with ErrRecordRule, saying which record and rule; the bundle
// refuses it too, or (actors out of order) reads a trace whose canonical
// form is other bytes.
func TestReadTraceRefusals(t *testing.T) {
	for name, c := range recordRefusals(t) {
		t.Run(name, func(t *testing.T) {
			_, err := LexTrace(c.text)
			require.NoError(t, err)
			_, err = ReadTrace(c.text)
			require.ErrorIs(t, err, ErrRecordRule)
			assert.Contains(t, err.Error(), c.says)
			assert.NotEmpty(t, recordRule(c.text))
			if name == "actors out of order" {
				canonical, err := canon.CanonicalizeTrace(c.text)
				require.NoError(t, err)
				require.NotEqual(t, c.text, canonical)
				_, jerr := judge.Judge(c.text)
				require.NoError(t, jerr, "the bundle reads any JSON text")
				return
			}
			_, jerr := judge.Judge(c.text)
			require.ErrorIs(t, jerr, judge.ErrInvalidTrace)
		})
	}
}
