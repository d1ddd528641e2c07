// Package witnesstest generates the witness fixtures: real sessions run by
// the real roles over MCP, on a fixture corpus, with deterministic keys,
// nonces and clock, and the adversarial sessions derived from them (each
// signed with real Ed25519 keys, as the adversary it models would sign).
// The fixtures are TEST-ONLY: every key here is derived from a public
// label.
package witnesstest

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/sha256"
	"crypto/x509"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"time"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/fixtures/teechain"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/witness"
)

// Now is the clock of every generated session.
var Now = time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)

// Key derives a TEST-ONLY Ed25519 key from a public label.
func Key(label string) ed25519.PrivateKey {
	seed := sha256.Sum256([]byte("verijudge witnesstest key: " + label))
	return ed25519.NewKeyFromSeed(seed[:])
}

// Keys are the three parties' keys of a generated session.
type Keys struct {
	Prover, Verifier, Auditor ed25519.PrivateKey
}

// DefaultKeys are the fixtures' keys.
func DefaultKeys() Keys {
	return Keys{Prover: Key("prover"), Verifier: Key("verifier"), Auditor: Key("auditor")}
}

// Corpus is the fixture corpus: a small Go project.
var Corpus = map[string]string{
	"LICENSE":         "MIT License\n\nCopyright (c) 2026 verijudge fixtures\n",
	"README.md":       "# ledger\n\nA tiny double-entry ledger.\n",
	"go.mod":          "module example.com/ledger\n\ngo 1.26\n",
	"ledger.go":       "package ledger\n\n// Post records a balanced entry.\nfunc Post(debit, credit int64) error {\n\tif debit != credit {\n\t\treturn ErrUnbalanced\n\t}\n\treturn nil\n}\n",
	"errors.go":       "package ledger\n\nimport \"errors\"\n\n// ErrUnbalanced is returned for an entry whose sides differ.\nvar ErrUnbalanced = errors.New(\"ledger: unbalanced entry\")\n",
	"ledger_test.go":  "package ledger\n\nimport \"testing\"\n\nfunc TestPost(t *testing.T) {\n\tif Post(1, 2) == nil {\n\t\tt.Fatal(\"unbalanced entry accepted\")\n\t}\n}\n",
	"docs/design.txt": "Entries are immutable once posted.\n",
}

// WriteCorpus writes the fixture corpus under dir.
func WriteCorpus(dir string) error {
	for p, c := range Corpus {
		f := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(f), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(f, []byte(c), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// Questions are the fixture questions, with the rules that decide them.
func Questions() []witness.Question {
	return []witness.Question{
		{Question: "Is the project under the MIT license?", Rule: &witness.Rule{Kind: witness.RuleFileContains, Path: "LICENSE", Text: "MIT License"}},
		{Question: "Does Post refuse unbalanced entries?", Rule: &witness.Rule{Kind: witness.RuleFileContains, Path: "ledger.go", Text: "return ErrUnbalanced"}},
		{Question: "Is there a test of Post?", Rule: &witness.Rule{Kind: witness.RuleSearchPresent, Query: "func TestPost("}},
		{Question: "Is the code free of TODO markers?", Rule: &witness.Rule{Kind: witness.RuleSearchAbsent, Query: "TODO"}},
	}
}

// Expect are the answers the fixture verifier requires.
var Expect = map[int]witness.Answer{1: witness.AnswerTrue, 2: witness.AnswerTrue, 3: witness.AnswerTrue, 4: witness.AnswerTrue}

// seeded is a deterministic byte stream.
type seeded struct{ r *rand.ChaCha8 }

func (s seeded) Read(p []byte) (int, error) { return s.r.Read(p) }

// Rand is a deterministic byte stream from a label.
func Rand(label string) io.Reader { return seeded{rand.NewChaCha8(sha256.Sum256([]byte(label)))} }

// TDXChain is the TEST-ONLY PCK chain the fixture auditors quote with.
func TDXChain() *teechain.Chain {
	return teechain.NewTDXChain("verijudge-witness", teechain.Default, teechain.Validity{})
}

// TDXBackend quotes with a TEST-ONLY chain. With Bind set, it quotes
// BootReportData(Bind, ticket) instead of the report data asked for: an
// auditor whose quote binds another key.
type TDXBackend struct {
	Chain *teechain.Chain
	// Label names the PCK leaf the quote is made under (default
	// "verijudge-witness"); collateral is made for the same label.
	Label string
	// Swap, when set, replaces the report data with its result.
	Swap func(rd [tee.ReportDataSize]byte) [tee.ReportDataSize]byte
}

func (b *TDXBackend) label() string {
	if b.Label == "" {
		return "verijudge-witness"
	}
	return b.Label
}

// Measurement is the TD measurement of the backend's quotes.
func (b *TDXBackend) Measurement() canon.Hash {
	var mrtd [48]byte
	mrtd[0] = 0xa0
	var rt [4]tee.HexBytes
	for i := range rt {
		rt[i] = make([]byte, 48)
	}
	return tee.TDXMeasurement(mrtd[:], rt)
}

// Policy is the binding policy that accepts this backend's quotes at at:
// its TEST-ONLY root, its TEST-ONLY collateral, its measurement.
func (b *TDXBackend) Policy(at time.Time) witness.BindingPolicy {
	return witness.BindingPolicy{
		TEE:          tee.EvidenceOptions{Roots: []*x509.Certificate{b.Chain.Root}, RootsName: "TEST-ONLY", Collateral: b.Chain.Collateral(b.label(), at)},
		Measurements: []canon.Hash{b.Measurement()},
	}
}

// Name implements tee.Backend.
func (b *TDXBackend) Name() string { return "tdx-test (TEST-ONLY)" }

// Quote implements tee.Backend.
func (b *TDXBackend) Quote(_ context.Context, rd [tee.ReportDataSize]byte) (*tee.Evidence, error) {
	if b.Swap != nil {
		rd = b.Swap(rd)
	}
	var q teechain.TDXQuote
	q.ReportData = rd
	q.MRTD[0] = 0xa0 // a fixed TEST-ONLY measurement
	raw := b.Chain.Quote(b.label(), q)
	return &tee.Evidence{Kind: tee.KindTDX, Backend: b.Name(), Quote: raw, QuoteHash: canon.Sum(raw)}, nil
}

// RunOptions vary a generated session.
type RunOptions struct {
	Label         string // seeds the nonce (default "session")
	Backend       tee.Backend
	MaxQuestions  int
	MaxToolCalls  int
	Adversary     func(tool, args, result string) string
	AfterQuestion func(corpus string, n int)
}

// Run runs a real session over the fixture corpus in dir.
func Run(dir string, k Keys, o RunOptions) (*witness.Session, error) {
	corpus := filepath.Join(dir, "corpus")
	if err := WriteCorpus(corpus); err != nil {
		return nil, err
	}
	if o.Label == "" {
		o.Label = "session"
	}
	policy := witness.BindingPolicy{AllowUnattestedUnsafe: true}
	if b, ok := o.Backend.(*TDXBackend); ok {
		policy = b.Policy(Now)
	}
	c := witness.RunConfig{Binding: policy, Corpus: corpus, Questions: Questions(), Out: filepath.Join(dir, "session"),
		MaxQuestions: o.MaxQuestions, MaxToolCalls: o.MaxToolCalls, Backend: o.Backend,
		Rand: Rand(o.Label), Now: func() time.Time { return Now }, ProverKey: k.Prover, VerifierKey: k.Verifier,
		AuditorRand: bytes.NewReader(k.Auditor.Seed()), ProverOptions: witness.ProverOptions{AdversaryUnsafe: o.Adversary}}
	if o.AfterQuestion != nil {
		c.AfterQuestion = func(n int) { o.AfterQuestion(corpus, n) }
	}
	s, err := witness.Run(context.Background(), c)
	if err != nil && !errors.Is(err, witness.ErrAborted) {
		return nil, err
	}
	return s, nil
}

func sig(k ed25519.PrivateKey, m []byte) (s witness.Sig) {
	copy(s[:], ed25519.Sign(k, m))
	return s
}

// Resign recomputes and re-signs everything in s from its content, as
// parties holding all three keys would: the ticket, the questions, the
// chain and its step signatures, the acknowledgements, the attestations
// and the final head or abort. It models colluding parties.
func Resign(s *witness.Session, k Keys) {
	t := &s.Ticket
	t.Signature = sig(k.Prover, t.Message())
	th := t.Hash()
	for i := range s.Questions {
		q := &s.Questions[i]
		q.Signature = sig(k.Verifier, witness.QuestionMessage(th, q.N, q.Question))
	}
	head := witness.Genesis(t.CorpusHash, th, &s.Auditor)
	heads := []canon.Hash{head}
	if s.Locker != nil {
		for i := range s.Locker.Steps {
			st := &s.Locker.Steps[i]
			if st.Kind == witness.KindQuestion && st.Question >= 1 && st.Question <= len(s.Questions) {
				qs := s.Questions[st.Question-1].Signature
				st.Result = canon.Sum(qs[:])
			}
			st.Head = st.Next(head)
			head = st.Head
			heads = append(heads, head)
			m := witness.StepHeadMessage(th, st.N, st.Head)
			st.ProverSignature, st.AuditorSignature = sig(k.Prover, m), sig(k.Auditor, m)
			if st.Kind == witness.KindAnswer && st.Question >= 1 && st.Question <= len(s.Questions) {
				s.Questions[st.Question-1].Head = st.Head
			}
		}
	}
	for i := range s.Questions {
		q := &s.Questions[i]
		q.Ack = sig(k.Prover, witness.AckMessage(th, q.N, q.Head, q.Answer, q.ToolCalls))
		q.Attestation = sig(k.Auditor, witness.AttestationMessage(th, q.N, q.Question, q.Answer, q.ToolCalls, q.Head, q.Ack))
	}
	if f := s.Final; f != nil {
		f.Head = head
		m := witness.FinalMessage(th, f.Steps, f.Questions, f.Head)
		f.ProverSignature, f.AuditorSignature = sig(k.Prover, m), sig(k.Auditor, m)
	}
	if a := s.Abort; a != nil && a.Steps < len(heads) {
		a.Head = heads[a.Steps]
		a.Signature = sig(k.Auditor, witness.AbortMessage(th, a.Steps, a.Head, a.Reason))
	}
}

// Scenario is one fixture: how its session is made and what the judge
// must say about its trace.
type Scenario struct {
	Name        string
	Description string
	Status      judge.Status
	Failing     []string // the failing checks, in spec order
	// Make builds the session in dir.
	Make func(dir string) (*witness.Session, error)
	// Trace options beyond the defaults (Expect, StepSignatures).
	Public bool
}

func mustClone(s *witness.Session) *witness.Session {
	b, err := json.Marshal(s)
	if err != nil {
		panic(err)
	}
	var out witness.Session
	if err := json.Unmarshal(b, &out); err != nil {
		panic(err)
	}
	return &out
}

// Scenarios lists every fixture.
func Scenarios() []Scenario {
	k := DefaultKeys()
	honest := func(dir string) (*witness.Session, error) { return Run(dir, k, RunOptions{}) }
	return []Scenario{
		{Name: "honest", Description: "an honest session: four questions, all answered true, closed by both parties",
			Status: judge.StatusSuccess, Failing: []string{}, Make: honest},
		{Name: "honest-public", Description: "the honest session judged from its public part only (no locker)",
			Status: judge.StatusSuccess, Failing: []string{}, Make: honest, Public: true},
		{Name: "honest-tdx", Description: "an honest session whose auditor quoted its key and the ticket with a TEST-ONLY TDX chain",
			Status: judge.StatusSuccess, Failing: []string{},
			Make: func(dir string) (*witness.Session, error) {
				return Run(dir, k, RunOptions{Backend: &TDXBackend{Chain: TDXChain()}})
			}},
		{Name: "quote-binds-another-key", Description: "the auditor's TDX quote binds a key other than the one that signs (prover and auditor collude; everything re-signed)",
			Status: judge.StatusFailure, Failing: []string{"auditor-bound"},
			Make: func(dir string) (*witness.Session, error) {
				s, err := Run(dir, k, RunOptions{Backend: &TDXBackend{Chain: TDXChain()}})
				if err != nil {
					return nil, err
				}
				other := witness.Key{}
				copy(other[:], Key("another auditor").Public().(ed25519.PublicKey))
				ev, err := (&TDXBackend{Chain: TDXChain()}).Quote(context.Background(), witness.BootReportData(other, s.Ticket.Hash()))
				if err != nil {
					return nil, err
				}
				s.Auditor.Quote, s.Auditor.QuoteHash = ev.Quote, ev.QuoteHash
				Resign(s, k)
				return s, nil
			}},
		{Name: "file-changed-mid-audit", Description: "the prover changes ledger.go after question 1; the auditor reads the new bytes, finds they do not match the map and aborts",
			Status: judge.StatusFailure, Failing: []string{"complete", "files"},
			Make: func(dir string) (*witness.Session, error) {
				return Run(dir, k, RunOptions{AfterQuestion: func(corpus string, n int) {
					if n == 1 {
						_ = os.WriteFile(filepath.Join(corpus, "ledger.go"), []byte("package ledger\n\nfunc Post(debit, credit int64) error { return nil }\n"), 0o644)
					}
				}})
			}},
		{Name: "forked-history", Description: "the prover answers the same list_files request twice with different results; the auditor aborts",
			Status: judge.StatusFailure, Failing: []string{"complete", "chain"},
			Make: func(dir string) (*witness.Session, error) {
				calls := 0
				return Run(dir, k, RunOptions{Adversary: func(tool, args, result string) string {
					if tool != witness.ToolListFiles {
						return result
					}
					if calls++; calls == 2 {
						return result + "0000000000000000000000000000000000000000000000000000000000000000  secret.key\n"
					}
					return result
				}})
			}},
		{Name: "replayed-attestation", Description: "question 2's attestation is replayed from an earlier session with the same parties, question and answer",
			Status: judge.StatusFailure, Failing: []string{"signatures"},
			Make: func(dir string) (*witness.Session, error) {
				earlier, err := Run(filepath.Join(dir, "earlier"), k, RunOptions{Label: "earlier session"})
				if err != nil {
					return nil, err
				}
				s, err := Run(dir, k, RunOptions{})
				if err != nil {
					return nil, err
				}
				s.Questions[1].Attestation = earlier.Questions[1].Attestation
				return s, nil
			}},
		{Name: "forged-attestation", Description: "question 3's answer is turned to false and attested with a key that is not the auditor's",
			Status: judge.StatusFailure, Failing: []string{"signatures", "chain", "answer-3"},
			Make: func(dir string) (*witness.Session, error) {
				s, err := Run(dir, k, RunOptions{})
				if err != nil {
					return nil, err
				}
				q := &s.Questions[2]
				q.Answer = witness.AnswerFalse
				q.Attestation = sig(Key("forger"), witness.AttestationMessage(s.Ticket.Hash(), q.N, q.Question, q.Answer, q.ToolCalls, q.Head, q.Ack))
				return s, nil
			}},
		{Name: "questions-over-budget", Description: "prover and auditor collude: four questions answered under a ticket that allows three, everything re-signed",
			Status: judge.StatusFailure, Failing: []string{"question-budget"},
			Make: func(dir string) (*witness.Session, error) {
				s, err := Run(dir, k, RunOptions{})
				if err != nil {
					return nil, err
				}
				s.Ticket.MaxQuestions = 3
				Resign(s, k)
				return s, nil
			}},
		{Name: "tools-over-budget", Description: "prover and auditor collude: a ticket allowing one tool call per question, questions that made two, everything re-signed",
			Status: judge.StatusFailure, Failing: []string{"tool-budget"},
			Make: func(dir string) (*witness.Session, error) {
				s, err := Run(dir, k, RunOptions{})
				if err != nil {
					return nil, err
				}
				s.Ticket.MaxToolCalls = 1
				Resign(s, k)
				return s, nil
			}},
		{Name: "answer-outside-the-four", Description: "a colluding auditor answers \"probably\" and signs it",
			Status: judge.StatusFailure, Failing: []string{"answers", "chain", "answer-4"},
			Make: func(dir string) (*witness.Session, error) {
				s, err := Run(dir, k, RunOptions{})
				if err != nil {
					return nil, err
				}
				s.Questions[3].Answer = "probably"
				Resign(s, k)
				return s, nil
			}},
	}
}

// Generate makes the scenario's session in dir and returns it with its
// trace.
func Generate(dir string, sc Scenario) (*witness.Session, []byte, error) {
	s, err := sc.Make(dir)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", sc.Name, err)
	}
	expect := map[int]witness.Answer{}
	for n, a := range Expect {
		if n <= len(s.Questions) {
			expect[n] = a
		}
	}
	tr, err := witness.Trace(s, witness.TraceOptions{Expect: expect, Public: sc.Public})
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", sc.Name, err)
	}
	return s, tr, nil
}
