package tee_test

import (
	"bytes"
	"crypto/x509"
	"encoding/json"
	"errors"
	"testing"

	"github.com/google/go-tdx-guest/testing/testdata"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/fixtures/teechain"
	"github.com/verijudge/verijudge/tee"
)

// FuzzVerifyTDX: any bytes as a TDX quote give a result or ErrInvalid,
// never a panic; a quote that verifies is one whose signed bytes are the
// real quote's (the fuzzer can change only what no signature covers).
func FuzzVerifyTDX(f *testing.F) {
	f.Add(testdata.RawQuote)
	f.Add(testdata.RawQuote[:632])
	f.Add([]byte{4, 0, 2, 0, 0x81, 0, 0, 0})
	f.Fuzz(func(t *testing.T, q []byte) {
		res, err := tee.VerifyTDX(q, tee.TDXOptions{Now: inValidity})
		if err != nil {
			require.True(t, errors.Is(err, tee.ErrInvalid), "%v", err)
			require.Nil(t, res)
			return
		}
		require.NotNil(t, res)
		require.True(t, bytes.Equal(q[:632], testdata.RawQuote[:632]), "a quote with other signed bytes verified")
	})
}

// FuzzVerifyNitro: any bytes as a Nitro document give a result or
// ErrInvalid, never a panic; whatever verifies says what the signed
// document says (only its unsigned COSE header may differ).
func FuzzVerifyNitro(f *testing.F) {
	chain := teechain.NewNitroChain("acme", teechain.Default, teechain.Validity{})
	doc := nitroDoc(chain, nil)
	roots := []*x509.Certificate{chain.Root}
	want, err := tee.VerifyNitro(doc, tee.NitroOptions{Roots: roots, Now: at})
	require.NoError(f, err)
	f.Add(doc)
	f.Add(doc[:len(doc)/2])
	f.Add([]byte{0x84, 0x44, 0xa1, 0x01, 0x38, 0x22})
	f.Fuzz(func(t *testing.T, d []byte) {
		res, err := tee.VerifyNitro(d, tee.NitroOptions{Roots: roots, Now: at})
		if err != nil {
			require.True(t, errors.Is(err, tee.ErrInvalid), "%v", err)
			require.Nil(t, res)
			return
		}
		require.Equal(t, want, res, "a document saying something else verified")
	})
}

// FuzzParseEvidence: a record's "tee" member is read strictly or refused
// with ErrInvalid; what is read has a quote hash that is its quote's.
func FuzzParseEvidence(f *testing.F) {
	good, err := json.Marshal(tee.Evidence{Kind: tee.KindTDX, Backend: "x", Quote: testdata.RawQuote[:64], QuoteHash: canon.Sum(testdata.RawQuote[:64])})
	require.NoError(f, err)
	f.Add(good)
	f.Add([]byte(`{"kind":"nitro","backend":"","quote":"","quoteHash":"0x"}`))
	f.Add([]byte(`{"kind":"tdx","kind":"nitro"}`))
	f.Fuzz(func(t *testing.T, raw []byte) {
		ev, err := tee.ParseEvidence(raw)
		if err != nil {
			require.True(t, errors.Is(err, tee.ErrInvalid), "%v", err)
			return
		}
		require.Equal(t, canon.Sum(ev.Quote), ev.QuoteHash)
		require.Contains(t, []string{tee.KindTDX, tee.KindNitro}, ev.Kind)
	})
}
