package verify

import (
	"context"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/judge"
)

// Names of the checks of an anchored record.
const (
	// CheckAnchor: the record's anchor reads, and its inclusion proof
	// leads from the pair's leaf (computed from the attestations) to its
	// root.
	CheckAnchor CheckName = "anchor"
	// CheckAnchorTimestamp: EAS timestamped the root, and neither
	// attestation claims a later time.
	CheckAnchorTimestamp CheckName = "anchor-timestamp"
)

// AnchorResult is where an anchored verdict sits: its batch's root, its
// leaf's index, the batch's size and when EAS timestamped the root.
type AnchorResult struct {
	Root        canon.Hash `json:"root"`
	Index       uint64     `json:"index"`
	Size        uint64     `json:"size"`
	Timestamped time.Time  `json:"timestamped,omitzero"`
}

// checkAnchored checks an anchored record: both offchain attestations
// (UID, canonical signature in the trust root's EAS domain, schema, the
// record's fields, one signer the trust root names at the root's
// timestamp, not expired, not revoked offchain by their signer), the
// inclusion proof, the root's timestamp, then the chain's own
// checkAnchoredVerdict and the registry's evaluator. It mirrors
// checkChain for on-chain attestations.
func (v *Verifier) checkAnchored(ctx context.Context, rec *judge.Record, now time.Time, res *Result) (*provenance, error) {
	a, err := attest.ParseAnchor(rec.Anchor)
	if err != nil {
		res.add(CheckAnchor, ErrAttestation, false, "%v", err)
		return nil, nil
	}
	dep := v.trust.Deployment()
	oc := &OnChain{ChainID: v.trust.ChainID, VerdictUID: canon.Hash(a.Verdict.UID), ProvenanceUID: canon.Hash(a.Provenance.UID), LevelName: LevelName(0),
		Anchor: &AnchorResult{Root: canon.Hash(a.Root), Index: a.Index, Size: a.Size}}
	res.OnChain = oc

	domain, err := v.offchainDomain(ctx)
	if err != nil {
		return nil, err
	}

	// The root's timestamp is the chain's word on when the batch existed:
	// the attester's window and the attestations' times are held to it.
	stamped, err := v.chain.Timestamp(ctx, a.Root)
	if err != nil {
		return nil, err
	}
	at := time.Unix(int64(stamped), 0).UTC()
	included := a.Included()
	res.add(CheckAnchor, ErrAttestation, included, "the inclusion proof %s from the pair's leaf, index %d of %d, to root %s",
		map[bool]string{true: "leads", false: "does NOT lead"}[included], a.Index, a.Size, a.Root)
	late := a.Verdict.Message.Time > stamped || a.Provenance.Message.Time > stamped
	switch {
	case stamped == 0:
		res.add(CheckAnchorTimestamp, ErrNotAttested, false, "EAS on chain %d has not timestamped root %s (yet: 'verijudge attest --anchor' on the batch's records timestamps it)", v.trust.ChainID, a.Root)
	case late:
		res.add(CheckAnchorTimestamp, ErrAttestation, false, "an attestation claims a time after the root's timestamp %s", at.Format(time.RFC3339))
	default:
		oc.Anchor.Timestamped, oc.AttestedAt = at, at
		res.add(CheckAnchorTimestamp, ErrAttestation, true, "EAS timestamped root %s at %s", a.Root, at.Format(time.RFC3339))
	}

	// The verdict attestation.
	vs, verr := v.checkOffchainVerdict(rec, &a.Verdict, domain, res)
	oc.Attester = vs
	at0, known := v.trust.attester(vs)
	okAt := verr == nil && known && stamped != 0 && at0.Window.Contains(at)
	switch {
	case verr != nil:
		res.add(CheckAttester, ErrUntrustedAttester, false, "no signer: the verdict attestation's signature does not verify")
	case stamped == 0:
		res.add(CheckAttester, ErrUntrustedAttester, false, "signer %s: no window to hold it to, the root was never timestamped", vs)
	default:
		res.add(CheckAttester, ErrUntrustedAttester, okAt, "signer %s %s (the root timestamped at %s)", vs,
			map[bool]string{true: "is the trust root's, in its window", false: "is NOT one of the trust root's attesters in its window"}[okAt], at.Format(time.RFC3339))
	}

	// The provenance attestation.
	ps, perr := attest.OffchainSigner(&a.Provenance)
	pd, pderr := attest.DecodeProvenanceData(a.Provenance.Message.Data)
	linked := a.Provenance.Message.RefUID == a.Verdict.UID
	okP := perr == nil && a.Provenance.Domain == domain && a.Provenance.Message.Schema == dep.ProvenanceSchema && pderr == nil && ps == vs &&
		linked && pd.VerdictHash == rec.VerdictHash && pd.TraceHash == rec.TraceHash && pd.EvaluatorDigest == rec.Evaluator.Digest
	res.add(CheckProvenanceAttestation, ErrAttestation, okP, "offchain attestation %s: trace hash %s, evaluator %s, linked %v, same signer %v (%s)",
		a.Provenance.UID, pd.TraceHash, pd.EvaluatorDigest, linked, ps == vs,
		offchainFindings(perr, a.Provenance.Domain == domain, v.trust.ChainID, a.Provenance.Message.Schema == dep.ProvenanceSchema,
			"data reads", pderr == nil, "names the record's hashes and evaluator",
			pd.VerdictHash == rec.VerdictHash && pd.TraceHash == rec.TraceHash && pd.EvaluatorDigest == rec.Evaluator.Digest))
	// Expiry at the verification time; revocation by the signer, with
	// EAS's revokeOffchain.
	for _, x := range []struct {
		what    string
		check   CheckName
		uid     attest.UID
		expires uint64
	}{{"verdict", CheckVerdictAttestation, a.Verdict.UID, a.Verdict.Message.ExpirationTime},
		{"provenance", CheckProvenanceAttestation, a.Provenance.UID, a.Provenance.Message.ExpirationTime}} {
		if x.expires != 0 && !now.Before(time.Unix(int64(x.expires), 0)) {
			res.add(x.check, ErrAttestation, false, "the %s attestation expired at %s", x.what, time.Unix(int64(x.expires), 0).UTC().Format(time.RFC3339))
		}
		if verr != nil {
			continue
		}
		when, err := v.chain.OffchainRevoked(ctx, vs, x.uid)
		if err != nil {
			return nil, err
		}
		if when != 0 {
			res.add(x.check, ErrRevoked, false, "%s attestation %s revoked offchain by %s at %s", x.what, x.uid, vs, time.Unix(int64(when), 0).UTC().Format(time.RFC3339))
		}
	}

	raw, reason, err := v.chain.CheckAnchoredVerdict(ctx, a)
	if err != nil {
		return nil, err
	}
	level := Level(raw)
	class := ErrAttestation
	if reason == 3 || reason == 8 { // VERDICT_REVOKED, PROVENANCE_REVOKED
		class = ErrRevoked
	}
	capped := ""
	if level >= LevelTEEVerified {
		// Level modules record pairs of on-chain attestations: a level 3
		// or 4 for an anchored pair is nothing this verifier checked.
		capped = fmt.Sprintf(" (the contract said %d %s: no level above TEE_CLAIMED counts for an anchored pair)", level, LevelName(level))
		level = LevelReproducible
		if !pd.TEEQuoteHash.IsZero() {
			level = LevelTEEClaimed
		}
	}
	oc.Level, oc.LevelName, oc.LevelReason = level, LevelName(level), chain.ReasonName(reason)
	res.add(CheckOnChainLevel, class, level >= LevelReproducible, "checkAnchoredVerdict: level %d %s, reason %s%s", level, oc.LevelName, oc.LevelReason, capped)
	allowed, err := v.chain.IsAllowed(ctx, chain.KindEvaluator, rec.Evaluator.Digest)
	if err != nil {
		return nil, err
	}
	res.add(CheckEvaluatorAllowed, ErrEvaluatorNotAllowed, allowed, "EvaluatorRegistry.isAllowed(%s) = %v", rec.Evaluator.Digest, allowed)
	if pderr != nil {
		return nil, nil
	}
	return &provenance{data: pd, at: at}, nil
}

// offchainDomain is the EIP-712 domain of the trust root's EAS, in which
// offchain attestations are signed.
func (v *Verifier) offchainDomain(ctx context.Context) (attest.OffchainDomain, error) {
	version, err := v.chain.EASVersion(ctx)
	if err != nil {
		return attest.OffchainDomain{}, err
	}
	return attest.OffchainDomain{Version: version, ChainID: v.trust.ChainID, EAS: v.trust.Deployment().EAS}, nil
}

// checkOffchainVerdict checks an offchain verdict attestation of rec (an
// anchored batch's, or a lone one): its UID and signature, the domain,
// the verdict schema, the data against the record and the recomputed
// hash (CheckVerdictAttestation). It returns the signer, and why there
// is none.
func (v *Verifier) checkOffchainVerdict(rec *judge.Record, att *attest.OffchainAttestation, domain attest.OffchainDomain, res *Result) (common.Address, error) {
	schema := v.trust.Deployment().VerdictSchema
	signer, serr := attest.OffchainSigner(att)
	d, derr := attest.DecodeVerdictData(att.Message.Data)
	want := VerdictData(&rec.Verdict, rec.VerdictHash)
	recomputed := res.Recomputed == nil || *res.Recomputed == d.VerdictHash
	ok := serr == nil && att.Domain == domain && att.Message.Schema == schema && derr == nil && d == want && recomputed
	res.add(CheckVerdictAttestation, ErrAttestation, ok, "offchain attestation %s of verdict hash %s (%s)", att.UID, d.VerdictHash,
		offchainFindings(serr, att.Domain == domain, v.trust.ChainID, att.Message.Schema == schema,
			"fields equal the record's", derr == nil && d == want, "equal to the recomputed hash", recomputed))
	return signer, serr
}

// offchainFindings says what holds of an offchain attestation, and why its
// signature does not verify when it does not.
func offchainFindings(sigErr error, domainOK bool, chainID uint64, schemaOK bool, what1 string, ok1 bool, what2 string, ok2 bool) string {
	sig := "signature ok"
	if sigErr != nil {
		sig = "signature does NOT verify: " + sigErr.Error()
	}
	yes := func(ok bool) string { return map[bool]string{true: "yes", false: "NO"}[ok] }
	return fmt.Sprintf("%s; domain is chain %d's EAS: %s; schema: %s; %s: %s; %s: %s", sig, chainID, yes(domainOK), yes(schemaOK), what1, yes(ok1), what2, yes(ok2))
}
