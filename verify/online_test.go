package verify_test

import (
	"context"
	"crypto/x509"
	"encoding/json"
	"testing"

	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/attester/attestertest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/bindings"
	"github.com/verijudge/verijudge/chain/chaintest"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/contracts"
	"github.com/verijudge/verijudge/fixtures/teechain"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/verify"
)

// devPolicy is policy() accepting TEST-ONLY evidence, as a dev chain's
// caller must say explicitly.
func devPolicy(opts ...verify.PolicyOption) verify.Policy {
	return policy(append(opts, verify.AllowTestOnlyUnsafe())...)
}

type onlineEnv struct {
	dc    *devchain.Chain
	owner *chain.Client
	tdx   *teechain.Chain
	trust *verify.TrustRoot
	v     *verify.Verifier
}

// newOnline starts a dev chain with a TEST-ONLY TDX module, writes its
// trust root with InitTrustRoot and returns an online verifier of it.
func newOnline(t *testing.T) *onlineEnv {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	t.Cleanup(func() { dc.Close() })
	e := &onlineEnv{dc: dc, owner: dc.Client, tdx: teechain.NewTDXChain("dev-only", teechain.Default, teechain.Validity{})}
	_, err = e.owner.DeployTdxVerifier(ctx, &e.tdx.RootKey.PublicKey)
	require.NoError(t, err)
	e.trust, err = verify.InitTrustRoot(ctx, e.owner, verify.InitOptions{Name: "dev", ValidFrom: since.ValidFrom,
		Roots: []verify.Root{verify.NewRoot(tee.KindTDX, e.tdx.Root, true, since)}})
	require.NoError(t, err)
	e.v = e.verifier(t, e.trust)
	return e
}

func (e *onlineEnv) verifier(t *testing.T, trust *verify.TrustRoot, opts ...verify.Option) *verify.Verifier {
	c, err := chain.NewClient(context.Background(), e.dc.Backend.Client(), trust.Deployment(), nil)
	require.NoError(t, err)
	v, err := verify.New(trust, append([]verify.Option{verify.WithChain(c), verify.WithCollateral(e.tdx.Collateral("dev-only", at))}, opts...)...)
	require.NoError(t, err)
	return v
}

// Online: a trust root written by InitTrustRoot pins every contract; a
// record attested on the chain is MATCH at level 1, a TEE record whose
// quote TdxQuoteVerifier checked is level 3; revoked, untrusted attesters,
// crafted deployments and modules the trust root does not name are each
// refused with their own error.
func TestVerifyOnline(t *testing.T) {
	ctx := context.Background()
	e := newOnline(t)
	assert.Len(t, e.trust.Contracts, 5)
	require.Len(t, e.trust.Attesters, 1)
	assert.Equal(t, e.owner.Address(), e.trust.Attesters[0].Address)

	recs := suiteRecords(t, 3)
	require.NoError(t, attestertest.New(e.owner).AttestRecords(ctx, e.owner, recs[:2]))
	res, err := e.v.Verify(ctx, recs[0], devPolicy())
	require.NoError(t, err, "%v", res.Failed())
	assert.Equal(t, verify.Match, res.Outcome)
	assert.Equal(t, verify.LevelReproducible, res.Level)
	require.NotNil(t, res.OnChain)
	assert.Equal(t, e.owner.Address(), res.OnChain.Attester)
	assert.Equal(t, "REPRODUCIBLE", res.OnChain.LevelName)

	t.Run("not attested", func(t *testing.T) {
		_, err := e.v.Verify(ctx, recs[2], devPolicy())
		assert.ErrorIs(t, err, verify.ErrNotAttested)
	})
	t.Run("attestations on another chain", func(t *testing.T) {
		r := *recs[1]
		a := *r.Attestations
		a.ChainID = 11155111
		r.Attestations = &a
		res, err := e.v.Verify(ctx, &r, devPolicy())
		assert.ErrorIs(t, err, verify.ErrNotAttested)
		assert.Equal(t, []verify.CheckName{verify.CheckAttested}, res.Failed())
	})
	t.Run("below the required level", func(t *testing.T) {
		_, err := e.v.Verify(ctx, recs[0], devPolicy(verify.RequireLevel(verify.LevelTEEVerified)))
		assert.ErrorIs(t, err, verify.ErrBelowLevel)
	})
	t.Run("attester not in the trust root", func(t *testing.T) {
		other := *e.trust
		other.Attesters = []verify.Attester{{Address: common.Address{0x42}, Window: since}}
		_, err := e.verifier(t, &other).Verify(ctx, recs[0], devPolicy())
		assert.ErrorIs(t, err, verify.ErrUntrustedAttester)
		other.Attesters = []verify.Attester{{Address: e.owner.Address(), Window: verify.Window{ValidFrom: since.ValidFrom, ValidUntil: since.ValidFrom.AddDate(1, 0, 0)}}}
		_, err = e.verifier(t, &other).Verify(ctx, recs[0], devPolicy())
		assert.ErrorIs(t, err, verify.ErrUntrustedAttester, "attested after the attester's window")
	})
	t.Run("a trust root pinning code that is not verijudge's", func(t *testing.T) {
		crafted := *e.trust
		crafted.Contracts = append([]verify.Contract(nil), e.trust.Contracts...)
		for i := range crafted.Contracts {
			if crafted.Contracts[i].Role == chain.RoleJudgeVerifier {
				crafted.Contracts[i].CodeHash[0] ^= 1
			}
		}
		_, err := verify.New(&crafted)
		assert.ErrorIs(t, err, verify.ErrTrustRoot)
		b, err := json.Marshal(&crafted)
		require.NoError(t, err)
		_, err = verify.ParseTrustRoot(b)
		assert.ErrorIs(t, err, verify.ErrTrustRoot)
	})
	t.Run("a chain that does not run the trust root's code", func(t *testing.T) {
		// Another dev chain: the same addresses, but its TDX module pins
		// another root key, so its code differs.
		other, err := devchain.New(ctx)
		require.NoError(t, err)
		defer other.Close()
		mallory := teechain.NewTDXChain("mallory", teechain.Default, teechain.Validity{})
		addr, err := other.Client.DeployTdxVerifier(ctx, &mallory.RootKey.PublicKey)
		require.NoError(t, err)
		require.Equal(t, e.trust.Deployment().TdxQuoteVerifier, addr)
		c, err := chain.NewClient(ctx, other.Backend.Client(), e.trust.Deployment(), nil)
		require.NoError(t, err)
		v, err := verify.New(e.trust, verify.WithChain(c))
		require.NoError(t, err)
		res, err := v.Verify(ctx, recs[0], devPolicy())
		assert.ErrorIs(t, err, verify.ErrDeployment)
		assert.Equal(t, verify.Error, res.Outcome)
	})
	t.Run("a client of another deployment", func(t *testing.T) {
		dep := e.trust.Deployment()
		dep.JudgeVerifier = dep.EvaluatorRegistry
		c, err := chain.NewClient(ctx, e.dc.Backend.Client(), dep, nil)
		require.NoError(t, err)
		_, err = verify.New(e.trust, verify.WithChain(c))
		assert.ErrorIs(t, err, verify.ErrDeployment)
	})
	t.Run("a deployment file naming contracts that are not verijudge's", func(t *testing.T) {
		for name, edit := range map[string]func(*chain.Deployment){
			"another EAS":             func(d *chain.Deployment) { d.EAS = d.EvaluatorRegistry },
			"JudgeVerifier elsewhere": func(d *chain.Deployment) { d.JudgeVerifier = d.TdxQuoteVerifier },
			"another verdict schema":  func(d *chain.Deployment) { d.VerdictSchema[0] ^= 1 },
		} {
			dep := e.owner.Deployment()
			edit(&dep)
			c, err := chain.NewClient(ctx, e.dc.Backend.Client(), dep, nil)
			require.NoError(t, err)
			_, err = verify.InitTrustRoot(ctx, c, verify.InitOptions{Name: "crafted", ValidFrom: since.ValidFrom})
			assert.ErrorIs(t, err, verify.ErrDeployment, name)
		}
	})
	t.Run("contract outside its window", func(t *testing.T) {
		old := *e.trust
		old.Contracts = append([]verify.Contract(nil), e.trust.Contracts...)
		old.Contracts[0].ValidUntil = at.Add(-1)
		_, err := e.verifier(t, &old).Verify(ctx, recs[0], devPolicy())
		assert.ErrorIs(t, err, verify.ErrDeployment)
	})

	// Level 3: the quote verified on-chain by the trust root's module.
	teeRec := withTDX(t, recs[2], e.tdx, recs[2])
	m := measurementOf(t, teeRec)
	require.NoError(t, e.owner.AllowTeeMeasurement(ctx, m))
	require.NoError(t, attestertest.New(e.owner, attestertest.Config{Roots: []*x509.Certificate{e.tdx.Root}, Collateral: e.tdx.Collateral("dev-only", at),
		Policy: []verify.PolicyOption{verify.At(at)}}).AttestRecords(ctx, e.owner, []*judge.Record{teeRec}))
	ev, err := tee.ParseEvidence(teeRec.TEE)
	require.NoError(t, err)
	vu, pu := attest.UID(teeRec.Attestations.VerdictUID), attest.UID(teeRec.Attestations.ProvenanceUID)
	_, err = e.owner.RecordTEELevel(ctx, e.owner.Deployment().TdxQuoteVerifier, vu, pu, ev.Quote, chaintest.Preimage(t, &teeRec.Verdict))
	require.NoError(t, err)
	res, err = e.v.Verify(ctx, teeRec, devPolicy(verify.MeasurementsFromRegistry(), verify.RequireLevel(verify.LevelTEEVerified)))
	require.NoError(t, err, "%v", res.Failed())
	assert.Equal(t, verify.LevelTEEVerified, res.Level)
	assert.Equal(t, verify.LevelTEEVerified, res.OfflineLevel)
	assert.Equal(t, e.owner.Deployment().TdxQuoteVerifier, res.OnChain.Module)
	assert.True(t, res.TestOnly)

	t.Run("level 3 counts only with the record's evidence verified here", func(t *testing.T) {
		bare := *teeRec
		bare.TEE = nil
		res, err := e.v.Verify(ctx, &bare, devPolicy(verify.RequireLevel(verify.LevelTEEVerified)))
		assert.ErrorIs(t, err, verify.ErrBelowLevel)
		assert.Contains(t, check(res, verify.CheckLevel).Detail, "level 2 TEE_CLAIMED")
		assert.Equal(t, verify.LevelNone, res.Level, "only a MATCH has a level")
		assert.Equal(t, verify.LevelTEEVerified, res.OnChain.Level)
		c, err := chain.NewClient(ctx, e.dc.Backend.Client(), e.trust.Deployment(), nil)
		require.NoError(t, err)
		noColl, err := verify.New(e.trust, verify.WithChain(c))
		require.NoError(t, err)
		res, err = noColl.Verify(ctx, teeRec, devPolicy(verify.MeasurementsFromRegistry(), verify.WithoutCollateralUnsafe(), verify.RequireLevel(verify.LevelTEEVerified)))
		assert.ErrorIs(t, err, verify.ErrBelowLevel, "no collateral: the chain's level 3 counts as 2")
		assert.Contains(t, check(res, verify.CheckLevel).Detail, "level 2 TEE_CLAIMED")
	})
	t.Run("level recorded by a module the trust root does not name", func(t *testing.T) {
		// The registry owner adds a second TDX module (here with the same
		// root; any code would do) and records level 3 through it.
		rogue, err := e.owner.DeployTdxVerifier(ctx, &e.tdx.RootKey.PublicKey)
		require.NoError(t, err)
		again := withTDX(t, recs[1], e.tdx, recs[1])
		require.NoError(t, e.owner.AllowTeeMeasurement(ctx, measurementOf(t, again)))
		require.NoError(t, attestertest.New(e.owner, attestertest.Config{Roots: []*x509.Certificate{e.tdx.Root}, Collateral: e.tdx.Collateral("dev-only", at), Policy: []verify.PolicyOption{verify.At(at)}}).
			AttestRecords(ctx, e.owner, []*judge.Record{again}))
		ev, err := tee.ParseEvidence(again.TEE)
		require.NoError(t, err)
		_, err = e.owner.RecordTEELevel(ctx, rogue, attest.UID(again.Attestations.VerdictUID), attest.UID(again.Attestations.ProvenanceUID), ev.Quote, chaintest.Preimage(t, &again.Verdict))
		require.NoError(t, err)
		res, err := e.v.Verify(ctx, again, devPolicy(verify.MeasurementsFromRegistry()))
		assert.ErrorIs(t, err, verify.ErrUntrustedModule)
		assert.Equal(t, verify.Untrusted, res.Outcome)
		assert.Contains(t, check(res, verify.CheckLevel).Detail, "level 2 TEE_CLAIMED", "the level falls to what the trusted contracts say")
		assert.Equal(t, verify.LevelNone, res.Level)
	})
	t.Run("registry revokes the measurement", func(t *testing.T) {
		require.NoError(t, e.owner.RevokeTeeMeasurement(ctx, m))
		_, err := e.v.Verify(ctx, teeRec, devPolicy(verify.MeasurementsFromRegistry()))
		assert.ErrorIs(t, err, verify.ErrMeasurementNotAllowed)
	})
	t.Run("revoked verdict", func(t *testing.T) {
		require.NoError(t, e.owner.RevokeAttestation(ctx, e.trust.VerdictSchema, attest.UID(recs[0].Attestations.VerdictUID)))
		res, err := e.v.Verify(ctx, recs[0], devPolicy())
		assert.ErrorIs(t, err, verify.ErrRevoked)
		assert.Equal(t, verify.Revoked, res.Outcome)
	})
}

// A contract whose runtime code is verijudge's but whose constructor also
// wrote storage (here EAS's, where it could plant attestations) is refused:
// the trust root pins creation inputs, not only code hashes. The same EAS
// created with the genuine creation code passes.
func TestSeededStorageRefused(t *testing.T) {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	backend := dc.Backend.Client()
	owner := crypto.PubkeyToAddress(dc.Owner.PublicKey)
	deployRaw := func(code []byte) (common.Address, common.Hash) {
		opts := bind.NewKeyedTransactor(dc.Owner, big.NewInt(chain.DevChainID))
		addr, tx, err := bind.DeployContract(opts, code, backend, nil)
		require.NoError(t, err)
		dc.Backend.Commit()
		_, err = bind.WaitDeployed(ctx, backend, tx.Hash())
		require.NoError(t, err)
		return addr, tx.Hash()
	}
	real := dc.Client.Deployment()
	nonce, err := backend.PendingNonceAt(ctx, owner)
	require.NoError(t, err)
	at := crypto.CreateAddress(owner, nonce)
	dep := chain.Deployment{ChainID: chain.DevChainID, EAS: at, SchemaRegistry: real.SchemaRegistry}
	codes, err := chain.ExpectedCode(dep, chain.ModuleFacts{})
	require.NoError(t, err)
	runtime := codes[chain.RoleEAS]
	n := len(runtime)
	init := []byte{0x60, 0x2a, 0x60, 0x00, 0x55, // SSTORE(0, 0x2a): the planted write
		0x61, byte(n >> 8), byte(n), 0x61, 0x00, 20, 0x60, 0x00, 0x39, // CODECOPY(0, 20, n)
		0x61, byte(n >> 8), byte(n), 0x60, 0x00, 0xf3} // RETURN(0, n)
	addr, tx := deployRaw(append(init, runtime...))
	require.Equal(t, at, addr)
	dep.Creations = chain.Creations{EAS: tx, SchemaRegistry: real.Creations.SchemaRegistry}

	c, err := chain.NewClient(ctx, backend, dep, nil)
	require.NoError(t, err)
	h, err := c.CodeHash(ctx, addr)
	require.NoError(t, err)
	require.Equal(t, crypto.Keccak256Hash(runtime), h, "the crafted EAS runs verijudge's code exactly")
	_, err = verify.InitTrustRoot(ctx, c, verify.InitOptions{Name: "seeded", ValidFrom: since.ValidFrom})
	assert.ErrorIs(t, err, verify.ErrDeployment)
	assert.ErrorIs(t, err, chain.ErrCreation)

	// Without a creation transaction: refused too.
	dep.Creations.EAS = common.Hash{}
	c, err = chain.NewClient(ctx, backend, dep, nil)
	require.NoError(t, err)
	_, err = verify.InitTrustRoot(ctx, c, verify.InitOptions{Name: "seeded", ValidFrom: since.ValidFrom})
	assert.ErrorIs(t, err, verify.ErrDeployment)

	// The genuine creation of an EAS at another address passes.
	nonce, err = backend.PendingNonceAt(ctx, owner)
	require.NoError(t, err)
	easArt, err := contracts.EAS()
	require.NoError(t, err)
	addr, tx = deployRaw(append(easArt.Code(), bindings.NewEAS().PackConstructor(real.SchemaRegistry)...))
	require.Equal(t, crypto.CreateAddress(owner, nonce), addr)
	dep = chain.Deployment{ChainID: chain.DevChainID, EAS: addr, SchemaRegistry: real.SchemaRegistry,
		Creations: chain.Creations{EAS: tx, SchemaRegistry: real.Creations.SchemaRegistry}}
	c, err = chain.NewClient(ctx, backend, dep, nil)
	require.NoError(t, err)
	tr, err := verify.InitTrustRoot(ctx, c, verify.InitOptions{Name: "genuine", ValidFrom: since.ValidFrom})
	require.NoError(t, err)
	assert.Len(t, tr.Contracts, 2)
}

// TEE evidence against the chain: the provenance must name the very quote
// and measurement the record carries (a record carrying another valid
// quote, bound to the same verdict, fails tee-provenance); the TDX
// platform and TCB are held to the registry as TdxQuoteVerifier holds them
// (a minimum TCB above the quote's, then a revoked FMSPC).
func TestVerifyTEEAgainstTheChain(t *testing.T) {
	ctx := context.Background()
	e := newOnline(t)
	base := suiteRecords(t, 1)[0]
	rec := withTDX(t, base, e.tdx, base)
	m := measurementOf(t, rec)
	require.NoError(t, e.owner.AllowTeeMeasurement(ctx, m))
	require.NoError(t, attestertest.New(e.owner, attestertest.Config{Roots: []*x509.Certificate{e.tdx.Root}, Collateral: e.tdx.Collateral("dev-only", at), Policy: []verify.PolicyOption{verify.At(at)}}).
		AttestRecords(ctx, e.owner, []*judge.Record{rec}))
	p := devPolicy(verify.MeasurementsFromRegistry())
	res, err := e.v.Verify(ctx, rec, p)
	require.NoError(t, err, "%v", res.Failed())
	names := map[verify.CheckName]bool{}
	for _, c := range res.Checks {
		names[c.Name] = true
	}
	for _, n := range []verify.CheckName{verify.CheckTEEProvenance, verify.CheckTEEPlatform, verify.CheckTEETCB} {
		assert.True(t, names[n], n)
	}

	other := *rec
	var s teechain.TDXQuote
	s.ReportData = tee.ReportData(base.Evaluator.Digest, base.TraceHash, base.VerdictHash)
	s.MRTD[0], s.RTMR[0][0] = 0x77, 0x01
	s.AttestationKey = "another-ak"
	q := e.tdx.Quote("verify", s)
	other.TEE, err = json.Marshal(tee.Evidence{Kind: tee.KindTDX, Backend: "test", Quote: q, QuoteHash: canon.Sum(q)})
	require.NoError(t, err)
	res, err = e.v.Verify(ctx, &other, p)
	assert.ErrorIs(t, err, verify.ErrAttestation)
	assert.Equal(t, []verify.CheckName{verify.CheckTEEProvenance}, res.Failed())

	require.NotNil(t, res.TEE)
	var above [16]byte
	copy(above[:], res.TEE.TDX.TEETCBSVN)
	above[5]++
	require.NoError(t, e.owner.SetMinTcb(ctx, m, chain.TCB{TeeTcbSvn: above}))
	res, err = e.v.Verify(ctx, rec, p)
	assert.ErrorIs(t, err, verify.ErrTEE)
	assert.Equal(t, []verify.CheckName{verify.CheckTEETCB}, res.Failed())
	require.NoError(t, e.owner.SetMinTcb(ctx, m, chain.TCB{QESVN: res.TEE.TDX.QESVN + 1}))
	res, _ = e.v.Verify(ctx, rec, p)
	assert.Equal(t, []verify.CheckName{verify.CheckTEETCB}, res.Failed())
	require.NoError(t, e.owner.SetMinTcb(ctx, m, chain.TCB{}))
	require.NoError(t, e.owner.RevokeTdxFmspc(ctx, [6]byte(res.TEE.TDX.FMSPC)))
	res, err = e.v.Verify(ctx, rec, p)
	assert.ErrorIs(t, err, verify.ErrTEE)
	assert.Equal(t, []verify.CheckName{verify.CheckTEEPlatform}, res.Failed())
}
