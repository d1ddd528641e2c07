package tee_test

import (
	"bytes"
	"crypto/x509"
	"testing"
	"time"

	"github.com/google/go-tdx-guest/testing/testdata"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/fixtures/teechain"
	"github.com/verijudge/verijudge/tee"
)

// at is when the test evidence is checked: inside teechain.Default.
var at = time.Date(2026, time.June, 1, 0, 0, 0, 0, time.UTC)

// A verdict to bind: any three hashes will do for the TEE layer.
var (
	evaluator = canon.Sum([]byte("evaluator"))
	trace     = canon.Sum([]byte("trace"))
	verdict   = canon.Sum([]byte("verdict"))
)

func measurements() (mrtd [48]byte, rtmr [4][48]byte) {
	for i := range mrtd {
		mrtd[i] = byte(i)
	}
	for r := range rtmr {
		for i := range rtmr[r] {
			rtmr[r][i] = byte(0x10*(r+1) + i)
		}
	}
	return
}

func tdxQuote(c *teechain.Chain, mod func(*teechain.TDXQuote)) []byte {
	mrtd, rtmr := measurements()
	s := teechain.TDXQuote{ReportData: tee.ReportData(evaluator, trace, verdict), MRTD: mrtd, RTMR: rtmr}
	if mod != nil {
		mod(&s)
	}
	return c.Quote("acme", s)
}

func TestReportData(t *testing.T) {
	rd := tee.ReportData(evaluator, trace, verdict)
	want := canon.Sum(append(append(append([]byte{}, evaluator[:]...), trace[:]...), verdict[:]...))
	assert.Equal(t, want[:], rd[:32])
	assert.Equal(t, make([]byte, 32), rd[32:], "zero-padded to 64 bytes")
}

func TestTDXTestChain(t *testing.T) {
	chain := teechain.NewTDXChain("acme", teechain.Default, teechain.Validity{})
	roots := []*x509.Certificate{chain.Root}
	q := tdxQuote(chain, nil)

	res, err := tee.VerifyTDX(q, tee.TDXOptions{Roots: roots, Now: at})
	require.NoError(t, err)
	mrtd, rtmr := measurements()
	assert.Equal(t, mrtd[:], []byte(res.TDX.MRTD))
	assert.Equal(t, rtmr[3][:], []byte(res.TDX.RTMR[3]))
	assert.Equal(t, canon.Sum(chain.Root.Raw), res.Root)
	policy := tee.Policy{Measurements: []canon.Hash{res.Measurement}}
	require.NoError(t, res.Check(policy, evaluator, trace, verdict), "bound to this verdict, measurement allowed")

	// The same quote says nothing about another verdict.
	assert.ErrorIs(t, res.Check(policy, evaluator, trace, canon.Sum([]byte("other"))), tee.ErrReportData)
	assert.ErrorIs(t, res.Check(tee.Policy{}, evaluator, trace, verdict), tee.ErrMeasurement)

	cases := map[string]struct {
		quote []byte
		roots []*x509.Certificate
	}{
		// The QE report binds a different attestation key than the one
		// that signed the quote.
		"unbound attestation key": {tdxQuote(chain, func(s *teechain.TDXQuote) { s.UnboundKey = true }), roots},
		// A chain nobody trusts.
		"foreign root": {tdxQuote(teechain.NewTDXChain("mallory", teechain.Default, teechain.Validity{}), nil), roots},
		// The PCK leaf expired before the verification time.
		"expired PCK certificate": {tdxQuote(teechain.NewTDXChain("acme", teechain.Default,
			teechain.Validity{NotBefore: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC), NotAfter: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}), nil), roots},
		// The production Intel root rejects every test chain.
		"production root": {q, nil},
		"truncated":       {q[:len(q)-100], roots},
		"empty":           {nil, roots},
		"garbage":         {bytes.Repeat([]byte{0x04}, 5000), roots},
	}
	for name, tc := range cases {
		_, err := tee.VerifyTDX(tc.quote, tee.TDXOptions{Roots: tc.roots, Now: at})
		assert.ErrorIs(t, err, tee.ErrInvalid, name)
	}
	// Verified before the chain's validity: refused too.
	_, err = tee.VerifyTDX(q, tee.TDXOptions{Roots: roots, Now: time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)})
	assert.ErrorIs(t, err, tee.ErrInvalid)
}

// Each byte of the signed region (header and TD quote body) of a test
// quote, flipped, makes it fail: nothing the verdict binding or the
// measurement is read from escapes the signature.
func TestTDXEveryByteFlipFails(t *testing.T) {
	chain := teechain.NewTDXChain("acme", teechain.Default, teechain.Validity{})
	q := tdxQuote(chain, nil)
	roots := []*x509.Certificate{chain.Root}
	_, err := tee.VerifyTDX(q, tee.TDXOptions{Roots: roots, Now: at})
	require.NoError(t, err)
	for i := 0; i < quoteBody; i++ {
		for _, bit := range []byte{0x01, 0x80} {
			q[i] ^= bit
			_, err := tee.VerifyTDX(q, tee.TDXOptions{Roots: roots, Now: at})
			if !assert.ErrorIs(t, err, tee.ErrInvalid, "byte %d ^ %#x", i, bit) {
				return
			}
			q[i] ^= bit
		}
	}
}

func nitroDoc(c *teechain.Chain, mod func(*teechain.NitroDocument)) []byte {
	rd := tee.ReportData(evaluator, trace, verdict)
	d := teechain.NitroDocument{UserData: rd[:], Timestamp: uint64(at.UnixMilli())}
	for i := range d.PCR {
		d.PCR[i][0] = byte(0xa0 + i)
	}
	if mod != nil {
		mod(&d)
	}
	return c.Document(d)
}

func TestNitroTestChain(t *testing.T) {
	chain := teechain.NewNitroChain("acme", teechain.Default, teechain.Validity{})
	roots := []*x509.Certificate{chain.Root}
	doc := nitroDoc(chain, nil)

	res, err := tee.VerifyNitro(doc, tee.NitroOptions{Roots: roots, Now: at})
	require.NoError(t, err)
	assert.Equal(t, tee.KindNitro, res.Kind)
	assert.Equal(t, byte(0xa2), res.Nitro.PCR[2][0])
	assert.Equal(t, canon.Sum(chain.Root.Raw), res.Root)
	policy := tee.Policy{Measurements: []canon.Hash{res.Measurement}}
	require.NoError(t, res.Check(policy, evaluator, trace, verdict))
	assert.ErrorIs(t, res.Check(policy, canon.Sum([]byte("other")), trace, verdict), tee.ErrReportData)

	cases := map[string]struct {
		doc   []byte
		roots []*x509.Certificate
	}{
		"bad COSE signature": {nitroDoc(chain, func(d *teechain.NitroDocument) { d.BadSignature = true }), roots},
		"foreign root":       {nitroDoc(teechain.NewNitroChain("mallory", teechain.Default, teechain.Validity{}), nil), roots},
		"expired leaf": {nitroDoc(teechain.NewNitroChain("acme", teechain.Default,
			teechain.Validity{NotBefore: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC), NotAfter: time.Date(2025, 2, 1, 0, 0, 0, 0, time.UTC)}), nil), roots},
		"production root":   {doc, nil},
		"no binding":        {nitroDoc(chain, func(d *teechain.NitroDocument) { d.UserData = nil }), roots},
		"short user data":   {nitroDoc(chain, func(d *teechain.NitroDocument) { d.UserData = d.UserData[:32] }), roots},
		"truncated":         {doc[:len(doc)-10], roots},
		"empty":             {nil, roots},
		"not CBOR":          {[]byte("{}"), roots},
		"an array of junk":  {[]byte{0x84, 0x40, 0xa0, 0x40, 0x40}, roots},
		"deep CBOR nesting": {append(bytes.Repeat([]byte{0x81}, 100000), 0x00), roots},
	}
	for name, tc := range cases {
		_, err := tee.VerifyNitro(tc.doc, tee.NitroOptions{Roots: tc.roots, Now: at})
		assert.ErrorIs(t, err, tee.ErrInvalid, name)
	}
}

// Each byte of a test document's signed payload, flipped, makes it fail.
func TestNitroEveryPayloadByteFlipFails(t *testing.T) {
	if testing.Short() {
		t.Skip("exhaustive: thousands of P-384 verifications")
	}
	chain := teechain.NewNitroChain("acme", teechain.Default, teechain.Validity{})
	roots := []*x509.Certificate{chain.Root}
	doc := nitroDoc(chain, nil)
	// The document is the CBOR array [protected, {}, payload, signature];
	// the payload is the largest byte string in it, before the 96-byte
	// signature: flip everything but the last 96+2 bytes.
	for i := 0; i < len(doc)-98; i++ {
		doc[i] ^= 0x01
		_, err := tee.VerifyNitro(doc, tee.NitroOptions{Roots: roots, Now: at})
		if !assert.ErrorIs(t, err, tee.ErrInvalid, "byte %d of %d", i, len(doc)) {
			return
		}
		doc[i] ^= 0x01
	}
}

func TestTDAttributesPolicy(t *testing.T) {
	chain := teechain.NewTDXChain("acme", teechain.Default, teechain.Validity{})
	roots := []*x509.Certificate{chain.Root}
	for name, tc := range map[string]struct {
		mod   func(*teechain.TDXQuote)
		allow bool
		ok    bool
	}{
		"default test TD":           {nil, false, true},
		"debug TD":                  {func(s *teechain.TDXQuote) { s.Debug = true }, true, false},
		"no SEPT_VE_DISABLE":        {func(s *teechain.TDXQuote) { s.SeptVE = true }, false, false},
		"no SEPT_VE_DISABLE, allow": {func(s *teechain.TDXQuote) { s.SeptVE = true }, true, true},
	} {
		res, err := tee.VerifyTDX(tdxQuote(chain, tc.mod), tee.TDXOptions{Roots: roots, Now: at})
		require.NoError(t, err, name)
		err = res.Check(tee.Policy{Measurements: []canon.Hash{res.Measurement}, AllowSeptVE: tc.allow}, evaluator, trace, verdict)
		if tc.ok {
			assert.NoError(t, err, name)
		} else {
			assert.ErrorIs(t, err, tee.ErrAttributes, name)
		}
	}
	// The real production quote's TD runs without SEPT_VE_DISABLE.
	assert.ErrorIs(t, tee.CheckTDAttributes(testdata.RawQuote[hdr+120:hdr+128], false), tee.ErrAttributes)
	assert.NoError(t, tee.CheckTDAttributes(testdata.RawQuote[hdr+120:hdr+128], true))
}

// Hostile length fields (which make go-tdx-guest's parser panic) are
// invalid quotes, not crashes.
func TestHostileQuoteLengths(t *testing.T) {
	chain := teechain.NewTDXChain("acme", teechain.Default, teechain.Validity{})
	q := tdxQuote(chain, nil)
	for name, mod := range map[string]func([]byte) []byte{
		"signed data size 0": func(b []byte) []byte { b[632], b[633], b[634], b[635] = 0, 0, 0, 0; return b[:1020] },
		"QE auth length max": func(b []byte) []byte { b[770+384+64], b[770+384+65] = 0xff, 0xff; return b },
		"cert size huge":     func(b []byte) []byte { b[766], b[767], b[768], b[769] = 0xff, 0xff, 0xff, 0x7f; return b },
	} {
		bad := mod(append([]byte(nil), q...))
		_, err := tee.VerifyTDX(bad, tee.TDXOptions{Roots: []*x509.Certificate{chain.Root}, Now: at})
		assert.ErrorIs(t, err, tee.ErrInvalid, name)
		_, err = tee.Measurement(&tee.Evidence{Kind: tee.KindTDX, Quote: bad})
		assert.ErrorIs(t, err, tee.ErrInvalid, name)
	}
}

// A QE report from another enclave than Intel's TD quoting enclave (a
// platform's PCE certifies any enclave with PROVISIONKEY) is refused.
func TestQuoteFromAnotherQE(t *testing.T) {
	chain := teechain.NewTDXChain("acme", teechain.Default, teechain.Validity{})
	for name, mod := range map[string]func(*teechain.TDXQuote){
		"another MRSIGNER":  func(s *teechain.TDXQuote) { s.QEMRSigner = [32]byte{1} },
		"debug QE":          func(s *teechain.TDXQuote) { s.DebugQE = true },
		"another ISVPRODID": func(s *teechain.TDXQuote) { s.QEProdID = 7 },
	} {
		_, err := tee.VerifyTDX(tdxQuote(chain, mod), tee.TDXOptions{Roots: []*x509.Certificate{chain.Root}, Now: at})
		assert.ErrorIs(t, err, tee.ErrInvalid, name)
		assert.ErrorContains(t, err, "quoting enclave", name)
	}
}
