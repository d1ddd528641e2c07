package chain

import (
	"context"
	"crypto/x509"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/verijudge/verijudge/attest"
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
	// the provenance attestation's time online, else now.
	At time.Time
	// Allow is the offline measurement allow-list; online, the registry's
	// allow-list decides. Empty offline: the measurement is reported, not
	// checked.
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
// (AttestRecords); readers verify evidence with package verify. It checks
// the TEE evidence a record carries, beside its verdict
// (docs/tee.md): the evidence parses and its quote hash is sha256 of the
// quote; the quote verifies (chain to the roots, at the time); TD
// attributes pass the policy; its report data binds this record's
// verdict; its measurement is allowed; and, online (c != nil), the
// provenance attestation names this quote and this measurement. It returns
// one check per property (none when the record carries no evidence); an
// error only when the chain cannot be read.
func CheckTEE(ctx context.Context, c *Client, rec *judge.Record, o TEEOptions) (*tee.Result, []judge.CheckResult, error) {
	if len(rec.TEE) == 0 {
		return nil, nil, nil
	}
	var checks []judge.CheckResult
	add := func(name string, ok bool, format string, a ...any) {
		checks = append(checks, judge.CheckResult{Name: name, OK: ok, Detail: fmt.Sprintf(format, a...)})
	}
	ev, err := tee.ParseEvidence(rec.TEE)
	if err != nil {
		add("tee-evidence", false, "%v", err)
		return nil, checks, nil
	}
	var prov *attest.ProvenanceData
	var provTime time.Time
	if c != nil && rec.Attestations != nil && !rec.Attestations.ProvenanceUID.IsZero() {
		a, err := c.Attestation(ctx, attest.UID(rec.Attestations.ProvenanceUID))
		switch {
		case errors.Is(err, ErrNoAttestation):
		case err != nil:
			return nil, nil, err
		default:
			if d, derr := attest.DecodeProvenanceData(a.Data); derr == nil {
				prov, provTime = &d, time.Unix(int64(a.Time), 0).UTC()
			}
		}
	}
	at := o.At
	if at.IsZero() {
		switch {
		case ev.Kind == tee.KindNitro:
			at, err = tee.NitroTime(ev.Quote)
			if err != nil {
				add("tee-quote", false, "%v", err)
				return nil, checks, nil
			}
		case !provTime.IsZero():
			at = provTime
		default:
			at = time.Now().UTC()
		}
	}
	var res *tee.Result
	if ev.Kind == tee.KindTDX {
		if o.Collateral == nil && !o.WithoutCollateralUnsafe {
			add("tee-collateral", false, "no TDX collateral to check the TCB status, QE identity and CRLs with (give a collateral source, or WithoutCollateralUnsafe)")
			return nil, checks, nil
		}
		to := tee.TDXOptions{Roots: o.Roots, Now: at}
		if o.Collateral != nil {
			to.Collateral = o.Collateral
		}
		res, err = tee.VerifyTDX(ev.Quote, to)
	} else {
		res, err = tee.VerifyNitro(ev.Quote, tee.NitroOptions{Roots: o.Roots, Now: at})
	}
	rootName := "the production root"
	if len(o.Roots) > 0 {
		rootName = "a given root"
	}
	if err != nil {
		add("tee-quote", false, "%s evidence (backend %s) does not verify at %s under %s: %v", ev.Kind, ev.Backend, at.Format(time.RFC3339), rootName, err)
		return nil, checks, nil
	}
	scope := "signatures and certificate chain"
	switch {
	case ev.Kind == tee.KindTDX && o.Collateral != nil:
		scope += ", Intel's TD quoting enclave, TCB status " + res.TCBStatus + ", QE identity and CRLs"
	case ev.Kind == tee.KindTDX:
		scope += ", Intel's TD quoting enclave; TCB status, QE identity and CRLs NOT checked (WithoutCollateralUnsafe)"
	}
	add("tee-quote", true, "%s evidence (backend %s) verifies at %s, chain to %s %s (%s)", ev.Kind, ev.Backend, at.Format(time.RFC3339), rootName, res.Root, scope)
	add("tee-quote-hash", res.QuoteHash == ev.QuoteHash, "sha256 of the quote %s, evidence says %s", res.QuoteHash, ev.QuoteHash)
	if res.TDX != nil {
		aerr := tee.CheckTDAttributes(res.TDX.TDAttributes, o.AllowSeptVE)
		if aerr != nil {
			add("tee-attributes", false, "%v", aerr)
		} else {
			add("tee-attributes", true, "TD attributes %x: no debug, no reserved bits, SEPT_VE_DISABLE set or allowed", []byte(res.TDX.TDAttributes))
		}
	}
	want := tee.ReportData(rec.Evaluator.Digest, rec.TraceHash, rec.VerdictHash)
	bound := string(res.ReportData) == string(want[:])
	add("tee-binding", bound, "report data %s sha256(evaluator ‖ trace ‖ verdict) of this record", map[bool]string{true: "is", false: "is NOT"}[bound])
	switch {
	case c != nil:
		ok, err := c.IsTeeMeasurementAllowed(ctx, res.Measurement)
		if err != nil {
			return nil, nil, err
		}
		add("tee-measurement", ok, "EvaluatorRegistry.isTeeMeasurementAllowed(%s) = %v", res.Measurement, ok)
		if res.TDX != nil && len(res.TDX.FMSPC) == 6 {
			// The TDX platform and TCB, as TdxQuoteVerifier checks them.
			revoked, err := c.IsTdxPlatformRevoked(ctx, res.TDX.PlatformID, [6]byte(res.TDX.FMSPC))
			if err != nil {
				return nil, nil, err
			}
			add("tee-platform", !revoked, "TDX platform %s (FMSPC %x) %s by the registry", res.TDX.PlatformID, []byte(res.TDX.FMSPC),
				map[bool]string{true: "REVOKED", false: "not revoked"}[revoked])
			min, err := c.MinTcb(ctx, res.Measurement)
			if err != nil {
				return nil, nil, err
			}
			okTcb := min.Admits(res.TDX.TEETCBSVN, res.TDX.QESVN)
			add("tee-tcb", okTcb, "TEE_TCB_SVN %x and QE ISVSVN %d against the measurement's minimum %x / %d: %s", []byte(res.TDX.TEETCBSVN), res.TDX.QESVN,
				min.TeeTcbSvn, min.QESVN, map[bool]string{true: "at least", false: "BELOW"}[okTcb])
		}
		if prov == nil {
			add("tee-provenance", false, "no provenance attestation to compare the evidence with")
		} else {
			same := prov.TEEQuoteHash == ev.QuoteHash && prov.TEEMeasurement == res.Measurement
			add("tee-provenance", same, "the provenance names quote %s and measurement %s; the evidence is quote %s, measurement %s",
				prov.TEEQuoteHash, prov.TEEMeasurement, ev.QuoteHash, res.Measurement)
		}
	case len(o.Allow) > 0:
		ok := slices.Contains(o.Allow, res.Measurement)
		add("tee-measurement", ok, "measurement %s on the given allow-list: %v", res.Measurement, ok)
	default:
		add("tee-measurement", true, "measurement %s not checked offline (give an allow-list, or verify online against the registry)", res.Measurement)
	}
	return res, checks, nil
}
