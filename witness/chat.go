package witness

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"
)

// Chat is a reasoner backed by any OpenAI-compatible chat-completions
// endpoint (llama.cpp server, vLLM, Ollama, a hosted API): the model gets
// the question and the three corpus tools as functions, may call them (each
// call goes through the auditor's checked Tools, against the budget), and
// must end with one word. Whatever it says, only true, false or unsure
// (case and trailing punctuation aside) becomes an answer; anything else is
// error. The model sees what it reads: run it inside the TEE, or accept
// that the endpoint's operator sees those files too (docs/witness.md).
type Chat struct {
	// Endpoint is the base URL, e.g. http://127.0.0.1:8080 (the client
	// posts to Endpoint + "/v1/chat/completions").
	Endpoint string
	Model    string
	// APIKey, when set, is sent as a bearer token.
	APIKey string
	// Client is the HTTP client (default: 120 s timeout).
	Client *http.Client
	// MaxRounds bounds the model's turns for one question (default 32).
	MaxRounds int
}

// maxChatResponse bounds one response body.
const maxChatResponse = 4 << 20

const chatSystem = "You are an auditor. Answer the user's question about a private corpus of files. " +
	"Use the tools to read the corpus. When you have decided, reply with exactly one word: " +
	"true, false or unsure. Say unsure when the files do not settle the question."

type chatMessage struct {
	Role       string         `json:"role"`
	Content    *string        `json:"content"`
	ToolCalls  []chatToolCall `json:"tool_calls,omitempty"`
	ToolCallID string         `json:"tool_call_id,omitempty"`
}

type chatToolCall struct {
	ID       string `json:"id"`
	Type     string `json:"type"`
	Function struct {
		Name      string `json:"name"`
		Arguments string `json:"arguments"`
	} `json:"function"`
}

var chatTools = json.RawMessage(`[
 {"type":"function","function":{"name":"list_files","description":"List the corpus: one line per file, sha256 and path.","parameters":{"type":"object","properties":{},"required":[]}}},
 {"type":"function","function":{"name":"read_file","description":"Read one file of the corpus.","parameters":{"type":"object","properties":{"path":{"type":"string"}},"required":["path"]}}},
 {"type":"function","function":{"name":"search_repository","description":"Find lines containing a literal string.","parameters":{"type":"object","properties":{"query":{"type":"string"},"maxResults":{"type":"integer"}},"required":["query"]}}}
]`)

// ErrChat reports a chat endpoint that failed or answered out of format.
var ErrChat = errors.New("witness: chat reasoner")

func str(s string) *string { return &s }

// Answer implements Reasoner.
func (c *Chat) Answer(ctx context.Context, question string, tools Tools) (Answer, error) {
	rounds := c.MaxRounds
	if rounds == 0 {
		rounds = 32
	}
	msgs := []chatMessage{{Role: "system", Content: str(chatSystem)}, {Role: "user", Content: str(question)}}
	for range rounds {
		m, err := c.complete(ctx, msgs)
		if err != nil {
			return AnswerError, err
		}
		if len(m.ToolCalls) == 0 {
			if m.Content == nil {
				return AnswerError, fmt.Errorf("%w: the model said nothing", ErrChat)
			}
			return ParseAnswerWord(*m.Content), nil
		}
		msgs = append(msgs, chatMessage{Role: "assistant", Content: m.Content, ToolCalls: m.ToolCalls})
		for _, tc := range m.ToolCalls {
			out, err := runChatTool(ctx, tools, tc)
			if errors.Is(err, ErrAborted) {
				return AnswerError, err
			}
			if err != nil {
				out = "error: " + err.Error()
			}
			msgs = append(msgs, chatMessage{Role: "tool", ToolCallID: tc.ID, Content: str(out)})
		}
	}
	return AnswerError, fmt.Errorf("%w: no answer after %d rounds", ErrChat, rounds)
}

// ParseAnswerWord is the hard filter on a model's reply: one of true,
// false, unsure (any case, surrounding space and a final period aside),
// else error.
func ParseAnswerWord(s string) Answer {
	w := strings.TrimSuffix(strings.ToLower(strings.TrimSpace(s)), ".")
	switch Answer(w) {
	case AnswerTrue, AnswerFalse, AnswerUnsure:
		return Answer(w)
	}
	return AnswerError
}

func runChatTool(ctx context.Context, tools Tools, tc chatToolCall) (string, error) {
	var a struct {
		Path       string `json:"path"`
		Query      string `json:"query"`
		MaxResults int    `json:"maxResults"`
	}
	if tc.Function.Arguments != "" {
		if err := json.Unmarshal([]byte(tc.Function.Arguments), &a); err != nil {
			return "", fmt.Errorf("arguments: %v", err)
		}
	}
	switch tc.Function.Name {
	case ToolReadFile:
		b, err := tools.ReadFile(ctx, a.Path)
		return string(b), err
	case ToolListFiles:
		fs, err := tools.ListFiles(ctx)
		return MapText(fs), err
	case ToolSearch:
		return tools.Search(ctx, a.Query, a.MaxResults)
	}
	return "", fmt.Errorf("unknown tool %q", tc.Function.Name)
}

func (c *Chat) complete(ctx context.Context, msgs []chatMessage) (*chatMessage, error) {
	body, err := json.Marshal(map[string]any{"model": c.Model, "messages": msgs, "tools": chatTools, "temperature": 0})
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, strings.TrimSuffix(c.Endpoint, "/")+"/v1/chat/completions", bytes.NewReader(body))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrChat, err)
	}
	req.Header.Set("Content-Type", "application/json")
	if c.APIKey != "" {
		req.Header.Set("Authorization", "Bearer "+c.APIKey)
	}
	hc := c.Client
	if hc == nil {
		hc = &http.Client{Timeout: 120 * time.Second}
	}
	resp, err := hc.Do(req)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrChat, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, maxChatResponse+1))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrChat, err)
	}
	if len(b) > maxChatResponse {
		return nil, fmt.Errorf("%w: response larger than %d bytes", ErrChat, maxChatResponse)
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%w: %s: %.200s", ErrChat, resp.Status, b)
	}
	var out struct {
		Choices []struct {
			Message chatMessage `json:"message"`
		} `json:"choices"`
	}
	if err := json.Unmarshal(b, &out); err != nil {
		return nil, fmt.Errorf("%w: response: %v", ErrChat, err)
	}
	if len(out.Choices) == 0 {
		return nil, fmt.Errorf("%w: response without choices", ErrChat)
	}
	return &out.Choices[0].Message, nil
}
