package verify_test

import (
	"context"
	"crypto/x509"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/fixtures/teechain"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/verify"
)

type onlineEnv struct {
	dc    *chain.DevChain
	owner *chain.Client
	tdx   *teechain.Chain
	trust *verify.TrustRoot
	v     *verify.Verifier
}

// newOnline starts a dev chain with a TEST-ONLY TDX module, writes its
// trust root with InitTrustRoot and returns an online verifier of it.
func newOnline(t *testing.T) *onlineEnv {
	ctx := context.Background()
	dc, err := chain.NewDevChain(ctx)
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
	require.NoError(t, e.owner.AttestRecords(ctx, recs[:2]))
	res, err := e.v.Verify(ctx, recs[0], policy())
	require.NoError(t, err, "%v", res.Failed())
	assert.Equal(t, verify.Match, res.Outcome)
	assert.Equal(t, verify.LevelReproducible, res.Level)
	require.NotNil(t, res.OnChain)
	assert.Equal(t, e.owner.Address(), res.OnChain.Attester)
	assert.Equal(t, "REPRODUCIBLE", res.OnChain.LevelName)

	t.Run("not attested", func(t *testing.T) {
		_, err := e.v.Verify(ctx, recs[2], policy())
		assert.ErrorIs(t, err, verify.ErrNotAttested)
	})
	t.Run("below the required level", func(t *testing.T) {
		_, err := e.v.Verify(ctx, recs[0], policy(verify.RequireLevel(verify.LevelTEEVerified)))
		assert.ErrorIs(t, err, verify.ErrBelowLevel)
	})
	t.Run("attester not in the trust root", func(t *testing.T) {
		other := *e.trust
		other.Attesters = []verify.Attester{{Address: common.Address{0x42}, Window: since}}
		_, err := e.verifier(t, &other).Verify(ctx, recs[0], policy())
		assert.ErrorIs(t, err, verify.ErrUntrustedAttester)
		other.Attesters = []verify.Attester{{Address: e.owner.Address(), Window: verify.Window{ValidFrom: since.ValidFrom, ValidUntil: since.ValidFrom.AddDate(1, 0, 0)}}}
		_, err = e.verifier(t, &other).Verify(ctx, recs[0], policy())
		assert.ErrorIs(t, err, verify.ErrUntrustedAttester, "attested after the attester's window")
	})
	t.Run("code hash the trust root does not pin", func(t *testing.T) {
		crafted := *e.trust
		crafted.Contracts = append([]verify.Contract(nil), e.trust.Contracts...)
		for i := range crafted.Contracts {
			if crafted.Contracts[i].Role == chain.RoleJudgeVerifier {
				crafted.Contracts[i].CodeHash[0] ^= 1
			}
		}
		res, err := e.verifier(t, &crafted).Verify(ctx, recs[0], policy())
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
		_, err := e.verifier(t, &old).Verify(ctx, recs[0], policy())
		assert.ErrorIs(t, err, verify.ErrDeployment)
	})

	// Level 3: the quote verified on-chain by the trust root's module.
	teeRec := withTDX(t, recs[2], e.tdx, recs[2])
	m := measurementOf(t, teeRec)
	require.NoError(t, e.owner.AllowTeeMeasurement(ctx, m))
	require.NoError(t, e.owner.AttestRecords(ctx, []*judge.Record{teeRec},
		chain.WithTEEOptions(chain.TEEOptions{Roots: []*x509.Certificate{e.tdx.Root}, At: at})))
	ev, err := tee.ParseEvidence(teeRec.TEE)
	require.NoError(t, err)
	vu, pu := attest.UID(teeRec.Attestations.VerdictUID), attest.UID(teeRec.Attestations.ProvenanceUID)
	_, err = e.owner.RecordTEELevel(ctx, e.owner.Deployment().TdxQuoteVerifier, vu, pu, ev.Quote, &teeRec.Verdict)
	require.NoError(t, err)
	res, err = e.v.Verify(ctx, teeRec, policy(verify.MeasurementsFromRegistry(), verify.RequireLevel(verify.LevelTEEVerified)))
	require.NoError(t, err, "%v", res.Failed())
	assert.Equal(t, verify.LevelTEEVerified, res.Level)
	assert.Equal(t, verify.LevelTEEVerified, res.OfflineLevel)
	assert.Equal(t, e.owner.Deployment().TdxQuoteVerifier, res.OnChain.Module)
	assert.True(t, res.TestOnly)

	t.Run("level recorded by a module the trust root does not name", func(t *testing.T) {
		// The registry owner adds a second TDX module (here with the same
		// root; any code would do) and records level 3 through it.
		rogue, err := e.owner.DeployTdxVerifier(ctx, &e.tdx.RootKey.PublicKey)
		require.NoError(t, err)
		again := withTDX(t, recs[1], e.tdx, recs[1])
		require.NoError(t, e.owner.AllowTeeMeasurement(ctx, measurementOf(t, again)))
		require.NoError(t, e.owner.AttestRecords(ctx, []*judge.Record{again},
			chain.WithTEEOptions(chain.TEEOptions{Roots: []*x509.Certificate{e.tdx.Root}, At: at})))
		ev, err := tee.ParseEvidence(again.TEE)
		require.NoError(t, err)
		_, err = e.owner.RecordTEELevel(ctx, rogue, attest.UID(again.Attestations.VerdictUID), attest.UID(again.Attestations.ProvenanceUID), ev.Quote, &again.Verdict)
		require.NoError(t, err)
		res, err := e.v.Verify(ctx, again, policy(verify.MeasurementsFromRegistry()))
		assert.ErrorIs(t, err, verify.ErrUntrustedModule)
		assert.Equal(t, verify.LevelTEEClaimed, res.Level, "the level falls to what the trusted contracts say")
	})
	t.Run("registry revokes the measurement", func(t *testing.T) {
		require.NoError(t, e.owner.RevokeTeeMeasurement(ctx, m))
		_, err := e.v.Verify(ctx, teeRec, policy(verify.MeasurementsFromRegistry()))
		assert.ErrorIs(t, err, verify.ErrMeasurementNotAllowed)
	})
	t.Run("revoked verdict", func(t *testing.T) {
		require.NoError(t, e.owner.Revoke(ctx, e.trust.VerdictSchema, attest.UID(recs[0].Attestations.VerdictUID)))
		res, err := e.v.Verify(ctx, recs[0], policy())
		assert.ErrorIs(t, err, verify.ErrRevoked)
		assert.Equal(t, verify.Revoked, res.Outcome)
	})
}
