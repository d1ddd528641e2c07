package zk

import (
	"encoding/json"
	"maps"
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
)

// TestJudgeFit: every suite trace is inside the full profile; which are
// inside the small profile, and the reasons for the others: the trace's bytes, and for a trace the bundle
// judges without cutting a text, a text longer than the circuit's bound
// in its JSON form.
func TestJudgeFit(t *testing.T) {
	suite := suiteCanonical(t)
	l := newViewLayout(Small.caps)
	inside := 0
	for _, name := range slices.Sorted(maps.Keys(suite)) {
		b := suite[name]
		_, err := judgeFit(Small, l, b)
		if len(b) > Small.MaxTrace {
			require.ErrorIs(t, err, ErrOutsideProfile, name)
			continue
		}
		require.NoError(t, err, name)
		inside++
	}
	assert.Equal(t, 1, inside, "code-leap-year/naive only")
	// The full profile holds every suite trace.
	for name, b := range suite {
		_, err := Prepare(Full, b)
		require.NoError(t, err, name)
	}

	// A failing test whose name is 170 control characters: 187 UTF-16
	// units of actual text (not cut) but 1,037 bytes as JSON writes it.
	wide := Profile{Name: "wide", MaxTrace: 8192, MaxPreimage: 8192, caps: fullViewCaps}
	b := editTrace(t, suite["code-leap-year/naive"], func(m map[string]any) {
		m["evidence"].(map[string]any)["tests"] = []any{map[string]any{"name": strings.Repeat("\x01", 170), "outcome": "fail"}}
		m["spec"].(map[string]any)["checks"] = []any{map[string]any{"kind": "tests_pass", "name": "c", "mode": "all"}}
	})
	_, err := ReadTrace(b)
	require.NoError(t, err)
	_, err = judgeFit(wide, newViewLayout(wide.caps), b)
	require.ErrorIs(t, err, ErrOutsideProfile)
	assert.Contains(t, err.Error(), `check "c": its actual text is 1037 bytes`) // (the reason names the check and the size)
	_, _, err = judgeAssignment(wide, b, big.NewInt(0), canon.Hash{})
	require.ErrorIs(t, err, ErrOutsideProfile)
	// Past the view's capacities: the record no cell takes.
	b = editTrace(t, suite["code-leap-year/naive"], func(m map[string]any) {
		m["evidence"].(map[string]any)["artifacts"] = []any{map[string]any{"path": "a", "sha256": "0x" + strings.Repeat("0", 64)},
			map[string]any{"path": "b", "sha256": "0x" + strings.Repeat("0", 64)}, map[string]any{"path": "c", "sha256": "0x" + strings.Repeat("0", 64)}}
	})
	_, err = judgeFit(wide, newViewLayout(wide.caps), b)
	require.ErrorIs(t, err, ErrTableTooSmall)
}

// TestPrepare: the exported entry points by profile: an unknown profile
// is refused with the names it knows; Prepare canonicalizes, gives the
// statement of the bundle's verdict, names the reason a trace is outside
// (a *ProfileError that wraps the capacity's own error), refuses what is
// no trace; Prove refuses a binding out of range before it needs keys.
func TestPrepare(t *testing.T) {
	var names []string
	for _, p := range Profiles() {
		names = append(names, p.Name)
	}
	assert.Equal(t, []string{"small", "full"}, names)
	_, err := ProfileByName("huge")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "known: small, full")
	huge := Profile{Name: "huge", MaxTrace: 1 << 20}
	_, err = Compile(huge)
	require.Error(t, err)
	_, err = Prepare(huge, nil)
	require.Error(t, err)
	_, err = LoadDevKeys(huge, nil)
	require.Error(t, err)
	// A listed name with other capacities is another circuit: refused.
	bigger := Small
	bigger.MaxTrace = 4096
	_, err = Compile(bigger)
	require.Error(t, err)
	_, err = Prepare(bigger, suiteCanonical(t)["code-leap-year/reference"])
	require.Error(t, err)
	require.NotErrorIs(t, err, ErrOutsideProfile)
	assert.Contains(t, Small.Describe(), "canonical trace ≤ 1024 bytes")
	assert.Contains(t, Full.Describe(), "≤ 6 transactions")

	suite := suiteCanonical(t)
	naive := suite["code-leap-year/naive"]
	w, err := Prepare(Small, naive)
	require.NoError(t, err)
	v, err := judge.Judge(naive)
	require.NoError(t, err)
	pre, err := judge.VerdictPreimage(&v)
	require.NoError(t, err)
	assert.Equal(t, Statement{TraceHash: canon.Sum(naive), VerdictHash: canon.Sum(pre), Evaluator: judge.EmbeddedDigest(), Status: judge.StatusFailure}, w.Statement)
	// Any JSON form of the trace is the canonical one's statement.
	var m any
	require.NoError(t, json.Unmarshal(naive, &m))
	indented, err := json.MarshalIndent(m, "", "  ")
	require.NoError(t, err)
	w2, err := Prepare(Small, indented)
	require.NoError(t, err)
	assert.Equal(t, w.Statement, w2.Statement)
	assert.Equal(t, naive, w2.Trace)

	_, err = Prepare(Small, suite["code-leap-year/reference"])
	var pe *ProfileError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, "small", pe.Profile)
	assert.Contains(t, pe.Reason, "above 1024")
	// Past a capacity: the error names the record and wraps
	// ErrTableTooSmall.
	_, err = Prepare(Small, suite["web3-pay-exact-42/reference"])
	require.ErrorIs(t, err, ErrOutsideProfile)
	three := editTrace(t, naive, func(m map[string]any) {
		m["evidence"].(map[string]any)["artifacts"] = []any{map[string]any{"path": "a", "sha256": "0x" + strings.Repeat("0", 64)},
			map[string]any{"path": "b", "sha256": "0x" + strings.Repeat("0", 64)}, map[string]any{"path": "c", "sha256": "0x" + strings.Repeat("0", 64)}}
	})
	_, err = Prepare(Full, three)
	require.ErrorIs(t, err, ErrOutsideProfile)
	require.ErrorIs(t, err, ErrTableTooSmall)
	_, err = Prepare(Small, []byte(`{"not":"a trace"}`))
	require.ErrorIs(t, err, judge.ErrInvalidTrace)
	require.NotErrorIs(t, err, ErrOutsideProfile)

	for _, b := range []*big.Int{nil, big.NewInt(-1), MaxBinding()} {
		_, err = Prove(nil, nil, nil, w, b)
		require.Error(t, err, "binding %v", b)
	}
	_, err = Prove(nil, nil, nil, nil, big.NewInt(1))
	require.Error(t, err)
}

// TestZKRefusesCollectionMembers: the members evaluator 1.5.0 added for
// collected evidence are outside the circuit's schema, so a trace that
// carries one is refused by the profile, with a reason naming the member,
// never proven under rules that ignore it.
func TestZKRefusesCollectionMembers(t *testing.T) {
	suite := suiteCanonical(t)
	hash := "0x" + strings.Repeat("ab", 32)
	cases := map[string]struct {
		trace  string
		member string
		f      func(ev map[string]any)
	}{
		"web3 coverage": {"web3-pay-usd-100/reference", "coverage", func(ev map[string]any) {
			ev["coverage"] = map[string]any{"internalTransfers": false}
		}},
		"code revision": {"code-leap-year/naive", "revision", func(ev map[string]any) {
			ev["revision"] = map[string]any{"commit": strings.Repeat("a", 40), "tree": strings.Repeat("b", 40)}
		}},
		"code test log": {"code-leap-year/naive", "testLog", func(ev map[string]any) {
			ev["testLog"] = map[string]any{"sha256": hash, "bytes": 10}
		}},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			tr := editTrace(t, suite[c.trace], func(m map[string]any) { c.f(m["evidence"].(map[string]any)) })
			_, err := judge.Judge(tr)
			require.NoError(t, err, "the bundle judges it")
			_, err = Prepare(Full, tr)
			var pe *ProfileError
			require.ErrorAs(t, err, &pe)
			assert.Contains(t, pe.Reason, `key "`+c.member+`" is not a field of evidence`)
		})
	}
}
