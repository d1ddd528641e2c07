package verify_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/contracts"
	"github.com/verijudge/verijudge/verify"
	"github.com/verijudge/verijudge/zk"
)

// TestCeremonyDeployment: a deployment whose ZK module verifies a real
// ceremony's program (zk/testdata/ceremony-small), on a chain that is not
// a dev chain. Its trust root is computed only with the program's key (the
// Groth16 verifier's code is computed from it); it pins the verifier's
// code hash, survives its own validation and holds the chain to it. The
// attacks: no key or another program's key (ErrCodeUnknown); a crafted
// verifier that answers the ceremony's program id but checks proofs under
// the development keys (anyone can prove under those), deployed under
// ZkJudgeVerifier, refused by trust init, and by a trust root edited to
// point at it; a trust root whose pinned verifier code hash was edited,
// or that lost the program's key.
func TestCeremonyDeployment(t *testing.T) {
	ctx := context.Background()
	raw, err := os.ReadFile(filepath.Join("..", "zk", "testdata", "ceremony-small", "judge.vk"))
	require.NoError(t, err)
	key, err := verify.NewZKKey(zk.Small.Name, raw, false, since)
	require.NoError(t, err)
	vk, err := zk.ParseVerifyingKey(raw)
	require.NoError(t, err)
	code, err := zk.VerifierCreation(vk)
	require.NoError(t, err)
	devKey, err := verify.DevZKKey(since)
	require.NoError(t, err)

	dc, err := devchain.NewWithChainID(ctx, contracts.SepoliaChainID)
	require.NoError(t, err)
	defer dc.Close()
	_, err = dc.Client.DeployZkVerifier(ctx, code, key.ProgramID, zk.Evaluators())
	require.NoError(t, err)
	genuine := dc.Client.Deployment()
	client := func(dep chain.Deployment) *chain.Client {
		c, err := chain.NewClient(ctx, dc.Backend.Client(), dep, nil)
		require.NoError(t, err)
		return c
	}
	c := client(genuine)

	for name, keys := range map[string][]verify.ZKKey{"no key": nil, "another program's key": {devKey}} {
		_, err = verify.InitTrustRoot(ctx, c, verify.InitOptions{Name: "ceremony", ValidFrom: since.ValidFrom, ZKKeys: keys})
		assert.ErrorIs(t, err, chain.ErrCodeUnknown, name)
	}
	tr, err := verify.InitTrustRoot(ctx, c, verify.InitOptions{Name: "ceremony", ValidFrom: since.ValidFrom, ZKKeys: []verify.ZKKey{key}})
	require.NoError(t, err)
	g, ok := tr.Contract(chain.RoleZkGroth16Verifier)
	require.True(t, ok)
	live, err := c.CodeHash(ctx, g.Address)
	require.NoError(t, err)
	assert.Equal(t, live, g.CodeHash)
	b, err := tr.Marshal()
	require.NoError(t, err)
	parsed, err := verify.ParseTrustRoot(b)
	require.NoError(t, err, "the trust root recomputes the verifier's code from its own key")
	v, err := verify.New(parsed, verify.WithChain(c))
	require.NoError(t, err)
	require.NoError(t, v.CheckDeployment(ctx, at))

	// The crafted verifier: the development keys' values, the ceremony's
	// program id.
	devVK, err := zk.DevSmallVerifyingKey()
	require.NoError(t, err)
	crafted, err := zk.VerifierCreation(devVK)
	require.NoError(t, err)
	devID := canon.MustParseHash(zk.DevSmallProgramID)
	crafted = bytes.Replace(crafted, devID[:], key.ProgramID[:], 1)
	module, err := dc.Client.DeployZkVerifier(ctx, crafted, key.ProgramID, zk.Evaluators())
	require.NoError(t, err, "ZkJudgeVerifier asks the verifier only for its programId()")
	rogue := dc.Client.Deployment()
	require.Equal(t, module, rogue.ZkJudgeVerifier)
	_, err = verify.InitTrustRoot(ctx, client(rogue), verify.InitOptions{Name: "rogue", ValidFrom: since.ValidFrom, ZKKeys: []verify.ZKKey{key}})
	assert.ErrorIs(t, err, verify.ErrDeployment)

	// edit changes a copy of the trust root and writes it as trust init
	// would, without validating it.
	edit := func(f func(t *verify.TrustRoot)) []byte {
		var cp verify.TrustRoot
		require.NoError(t, json.Unmarshal(b, &cp))
		f(&cp)
		out, err := json.MarshalIndent(&cp, "", "  ")
		require.NoError(t, err)
		return out
	}
	role := func(tr *verify.TrustRoot, r chain.Role) *verify.Contract {
		for i := range tr.Contracts {
			if tr.Contracts[i].Role == r {
				return &tr.Contracts[i]
			}
		}
		require.Fail(t, "no "+string(r))
		return nil
	}
	require.NoError(t, func() error { _, err := verify.ParseTrustRoot(edit(func(*verify.TrustRoot) {})); return err }(), "an unedited copy reads back")
	// Pointed at the rogue module and its verifier, with the module's code
	// hash computed for that verifier's address: the file validates (the
	// verifier's pinned hash is the key's code, wherever it is), the chain
	// does not run that code there.
	rogueFacts, err := client(rogue).ModuleFacts(ctx)
	require.NoError(t, err)
	rogueFacts.ZkEvaluators, rogueFacts.ZkVerifierCreation = zk.Evaluators(), code
	hashes, err := chain.ExpectedCodeHashes(rogue, rogueFacts)
	require.NoError(t, err)
	pointed := edit(func(t *verify.TrustRoot) {
		m := role(t, chain.RoleZkJudgeVerifier)
		m.Address, m.CreationTx, m.CodeHash = rogue.ZkJudgeVerifier, rogue.Creations.ZkJudgeVerifier, hashes[chain.RoleZkJudgeVerifier]
		role(t, chain.RoleZkGroth16Verifier).Address = rogueFacts.ZkVerifier
		t.Modules.ZkVerifier = rogueFacts.ZkVerifier
	})
	pt, err := verify.ParseTrustRoot(pointed)
	require.NoError(t, err)
	v, err = verify.New(pt, verify.WithChain(client(pt.Deployment())))
	require.NoError(t, err)
	err = v.CheckDeployment(ctx, at)
	assert.ErrorIs(t, err, verify.ErrDeployment, "the rogue verifier's code is not the key's")

	for name, bad := range map[string][]byte{
		"verifier code hash edited": edit(func(t *verify.TrustRoot) {
			role(t, chain.RoleZkGroth16Verifier).CodeHash = common.Hash{1}
		}),
		"program's key removed": edit(func(t *verify.TrustRoot) { t.ZKKeys = []verify.ZKKey{} }),
		"another program's key": edit(func(t *verify.TrustRoot) { t.ZKKeys = []verify.ZKKey{devKey} }),
	} {
		_, err := verify.ParseTrustRoot(bad)
		assert.ErrorIs(t, err, verify.ErrTrustRoot, name)
		if name != "verifier code hash edited" {
			assert.ErrorIs(t, err, chain.ErrCodeUnknown, "%s: no key to compute the verifier from", name)
		}
		assert.NotContains(t, err.Error(), "read back as itself", name)
	}
}
