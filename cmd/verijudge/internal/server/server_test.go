package server_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"math"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/cmd/verijudge/internal/server"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/judge/kit"
)

func etag(b []byte) string {
	sum := sha256.Sum256(b)
	return `"sha256-` + hex.EncodeToString(sum[:]) + `"`
}

// TestServerRoutes covers every route: status, content type, caching,
// ETag and body.
func TestServerRoutes(t *testing.T) {
	dir, recs := recordsDir(t)
	extra := []byte("var verijudge = { evaluate: function () { return '{}'; } };\n")
	s := newServer(t, server.Config{RecordsDir: dir, Bundles: [][]byte{extra}})
	embedded := judge.EmbeddedBundle()
	const (
		js        = "text/javascript; charset=utf-8"
		html      = "text/html; charset=utf-8"
		immutable = "public, max-age=31536000, immutable"
	)
	tests := []struct {
		name, method, target string
		code                 int
		contentType, cache   string
		body                 []byte // exact body, when set
		contains             []string
	}{
		{name: "index.json", target: "/verify/index.json", code: 200, contentType: "application/json", cache: "no-cache",
			body: []byte(`{"records":["flipped","good","notrace","otherbundle","tampered","web3"]}` + "\n")},
		{name: "record", target: "/verify/good/record", code: 200, contentType: "application/json", cache: "no-cache", body: recs["good"]},
		{name: "record .json suffix", target: "/verify/web3/record", code: 200, contentType: "application/json", cache: "no-cache", body: recs["web3"]},
		{name: "tampered record verbatim", target: "/verify/tampered/record", code: 200, contentType: "application/json", body: recs["tampered"]},
		{name: "record without trace verbatim", target: "/verify/notrace/record", code: 200, body: recs["notrace"]},
		{name: "HEAD record", method: "HEAD", target: "/verify/good/record", code: 200, contentType: "application/json", body: []byte{}},
		{name: "embedded bundle", target: "/verify/evaluator/" + judge.EmbeddedDigest().String() + ".js", code: 200, contentType: js, cache: immutable, body: embedded},
		{name: "extra bundle", target: "/verify/evaluator/" + canon.Sum(extra).String() + ".js", code: 200, contentType: js, cache: immutable, body: extra},
		{name: "unknown digest", target: "/verify/evaluator/" + canon.Sum([]byte("no such bundle")).String() + ".js", code: 404},
		{name: "uppercase digest", target: "/verify/evaluator/" + strings.ToUpper(judge.EmbeddedDigest().String()) + ".js", code: 404},
		{name: "digest without 0x", target: "/verify/evaluator/" + judge.EmbeddedDigest().String()[2:] + ".js", code: 404},
		{name: "digest without .js", target: "/verify/evaluator/" + judge.EmbeddedDigest().String(), code: 404},
		{name: "kit", target: "/verify/kit.mjs", code: 200, contentType: js, cache: "no-cache", body: kit.Source()},
		{name: "page", target: "/verify/good", code: 200, contentType: html, cache: "no-cache",
			contains: []string{`data-record="good/record"`, `src="assets/page.js"`, `id="outcome"`, `id="checks"`, "Nothing leaves your browser", "verijudge verify --rpc"}},
		{name: "page for tampered record", target: "/verify/tampered", code: 200, contentType: html},
		{name: "list", target: "/verify/", code: 200, contentType: html, contains: []string{`href="good"`, `href="web3"`, "index.json", "6 records"}},
		{name: "root redirects", target: "/", code: 302},
		{name: "verify redirects", target: "/verify", code: 302},
		{name: "page.js", target: "/verify/assets/page.js", code: 200, contentType: js, cache: "no-cache", contains: []string{"crypto.subtle.digest"}},
		{name: "worker prelude", target: "/verify/assets/worker-prelude.js", code: 200, contentType: js, contains: []string{"fetch", "importScripts"}},
		{name: "worker driver", target: "/verify/assets/worker-driver.js", code: 200, contentType: js, contains: []string{`evaluate("verifyRecord"`}},
		{name: "style", target: "/verify/assets/style.css", code: 200, contentType: "text/css; charset=utf-8"},
		{name: "template not served raw", target: "/verify/assets/page.html", code: 404},
		{name: "unknown asset", target: "/verify/assets/nope.js", code: 404},
		{name: "unknown id page", target: "/verify/nope", code: 404},
		{name: "unknown id record", target: "/verify/nope/record", code: 404},
		{name: "unknown sub-route", target: "/verify/good/trace", code: 404},
		{name: "trailing slash", target: "/verify/good/", code: 404},
		{name: "outside /verify", target: "/etc/passwd", code: 404},
		{name: "reserved id", target: "/verify/assets/record", code: 404},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			method := tc.method
			if method == "" {
				method = "GET"
			}
			w := do(s, method, tc.target)
			require.Equal(t, tc.code, w.Code, w.Body.String())
			h := w.Header()
			policy := h.Get("Content-Security-Policy")
			for _, d := range []string{"default-src 'none'", "worker-src blob:", "connect-src 'self'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'"} {
				assert.Contains(t, policy, d)
			}
			if m := nonceRE.FindStringSubmatch(policy); m != nil {
				assert.Contains(t, w.Body.String(), `<script nonce="`+m[1]+`" src="assets/page.js"`, "the page's script has the nonce")
			} else {
				assert.Contains(t, policy, "script-src 'none'")
			}
			assert.NotContains(t, policy, "unsafe")
			assert.Equal(t, "nosniff", h.Get("X-Content-Type-Options"))
			assert.Equal(t, "no-referrer", h.Get("Referrer-Policy"))
			if tc.contentType != "" {
				assert.Equal(t, tc.contentType, h.Get("Content-Type"))
			}
			if tc.cache != "" {
				assert.Equal(t, tc.cache, h.Get("Cache-Control"))
			}
			if tc.body != nil {
				assert.True(t, bytes.Equal(tc.body, w.Body.Bytes()), "body differs")
			}
			for _, c := range tc.contains {
				assert.Contains(t, w.Body.String(), c)
			}
			if tc.code == 200 && method == "GET" {
				assert.Equal(t, etag(w.Body.Bytes()), h.Get("ETag"))
			}
			if tc.code == 302 {
				assert.Equal(t, "/verify/", h.Get("Location"))
			}
		})
	}
}

var nonceRE = regexp.MustCompile(`script-src 'nonce-([A-Za-z0-9_-]{24})';`)

// TestServerPageNonce: the page's script-src is a fresh nonce, never 'self'.
func TestServerPageNonce(t *testing.T) {
	dir, _ := recordsDir(t)
	s := newServer(t, server.Config{RecordsDir: dir})
	seen := map[string]bool{}
	for range 5 {
		w := do(s, "GET", "/verify/good")
		require.Equal(t, 200, w.Code)
		m := nonceRE.FindStringSubmatch(w.Header().Get("Content-Security-Policy"))
		require.NotNil(t, m, w.Header().Get("Content-Security-Policy"))
		assert.False(t, seen[m[1]], "nonce reused")
		seen[m[1]] = true
		assert.Equal(t, 1, strings.Count(w.Body.String(), m[1]), "the nonce appears once, on the one script")
	}
}

// TestServerPageNoInlineScript: every script element has a src, and no
// element has an event handler attribute or inline style.
func TestServerPageNoInlineScript(t *testing.T) {
	dir, _ := recordsDir(t)
	s := newServer(t, server.Config{RecordsDir: dir})
	for _, target := range []string{"/verify/good", "/verify/"} {
		w := do(s, "GET", target)
		require.Equal(t, 200, w.Code)
		body := w.Body.String()
		for _, tag := range regexp.MustCompile(`<script[^>]*>`).FindAllString(body, -1) {
			assert.Contains(t, tag, ` src="`, target)
		}
		assert.NotRegexp(t, `(?i)\son[a-z]+=`, body, target)
		assert.NotContains(t, body, "style=", target)
		assert.NotContains(t, body, "<style", target)
		assert.NotRegexp(t, `(?i)https?://`, body, "no external resources: "+target)
	}
}

// TestServerHeadersMisc: HEAD sends the length, a matching If-None-Match
// gives 304, and a recorded ETag is the record's SHA-256.
func TestServerConditional(t *testing.T) {
	dir, recs := recordsDir(t)
	s := newServer(t, server.Config{RecordsDir: dir})
	w := do(s, "HEAD", "/verify/good/record")
	require.Equal(t, 200, w.Code)
	assert.Equal(t, etag(recs["good"]), w.Header().Get("ETag"))
	assert.Empty(t, w.Body.Bytes())
	w = do(s, "GET", "/verify/good/record", func(r *http.Request) { r.Header.Set("If-None-Match", etag(recs["good"])) })
	assert.Equal(t, 304, w.Code)
	assert.Empty(t, w.Body.Bytes())
	w = do(s, "GET", "/verify/good/record", func(r *http.Request) { r.Header.Set("If-None-Match", etag(recs["tampered"])) })
	assert.Equal(t, 200, w.Code)
}

func TestServerMethods(t *testing.T) {
	dir, _ := recordsDir(t)
	s := newServer(t, server.Config{RecordsDir: dir})
	for _, m := range []string{"POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT", "PROPFIND"} {
		for _, target := range []string{"/verify/good/record", "/verify/index.json", "/nope"} {
			w := do(s, m, target)
			assert.Equal(t, 405, w.Code, "%s %s", m, target)
			assert.Equal(t, "GET, HEAD", w.Header().Get("Allow"), "%s %s", m, target)
		}
	}
}

func TestServerRequestLimits(t *testing.T) {
	dir, _ := recordsDir(t)
	s := newServer(t, server.Config{RecordsDir: dir})

	long := "/verify/good/record?" + strings.Repeat("a", server.MaxURLBytes)
	assert.Equal(t, 414, do(s, "GET", long).Code)
	assert.Equal(t, 414, do(s, "GET", "/verify/"+strings.Repeat("a", server.MaxURLBytes)).Code)
	assert.Equal(t, 200, do(s, "GET", "/verify/good/record?"+strings.Repeat("a", 1000)).Code, "queries are ignored")

	withBody := func(r *http.Request) {
		r.Body = io.NopCloser(strings.NewReader("hello"))
		r.ContentLength = 5
	}
	assert.Equal(t, 413, do(s, "GET", "/verify/good/record", withBody).Code)
	chunked := func(r *http.Request) {
		r.Body = io.NopCloser(strings.NewReader("hello"))
		r.ContentLength = -1
		r.TransferEncoding = []string{"chunked"}
	}
	assert.Equal(t, 413, do(s, "GET", "/verify/index.json", chunked).Code)

	// Over a real connection: Go's server answers oversized headers itself.
	ts := httptest.NewUnstartedServer(s)
	ts.Config.MaxHeaderBytes = server.MaxHeaderBytes
	ts.Start()
	defer ts.Close()
	req, err := http.NewRequest("GET", ts.URL+"/verify/good/record", strings.NewReader("body"))
	require.NoError(t, err)
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, 413, res.StatusCode)
	res, err = http.Get(ts.URL + "/verify/" + strings.Repeat("x", 3000))
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, 414, res.StatusCode)
}

func TestServerRateLimit(t *testing.T) {
	dir, _ := recordsDir(t)
	s := newServer(t, server.Config{RecordsDir: dir, RatePerSecond: 0.5, Burst: 3})
	from := func(addr string) func(*http.Request) { return func(r *http.Request) { r.RemoteAddr = addr } }
	for i := range 3 {
		assert.Equal(t, 200, do(s, "GET", "/verify/index.json", from("192.0.2.7:1000")).Code, i)
	}
	w := do(s, "GET", "/verify/index.json", from("192.0.2.7:2000"))
	assert.Equal(t, 429, w.Code)
	assert.Equal(t, "2", w.Header().Get("Retry-After"))
	// Refused requests are limited too, not just successful ones.
	assert.Equal(t, 429, do(s, "POST", "/verify/index.json", from("192.0.2.7:2000")).Code)
	// Other clients have their own bucket; an IPv6 /64 is one client.
	assert.Equal(t, 200, do(s, "GET", "/verify/index.json", from("192.0.2.8:1000")).Code)
	for i := range 3 {
		assert.Equal(t, 200, do(s, "GET", "/verify/index.json", from("[2001:db8::1]:1")).Code, i)
	}
	assert.Equal(t, 429, do(s, "GET", "/verify/index.json", from("[2001:db8::2]:1")).Code)
	assert.Equal(t, 200, do(s, "GET", "/verify/index.json", from("[2001:db8:0:1::1]:1")).Code)
}

// TestServerTraversal: nothing outside the records folder is ever read, and
// nothing but regular files inside it.
func TestServerTraversal(t *testing.T) {
	dir, _ := recordsDir(t)
	parent := filepath.Dir(dir)
	const secret = "TOP-SECRET-OUTSIDE-THE-FOLDER"
	require.NoError(t, os.WriteFile(filepath.Join(parent, "secret.json"), []byte(`{"secret":"`+secret+`"}`), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(parent, "secret.record.json"), []byte(`{"secret":"`+secret+`"}`), 0o644))
	require.NoError(t, os.Mkdir(filepath.Join(dir, "dir.json"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, ".hidden.json"), []byte(secret), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "notes.txt"), []byte(secret), 0o644))
	symlinks := runtime.GOOS != "windows"
	if symlinks {
		require.NoError(t, os.Symlink("/etc/passwd", filepath.Join(dir, "passwd.json")))
		require.NoError(t, os.Symlink("../secret.json", filepath.Join(dir, "escape.record.json")))
		require.NoError(t, os.Symlink(filepath.Join(parent, "secret.json"), filepath.Join(dir, "abs.json")))
		require.NoError(t, os.Symlink("good.record.json", filepath.Join(dir, "alias.json")))
	}
	s := newServer(t, server.Config{RecordsDir: dir})

	var index struct{ Records []string }
	require.NoError(t, json.Unmarshal(do(s, "GET", "/verify/index.json").Body.Bytes(), &index))
	want := []string{"flipped", "good", "notrace", "otherbundle", "tampered", "web3"}
	if symlinks {
		want = []string{"alias", "flipped", "good", "notrace", "otherbundle", "tampered", "web3"}
	}
	assert.Equal(t, want, index.Records, "only regular files inside the folder are listed")

	targets := []string{
		"/verify/..%2f..%2fetc%2fpasswd/record",
		"/verify/..%2f..%2fetc%2fpasswd",
		"/verify/..%2fsecret/record",
		"/verify/%2e%2e%2fsecret/record",
		"/verify/%2e%2e/record",
		"/verify/%2E%2E/secret/record",
		"/verify/../secret/record",
		"/verify/./../secret/record",
		"/verify/../../../../etc/passwd",
		"/../secret.json",
		"/verify//etc/passwd/record",
		"/verify/%2fetc%2fpasswd/record",
		"/verify/%2Fetc%2Fpasswd",
		"/etc/passwd",
		"/verify/passwd/record",
		"/verify/passwd",
		"/verify/escape/record",
		"/verify/abs/record",
		"/verify/secret/record",
		"/verify/dir/record",
		"/verify/dir",
		"/verify/.hidden/record",
		"/verify/notes/record",
		"/verify/notes.txt/record",
		"/verify/good%00/record",
		"/verify/good%00.json/record",
		"/verify/%00/record",
		"/verify/good.record/record",
		"/verify/good.record.json/record",
		"/verify/good%2frecord",
		"/verify/..%5c..%5csecret/record",
		"/verify/C:%5cetc%5cpasswd/record",
		"/verify/evaluator/..%2f..%2f..%2fetc%2fpasswd",
		"/verify/evaluator/../../etc/passwd",
		"/verify/assets/..%2f..%2fserver.go",
		"/verify/assets/../assets/page.html",
		"/verify/assets/%2e%2e/server.go",
		"/verify/kit.mjs/../../secret.json",
		"/verify/" + strings.Repeat("a", 129) + "/record",
	}
	for _, target := range targets {
		w := do(s, "GET", target)
		assert.Contains(t, []int{400, 404}, w.Code, target)
		body := w.Body.String()
		assert.NotContains(t, body, secret, target)
		assert.NotContains(t, body, "root:", target)
	}
	if symlinks {
		// A link that stays inside the folder is followed.
		assert.Equal(t, 200, do(s, "GET", "/verify/alias/record").Code)
	}

	// Over a real connection too (no client-side cleaning of the path).
	ts := httptest.NewServer(s)
	defer ts.Close()
	for _, target := range targets[:12] {
		conn, err := net.Dial("tcp", ts.Listener.Addr().String())
		require.NoError(t, err)
		_, err = io.WriteString(conn, "GET "+target+" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
		require.NoError(t, err)
		require.NoError(t, conn.SetReadDeadline(time.Now().Add(5*time.Second)))
		resp, err := io.ReadAll(conn)
		conn.Close()
		require.NoError(t, err)
		assert.Regexp(t, `^HTTP/1\.1 (400|404) `, string(resp), target)
		assert.NotContains(t, string(resp), secret, target)
		assert.NotContains(t, string(resp), "root:", target)
	}
}

func TestServerTooLargeRecord(t *testing.T) {
	dir, _ := recordsDir(t)
	f, err := os.Create(filepath.Join(dir, "huge.record.json"))
	require.NoError(t, err)
	require.NoError(t, f.Truncate(limits.MaxRecordBytes+1))
	require.NoError(t, f.Close())
	s := newServer(t, server.Config{RecordsDir: dir})
	w := do(s, "GET", "/verify/huge/record")
	assert.Equal(t, 500, w.Code)
	assert.Contains(t, w.Body.String(), "larger than 16777216 bytes")
	// Exactly at the cap is served.
	require.NoError(t, os.Truncate(filepath.Join(dir, "huge.record.json"), limits.MaxRecordBytes))
	w = do(s, "GET", "/verify/huge/record")
	assert.Equal(t, 200, w.Code)
	assert.Equal(t, limits.MaxRecordBytes, w.Body.Len())
}

// TestServerSeesNewRecords: the folder is read on each request.
func TestServerSeesNewRecords(t *testing.T) {
	dir, recs := recordsDir(t)
	s := newServer(t, server.Config{RecordsDir: dir})
	assert.Equal(t, 404, do(s, "GET", "/verify/later/record").Code)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "later.record.json"), recs["good"], 0o644))
	assert.Equal(t, 200, do(s, "GET", "/verify/later/record").Code)
	assert.Contains(t, do(s, "GET", "/verify/index.json").Body.String(), `"later"`)
	require.NoError(t, os.Remove(filepath.Join(dir, "later.record.json")))
	assert.Equal(t, 404, do(s, "GET", "/verify/later").Code)

	// Both suffixes: ID.record.json wins, and ID is listed once.
	require.NoError(t, os.WriteFile(filepath.Join(dir, "good.json"), recs["tampered"], 0o644))
	assert.Equal(t, recs["good"], do(s, "GET", "/verify/good/record").Body.Bytes())
	ids, err := s.Records()
	require.NoError(t, err)
	assert.Equal(t, []string{"flipped", "good", "notrace", "otherbundle", "tampered", "web3"}, ids)
}

func TestServerEmptyFolder(t *testing.T) {
	s := newServer(t, server.Config{RecordsDir: t.TempDir()})
	w := do(s, "GET", "/verify/index.json")
	assert.Equal(t, 200, w.Code)
	assert.JSONEq(t, `{"records":[]}`, w.Body.String())
	assert.Contains(t, do(s, "GET", "/verify/").Body.String(), "0 records")
}

func TestServerConfig(t *testing.T) {
	file := filepath.Join(t.TempDir(), "f.json")
	require.NoError(t, os.WriteFile(file, []byte("{}"), 0o644))
	for name, cfg := range map[string]server.Config{
		"no folder":      {},
		"missing folder": {RecordsDir: filepath.Join(t.TempDir(), "missing")},
		"file":           {RecordsDir: file},
		"negative rate":  {RecordsDir: t.TempDir(), RatePerSecond: -1},
		"NaN rate":       {RecordsDir: t.TempDir(), RatePerSecond: math.NaN()},
		"negative burst": {RecordsDir: t.TempDir(), Burst: -1},
		"empty bundle":   {RecordsDir: t.TempDir(), Bundles: [][]byte{{}}},
		"huge bundle":    {RecordsDir: t.TempDir(), Bundles: [][]byte{make([]byte, limits.MaxBundleBytes+1)}},
	} {
		_, err := server.New(cfg)
		assert.ErrorIs(t, err, server.ErrConfig, name)
	}
	// The caller's bundle bytes are copied: changing them later changes
	// nothing that is served.
	b := []byte("var verijudge = {};")
	d := canon.Sum(b)
	s := newServer(t, server.Config{RecordsDir: t.TempDir(), Bundles: [][]byte{b}})
	b[0] = 'X'
	w := do(s, "GET", "/verify/evaluator/"+d.String()+".js")
	assert.Equal(t, 200, w.Code)
	assert.Equal(t, d, canon.Sum(w.Body.Bytes()))
	assert.Equal(t, 404, do(s, "GET", "/verify/evaluator/"+canon.Sum(b).String()+".js").Code)
}

// TestServerServe runs Serve on a loopback listener and stops it.
func TestServerServe(t *testing.T) {
	dir, _ := recordsDir(t)
	s := newServer(t, server.Config{RecordsDir: dir})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln) }()
	res, err := http.Get("http://" + ln.Addr().String() + "/verify/index.json")
	require.NoError(t, err)
	b, _ := io.ReadAll(res.Body)
	res.Body.Close()
	assert.Equal(t, 200, res.StatusCode)
	assert.Contains(t, string(b), `"good"`)
	cancel()
	select {
	case err := <-done:
		assert.NoError(t, err)
	case <-time.After(10 * time.Second):
		t.Fatal("Serve did not return after cancel")
	}
	_, err = http.Get("http://" + ln.Addr().String() + "/verify/index.json")
	assert.Error(t, err, "stopped")
}

// TestServerKit runs the Node.js kit, as served by the server, against the
// server: MATCH exits 0, tampered records 1, a record without trace 2.
func TestServerKit(t *testing.T) {
	node := nodeOrSkip(t)
	dir, _ := recordsDir(t)
	ts := httptest.NewServer(newServer(t, server.Config{RecordsDir: dir}))
	defer ts.Close()
	res, err := http.Get(ts.URL + "/verify/kit.mjs")
	require.NoError(t, err)
	src, err := io.ReadAll(res.Body)
	res.Body.Close()
	require.NoError(t, err)
	kitPath := filepath.Join(t.TempDir(), "kit.mjs")
	require.NoError(t, os.WriteFile(kitPath, src, 0o644))

	tests := []struct {
		id       string
		code     int
		contains string
	}{
		{"good", 0, "MATCH"},
		{"web3", 0, "MATCH"},
		{"tampered", 1, "failed: verdict-fields, stored-verdict-hash"},
		{"flipped", 1, "MISMATCH"},
		{"notrace", 2, "NO_TRACE"},
		{"otherbundle", 2, "HTTP 404"},
		{"nope", 2, "HTTP 404"},
	}
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			out, err := exec.CommandContext(ctx, node, kitPath, ts.URL+"/verify/"+tc.id+"/record").CombinedOutput()
			code := 0
			var ee *exec.ExitError
			if errors.As(err, &ee) {
				code = ee.ExitCode()
			} else {
				require.NoError(t, err)
			}
			assert.Equal(t, tc.code, code, string(out))
			assert.Contains(t, string(out), tc.contains)
		})
	}
}

func nodeOrSkip(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("node is required under CI=true")
		}
		t.Skip("node not on PATH")
	}
	return p
}

// FuzzServerPath: no path panics, and 200 is answered only for the known
// routes.
func FuzzServerPath(f *testing.F) {
	for _, s := range []string{"/verify/good/record", "/verify/..%2f..%2fetc%2fpasswd", "/verify/%2e%2e/record", "/verify/evaluator/0x.js", "/verify/a%00/record", "/verify/assets/page.js", "/", "/verify/x/y/z"} {
		f.Add(s)
	}
	dir := f.TempDir()
	require.NoError(f, os.WriteFile(filepath.Join(dir, "good.record.json"), []byte("{}"), 0o644))
	s, err := server.New(server.Config{RecordsDir: dir, RatePerSecond: math.Inf(1)})
	require.NoError(f, err)
	ok := regexp.MustCompile(`^/verify/(|index\.json|kit\.mjs|good|good/record|assets/[a-z-]+\.(js|css)|evaluator/0x[0-9a-f]{64}\.js)$`)
	f.Fuzz(func(t *testing.T, target string) {
		r, err := http.ReadRequest(bufioReader("GET " + target + " HTTP/1.1\r\nHost: x\r\n\r\n"))
		if err != nil {
			return
		}
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		if w.Code == 200 && !ok.MatchString(r.URL.Path) {
			t.Fatalf("200 for %q (path %q)", target, r.URL.Path)
		}
	})
}
