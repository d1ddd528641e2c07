package attest_test

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/contracts"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/judge"
)

// easChain is go-ethereum's simulated chain with the real Sepolia EAS and
// SchemaRegistry bytecode deployed.
type easChain struct {
	t        *testing.T
	backend  *simulated.Backend
	key      *ecdsa.PrivateKey
	from     common.Address
	chainID  *big.Int
	eas      *contracts.Artifact
	reg      *contracts.Artifact
	easAddr  common.Address
	regAddr  common.Address
	nonce    uint64
	receipts []*types.Receipt
}

func newEASChain(t *testing.T) *easChain {
	key, err := crypto.HexToECDSA("8f2a55949038a9610f50fb23b5883af3b4ecb3c3bb792cbcefbd1542c692be63")
	require.NoError(t, err)
	from := crypto.PubkeyToAddress(key.PublicKey)
	b := simulated.NewBackend(types.GenesisAlloc{from: {Balance: new(big.Int).Lsh(big.NewInt(1), 80)}})
	t.Cleanup(func() { b.Close() })
	c := &easChain{t: t, backend: b, key: key, from: from}
	c.chainID, err = b.Client().ChainID(context.Background())
	require.NoError(t, err)
	c.eas, err = contracts.EAS()
	require.NoError(t, err)
	c.reg, err = contracts.SchemaRegistry()
	require.NoError(t, err)
	c.regAddr = c.send(nil, c.reg.Code()).ContractAddress
	args, err := c.eas.ABI.Pack("", c.regAddr)
	require.NoError(t, err)
	c.easAddr = c.send(nil, append(c.eas.Code(), args...)).ContractAddress
	return c
}

func (c *easChain) send(to *common.Address, data []byte) *types.Receipt {
	c.t.Helper()
	tx, err := types.SignNewTx(c.key, types.LatestSignerForChainID(c.chainID), &types.DynamicFeeTx{
		ChainID: c.chainID, Nonce: c.nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(50e9),
		Gas: 10_000_000, To: to, Data: data,
	})
	require.NoError(c.t, err)
	require.NoError(c.t, c.backend.Client().SendTransaction(context.Background(), tx))
	c.backend.Commit()
	c.nonce++
	r, err := c.backend.Client().TransactionReceipt(context.Background(), tx.Hash())
	require.NoError(c.t, err)
	require.EqualValues(c.t, 1, r.Status, "transaction reverted")
	return r
}

func (c *easChain) call(a *contracts.Artifact, to common.Address, method string, args ...any) []any {
	c.t.Helper()
	in, err := a.ABI.Pack(method, args...)
	require.NoError(c.t, err)
	out, err := c.backend.Client().CallContract(context.Background(), ethereum.CallMsg{To: &to, Data: in}, nil)
	require.NoError(c.t, err)
	vals, err := a.ABI.Unpack(method, out)
	require.NoError(c.t, err)
	return vals
}

type requestData struct {
	Recipient      common.Address
	ExpirationTime uint64
	Revocable      bool
	RefUID         [32]byte
	Data           []byte
	Value          *big.Int
}

type request struct {
	Schema [32]byte
	Data   requestData
}

// attestOnChain sends EAS.attest and returns the UID from the Attested
// event and the block time.
func (c *easChain) attestOnChain(schema attest.UID, ref attest.UID, data []byte) (attest.UID, uint64) {
	in, err := c.eas.ABI.Pack("attest", request{Schema: schema, Data: requestData{
		Recipient: common.Address{}, Revocable: true, RefUID: ref, Data: data, Value: new(big.Int)}})
	require.NoError(c.t, err)
	r := c.send(&c.easAddr, in)
	ev := c.eas.ABI.Events["Attested"]
	for _, l := range r.Logs {
		if l.Topics[0] == ev.ID {
			vals, err := ev.Inputs.NonIndexed().Unpack(l.Data)
			require.NoError(c.t, err)
			h, err := c.backend.Client().HeaderByNumber(context.Background(), r.BlockNumber)
			require.NoError(c.t, err)
			return attest.UID(vals[0].([32]byte)), h.Time
		}
	}
	c.t.Fatal("no Attested event")
	return attest.UID{}, 0
}

// TestUIDsMatchTheRealEAS registers both schemas and attests a suite
// verdict and its provenance on the real EAS bytecode, and requires the
// offline schema and attestation UIDs and the data round trip.
func TestUIDsMatchTheRealEAS(t *testing.T) {
	c := newEASChain(t)
	for _, schema := range []string{attest.VerdictSchema, attest.ProvenanceSchema} {
		in, err := c.reg.ABI.Pack("register", schema, common.Address{}, true)
		require.NoError(t, err)
		c.send(&c.regAddr, in)
		uid := attest.SchemaUID(schema, common.Address{}, true)
		rec := c.call(c.reg, c.regAddr, "getSchema", [32]byte(uid))[0]
		var got struct {
			Uid       [32]byte
			Resolver  common.Address
			Revocable bool
			Schema    string
		}
		require.NoError(t, convert(rec, &got))
		assert.Equal(t, [32]byte(uid), got.Uid, "offline schema UID of %q", schema)
		assert.Equal(t, schema, got.Schema)
	}

	cases, err := fixtures.Suite()
	require.NoError(t, err)
	cs := cases[0]
	v, err := judge.Judge(cs.Trace)
	require.NoError(t, err)
	vd := attest.VerdictData{VerdictHash: cs.VerdictHash, TrialID: v.TrialID, TaskID: v.TaskID, BuildID: v.BuildID, Status: string(v.Status), EvidenceClass: v.EvidenceClass}
	data, err := vd.Encode()
	require.NoError(t, err)
	verdictSchema := attest.VerdictSchemaUID(common.Address{}, true)
	uid, at := c.attestOnChain(verdictSchema, attest.UID{}, data)
	want := attest.AttestationUID(attest.Attestation{Schema: verdictSchema, Attester: c.from, Time: at, Revocable: true, Data: data}, 0)
	assert.Equal(t, want, uid, "offline attestation UID")

	got := c.call(c.eas, c.easAddr, "getAttestation", [32]byte(uid))[0]
	var onchain struct {
		Uid      [32]byte
		Schema   [32]byte
		Time     uint64
		RefUID   [32]byte
		Attester common.Address
		Data     []byte
	}
	require.NoError(t, convert(got, &onchain))
	assert.Equal(t, at, onchain.Time)
	assert.Equal(t, c.from, onchain.Attester)
	back, err := attest.DecodeVerdictData(onchain.Data)
	require.NoError(t, err)
	assert.Equal(t, vd, back)

	pd := attest.ProvenanceData{VerdictHash: cs.VerdictHash, TraceHash: cs.TraceHash, EvaluatorDigest: judge.EmbeddedDigest()}
	pdata, err := pd.Encode()
	require.NoError(t, err)
	provSchema := attest.ProvenanceSchemaUID(common.Address{}, true)
	puid, pat := c.attestOnChain(provSchema, uid, pdata)
	assert.Equal(t, attest.AttestationUID(attest.Attestation{Schema: provSchema, Attester: c.from, Time: pat, Revocable: true, RefUID: uid, Data: pdata}, 0), puid)
	pgot := c.call(c.eas, c.easAddr, "getAttestation", [32]byte(puid))[0]
	require.NoError(t, convert(pgot, &onchain))
	assert.Equal(t, [32]byte(uid), onchain.RefUID)
	pback, err := attest.DecodeProvenanceData(onchain.Data)
	require.NoError(t, err)
	assert.Equal(t, pd, pback)
	assert.Equal(t, canon.Hash{}, pback.TEEQuoteHash)
}
