package zk

import (
	"bytes"
	"errors"
	"fmt"
	"maps"
	"math/big"
	"strings"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend/groth16"
	"github.com/consensys/gnark/constraint"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/frontend/cs/r1cs"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
)

// The judge circuit's exported use: its profiles by name, compiling,
// preparing a trace (whether it fits, and why not) and proving.

// profiles are the judge circuit's profiles.
var profiles = []Profile{Small, Full}

// Profiles lists the judge circuit's profiles: small (the default test
// run's, seconds to prove) and full (every suite trace).
func Profiles() []Profile { return append([]Profile(nil), profiles...) }

// ProfileByName returns the named profile.
func ProfileByName(name string) (Profile, error) {
	var names []string
	for _, p := range profiles {
		if p.Name == name {
			return p, nil
		}
		names = append(names, p.Name)
	}
	return Profile{}, fmt.Errorf("zk: unknown profile %q (known: %s)", name, strings.Join(names, ", "))
}

// Describe returns the profile in words (docs, --help, errors).
func (p Profile) Describe() string {
	c := p.caps
	return fmt.Sprintf("profile %q: canonical trace ≤ %d bytes, verdict preimage ≤ %d bytes; evidence classes web3 and code, "+
		"every check kind; ≤ %d checks (≤ %d allow and ≤ %d via addresses, ≤ %d test names each); "+
		"web3: ≤ %d transactions (≤ %d logs of ≤ %d topics, ≤ %d internal transfers each), ≤ %d balances, ≤ %d actors; "+
		"code: ≤ %d tests, ≤ %d artifacts; texts ≤ %d bytes as JSON writes them",
		p.Name, p.MaxTrace, p.MaxPreimage, c["spec.checks"], c["spec.checks[].allow"], c["spec.checks[].via"], c["spec.checks[].names"],
		c["evidence.transactions"], c["evidence.transactions[].logs"], c["evidence.transactions[].logs[].topics"],
		c["evidence.transactions[].internalTransfers"], c["evidence.balances"], c["evidence.actors"],
		c["evidence.tests"], c["evidence.artifacts"], maxText)
}

// Compile builds the constraint system of profile p's judge circuit
// (seconds for small, about a minute and 7 GB for full).
func Compile(p Profile) (constraint.ConstraintSystem, error) {
	p, err := known(p)
	if err != nil {
		return nil, err
	}
	return frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, newJudgeCircuit(p))
}

// known returns the listed profile of p's name, refusing a profile that
// is not one of Profiles or was changed from it (another circuit under a
// listed name).
func known(p Profile) (Profile, error) {
	q, err := ProfileByName(p.Name)
	if err != nil {
		return Profile{}, err
	}
	if p.MaxTrace != q.MaxTrace || p.MaxPreimage != q.MaxPreimage || !maps.Equal(p.caps, q.caps) {
		return Profile{}, fmt.Errorf("zk: profile %q differs from the listed one (its capacities are compile-time: use zk.%s as it is)", p.Name, q.Name)
	}
	return q, nil
}

// ProfileError names the profile and the first reason a trace is outside
// it. It wraps ErrOutsideProfile and the reason's own error (for example
// ErrTableTooSmall or ErrRecordRule).
type ProfileError struct {
	Profile string
	Reason  string
	Err     error
}

func (e *ProfileError) Error() string {
	return fmt.Sprintf("zk: trace outside profile %q: %s", e.Profile, e.Reason)
}

func (e *ProfileError) Unwrap() []error {
	if e.Err == nil {
		return []error{ErrOutsideProfile}
	}
	return []error{ErrOutsideProfile, e.Err}
}

// ErrDisagrees reports a trace on which the circuit's rules (judgeRecords)
// and the embedded bundle give different verdicts: Prepare refuses to
// prove it, since the proof would name the bundle for a verdict it does
// not give. The agreement tests hold the two equal on every suite trace
// and on random ones; this is the check that keeps a gap from becoming a
// false proof.
var ErrDisagrees = errors.New("zk: the circuit's rules and the embedded bundle disagree on this trace")

// ErrWitness reports a Witness that is not as Prepare made it (its
// trace, statement or profile changed since): Prove refuses it rather
// than prove something else than what the Witness says.
var ErrWitness = errors.New("zk: Prove takes a Witness as Prepare made it")

// Witness is a trace prepared for proving under one profile: the
// canonical trace, the bundle's verdict, its preimage and the statement a
// proof of it shows.
type Witness struct {
	Profile   Profile
	Trace     []byte // canonical
	Verdict   judge.Verdict
	Preimage  []byte // the verdict-hash preimage
	Statement Statement

	fit *judgeFitted
}

// Prepare canonicalizes trace, judges it with the embedded bundle and
// fits it to profile p's circuit, which judges it again by its own rules.
// A trace that is not valid wraps judge.ErrInvalidTrace; one the circuit
// does not cover is a *ProfileError with the reason (its bytes, a
// capacity, a value or record rule, a text's or the preimage's length);
// one on which the two judges disagree is ErrDisagrees. No keys are
// needed: this is 'zk profile --check'.
func Prepare(p Profile, trace []byte) (*Witness, error) {
	p, err := known(p)
	if err != nil {
		return nil, err
	}
	c, err := canon.CanonicalizeTrace(trace)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", judge.ErrInvalidTrace, err)
	}
	v, err := judge.Judge(c)
	if err != nil {
		return nil, err
	}
	pre, err := judge.VerdictPreimage(&v)
	if err != nil {
		return nil, err
	}
	fit, err := judgeFit(p, newViewLayout(p.caps), c)
	if err == nil {
		fit.profile = p.Name
	}
	if err != nil {
		var pe *ProfileError
		if errors.As(err, &pe) {
			return nil, err
		}
		return nil, &ProfileError{Profile: p.Name, Reason: strings.TrimPrefix(err.Error(), "zk: "), Err: err}
	}
	if !bytes.Equal(fit.preimage, pre) {
		return nil, fmt.Errorf("%w: the bundle's verdict preimage is %q, the circuit's %q", ErrDisagrees, pre, fit.preimage)
	}
	w := &Witness{Profile: p, Trace: c, Verdict: v, Preimage: pre, fit: fit}
	w.Statement = Statement{TraceHash: canon.Sum(c), VerdictHash: canon.Sum(pre), Evaluator: judge.EmbeddedDigest(), Status: v.Status}
	return w, nil
}

// Prove proves w with its profile's circuit under pk, with the given
// binding (below 2^248). The circuit judges the trace itself: the proof
// is of the verdict hash and status it computes. The proof is checked
// under vk before it is returned.
func Prove(ccs constraint.ConstraintSystem, pk groth16.ProvingKey, vk groth16.VerifyingKey, w *Witness, binding *big.Int) (*Proof, error) {
	if w == nil || w.fit == nil || w.fit.profile != w.Profile.Name {
		return nil, ErrWitness
	}
	if w.Statement.Evaluator != judge.EmbeddedDigest() {
		return nil, fmt.Errorf("%w: the statement names evaluator %s, not the embedded bundle Prepare judged with", ErrWitness, w.Statement.Evaluator)
	}
	if binding == nil || binding.Sign() < 0 || binding.BitLen() > MaxBindingBits {
		return nil, fmt.Errorf("zk: binding must be in [0, 2^248)")
	}
	a, st, err := judgeAssign(w.Profile, w.fit, w.Trace, binding, w.Statement.Evaluator)
	if err != nil {
		return nil, err
	}
	if st != w.Statement {
		return nil, fmt.Errorf("%w: its statement is not the one its trace and verdict give", ErrWitness)
	}
	return prove(ccs, pk, vk, a, w.Profile.Name, st, binding)
}
