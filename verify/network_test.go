package verify_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/verify"
)

// TestLoadTrustRoot: the one switch of network names and trust root
// files; a file that is not a trust root, too large, or missing, an
// unknown network and an ambiguous source are refused.
func TestLoadTrustRoot(t *testing.T) {
	sep, err := verify.LoadTrustRoot(verify.TrustSource{Network: "sepolia"})
	require.NoError(t, err)
	want, err := verify.Sepolia()
	require.NoError(t, err)
	assert.Equal(t, want, sep)

	dir := t.TempDir()
	b, err := os.ReadFile(filepath.Join("trustroots", "sepolia.json"))
	require.NoError(t, err, "the shipped trust root's source")
	good := filepath.Join(dir, "trust.json")
	require.NoError(t, os.WriteFile(good, b, 0o600))
	got, err := verify.LoadTrustRoot(verify.TrustSource{File: good})
	require.NoError(t, err)
	assert.Equal(t, want.Name, got.Name)
	dev, err := verify.LoadTrustRoot(verify.TrustSource{Network: "dev", DevFile: good})
	require.NoError(t, err)
	assert.Equal(t, got, dev)

	big := filepath.Join(dir, "big.json")
	require.NoError(t, os.WriteFile(big, []byte(strings.Repeat(" ", verify.MaxTrustRootBytes+1)), 0o600))
	notTrust := filepath.Join(dir, "not.json")
	require.NoError(t, os.WriteFile(notTrust, []byte(`{"mediaType":"something else"}`), 0o600))
	for name, s := range map[string]verify.TrustSource{
		"too large":          {File: big},
		"not a trust root":   {File: notTrust},
		"missing":            {File: filepath.Join(dir, "none.json")},
		"no dev chain":       {Network: "dev", DevFile: filepath.Join(dir, "none.json")},
		"dev without a file": {Network: "dev"},
		"file and network":   {File: good, Network: "sepolia"},
		"nothing":            {},
		"a folder":           {File: dir},
	} {
		_, err := verify.LoadTrustRoot(s)
		assert.Error(t, err, name)
	}
	_, err = verify.LoadTrustRoot(verify.TrustSource{Network: "mainnet"})
	assert.ErrorIs(t, err, verify.ErrUnknownNetwork)
}
