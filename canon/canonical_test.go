package canon_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gibson042/canonicaljson-go"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/internal/limits"
)

// TestConformance runs every vector of the canonical JSON spec's own test
// suite (testdata/canonicaljson-spec, copied from shared/conformance).
func TestConformance(t *testing.T) {
	var valid, malformed int
	root := filepath.Join("testdata", "canonicaljson-spec", "test")
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.Name() != "input.json" {
			return err
		}
		dir := filepath.Dir(path)
		name, _ := filepath.Rel(root, dir)
		input, err := os.ReadFile(path)
		require.NoError(t, err)
		expected, err := os.ReadFile(filepath.Join(dir, "expected.json"))
		if os.IsNotExist(err) {
			malformed++
			t.Run(name, func(t *testing.T) {
				_, err := canon.Canonicalize(input)
				require.Error(t, err)
				assert.ErrorIs(t, err, canon.ErrSyntax)
			})
			return nil
		}
		require.NoError(t, err)
		valid++
		t.Run(name, func(t *testing.T) {
			got, err := canon.Canonicalize(input)
			require.NoError(t, err)
			assert.Equal(t, string(bytes.TrimRight(expected, "\n")), string(got))
			// Canonical output is a fixed point.
			again, err := canon.Canonicalize(got)
			require.NoError(t, err)
			assert.Equal(t, string(got), string(again))
		})
		return nil
	})
	require.NoError(t, err)
	require.Greater(t, valid, 15, "conformance vectors missing")
	require.Greater(t, malformed, 15, "malformed vectors missing")
}

func TestCanonicalizeTraceRejects(t *testing.T) {
	deep := strings.Repeat("[", limits.MaxTraceDepth+1) + strings.Repeat("]", limits.MaxTraceDepth+1)
	okDeep := strings.Repeat("[", limits.MaxTraceDepth) + strings.Repeat("]", limits.MaxTraceDepth)
	tests := []struct {
		name string
		in   string
		want error // nil: accepted
		out  string
	}{
		{"sorted", `{"b":1, "a":[true,false,null]}`, nil, `{"a":[true,false,null],"b":1}`},
		{"max safe", `9007199254740991`, nil, `9007199254740991`},
		{"min safe", `-9007199254740991`, nil, `-9007199254740991`},
		{"unsafe int", `9007199254740992`, canon.ErrUnsafeNumber, ""},
		{"unsafe neg", `-9007199254740992`, canon.ErrUnsafeNumber, ""},
		{"long int", `123456789012345678901`, canon.ErrUnsafeNumber, ""},
		{"exp int unsafe", `1e20`, canon.ErrUnsafeNumber, ""},
		{"exp int ok", `1e3`, nil, `1000`},
		{"neg zero", `-0`, nil, `0`},
		{"neg zero float", `-0.0`, nil, `0`},
		{"double", `0.1`, nil, `1.0E-1`},
		{"double exact", `1.5e-300`, nil, `1.5E-300`},
		{"huge double is an integer", `1.5e300`, canon.ErrUnsafeNumber, ""},
		{"not a double", `0.10000000000000000001`, canon.ErrUnsafeNumber, ""},
		{"overflow", `1e400`, canon.ErrUnsafeNumber, ""},
		{"exponent bomb", `1e999999999`, canon.ErrTooLarge, ""},
		{"exponent bomb neg", `[1E-0000000000000000000012]`, nil, `[1.0E-12]`},
		{"bigint", `{"$n":"9007199254740992"}`, nil, `{"$n":"9007199254740992"}`},
		{"bigint neg", `{"$n":"-115792089237316195423570985008687907853269984665640564039457584007913129639935"}`, nil, `{"$n":"-115792089237316195423570985008687907853269984665640564039457584007913129639935"}`},
		{"bigint safe", `{"$n":"5"}`, canon.ErrBigInt, ""},
		{"bigint leading zero", `{"$n":"09007199254740992"}`, canon.ErrBigInt, ""},
		{"bigint number", `{"$n":9007199254740991}`, canon.ErrBigInt, ""},
		{"bigint extra", `{"$n":"9007199254740992","x":1}`, canon.ErrBigInt, ""},
		{"bigint sorted first", `{"":1,"$n":"9007199254740992"}`, canon.ErrBigInt, ""},
		{"bigint junk", `{"$n":"12a45678901234567"}`, canon.ErrBigInt, ""},
		{"bigint too long", `{"$n":"` + strings.Repeat("9", limits.MaxBigIntDigits+1) + `"}`, canon.ErrBigInt, ""},
		{"duplicate", `{"a":1,"a":1}`, canon.ErrDuplicateKey, ""},
		{"duplicate escaped", `{"a":1,"\u0061":2}`, canon.ErrDuplicateKey, ""},
		{"lone high", `"\uD800"`, canon.ErrLoneSurrogate, ""},
		{"lone low", `"x\udc00y"`, canon.ErrLoneSurrogate, ""},
		{"pair ok", `"\uD834\uDF06"`, nil, "\"\U0001D306\""},
		{"invalid utf8", "\"\xff\"", canon.ErrInvalidUTF8, ""},
		{"encoded surrogate", "\"\xed\xa0\x80\"", canon.ErrInvalidUTF8, ""},
		{"NaN", `NaN`, canon.ErrSyntax, ""},
		{"Infinity", `[Infinity]`, canon.ErrSyntax, ""},
		{"truncated", `{"a":`, canon.ErrSyntax, ""},
		{"trailing", `{} {}`, canon.ErrSyntax, ""},
		{"bom", "\xef\xbb\xbf{}", canon.ErrSyntax, ""},
		{"raw control", "\"a\tb\"", canon.ErrSyntax, ""},
		{"too deep", deep, canon.ErrTooDeep, ""},
		{"deep ok", okDeep, nil, okDeep},
		{"escapes", `"\u00e9\/\u001f\u007f"`, nil, "\"é/\\u001F\x7f\""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := canon.CanonicalizeTrace([]byte(tt.in))
			if tt.want != nil {
				require.Error(t, err)
				assert.ErrorIs(t, err, tt.want)
				var se *canon.SyntaxError
				assert.True(t, errors.As(err, &se))
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.out, string(got))
		})
	}
}

func TestCanonicalizeTraceTooLarge(t *testing.T) {
	big := make([]byte, limits.MaxTraceBytes+1)
	_, err := canon.CanonicalizeTrace(big)
	assert.ErrorIs(t, err, canon.ErrTooLarge)
}

func TestNumberExpansionBounded(t *testing.T) {
	bomb := "[" + strings.Repeat("1E9999,", 200) + "1]"
	_, err := canon.Canonicalize([]byte(bomb))
	assert.ErrorIs(t, err, canon.ErrTooLarge)
	ok := "[" + strings.Repeat("1E99,", 100) + "1]"
	_, err = canon.Canonicalize([]byte(ok))
	assert.NoError(t, err)
}

func TestGenericDepthBounded(t *testing.T) {
	n := limits.MaxGenericDepth + 1
	_, err := canon.Canonicalize([]byte(strings.Repeat("[", n) + strings.Repeat("]", n)))
	assert.ErrorIs(t, err, canon.ErrTooDeep)
	// A million open brackets must fail fast, not overflow the stack.
	_, err = canon.Canonicalize(bytes.Repeat([]byte("["), 1<<20))
	assert.ErrorIs(t, err, canon.ErrTooDeep)
}

func TestKeyOrderNeverChangesHash(t *testing.T) {
	a := []byte(`{"z":{"y":1,"x":[{"b":2,"a":1}]},"a":"é","é":"a","A":null}`)
	b := []byte(`{"A":null,"é":"a","a":"é","z":{"x":[{"a":1,"b":2}],"y":1}}`)
	ha, err := canon.TraceHash(a)
	require.NoError(t, err)
	hb, err := canon.TraceHash(b)
	require.NoError(t, err)
	assert.Equal(t, ha, hb)
	c := []byte(`{"A":null,"é":"a","a":"é","z":{"x":[{"a":1,"b":3}],"y":1}}`)
	hc, err := canon.TraceHash(c)
	require.NoError(t, err)
	assert.NotEqual(t, ha, hc)
}

func TestMarshal(t *testing.T) {
	type inner struct {
		B int    `json:"b"`
		A string `json:"a,omitempty"`
	}
	got, err := canon.Marshal(map[string]any{"z": inner{B: 2}, "m": []any{canon.NewInt(1), canon.IntFromString("-100000000000000000000")}, "<": "&"})
	require.NoError(t, err)
	assert.Equal(t, `{"<":"&","m":[1,{"$n":"-100000000000000000000"}],"z":{"b":2}}`, string(got))
	_, err = canon.Marshal(map[string]int64{"x": 1 << 60})
	assert.ErrorIs(t, err, canon.ErrUnsafeNumber)
}

// TestAgreesWithReference compares the canonical form against the reference
// implementation (decode with UseNumber, Marshal) on the suite's inputs.
func TestAgreesWithReference(t *testing.T) {
	for _, in := range seedInputs(t) {
		assertAgreesWithReference(t, in)
	}
}

func assertAgreesWithReference(t *testing.T, in []byte) {
	t.Helper()
	got, err := canon.Canonicalize(in)
	if err != nil {
		return
	}
	if hasDuplicateOrLoneSurrogate(in) {
		return
	}
	dec := canonicaljson.NewDecoder(bytes.NewReader(in))
	dec.UseNumber()
	var v any
	require.NoError(t, dec.Decode(&v), "reference rejects what we accept: %q", in)
	want, err := canonicaljson.Marshal(&v)
	require.NoError(t, err)
	assert.Equal(t, string(want), string(got), "input %q", in)
}

// hasDuplicateOrLoneSurrogate skips inputs where the reference decoder is
// lenient (last duplicate wins) or lossy.
func hasDuplicateOrLoneSurrogate(in []byte) bool {
	return bytes.Contains(bytes.ToLower(in), []byte(`\ud`))
}

func seedInputs(t testing.TB) [][]byte {
	var out [][]byte
	root := filepath.Join("testdata", "canonicaljson-spec", "test")
	_ = filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(path, ".json") {
			b, _ := os.ReadFile(path)
			out = append(out, b)
		}
		return nil
	})
	for _, s := range []string{`{"a":{"$n":"9007199254740993"},"b":[1,2.5,-0,"x\u0000"]}`, `[]`, `{}`, `""`, `{"b":1,"a":2}`} {
		out = append(out, []byte(s))
	}
	js, _ := json.Marshal(map[string]any{"k": []any{1.25, "é\u2028", nil, true}})
	out = append(out, js)
	if len(out) == 0 {
		t.Fatal("empty seed corpus")
	}
	return out
}

// FuzzCanonicalize: never panics; every accepted input canonicalizes to a
// fixed point; the strict profile accepts a subset with the same output; the
// output agrees with the reference implementation.
func FuzzCanonicalize(f *testing.F) {
	seeds := seedInputs(f)
	if len(seeds) == 0 {
		f.Fatal("empty seed corpus")
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		got, err := canon.Canonicalize(in)
		strict, serr := canon.CanonicalizeTrace(in)
		if err != nil {
			require.Error(t, serr, "strict accepts what generic rejects")
			return
		}
		again, err := canon.Canonicalize(got)
		require.NoError(t, err)
		require.Equal(t, got, again)
		if serr == nil {
			require.Equal(t, got, strict)
			s2, err := canon.CanonicalizeTrace(strict)
			require.NoError(t, err)
			require.Equal(t, strict, s2)
		}
		assertAgreesWithReference(t, in)
	})
}

// TestSyntaxErrorPosition: an error's line and column point at the byte
// its offset names, columns counted in characters.
func TestSyntaxErrorPosition(t *testing.T) {
	tests := []struct {
		name              string
		in                string
		line, col, offset int
	}{
		{"first line", `{"a": x}`, 1, 7, 6},
		{"after a newline", "{\n  \"a\": x}", 2, 8, 9},
		{"multi-byte before", "{\n\"é\": x}", 2, 6, 8},
		{"crlf", "{\r\n\"a\":\r\n x}", 3, 2, 10},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := canon.CanonicalizeTrace([]byte(tt.in))
			var se *canon.SyntaxError
			require.ErrorAs(t, err, &se)
			assert.Equal(t, tt.offset, se.Offset)
			assert.Equal(t, tt.line, se.Line)
			assert.Equal(t, tt.col, se.Column)
			assert.Equal(t, byte('x'), tt.in[se.Offset])
		})
	}
}
