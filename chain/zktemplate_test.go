package chain_test

import (
	"bytes"
	"context"
	"encoding/json"
	"math/big"
	"os"
	"path/filepath"
	"testing"

	"github.com/consensys/gnark/backend/groth16"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/bindings"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/contracts"
	"github.com/verijudge/verijudge/zk"
)

// ceremonyProof reads the real ceremony's verifying key and a proof made
// under its keys (zk/testdata/ceremony-small).
func ceremonyProof(t *testing.T) (vk []byte, p *zk.Proof) {
	t.Helper()
	dir := filepath.Join("..", "zk", "testdata", "ceremony-small")
	vk, err := os.ReadFile(filepath.Join(dir, "judge.vk"))
	require.NoError(t, err)
	b, err := os.ReadFile(filepath.Join(dir, "proof.json"))
	require.NoError(t, err)
	p = new(zk.Proof)
	require.NoError(t, json.Unmarshal(b, p))
	return vk, p
}

// ceremonyDeployment is a chain with Sepolia's id running ZkJudgeVerifier
// over the verifier computed for the ceremony's key.
type ceremonyDeployment struct {
	dc     *devchain.Chain
	vk     groth16.VerifyingKey
	proof  *zk.Proof
	id     canon.Hash
	code   []byte // the verifier's creation code
	module common.Address
}

func deployCeremony(t *testing.T) *ceremonyDeployment {
	t.Helper()
	ctx := context.Background()
	raw, p := ceremonyProof(t)
	c := &ceremonyDeployment{proof: p}
	var err error
	c.vk, err = zk.ParseVerifyingKey(raw)
	require.NoError(t, err)
	c.id, err = zk.ProgramID(c.vk)
	require.NoError(t, err)
	c.code, err = zk.VerifierCreation(c.vk)
	require.NoError(t, err)
	c.dc, err = devchain.NewWithChainID(ctx, contracts.SepoliaChainID)
	require.NoError(t, err)
	t.Cleanup(func() { c.dc.Close() })
	c.module, err = c.dc.Client.DeployZkVerifier(ctx, c.code, c.id, zk.Evaluators())
	require.NoError(t, err, "ZkJudgeVerifier's constructor takes the computed verifier's programId")
	return c
}

// TestZKCeremonyVerifier: the Groth16 verifier computed for a real
// ceremony's keys (zk.VerifierCreation: the committed template with the
// keys' values written in, no compiler), deployed under ZkJudgeVerifier
// on a chain that is not a dev chain, accepts a real proof made under
// those keys, within the gas target, and refuses it for another public
// input or with a proof word changed; the development keys' verifier and
// the template itself refuse it.
func TestZKCeremonyVerifier(t *testing.T) {
	ctx := context.Background()
	c := deployCeremony(t)
	dc, p, id, module := c.dc, c.proof, c.id, c.module
	binding, ok := new(big.Int).SetString(p.Binding, 10)
	require.True(t, ok)
	// The fixture's own statement (zk's TestCeremonyProofIsOfItsTrace
	// holds it to its trace).
	require.NoError(t, zk.Verify(c.vk, p, p.Statement, binding), "the fixture verifies off-chain")
	got, err := dc.Client.ZkProgramID(ctx, module)
	require.NoError(t, err)
	require.Equal(t, id, got)
	g, err := dc.Client.ZkGroth16Verifier(ctx, module)
	require.NoError(t, err)

	proof, cm, pok, err := zk.SolidityProof(p)
	require.NoError(t, err)
	b, ok := new(big.Int).SetString(p.Binding, 10)
	require.True(t, ok)
	input, err := zk.StatementDigest(p.Statement, b)
	require.NoError(t, err)
	call := func(to common.Address, proof [8]*big.Int, input *big.Int) (uint64, error) {
		data := bindings.NewZkDevSmallVerifier().PackVerifyProof(proof, cm, pok, [1]*big.Int{input})
		return dc.Backend.Client().EstimateGas(ctx, ethereum.CallMsg{To: &to, Data: data})
	}
	gas, err := call(g, proof, input)
	require.NoError(t, err, "the computed verifier accepts the ceremony's proof")
	t.Logf("Groth16 verifyProof of the computed ceremony verifier: %d gas (including the 21000 base)", gas)
	assert.LessOrEqual(t, gas, uint64(300_000))

	_, err = call(g, proof, new(big.Int).Add(input, big.NewInt(1)))
	assert.Error(t, err, "another statement")
	bent := proof
	bent[7] = new(big.Int).Add(proof[7], big.NewInt(1))
	_, err = call(g, bent, input)
	assert.Error(t, err, "a proof word changed")

	// The same proof under other verifiers: the bare template, and the
	// development keys' (on a dev chain: it reverts on any other).
	tmpl, err := contracts.Own(contracts.Groth16VerifierTemplateName)
	require.NoError(t, err)
	_, err = call(deployRaw(t, dc, tmpl.Code()), proof, input)
	assert.Error(t, err, "the bare template accepts the ceremony's proof")
	dev, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dev.Close()
	devArt, err := contracts.Own(contracts.ZkDevSmallVerifierName)
	require.NoError(t, err)
	addr := deployRaw(t, dev, devArt.Code())
	data := bindings.NewZkDevSmallVerifier().PackVerifyProof(proof, cm, pok, [1]*big.Int{input})
	_, err = dev.Backend.Client().EstimateGas(ctx, ethereum.CallMsg{To: &addr, Data: data})
	assert.Error(t, err, "the development keys' verifier accepts the ceremony's proof")
}

// deployRaw deploys creation code as dc's owner and returns its address.
func deployRaw(t *testing.T, dc *devchain.Chain, code []byte) common.Address {
	t.Helper()
	ctx := context.Background()
	cl := dc.Backend.Client()
	from := crypto.PubkeyToAddress(dc.Owner.PublicKey)
	nonce, err := cl.PendingNonceAt(ctx, from)
	require.NoError(t, err)
	price, err := cl.SuggestGasPrice(ctx)
	require.NoError(t, err)
	id, err := cl.ChainID(ctx)
	require.NoError(t, err)
	tx, err := types.SignTx(types.NewContractCreation(nonce, new(big.Int), 10_000_000, price, code), types.LatestSignerForChainID(id), dc.Owner)
	require.NoError(t, err)
	require.NoError(t, cl.SendTransaction(ctx, tx))
	dc.Backend.Commit()
	r, err := cl.TransactionReceipt(ctx, tx.Hash())
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
	return r.ContractAddress
}

// TestExpectedCodeCeremonyVerifier: the code of a deployment over a
// ceremony's keys is computed from the program's verifying key; without
// it, ErrCodeUnknown. A crafted verifier that answers the ceremony's
// program id but holds other keys' values (here the development keys',
// which anyone can prove under) is deployable under ZkJudgeVerifier, and
// its code differs from the computed one.
func TestExpectedCodeCeremonyVerifier(t *testing.T) {
	ctx := context.Background()
	c := deployCeremony(t)
	dc, id, code := c.dc, c.id, c.code
	dep := dc.Client.Deployment()
	f, err := dc.Client.ModuleFacts(ctx)
	require.NoError(t, err)
	require.Equal(t, id, f.ZkProgram)
	_, err = chain.ExpectedCodeHashes(dep, f)
	require.ErrorIs(t, err, chain.ErrCodeUnknown)
	f.ZkEvaluators = zk.Evaluators()
	f.ZkVerifierCreation = code
	want, err := chain.ExpectedCodeHashes(dep, f)
	require.NoError(t, err)
	for role, a := range map[chain.Role]common.Address{chain.RoleZkGroth16Verifier: f.ZkVerifier, chain.RoleZkJudgeVerifier: dep.ZkJudgeVerifier, chain.RoleJudgeVerifier: dep.JudgeVerifier} {
		got, err := dc.Client.CodeHash(ctx, a)
		require.NoError(t, err)
		assert.Equal(t, want[role], got, role)
	}
	creation, err := chain.ExpectedCreation(dep, f)
	require.NoError(t, err)
	assert.Equal(t, code, creation[chain.RoleZkGroth16Verifier])

	// The crafted verifier: the development keys' values, the ceremony's
	// program id.
	devVK, err := zk.DevSmallVerifyingKey()
	require.NoError(t, err)
	crafted, err := zk.VerifierCreation(devVK)
	require.NoError(t, err)
	devID := canon.MustParseHash(zk.DevSmallProgramID)
	require.Equal(t, 1, bytes.Count(crafted, devID[:]))
	crafted = bytes.Replace(crafted, devID[:], id[:], 1)
	_, err = dc.Client.DeployZkVerifier(ctx, crafted, id, zk.Evaluators())
	require.NoError(t, err, "ZkJudgeVerifier checks only the verifier's programId()")
	dep = dc.Client.Deployment()
	f2, err := dc.Client.ModuleFacts(ctx)
	require.NoError(t, err)
	require.Equal(t, id, f2.ZkProgram)
	f2.ZkEvaluators, f2.ZkVerifierCreation = zk.Evaluators(), code
	want, err = chain.ExpectedCodeHashes(dep, f2)
	require.NoError(t, err)
	live, err := dc.Client.CodeHash(ctx, f2.ZkVerifier)
	require.NoError(t, err)
	assert.NotEqual(t, want[chain.RoleZkGroth16Verifier], live, "the crafted verifier's code is not the ceremony keys' verifier")
}

// TestExpectedCodeOneVerifier: facts that name both a committed Groth16
// verifier and creation code are refused, not resolved by precedence.
func TestExpectedCodeOneVerifier(t *testing.T) {
	dep := chain.Deployment{ChainID: chain.DevChainID, JudgeVerifier: common.Address{1}, ZkJudgeVerifier: common.Address{2}}
	f := chain.ModuleFacts{ZkVerifier: common.Address{3}, ZkProgram: canon.Hash{4}, ZkEvaluators: zk.Evaluators(),
		ZkVerifierContract: contracts.ZkDevSmallVerifierName, ZkVerifierCreation: []byte{0x00}}
	_, err := chain.ExpectedCreation(dep, f)
	require.Error(t, err)
	assert.NotErrorIs(t, err, chain.ErrCodeUnknown)
	f.ZkVerifierContract = ""
	c, err := chain.ExpectedCreation(dep, f)
	require.NoError(t, err)
	assert.Equal(t, []byte{0x00}, c[chain.RoleZkGroth16Verifier])
}
