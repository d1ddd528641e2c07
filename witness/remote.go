package witness

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Tools the auditor serves to the verifier, when the two run as separate
// processes.
const (
	ToolBinding = "witness_binding" // the auditor's key and boot binding
	ToolAsk     = "witness_ask"     // a signed question -> its attestation
	ToolFinish  = "witness_finish"  // close the session -> the final head
	ToolPublic  = "witness_session" // the public session (no locker)
)

// Public returns the session without its forensic locker: what a verifier
// may hold. The locker names paths, file hashes, tool arguments and
// search queries, which say more about the corpus than the answers do.
func (s *Session) Public() *Session {
	c := *s
	c.Locker = nil
	return &c
}

// AuditorServer serves a started auditor to its verifier over MCP: only
// the first MCP connection that calls it (the verifier) is served; any
// other gets a tool error. onEnd is called with the whole session (locker
// included) when it closes or aborts.
func AuditorServer(a *Auditor, onEnd func(*Session)) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "verijudge-witness-auditor", Version: "1"}, nil)
	var once sync.Once
	var omu sync.Mutex
	var owner *mcp.ServerSession
	owned := func(req *mcp.CallToolRequest) error {
		omu.Lock()
		defer omu.Unlock()
		if owner == nil {
			owner = req.Session
		}
		if req.Session != owner {
			return fmt.Errorf("%w: this auditor serves another verifier connection", ErrProtocol)
		}
		return nil
	}
	end := func() {
		if onEnd != nil {
			once.Do(func() { onEnd(a.Session()) })
		}
	}
	reply := func(v any, err error) (*mcp.CallToolResult, error) {
		r := &mcp.CallToolResult{}
		if err != nil {
			r.SetError(err)
			return r, nil
		}
		b, err := json.Marshal(v)
		if err != nil {
			return nil, err
		}
		r.Content = []mcp.Content{&mcp.TextContent{Text: string(b)}}
		return r, nil
	}
	none := json.RawMessage(`{"type":"object","additionalProperties":false,"properties":{},"required":[]}`)
	s.AddTool(&mcp.Tool{Name: ToolBinding, Description: "The auditor's key, TEE backend and boot quote.", InputSchema: none},
		func(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := owned(req); err != nil {
				return reply(nil, err)
			}
			ss := a.Session()
			return reply(ss.Auditor, nil)
		})
	s.AddTool(&mcp.Tool{Name: ToolAsk, Description: "Ask question n, signed by the ticket's verifier; returns its public attestation.",
		InputSchema: json.RawMessage(`{"type":"object","additionalProperties":false,"properties":{"n":{"type":"integer"},"question":{"type":"string"},"signature":{"type":"string"}},"required":["n","question","signature"]}`)},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := owned(req); err != nil {
				return reply(nil, err)
			}
			var q struct {
				N         int    `json:"n"`
				Question  string `json:"question"`
				Signature Sig    `json:"signature"`
			}
			if err := strictArgsMax(req.Params.Arguments, &q, MaxQuestionBytes+1024); err != nil {
				return reply(nil, err)
			}
			at, err := a.Ask(ctx, q.N, q.Question, q.Signature)
			if err != nil && a.Session().Abort != nil {
				end()
			}
			return reply(at, err)
		})
	s.AddTool(&mcp.Tool{Name: ToolFinish, Description: "Close the session: the final head, signed by prover and auditor.", InputSchema: none},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := owned(req); err != nil {
				return reply(nil, err)
			}
			f, err := a.Close(ctx)
			end()
			return reply(f, err)
		})
	s.AddTool(&mcp.Tool{Name: ToolPublic, Description: "The public session: ticket, binding, attestations, final head or abort.", InputSchema: none},
		func(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := owned(req); err != nil {
				return reply(nil, err)
			}
			return reply(a.Session().Public(), nil)
		})
	return s
}

// AskAuditor runs the verifier's side against an auditor served by
// AuditorServer: it accepts the ticket and the binding, asks every
// question, checks each attestation and the final head, and returns the
// public session (also when the auditor aborted, with the error).
func AskAuditor(ctx context.Context, cs *mcp.ClientSession, v *Verifier, t *Ticket, qs []Question, progress func(*Attested)) (*Session, error) {
	call := func(tool string, args map[string]any, out any) error {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: tool, Arguments: args})
		if err != nil {
			return fmt.Errorf("%w: %s: %v", ErrProtocol, tool, err)
		}
		text, err := resultText(res)
		if err != nil {
			return err
		}
		if err := decodeStrict([]byte(text), out); err != nil {
			return fmt.Errorf("%w: %s answer: %v", ErrProtocol, tool, err)
		}
		return nil
	}
	var b Binding
	if err := call(ToolBinding, map[string]any{}, &b); err != nil {
		return nil, err
	}
	if err := v.Accept(t, &b); err != nil {
		return nil, err
	}
	var checked []Attested
	// fetch returns the public session as the verifier checked it: the
	// same ticket and binding, no locker, the checked attestations only,
	// and an abort only when signed by the auditor.
	fetch := func(runErr error) (*Session, error) {
		var s Session
		if err := call(ToolPublic, map[string]any{}, &s); err != nil {
			return nil, errors.Join(runErr, err)
		}
		switch {
		case s.MediaType != SessionMediaType || s.Ticket.Hash() != t.Hash():
			return nil, errors.Join(runErr, fmt.Errorf("%w: the auditor returned another session", ErrProtocol))
		case s.Auditor.Key != b.Key || s.Auditor.Backend != b.Backend || s.Auditor.QuoteHash != b.QuoteHash || !bytes.Equal(s.Auditor.Quote, b.Quote):
			return nil, errors.Join(runErr, fmt.Errorf("%w: the session's auditor binding is not the one the verifier accepted", ErrProtocol))
		case s.Locker != nil:
			return nil, errors.Join(runErr, fmt.Errorf("%w: the auditor sent its forensic locker to the verifier", ErrProtocol))
		case len(s.Questions) < len(checked):
			return nil, errors.Join(runErr, fmt.Errorf("%w: the session lacks attestations the verifier checked", ErrProtocol))
		}
		for i := range checked {
			if s.Questions[i] != checked[i] {
				return nil, errors.Join(runErr, fmt.Errorf("%w: the public session's question %d is not the attestation the verifier checked", ErrProtocol, i+1))
			}
		}
		s.Questions = s.Questions[:len(checked)]
		if a := s.Abort; a != nil && !verify(b.Key, AbortMessage(t.Hash(), a.Steps, a.Head, a.Reason), a.Signature) {
			s.Abort = nil
		}
		if runErr != nil {
			s.Final = nil // not checked
		}
		return &s, runErr
	}
	for _, q := range qs {
		n, sig, err := v.Sign(q.Question)
		if err != nil {
			return fetch(err)
		}
		var at Attested
		if err := call(ToolAsk, map[string]any{"n": n, "question": q.Question, "signature": sig}, &at); err != nil {
			return fetch(err)
		}
		if err := v.Check(&at); err != nil {
			return fetch(err)
		}
		checked = append(checked, at)
		if progress != nil {
			progress(&at)
		}
	}
	var f Final
	if err := call(ToolFinish, map[string]any{}, &f); err != nil {
		return fetch(err)
	}
	if err := v.CheckFinal(&f); err != nil {
		return fetch(err)
	}
	s, err := fetch(nil)
	if err != nil {
		return nil, err
	}
	if s.Final == nil || *s.Final != f || s.Abort != nil {
		return nil, fmt.Errorf("%w: the public session is not the one the verifier checked", ErrProtocol)
	}
	return s, nil
}
