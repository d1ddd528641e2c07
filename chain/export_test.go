package chain

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// assertRevert requires err to be a *chain.RevertError with this reason
// and, when given, these leading unsigned arguments (a custom error's
// code or level) or, for string arguments, a first argument containing
// the given text.
func assertRevert(t *testing.T, err error, reason string, args ...any) {
	t.Helper()
	var r *RevertError
	require.True(t, errors.As(err, &r), "want a revert %s, got %v", reason, err)
	assert.ErrorIs(t, err, ErrReverted)
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

// AssertRevert is assertRevert for the package's external tests.
var AssertRevert = assertRevert
