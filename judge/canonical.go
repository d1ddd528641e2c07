package judge

import (
	"fmt"

	"github.com/verijudge/verijudge/canon"
)

// CanonicalTrace is a trace canonicalized once, with the hashes that are
// computed from its canonical form. Judging, recording and re-verifying
// a trace each need all three; computing them from one canonical pass
// (instead of one pass per hash and one more to judge) is what makes a
// large trace cost one canonicalization. Only Canonicalize makes one, so
// its hashes are always those of its text.
type CanonicalTrace struct {
	raw       []byte // the trace as given
	text      []byte
	traceHash canon.Hash
	specHash  canon.Hash
}

// Bytes returns the canonical JSON of the trace (the trace-hash preimage);
// the caller must not modify it.
func (c *CanonicalTrace) Bytes() []byte { return c.text }

// TraceHash is sha256 of the canonical text (docs/trace.md).
func (c *CanonicalTrace) TraceHash() canon.Hash { return c.traceHash }

// SpecHash is sha256 of the canonical text of the trace's spec.
func (c *CanonicalTrace) SpecHash() canon.Hash { return c.specHash }

// Canonicalize canonicalizes trace with the trace profile and computes its
// trace and spec hashes. An input that is not canonicalizable, or whose
// spec is not an object, is an error wrapping ErrInvalidTrace (and the
// canon sentinel).
func Canonicalize(trace []byte) (*CanonicalTrace, error) {
	c, err := canon.CanonicalizeTrace(trace)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalidTrace, err)
	}
	spec, ok := canon.Member(c, "spec")
	if !ok || len(spec) == 0 || spec[0] != '{' {
		return nil, fmt.Errorf("%w: trace.spec must be an object", ErrInvalidTrace)
	}
	// Sub-values of canonical JSON are canonical: no second pass needed.
	return &CanonicalTrace{raw: trace, text: c, traceHash: canon.Sum(c), specHash: canon.Sum(spec)}, nil
}
