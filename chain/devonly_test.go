package chain_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/bindings"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/contracts"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/zk"
)

// What is made for dev chains only is refused on any other chain, by the
// library and by the contracts themselves.
func TestCheckTdxRoot(t *testing.T) {
	intel := tee.IntelSGXRoot().PublicKey.(*ecdsa.PublicKey)
	require.True(t, chain.IntelSGXRootKey().Equal(intel), "chain pins the key of the certificate package tee embeds")
	test, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	p384, err := ecdsa.GenerateKey(elliptic.P384(), rand.Reader)
	require.NoError(t, err)
	for _, tc := range []struct {
		name    string
		chainID uint64
		root    *ecdsa.PublicKey
		want    error
		ok      bool
	}{
		{"Intel's root on Sepolia", 11155111, intel, nil, true},
		{"Intel's root on a dev chain", chain.DevChainID, intel, nil, true},
		{"a test root on a dev chain", chain.DevChainID, &test.PublicKey, nil, true},
		{"a test root on Sepolia", 11155111, &test.PublicKey, chain.ErrDevOnly, false},
		{"a test root on mainnet", 1, &test.PublicKey, chain.ErrDevOnly, false},
		{"no root", chain.DevChainID, nil, nil, false},
		{"a P-384 key", chain.DevChainID, &p384.PublicKey, nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := chain.CheckTdxRoot(tc.chainID, tc.root)
			if tc.ok {
				require.NoError(t, err)
				return
			}
			require.Error(t, err)
			if tc.want != nil {
				require.ErrorIs(t, err, tc.want)
			}
		})
	}
}

// A crafted deployment on a chain that is not a dev chain (here a
// simulated chain with Sepolia's id): no TEST-ONLY root, no development
// ZK verifier, no development program in the registry, and the
// development verifier's bytecode refuses to verify there.
func TestDevOnlyRefusedElsewhere(t *testing.T) {
	ctx := context.Background()
	dc, err := devchain.NewWithChainID(ctx, 11155111)
	require.NoError(t, err)
	defer dc.Close()
	c := dc.Client
	require.EqualValues(t, 11155111, c.Deployment().ChainID)

	test, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	_, err = c.DeployTdxVerifier(ctx, &test.PublicKey)
	require.ErrorIs(t, err, chain.ErrDevOnly)
	dev := canon.MustParseHash(zk.DevSmallProgramID)
	_, err = c.DeployDevZkVerifier(ctx, dev, zk.Evaluators())
	require.ErrorIs(t, err, chain.ErrDevOnly)

	// Every development program, current or retired, is refused here.
	for _, id := range zk.DevPrograms() {
		err = c.AllowZkProgram(ctx, id)
		require.ErrorIs(t, err, chain.ErrReverted, "%s", id)
		assertRevert(t, err, "DevProgramOutsideDevChain")
	}
	require.NoError(t, c.AllowZkProgram(ctx, canon.Sum([]byte("a ceremony's program"))))

	// The development verifier deployed by hand verifies nothing here.
	art, err := contracts.Own(contracts.ZkDevSmallVerifierName)
	require.NoError(t, err)
	g, err := c.DeployCode(ctx, "dev verifier", art.Code(), nil)
	require.NoError(t, err)
	var proof [8]*big.Int
	var two [2]*big.Int
	for i := range proof {
		proof[i] = new(big.Int)
	}
	two[0], two[1] = new(big.Int), new(big.Int)
	err = c.SendRaw(ctx, g, bindings.NewZkDevSmallVerifier().PackVerifyProof(proof, two, two, [1]*big.Int{new(big.Int)}))
	require.ErrorIs(t, err, chain.ErrReverted)
	assertRevert(t, err, "DevKeysOnDevChainOnly")
}

// ZkJudgeVerifier is deployed only over a verifier that says it verifies
// for the program given: any other bytecode under a ceremony's program id
// is refused at construction.
func TestZkVerifierMustNameItsProgram(t *testing.T) {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	art, err := contracts.Own(contracts.ZkDevSmallVerifierName)
	require.NoError(t, err)
	_, err = dc.Client.DeployZkVerifier(ctx, art.Code(), canon.Sum([]byte("a ceremony's program")), zk.Evaluators())
	require.ErrorIs(t, err, chain.ErrReverted)
	assertRevert(t, err, "VerifierProgramMismatch")
	// A contract whose code is one STOP: it deploys, answers programId()
	// with nothing, and ZkJudgeVerifier's constructor refuses it.
	stop := common.FromHex("0x6001600c60003960016000f300")
	_, err = dc.Client.DeployZkVerifier(ctx, stop, canon.Sum([]byte("a ceremony's program")), zk.Evaluators())
	require.ErrorIs(t, err, chain.ErrReverted, "bytecode that is no verifier")
	var r *chain.RevertError
	require.ErrorAs(t, err, &r)
	assert.Equal(t, contracts.ZkJudgeVerifierName, r.Deploying)
	v, err := dc.Client.DeployZkVerifier(ctx, art.Code(), canon.MustParseHash(zk.DevSmallProgramID), zk.Evaluators())
	require.NoError(t, err)
	id, err := dc.Client.ZkProgramID(ctx, v)
	require.NoError(t, err)
	assert.Equal(t, zk.DevSmallProgramID, id.String())
}
