package chain_test

import (
	"context"
	"crypto/x509"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/fixtures/teechain"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
)

func caseRecord(t *testing.T, name string) *judge.Record {
	t.Helper()
	cases, err := fixtures.Suite()
	require.NoError(t, err)
	for _, c := range cases {
		if c.Name() == name {
			r, err := judge.NewRecord(c.Trace, judge.Embedded())
			require.NoError(t, err)
			return r
		}
	}
	t.Fatalf("no suite case %s", name)
	return nil
}

// Level 1 is REPRODUCIBLE: the attester reproduces before it signs. The
// FAILURE verdict of the injected-payment naive build, edited to say
// SUCCESS, is refused, and nothing reaches the chain.
func TestAttestRefusesWhatDoesNotReproduce(t *testing.T) {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()

	honest := caseRecord(t, "web3-pay-usd-250-injected/naive")
	require.Equal(t, judge.StatusFailure, honest.Verdict.Status)
	other := caseRecord(t, "web3-pay-usd-250-injected/reference")
	for _, tc := range []struct {
		name string
		edit func(r *judge.Record)
	}{
		{"status edited to SUCCESS", func(r *judge.Record) { r.Verdict.Status = judge.StatusSuccess }},
		{"status edited, hash recomputed", func(r *judge.Record) {
			r.Verdict.Status = judge.StatusSuccess
			h, err := judge.VerdictHash(&r.Verdict)
			require.NoError(t, err)
			r.VerdictHash = h
		}},
		{"another verdict's hash and fields", func(r *judge.Record) { r.Verdict, r.VerdictHash = other.Verdict, other.VerdictHash }},
		{"another trace hash", func(r *judge.Record) { r.TraceHash = other.TraceHash }},
		{"no trace", func(r *judge.Record) { r.Trace = nil }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := *honest
			tc.edit(&r)
			before, err := dc.Backend.Client().BlockNumber(ctx)
			require.NoError(t, err)
			err = dc.Client.AttestRecords(ctx, []*judge.Record{&r})
			require.ErrorIs(t, err, chain.ErrNotReproduced)
			assert.Nil(t, r.Attestations)
			after, err := dc.Backend.Client().BlockNumber(ctx)
			require.NoError(t, err)
			assert.Equal(t, before, after, "no transaction was sent")
		})
	}

	// One bad record in a batch stops the whole batch before any transaction.
	good := caseRecord(t, "web3-pay-usd-250-injected/reference")
	bad := *honest
	bad.Verdict.Status = judge.StatusSuccess
	require.ErrorIs(t, dc.Client.AttestRecords(ctx, []*judge.Record{good, &bad}), chain.ErrNotReproduced)
	assert.Nil(t, good.Attestations)

	// The honest record is attested and verifies at level 1.
	require.NoError(t, dc.Client.AttestRecords(ctx, []*judge.Record{honest}))
	res := dc.Client.Verify(ctx, honest, judge.Embedded())
	assert.Equal(t, judge.Match, res.Outcome)
	assert.EqualValues(t, 1, res.Level)

	// The only way around it is named Unsafe.
	forged := *honest
	forged.Attestations = nil
	forged.Verdict.Status = judge.StatusSuccess
	require.NoError(t, dc.Client.AttestRecords(ctx, []*judge.Record{&forged}, chain.UnverifiedUnsafe()))
	assert.NotNil(t, forged.Attestations)
}

// The provenance names a TEE quote and measurement only from evidence that
// verified and binds this verdict.
func TestAttestRefusesUnverifiedTEE(t *testing.T) {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	root := teechain.NewTDXChain("dev-only", teechain.Default, teechain.Validity{})
	opts := chain.WithTEEOptions(chain.TEEOptions{Roots: []*x509.Certificate{root.Root}, Collateral: root.Collateral("dev-only", time.Now())})
	base := suiteRecords(t)

	for _, tc := range []struct {
		name string
		rec  *judge.Record
		opts []chain.AttestOption
	}{
		{"another verdict's binding", withEvidence(t, base[1], root, base[0], nil), []chain.AttestOption{opts}},
		{"a foreign root", withEvidence(t, base[2], teechain.NewTDXChain("foreign", teechain.Default, teechain.Validity{}), base[2], nil), []chain.AttestOption{opts}},
		{"an unbound attestation key", withEvidence(t, base[3], root, base[3], func(s *teechain.TDXQuote) { s.UnboundKey = true }), []chain.AttestOption{opts}},
		{"a debug TD", withEvidence(t, base[5], root, base[5], func(s *teechain.TDXQuote) { s.Debug = true }), []chain.AttestOption{opts}},
		{"the test chain under the production root", withEvidence(t, base[4], root, base[4], nil), nil},
		// Without Intel's collateral the TCB status, QE identity and CRLs
		// go unchecked: refused unless the caller says so.
		{"no collateral", withEvidence(t, base[6], root, base[6], nil), []chain.AttestOption{chain.WithTEEOptions(chain.TEEOptions{Roots: []*x509.Certificate{root.Root}})}},
		{"another chain's collateral", withEvidence(t, base[7], root, base[7], nil), []chain.AttestOption{chain.WithTEEOptions(chain.TEEOptions{Roots: []*x509.Certificate{root.Root},
			Collateral: teechain.NewTDXChain("mallory", teechain.Default, teechain.Validity{}).Collateral("mallory", time.Now())})}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := dc.Client.AttestRecords(ctx, []*judge.Record{tc.rec}, tc.opts...)
			require.ErrorIs(t, err, chain.ErrTEEUnverified)
			assert.Nil(t, tc.rec.Attestations)
		})
	}

	// Verified evidence whose measurement the registry does not allow.
	good := withEvidence(t, base[0], root, base[0], nil)
	require.ErrorIs(t, dc.Client.AttestRecords(ctx, []*judge.Record{good}, opts), chain.ErrTEEUnverified)
	assert.Nil(t, good.Attestations)

	// Once it does, the provenance names the quote and the measurement.
	evGood, err := tee.ParseEvidence(good.TEE)
	require.NoError(t, err)
	mGood, err := tee.Measurement(evGood)
	require.NoError(t, err)
	require.NoError(t, dc.Client.AllowTeeMeasurement(ctx, mGood))
	require.NoError(t, dc.Client.AttestRecords(ctx, []*judge.Record{good}, opts))
	pa, err := dc.Client.Attestation(ctx, attest.UID(good.Attestations.ProvenanceUID))
	require.NoError(t, err)
	pd, err := attest.DecodeProvenanceData(pa.Data)
	require.NoError(t, err)
	ev, err := tee.ParseEvidence(good.TEE)
	require.NoError(t, err)
	m, err := tee.Measurement(ev)
	require.NoError(t, err)
	assert.Equal(t, ev.QuoteHash, pd.TEEQuoteHash)
	assert.Equal(t, m, pd.TEEMeasurement)
}
