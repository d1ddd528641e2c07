package canon

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/gibson042/canonicaljson-go"

	"github.com/verijudge/verijudge/internal/limits"
)

// Errors returned by Canonicalize and CanonicalizeTrace, wrapped in a
// *SyntaxError that carries the byte offset. Callers classify with errors.Is.
var (
	ErrSyntax        = errors.New("malformed JSON")
	ErrInvalidUTF8   = errors.New("invalid UTF-8")
	ErrDuplicateKey  = errors.New("duplicate object key")
	ErrLoneSurrogate = errors.New("lone surrogate in string")
	ErrTooDeep       = errors.New("nesting too deep")
	ErrTooLarge      = errors.New("input too large")
	ErrUnsafeNumber  = errors.New("number not exactly representable")
	ErrBigInt        = errors.New("malformed {\"$n\": …} integer")
)

// SyntaxError describes why input was rejected and where.
type SyntaxError struct {
	Offset int   // byte offset in the input where the problem was found
	Err    error // one of the Err* sentinels above
	Detail string
	// Line and Column place Offset for an editor: 1-based, the column
	// counted in characters (UTF-8 sequences; a byte that is not one
	// counts as one). Zero when not known.
	Line, Column int
}

func (e *SyntaxError) Error() string {
	where := fmt.Sprintf("byte %d", e.Offset)
	if e.Line > 0 {
		where = fmt.Sprintf("line %d, column %d (byte %d)", e.Line, e.Column, e.Offset)
	}
	if e.Detail != "" {
		return fmt.Sprintf("canon: %v at %s: %s", e.Err, where, e.Detail)
	}
	return fmt.Sprintf("canon: %v at %s", e.Err, where)
}

// position is the 1-based line and column of offset in data.
func position(data []byte, offset int) (line, col int) {
	offset = min(max(offset, 0), len(data))
	head := data[:offset]
	line = 1 + bytes.Count(head, []byte{'\n'})
	if i := bytes.LastIndexByte(head, '\n'); i >= 0 {
		head = head[i+1:]
	}
	return line, 1 + utf8.RuneCount(head)
}

func (e *SyntaxError) Unwrap() error { return e.Err }

// Canonicalize returns the canonical form of the JSON text data, as defined by
// the canonical JSON specification that github.com/gibson042/canonicaljson-go
// implements: object keys sorted by code point, no insignificant whitespace,
// minimal string escapes (uppercase \u00XX for other control characters,
// lone surrogates kept as \uDXXX escapes), integers as plain digits of any
// size, non-integers as d.dddE±n with arbitrary precision.
//
// Canonicalize is for JSON in general. It rejects malformed input, invalid
// UTF-8, duplicate keys and nesting deeper than limits.MaxGenericDepth.
// Traces go through CanonicalizeTrace, which is stricter.
func Canonicalize(data []byte) ([]byte, error) {
	p := parser{data: data, maxDepth: limits.MaxGenericDepth}
	return p.run()
}

// CanonicalizeTrace is Canonicalize with the trace profile of docs/trace.md on top.
// In addition to everything Canonicalize rejects, it rejects:
//   - input longer than limits.MaxTraceBytes (ErrTooLarge);
//   - nesting deeper than limits.MaxTraceDepth (ErrTooDeep);
//   - strings holding lone surrogates, escaped or not (ErrLoneSurrogate);
//   - integers outside ±(2^53−1), and non-integers whose decimal value is not
//     exactly the shortest form of an IEEE-754 double (ErrUnsafeNumber):
//     JavaScript would silently change them, so large integers must be
//     written {"$n":"<decimal>"};
//   - {"$n": …} objects that are not the one canonical way to write an
//     integer outside ±(2^53−1) (ErrBigInt).
//
// Every accepted input has a canonical form that the evaluator bundle's
// canonicalizer reproduces byte for byte.
func CanonicalizeTrace(data []byte) ([]byte, error) {
	if len(data) > limits.MaxTraceBytes {
		return nil, &SyntaxError{Offset: limits.MaxTraceBytes, Err: ErrTooLarge,
			Detail: fmt.Sprintf("%d bytes, limit %d", len(data), limits.MaxTraceBytes)}
	}
	p := parser{data: data, maxDepth: limits.MaxTraceDepth, strict: true}
	return p.run()
}

// CanonicalizeStrict applies CanonicalizeTrace's rules for numbers, big
// integers and strings, at nesting up to maxDepth, without the trace size
// cap (the caller caps what it reads). It is for documents that hold a
// trace and are read by the evaluator bundle's strict reader too: verdict
// records, whose every member the kit and the browser page read with the
// trace rules.
func CanonicalizeStrict(data []byte, maxDepth int) ([]byte, error) {
	p := parser{data: data, maxDepth: maxDepth, strict: true}
	return p.run()
}

// TraceHash returns sha256(CanonicalizeTrace(data)): the trace hash of docs/trace.md.
func TraceHash(data []byte) (Hash, error) {
	c, err := CanonicalizeTrace(data)
	if err != nil {
		return Hash{}, err
	}
	return Sum(c), nil
}

// Marshal encodes v with encoding/json and canonicalizes the result with
// CanonicalizeTrace's rules. Go values whose JSON is not a valid trace value
// (for example an int64 above 2^53−1 not wrapped in Int) are an error.
func Marshal(v any) ([]byte, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	p := parser{data: raw, maxDepth: limits.MaxTraceDepth, strict: true}
	return p.run()
}

type member struct {
	key        []byte // decoded key (WTF-8 in generic mode)
	start, end int    // canonical "key":value bytes in out
}

type parser struct {
	data     []byte
	pos      int
	out      []byte
	depth    int
	maxDepth int
	strict   bool
	expanded int // bytes added by writing exponents out as digits
	scratch  []byte
	// members is a stack of member lists, reused across objects.
	members [][]member
}

func (p *parser) fail(err error, detail string) error {
	line, col := position(p.data, p.pos)
	return &SyntaxError{Offset: p.pos, Err: err, Detail: detail, Line: line, Column: col}
}

func (p *parser) run() ([]byte, error) {
	// JSON text is UTF-8: refuse anything else before reading a token, so
	// that every implementation reports the same rule.
	if !utf8.Valid(p.data) {
		for i := 0; i < len(p.data); {
			r, n := utf8.DecodeRune(p.data[i:])
			if r == utf8.RuneError && n == 1 {
				p.pos = i
				break
			}
			i += n
		}
		return nil, p.fail(ErrInvalidUTF8, "")
	}
	p.out = make([]byte, 0, len(p.data))
	p.skipWS()
	if err := p.value(); err != nil {
		return nil, err
	}
	p.skipWS()
	if p.pos != len(p.data) {
		return nil, p.fail(ErrSyntax, "trailing data after the JSON value")
	}
	return p.out, nil
}

func (p *parser) skipWS() {
	for p.pos < len(p.data) {
		switch p.data[p.pos] {
		case ' ', '\t', '\n', '\r':
			p.pos++
		default:
			return
		}
	}
}

func (p *parser) value() error {
	if p.pos >= len(p.data) {
		return p.fail(ErrSyntax, "unexpected end of input")
	}
	switch c := p.data[p.pos]; {
	case c == '{':
		return p.object()
	case c == '[':
		return p.array()
	case c == '"':
		s, err := p.str()
		if err != nil {
			return err
		}
		p.out = appendString(p.out, s)
		return nil
	case c == '-' || '0' <= c && c <= '9':
		return p.number()
	default:
		for _, lit := range [...]string{"true", "false", "null"} {
			if bytes.HasPrefix(p.data[p.pos:], []byte(lit)) {
				p.pos += len(lit)
				p.out = append(p.out, lit...)
				return nil
			}
		}
		if bytes.HasPrefix(p.data[p.pos:], bom) {
			return p.fail(ErrSyntax, "byte-order mark (U+FEFF): JSON text must not start with one; save the file as UTF-8 without a BOM")
		}
		r, _ := utf8.DecodeRune(p.data[p.pos:])
		return p.fail(ErrSyntax, fmt.Sprintf("unexpected character %q", r))
	}
}

// bom is U+FEFF in UTF-8. JSON text (RFC 8259 §8.1) must not begin with
// one; every reader here refuses it, by name.
var bom = []byte{0xef, 0xbb, 0xbf}

func (p *parser) enter() error {
	p.depth++
	if p.depth > p.maxDepth {
		return p.fail(ErrTooDeep, fmt.Sprintf("limit %d", p.maxDepth))
	}
	return nil
}

func (p *parser) array() error {
	if err := p.enter(); err != nil {
		return err
	}
	p.pos++ // [
	p.out = append(p.out, '[')
	p.skipWS()
	if p.pos < len(p.data) && p.data[p.pos] == ']' {
		p.pos++
		p.out = append(p.out, ']')
		p.depth--
		return nil
	}
	for {
		p.skipWS()
		if err := p.value(); err != nil {
			return err
		}
		p.skipWS()
		if p.pos >= len(p.data) {
			return p.fail(ErrSyntax, "unclosed array")
		}
		switch p.data[p.pos] {
		case ',':
			p.pos++
			p.out = append(p.out, ',')
		case ']':
			p.pos++
			p.out = append(p.out, ']')
			p.depth--
			return nil
		default:
			return p.fail(ErrSyntax, "expected ',' or ']' in array")
		}
	}
}

func (p *parser) object() error {
	if err := p.enter(); err != nil {
		return err
	}
	objStart := p.pos
	p.pos++ // {
	outStart := len(p.out)
	p.out = append(p.out, '{')
	p.skipWS()
	if p.pos < len(p.data) && p.data[p.pos] == '}' {
		p.pos++
		p.out = append(p.out, '}')
		p.depth--
		return nil
	}
	for len(p.members) < p.depth {
		p.members = append(p.members, nil)
	}
	ms := p.members[p.depth-1][:0]
	for {
		p.skipWS()
		if p.pos >= len(p.data) || p.data[p.pos] != '"' {
			return p.fail(ErrSyntax, "expected string key in object")
		}
		key, err := p.str()
		if err != nil {
			return err
		}
		// Keys alias p.data or p.scratch; copy those that alias scratch.
		if len(key) > 0 && len(p.scratch) > 0 && &key[0] == &p.scratch[0] {
			key = bytes.Clone(key)
		}
		start := len(p.out)
		p.out = appendString(p.out, key)
		p.skipWS()
		if p.pos >= len(p.data) || p.data[p.pos] != ':' {
			return p.fail(ErrSyntax, "expected ':' after object key")
		}
		p.pos++
		p.out = append(p.out, ':')
		p.skipWS()
		if err := p.value(); err != nil {
			return err
		}
		ms = append(ms, member{key: key, start: start, end: len(p.out)})
		p.skipWS()
		if p.pos >= len(p.data) {
			return p.fail(ErrSyntax, "unclosed object")
		}
		c := p.data[p.pos]
		if c == ',' {
			p.pos++
			p.out = append(p.out, ',')
			continue
		}
		if c != '}' {
			return p.fail(ErrSyntax, "expected ',' or '}' in object")
		}
		p.pos++
		break
	}
	p.members[p.depth-1] = ms
	sorted := slices.IsSortedFunc(ms, func(a, b member) int { return bytes.Compare(a.key, b.key) })
	if !sorted {
		slices.SortStableFunc(ms, func(a, b member) int { return bytes.Compare(a.key, b.key) })
	}
	for i := 1; i < len(ms); i++ {
		if bytes.Equal(ms[i-1].key, ms[i].key) {
			at := p.pos
			p.pos = objStart
			err := p.fail(ErrDuplicateKey, fmt.Sprintf("key %q", ms[i].key))
			p.pos = at
			return err
		}
	}
	if !sorted {
		body := make([]byte, 0, len(p.out)-outStart)
		for i, m := range ms {
			if i > 0 {
				body = append(body, ',')
			}
			body = append(body, p.out[m.start:m.end]...)
		}
		p.out = append(p.out[:outStart+1], body...)
	}
	p.out = append(p.out, '}')
	if p.strict {
		if err := p.checkBigInt(ms, objStart); err != nil {
			return err
		}
	}
	p.depth--
	return nil
}

// checkBigInt enforces that {"$n": "<decimal>"} is the unique way to write an
// integer outside ±(2^53−1): one member, a string of digits with an optional
// leading '-', no leading zeros, magnitude above the safe range.
func (p *parser) checkBigInt(ms []member, objStart int) error {
	if !slices.ContainsFunc(ms, func(m member) bool { return string(m.key) == "$n" }) {
		return nil
	}
	bad := func(detail string) error {
		at := p.pos
		p.pos = objStart
		err := p.fail(ErrBigInt, detail)
		p.pos = at
		return err
	}
	if len(ms) != 1 {
		return bad("object with \"$n\" must have exactly one member")
	}
	// A single member is never reordered, so its offsets are still valid.
	v := p.out[ms[0].start+len(`"$n":`) : ms[0].end]
	if len(v) < 2 || v[0] != '"' {
		return bad("\"$n\" must be a string of decimal digits")
	}
	digits := v[1 : len(v)-1]
	neg := len(digits) > 0 && digits[0] == '-'
	if neg {
		digits = digits[1:]
	}
	if len(digits) == 0 || digits[0] == '0' {
		return bad("\"$n\" must be a decimal integer without leading zeros")
	}
	for _, c := range digits {
		if c < '0' || c > '9' {
			return bad("\"$n\" must be a decimal integer")
		}
	}
	if len(digits) > limits.MaxBigIntDigits {
		return bad(fmt.Sprintf("more than %d digits", limits.MaxBigIntDigits))
	}
	if len(digits) <= 16 {
		n, _ := strconv.ParseUint(string(digits), 10, 64)
		if n <= limits.MaxSafeInteger {
			return bad(fmt.Sprintf("%s is a safe integer: write it as a plain number", v))
		}
	}
	return nil
}

// str parses a JSON string at p.pos and returns its decoded bytes. The result
// aliases p.data when the string has no escapes, else p.scratch.
func (p *parser) str() ([]byte, error) {
	p.pos++ // opening quote
	start := p.pos
	// Fast path: printable ASCII without escapes.
	for p.pos < len(p.data) {
		c := p.data[p.pos]
		if c == '"' {
			p.pos++
			return p.data[start : p.pos-1], nil
		}
		if c == '\\' || c < 0x20 || c >= utf8.RuneSelf {
			break
		}
		p.pos++
	}
	buf := append(p.scratch[:0], p.data[start:p.pos]...)
	escaped := false
	for {
		if p.pos >= len(p.data) {
			return nil, p.fail(ErrSyntax, "unclosed string")
		}
		c := p.data[p.pos]
		switch {
		case c == '"':
			p.pos++
			if !escaped {
				return p.data[start : p.pos-1], nil
			}
			p.scratch = buf
			return buf, nil
		case c < 0x20:
			return nil, p.fail(ErrSyntax, "control character in string must be escaped")
		case c == '\\':
			escaped = true
			var err error
			if buf, err = p.escape(buf); err != nil {
				return nil, err
			}
		case c < utf8.RuneSelf:
			buf = append(buf, c)
			p.pos++
		default:
			r, size := utf8.DecodeRune(p.data[p.pos:])
			if r == utf8.RuneError && size == 1 {
				return nil, p.fail(ErrInvalidUTF8, "")
			}
			buf = append(buf, p.data[p.pos:p.pos+size]...)
			p.pos += size
		}
	}
}

func (p *parser) escape(buf []byte) ([]byte, error) {
	if p.pos+1 >= len(p.data) {
		return nil, p.fail(ErrSyntax, "unclosed string")
	}
	e := p.data[p.pos+1]
	var b byte
	switch e {
	case '"', '\\', '/':
		b = e
	case 'b':
		b = '\b'
	case 'f':
		b = '\f'
	case 'n':
		b = '\n'
	case 'r':
		b = '\r'
	case 't':
		b = '\t'
	case 'u':
		r, ok := p.hex4(p.pos + 2)
		if !ok {
			return nil, p.fail(ErrSyntax, "invalid \\u escape")
		}
		p.pos += 6
		if utf16.IsSurrogate(r) {
			if r < 0xDC00 && p.pos+1 < len(p.data) && p.data[p.pos] == '\\' && p.data[p.pos+1] == 'u' {
				if r2, ok := p.hex4(p.pos + 2); ok && 0xDC00 <= r2 && r2 <= 0xDFFF {
					p.pos += 6
					return utf8.AppendRune(buf, utf16.DecodeRune(r, r2)), nil
				}
			}
			if p.strict {
				p.pos -= 6
				return nil, p.fail(ErrLoneSurrogate, fmt.Sprintf("\\u%04X", r))
			}
			// WTF-8: the generic encoding of a lone surrogate, which
			// appendString escapes again as \uDXXX.
			return append(buf, 0xED, byte(0xA0|(r>>6)&0x1F), byte(0x80|r&0x3F)), nil
		}
		return utf8.AppendRune(buf, r), nil
	default:
		return nil, p.fail(ErrSyntax, fmt.Sprintf("invalid escape \\%c", e))
	}
	p.pos += 2
	return append(buf, b), nil
}

func (p *parser) hex4(at int) (rune, bool) {
	if at+4 > len(p.data) {
		return 0, false
	}
	var r rune
	for _, c := range p.data[at : at+4] {
		r <<= 4
		switch {
		case '0' <= c && c <= '9':
			r |= rune(c - '0')
		case 'a' <= c && c <= 'f':
			r |= rune(c - 'a' + 10)
		case 'A' <= c && c <= 'F':
			r |= rune(c - 'A' + 10)
		default:
			return 0, false
		}
	}
	return r, true
}

func (p *parser) number() error {
	start := p.pos
	d := p.data
	i := p.pos
	if d[i] == '-' {
		i++
	}
	if i >= len(d) || d[i] < '0' || d[i] > '9' {
		p.pos = i
		return p.fail(ErrSyntax, "invalid number")
	}
	if d[i] == '0' {
		i++
		if i < len(d) && '0' <= d[i] && d[i] <= '9' {
			p.pos = i
			return p.fail(ErrSyntax, "leading zero in number")
		}
	} else {
		i = skipDigits(d, i)
	}
	isInt := true
	if i < len(d) && d[i] == '.' {
		isInt = false
		i++
		j := i
		if i = skipDigits(d, i); i == j {
			p.pos = i
			return p.fail(ErrSyntax, "missing digits after decimal point")
		}
	}
	if i < len(d) && (d[i] == 'e' || d[i] == 'E') {
		isInt = false
		i++
		if i < len(d) && (d[i] == '+' || d[i] == '-') {
			i++
		}
		j := i
		if i = skipDigits(d, i); i == j {
			p.pos = i
			return p.fail(ErrSyntax, "missing exponent digits")
		}
		for j < i-1 && d[j] == '0' {
			j++
		}
		if e, _ := strconv.Atoi(string(d[j:i])); i-j > 6 || e > limits.MaxNumberExponent {
			p.pos = start
			return p.fail(ErrTooLarge, fmt.Sprintf("exponent beyond ±%d", limits.MaxNumberExponent))
		}
	}
	lit := d[start:i]
	p.pos = i
	if isInt {
		if string(lit) == "-0" {
			lit = lit[1:]
		}
		if p.strict {
			digits := lit
			if digits[0] == '-' {
				digits = digits[1:]
			}
			if len(digits) > 16 {
				p.pos = start
				return p.fail(ErrUnsafeNumber, fmt.Sprintf("integer %s is outside ±(2^53−1); write it as {\"$n\":\"%s\"}", lit, lit))
			}
			if n, _ := strconv.ParseUint(string(digits), 10, 64); n > limits.MaxSafeInteger {
				p.pos = start
				return p.fail(ErrUnsafeNumber, fmt.Sprintf("integer %s is outside ±(2^53−1); write it as {\"$n\":\"%s\"}", lit, lit))
			}
		}
		p.out = append(p.out, lit...)
		return nil
	}
	norm, err := normalizeNumber(lit)
	if err != nil {
		p.pos = start
		return p.fail(ErrSyntax, err.Error())
	}
	// An exponent can expand a short literal (1E9999 is 10,000 digits):
	// bound the total expansion of a document.
	if grow := len(norm) - len(lit); grow > 0 {
		if p.expanded += grow; p.expanded > limits.MaxNumberExpansion {
			p.pos = start
			return p.fail(ErrTooLarge, fmt.Sprintf("numbers expand by more than %d bytes in canonical form", limits.MaxNumberExpansion))
		}
	}
	if p.strict {
		if err := checkExactDouble(lit, norm); err != nil {
			p.pos = start
			return p.fail(ErrUnsafeNumber, err.Error())
		}
	}
	p.out = append(p.out, norm...)
	return nil
}

func skipDigits(d []byte, i int) int {
	for i < len(d) && '0' <= d[i] && d[i] <= '9' {
		i++
	}
	return i
}

// normalizeNumber returns the canonical form of a valid JSON number literal,
// as canonicaljson-go writes it.
func normalizeNumber(lit []byte) ([]byte, error) {
	return canonicaljson.Marshal(json.Number(lit))
}

// checkExactDouble accepts a non-integer-syntax literal only if its exact
// decimal value is what JavaScript would print for the double it parses to,
// and, when that value is an integer, only inside the safe range.
func checkExactDouble(lit, norm []byte) error {
	f, err := strconv.ParseFloat(string(lit), 64)
	if err != nil || math.IsInf(f, 0) {
		return fmt.Errorf("%s does not fit an IEEE-754 double", lit)
	}
	if f == math.Trunc(f) {
		if math.Abs(f) > limits.MaxSafeInteger {
			return fmt.Errorf("%s is an integer outside ±(2^53−1); write it as {\"$n\":\"…\"}", lit)
		}
		want := strconv.AppendInt(nil, int64(f), 10)
		if !bytes.Equal(norm, want) {
			return fmt.Errorf("%s is not exactly %s", lit, want)
		}
		return nil
	}
	short, _ := normalizeNumber(strconv.AppendFloat(nil, f, 'E', -1, 64))
	if !bytes.Equal(norm, short) {
		return fmt.Errorf("%s is not exactly a double (nearest is %s)", lit, short)
	}
	return nil
}

const hexDigits = "0123456789ABCDEF"

// appendString appends the canonical JSON encoding of the decoded string s
// (UTF-8, or WTF-8 for lone surrogates in generic mode).
func appendString(out, s []byte) []byte {
	out = append(out, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			out = append(out, s[start:i]...)
			switch c {
			case '"', '\\':
				out = append(out, '\\', c)
			case '\b':
				out = append(out, '\\', 'b')
			case '\f':
				out = append(out, '\\', 'f')
			case '\n':
				out = append(out, '\\', 'n')
			case '\r':
				out = append(out, '\\', 'r')
			case '\t':
				out = append(out, '\\', 't')
			default:
				out = append(out, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		if c == 0xED && i+2 < len(s) && s[i+1] >= 0xA0 {
			// WTF-8 lone surrogate (only produced by the generic parser,
			// which never pairs two of them).
			r := rune(0xD000) | rune(s[i+1]&0x3F)<<6 | rune(s[i+2]&0x3F)
			out = append(out, s[start:i]...)
			out = append(out, '\\', 'u', hexDigits[r>>12], hexDigits[r>>8&0xF], hexDigits[r>>4&0xF], hexDigits[r&0xF])
			i += 3
			start = i
			continue
		}
		_, size := utf8.DecodeRune(s[i:])
		i += size
	}
	out = append(out, s[start:]...)
	return append(out, '"')
}
