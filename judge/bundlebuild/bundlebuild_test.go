package bundlebuild_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/judge/bundlebuild"
)

func TestPinnedEsbuildIsTheRequiredOne(t *testing.T) {
	mod, err := os.ReadFile("../../go.mod")
	require.NoError(t, err)
	assert.Contains(t, string(mod), "github.com/evanw/esbuild v"+bundlebuild.PinnedEsbuildVersion+"\n")
	v, err := bundlebuild.EsbuildVersion()
	require.NoError(t, err)
	assert.Equal(t, bundlebuild.PinnedEsbuildVersion, v)
}

func TestBuildFailsClearly(t *testing.T) {
	_, err := bundlebuild.Build(t.TempDir(), "x")
	assert.ErrorContains(t, err, "entry point not found")
}
