package zk

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"regexp"
	"slices"
	"strings"
	"unicode/utf16"
)

// recordRule reports the first rule, of those the schema lexer leaves to
// the record tables (docs/zk.md, "The schema lexer"), that a trace the
// lexer takes breaks, or "" when it breaks none; valueRule the first
// rule of a field's value (the lexer's value automaton decides those:
// values.go). Both are written from the bundle's validation
// (judge/js/src/trace.js, shape.js, classes/web3.js, classes/code.js) as
// the tests' oracle: on a trace the lexer takes, no value rule is broken,
// and the bundle refuses it exactly when recordRule names a rule. The
// record tables of the circuit must decide the same rules; this is their
// specification.
func recordRule(text []byte) string { return checkRules(text, false) }

func valueRule(text []byte) string { return checkRules(text, true) }

func checkRules(text []byte, values bool) string {
	var t map[string]any
	d := json.NewDecoder(bytes.NewReader(text))
	d.UseNumber()
	if d.Decode(&t) != nil {
		return "not JSON"
	}
	r := &rules{values: values}
	r.trace(t)
	if keys := actorKeys(text); r.broken == "" && !values {
		for i := 1; i < len(keys); i++ {
			if keys[i-1] == keys[i] {
				r.broken = "evidence.actors: keys unique" // (encoding/json keeps the last)
				break
			}
			if keys[i-1] > keys[i] {
				r.broken = ruleActorsOrder
			}
		}
	}
	return r.broken
}

// ruleActorsOrder is the one record rule the bundle does not refuse: it
// reads any JSON text, and actors out of order are not the canonical
// form, so their trace hash is not the trace's. (Keys must be strictly
// increasing: a key twice is refused by the bundle.)
const ruleActorsOrder = "evidence.actors: keys in order"

// rules checks either the value rules (values) or the others.
type rules struct {
	broken string
	values bool
}

var (
	reIdent    = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._:/-]*$`)
	reAddress  = regexp.MustCompile(`^0x[0-9a-f]{40}$`)
	reHash32   = regexp.MustCompile(`^0x[0-9a-f]{64}$`)
	reHexData  = regexp.MustCompile(`^0x([0-9a-f]{2})*$`)
	reSelector = regexp.MustCompile(`^0x[0-9a-f]{8}$`)
)

// fail records the first broken record rule, failValue the first broken
// value rule; ok says none is broken yet.
func (r *rules) fail(path, rule string) {
	if r.broken == "" && !r.values {
		r.broken = path + ": " + rule
	}
}

func (r *rules) failValue(path, rule string) {
	if r.broken == "" && r.values {
		r.broken = path + ": " + rule
	}
}

func (r *rules) ok() bool { return r.broken == "" }

func utf16Len(s string) int { return len(utf16.Encode([]rune(s))) }

// str checks a string's length in UTF-16 units and its pattern.
func (r *rules) str(v any, path string, lo, hi int, re *regexp.Regexp) string {
	s, _ := v.(string)
	if n := utf16Len(s); n < lo || n > hi {
		r.failValue(path, fmt.Sprintf("length in [%d, %d]", lo, hi))
	} else if re != nil && !re.MatchString(s) {
		r.failValue(path, "pattern "+re.String())
	}
	return s
}

// int checks an integer's minimum (the lexer has read it as an integer).
func (r *rules) int(v any, path string, lo int64) int64 {
	n, err := v.(json.Number).Int64()
	if err != nil || n < lo {
		r.failValue(path, fmt.Sprintf("an integer ≥ %d", lo))
	}
	return n
}

// amount checks a {"$n": …} amount: at most 80 digits, magnitude above
// 2^53 − 1 (a plain amount needs nothing the lexer has not decided).
func (r *rules) amount(v any, path string) {
	o, isBig := v.(map[string]any)
	if !isBig {
		return
	}
	s := strings.TrimPrefix(o["$n"].(string), "-")
	x, _ := new(big.Int).SetString(s, 10)
	if len(s) > 80 || x.Cmp(big.NewInt(1<<53-1)) <= 0 {
		r.failValue(path, "$n of at most 80 digits above 2^53 − 1")
	}
}

func (r *rules) arr(v any, path string, lo, hi int) []any {
	a, _ := v.([]any)
	if len(a) < lo || len(a) > hi {
		r.fail(path, fmt.Sprintf("items in [%d, %d]", lo, hi))
	}
	return a
}

// addr is an address parameter: an address, or an actor name.
func (r *rules) addr(v any, path string) {
	s := r.str(v, path, 1, 64, nil)
	if strings.HasPrefix(s, "0x") {
		r.str(v, path, 1, 64, reAddress)
	} else {
		r.str(v, path, 1, 64, reIdent)
	}
}

func (r *rules) oneOf(v any, path string, opts ...string) string {
	s, _ := v.(string)
	if !slices.Contains(opts, s) {
		r.failValue(path, "one of "+strings.Join(opts, ", "))
	}
	return s
}

var ops = []string{"eq", "gte", "lte", "gt", "lt"}

func (r *rules) trace(t map[string]any) {
	if t["schema"] != "verijudge.trace/v1" {
		r.failValue("schema", "verijudge.trace/v1")
	}
	for _, k := range []string{"trialId", "taskId", "buildId"} {
		r.str(t[k], k, 1, 200, reIdent)
	}
	spec := t["spec"].(map[string]any)
	if v, ok := spec["title"]; ok {
		r.str(v, "spec.title", 0, 1000, nil)
	}
	if v, ok := spec["description"]; ok {
		r.str(v, "spec.description", 0, 100000, nil)
	}
	class := r.oneOf(spec["evidenceClass"], "spec.evidenceClass", "web3", "code")
	if _, known := kindParams[class]; !known {
		return // (a broken value rule)
	}
	var kinds []string
	for _, ks := range kindParams {
		for k := range ks {
			kinds = append(kinds, k)
		}
	}
	names := map[string]bool{}
	for i, x := range r.arr(spec["checks"], "spec.checks", 1, 256) {
		c := x.(map[string]any)
		p := fmt.Sprintf("spec.checks[%d]", i)
		name := r.str(c["name"], p+".name", 1, 200, nil)
		if names[name] {
			r.fail(p+".name", "unique")
		}
		names[name] = true
		kind := r.oneOf(c["kind"], p+".kind", kinds...)
		params, known := kindParams[class][kind]
		if !known {
			r.fail(p+".kind", "a kind of the class")
		}
		for k := range c {
			if k != "name" && k != "kind" && k != "required" && !slices.Contains(params[0], k) && !slices.Contains(params[1], k) {
				r.fail(p+"."+k, "a parameter of "+kind)
			}
		}
		for _, k := range params[0] {
			if _, ok := c[k]; !ok {
				r.fail(p+"."+k, "required by "+kind)
			}
		}
		r.params(c, p)
		if kind == "tests_pass" {
			_, hasNames := c["names"]
			_, hasCount := c["count"]
			switch mode, _ := c["mode"].(string); {
			case mode == "all" && (hasNames || hasCount):
				r.fail(p, "mode all takes no names or count")
			case mode == "named" && (hasCount || !hasNames):
				r.fail(p, "mode named takes names and no count")
			case mode == "named":
				r.arr(c["names"], p+".names", 1, 10000)
			case mode == "atLeast" && (hasNames || !hasCount):
				r.fail(p, "mode atLeast takes count and no names")
			}
		}
	}
	ev := t["evidence"].(map[string]any)
	for k := range ev {
		if !slices.Contains(classFields[class], k) {
			r.fail("evidence."+k, "a field of class "+class)
		}
	}
	// (Value rules hold for every field present; the class decides which
	// fields may be.)
	r.web3(ev)
	r.code(ev)
}

// params checks the value rules of a check's parameters. Each parameter
// has one rule whatever the kind (which kinds take it is a record rule):
// a token of balance_delta may be "native", which is an actor name's
// form.
func (r *rules) params(c map[string]any, p string) {
	for _, k := range []string{"holder", "token", "to", "from", "address"} {
		if v, ok := c[k]; ok {
			r.addr(v, p+"."+k)
		}
	}
	for _, k := range []string{"allow", "via"} {
		if v, ok := c[k]; ok {
			for i, a := range v.([]any) {
				r.addr(a, fmt.Sprintf("%s.%s[%d]", p, k, i))
			}
			r.arr(v, p+"."+k, 0, 1000)
		}
	}
	for _, k := range []string{"amount", "minAmount"} {
		if v, ok := c[k]; ok {
			r.amount(v, p+"."+k)
		}
	}
	if v, ok := c["op"]; ok {
		r.oneOf(v, p+".op", ops...)
	}
	for _, k := range []string{"minCount", "count"} {
		if v, ok := c[k]; ok {
			r.int(v, p+"."+k, 1)
		}
	}
	for k, lo := range map[string]int64{"index": 0, "value": 0, "equals": -1 << 53} {
		if v, ok := c[k]; ok {
			r.int(v, p+"."+k, lo)
		}
	}
	for _, k := range []string{"topic0", "sha256"} {
		if v, ok := c[k]; ok {
			r.str(v, p+"."+k, 0, 1024, reHash32)
		}
	}
	if v, ok := c["selector"]; ok {
		r.str(v, p+".selector", 0, 1024, reSelector)
	}
	if v, ok := c["mode"]; ok {
		r.oneOf(v, p+".mode", "all", "named", "atLeast")
	}
	if v, ok := c["names"]; ok {
		for i, n := range v.([]any) {
			r.str(n, fmt.Sprintf("%s.names[%d]", p, i), 1, 1024, nil)
		}
	}
	if v, ok := c["path"]; ok {
		r.str(v, p+".path", 1, 4096, nil)
	}
}

func (r *rules) web3(ev map[string]any) {
	if v, ok := ev["chainId"]; ok {
		r.int(v, "evidence.chainId", 1)
	}
	if v, ok := ev["forkBlock"]; ok {
		r.int(v, "evidence.forkBlock", 0)
	}
	if v, ok := ev["actors"]; ok {
		for k, a := range v.(map[string]any) {
			r.str(k, "evidence.actors key", 1, 64, reIdent)
			r.str(a, "evidence.actors."+k, 0, 1024, reAddress)
		}
	}
	if v, ok := ev["transactions"]; ok {
		for i, x := range r.arr(v, "evidence.transactions", 0, 10000) {
			tx := x.(map[string]any)
			q := fmt.Sprintf("evidence.transactions[%d]", i)
			r.str(tx["hash"], q+".hash", 0, 1024, reHash32)
			r.str(tx["from"], q+".from", 0, 1024, reAddress)
			if tx["to"] != nil {
				r.str(tx["to"], q+".to", 0, 1024, reAddress)
			}
			r.int(tx["status"], q+".status", 0)
			if s, _ := tx["status"].(json.Number); s.String() != "0" && s.String() != "1" {
				r.failValue(q+".status", "0 or 1")
			}
			if v, ok := tx["value"]; ok {
				r.amount(v, q+".value")
			}
			if v, ok := tx["input"]; ok {
				r.str(v, q+".input", 0, 1<<22, reHexData)
			}
			for _, k := range []string{"gasUsed", "nonce", "blockNumber"} {
				if v, ok := tx[k]; ok {
					r.int(v, q+"."+k, 0)
				}
			}
			if v, ok := tx["internalTransfers"]; ok {
				for j, y := range r.arr(v, q+".internalTransfers", 0, 10000) {
					it := y.(map[string]any)
					s := fmt.Sprintf("%s.internalTransfers[%d]", q, j)
					r.str(it["from"], s+".from", 0, 1024, reAddress)
					r.str(it["to"], s+".to", 0, 1024, reAddress)
					r.amount(it["value"], s+".value")
				}
			}
			if v, ok := tx["logs"]; ok {
				for j, y := range r.arr(v, q+".logs", 0, 10000) {
					l := y.(map[string]any)
					s := fmt.Sprintf("%s.logs[%d]", q, j)
					r.str(l["address"], s+".address", 0, 1024, reAddress)
					for k, tp := range r.arr(l["topics"], s+".topics", 0, 4) {
						r.str(tp, fmt.Sprintf("%s.topics[%d]", s, k), 0, 1024, reHash32)
					}
					r.str(l["data"], s+".data", 0, 1<<22, reHexData)
				}
			}
		}
	}
	if v, ok := ev["balances"]; ok {
		seen := map[string]bool{}
		for i, x := range r.arr(v, "evidence.balances", 0, 10000) {
			b := x.(map[string]any)
			q := fmt.Sprintf("evidence.balances[%d]", i)
			if b["token"] != "native" {
				r.str(b["token"], q+".token", 0, 1024, reAddress)
			}
			holder := r.str(b["holder"], q+".holder", 0, 1024, reAddress)
			key := holder + "/" + fmt.Sprint(b["token"])
			if seen[key] {
				r.fail(q, "one balance per holder and token")
			}
			seen[key] = true
			r.amount(b["before"], q+".before")
			r.amount(b["after"], q+".after")
		}
	}
}

func (r *rules) code(ev map[string]any) {
	if v, ok := ev["build"]; ok {
		b := v.(map[string]any)
		if c, ok := b["command"]; ok {
			r.str(c, "evidence.build.command", 0, 4096, nil)
		}
		if x, ok := b["exitCode"]; ok {
			r.int(x, "evidence.build.exitCode", -1<<53)
		}
	}
	if v, ok := ev["tests"]; ok {
		seen := map[string]bool{}
		for i, x := range r.arr(v, "evidence.tests", 0, 100000) {
			tc := x.(map[string]any)
			q := fmt.Sprintf("evidence.tests[%d]", i)
			name := r.str(tc["name"], q+".name", 1, 1024, nil)
			if seen[name] {
				r.fail(q+".name", "unique")
			}
			seen[name] = true
			r.oneOf(tc["outcome"], q+".outcome", "pass", "fail", "skip")
			if d, ok := tc["durationMs"]; ok {
				r.int(d, q+".durationMs", 0)
			}
		}
	}
	if v, ok := ev["artifacts"]; ok {
		seen := map[string]bool{}
		for i, x := range r.arr(v, "evidence.artifacts", 0, 10000) {
			a := x.(map[string]any)
			q := fmt.Sprintf("evidence.artifacts[%d]", i)
			path := r.str(a["path"], q+".path", 1, 4096, nil)
			if seen[path] {
				r.fail(q+".path", "unique")
			}
			seen[path] = true
			r.str(a["sha256"], q+".sha256", 0, 1024, reHash32)
		}
	}
}
