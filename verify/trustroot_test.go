package verify_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/contracts"
	"github.com/verijudge/verijudge/verify"
)

// TestSepoliaTrustRootCurrent: the shipped Sepolia trust root is what
// ComputeSepolia computes (go generate ./verify), and the computed EAS and
// SchemaRegistry code is the vendored deployed code byte for byte, except
// where the compiler leaves immutables as zero words for the constructor
// to fill.
func TestSepoliaTrustRootCurrent(t *testing.T) {
	want, err := verify.ComputeSepolia()
	require.NoError(t, err)
	b, err := want.Marshal()
	require.NoError(t, err)
	have, err := os.ReadFile(filepath.Join("trustroots", "sepolia.json"))
	require.NoError(t, err)
	assert.Equal(t, string(b), string(have), "go generate ./verify")
	shipped, err := verify.Sepolia()
	require.NoError(t, err)
	assert.Equal(t, uint64(contracts.SepoliaChainID), shipped.ChainID)

	codes, err := chain.ExpectedCode(chain.Deployment{ChainID: contracts.SepoliaChainID, EAS: contracts.SepoliaEAS,
		SchemaRegistry: contracts.SepoliaSchemaRegistry}, chain.ModuleFacts{})
	require.NoError(t, err)
	for role, art := range map[chain.Role]func() (*contracts.Artifact, error){chain.RoleEAS: contracts.EAS, chain.RoleSchemaRegistry: contracts.SchemaRegistry} {
		a, err := art()
		require.NoError(t, err)
		compiled := common.FromHex(a.DeployedBytecode)
		code := codes[role]
		require.Len(t, code, len(compiled), role)
		filled := 0
		for i := 0; i < len(code); i++ {
			if code[i] == compiled[i] {
				continue
			}
			// A difference must be inside an all-zero 32-byte word of the
			// compiled code (an immutable's placeholder).
			start := i
			for start > 0 && i-start < 31 && compiled[start-1] == 0 {
				start--
			}
			word := compiled[start:min(start+32, len(compiled))]
			assert.Equal(t, make([]byte, len(word)), word, "%s: byte %d differs outside an immutable", role, i)
			filled++
		}
		t.Logf("%s: %d bytes of immutables filled by the constructor", role, filled)
		if role == chain.RoleSchemaRegistry {
			assert.Zero(t, filled)
		} else {
			assert.NotZero(t, filled, "EAS has immutables (its EIP-712 domain, the registry)")
		}
	}
}
