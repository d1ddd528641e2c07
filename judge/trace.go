package judge

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/verijudge/verijudge/canon"
)

// TraceSchema is the version of the trace format this evaluator reads
// (docs/trace.md, docs/trace.schema.json).
const TraceSchema = "verijudge.trace/v1"

// Evidence classes known to the embedded evaluator.
const (
	ClassWeb3   = "web3"
	ClassCode   = "code"
	ClassReview = "review"
	// ClassTranscript is a witnessed audit session (package witness).
	ClassTranscript = "transcript"
)

// Trace is the typed form of a trace, for programs that build traces. The
// judge itself reads trace JSON bytes: Evidence and check parameters are
// class-specific, so they are raw JSON here.
type Trace struct {
	Schema   string          `json:"schema"`
	TrialID  string          `json:"trialId"`
	TaskID   string          `json:"taskId"`
	BuildID  string          `json:"buildId"`
	Spec     Spec            `json:"spec"`
	Evidence json.RawMessage `json:"evidence"`
}

// Spec is the task specification: which evidence class it reads and the
// checks, in order.
type Spec struct {
	EvidenceClass string      `json:"evidenceClass"`
	Title         string      `json:"title,omitempty"`
	Description   string      `json:"description,omitempty"`
	Checks        []CheckSpec `json:"checks"`
}

// CheckSpec is one check: a unique name, a kind known to the evidence class,
// whether it is required, and the kind's parameters.
type CheckSpec struct {
	Name     string
	Kind     string
	Required bool
	Params   map[string]any
}

// MarshalJSON flattens the parameters next to name, kind and required.
func (c CheckSpec) MarshalJSON() ([]byte, error) {
	m := make(map[string]any, len(c.Params)+3)
	for k, v := range c.Params {
		m[k] = v
	}
	m["name"] = c.Name
	m["kind"] = c.Kind
	if c.Required {
		m["required"] = true
	}
	return json.Marshal(m)
}

// JSON returns the canonical JSON of the trace (the trace-hash preimage).
func (t *Trace) JSON() ([]byte, error) { return canon.Marshal(t) }

// ErrInvalidTrace reports input that is not a valid trace: malformed or
// non-canonicalizable JSON (the error also wraps the canon sentinel), a wrong
// schema version, an unknown evidence class or check kind, bad check
// parameters or malformed evidence. An invalid trace is an error, never a
// verdict.
var ErrInvalidTrace = errors.New("judge: invalid trace")

// TraceHash is sha256(canonicalJSON(trace)) (docs/trace.md).
func TraceHash(trace []byte) (canon.Hash, error) {
	h, err := canon.TraceHash(trace)
	if err != nil {
		return h, fmt.Errorf("%w: %w", ErrInvalidTrace, err)
	}
	return h, nil
}

// SpecHash is sha256(canonicalJSON(trace.spec)): it lets a re-verifier check
// the task spec against the trial's published spec.
func SpecHash(trace []byte) (canon.Hash, error) {
	c, err := Canonicalize(trace)
	if err != nil {
		return canon.Hash{}, err
	}
	return c.SpecHash(), nil
}
