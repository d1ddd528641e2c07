// Package wire holds the witness protocol's signed values that a reader
// of a finished session needs: Ed25519 keys and signatures in their JSON
// form, the prover's ticket, the auditor's binding to a TEE and the
// report data its boot quote must carry. It is a leaf of package witness
// (which runs sessions over MCP and seals reports with age): package
// verify checks a transcript record's auditor with it alone.
//
// Guarantees: the bytes signed and hashed here are the ones
// classes/transcript.js in the evaluator bundle builds; a Ticket that
// Check accepts is signed by its prover key, within the protocol's
// budgets, with usable keys. Non-guarantees: nothing here decides whether
// a TEE measurement is allowed (package witness's BindingPolicy and
// package verify's policy do).
package wire

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

// The domain tags of the messages this package builds.
const (
	TagTicket = "verijudge/witness/v1/ticket"
	TagBoot   = "verijudge/witness/v1/boot"
)

// Protocol limits a ticket is held to. The evaluator enforces the same
// numbers.
const (
	// MaxQuestions bounds a ticket's question budget.
	MaxQuestions = 256
	// MaxToolCalls bounds a ticket's per-question tool-call budget.
	MaxToolCalls = 1024
)

// Errors. Package witness uses the same values.
var (
	ErrTicket     = errors.New("witness: ticket refused")
	ErrSignature  = errors.New("witness: signature does not verify")
	ErrProtocol   = errors.New("witness: protocol violation")
	ErrUnattested = errors.New("witness: auditor binding refused")
)

// Key is an Ed25519 public key; Sig an Ed25519 signature. Both are written
// as 0x-prefixed lowercase hex in JSON.
type (
	Key [ed25519.PublicKeySize]byte
	Sig [ed25519.SignatureSize]byte
)

func (k Key) String() string                { return "0x" + hex.EncodeToString(k[:]) }
func (k Key) MarshalText() ([]byte, error)  { return []byte(k.String()), nil }
func (k *Key) UnmarshalText(b []byte) error { return unhex(k[:], b, "key") }
func (s Sig) String() string                { return "0x" + hex.EncodeToString(s[:]) }
func (s Sig) MarshalText() ([]byte, error)  { return []byte(s.String()), nil }
func (s *Sig) UnmarshalText(b []byte) error { return unhex(s[:], b, "signature") }
func (k Key) Public() ed25519.PublicKey     { return ed25519.PublicKey(k[:]) }

// Verify checks s over m under k with crypto/ed25519 (RFC 8032, canonical
// S). The evaluator additionally refuses small-order keys and
// non-canonical point encodings; KeyOK tells whether a key passes that
// rule, and every role refuses keys that do not.
func Verify(k Key, m []byte, s Sig) bool { return ed25519.Verify(k.Public(), m, s[:]) }

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
	b := Tag(TagTicket)
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
	case !Verify(t.ProverKey, t.Message(), t.Signature):
		return fmt.Errorf("%w: ticket signature by the prover key", ErrSignature)
	}
	return nil
}

// BootReportData is the report data an auditor's quote carries:
// sha256(tag ‖ auditor key ‖ ticket hash), zero-padded to 64 bytes.
func BootReportData(auditor Key, ticket canon.Hash) [tee.ReportDataSize]byte {
	b := Tag(TagBoot)
	b = append(b, auditor[:]...)
	b = append(b, ticket[:]...)
	var rd [tee.ReportDataSize]byte
	h := sha256.Sum256(b)
	copy(rd[:], h[:])
	return rd
}

// Binding is how the auditor's key is tied to a TEE: the backend that
// quoted, and the quote (none for reproducible-only) whose report data is
// BootReportData(Key, ticket hash).
type Binding struct {
	Key       Key          `json:"key"`
	Backend   string       `json:"backend"`
	Quote     tee.HexBytes `json:"quote,omitempty"`
	QuoteHash canon.Hash   `json:"quoteHash"` // sha256(Quote); zero when there is no quote
}

// CheckBinding verifies the auditor's boot quote with the tee package: the
// quote verifies under o's roots at o.Now, and its report data is
// BootReportData(auditor key, ticket hash). A binding without a quote
// (reproducible-only) has nothing to verify and is refused.
func CheckBinding(b *Binding, t *Ticket, o tee.EvidenceOptions) (*tee.Result, []tee.Finding, error) {
	if len(b.Quote) == 0 {
		return nil, nil, fmt.Errorf("%w: the auditor ran with %s: no quote binds its key", ErrUnattested, b.Backend)
	}
	kind := tee.KindTDX
	if b.Backend == tee.BackendNitro {
		kind = tee.KindNitro
	}
	ev := &tee.Evidence{Kind: kind, Backend: b.Backend, Quote: b.Quote, QuoteHash: b.QuoteHash}
	res, fs := tee.CheckEvidence(ev, o, BootReportData(b.Key, t.Hash()))
	for _, f := range fs {
		if !f.OK {
			return res, fs, fmt.Errorf("%w: %s: %s", ErrUnattested, f.Name, f.Detail)
		}
	}
	return res, fs, nil
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

// Tag is a message's domain tag: the tag's ASCII, then a zero byte. Every
// signed or hashed message of the protocol starts with one, so that no
// message of one kind is ever a message of another.
func Tag(t string) []byte {
	b := make([]byte, 0, 256)
	b = append(b, t...)
	return append(b, 0)
}
