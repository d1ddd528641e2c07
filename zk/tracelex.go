package zk

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/consensys/gnark/constraint/solver"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/std/math/uints"
)

// The schema lexer: the streaming lexer (lexer.go) with the trace schema
// (schema.go) on its stack, so that each byte also gets the field it
// belongs to (docs/zk.md, "The schema lexer").
//
// It decides everything the canonical lexer decides, and also: the text is
// one object of the schema; every object holds only the keys of its type,
// in strictly increasing order (so none twice), with no required key
// missing; a field holds what its type admits (a string, a number, true or
// false, null, an object of its type, an array, {"$n":…} for an amount);
// arrays hold their element kind. Keys are matched by a trie folded into
// the automaton's key states; evidence.actors has free keys.
//
// Beside it, over the same bytes and classes, the value automaton
// (values.go) decides each field's value: lengths, patterns,
// enumerations, the schema string, the evidence class, integer minimums,
// the $n length and magnitude.
//
// What they leave to the record tables (docs/zk.md lists them): key order
// inside evidence.actors; a kind of the trace's class; which parameters a
// check kind takes and which evidence fields a class has; uniqueness
// across records (check names, test names, artifact paths, balance
// pairs); array sizes.
//
// The stack is S = Σ 2^(7k)·frame_k: the top frame is S mod 2^7, pinned by
// a range check on S div 2^7 and by the kinds lookup. Per byte, five lookups: the byte's
// class; the frame's kind (none, array, object, invalid, big-integer
// digits); (state row, kind, class) → (next state's row, operation,
// flags); (frame, operation) → the new top for a push or a key, or whether
// a pop or a scalar is admitted; and whether the state is the final one
// (their count is the length). The value automaton adds a sixth.

// ErrOutsideSchema reports canonical JSON that is not a trace the schema
// lexer admits; the message names the offset, the path and the reason.
var ErrOutsideSchema = errors.New("zk: outside the trace schema")

// traceLexTables are the schema lexer as lookup tables.
type traceLexTables struct {
	frames  *schemaFrames
	nodes   []string       // trie nodes: the key prefix each stands for
	node    map[string]int // prefix → node
	big     int            // the first big-integer digit state: nLexStates + len(nodes)
	num     int            // the first counted integer state: big + nBigStates
	states  int            // num + nCountStates
	class   [256]int
	classes int
	// The transitions are rows of classes entries. A state whose
	// transitions depend on the top frame's kind has nKinds rows, one per
	// kind, from its base; any other state has one: the automaton's state
	// in the circuit is its base row, and an entry holds the next state's
	// base row and whether it is kinded.
	kinded []bool
	base   []int // state → its first row
	state  []int // base row → its state (−1 for the other rows)
	rows   int
	trans  []int // (base + kinded·kind)·classes + class → entry (traceEntry)
	kinds  []int // frame → kind, for every frame id below 2^schemaFrameBits
	ops    int   // the number of operations: sopKey + every key id + the free key
	step   []int // frame·ops + op → frameStep
	// weights: frame·ops + op → what the byte adds to the element
	// counters (table.go).
	weights []int
	// The value automaton (values.go), over the same classes: row·classes
	// + class → valueStep.entry.
	values *valueTables
	vtrans []int
}

// The digits of a {"$n":"…"} string: an optional '-', then 1-9, then
// digits (its length and magnitude are the records' to decide).
const (
	bStart  = iota // after the opening quote
	bMinus         // after '-'
	bDigits        // after a digit
	nBigStates
)

// The digits of an integer, counted and compared with the largest safe
// integer as they come: the state after k digits (1 ≤ k ≤ 16) is
// num + 3(k−1) + cmp, cmp saying how the digits so far compare with the
// first k of 9007199254740991 (equal, less, greater). A 17th digit, or a
// 16th that leaves them greater, is refused: |x| ≤ 2^53 − 1, as the
// bundle's parser requires of a plain number.
const (
	cmpEqual = iota
	cmpLess
	cmpGreater
	safeDigits   = 16
	safeMax      = "9007199254740991"
	nCountStates = 3 * safeDigits
)

// nKinds counts the kinds the transition rows distinguish: the frame
// kinds, fkDigits last.
const nKinds = int(fkDigits) + 1

// schemaNextBits bounds the states, schemaOpBits the operations (sopKey +
// every key id); the flags of an entry follow them.
const (
	schemaNextBits = 10
	schemaOpBits   = 7
	schemaFlags    = schemaNextBits + schemaOpBits
	// traceEntryFlags counts an entry's flags.
	traceEntryFlags = 9
)

// Trace-lexer entries: base row of next + 2^10·op + 2^17·(push + 2·check +
// 4·pop + 8·key + 16·kinded(next) + 32·digit(next) + 64·keyOpen + 128·end
// + 256·negative), where digit says next is a digit of an integer's
// magnitude, keyOpen that the byte is a key's opening quote (next is the
// trie's root), end that the byte ends a scalar value (a value string's
// closing quote, a literal's last letter, the byte after a number: a
// record is emitted there, table.go) and negative that a number starts
// with '-'.
func (t *traceLexTables) entry(st, next, op int) int {
	v := t.base[next] + op<<schemaNextBits
	if t.inScalar(st) && !t.inScalar(next) && next != lxReject {
		v += 1 << (schemaFlags + 7)
	}
	if op == sopNegative {
		v += 1 << (schemaFlags + 8)
	}
	if t.kinded[next] {
		v += 1 << (schemaFlags + 4)
	}
	if t.isIntDigit(next) {
		v += 1 << (schemaFlags + 5)
	}
	if next == nLexStates+t.node[""] {
		v += 1 << (schemaFlags + 6)
	}
	switch {
	case op == sopPushArray || op == sopPushObject:
		v += 1 << schemaFlags
	case op == sopPop:
		v += 1<<(schemaFlags+1) + 1<<(schemaFlags+2)
	case op >= sopString && op <= sopNegative:
		v += 1 << (schemaFlags + 1)
	case op >= sopKey:
		v += 1 << (schemaFlags + 3)
	}
	return v
}

var traceLexTable = sync.OnceValue(func() *traceLexTables {
	fr := traceFrames()
	t := &traceLexTables{frames: fr, node: map[string]int{}}
	addNode := func(p string) {
		if _, ok := t.node[p]; !ok {
			t.node[p] = len(t.nodes)
			t.nodes = append(t.nodes, p)
		}
	}
	addNode("")
	for _, k := range fr.keys {
		// The trie's edges bypass the string states: a key must be plain
		// printable ASCII, which canonical JSON writes as it is.
		for i := range len(k) {
			if k[i] < 0x20 || k[i] > 0x7e || k[i] == '"' || k[i] == '\\' {
				panic(fmt.Sprintf("zk: schema key %q is not plain printable ASCII", k))
			}
		}
		for i := 1; i <= len(k); i++ {
			addNode(k[:i])
		}
	}
	t.big = nLexStates + len(t.nodes)
	t.num = t.big + nBigStates
	t.states = t.num + nCountStates
	if t.states > 1<<schemaNextBits || sopKey+fr.keyFree >= 1<<schemaOpBits {
		panic(fmt.Sprintf("zk: schema lexer: %d states, %d keys do not fit", t.states, fr.keyFree))
	}
	t.values = newValueTables(fr)
	var rep []byte
	t.class, rep = byteClasses(func(c byte, key []byte) []byte {
		for st := range t.states {
			for kind := range nKinds {
				n, op := t.stepTrace(st, frameKind(kind), c)
				key = append(key, byte(n), byte(n>>8), byte(op))
			}
		}
		for _, row := range t.values.steps {
			e := row[c].entry()
			key = append(key, byte(e), byte(e>>8), byte(e>>16), byte(e>>24))
		}
		return key
	})
	t.classes = len(rep)
	t.kinded = make([]bool, t.states)
	t.base = make([]int, t.states)
	for st := range t.states {
		for _, c := range rep {
			n0, op0 := t.stepTrace(st, 0, c)
			for kind := 1; kind < nKinds; kind++ {
				if n, op := t.stepTrace(st, frameKind(kind), c); n != n0 || op != op0 {
					t.kinded[st] = true
				}
			}
		}
		t.base[st] = t.rows
		t.rows += 1 + (nKinds-1)*boolInt(t.kinded[st])
	}
	t.state = slices.Repeat([]int{-1}, t.rows)
	for st, row := range t.base {
		t.state[row] = st
	}
	if t.rows > 1<<schemaNextBits {
		panic(fmt.Sprintf("zk: schema lexer: %d rows do not fit", t.rows))
	}
	t.trans = make([]int, t.rows*t.classes)
	for st := range t.states {
		for kind := range 1 + (nKinds-1)*boolInt(t.kinded[st]) {
			for k, c := range rep {
				next, op := t.stepTrace(st, frameKind(kind), c)
				t.trans[(t.base[st]+kind)*t.classes+k] = t.entry(st, next, op)
			}
		}
	}
	t.vtrans = make([]int, len(t.values.steps)*t.classes)
	for row, steps := range t.values.steps {
		for k, c := range rep {
			t.vtrans[row*t.classes+k] = steps[c].entry()
		}
	}
	t.kinds = make([]int, 1<<schemaFrameBits)
	t.ops = sopKey + fr.keyFree + 1
	t.step = make([]int, t.ops<<schemaFrameBits)
	for f := range 1 << schemaFrameBits {
		top := min(f, fr.invalid) // ids past the frames behave as the invalid frame
		t.kinds[f] = int(fr.frames[top].kind)
		if x := &fr.frames[top]; x.amountOf != "" && x.key == 0 {
			t.kinds[f] = int(fkDigits)
		}
		for op := range t.ops {
			t.step[f*t.ops+op] = fr.frameStep(top, op)
		}
	}
	t.weights = make([]int, len(t.step))
	for f := range fr.invalid {
		for op := range t.ops {
			t.weights[f*t.ops+op] = counterWeight(&fr.frames[f], op)
		}
	}
	return t
})

// stepTrace is the schema lexer's automaton: the canonical lexer's step,
// with key strings read through the trie and the operations that the
// frame table judges.
func (t *traceLexTables) stepTrace(st int, kind frameKind, c byte) (next, op int) {
	if st >= t.big && st < t.num {
		return t.stepBig(st-t.big, c), sopNone
	}
	if st >= nLexStates && st < t.big { // a trie node: a key so far made of schema-key characters
		p := t.nodes[st-nLexStates]
		if c == '"' {
			if id, ok := t.frames.keyID[p]; ok {
				return lxColon, sopKey + id
			}
			return lxColon, sopKey + t.frames.keyFree
		}
		if n, ok := t.node[p+string(c)]; ok {
			return nLexStates + n, sopNone
		}
		if sub := stepString(sPlain, c); sub >= 0 {
			return lxKeyStr + sub, sopNone
		}
		return lxReject, sopNone
	}
	top := topNone
	switch kind {
	case fkArray:
		top = topArray
	case fkObject, fkDigits:
		top = topObject
	case fkInvalid:
		// Strings and literals never read the top: they go on (one row
		// serves every kind). Every other state refuses: the invalid frame
		// stays on top (its pop is refused), and the end (lxDone) is
		// reached only through those states.
		if st < lxKeyStr || st >= lxNum && st < lxLit || st >= t.num {
			return lxReject, sopNone
		}
		top = topObject
	}
	if st >= t.num { // an integer's digits
		k, cmp := (st-t.num)/3+1, (st-t.num)%3
		if c < '0' || c > '9' {
			return stepAfter(top, c) // the integer has ended (a fraction is refused there too)
		}
		if k == safeDigits {
			return lxReject, sopNone
		}
		if cmp == cmpEqual {
			cmp = compareDigit(c, safeMax[k])
		}
		if k+1 == safeDigits && cmp == cmpGreater {
			return lxReject, sopNone
		}
		return t.num + 3*k + cmp, sopNone
	}
	next, op = step(st, top, c) // opPushArray, opPushObject and opPop are sop's
	if next == lxNum+nDigit1 {  // the first digit 1-9 of an integer (after '-' too)
		next = t.num + compareDigit(c, safeMax[0])
	}
	switch {
	case (st == lxKeyOrEnd || st == lxKey) && next == lxKeyStr+sPlain:
		return nLexStates + t.node[""], sopNone
	case st == lxKeyStr+sPlain && next == lxColon:
		return next, sopKey + t.frames.keyFree
	case next == lxNum+nPoint:
		// Every number of the schema is an integer, and canonical JSON
		// writes an integral value without a fraction: a decimal is
		// never a valid trace.
		return lxReject, sopNone
	case (st == lxValue || st == lxValueOrEnd) && op == opNone:
		switch {
		case next == lxValStr+sPlain && kind == fkDigits:
			next, op = t.big+bStart, sopString
		case next >= lxValStr && next < lxNum:
			op = sopString
		case next == lxNum+nMinus:
			op = sopNegative
		case next >= lxNum && next < lxLit, next >= t.num:
			op = sopNumber
		case next == lxLit+lT || next == lxLit+lF:
			op = sopBool
		case next == lxLit+lN:
			op = sopNull
		}
	}
	return next, op
}

// stepBig steps the digits of a big integer's string, or refuses.
func (t *traceLexTables) stepBig(sub int, c byte) int {
	switch {
	case sub == bStart && c == '-':
		return t.big + bMinus
	case (sub == bStart || sub == bMinus) && c >= '1' && c <= '9', sub == bDigits && c >= '0' && c <= '9':
		return t.big + bDigits
	case sub == bDigits && c == '"':
		return lxAfter
	}
	return lxReject
}

// compareDigit compares two decimal digits.
func compareDigit(a, b byte) int {
	switch {
	case a < b:
		return cmpLess
	case a > b:
		return cmpGreater
	}
	return cmpEqual
}

// inScalar says the state is inside a scalar value: a value string (a
// big integer's digits too), a number or a literal.
func (t *traceLexTables) inScalar(st int) bool {
	return st >= lxValStr && st < nLexStates || st >= t.big
}

// isIntDigit says the state follows a digit of an integer's magnitude.
func (t *traceLexTables) isIntDigit(st int) bool {
	return st == lxNum+nZero || st >= t.num
}

// TraceLex is what the schema lexer reads from a trace: after each byte,
// the automaton's state and the top frame (the field the byte belongs to).
type TraceLex struct {
	States []int
	Frames []int
	// Ints is, after each digit of an integer, the magnitude of its
	// digits so far (0 elsewhere): after an integer's last digit, its
	// magnitude.
	Ints []uint64
	// Values is the value automaton's state after each byte (values.go).
	Values []int
	// events are the bytes with a stack operation or a key's opening
	// quote, for the record tables' witness (records.go).
	events []lexEvent
}

// A lexEvent is a byte with a stack operation (a push, a pop, a scalar's
// start, a key's end) or a key's opening quote (op sopNone): its offset,
// the top frame read at it and the top after it.
type lexEvent struct{ at, op, top, after int }

// FramePath names a frame: "evidence.transactions[].from" after that
// key's closing quote, "evidence.transactions[]{}" inside such an object
// before its first key, "evidence.transactions[]" between its elements.
// A frame says which field a byte is in together with the state: a key
// frame lasts from its key's closing quote to the next key's (so the
// comma and the next key's bytes still carry it), a container's closing
// bracket carries its parent's frame, and the keys and values of
// evidence.actors share one frame; the value's own bytes are those in a
// value state.
func FramePath(f int) string {
	fr := traceFrames()
	if f < 0 || f >= len(fr.frames) {
		return fr.frames[fr.invalid].path
	}
	return fr.frames[f].path
}

// LexTrace runs the schema lexer over text followed by zero padding, as
// the circuit does. It refuses what LexCanonical refuses (with
// ErrNotCanonicalLex), what the schema does not admit (with
// ErrOutsideSchema, naming the path) and a value its field's rule refuses
// (with ErrValueRule, naming the field and the rule).
func LexTrace(text []byte) (*TraceLex, error) {
	if len(text) >= valueNoBound {
		return nil, fmt.Errorf("%w: %d bytes", ErrLexTooLong, len(text))
	}
	t := traceLexTable()
	fr := t.frames
	vt := t.values
	out := &TraceLex{States: make([]int, len(text)), Frames: make([]int, len(text)), Ints: make([]uint64, len(text)), Values: make([]int, len(text))}
	var acc uint64 // the magnitude of the integer's digits so far
	st, s := lxValue, 0
	keyAt := 0
	// The value automaton's state, the string's UTF-16 length so far, and
	// where the value it reads starts (its offset, frame, and whether a key).
	p, units := vpNone, 0
	valueAt, valueTop, valueKey := 0, 0, false
	const fmask = 1<<schemaFrameBits - 1
	for i := 0; i <= len(text); i++ {
		var c byte
		if i < len(text) {
			c = text[i]
		}
		if c == 0 && i < len(text) {
			return nil, fmt.Errorf("%w: zero byte at offset %d", ErrNotCanonicalLex, i)
		}
		top := s & fmask
		row := t.base[st]
		if t.kinded[st] {
			row += t.kinds[top]
		}
		v := t.trans[row*t.classes+t.class[c]]
		next, op := t.state[v&(1<<schemaNextBits-1)], (v>>schemaNextBits)&(1<<schemaOpBits-1)
		if next == lxReject {
			switch {
			case st >= t.num && c >= '0' && c <= '9':
				return nil, fmt.Errorf("%w: offset %d: an integer beyond ±(2^53 − 1) (write it {\"$n\":\"…\"})", ErrOutsideSchema, i)
			case st >= t.num && c == '.':
				return nil, fmt.Errorf("%w: offset %d: a number with a fraction (every number of a trace is an integer)", ErrOutsideSchema, i)
			case st >= t.big && st < t.num:
				return nil, fmt.Errorf("%w: offset %d: a {\"$n\": …} string is an optional '-' and digits without a leading zero", ErrOutsideSchema, i)
			}
			if i == len(text) {
				return nil, fmt.Errorf("%w: the text ends inside a value", ErrNotCanonicalLex)
			}
			return nil, fmt.Errorf("%w: byte %q at offset %d", ErrNotCanonicalLex, c, i)
		}
		if st == lxKeyOrEnd || st == lxKey {
			keyAt = i
		}
		f := t.step[top*t.ops+op]
		switch {
		case op == sopPushArray || op == sopPushObject:
			if f == fr.invalid {
				what := "array"
				if op == sopPushObject {
					what = "object"
				}
				return nil, fmt.Errorf("%w: offset %d: %s holds no %s", ErrOutsideSchema, i, placeOf(top), what)
			}
			s = s<<schemaFrameBits + f
		case op == sopPop:
			if f != 0 {
				return nil, fmt.Errorf("%w: offset %d: %s ends without the required field %s", ErrOutsideSchema, i,
					placeOf(top), missingField(&fr.frames[top]))
			}
			s >>= schemaFrameBits
		case op >= sopString && op <= sopNegative:
			if f != 0 {
				return nil, fmt.Errorf("%w: offset %d: %s holds no %s", ErrOutsideSchema, i, placeOf(top),
					[...]string{"string", "number", "boolean", "null", "negative number"}[op-sopString])
			}
		case op >= sopKey:
			if f == fr.invalid {
				return nil, fmt.Errorf("%w: offset %d: %s", ErrOutsideSchema, keyAt, keyRefusal(&fr.frames[top], string(text[keyAt:i+1])))
			}
			s += f - top
		}
		// The value automaton: pinned to the frame's start row where a
		// scalar or a key starts, stepped on the class elsewhere.
		vrow := p
		scalar, keyOpen := op >= sopString && op <= sopNegative, v>>(schemaFlags+6)&1 == 1
		if (op != sopNone || keyOpen) && i < len(text) {
			out.events = append(out.events, lexEvent{i, op, top, s & fmask})
		}
		if scalar || keyOpen {
			vrow, units, valueAt, valueTop, valueKey = vt.scalarRow(top), 0, i, top, keyOpen
			if keyOpen {
				vrow = vt.keyRow(top)
			}
		}
		e := t.vtrans[vrow*t.classes+t.class[c]]
		vs := valueStep{e & (1<<valueNextBits - 1), e >> valueNextBits & (1<<valueUnitBits - 1), e >> (valueNextBits + valueUnitBits)}
		units += vs.units
		if vs.next == vpReject || units > vs.bound {
			v := quoteValue(text[valueAt:scalarEnd(text, valueAt)])
			if unit := "UTF-16 units"; vs.next != vpReject {
				if vt.rule[valueTop] == ruleBigDigits {
					unit = "digits"
				}
				v += fmt.Sprintf(" (%d %s)", units, unit)
			}
			if valueKey { // (only evidence.actors' keys have a rule)
				return nil, fmt.Errorf("%w: offset %d: %s has the key %s, not %s", ErrValueRule, valueAt, strings.TrimSuffix(FramePath(valueTop), ".*"), v, vt.keyRule)
			}
			return nil, fmt.Errorf("%w: offset %d: %s holds %s, not %s", ErrValueRule, valueAt, FramePath(valueTop), v, vt.rule[valueTop])
		}
		p = vs.next
		st = next
		if t.isIntDigit(next) {
			acc = 10*acc + uint64(c-'0')
		} else {
			acc = 0
		}
		if i < len(text) {
			out.States[i] = next
			out.Frames[i] = s & fmask
			out.Ints[i] = acc
			out.Values[i] = p
		}
	}
	// (The padding byte refuses every state but those before lxDone: the
	// loop ends in lxDone, as the circuit asserts, and so outside every
	// value, where the value automaton is none.)
	if p != vpNone { // (unreachable: a bug, but an error, not a panic)
		return nil, fmt.Errorf("zk: LexTrace: the value automaton ends in state %d (a bug)", p)
	}
	return out, nil
}

// scalarEnd is the end of the scalar that starts at text[at]: past a
// string's closing quote, a literal's last letter or a number's last
// digit, and never past the text (an error message may show a value the
// lexer has read only so far).
func scalarEnd(text []byte, at int) int {
	i := at + 1
	switch text[at] {
	case '"':
		for i < len(text) && text[i] != '"' {
			if text[i] == '\\' {
				i++
			}
			i++
		}
		return min(i+1, len(text))
	case 't', 'n':
		return min(at+4, len(text))
	case 'f':
		return min(at+5, len(text))
	}
	for i < len(text) && text[i] >= '0' && text[i] <= '9' {
		i++
	}
	return i
}

// quoteValue shows a value in an error message, up to 48 bytes of it.
func quoteValue(b []byte) string {
	if len(b) <= 48 {
		return string(b)
	}
	n := 45
	for n > 0 && !utf8.RuneStart(b[n]) {
		n--
	}
	return string(b[:n]) + "…"
}

// placeOf names where a frame is, for error messages.
func placeOf(top int) string {
	f := &traceFrames().frames[top]
	switch {
	case f.kind == fkNone:
		return "the top level"
	case f.kind == fkArray:
		return "an element of " + f.path[:len(f.path)-2]
	case f.key < 0 && f.base == "":
		return "the trace object"
	case f.key < 0:
		return "the object " + f.base
	}
	return f.path
}

// missingField names the first required field after the frame's key.
func missingField(f *frame) string {
	if f.amountOf != "" {
		return "$n"
	}
	if i := firstRequired(f.typ, f.key, len(f.typ.fields)); i >= 0 {
		return f.typ.fields[i].key
	}
	return "?"
}

// keyRefusal says why a key (quoted as written) is refused after frame f.
func keyRefusal(f *frame, quoted string) string {
	obj := "the trace object"
	if f.base != "" {
		obj = f.base
	}
	if f.amountOf != "" {
		return fmt.Sprintf("key %s in the amount %s: only \"$n\" is admitted, once", quoted, f.amountOf)
	}
	if f.typ == nil {
		return fmt.Sprintf("key %s where no key is admitted", quoted)
	}
	key := ""
	if len(quoted) >= 2 {
		key = quoted[1 : len(quoted)-1]
	}
	for j, x := range f.typ.fields {
		if x.key != key {
			continue
		}
		if j <= f.key {
			return fmt.Sprintf("key %s in %s after %q: keys must be in increasing order, each once", quoted, obj, f.typ.fields[f.key].key)
		}
		return fmt.Sprintf("key %s in %s: the required field %s is missing before it", quoted, obj, missingField(f))
	}
	return fmt.Sprintf("key %s is not a field of %s", quoted, obj)
}

func init() { solver.RegisterHint(traceStackHint, traceEntryHint, valueEntryHint) }

// traceStackHint: input s; outputs s div 2^7, s mod 2^7.
func traceStackHint(_ *big.Int, in, out []*big.Int) error {
	if len(in) != 1 || len(out) != 2 {
		return errors.New("traceStackHint: one input, two outputs")
	}
	out[0].Rsh(in[0], schemaFrameBits)
	out[1].And(in[0], big.NewInt(1<<schemaFrameBits-1))
	return nil
}

// traceEntryHint: input v, a trace-lexer entry; outputs the next base
// row, op and the push, check, pop, key, kinded, digit, keyOpen, end and
// negative bits.
func traceEntryHint(_ *big.Int, in, out []*big.Int) error {
	if len(in) != 1 || len(out) != 2+traceEntryFlags {
		return errors.New("traceEntryHint: one input, eleven outputs")
	}
	v := in[0].Uint64()
	out[0].SetUint64(v & (1<<schemaNextBits - 1))
	out[1].SetUint64(v >> schemaNextBits & (1<<schemaOpBits - 1))
	for i := range traceEntryFlags {
		out[2+i].SetUint64(v >> (schemaFlags + i) & 1)
	}
	return nil
}

// traceLexVars is what the schema lexer's gadget gives: after each byte
// the state (its base row: traceLexTables.state maps it back), the top
// frame, the integer magnitude read so far (TraceLex.Ints) and the value
// automaton's state (TraceLex.Values); and the text's length (the bytes
// before the padding), which the caller must assert equal to the length
// it hashes.
type traceLexVars struct {
	States, Frames, Ints, Values []frontend.Variable
	Length                       frontend.Variable
	// Emit is 1 where a byte emits a record, 0 elsewhere; Records is the
	// record's row (table.go) where it does, over the bytes and the
	// first padding byte.
	Emit, Records []frontend.Variable
	// Data are the bytes it read (what the checks read too).
	Data []frontend.Variable
}

// lexTrace asserts that data (bytes, zero-padded) is one trace object as
// LexTrace decides, followed by zero bytes: in the schema, and every value
// as its field's rule requires.
func (g *gadgets) lexTrace(data []frontend.Variable) *traceLexVars {
	api := g.api
	t := traceLexTable()
	vt := t.values
	if len(data) >= valueNoBound {
		panic(fmt.Sprintf("zk: lexTrace over %d bytes: the value counters hold fewer than %d", len(data), valueNoBound))
	}
	class, kinds, trans := g.constTable("trace.class", t.class[:]), g.constTable("trace.kinds", t.kinds), g.constTable("trace.trans", t.trans)
	step, vtrans, weights := g.constTable("trace.step", t.step), g.constTable("trace.vtrans", t.vtrans), g.constTable("trace.weights", t.weights)
	notDone := make([]int, t.rows)
	for row := range notDone {
		notDone[row] = boolInt(row != t.base[lxDone])
	}
	done := g.constTable("trace.notDone", notDone)
	padded := append(append(make([]frontend.Variable, 0, len(data)+1), data...), 0)
	classes := class.Lookup(padded...)
	out := &traceLexVars{States: make([]frontend.Variable, len(padded)), Ints: make([]frontend.Variable, len(padded)),
		Values: make([]frontend.Variable, len(padded)), Emit: make([]frontend.Variable, len(padded)), Records: make([]frontend.Variable, len(padded)),
		Data: data}
	tops := make([]frontend.Variable, len(padded))
	stackBits := schemaFrameBits * (t.frames.depth - 1)
	var row, kinded, s, acc frontend.Variable = t.base[lxValue], boolInt(t.kinded[lxValue]), 0, 0
	var p, units frontend.Variable = vpNone, 0
	// The element counters (table.go), a number's sign, and where the
	// value or key read now starts.
	var places, neg, from frontend.Variable = 0, 0, 0
	for i := range padded {
		r, err := api.Compiler().NewHint(traceStackHint, 2, s)
		if err != nil {
			panic(err)
		}
		q, top := r[0], r[1]
		// top needs no range check of its own: the kinds table has
		// exactly 2^7 entries, and the lookup binds its index.
		api.AssertIsEqual(s, api.Add(api.Mul(q, 1<<schemaFrameBits), top))
		g.rc.Check(q, stackBits)
		tops[i] = top
		kind := kinds.Lookup(top)[0]
		v := trans.Lookup(api.Add(api.Mul(api.Add(row, api.Mul(kinded, kind)), t.classes), classes[i]))[0]
		r, err = api.Compiler().NewHint(traceEntryHint, 2+traceEntryFlags, v)
		if err != nil {
			panic(err)
		}
		next, op, push, chk, pop, key, digit, keyOpen, end, negative := r[0], r[1], r[2], r[3], r[4], r[5], r[7], r[8], r[9], r[10]
		kinded = r[6]
		// next needs no range check of its own: another split of v moves
		// next by a multiple of 2^10 (op is range-checked, the flags are
		// bits), which moves the next byte's transition index by a
		// multiple of 2^10·classes, past the table (at most 2^10 rows);
		// the last next is asserted to be lxDone's row.
		g.rc.Check(op, schemaOpBits)
		for _, b := range r[2:] {
			g.bit(b)
		}
		// The decomposition is unique (each part range-checked), so op is
		// the table's, below t.ops: the frame index cannot alias.
		api.AssertIsEqual(v, api.Add(next, api.Mul(op, 1<<schemaNextBits), api.Mul(push, 1<<schemaFlags),
			api.Mul(chk, 1<<(schemaFlags+1)), api.Mul(pop, 1<<(schemaFlags+2)), api.Mul(key, 1<<(schemaFlags+3)),
			api.Mul(kinded, 1<<(schemaFlags+4)), api.Mul(digit, 1<<(schemaFlags+5)), api.Mul(keyOpen, 1<<(schemaFlags+6)),
			api.Mul(end, 1<<(schemaFlags+7)), api.Mul(negative, 1<<(schemaFlags+8))))
		at := api.Add(api.Mul(top, t.ops), op)
		f := step.Lookup(at)[0]
		// A refused pop or scalar has f = 1.
		api.AssertIsEqual(api.Mul(chk, f), 0)
		// s' = s, 2^7·s + f, q or s − top + f for no op, a push, a pop, a key.
		s = api.Add(s,
			api.Mul(push, api.Add(api.Mul(s, 1<<schemaFrameBits-1), f)),
			api.Mul(pop, api.Sub(q, s)),
			api.Mul(key, api.Sub(f, top)))
		row = next
		out.States[i] = row
		// The magnitude of an integer's digits so far: 0 off the digits
		// (a non-digit byte ends or precedes every integer); the counted
		// states keep it at most 2^53 − 1.
		accBefore := acc
		acc = api.Mul(digit, api.Add(api.Mul(acc, 10), api.Sub(padded[i], '0')))
		out.Ints[i] = acc
		// The value automaton: where a scalar starts (a check without a
		// pop) or a key opens, its row is the frame's start row; elsewhere
		// its state's. (The table's entries make open a bit: a pop is a
		// check, and a key opens with no operation.)
		open := api.Add(api.Sub(chk, pop), keyOpen)
		// The record this byte emits, if any (table.go): a container
		// where it opens, a scalar where it ends.
		// A key of evidence.actors emits one too: its weight is 1, and a
		// key's weight is 0 elsewhere.
		w := weights.Lookup(at)[0]
		places = api.Add(places, w)
		mapKey := api.Mul(key, w)
		opens := api.Add(open, push) // (a bit: a push is no check and opens no key)
		neg = api.Add(negative, api.Mul(api.Sub(1, opens), neg))
		from = api.Add(from, api.Mul(opens, api.Sub(i, from)))
		out.Emit[i] = api.Add(end, push, mapKey)
		out.Records[i] = api.Add(1, api.Mul(neg, pow2(rowNeg)), api.Mul(mapKey, pow2(rowKey)), api.Mul(accBefore, pow2(rowInt)),
			api.Mul(top, pow2(rowFrame)), api.Mul(places, pow2(rowPlace)), api.Mul(from, pow2(rowFrom)), api.Mul(i, pow2(rowAt)))
		start := api.Add(vt.states, top, api.Mul(keyOpen, vt.frames))
		vrow := api.Add(p, api.Mul(open, api.Sub(start, p)))
		e := vtrans.Lookup(api.Add(api.Mul(vrow, t.classes), classes[i]))[0]
		r, err = api.Compiler().NewHint(valueEntryHint, 3, e)
		if err != nil {
			panic(err)
		}
		// The split is unique: next and units are range-checked, and the
		// bound is at most 2^16 + 3(n+1) (bound − units is range-checked
		// below, and units grows by at most 3 a byte), far from wrapping.
		g.rc.Check(r[0], valueNextBits)
		g.rc.Check(r[1], valueUnitBits)
		api.AssertIsEqual(e, api.Add(r[0], api.Mul(r[1], 1<<valueNextBits), api.Mul(r[2], 1<<(valueNextBits+valueUnitBits))))
		// The string's UTF-16 length, reset where a value starts (below 4
		// per byte: each byte's units are range-checked); at a closing
		// quote it is at most the bound (elsewhere the bound is
		// valueNoBound, above every length; a step to "reject" is 3 units
		// against a bound of 0, so it fails here).
		units = api.Add(api.Sub(units, api.Mul(open, units)), r[1])
		g.rc.Check(api.Sub(r[2], units), valueBoundBits)
		p = r[0]
		out.Values[i] = p
	}
	api.AssertIsEqual(row, t.base[lxDone])
	api.AssertIsEqual(p, vpNone)
	out.Length = 0
	for _, x := range done.Lookup(out.States[:len(data)]...) {
		out.Length = api.Add(out.Length, x)
	}
	// The frame after byte i is the top read at byte i+1.
	out.States, out.Ints, out.Values, out.Frames = out.States[:len(data)], out.Ints[:len(data)], out.Values[:len(data)], tops[1:]
	return out
}

// readTrace is the judge circuit's reader: data[:n] is a trace the schema lexer takes, followed by zero
// bytes, and its SHA-256 (the trace hash) is returned with the lexer's
// outputs per byte. The lexer's length is bound to n, so the bytes hashed
// are exactly the bytes lexed.
func (g *gadgets) readTrace(data []uints.U8, n frontend.Variable) (hash []uints.U8, lex *traceLexVars, err error) {
	bytes := make([]frontend.Variable, len(data))
	for i, b := range data {
		bytes[i] = b.Val
	}
	lex = g.lexTrace(bytes)
	g.api.AssertIsEqual(lex.Length, n)
	hash, err = g.sha256(data, n)
	return hash, lex, err
}

// stringified is the bytes lex read with the hex letters of every \u
// escape in lowercase: a string as JSON.stringify writes it (canonical
// JSON writes \u00XX in uppercase; the two escape the same characters
// and differ in nothing else). A letter of an escape is the byte read in
// a string's states sU000 and sU001, the escape's last digit.
func (g *gadgets) stringified(lex *traceLexVars) []frontend.Variable {
	api := g.api
	t := traceLexTable()
	last := make([]int, t.rows)
	for row, st := range t.state {
		for _, str := range []int{lxKeyStr, lxValStr} {
			if st == str+sU000 || st == str+sU001 {
				last[row] = 1
			}
		}
	}
	lower := make([]int, 256)
	for c := 'A'; c <= 'F'; c++ {
		lower[c] = 'a' - 'A'
	}
	escape, shift := g.constTable("trace.escapeLast", last), g.constTable("hex.lower", lower)
	out := make([]frontend.Variable, len(lex.Data))
	var before frontend.Variable = t.base[lxValue] // (the row before the first byte)
	for i, b := range lex.Data {
		out[i] = api.Add(b, api.Mul(escape.Lookup(before)[0], shift.Lookup(b)[0]))
		before = lex.States[i]
	}
	return out
}
