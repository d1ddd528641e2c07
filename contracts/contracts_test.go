package contracts_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/contracts"
)

func TestVendoredEAS(t *testing.T) {
	eas, err := contracts.EAS()
	require.NoError(t, err)
	reg, err := contracts.SchemaRegistry()
	require.NoError(t, err)
	assert.Equal(t, contracts.SepoliaEAS, eas.Address)
	assert.Equal(t, contracts.SepoliaSchemaRegistry, reg.Address)
	assert.EqualValues(t, contracts.SepoliaChainID, eas.ChainID)
	for _, m := range []string{"attest", "multiAttest", "revoke", "getAttestation", "isAttestationValid"} {
		assert.Contains(t, eas.ABI.Methods, m)
	}
	assert.Contains(t, reg.ABI.Methods, "register")
	assert.Greater(t, len(eas.Code()), 10000)
	assert.Equal(t, "0.8.18+commit.87f61d96", eas.Compiler)
}
