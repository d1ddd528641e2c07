package zk

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/fixtures/tracegen"
)

// lexAccepted are canonical texts the lexer must take: every suite trace,
// generated traces, and the corners of strings and numbers.
func lexAccepted(t testing.TB) [][]byte {
	t.Helper()
	var out [][]byte
	cases, err := fixtures.Suite()
	require.NoError(t, err)
	for _, c := range cases {
		b, err := canon.CanonicalizeTrace(c.Trace)
		require.NoError(t, err)
		out = append(out, b)
	}
	r := rand.New(rand.NewPCG(7, 11))
	for range 300 {
		// (Some mutations nest 64 deep: canonical, and beyond the lexer.)
		if b, err := canon.CanonicalizeTrace(tracegen.Random(r, 0.4)); err == nil && !errors.Is(LexCanonical(b), ErrLexTooDeep) {
			out = append(out, b)
		}
	}
	for _, s := range []string{
		`{}`, `[]`, `0`, `-1`, `9007199254740991`, `"x"`, `true`, `false`, `null`, `[[],{}]`,
		`[1.5E0,1.0E-3,-2.5E-7,1.0E-1,1.25E0,1.05E1]`,
		`"\" \\ \b \f \n \r \t \u0000 \u0007 \u000B \u000E \u000F \u0010 \u001F /` + "\x7f é € 𝄞 \uffff\"",
		`{"":[{"a":{"$n":"9007199254740993"}}]}`,
		strings.Repeat("[", lexMaxDepth) + strings.Repeat("]", lexMaxDepth),
		strings.Repeat(`{"a":`, lexMaxDepth) + "0" + strings.Repeat("}", lexMaxDepth),
	} {
		b, err := canon.CanonicalizeTrace([]byte(s))
		require.NoError(t, err, s)
		require.Equal(t, s, string(b), "the corner case is canonical as written")
		out = append(out, b)
	}
	return out
}

// lexRefused are texts canonical JSON never writes, each with one flaw.
var lexRefused = []string{
	``, ` {}`, `{} `, `{ }`, `[1, 2]`, `{"a" :1}`, "{}\n", `{}x`, `{}{}`, "{}\x00a",
	`"\/"`, `"\u001f"`, `"\u0041"`, `"\u000a"`, `"\u0008"`, `"\u00e9"`, `"\ud834\udd1e"`, `"\x"`, `"\u00"`, `"\u002`,
	"\"\x01\"", "\"\x1f\"", "\"a", `"`, "\"\xc0\x80\"", "\"\xc1\xbf\"", "\"\xe0\x80\x80\"", "\"\xed\xa0\x80\"",
	"\"\xf0\x80\x80\x80\"", "\"\xf4\x90\x80\x80\"", "\"\xf5\x80\x80\x80\"", "\"\xff\"", "\"\x80\"", "\"\xc3\"", "\"\xe2\x82\"",
	`01`, `-0`, `-01`, `+1`, `1.`, `.5`, `1.0`, `1.5`, `1.50E1`, `1.00E1`, `10.5E0`, `0.5E0`, `1e5`, `1E+5`, `1.5E+5`,
	`1.5e5`, `1.5E-0`, `1.5E01`, `1.5E`, `1.5E-`, `-`, `--1`, `1-`, `0x10`, `Infinity`, `NaN`,
	`tru`, `truee`, `True`, `nul`, `nulll`, `fals`, `[true false]`,
	`[`, `]`, `{`, `}`, `[}`, `{]`, `[[]`, `[]]`, `{"a"}`, `{"a":}`, `{"a":1,}`, `[1,]`, `[,1]`, `{,}`, `{1:2}`, `{"a":1 "b":2}`,
	`{"a"::1}`, `[:]`, `{"a",1}`,
}

// TestLexAcceptsCanonical: the lexer takes every canonical text listed.
func TestLexAcceptsCanonical(t *testing.T) {
	texts := lexAccepted(t)
	require.Greater(t, len(texts), 200)
	for _, b := range texts {
		require.NoError(t, LexCanonical(b), "%q", b)
	}
}

// TestLexRefuses: each flaw is refused, and canon agrees that none of the
// texts is canonical (malformed, or not its own canonical form).
func TestLexRefuses(t *testing.T) {
	for _, s := range lexRefused {
		err := LexCanonical([]byte(s))
		require.ErrorIs(t, err, ErrNotCanonicalLex, "%q", s)
		if c, cerr := canon.CanonicalizeTrace([]byte(s)); cerr == nil {
			assert.NotEqual(t, s, string(c), "%q is canonical, yet the lexer refuses it", s)
		}
	}
	assert.ErrorIs(t, LexCanonical([]byte("{\x00}")), ErrNotCanonicalLex)
	// Canonical, but nested past what the lexer admits (every nesting up
	// to lexMaxDepth is taken; 18 levels never are).
	for _, s := range []string{
		strings.Repeat("[", 18) + strings.Repeat("]", 18),
		strings.Repeat(`{"a":`, 17) + "0" + strings.Repeat("}", 17),
	} {
		assert.ErrorIs(t, LexCanonical([]byte(s)), ErrLexTooDeep, "%q", s)
	}
}

// FuzzLex holds the lexer to canon on any input: what the lexer takes,
// canon reads without a syntax, UTF-8, surrogate or depth error (what
// remains for later parts of the circuit is key order, duplicates and
// number and big-integer rules), and canon's output is always taken.
func FuzzLex(f *testing.F) {
	for _, b := range lexAccepted(f)[:80] {
		f.Add(b)
	}
	for _, s := range lexRefused {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		lexErr := LexCanonical(in)
		c, err := canon.CanonicalizeTrace(in)
		if lexErr == nil && err != nil {
			for _, lexical := range []error{canon.ErrSyntax, canon.ErrInvalidUTF8, canon.ErrLoneSurrogate, canon.ErrTooDeep} {
				require.False(t, errors.Is(err, lexical), "the lexer takes %q, canon: %v", in, err)
			}
		}
		if err == nil {
			if lexErr == nil && !bytes.ContainsRune(in, 'E') {
				// Taken as written: the canonical form differs at most in key
				// order (the same length). A decimal can be shorter in canonical
				// form: "1.0E0" is the integer 1, which the lexer does not
				// decide (testdata/fuzz/FuzzLex holds that case).
				require.Len(t, c, len(in))
			}
			if e := LexCanonical(c); e != nil {
				require.ErrorIs(t, e, ErrLexTooDeep, "canon wrote %q, the lexer refuses it", c)
			}
		}
	})
}
