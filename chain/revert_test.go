package chain_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/verijudge/verijudge/chain"
)

// assertRevert is the package's helper (export_test.go).
var assertRevert = chain.AssertRevert

// TestRevertError: the typed error's text keeps the forms operators read.
func TestRevertError(t *testing.T) {
	e := &chain.RevertError{Reason: "NotAtLevel1", Args: []any{uint8(17)}, Context: "to 0xabc"}
	assert.Equal(t, "chain: transaction reverted: NotAtLevel1[17] (to 0xabc)", e.Error())
	got, ok := e.Arg(0)
	assert.True(t, ok)
	assert.EqualValues(t, 17, got)
	_, ok = e.Arg(1)
	assert.False(t, ok)
	assert.ErrorIs(t, fmt.Errorf("wrapped: %w", e), chain.ErrReverted)
	assert.Equal(t, "chain: transaction reverted: deploying X: boom", (&chain.RevertError{Reason: "Error", Message: "boom", Context: "deploying X"}).Error())
}
