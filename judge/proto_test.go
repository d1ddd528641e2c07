package judge_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/judge"
)

// A member named like a JavaScript-special property (written plainly or
// with escapes) is judged the same on the Go-built path (Judge) and the
// bundle's own reader (JudgeRaw, as Node.js and browsers run it): before
// the fix, Judge built objects with Set, the __proto__ setter swallowed
// the member, and a trace Node rejects was judged SUCCESS.
func TestSpecialMemberNamesAgree(t *testing.T) {
	cases, err := fixtures.Suite()
	require.NoError(t, err)
	base := cases[0].Trace
	e := judge.Embedded()
	for _, key := range []string{`__proto__`, `\u005f_proto__`, `constructor`, `prototype`, `toString`, `hasOwnProperty`, `valueOf`, `__defineGetter__`} {
		for _, where := range []string{"top", "nested"} {
			trace := inject(t, base, key, where)
			_, errFast := e.Judge(trace)
			_, errRaw := e.JudgeRaw(trace)
			require.Equal(t, errRaw == nil, errFast == nil, "%s %s: Judge %v, JudgeRaw %v", key, where, errFast, errRaw)
			if errRaw != nil {
				var a, b *judge.BundleError
				if errors.As(errFast, &a) && errors.As(errRaw, &b) {
					assert.Equal(t, b.Code, a.Code, "%s %s", key, where)
				}
			}
			if key == `__proto__` || key == `\u005f_proto__` {
				assert.Error(t, errFast, "%s %s: an unknown member is refused on every path", key, where)
			}
		}
	}
}

// inject adds the member "key": {} to the trace's top level or to its spec
// (the key written raw, so escapes survive).
func inject(t *testing.T, trace []byte, key, where string) []byte {
	t.Helper()
	var m map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(trace, &m))
	member := `"` + key + `":{}`
	if where == "top" {
		s := strings.TrimSpace(string(trace))
		return []byte(s[:len(s)-1] + "," + member + "}")
	}
	spec := strings.TrimSpace(string(m["spec"]))
	m["spec"] = json.RawMessage(spec[:len(spec)-1] + "," + member + "}")
	out := []byte("{")
	first := true
	for k, v := range m {
		if !first {
			out = append(out, ',')
		}
		first = false
		kb, _ := json.Marshal(k)
		out = append(append(append(out, kb...), ':'), v...)
	}
	return append(out, '}')
}
