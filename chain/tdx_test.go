package chain_test

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/sha256"
	"crypto/x509"
	"encoding/json"
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

// The genuine Intel production quote verifies on-chain, from its bytes,
// under Intel's SGX Root CA key pinned in TdxQuoteVerifier: the same
// measurement and report data as off-chain; any flipped byte of its signed
// region, and a verifier pinned to another root, refuse it.
func TestRealQuoteVerifiesOnChain(t *testing.T) {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	v, err := dc.Client.DeployTdxVerifier(ctx, tee.IntelSGXRoot().PublicKey.(*ecdsa.PublicKey))
	require.NoError(t, err)

	m, rd, err := dc.Client.VerifyQuoteOnChain(ctx, v, testdata.RawQuote)
	require.NoError(t, err)
	off, err := tee.VerifyTDX(testdata.RawQuote, tee.TDXOptions{Now: inValidity()})
	require.NoError(t, err)
	assert.Equal(t, off.Measurement, m)
	assert.Equal(t, []byte(off.ReportData), rd)

	gas, err := dc.Backend.Client().EstimateGas(ctx, ethereum.CallMsg{To: &v, Data: bindings.NewTdxQuoteVerifier().PackVerifyQuote(testdata.RawQuote)})
	require.NoError(t, err)
	t.Logf("verifyQuote(real production quote): %d gas", gas)
	assert.Less(t, gas, uint64(1_000_000))

	// Positions read on-chain: header, TD body (MRTD, report data), the
	// quote signature, the attestation key, the QE report, its signature,
	// and the PCK leaf and intermediate certificates. (The chain's third,
	// root certificate is not read on-chain: the root key is pinned.)
	leafAt := bytes.Index(testdata.RawQuote, []byte("-----BEGIN CERTIFICATE-----"))
	interAt := leafAt + 30 + bytes.Index(testdata.RawQuote[leafAt+30:], []byte("-----BEGIN CERTIFICATE-----"))
	for _, at := range []int{10, 48 + 136, 48 + 520 + 5, 631, 640, 720, 800, 1000, 1200, leafAt + 300, interAt + 300, interAt + 700} {
		q := append([]byte(nil), testdata.RawQuote...)
		q[at] ^= 0x01
		_, _, err := dc.Client.VerifyQuoteOnChain(ctx, v, q)
		assert.ErrorIs(t, err, chain.ErrReverted, "byte %d flipped", at)
	}
	other := teechain.NewTDXChain("other", teechain.Default, teechain.Validity{})
	v2, err := dc.Client.DeployTdxVerifier(ctx, &other.RootKey.PublicKey)
	require.NoError(t, err)
	_, _, err = dc.Client.VerifyQuoteOnChain(ctx, v2, testdata.RawQuote)
	assert.ErrorIs(t, err, chain.ErrReverted)
	assertRevert(t, err, "BadQuote", "certificate chain")
}

// withEvidence returns a copy of rec carrying a TEST-ONLY TDX quote over
// the binding of `bound` (rec itself unless another record is given).
func withEvidence(t testing.TB, rec *judge.Record, c *teechain.Chain, bound *judge.Record, mod func(*teechain.TDXQuote)) *judge.Record {
	out := *rec
	var s teechain.TDXQuote
	s.ReportData = tee.ReportData(bound.Evaluator.Digest, bound.TraceHash, bound.VerdictHash)
	s.MRTD[0], s.RTMR[0][0] = 0x77, 0x01
	if mod != nil {
		mod(&s)
	}
	q := c.Quote("level3", s)
	raw, err := json.Marshal(tee.Evidence{Kind: tee.KindTDX, Backend: "test", Quote: q, QuoteHash: [32]byte(sha256sum(q))})
	require.NoError(t, err)
	out.TEE = raw
	out.Attestations = nil
	return &out
}

// Level 3 on the embedded chain: a verdict whose provenance names a TDX
// quote is TEE_CLAIMED (2); once TdxQuoteVerifier has verified that quote
// from its bytes — chain to the pinned root, measurement allowed by the
// registry, report data = this verdict's binding, quote hash = the
// provenance's — checkVerdict says 3. Every other case stays at 2.
func TestLevel3OnChain(t *testing.T) {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	testRoot := teechain.NewTDXChain("dev-only", teechain.Default, teechain.Validity{})
	v, err := dc.Client.DeployTdxVerifier(ctx, &testRoot.RootKey.PublicKey) // a TEST-ONLY root: dev chain only
	require.NoError(t, err)

	base := suiteRecords(t)
	good := withEvidence(t, base[0], testRoot, base[0], nil)
	otherBinding := withEvidence(t, base[1], testRoot, base[0], nil) // a quote over record 0's binding, in record 1
	foreign := withEvidence(t, base[2], teechain.NewTDXChain("foreign", teechain.Default, teechain.Validity{}), base[2], nil)
	unbound := withEvidence(t, base[3], testRoot, base[3], func(s *teechain.TDXQuote) { s.UnboundKey = true })
	notAllowed := withEvidence(t, base[4], testRoot, base[4], func(s *teechain.TDXQuote) { s.MRTD[0] = 0x66 })
	debugTD := withEvidence(t, base[5], testRoot, base[5], func(s *teechain.TDXQuote) { s.Debug = true })
	recs := []*judge.Record{good, otherBinding, foreign, unbound, notAllowed, debugTD}
	// Attested as they are: what is tested here is what the contract
	// refuses (AttestRecords itself refuses the bad evidence:
	// TestAttestRefusesUnverifiedTEE).
	require.NoError(t, attester.AttestUnverifiedUnsafe(ctx, dc.Client, recs))

	level := func(r *judge.Record) uint8 {
		l, reason, err := dc.Client.CheckVerdict(ctx, attest.UID(r.Attestations.VerdictUID), attest.UID(r.Attestations.ProvenanceUID))
		require.NoError(t, err)
		require.EqualValues(t, 0, reason)
		return l
	}
	for _, r := range recs {
		assert.EqualValues(t, 2, level(r), "a quote hash in the provenance is TEE_CLAIMED")
	}
	evGood, err := tee.ParseEvidence(good.TEE)
	require.NoError(t, err)
	m, err := tee.Measurement(evGood)
	require.NoError(t, err)
	require.NoError(t, dc.Client.AllowTeeMeasurement(ctx, m))
	evDebug, err := tee.ParseEvidence(debugTD.TEE)
	require.NoError(t, err)
	mDebug, err := tee.Measurement(evDebug)
	require.NoError(t, err)
	require.NoError(t, dc.Client.AllowTeeMeasurement(ctx, mDebug))

	record := func(r *judge.Record, quoteOf *judge.Record) (uint64, error) {
		ev, err := tee.ParseEvidence(quoteOf.TEE)
		require.NoError(t, err)
		return dc.Client.RecordTEELevel(ctx, v, attest.UID(r.Attestations.VerdictUID), attest.UID(r.Attestations.ProvenanceUID), ev.Quote, chaintest.Preimage(t, &r.Verdict))
	}
	gas, err := record(good, good)
	require.NoError(t, err)
	t.Logf("verifyAndRecord (level 3): %d gas", gas)
	assert.Less(t, gas, uint64(1_000_000), "target: < 1M gas per quote")
	assert.EqualValues(t, 3, level(good))
	lv, reason, err := chaintest.OnChain(ctx, dc.Client, good)
	require.NoError(t, err)
	assert.Equal(t, "TEE_VERIFIED", chain.LevelName(lv), reason)

	for _, tc := range []struct {
		name    string
		rec     *judge.Record
		quoteOf *judge.Record
		revert  string
		reason  string
	}{
		{"report data of another verdict", otherBinding, otherBinding, "NotBound", "report data"},
		{"foreign root", foreign, foreign, "BadQuote", "certificate chain"},
		{"attestation key not bound", unbound, unbound, "BadQuote", "not bound by the QE report"},
		{"measurement not allowed", notAllowed, notAllowed, "NotBound", "measurement not allowed"},
		{"another record's quote", notAllowed, good, "NotBound", "quote hash"},
		{"debug TD", debugTD, debugTD, "NotBound", "debug TD"},
	} {
		_, err := record(tc.rec, tc.quoteOf)
		require.ErrorIs(t, err, chain.ErrReverted, tc.name)
		assertRevert(t, err, tc.revert, tc.reason)
		assert.EqualValues(t, 2, level(tc.rec), "%s: still TEE_CLAIMED", tc.name)
	}

	// A replay through a provenance of one's own: anyone can attest on EAS
	// (here an address the registry does not allow) a provenance that
	// references the verdict and copies its data; the verifier refuses it,
	// and the level recorded for the real provenance stands.
	stranger, err := dc.ClientFor(ctx, devchain.Key("other"))
	require.NoError(t, err)
	copied, err := attest.ProvenanceData{VerdictHash: good.VerdictHash, TraceHash: good.TraceHash, EvaluatorDigest: good.Evaluator.Digest,
		TEEQuoteHash: evGood.QuoteHash, TEEMeasurement: m}, nil
	require.NoError(t, err)
	fake, err := stranger.AttestProvenanceUnsafe(ctx, attest.UID(good.Attestations.VerdictUID), copied)
	require.NoError(t, err)
	_, err = stranger.RecordTEELevel(ctx, v, attest.UID(good.Attestations.VerdictUID), fake, evGood.Quote, chaintest.Preimage(t, &good.Verdict))
	require.ErrorIs(t, err, chain.ErrReverted)
	assertRevert(t, err, "NotAtLevel1", 10) // PROVENANCE_WRONG_ATTESTER
	assert.EqualValues(t, 3, level(good), "the replay did not downgrade the verdict")

	// What a reader sees is what was proven: an allowed attester attests
	// the verdict hash of the honest verdict with another status in clear,
	// and a provenance naming the honest quote. The honest quote and the
	// honest preimage do not lift it (the status differs from the
	// preimage's), nor does the edited verdict's preimage (it does not hash
	// to the attested verdict hash).
	lie := *good
	lie.Attestations = nil
	lie.Verdict.Status = map[judge.Status]judge.Status{judge.StatusSuccess: judge.StatusFailure}[good.Verdict.Status]
	if lie.Verdict.Status == "" {
		lie.Verdict.Status = judge.StatusSuccess
	}
	require.NoError(t, attester.AttestUnverifiedUnsafe(ctx, dc.Client, []*judge.Record{&lie}))
	assert.EqualValues(t, 2, level(&lie), "TEE_CLAIMED: nothing on-chain ties the clear status to the hash at level 2")
	lu, lp := attest.UID(lie.Attestations.VerdictUID), attest.UID(lie.Attestations.ProvenanceUID)
	_, err = dc.Client.RecordTEELevel(ctx, v, lu, lp, evGood.Quote, chaintest.Preimage(t, &good.Verdict))
	require.ErrorIs(t, err, chain.ErrReverted)
	assertRevert(t, err, "NotAtLevel1", 17) // PREIMAGE_MISMATCH: status differs
	_, err = dc.Client.RecordTEELevel(ctx, v, lu, lp, evGood.Quote, chaintest.Preimage(t, &lie.Verdict))
	require.ErrorIs(t, err, chain.ErrReverted)
	assertRevert(t, err, "NotAtLevel1", 17) // PREIMAGE_MISMATCH: hash differs
	assert.EqualValues(t, 2, level(&lie))

	// Revocation bites: revoking the measurement lowers the recorded level
	// at the next read; allowing it again restores nothing until the quote
	// is verified again; revoking the verifier module withdraws it too.
	require.NoError(t, dc.Client.RevokeTeeMeasurement(ctx, m))
	assert.EqualValues(t, 2, level(good), "a revoked measurement's levels no longer count")
	require.NoError(t, dc.Client.AllowTeeMeasurement(ctx, m))
	assert.EqualValues(t, 2, level(good), "re-allowing restores nothing")
	_, err = record(good, good)
	require.NoError(t, err)
	assert.EqualValues(t, 3, level(good))
	require.NoError(t, dc.Client.SetLevelModule(ctx, v, 0))
	assert.EqualValues(t, 2, level(good), "a revoked module's levels no longer count")
}

func sha256sum(b []byte) []byte {
	h := sha256.Sum256(b)
	return h[:]
}

func inValidity() time.Time { return time.Date(2023, time.July, 1, 1, 0, 0, 0, time.UTC) }

// Level 3 and the TDX platform: a minimum TCB per measurement is enforced
// when the quote is verified on-chain, and revoking the quote's platform
// (its PCK key, or its FMSPC) drops the recorded level at the next read.
// The revocations take the PCK key hash and FMSPC that tee.VerifyTDX reads
// off-chain, so the test also holds the on-chain extraction to it.
func TestLevel3PlatformAndTCB(t *testing.T) {
	ctx := context.Background()
	root := teechain.NewTDXChain("dev-only", teechain.Default, teechain.Validity{})
	base := suiteRecords(t)
	good := withEvidence(t, base[0], root, base[0], nil)
	evGood, err := tee.ParseEvidence(good.TEE)
	require.NoError(t, err)
	off, err := tee.VerifyTDX(evGood.Quote, tee.TDXOptions{Roots: []*x509.Certificate{root.Root}, Now: time.Now()})
	require.NoError(t, err)
	m := off.Measurement
	require.Len(t, []byte(off.TDX.TEETCBSVN), 16)
	require.Len(t, []byte(off.TDX.FMSPC), 6)
	higherTee := append([]byte(nil), off.TDX.TEETCBSVN...)
	higherTee[0]++
	higherQE := uint32(off.TDX.QESVN) + 1
	high := withEvidence(t, base[1], root, base[1], func(s *teechain.TDXQuote) { s.TeeTcbSvn = higherTee })
	highQE := withEvidence(t, base[2], root, base[2], func(s *teechain.TDXQuote) { s.QESVN = &higherQE })

	setup := func(t *testing.T) (*devchain.Chain, common.Address, func(*judge.Record) uint8, func(*judge.Record) error) {
		dc, err := devchain.New(ctx)
		require.NoError(t, err)
		t.Cleanup(func() { dc.Close() })
		v, err := dc.Client.DeployTdxVerifier(ctx, &root.RootKey.PublicKey)
		require.NoError(t, err)
		require.NoError(t, dc.Client.AllowTeeMeasurement(ctx, m))
		var recs []*judge.Record
		for _, r := range []*judge.Record{good, high, highQE} {
			c := *r
			c.Attestations = nil
			recs = append(recs, &c)
		}
		require.NoError(t, attestertest.New(dc.Client, attestertest.Config{Roots: []*x509.Certificate{root.Root}, Collateral: root.Collateral("dev-only", time.Now())}).AttestRecords(ctx, dc.Client, recs))
		good.Attestations, high.Attestations, highQE.Attestations = recs[0].Attestations, recs[1].Attestations, recs[2].Attestations
		level := func(r *judge.Record) uint8 {
			l, _, err := dc.Client.CheckVerdict(ctx, attest.UID(r.Attestations.VerdictUID), attest.UID(r.Attestations.ProvenanceUID))
			require.NoError(t, err)
			return l
		}
		record := func(r *judge.Record) error {
			ev, err := tee.ParseEvidence(r.TEE)
			require.NoError(t, err)
			_, err = dc.Client.RecordTEELevel(ctx, v, attest.UID(r.Attestations.VerdictUID), attest.UID(r.Attestations.ProvenanceUID), ev.Quote, chaintest.Preimage(t, &r.Verdict))
			return err
		}
		return dc, v, level, record
	}

	t.Run("minimum TCB", func(t *testing.T) {
		dc, _, level, record := setup(t)
		var minTee [16]byte
		copy(minTee[:], higherTee)
		require.NoError(t, dc.Client.SetMinTcb(ctx, m, chain.TCB{TeeTcbSvn: minTee}))
		err := record(good)
		require.ErrorIs(t, err, chain.ErrReverted)
		assertRevert(t, err, "NotBound", "TEE TCB below the minimum")
		assert.EqualValues(t, 2, level(good))
		require.NoError(t, record(high), "a TD at the minimum")
		assert.EqualValues(t, 3, level(high))
		// Byte by byte, not as one number: above the minimum at byte 0,
		// below it at byte 5.
		var mixed [16]byte
		copy(mixed[:], off.TDX.TEETCBSVN)
		require.Less(t, mixed[5], uint8(255))
		mixed[5]++
		require.NoError(t, dc.Client.SetMinTcb(ctx, m, chain.TCB{TeeTcbSvn: mixed}))
		err = record(highQE)
		assertRevert(t, err, "NotBound", "TEE TCB below the minimum") // byte 5 is below the minimum

		require.NoError(t, dc.Client.SetMinTcb(ctx, m, chain.TCB{QESVN: uint16(higherQE)}))
		err = record(good)
		assertRevert(t, err, "NotBound", "QE ISVSVN below the minimum")
		require.NoError(t, record(highQE), "a quoting enclave at the minimum")
		require.NoError(t, dc.Client.SetMinTcb(ctx, m, chain.TCB{}))
		require.NoError(t, record(good), "no minimum")
		assert.EqualValues(t, 3, level(good))
	})
	t.Run("revoked platform", func(t *testing.T) {
		dc, _, level, record := setup(t)
		require.NoError(t, record(good))
		require.EqualValues(t, 3, level(good))
		require.NoError(t, dc.Client.RevokeTdxPlatform(ctx, off.TDX.PlatformID))
		assert.EqualValues(t, 2, level(good), "the platform's level-3 record drops")
		err := record(high)
		require.ErrorIs(t, err, chain.ErrReverted)
		assertRevert(t, err, "NotBound", "platform revoked")
	})
	t.Run("revoked FMSPC", func(t *testing.T) {
		dc, _, level, record := setup(t)
		require.NoError(t, record(good))
		require.EqualValues(t, 3, level(good))
		require.NoError(t, dc.Client.RevokeTdxFmspc(ctx, [6]byte(off.TDX.FMSPC)))
		assert.EqualValues(t, 2, level(good), "the platform model's level-3 record drops")
		assertRevert(t, record(high), "NotBound", "platform revoked")
	})
}
