package witness

import (
	"bytes"
	"crypto/ed25519"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"

	"filippo.io/edwards25519"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/tee"
)

// Every signed or hashed message starts with a domain tag (ASCII, then a
// zero byte), so that no message of one kind is ever a message of another.
// classes/transcript.js in the evaluator bundle builds the same bytes.
const (
	tagTicket      = "verijudge/witness/v1/ticket"
	tagBoot        = "verijudge/witness/v1/boot"
	tagChain       = "verijudge/witness/v1/chain"
	tagStep        = "verijudge/witness/v1/step"
	tagStepHead    = "verijudge/witness/v1/step-head"
	tagQuestion    = "verijudge/witness/v1/question"
	tagAck         = "verijudge/witness/v1/ack"
	tagAttestation = "verijudge/witness/v1/attestation"
	tagFinal       = "verijudge/witness/v1/final"
	tagAbort       = "verijudge/witness/v1/abort"
)

// Protocol limits. The evaluator enforces the same numbers.
const (
	// MaxQuestions bounds a ticket's question budget.
	MaxQuestions = 256
	// MaxToolCalls bounds a ticket's per-question tool-call budget.
	MaxToolCalls = 1024
	// MaxQuestionBytes bounds one question's text.
	MaxQuestionBytes = 4096
	// MaxArgsBytes bounds a tool call's arguments as sent.
	MaxArgsBytes = 4096
	// MaxFileBytes bounds one corpus file a read_file call returns.
	MaxFileBytes = 1 << 20
	// MaxCorpusFiles bounds the file map.
	MaxCorpusFiles = 10000
	// MaxResultBytes bounds any tool result the auditor accepts.
	MaxResultBytes = 2 << 20
	// MaxSteps bounds a session's chain.
	MaxSteps = MaxQuestions * (MaxToolCalls + 2)
)

// Errors. Each refusal wraps one of these, with the field and the reason.
var (
	ErrTicket      = errors.New("witness: ticket refused")
	ErrSignature   = errors.New("witness: signature does not verify")
	ErrChain       = errors.New("witness: hash chain mismatch")
	ErrCorpus      = errors.New("witness: file does not match the corpus map")
	ErrBudget      = errors.New("witness: budget exceeded")
	ErrAnswer      = errors.New("witness: answer not allowed")
	ErrForked      = errors.New("witness: forked history")
	ErrAborted     = errors.New("witness: session aborted")
	ErrProtocol    = errors.New("witness: protocol violation")
	ErrSessionFile = errors.New("witness: session file refused")
	ErrUnattested  = errors.New("witness: auditor binding refused")
)

// Key is an Ed25519 public key; Sig an Ed25519 signature. Both are written
// as 0x-prefixed lowercase hex in JSON.
type (
	Key [ed25519.PublicKeySize]byte
	Sig [ed25519.SignatureSize]byte
)

func (k Key) String() string                   { return "0x" + hex.EncodeToString(k[:]) }
func (k Key) MarshalText() ([]byte, error)     { return []byte(k.String()), nil }
func (k *Key) UnmarshalText(b []byte) error    { return unhex(k[:], b, "key") }
func (s Sig) String() string                   { return "0x" + hex.EncodeToString(s[:]) }
func (s Sig) MarshalText() ([]byte, error)     { return []byte(s.String()), nil }
func (s *Sig) UnmarshalText(b []byte) error    { return unhex(s[:], b, "signature") }
func (k Key) public() ed25519.PublicKey        { return ed25519.PublicKey(k[:]) }
func keyOf(p ed25519.PublicKey) (k Key)        { copy(k[:], p); return k }
func sign(sk ed25519.PrivateKey, m []byte) Sig { var s Sig; copy(s[:], ed25519.Sign(sk, m)); return s }

// verify checks s over m under k with crypto/ed25519 (RFC 8032, canonical
// S). The evaluator additionally refuses small-order keys and
// non-canonical point encodings; KeyOK tells whether a key passes that
// rule, and every role refuses keys that do not.
func verify(k Key, m []byte, s Sig) bool { return ed25519.Verify(k.public(), m, s[:]) }

func unhex(dst, b []byte, what string) error {
	s := string(b)
	if !strings.HasPrefix(s, "0x") || len(s) != 2+2*len(dst) || strings.ToLower(s) != s {
		return fmt.Errorf("%s must be 0x and %d lowercase hex digits", what, 2*len(dst))
	}
	if _, err := hex.Decode(dst, b[2:]); err != nil {
		return fmt.Errorf("%s: %v", what, err)
	}
	return nil
}

// Answer is one of the four answers an auditor may give.
type Answer string

// The answers. Nothing else ever leaves the auditor.
const (
	AnswerTrue   Answer = "true"
	AnswerFalse  Answer = "false"
	AnswerUnsure Answer = "unsure"
	AnswerError  Answer = "error"
)

// Answers lists the allowed answers, in code order (1..4).
var Answers = []Answer{AnswerTrue, AnswerFalse, AnswerUnsure, AnswerError}

// code is the answer's byte in signed messages (1..4), 0 if not allowed.
func (a Answer) code() byte {
	for i, x := range Answers {
		if a == x {
			return byte(i + 1)
		}
	}
	return 0
}

// Valid reports whether a is one of the four answers.
func (a Answer) Valid() bool { return a.code() != 0 }

// Ticket is the prover's signed offer of a session to one verifier.
type Ticket struct {
	Nonce        canon.Hash `json:"nonce"`        // 256 random bits, once per session
	IssuedAt     int64      `json:"issuedAt"`     // Unix seconds
	MaxQuestions int        `json:"maxQuestions"` // the question budget
	MaxToolCalls int        `json:"maxToolCalls"` // tool calls allowed per question
	CorpusHash   canon.Hash `json:"corpusHash"`   // CorpusHash of the file map
	ProverKey    Key        `json:"proverKey"`
	VerifierKey  Key        `json:"verifierKey"`
	Signature    Sig        `json:"signature"` // the prover's, over Message()
}

// Message is what the prover signs.
func (t *Ticket) Message() []byte {
	b := tag(tagTicket)
	b = append(b, t.Nonce[:]...)
	b = binary.BigEndian.AppendUint64(b, uint64(t.IssuedAt))
	b = binary.BigEndian.AppendUint32(b, uint32(t.MaxQuestions))
	b = binary.BigEndian.AppendUint32(b, uint32(t.MaxToolCalls))
	b = append(b, t.CorpusHash[:]...)
	b = append(b, t.ProverKey[:]...)
	return append(b, t.VerifierKey[:]...)
}

// Hash is sha256(Message ‖ Signature): the session's identity, inside
// every later message.
func (t *Ticket) Hash() canon.Hash {
	return canon.Sum(append(t.Message(), t.Signature[:]...))
}

// Check verifies the ticket's shape and signature.
func (t *Ticket) Check() error {
	switch {
	case t.MaxQuestions < 1 || t.MaxQuestions > MaxQuestions:
		return fmt.Errorf("%w: maxQuestions %d not in [1, %d]", ErrTicket, t.MaxQuestions, MaxQuestions)
	case t.MaxToolCalls < 0 || t.MaxToolCalls > MaxToolCalls:
		return fmt.Errorf("%w: maxToolCalls %d not in [0, %d]", ErrTicket, t.MaxToolCalls, MaxToolCalls)
	case t.IssuedAt < 0:
		return fmt.Errorf("%w: issuedAt %d is negative", ErrTicket, t.IssuedAt)
	case !KeyOK(t.ProverKey):
		return fmt.Errorf("%w: proverKey is not a usable Ed25519 key", ErrTicket)
	case !KeyOK(t.VerifierKey):
		return fmt.Errorf("%w: verifierKey is not a usable Ed25519 key", ErrTicket)
	case !verify(t.ProverKey, t.Message(), t.Signature):
		return fmt.Errorf("%w: ticket signature by the prover key", ErrSignature)
	}
	return nil
}

// BootReportData is the report data an auditor's quote carries:
// sha256(tag ‖ auditor key ‖ ticket hash), zero-padded to 64 bytes.
func BootReportData(auditor Key, ticket canon.Hash) [tee.ReportDataSize]byte {
	b := tag(tagBoot)
	b = append(b, auditor[:]...)
	b = append(b, ticket[:]...)
	var rd [tee.ReportDataSize]byte
	h := sha256.Sum256(b)
	copy(rd[:], h[:])
	return rd
}

// Genesis is H0 = sha256(tag ‖ corpus hash ‖ ticket hash ‖ auditor key ‖
// sha256(backend) ‖ quote hash): the chain starts from the ticket and the
// auditor's binding, so every head, attestation and final signature
// commits to which auditor, under which backend and quote, saw it.
func Genesis(corpus, ticket canon.Hash, b *Binding) canon.Hash {
	m := tag(tagChain)
	m = append(m, corpus[:]...)
	m = append(m, ticket[:]...)
	m = append(m, b.Key[:]...)
	bh := canon.Sum([]byte(b.Backend))
	m = append(m, bh[:]...)
	return canon.Sum(append(m, b.QuoteHash[:]...))
}

// CheckBindingShape refuses a binding whose quote hash is not the quote's
// (zero without a quote) or whose backend name is empty or long.
func CheckBindingShape(b *Binding) error {
	switch {
	case b.Backend == "" || len(b.Backend) > 64:
		return fmt.Errorf("%w: backend name of %d bytes, want 1-64", ErrProtocol, len(b.Backend))
	case len(b.Quote) == 0 && !b.QuoteHash.IsZero():
		return fmt.Errorf("%w: a quote hash without a quote", ErrProtocol)
	case len(b.Quote) > 0 && canon.Sum(b.Quote) != b.QuoteHash:
		return fmt.Errorf("%w: quoteHash is not sha256 of the quote", ErrProtocol)
	case !KeyOK(b.Key):
		return fmt.Errorf("%w: the auditor key is not a usable Ed25519 key", ErrProtocol)
	}
	return nil
}

// Step kinds.
const (
	KindQuestion = "question" // a verifier's question enters the session
	KindTool     = "tool"     // the auditor calls one of the prover's tools
	KindAnswer   = "answer"   // the auditor's answer to the open question
)

func kindCode(k string) byte {
	switch k {
	case KindQuestion:
		return 1
	case KindTool:
		return 2
	case KindAnswer:
		return 3
	}
	return 0
}

// Step is one link of the transcript hash chain, as both parties log it.
type Step struct {
	N        int        `json:"n"`        // 1-based position in the chain
	Kind     string     `json:"kind"`     // KindQuestion, KindTool or KindAnswer
	Question int        `json:"question"` // the question it belongs to (1-based)
	Tool     string     `json:"tool"`     // tool name (KindTool), else ""
	Args     string     `json:"args"`     // the arguments as sent; the question text; the answer
	Result   canon.Hash `json:"result"`   // sha256 of the tool result text; of the verifier's signature; zero
	File     canon.Hash `json:"file"`     // for read_file, the file hash the prover claimed; else zero
	Head     canon.Hash `json:"head"`     // H_n
	// The parties' signatures over StepHeadMessage.
	ProverSignature  Sig `json:"proverSignature"`
	AuditorSignature Sig `json:"auditorSignature"`
}

// Next computes H_n = sha256(tag ‖ H_{n-1} ‖ n ‖ kind ‖ question ‖
// len‖tool ‖ len‖args ‖ result ‖ file).
func (s *Step) Next(prev canon.Hash) canon.Hash {
	b := tag(tagStep)
	b = append(b, prev[:]...)
	b = binary.BigEndian.AppendUint64(b, uint64(s.N))
	b = append(b, kindCode(s.Kind))
	b = binary.BigEndian.AppendUint32(b, uint32(s.Question))
	b = lp(b, s.Tool)
	b = lp(b, s.Args)
	b = append(b, s.Result[:]...)
	return canon.Sum(append(b, s.File[:]...))
}

// StepHeadMessage is what each party signs after step n.
func StepHeadMessage(ticket canon.Hash, n int, head canon.Hash) []byte {
	b := tag(tagStepHead)
	b = append(b, ticket[:]...)
	b = binary.BigEndian.AppendUint64(b, uint64(n))
	return append(b, head[:]...)
}

// QuestionMessage is what the verifier signs to ask question k.
func QuestionMessage(ticket canon.Hash, k int, question string) []byte {
	b := tag(tagQuestion)
	b = append(b, ticket[:]...)
	b = binary.BigEndian.AppendUint32(b, uint32(k))
	h := canon.Sum([]byte(question))
	return append(b, h[:]...)
}

// AckMessage is what the prover signs to acknowledge answer a to question
// k, reached at head after toolCalls tool calls.
func AckMessage(ticket canon.Hash, k int, head canon.Hash, a Answer, toolCalls int) []byte {
	b := tag(tagAck)
	b = append(b, ticket[:]...)
	b = binary.BigEndian.AppendUint32(b, uint32(k))
	b = append(b, head[:]...)
	b = append(b, a.code())
	return binary.BigEndian.AppendUint32(b, uint32(toolCalls))
}

// AttestationMessage is what the auditor signs as the public attestation of
// question k: the question, the answer, the tool calls, the head and the
// prover's acknowledgement.
func AttestationMessage(ticket canon.Hash, k int, question string, a Answer, toolCalls int, head canon.Hash, ack Sig) []byte {
	b := tag(tagAttestation)
	b = append(b, ticket[:]...)
	b = binary.BigEndian.AppendUint32(b, uint32(k))
	q := canon.Sum([]byte(question))
	b = append(b, q[:]...)
	b = append(b, a.code())
	b = binary.BigEndian.AppendUint32(b, uint32(toolCalls))
	b = append(b, head[:]...)
	return append(b, ack[:]...)
}

// FinalMessage is what both parties sign to close the session.
func FinalMessage(ticket canon.Hash, steps, questions int, head canon.Hash) []byte {
	b := tag(tagFinal)
	b = append(b, ticket[:]...)
	b = binary.BigEndian.AppendUint64(b, uint64(steps))
	b = binary.BigEndian.AppendUint32(b, uint32(questions))
	return append(b, head[:]...)
}

// AbortMessage is what the auditor signs when it ends a session early.
func AbortMessage(ticket canon.Hash, steps int, head canon.Hash, reason string) []byte {
	b := tag(tagAbort)
	b = append(b, ticket[:]...)
	b = binary.BigEndian.AppendUint64(b, uint64(steps))
	b = append(b, head[:]...)
	r := canon.Sum([]byte(reason))
	return append(b, r[:]...)
}

func tag(t string) []byte {
	b := make([]byte, 0, 256)
	b = append(b, t...)
	return append(b, 0)
}

func lp(b []byte, s string) []byte {
	b = binary.BigEndian.AppendUint32(b, uint32(len(s)))
	return append(b, s...)
}

// KeyOK reports whether k is a key every role and the evaluator accept: a
// canonical encoding of a point of prime order (not of small order, no
// torsion component). The evaluator refuses any other key (docs/witness.md).
func KeyOK(k Key) bool {
	p, err := new(edwards25519.Point).SetBytes(k[:])
	if err != nil || !bytes.Equal(p.Bytes(), k[:]) {
		return false
	}
	if new(edwards25519.Point).MultByCofactor(p).Equal(edwards25519.NewIdentityPoint()) == 1 {
		return false
	}
	// [L]P = identity iff P has no torsion component: L = 8^-1 * 8L, so
	// check [8^-1 mod L]([8]P) == P, which holds iff P is in the
	// prime-order subgroup.
	return new(edwards25519.Point).ScalarMult(invEight, new(edwards25519.Point).MultByCofactor(p)).Equal(p) == 1
}

// invEight is 8^-1 mod L.
var invEight = func() *edwards25519.Scalar {
	eight, err := new(edwards25519.Scalar).SetCanonicalBytes(append([]byte{8}, make([]byte, 31)...))
	if err != nil {
		panic(err)
	}
	return new(edwards25519.Scalar).Invert(eight)
}()
