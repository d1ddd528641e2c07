package verify

import (
	"fmt"
	"time"

	"github.com/verijudge/verijudge/canon"
)

// Clock tells the verification time.
type Clock interface{ Now() time.Time }

// Policy is what a caller requires of a record, beyond what the trust root
// pins. Build one with NewPolicy; the zero Policy refuses every record (it
// has no time and no evaluator list). Every check runs unless an option
// whose name ends in Unsafe skips it; nothing is "not checked when unset".
// Options that contradict each other (an allow-list and its Unsafe
// "any", the registry's measurements and any measurement, two different
// At times, a level beyond ZK_PROVEN) make a policy Verify refuses with
// ErrPolicyConflict, naming both; At takes precedence over WithClock.
type Policy struct {
	minLevel        Level
	evaluators      []canon.Hash
	anyEvaluator    bool
	measurements    []canon.Hash
	registryMeasure bool
	anyMeasurement  bool
	at              time.Time
	clock           Clock
	noCollateral    bool
	allowSeptVE     bool
	allowTestOnly   bool
	// Witnessed sessions (transcript records): the allowed auditor TDs,
	// any of them, or none at all.
	witnessMeasurements []canon.Hash
	anyWitness          bool
	unattestedWitness   bool
	atConflict          bool
	set                 bool
}

// PolicyOption sets one requirement of a Policy.
type PolicyOption func(*Policy)

// NewPolicy returns the policy of opts. Without RequireLevel the minimum
// level is 1 (REPRODUCIBLE): the verdict must at least reproduce.
func NewPolicy(opts ...PolicyOption) Policy {
	p := Policy{minLevel: LevelReproducible, set: true}
	for _, o := range opts {
		o(&p)
	}
	return p
}

// conflict is the first pair of options p holds that contradict each
// other, or nil.
func (p Policy) conflict() error {
	for _, c := range []struct {
		both bool
		a, b string
	}{
		{len(p.evaluators) > 0 && p.anyEvaluator, "WithEvaluators", "AnyEvaluatorUnsafe"},
		{len(p.measurements) > 0 && p.anyMeasurement, "WithMeasurements", "AnyMeasurementUnsafe"},
		{p.registryMeasure && p.anyMeasurement, "MeasurementsFromRegistry", "AnyMeasurementUnsafe"},
		{len(p.measurements) > 0 && p.registryMeasure, "WithMeasurements", "MeasurementsFromRegistry (the registry alone decides)"},
		{len(p.witnessMeasurements) > 0 && p.anyWitness, "WithWitnessMeasurements", "AnyWitnessMeasurementUnsafe"},
		{p.atConflict, "At", "another At time"},
	} {
		if c.both {
			return fmt.Errorf("%w: %s and %s", ErrPolicyConflict, c.a, c.b)
		}
	}
	if p.minLevel > LevelZKProven {
		return fmt.Errorf("%w: RequireLevel(%d): the highest level is %d (ZK_PROVEN)", ErrPolicyConflict, p.minLevel, LevelZKProven)
	}
	return nil
}

// RequireLevel sets the minimum trust level (LevelNone … LevelZKProven)
// the record must reach: on the chain when the verifier has a chain, else
// from the evidence the record carries.
func RequireLevel(l Level) PolicyOption { return func(p *Policy) { p.minLevel = l } }

// WithEvaluators allows records judged by these evaluator digests.
func WithEvaluators(digests ...canon.Hash) PolicyOption {
	return func(p *Policy) { p.evaluators = append(p.evaluators, digests...) }
}

// AnyEvaluatorUnsafe accepts a record judged by any evaluator bundle that
// reproduces it (online, the registry's allow-list still applies).
func AnyEvaluatorUnsafe() PolicyOption { return func(p *Policy) { p.anyEvaluator = true } }

// WithMeasurements allows TEE evidence with these measurements
// (tee.Result.Measurement). Online the registry must allow them too.
func WithMeasurements(m ...canon.Hash) PolicyOption {
	return func(p *Policy) { p.measurements = append(p.measurements, m...) }
}

// MeasurementsFromRegistry lets the chain's EvaluatorRegistry alone decide
// which TEE measurements are allowed (online only: an offline verifier
// refuses TEE evidence under this policy).
func MeasurementsFromRegistry() PolicyOption { return func(p *Policy) { p.registryMeasure = true } }

// AnyMeasurementUnsafe accepts TEE evidence of any measurement offline
// (the measurement is reported; the offline level stops at TEE_CLAIMED).
// Online the registry's allow-list still applies.
func AnyMeasurementUnsafe() PolicyOption { return func(p *Policy) { p.anyMeasurement = true } }

// At verifies as of t: certificates, collateral and trust-root windows
// must be valid then. It takes precedence over WithClock; two At options
// with different times conflict.
func At(t time.Time) PolicyOption {
	return func(p *Policy) {
		if !p.at.IsZero() && !p.at.Equal(t.UTC()) {
			p.atConflict = true
		}
		p.at = t.UTC()
	}
}

// WithClock verifies as of c.Now() at each Verify call.
func WithClock(c Clock) PolicyOption { return func(p *Policy) { p.clock = c } }

// WithoutCollateralUnsafe verifies TDX quotes without Intel's collateral
// (TCB info, QE identity, CRLs): signatures and the certificate chain
// only, so a revoked or out-of-date platform passes. The offline level
// stops at TEE_CLAIMED.
func WithoutCollateralUnsafe() PolicyOption { return func(p *Policy) { p.noCollateral = true } }

// AllowTestOnlyUnsafe accepts evidence that verified only under TEST-ONLY
// TEE roots or INSECURE development ZK keys (Result.TestOnly says so).
// Refused by default on every chain: a chain id of 1337 is what a
// deployment claims, not proof that it is a dev chain.
func AllowTestOnlyUnsafe() PolicyOption { return func(p *Policy) { p.allowTestOnly = true } }

// WithWitnessMeasurements allows these auditor TDs (tee.TDXMeasurement of
// a transcript record's boot quote). A transcript record whose auditor
// quoted is refused without one of them (or AnyWitnessMeasurementUnsafe):
// any TD can quote, the measurement says which auditor ran.
func WithWitnessMeasurements(m ...canon.Hash) PolicyOption {
	return func(p *Policy) { p.witnessMeasurements = append(p.witnessMeasurements, m...) }
}

// AnyWitnessMeasurementUnsafe accepts a transcript record's boot quote
// from any TD (the measurement is reported).
func AnyWitnessMeasurementUnsafe() PolicyOption { return func(p *Policy) { p.anyWitness = true } }

// AllowUnattestedWitnessUnsafe accepts a transcript record whose auditor
// had no quote (reproducible-only): nothing shows the auditor ran in a
// TEE, and its parties may have been one.
func AllowUnattestedWitnessUnsafe() PolicyOption {
	return func(p *Policy) { p.unattestedWitness = true }
}

// AllowSeptVEUnsafe accepts TDs without SEPT_VE_DISABLE.
func AllowSeptVEUnsafe() PolicyOption { return func(p *Policy) { p.allowSeptVE = true } }

func (p Policy) time() (time.Time, bool) {
	switch {
	case !p.at.IsZero():
		return p.at, true
	case p.clock != nil:
		return p.clock.Now().UTC(), true
	}
	return time.Time{}, false
}

// With returns a copy of p with opts applied (p is unchanged).
func (p Policy) With(opts ...PolicyOption) Policy {
	p.evaluators = append([]canon.Hash(nil), p.evaluators...)
	p.measurements = append([]canon.Hash(nil), p.measurements...)
	p.witnessMeasurements = append([]canon.Hash(nil), p.witnessMeasurements...)
	for _, o := range opts {
		o(&p)
	}
	return p
}

// PolicySummary is what a policy requires, for reports and for telling
// two runs apart (the verification time only when fixed with At).
type PolicySummary struct {
	MinLevel                 Level        `json:"minLevel"`
	Evaluators               []canon.Hash `json:"evaluators,omitempty"`
	AnyEvaluatorUnsafe       bool         `json:"anyEvaluatorUnsafe,omitempty"`
	Measurements             []canon.Hash `json:"measurements,omitempty"`
	MeasurementsFromRegistry bool         `json:"measurementsFromRegistry,omitempty"`
	AnyMeasurementUnsafe     bool         `json:"anyMeasurementUnsafe,omitempty"`
	At                       time.Time    `json:"at,omitzero"`
	Clock                    bool         `json:"clock,omitempty"`
	WithoutCollateralUnsafe  bool         `json:"withoutCollateralUnsafe,omitempty"`
	AllowSeptVEUnsafe        bool         `json:"allowSeptVEUnsafe,omitempty"`
	AllowTestOnlyUnsafe      bool         `json:"allowTestOnlyUnsafe,omitempty"`
	WitnessMeasurements      []canon.Hash `json:"witnessMeasurements,omitempty"`
	AnyWitnessMeasurement    bool         `json:"anyWitnessMeasurementUnsafe,omitempty"`
	AllowUnattestedWitness   bool         `json:"allowUnattestedWitnessUnsafe,omitempty"`
}

// Summary describes p.
func (p Policy) Summary() PolicySummary {
	return PolicySummary{MinLevel: p.minLevel, Evaluators: p.evaluators, AnyEvaluatorUnsafe: p.anyEvaluator,
		Measurements: p.measurements, MeasurementsFromRegistry: p.registryMeasure, AnyMeasurementUnsafe: p.anyMeasurement,
		At: p.at, Clock: p.clock != nil, WithoutCollateralUnsafe: p.noCollateral, AllowSeptVEUnsafe: p.allowSeptVE,
		AllowTestOnlyUnsafe: p.allowTestOnly, WitnessMeasurements: p.witnessMeasurements, AnyWitnessMeasurement: p.anyWitness,
		AllowUnattestedWitness: p.unattestedWitness}
}

// IsZero reports whether p is the zero Policy (which refuses every
// record).
func (p Policy) IsZero() bool { return !p.set }
