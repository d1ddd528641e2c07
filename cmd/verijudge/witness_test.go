package main_test

import (
	"bufio"
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/witness"
	"github.com/verijudge/verijudge/witness/witnesstest"
)

func witnessCorpus(t *testing.T) string {
	dir := filepath.Join(t.TempDir(), "corpus")
	require.NoError(t, witnesstest.WriteCorpus(dir))
	return dir
}

func witnessQuestions(t *testing.T) string {
	var q witness.Questions
	q.MediaType = witness.QuestionsMediaType
	q.Questions = witnesstest.Questions()
	for i := range q.Questions {
		q.Questions[i].Expect = witness.AnswerTrue
	}
	b, err := json.Marshal(q)
	require.NoError(t, err)
	p := filepath.Join(t.TempDir(), "questions.json")
	require.NoError(t, os.WriteFile(p, b, 0o644))
	return p
}

// TestWitnessRunJudgeVerify: witness run on the fixture corpus writes a
// session whose trace is judged SUCCESS, recorded and re-verified MATCH
// offline, over both transports; an aborted session exits 1 and still
// writes its session and trace.
func TestWitnessRunJudgeVerify(t *testing.T) {
	for _, tr := range []string{"memory", "http"} {
		t.Run(tr, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "session")
			r := run(t, "witness", "run", "--corpus", witnessCorpus(t), "--questions", witnessQuestions(t), "--out", out, "--transport", tr, "--unattested-auditor-unsafe")
			require.Equal(t, 0, r.code, r.stderr)
			assert.Contains(t, r.stdout, "session closed: 4 questions")
			assert.Contains(t, r.stderr, "question 4/4: true")
			rec := filepath.Join(out, "record.json")
			r = run(t, "judge", "--record", rec, filepath.Join(out, "trace.json"))
			require.Equal(t, 0, r.code, r.stdout+r.stderr)
			assert.Contains(t, r.stdout, "SUCCESS")
			assert.Contains(t, r.stdout, "answer-4")
			r = run(t, "verify", "--offline", rec)
			assert.Equal(t, 1, r.code, "an unattested auditor is refused by default: %s", r.stdout+r.stderr)
			assert.Contains(t, r.stdout, "witness-boot-quote")
			r = run(t, "verify", "--offline", "--unattested-witness-unsafe", rec)
			assert.Equal(t, 0, r.code, r.stdout+r.stderr)
			assert.Contains(t, r.stdout, "MATCH")
			// witness trace rebuilds the same trace from the folder.
			r = run(t, "witness", "trace", out, "--questions", witnessQuestions(t))
			require.Equal(t, 0, r.code, r.stderr)
			want, err := os.ReadFile(filepath.Join(out, "trace.json"))
			require.NoError(t, err)
			assert.Equal(t, string(want), r.stdout)
		})
	}
	t.Run("bad input", func(t *testing.T) {
		r := run(t, "witness", "run", "--corpus", witnessCorpus(t))
		assert.Equal(t, 2, r.code)
		assert.Contains(t, r.stderr, "--corpus, --questions and --out are required")
		r = run(t, "witness", "run", "--corpus", witnessCorpus(t), "--questions", witnessQuestions(t), "--out", t.TempDir())
		assert.Equal(t, 2, r.code, "an unattested auditor needs the explicit flag")
		assert.Contains(t, r.stderr, "--unattested-auditor-unsafe")
		q := filepath.Join(t.TempDir(), "q.json")
		require.NoError(t, os.WriteFile(q, []byte(`{"mediaType":"`+witness.QuestionsMediaType+`","questions":[{"question":"a","expect":"maybe"}]}`), 0o644))
		r = run(t, "witness", "run", "--corpus", witnessCorpus(t), "--questions", q, "--out", t.TempDir())
		assert.Equal(t, 2, r.code)
		assert.Contains(t, r.stderr, `questions[0].expect: "maybe"`)
		r = run(t, "witness", "run", "--corpus", witnessCorpus(t), "--questions", q, "--out", t.TempDir(), "--max-tool-calls", "0")
		assert.Equal(t, 2, r.code)
		assert.Contains(t, r.stderr, "--max-tool-calls")
		r = run(t, "witness", "trace", filepath.Join(t.TempDir(), "nothing"))
		assert.Equal(t, 2, r.code)
		r = run(t, "witness", "prover", "--corpus", witnessCorpus(t), "--verifier-key", "0x00", "--ticket", "t", "--locker", "l")
		assert.Equal(t, 2, r.code)
		assert.Contains(t, r.stderr, "--verifier-key")
		r = run(t, "witness", "--help")
		assert.Equal(t, 0, r.code)
		assert.Contains(t, r.stdout, "witness run --corpus DIR --questions FILE")
	})
}

// TestWitnessProverWithTypeScriptClient: the official TypeScript MCP
// client (@modelcontextprotocol/sdk, pinned in
// witness/testdata/mcpclient) spawns `verijudge witness prover` over
// stdio and runs a question through it, checking every head and
// signature with its own implementation of the chain, and sends hostile
// calls, each refused.
func TestWitnessProverWithTypeScriptClient(t *testing.T) {
	node, err := exec.LookPath("node")
	dir := "../../witness/testdata/mcpclient"
	if _, serr := os.Stat(filepath.Join(dir, "node_modules", "@modelcontextprotocol", "sdk")); err != nil || serr != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("node and witness/testdata/mcpclient/node_modules are required under CI=true (.ci/run installs them)")
		}
		t.Skip("node or the TypeScript MCP SDK is not installed (cd witness/testdata/mcpclient && npm ci)")
	}
	tmp := t.TempDir()
	seed := witnesstest.Key("verifier").Seed()
	cmd := exec.Command(node, "client.mjs", bin, witnessCorpus(t), filepath.Join(tmp, "ticket.json"), filepath.Join(tmp, "locker.jsonl"),
		filepath.Join(tmp, "prover.key"), "0x"+hex.EncodeToString(seed))
	cmd.Dir = dir
	out, err := cmd.Output()
	require.NoError(t, err, "%s", out)
	var s struct {
		OK      bool            `json:"ok"`
		Error   string          `json:"error"`
		Tools   []string        `json:"tools"`
		License string          `json:"license"`
		Search  int             `json:"searchLines"`
		Outside bool            `json:"outsideQuestion"`
		Hostile map[string]any  `json:"hostile"`
		BadCl   bool            `json:"badClose"`
		After   bool            `json:"afterClose"`
		Steps   int             `json:"steps"`
		Head    string          `json:"head"`
		Server  json.RawMessage `json:"server"`
	}
	require.NoError(t, json.Unmarshal(out, &s), "%s", out)
	require.True(t, s.OK, s.Error)
	assert.Equal(t, []string{"list_files", "read_file", "search_repository", "witness_abort", "witness_answer", "witness_close", "witness_open", "witness_question"}, s.Tools)
	assert.Equal(t, "MIT License", s.License)
	assert.Equal(t, 3, s.Search, "ErrUnbalanced is on three lines of the corpus")
	assert.True(t, s.Outside, "a corpus tool outside a question is refused")
	for k, v := range s.Hostile {
		assert.NotEqual(t, false, v, "hostile call %s was accepted", k)
	}
	assert.Len(t, s.Hostile, 9)
	assert.True(t, s.BadCl, "a close signed by another key is refused")
	assert.True(t, s.After, "nothing is accepted after the close")
	assert.Equal(t, 5, s.Steps)
	// The prover's locker: every exchange, refusals included, in order.
	b, err := os.ReadFile(filepath.Join(tmp, "locker.jsonl"))
	require.NoError(t, err)
	var kinds []string
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var e witness.LockerEntry
		require.NoError(t, json.Unmarshal([]byte(line), &e))
		kinds = append(kinds, e.Kind)
	}
	assert.Equal(t, "ticket", kinds[0])
	assert.Contains(t, kinds, "refused")
	final := -1
	for i, k := range kinds {
		if k == "final" {
			final = i
		}
	}
	require.Positive(t, final, "%v", kinds)
	for _, k := range kinds[final+1:] {
		assert.Equal(t, "refused", k, "after the close, only refusals: %v", kinds)
	}
	assert.Contains(t, string(b), s.Head[2:], "the locker holds the final head")
}

// startRole starts the binary with args and waits for its "serving MCP
// ... on URL" line; the process is killed when the test ends.
func startRole(t *testing.T, args ...string) string {
	t.Helper()
	cmd := exec.Command(bin, args...)
	pr, err := cmd.StderrPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	sc := bufio.NewScanner(pr)
	for sc.Scan() {
		if i := strings.Index(sc.Text(), " on http://"); i >= 0 {
			go io.Copy(io.Discard, pr)
			return strings.TrimSpace(sc.Text()[i+4:])
		}
	}
	t.Fatalf("%v: no serving line", args)
	return ""
}

// TestWitnessThreeProcesses: prover, auditor and verifier as three
// processes, talking MCP over loopback HTTP; the verifier's public trace
// is judged SUCCESS, and it holds no locker.
func TestWitnessThreeProcesses(t *testing.T) {
	dir := t.TempDir()
	vkFile := filepath.Join(dir, "verifier.key")
	require.NoError(t, os.WriteFile(vkFile, []byte(hex.EncodeToString(witnesstest.Key("verifier").Seed())), 0o600))
	vk := witness.Key{}
	copy(vk[:], witnesstest.Key("verifier").Public().(ed25519.PublicKey))
	ticket := filepath.Join(dir, "ticket.json")
	q := witnessQuestions(t)
	proverURL := startRole(t, "witness", "prover", "--corpus", witnessCorpus(t), "--verifier-key", vk.String(), "--ticket", ticket,
		"--locker", filepath.Join(dir, "locker.jsonl"), "--key", filepath.Join(dir, "prover.key"), "--listen", "127.0.0.1:0", "--max-questions", "4", "--unattested-auditor-unsafe")
	auditorURL := startRole(t, "witness", "auditor", "--prover", proverURL, "--ticket", ticket, "--questions", q,
		"--listen", "127.0.0.1:0", "--out", filepath.Join(dir, "auditor"))
	out := filepath.Join(dir, "verifier")
	r := run(t, "witness", "verifier", "--auditor", auditorURL, "--ticket", ticket, "--key", vkFile, "--questions", q, "--out", out, "--unattested-auditor-unsafe")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "session closed: 4 questions")
	tr, err := os.ReadFile(filepath.Join(out, "trace.json"))
	require.NoError(t, err)
	assert.NotContains(t, string(tr), `"locker"`, "the verifier holds the public session only")
	r = run(t, "judge", filepath.Join(out, "trace.json"))
	assert.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "SUCCESS")
	// The auditor kept the whole session, locker included.
	full, err := os.ReadFile(filepath.Join(dir, "auditor", witness.SessionFile))
	require.NoError(t, err)
	assert.Contains(t, string(full), `"locker"`)
	// A second verifier run on the closed session is refused.
	r = run(t, "witness", "verifier", "--auditor", auditorURL, "--ticket", ticket, "--key", vkFile, "--questions", q, "--out", filepath.Join(dir, "again"), "--unattested-auditor-unsafe")
	assert.NotEqual(t, 0, r.code)
}
