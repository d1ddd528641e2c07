package zk

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/fixtures/tracegen"
	"github.com/verijudge/verijudge/judge"
)

// textPaths are pieces of the checks' texts, one for each path through
// them: missing evidence, unknown actors (and "native" and "null" as
// parameters), an index past the transactions or at 2^53 − 1, a test
// missing, no tests, leaks of each kind, the cut.
var textPaths = []string{"missing: evidence.transactions", "missing: evidence.balances", "missing: evidence.tests",
	"missing: evidence.build.exitCode", "missing: evidence.artifacts", "missing: actor ghost", "missing: balance of",
	"missing: tx[", "status 0", "=missing", "0/0 passed", "missing: gasUsed of", "native ", "token ", "approval ",
	" via ", "to null", " more characters)", "missing: artifact", "missing: actor null", "delta(native",
	"tx[9007199254740991]", "9007199254740991"}

// agreesWithBundle judges text from its records and with the bundle, and
// requires the same verdict and, with hash, the verdict hash the bundle
// computes in JavaScript (slow under goja: its SHA-256 of the trace); it
// reports whether ReadTrace took the text.
func agreesWithBundle(t testing.TB, text []byte, hash bool) bool {
	t.Helper()
	lx, err := ReadTrace(text)
	var bundle judge.BundleHashes
	var jerr error
	if hash {
		bundle, jerr = judge.Embedded().Hashes(text)
	} else {
		bundle.Verdict, jerr = judge.Judge(text)
	}
	if err != nil {
		// (The bundle judges any JSON text: only a canonical one, within
		// the lexer's length, must be taken.)
		if c, cerr := canon.CanonicalizeTrace(text); cerr == nil && bytes.Equal(c, text) && !errors.Is(err, ErrLexTooLong) {
			require.Error(t, jerr, "the bundle judges what ReadTrace refuses (%v): %s", err, text)
		}
		return false
	}
	require.NoError(t, jerr, "ReadTrace takes what the bundle refuses: %s", text)
	got := judgeRecords(readRecords(text, lx))
	require.Equal(t, bundle.Verdict, got, "%s", text)
	if hash {
		pre, err := judge.VerdictPreimage(&got)
		require.NoError(t, err)
		require.Equal(t, bundle.VerdictHash, canon.Sum(pre))
	}
	return true
}

// mutateSemantics changes the values a trace's checks read, keeping it a
// trace: statuses, amounts (plain, big, negative), gas, recipients, logs
// (amounts, parties, topics), internal transfers, balances, the checks'
// parameters (ops, amounts, actors known and unknown, allow and via
// lists, indexes, counts, selectors, topics, required), test outcomes and
// names, exit codes, digests, and whole evidence fields removed.
func mutateSemantics(r *rand.Rand, m map[string]any) {
	spec := m["spec"].(map[string]any)
	ev := m["evidence"].(map[string]any)
	checks := spec["checks"].([]any)
	pick := func(xs []any) any { return xs[r.IntN(len(xs))] }
	obj := func(x any) map[string]any { return x.(map[string]any) }
	var names, addrs []any // actor names, and addresses seen
	if a, ok := ev["actors"].(map[string]any); ok {
		for _, k := range slices.Sorted(maps.Keys(a)) {
			names = append(names, k)
			addrs = append(addrs, a[k])
		}
	}
	if a, ok := ev["actors"].(map[string]any); ok && r.IntN(4) == 0 {
		a["null"] = "0x00000000000000000000000000000000000000bb" // (an actor named as JavaScript's null)
	}
	names = append(names, "ghost", "native", "null")
	addrs = append(addrs, "0x00000000000000000000000000000000000000aa")
	party := func() any {
		if r.IntN(2) == 0 {
			return pick(names)
		}
		return pick(addrs)
	}
	amount := func() any {
		switch r.IntN(4) {
		case 0:
			return json.Number(strconv.Itoa(r.IntN(100)))
		case 1:
			return json.Number(strconv.Itoa(-r.IntN(100)))
		case 2:
			return map[string]any{"$n": "42000000000000000000"}
		}
		return map[string]any{"$n": "-" + strconv.Itoa(1+r.IntN(9)) + "000000000000000000"}
	}
	word := func() string { return fmt.Sprintf("%064x", r.IntN(3)*(1+r.IntN(1000))) }
	topicOf := func(a any) string { return "0x000000000000000000000000" + a.(string)[2:] }
	ops := []any{"eq", "gte", "lte", "gt", "lt"}
	const safe = "9007199254740991"
	// long is a text past the 1,024-unit cut, with a surrogate pair
	// somewhere near it.
	long := func() string { return strings.Repeat("x", 1000+r.IntN(40)) + "😀" + strings.Repeat("y", r.IntN(40)) }
	txs, _ := ev["transactions"].([]any)
	bals, _ := ev["balances"].([]any)
	tests, _ := ev["tests"].([]any)
	for range 1 + r.IntN(3) {
		c := obj(pick(checks))
		switch r.IntN(14) {
		case 0:
			if len(txs) > 0 {
				tx := obj(pick(txs))
				tx["status"] = json.Number(strconv.Itoa(r.IntN(2)))
			}
		case 1:
			if len(txs) > 0 {
				tx := obj(pick(txs))
				switch r.IntN(4) {
				case 0:
					tx["value"] = amount()
				case 1:
					delete(tx, "value")
				case 2:
					tx["to"] = nil
				default:
					tx["to"] = pick(addrs)
				}
			}
		case 2:
			if len(txs) > 0 {
				tx := obj(pick(txs))
				if r.IntN(2) == 0 {
					delete(tx, "gasUsed")
				} else {
					tx["gasUsed"] = json.Number(strconv.Itoa(r.IntN(100000)))
				}
				tx["from"] = pick(addrs)
			}
		case 3:
			if len(txs) > 0 {
				tx := obj(pick(txs))
				if logs, _ := tx["logs"].([]any); len(logs) > 0 {
					l := obj(pick(logs))
					ts := l["topics"].([]any)
					switch r.IntN(4) {
					case 0:
						l["data"] = "0x" + word()
					case 1:
						if len(ts) == 3 {
							ts[1+r.IntN(2)] = topicOf(pick(addrs))
						}
					case 2:
						if len(ts) > 0 {
							ts[0] = pick([]any{transferTopic, approvalTopic})
						}
					default:
						l["address"] = pick(addrs)
					}
				}
			}
		case 4:
			if len(txs) > 0 {
				tx := obj(pick(txs))
				its, _ := tx["internalTransfers"].([]any)
				tx["internalTransfers"] = append(its, map[string]any{"from": pick(addrs), "to": pick(addrs), "value": amount()})
			}
		case 5:
			if len(bals) > 0 {
				b := obj(pick(bals))
				b[pick([]any{"before", "after"}).(string)] = amount()
			}
		case 6:
			for _, k := range []string{"op"} {
				if _, ok := c[k]; ok {
					c[k] = pick(ops)
				}
			}
			for _, k := range []string{"amount", "minAmount"} {
				if _, ok := c[k]; ok {
					c[k] = amount()
				}
			}
		case 7:
			for _, k := range []string{"holder", "token", "to", "from", "address"} {
				if _, ok := c[k]; ok && r.IntN(2) == 0 {
					c[k] = party()
					if r.IntN(8) == 0 {
						c[k] = "native"
					}
				}
			}
		case 8:
			for _, k := range []string{"allow", "via"} {
				if _, ok := c[k]; ok || k == "via" && c["kind"] == "no_outflow_outside" && r.IntN(2) == 0 {
					n := r.IntN(3)
					if r.IntN(5) == 0 {
						n = 30 // (an expected text past the cut)
					}
					l := []any{}
					for range n {
						l = append(l, party())
					}
					c[k] = l
				}
			}
		case 9:
			or := func(x int) any {
				if r.IntN(6) == 0 {
					return json.Number(safe)
				}
				return json.Number(strconv.Itoa(x))
			}
			for k, v := range map[string]func() any{
				"index":    func() any { return or(r.IntN(5)) },
				"value":    func() any { return or(r.IntN(5) * 40000) },
				"minCount": func() any { return or(1 + r.IntN(3)) },
				"count":    func() any { return or(1 + r.IntN(9)) },
				"equals":   func() any { return json.Number(strconv.Itoa(r.IntN(3) - 1)) },
			} {
				if _, ok := c[k]; ok {
					c[k] = v()
				}
			}
			if c["kind"] == "tx_succeeded" {
				if _, ok := c["index"]; ok && r.IntN(3) == 0 {
					delete(c, "index")
				} else {
					i := r.IntN(6)
					c["index"] = or(i)
					if i < len(txs) && r.IntN(2) == 0 {
						obj(txs[i])["status"] = json.Number("0")
					}
				}
			}
			if len(txs) > 0 && r.IntN(4) == 0 {
				obj(pick(txs))["gasUsed"] = json.Number(safe)
			}
			c["required"] = r.IntN(2) == 0
		case 10:
			if _, ok := c["selector"]; ok {
				c["selector"] = pick([]any{"0xa9059cbb", "0x095ea7b3", "0x00000000"})
			}
			if _, ok := c["topic0"]; ok {
				c["topic0"] = pick([]any{transferTopic, approvalTopic})
			}
		case 11:
			if len(tests) > 0 {
				tc := obj(pick(tests))
				tc["outcome"] = pick([]any{"pass", "fail", "skip"})
			}
			if ns, ok := c["names"].([]any); ok {
				switch {
				case r.IntN(3) == 0:
					c["names"] = append(ns, "ghost-test") // (=missing)
				case r.IntN(2) == 0:
					c["names"] = append(ns, long()) // (past the cut)
				case len(tests) > 0:
					c["names"] = append(ns, obj(pick(tests))["name"])
				}
			}
			if _, ok := ev["tests"]; ok && r.IntN(5) == 0 {
				ev["tests"] = []any{}
			}
		case 12:
			if b, ok := ev["build"].(map[string]any); ok {
				b["exitCode"] = json.Number(strconv.Itoa(r.IntN(3) - 1))
				if r.IntN(4) == 0 {
					delete(b, "exitCode")
				}
			}
			if as, ok := ev["artifacts"].([]any); ok && len(as) > 0 {
				a := obj(pick(as))
				a["sha256"] = "0x" + word()
			}
			if _, ok := c["path"]; ok && r.IntN(2) == 0 {
				c["path"] = "out/other.txt"
			}
		default:
			for _, k := range []string{"transactions", "balances", "actors", "tests", "build", "artifacts"} {
				if _, ok := ev[k]; ok && r.IntN(4) == 0 {
					delete(ev, k)
				}
			}
		}
	}
}

// textPathCases are suite traces edited to reach the rarer texts of the
// checks, so that every path is held to the bundle on every run (the
// random changes reach them too, but not in a short run).
func textPathCases(t testing.TB) map[string][]byte {
	t.Helper()
	suite := suiteCanonical(t)
	web3, code, gas := suite["web3-pay-exact-42/naive"], suite["code-median/naive"], suite["web3-swap-gas-budget/naive"]
	ev := func(m map[string]any) map[string]any { return m["evidence"].(map[string]any) }
	check := func(m map[string]any, i int) map[string]any {
		return m["spec"].(map[string]any)["checks"].([]any)[i].(map[string]any)
	}
	kind := func(m map[string]any, k string) map[string]any {
		for _, c := range m["spec"].(map[string]any)["checks"].([]any) {
			if c.(map[string]any)["kind"] == k {
				return c.(map[string]any)
			}
		}
		t.Fatalf("no %s check", k)
		return nil
	}
	return map[string][]byte{
		"a gasUsed missing": editTrace(t, gas, func(m map[string]any) {
			delete(ev(m)["transactions"].([]any)[0].(map[string]any), "gasUsed")
		}),
		"an expected text past the cut": editTrace(t, web3, func(m map[string]any) {
			check(m, 2)["allow"] = items(30, func(i int) any { return fmt.Sprintf("0x%040x", i) })
		}),
		"a surrogate pair at the cut": editTrace(t, code, func(m map[string]any) {
			// "tests pass: " is 12 units: the pair is units 1023 and 1024.
			check(m, 2)["names"] = []any{strings.Repeat("x", 1011) + "😀y"}
		}),
		"an artifact missing":   editTrace(t, code, func(m map[string]any) { kind(m, "artifact_digest")["path"] = "out/other.txt" }),
		"a native holder":       editTrace(t, web3, func(m map[string]any) { check(m, 1)["holder"] = "native" }),
		"an actor null unknown": editTrace(t, web3, func(m map[string]any) { check(m, 1)["holder"] = "null" }),
		"an index of 2^53 - 1":  editTrace(t, web3, func(m map[string]any) { check(m, 0)["index"] = json.Number("9007199254740991") }),
		"an index of a failure": editTrace(t, web3, func(m map[string]any) {
			check(m, 0)["index"] = json.Number("0")
			ev(m)["transactions"].([]any)[0].(map[string]any)["status"] = json.Number("0")
		}),
		"no exit code":            editTrace(t, code, func(m map[string]any) { delete(ev(m)["build"].(map[string]any), "exitCode") }),
		"no tests":                editTrace(t, code, func(m map[string]any) { ev(m)["tests"] = []any{} }),
		"a test name missing":     editTrace(t, code, func(m map[string]any) { check(m, 2)["names"] = []any{"ghost-test"} }),
		"a gas value of 2^53 - 1": editTrace(t, gas, func(m map[string]any) { kind(m, "gas_used")["value"] = json.Number("9007199254740991") }),
	}
}

// TestJudgeRecordsAgrees: the judge over records gives the bundle's
// verdict, byte for byte in its preimage, on every suite trace, on random
// traces of both classes, and on thousands of semantic changes of the
// suite traces (every check kind, passing and failing, with actors known
// and unknown and evidence missing).
func TestJudgeRecordsAgrees(t *testing.T) {
	suite := suiteCanonical(t)
	for name, b := range suite {
		require.True(t, agreesWithBundle(t, b, true), name)
	}
	seen := map[string]int{}
	tally := func(b []byte) {
		v, err := judge.Judge(b)
		require.NoError(t, err)
		for _, c := range v.Checks {
			for _, x := range []string{c.Expected, c.Actual} {
				for _, want := range textPaths {
					if strings.Contains(x, want) {
						seen[want]++
					}
				}
			}
		}
	}
	for name, b := range textPathCases(t) {
		require.True(t, agreesWithBundle(t, b, true), name)
		tally(b)
	}
	r := rand.New(rand.NewPCG(41, 43))
	random := 0
	for range 300 {
		if b, err := canon.CanonicalizeTrace(tracegen.Random(r, 0)); err == nil && agreesWithBundle(t, b, false) {
			random++
		}
	}
	names := slices.Sorted(maps.Keys(suite))
	n := 2000
	if testing.Short() || raceEnabled {
		n = 300
	}
	taken := 0
	kinds := map[string]map[bool]int{}

	for range n {
		base := suite[names[r.IntN(len(names))]]
		var m map[string]any
		d := json.NewDecoder(bytes.NewReader(base))
		d.UseNumber()
		require.NoError(t, d.Decode(&m))
		mutateSemantics(r, m)
		raw, err := json.Marshal(m)
		require.NoError(t, err)
		b, err := canon.CanonicalizeTrace(raw)
		if err != nil {
			continue
		}
		if !agreesWithBundle(t, b, taken%25 == 0) {
			continue
		}
		taken++
		v, _ := judge.Judge(b)
		var spec struct {
			Spec struct{ Checks []struct{ Kind string } }
		}
		require.NoError(t, json.Unmarshal(b, &spec))
		for i, c := range spec.Spec.Checks {
			if kinds[c.Kind] == nil {
				kinds[c.Kind] = map[bool]int{}
			}
			kinds[c.Kind][v.Checks[i].Pass]++
		}
		tally(b)
	}
	// The paths of the texts were all taken: missing evidence, unknown
	// actors (and "native" and "null" as parameters), an index past the
	// transactions, a test missing, no tests, leaks of each kind, the cut.
	for _, want := range textPaths {
		assert.Positive(t, seen[want], "no text has %q", want)
	}
	t.Logf("%d random traces, %d of %d changed suite traces agreed", random, taken, n)
	for _, k := range slices.Sorted(maps.Keys(kinds)) {
		t.Logf("%s: %d pass, %d fail", k, kinds[k][true], kinds[k][false])
	}
	// Every kind was judged passing and failing.
	assert.Len(t, kinds, 11)
	for k, c := range kinds {
		assert.Positive(t, c[true], k)
		assert.Positive(t, c[false], k)
	}
	assert.Greater(t, taken, n/2)
	assert.Greater(t, random, 100)
}
