package witness_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/witness"
)

// fakeModel speaks the chat-completions wire format: it lists the files,
// reads LICENSE, then answers from what it read. Hostile modes answer out
// of format.
func fakeModel(t *testing.T, mode string) *httptest.Server {
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		require.Equal(t, "/v1/chat/completions", r.URL.Path)
		assert.Equal(t, "Bearer k", r.Header.Get("Authorization"))
		var req struct {
			Model    string `json:"model"`
			Messages []struct {
				Role    string  `json:"role"`
				Content *string `json:"content"`
			} `json:"messages"`
			Tools []json.RawMessage `json:"tools"`
		}
		b, _ := io.ReadAll(r.Body)
		require.NoError(t, json.Unmarshal(b, &req), string(b))
		assert.Equal(t, "m", req.Model)
		assert.Len(t, req.Tools, 3)
		call := func(name, args string) string {
			return `{"choices":[{"index":0,"finish_reason":"tool_calls","message":{"role":"assistant","content":null,"tool_calls":[{"id":"c","type":"function","function":{"name":"` + name + `","arguments":` + args + `}}]}}]}`
		}
		say := func(s string) string {
			q, _ := json.Marshal(s)
			return `{"choices":[{"index":0,"finish_reason":"stop","message":{"role":"assistant","content":` + string(q) + `}}]}`
		}
		tools := 0
		last := ""
		for _, m := range req.Messages {
			if m.Role == "tool" {
				tools++
				last = *m.Content
			}
		}
		switch {
		case mode == "garbage":
			io.WriteString(w, "{not json")
		case mode == "chatty":
			io.WriteString(w, say("I think the answer is probably yes"))
		case mode == "escape" && tools == 0:
			io.WriteString(w, call("read_file", `"{\"path\":\"../../etc/passwd\"}"`))
		case mode == "escape":
			io.WriteString(w, say("unsure"))
		case tools == 0:
			io.WriteString(w, call("list_files", `"{}"`))
		case tools == 1:
			io.WriteString(w, call("read_file", `"{\"path\":\"LICENSE\"}"`))
		default:
			if strings.Contains(last, "MIT") {
				io.WriteString(w, say("True."))
			} else {
				io.WriteString(w, say("false"))
			}
		}
	}))
}

func TestChatReasoner(t *testing.T) {
	for _, tc := range []struct {
		mode  string
		want  witness.Answer
		calls int
	}{
		{"honest", witness.AnswerTrue, 2},
		{"chatty", witness.AnswerError, 0},
		{"garbage", witness.AnswerError, 0},
		{"escape", witness.AnswerUnsure, 0},
	} {
		t.Run(tc.mode, func(t *testing.T) {
			srv := fakeModel(t, tc.mode)
			defer srv.Close()
			s, err := witness.Run(context.Background(), witness.RunConfig{Binding: unattested, Corpus: writeCorpus(t),
				Questions: []witness.Question{{Question: "Is it MIT licensed?"}}, Out: t.TempDir(), Rand: newRand(3),
				Now: func() time.Time { return now }, Reasoner: &witness.Chat{Endpoint: srv.URL, Model: "m", APIKey: "k"}})
			require.NoError(t, err)
			require.Len(t, s.Questions, 1)
			assert.Equal(t, tc.want, s.Questions[0].Answer)
			assert.Equal(t, tc.calls, s.Questions[0].ToolCalls)
		})
	}
}

func TestParseAnswerWord(t *testing.T) {
	for in, want := range map[string]witness.Answer{"true": "true", " FALSE.\n": "false", "Unsure": "unsure", "error": "error",
		"yes": "error", "true false": "error", "": "error", "true!": "error"} {
		assert.Equal(t, want, witness.ParseAnswerWord(in), "%q", in)
	}
}
