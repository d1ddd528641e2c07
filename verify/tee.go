package verify

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
)

// checkTEE checks the record's TEE evidence (docs/tee.md).
func (v *Verifier) checkTEE(ctx context.Context, rec *judge.Record, p Policy, now time.Time, prov *provenance, res *Result) error {
	first := len(res.Checks) // the checks this evidence adds start here
	ev, err := tee.ParseEvidence(rec.TEE)
	if err != nil {
		res.add(CheckTEEEvidence, ErrTEE, false, "%v", err)
		return nil
	}
	var coll CollateralSource
	if ev.Kind == tee.KindTDX {
		switch {
		case v.collateral != nil:
			coll = v.collateral
		case !p.noCollateral:
			return ErrNoCollateral
		}
	}
	roots, testOnly := v.trust.rootsAt(ev.Kind, now)
	if len(roots) == 0 {
		res.add(CheckTEEQuote, ErrTEE, false, "trust root %q has no %s root valid at %s", v.trust.Name, ev.Kind, now.Format(time.RFC3339))
		return nil
	}
	// What every verifier checks of evidence (tee.CheckEvidence, as the
	// attester's check does), then this policy and the chain.
	eo := tee.EvidenceOptions{Roots: roots, Now: now, AllowSeptVE: p.allowSeptVE,
		RootsName: fmt.Sprintf("trust root %q%s", v.trust.Name, map[bool]string{true: " (TEST-ONLY)", false: ""}[testOnly])}
	if coll != nil {
		eo.Collateral = coll
	}
	tr, findings := tee.CheckEvidence(ev, eo, tee.ReportData(rec.Evaluator.Digest, rec.TraceHash, rec.VerdictHash))
	for _, f := range findings {
		class := ErrTEE
		if f.Name == tee.FindingBinding || f.Name == tee.FindingQuoteHash {
			class = ErrTEEOtherRecord
		}
		res.add(CheckName(f.Name), class, f.OK, "%s", f.Detail)
	}
	if tr == nil {
		return nil
	}
	res.TEE = tr
	res.TestOnly = res.TestOnly || testOnly
	measured := false // the measurement was held to an allow-list
	if len(p.measurements) > 0 {
		ok := slices.Contains(p.measurements, tr.Measurement)
		res.add(CheckTEEMeasurement, ErrMeasurementNotAllowed, ok, "measurement %s on the policy's allow-list: %v", tr.Measurement, ok)
		measured = true
	}
	if v.chain != nil {
		ok, err := v.chain.IsAllowed(ctx, chain.KindTeeMeasurement, tr.Measurement)
		if err != nil {
			return err
		}
		res.add(CheckTEEMeasurement, ErrMeasurementNotAllowed, ok, "EvaluatorRegistry.isTeeMeasurementAllowed(%s) = %v", tr.Measurement, ok)
		measured = true
		if tr.TDX != nil && len(tr.TDX.FMSPC) == 6 {
			revoked, err := v.chain.IsTdxPlatformRevoked(ctx, tr.TDX.PlatformID, [6]byte(tr.TDX.FMSPC))
			if err != nil {
				return err
			}
			res.add(CheckTEEPlatform, ErrTEE, !revoked, "TDX platform %s (FMSPC %x) %s by the registry", tr.TDX.PlatformID, []byte(tr.TDX.FMSPC),
				map[bool]string{true: "REVOKED", false: "not revoked"}[revoked])
			min, err := v.chain.MinTcb(ctx, tr.Measurement)
			if err != nil {
				return err
			}
			okTcb := min.Admits(tr.TDX.TEETCBSVN, tr.TDX.QESVN)
			res.add(CheckTEETCB, ErrTEE, okTcb, "TEE_TCB_SVN %x and QE ISVSVN %d against the measurement's minimum %x / %d: %s", []byte(tr.TDX.TEETCBSVN), tr.TDX.QESVN,
				min.TeeTcbSvn, min.QESVN, map[bool]string{true: "at least", false: "BELOW"}[okTcb])
		}
		if prov == nil {
			res.add(CheckTEEProvenance, ErrAttestation, false, "no provenance attestation to compare the evidence with")
		} else {
			same := prov.data.TEEQuoteHash == ev.QuoteHash && prov.data.TEEMeasurement == tr.Measurement
			res.add(CheckTEEProvenance, ErrAttestation, same, "the provenance names quote %s and measurement %s; the evidence is quote %s, measurement %s",
				prov.data.TEEQuoteHash, prov.data.TEEMeasurement, ev.QuoteHash, tr.Measurement)
		}
	}
	if !measured {
		res.add(CheckTEEMeasurement, ErrMeasurementNotAllowed, true, "measurement %s NOT held to an allow-list (AnyMeasurementUnsafe)", tr.Measurement)
	}
	if slices.ContainsFunc(res.Checks[first:], func(c Check) bool { return !c.OK }) {
		return nil
	}
	level := LevelTEEVerified
	if !measured || (ev.Kind == tee.KindTDX && coll == nil) {
		level = LevelTEEClaimed
	}
	res.teeLevel = level
	if res.OfflineLevel >= LevelReproducible && level > res.OfflineLevel {
		res.OfflineLevel = level
	}
	return nil
}
