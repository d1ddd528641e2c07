package verify_test

import (
	"errors"
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/verify"
)

// FuzzParseTrustRoot: any bytes as a trust root are read or refused with
// ErrTrustRoot, never a panic; what is read writes itself back to a
// document that reads as the same trust root.
func FuzzParseTrustRoot(f *testing.F) {
	b, err := os.ReadFile("trustroots/sepolia.json")
	require.NoError(f, err)
	f.Add(b)
	f.Add([]byte(`{"mediaType":"application/vnd.verijudge.trust-root+json;version=1"}`))
	f.Fuzz(func(t *testing.T, in []byte) {
		tr, err := verify.ParseTrustRoot(in)
		if err != nil {
			require.True(t, errors.Is(err, verify.ErrTrustRoot), "%v", err)
			return
		}
		out, err := tr.Marshal()
		require.NoError(t, err)
		back, err := verify.ParseTrustRoot(out)
		require.NoError(t, err)
		d1, err := tr.Digest()
		require.NoError(t, err)
		d2, err := back.Digest()
		require.NoError(t, err)
		require.Equal(t, d1, d2)
	})
}
