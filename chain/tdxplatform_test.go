package chain_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/x509"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-tdx-guest/testing/testdata"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/attester"
	"github.com/verijudge/verijudge/attester/attestertest"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/bindings"
	"github.com/verijudge/verijudge/chain/chaintest"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/fixtures/teechain"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
)

// Registered platforms: a quote of an unregistered platform verifies
// through the full path; once its PCK chain is registered (verified up to
// the pinned root, once), later quotes of the platform skip the chain and
// still reach level 3, for less gas; a chain that does not reach the
// pinned root is refused and nothing is stored; the registry's platform
// revocation applies to registered platforms; a quote carrying a
// registered chain but signed by another platform's key is refused.
func TestRegisteredTdxPlatform(t *testing.T) {
	ctx := context.Background()
	e := newPlatformEnv(t, 3)
	dc, v, root, recs, record, level := e.dc, e.v, e.root, e.recs, e.record, e.level
	ev0, err := tee.ParseEvidence(recs[0].TEE)
	require.NoError(t, err)
	// An impostor: a quote carrying the platform's (registered) chain, its
	// QE report signed by a key that is not the chain's leaf key.
	impostor := *root
	impostor.LeafKey = teechain.Key(elliptic.P256(), "impostor/pck")
	forged := withEvidence(t, e.base[3], &impostor, e.base[3], nil)
	require.NoError(t, attester.AttestUnverifiedUnsafe(ctx, dc.Client, []*judge.Record{forged}))

	pem, err := chain.PCKChain(ev0.Quote)
	require.NoError(t, err)
	_, ok, err := dc.Client.RegisteredTdxPlatform(ctx, v, pem)
	require.NoError(t, err)
	require.False(t, ok)
	full, err := record(recs[0])
	require.NoError(t, err, "an unregistered platform: the full path")
	assert.EqualValues(t, 3, level(recs[0]))

	// A chain under another root is refused, and nothing is stored.
	foreign := teechain.NewTDXChain("foreign", teechain.Default, teechain.Validity{})
	fpem, err := chain.PCKChain(foreign.Quote("x", teechain.TDXQuote{}))
	require.NoError(t, err)
	_, _, err = dc.Client.RegisterTdxPlatform(ctx, v, fpem)
	require.ErrorIs(t, err, chain.ErrReverted)
	assertRevert(t, err, "BadQuote", "certificate chain")
	_, ok, err = dc.Client.RegisteredTdxPlatform(ctx, v, fpem)
	require.NoError(t, err)
	assert.False(t, ok)
	_, _, err = dc.Client.RegisterTdxPlatform(ctx, v, pem[:len(pem)/2])
	require.ErrorIs(t, err, chain.ErrReverted, "half a chain")

	p, regGas, err := dc.Client.RegisterTdxPlatform(ctx, v, pem)
	require.NoError(t, err)
	off, err := tee.VerifyTDX(ev0.Quote, tee.TDXOptions{Roots: []*x509.Certificate{root.Root}, Now: time.Now()})
	require.NoError(t, err)
	assert.Equal(t, off.TDX.PlatformID, p.PlatformID, "the platform stored is the one read off-chain")
	assert.Equal(t, []byte(off.TDX.FMSPC), p.FMSPC[:])
	fast, err := record(recs[1])
	require.NoError(t, err, "a registered platform")
	assert.EqualValues(t, 3, level(recs[1]))
	t.Logf("verifyAndRecord: %d gas unregistered, %d registered; registerPlatform %d gas", full, fast, regGas)
	assert.Less(t, fast, full)

	_, err = record(forged)
	assertRevert(t, err, "BadQuote", "QE report signature")
	assert.EqualValues(t, 2, level(forged))

	// The registry's revocation applies to the registered platform.
	require.NoError(t, dc.Client.RevokeTdxPlatform(ctx, p.PlatformID))
	assert.EqualValues(t, 2, level(recs[1]))
	_, err = record(recs[2])
	assertRevert(t, err, "NotBound", "platform revoked")
}

// platformEnv is a dev chain with a TdxQuoteVerifier pinned to a
// TEST-ONLY root and n suite records carrying quotes of one platform under
// it, attested (their measurement allowed), with record (verifyAndRecord,
// its gas) and level (checkVerdict).
type platformEnv struct {
	dc     *devchain.Chain
	root   *teechain.Chain
	v      common.Address
	base   []*judge.Record
	recs   []*judge.Record
	record func(*judge.Record) (uint64, error)
	level  func(*judge.Record) uint8
}

func newPlatformEnv(tb testing.TB, n int) *platformEnv {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(tb, err)
	tb.Cleanup(func() { dc.Close() })
	e := &platformEnv{dc: dc, root: teechain.NewTDXChain("dev-only", teechain.Default, teechain.Validity{}), base: suiteRecords(tb)}
	e.v, err = dc.Client.DeployTdxVerifier(ctx, &e.root.RootKey.PublicKey)
	require.NoError(tb, err)
	for i := range n {
		e.recs = append(e.recs, withEvidence(tb, e.base[i], e.root, e.base[i], nil))
	}
	ev, err := tee.ParseEvidence(e.recs[0].TEE)
	require.NoError(tb, err)
	m, err := tee.Measurement(ev)
	require.NoError(tb, err)
	require.NoError(tb, dc.Client.AllowTeeMeasurement(ctx, m))
	require.NoError(tb, attestertest.New(dc.Client, attestertest.Config{Roots: []*x509.Certificate{e.root.Root}, Collateral: e.root.Collateral("dev-only", time.Now())}).AttestRecords(ctx, dc.Client, e.recs))
	e.record = func(r *judge.Record) (uint64, error) {
		ev, err := tee.ParseEvidence(r.TEE)
		require.NoError(tb, err)
		return dc.Client.RecordTEELevel(ctx, e.v, attest.UID(r.Attestations.VerdictUID), attest.UID(r.Attestations.ProvenanceUID), ev.Quote, chaintest.Preimage(tb, &r.Verdict))
	}
	e.level = func(r *judge.Record) uint8 {
		l, _, err := dc.Client.CheckVerdict(ctx, attest.UID(r.Attestations.VerdictUID), attest.UID(r.Attestations.ProvenanceUID))
		require.NoError(tb, err)
		return l
	}
	return e
}

// The genuine Intel production quote: its PCK chain registers under
// Intel's root, and verifyQuote then costs less; the TEST-ONLY root's
// verifier refuses to register it.
func TestRegisterRealPlatform(t *testing.T) {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	v, err := dc.Client.DeployTdxVerifier(ctx, tee.IntelSGXRoot().PublicKey.(*ecdsa.PublicKey))
	require.NoError(t, err)
	pem, err := chain.PCKChain(testdata.RawQuote)
	require.NoError(t, err)
	estimate := func() uint64 {
		g, err := dc.Backend.Client().EstimateGas(ctx, ethereum.CallMsg{To: &v, Data: bindings.NewTdxQuoteVerifier().PackVerifyQuote(testdata.RawQuote)})
		require.NoError(t, err)
		return g
	}
	before := estimate()
	m0, _, err := dc.Client.VerifyQuoteOnChain(ctx, v, testdata.RawQuote)
	require.NoError(t, err)
	_, regGas, err := dc.Client.RegisterTdxPlatform(ctx, v, pem)
	require.NoError(t, err)
	after := estimate()
	m1, _, err := dc.Client.VerifyQuoteOnChain(ctx, v, testdata.RawQuote)
	require.NoError(t, err)
	assert.Equal(t, m0, m1)
	t.Logf("verifyQuote(real quote): %d gas unregistered, %d registered; registerPlatform %d gas", before, after, regGas)
	assert.Less(t, after, before)

	other := teechain.NewTDXChain("other", teechain.Default, teechain.Validity{})
	v2, err := dc.Client.DeployTdxVerifier(ctx, &other.RootKey.PublicKey)
	require.NoError(t, err)
	_, _, err = dc.Client.RegisterTdxPlatform(ctx, v2, pem)
	assertRevert(t, err, "BadQuote", "certificate chain")
}

// BenchmarkTdxPlatformGas reports, from receipts, the gas of
// verifyAndRecord on a TEST-ONLY quote for a platform not registered and
// for a registered one, of registerPlatform, and (estimates) of
// checkVerdictBound, the level-1 check verifyAndRecord makes first.
//
//	go test ./chain -run XXX -bench TdxPlatformGas -benchtime 1x
func BenchmarkTdxPlatformGas(b *testing.B) {
	ctx := context.Background()
	var full, fast, reg, bound uint64
	for b.Loop() {
		e := newPlatformEnv(b, 2)
		var err error
		full, err = e.record(e.recs[0])
		require.NoError(b, err)
		ev, err := tee.ParseEvidence(e.recs[0].TEE)
		require.NoError(b, err)
		pem, err := chain.PCKChain(ev.Quote)
		require.NoError(b, err)
		_, reg, err = e.dc.Client.RegisterTdxPlatform(ctx, e.v, pem)
		require.NoError(b, err)
		r := e.recs[1]
		pre, err := judge.VerdictPreimage(&r.Verdict)
		require.NoError(b, err)
		jv := e.dc.Deployment.JudgeVerifier
		bound, err = e.dc.Backend.Client().EstimateGas(ctx, ethereum.CallMsg{To: &jv,
			Data: bindings.NewJudgeVerifier().PackCheckVerdictBound(r.Attestations.VerdictUID, r.Attestations.ProvenanceUID, pre)})
		require.NoError(b, err)
		fast, err = e.record(r)
		require.NoError(b, err)
	}
	b.ReportMetric(float64(full), "unregistered-gas")
	b.ReportMetric(float64(fast), "registered-gas")
	b.ReportMetric(float64(reg), "registerPlatform-gas")
	b.ReportMetric(float64(bound), "checkVerdictBound-gas")
}
