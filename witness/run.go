package witness

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/verijudge/verijudge/tee"
)

// Transports Run connects the auditor to the prover with.
const (
	TransportMemory = "memory" // an in-process pipe (mcp.NewInMemoryTransports)
	TransportHTTP   = "http"   // streamable HTTP on a loopback port
)

// Files Run writes in the session folder.
const (
	SessionFile = "session.json" // the session (public and forensic parts)
	LockerFile  = "locker.jsonl" // the prover's evidence locker
)

// RunConfig configures a local session: all three roles in one process.
type RunConfig struct {
	Corpus       string     // the prover's folder
	Questions    []Question // asked in order
	Out          string     // the session folder (created)
	MaxQuestions int        // the ticket's budget (default: len(Questions))
	MaxToolCalls int        // per question (default 16)
	Backend      tee.Backend
	Reasoner     Reasoner  // default: the rules of Questions
	Rand         io.Reader // keys and nonce
	Now          func() time.Time
	Transport    string // TransportMemory (default) or TransportHTTP
	// ProverKey and VerifierKey, when set, are used instead of keys drawn
	// from Rand; AuditorRand, when set, is where the auditor draws its key.
	ProverKey, VerifierKey ed25519.PrivateKey
	AuditorRand            io.Reader
	// Binding is how prover and verifier judge the auditor's binding; its
	// clock defaults to Now.
	Binding BindingPolicy
	// ProverOptions are passed to the prover (its clock is Now).
	ProverOptions ProverOptions
	// AfterQuestion, when set, runs after each answered question (tests
	// change the corpus here).
	AfterQuestion func(n int)
	// Progress, when set, is told about each question as it is answered.
	Progress func(a *Attested)
}

// Run runs one session on loopback: the prover issues a ticket to the
// verifier, the auditor starts on it, the verifier asks every question and
// checks every attestation, and both parties sign the final head. It
// writes session.json and locker.jsonl under c.Out and returns the session
// — also when the auditor aborted it, together with an error wrapping
// ErrAborted.
func Run(ctx context.Context, c RunConfig) (*Session, error) {
	if c.Now == nil {
		c.Now = time.Now
	}
	if c.MaxQuestions == 0 {
		c.MaxQuestions = len(c.Questions)
	}
	if c.MaxToolCalls == 0 {
		c.MaxToolCalls = 16
	}
	if c.Reasoner == nil {
		c.Reasoner = RulesOf(&Questions{Questions: c.Questions})
	}
	if c.Backend == nil {
		b, err := tee.NewBackend(tee.BackendReproducible, tee.BackendConfig{})
		if err != nil {
			return nil, err
		}
		c.Backend = b
	}
	if err := os.MkdirAll(c.Out, 0o755); err != nil {
		return nil, err
	}
	corpus, err := OpenCorpus(c.Corpus)
	if err != nil {
		return nil, err
	}
	defer corpus.Close()
	locker, err := OpenLocker(filepath.Join(c.Out, LockerFile), c.Now)
	if err != nil {
		return nil, err
	}
	defer locker.Close()
	pk, vk := c.ProverKey, c.VerifierKey
	if pk == nil {
		if _, pk, err = ed25519.GenerateKey(c.Rand); err != nil {
			return nil, err
		}
	}
	if vk == nil {
		if _, vk, err = ed25519.GenerateKey(c.Rand); err != nil {
			return nil, err
		}
	}
	if c.AuditorRand == nil {
		c.AuditorRand = c.Rand
	}
	if c.Binding.Now == nil {
		c.Binding.Now = c.Now
	}
	po := c.ProverOptions
	po.Now = c.Now
	po.Binding = c.Binding
	prover := NewProver(pk, corpus, locker, po)
	verifier := NewVerifier(vk, c.Binding)
	ticket, err := prover.IssueTicket(verifier.Key(), c.MaxQuestions, c.MaxToolCalls, c.Rand)
	if err != nil {
		return nil, err
	}
	auditor, err := NewAuditor(c.AuditorRand, c.Backend, c.Reasoner, AuditorOptions{Now: c.Now})
	if err != nil {
		return nil, err
	}
	cs, stop, err := connect(ctx, prover.Server(), c.Transport)
	if err != nil {
		return nil, err
	}
	defer stop()

	runErr := func() error {
		b, err := auditor.Start(ctx, cs, ticket)
		if err != nil {
			return err
		}
		if err := verifier.Accept(ticket, b); err != nil {
			return err
		}
		for _, q := range c.Questions {
			n, sig, err := verifier.Sign(q.Question)
			if err != nil {
				return err
			}
			a, err := auditor.Ask(ctx, n, q.Question, sig)
			if err != nil {
				return err
			}
			if err := verifier.Check(a); err != nil {
				return err
			}
			if c.Progress != nil {
				c.Progress(a)
			}
			if c.AfterQuestion != nil {
				c.AfterQuestion(n)
			}
		}
		f, err := auditor.Close(ctx)
		if err != nil {
			return err
		}
		return verifier.CheckFinal(f)
	}()
	s := auditor.Session()
	s.Ticket = *ticket // also when the auditor never started
	if err := WriteSession(filepath.Join(c.Out, SessionFile), s); err != nil {
		return nil, errors.Join(runErr, err)
	}
	if err := writeReport(filepath.Join(c.Out, ReportFile), s); err != nil {
		return nil, errors.Join(runErr, err)
	}
	return s, runErr
}

// WriteSession writes s as indented JSON.
func WriteSession(path string, s *Session) error {
	b, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}

// connect serves srv on the transport and returns a connected client
// session and a function that tears both down.
func connect(ctx context.Context, srv *mcp.Server, transport string) (*mcp.ClientSession, func(), error) {
	client := mcp.NewClient(&mcp.Implementation{Name: "verijudge-witness-auditor", Version: "1"}, nil)
	switch transport {
	case "", TransportMemory:
		ct, st := mcp.NewInMemoryTransports()
		ss, err := srv.Connect(ctx, st, nil)
		if err != nil {
			return nil, nil, err
		}
		cs, err := client.Connect(ctx, ct, nil)
		if err != nil {
			ss.Close()
			return nil, nil, err
		}
		return cs, func() { cs.Close(); ss.Close() }, nil
	case TransportHTTP:
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return nil, nil, err
		}
		hs := HTTPServer(srv)
		go hs.Serve(ln)
		cs, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: "http://" + ln.Addr().String() + "/"}, nil)
		if err != nil {
			hs.Close()
			return nil, nil, err
		}
		return cs, func() { cs.Close(); hs.Close() }, nil
	}
	return nil, nil, fmt.Errorf("witness: unknown transport %q (known: %s, %s)", transport, TransportMemory, TransportHTTP)
}

// HTTPServer serves srv over MCP's streamable HTTP transport, every
// connection its own MCP session (the prover and auditor serve only the
// one that opened).
func HTTPServer(srv *mcp.Server) *http.Server {
	return &http.Server{Handler: mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, nil),
		ReadHeaderTimeout: 10 * time.Second}
}

// writeReport seals the session's private report to the prover's key.
func writeReport(path string, s *Session) error {
	var b bytes.Buffer
	if err := SealReport(BuildReport(s), s.Ticket.ProverKey, &b); err != nil {
		return err
	}
	return os.WriteFile(path, b.Bytes(), 0o600)
}
