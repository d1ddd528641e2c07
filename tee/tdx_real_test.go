package tee_test

import (
	"encoding/hex"
	"testing"
	"time"

	tdxtesting "github.com/google/go-tdx-guest/testing"
	"github.com/google/go-tdx-guest/testing/testdata"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/tee"
)

// inValidity is a time inside the validity of the real quote's PCK chain
// and of the collateral go-tdx-guest ships with it.
var inValidity = time.Date(2023, time.July, 1, 1, 0, 0, 0, time.UTC)

// TD quote body offsets (Intel TDX DCAP quote v4): the body follows the
// 48-byte header.
const (
	hdr        = 48
	offMRTD    = hdr + 136
	offRTMR0   = hdr + 328
	offReport  = hdr + 520
	quoteBody  = hdr + 584
	sizeMR     = 48
	sizeReport = 64
)

// The genuine production TDX quote in go-tdx-guest's test data verifies
// under the production Intel root (embedded here) at a time inside its
// certificates' validity, with and without Intel's collateral of the
// time; its fields are reported exactly as they sit in the quote bytes.
func TestRealProductionQuote(t *testing.T) {
	q := testdata.RawQuote
	res, err := tee.VerifyTDX(q, tee.TDXOptions{Now: inValidity})
	require.NoError(t, err)
	assert.Equal(t, tee.KindTDX, res.Kind)
	assert.Equal(t, tee.IntelSGXRootFingerprint(), res.Root, "the chain ends in Intel's root")
	assert.False(t, res.Collateral)
	assert.Equal(t, canon.Sum(q), res.QuoteHash)
	assert.Equal(t, q[offMRTD:offMRTD+sizeMR], []byte(res.TDX.MRTD))
	for i := range 4 {
		at := offRTMR0 + i*sizeMR
		assert.Equal(t, q[at:at+sizeMR], []byte(res.TDX.RTMR[i]), "RTMR%d", i)
	}
	assert.Equal(t, q[offReport:offReport+sizeReport], []byte(res.ReportData))
	assert.Equal(t, canon.Sum(append(append([]byte{}, q[offMRTD:offMRTD+sizeMR]...), q[offRTMR0:offRTMR0+4*sizeMR]...)), res.Measurement,
		"measurement = sha256(MRTD ‖ RTMR0..3)")
	t.Logf("real quote: MRTD %x… measurement %s report data %s", []byte(res.TDX.MRTD)[:8], res.Measurement, hex.EncodeToString(res.ReportData))

	// With Intel's collateral as go-tdx-guest ships it (TCB info, QE
	// identity, CRLs, served from its test data: no network): the CRLs and
	// the collateral's own signature chains verify, but that TCB info is
	// newer than the quote and lists no TCB level matching the quote's TEE
	// TCB SVN, so the TCB status check refuses the quote. verijudge
	// reports that as invalid, never as verified.
	_, err = tee.VerifyTDX(q, tee.TDXOptions{Now: inValidity, Collateral: tdxtesting.TestGetter})
	require.ErrorIs(t, err, tee.ErrInvalid)
	assert.ErrorContains(t, err, "no matching TCB level")

	// Out of its validity, the same quote fails.
	_, err = tee.VerifyTDX(q, tee.TDXOptions{Now: time.Date(2053, 1, 1, 0, 0, 0, 0, time.UTC)})
	assert.ErrorIs(t, err, tee.ErrInvalid)
	_, err = tee.VerifyTDX(q, tee.TDXOptions{})
	assert.ErrorIs(t, err, tee.ErrNoTime)
}

// Every byte of the real quote's signed region (header and TD quote
// body), flipped, makes the quote fail.
func TestRealQuoteEveryByteFlipFails(t *testing.T) {
	q := append([]byte(nil), testdata.RawQuote...)
	for i := 0; i < quoteBody; i++ {
		q[i] ^= 0x01
		_, err := tee.VerifyTDX(q, tee.TDXOptions{Now: inValidity})
		if !assert.ErrorIs(t, err, tee.ErrInvalid, "byte %d flipped", i) {
			return
		}
		q[i] ^= 0x01
	}
}

func TestProductionRootsArePinned(t *testing.T) {
	assert.Equal(t, "Intel SGX Root CA", tee.IntelSGXRoot().Subject.CommonName)
	assert.Equal(t, "aws.nitro-enclaves", tee.NitroRoot().Subject.CommonName)
}
