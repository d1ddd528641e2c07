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

// TestJudgeFit: which suite traces are inside the small profile, and the
// reasons for the others: the trace's bytes, and for a trace the bundle
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
