package tee

import (
	"context"
	"errors"
	"fmt"
	"reflect"

	"github.com/verijudge/verijudge/judge"
)

// Errors of QuoteRecord: each is a record the TEE refuses to vouch for.
var (
	// ErrNoTrace: the record carries no trace, so there is nothing to judge.
	ErrNoTrace = errors.New("tee: the record carries no trace: a TEE quotes only a verdict it computed")
	// ErrForeignEvaluator: the record names another evaluator than the
	// one the TEE runs (whose bytes its measurement covers).
	ErrForeignEvaluator = errors.New("tee: the record names an evaluator the TEE does not run")
	// ErrNotReproduced: the record's hashes or verdict differ from the
	// ones the TEE computed from its trace.
	ErrNotReproduced = errors.New("tee: the record differs from the verdict the TEE computed")
)

// QuoteRecord is the only way verijudge asks a TEE for evidence over a
// verdict: it judges rec's trace with e (inside the TEE, the evaluator
// embedded in the measured binary), recomputes the trace, spec and verdict
// hashes, refuses the record unless every stored value equals the computed
// one, and asks b to quote the binding it computed,
// ReportData(e.Digest(), traceHash, verdictHash). It never quotes a hash it
// was handed. The evidence is returned, not written into rec.
//
// Errors: ErrNoTrace, ErrForeignEvaluator, ErrNotReproduced (wrapped with
// the differing field), judge.ErrInvalidTrace, or the backend's error.
func QuoteRecord(ctx context.Context, b Backend, e *judge.Evaluator, rec *judge.Record) (*Evidence, error) {
	if rec == nil || len(rec.Trace) == 0 {
		return nil, ErrNoTrace
	}
	if e == nil {
		return nil, fmt.Errorf("%w: no evaluator given", ErrForeignEvaluator)
	}
	if rec.Evaluator.Digest != e.Digest() {
		return nil, fmt.Errorf("%w: record names %s, the TEE runs %s", ErrForeignEvaluator, rec.Evaluator.Digest, e.Digest())
	}
	fresh, err := judge.NewRecord(rec.Trace, e)
	if err != nil {
		return nil, err
	}
	for _, d := range []struct {
		field      string
		have, want any
	}{
		{"traceHash", rec.TraceHash, fresh.TraceHash},
		{"specHash", rec.SpecHash, fresh.SpecHash},
		{"verdictHash", rec.VerdictHash, fresh.VerdictHash},
		{"verdict", rec.Verdict, fresh.Verdict},
	} {
		if !reflect.DeepEqual(d.have, d.want) {
			return nil, fmt.Errorf("%w: %s in the record is not the computed one (recompute the record with 'verijudge judge --record')", ErrNotReproduced, d.field)
		}
	}
	return b.Quote(ctx, ReportData(e.Digest(), fresh.TraceHash, fresh.VerdictHash))
}
