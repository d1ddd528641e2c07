package witness

import (
	"crypto/ed25519"
	"encoding/json"
	"fmt"
	"io"

	"filippo.io/age"
	"filippo.io/age/agessh"
	"golang.org/x/crypto/ssh"

	"github.com/verijudge/verijudge/canon"
)

// ReportMediaType names the private report's format (inside the age file).
const ReportMediaType = "application/vnd.verijudge.witness-report.v1+json"

// ReportFile is the private report's name in a session folder.
const ReportFile = "report.age"

// Report is the auditor's private report to the prover: for each question,
// every tool call it made (tool, arguments, what came back, by hash) and
// the answer. It is encrypted to the prover's key: it may say more about
// the corpus than the verifier is entitled to learn.
type Report struct {
	MediaType string           `json:"mediaType"`
	Ticket    canon.Hash       `json:"ticket"`
	Questions []ReportQuestion `json:"questions"`
	Aborted   string           `json:"aborted,omitempty"`
}

// ReportQuestion is one question of the report.
type ReportQuestion struct {
	N        int          `json:"n"`
	Question string       `json:"question"`
	Answer   Answer       `json:"answer"`
	Calls    []ReportCall `json:"calls"`
}

// ReportCall is one tool call of the report.
type ReportCall struct {
	Step   int        `json:"step"`
	Tool   string     `json:"tool"`
	Args   string     `json:"args"`
	Result canon.Hash `json:"result"`
	File   canon.Hash `json:"file,omitzero"`
}

// BuildReport assembles the private report from a session's forensic part.
func BuildReport(s *Session) *Report {
	r := &Report{MediaType: ReportMediaType, Ticket: s.Ticket.Hash()}
	if s.Abort != nil {
		r.Aborted = s.Abort.Reason
	}
	byN := map[int]*ReportQuestion{}
	for _, q := range s.Questions {
		r.Questions = append(r.Questions, ReportQuestion{N: q.N, Question: q.Question, Answer: q.Answer, Calls: []ReportCall{}})
	}
	for i := range r.Questions {
		byN[r.Questions[i].N] = &r.Questions[i]
	}
	if s.Locker != nil {
		for _, st := range s.Locker.Steps {
			q, ok := byN[st.Question]
			if !ok && st.Kind == KindQuestion {
				// The question the auditor aborted in.
				r.Questions = append(r.Questions, ReportQuestion{N: st.Question, Question: st.Args, Calls: []ReportCall{}})
				q = &r.Questions[len(r.Questions)-1]
				byN[st.Question] = q
			}
			if st.Kind == KindTool && q != nil {
				q.Calls = append(q.Calls, ReportCall{Step: st.N, Tool: st.Tool, Args: st.Args, Result: st.Result, File: st.File})
			}
		}
	}
	return r
}

// SealReport encrypts the report to the prover's Ed25519 key with age
// (its ssh-ed25519 recipient type).
func SealReport(r *Report, prover Key, w io.Writer) error {
	pk, err := ssh.NewPublicKey(ed25519.PublicKey(prover[:]))
	if err != nil {
		return fmt.Errorf("witness: report: %w", err)
	}
	rcpt, err := agessh.NewEd25519Recipient(pk)
	if err != nil {
		return fmt.Errorf("witness: report: %w", err)
	}
	enc, err := age.Encrypt(w, rcpt)
	if err != nil {
		return fmt.Errorf("witness: report: %w", err)
	}
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	if _, err := enc.Write(append(b, '\n')); err != nil {
		return err
	}
	return enc.Close()
}

// OpenReport decrypts a sealed report with the prover's private key and
// reads it strictly.
func OpenReport(rd io.Reader, key ed25519.PrivateKey) (*Report, error) {
	id, err := agessh.NewEd25519Identity(key)
	if err != nil {
		return nil, fmt.Errorf("witness: report: %w", err)
	}
	dec, err := age.Decrypt(rd, id)
	if err != nil {
		return nil, fmt.Errorf("witness: report: %w", err)
	}
	var r Report
	if err := readStrict(dec, MaxSessionBytes, &r); err != nil {
		return nil, fmt.Errorf("witness: report: %w", err)
	}
	if r.MediaType != ReportMediaType {
		return nil, fmt.Errorf("witness: report: mediaType %q, want %s", r.MediaType, ReportMediaType)
	}
	return &r, nil
}
