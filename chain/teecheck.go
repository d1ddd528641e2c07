package chain

import (
	"crypto/x509"
	"fmt"
	"slices"
	"time"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
)

// TEEOptions configures CheckTEE.
type TEEOptions struct {
	// Roots replace the production Intel and AWS roots (TEST-ONLY chains).
	Roots []*x509.Certificate
	// At is when the evidence must have been valid. Zero means the
	// evidence's own time: a Nitro document's timestamp; for a TDX quote
	// now.
	At time.Time
	// Allow, when given, is a measurement allow-list checked here;
	// AttestRecords also requires the registry to allow the measurement.
	Allow []canon.Hash
	// AllowSeptVE accepts TDs without SEPT_VE_DISABLE.
	AllowSeptVE bool
	// Collateral serves Intel's TDX collateral by PCS URL (tee/pcs): the
	// TCB status, QE identity and CRLs are checked with it. TDX evidence
	// without it fails tee-collateral unless WithoutCollateralUnsafe.
	Collateral interface {
		Get(url string) (map[string][]string, []byte, error)
	}
	WithoutCollateralUnsafe bool
}

// CheckTEE is the attester's check of TEE evidence before attesting it
// (AttestRecords); readers verify evidence with package verify, which
// also holds it to the chain (registry, platform, TCB, provenance). It
// checks the evidence a record carries (docs/tee.md): the evidence parses;
// TDX evidence has collateral, or WithoutCollateralUnsafe; then
// tee.CheckEvidence (the quote at the time, its hash, TD attributes, the
// binding to this record's verdict); and the measurement against Allow
// when given (AttestRecords then requires the registry to allow it). It
// returns the verified result (nil when it does not verify) and one check
// per property (none when the record carries no evidence).
func CheckTEE(rec *judge.Record, o TEEOptions) (*tee.Result, []judge.CheckResult) {
	if len(rec.TEE) == 0 {
		return nil, nil
	}
	var checks []judge.CheckResult
	add := func(name string, ok bool, format string, a ...any) {
		checks = append(checks, judge.CheckResult{Name: name, OK: ok, Detail: fmt.Sprintf(format, a...)})
	}
	ev, err := tee.ParseEvidence(rec.TEE)
	if err != nil {
		add("tee-evidence", false, "%v", err)
		return nil, checks
	}
	at := o.At
	if at.IsZero() {
		if ev.Kind == tee.KindNitro {
			if at, err = tee.NitroTime(ev.Quote); err != nil {
				add(tee.FindingQuote, false, "%v", err)
				return nil, checks
			}
		} else {
			at = time.Now().UTC()
		}
	}
	if ev.Kind == tee.KindTDX && o.Collateral == nil && !o.WithoutCollateralUnsafe {
		add("tee-collateral", false, "no TDX collateral to check the TCB status, QE identity and CRLs with (give a collateral source, or WithoutCollateralUnsafe)")
		return nil, checks
	}
	eo := tee.EvidenceOptions{Roots: o.Roots, RootsName: "the production root", Now: at, AllowSeptVE: o.AllowSeptVE}
	if len(o.Roots) > 0 {
		eo.RootsName = "a given root"
	}
	if o.Collateral != nil {
		eo.Collateral = o.Collateral
	}
	res, findings := tee.CheckEvidence(ev, eo, tee.ReportData(rec.Evaluator.Digest, rec.TraceHash, rec.VerdictHash))
	for _, f := range findings {
		add(f.Name, f.OK, "%s", f.Detail)
	}
	if res != nil && len(o.Allow) > 0 {
		ok := slices.Contains(o.Allow, res.Measurement)
		add("tee-measurement", ok, "measurement %s on the given allow-list: %v", res.Measurement, ok)
	}
	return res, checks
}
