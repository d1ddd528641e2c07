package witness

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
)

// QuestionsMediaType names the questions file format.
const QuestionsMediaType = "application/vnd.verijudge.witness-questions.v1+json"

// Rule kinds of the rule-based reasoner.
const (
	RuleFileExists    = "file_exists"    // path is in the map
	RuleFileContains  = "file_contains"  // the file at path contains text
	RuleSearchPresent = "search_present" // search_repository finds query
	RuleSearchAbsent  = "search_absent"  // search_repository does not find query
)

// Rule is how the rule-based reasoner decides one question.
type Rule struct {
	Kind  string `json:"kind"`
	Path  string `json:"path,omitempty"`
	Text  string `json:"text,omitempty"`
	Query string `json:"query,omitempty"`
}

// Question is one entry of a questions file: the text the verifier asks
// and, for the rule-based reasoner, the rule that decides it.
type Question struct {
	Question string `json:"question"`
	Rule     *Rule  `json:"rule,omitempty"`
	// Expect is the answer the verifier requires (optional): witness
	// trace turns it into an answer_is check.
	Expect Answer `json:"expect,omitempty"`
}

// Questions is a questions file.
type Questions struct {
	MediaType string     `json:"mediaType"`
	Questions []Question `json:"questions"`
}

// ParseQuestions reads a questions file strictly.
func ParseQuestions(r io.Reader) (*Questions, error) {
	var q Questions
	if err := readStrict(r, 1<<20, &q); err != nil {
		return nil, fmt.Errorf("%w: questions file: %v", ErrProtocol, err)
	}
	if q.MediaType != QuestionsMediaType {
		return nil, fmt.Errorf("%w: questions file: mediaType %q, want %s", ErrProtocol, q.MediaType, QuestionsMediaType)
	}
	if len(q.Questions) == 0 || len(q.Questions) > MaxQuestions {
		return nil, fmt.Errorf("%w: questions file: %d questions, want 1-%d", ErrProtocol, len(q.Questions), MaxQuestions)
	}
	for i, x := range q.Questions {
		if x.Question == "" || len(x.Question) > MaxQuestionBytes {
			return nil, fmt.Errorf("%w: questions[%d].question: 1-%d bytes", ErrProtocol, i, MaxQuestionBytes)
		}
		if x.Expect != "" && !x.Expect.Valid() {
			return nil, fmt.Errorf("%w: questions[%d].expect: %q is not true, false, unsure or error", ErrProtocol, i, x.Expect)
		}
		if x.Rule != nil {
			if err := x.Rule.check(); err != nil {
				return nil, fmt.Errorf("%w: questions[%d].rule: %v", ErrProtocol, i, err)
			}
		}
	}
	return &q, nil
}

func (r *Rule) check() error {
	switch r.Kind {
	case RuleFileExists:
		if r.Path == "" || r.Text != "" || r.Query != "" {
			return errors.New("file_exists takes path")
		}
		return CheckPath(r.Path)
	case RuleFileContains:
		if r.Path == "" || r.Text == "" || r.Query != "" {
			return errors.New("file_contains takes path and text")
		}
		return CheckPath(r.Path)
	case RuleSearchPresent, RuleSearchAbsent:
		if r.Query == "" || r.Path != "" || r.Text != "" || strings.ContainsAny(r.Query, "\n\r") {
			return fmt.Errorf("%s takes query (one line)", r.Kind)
		}
		return nil
	}
	return fmt.Errorf("unknown kind %q (known: %s)", r.Kind, strings.Join([]string{RuleFileExists, RuleFileContains, RuleSearchPresent, RuleSearchAbsent}, ", "))
}

// Rules is the deterministic reasoner: each question is decided by its
// declared rule, through the tools; a question without a rule is unsure.
type Rules map[string]Rule

// RulesOf collects the rules of a questions file.
func RulesOf(q *Questions) Rules {
	r := Rules{}
	for _, x := range q.Questions {
		if x.Rule != nil {
			r[x.Question] = *x.Rule
		}
	}
	return r
}

// Answer implements Reasoner.
func (rs Rules) Answer(ctx context.Context, question string, t Tools) (Answer, error) {
	r, ok := rs[question]
	if !ok {
		return AnswerUnsure, nil
	}
	yes := func(b bool) Answer {
		if b {
			return AnswerTrue
		}
		return AnswerFalse
	}
	switch r.Kind {
	case RuleFileExists:
		files, err := t.ListFiles(ctx)
		if err != nil {
			return AnswerError, err
		}
		for _, f := range files {
			if f.Path == r.Path {
				return AnswerTrue, nil
			}
		}
		return AnswerFalse, nil
	case RuleFileContains:
		files, err := t.ListFiles(ctx)
		if err != nil {
			return AnswerError, err
		}
		found := false
		for _, f := range files {
			found = found || f.Path == r.Path
		}
		if !found {
			return AnswerFalse, nil
		}
		b, err := t.ReadFile(ctx, r.Path)
		if err != nil {
			return AnswerError, err
		}
		return yes(bytes.Contains(b, []byte(r.Text))), nil
	case RuleSearchPresent:
		// A search result is the prover's word: a hit counts once the
		// file it names, read and checked against the map, holds it.
		files, err := t.ListFiles(ctx)
		if err != nil {
			return AnswerError, err
		}
		mapped := map[string]bool{}
		for _, f := range files {
			mapped[f.Path] = true
		}
		out, err := t.Search(ctx, r.Query, 5)
		if err != nil {
			return AnswerError, err
		}
		for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
			// "path:line: text", where the path may itself hold colons.
			path := ""
			for i := strings.IndexByte(line, ':'); i >= 0; i = nextColon(line, i) {
				if mapped[line[:i]] {
					path = line[:i]
					break
				}
			}
			if path == "" {
				continue
			}
			b, err := t.ReadFile(ctx, path)
			if err != nil {
				return AnswerError, err
			}
			if bytes.Contains(b, []byte(r.Query)) {
				return AnswerTrue, nil
			}
		}
		// Nothing confirmed: decide from the files themselves.
		return readAll(ctx, t, r.Query, true)
	case RuleSearchAbsent:
		// Absence cannot rest on a search result: every file is read
		// (each checked against the map), within the budget.
		return readAll(ctx, t, r.Query, false)
	}
	return AnswerUnsure, nil
}

// readAll reads every mapped file and answers whether query occurs in one
// (present) or in none (!present); unsure when the tool budget runs out
// first.
func readAll(ctx context.Context, t Tools, query string, present bool) (Answer, error) {
	files, err := t.ListFiles(ctx)
	if err != nil {
		return AnswerError, err
	}
	for _, f := range files {
		b, err := t.ReadFile(ctx, f.Path)
		if errors.Is(err, ErrBudget) {
			return AnswerUnsure, nil
		}
		if err != nil {
			return AnswerError, err
		}
		if bytes.Contains(b, []byte(query)) {
			if present {
				return AnswerTrue, nil
			}
			return AnswerFalse, nil
		}
	}
	if present {
		return AnswerFalse, nil
	}
	return AnswerTrue, nil
}

func nextColon(s string, i int) int {
	j := strings.IndexByte(s[i+1:], ':')
	if j < 0 {
		return -1
	}
	return i + 1 + j
}
