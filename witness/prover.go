package witness

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/internal/limits"
)

// Tool names the prover serves. The first three read the corpus; the
// witness_ ones carry the protocol and are called by the auditor's own
// code, never by its reasoner.
const (
	ToolReadFile   = "read_file"
	ToolListFiles  = "list_files"
	ToolSearch     = "search_repository"
	ToolOpen       = "witness_open"
	ToolQuestion   = "witness_question"
	ToolAnswer     = "witness_answer"
	ToolClose      = "witness_close"
	ToolAbort      = "witness_abort"
	metaKey        = "verijudge/witness"
	maxSearchLines = 50
)

// Prover owns a corpus, issues the ticket, serves the corpus over MCP,
// keeps its own copy of the chain and signs each step, acknowledgement and
// the final head. It logs every exchange in its locker before answering.
// One Prover serves one session.
type Prover struct {
	key    ed25519.PrivateKey
	corpus *Corpus
	locker *Locker
	now    func() time.Time

	mu        sync.Mutex
	ticket    *Ticket
	th        canon.Hash
	auditor   *Binding
	head      canon.Hash
	n         int // steps so far
	q         int // the open question (0: none)
	questions int // questions answered
	tools     int // tool calls in the open question
	done      bool
	owner     atomic.Value // *mcp.ServerSession: the MCP connection that opened
	rmu       sync.Mutex
	refusals  map[*mcp.ServerSession]int
	flooded   atomic.Bool
	policy    BindingPolicy
	adversary func(tool, args, result string) string
}

// MaxRefusals bounds the refused calls a prover logs from one MCP
// connection; when the auditor's own connection reaches it, the prover
// ends the session (logging why) and refuses everything.
const MaxRefusals = 1024

// ProverOptions configures a prover.
type ProverOptions struct {
	// Now is the clock (default time.Now).
	Now func() time.Time
	// Binding is how the prover decides whether to hand the corpus to the
	// auditor that opens the session (the quote must verify and bind its
	// key to the ticket, unless AllowUnattestedUnsafe).
	Binding BindingPolicy
	// AdversaryUnsafe rewrites tool results after they are computed and
	// before they are hashed and signed: a dishonest prover for tests and
	// fixtures (the forked-history adversary). Never set it otherwise.
	AdversaryUnsafe func(tool, args, result string) string
}

// NewProver returns a prover for corpus that signs with key and logs to
// locker.
func NewProver(key ed25519.PrivateKey, corpus *Corpus, locker *Locker, o ProverOptions) *Prover {
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Binding.Now == nil {
		o.Binding.Now = o.Now
	}
	return &Prover{key: key, corpus: corpus, locker: locker, now: o.Now, policy: o.Binding, adversary: o.AdversaryUnsafe}
}

// Key is the prover's public key.
func (p *Prover) Key() Key { return keyOf(p.key.Public().(ed25519.PublicKey)) }

// IssueTicket signs a ticket for one session with the verifier holding
// verifier: a fresh nonce from rnd, the time now, the budgets and the
// corpus hash.
func (p *Prover) IssueTicket(verifier Key, maxQuestions, maxToolCalls int, rnd io.Reader) (*Ticket, error) {
	t := &Ticket{IssuedAt: p.now().Unix(), MaxQuestions: maxQuestions, MaxToolCalls: maxToolCalls,
		CorpusHash: p.corpus.Hash(), ProverKey: p.Key(), VerifierKey: verifier}
	if _, err := io.ReadFull(rnd, t.Nonce[:]); err != nil {
		return nil, fmt.Errorf("witness: nonce: %w", err)
	}
	t.Signature = sign(p.key, t.Message())
	if err := t.Check(); err != nil {
		return nil, err
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ticket != nil {
		return nil, fmt.Errorf("%w: this prover already issued a ticket", ErrProtocol)
	}
	if err := p.locker.Append("ticket", t); err != nil {
		return nil, err
	}
	p.ticket, p.th = t, t.Hash()
	return t, nil
}

// StepMeta is what the prover returns with every step, in the result's
// _meta: the step number, its head and the prover's signature over it.
type StepMeta struct {
	N         int        `json:"n"`
	Head      canon.Hash `json:"head"`
	Signature Sig        `json:"signature"`
	File      canon.Hash `json:"file"` // read_file: the hash of the bytes returned
}

// Server returns the prover's MCP server: the corpus tools and the
// protocol tools.
func (p *Prover) Server() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "verijudge-witness-prover", Version: "1"}, nil)
	obj := func(props string, required ...string) json.RawMessage {
		if required == nil {
			required = []string{}
		}
		req, _ := json.Marshal(required)
		return json.RawMessage(`{"type":"object","additionalProperties":false,"properties":{` + props + `},"required":` + string(req) + `}`)
	}
	str := `{"type":"string"}`
	num := `{"type":"integer"}`
	s.AddTool(&mcp.Tool{Name: ToolReadFile, Description: "Read one file of the corpus: its content and SHA-256.",
		InputSchema: obj(`"path":`+str, "path")}, p.corpusTool(ToolReadFile))
	s.AddTool(&mcp.Tool{Name: ToolListFiles, Description: "List the corpus map: one line \"<sha256>  <path>\" per file.",
		InputSchema: obj(``)}, p.corpusTool(ToolListFiles))
	s.AddTool(&mcp.Tool{Name: ToolSearch, Description: "Search the corpus for a literal string: lines \"path:line: text\".",
		InputSchema: obj(`"query":`+str+`,"maxResults":`+num, "query")}, p.corpusTool(ToolSearch))
	s.AddTool(&mcp.Tool{Name: ToolOpen, Description: "Protocol: the auditor presents its key and boot binding; returns the ticket and the corpus map.",
		InputSchema: obj(`"binding":{"type":"object"}`, "binding")}, p.open)
	s.AddTool(&mcp.Tool{Name: ToolQuestion, Description: "Protocol: a verifier's signed question enters the chain.",
		InputSchema: obj(`"n":`+num+`,"question":`+str+`,"signature":`+str, "n", "question", "signature")}, p.question)
	s.AddTool(&mcp.Tool{Name: ToolAnswer, Description: "Protocol: the auditor's answer enters the chain; returns the prover's acknowledgement.",
		InputSchema: obj(`"n":`+num+`,"answer":`+str, "n", "answer")}, p.answer)
	s.AddTool(&mcp.Tool{Name: ToolClose, Description: "Protocol: both parties sign the final head.",
		InputSchema: obj(`"steps":`+num+`,"head":`+str+`,"signature":`+str, "steps", "head", "signature")}, p.close)
	s.AddTool(&mcp.Tool{Name: ToolAbort, Description: "Protocol: the auditor ends the session early, with its reason.",
		InputSchema: obj(`"abort":{"type":"object"}`, "abort")}, p.abort)
	return s
}

// strictArgs decodes a tool's arguments into v: an object with known
// members only, at most MaxArgsBytes.
func strictArgs(raw json.RawMessage, v any) error { return strictArgsMax(raw, v, MaxArgsBytes) }

// maxOpenBytes bounds witness_open's arguments: a binding with a quote,
// written in hex.
const maxOpenBytes = 2*limits.MaxQuoteBytes + MaxArgsBytes

func strictArgsMax(raw json.RawMessage, v any, max int) error {
	if len(raw) > max {
		return fmt.Errorf("%w: arguments larger than %d bytes", ErrProtocol, max)
	}
	if len(raw) == 0 {
		raw = []byte("{}")
	}
	if err := decodeStrict(raw, v); err != nil {
		return fmt.Errorf("%w: arguments: %v", ErrProtocol, err)
	}
	return nil
}

// refuseFor logs a refused request from MCP connection ss and returns it
// as a tool error: the caller sees the reason, nothing enters the chain.
// Refusals are counted per connection (a stranger's cannot end the
// auditor's session) and their reasons cut at 256 bytes; past MaxRefusals
// a connection's refusals are no longer logged, and the auditor's
// connection ends the session.
func (p *Prover) refuseFor(ss *mcp.ServerSession, tool string, err error) (*mcp.CallToolResult, error) {
	p.rmu.Lock()
	if p.refusals == nil {
		p.refusals = map[*mcp.ServerSession]int{}
	}
	p.refusals[ss]++
	n := p.refusals[ss]
	owner := ss != nil && ss == p.ownerSession()
	p.rmu.Unlock()
	reason := err.Error()
	if len(reason) > 256 {
		reason = strings.ToValidUTF8(reason[:256], "") + "…"
	}
	switch {
	case n < MaxRefusals:
		_ = p.locker.Append("refused", map[string]string{"tool": tool, "reason": reason})
	case n == MaxRefusals && owner:
		_ = p.locker.Append("flood", map[string]string{"reason": fmt.Sprintf("%d refused calls from the auditor: the prover ends the session", MaxRefusals)})
		p.flooded.Store(true)
	}
	r := &mcp.CallToolResult{}
	r.SetError(errors.New(reason))
	return r, nil
}

// ownerSession is the MCP connection that opened (nil before).
func (p *Prover) ownerSession() *mcp.ServerSession {
	o, _ := p.owner.Load().(*mcp.ServerSession)
	return o
}

// gate refuses a call from any MCP session but the one that opened, and
// any call once the session is over. The caller holds p.mu.
func (p *Prover) gate(req *mcp.CallToolRequest) error {
	switch {
	case p.flooded.Load():
		return fmt.Errorf("%w: the session ended after %d refused calls", ErrProtocol, MaxRefusals)
	case p.auditor != nil && req.Session != p.ownerSession():
		return fmt.Errorf("%w: the session was opened by another MCP connection", ErrProtocol)
	}
	return nil
}

// step appends a step to the prover's chain, signs its head and logs it.
// The caller holds p.mu.
func (p *Prover) step(s Step) (StepMeta, error) {
	s.N = p.n + 1
	s.Head = s.Next(p.head)
	s.ProverSignature = sign(p.key, StepHeadMessage(p.th, s.N, s.Head))
	if err := p.locker.Append("step", s); err != nil {
		return StepMeta{}, err
	}
	p.n, p.head = s.N, s.Head
	return StepMeta{N: s.N, Head: s.Head, Signature: s.ProverSignature, File: s.File}, nil
}

func withMeta(text string, m any) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}, Meta: mcp.Meta{metaKey: m}}
}

func (p *Prover) corpusTool(tool string) mcp.ToolHandler {
	return func(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var a struct {
			Path       *string `json:"path"`
			Query      *string `json:"query"`
			MaxResults *int    `json:"maxResults"`
		}
		if err := strictArgs(req.Params.Arguments, &a); err != nil {
			return p.refuseFor(req.Session, tool, err)
		}
		p.mu.Lock()
		defer p.mu.Unlock()
		if err := p.gate(req); err != nil {
			return p.refuseFor(req.Session, tool, err)
		}
		if p.auditor == nil || p.q == 0 || p.done {
			return p.refuseFor(req.Session, tool, fmt.Errorf("%w: %s outside an open question", ErrProtocol, tool))
		}
		if p.tools >= p.ticket.MaxToolCalls {
			return p.refuseFor(req.Session, tool, fmt.Errorf("%w: question %d already made %d tool calls (maxToolCalls %d)", ErrBudget, p.q, p.tools, p.ticket.MaxToolCalls))
		}
		var text string
		var file canon.Hash
		var args []byte
		switch tool {
		case ToolReadFile:
			if a.Path == nil || a.Query != nil || a.MaxResults != nil {
				return p.refuseFor(req.Session, tool, fmt.Errorf("%w: read_file takes exactly {\"path\"}", ErrProtocol))
			}
			b, h, err := p.corpus.ReadFile(*a.Path)
			if err != nil {
				return p.refuseFor(req.Session, tool, err)
			}
			file = h
			if utf8.Valid(b) && !bytes.HasPrefix(b, []byte("base64:")) {
				text = string(b)
			} else {
				text = "base64:" + base64.StdEncoding.EncodeToString(b)
			}
			args = []byte(ToolArgs(ToolReadFile, *a.Path, "", 0))
		case ToolListFiles:
			if a.Path != nil || a.Query != nil || a.MaxResults != nil {
				return p.refuseFor(req.Session, tool, fmt.Errorf("%w: list_files takes no arguments", ErrProtocol))
			}
			text = MapText(p.corpus.Files())
			args = []byte("{}")
		case ToolSearch:
			if a.Query == nil || a.Path != nil {
				return p.refuseFor(req.Session, tool, fmt.Errorf("%w: search_repository takes {\"query\", \"maxResults\"?}", ErrProtocol))
			}
			max := maxSearchLines
			if a.MaxResults != nil {
				if *a.MaxResults < 1 || *a.MaxResults > maxSearchLines {
					return p.refuseFor(req.Session, tool, fmt.Errorf("%w: maxResults %d not in [1, %d]", ErrProtocol, *a.MaxResults, maxSearchLines))
				}
				max = *a.MaxResults
			}
			r, err := p.corpus.Search(*a.Query, max)
			if err != nil {
				return p.refuseFor(req.Session, tool, err)
			}
			text = r
			args = []byte(ToolArgs(ToolSearch, "", *a.Query, max))
		}
		if p.adversary != nil {
			text = p.adversary(tool, string(args), text)
		}
		m, err := p.step(Step{Kind: KindTool, Question: p.q, Tool: tool, Args: string(args), Result: canon.Sum([]byte(text)), File: file})
		if err != nil {
			return nil, err
		}
		p.tools++
		return withMeta(text, m), nil
	}
}

func (p *Prover) open(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a struct {
		Binding Binding `json:"binding"`
	}
	if err := strictArgsMax(req.Params.Arguments, &a, maxOpenBytes); err != nil {
		return p.refuseFor(req.Session, ToolOpen, err)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if err := p.gate(req); err != nil {
		return p.refuseFor(req.Session, ToolOpen, err)
	}
	switch {
	case p.ticket == nil:
		return p.refuseFor(req.Session, ToolOpen, fmt.Errorf("%w: no ticket issued", ErrProtocol))
	case p.auditor != nil:
		return p.refuseFor(req.Session, ToolOpen, fmt.Errorf("%w: the session is already open", ErrProtocol))
	}
	if err := p.policy.Check(&a.Binding, p.ticket); err != nil {
		return p.refuseFor(req.Session, ToolOpen, err)
	}
	b := a.Binding
	p.auditor = &b
	p.owner.Store(req.Session)
	p.head = Genesis(p.ticket.CorpusHash, p.th, &b)
	if err := p.locker.Append("open", b); err != nil {
		return nil, err
	}
	out, _ := json.Marshal(struct {
		Ticket *Ticket     `json:"ticket"`
		Files  []FileEntry `json:"files"`
	}{p.ticket, p.corpus.Files()})
	return withMeta(string(out), nil), nil
}

func (p *Prover) question(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a struct {
		N         int    `json:"n"`
		Question  string `json:"question"`
		Signature Sig    `json:"signature"`
	}
	if err := strictArgs(req.Params.Arguments, &a); err != nil {
		return p.refuseFor(req.Session, ToolQuestion, err)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if err := p.gate(req); err != nil {
		return p.refuseFor(req.Session, ToolQuestion, err)
	}
	switch {
	case p.auditor == nil || p.done:
		return p.refuseFor(req.Session, ToolQuestion, fmt.Errorf("%w: no open session", ErrProtocol))
	case p.q != 0:
		return p.refuseFor(req.Session, ToolQuestion, fmt.Errorf("%w: question %d is still open", ErrProtocol, p.q))
	case a.N != p.questions+1:
		return p.refuseFor(req.Session, ToolQuestion, fmt.Errorf("%w: question %d out of order (next is %d)", ErrProtocol, a.N, p.questions+1))
	case a.N > p.ticket.MaxQuestions:
		return p.refuseFor(req.Session, ToolQuestion, fmt.Errorf("%w: question %d over the budget of %d", ErrBudget, a.N, p.ticket.MaxQuestions))
	case len(a.Question) == 0 || len(a.Question) > MaxQuestionBytes || !utf8.ValidString(a.Question):
		return p.refuseFor(req.Session, ToolQuestion, fmt.Errorf("%w: a question is 1-%d bytes of UTF-8", ErrProtocol, MaxQuestionBytes))
	case !verify(p.ticket.VerifierKey, QuestionMessage(p.th, a.N, a.Question), a.Signature):
		return p.refuseFor(req.Session, ToolQuestion, fmt.Errorf("%w: question %d is not signed by the ticket's verifier", ErrSignature, a.N))
	}
	m, err := p.step(Step{Kind: KindQuestion, Question: a.N, Args: a.Question, Result: canon.Sum(a.Signature[:])})
	if err != nil {
		return nil, err
	}
	p.q, p.tools = a.N, 0
	return withMeta("", m), nil
}

// AnswerMeta is the prover's answer to witness_answer: the step and the
// acknowledgement.
type AnswerMeta struct {
	Step      StepMeta `json:"step"`
	ToolCalls int      `json:"toolCalls"`
	Ack       Sig      `json:"ack"`
}

func (p *Prover) answer(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a struct {
		N      int    `json:"n"`
		Answer Answer `json:"answer"`
	}
	if err := strictArgs(req.Params.Arguments, &a); err != nil {
		return p.refuseFor(req.Session, ToolAnswer, err)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if err := p.gate(req); err != nil {
		return p.refuseFor(req.Session, ToolAnswer, err)
	}
	switch {
	case p.q == 0 || a.N != p.q:
		return p.refuseFor(req.Session, ToolAnswer, fmt.Errorf("%w: answer to question %d, open question is %d", ErrProtocol, a.N, p.q))
	case !a.Answer.Valid():
		return p.refuseFor(req.Session, ToolAnswer, fmt.Errorf("%w: %q", ErrAnswer, a.Answer))
	}
	m, err := p.step(Step{Kind: KindAnswer, Question: a.N, Args: string(a.Answer)})
	if err != nil {
		return nil, err
	}
	ack := sign(p.key, AckMessage(p.th, a.N, m.Head, a.Answer, p.tools))
	out := AnswerMeta{Step: m, ToolCalls: p.tools, Ack: ack}
	if err := p.locker.Append("ack", out); err != nil {
		return nil, err
	}
	p.q, p.questions = 0, p.questions+1
	return withMeta("", out), nil
}

func (p *Prover) close(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a struct {
		Steps     int        `json:"steps"`
		Head      canon.Hash `json:"head"`
		Signature Sig        `json:"signature"`
	}
	if err := strictArgs(req.Params.Arguments, &a); err != nil {
		return p.refuseFor(req.Session, ToolClose, err)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if err := p.gate(req); err != nil {
		return p.refuseFor(req.Session, ToolClose, err)
	}
	switch {
	case p.auditor == nil || p.done || p.q != 0:
		return p.refuseFor(req.Session, ToolClose, fmt.Errorf("%w: nothing to close (open question %d)", ErrProtocol, p.q))
	case a.Steps != p.n || a.Head != p.head:
		return p.refuseFor(req.Session, ToolClose, fmt.Errorf("%w: the auditor closes at step %d head %s, the prover's chain is at step %d head %s", ErrChain, a.Steps, a.Head, p.n, p.head))
	case !verify(p.auditor.Key, FinalMessage(p.th, p.n, p.questions, p.head), a.Signature):
		return p.refuseFor(req.Session, ToolClose, fmt.Errorf("%w: the final head is not signed by the auditor", ErrSignature))
	}
	f := Final{Steps: p.n, Questions: p.questions, Head: p.head, AuditorSignature: a.Signature,
		ProverSignature: sign(p.key, FinalMessage(p.th, p.n, p.questions, p.head))}
	if err := p.locker.Append("final", f); err != nil {
		return nil, err
	}
	p.done = true
	return withMeta("", f), nil
}

func (p *Prover) abort(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a struct {
		Abort Abort `json:"abort"`
	}
	if err := strictArgs(req.Params.Arguments, &a); err != nil {
		return p.refuseFor(req.Session, ToolAbort, err)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if err := p.gate(req); err != nil {
		return p.refuseFor(req.Session, ToolAbort, err)
	}
	if p.auditor == nil || p.done {
		return p.refuseFor(req.Session, ToolAbort, fmt.Errorf("%w: no open session", ErrProtocol))
	}
	if !verify(p.auditor.Key, AbortMessage(p.th, a.Abort.Steps, a.Abort.Head, a.Abort.Reason), a.Abort.Signature) {
		return p.refuseFor(req.Session, ToolAbort, fmt.Errorf("%w: the abort is not signed by the auditor", ErrSignature))
	}
	if err := p.locker.Append("abort", a.Abort); err != nil {
		return nil, err
	}
	p.done = true
	return withMeta("", nil), nil
}
