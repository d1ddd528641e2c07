package chain_test

import (
	"context"
	"crypto/ecdsa"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/contracts"
	"github.com/verijudge/verijudge/fixtures/teechain"
	"github.com/verijudge/verijudge/zk"
)

// TestExpectedCodeHashes: the code hashes computed from the committed
// artifacts alone are those of the contracts the dev chain deployed, every
// role; and a change to any fact the code holds changes the hash.
func TestExpectedCodeHashes(t *testing.T) {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	root := teechain.NewTDXChain("acme", teechain.Default, teechain.Validity{}).Root
	_, err = dc.Client.DeployTdxVerifier(ctx, root.PublicKey.(*ecdsa.PublicKey))
	require.NoError(t, err)
	program := canon.MustParseHash(zk.DevSmallProgramID)
	_, err = dc.Client.DeployDevZkVerifier(ctx, program, zk.Evaluators())
	require.NoError(t, err)
	dep := dc.Client.Deployment()
	require.NotZero(t, dep.TdxQuoteVerifier)
	require.NotZero(t, dep.ZkJudgeVerifier)

	f, err := dc.Client.ModuleFacts(ctx)
	require.NoError(t, err)
	assert.Equal(t, program, f.ZkProgram)
	_, err = chain.ExpectedCodeHashes(dep, f)
	require.ErrorIs(t, err, chain.ErrCodeUnknown, "no committed verifier named for the program")
	f.ZkVerifierContract = contracts.ZkDevSmallVerifierName
	want, err := chain.ExpectedCodeHashes(dep, f)
	require.NoError(t, err)
	addrs := map[chain.Role]common.Address{chain.RoleEAS: dep.EAS, chain.RoleSchemaRegistry: dep.SchemaRegistry,
		chain.RoleEvaluatorRegistry: dep.EvaluatorRegistry, chain.RoleJudgeVerifier: dep.JudgeVerifier,
		chain.RoleTdxQuoteVerifier: dep.TdxQuoteVerifier, chain.RoleZkJudgeVerifier: dep.ZkJudgeVerifier,
		chain.RoleZkGroth16Verifier: f.ZkVerifier}
	require.Len(t, want, len(addrs))
	for role, a := range addrs {
		got, err := dc.Client.CodeHash(ctx, a)
		require.NoError(t, err, role)
		assert.Equal(t, want[role], got, role)
	}

	// Each fact is in the code it shapes.
	for name, edit := range map[string]func(*chain.Deployment, *chain.ModuleFacts){
		"another EAS":            func(d *chain.Deployment, _ *chain.ModuleFacts) { d.EAS[0] ^= 1 },
		"another registry":       func(d *chain.Deployment, _ *chain.ModuleFacts) { d.EvaluatorRegistry[0] ^= 1 },
		"another verdict schema": func(d *chain.Deployment, _ *chain.ModuleFacts) { d.VerdictSchema[0] ^= 1 },
		"another chain":          func(d *chain.Deployment, _ *chain.ModuleFacts) { d.ChainID = contracts.SepoliaChainID },
		"another TDX root":       func(_ *chain.Deployment, f *chain.ModuleFacts) { f.TdxRootKey[1][5] ^= 1 },
		"another program":        func(_ *chain.Deployment, f *chain.ModuleFacts) { f.ZkProgram[0] ^= 1 },
		"another JudgeVerifier":  func(d *chain.Deployment, _ *chain.ModuleFacts) { d.JudgeVerifier[0] ^= 1 },
	} {
		d, ff := dep, f
		edit(&d, &ff)
		got, err := chain.ExpectedCodeHashes(d, ff)
		if err != nil {
			continue // a constructor that refuses the facts is a difference too
		}
		differs := false
		for role, h := range want {
			differs = differs || got[role] != h
		}
		assert.True(t, differs, name)
	}
	_, err = dc.Client.CodeHash(ctx, common.Address{0x12})
	assert.ErrorIs(t, err, chain.ErrNoCode)
}
