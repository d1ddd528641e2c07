package witness

import (
	"crypto/ed25519"
	"fmt"
	"slices"
	"sync"

	"time"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/witness/wire"
)

// Verifier asks the questions: it accepts a ticket issued to its key,
// signs each question with its counter, and checks each public
// attestation and the final head as they arrive.
type Verifier struct {
	key    ed25519.PrivateKey
	policy BindingPolicy

	mu      sync.Mutex
	ticket  *Ticket
	th      canon.Hash
	auditor Key
	asked   []string
	checked int
}

// NewVerifier returns a verifier that signs with key and holds auditors
// to p.
func NewVerifier(key ed25519.PrivateKey, p BindingPolicy) *Verifier {
	return &Verifier{key: key, policy: p}
}

// Key is the verifier's public key.
func (v *Verifier) Key() Key { return keyOf(v.key.Public().(ed25519.PublicKey)) }

// Accept checks a ticket (prover's signature, issued to this verifier) and
// the auditor binding the verifier will hold attestations to, under the
// verifier's BindingPolicy.
func (v *Verifier) Accept(t *Ticket, b *Binding) error {
	if err := t.Check(); err != nil {
		return err
	}
	if t.VerifierKey != v.Key() {
		return fmt.Errorf("%w: issued to verifier %s, this verifier is %s", ErrTicket, t.VerifierKey, v.Key())
	}
	if err := v.policy.Check(b, t); err != nil {
		return err
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.ticket != nil {
		return fmt.Errorf("%w: this verifier already holds a ticket", ErrProtocol)
	}
	v.ticket, v.th, v.auditor = t, t.Hash(), b.Key
	return nil
}

// Sign signs the next question and returns its number and signature.
func (v *Verifier) Sign(question string) (int, Sig, error) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.ticket == nil {
		return 0, Sig{}, fmt.Errorf("%w: no ticket", ErrProtocol)
	}
	n := len(v.asked) + 1
	if n > v.ticket.MaxQuestions {
		return 0, Sig{}, fmt.Errorf("%w: the ticket allows %d questions", ErrBudget, v.ticket.MaxQuestions)
	}
	if len(question) == 0 || len(question) > MaxQuestionBytes {
		return 0, Sig{}, fmt.Errorf("%w: a question is 1-%d bytes", ErrProtocol, MaxQuestionBytes)
	}
	v.asked = append(v.asked, question)
	return n, sign(v.key, QuestionMessage(v.th, n, question)), nil
}

// Check verifies the public attestation of the next question.
func (v *Verifier) Check(a *Attested) error {
	v.mu.Lock()
	defer v.mu.Unlock()
	switch {
	case v.ticket == nil:
		return fmt.Errorf("%w: no ticket", ErrProtocol)
	case a.N != v.checked+1 || a.N > len(v.asked):
		return fmt.Errorf("%w: attestation for question %d, expected %d", ErrProtocol, a.N, v.checked+1)
	case a.Question != v.asked[a.N-1]:
		return fmt.Errorf("%w: attestation %d is for another question", ErrProtocol, a.N)
	case !a.Answer.Valid():
		return fmt.Errorf("%w: %q", ErrAnswer, a.Answer)
	case a.ToolCalls > v.ticket.MaxToolCalls:
		return fmt.Errorf("%w: question %d made %d tool calls (maxToolCalls %d)", ErrBudget, a.N, a.ToolCalls, v.ticket.MaxToolCalls)
	case !verify(v.auditor, AttestationMessage(v.th, a.N, a.Question, a.Answer, a.ToolCalls, a.Head, a.Ack), a.Attestation):
		return fmt.Errorf("%w: attestation %d is not signed by the bound auditor", ErrSignature, a.N)
	}
	v.checked++
	return nil
}

// CheckFinal verifies the final head: both signatures, and as many
// questions as were attested.
func (v *Verifier) CheckFinal(f *Final) error {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.ticket == nil {
		return fmt.Errorf("%w: no ticket", ErrProtocol)
	}
	if f.Questions != v.checked {
		return fmt.Errorf("%w: the final head counts %d questions, %d were attested", ErrProtocol, f.Questions, v.checked)
	}
	m := FinalMessage(v.th, f.Steps, f.Questions, f.Head)
	if !verify(v.ticket.ProverKey, m, f.ProverSignature) || !verify(v.auditor, m, f.AuditorSignature) {
		return fmt.Errorf("%w: the final head", ErrSignature)
	}
	return nil
}

// CheckBinding verifies the auditor's boot quote with the tee package
// (wire.CheckBinding): the quote verifies under o's roots at o.Now, and
// its report data binds the auditor key to the ticket. A binding without
// a quote (reproducible-only) is refused.
func CheckBinding(b *Binding, t *Ticket, o tee.EvidenceOptions) (*tee.Result, []tee.Finding, error) {
	return wire.CheckBinding(b, t, o)
}

// BindingPolicy is how a prover or a verifier decides whether an auditor's
// binding is good enough to hand it the corpus, or to trust its
// attestations: a TDX quote that verifies (tee.CheckEvidence under TEE's
// roots, with collateral, at the clock's time), binds the auditor's key to
// the ticket, and measures an allowed auditor TD. Any TD can quote: the
// measurement says which auditor runs in it.
type BindingPolicy struct {
	// TEE configures quote verification; a zero Now means the clock below.
	TEE tee.EvidenceOptions
	// Now is the clock (default time.Now).
	Now func() time.Time
	// Measurements are the auditor TDs allowed (tee.TDXMeasurement of the
	// boot quote).
	Measurements []canon.Hash
	// AnyMeasurementUnsafe accepts a quote from any TD: whoever controls
	// one may read the corpus.
	AnyMeasurementUnsafe bool
	// WithoutCollateralUnsafe accepts a quote checked without Intel's TCB
	// info, QE identity and CRLs (TEE.Collateral nil).
	WithoutCollateralUnsafe bool
	// AllowUnattestedUnsafe accepts an auditor without a quote (the
	// reproducible-only backend): nothing then binds its key to a TEE, and
	// whoever runs it may read the corpus.
	AllowUnattestedUnsafe bool
}

// Check applies the policy to b for ticket t.
func (p BindingPolicy) Check(b *Binding, t *Ticket) error {
	if err := CheckBindingShape(b); err != nil {
		return err
	}
	if len(b.Quote) == 0 {
		if p.AllowUnattestedUnsafe {
			return nil
		}
		return fmt.Errorf("%w: the auditor ran with %s: no quote binds its key to a TEE (AllowUnattestedUnsafe accepts it)", ErrUnattested, b.Backend)
	}
	if b.Backend == tee.BackendNitro {
		return fmt.Errorf("%w: Nitro boot documents are not supported yet (the evaluator checks TDX boot quotes only)", ErrUnattested)
	}
	if p.TEE.Collateral == nil && !p.WithoutCollateralUnsafe {
		return fmt.Errorf("%w: the boot quote needs TDX collateral (BindingPolicy.TEE.Collateral), or WithoutCollateralUnsafe", ErrUnattested)
	}
	if len(p.Measurements) == 0 && !p.AnyMeasurementUnsafe {
		return fmt.Errorf("%w: no auditor measurement is allowed (BindingPolicy.Measurements), and AnyMeasurementUnsafe is not set", ErrUnattested)
	}
	o := p.TEE
	if o.Now.IsZero() {
		now := p.Now
		if now == nil {
			now = time.Now
		}
		o.Now = now()
	}
	r, _, err := CheckBinding(b, t, o)
	if err != nil {
		return err
	}
	if !p.AnyMeasurementUnsafe && !slices.Contains(p.Measurements, r.Measurement) {
		return fmt.Errorf("%w: auditor measurement %s is not allowed", ErrUnattested, r.Measurement)
	}
	return nil
}
