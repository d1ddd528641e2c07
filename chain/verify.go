package chain

import (
	"context"
	"errors"
	"fmt"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/judge"
)

// levelNames are the trust levels of docs/levels.md.
var levelNames = [...]string{"NONE", "REPRODUCIBLE", "TEE_CLAIMED", "TEE_VERIFIED", "ZK_PROVEN"}

// reasonNames are JudgeVerifier's level-0 reasons, by code.
var reasonNames = [...]string{"OK", "VERDICT_NOT_FOUND", "VERDICT_WRONG_SCHEMA", "VERDICT_REVOKED", "VERDICT_EXPIRED",
	"VERDICT_WRONG_ATTESTER", "PROVENANCE_NOT_FOUND", "PROVENANCE_WRONG_SCHEMA", "PROVENANCE_REVOKED", "PROVENANCE_EXPIRED",
	"PROVENANCE_WRONG_ATTESTER", "PROVENANCE_NOT_LINKED", "VERDICT_HASH_MISMATCH", "EVALUATOR_NOT_ALLOWED", "MALFORMED_DATA",
	"ATTESTER_MISMATCH", "ATTESTATION_TOO_LARGE", "PREIMAGE_MISMATCH", "BAD_SIGNATURE", "ANCHOR_PROOF_INVALID",
	"ANCHOR_NOT_TIMESTAMPED", "ATTESTED_AFTER_ANCHOR"}

// OnlineResult is offline verification plus what the chain says.
//
// Deprecated: read records with package verify, which also holds the
// chain to a trust root, counts levels 3 and 4 only with their evidence,
// and checks TEE collateral and ZK proofs.
type OnlineResult struct {
	*judge.Verification
	Level       uint8  `json:"level"`
	LevelName   string `json:"levelName"`
	LevelReason string `json:"levelReason"`
	// Revoked: the verdict attestation has been revoked on the chain.
	Revoked bool `json:"revoked,omitempty"`
	// Err is the error behind an ERROR outcome raised while reading the
	// chain (errors.Is(Err, ErrRPC) for an unreachable endpoint).
	Err error `json:"-"`
}

// Verify re-verifies rec offline with e, then checks its attestations on the
// chain. It reports what this deployment's contracts say, without a trust
// root: it is the chain package's own check (its tests use it).
//
// Deprecated: verify records with package verify (verify.New with
// verify.WithChain), the one verifier every verijudge surface uses.
//
// In detail, it checks its attestations on the
// chain (for a record without its trace, the integrity checks of
// judge.VerifyOffline and then the same chain checks against the stored
// verdict; the outcome stays NO_TRACE unless some check fails): the verdict attestation carries the stored (and recomputed) verdict
// hash, ids, status and class; the provenance attestation references it and
// carries the trace hash and evaluator digest; checkVerdict gives a level of
// at least 1; the registry allows the evaluator. Any failure is a MISMATCH
// with the failing check named (or ERROR when the chain cannot be read) —
// never a MATCH.
func (c *Client) Verify(ctx context.Context, rec *judge.Record, e *judge.Evaluator, opts ...judge.VerifyOption) *OnlineResult {
	res := &OnlineResult{Verification: judge.VerifyOffline(rec, e, opts...)}
	v := res.Verification
	add := func(name string, ok bool, format string, args ...any) {
		v.Checks = append(v.Checks, judge.CheckResult{Name: name, OK: ok, Detail: fmt.Sprintf(format, args...)})
		if !ok && (v.Outcome == judge.Match || v.Outcome == judge.NoTrace) {
			v.Outcome = judge.Mismatch
		}
	}
	chainErr := func(err error) *OnlineResult {
		v.Outcome, v.Error, res.Err = judge.Error, err.Error(), err
		return res
	}
	if v.Outcome == judge.Error {
		return res
	}
	a := rec.Attestations
	if a == nil || a.VerdictUID.IsZero() {
		add("attested", false, "record names no attestation")
		return res
	}
	if a.ChainID != c.dep.ChainID {
		add("chain", false, "record's attestations are on chain %d, connected to %d", a.ChainID, c.dep.ChainID)
		return res
	}
	va, err := c.Attestation(ctx, attest.UID(a.VerdictUID))
	switch {
	case errors.Is(err, ErrNoAttestation):
		add("verdict-attestation", false, "no attestation %s on chain %d", a.VerdictUID, a.ChainID)
	case err != nil:
		return chainErr(err)
	default:
		d, derr := attest.DecodeVerdictData(va.Data)
		want := attest.NewVerdictData(&rec.Verdict, rec.VerdictHash)
		ok := derr == nil && d == want && va.Schema == c.dep.VerdictSchema && va.RevocationTime == 0
		res.Revoked = va.RevocationTime != 0
		if v.Recomputed != nil {
			recomputed := *v.Recomputed == d.VerdictHash
			add("verdict-attestation", ok && recomputed, "attested verdict hash %s (schema ok %v, revoked %v, fields equal %v, equals recomputed %v)",
				d.VerdictHash, va.Schema == c.dep.VerdictSchema, res.Revoked, d == want, recomputed)
		} else {
			add("verdict-attestation", ok, "attested verdict hash %s (schema ok %v, revoked %v, fields equal the stored verdict %v; no trace to recompute)",
				d.VerdictHash, va.Schema == c.dep.VerdictSchema, res.Revoked, d == want)
		}
	}
	pa, err := c.Attestation(ctx, attest.UID(a.ProvenanceUID))
	switch {
	case errors.Is(err, ErrNoAttestation):
		add("provenance-attestation", false, "no attestation %s on chain %d", a.ProvenanceUID, a.ChainID)
	case err != nil:
		return chainErr(err)
	default:
		d, derr := attest.DecodeProvenanceData(pa.Data)
		ok := derr == nil && d.VerdictHash == rec.VerdictHash && d.TraceHash == rec.TraceHash &&
			d.EvaluatorDigest == rec.Evaluator.Digest && pa.RefUID == [32]byte(a.VerdictUID) && pa.RevocationTime == 0
		add("provenance-attestation", ok, "trace hash %s, evaluator %s, linked %v, revoked %v",
			d.TraceHash, d.EvaluatorDigest, pa.RefUID == [32]byte(a.VerdictUID), pa.RevocationTime != 0)
	}
	// With the verdict's preimage, so that the chain also says the
	// attestation's clear fields are the verdict's (checkVerdictBound).
	var level, reason uint8
	fn := "checkVerdictBound"
	if pre, perr := judge.VerdictPreimage(&rec.Verdict); perr == nil {
		level, reason, err = c.CheckVerdictBound(ctx, attest.UID(a.VerdictUID), attest.UID(a.ProvenanceUID), pre)
	} else {
		fn = "checkVerdict"
		level, reason, err = c.CheckVerdict(ctx, attest.UID(a.VerdictUID), attest.UID(a.ProvenanceUID))
	}
	if err != nil {
		return chainErr(err)
	}
	res.Level, res.LevelName, res.LevelReason = level, LevelName(level), ReasonName(reason)
	add("level", level >= 1, "%s: level %d %s, reason %s", fn, level, res.LevelName, res.LevelReason)
	allowed, err := c.IsEvaluatorAllowed(ctx, rec.Evaluator.Digest)
	if err != nil {
		return chainErr(err)
	}
	add("evaluator-allowed", allowed, "EvaluatorRegistry.isAllowed(%s) = %v", rec.Evaluator.Digest, allowed)
	return res
}

// LevelName names a trust level ("UNKNOWN(n)" beyond the known ones).
func LevelName(level uint8) string { return name(levelNames[:], level) }

// ReasonName names a checkVerdict reason ("UNKNOWN(n)" beyond the known ones).
func ReasonName(reason uint8) string { return name(reasonNames[:], reason) }

func name(names []string, i uint8) string {
	if int(i) < len(names) {
		return names[i]
	}
	return fmt.Sprintf("UNKNOWN(%d)", i)
}
