package witness

import (
	"fmt"
	"io"

	"github.com/verijudge/verijudge/canon"
)

// SessionMediaType names the session file format (session.json).
const SessionMediaType = "application/vnd.verijudge.witness-session.v1+json"

// MaxSessionBytes bounds a session file.
const MaxSessionBytes = 8 << 20

// Attested is one question of the public session: what was asked, the
// answer, and the signatures that bind it to the chain.
type Attested struct {
	N           int        `json:"n"`
	Question    string     `json:"question"`
	Signature   Sig        `json:"signature"` // the verifier's, over QuestionMessage
	Answer      Answer     `json:"answer"`
	ToolCalls   int        `json:"toolCalls"`
	Head        canon.Hash `json:"head"`        // the chain head after the answer step
	Ack         Sig        `json:"ack"`         // the prover's, over AckMessage
	Attestation Sig        `json:"attestation"` // the auditor's, over AttestationMessage
}

// Final closes a session: the number of steps and questions and the head,
// signed by both parties.
type Final struct {
	Steps            int        `json:"steps"`
	Questions        int        `json:"questions"`
	Head             canon.Hash `json:"head"`
	ProverSignature  Sig        `json:"proverSignature"`
	AuditorSignature Sig        `json:"auditorSignature"`
}

// Abort ends a session early, signed by the auditor; its reason is in the
// clear, so a verifier sees why.
type Abort struct {
	Steps     int        `json:"steps"`
	Head      canon.Hash `json:"head"`
	Reason    string     `json:"reason"`
	Signature Sig        `json:"signature"`
}

// Forensic is the evidence behind the chain: the file map and every step
// with both parties' signatures. It reveals file hashes, paths, tool
// arguments and questions, never file contents.
type Forensic struct {
	Files []FileEntry `json:"files"`
	Steps []Step      `json:"steps"`
}

// Session is what a witnessed session leaves behind (session.json): the
// public part (ticket, binding, attested questions, final head or abort)
// and the forensic part.
type Session struct {
	MediaType string     `json:"mediaType"`
	Ticket    Ticket     `json:"ticket"`
	Auditor   Binding    `json:"auditor"`
	Questions []Attested `json:"questions"`
	Final     *Final     `json:"final,omitempty"`
	Abort     *Abort     `json:"abort,omitempty"`
	Locker    *Forensic  `json:"locker,omitempty"`
}

// ParseSession reads a session file strictly: size cap, known members only,
// one JSON value.
func ParseSession(r io.Reader) (*Session, error) {
	var s Session
	if err := readStrict(r, MaxSessionBytes, &s); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrSessionFile, err)
	}
	if s.MediaType != SessionMediaType {
		return nil, fmt.Errorf("%w: mediaType %q, want %s", ErrSessionFile, s.MediaType, SessionMediaType)
	}
	if len(s.Questions) > MaxQuestions {
		return nil, fmt.Errorf("%w: %d questions, at most %d", ErrSessionFile, len(s.Questions), MaxQuestions)
	}
	if s.Locker != nil && (len(s.Locker.Steps) > MaxSteps || len(s.Locker.Files) > MaxCorpusFiles) {
		return nil, fmt.Errorf("%w: locker larger than the protocol allows", ErrSessionFile)
	}
	return &s, nil
}
