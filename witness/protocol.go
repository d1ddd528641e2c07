package witness

import (
	"crypto/ed25519"
	"encoding/binary"
	"errors"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/witness/wire"
)

// Every signed or hashed message starts with a domain tag (ASCII, then a
// zero byte), so that no message of one kind is ever a message of another.
// classes/transcript.js in the evaluator bundle builds the same bytes.
const (
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
	MaxQuestions = wire.MaxQuestions
	// MaxToolCalls bounds a ticket's per-question tool-call budget.
	MaxToolCalls = wire.MaxToolCalls
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
	ErrTicket      = wire.ErrTicket
	ErrSignature   = wire.ErrSignature
	ErrChain       = errors.New("witness: hash chain mismatch")
	ErrCorpus      = errors.New("witness: file does not match the corpus map")
	ErrBudget      = errors.New("witness: budget exceeded")
	ErrAnswer      = errors.New("witness: answer not allowed")
	ErrForked      = errors.New("witness: forked history")
	ErrAborted     = errors.New("witness: session aborted")
	ErrProtocol    = wire.ErrProtocol
	ErrSessionFile = errors.New("witness: session file refused")
	ErrUnattested  = wire.ErrUnattested
)

// The signed values a reader of a finished session needs live in the leaf
// package wire (package verify imports it alone); these names are theirs.
type (
	// Key is an Ed25519 public key; Sig an Ed25519 signature. Both are
	// written as 0x-prefixed lowercase hex in JSON.
	Key = wire.Key
	Sig = wire.Sig
	// Ticket is the prover's signed offer of a session to one verifier.
	Ticket = wire.Ticket
	// Binding is how the auditor's key is tied to a TEE.
	Binding = wire.Binding
)

func keyOf(p ed25519.PublicKey) (k Key)        { copy(k[:], p); return k }
func sign(sk ed25519.PrivateKey, m []byte) Sig { var s Sig; copy(s[:], ed25519.Sign(sk, m)); return s }
func verify(k Key, m []byte, s Sig) bool       { return wire.Verify(k, m, s) }
func tag(t string) []byte                      { return wire.Tag(t) }

// KeyOK reports whether k is a key every role and the evaluator accept
// (wire.KeyOK).
func KeyOK(k Key) bool { return wire.KeyOK(k) }

// BootReportData is the report data an auditor's quote carries
// (wire.BootReportData).
func BootReportData(auditor Key, ticket canon.Hash) [tee.ReportDataSize]byte {
	return wire.BootReportData(auditor, ticket)
}

// CheckBindingShape refuses a binding whose quote hash is not the quote's,
// or whose backend name or key is unusable (wire.CheckBindingShape).
func CheckBindingShape(b *Binding) error { return wire.CheckBindingShape(b) }

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

func lp(b []byte, s string) []byte {
	b = binary.BigEndian.AppendUint32(b, uint32(len(s)))
	return append(b, s...)
}
