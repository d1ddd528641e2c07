package witness

import (
	"context"
	"crypto/ed25519"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/tee"
)

// Reasoner is the auditor's judgement: it decides one question, reading
// the corpus only through tools. It never sees a key, and whatever it
// returns, the auditor lets only the four answers out (anything else is
// AnswerError).
type Reasoner interface {
	Answer(ctx context.Context, question string, tools Tools) (Answer, error)
}

// Tools is the reasoner's view of the prover: the corpus tools, each call
// checked, chained and counted against the budget by the auditor.
type Tools interface {
	ReadFile(ctx context.Context, path string) ([]byte, error)
	ListFiles(ctx context.Context) ([]FileEntry, error)
	Search(ctx context.Context, query string, maxResults int) (string, error)
}

// Auditor runs inside the TEE: an ephemeral key made at start, a boot
// binding over that key and the ticket, every file checked against the
// map, its own copy of the chain, both budgets, and the answer filter.
type Auditor struct {
	key      ed25519.PrivateKey
	backend  tee.Backend
	reasoner Reasoner
	now      func() time.Time
	maxSkew  time.Duration

	mu      sync.Mutex
	mcp     *mcp.ClientSession
	ticket  *Ticket
	th      canon.Hash
	files   map[string]canon.Hash
	mapped  []FileEntry // the same map, sorted by path
	binding Binding
	head    canon.Hash
	steps   []Step
	q       int
	tools   int
	seen    map[string]canon.Hash // tool+args -> result hash
	out     []Attested
	final   *Final
	aborted *Abort
}

// AuditorOptions configures an auditor.
type AuditorOptions struct {
	// Now is the clock (default time.Now).
	Now func() time.Time
	// MaxTicketSkew is how far a ticket's issue time may be from now, either
	// way (default 5 minutes).
	MaxTicketSkew time.Duration
}

// NewAuditor makes an auditor with a fresh key from rnd.
func NewAuditor(rnd io.Reader, backend tee.Backend, r Reasoner, o AuditorOptions) (*Auditor, error) {
	_, sk, err := ed25519.GenerateKey(rnd)
	if err != nil {
		return nil, fmt.Errorf("witness: auditor key: %w", err)
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.MaxTicketSkew == 0 {
		o.MaxTicketSkew = 5 * time.Minute
	}
	return &Auditor{key: sk, backend: backend, reasoner: r, now: o.Now, maxSkew: o.MaxTicketSkew, seen: map[string]canon.Hash{}}, nil
}

// Key is the auditor's public key.
func (a *Auditor) Key() Key { return keyOf(a.key.Public().(ed25519.PublicKey)) }

// Start checks the ticket (signature, budgets, issue time within the skew),
// quotes BootReportData(key, ticket) with the TEE backend, opens the
// session with the prover over cs and checks the map against the ticket's
// corpus hash.
func (a *Auditor) Start(ctx context.Context, cs *mcp.ClientSession, t *Ticket) (*Binding, error) {
	if err := t.Check(); err != nil {
		return nil, err
	}
	if d := a.now().Sub(time.Unix(t.IssuedAt, 0)); d > a.maxSkew || d < -a.maxSkew {
		return nil, fmt.Errorf("%w: issued at %s, %s from the auditor's clock (allowed: %s)", ErrTicket,
			time.Unix(t.IssuedAt, 0).UTC().Format(time.RFC3339), d.Round(time.Second), a.maxSkew)
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.ticket != nil {
		return nil, fmt.Errorf("%w: this auditor already started a session", ErrProtocol)
	}
	th := t.Hash()
	b := Binding{Key: a.Key(), Backend: a.backend.Name()}
	ev, err := a.backend.Quote(ctx, BootReportData(b.Key, th))
	if err != nil {
		return nil, fmt.Errorf("witness: boot quote: %w", err)
	}
	if ev != nil {
		b.Quote, b.QuoteHash = ev.Quote, ev.QuoteHash
	}
	if err := CheckBindingShape(&b); err != nil {
		return nil, err
	}
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: ToolOpen, Arguments: map[string]any{"binding": b}})
	if err != nil {
		return nil, fmt.Errorf("%w: witness_open: %v", ErrProtocol, err)
	}
	text, err := resultText(res)
	if err != nil {
		return nil, err
	}
	var opened struct {
		Ticket Ticket      `json:"ticket"`
		Files  []FileEntry `json:"files"`
	}
	if err := json.Unmarshal([]byte(text), &opened); err != nil {
		return nil, fmt.Errorf("%w: witness_open answer: %v", ErrProtocol, err)
	}
	if opened.Ticket.Hash() != th {
		return nil, fmt.Errorf("%w: the prover opened another ticket", ErrTicket)
	}
	if len(opened.Files) > MaxCorpusFiles || CorpusHash(opened.Files) != t.CorpusHash {
		return nil, fmt.Errorf("%w: the map the prover sent does not hash to the ticket's corpus hash", ErrCorpus)
	}
	a.files = map[string]canon.Hash{}
	a.mapped = append([]FileEntry{}, opened.Files...)
	sortFiles(a.mapped)
	for _, f := range opened.Files {
		if err := CheckPath(f.Path); err != nil {
			return nil, err
		}
		if _, dup := a.files[f.Path]; dup {
			return nil, fmt.Errorf("%w: %s twice in the map", ErrCorpus, f.Path)
		}
		a.files[f.Path] = f.SHA256
	}
	a.mcp, a.ticket, a.th, a.binding = cs, t, th, b
	a.head = Genesis(t.CorpusHash, th, &b)
	return &b, nil
}

// resultText is the one text content of a successful tool result.
func resultText(r *mcp.CallToolResult) (string, error) {
	if r.IsError {
		msg := "refused"
		if len(r.Content) == 1 {
			if t, ok := r.Content[0].(*mcp.TextContent); ok {
				msg = t.Text
			}
		}
		return "", fmt.Errorf("%w: the prover refused: %s", ErrProtocol, msg)
	}
	if len(r.Content) != 1 {
		return "", fmt.Errorf("%w: a result must hold exactly one text content, got %d", ErrProtocol, len(r.Content))
	}
	t, ok := r.Content[0].(*mcp.TextContent)
	if !ok {
		return "", fmt.Errorf("%w: a result must be text", ErrProtocol)
	}
	if len(t.Text) > MaxResultBytes {
		return "", fmt.Errorf("%w: a result larger than %d bytes", ErrProtocol, MaxResultBytes)
	}
	return t.Text, nil
}

// meta decodes the prover's _meta record into v.
func meta(r *mcp.CallToolResult, v any) error {
	m, ok := r.Meta[metaKey]
	if !ok {
		return fmt.Errorf("%w: the prover's answer carries no step (_meta)", ErrProtocol)
	}
	b, err := json.Marshal(m)
	if err != nil {
		return fmt.Errorf("%w: _meta: %v", ErrProtocol, err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("%w: _meta: %v", ErrProtocol, err)
	}
	return nil
}

// exchange calls one of the prover's protocol tools and decodes the
// _meta record of its answer into v; any failure aborts the session. The
// caller holds a.mu.
func (a *Auditor) exchange(ctx context.Context, tool string, args map[string]any, v any) error {
	res, err := a.mcp.CallTool(ctx, &mcp.CallToolParams{Name: tool, Arguments: args})
	if err != nil {
		return a.fail(ctx, fmt.Errorf("%w: %s: %v", ErrProtocol, tool, err))
	}
	if _, err := resultText(res); err != nil {
		return a.fail(ctx, err)
	}
	if err := meta(res, v); err != nil {
		return a.fail(ctx, err)
	}
	return nil
}

// accept recomputes step s on the auditor's chain, checks it against the
// prover's head and signature, countersigns it and appends it. The caller
// holds a.mu.
func (a *Auditor) accept(s Step, m StepMeta) error {
	s.N = len(a.steps) + 1
	if len(a.steps) >= MaxSteps {
		return fmt.Errorf("%w: more than %d steps", ErrBudget, MaxSteps)
	}
	s.Head = s.Next(a.head)
	if m.N != s.N || m.Head != s.Head {
		return fmt.Errorf("%w: step %d: the prover's head is %s at step %d, the auditor's %s", ErrChain, s.N, m.Head, m.N, s.Head)
	}
	if !verify(a.ticket.ProverKey, StepHeadMessage(a.th, s.N, s.Head), m.Signature) {
		return fmt.Errorf("%w: step %d is not signed by the prover", ErrSignature, s.N)
	}
	s.ProverSignature = m.Signature
	s.AuditorSignature = sign(a.key, StepHeadMessage(a.th, s.N, s.Head))
	a.steps = append(a.steps, s)
	a.head = s.Head
	return nil
}

// fail aborts the session with err's text as the reason: signed, sent to
// the prover (best effort) and kept in the session. It returns err
// wrapped in ErrAborted. The caller holds a.mu.
func (a *Auditor) fail(ctx context.Context, err error) error {
	if a.aborted != nil || a.final != nil {
		return err
	}
	reason := err.Error()
	if len(reason) > 1024 {
		reason = reason[:1024]
	}
	reason = strings.ToValidUTF8(reason, "?")
	ab := &Abort{Steps: len(a.steps), Head: a.head, Reason: reason}
	ab.Signature = sign(a.key, AbortMessage(a.th, ab.Steps, ab.Head, ab.Reason))
	a.aborted = ab
	_, _ = a.mcp.CallTool(ctx, &mcp.CallToolParams{Name: ToolAbort, Arguments: map[string]any{"abort": ab}})
	return fmt.Errorf("%w: %w", ErrAborted, err)
}

// Ask answers question n (signed by the ticket's verifier) with the
// reasoner and returns its public attestation.
func (a *Auditor) Ask(ctx context.Context, n int, question string, sig Sig) (*Attested, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	switch {
	case a.ticket == nil || a.final != nil || a.aborted != nil:
		return nil, fmt.Errorf("%w: no open session", ErrProtocol)
	case n != len(a.out)+1:
		return nil, fmt.Errorf("%w: question %d out of order (next is %d)", ErrProtocol, n, len(a.out)+1)
	case n > a.ticket.MaxQuestions:
		return nil, fmt.Errorf("%w: question %d over the budget of %d", ErrBudget, n, a.ticket.MaxQuestions)
	case len(question) == 0 || len(question) > MaxQuestionBytes:
		return nil, fmt.Errorf("%w: a question is 1-%d bytes", ErrProtocol, MaxQuestionBytes)
	case !verify(a.ticket.VerifierKey, QuestionMessage(a.th, n, question), sig):
		return nil, fmt.Errorf("%w: question %d is not signed by the ticket's verifier", ErrSignature, n)
	}
	var m StepMeta
	if err := a.exchange(ctx, ToolQuestion, map[string]any{"n": n, "question": question, "signature": sig}, &m); err != nil {
		return nil, err
	}
	if err := a.accept(Step{Kind: KindQuestion, Question: n, Args: question, Result: canon.Sum(sig[:])}, m); err != nil {
		return nil, a.fail(ctx, err)
	}
	a.q, a.tools = n, 0
	tools := &auditorTools{a: a, ctx: ctx}
	ans, rerr := a.reasoner.Answer(ctx, question, tools)
	tools.mu.Lock()
	tools.done = true
	tools.mu.Unlock()
	if a.aborted != nil {
		return nil, fmt.Errorf("%w: %s", ErrAborted, a.aborted.Reason)
	}
	if rerr != nil || !ans.Valid() {
		ans = AnswerError
	}
	var am AnswerMeta
	if err := a.exchange(ctx, ToolAnswer, map[string]any{"n": n, "answer": ans}, &am); err != nil {
		return nil, err
	}
	if err := a.accept(Step{Kind: KindAnswer, Question: n, Args: string(ans)}, am.Step); err != nil {
		return nil, a.fail(ctx, err)
	}
	if am.ToolCalls != a.tools || !verify(a.ticket.ProverKey, AckMessage(a.th, n, a.head, ans, a.tools), am.Ack) {
		return nil, a.fail(ctx, fmt.Errorf("%w: the prover's acknowledgement of question %d", ErrSignature, n))
	}
	at := Attested{N: n, Question: question, Signature: sig, Answer: ans, ToolCalls: a.tools, Head: a.head, Ack: am.Ack}
	at.Attestation = sign(a.key, AttestationMessage(a.th, n, question, ans, a.tools, a.head, am.Ack))
	a.out = append(a.out, at)
	a.q = 0
	return &at, nil
}

// Close signs the final head and has the prover countersign it.
func (a *Auditor) Close(ctx context.Context) (*Final, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.ticket == nil || a.final != nil || a.aborted != nil {
		return nil, fmt.Errorf("%w: no open session", ErrProtocol)
	}
	msg := FinalMessage(a.th, len(a.steps), len(a.out), a.head)
	sig := sign(a.key, msg)
	var f Final
	if err := a.exchange(ctx, ToolClose, map[string]any{"steps": len(a.steps), "head": a.head, "signature": sig}, &f); err != nil {
		return nil, err
	}
	if f.Steps != len(a.steps) || f.Questions != len(a.out) || f.Head != a.head || f.AuditorSignature != sig ||
		!verify(a.ticket.ProverKey, msg, f.ProverSignature) {
		return nil, a.fail(ctx, fmt.Errorf("%w: the prover's final signature", ErrSignature))
	}
	a.final = &f
	return &f, nil
}

// Session returns what the session left: public and forensic parts.
func (a *Auditor) Session() *Session {
	a.mu.Lock()
	defer a.mu.Unlock()
	s := &Session{MediaType: SessionMediaType, Auditor: a.binding, Questions: append([]Attested{}, a.out...), Final: a.final, Abort: a.aborted}
	if a.ticket != nil {
		s.Ticket = *a.ticket
	}
	s.Locker = &Forensic{Files: append([]FileEntry{}, a.mapped...), Steps: append([]Step{}, a.steps...)}
	return s
}

// auditorTools carries the reasoner's calls: budget, MCP call, checks,
// chain. A failed check aborts the session; a refused call is an error
// for the reasoner and no step.
type auditorTools struct {
	a    *Auditor
	ctx  context.Context
	mu   sync.Mutex // one call at a time, whatever the reasoner does
	done bool       // set when Answer returned: the handle is dead
}

// ToolArgs is the arguments text of a corpus tool call as both parties
// hash it: JSON with sorted keys.
func ToolArgs(tool, path, query string, maxResults int) string {
	switch tool {
	case ToolReadFile:
		b, _ := json.Marshal(map[string]string{"path": path})
		return string(b)
	case ToolSearch:
		b, _ := json.Marshal(map[string]any{"maxResults": maxResults, "query": query})
		return string(b)
	}
	return "{}"
}

func (t *auditorTools) call(tool string, args map[string]any, argText string) (string, StepMeta, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.done {
		return "", StepMeta{}, fmt.Errorf("%w: the question is answered: the tools handle is closed", ErrProtocol)
	}
	a := t.a
	if a.aborted != nil {
		return "", StepMeta{}, fmt.Errorf("%w: %s", ErrAborted, a.aborted.Reason)
	}
	if a.tools >= a.ticket.MaxToolCalls {
		return "", StepMeta{}, fmt.Errorf("%w: question %d has used its %d tool calls", ErrBudget, a.q, a.ticket.MaxToolCalls)
	}
	res, err := a.mcp.CallTool(t.ctx, &mcp.CallToolParams{Name: tool, Arguments: args})
	if err != nil {
		return "", StepMeta{}, a.fail(t.ctx, fmt.Errorf("%w: %s: %v", ErrProtocol, tool, err))
	}
	if res.IsError {
		_, err := resultText(res)
		return "", StepMeta{}, err // refused: no step, the reasoner sees why
	}
	text, err := resultText(res)
	if err != nil {
		return "", StepMeta{}, a.fail(t.ctx, err)
	}
	var m StepMeta
	if err := meta(res, &m); err != nil {
		return "", StepMeta{}, a.fail(t.ctx, err)
	}
	rh := canon.Sum([]byte(text))
	key := tool + "\x00" + argText
	if tool != ToolReadFile && !m.File.IsZero() {
		return "", StepMeta{}, a.fail(t.ctx, fmt.Errorf("%w: the prover names a file hash for %s", ErrProtocol, tool))
	}
	if err := a.accept(Step{Kind: KindTool, Question: a.q, Tool: tool, Args: argText, Result: rh, File: m.File}, m); err != nil {
		return "", StepMeta{}, a.fail(t.ctx, err)
	}
	a.tools++
	if prev, ok := a.seen[key]; ok && prev != rh {
		return "", StepMeta{}, a.fail(t.ctx, fmt.Errorf("%w: step %d answers %s %s with a result other than before", ErrForked, len(a.steps), tool, argText))
	}
	a.seen[key] = rh
	return text, m, nil
}

func (t *auditorTools) ReadFile(ctx context.Context, path string) ([]byte, error) {
	if err := CheckPath(path); err != nil {
		return nil, err
	}
	args := ToolArgs(ToolReadFile, path, "", 0)
	text, m, err := t.call(ToolReadFile, map[string]any{"path": path}, args)
	if err != nil {
		return nil, err
	}
	a := t.a
	b := []byte(text)
	if rest, ok := strings.CutPrefix(text, "base64:"); ok {
		if b, err = base64.StdEncoding.DecodeString(rest); err != nil {
			return nil, a.fail(ctx, fmt.Errorf("%w: read_file %s: bad base64", ErrProtocol, path))
		}
	}
	h := canon.Sum(b)
	want, inMap := a.files[path]
	switch {
	case h != m.File:
		return nil, a.fail(ctx, fmt.Errorf("%w: read_file %s: content hashes to %s, the prover claimed %s", ErrCorpus, path, h, m.File))
	case !inMap:
		return nil, a.fail(ctx, fmt.Errorf("%w: read_file %s: not in the map", ErrCorpus, path))
	case h != want:
		return nil, a.fail(ctx, fmt.Errorf("%w: read_file %s: content hashes to %s, the map says %s (the file changed)", ErrCorpus, path, h, want))
	}
	return b, nil
}

func (t *auditorTools) ListFiles(ctx context.Context) ([]FileEntry, error) {
	text, _, err := t.call(ToolListFiles, map[string]any{}, ToolArgs(ToolListFiles, "", "", 0))
	if err != nil {
		return nil, err
	}
	if text != MapText(t.a.mapped) {
		return nil, t.a.fail(ctx, fmt.Errorf("%w: list_files differs from the map", ErrCorpus))
	}
	return append([]FileEntry{}, t.a.mapped...), nil
}

func (t *auditorTools) Search(ctx context.Context, query string, maxResults int) (string, error) {
	if maxResults == 0 {
		maxResults = maxSearchLines
	}
	text, _, err := t.call(ToolSearch, map[string]any{"query": query, "maxResults": maxResults}, ToolArgs(ToolSearch, "", query, maxResults))
	return text, err
}
