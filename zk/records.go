package zk

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
)

// The record tables' witness and rules (docs/zk.md, "Records"): the values
// of a trace grouped by the objects they are in, read from the schema
// lexer's stack operations (not from a JSON parser), and the rules the
// bundle holds across values: which kinds a class has and which
// parameters each kind takes, which evidence fields a class has,
// uniqueness (check names, test names, artifact paths, balance pairs),
// array sizes, and evidence.actors' keys in strictly increasing order.
//
// This is the Go form: the specification of the circuit's record rules
// (judgeChecks and recordRules, checks.go) and part of what Prepare (the
// profile check) runs.

// ErrRecordRule reports a trace that breaks a rule across its values (the
// bundle refuses it, or, for actors out of order, it is not in canonical
// form); the message names the record and the rule.
var ErrRecordRule = errors.New("zk: a trace breaks a rule of its records")

// A record is one scalar of a trace: the frame of its field (an array's
// frame for an element), the ids of the objects it is in (outermost
// first; an object's id is one more than the number of containers opened
// before it, so ids increase in trace order), its place (an indexed path,
// "evidence.transactions[0].logs[1].topics[2]") and its bytes as written,
// text[at:end]. An
// evidence.actors key is a record of its own, before its value's.
type record struct {
	field   int
	key     bool
	objs    []int
	place   string
	at, end int
}

// A container is an array or an object of the trace: the frame it pushed,
// the ids of the objects it is in (an object's own id last), its place,
// its elements (arrays) or the frames of its keys, in order (objects), and
// the last key read.
type container struct {
	frame   int
	objs    []int
	place   string
	elems   int
	keys    []int
	lastKey string
}

func (c *container) id() int { return c.objs[len(c.objs)-1] }

// traceRecords are a trace's records and containers, in trace order.
type traceRecords struct {
	text       []byte
	records    []record
	containers []*container
	index      map[[2]int][]*record // (object id, field) → value records, built when first asked
}

// readRecords groups a lexed trace's scalars by record.
func readRecords(text []byte, lx *TraceLex) *traceRecords {
	fr := traceFrames()
	tr := &traceRecords{text: text}
	var stack []*container
	objs := func() []int {
		for i := len(stack) - 1; i >= 0; i-- {
			if fr.frames[stack[i].frame].kind == fkObject {
				return stack[i].objs
			}
		}
		return nil
	}
	// here is the place of the next value (counting it if in an array).
	here := func(parent *container) string {
		switch {
		case parent == nil:
			return ""
		case fr.frames[parent.frame].kind == fkArray:
			parent.elems++
			return fmt.Sprintf("%s[%d]", parent.place, parent.elems-1)
		}
		return joinPath(parent.place, parent.lastKey)
	}
	keyAt := 0
	for _, ev := range lx.events {
		var parent *container
		if len(stack) > 0 {
			parent = stack[len(stack)-1]
		}
		switch {
		case ev.op == sopPushArray, ev.op == sopPushObject:
			c := &container{frame: ev.after, objs: objs()}
			c.place = here(parent)
			if ev.op == sopPushObject {
				c.objs = append(slices.Clone(c.objs), len(tr.containers)+1)
			}
			stack = append(stack, c)
			tr.containers = append(tr.containers, c)
		case ev.op == sopPop:
			stack = stack[:len(stack)-1]
		case ev.op >= sopString && ev.op <= sopNegative:
			tr.records = append(tr.records, record{field: ev.top, objs: objs(), place: here(parent), at: ev.at, end: scalarEnd(text, ev.at)})
		case ev.op == sopNone: // a key's opening quote
			keyAt = ev.at
		default: // a key's closing quote
			parent.keys = append(parent.keys, ev.after)
			parent.lastKey = string(text[keyAt+1 : ev.at]) // (a schema key or an actor name: written as it is)
			if fr.frames[ev.after].isMap {
				tr.records = append(tr.records, record{field: ev.after, key: true, objs: objs(), place: parent.place + "{" + parent.lastKey + "}",
					at: keyAt, end: ev.at + 1})
			}
		}
	}
	return tr
}

// str decodes a string record.
func (tr *traceRecords) str(r *record) string {
	var s string
	if json.Unmarshal(tr.text[r.at:r.end], &s) != nil {
		return string(tr.text[r.at:r.end])
	}
	return s
}

// in lists the records of one object (by id) whose field is path's frame.
func (tr *traceRecords) in(obj int, path string) []*record {
	if tr.index == nil {
		tr.index = map[[2]int][]*record{}
		for i := range tr.records {
			r := &tr.records[i]
			if r.key {
				continue
			}
			k := [2]int{r.objs[len(r.objs)-1], r.field}
			tr.index[k] = append(tr.index[k], r)
		}
	}
	return tr.index[[2]int{obj, traceFrames().byPath[path]}]
}

// the is the one string of path in obj, or "" (and false) when absent.
func (tr *traceRecords) the(obj int, path string) (string, bool) {
	rs := tr.in(obj, path)
	if len(rs) == 0 {
		return "", false
	}
	return tr.str(rs[0]), true
}

// objects lists the containers whose frame is path's, in trace order.
func (tr *traceRecords) objects(path string) []*container {
	f := traceFrames().byPath[path]
	var out []*container
	for _, c := range tr.containers {
		if c.frame == f {
			out = append(out, c)
		}
	}
	return out
}

// keyNames are the keys an object holds, by name.
func keyNames(c *container) []string {
	fr := traceFrames()
	out := make([]string, len(c.keys))
	for i, f := range c.keys {
		p := fr.frames[f].path
		out[i] = p[strings.LastIndexByte(p, '.')+1:]
	}
	return out
}

// kindParams are each check kind's required and optional parameters, by
// class (judge/js/src/classes/web3.js and code.js).
var kindParams = map[string]map[string][2][]string{
	"web3": {
		"tx_succeeded":       {nil, {"index"}},
		"balance_delta":      {{"holder", "token", "op", "amount"}, nil},
		"erc20_transfer":     {{"token", "to"}, {"from", "minAmount"}},
		"no_outflow_outside": {{"holder", "allow"}, {"via"}},
		"event_emitted":      {{"address", "topic0"}, {"minCount"}},
		"contract_called":    {{"to", "selector"}, nil},
		"tx_count":           {{"op", "value"}, nil},
		"gas_used":           {{"op", "value"}, nil},
	},
	"code": {
		"tests_pass":      {{"mode"}, {"names", "count"}},
		"exit_code":       {{"equals"}, nil},
		"artifact_digest": {{"path", "sha256"}, nil},
	},
}

// classFields are the evidence fields each class has.
var classFields = map[string][]string{
	"web3": {"actors", "balances", "chainId", "forkBlock", "transactions"},
	"code": {"artifacts", "build", "tests"},
}

// arrayBounds are the sizes the bundle admits, by array frame.
var arrayBounds = map[string][2]int{
	"spec.checks[]":                               {1, 256},
	"spec.checks[].allow[]":                       {0, 1000},
	"spec.checks[].via[]":                         {0, 1000},
	"spec.checks[].names[]":                       {1, 10000},
	"evidence.transactions[]":                     {0, 10000},
	"evidence.transactions[].internalTransfers[]": {0, 10000},
	"evidence.transactions[].logs[]":              {0, 10000},
	"evidence.transactions[].logs[].topics[]":     {0, 4},
	"evidence.balances[]":                         {0, 10000},
	"evidence.tests[]":                            {0, 100000},
	"evidence.artifacts[]":                        {0, 10000},
}

// checkRecords decides the record rules, in this order: each check (a
// kind of the class, its parameters, tests_pass's modes, a name no check
// before it has), the evidence fields of the class, array sizes,
// uniqueness in the evidence, actors in order. (Where a trace breaks
// several, the one named may not be the bundle's first.)
func (tr *traceRecords) checkRecords() error {
	fail := func(format string, args ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrRecordRule}, args...)...)
	}
	spec := tr.objects("spec{}")[0].id()
	class, _ := tr.the(spec, "spec.evidenceClass")
	names := map[string]*container{}
	for _, c := range tr.objects("spec.checks[]{}") {
		kind, _ := tr.the(c.id(), "spec.checks[].kind")
		params, ok := kindParams[class][kind]
		if !ok {
			return fail("%s.kind: %q is not a check kind of class %s", c.place, kind, class)
		}
		keys := keyNames(c)
		for _, k := range keys {
			if k != "name" && k != "kind" && k != "required" && !slices.Contains(params[0], k) && !slices.Contains(params[1], k) {
				return fail("%s.%s: not a parameter of %s (its parameters: %s)", c.place, k, kind,
					strings.Join(slices.Concat(params[0], params[1]), ", "))
			}
		}
		for _, k := range params[0] {
			if !slices.Contains(keys, k) {
				return fail("%s: %s requires %s", c.place, kind, k)
			}
		}
		if kind == "tests_pass" {
			mode, _ := tr.the(c.id(), "spec.checks[].mode")
			hasNames, hasCount := slices.Contains(keys, "names"), slices.Contains(keys, "count")
			switch {
			case mode == "all" && (hasNames || hasCount):
				return fail("%s: mode all takes no names or count", c.place)
			case mode == "named" && (hasCount || !hasNames):
				return fail("%s: mode named takes names and no count", c.place)
			case mode == "atLeast" && (hasNames || !hasCount):
				return fail("%s: mode atLeast takes count and no names", c.place)
			}
		}
		r := tr.in(c.id(), "spec.checks[].name")[0]
		name := tr.str(r)
		if d, dup := names[name]; dup {
			return fail("%s.name: %s is the name of %s too (names are unique)", c.place, tr.text[r.at:r.end], d.place)
		}
		names[name] = c
	}
	ev := tr.objects("evidence{}")[0]
	for _, k := range keyNames(ev) {
		if !slices.Contains(classFields[class], k) {
			return fail("evidence.%s: not evidence of class %s (its fields: %s)", k, class, strings.Join(classFields[class], ", "))
		}
	}
	for _, path := range slices.Sorted(maps.Keys(arrayBounds)) {
		b := arrayBounds[path]
		for _, a := range tr.objects(path) {
			if a.elems < b[0] || a.elems > b[1] {
				return fail("%s: %d items, not %d to %d", a.place, a.elems, b[0], b[1])
			}
		}
	}
	for _, u := range []struct {
		objects string
		fields  []string
		what    string
	}{
		{"evidence.tests[]{}", []string{"evidence.tests[].name"}, "name"},
		{"evidence.artifacts[]{}", []string{"evidence.artifacts[].path"}, "path"},
		{"evidence.balances[]{}", []string{"evidence.balances[].holder", "evidence.balances[].token"}, "holder and token"},
	} {
		seen := map[string]*container{}
		for _, o := range tr.objects(u.objects) {
			var key []string
			for _, f := range u.fields {
				s, _ := tr.the(o.id(), f)
				key = append(key, s)
			}
			k := strings.Join(key, "\x00")
			if d, dup := seen[k]; dup {
				return fail("%s and %s: the same %s (one each)", d.place, o.place, u.what)
			}
			seen[k] = o
		}
	}
	for _, m := range tr.objects("evidence.actors.*") {
		var prev *record
		for i := range tr.records {
			r := &tr.records[i]
			if !r.key || r.objs[len(r.objs)-1] != m.id() {
				continue
			}
			if prev != nil && tr.str(prev) >= tr.str(r) {
				return fail("evidence.actors: key %s after %s (keys in strictly increasing order)", tr.text[r.at:r.end], tr.text[prev.at:prev.end])
			}
			prev = r
		}
	}
	return nil
}

// ReadTrace reads a trace as the circuit will: LexTrace (canonical JSON,
// the schema, every value's rule), then the rules across its records
// (ErrRecordRule). A trace it takes is in canonical form and judged by the
// bundle; one the bundle judges, in canonical form and of at most 65,534
// bytes, is taken.
func ReadTrace(text []byte) (*TraceLex, error) {
	lx, err := LexTrace(text)
	if err != nil {
		return nil, err
	}
	if err := readRecords(text, lx).checkRecords(); err != nil {
		return nil, err
	}
	return lx, nil
}
