package judge

import (
	"errors"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/dop251/goja"
)

// errNotCanonical reports text buildValue does not read (it reads only what
// canon.CanonicalizeTrace writes).
var errNotCanonical = errors.New("judge: not canonical trace text")

// buildValue builds, in vm, the value JSON.parse would build from canonical
// trace text (no whitespace, validated by canon.CanonicalizeTrace):
// ordinary objects with their members in text order, arrays, numbers,
// strings, booleans and null.
func buildValue(vm *goja.Runtime, text []byte) (goja.Value, error) {
	b := valueBuilder{vm: vm, s: text}
	v, err := b.value()
	if err == nil && b.i != len(b.s) {
		err = errNotCanonical
	}
	return v, err
}

type valueBuilder struct {
	vm *goja.Runtime
	s  []byte
	i  int
}

func (b *valueBuilder) value() (goja.Value, error) {
	if b.i >= len(b.s) {
		return nil, errNotCanonical
	}
	switch c := b.s[b.i]; {
	case c == '{':
		b.i++
		o := b.vm.NewObject()
		if b.i < len(b.s) && b.s[b.i] == '}' {
			b.i++
			return o, nil
		}
		for {
			k, err := b.str()
			if err != nil {
				return nil, err
			}
			if b.i >= len(b.s) || b.s[b.i] != ':' {
				return nil, errNotCanonical
			}
			b.i++
			v, err := b.value()
			if err != nil {
				return nil, err
			}
			// An own data property, as JSON.parse defines it: Set would call
			// the __proto__ setter (and any inherited accessor) instead, and
			// the member would vanish.
			if err := o.DefineDataProperty(k, v, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_TRUE); err != nil {
				return nil, err
			}
			if b.i >= len(b.s) {
				return nil, errNotCanonical
			}
			if b.s[b.i] == ',' {
				b.i++
				continue
			}
			if b.s[b.i] == '}' {
				b.i++
				return o, nil
			}
			return nil, errNotCanonical
		}
	case c == '[':
		b.i++
		var items []any
		if b.i < len(b.s) && b.s[b.i] == ']' {
			b.i++
			return b.vm.NewArray(), nil
		}
		for {
			v, err := b.value()
			if err != nil {
				return nil, err
			}
			items = append(items, v)
			if b.i >= len(b.s) {
				return nil, errNotCanonical
			}
			if b.s[b.i] == ',' {
				b.i++
				continue
			}
			if b.s[b.i] == ']' {
				b.i++
				return b.vm.NewArray(items...), nil
			}
			return nil, errNotCanonical
		}
	case c == '"':
		s, err := b.str()
		if err != nil {
			return nil, err
		}
		return b.vm.ToValue(s), nil
	case c == 't' && b.lit("true"):
		return b.vm.ToValue(true), nil
	case c == 'f' && b.lit("false"):
		return b.vm.ToValue(false), nil
	case c == 'n' && b.lit("null"):
		return goja.Null(), nil
	case c == '-' || (c >= '0' && c <= '9'):
		j := b.i
		for j < len(b.s) && (b.s[j] == '-' || b.s[j] == '+' || b.s[j] == '.' || b.s[j] == 'e' || b.s[j] == 'E' || (b.s[j] >= '0' && b.s[j] <= '9')) {
			j++
		}
		f, err := strconv.ParseFloat(string(b.s[b.i:j]), 64)
		if err != nil {
			return nil, errNotCanonical
		}
		b.i = j
		if f == float64(int64(f)) && f >= -(1<<53) && f <= 1<<53 {
			return b.vm.ToValue(int64(f)), nil
		}
		return b.vm.ToValue(f), nil
	}
	return nil, errNotCanonical
}

func (b *valueBuilder) lit(w string) bool {
	if len(b.s)-b.i >= len(w) && string(b.s[b.i:b.i+len(w)]) == w {
		b.i += len(w)
		return true
	}
	return false
}

// str reads a JSON string (the escapes canonical text uses: \" \\ and
// \u00XX for control characters; others are accepted too).
func (b *valueBuilder) str() (string, error) {
	if b.i >= len(b.s) || b.s[b.i] != '"' {
		return "", errNotCanonical
	}
	b.i++
	start := b.i
	for b.i < len(b.s) && b.s[b.i] != '"' && b.s[b.i] != '\\' {
		b.i++
	}
	if b.i < len(b.s) && b.s[b.i] == '"' {
		s := string(b.s[start:b.i])
		b.i++
		return s, nil
	}
	out := append([]byte(nil), b.s[start:b.i]...)
	for b.i < len(b.s) {
		c := b.s[b.i]
		switch {
		case c == '"':
			b.i++
			return string(out), nil
		case c == '\\':
			if b.i+1 >= len(b.s) {
				return "", errNotCanonical
			}
			e := b.s[b.i+1]
			b.i += 2
			switch e {
			case '"', '\\', '/':
				out = append(out, e)
			case 'b':
				out = append(out, '\b')
			case 'f':
				out = append(out, '\f')
			case 'n':
				out = append(out, '\n')
			case 'r':
				out = append(out, '\r')
			case 't':
				out = append(out, '\t')
			case 'u':
				r, ok := b.hex4()
				if !ok {
					return "", errNotCanonical
				}
				if utf16.IsSurrogate(r) {
					if b.i+6 > len(b.s) || b.s[b.i] != '\\' || b.s[b.i+1] != 'u' {
						return "", errNotCanonical // lone surrogates are not canonical
					}
					b.i += 2
					r2, ok := b.hex4()
					if !ok {
						return "", errNotCanonical
					}
					r = utf16.DecodeRune(r, r2)
					if r == utf8.RuneError {
						return "", errNotCanonical
					}
				}
				out = utf8.AppendRune(out, r)
			default:
				return "", errNotCanonical
			}
		default:
			out = append(out, c)
			b.i++
		}
	}
	return "", errNotCanonical
}

func (b *valueBuilder) hex4() (rune, bool) {
	if b.i+4 > len(b.s) {
		return 0, false
	}
	v, err := strconv.ParseUint(string(b.s[b.i:b.i+4]), 16, 16)
	if err != nil {
		return 0, false
	}
	b.i += 4
	return rune(v), true
}
