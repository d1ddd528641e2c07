package chain_test

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"os"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/bindings"
	"github.com/verijudge/verijudge/chain/internal/bindgen/gen"
	"github.com/verijudge/verijudge/contracts"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/judge"
)

// TestBindingsFresh: the committed bindings are what abigen v2 generates
// from the committed artifacts (run `go generate ./chain` after a change).
func TestBindingsFresh(t *testing.T) {
	want, err := gen.Source()
	require.NoError(t, err)
	got, err := os.ReadFile("bindings/bindings.go")
	require.NoError(t, err)
	require.Equal(t, want, string(got), "chain/bindings is stale: run go generate ./chain")
}

type devChain struct {
	t         testing.TB
	backend   *simulated.Backend
	client    simulated.Client
	chainID   *big.Int
	owner     *ecdsa.PrivateKey
	stranger  *ecdsa.PrivateKey
	eas       *bind.BoundContract
	easB      *bindings.EAS
	registry  *bind.BoundContract
	regB      *bindings.EvaluatorRegistry
	verifier  *bind.BoundContract
	verB      *bindings.JudgeVerifier
	vSchema   attest.UID
	pSchema   attest.UID
	schemaReg common.Address
}

func keyOf(t testing.TB, seed string) *ecdsa.PrivateKey {
	h := canon.Sum([]byte("verijudge chain test key/" + seed))
	k, err := crypto.ToECDSA(h[:])
	require.NoError(t, err)
	return k
}

func addr(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }

// newDevChain deploys the real Sepolia SchemaRegistry and EAS bytecode and
// verijudge's EvaluatorRegistry and JudgeVerifier, registers both schemas
// and allows the owner as attester.
func newDevChain(t testing.TB) *devChain {
	c := &devChain{t: t, owner: keyOf(t, "owner"), stranger: keyOf(t, "stranger")}
	rich := new(big.Int).Lsh(big.NewInt(1), 80)
	c.backend = simulated.NewBackend(types.GenesisAlloc{addr(c.owner): {Balance: rich}, addr(c.stranger): {Balance: rich}}, chain.WithSepoliaForks)
	t.Cleanup(func() { c.backend.Close() })
	c.client = c.backend.Client()
	var err error
	c.chainID, err = c.client.ChainID(context.Background())
	require.NoError(t, err)

	reg, err := contracts.SchemaRegistry()
	require.NoError(t, err)
	c.schemaReg = c.deploy(reg.Code(), nil)
	regB := bindings.NewSchemaRegistry()
	easArt, err := contracts.EAS()
	require.NoError(t, err)
	c.easB = bindings.NewEAS()
	easAddr := c.deploy(easArt.Code(), c.easB.PackConstructor(c.schemaReg))
	c.eas = c.easB.Instance(c.client, easAddr)

	er, err := contracts.Own(contracts.EvaluatorRegistryName)
	require.NoError(t, err)
	c.regB = bindings.NewEvaluatorRegistry()
	c.registry = c.regB.Instance(c.client, c.deploy(er.Code(), c.regB.PackConstructor(addr(c.owner))))

	c.vSchema = attest.VerdictSchemaUID(common.Address{}, true)
	c.pSchema = attest.ProvenanceSchemaUID(common.Address{}, true)
	sr := regB.Instance(c.client, c.schemaReg)
	c.tx(c.owner, sr, regB.PackRegister(attest.VerdictSchema, common.Address{}, true))
	c.tx(c.owner, sr, regB.PackRegister(attest.ProvenanceSchema, common.Address{}, true))

	jv, err := contracts.Own(contracts.JudgeVerifierName)
	require.NoError(t, err)
	c.verB = bindings.NewJudgeVerifier()
	c.verifier = c.verB.Instance(c.client, c.deploy(jv.Code(), c.verB.PackConstructor(easAddr, c.registry.Address(), c.vSchema, c.pSchema)))
	c.tx(c.owner, c.registry, c.regB.PackAllowAttester(addr(c.owner)))
	return c
}

func (c *devChain) opts(k *ecdsa.PrivateKey) *bind.TransactOpts {
	o := bind.NewKeyedTransactor(k, c.chainID)
	o.GasLimit = 10_000_000
	return o
}

func (c *devChain) deploy(code, args []byte) common.Address {
	c.t.Helper()
	a, tx, err := bind.DeployContract(c.opts(c.owner), code, c.client, args)
	require.NoError(c.t, err)
	c.mined(tx)
	return a
}

func (c *devChain) mined(tx *types.Transaction) *types.Receipt {
	c.t.Helper()
	c.backend.Commit()
	r, err := c.client.TransactionReceipt(context.Background(), tx.Hash())
	require.NoError(c.t, err)
	require.EqualValues(c.t, 1, r.Status, "transaction reverted")
	return r
}

func (c *devChain) tx(k *ecdsa.PrivateKey, bc *bind.BoundContract, data []byte) *types.Receipt {
	c.t.Helper()
	tx, err := bind.Transact(bc, c.opts(k), data)
	require.NoError(c.t, err)
	return c.mined(tx)
}

// reverts sends a transaction that must be mined and revert.
func (c *devChain) reverts(k *ecdsa.PrivateKey, bc *bind.BoundContract, data []byte) {
	c.t.Helper()
	tx, err := bind.Transact(bc, c.opts(k), data)
	require.NoError(c.t, err)
	c.backend.Commit()
	r, err := c.client.TransactionReceipt(context.Background(), tx.Hash())
	require.NoError(c.t, err)
	require.EqualValues(c.t, 0, r.Status, "transaction should have reverted")
}

func (c *devChain) attest(k *ecdsa.PrivateKey, schema, ref attest.UID, data []byte) attest.UID {
	c.t.Helper()
	r := c.tx(k, c.eas, c.easB.PackAttest(bindings.AttestationRequest{Schema: schema, Data: bindings.AttestationRequestData{
		Revocable: true, RefUID: ref, Data: data, Value: new(big.Int)}}))
	for _, l := range r.Logs {
		if ev, err := c.easB.UnpackAttestedEvent(l); err == nil {
			return attest.UID(ev.Uid)
		}
	}
	c.t.Fatal("no Attested event")
	return attest.UID{}
}

func (c *devChain) level(v, p attest.UID) (uint8, uint8) {
	c.t.Helper()
	out, err := bind.Call(c.verifier, nil, c.verB.PackCheckVerdict(v, p), c.verB.UnpackCheckVerdict)
	require.NoError(c.t, err)
	return out.Level, out.Reason
}

// verdictPair attests a suite verdict and its provenance.
func (c *devChain) verdictPair(k *ecdsa.PrivateKey, mutate func(*attest.ProvenanceData)) (attest.UID, attest.UID) {
	c.t.Helper()
	cases, err := fixtures.Suite()
	require.NoError(c.t, err)
	cs := cases[3]
	v, err := judge.Judge(cs.Trace)
	require.NoError(c.t, err)
	vd, err := attest.NewVerdictData(&v, cs.VerdictHash).Encode()
	require.NoError(c.t, err)
	vu := c.attest(k, c.vSchema, attest.UID{}, vd)
	pd := attest.ProvenanceData{VerdictHash: cs.VerdictHash, TraceHash: cs.TraceHash, EvaluatorDigest: judge.EmbeddedDigest()}
	if mutate != nil {
		mutate(&pd)
	}
	pdata, err := pd.Encode()
	require.NoError(c.t, err)
	return vu, c.attest(k, c.pSchema, vu, pdata)
}

// Reason codes of JudgeVerifier (contracts/src/JudgeVerifier.sol).
const (
	ok                    = 0
	verdictNotFound       = 1
	verdictWrongSchema    = 2
	verdictRevoked        = 3
	verdictWrongAttester  = 5
	provenanceNotFound    = 6
	provenanceWrongSchema = 7
	provenanceRevoked     = 8
	provenanceNotLinked   = 11
	verdictHashMismatch   = 12
	evaluatorNotAllowed   = 13
)

func TestCheckVerdictLevels(t *testing.T) {
	c := newDevChain(t)
	digest := judge.EmbeddedDigest()
	c.tx(c.owner, c.registry, c.regB.PackAllowEvaluator(digest, judge.EvaluatorVersion, "embedded"))

	v, p := c.verdictPair(c.owner, nil)
	lvl, why := c.level(v, p)
	assert.Equal(t, [2]uint8{1, ok}, [2]uint8{lvl, why}, "level 1: REPRODUCIBLE")

	tv, tp := c.verdictPair(c.owner, func(d *attest.ProvenanceData) { d.TEEQuoteHash = canon.Sum([]byte("quote")) })
	lvl, why = c.level(tv, tp)
	assert.Equal(t, [2]uint8{2, ok}, [2]uint8{lvl, why}, "level 2: TEE_CLAIMED")

	cases := []struct {
		name   string
		uids   func() (attest.UID, attest.UID)
		reason uint8
	}{
		{"verdict not found", func() (attest.UID, attest.UID) { return attest.UID{1}, p }, verdictNotFound},
		{"verdict uid is a provenance", func() (attest.UID, attest.UID) { return p, p }, verdictWrongSchema},
		{"provenance not found", func() (attest.UID, attest.UID) { return v, attest.UID{2} }, provenanceNotFound},
		{"provenance uid is a verdict", func() (attest.UID, attest.UID) { return v, v }, provenanceWrongSchema},
		{"provenance of another verdict", func() (attest.UID, attest.UID) { return v, tp }, provenanceNotLinked},
		{"unauthorized attester", func() (attest.UID, attest.UID) { return c.verdictPair(c.stranger, nil) }, verdictWrongAttester},
		{"mismatched provenance", func() (attest.UID, attest.UID) {
			return c.verdictPair(c.owner, func(d *attest.ProvenanceData) { d.VerdictHash = canon.Sum([]byte("other")) })
		}, verdictHashMismatch},
		{"evaluator not allowed", func() (attest.UID, attest.UID) {
			return c.verdictPair(c.owner, func(d *attest.ProvenanceData) { d.EvaluatorDigest = canon.Sum([]byte("v0")) })
		}, evaluatorNotAllowed},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			vu, pu := tt.uids()
			lvl, why := c.level(vu, pu)
			assert.Equal(t, [2]uint8{0, tt.reason}, [2]uint8{lvl, why})
		})
	}

	// Revoking the evaluator drops every verdict it produced to level 0.
	c.tx(c.owner, c.registry, c.regB.PackRevokeEvaluator(digest))
	lvl, why = c.level(v, p)
	assert.Equal(t, [2]uint8{0, evaluatorNotAllowed}, [2]uint8{lvl, why})
	c.tx(c.owner, c.registry, c.regB.PackAllowEvaluator(digest, judge.EvaluatorVersion, "embedded"))

	// Revoking the provenance, then the verdict attestation.
	c.tx(c.owner, c.eas, c.easB.PackRevoke(bindings.RevocationRequest{Schema: c.pSchema, Data: bindings.RevocationRequestData{Uid: p, Value: new(big.Int)}}))
	lvl, why = c.level(v, p)
	assert.Equal(t, [2]uint8{0, provenanceRevoked}, [2]uint8{lvl, why})
	c.tx(c.owner, c.eas, c.easB.PackRevoke(bindings.RevocationRequest{Schema: c.vSchema, Data: bindings.RevocationRequestData{Uid: v, Value: new(big.Int)}}))
	lvl, why = c.level(v, p)
	assert.Equal(t, [2]uint8{0, verdictRevoked}, [2]uint8{lvl, why})
}

func TestRegistryOwnershipIsTwoStep(t *testing.T) {
	c := newDevChain(t)
	owner := func() common.Address {
		a, err := bind.Call(c.registry, nil, c.regB.PackOwner(), c.regB.UnpackOwner)
		require.NoError(t, err)
		return a
	}
	// A stranger can change nothing.
	c.reverts(c.stranger, c.registry, c.regB.PackAllowEvaluator(canon.Sum([]byte("x")), "1", ""))
	c.tx(c.owner, c.registry, c.regB.PackTransferOwnership(addr(c.stranger)))
	assert.Equal(t, addr(c.owner), owner(), "ownership moves only on accept")
	c.tx(c.stranger, c.registry, c.regB.PackAcceptOwnership())
	assert.Equal(t, addr(c.stranger), owner())
	c.reverts(c.owner, c.registry, c.regB.PackAllowAttester(addr(c.owner))) // the previous owner lost its rights
}

// BenchmarkCheckVerdictGas reports the gas of checkVerdict for a level-1
// verdict (an eth_estimateGas of the view call; two EAS reads dominate).
func BenchmarkCheckVerdictGas(b *testing.B) {
	c := newDevChain(b)
	c.tx(c.owner, c.registry, c.regB.PackAllowEvaluator(judge.EmbeddedDigest(), judge.EvaluatorVersion, ""))
	v, p := c.verdictPair(c.owner, nil)
	to := c.verifier.Address()
	var gas uint64
	for b.Loop() {
		var err error
		gas, err = c.client.EstimateGas(context.Background(), ethereum.CallMsg{To: &to, Data: c.verB.PackCheckVerdict(v, p)})
		if err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(gas), "gas")
}
