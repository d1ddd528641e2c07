package canon_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
)

// Member finds exactly what decoding the canonical object would give,
// whatever the strings and nesting around it hold.
func TestMember(t *testing.T) {
	for _, in := range []string{
		`{"a":1,"spec":{"x":"}\"]","y":[1,{"z":null}]},"zz":"spec"}`,
		`{"spec":"a\\\"b"}`, `{"s":[],"spec":[1,2],"t":{}}`, `{"spec":true}`, `{"spec":-1.5E3}`,
		`{"a":{"spec":1},"b":"x"}`, `{}`, `[1]`, `"spec"`,
	} {
		c, err := canon.Canonicalize([]byte(in))
		require.NoError(t, err, in)
		got, ok := canon.Member(c, "spec")
		var m map[string]json.RawMessage
		if json.Unmarshal(c, &m) != nil {
			assert.False(t, ok, in)
			continue
		}
		want, has := m["spec"]
		require.Equal(t, has, ok, in)
		assert.Equal(t, string(want), string(got), in)
	}
}

// FuzzMember: on any canonical object, Member agrees with encoding/json.
func FuzzMember(f *testing.F) {
	for _, s := range []string{`{"spec":{"a":[1,"]"]},"t":2}`, `{"a":"\\"}`, `{"spec":"x"}`} {
		f.Add([]byte(s), "spec")
	}
	f.Fuzz(func(t *testing.T, in []byte, key string) {
		c, err := canon.Canonicalize(in)
		if err != nil {
			return
		}
		got, ok := canon.Member(c, key)
		if bytes.Contains(bytes.ToLower(c), []byte(`\ud`)) {
			return // encoding/json turns distinct lone surrogates into one U+FFFD
		}
		var m map[string]json.RawMessage
		if json.Unmarshal(c, &m) != nil {
			require.False(t, ok)
			return
		}
		kb, _ := json.Marshal(key)
		if string(kb) != `"`+key+`"` {
			return // names that need escaping are out of Member's contract
		}
		want, has := m[key]
		require.Equal(t, has, ok)
		require.Equal(t, string(want), string(got))
	})
}
