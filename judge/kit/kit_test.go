package kit_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/judge/kit"
)

// TestKitSource checks that the embedded kit is kit.mjs byte for byte and
// that callers get a copy.
func TestKitSource(t *testing.T) {
	want, err := os.ReadFile("kit.mjs")
	require.NoError(t, err)
	got := kit.Source()
	assert.Equal(t, want, got)
	got[0] ^= 0xff
	assert.Equal(t, want, kit.Source(), "Source must return a copy")
}
