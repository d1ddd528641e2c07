package verify

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/witness"
)

// CheckWitnessBoot is the check of a transcript verdict's auditor boot
// quote: the bundle's auditor_bound checks that the quote's report data
// binds the auditor key to the ticket; this checks the quote itself
// (signatures, certificate chain to the trust root's TDX roots at the
// policy time, collateral, TD attributes) and the same binding.
const CheckWitnessBoot = "witness-boot-quote"

// checkWitness verifies the auditor boot quote of a transcript record's
// trace. A session without a quote gets a passing check that says so: its
// verdict's own checks (no auditor_bound can pass) tell what it is worth.
func (v *Verifier) checkWitness(rec *judge.Record, p Policy, now time.Time, res *Result) {
	if rec.Verdict.EvidenceClass != judge.ClassTranscript || len(rec.Trace) == 0 {
		return
	}
	var tr struct {
		Evidence struct {
			Ticket  witness.Ticket  `json:"ticket"`
			Auditor witness.Binding `json:"auditor"`
		} `json:"evidence"`
	}
	if err := json.Unmarshal(rec.Trace, &tr); err != nil {
		res.add(CheckWitnessBoot, ErrTEE, false, "reading the session's ticket and auditor binding: %v", err)
		return
	}
	b, t := &tr.Evidence.Auditor, &tr.Evidence.Ticket
	if len(b.Quote) == 0 {
		res.add(CheckWitnessBoot, ErrTEE, true, "no boot quote: the auditor ran with %s, nothing binds its key to a TEE", b.Backend)
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
	r, _, err := witness.CheckBinding(b, t, eo)
	if err != nil {
		res.add(CheckWitnessBoot, ErrTEE, false, "%v", err)
		return
	}
	res.TestOnly = res.TestOnly || testOnly
	res.add(CheckWitnessBoot, ErrTEE, true, "the auditor's boot quote verifies under %s and binds key %s to ticket %s, measurement %s",
		eo.RootsName, b.Key, t.Hash(), r.Measurement)
}
