package tee

import (
	"bytes"
	"crypto/x509"
	"fmt"
	"time"
)

// Finding is one checked property of TEE evidence.
type Finding struct {
	Name   string
	OK     bool
	Detail string
}

// Names of the findings CheckEvidence reports.
const (
	FindingQuote      = "tee-quote"
	FindingQuoteHash  = "tee-quote-hash"
	FindingAttributes = "tee-attributes"
	FindingBinding    = "tee-binding"
)

// EvidenceOptions configures CheckEvidence.
type EvidenceOptions struct {
	// Roots are the trusted roots (nil: the embedded production roots);
	// RootsName says which they are, for the findings' details.
	Roots     []*x509.Certificate
	RootsName string
	// Now is the verification time (required).
	Now time.Time
	// Collateral, for TDX evidence, checks Intel's TCB info, QE identity
	// and CRLs (TDXOptions.Collateral); nil checks signatures and the
	// chain only: whether that is acceptable is the caller's policy.
	Collateral interface {
		Get(url string) (map[string][]string, []byte, error)
	}
	// AllowSeptVE accepts TDs without SEPT_VE_DISABLE.
	AllowSeptVE bool
}

// CheckEvidence verifies ev at o.Now and checks what every verifier of
// evidence checks, whatever its policy on measurements: the quote or
// document verifies (tee-quote), its hash is the evidence's
// (tee-quote-hash), TD attributes pass (tee-attributes, TDX), and its
// report data is binding (tee-binding, ReportData of the verdict). The
// result is nil when the quote does not verify; the findings list each
// property either way.
func CheckEvidence(ev *Evidence, o EvidenceOptions, binding [ReportDataSize]byte) (*Result, []Finding) {
	var out []Finding
	add := func(name string, ok bool, format string, a ...any) {
		out = append(out, Finding{Name: name, OK: ok, Detail: fmt.Sprintf(format, a...)})
	}
	var res *Result
	var err error
	if ev.Kind == KindTDX {
		to := TDXOptions{Roots: o.Roots, Now: o.Now}
		if o.Collateral != nil {
			to.Collateral = o.Collateral
		}
		res, err = VerifyTDX(ev.Quote, to)
	} else {
		res, err = VerifyNitro(ev.Quote, NitroOptions{Roots: o.Roots, Now: o.Now})
	}
	at := o.Now.UTC().Format(time.RFC3339)
	if err != nil {
		add(FindingQuote, false, "%s evidence (backend %s) does not verify at %s under %s: %v", ev.Kind, ev.Backend, at, o.RootsName, err)
		return nil, out
	}
	scope := "signatures and certificate chain"
	switch {
	case ev.Kind == KindTDX && o.Collateral != nil:
		scope += ", Intel's TD quoting enclave, TCB info, QE identity and CRLs (TCB status " + res.TCBStatus + ")"
	case ev.Kind == KindTDX:
		scope += ", Intel's TD quoting enclave; TCB status, QE identity and CRLs NOT checked (no collateral)"
	}
	add(FindingQuote, true, "%s evidence (backend %s) verifies at %s, chain to %s %s (%s)", ev.Kind, ev.Backend, at, o.RootsName, res.Root, scope)
	add(FindingQuoteHash, res.QuoteHash == ev.QuoteHash, "sha256 of the quote %s, the evidence says %s", res.QuoteHash, ev.QuoteHash)
	if res.TDX != nil {
		if aerr := CheckTDAttributes(res.TDX.TDAttributes, o.AllowSeptVE); aerr != nil {
			add(FindingAttributes, false, "%v", aerr)
		} else {
			add(FindingAttributes, true, "TD attributes %x: no debug, no reserved bits, SEPT_VE_DISABLE set or allowed", []byte(res.TDX.TDAttributes))
		}
	}
	bound := bytes.Equal(res.ReportData, binding[:])
	add(FindingBinding, bound, "report data %s sha256(evaluator ‖ trace ‖ verdict) of this record", map[bool]string{true: "is", false: "is NOT"}[bound])
	return res, out
}
