package verify

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"sync"

	"github.com/ethereum/go-ethereum/common"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/bindings"
	"github.com/verijudge/verijudge/collect"
	"github.com/verijudge/verijudge/judge"
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
	// opts are the options New was given (With).
	opts []Option
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
	v := &Verifier{trust: trust.clone(), evaluators: map[canon.Hash]*judge.Evaluator{judge.EmbeddedDigest(): judge.Embedded()},
		opts: append([]Option(nil), opts...)}
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

// With returns a new verifier of the same trust root with v's options and
// then opts (v is unchanged): a caller that takes a verifier adds what
// only it has, such as an evaluator source.
func (v *Verifier) With(opts ...Option) (*Verifier, error) {
	return New(v.trust, append(append([]Option(nil), v.opts...), opts...)...)
}

// Evaluator is the evaluator the verifier holds for digest d (the
// embedded one, or one given with WithEvaluator), nil when it holds none;
// an EvaluatorSource is not asked.
func (v *Verifier) Evaluator(d canon.Hash) *judge.Evaluator { return v.evaluators[d] }

// CrossChecks reports whether the verifier has the bundle compute every
// hash too (WithBundleHashes).
func (v *Verifier) CrossChecks() bool { return v.crossCheck }

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
	if err := p.conflict(); err != nil {
		return res.stop(err)
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
	reproduced, noTrace, err := v.checkRecord(rec, res)
	if err != nil {
		return res.stop(err)
	}
	if reproduced {
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

	if reproduced {
		v.checkWitness(rec, p, now, res)
	}
	if (v.evidence != nil || v.repo != "") && reproduced {
		if err := v.checkEvidence(ctx, rec, res); err != nil {
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

func anyFailed(res *Result) bool {
	for _, c := range res.Checks {
		if !c.OK {
			return true
		}
	}
	return false
}
