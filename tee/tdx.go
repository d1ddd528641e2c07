package tee

import (
	"crypto/sha256"
	"crypto/x509"
	"encoding/hex"
	"encoding/pem"
	"fmt"
	"time"

	"github.com/google/go-tdx-guest/abi"
	"github.com/google/go-tdx-guest/pcs"
	pb "github.com/google/go-tdx-guest/proto/tdx"
	"github.com/google/go-tdx-guest/verify"
	"github.com/google/go-tdx-guest/verify/trust"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/internal/limits"
)

// TDXOptions configures VerifyTDX.
type TDXOptions struct {
	// Roots are the trusted roots; nil means the production Intel SGX
	// Root CA (embedded).
	Roots []*x509.Certificate
	// Now is the time at which certificates (and collateral) must be
	// valid. Required: a quote is checked at a chosen time, never at an
	// implicit "now".
	Now time.Time
	// Collateral, when set, fetches Intel's TCB info, QE identity and CRLs
	// (from Intel PCS URLs: a getter may serve them from a local copy) and
	// checks the TCB status, the QE identity and revocation. Nil checks the
	// quote's signatures and certificate chain only.
	Collateral trust.HTTPSGetter
}

// TDXFields are the TD measurements and identity of a verified quote.
type TDXFields struct {
	MRTD         HexBytes    `json:"mrtd"`
	RTMR         [4]HexBytes `json:"rtmr"`
	MRSeam       HexBytes    `json:"mrseam"`
	TDAttributes HexBytes    `json:"tdAttributes"`
	XFAM         HexBytes    `json:"xfam"`
	TEETCBSVN    HexBytes    `json:"teeTcbSvn"`
	MRConfigID   HexBytes    `json:"mrConfigId"`
	MROwner      HexBytes    `json:"mrOwner"`
	// QESVN is the quoting enclave's ISVSVN (its QE report).
	QESVN uint16 `json:"qeSvn"`
	// PlatformID is sha256 of the PPID in the PCK leaf's SGX extension
	// (one id for every PCK key and TCB level of a platform; hashed so
	// that a registry publishes no PPID) and FMSPC the platform model
	// there: the TDX platform, as EvaluatorRegistry revokes it and
	// TdxQuoteVerifier records it.
	PlatformID canon.Hash `json:"platformId"`
	FMSPC      HexBytes   `json:"fmspc"`
}

// VerifyTDX verifies an Intel TDX v4 quote: the ECDSA signature over its
// header and TD quote body by the attestation key; the attestation key's
// binding in the QE report (report data = sha256(attestation key ‖ QE auth
// data)); the QE report's signature by the PCK certificate; the PCK chain up
// to one of the roots, valid at o.Now; and, with o.Collateral, the TCB
// status, QE identity and CRLs. It returns the measurement and report data;
// Result.Check binds them to a verdict.
func VerifyTDX(quote []byte, o TDXOptions) (res *Result, err error) {
	if o.Now.IsZero() {
		return nil, ErrNoTime
	}
	defer func() {
		// go-tdx-guest v0.3.1 panics on some hostile length fields: a
		// bad quote, not a crash.
		if r := recover(); r != nil {
			res, err = nil, fmt.Errorf("%w: TDX quote: %v", ErrInvalid, r)
		}
	}()
	if len(quote) > limits.MaxQuoteBytes {
		return nil, fmt.Errorf("%w: quote is %d bytes, limit %d", ErrInvalid, len(quote), limits.MaxQuoteBytes)
	}
	q, err := parseQuote(quote)
	if err != nil {
		return nil, err
	}
	roots := o.Roots
	if roots == nil {
		roots = []*x509.Certificate{IntelSGXRoot()}
	}
	pool := x509.NewCertPool()
	for _, r := range roots {
		pool.AddCert(r)
	}
	vo := &verify.Options{Now: o.Now, TrustedRoots: pool}
	if o.Collateral != nil {
		vo.GetCollateral, vo.CheckRevocations, vo.Getter = true, true, o.Collateral
	}
	if err := verify.TdxQuote(q, vo); err != nil {
		return nil, fmt.Errorf("%w: TDX quote: %v", ErrInvalid, err)
	}
	qe := q.GetSignedData().GetCertificationData().GetQeReportCertificationData().GetQeReport()
	if err := checkQE(qe); err != nil {
		return nil, err
	}
	root, leaf, err := tdxRoot(q, pool, o.Now)
	if err != nil {
		return nil, err
	}
	body := q.GetTdQuoteBody()
	f := &TDXFields{MRTD: body.GetMrTd(), MRSeam: body.GetMrSeam(), TDAttributes: body.GetTdAttributes(),
		XFAM: body.GetXfam(), TEETCBSVN: body.GetTeeTcbSvn(), MRConfigID: body.GetMrConfigId(), MROwner: body.GetMrOwner(),
		QESVN: uint16(qe.GetIsvSvn())}
	if f.PlatformID, f.FMSPC, err = tdxPlatform(leaf); err != nil {
		return nil, err
	}
	rt := body.GetRtmrs()
	if len(rt) != 4 {
		return nil, fmt.Errorf("%w: %d RTMRs", ErrInvalid, len(rt))
	}
	for i := range rt {
		f.RTMR[i] = rt[i]
	}
	res = &Result{Kind: KindTDX, QuoteHash: canon.Sum(quote), Measurement: TDXMeasurement(f.MRTD, f.RTMR),
		ReportData: body.GetReportData(), Root: root, Collateral: o.Collateral != nil, TDX: f}
	if res.Collateral {
		res.TCBStatus = "UpToDate"
	}
	return res, nil
}

// TDXMeasurement is the measurement digest verijudge allow-lists for a TD:
// sha256(MRTD ‖ RTMR0 ‖ RTMR1 ‖ RTMR2 ‖ RTMR3), 240 bytes in.
func TDXMeasurement(mrtd HexBytes, rtmr [4]HexBytes) canon.Hash {
	h := sha256.New()
	h.Write(mrtd)
	for _, r := range rtmr {
		h.Write(r)
	}
	return canon.Hash(h.Sum(nil))
}

// tdxPlatform returns the platform of a PCK leaf: sha256 of the PPID and
// the FMSPC of its SGX extension.
func tdxPlatform(leaf *x509.Certificate) (canon.Hash, HexBytes, error) {
	ext, err := pcs.PckCertificateExtensions(leaf)
	if err != nil {
		return canon.Hash{}, nil, fmt.Errorf("%w: PCK certificate extensions: %v", ErrInvalid, err)
	}
	ppid, err := hex.DecodeString(ext.PPID)
	if err != nil || len(ppid) != 16 {
		return canon.Hash{}, nil, fmt.Errorf("%w: PCK certificate PPID %q", ErrInvalid, ext.PPID)
	}
	fmspc, err := hex.DecodeString(ext.FMSPC)
	if err != nil || len(fmspc) != 6 {
		return canon.Hash{}, nil, fmt.Errorf("%w: PCK certificate FMSPC %q", ErrInvalid, ext.FMSPC)
	}
	return canon.Sum(ppid), fmspc, nil
}

// tdxRoot returns the fingerprint of the trusted root the quote's PCK chain
// ends in (the verifier has already proven the chain), and the PCK leaf.
func tdxRoot(q *pb.QuoteV4, pool *x509.CertPool, now time.Time) (canon.Hash, *x509.Certificate, error) {
	pemChain := q.GetSignedData().GetCertificationData().GetQeReportCertificationData().GetPckCertificateChainData().GetPckCertChain()
	var certs []*x509.Certificate
	for rest := pemChain; ; {
		var b *pem.Block
		if b, rest = pem.Decode(rest); b == nil {
			break
		}
		c, err := x509.ParseCertificate(b.Bytes)
		if err != nil {
			return canon.Hash{}, nil, fmt.Errorf("%w: PCK chain: %v", ErrInvalid, err)
		}
		certs = append(certs, c)
	}
	if len(certs) < 2 {
		return canon.Hash{}, nil, fmt.Errorf("%w: PCK chain has %d certificates", ErrInvalid, len(certs))
	}
	inter := x509.NewCertPool()
	inter.AddCert(certs[1])
	chains, err := certs[0].Verify(x509.VerifyOptions{Roots: pool, Intermediates: inter, CurrentTime: now})
	if err != nil || len(chains) == 0 {
		return canon.Hash{}, nil, fmt.Errorf("%w: PCK chain: %v", ErrInvalid, err)
	}
	c := chains[0]
	return canon.Sum(c[len(c)-1].Raw), certs[0], nil
}

// Intel's TD quoting enclave, as Intel's PCS QE identity "TD_QE" names it.
const (
	tdQEMRSignerHex = "dc9e2a7c6f948f17474e34a7fc43ed030f7c1563f1babddf6340c82e0e54a8c5"
	// TDQEISVProdID is the TD quoting enclave's ISVPRODID.
	TDQEISVProdID = uint32(2)
)

var tdQEMRSigner = mustHex(tdQEMRSignerHex)

// TDQEMRSigner is the TD quoting enclave's MRSIGNER (a copy).
func TDQEMRSigner() []byte { return append([]byte(nil), tdQEMRSigner...) }

// checkQE requires the QE report to come from Intel's TD quoting enclave
// (MRSIGNER, ISVPRODID) and not from a debug enclave. Without collateral
// this is the only check that the attestation key was certified by Intel's
// quoting enclave rather than by any enclave the platform's PCE would
// certify; with collateral the QE identity is checked too.
func checkQE(r *pb.EnclaveReport) error {
	if r == nil || string(r.GetMrSigner()) != string(tdQEMRSigner) || r.GetIsvProdId() != TDQEISVProdID {
		return fmt.Errorf("%w: the QE report is not from Intel's TD quoting enclave", ErrInvalid)
	}
	if a := r.GetAttributes(); len(a) == 0 || a[0]&0x02 != 0 {
		return fmt.Errorf("%w: the quoting enclave is a debug enclave", ErrInvalid)
	}
	return nil
}

func mustHex(s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		panic(err)
	}
	return b
}

// parseQuote is abi.QuoteToProto without its panics.
func parseQuote(b []byte) (q *pb.QuoteV4, err error) {
	defer func() {
		if r := recover(); r != nil {
			q, err = nil, fmt.Errorf("%w: TDX quote: %v", ErrInvalid, r)
		}
	}()
	parsed, err := abi.QuoteToProto(b)
	if err != nil {
		return nil, fmt.Errorf("%w: TDX quote: %v", ErrInvalid, err)
	}
	v4, ok := parsed.(*pb.QuoteV4)
	if !ok {
		return nil, fmt.Errorf("%w: not a TDX v4 quote (%T)", ErrInvalid, parsed)
	}
	return v4, nil
}
