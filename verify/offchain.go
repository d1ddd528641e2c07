package verify

import (
	"context"
	"fmt"
	"math"
	"time"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/judge"
)

// CheckOffchainTime: the offchain attestation's time is not later than
// the verification time, nor than an EAS timestamp of its UID.
const CheckOffchainTime CheckName = "offchain-time"

// OffchainResult is what an offchain attestation of the verdict says:
// its UID, the time its signer claims and, when EAS timestamped the UID,
// that timestamp.
type OffchainResult struct {
	UID         canon.Hash `json:"uid"`
	Time        time.Time  `json:"time"`
	Timestamped time.Time  `json:"timestamped,omitzero"`
}

// ErrOffchainOffline: an offchain attestation is checked online, where
// its revocation and the registry can be read.
var ErrOffchainOffline = fmt.Errorf("%w: an offchain attestation is checked online (its revocation by its signer is on the chain)", ErrNotAttested)

// VerifyOffchain verifies rec as Verify does, with att, an EAS offchain
// attestation of its verdict ('verijudge attest --offchain'), standing
// for on-chain attestations; rec must name none. Checked besides: att's
// UID and signature under the trust root's EAS domain, the verdict
// schema, its data against the record's verdict and the recomputed hash,
// its signer one of the trust root's attesters and allowed by the
// registry, its expiry, its revocation by its signer (EAS
// revokeOffchain), the registry's evaluator, and its time.
//
// The time is the signer's own word, so the signer's window must contain
// both that time and the verification time: an attester whose window
// closed (a retired or stolen key) could date a new signature inside its
// old window. An EAS timestamp of the UID does not lift that: the UID
// commits to the message, not to the signature, so anyone could have
// timestamped a message the key signed only later; it only refutes an
// attestation that claims a later time.
//
// A record with TEE evidence is refused (UNTRUSTED): an offchain verdict
// attestation names no provenance, so nothing attests the evidence. A
// MATCH is level 1 (REPRODUCIBLE): no level module reads an offchain
// attestation. It needs an online verifier (ErrOffchainOffline).
func (v *Verifier) VerifyOffchain(ctx context.Context, rec *judge.Record, att *attest.OffchainAttestation, p Policy) (*Result, error) {
	if v.chain == nil {
		res := &Result{MediaType: ResultMediaType, TrustRoot: v.trust.Name, Checks: []Check{}}
		if rec != nil {
			res.TrialID, res.VerdictHash, res.Evaluator = rec.Verdict.TrialID, rec.VerdictHash, rec.Evaluator.Digest
		}
		res = res.stop(ErrOffchainOffline)
		res.finish(false)
		return res, res.Err()
	}
	if att == nil {
		res := &Result{MediaType: ResultMediaType, TrustRoot: v.trust.Name, Checks: []Check{}}
		res = res.stop(fmt.Errorf("%w: no offchain attestation", ErrNotAttested))
		res.finish(false)
		return res, res.Err()
	}
	res := v.verifyWith(ctx, rec, p, att)
	if res.Outcome == Match && res.Err() == nil {
		res.matched = newMatched(rec, res)
	}
	return res, res.Err()
}

// checkOffchain checks att as the record's attestation (see
// VerifyOffchain); it returns an error only when the chain cannot be
// read.
func (v *Verifier) checkOffchain(ctx context.Context, rec *judge.Record, att *attest.OffchainAttestation, now time.Time, res *Result) error {
	if rec.Attestations != nil || len(rec.Anchor) > 0 {
		res.add(CheckAttested, ErrAttestation, false, "the record names its own attestations or an anchor, and an offchain attestation is given: a verdict is attested one way")
		return nil
	}
	if len(rec.TEE) > 0 {
		res.add(CheckAttested, ErrNotAttested, false, "the record carries TEE evidence, and an offchain verdict attestation names no provenance to attest it: attest such a record on chain or as an anchored batch")
		return nil
	}
	if att.Message.Time > math.MaxInt64 || att.Message.ExpirationTime > math.MaxInt64 {
		res.add(CheckVerdictAttestation, ErrAttestation, false, "the attestation's time or expiration is out of range")
		return nil
	}
	claimed := time.Unix(int64(att.Message.Time), 0).UTC()
	oc := &OnChain{ChainID: v.trust.ChainID, VerdictUID: canon.Hash(att.UID), LevelName: LevelName(0),
		Offchain: &OffchainResult{UID: canon.Hash(att.UID), Time: claimed}}
	res.OnChain = oc

	domain, err := v.offchainDomain(ctx)
	if err != nil {
		return err
	}
	signer, serr := v.checkOffchainVerdict(rec, att, domain, res)
	oc.Attester = signer
	if att.Message.ExpirationTime != 0 && !now.Before(time.Unix(int64(att.Message.ExpirationTime), 0)) {
		res.add(CheckVerdictAttestation, ErrAttestation, false, "the attestation expired at %s", time.Unix(int64(att.Message.ExpirationTime), 0).UTC().Format(time.RFC3339))
	}

	// Its time is its signer's word: it counts only while the signer is
	// trusted, and an EAS timestamp of the UID can only refute it.
	stamped, err := v.chain.Timestamp(ctx, att.UID)
	if err != nil {
		return err
	}
	oc.AttestedAt = claimed
	stampNote := "EAS has not timestamped its UID"
	if stamped != 0 {
		oc.Offchain.Timestamped = time.Unix(int64(stamped), 0).UTC()
		stampNote = "EAS timestamped its UID at " + oc.Offchain.Timestamped.Format(time.RFC3339)
	}
	switch {
	case stamped != 0 && att.Message.Time > stamped:
		res.add(CheckOffchainTime, ErrAttestation, false, "the attestation claims %s, after %s", claimed.Format(time.RFC3339), stampNote)
	case claimed.After(now):
		res.add(CheckOffchainTime, ErrAttestation, false, "the attestation claims %s, after the verification time %s", claimed.Format(time.RFC3339), now.Format(time.RFC3339))
	default:
		res.add(CheckOffchainTime, ErrAttestation, true, "it claims %s (%s): the signer's word, held to the signer's window then and now", claimed.Format(time.RFC3339), stampNote)
	}

	trusted, known := v.trust.attester(signer)
	okAt := serr == nil && known && trusted.Window.Contains(claimed) && trusted.Window.Contains(now)
	allowed := false
	if serr == nil {
		if allowed, err = v.chain.IsAllowed(ctx, chain.KindAttester, chain.AttesterID(signer)); err != nil {
			return err
		}
	}
	switch {
	case serr != nil:
		res.add(CheckAttester, ErrUntrustedAttester, false, "no signer: the attestation's signature does not verify")
	default:
		res.add(CheckAttester, ErrUntrustedAttester, okAt && allowed, "signer %s %s; EvaluatorRegistry allows it as attester: %v", signer,
			map[bool]string{true: "is the trust root's, in its window then and now", false: "is NOT one of the trust root's attesters in its window at the attestation's time and now"}[okAt], allowed)
	}
	// Revocation by a signer the trust root names (another signer's
	// attestation is refused as untrusted, whatever it revoked).
	if okAt {
		when, err := v.chain.OffchainRevoked(ctx, signer, att.UID)
		if err != nil {
			return err
		}
		if when != 0 {
			res.add(CheckVerdictAttestation, ErrRevoked, false, "attestation %s revoked offchain by %s at %s", att.UID, signer, time.Unix(int64(when), 0).UTC().Format(time.RFC3339))
		}
	}
	evAllowed, err := v.chain.IsAllowed(ctx, chain.KindEvaluator, rec.Evaluator.Digest)
	if err != nil {
		return err
	}
	res.add(CheckEvaluatorAllowed, ErrEvaluatorNotAllowed, evAllowed, "EvaluatorRegistry.isAllowed(%s) = %v", rec.Evaluator.Digest, evAllowed)
	if !anyFailed(res) {
		oc.Level, oc.LevelName = LevelReproducible, LevelName(LevelReproducible)
	}
	return nil
}
