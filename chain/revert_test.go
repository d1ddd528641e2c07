package chain_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/chain"
)

// assertRevert requires err to be a *chain.RevertError with this reason
// and, when given, these leading unsigned arguments (a custom error's
// code or level) or, for string arguments, a first argument containing
// the given text.
func assertRevert(t *testing.T, err error, reason string, args ...any) {
	t.Helper()
	var r *chain.RevertError
	require.True(t, errors.As(err, &r), "want a revert %s, got %v", reason, err)
	assert.ErrorIs(t, err, chain.ErrReverted)
	require.Equal(t, reason, r.Reason, "revert %v", r)
	for i, a := range args {
		switch want := a.(type) {
		case int:
			got, ok := r.Arg(i)
			require.True(t, ok, "argument %d of %v", i, r)
			assert.Equal(t, uint64(want), got, "argument %d of %v", i, r)
		case string:
			require.Greater(t, len(r.Args), i, "argument %d of %v", i, r)
			s, _ := r.Args[i].(string)
			assert.True(t, strings.Contains(s, want), "argument %d of %v: want %q in %q", i, r, want, s)
		default:
			t.Fatalf("assertRevert: argument %T", a)
		}
	}
}

// TestRevertError: the typed error's text keeps the forms operators read.
func TestRevertError(t *testing.T) {
	e := &chain.RevertError{Reason: "NotAtLevel1", Args: []any{uint8(17)}, To: common.HexToAddress("0xabc")}
	assert.Equal(t, "chain: transaction reverted: NotAtLevel1[17] (to 0x0000000000000000000000000000000000000aBc)", e.Error())
	got, ok := e.Arg(0)
	assert.True(t, ok)
	assert.EqualValues(t, 17, got)
	_, ok = e.Arg(1)
	assert.False(t, ok)
	assert.ErrorIs(t, fmt.Errorf("wrapped: %w", e), chain.ErrReverted)
	assert.Equal(t, "chain: transaction reverted: deploying X: boom", (&chain.RevertError{Reason: "Error", Message: "boom", Deploying: "X"}).Error())
}
