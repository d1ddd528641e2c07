package judge_test

import (
	"errors"

	"github.com/verijudge/verijudge/judge"
)

// offlineOutcome is what comparing Recompute with the record gives, in
// the words the Node kit and package verify use offline (the kit says
// NO_TRACE where verify says INTEGRITY_ONLY), with the properties that
// did not hold: the tests' oracle for Recompute.
func offlineOutcome(rec *judge.Record, e *judge.Evaluator, opts ...judge.RecomputeOption) (string, []string) {
	var failed []string
	fail := func(ok bool, name string) {
		if !ok {
			failed = append(failed, name)
		}
	}
	storedVH, err := judge.VerdictHash(&rec.Verdict)
	fail(err == nil && storedVH == rec.VerdictHash, "stored-verdict-hash")
	rc, err := judge.Recompute(rec, e, opts...)
	switch {
	case errors.Is(err, judge.ErrNoTrace):
		fail(judge.StatusConsistent(rec.Verdict.Checks, rec.Verdict.Status), "status-rule")
		if len(failed) > 0 {
			return "MISMATCH", failed
		}
		return "NO_TRACE", nil
	case errors.Is(err, judge.ErrEvaluatorUnavailable):
		return "ERROR", append(failed, "evaluator")
	case err != nil:
		return "ERROR", failed
	}
	fail(rc.TraceHash == rec.TraceHash, "trace-hash")
	fail(rc.SpecHash == rec.SpecHash, "spec-hash")
	fail(rc.VerdictHash == rec.VerdictHash, "verdict-hash")
	fail(len(judge.VerdictDiff(&rec.Verdict, &rc.Verdict)) == 0, "verdict-fields")
	if b := rc.Bundle; b != nil {
		fail(b.TraceHash == rc.TraceHash && b.SpecHash == rc.SpecHash && b.VerdictHash == rc.VerdictHash, "bundle-hashes")
	}
	if len(failed) > 0 {
		return "MISMATCH", failed
	}
	return "MATCH", nil
}
