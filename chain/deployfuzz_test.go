package chain_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/chain"
)

// FuzzParseDeployment: any bytes as a deployment record are read or
// refused, never a panic; what is read names a chain, EAS, the registry,
// the verifier and the verdict schema (a record missing one is refused).
func FuzzParseDeployment(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("..", "contracts", "deployments", "*.json"))
	for _, p := range files {
		b, err := os.ReadFile(p)
		require.NoError(f, err)
		f.Add(b)
	}
	f.Add([]byte(`{"chainId":1,"eas":null}`))
	f.Add([]byte(`{"ChainID":1,"EAS":"0x0000000000000000000000000000000000000001","EvaluatorRegistry":"0x01"}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		d, err := chain.ParseDeployment(b, "fuzz.json")
		if err != nil {
			return
		}
		require.NotZero(t, d.ChainID)
		require.NotZero(t, d.EAS)
		require.NotZero(t, d.EvaluatorRegistry)
		require.NotZero(t, d.JudgeVerifier)
		require.False(t, d.VerdictSchema.IsZero())
		_, err = json.Marshal(d)
		require.NoError(t, err)
	})
}
