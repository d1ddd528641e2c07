package verify

import (
	"errors"
	"fmt"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
)

// ErrNotMatched: a Result that Verify did not mint as a MATCH vouches for
// nothing.
var ErrNotMatched = errors.New("verify: the result is not a MATCH minted by Verify")

// Matched is what a MATCH vouches for, and the only thing a signer takes
// (package attester): the record's hashes and, when it carries TEE
// evidence that verified under the policy, that evidence's quote hash and
// measurement. Only Verifier.Verify mints one (Result.Matched), so a
// signer cannot be handed a Result built by hand, as note keeps verified
// signatures apart from unverified ones.
type Matched struct {
	trialID                   string
	evaluator, trace, verdict canon.Hash
	quoteHash, measurement    canon.Hash
	level                     Level
	verdictData               attest.VerdictData
}

func newMatched(rec *judge.Record, res *Result) *Matched {
	m := &Matched{trialID: rec.Verdict.TrialID, evaluator: rec.Evaluator.Digest, trace: rec.TraceHash, verdict: rec.VerdictHash, level: res.Level,
		verdictData: VerdictData(&rec.Verdict, rec.VerdictHash)}
	if res.TEE != nil {
		m.quoteHash, m.measurement = res.TEE.QuoteHash, res.TEE.Measurement
	}
	return m
}

// Matched returns what r vouches for. It is an error unless r is the
// result of Verifier.Verify with the outcome MATCH.
func (r *Result) Matched() (*Matched, error) {
	if r == nil || r.matched == nil {
		outcome := Outcome("none")
		if r != nil {
			outcome = r.Outcome
		}
		return nil, fmt.Errorf("%w (outcome %s)", ErrNotMatched, outcome)
	}
	return r.matched, nil
}

// TrialID, Evaluator, TraceHash and VerdictHash are the record's.
func (m *Matched) TrialID() string         { return m.trialID }
func (m *Matched) Evaluator() canon.Hash   { return m.evaluator }
func (m *Matched) TraceHash() canon.Hash   { return m.trace }
func (m *Matched) VerdictHash() canon.Hash { return m.verdict }

// QuoteHash and Measurement are those of the record's TEE evidence, which
// verified under the policy (zero without evidence).
func (m *Matched) QuoteHash() canon.Hash   { return m.quoteHash }
func (m *Matched) Measurement() canon.Hash { return m.measurement }

// VerdictData and ProvenanceData are what the record's attestations
// carry, from the verified verdict, its hash (the recomputed one) and the
// verified evidence: what a signer signs.
func (m *Matched) VerdictData() attest.VerdictData { return m.verdictData }
func (m *Matched) ProvenanceData() attest.ProvenanceData {
	return attest.ProvenanceData{VerdictHash: m.verdict, TraceHash: m.trace, EvaluatorDigest: m.evaluator,
		TEEQuoteHash: m.quoteHash, TEEMeasurement: m.measurement}
}

// VerdictData is the data of v's verdict attestation, verdictHash being
// v's hash: what package attester signs and what verify holds a verdict
// attestation to.
func VerdictData(v *judge.Verdict, verdictHash canon.Hash) attest.VerdictData {
	return attest.VerdictData{VerdictHash: verdictHash, TrialID: v.TrialID, TaskID: v.TaskID, BuildID: v.BuildID,
		Status: string(v.Status), EvidenceClass: v.EvidenceClass}
}

// Level is the level the record reached here.
func (m *Matched) Level() Level { return m.level }

// Is reports whether m vouches for rec: the same evaluator, trace and
// verdict hashes (a signer checks the record it signs is the one
// verified).
func (m *Matched) Is(rec *judge.Record) bool {
	return rec != nil && rec.Evaluator.Digest == m.evaluator && rec.TraceHash == m.trace && rec.VerdictHash == m.verdict &&
		rec.Verdict.TrialID == m.trialID
}
