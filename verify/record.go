package verify

import (
	"errors"
	"fmt"
	"strings"

	"github.com/verijudge/verijudge/judge"
)

// checkRecord checks the record itself: its stored verdict against its
// stored hash, then (with its trace) the verdict its evaluator gives
// again, its hash and fields, the trace and spec hashes, and with
// WithBundleHashes the bundle's own hashes. It reports whether the
// verdict reproduced and whether the record has no trace; the error stops
// the verification (the evaluator unavailable, a trace that cannot be
// judged).
func (v *Verifier) checkRecord(rec *judge.Record, res *Result) (reproduced, noTrace bool, err error) {
	storedVH, herr := judge.VerdictHash(&rec.Verdict)
	if herr != nil {
		res.add(CheckStoredVerdictHash, ErrIntegrity, false, "stored verdict cannot be hashed: %v", herr)
	} else {
		res.add(CheckStoredVerdictHash, ErrIntegrity, storedVH == rec.VerdictHash, "stored verdict hashes to %s, record says %s", storedVH, rec.VerdictHash)
	}
	res.Status = rec.Verdict.Status
	var jopts []judge.RecomputeOption
	if v.crossCheck {
		jopts = append(jopts, judge.WithBundleHashes())
	}
	e := v.evaluators[rec.Evaluator.Digest]
	if e == nil && v.source != nil {
		e = v.source.Evaluator(rec.Evaluator.Digest)
	}
	rc, err := judge.Recompute(rec, e, jopts...)
	switch {
	case errors.Is(err, judge.ErrNoTrace):
		// Integrity only: the stored fields must still hash to the stored
		// verdict hash, and the status be one the status rule allows for
		// the stored check results.
		ok := judge.StatusConsistent(rec.Verdict.Checks, rec.Verdict.Status)
		res.add(CheckStatusRule, ErrIntegrity, ok, "status %s %s the stored check results", rec.Verdict.Status,
			map[bool]string{true: "is consistent with", false: "contradicts"}[ok])
		// Integrity only when it holds; a failure is a contradiction, and
		// the level check runs as for any record that does not reproduce.
		return false, !anyFailed(res), nil
	case errors.Is(err, judge.ErrEvaluatorUnavailable):
		have := "none"
		if e != nil {
			have = e.Digest().String()
		}
		res.add(CheckEvaluator, ErrEvaluatorUnavailable, false, "record names evaluator %s, available %s", rec.Evaluator.Digest, have)
		return false, false, fmt.Errorf("%w: evaluator %s is not available (have %s): pass its bundle file", ErrEvaluatorUnavailable, rec.Evaluator.Digest, have)
	}
	res.add(CheckEvaluator, ErrEvaluatorUnavailable, true, "bundle sha256 equals %s", rec.Evaluator.Digest)
	if err != nil {
		return false, false, fmt.Errorf("%w: %v", ErrRecord, err)
	}
	res.add(CheckTraceHash, ErrNotReproduced, rc.TraceHash == rec.TraceHash, "trace hashes to %s, record says %s", rc.TraceHash, rec.TraceHash)
	res.add(CheckSpecHash, ErrNotReproduced, rc.SpecHash == rec.SpecHash, "spec hashes to %s, record says %s", rc.SpecHash, rec.SpecHash)
	vh := rc.VerdictHash
	res.Recomputed, res.Status = &vh, rc.Verdict.Status
	res.add(CheckVerdictHash, ErrNotReproduced, vh == rec.VerdictHash, "recomputed verdict hashes to %s (%s), record says %s", vh, rc.Verdict.Status, rec.VerdictHash)
	if d := judge.VerdictDiff(&rec.Verdict, &rc.Verdict); len(d) == 0 {
		res.add(CheckVerdictFields, ErrNotReproduced, true, "recomputed verdict equals the stored verdict")
	} else {
		res.add(CheckVerdictFields, ErrNotReproduced, false, "recomputed verdict differs from the stored verdict: %s", strings.Join(d, "; "))
	}
	if b := rc.Bundle; b != nil {
		agree := b.TraceHash == rc.TraceHash && b.SpecHash == rc.SpecHash && b.VerdictHash == vh
		res.add(CheckBundleHashes, ErrNotReproduced, agree, "bundle (JS) hashes trace %s spec %s verdict %s", b.TraceHash, b.SpecHash, b.VerdictHash)
	}
	// The record's checks are the result's first: it reproduced when
	// none of them failed.
	return !anyFailed(res), false, nil
}
