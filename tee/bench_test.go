package tee_test

import (
	"crypto/x509"
	"testing"

	"github.com/google/go-tdx-guest/testing/testdata"

	"github.com/verijudge/verijudge/fixtures/teechain"
	"github.com/verijudge/verijudge/tee"
)

// Quote verifications per second, off-chain.
//
//	go test ./tee -run XXX -bench Verify -benchtime 2s
func BenchmarkVerifyTDXProductionQuote(b *testing.B) {
	for b.Loop() {
		if _, err := tee.VerifyTDX(testdata.RawQuote, tee.TDXOptions{Now: inValidity}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "quotes/s")
}

func BenchmarkVerifyNitroTestDocument(b *testing.B) {
	chain := teechain.NewNitroChain("acme", teechain.Default, teechain.Validity{})
	doc := nitroDoc(chain, nil)
	roots := []*x509.Certificate{chain.Root}
	for b.Loop() {
		if _, err := tee.VerifyNitro(doc, tee.NitroOptions{Roots: roots, Now: at}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "documents/s")
}
