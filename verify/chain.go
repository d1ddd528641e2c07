package verify

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/zk"
)

// provenance is the provenance attestation as read from the chain.
type provenance struct {
	data attest.ProvenanceData
	at   time.Time
}

// CheckDeployment holds the chain to the trust root at now: each contract
// is in its window, has the trust root's code hash, and was created by
// its creation transaction with verijudge's creation input (read once per
// verifier; a failure is retried at the next call). Verify calls it; it
// is exported for `trust check`. ErrDeployment, or chain.ErrRPC.
func (v *Verifier) CheckDeployment(ctx context.Context, now time.Time) error {
	if v.chain == nil {
		return fmt.Errorf("%w: an offline verifier has no chain to check", ErrDeployment)
	}
	return v.checkDeployment(ctx, now)
}

func (v *Verifier) checkDeployment(ctx context.Context, now time.Time) error {
	for _, c := range v.trust.Contracts {
		if !c.Window.Contains(now) {
			return fmt.Errorf("%w: the trust root trusts %s %s %s, not at %s", ErrDeployment, c.Role, c.Address, c.Window, now.Format(time.RFC3339))
		}
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.deploymentOK {
		return nil
	}
	for _, c := range v.trust.Contracts {
		h, err := v.chain.CodeHash(ctx, c.Address)
		if errors.Is(err, chain.ErrNoCode) {
			return fmt.Errorf("%w: no contract at %s (%s)", ErrDeployment, c.Address, c.Role)
		}
		if err != nil {
			return err
		}
		if h != c.CodeHash {
			return fmt.Errorf("%w: the %s at %s has code hash %s, the trust root pins %s", ErrDeployment, c.Role, c.Address, h, c.CodeHash)
		}
	}
	f, err := withVerifier(v.trust.Modules, v.trust.ZKKeys)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrTrustRoot, err)
	}
	if err := checkCreations(ctx, v.chain, v.trust.Deployment(), f); err != nil {
		return err
	}
	v.deploymentOK = true
	return nil
}

// checkChain checks the record's attestations; it returns the provenance
// read (nil when none) and an error only when the verification cannot be
// made (the chain unreadable, or not the trust root's deployment).
func (v *Verifier) checkChain(ctx context.Context, rec *judge.Record, now time.Time, res *Result) (*provenance, error) {
	if err := v.checkDeployment(ctx, now); err != nil {
		return nil, err
	}
	res.add(CheckDeployment, ErrDeployment, true, "chain %d runs the trust root's %d contracts (code hashes and creation inputs equal)", v.trust.ChainID, len(v.trust.Contracts))
	if _, ok := v.trust.Contract(chain.RoleJudgeVerifier); !ok {
		return nil, fmt.Errorf("%w: trust root %q names no JudgeVerifier: verijudge is not deployed on chain %d (verify offline)",
			ErrDeployment, v.trust.Name, v.trust.ChainID)
	}
	a := rec.Attestations
	if len(rec.Anchor) > 0 {
		if a != nil {
			res.add(CheckAttested, ErrAttestation, false, "the record names both on-chain attestations and an anchor: a verdict is attested one way")
			return nil, nil
		}
		return v.checkAnchored(ctx, rec, now, res)
	}
	if a == nil || a.VerdictUID.IsZero() || a.ProvenanceUID.IsZero() {
		res.add(CheckAttested, ErrNotAttested, false, "the record names no verdict and provenance attestation")
		return nil, nil
	}
	if a.ChainID != v.trust.ChainID {
		res.add(CheckAttested, ErrNotAttested, false, "the record's attestations are on chain %d, the trust root's chain is %d", a.ChainID, v.trust.ChainID)
		return nil, nil
	}
	oc := &OnChain{ChainID: a.ChainID, VerdictUID: a.VerdictUID, ProvenanceUID: a.ProvenanceUID, LevelName: LevelName(0)}
	res.OnChain = oc
	dep := v.trust.Deployment()

	va, err := v.chain.Attestation(ctx, attest.UID(a.VerdictUID))
	switch {
	case errors.Is(err, chain.ErrNoAttestation):
		res.add(CheckVerdictAttestation, ErrAttestation, false, "no attestation %s on chain %d", a.VerdictUID, a.ChainID)
		return nil, nil
	case err != nil:
		return nil, err
	}
	oc.Attester, oc.AttestedAt = va.Attester, time.Unix(int64(va.Time), 0).UTC()
	d, derr := attest.DecodeVerdictData(va.Data)
	want := VerdictData(&rec.Verdict, rec.VerdictHash)
	recomputed := res.Recomputed == nil || *res.Recomputed == d.VerdictHash
	fieldsOK := derr == nil && d == want && va.Schema == [32]byte(dep.VerdictSchema) && recomputed
	res.add(CheckVerdictAttestation, ErrAttestation, fieldsOK, "attests verdict hash %s (schema ok %v, fields equal the record's %v, equal to the recomputed hash %v)",
		d.VerdictHash, va.Schema == [32]byte(dep.VerdictSchema), derr == nil && d == want, recomputed)
	if va.RevocationTime != 0 {
		res.add(CheckVerdictAttestation, ErrRevoked, false, "verdict attestation %s revoked at %s", a.VerdictUID,
			time.Unix(int64(va.RevocationTime), 0).UTC().Format(time.RFC3339))
	}
	at, ok := v.trust.attester(va.Attester)
	okAt := ok && at.Window.Contains(oc.AttestedAt)
	res.add(CheckAttester, ErrUntrustedAttester, okAt, "attester %s %s (attested at %s)", va.Attester,
		map[bool]string{true: "is the trust root's, in its window", false: "is NOT one of the trust root's attesters in its window"}[okAt],
		oc.AttestedAt.Format(time.RFC3339))

	pa, err := v.chain.Attestation(ctx, attest.UID(a.ProvenanceUID))
	var prov *provenance
	switch {
	case errors.Is(err, chain.ErrNoAttestation):
		res.add(CheckProvenanceAttestation, ErrAttestation, false, "no attestation %s on chain %d", a.ProvenanceUID, a.ChainID)
	case err != nil:
		return nil, err
	default:
		pd, derr := attest.DecodeProvenanceData(pa.Data)
		linked := pa.RefUID == [32]byte(a.VerdictUID)
		ok := derr == nil && pd.VerdictHash == rec.VerdictHash && pd.TraceHash == rec.TraceHash && pd.EvaluatorDigest == rec.Evaluator.Digest &&
			linked && pa.Schema == [32]byte(dep.ProvenanceSchema) && pa.Attester == va.Attester
		res.add(CheckProvenanceAttestation, ErrAttestation, ok, "trace hash %s, evaluator %s, linked %v, same attester %v", pd.TraceHash, pd.EvaluatorDigest, linked, pa.Attester == va.Attester)
		if pa.RevocationTime != 0 {
			res.add(CheckProvenanceAttestation, ErrRevoked, false, "provenance attestation %s revoked", a.ProvenanceUID)
		}
		if derr == nil {
			prov = &provenance{data: pd, at: time.Unix(int64(pa.Time), 0).UTC()}
		}
	}

	pre, perr := judge.VerdictPreimage(&rec.Verdict)
	if perr != nil {
		res.add(CheckOnChainLevel, ErrRecord, false, "the record's verdict has no preimage: %v", perr)
		return prov, nil
	}
	raw, reason, err := v.chain.CheckVerdictBound(ctx, attest.UID(a.VerdictUID), attest.UID(a.ProvenanceUID), pre)
	if err != nil {
		return nil, err
	}
	level := Level(raw)
	oc.Level, oc.LevelName, oc.LevelReason = level, LevelName(level), chain.ReasonName(reason)
	class := ErrAttestation
	if reason == 3 || reason == 8 { // VERDICT_REVOKED, PROVENANCE_REVOKED
		class = ErrRevoked
	}
	res.add(CheckOnChainLevel, class, level >= LevelReproducible, "checkVerdictBound: level %d %s, reason %s", level, oc.LevelName, oc.LevelReason)
	if level >= LevelTEEVerified {
		r, err := v.chain.RecordedLevel(ctx, a.VerdictUID, a.ProvenanceUID)
		if err != nil {
			return nil, err
		}
		recorded := Level(r.Level)
		role := map[Level]chain.Role{LevelTEEVerified: chain.RoleTdxQuoteVerifier, LevelZKProven: chain.RoleZkJudgeVerifier}[recorded]
		m, known := v.trust.Contract(role)
		trusted := known && recorded == level && m.Address == r.Module
		oc.Module, oc.Evidence = r.Module, r.Evidence
		res.add(CheckLevelModule, ErrUntrustedModule, trusted, "level %d recorded by %s, the trust root's %s is %s", r.Level, r.Module, role, m.Address)
		switch {
		case !trusted:
		case recorded == LevelZKProven:
			// The module's program must be one of the trust root's keys, and
			// the circuit must implement the record's evaluator (the module's
			// list is storage its code hash does not pin).
			k, okKey := v.trust.zkKeyAt(r.Evidence, now)
			implements := slices.Contains(zk.Evaluators(), rec.Evaluator.Digest)
			res.add(CheckLevelEvidence, ErrLevelEvidence, okKey && implements, "level 4 rests on program %s (%s the trust root's keys at %s) and evaluator %s (%s by the circuit)",
				r.Evidence, map[bool]string{true: "one of", false: "NOT one of"}[okKey], now.Format(time.RFC3339),
				rec.Evaluator.Digest, map[bool]string{true: "implemented", false: "NOT implemented"}[implements])
			trusted = okKey && implements
			res.TestOnly = res.TestOnly || (okKey && k.InsecureDevelopment)
		case recorded == LevelTEEVerified:
			intel, _ := tee.IntelSGXRoot().PublicKey.(*ecdsa.PublicKey)
			var x, y [32]byte
			intel.X.FillBytes(x[:])
			intel.Y.FillBytes(y[:])
			if v.trust.Modules.TdxRootKey != [2]common.Hash{x, y} {
				res.TestOnly = true // the module pins a TEST-ONLY root (dev chains only)
			}
		}
		if !trusted {
			oc.Level = LevelReproducible
			if prov != nil && !prov.data.TEEQuoteHash.IsZero() {
				oc.Level = LevelTEEClaimed
			}
			oc.LevelName = LevelName(oc.Level)
		}
	}
	allowed, err := v.chain.IsAllowed(ctx, chain.KindEvaluator, rec.Evaluator.Digest)
	if err != nil {
		return nil, err
	}
	res.add(CheckEvaluatorAllowed, ErrEvaluatorNotAllowed, allowed, "EvaluatorRegistry.isAllowed(%s) = %v", rec.Evaluator.Digest, allowed)
	return prov, nil
}
