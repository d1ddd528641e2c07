package chain_test

import (
	"context"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/devchain"
)

// TestDeployChecksEAS: Deploy over an existing EAS asks the chain first,
// what a trust root will demand later. A crafted deployment (an address
// with no code, code other than the EAS release, a registry the EAS does
// not use, creation transactions unknown, swapped or of another contract)
// is refused before anything is sent; the chain's real EAS and
// SchemaRegistry with their creation transactions are accepted.
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
	real := chain.Creations{EAS: dep.Creations.EAS, SchemaRegistry: dep.Creations.SchemaRegistry}
	require.NotEqual(t, common.Hash{}, real.EAS)
	swapped := chain.Creations{EAS: dep.Creations.SchemaRegistry, SchemaRegistry: dep.Creations.EAS}
	for name, o := range map[string]chain.DeployOptions{
		"no code at EAS":            {EAS: common.HexToAddress("0x00000000000000000000000000000000000000e5"), SchemaRegistry: dep.SchemaRegistry, Creations: real},
		"no code at SchemaRegistry": {EAS: dep.EAS, SchemaRegistry: common.HexToAddress("0x00000000000000000000000000000000000000e6"), Creations: real},
		"another registry":          {EAS: dep.EAS, SchemaRegistry: dep.JudgeVerifier, Creations: real},
		"EAS is not an EAS":         {EAS: dep.EvaluatorRegistry, SchemaRegistry: dep.SchemaRegistry, Creations: real},
		"creations unknown":         {EAS: dep.EAS, SchemaRegistry: dep.SchemaRegistry},
		"creations swapped":         {EAS: dep.EAS, SchemaRegistry: dep.SchemaRegistry, Creations: swapped},
		"creation of another":       {EAS: dep.EAS, SchemaRegistry: dep.SchemaRegistry, Creations: chain.Creations{EAS: dep.Creations.JudgeVerifier, SchemaRegistry: real.SchemaRegistry}},
	} {
		t.Run(name, func(t *testing.T) {
			before := nonce()
			o.Mine = mine
			_, err := chain.Deploy(ctx, ec, d.Owner, o)
			assert.ErrorIs(t, err, chain.ErrNoEAS)
			if strings.HasPrefix(name, "creation") {
				assert.ErrorIs(t, err, chain.ErrCreation, "the check a trust root runs, shared")
			}
			assert.Equal(t, before, nonce(), "nothing was sent")
		})
	}
	got, err := chain.Deploy(ctx, ec, d.Owner, chain.DeployOptions{EAS: dep.EAS, SchemaRegistry: dep.SchemaRegistry, Creations: real, Mine: mine})
	require.NoError(t, err)
	assert.Equal(t, dep.EAS, got.EAS)
	assert.NotEqual(t, dep.JudgeVerifier, got.JudgeVerifier, "a second deployment of verijudge's contracts over the same EAS")
}
