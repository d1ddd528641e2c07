package attester_test

import (
	"context"
	"crypto/sha256"
	"crypto/x509"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/attester"
	"github.com/verijudge/verijudge/attester/attestertest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/fixtures/teechain"
	"github.com/verijudge/verijudge/internal/vouch"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/verify"
)

func suiteRecord(t *testing.T, name string) *judge.Record {
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

// withQuote returns a copy of rec carrying a TEST-ONLY TDX quote from c
// bound to bound's verdict.
func withQuote(t *testing.T, rec *judge.Record, c *teechain.Chain, bound *judge.Record, mod func(*teechain.TDXQuote)) *judge.Record {
	out := *rec
	var s teechain.TDXQuote
	s.ReportData = tee.ReportData(bound.Evaluator.Digest, bound.TraceHash, bound.VerdictHash)
	s.MRTD[0], s.RTMR[0][0] = 0x5a, 0x01
	if mod != nil {
		mod(&s)
	}
	q := c.Quote("attester", s)
	sum := sha256.Sum256(q)
	raw, err := json.Marshal(tee.Evidence{Kind: tee.KindTDX, Backend: "test", Quote: q, QuoteHash: canon.Hash(sum)})
	require.NoError(t, err)
	out.TEE = raw
	return &out
}

func measurement(t *testing.T, rec *judge.Record) canon.Hash {
	ev, err := tee.ParseEvidence(rec.TEE)
	require.NoError(t, err)
	m, err := tee.Measurement(ev)
	require.NoError(t, err)
	return m
}

// TestAttesterIsVerify is the one table of the issue: every record goes
// through package verify (offline, the attester's policy, the registry's
// measurements as its allow-list) and through the attester on the dev
// chain, and both take the same decision: what verify refuses is never
// signed, and no transaction is sent for it; what verify accepts is
// signed, its provenance naming the quote and measurement that verified.
// Among the refused: the unattested transcript record that the chain's
// own looser check used to attest at level 1.
func TestAttesterIsVerify(t *testing.T) {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()

	root := teechain.NewTDXChain("attester", teechain.Default, teechain.Validity{})
	coll := root.Collateral("attester", time.Now())
	cfg := attestertest.Config{Roots: []*x509.Certificate{root.Root}, Collateral: coll}
	att := attestertest.New(dc.Client, cfg)

	naive := suiteRecord(t, "web3-pay-usd-250-injected/naive")
	require.Equal(t, judge.StatusFailure, naive.Verdict.Status)
	reference := suiteRecord(t, "web3-pay-usd-250-injected/reference")
	edited := func(r *judge.Record, f func(*judge.Record)) *judge.Record {
		c := *r
		f(&c)
		return &c
	}
	transcriptTrace, err := os.ReadFile(filepath.Join("..", "fixtures", "testdata", "witness", "traces", "honest.json"))
	require.NoError(t, err)
	transcript, err := judge.NewRecord(transcriptTrace, judge.Embedded())
	require.NoError(t, err)
	require.Equal(t, judge.StatusSuccess, transcript.Verdict.Status, "the transcript verdict reproduces")

	codeRec := suiteRecord(t, "code-fizzbuzz/reference")
	teeGood := withQuote(t, codeRec, root, codeRec, nil)
	allowed := measurement(t, teeGood)
	require.NoError(t, dc.Client.AllowTeeMeasurement(ctx, allowed))
	otherTD := withQuote(t, suiteRecord(t, "code-fizzbuzz/naive"), root, suiteRecord(t, "code-fizzbuzz/naive"), func(q *teechain.TDXQuote) { q.MRTD[1] = 0x99 })

	cases := []struct {
		name string
		rec  *judge.Record
		sign bool
	}{
		{"a FAILURE verdict that reproduces", naive, true},
		{"the status edited to SUCCESS", edited(naive, func(r *judge.Record) { r.Verdict.Status = judge.StatusSuccess }), false},
		{"the status edited, its hash recomputed", edited(naive, func(r *judge.Record) {
			r.Verdict.Status = judge.StatusSuccess
			h, err := judge.VerdictHash(&r.Verdict)
			require.NoError(t, err)
			r.VerdictHash = h
		}), false},
		{"another verdict's fields and hash", edited(naive, func(r *judge.Record) { r.Verdict, r.VerdictHash = reference.Verdict, reference.VerdictHash }), false},
		{"another trace's hash", edited(naive, func(r *judge.Record) { r.TraceHash = reference.TraceHash }), false},
		{"no trace", edited(naive, func(r *judge.Record) { r.Trace = nil }), false},
		{"a transcript whose auditor no TEE vouches for", transcript, false},
		{"TEE evidence that verifies, its TD allowed by the registry", teeGood, true},
		{"TEE evidence bound to another verdict", withQuote(t, reference, root, naive, nil), false},
		{"TEE evidence under a foreign root", withQuote(t, codeRec, teechain.NewTDXChain("foreign", teechain.Default, teechain.Validity{}), codeRec, nil), false},
		{"TEE evidence with an unbound attestation key", withQuote(t, codeRec, root, codeRec, func(q *teechain.TDXQuote) { q.UnboundKey = true }), false},
		{"TEE evidence from a debug TD", withQuote(t, codeRec, root, codeRec, func(q *teechain.TDXQuote) { q.Debug = true }), false},
		{"TEE evidence from a TD the registry does not allow", otherTD, false},
		{"TEE evidence that is no quote", edited(codeRec, func(r *judge.Record) { r.TEE = json.RawMessage(`{"kind":"tdx","quote":"AAAA"}`) }), false},
	}

	// verify, as a reader would run it: the same roots, collateral and
	// policy, the registry's measurements as the allow-list.
	trust, err := verify.Sepolia()
	require.NoError(t, err)
	w := verify.Window{ValidFrom: root.Root.NotBefore, ValidUntil: root.Root.NotAfter}
	trust.Roots = append(trust.Roots, verify.NewRoot(tee.KindTDX, root.Root, true, w))
	v, err := verify.New(trust, verify.WithCollateral(coll))
	require.NoError(t, err)
	policy := verify.NewPolicy(verify.WithEvaluators(judge.EmbeddedDigest()), verify.At(time.Now()), verify.AllowTestOnlyUnsafe(),
		verify.WithMeasurements(allowed))

	signed := 0
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res, verr := v.Verify(ctx, tc.rec, policy)
			assert.Equal(t, tc.sign, verr == nil, "verify: %s %v", res.Outcome, verr)

			rec := *tc.rec
			rec.Attestations = nil
			before, err := dc.Backend.Client().BlockNumber(ctx)
			require.NoError(t, err)
			aerr := att.AttestRecords(ctx, dc.Client, []*judge.Record{&rec})
			after, err := dc.Backend.Client().BlockNumber(ctx)
			require.NoError(t, err)
			require.Equal(t, verr == nil, aerr == nil, "the attester decides as verify does: verify %v, attester %v", verr, aerr)
			if aerr != nil {
				assert.ErrorIs(t, aerr, attester.ErrRefused)
				assert.Nil(t, rec.Attestations)
				assert.Equal(t, before, after, "no transaction was sent")
				return
			}
			signed++
			require.NotNil(t, rec.Attestations)
			pa, err := dc.Client.Attestation(ctx, attest.UID(rec.Attestations.ProvenanceUID))
			require.NoError(t, err)
			pd, err := attest.DecodeProvenanceData(pa.Data)
			require.NoError(t, err)
			if len(rec.TEE) > 0 {
				ev, err := tee.ParseEvidence(rec.TEE)
				require.NoError(t, err)
				assert.Equal(t, ev.QuoteHash, pd.TEEQuoteHash)
				assert.Equal(t, allowed, pd.TEEMeasurement)
			} else {
				assert.True(t, pd.TEEQuoteHash.IsZero())
			}
		})
	}
	assert.Equal(t, 2, signed)

	// What an online verify holds TDX evidence to, the attester does too:
	// a TCB below the measurement's minimum, then a revoked platform.
	_, res, err := att.Check(ctx, teeGood)
	require.NoError(t, err)
	require.NotNil(t, res.TEE.TDX)
	require.NoError(t, dc.Client.SetMinTcb(ctx, allowed, chain.TCB{TeeTcbSvn: [16]byte{0xff}}))
	_, _, err = att.Check(ctx, teeGood)
	require.ErrorIs(t, err, attester.ErrRefused)
	assert.Contains(t, err.Error(), "below the measurement's minimum")
	require.NoError(t, dc.Client.SetMinTcb(ctx, allowed, chain.TCB{}))
	_, _, err = att.Check(ctx, teeGood)
	require.NoError(t, err)
	require.NoError(t, dc.Client.RevokeTdxPlatform(ctx, res.TEE.TDX.PlatformID))
	_, _, err = att.Check(ctx, teeGood)
	require.ErrorIs(t, err, attester.ErrRefused)
	assert.Contains(t, err.Error(), "is revoked by the registry")

	// A witness policy that allows the transcript's auditor: both accept.
	p := policy.With(verify.AnyWitnessMeasurementUnsafe(), verify.AllowUnattestedWitnessUnsafe())
	_, verr := v.Verify(ctx, transcript, p)
	require.NoError(t, verr)
	lenient := attestertest.New(dc.Client, cfg, attestertest.Config{Policy: []verify.PolicyOption{verify.AllowUnattestedWitnessUnsafe()}})
	tr := *transcript
	require.NoError(t, lenient.AttestRecords(ctx, dc.Client, []*judge.Record{&tr}), "only with the Unsafe option named")

	// One refused record stops the batch before any transaction.
	good, bad := *reference, *naive
	bad.Verdict.Status = judge.StatusSuccess
	require.ErrorIs(t, att.AttestRecords(ctx, dc.Client, []*judge.Record{&good, &bad}), attester.ErrRefused)
	assert.Nil(t, good.Attestations)

	// The same gate offchain and for anchored batches.
	_, err = att.SignOffchain(ctx, dc.Client, []*judge.Record{&bad}, time.Now())
	require.ErrorIs(t, err, attester.ErrRefused)
	_, err = att.AnchorRecords(ctx, dc.Client, []*judge.Record{&good, &bad})
	require.ErrorIs(t, err, attester.ErrRefused)
	assert.Empty(t, good.Anchor)
	signedOff, err := att.SignOffchain(ctx, dc.Client, []*judge.Record{&good}, time.Now())
	require.NoError(t, err)
	require.Len(t, signedOff, 1)
}

// TestWritePathsFailClosed: chain's write paths sign nothing without a
// check; a Result not minted by Verify vouches for nothing; the attester
// refuses a policy that names measurements itself, and an online
// verifier.
func TestWritePathsFailClosed(t *testing.T) {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	unsealed := []vouch.Token{{}} // what code outside the attester can make
	_, err = dc.Client.AttestVerdicts(ctx, unsealed)
	require.ErrorIs(t, err, chain.ErrUnchecked)
	_, _, err = dc.Client.SignAnchored(ctx, unsealed)
	require.ErrorIs(t, err, chain.ErrUnchecked)
	_, err = dc.Client.SignOffchain(ctx, unsealed, time.Now())
	require.ErrorIs(t, err, chain.ErrUnchecked)
	_, err = dc.Client.PendingRoot(ctx, unsealed, [][]byte{[]byte("{}")})
	require.ErrorIs(t, err, chain.ErrUnchecked)

	_, err = (&verify.Result{Outcome: verify.Match}).Matched()
	require.ErrorIs(t, err, verify.ErrNotMatched, "a Result built by hand is no MATCH")

	trust, err := verify.Sepolia()
	require.NoError(t, err)
	v, err := verify.New(trust)
	require.NoError(t, err)
	for name, p := range map[string]verify.Policy{
		"a measurement list": verify.NewPolicy(verify.WithEvaluators(judge.EmbeddedDigest()), verify.WithMeasurements(canon.Hash{1})),
		"any measurement":    verify.NewPolicy(verify.WithEvaluators(judge.EmbeddedDigest()), verify.AnyMeasurementUnsafe()),
		"the zero policy":    {},
	} {
		_, err := attester.New(v, p, dc.Client)
		assert.Error(t, err, name)
	}
	online, err := verify.InitTrustRoot(ctx, dc.Client, verify.InitOptions{Name: "dev", ValidFrom: time.Unix(0, 0)})
	require.NoError(t, err)
	ov, err := verify.New(online, verify.WithChain(dc.Client))
	require.NoError(t, err)
	_, err = attester.New(ov, verify.NewPolicy(verify.WithEvaluators(judge.EmbeddedDigest())), dc.Client)
	assert.Error(t, err, "an online verifier")

	// A record with TEE evidence and no registry to read: refused.
	rec := suiteRecord(t, "code-fizzbuzz/reference")
	root := teechain.NewTDXChain("attester", teechain.Default, teechain.Validity{})
	noReg := attestertest.New(nil, attestertest.Config{Roots: []*x509.Certificate{root.Root}, Collateral: root.Collateral("attester", time.Now())})
	_, _, err = noReg.Check(ctx, withQuote(t, rec, root, rec, nil))
	require.ErrorIs(t, err, attester.ErrRefused)
}

// TestRecordLevelVerifiesFirst: a level module is sent nothing for a
// record that is not attested or not a MATCH; for a MATCH it gets the
// record's pair and its verified verdict's preimage, and a ZK proof in
// the record is left to the module.
func TestRecordLevelVerifiesFirst(t *testing.T) {
	ctx := context.Background()
	att := attestertest.New(nil)
	rec := suiteRecord(t, "code-fizzbuzz/reference")
	sent := 0
	send := func(vu, pu attest.UID, pre []byte) (uint64, error) {
		sent++
		want, err := judge.VerdictPreimage(&rec.Verdict)
		require.NoError(t, err)
		assert.Equal(t, want, pre)
		assert.Equal(t, attest.UID(rec.Attestations.VerdictUID), vu)
		assert.Equal(t, attest.UID(rec.Attestations.ProvenanceUID), pu)
		return 7, nil
	}
	_, err := att.RecordLevel(ctx, rec, send)
	require.ErrorIs(t, err, attester.ErrRefused, "not attested")

	rec.Attestations = &judge.Attestations{ChainID: 1337, VerdictUID: canon.Sum([]byte("v")), ProvenanceUID: canon.Sum([]byte("p"))}
	edited := *rec
	edited.Verdict.Status = judge.StatusFailure
	if rec.Verdict.Status == judge.StatusFailure {
		edited.Verdict.Status = judge.StatusSuccess
	}
	_, err = att.RecordLevel(ctx, &edited, send)
	require.ErrorIs(t, err, attester.ErrRefused, "an edited verdict")
	assert.Zero(t, sent, "nothing sent for a refused record")

	withProof := *rec
	withProof.ZK = []byte(`{"not":"a proof"}`)
	gas, err := att.RecordLevel(ctx, &withProof, send)
	require.NoError(t, err)
	assert.EqualValues(t, 7, gas)
	assert.Equal(t, 1, sent)
}
