package zk

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// The trace schema the circuit reads (docs/zk.md, "The schema lexer"): the
// objects of verijudge.trace/v1 for the web3 and code evidence classes, each
// with its fields in canonical (sorted) order, which of them are required,
// and what each may hold. It mirrors the "fields" calls of
// judge/js/src/trace.js, classes/web3.js and classes/code.js; the schema
// lexer turns it into frames, the entries of its stack.
//
// A check object admits the parameters of every check kind of both
// classes, and evidence the fields of both classes: which parameters a kind
// takes and which fields a class has are decided over the record tables,
// where the kind and the class are read (they come after the fields in
// canonical order). Lengths, patterns, integer ranges and array sizes are
// decided there too.

// valueKind is what a field or an array element may hold.
type valueKind uint8

const (
	vString       valueKind = iota + 1 // a string
	vInt                               // a number ≥ 0 (an integer: the lexer reads no fractions)
	vSignedInt                         // a number of either sign (an exit code)
	vAmount                            // a number or {"$n":"…"}
	vBool                              // true or false
	vStringOrNull                      // a string or null
	vObject                            // an object of the field's type
	vArray                             // an array of the field's element kind
	vMap                               // an object of strings with free keys (evidence.actors)
)

type schemaField struct {
	key      string
	kind     valueKind
	required bool
	// elem is an array's element kind (vString or vObject); typ is the
	// object type of a vObject field or of vObject elements.
	elem valueKind
	typ  *schemaType
}

type schemaType struct {
	name   string // the path of its objects, as in error messages: "evidence.transactions[]"
	fields []schemaField
}

func field(key string, kind valueKind, required bool) schemaField {
	return schemaField{key: key, kind: kind, required: required}
}

func objField(key string, typ *schemaType, required bool) schemaField {
	return schemaField{key: key, kind: vObject, required: required, typ: typ}
}

func arrField(key string, elem valueKind, typ *schemaType, required bool) schemaField {
	return schemaField{key: key, kind: vArray, required: required, elem: elem, typ: typ}
}

// traceSchema is the root type. Field lists are sorted by key here, as
// canonical JSON writes them (byte order, which is code point order);
// newTraceSchema checks it.
var traceSchema = sync.OnceValue(newTraceSchema)

func newTraceSchema() *schemaType {
	const req, opt = true, false
	str, num, amt := vString, vInt, vAmount
	check := &schemaType{name: "spec.checks[]", fields: []schemaField{
		field("address", str, opt),
		arrField("allow", str, nil, opt),
		field("amount", amt, opt),
		field("count", num, opt),
		field("equals", vSignedInt, opt),
		field("from", str, opt),
		field("holder", str, opt),
		field("index", num, opt),
		field("kind", str, req),
		field("minAmount", amt, opt),
		field("minCount", num, opt),
		field("mode", str, opt),
		field("name", str, req),
		arrField("names", str, nil, opt),
		field("op", str, opt),
		field("path", str, opt),
		field("required", vBool, opt),
		field("selector", str, opt),
		field("sha256", str, opt),
		field("to", str, opt),
		field("token", str, opt),
		field("topic0", str, opt),
		field("value", num, opt),
		arrField("via", str, nil, opt),
	}}
	spec := &schemaType{name: "spec", fields: []schemaField{
		arrField("checks", vObject, check, req),
		field("description", str, opt),
		field("evidenceClass", str, req),
		field("title", str, opt),
	}}
	artifact := &schemaType{name: "evidence.artifacts[]", fields: []schemaField{
		field("path", str, req),
		field("sha256", str, req),
	}}
	balance := &schemaType{name: "evidence.balances[]", fields: []schemaField{
		field("after", amt, req),
		field("before", amt, req),
		field("holder", str, req),
		field("token", str, req),
	}}
	build := &schemaType{name: "evidence.build", fields: []schemaField{
		field("command", str, opt),
		field("exitCode", vSignedInt, opt),
	}}
	test := &schemaType{name: "evidence.tests[]", fields: []schemaField{
		field("durationMs", num, opt),
		field("name", str, req),
		field("outcome", str, req),
	}}
	internal := &schemaType{name: "evidence.transactions[].internalTransfers[]", fields: []schemaField{
		field("from", str, req),
		field("to", str, req),
		field("value", amt, req),
	}}
	log := &schemaType{name: "evidence.transactions[].logs[]", fields: []schemaField{
		field("address", str, req),
		field("data", str, req),
		arrField("topics", str, nil, req),
	}}
	tx := &schemaType{name: "evidence.transactions[]", fields: []schemaField{
		field("blockNumber", num, opt),
		field("from", str, req),
		field("gasUsed", num, opt),
		field("hash", str, req),
		field("input", str, opt),
		arrField("internalTransfers", vObject, internal, opt),
		arrField("logs", vObject, log, opt),
		field("nonce", num, opt),
		field("status", num, req),
		field("to", vStringOrNull, req),
		field("value", amt, opt),
	}}
	evidence := &schemaType{name: "evidence", fields: []schemaField{
		field("actors", vMap, opt),
		arrField("artifacts", vObject, artifact, opt),
		arrField("balances", vObject, balance, opt),
		objField("build", build, opt),
		field("chainId", num, opt),
		field("forkBlock", num, opt),
		arrField("tests", vObject, test, opt),
		arrField("transactions", vObject, tx, opt),
	}}
	root := &schemaType{name: "trace", fields: []schemaField{
		field("buildId", str, req),
		objField("evidence", evidence, req),
		field("schema", str, req),
		objField("spec", spec, req),
		field("taskId", str, req),
		field("trialId", str, req),
	}}
	var walk func(t *schemaType)
	walk = func(t *schemaType) {
		if !slices.IsSortedFunc(t.fields, func(a, b schemaField) int { return strings.Compare(a.key, b.key) }) {
			panic("zk: schema type " + t.name + ": fields out of canonical order")
		}
		for i := range t.fields {
			f := &t.fields[i]
			if f.typ != nil {
				walk(f.typ)
			}
		}
	}
	walk(root)
	return root
}

// Frames are the entries of the schema lexer's stack: where in the schema
// the innermost open container is, and for an object with fixed fields the
// last key read in it (so keys come in strictly increasing order, none
// twice, no required one skipped). Frame 0 is the empty stack; every frame
// has one path, so the frame of a byte says which field it belongs to.
type frameKind uint8

const (
	fkNone    frameKind = iota // the empty stack (before and after the trace object)
	fkArray                    // inside an array
	fkObject                   // inside an object
	fkInvalid                  // a container or key the schema does not admit: every byte is refused
	fkDigits                   // (the kind of the "$n" frames in the lexer's tables: an object whose string value is a big integer's digits)
)

type frame struct {
	kind  frameKind
	path  string // "evidence.transactions[]" for its elements, "spec.title" after that key
	base  string // the path of the object an object frame is in
	depth int    // the number of open containers when this frame is the top
	// Object frames: the type and the index of the last key read (-1
	// before the first); map frames have typ nil.
	typ   *schemaType
	key   int
	isMap bool
	// What a value here may be: the field's, or an array's element's.
	holds valueKind
	// amountOf is set on the frames of a {"$n":…} object: the path of the
	// amount it writes.
	amountOf string
}

// schemaFrameBits bounds the frame ids: the stack is Σ 2^(bits·k)·frame_k.
const schemaFrameBits = 7

// schemaFrames lists the frames; frameIndex finds a frame by path.
type schemaFrames struct {
	frames []frame
	byPath map[string]int
	// keys is every key of the schema, in order; their ids are the
	// indexes, and keyFree (len(keys)) is any other key.
	keys    []string
	keyID   map[string]int
	keyFree int
	invalid int
	depth   int // the deepest nesting of the schema
}

var traceFrames = sync.OnceValue(func() *schemaFrames {
	s := &schemaFrames{byPath: map[string]int{}, keyID: map[string]int{}}
	add := func(f frame) {
		if _, dup := s.byPath[f.path]; dup {
			panic("zk: schema frame " + f.path + " twice")
		}
		s.byPath[f.path] = len(s.frames)
		s.frames = append(s.frames, f)
		s.depth = max(s.depth, f.depth)
	}
	keyID := func(k string) {
		if _, ok := s.keyID[k]; !ok {
			s.keyID[k] = len(s.keys)
			s.keys = append(s.keys, k)
		}
	}
	add(frame{kind: fkNone, holds: vObject})
	// object adds the frames of an object of type t at path, opened at
	// the given depth, and of every container it holds.
	var object func(t *schemaType, path string, depth int)
	object = func(t *schemaType, path string, depth int) {
		add(frame{kind: fkObject, path: path + "{}", base: path, depth: depth, typ: t, key: -1})
		for i, f := range t.fields {
			keyID(f.key)
			p := joinPath(path, f.key)
			add(frame{kind: fkObject, path: p, base: path, depth: depth, typ: t, key: i, holds: f.kind})
			switch f.kind {
			case vObject:
				object(f.typ, p, depth+1)
			case vArray:
				add(frame{kind: fkArray, path: p + "[]", depth: depth + 1, holds: f.elem})
				if f.elem == vObject {
					object(f.typ, p+"[]", depth+2)
				}
			case vMap:
				add(frame{kind: fkObject, path: p + ".*", base: p, depth: depth + 1, isMap: true, holds: vString})
			case vAmount:
				keyID("$n")
				add(frame{kind: fkObject, path: p + "{}", base: p, depth: depth + 1, key: -1, amountOf: p})
				add(frame{kind: fkObject, path: p + ".$n", base: p, depth: depth + 1, key: 0, holds: vString, amountOf: p})
			}
		}
	}
	object(traceSchema(), "", 1)
	s.keyFree = len(s.keys)
	s.invalid = len(s.frames)
	add(frame{kind: fkInvalid, path: "(not in the schema)"})
	if len(s.frames) > 1<<schemaFrameBits {
		panic(fmt.Sprintf("zk: %d schema frames do not fit %d bits", len(s.frames), schemaFrameBits))
	}
	return s
})

func joinPath(base, key string) string {
	if base == "" {
		return key
	}
	return base + "." + key
}

// Schema-lexer operations: what a byte does to the stack. A push's new top,
// a key's new top, and whether a pop or a scalar is admitted, come from
// the frame table at (top, op).
const (
	sopNone = iota
	sopPushArray
	sopPushObject
	sopPop
	sopString // a string value starts
	sopNumber
	sopBool
	sopNull
	sopNegative // a number starts with '-'
	sopKey      // + key id: a key has been read
)

// frameStep is the frame table: for a push or a key, the new top (the
// invalid frame when the schema does not admit it); for a pop or a scalar,
// 0 when admitted and 1 when not; 0 for sopNone.
func (s *schemaFrames) frameStep(top, op int) int {
	f := &s.frames[top]
	admit := func(ok bool) int { return boolInt(!ok) }
	switch {
	case op == sopNone:
		return 0
	case f.kind == fkInvalid:
		if op == sopPushArray || op == sopPushObject || op >= sopKey {
			return s.invalid
		}
		return 1
	case op == sopPushArray:
		if f.holds == vArray && f.key >= 0 && f.kind == fkObject {
			return s.byPath[f.path+"[]"]
		}
		return s.invalid
	case op == sopPushObject:
		switch {
		case f.kind == fkNone:
			return s.byPath["{}"]
		case f.kind == fkArray && f.holds == vObject:
			return s.byPath[f.path+"{}"]
		case f.kind == fkObject && f.key >= 0 && !f.isMap && (f.holds == vObject || f.holds == vAmount):
			return s.byPath[f.path+"{}"]
		case f.kind == fkObject && f.key >= 0 && f.holds == vMap:
			return s.byPath[f.path+".*"]
		}
		return s.invalid
	case op == sopPop:
		switch {
		case f.kind == fkArray, f.isMap:
			return 0
		case f.kind == fkObject && f.amountOf != "":
			return admit(f.key == 0)
		case f.kind == fkObject:
			return admit(firstRequired(f.typ, f.key, len(f.typ.fields)) < 0)
		}
		return 1
	case op >= sopString && op <= sopNegative:
		var h valueKind // what a value here may be (nothing before an object's first key)
		if f.kind == fkArray || f.kind == fkObject && (f.key >= 0 || f.isMap) {
			h = f.holds
		}
		switch op {
		case sopString:
			return admit(h == vString || h == vStringOrNull)
		case sopNumber:
			return admit(h == vInt || h == vSignedInt || h == vAmount)
		case sopBool:
			return admit(h == vBool)
		case sopNegative: // integer fields are at least 0 but for exit codes; amounts may be negative
			return admit(h == vSignedInt || h == vAmount)
		}
		return admit(h == vStringOrNull)
	default: // a key
		k := op - sopKey
		switch {
		case f.isMap:
			return s.byPath[f.path]
		case f.kind == fkObject && f.amountOf != "":
			if f.key == -1 && k == s.keyID["$n"] {
				return s.byPath[f.amountOf+".$n"]
			}
		case f.kind == fkObject:
			j := -1
			if k < s.keyFree {
				j = slices.IndexFunc(f.typ.fields, func(x schemaField) bool { return x.key == s.keys[k] })
			}
			if j > f.key && firstRequired(f.typ, f.key, j) < 0 {
				return s.byPath[joinPath(f.base, f.typ.fields[j].key)]
			}
		}
		return s.invalid
	}
}

// firstRequired is the index of t's first required field strictly between
// key indexes from and to, or -1.
func firstRequired(t *schemaType, from, to int) int {
	for i := from + 1; i < to; i++ {
		if t.fields[i].required {
			return i
		}
	}
	return -1
}
