// Package attester is the one way verijudge signs a verdict: on chain
// (AttestRecords), as an anchored batch (AnchorRecords) or offchain
// (SignOffchain). Before anything is signed, each record goes through
// package verify's Verifier.Verify under the attester's policy, the same
// check every reader runs, and only a MATCH is signed, through the
// verify.Matched value only Verify mints.
//
// Guarantees: a record verify refuses under the attester's policy is never
// signed (one table of cases in the tests runs every record through both
// and requires the same decisions); the provenance names a TEE quote and
// measurement only from evidence that verified under that policy, with a
// measurement the registry allows; the record signed is the one verified
// (its hashes are compared).
//
// Non-guarantees: the attester verifies offline (the record is not on
// chain yet): the chain's own reading of the attestation (the level
// recorded, the attester's window) is for readers to check afterwards
// with verify online. The policy is the caller's: an Unsafe option in it
// weakens what is signed exactly as it weakens what verify accepts.
package attester

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/internal/vouch"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/verify"
)

// ErrRefused: verify does not accept the record under the attester's
// policy, so it is not signed. The error also wraps verify's failure
// classes (errors.Is).
var ErrRefused = errors.New("attester: the record is not signed")

// Registry is what the attester reads from the EvaluatorRegistry, as an
// online verify does: which TEE measurements it allows, which TDX
// platforms it revoked, and each measurement's minimum TCB (a
// *chain.Client is one).
type Registry interface {
	IsTeeMeasurementAllowed(ctx context.Context, m canon.Hash) (bool, error)
	IsTdxPlatformRevoked(ctx context.Context, platformID canon.Hash, fmspc [6]byte) (bool, error)
	MinTcb(ctx context.Context, m canon.Hash) (chain.TCB, error)
}

// Attester checks records with package verify before any signature.
type Attester struct {
	v   *verify.Verifier
	p   verify.Policy
	reg Registry
}

// New returns an attester that signs what v accepts under p. v must be
// offline (the records are not attested yet); p must not say which TEE
// measurements are allowed: the registry does (reg; with no reg, a record
// with TEE evidence is refused).
func New(v *verify.Verifier, p verify.Policy, reg Registry) (*Attester, error) {
	switch {
	case v == nil:
		return nil, errors.New("attester: no verifier")
	case v.Online():
		return nil, errors.New("attester: the verifier must be offline: the records it checks are not attested yet")
	case p.IsZero():
		return nil, errors.New("attester: the zero policy (use verify.NewPolicy)")
	}
	s := p.Summary()
	if len(s.Measurements) > 0 || s.AnyMeasurementUnsafe || s.MeasurementsFromRegistry {
		return nil, errors.New("attester: the policy names TEE measurements: the attester takes them from the registry")
	}
	return &Attester{v: v, p: p, reg: reg}, nil
}

// NewOffline is the attester verijudge's signing commands use: an
// offline verifier under the production TEE roots plus roots, with vopts;
// a policy of the embedded evaluator and no minimum level, then popts
// (which must give the time); the registry reg.
func NewOffline(reg Registry, roots []verify.Root, vopts []verify.Option, popts ...verify.PolicyOption) (*Attester, error) {
	trust, err := verify.Sepolia()
	if err != nil {
		return nil, err
	}
	trust.Roots = append(trust.Roots, roots...)
	v, err := verify.New(trust, vopts...)
	if err != nil {
		return nil, err
	}
	base := []verify.PolicyOption{verify.WithEvaluators(judge.EmbeddedDigest()), verify.RequireLevel(verify.LevelNone)}
	return New(v, verify.NewPolicy(append(base, popts...)...), reg)
}

// Check verifies rec under the attester's policy and returns what it
// vouches for: an error wrapping ErrRefused unless verify's outcome is
// MATCH. A record with TEE evidence is verified with the evidence's
// measurement allowed only when the registry allows it.
func (a *Attester) Check(ctx context.Context, rec *judge.Record) (*verify.Matched, *verify.Result, error) {
	if rec == nil {
		return nil, nil, fmt.Errorf("%w: no record", ErrRefused)
	}
	p := a.p
	// The measurement the evidence claims is allowed exactly when the
	// registry allows it; otherwise the policy allows none (a sentinel no
	// quote measures), and verify names every other failure beside it.
	var refusedByRegistry *canon.Hash
	if len(rec.TEE) > 0 {
		allowed := canon.Hash{}
		if _, m, err := claimedEvidence(rec); err == nil {
			if a.reg == nil {
				return nil, nil, fmt.Errorf("%w: record %s carries TEE evidence, and no registry says which measurements are allowed", ErrRefused, rec.Verdict.TrialID)
			}
			ok, err := a.reg.IsTeeMeasurementAllowed(ctx, m)
			if err != nil {
				return nil, nil, err
			}
			if ok {
				allowed = m
			} else {
				refusedByRegistry = &m
			}
		}
		p = p.With(verify.WithMeasurements(allowed))
	}
	res, err := a.v.Verify(ctx, rec, p)
	if err != nil {
		why := ""
		if refusedByRegistry != nil {
			why = fmt.Sprintf(" (measurement %s is not allowed by the registry: allow it with 'verijudge registry allow measurement', or attest the record without its evidence)", *refusedByRegistry)
		}
		return nil, res, fmt.Errorf("%w: record %s is %s: %w%s", ErrRefused, rec.Verdict.TrialID, res.Outcome, err, why)
	}
	matched, err := res.Matched()
	if err != nil {
		return nil, res, fmt.Errorf("%w: %w", ErrRefused, err)
	}
	// What an online verify also holds TDX evidence to: the platform not
	// revoked, the TCB at least the measurement's minimum.
	if t := res.TEE; t != nil && t.TDX != nil && len(t.TDX.FMSPC) == 6 {
		if a.reg == nil {
			return nil, res, fmt.Errorf("%w: record %s carries TDX evidence, and no registry says whether its platform is revoked", ErrRefused, rec.Verdict.TrialID)
		}
		revoked, err := a.reg.IsTdxPlatformRevoked(ctx, t.TDX.PlatformID, [6]byte(t.TDX.FMSPC))
		if err != nil {
			return nil, res, err
		}
		if revoked {
			return nil, res, fmt.Errorf("%w: record %s: %w: TDX platform %s (FMSPC %x) is revoked by the registry", ErrRefused, rec.Verdict.TrialID, verify.ErrTEE, t.TDX.PlatformID, []byte(t.TDX.FMSPC))
		}
		min, err := a.reg.MinTcb(ctx, t.Measurement)
		if err != nil {
			return nil, res, err
		}
		if !min.Admits(t.TDX.TEETCBSVN, t.TDX.QESVN) {
			return nil, res, fmt.Errorf("%w: record %s: %w: TEE_TCB_SVN %x and QE ISVSVN %d are below the measurement's minimum %x / %d", ErrRefused, rec.Verdict.TrialID, verify.ErrTEE,
				[]byte(t.TDX.TEETCBSVN), t.TDX.QESVN, min.TeeTcbSvn, min.QESVN)
		}
	}
	if !matched.Is(rec) {
		return nil, res, fmt.Errorf("%w: record %s changed while it was verified", ErrRefused, rec.Verdict.TrialID)
	}
	return matched, res, nil
}

// token checks rec and seals what its MATCH vouches for: the verdict and
// provenance data chain signs.
func (a *Attester) token(ctx context.Context, rec *judge.Record) (vouch.Token, error) {
	m, _, err := a.Check(ctx, rec)
	if err != nil {
		return vouch.Token{}, err
	}
	return vouch.New(m.VerdictData(), m.ProvenanceData()), nil
}

// tokens checks every record (one refusal stops the run before anything
// is signed); fresh also refuses a record that already names
// attestations or an anchor, which signing again would replace.
func (a *Attester) tokens(ctx context.Context, recs []*judge.Record, fresh bool) ([]vouch.Token, error) {
	if len(recs) == 0 {
		return nil, errors.New("attester: no records")
	}
	if fresh {
		if err := unattested(recs); err != nil {
			return nil, err
		}
	}
	toks := make([]vouch.Token, len(recs))
	for i, r := range recs {
		t, err := a.token(ctx, r)
		if err != nil {
			return nil, err
		}
		toks[i] = t
	}
	return toks, nil
}

// unattested refuses a record attested once already: new UIDs would
// replace its own, and an anchored record would name both kinds, which
// verify refuses.
func unattested(recs []*judge.Record) error {
	for _, r := range recs {
		if r == nil {
			return fmt.Errorf("%w: no record", ErrRefused)
		}
		if r.Attestations != nil || len(r.Anchor) > 0 {
			return fmt.Errorf("%w: record %s", chain.ErrAlreadyAttested, r.Verdict.TrialID)
		}
	}
	return nil
}

// setAttestations names each record's attestations on c's chain.
func setAttestations(c *chain.Client, recs []*judge.Record, att []chain.Attested) {
	for i, r := range recs {
		r.Attestations = &judge.Attestations{ChainID: c.Deployment().ChainID,
			VerdictUID: canon.Hash(att[i].Verdict), ProvenanceUID: canon.Hash(att[i].Provenance)}
	}
}

// AttestRecords attests the records on chain (chain.Client.AttestVerdicts)
// once each is a MATCH here, and names each record's attestations; one
// refused record stops the run before any transaction. A record already
// attested is chain.ErrAlreadyAttested.
func (a *Attester) AttestRecords(ctx context.Context, c *chain.Client, recs []*judge.Record) error {
	toks, err := a.tokens(ctx, recs, true)
	if err != nil {
		return err
	}
	att, err := c.AttestVerdicts(ctx, toks)
	if err != nil {
		return err
	}
	setAttestations(c, recs, att)
	return nil
}

// SignAnchored signs the records as one anchored batch
// (chain.Client.SignAnchored) once each is a MATCH here, sets each
// record's Anchor and returns the batch's root, to be timestamped
// (chain.Client.TimestampRoot). A caller that must not lose the
// signatures if the transaction fails (the CLI) writes the records
// between the two.
func (a *Attester) SignAnchored(ctx context.Context, c *chain.Client, recs []*judge.Record) (attest.UID, error) {
	toks, err := a.tokens(ctx, recs, true)
	if err != nil {
		return attest.UID{}, err
	}
	root, anchors, err := c.SignAnchored(ctx, toks)
	if err != nil {
		return attest.UID{}, err
	}
	for i, r := range recs {
		r.Anchor = anchors[i]
	}
	return root, nil
}

// AnchorRecords attests the records as one anchored batch: SignAnchored,
// then chain.Client.TimestampRoot.
func (a *Attester) AnchorRecords(ctx context.Context, c *chain.Client, recs []*judge.Record) (*chain.Anchored, error) {
	root, err := a.SignAnchored(ctx, c, recs)
	if err != nil {
		return nil, err
	}
	b, err := c.TimestampRoot(ctx, root)
	if err != nil {
		return nil, err
	}
	b.Size = len(recs)
	return b, nil
}

// PendingRoot is the root of a batch SignAnchored signed and the records
// carry, whose root is not timestamped yet (chain.Client.PendingRoot):
// every record must carry an anchor, and be a MATCH here, and each
// anchor must be what signing it now would make. ok is false when no
// record carries an anchor.
func (a *Attester) PendingRoot(ctx context.Context, c *chain.Client, recs []*judge.Record) (root attest.UID, ok bool, err error) {
	anchored := 0
	for _, r := range recs {
		if r != nil && len(r.Anchor) > 0 {
			anchored++
		}
	}
	switch {
	case anchored == 0:
		return root, false, nil
	case anchored < len(recs):
		return root, false, fmt.Errorf("%w: %d of %d records carry an anchor: resume with the anchored records only, and anchor the others in a new batch",
			chain.ErrPendingAnchors, anchored, len(recs))
	}
	toks, err := a.tokens(ctx, recs, false)
	if err != nil {
		return root, false, err
	}
	anchors := make([][]byte, len(recs))
	for i, r := range recs {
		anchors[i] = r.Anchor
	}
	root, err = c.PendingRoot(ctx, toks, anchors)
	return root, err == nil, err
}

// SignOffchain signs EAS offchain attestations of the records' verdicts
// (chain.Client.SignOffchain), timed at, once each is a MATCH here. A
// record already attested (chain.ErrAlreadyAttested) or with TEE evidence
// (an offchain verdict attestation names no provenance to attest it) is
// refused.
func (a *Attester) SignOffchain(ctx context.Context, c *chain.Client, recs []*judge.Record, at time.Time) ([]*attest.OffchainAttestation, error) {
	for _, r := range recs {
		if r != nil && len(r.TEE) > 0 {
			return nil, fmt.Errorf("%w: record %s carries TEE evidence, which an offchain verdict attestation cannot attest (no provenance): attest it on chain or anchored", ErrRefused, r.Verdict.TrialID)
		}
	}
	toks, err := a.tokens(ctx, recs, true)
	if err != nil {
		return nil, err
	}
	return c.SignOffchain(ctx, toks, at)
}

// RecordLevel sends a level module the record's evidence for the
// attestation pair the record names, once the record is a MATCH here:
// send (a closure over chain.Client.RecordTEELevel or RecordZKLevel)
// gets the pair and the verdict-hash preimage of the verified verdict.
// A ZK proof in the record is the module's to verify on chain (the
// attester's trust root need not hold the program's key): the record is
// checked without it; its TEE evidence is checked as for signing.
func (a *Attester) RecordLevel(ctx context.Context, rec *judge.Record, send func(verdict, provenance attest.UID, preimage []byte) (uint64, error)) (uint64, error) {
	if rec == nil || rec.Attestations == nil || rec.Attestations.VerdictUID.IsZero() || rec.Attestations.ProvenanceUID.IsZero() {
		return 0, fmt.Errorf("%w: a level is recorded for an attested record ('verijudge attest' first)", ErrRefused)
	}
	checked := *rec
	checked.ZK = nil
	if _, _, err := a.Check(ctx, &checked); err != nil {
		return 0, err
	}
	pre, err := judge.VerdictPreimage(&checked.Verdict)
	if err != nil {
		return 0, err
	}
	return send(attest.UID(rec.Attestations.VerdictUID), attest.UID(rec.Attestations.ProvenanceUID), pre)
}

// AttestUnverifiedUnsafe attests records as they are, through no
// attester: no verdict is recomputed and no TEE evidence verified (the
// provenance names the quote hash and measurement the evidence claims),
// so the chain may then hold a verdict its trace does not give, at level
// 1 or 2. For tests of what the contracts refuse, and for re-publishing
// records verified elsewhere.
func AttestUnverifiedUnsafe(ctx context.Context, c *chain.Client, recs []*judge.Record) error {
	if err := unattested(recs); err != nil {
		return err
	}
	toks := make([]vouch.Token, len(recs))
	for i, r := range recs {
		p := attest.ProvenanceData{VerdictHash: r.VerdictHash, TraceHash: r.TraceHash, EvaluatorDigest: r.Evaluator.Digest}
		if len(r.TEE) > 0 {
			var err error
			if p.TEEQuoteHash, p.TEEMeasurement, err = claimedEvidence(r); err != nil {
				return fmt.Errorf("attester: record %s: %w", r.Verdict.TrialID, err)
			}
		}
		toks[i] = vouch.New(verify.VerdictData(&r.Verdict, r.VerdictHash), p)
	}
	att, err := c.AttestVerdicts(ctx, toks)
	if err != nil {
		return err
	}
	setAttestations(c, recs, att)
	return nil
}

// claimedEvidence reads the quote hash and measurement the record's
// evidence claims, without verifying them (verify does, and holds the
// measurement to the one allowed).
func claimedEvidence(rec *judge.Record) (quoteHash, measurement canon.Hash, err error) {
	ev, err := tee.ParseEvidence(rec.TEE)
	if err != nil {
		return quoteHash, measurement, err
	}
	measurement, err = tee.Measurement(ev)
	return ev.QuoteHash, measurement, err
}
