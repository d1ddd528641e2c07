package chain_test

import (
	"context"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/devchain"
)

// TestDeployChecksEAS: Deploy over an existing EAS asks the chain first. A
// crafted deployment (an address with no code, or a contract that is not
// the SchemaRegistry the EAS uses) is refused before anything is deployed;
// the chain's real EAS and SchemaRegistry are accepted.
func TestDeployChecksEAS(t *testing.T) {
	ctx := context.Background()
	d, err := devchain.New(ctx)
	require.NoError(t, err)
	defer d.Close()
	dep := d.Deployment
	mine := func() { d.Backend.Commit() }
	ec := d.Backend.Client()
	nonce := func() uint64 {
		n, err := ec.NonceAt(ctx, d.Client.Address(), nil)
		require.NoError(t, err)
		return n
	}
	for name, o := range map[string]chain.DeployOptions{
		"no code at EAS":            {EAS: common.HexToAddress("0x00000000000000000000000000000000000000e5"), SchemaRegistry: dep.SchemaRegistry},
		"no code at SchemaRegistry": {EAS: dep.EAS, SchemaRegistry: common.HexToAddress("0x00000000000000000000000000000000000000e6")},
		"another registry":          {EAS: dep.EAS, SchemaRegistry: dep.JudgeVerifier},
		"EAS is not an EAS":         {EAS: dep.EvaluatorRegistry, SchemaRegistry: dep.SchemaRegistry},
	} {
		t.Run(name, func(t *testing.T) {
			before := nonce()
			o.Mine = mine
			_, err := chain.Deploy(ctx, ec, d.Owner, o)
			assert.ErrorIs(t, err, chain.ErrNoEAS)
			assert.Equal(t, before, nonce(), "nothing was sent")
		})
	}
	got, err := chain.Deploy(ctx, ec, d.Owner, chain.DeployOptions{EAS: dep.EAS, SchemaRegistry: dep.SchemaRegistry, Mine: mine})
	require.NoError(t, err)
	assert.Equal(t, dep.EAS, got.EAS)
	assert.NotEqual(t, dep.JudgeVerifier, got.JudgeVerifier, "a second deployment of verijudge's contracts over the same EAS")
}
