package judge

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"unicode/utf8"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/internal/limits"
)

// RecordMediaType versions the verdict record format (docs/record.md).
const RecordMediaType = "application/vnd.verijudge.record.v1+json"

// Record is a verdict record (docs/record.md): everything a re-verifier needs to
// recompute a verdict and compare it with what was attested.
type Record struct {
	MediaType   string     `json:"mediaType"`
	Verdict     Verdict    `json:"verdict"`
	VerdictHash canon.Hash `json:"verdictHash"`
	TraceHash   canon.Hash `json:"traceHash"`
	SpecHash    canon.Hash `json:"specHash"`
	// Trace is the trace JSON as published (any key order or whitespace:
	// hashes are over its canonical form). Absent for historical verdicts.
	Trace     json.RawMessage `json:"trace,omitempty"`
	Evaluator EvaluatorRef    `json:"evaluator"`
	// Attestations names the on-chain attestations of this verdict, when
	// it has been attested. Offline verification does not read them.
	Attestations *Attestations `json:"attestations,omitempty"`
	// Anchor, when the verdict was attested in an anchored batch, holds
	// its two EAS offchain attestations and the inclusion proof of their
	// pair under a root EAS timestamped (package attest reads it; docs/anchor.md).
	// Offline verification does not read it.
	Anchor json.RawMessage `json:"anchor,omitempty"`
	// TEE and ZK evidence, when present, are kept verbatim; their checks
	// live in the tee and zk packages.
	TEE json.RawMessage `json:"tee,omitempty"`
	ZK  json.RawMessage `json:"zk,omitempty"`
}

// EvaluatorRef names the evaluator bundle that produced the verdict.
type EvaluatorRef struct {
	Digest  canon.Hash `json:"digest"`
	Version string     `json:"version"`
}

// Attestations are the EAS attestation UIDs of a verdict.
type Attestations struct {
	ChainID       uint64     `json:"chainId"`
	VerdictUID    canon.Hash `json:"verdictUid"`
	ProvenanceUID canon.Hash `json:"provenanceUid,omitempty"`
}

// ErrInvalidRecord reports a record file that cannot be read as a record.
var ErrInvalidRecord = errors.New("judge: invalid record")

// NewRecord judges trace with e and returns the complete record. The
// trace is canonicalized once: its hashes and the verdict come from the
// same canonical text.
func NewRecord(trace []byte, e *Evaluator) (*Record, error) {
	c, err := Canonicalize(trace)
	if err != nil {
		return nil, err
	}
	v, err := e.JudgeCanonical(c)
	if err != nil {
		return nil, err
	}
	vh, err := VerdictHash(&v)
	if err != nil {
		return nil, err
	}
	compact := new(bytes.Buffer)
	if err := json.Compact(compact, trace); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInvalidTrace, err)
	}
	return &Record{
		MediaType:   RecordMediaType,
		Verdict:     v,
		VerdictHash: vh,
		TraceHash:   c.TraceHash(),
		SpecHash:    c.SpecHash(),
		Trace:       compact.Bytes(),
		Evaluator:   EvaluatorRef{Digest: e.Digest(), Version: EvaluatorVersion},
	}, nil
}

// ParseRecord reads a record strictly: known fields only, the v1 media type,
// at most limits.MaxRecordBytes.
func ParseRecord(r io.Reader) (*Record, error) {
	b, err := io.ReadAll(io.LimitReader(r, limits.MaxRecordBytes+1))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInvalidRecord, err)
	}
	if len(b) > limits.MaxRecordBytes {
		return nil, fmt.Errorf("%w: larger than %d bytes", ErrInvalidRecord, limits.MaxRecordBytes)
	}
	// A record follows the trace rules throughout (no duplicate keys, no
	// invalid UTF-8 or lone surrogates, no number JavaScript would change),
	// as the bundle's own record reader does (the kit, the browser page):
	// every reader accepts the same records. The trace nests up to
	// MaxTraceDepth inside the record.
	canonical, err := canon.CanonicalizeStrict(b, limits.MaxTraceDepth+1)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalidRecord, err)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var rec Record
	if err := dec.Decode(&rec); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInvalidRecord, err)
	}
	// encoding/json matches field names case-insensitively: require that
	// re-encoding gives back exactly the document read, so no field can hide
	// behind another spelling ("Verdict" beside "verdict").
	again, err := json.Marshal(&rec)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInvalidRecord, err)
	}
	for _, f := range []string{"mediaType", "verdict", "verdictHash", "traceHash", "specHash", "evaluator"} {
		if _, ok := canon.Member(canonical, f); !ok {
			return nil, fmt.Errorf("%w: missing required field %q (docs/record.md)", ErrInvalidRecord, f)
		}
	}
	if c2, err := canon.Canonicalize(again); err != nil || !bytes.Equal(canonical, c2) {
		where := "a field"
		for _, f := range recordFields {
			a, _ := canon.Member(canonical, f)
			b, _ := canon.Member(c2, f)
			if !bytes.Equal(a, b) {
				where = fmt.Sprintf("field %q", f)
				break
			}
		}
		return nil, fmt.Errorf("%w: %s is not spelled exactly as documented, is missing a member, or is null or empty where it should be omitted", ErrInvalidRecord, where)
	}
	if rec.MediaType != RecordMediaType {
		return nil, fmt.Errorf("%w: mediaType %q, want %q", ErrInvalidRecord, rec.MediaType, RecordMediaType)
	}
	if len(rec.Trace) > 0 && string(rec.Trace) == "null" {
		rec.Trace = nil
	}
	return &rec, nil
}

// VerdictDiff lists where two verdicts differ, one entry per field
// ("status: stored SUCCESS, recomputed FAILURE"), at most 8 (then "…").
// It is empty when they are equal.
func VerdictDiff(stored, recomputed *Verdict) []string {
	var d []string
	field := func(name string, a, b any) {
		if !reflect.DeepEqual(a, b) {
			d = append(d, fmt.Sprintf("%s: stored %s, recomputed %s", name, quoteAny(a), quoteAny(b)))
		}
	}
	field("trialId", stored.TrialID, recomputed.TrialID)
	field("taskId", stored.TaskID, recomputed.TaskID)
	field("buildId", stored.BuildID, recomputed.BuildID)
	field("status", string(stored.Status), string(recomputed.Status))
	field("evidenceClass", stored.EvidenceClass, recomputed.EvidenceClass)
	if len(stored.Checks) != len(recomputed.Checks) {
		field("len(checks)", len(stored.Checks), len(recomputed.Checks))
	} else {
		for i := range stored.Checks {
			a, b := stored.Checks[i], recomputed.Checks[i]
			p := fmt.Sprintf("checks[%d]", i)
			field(p+".name", a.Name, b.Name)
			field(p+".pass", a.Pass, b.Pass)
			field(p+".expected", a.Expected, b.Expected)
			field(p+".actual", a.Actual, b.Actual)
		}
	}
	field("txHashes", stored.TxHashes, recomputed.TxHashes)
	if len(d) == 0 && !reflect.DeepEqual(*stored, *recomputed) {
		// Only null against an empty list is left.
		d = append(d, "checks or txHashes: null on one side, [] on the other")
	}
	if len(d) > 8 {
		d = append(d[:8], fmt.Sprintf("… %d more", len(d)-8))
	}
	return d
}

// quoteAny writes a value of a verdict field for VerdictDiff: strings
// quoted and cut at 80 bytes.
func quoteAny(v any) string {
	if s, ok := v.(string); ok {
		if len(s) > 80 {
			n := 80
			for n > 0 && !utf8.RuneStart(s[n]) {
				n--
			}
			s = s[:n] + "…"
		}
		return strconv.Quote(s)
	}
	return fmt.Sprint(v)
}

// recordFields are the record's members, as Record names them.
var recordFields = []string{"mediaType", "verdict", "verdictHash", "traceHash", "specHash", "trace", "evaluator", "attestations", "anchor", "tee", "zk"}

// ErrRecordTooLarge reports a record that would be larger than
// limits.MaxRecordBytes when written, so that no reader would accept it.
var ErrRecordTooLarge = errors.New("judge: record too large")

// MarshalIndent returns the record as written to files: indented, except
// the trace, which is written compactly (re-indenting a large trace could
// grow it by a quarter), and without HTML escapes, so a record of a trace
// within limits.MaxTraceBytes stays within limits.MaxRecordBytes and every
// reader accepts what this writes. A record that would exceed the cap is
// ErrRecordTooLarge, never a file no reader takes.
func (r *Record) MarshalIndent() ([]byte, error) {
	trace := r.Trace
	if len(trace) > 0 {
		compact := new(bytes.Buffer)
		if err := json.Compact(compact, trace); err != nil {
			return nil, fmt.Errorf("judge: record trace: %v", err)
		}
		trace = compact.Bytes()
	}
	rest := *r
	rest.Trace = nil
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(&rest); err != nil {
		return nil, err
	}
	b := buf.Bytes()
	if len(trace) > 0 {
		// The trace goes where encoding/json puts it, before "evaluator":
		// the only member of the record at indentation 1 with that name (no
		// string holds a raw newline).
		const at = "\n  \"evaluator\": "
		i := bytes.Index(b, []byte(at))
		if i < 0 {
			return nil, errors.New("judge: record layout: no evaluator member")
		}
		var out bytes.Buffer
		out.Grow(len(b) + len(trace) + 16)
		out.Write(b[:i])
		out.WriteString("\n  \"trace\": ")
		out.Write(trace)
		out.WriteByte(',')
		out.Write(b[i:])
		b = out.Bytes()
	}
	if len(b) > limits.MaxRecordBytes {
		return nil, fmt.Errorf("%w: %d bytes, limit %d (limits.MaxRecordBytes)", ErrRecordTooLarge, len(b), limits.MaxRecordBytes)
	}
	return b, nil
}

// ErrNoTrace: the record carries no trace, so nothing can be recomputed
// (its stored verdict can only be checked against its stored hash).
var ErrNoTrace = errors.New("judge: the record has no trace: the verdict cannot be recomputed")

// ErrEvaluatorUnavailable: the evaluator given is not the one the record
// names.
var ErrEvaluatorUnavailable = errors.New("judge: the record's evaluator is not available")

// Recomputation is a record's trace judged again: the hashes of its trace
// and spec, the verdict its evaluator gives and that verdict's hash, and
// (WithBundleHashes) the bundle's own JS hashes. It states no outcome:
// package verify compares it with the record, check by check.
type Recomputation struct {
	TraceHash   canon.Hash
	SpecHash    canon.Hash
	Verdict     Verdict
	VerdictHash canon.Hash
	// Bundle is the bundle's own hashes of the trace, spec and verdict
	// (WithBundleHashes), nil otherwise.
	Bundle *BundleHashes
}

// RecomputeOption adjusts a recomputation.
type RecomputeOption func(*recomputeConfig)

type recomputeConfig struct{ crossCheck bool }

// WithBundleHashes also has the bundle compute the trace, spec and verdict
// hashes itself (in JS), for comparison with Go's: an independent second
// implementation of every hash, at the cost of running SHA-256 in the JS
// interpreter: tens of milliseconds for a suite record, about 12 s per
// MiB of trace under goja (the budget allows it: docs/limits.md).
func WithBundleHashes() RecomputeOption { return func(c *recomputeConfig) { c.crossCheck = true } }

// Recompute judges rec's trace again with e, which must be the evaluator
// whose digest the record names (ErrEvaluatorUnavailable otherwise: never
// a verdict from another evaluator). A record without a trace is
// ErrNoTrace.
func Recompute(rec *Record, e *Evaluator, opts ...RecomputeOption) (*Recomputation, error) {
	var cfg recomputeConfig
	for _, o := range opts {
		o(&cfg)
	}
	if len(rec.Trace) == 0 {
		return nil, ErrNoTrace
	}
	if e == nil || e.Digest() != rec.Evaluator.Digest {
		have := "none"
		if e != nil {
			have = e.Digest().String()
		}
		return nil, fmt.Errorf("%w: the record names evaluator %s, available %s: pass its bundle file", ErrEvaluatorUnavailable, rec.Evaluator.Digest, have)
	}
	// One canonicalization gives both hashes and the text the evaluator
	// judges.
	c, err := Canonicalize(rec.Trace)
	if err != nil {
		return nil, err
	}
	out := &Recomputation{TraceHash: c.TraceHash(), SpecHash: c.SpecHash()}
	var bh BundleHashes
	if cfg.crossCheck {
		// The bundle reads and hashes the trace as published, itself.
		bh, err = e.Hashes(rec.Trace)
		out.Bundle = &bh
	} else {
		bh.Verdict, err = e.JudgeCanonical(c)
	}
	if err != nil {
		return nil, err
	}
	if out.VerdictHash, err = VerdictHash(&bh.Verdict); err != nil {
		return nil, err
	}
	out.Verdict = bh.Verdict
	return out, nil
}
