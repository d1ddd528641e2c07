package verify

import (
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/witness/wire"
)

// CheckWitnessBoot is the check of a transcript verdict's auditor boot
// quote: the bundle's auditor_bound checks that the quote's report data
// binds the auditor key to the ticket; this checks the quote itself
// (signatures, certificate chain to the trust root's TDX roots at the
// policy time, collateral, TD attributes) and the same binding.
const CheckWitnessBoot CheckName = "witness-boot-quote"

// checkWitness verifies the auditor boot quote of a transcript record's
// trace, and holds its measurement to the policy. A session without a
// quote is refused unless AllowUnattestedWitnessUnsafe. It runs only on a
// MATCH: the trace is then the one the bundle read strictly (no duplicate
// or unknown member, no other spelling), so Go's lenient decoding here
// reads the same ticket and binding.
func (v *Verifier) checkWitness(rec *judge.Record, p Policy, now time.Time, res *Result) {
	if rec.Verdict.EvidenceClass != judge.ClassTranscript || len(rec.Trace) == 0 {
		return
	}
	var tr struct {
		Evidence struct {
			Ticket  wire.Ticket  `json:"ticket"`
			Auditor wire.Binding `json:"auditor"`
		} `json:"evidence"`
	}
	if err := json.Unmarshal(rec.Trace, &tr); err != nil {
		res.add(CheckWitnessBoot, ErrTEE, false, "reading the session's ticket and auditor binding: %v", err)
		return
	}
	b, t := &tr.Evidence.Auditor, &tr.Evidence.Ticket
	if len(b.Quote) == 0 {
		res.add(CheckWitnessBoot, ErrTEE, p.unattestedWitness, "no boot quote: the auditor ran with %s, nothing binds its key to a TEE%s", b.Backend,
			map[bool]string{true: " (accepted: AllowUnattestedWitnessUnsafe)", false: ""}[p.unattestedWitness])
		return
	}
	roots, testOnly := v.trust.rootsAt(tee.KindTDX, now)
	if len(roots) == 0 {
		res.add(CheckWitnessBoot, ErrTEE, false, "trust root %q has no TDX root valid at %s", v.trust.Name, now.Format(time.RFC3339))
		return
	}
	eo := tee.EvidenceOptions{Roots: roots, Now: now, AllowSeptVE: p.allowSeptVE,
		RootsName: fmt.Sprintf("trust root %q%s", v.trust.Name, map[bool]string{true: " (TEST-ONLY)", false: ""}[testOnly])}
	switch {
	case v.collateral != nil:
		eo.Collateral = v.collateral
	case !p.noCollateral:
		res.add(CheckWitnessBoot, ErrTEE, false, "the auditor's boot quote needs TDX collateral (WithCollateral), or WithoutCollateralUnsafe")
		return
	}
	r, _, err := wire.CheckBinding(b, t, eo)
	if err != nil {
		res.add(CheckWitnessBoot, ErrTEE, false, "%v", err)
		return
	}
	res.TestOnly = res.TestOnly || testOnly
	allowed := slices.Contains(p.witnessMeasurements, r.Measurement)
	note := ""
	switch {
	case !allowed && p.anyWitness:
		allowed, note = true, " (any auditor TD accepted: AnyWitnessMeasurementUnsafe)"
	case !allowed:
		note = " — NOT an allowed auditor TD (WithWitnessMeasurements)"
	}
	res.add(CheckWitnessBoot, ErrMeasurementNotAllowed, allowed, "the auditor's boot quote verifies under %s and binds key %s to ticket %s, measurement %s%s",
		eo.RootsName, b.Key, t.Hash(), r.Measurement, note)
}
