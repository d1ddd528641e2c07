package zk

import (
	"errors"
	"fmt"
	"math/big"
	"sync"

	"github.com/consensys/gnark/constraint/solver"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/std/lookup/logderivlookup"
)

// The streaming lexer: a per-byte automaton for canonical JSON as package
// canon writes it, the first part of the circuit that reads any canonical
// trace instead of one fixed template (docs/zk.md, "The streaming lexer").
//
// What it decides, byte by byte: the text is one JSON value with no
// whitespace, followed only by zero bytes (padding); strings hold valid
// UTF-8 (no overlong forms, no surrogates) and escape exactly what
// canonical JSON escapes, as it escapes it (\" \\ \b \f \n \r \t, and
// \u00XX in uppercase for the other control characters; never "/");
// numbers are integers without leading zeros or "-0", or decimals
// d.dddE[-]n with one leading digit 1-9 and no trailing zero in the
// fraction but for d.0; brackets match, nested at most lexMaxDepth deep.
//
// What it does not decide (later parts of the circuit do, over the tables
// the lexer will emit): key order and duplicate keys, whether a decimal is
// exactly a double and not an integer, the trace's big-integer and
// safe-integer rules, and the trace schema.
//
// Each byte costs three lookups: its class (bytes that every state treats
// alike share one), then (state, top of stack, class) → (next state,
// stack operation), then whether the state is the final one (their count
// is the value's length). The stack of open containers is one field element,
// S = Σ 3^k·t_k (t = 1 array, 2 object): the top is S mod 3, pinned by a
// range check on S div 3.

// Lexer states.
const (
	lxReject     = iota // absorbing: the text is not canonical JSON
	lxValue             // a value is expected: at the start, after ':', after ',' in an array
	lxValueOrEnd        // after '[': a value or ']'
	lxKeyOrEnd          // after '{': a key or '}'
	lxKey               // after ',' in an object: a key
	lxColon             // after a key: ':'
	lxAfter             // after a value: ',' or a closing bracket, or the end at the top
	lxDone              // the top-level value has ended: only zero bytes follow
	lxKeyStr            // strings: lxKeyStr + sub-state in a key, lxValStr + sub-state in a value
	lxValStr     = lxKeyStr + nStrStates
	lxNum        = lxValStr + nStrStates // numbers: lxNum + sub-state
	lxLit        = lxNum + nNumStates    // literals: lxLit + sub-state
	nLexStates   = lxLit + nLitStates
)

// String sub-states.
const (
	sPlain = iota // inside, after a complete character
	sEsc          // after '\'
	sU            // after \u: '0'
	sU0           // after \u0: '0'
	sU00          // after \u00: '0' or '1'
	sU000         // after \u000: 0-7, B, E or F (8, 9, A, C and D have short forms)
	sU001         // after \u001: any uppercase hex digit
	sCont1        // one UTF-8 continuation byte to come
	sCont2        // two
	sCont3        // three
	sE0           // after E0: A0-BF (no overlong form)
	sED           // after ED: 80-9F (no surrogate)
	sF0           // after F0: 90-BF (no overlong form)
	sF4           // after F4: 80-8F (at most U+10FFFF)
	nStrStates
)

// Number sub-states.
const (
	nMinus     = iota // after '-': 1-9
	nZero             // the integer 0 (complete)
	nDigit1           // one digit 1-9 (complete as an integer; '.' starts a decimal)
	nInt              // two or more digits (complete)
	nPoint            // after "d.": a digit
	nFrac0            // "d.0": 'E', or more digits
	nFracZ            // fraction ending in 0 (two digits or more): more digits
	nFracNZ           // fraction ending in 1-9: more digits or 'E'
	nExp              // after 'E': '-', or a digit
	nExpMinus         // after "E-": 1-9
	nExpZero          // exponent 0 (complete)
	nExpDigits        // exponent digits, the first 1-9 (complete)
	nNumStates
)

// Literal sub-states: after "t", "tr", "tru", "f", ... "nul".
const (
	lT = iota
	lTr
	lTru
	lF
	lFa
	lFal
	lFals
	lN
	lNu
	lNul
	nLitStates
)

// Stack operations.
const (
	opNone = iota
	opPushArray
	opPushObject
	opPop
)

// Top of the stack: what the innermost open container is.
const (
	topNone = iota
	topArray
	topObject
	nTops
)

// lexMaxDepth is the deepest nesting the lexer always admits; lexStackBits
// bounds S div 3 so that S < 3·2^lexStackBits: 17 levels are admitted or
// not depending on their mix of arrays and objects, 18 never (the
// canonical limit is 64; trace schemas nest far less).
const (
	lexMaxDepth  = 16
	lexStackBits = 25
)

// ErrNotCanonicalLex reports text the lexer refuses; ErrLexTooDeep, which
// wraps it, canonical text nested deeper than the lexer admits.
var (
	ErrNotCanonicalLex = errors.New("zk: not canonical JSON")
	ErrLexTooDeep      = fmt.Errorf("%w: nested deeper than the lexer admits (%d levels always, 18 never)", ErrNotCanonicalLex, lexMaxDepth)
)

// step is the automaton: the next state and stack operation after byte c in
// state st with the given top of stack.
func step(st, top int, c byte) (next, op int) {
	after := func() (int, int) { return stepAfter(top, c) }
	switch {
	case st == lxReject:
		return lxReject, opNone
	case st == lxValue, st == lxValueOrEnd:
		if st == lxValueOrEnd && c == ']' {
			return after()
		}
		switch {
		case c == '{':
			return lxKeyOrEnd, opPushObject
		case c == '[':
			return lxValueOrEnd, opPushArray
		case c == '"':
			return lxValStr + sPlain, opNone
		case c == '-':
			return lxNum + nMinus, opNone
		case c == '0':
			return lxNum + nZero, opNone
		case c >= '1' && c <= '9':
			return lxNum + nDigit1, opNone
		case c == 't':
			return lxLit + lT, opNone
		case c == 'f':
			return lxLit + lF, opNone
		case c == 'n':
			return lxLit + lN, opNone
		}
	case st == lxKeyOrEnd && c == '}':
		return after()
	case st == lxKeyOrEnd, st == lxKey:
		if c == '"' {
			return lxKeyStr + sPlain, opNone
		}
	case st == lxColon:
		if c == ':' {
			return lxValue, opNone
		}
	case st == lxAfter:
		return after()
	case st == lxDone:
		if c == 0 && top == topNone {
			return lxDone, opNone
		}
	case st >= lxKeyStr && st < lxNum:
		base, sub := lxKeyStr, st-lxKeyStr
		end := lxColon
		if st >= lxValStr {
			base, sub, end = lxValStr, st-lxValStr, lxAfter
		}
		if sub == sPlain && c == '"' {
			return end, opNone
		}
		if n := stepString(sub, c); n >= 0 {
			return base + n, opNone
		}
	case st >= lxNum && st < lxLit:
		n, complete := stepNumber(st-lxNum, c)
		if n >= 0 {
			return lxNum + n, opNone
		}
		if complete {
			return after()
		}
	default:
		if n, ok := stepLiteral(st-lxLit, c); ok {
			if n < 0 {
				return lxAfter, opNone
			}
			return lxLit + n, opNone
		}
	}
	return lxReject, opNone
}

// stepAfter: a value has ended and c follows it.
func stepAfter(top int, c byte) (int, int) {
	switch {
	case top == topArray && c == ',':
		return lxValue, opNone
	case top == topArray && c == ']':
		return lxAfter, opPop
	case top == topObject && c == ',':
		return lxKey, opNone
	case top == topObject && c == '}':
		return lxAfter, opPop
	case top == topNone && c == 0:
		return lxDone, opNone
	}
	return lxReject, opNone
}

// stepString returns the next string sub-state, or -1 (the closing quote
// is handled by step).
func stepString(sub int, c byte) int {
	in := func(lo, hi byte) bool { return c >= lo && c <= hi }
	switch sub {
	case sPlain:
		switch {
		case c == '\\':
			return sEsc
		case c >= 0x20 && c <= 0x7f && c != '"':
			return sPlain
		case in(0xc2, 0xdf):
			return sCont1
		case c == 0xe0:
			return sE0
		case c == 0xed:
			return sED
		case in(0xe1, 0xef):
			return sCont2
		case c == 0xf0:
			return sF0
		case c == 0xf4:
			return sF4
		case in(0xf1, 0xf3):
			return sCont3
		}
	case sEsc:
		switch c {
		case '"', '\\', 'b', 'f', 'n', 'r', 't':
			return sPlain
		case 'u':
			return sU
		}
	case sU, sU0:
		if c == '0' {
			return sub + 1
		}
	case sU00:
		switch c {
		case '0':
			return sU000
		case '1':
			return sU001
		}
	case sU000:
		if in('0', '7') || c == 'B' || c == 'E' || c == 'F' {
			return sPlain
		}
	case sU001:
		if in('0', '9') || in('A', 'F') {
			return sPlain
		}
	case sCont1:
		if in(0x80, 0xbf) {
			return sPlain
		}
	case sCont2, sCont3:
		if in(0x80, 0xbf) {
			return sub - 1
		}
	case sE0:
		if in(0xa0, 0xbf) {
			return sCont1
		}
	case sED:
		if in(0x80, 0x9f) {
			return sCont1
		}
	case sF0:
		if in(0x90, 0xbf) {
			return sCont2
		}
	case sF4:
		if in(0x80, 0x8f) {
			return sCont2
		}
	}
	return -1
}

// stepNumber returns the next number sub-state, or -1 with complete set
// when the number ended before c (c then follows the value).
func stepNumber(sub int, c byte) (next int, complete bool) {
	digit, nonzero := c >= '0' && c <= '9', c >= '1' && c <= '9'
	switch sub {
	case nMinus:
		if nonzero {
			return nDigit1, false
		}
	case nZero:
		return -1, true
	case nDigit1:
		switch {
		case digit:
			return nInt, false
		case c == '.':
			return nPoint, false
		}
		return -1, true
	case nInt:
		if digit {
			return nInt, false
		}
		return -1, true
	case nPoint:
		if c == '0' {
			return nFrac0, false
		}
		if nonzero {
			return nFracNZ, false
		}
	case nFrac0, nFracNZ:
		switch {
		case c == 'E':
			return nExp, false
		case c == '0':
			return nFracZ, false
		case nonzero:
			return nFracNZ, false
		}
	case nFracZ:
		if c == '0' {
			return nFracZ, false
		}
		if nonzero {
			return nFracNZ, false
		}
	case nExp:
		switch {
		case c == '-':
			return nExpMinus, false
		case c == '0':
			return nExpZero, false
		case nonzero:
			return nExpDigits, false
		}
	case nExpMinus:
		if nonzero {
			return nExpDigits, false
		}
	case nExpZero:
		return -1, true
	case nExpDigits:
		if digit {
			return nExpDigits, false
		}
		return -1, true
	}
	return -1, false
}

// stepLiteral returns the next literal sub-state, -1 when the literal is
// complete, and false when c does not continue it.
func stepLiteral(sub int, c byte) (int, bool) {
	const text = "truefalsenull"
	// Offsets of each sub-state's next character in text.
	at := [nLitStates]int{lT: 1, lTr: 2, lTru: 3, lF: 5, lFa: 6, lFal: 7, lFals: 8, lN: 10, lNu: 11, lNul: 12}
	if c != text[at[sub]] {
		return 0, false
	}
	if sub == lTru || sub == lFals || sub == lNul {
		return -1, true
	}
	return sub + 1, true
}

// lexTables are the automaton as lookup tables: the class of each byte
// (bytes on which every state and top agree share a class), and the
// transitions indexed by (state·nTops + top)·classes + class, each entry
// next + 64·op.
type lexTables struct {
	class   [256]int
	classes int
	trans   []int
}

var lexTable = sync.OnceValue(func() *lexTables {
	t := &lexTables{}
	var rep []byte
	t.class, rep = byteClasses(func(c byte, key []byte) []byte {
		for st := range nLexStates {
			for top := range nTops {
				n, op := step(st, top, c)
				key = append(key, byte(n), byte(op))
			}
		}
		return key
	})
	t.classes = len(rep)
	t.trans = make([]int, nLexStates*nTops*t.classes)
	for st := range nLexStates {
		for top := range nTops {
			for k, c := range rep {
				n, op := step(st, top, c)
				t.trans[(st*nTops+top)*t.classes+k] = n + 64*op
			}
		}
	}
	return t
})

// byteClasses gives bytes that behave alike everywhere one class: behave
// appends to key what the automaton does on the byte in every state. It
// returns each byte's class and one representative byte per class.
func byteClasses(behave func(c byte, key []byte) []byte) (class [256]int, rep []byte) {
	sig := map[string]int{}
	var key []byte
	for c := range 256 {
		key = behave(byte(c), key[:0])
		k, ok := sig[string(key)]
		if !ok {
			k = len(rep)
			sig[string(key)] = k
			rep = append(rep, byte(c))
		}
		class[c] = k
	}
	return class, rep
}

// LexCanonical runs the lexer over text followed by zero padding, as the
// circuit does, and says where it first refuses the text.
func LexCanonical(text []byte) error {
	t := lexTable()
	st, s := lxValue, 0
	// (One zero byte past the text, without appending to the caller's
	// slice.)
	for i := 0; i <= len(text); i++ {
		var c byte
		if i < len(text) {
			c = text[i]
		}
		if c == 0 && i < len(text) {
			return fmt.Errorf("%w: zero byte at offset %d", ErrNotCanonicalLex, i)
		}
		v := t.trans[(st*nTops+s%3)*t.classes+t.class[c]]
		next, op := v%64, v/64
		switch op {
		case opPushArray, opPushObject:
			s = 3*s + op // opPushArray == topArray, opPushObject == topObject
			if s/3 >= 1<<lexStackBits {
				return fmt.Errorf("%w, at offset %d", ErrLexTooDeep, i)
			}
		case opPop:
			s /= 3
		}
		if next == lxReject {
			if i == len(text) {
				return fmt.Errorf("%w: the text ends inside a value", ErrNotCanonicalLex)
			}
			return fmt.Errorf("%w: byte %q at offset %d", ErrNotCanonicalLex, c, i)
		}
		st = next
	}
	return nil
}

func init() { solver.RegisterHint(lexStackHint, lexEntryHint) }

// lexStackHint: input s; outputs s div 3, s mod 3.
func lexStackHint(_ *big.Int, in, out []*big.Int) error {
	if len(in) != 1 || len(out) != 2 {
		return errors.New("lexStackHint: one input, two outputs")
	}
	out[0].QuoRem(in[0], big.NewInt(3), out[1])
	return nil
}

// lexEntryHint: input v, a transition entry; outputs v mod 64,
// (v div 64) mod 2, v div 128.
func lexEntryHint(_ *big.Int, in, out []*big.Int) error {
	if len(in) != 1 || len(out) != 3 {
		return errors.New("lexEntryHint: one input, three outputs")
	}
	v := new(big.Int).Set(in[0])
	out[0].Mod(v, big.NewInt(64))
	v.Rsh(v, 6)
	out[1].SetUint64(uint64(v.Bit(0)))
	out[2].Rsh(v, 1)
	return nil
}

// table is a lookup table of the values vs, indexed from 0.
func (g *gadgets) table(vs []int) logderivlookup.Table {
	tb := logderivlookup.New(g.api)
	for _, v := range vs {
		tb.Insert(v)
	}
	return tb
}

// lex asserts that data (bytes, zero-padded to its length) is one canonical
// value as LexCanonical decides followed by zero bytes, and returns the
// state after each byte and the value's length: the number of bytes before
// the padding. The gadget cannot tell zero bytes of the text from padding,
// so the caller must assert that length equals the length it hashes (a
// text that LexCanonical refuses for a zero byte then fails). Bytes need
// no range check of their own: the class lookup has entries for 0..255
// only, and the lookup argument binds the index as well as the value.
func (g *gadgets) lex(data []frontend.Variable) (states []frontend.Variable, length frontend.Variable) {
	api := g.api
	t := lexTable()
	class, trans := g.table(t.class[:]), g.table(t.trans)
	// 1 for every state but lxDone: their count is the value's length.
	flags := make([]int, nLexStates)
	for st := range flags {
		flags[st] = boolInt(st != lxDone)
	}
	notDone := g.table(flags)
	// One zero byte past the data: a text as long as the data still ends.
	padded := append(append(make([]frontend.Variable, 0, len(data)+1), data...), 0)
	classes := class.Lookup(padded...)
	states = make([]frontend.Variable, len(padded))
	var st, s frontend.Variable = lxValue, 0
	for i := range padded {
		// s = 3q + top, top ∈ {0, 1, 2}, q < 2^lexStackBits: top is s mod 3.
		r, err := api.Compiler().NewHint(lexStackHint, 2, s)
		if err != nil {
			panic(err)
		}
		q, top := r[0], r[1]
		api.AssertIsEqual(s, api.Add(api.Mul(q, 3), top))
		api.AssertIsEqual(api.Mul(top, api.Sub(top, 1), api.Sub(top, 2)), 0)
		g.rc.Check(q, lexStackBits)
		v := trans.Lookup(api.Add(api.Mul(api.Add(api.Mul(st, nTops), top), t.classes), classes[i]))[0]
		// v = next + 64a + 128b, next < 64, a and b bits: op = a + 2b.
		r, err = api.Compiler().NewHint(lexEntryHint, 3, v)
		if err != nil {
			panic(err)
		}
		next, a, b := r[0], r[1], r[2]
		g.rc.Check(next, 6)
		g.bit(a)
		g.bit(b)
		api.AssertIsEqual(v, api.Add(next, api.Mul(a, 64), api.Mul(b, 128)))
		ab := api.Mul(a, b)
		pushA, pushO := api.Sub(a, ab), api.Sub(b, ab)
		// s' = s, 3s+1, 3s+2 or q for no op, push array, push object, pop.
		s = api.Add(s,
			api.Mul(pushA, api.Add(api.Mul(s, 2), 1)),
			api.Mul(pushO, api.Add(api.Mul(s, 2), 2)),
			api.Mul(ab, api.Sub(q, s)))
		st = next
		states[i] = st
	}
	// Refusal is absorbing, and only zero bytes keep lxDone: the data is one
	// canonical value and padding.
	api.AssertIsEqual(st, lxDone)
	length = 0
	for _, f := range notDone.Lookup(states[:len(data)]...) {
		length = api.Add(length, f)
	}
	// (The stack after the last byte needs no check of its own: lxDone is
	// reached and kept without a push.)
	return states[:len(data)], length
}
