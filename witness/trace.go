package witness

import (
	"encoding/json"
	"fmt"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
)

// EvidenceClass is the trace evidence class of a witnessed session.
const EvidenceClass = judge.ClassTranscript

// TraceOptions shapes the spec Trace writes.
type TraceOptions struct {
	// Expect lists the answers the verifier requires, by question number
	// (1-based): each becomes a required answer_is check.
	Expect map[int]Answer
	// MaxLeakageBits bounds the ticket's leakage (question budget × 2
	// bits); default 80 (40 questions).
	MaxLeakageBits int
	// Public leaves the forensic locker out of the trace: only the public
	// session is judged (no chain, map or per-step checks).
	Public bool
	// AuditorMeasurement, when set, pins the auditor's TD: auditor_bound
	// then also requires the quote's measurement (sha256 of MRTD and
	// RTMR0-3) to be this one.
	AuditorMeasurement canon.Hash
	// StepSignatures adds the forensic signatures check (every question,
	// acknowledgement and step signature, two per step): the slowest
	// check, since the bundle verifies Ed25519 in JavaScript.
	StepSignatures bool
}

// Evidence is the trace evidence of a session: the session without its
// media type (and without the locker when public).
func Evidence(s *Session, public bool) map[string]any {
	ev := map[string]any{"ticket": s.Ticket, "auditor": s.Auditor, "questions": s.Questions}
	if s.Final != nil {
		ev["final"] = s.Final
	}
	if s.Abort != nil {
		ev["abort"] = s.Abort
	}
	if s.Locker != nil && !public {
		ev["locker"] = s.Locker
	}
	return ev
}

type check map[string]any

// Checks returns the spec's checks for s: what binds the session, the
// budgets and answers, and (with the locker) the chain and the map.
func Checks(s *Session, o TraceOptions) []check {
	if o.MaxLeakageBits == 0 {
		o.MaxLeakageBits = 80
	}
	req := func(name, kind string, extra check) check {
		c := check{"name": name, "kind": kind, "required": true}
		for k, v := range extra {
			c[k] = v
		}
		return c
	}
	cs := []check{
		req("ticket", "ticket_valid", nil),
		req("signatures", "signatures_valid", check{"profile": "public"}),
		req("complete", "session_complete", nil),
		req("question-budget", "question_budget", nil),
		req("tool-budget", "tool_budget", nil),
		req("answers", "answers_allowed", nil),
		req("leakage", "leakage_bits", check{"max": o.MaxLeakageBits}),
	}
	if len(s.Auditor.Quote) > 0 {
		var m check
		if !o.AuditorMeasurement.IsZero() {
			m = check{"measurement": o.AuditorMeasurement}
		}
		cs = append(cs, req("auditor-bound", "auditor_bound", m))
	}
	if s.Locker != nil && !o.Public {
		cs = append(cs, req("chain", "chain_valid", nil), req("files", "files_match_corpus", nil))
		if o.StepSignatures {
			cs = append(cs, req("forensic-signatures", "signatures_valid", check{"profile": "forensic"}))
		}
	}
	for n := 1; n <= len(s.Questions); n++ {
		if a, ok := o.Expect[n]; ok {
			cs = append(cs, req(fmt.Sprintf("answer-%d", n), "answer_is", check{"question": n, "answer": a, "text": s.Questions[n-1].Question}))
		}
	}
	return cs
}

// Trace turns a session into a trace of the transcript class: trial id
// from the ticket hash, build id from the corpus hash.
func Trace(s *Session, o TraceOptions) ([]byte, error) {
	for n, a := range o.Expect {
		if n < 1 || n > len(s.Questions) {
			return nil, fmt.Errorf("%w: expected answer for question %d, the session has %d", ErrProtocol, n, len(s.Questions))
		}
		if !a.Valid() {
			return nil, fmt.Errorf("%w: expected answer %q", ErrAnswer, a)
		}
	}
	th := s.Ticket.Hash()
	t := map[string]any{
		"schema":  "verijudge.trace/v1",
		"trialId": "witness-" + th.String()[2:18],
		"taskId":  "witness-session",
		"buildId": "corpus-" + s.Ticket.CorpusHash.String()[2:18],
		"spec": map[string]any{
			"evidenceClass": EvidenceClass,
			"title":         "Witnessed audit session",
			"description":   fmt.Sprintf("%d questions asked of an auditor (%s) over a corpus of hash %s", len(s.Questions), s.Auditor.Backend, s.Ticket.CorpusHash),
			"checks":        Checks(s, o),
		},
		"evidence": Evidence(s, o.Public),
	}
	b, err := json.Marshal(t)
	if err != nil {
		return nil, err
	}
	return canon.CanonicalizeTrace(b)
}
