// Package attestertest builds the attester tests and examples sign
// through: package attester over package verify, offline, with the
// embedded evaluator, the wall clock, and the dev chain's TEST-ONLY roots
// and collateral when given (so TEST-ONLY evidence is accepted).
//
// Everything here is TEST-ONLY material: no package of the released binary
// imports it.
package attestertest

import (
	"crypto/x509"
	"time"

	"github.com/verijudge/verijudge/attester"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/verify"
)

// Config adds to the attester's defaults.
type Config struct {
	// Roots are TEST-ONLY TEE roots (each for TDX and Nitro).
	Roots []*x509.Certificate
	// Collateral serves TDX collateral.
	Collateral verify.CollateralSource
	// Policy adds policy options (witness measurements, a time, …).
	Policy []verify.PolicyOption
	// Evaluators are bundles besides the embedded one.
	Evaluators []*judge.Evaluator
}

type wall struct{}

func (wall) Now() time.Time { return time.Now() }

// New returns the attester for reg (the registry read for measurements;
// a *chain.Client). It panics on a Config no attester can be built from.
func New(reg attester.Registry, cs ...Config) *attester.Attester {
	var c Config
	for _, x := range cs {
		c.Roots = append(c.Roots, x.Roots...)
		c.Policy = append(c.Policy, x.Policy...)
		c.Evaluators = append(c.Evaluators, x.Evaluators...)
		if x.Collateral != nil {
			c.Collateral = x.Collateral
		}
	}
	var vopts []verify.Option
	if c.Collateral != nil {
		vopts = append(vopts, verify.WithCollateral(c.Collateral))
	}
	popts := []verify.PolicyOption{verify.WithClock(wall{}), verify.AllowTestOnlyUnsafe()}
	for _, e := range c.Evaluators {
		vopts = append(vopts, verify.WithEvaluator(e))
		popts = append(popts, verify.WithEvaluators(e.Digest()))
	}
	a, err := attester.NewOffline(reg, verify.TestOnlyRoots(c.Roots...), vopts, append(popts, c.Policy...)...)
	if err != nil {
		panic(err)
	}
	return a
}
