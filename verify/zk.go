package verify

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"time"

	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/zk"
)

// checkZK checks the record's proof against the statement this record
// requires, under the trust root's key for the proof's program.
func (v *Verifier) checkZK(ctx context.Context, rec *judge.Record, now time.Time, res *Result) error {
	var proof zk.Proof
	dec := json.NewDecoder(bytes.NewReader(rec.ZK))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&proof); err != nil {
		res.add(CheckZKEvidence, ErrZK, false, "the record's zk field is not a proof: %v", err)
		return nil
	}
	key, ok := v.trust.zkKeyAt(proof.ProgramID, now)
	if !ok {
		res.add(CheckZKKey, ErrZKKeyUnknown, false, "program %s is not one of trust root %q's keys valid at %s", proof.ProgramID, v.trust.Name, now.Format(time.RFC3339))
		return nil
	}
	res.add(CheckZKKey, ErrZKKeyUnknown, true, "program %s (%s profile%s) is the trust root's, %s", key.ProgramID, key.Profile,
		map[bool]string{true: ", INSECURE development keys", false: ""}[key.InsecureDevelopment], key.Window)
	// The statement this record requires, not the one the proof claims.
	want := zk.Statement{TraceHash: rec.TraceHash, VerdictHash: rec.VerdictHash, Evaluator: rec.Evaluator.Digest, Status: rec.Verdict.Status}
	if res.Recomputed != nil {
		want.VerdictHash = *res.Recomputed
	}
	binding := new(big.Int)
	if a := rec.Attestations; a != nil && !a.ProvenanceUID.IsZero() {
		binding = zk.Binding(a.VerdictUID, a.ProvenanceUID)
	}
	var diffs []string
	if proof.Statement.TraceHash != want.TraceHash {
		diffs = append(diffs, "trace hash")
	}
	if proof.Statement.VerdictHash != want.VerdictHash {
		diffs = append(diffs, "verdict hash")
	}
	if proof.Statement.Evaluator != want.Evaluator {
		diffs = append(diffs, "evaluator")
	}
	if proof.Statement.Status != want.Status {
		diffs = append(diffs, "status")
	}
	if proof.Binding != binding.String() {
		diffs = append(diffs, "binding (attestation pair)")
	}
	res.add(CheckZKStatement, ErrZKStatement, len(diffs) == 0, "the proof's statement %s the record's%s", map[bool]string{true: "is", false: "is NOT"}[len(diffs) == 0],
		map[bool]string{true: "", false: fmt.Sprintf(" (differs in %v)", diffs)}[len(diffs) == 0])
	if len(diffs) > 0 {
		return nil
	}
	if err := key.verify(&proof, want, binding); err != nil {
		res.add(CheckZKProof, ErrZK, false, "%v", err)
		return nil
	}
	res.add(CheckZKProof, ErrZK, true, "Groth16 proof verifies for this record's statement under program %s", key.ProgramID)
	res.ZK = &ZKResult{ProgramID: key.ProgramID, Profile: key.Profile, Statement: want, Binding: binding.String(), InsecureKeys: key.InsecureDevelopment}
	res.TestOnly = res.TestOnly || key.InsecureDevelopment
	if v.chain != nil {
		ok, err := v.chain.IsAllowed(ctx, chain.KindZkProgram, key.ProgramID)
		if err != nil {
			return err
		}
		res.add(CheckZKProgram, ErrZKProgramNotAllowed, ok, "EvaluatorRegistry.isZkProgramAllowed(%s) = %v", key.ProgramID, ok)
		if !ok {
			return nil
		}
	}
	if !anyFailed(res) {
		res.OfflineLevel = LevelZKProven
	}
	return nil
}

// VerifyProof checks a proof on its own, without a record: under the trust
// root's key for its program (in its window at at), for the statement and
// binding the caller requires — never the ones the proof carries unless
// the caller passes them. A record's proof is checked by Verify against
// the record's statement; this is for a bare proof whose statement the
// caller gets elsewhere. Errors: ErrZKKeyUnknown, ErrZKStatement, ErrZK.
func (v *Verifier) VerifyProof(p *zk.Proof, want zk.Statement, binding *big.Int, at time.Time) (*ZKResult, error) {
	if p == nil || binding == nil {
		return nil, fmt.Errorf("%w: no proof or binding", ErrZK)
	}
	if at.IsZero() {
		return nil, ErrNoTime
	}
	key, ok := v.trust.zkKeyAt(p.ProgramID, at)
	if !ok {
		return nil, fmt.Errorf("%w: program %s is not one of trust root %q's keys valid at %s", ErrZKKeyUnknown, p.ProgramID, v.trust.Name, at.Format(time.RFC3339))
	}
	if p.Statement != want || p.Binding != binding.String() {
		return nil, fmt.Errorf("%w: the proof claims %+v bound to %s; required %+v bound to %s", ErrZKStatement, p.Statement, p.Binding, want, binding)
	}
	if err := key.verify(p, want, binding); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrZK, err)
	}
	return &ZKResult{ProgramID: key.ProgramID, Profile: key.Profile, Statement: want, Binding: binding.String(), InsecureKeys: key.InsecureDevelopment}, nil
}
