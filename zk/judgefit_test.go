package zk

import (
	"maps"
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/verijudge/verijudge/canon"
)

// TestJudgeFit: every suite trace is inside the full profile; which are
// inside the small profile, and the reasons for the others: the trace's bytes, and for a trace the bundle
// judges without cutting a text, a text longer than the circuit's bound
// in its JSON form.
func TestJudgeFit(t *testing.T) {
	suite := suiteCanonical(t)
	l := newViewLayout(smallJudgeProfile.caps)
	inside := 0
	for _, name := range slices.Sorted(maps.Keys(suite)) {
		b := suite[name]
		_, err := judgeFit(smallJudgeProfile, l, b)
		if len(b) > smallJudgeProfile.traceBytes {
			require.ErrorIs(t, err, ErrOutsideProfile, name)
			continue
		}
		require.NoError(t, err, name)
		inside++
	}
	assert.Equal(t, 1, inside, "code-leap-year/naive only")
	// The full profile holds every suite trace.
	for name, b := range suite {
		require.NoError(t, FitJudge("full", b), name)
	}

	// A failing test whose name is 170 control characters: 187 UTF-16
	// units of actual text (not cut) but 1,037 bytes as JSON writes it.
	wide := &judgeProfile{name: "wide", traceBytes: 8192, preimageBytes: 8192, caps: fullViewCaps}
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

// TestJudgeExported: the judge circuit's exported entry points by profile
// name: an unknown profile is refused with the names it knows, FitJudge
// agrees with judgeFit, and ProveJudge refuses a trace outside the profile
// and a binding out of range before it needs keys.
func TestJudgeExported(t *testing.T) {
	assert.Equal(t, []string{"small", "full"}, JudgeProfiles())
	_, err := CompileJudge("huge")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "known: small, full")
	require.Error(t, FitJudge("huge", nil))
	_, err = LoadJudgeDevKeys("huge", nil)
	require.Error(t, err)

	suite := suiteCanonical(t)
	require.NoError(t, FitJudge("small", suite["code-leap-year/naive"]))
	require.ErrorIs(t, FitJudge("small", suite["code-leap-year/reference"]), ErrOutsideProfile)
	require.Error(t, FitJudge("small", []byte(`{"not":"a trace"}`)))

	_, err = ProveJudge("small", nil, nil, nil, suite["code-leap-year/reference"], big.NewInt(1))
	require.ErrorIs(t, err, ErrOutsideProfile)
	for _, b := range []*big.Int{nil, big.NewInt(-1), new(big.Int).Lsh(big.NewInt(1), MaxBindingBits)} {
		_, err = ProveJudge("small", nil, nil, nil, suite["code-leap-year/naive"], b)
		require.Error(t, err, "binding %v", b)
	}
}
