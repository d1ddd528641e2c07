package main

import (
	"errors"
	"flag"
	"fmt"

	"github.com/verijudge/verijudge/attester"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/verify"
)

// attesterFlags are the policy flags of the commands that sign (attest,
// attest --anchor, attest --offchain): the attester verifies every record
// with package verify under this policy, offline, with the TEE
// measurements the registry allows, and signs only a MATCH.
type attesterFlags struct {
	tee                                     teeFlags
	bundle                                  *string
	witness                                 stringList
	anyWitness, unattestedWitness, testOnly *bool
}

func (f *attesterFlags) register(fs *flag.FlagSet) {
	f.tee.register(fs, "tee-")
	f.bundle = fs.String("bundle", "", "evaluator bundle file to reproduce verdicts with (its sha256 must be the records' evaluator digest)")
	fs.Var(&f.witness, "witness-measurement", "an allowed auditor TD for witnessed sessions (transcript records; 0x + 64 hex; repeatable)")
	f.anyWitness = fs.Bool("any-witness-measurement-unsafe", false, "sign a transcript record whose boot quote is from any TD")
	f.unattestedWitness = fs.Bool("unattested-witness-unsafe", false, "sign a transcript record whose auditor had no TEE quote")
	f.testOnly = fs.Bool("allow-test-only-unsafe", false, "sign records whose evidence verifies only under TEST-ONLY roots (implied by --network dev)")
}

// build is the attester the flags describe, for these records (the first
// names the evaluator a --bundle must be), reading measurements from reg.
func (f *attesterFlags) build(reg attester.Registry, recs []*judge.Record, devChain bool) (*attester.Attester, error) {
	if len(f.tee.allow) > 0 {
		return nil, errors.New("--tee-allow: the measurements a signer accepts are the registry's (verijudge registry allow measurement)")
	}
	given, err := testOnlyRoots(f.tee.roots, nil)
	if err != nil {
		return nil, err
	}
	var vopts []verify.Option
	var popts []verify.PolicyOption
	if *f.bundle != "" && len(recs) > 0 {
		e, err := loadEvaluator(*f.bundle, recs[0].Evaluator.Digest)
		if err != nil {
			return nil, err
		}
		vopts = append(vopts, verify.WithEvaluator(e))
		popts = append(popts, verify.WithEvaluators(e.Digest()))
	}
	src, _, err := collateralFrom("--tee-collateral", *f.tee.collDir, "--tee-pcs", *f.tee.pcs)
	if err != nil {
		return nil, err
	}
	if src != nil {
		vopts = append(vopts, verify.WithCollateral(src))
	}
	ts, ok, err := parseAt("TEE verification time", *f.tee.at)
	if err != nil {
		return nil, err
	}
	if ok {
		popts = append(popts, verify.At(ts))
	} else {
		popts = append(popts, verify.WithClock(wallClock{}))
	}
	if len(f.witness) > 0 && *f.anyWitness {
		return nil, errors.New("--witness-measurement and --any-witness-measurement-unsafe exclude each other: give the list, or accept any")
	}
	for _, w := range f.witness {
		h, err := canon.ParseHash(w)
		if err != nil {
			return nil, fmt.Errorf("--witness-measurement %q: %w", w, err)
		}
		popts = append(popts, verify.WithWitnessMeasurements(h))
	}
	for _, u := range []struct {
		on bool
		o  verify.PolicyOption
	}{
		{*f.tee.withoutColl, verify.WithoutCollateralUnsafe()},
		{*f.tee.allowSeptVe, verify.AllowSeptVEUnsafe()},
		{*f.anyWitness, verify.AnyWitnessMeasurementUnsafe()},
		{*f.unattestedWitness, verify.AllowUnattestedWitnessUnsafe()},
		{*f.testOnly || devChain, verify.AllowTestOnlyUnsafe()},
	} {
		if u.on {
			popts = append(popts, u.o)
		}
	}
	return attester.NewOffline(reg, given, vopts, popts...)
}

// offlineAttester is the attester of a record no chain or TEE evidence is
// involved in yet (tee quote): package verify, offline, the embedded
// evaluator, now.
func offlineAttester() (*attester.Attester, error) {
	return attester.NewOffline(nil, nil, nil, verify.WithClock(wallClock{}))
}
