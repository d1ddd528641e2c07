package main_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/collect"
	"github.com/verijudge/verijudge/judge"
)

func TestServeHelp(t *testing.T) {
	r := run(t, "serve", "--help")
	assert.Equal(t, 0, r.code)
	for _, s := range []string{"Usage: verijudge serve --records DIR", "Exit codes", "--listen", "--bundle", "--rate",
		"/verify/index.json", "/verify/evaluator/<digest>.js", "WebCrypto", "verijudge verify\n--rpc"} {
		assert.Contains(t, r.stdout, s)
	}
	r = run(t, "help")
	assert.Contains(t, r.stdout, "serve")
}

func TestServeBadInput(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "f.json")
	require.NoError(t, os.WriteFile(file, []byte("{}"), 0o644))
	for name, args := range map[string][]string{
		"missing folder":                {"serve", "--records", filepath.Join(dir, "missing")},
		"no --records":                  {"serve"},
		"file not folder":               {"serve", "--records", file},
		"argument":                      {"serve", "--records", dir, "extra"},
		"negative rate":                 {"serve", "--records", dir, "--rate", "-1"},
		"missing bundle":                {"serve", "--records", dir, "--bundle", filepath.Join(dir, "nope.js")},
		"bad listen":                    {"serve", "--records", dir, "--listen", "not an address"},
		"unknown flag":                  {"serve", "--records", dir, "--no-such-flag"},
		"flag needs value":              {"serve", "--records"},
		"evidence without verification": {"serve", "--records", dir, "--no-verify", "--evidence-repo", dir},
	} {
		r := run(t, args...)
		assert.Equal(t, 2, r.code, "%s: %s", name, r.stderr)
		assert.NotContains(t, r.stderr, "panic", name)
		assert.Empty(t, r.stdout, name)
	}
	r := run(t, "serve", "--records", filepath.Join(dir, "missing"))
	assert.Contains(t, r.stderr, "verijudge: error:")
	assert.Contains(t, r.stderr, "hint: check the path")
}

// servingProcess is `verijudge serve` running in the background.
type servingProcess struct {
	cmd    *exec.Cmd
	base   string // http://127.0.0.1:PORT/verify/
	stdout string
	mu     sync.Mutex
	stderr bytes.Buffer
}

func (p *servingProcess) errText() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.stderr.String()
}

type lockedWriter struct {
	mu *sync.Mutex
	w  io.Writer
}

func (l lockedWriter) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(b)
}

// startServe starts the binary and waits for the line with its URL.
func startServe(t *testing.T, args ...string) *servingProcess {
	t.Helper()
	p := &servingProcess{}
	p.cmd = exec.Command(bin, append([]string{"serve"}, args...)...)
	p.cmd.Stderr = lockedWriter{&p.mu, &p.stderr}
	out, err := p.cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, p.cmd.Start())
	t.Cleanup(func() {
		if p.cmd.ProcessState == nil {
			p.cmd.Process.Kill()
			p.cmd.Wait()
		}
	})
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	urlRE := regexp.MustCompile(`^serving \d+ records at (http://127\.0\.0\.1:\d+/verify/)$`)
	deadline := time.After(30 * time.Second)
	for {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatalf("serve exited before printing its URL: %s", p.errText())
			}
			p.stdout += l + "\n"
			if m := urlRE.FindStringSubmatch(l); m != nil {
				p.base = m[1]
			}
			// The index line comes last.
			if p.base != "" && strings.HasPrefix(l, "  index:  ") {
				// Keep draining stdout so the process never blocks on it.
				go func() {
					for range lines {
					}
				}()
				return p
			}
		case <-deadline:
			t.Fatalf("serve printed no URL in 30 s: %q %s", p.stdout, p.errText())
		}
	}
}

func get(t *testing.T, url string) (int, []byte) {
	t.Helper()
	res, err := http.Get(url)
	require.NoError(t, err)
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return res.StatusCode, b
}

// TestServeProcess runs `verijudge serve` on a free loopback port, reads
// the index, a record and a --bundle, and stops it with SIGINT.
func TestServeProcess(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("stops the server with SIGINT")
	}
	c, _ := fixture(t, "code-median/reference")
	rec, err := judge.NewRecord(c.Trace, judge.Embedded())
	require.NoError(t, err)
	recBytes, err := rec.MarshalIndent()
	require.NoError(t, err)
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "code-median--reference.record.json"), recBytes, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "second.json"), recBytes, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("not a record"), 0o644))
	extra := []byte("var verijudge = {};\n")
	bundle := filepath.Join(t.TempDir(), "other-evaluator.js")
	require.NoError(t, os.WriteFile(bundle, extra, 0o644))

	p := startServe(t, "--records", dir, "--listen", "127.0.0.1:0", "--bundle", bundle)
	assert.Contains(t, p.stdout, "serving 2 records at ")
	assert.Contains(t, p.stdout, "kit:    node kit.mjs "+p.base+"code-median--reference/record")
	assert.NotContains(t, p.errText(), "warning", "loopback: no warning")

	code, body := get(t, p.base+"index.json")
	require.Equal(t, 200, code)
	var index struct{ Records []string }
	require.NoError(t, json.Unmarshal(body, &index))
	assert.Equal(t, []string{"code-median--reference", "second"}, index.Records)

	code, body = get(t, p.base+"second/record")
	assert.Equal(t, 200, code)
	assert.Equal(t, recBytes, body)

	// A record added while serving is served.
	require.NoError(t, os.WriteFile(filepath.Join(dir, "later.record.json"), recBytes, 0o644))
	code, _ = get(t, p.base+"later/record")
	assert.Equal(t, 200, code)

	d := canon.Sum(extra).String()
	assert.Contains(t, p.stdout, "  bundle: "+p.base+"evaluator/"+d+".js ("+bundle+")")
	code, body = get(t, p.base+"evaluator/"+d+".js")
	assert.Equal(t, 200, code)
	assert.Equal(t, extra, body)
	code, _ = get(t, p.base+"evaluator/"+judge.EmbeddedDigest().String()+".js")
	assert.Equal(t, 200, code)

	require.NoError(t, p.cmd.Process.Signal(os.Interrupt))
	done := make(chan error, 1)
	go func() { done <- p.cmd.Wait() }()
	select {
	case err := <-done:
		assert.NoError(t, err, "exit 0 after SIGINT: %s", p.errText())
	case <-time.After(15 * time.Second):
		t.Fatal("serve did not stop on SIGINT")
	}
	assert.Contains(t, p.errText(), "server stopped")
}

// TestServeWarnsOffLoopback: listening on every interface prints a warning.
func TestServeWarnsOffLoopback(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("stops the server with SIGINT")
	}
	p := startServe(t, "--records", t.TempDir(), "--listen", "0.0.0.0:0")
	assert.Contains(t, p.stdout, "serving 0 records at http://127.0.0.1:")
	code, _ := get(t, p.base+"index.json")
	assert.Equal(t, 200, code)
	require.NoError(t, p.cmd.Process.Signal(os.Interrupt))
	require.NoError(t, p.cmd.Wait())
	stderr := p.errText()
	assert.Contains(t, stderr, "verijudge: warning: listening on ")
	assert.True(t, strings.Contains(stderr, "reachable from other machines"), stderr)
}

// TestServeEvidenceRepo: with --evidence-repo the index's own
// verification holds each code record against the repository: a record
// whose commit and artifact the repository holds is MATCH, one without a
// revision is ERROR (not checkable), never MATCH.
func TestServeEvidenceRepo(t *testing.T) {
	repo := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(repo, "main.go"), []byte("package main\n\nfunc main() {}\n"), 0o644))
	for _, args := range [][]string{{"init", "-q"}, {"add", "-A"}, {"commit", "-q", "-m", "code"}} {
		cmd := exec.Command("git", append([]string{"-c", "user.name=T", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"}, args...)...)
		cmd.Dir = repo
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "%s", out)
	}
	rev, err := collect.ReadRevision(repo)
	require.NoError(t, err)
	arts, err := collect.Artifacts(repo, []string{"main.go"})
	require.NoError(t, err)
	spec := []byte(`{"evidenceClass":"code","checks":[{"name":"e","kind":"exit_code","equals":0}]}`)
	ids := collect.IDs{TrialID: "t", TaskID: "k", BuildID: "b"}
	dir := t.TempDir()
	for name, ev := range map[string]*collect.Code{
		"pinned": {Build: collect.ExitCode(0), Artifacts: arts, Revision: rev},
		"bare":   {Build: collect.ExitCode(0), Artifacts: arts},
	} {
		tr, err := collect.CodeTrace(ids, spec, ev)
		require.NoError(t, err)
		rec, err := judge.NewRecord(tr, judge.Embedded())
		require.NoError(t, err)
		b, err := rec.MarshalIndent()
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, name+".json"), b, 0o644))
	}
	p := startServe(t, "--records", dir, "--listen", "127.0.0.1:0", "--evidence-repo", repo)
	code, body := get(t, p.base+"index.json")
	require.Equal(t, 200, code)
	var index struct {
		Verified map[string]struct{ Outcome string } `json:"verified"`
	}
	require.NoError(t, json.Unmarshal(body, &index), "%s", body)
	assert.Equal(t, "MATCH", index.Verified["pinned"].Outcome, "%s", body)
	assert.Equal(t, "ERROR", index.Verified["bare"].Outcome, "%s", body)
}
