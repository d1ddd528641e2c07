// Package tee verifies trusted-execution evidence bound to a verdict
// (docs/tee.md): Intel TDX v4 quotes (with github.com/google/go-tdx-guest) and AWS
// Nitro Enclaves attestation documents (with github.com/hf/nitrite).
//
// A quote proves something about a verdict only through its report data:
// the TEE must have signed ReportData(evaluatorDigest, traceHash,
// verdictHash), and its measurement must be one the verifier allows.
// Verify checks the signatures and the certificate chain up to a root (the
// production roots are embedded), at an explicit time, so an old quote can
// be checked at the time it was made; Result.Check then applies the policy
// and the binding.
//
//	res, err := tee.VerifyTDX(quote, tee.TDXOptions{Now: when})
//	if err != nil { ... }                   // not a valid quote
//	err = res.Check(policy, evaluator, trace, verdict)
//	// errors.Is(err, tee.ErrReportData), tee.ErrMeasurement
package tee

import (
	"bytes"
	"crypto/sha256"
	"crypto/x509"
	_ "embed"
	"encoding/hex"
	"encoding/pem"
	"errors"
	"fmt"
	"slices"

	"github.com/verijudge/verijudge/canon"
)

// ReportDataSize is the size of TDX REPORTDATA and of the user data
// verijudge puts in a Nitro document.
const ReportDataSize = 64

// ReportData is the binding of a verdict to a TEE (docs/trace.md):
// sha256(evaluatorDigest ‖ traceHash ‖ verdictHash) zero-padded to 64
// bytes.
func ReportData(evaluator, trace, verdict canon.Hash) [ReportDataSize]byte {
	h := sha256.New()
	h.Write(evaluator[:])
	h.Write(trace[:])
	h.Write(verdict[:])
	var out [ReportDataSize]byte
	copy(out[:], h.Sum(nil))
	return out
}

// Kinds of evidence.
const (
	KindTDX   = "tdx"
	KindNitro = "nitro"
)

// Errors. A quote that fails verification wraps ErrInvalid (and the
// verifier library's reason); one that verifies but does not bind this
// verdict wraps ErrReportData or ErrMeasurement.
var (
	ErrInvalid     = errors.New("tee: evidence does not verify")
	ErrReportData  = errors.New("tee: report data is not the binding of this verdict")
	ErrMeasurement = errors.New("tee: measurement is not allowed")
	ErrAttributes  = errors.New("tee: TD attributes refused by policy")
	ErrNoTime      = errors.New("tee: no verification time given")
)

// Result is what a verified quote or document says.
type Result struct {
	Kind string `json:"kind"`
	// QuoteHash is sha256 of the quote or document bytes (the provenance
	// attestation's teeQuoteHash).
	QuoteHash canon.Hash `json:"quoteHash"`
	// Measurement is the 32-byte digest verijudge allow-lists and puts in
	// the provenance attestation's teeMeasurement: for TDX
	// sha256(MRTD ‖ RTMR0 ‖ RTMR1 ‖ RTMR2 ‖ RTMR3), for Nitro
	// sha256(PCR0 ‖ PCR1 ‖ PCR2) (docs/tee.md).
	Measurement canon.Hash `json:"measurement"`
	// ReportData is the 64 bytes the TEE signed (TDX REPORTDATA, Nitro
	// user_data).
	ReportData HexBytes `json:"reportData"`
	// Root is the SHA-256 fingerprint of the root certificate the chain
	// ends in.
	Root canon.Hash `json:"root"`
	// Collateral reports whether TCB status and QE identity were checked
	// (TDX with collateral), beyond signatures and certificates.
	Collateral bool `json:"collateral"`
	// TCBStatus is the platform's TCB status in Intel's TCB info when
	// collateral was checked: always "UpToDate" (go-tdx-guest refuses
	// every other status); empty without collateral.
	TCBStatus string `json:"tcbStatus,omitempty"`

	TDX   *TDXFields   `json:"tdx,omitempty"`
	Nitro *NitroFields `json:"nitro,omitempty"`
}

// Policy is what a verifier accepts besides valid signatures.
type Policy struct {
	// Measurements are the allowed measurement digests (Result.Measurement).
	Measurements []canon.Hash
	// AllowSeptVE accepts TDs without SEPT_VE_DISABLE (which can be sent
	// #VE exceptions on EPT violations). Off by default, as in
	// @phala/dcap-qvl. Debug TDs and reserved attribute bits are always
	// refused.
	AllowSeptVE bool
}

// Check applies the policy and requires the report data to bind this
// verdict: ReportData(evaluator, trace, verdict).
func (r *Result) Check(p Policy, evaluator, trace, verdict canon.Hash) error {
	if r.TDX != nil {
		if err := CheckTDAttributes(r.TDX.TDAttributes, p.AllowSeptVE); err != nil {
			return err
		}
	}
	want := ReportData(evaluator, trace, verdict)
	if string(r.ReportData) != string(want[:]) {
		return fmt.Errorf("%w: quote has %x, the verdict needs %x", ErrReportData, []byte(r.ReportData), want)
	}
	if !slices.Contains(p.Measurements, r.Measurement) {
		return fmt.Errorf("%w: %s", ErrMeasurement, r.Measurement)
	}
	return nil
}

// HexBytes is a byte string written as 0x-hex in JSON.
type HexBytes []byte

// MarshalText writes 0x-hex.
func (b HexBytes) MarshalText() ([]byte, error) { return fmt.Appendf(nil, "0x%x", []byte(b)), nil }

// UnmarshalText reads what MarshalText writes, and only that: 0x and an
// even number of lowercase hex digits.
func (b *HexBytes) UnmarshalText(t []byte) error {
	if len(t) < 2 || t[0] != '0' || t[1] != 'x' || len(t)%2 != 0 || bytes.ContainsAny(t[2:], "ABCDEF") {
		return fmt.Errorf("tee: want 0x and an even number of lowercase hex digits")
	}
	out := make([]byte, (len(t)-2)/2)
	if _, err := hex.Decode(out, t[2:]); err != nil {
		return fmt.Errorf("tee: %v", err)
	}
	*b = out
	return nil
}

var (
	//go:embed roots/intel-sgx-root-ca.pem
	intelRootPEM []byte
	//go:embed roots/aws-nitro-enclaves-root-g1.pem
	nitroRootPEM []byte
)

// The SHA-256 fingerprints of the embedded production roots, as Intel and
// AWS publish them (constants: a root is never a variable).
const (
	IntelSGXRootFingerprintHex = "0x44a0196b2b99f889b8e149e95b807a350e7424964399e885a7cbb8ccfab674d3"
	NitroRootFingerprintHex    = "0x641a0321a3e244efe456463195d606317ed7cdcc3c1756e09893f3c68f79bb5b"
)

// IntelSGXRootFingerprint is the Intel SGX Root CA's fingerprint.
func IntelSGXRootFingerprint() canon.Hash { return canon.MustParseHash(IntelSGXRootFingerprintHex) }

// NitroRootFingerprint is the AWS Nitro Enclaves root's fingerprint.
func NitroRootFingerprint() canon.Hash { return canon.MustParseHash(NitroRootFingerprintHex) }

// IntelSGXRoot returns the production Intel SGX Root CA.
func IntelSGXRoot() *x509.Certificate { return mustCert(intelRootPEM, IntelSGXRootFingerprint()) }

// NitroRoot returns the production AWS Nitro Enclaves root (G1).
func NitroRoot() *x509.Certificate { return mustCert(nitroRootPEM, NitroRootFingerprint()) }

func mustCert(p []byte, fp canon.Hash) *x509.Certificate {
	b, _ := pem.Decode(p)
	if b == nil {
		panic("tee: embedded root is not PEM")
	}
	if canon.Sum(b.Bytes) != fp {
		panic("tee: embedded root has the wrong fingerprint")
	}
	c, err := x509.ParseCertificate(b.Bytes)
	if err != nil {
		panic("tee: embedded root: " + err.Error())
	}
	return c
}

func poolOf(c *x509.Certificate) *x509.CertPool {
	p := x509.NewCertPool()
	p.AddCert(c)
	return p
}

// CheckTDAttributes applies the TD attribute policy (TDATTRIBUTES, 8 bytes
// little-endian): no debug (TUD, bits 0–7), no reserved bits (1–27 of the
// SEC field except bit 28, bit 29, and 32–62), and SEPT_VE_DISABLE (bit 28)
// set unless allowSeptVE.
func CheckTDAttributes(a []byte, allowSeptVE bool) error {
	if len(a) != 8 {
		return fmt.Errorf("%w: %d bytes", ErrAttributes, len(a))
	}
	switch {
	case a[0] != 0:
		return fmt.Errorf("%w: a debug TD (TUD %#02x): its host can read and change it", ErrAttributes, a[0])
	case a[1] != 0 || a[2] != 0 || a[3]&0x2f != 0 || a[4] != 0 || a[5] != 0 || a[6] != 0 || a[7]&0x7f != 0:
		return fmt.Errorf("%w: reserved bits set (%x)", ErrAttributes, a)
	case a[3]&0x10 == 0 && !allowSeptVE:
		return fmt.Errorf("%w: SEPT_VE_DISABLE is not set", ErrAttributes)
	}
	return nil
}
