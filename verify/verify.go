package verify

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"reflect"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/bindings"
	"github.com/verijudge/verijudge/collect"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/zk"
)

// Chain is what a Verifier reads from the chain; *chain.Client has it.
type Chain interface {
	Deployment() chain.Deployment
	CodeHash(ctx context.Context, addr common.Address) (common.Hash, error)
	Attestation(ctx context.Context, uid attest.UID) (bindings.Attestation, error)
	CheckVerdictBound(ctx context.Context, verdict, provenance attest.UID, preimage []byte) (level, reason uint8, err error)
	RecordedLevel(ctx context.Context, verdict, provenance [32]byte) (chain.Recorded, error)
	IsAllowed(ctx context.Context, k chain.Kind, id [32]byte) (bool, error)
	IsTdxPlatformRevoked(ctx context.Context, platformID canon.Hash, fmspc [6]byte) (bool, error)
	MinTcb(ctx context.Context, m canon.Hash) (chain.TCB, error)
	Creation(ctx context.Context, tx common.Hash) (input []byte, created common.Address, err error)
	// Anchored batches.
	EASVersion(ctx context.Context) (string, error)
	Timestamp(ctx context.Context, data attest.UID) (uint64, error)
	OffchainRevoked(ctx context.Context, revoker common.Address, uid attest.UID) (uint64, error)
	CheckAnchoredVerdict(ctx context.Context, a *attest.Anchor) (level, reason uint8, err error)
}

// CollateralSource serves Intel's TDX collateral by its PCS URL (the shape
// of go-tdx-guest's trust.HTTPSGetter): response headers and body.
type CollateralSource interface {
	Get(url string) (map[string][]string, []byte, error)
}

// Verifier verifies records against one trust root. It is safe for
// concurrent use.
type Verifier struct {
	trust      *TrustRoot
	chain      Chain
	collateral CollateralSource
	evaluators map[canon.Hash]*judge.Evaluator
	source     EvaluatorSource
	crossCheck bool
	evidence   collect.Node
	repo       string

	optErr error

	mu           sync.Mutex
	deploymentOK bool
}

// Option configures a Verifier.
type Option func(*Verifier)

// WithChain verifies records' attestations on the chain (which must be the
// trust root's deployment). Without it a Verifier is offline.
func WithChain(c Chain) Option { return func(v *Verifier) { v.chain = c } }

// WithEvidenceSource holds a web3 record's evidence against the chain
// through node (collect.CheckWeb3Source, docs/collect.md): every
// transaction, receipt field, log, internal transfer and balance of the
// trace fetched again, and every transaction its senders made in its
// window. A difference fails CheckEvidenceSource (ErrEvidenceSource,
// MISMATCH) naming the transaction, the field and both values; a node that
// cannot serve the evidence (a private fork, another chain, no call
// tracer), or a record of another class, is ERROR
// (ErrEvidenceNotCheckable), never a MATCH.
func WithEvidenceSource(node collect.Node) Option { return func(v *Verifier) { v.evidence = node } }

// WithEvidenceRepo holds a code record's evidence against the git
// repository at dir (collect.CheckCodeSource, docs/collect.md): the
// trace's commit must be in it with the trace's tree, and every artifact
// digest is recomputed (from the commit's tree, or from the checkout's
// file for a build output). A difference fails CheckEvidenceSource
// (MISMATCH); a trace without a revision is ERROR
// (ErrEvidenceNotCheckable). With both sources set, each record is held
// against the one of its class; a record of a class neither source serves
// is ERROR.
func WithEvidenceRepo(dir string) Option { return func(v *Verifier) { v.repo = dir } }

// WithCollateral checks TDX quotes' TCB status, QE identity and CRLs with
// collateral from s.
func WithCollateral(s CollateralSource) Option { return func(v *Verifier) { v.collateral = s } }

// WithEvaluator makes an evaluator bundle available besides the embedded
// one (a record runs only the bundle whose digest it names).
func WithEvaluator(e *judge.Evaluator) Option {
	return func(v *Verifier) {
		if e == nil {
			v.optErr = errors.New("verify: WithEvaluator(nil)")
			return
		}
		v.evaluators[e.Digest()] = e
	}
}

// EvaluatorSource supplies evaluator bundles by digest beyond those given
// with WithEvaluator (nil: not available). A record server's published
// bundles, fetched and digest-checked, are one.
type EvaluatorSource interface {
	Evaluator(digest canon.Hash) *judge.Evaluator
}

// WithEvaluatorSource looks up bundles the verifier was not given in s.
func WithEvaluatorSource(s EvaluatorSource) Option { return func(v *Verifier) { v.source = s } }

// WithBundleHashes also has the bundle compute every hash in JS
// (judge.WithBundleHashes).
func WithBundleHashes() Option { return func(v *Verifier) { v.crossCheck = true } }

// New returns a verifier of trust. With a chain, the chain's deployment
// must be the trust root's (ErrDeployment).
func New(trust *TrustRoot, opts ...Option) (*Verifier, error) {
	if trust == nil {
		return nil, fmt.Errorf("%w: nil", ErrTrustRoot)
	}
	if err := trust.Validate(); err != nil {
		return nil, err
	}
	// The verifier's own copy: a change to the caller's after New is not
	// validated, so it must not count.
	v := &Verifier{trust: trust.clone(), evaluators: map[canon.Hash]*judge.Evaluator{judge.EmbeddedDigest(): judge.Embedded()}}
	for _, o := range opts {
		o(v)
	}
	if v.optErr != nil {
		return nil, v.optErr
	}
	if v.chain != nil && reflect.ValueOf(v.chain).Kind() == reflect.Pointer && reflect.ValueOf(v.chain).IsNil() {
		return nil, errors.New("verify: WithChain(nil)")
	}
	if v.chain != nil {
		if got, want := v.chain.Deployment(), trust.Deployment(); got != want {
			return nil, fmt.Errorf("%w: the chain client uses deployment %+v, the trust root names %+v", ErrDeployment, got, want)
		}
	}
	return v, nil
}

// TrustRoot returns a copy of the verifier's trust root.
func (v *Verifier) TrustRoot() *TrustRoot { return v.trust.clone() }

// Online reports whether the verifier reads a chain.
func (v *Verifier) Online() bool { return v.chain != nil }

// Verify checks rec completely under policy p and returns what it
// established. The error is nil exactly when the outcome is MATCH; it
// wraps the failure class of every failed check (errors.Is), and
// chain.ErrRPC when the chain could not be read.
//
// Checked, in order: the policy is complete (a time; an evaluator list;
// for TEE evidence a measurement list and, for TDX, collateral); the
// record's hashes and the verdict recomputed by its evaluator bundle; the
// evaluator against the policy; with a chain, the deployment against the
// trust root (code hashes, windows), the verdict and provenance
// attestations (fields, schemas, not revoked, one attester the trust root
// names), checkVerdictBound's level, the module that recorded a level 3 or
// 4, the registry's evaluator (for a record of an anchored batch: its
// offchain attestations, inclusion proof, the root's timestamp, offchain
// revocation and checkAnchoredVerdict instead, docs/anchor.md); the TEE evidence (quote under the trust
// root's roots at the policy time, binding, attributes, measurement,
// collateral, and online the platform, TCB and provenance); the ZK proof
// against the statement this record requires, under the trust root's key
// for its program; and the level against the policy's minimum.
func (v *Verifier) Verify(ctx context.Context, rec *judge.Record, p Policy) (*Result, error) {
	res := v.verify(ctx, rec, p)
	if res.Outcome == Match && res.Err() == nil {
		res.matched = newMatched(rec, res)
	}
	return res, res.Err()
}

func (v *Verifier) verify(ctx context.Context, rec *judge.Record, p Policy) *Result {
	return v.verifyWith(ctx, rec, p, nil)
}

// verifyWith is Verify, with an offchain attestation of the verdict when
// off is not nil (VerifyOffchain).
func (v *Verifier) verifyWith(ctx context.Context, rec *judge.Record, p Policy, offchain *attest.OffchainAttestation) *Result {
	res := &Result{MediaType: ResultMediaType, TrustRoot: v.trust.Name, Checks: []Check{}}
	noTrace := false
	defer func() { res.finish(noTrace) }()
	if rec == nil {
		return res.stop(fmt.Errorf("%w: nil record", ErrRecord))
	}
	res.TrialID, res.VerdictHash, res.Evaluator = rec.Verdict.TrialID, rec.VerdictHash, rec.Evaluator.Digest
	if !p.set {
		return res.stop(fmt.Errorf("%w: the zero Policy (use NewPolicy)", ErrPolicy))
	}
	now, ok := p.time()
	if !ok {
		return res.stop(ErrNoTime)
	}
	res.VerifiedAt = now
	if len(p.evaluators) == 0 && !p.anyEvaluator {
		return res.stop(ErrNoEvaluatorPolicy)
	}
	if len(rec.TEE) > 0 && len(p.measurements) == 0 && !p.anyMeasurement && !(p.registryMeasure && v.chain != nil) {
		return res.stop(ErrNoMeasurementPolicy)
	}

	// The record itself, recomputed.
	var jopts []judge.VerifyOption
	if v.crossCheck {
		jopts = append(jopts, judge.WithBundleHashes())
	}
	e := v.evaluators[rec.Evaluator.Digest]
	if e == nil && v.source != nil {
		e = v.source.Evaluator(rec.Evaluator.Digest)
	}
	off := judge.VerifyOffline(rec, e, jopts...)
	res.Recomputed, res.Status = off.Recomputed, off.Status
	if res.Status == "" {
		res.Status = rec.Verdict.Status
	}
	for _, c := range off.Checks {
		class := ErrNotReproduced
		switch c.Name {
		case CheckStoredVerdictHash, CheckStatusRule:
			class = ErrIntegrity
		case CheckEvaluator:
			class = ErrEvaluatorUnavailable
		}
		res.add(c.Name, class, c.OK, "%s", c.Detail)
	}
	switch off.Outcome {
	case judge.Error:
		if len(off.Checks) > 0 && off.Checks[len(off.Checks)-1].Name == CheckEvaluator && !off.Checks[len(off.Checks)-1].OK {
			return res.stop(fmt.Errorf("%w: %s", ErrEvaluatorUnavailable, off.Error))
		}
		return res.stop(fmt.Errorf("%w: %s", ErrRecord, off.Error))
	case judge.NoTrace:
		noTrace = true
	case judge.Match:
		res.OfflineLevel = LevelReproducible
	}
	switch {
	case p.anyEvaluator:
		res.add(CheckEvaluatorPolicy, ErrEvaluatorNotAllowed, true, "any evaluator accepted (AnyEvaluatorUnsafe)")
	default:
		ok := slices.Contains(p.evaluators, rec.Evaluator.Digest)
		res.add(CheckEvaluatorPolicy, ErrEvaluatorNotAllowed, ok, "evaluator %s %s the policy's %d", rec.Evaluator.Digest,
			map[bool]string{true: "is one of", false: "is NOT one of"}[ok], len(p.evaluators))
	}

	if off.Outcome == judge.Match {
		v.checkWitness(rec, p, now, res)
	}
	if v.evidence != nil || v.repo != "" {
		if err := v.checkEvidence(ctx, rec, off.Outcome, res); err != nil {
			return res.stop(err)
		}
	}

	var prov *provenance
	switch {
	case v.chain != nil && offchain != nil:
		if err := v.checkDeployment(ctx, now); err != nil {
			return res.stop(err)
		}
		res.add(CheckDeployment, ErrDeployment, true, "chain %d runs the trust root's %d contracts (code hashes and creation inputs equal)", v.trust.ChainID, len(v.trust.Contracts))
		if err := v.checkOffchain(ctx, rec, offchain, now, res); err != nil {
			return res.stop(err)
		}
	case v.chain != nil:
		var err error
		if prov, err = v.checkChain(ctx, rec, now, res); err != nil {
			return res.stop(err)
		}
	}
	if len(rec.TEE) > 0 && offchain == nil { // refused with an offchain attestation (checkOffchain)
		if err := v.checkTEE(ctx, rec, p, now, prov, res); err != nil {
			return res.stop(err)
		}
	}
	if len(rec.ZK) > 0 {
		if err := v.checkZK(ctx, rec, now, res); err != nil {
			return res.stop(err)
		}
	}

	res.Level = res.OfflineLevel
	where := "established offline"
	if oc := res.OnChain; oc != nil {
		res.Level, where = oc.Level, "on chain "+fmt.Sprint(oc.ChainID)
		if oc.Level == LevelZKProven && (res.ZK == nil || res.ZK.ProgramID != oc.Evidence) {
			// Count level 4 when the record's own proof verified here, for
			// the program the chain recorded: the chain's record alone is
			// storage, which a deployment's constructor could have seeded.
			res.Level = LevelReproducible
			if prov != nil && !prov.data.TEEQuoteHash.IsZero() {
				res.Level = LevelTEEClaimed
			}
			where += " (its ZK_PROVEN counts as " + LevelName(res.Level) + ": the record carries no proof that verified here for the recorded program)"
		}
		if oc.Level == LevelTEEVerified {
			// The chain checked the quote's signatures, not Intel's
			// collateral: level 3 counts when the record's evidence also
			// verified here under the full policy, for the measurement
			// the chain recorded.
			switch {
			// The TEE check's own level decides, not OfflineLevel, which a
			// verified ZK proof raises to 4 whatever the quote's check.
			case res.teeLevel < LevelTEEVerified || res.TEE == nil:
				res.Level = LevelTEEClaimed
				where += " (its TEE_VERIFIED counts as TEE_CLAIMED: the record's TEE evidence did not verify here under the full policy)"
			case res.TEE.Measurement != oc.Evidence:
				res.add(CheckLevelEvidence, ErrAttestation, false, "level 3 was recorded for measurement %s, the record's evidence is %s", oc.Evidence, res.TEE.Measurement)
			}
		}
	}
	if res.TestOnly {
		// Refused unless the caller said so, on dev chains too: a chain id
		// of 1337 is the deployment's claim, not proof of a dev chain.
		res.add(CheckTestOnly, ErrTestOnly, p.allowTestOnly, "evidence verified under TEST-ONLY roots or INSECURE development keys (chain %d)%s", v.trust.ChainID,
			map[bool]string{true: ": accepted (AllowTestOnlyUnsafe)", false: ""}[p.allowTestOnly])
	}
	if !noTrace || res.OnChain != nil {
		ok := res.Level >= p.minLevel
		res.add(CheckLevel, ErrBelowLevel, ok, "level %d %s %s, the policy requires at least %d %s", res.Level, LevelName(res.Level), where,
			p.minLevel, LevelName(p.minLevel))
	}
	return res
}

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

	var level, reason uint8
	pre, perr := judge.VerdictPreimage(&rec.Verdict)
	if perr != nil {
		res.add(CheckOnChainLevel, ErrRecord, false, "the record's verdict has no preimage: %v", perr)
		return prov, nil
	}
	if level, reason, err = v.chain.CheckVerdictBound(ctx, attest.UID(a.VerdictUID), attest.UID(a.ProvenanceUID), pre); err != nil {
		return nil, err
	}
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
		role := map[uint8]string{LevelTEEVerified: chain.RoleTdxQuoteVerifier, LevelZKProven: chain.RoleZkJudgeVerifier}[r.Level]
		m, known := v.trust.Contract(role)
		trusted := known && r.Level == level && m.Address == r.Module
		oc.Module, oc.Evidence = r.Module, r.Evidence
		res.add(CheckLevelModule, ErrUntrustedModule, trusted, "level %d recorded by %s, the trust root's %s is %s", r.Level, r.Module, role, m.Address)
		switch {
		case !trusted:
		case r.Level == LevelZKProven:
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
		case r.Level == LevelTEEVerified:
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

// checkTEE checks the record's TEE evidence (docs/tee.md).
func (v *Verifier) checkTEE(ctx context.Context, rec *judge.Record, p Policy, now time.Time, prov *provenance, res *Result) error {
	first := len(res.Checks) // the checks this evidence adds start here
	ev, err := tee.ParseEvidence(rec.TEE)
	if err != nil {
		res.add(CheckTEEEvidence, ErrTEE, false, "%v", err)
		return nil
	}
	var coll CollateralSource
	if ev.Kind == tee.KindTDX {
		switch {
		case v.collateral != nil:
			coll = v.collateral
		case !p.noCollateral:
			return ErrNoCollateral
		}
	}
	roots, testOnly := v.trust.rootsAt(ev.Kind, now)
	if len(roots) == 0 {
		res.add(CheckTEEQuote, ErrTEE, false, "trust root %q has no %s root valid at %s", v.trust.Name, ev.Kind, now.Format(time.RFC3339))
		return nil
	}
	// What every verifier checks of evidence (tee.CheckEvidence, as the
	// attester's check does), then this policy and the chain.
	eo := tee.EvidenceOptions{Roots: roots, Now: now, AllowSeptVE: p.allowSeptVE,
		RootsName: fmt.Sprintf("trust root %q%s", v.trust.Name, map[bool]string{true: " (TEST-ONLY)", false: ""}[testOnly])}
	if coll != nil {
		eo.Collateral = coll
	}
	tr, findings := tee.CheckEvidence(ev, eo, tee.ReportData(rec.Evaluator.Digest, rec.TraceHash, rec.VerdictHash))
	for _, f := range findings {
		class := ErrTEE
		if f.Name == tee.FindingBinding || f.Name == tee.FindingQuoteHash {
			class = ErrTEEOtherRecord
		}
		res.add(f.Name, class, f.OK, "%s", f.Detail)
	}
	if tr == nil {
		return nil
	}
	res.TEE = tr
	res.TestOnly = res.TestOnly || testOnly
	measured := false // the measurement was held to an allow-list
	if len(p.measurements) > 0 {
		ok := slices.Contains(p.measurements, tr.Measurement)
		res.add(CheckTEEMeasurement, ErrMeasurementNotAllowed, ok, "measurement %s on the policy's allow-list: %v", tr.Measurement, ok)
		measured = true
	}
	if v.chain != nil {
		ok, err := v.chain.IsAllowed(ctx, chain.KindTeeMeasurement, tr.Measurement)
		if err != nil {
			return err
		}
		res.add(CheckTEEMeasurement, ErrMeasurementNotAllowed, ok, "EvaluatorRegistry.isTeeMeasurementAllowed(%s) = %v", tr.Measurement, ok)
		measured = true
		if tr.TDX != nil && len(tr.TDX.FMSPC) == 6 {
			revoked, err := v.chain.IsTdxPlatformRevoked(ctx, tr.TDX.PlatformID, [6]byte(tr.TDX.FMSPC))
			if err != nil {
				return err
			}
			res.add(CheckTEEPlatform, ErrTEE, !revoked, "TDX platform %s (FMSPC %x) %s by the registry", tr.TDX.PlatformID, []byte(tr.TDX.FMSPC),
				map[bool]string{true: "REVOKED", false: "not revoked"}[revoked])
			min, err := v.chain.MinTcb(ctx, tr.Measurement)
			if err != nil {
				return err
			}
			okTcb := min.Admits(tr.TDX.TEETCBSVN, tr.TDX.QESVN)
			res.add(CheckTEETCB, ErrTEE, okTcb, "TEE_TCB_SVN %x and QE ISVSVN %d against the measurement's minimum %x / %d: %s", []byte(tr.TDX.TEETCBSVN), tr.TDX.QESVN,
				min.TeeTcbSvn, min.QESVN, map[bool]string{true: "at least", false: "BELOW"}[okTcb])
		}
		if prov == nil {
			res.add(CheckTEEProvenance, ErrAttestation, false, "no provenance attestation to compare the evidence with")
		} else {
			same := prov.data.TEEQuoteHash == ev.QuoteHash && prov.data.TEEMeasurement == tr.Measurement
			res.add(CheckTEEProvenance, ErrAttestation, same, "the provenance names quote %s and measurement %s; the evidence is quote %s, measurement %s",
				prov.data.TEEQuoteHash, prov.data.TEEMeasurement, ev.QuoteHash, tr.Measurement)
		}
	}
	if !measured {
		res.add(CheckTEEMeasurement, ErrMeasurementNotAllowed, true, "measurement %s NOT held to an allow-list (AnyMeasurementUnsafe)", tr.Measurement)
	}
	if slices.ContainsFunc(res.Checks[first:], func(c Check) bool { return !c.OK }) {
		return nil
	}
	level := LevelTEEVerified
	if !measured || (ev.Kind == tee.KindTDX && coll == nil) {
		level = LevelTEEClaimed
	}
	res.teeLevel = level
	if res.OfflineLevel >= LevelReproducible && level > res.OfflineLevel {
		res.OfflineLevel = level
	}
	return nil
}

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

func anyFailed(res *Result) bool {
	for _, c := range res.Checks {
		if !c.OK {
			return true
		}
	}
	return false
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
