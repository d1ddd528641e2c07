package tee

import (
	"crypto/sha256"
	"crypto/x509"
	"fmt"
	"time"

	"github.com/hf/nitrite"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/internal/limits"
)

// NitroOptions configures VerifyNitro.
type NitroOptions struct {
	// Roots are the trusted roots; nil means the production AWS Nitro
	// Enclaves root (G1, embedded).
	Roots []*x509.Certificate
	// Now is the time at which the certificates must be valid. Required.
	Now time.Time
}

// NitroFields are the identity of a verified Nitro document.
type NitroFields struct {
	ModuleID  string `json:"moduleId"`
	Timestamp uint64 `json:"timestamp"` // milliseconds since the Unix epoch, as the NSM wrote it
	// PCR holds PCR0, PCR1 and PCR2 (enclave image, kernel and boot,
	// application), SHA-384 each.
	PCR [3]HexBytes `json:"pcr"`
}

// VerifyNitro verifies an AWS Nitro Enclaves attestation document: the
// COSE_Sign1 structure and its ES384 signature by the leaf certificate, and
// the chain from the leaf through the document's CA bundle to one of the
// roots, valid at o.Now. The document must carry PCR0–2 (SHA-384) and 64
// bytes of user data (the verdict binding).
func VerifyNitro(doc []byte, o NitroOptions) (res *Result, err error) {
	if o.Now.IsZero() {
		return nil, ErrNoTime
	}
	if len(doc) > limits.MaxQuoteBytes {
		return nil, fmt.Errorf("%w: document is %d bytes, limit %d", ErrInvalid, len(doc), limits.MaxQuoteBytes)
	}
	roots := o.Roots
	if roots == nil {
		roots = []*x509.Certificate{NitroRoot()}
	}
	pool := x509.NewCertPool()
	for _, r := range roots {
		pool.AddCert(r)
	}
	defer func() {
		// nitrite panics on some hostile inputs (a leaf key on a curve it
		// does not know): a bad document, not a crash.
		if r := recover(); r != nil {
			res, err = nil, fmt.Errorf("%w: Nitro document: %v", ErrInvalid, r)
		}
	}()
	out, err := nitrite.Verify(doc, nitrite.VerifyOptions{Roots: pool, CurrentTime: o.Now})
	if err != nil {
		return nil, fmt.Errorf("%w: Nitro document: %v", ErrInvalid, err)
	}
	if !out.SignatureOK {
		return nil, fmt.Errorf("%w: Nitro document: bad signature", ErrInvalid)
	}
	d := out.Document
	f := &NitroFields{ModuleID: d.ModuleID, Timestamp: d.Timestamp}
	for i := range f.PCR {
		p, ok := d.PCRs[uint(i)]
		if !ok || len(p) != 48 {
			return nil, fmt.Errorf("%w: Nitro document: PCR%d missing or not SHA-384", ErrInvalid, i)
		}
		f.PCR[i] = p
	}
	if len(d.UserData) != ReportDataSize {
		return nil, fmt.Errorf("%w: Nitro document: user data is %d bytes, want the %d-byte verdict binding", ErrInvalid, len(d.UserData), ReportDataSize)
	}
	chains, err := out.Certificates[0].Verify(x509.VerifyOptions{Roots: pool, Intermediates: intermediates(out.Certificates[1:]),
		CurrentTime: o.Now, KeyUsages: []x509.ExtKeyUsage{x509.ExtKeyUsageAny}})
	if err != nil || len(chains) == 0 {
		return nil, fmt.Errorf("%w: Nitro document: chain: %v", ErrInvalid, err)
	}
	c := chains[0]
	return &Result{Kind: KindNitro, QuoteHash: canon.Sum(doc), Measurement: NitroMeasurement(f.PCR),
		ReportData: d.UserData, Root: canon.Sum(c[len(c)-1].Raw), Nitro: f}, nil
}

// NitroMeasurement is the measurement digest verijudge allow-lists for an
// enclave: sha256(PCR0 ‖ PCR1 ‖ PCR2), 144 bytes in.
func NitroMeasurement(pcr [3]HexBytes) canon.Hash {
	h := sha256.New()
	for _, p := range pcr {
		h.Write(p)
	}
	return canon.Hash(h.Sum(nil))
}

func intermediates(cs []*x509.Certificate) *x509.CertPool {
	p := x509.NewCertPool()
	for _, c := range cs {
		p.AddCert(c)
	}
	return p
}
