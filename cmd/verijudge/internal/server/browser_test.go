package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/cmd/verijudge/internal/server"
	"github.com/verijudge/verijudge/fixtures/tracegen"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
)

// chromiumOrSkip returns the Chromium binary: $VERIJUDGE_CHROMIUM, else
// /usr/bin/chromium. Without one the test is skipped, or fails under CI=true.
func chromiumOrSkip(t *testing.T) string {
	t.Helper()
	p := os.Getenv("VERIJUDGE_CHROMIUM")
	if p == "" {
		p = "/usr/bin/chromium"
	}
	if _, err := os.Stat(p); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("Chromium is required under CI=true: %v (set VERIJUDGE_CHROMIUM)", err)
		}
		t.Skipf("no Chromium: %v (set VERIJUDGE_CHROMIUM)", err)
	}
	return p
}

// requestLog records the paths a browser requests.
type requestLog struct {
	mu    sync.Mutex
	paths []string
}

func (l *requestLog) wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		l.mu.Lock()
		l.paths = append(l.paths, r.Method+" "+r.URL.Path)
		l.mu.Unlock()
		h.ServeHTTP(w, r)
	})
}

func (l *requestLog) take() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	p := l.paths
	l.paths = nil
	return p
}

// pageState is what the re-verify page shows once done.
type pageState struct {
	Outcome string `json:"outcome"`
	State   string `json:"state"`
	Detail  string `json:"detail"`
	Trial   string `json:"trial"`
	Stored  string `json:"stored"`
	Recomp  string `json:"recomputed"`
	Sandbox string `json:"sandbox"`
	Checks  []struct {
		Check string `json:"check"`
		OK    string `json:"ok"`
	} `json:"checks"`
	VerdictChecks int    `json:"verdictChecks"`
	Status        string `json:"status"`
	StatusData    string `json:"statusData"`
	Title         string `json:"title"`
	Amounts       []struct {
		Raw  string `json:"raw"`
		Text string `json:"text"`
		Hint string `json:"hint"`
	} `json:"amounts"`
}

const readPage = `(() => {
  const o = document.getElementById("outcome");
  const t = (id) => document.getElementById(id).textContent;
  return {
    outcome: o.textContent, state: o.dataset.state, detail: t("outcome-detail"),
    trial: t("trial-id"), stored: t("hash-stored"), recomputed: t("hash-recomputed"),
    sandbox: document.getElementById("sandbox").dataset.network,
    checks: Array.from(document.querySelectorAll("#checks tbody tr"), (r) => ({check: r.dataset.check, ok: r.dataset.ok})),
    verdictChecks: document.querySelectorAll("#verdict-checks tbody tr").length,
    status: t("verdict-status"), statusData: document.getElementById("verdict-status").dataset.status,
    title: document.title,
    amounts: Array.from(document.querySelectorAll("#verdict-checks .amount"), (a) => ({raw: a.dataset.raw, text: a.textContent, hint: a.title})),
  };
})()`

// TestBrowserVerifyPage loads the re-verify page in a real headless
// Chromium: a good record gives MATCH with every check ok, tampered records
// MISMATCH naming the failed check, a missing or lying bundle ERROR, a
// record without trace NO_TRACE; and the page requests nothing but the
// page, its assets, the record and the evaluator.
func TestBrowserVerifyPage(t *testing.T) {
	bin := chromiumOrSkip(t)
	dir, recs := recordsDir(t)

	// A server that lies: under the digest of one bundle it serves other
	// bytes (the embedded evaluator). The page must refuse to run them.
	fake := []byte("var verijudge = { evaluate: function () { return '{\"ok\":true}'; } };\n")
	lying := "/verify/evaluator/" + canon.Sum(fake).String() + ".js"
	wrong := tamper(t, recs["good"], func(m map[string]any) {
		m["evaluator"].(map[string]any)["digest"] = canon.Sum(fake).String()
	})
	require.NoError(t, os.WriteFile(filepath.Join(dir, "lyingbundle.record.json"), wrong, 0o644))

	// A bundle with the right digest that tries every way out of the
	// worker; the record names it, so the page runs it.
	probe := []byte(probeBundle)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "probe.record.json"), tamper(t, recs["good"], func(m map[string]any) {
		m["evaluator"].(map[string]any)["digest"] = canon.Sum(probe).String()
	}), 0o644))

	// The record the screenshot shows, named as `verijudge demo` names them.
	const shown = "web3-injected-drain--reference"
	require.NoError(t, os.WriteFile(filepath.Join(dir, shown+".record.json"), recs["web3"], 0o644))

	// A record of a trace at the trace cap, and one with a byte-order mark.
	atCap, err := judge.NewRecord(tracegen.Big(limits.MaxTraceBytes), judge.Embedded())
	require.NoError(t, err)
	atCapBytes, err := atCap.MarshalIndent()
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "atcap.record.json"), atCapBytes, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "bom.record.json"), append([]byte("\xef\xbb\xbf"), recs["good"]...), 0o644))

	// A sample of the differential guard's generated traces (special
	// names, Unicode, number forms): the page must reproduce Go's hashes.
	var sample []string
	gen := rand.New(rand.NewPCG(7, 7))
	for len(sample) < 4 {
		rec, err := judge.NewRecord(tracegen.Random(gen, 0), judge.Embedded())
		if err != nil {
			continue
		}
		b, err := rec.MarshalIndent()
		require.NoError(t, err)
		id := fmt.Sprintf("generated-%d", len(sample))
		require.NoError(t, os.WriteFile(filepath.Join(dir, id+".record.json"), b, 0o644))
		sample = append(sample, id)
	}

	// Witnessed sessions (transcript evidence): Ed25519 verified by the
	// bundle in the page must decide as in Go.
	transcripts := map[string]string{}
	for _, name := range []string{"honest", "forged-attestation", "replayed-attestation"} {
		tr, err := os.ReadFile(filepath.Join("..", "..", "..", "..", "fixtures", "testdata", "witness", "traces", name+".json"))
		require.NoError(t, err)
		rec, err := judge.NewRecord(tr, judge.Embedded())
		require.NoError(t, err)
		b, err := rec.MarshalIndent()
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, "witness-"+name+".record.json"), b, 0o644))
		transcripts["witness-"+name] = string(rec.Verdict.Status)
	}

	s := newServer(t, server.Config{RecordsDir: dir, Bundles: [][]byte{probe}})
	reqs := &requestLog{}
	ts := httptest.NewServer(reqs.wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == lying {
			w.Header().Set("Content-Type", "text/javascript")
			w.Write(judge.EmbeddedBundle())
			return
		}
		s.ServeHTTP(w, r)
	})))
	defer ts.Close()

	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(bin),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("force-color-profile", "srgb"),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1100, 900),
	)
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(allocCtx)
	defer cancel()
	require.NoError(t, chromedp.Do(ctx), "starting Chromium")

	load := func(t *testing.T, id string) pageState {
		t.Helper()
		tctx, tcancel := context.WithTimeout(ctx, 90*time.Second)
		defer tcancel()
		err := chromedp.Do(tctx,
			chromedp.Navigate(ts.URL+"/verify/"+id),
			chromedp.WaitVisible(chromedp.CSS(`#outcome[data-state="done"]`)),
		)
		require.NoError(t, err, "page %s did not finish", id)
		st, err := chromedp.Run(tctx, chromedp.Evaluate[pageState](readPage))
		require.NoError(t, err)
		return st
	}
	checks := func(st pageState) map[string]string {
		m := map[string]string{}
		for _, c := range st.Checks {
			m[c.Check] = c.OK
		}
		return m
	}
	base := []string{"GET /verify/assets/style.css", "GET /verify/assets/page.js"}
	sandbox := []string{"GET /verify/assets/worker-prelude.js", "GET /verify/assets/worker-driver.js"}
	evaluator := "GET /verify/evaluator/" + judge.EmbeddedDigest().String() + ".js"
	// requested checks that the page requested exactly want, and returns
	// whether it requested the embedded evaluator (which, immutable, may
	// come from the browser's cache instead).
	requested := func(t *testing.T, id string, want ...string) bool {
		t.Helper()
		got := reqs.take()
		fetched := slices.Contains(got, evaluator)
		got = slices.DeleteFunc(got, func(p string) bool { return p == evaluator })
		want = append(append([]string{"GET /verify/" + id}, base...), want...)
		assert.ElementsMatch(t, want, got, "the page requests exactly these, nothing else")
		return fetched
	}

	t.Run("match", func(t *testing.T) {
		reqs.take()
		st := load(t, "good")
		assert.Equal(t, "MATCH", st.Outcome, st.Detail)
		require.Len(t, st.Checks, 6)
		assert.Equal(t, map[string]string{"evaluator": "true", "trace-hash": "true", "spec-hash": "true",
			"verdict-hash": "true", "verdict-fields": "true", "stored-verdict-hash": "true"}, checks(st))
		assert.Equal(t, "trial-code-median-reference", st.Trial)
		assert.Equal(t, "SUCCESS", st.Status, "the verdict status is shown beside the outcome")
		assert.Equal(t, "SUCCESS", st.StatusData)
		assert.True(t, strings.HasPrefix(st.Title, "MATCH · SUCCESS · "), st.Title)
		assert.Equal(t, st.Stored, st.Recomp)
		assert.True(t, strings.HasPrefix(st.Stored, "0x"), st.Stored)
		assert.Positive(t, st.VerdictChecks)
		assert.Equal(t, "blocked", st.Sandbox, "the worker had no network globals after the bundle ran")
		assert.True(t, requested(t, "good", append(sandbox, "GET /verify/good/record")...), "the first page fetches the evaluator")
	})

	t.Run("web3 match", func(t *testing.T) {
		st := load(t, shown)
		assert.Equal(t, "MATCH", st.Outcome, st.Detail)
		var web3 judge.Record
		require.NoError(t, json.Unmarshal(recs["web3"], &web3))
		assert.Equal(t, string(web3.Verdict.Status), st.Status)
		// Wei amounts: formatted in units of 10^18, exactly, the raw
		// digits on hover.
		require.NotEmpty(t, st.Amounts, "the web3 checks name amounts")
		for _, a := range st.Amounts {
			assert.Regexp(t, `^\d{16,}$`, a.Raw)
			assert.Equal(t, a.Raw+" (base units)", a.Hint)
			if len(a.Raw) > 18 {
				whole, frac := a.Raw[:len(a.Raw)-18], strings.TrimRight(a.Raw[len(a.Raw)-18:], "0")
				want := whole
				if frac != "" {
					want += "." + frac
				}
				assert.Equal(t, want+" ×10¹⁸", strings.ReplaceAll(a.Text, "\u2009", ""), a.Raw)
			}
		}
		assert.Len(t, st.Checks, 6)
		for name, ok := range checks(st) {
			assert.Equal(t, "true", ok, name)
		}
		reqs.take()
		if path := os.Getenv("VERIJUDGE_SCREENSHOT"); path != "" {
			png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
			require.NoError(t, err)
			require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
			require.NoError(t, os.WriteFile(path, png, 0o644))
			t.Logf("screenshot of the MATCH page written to %s", path)
		}
	})

	for _, tc := range []struct{ id, failed string }{
		{"tampered", "stored-verdict-hash"},
		{"flipped", "stored-verdict-hash"},
	} {
		t.Run(tc.id, func(t *testing.T) {
			reqs.take()
			st := load(t, tc.id)
			assert.Equal(t, "MISMATCH", st.Outcome, st.Detail)
			c := checks(st)
			assert.Equal(t, "false", c[tc.failed])
			assert.Equal(t, "true", c["verdict-hash"], "the verdict recomputed from the trace is the original")
			assert.Equal(t, "true", c["trace-hash"])
			assert.Equal(t, "false", c["verdict-fields"], "the stored verdict is not the recomputed one")
			assert.Contains(t, st.Detail, "failed: verdict-fields, "+tc.failed)
			requested(t, tc.id, append(sandbox, "GET /verify/"+tc.id+"/record")...)
		})
	}

	t.Run("at the trace cap", func(t *testing.T) {
		reqs.take()
		st := load(t, "atcap")
		assert.Equal(t, "MATCH", st.Outcome, st.Detail)
		for name, ok := range checks(st) {
			assert.Equal(t, "true", ok, name)
		}
		reqs.take()
	})

	t.Run("generated traces", func(t *testing.T) {
		for _, id := range sample {
			reqs.take()
			st := load(t, id)
			assert.Equal(t, "MATCH", st.Outcome, "%s: %s", id, st.Detail)
		}
		reqs.take()
	})

	t.Run("transcript traces", func(t *testing.T) {
		for id, status := range transcripts {
			reqs.take()
			st := load(t, id)
			assert.Equal(t, "MATCH", st.Outcome, "%s: %s", id, st.Detail)
			assert.Equal(t, status, st.Status, id)
		}
		reqs.take()
	})

	t.Run("byte-order mark", func(t *testing.T) {
		reqs.take()
		st := load(t, "bom")
		assert.Equal(t, "ERROR", st.Outcome, st.Detail)
		assert.Contains(t, st.Detail, "byte-order mark")
		reqs.take()
	})

	t.Run("no trace", func(t *testing.T) {
		reqs.take()
		st := load(t, "notrace")
		assert.Equal(t, "NO_TRACE", st.Outcome, st.Detail)
		assert.Empty(t, st.Checks)
		// The record's own status is shown as its claim, not in colour.
		assert.True(t, strings.HasSuffix(st.Status, " (stored, not recomputed)"), st.Status)
		assert.Empty(t, st.StatusData)
		assert.True(t, strings.HasPrefix(st.Title, "NO_TRACE · Re-verify"), st.Title)
		requested(t, "notrace", "GET /verify/notrace/record")
	})

	t.Run("bundle not on the server", func(t *testing.T) {
		reqs.take()
		st := load(t, "otherbundle")
		assert.Equal(t, "ERROR", st.Outcome, st.Detail)
		assert.Equal(t, map[string]string{"evaluator": "false"}, checks(st))
		assert.Contains(t, st.Detail, "HTTP 404")
		requested(t, "otherbundle", "GET /verify/otherbundle/record", "GET /verify/evaluator/0x"+strings.Repeat("ab", 32)+".js")
	})

	t.Run("bundle digest mismatch", func(t *testing.T) {
		reqs.take()
		st := load(t, "lyingbundle")
		assert.Equal(t, "ERROR", st.Outcome, st.Detail)
		assert.Equal(t, map[string]string{"evaluator": "false"}, checks(st))
		assert.Contains(t, st.Detail, "bundle digest mismatch, not run")
		assert.Equal(t, "unknown", st.Sandbox, "no worker was started")
		got := reqs.take()
		assert.NotContains(t, got, "GET /verify/assets/worker-prelude.js", "the bundle was not run")
		assert.Contains(t, got, "GET "+lying)
	})

	t.Run("bundle cannot reach the network", func(t *testing.T) {
		reqs.take()
		st := load(t, "probe")
		assert.Equal(t, "ERROR", st.Outcome, st.Detail)
		assert.Equal(t, "blocked", st.Sandbox)
		assert.Equal(t, map[string]string{"evaluator": "true"}, checks(st))
		// The probe reports what it saw as its error message.
		assert.Contains(t, st.Detail, "probe: fetch=undefined xhr=undefined importScripts=undefined websocket=undefined eventsource=undefined indexedDB=undefined caches=undefined worker=undefined")
		for _, way := range []string{"fetch", "xhr", "import", "ws", "es", "worker", "proto", "ctor"} {
			assert.Contains(t, st.Detail, " load-"+way+"=TypeError", "at load, %s threw", way)
		}
		// The CSP forbids eval and WebAssembly compilation in the worker.
		for _, blocked := range []string{"eval=EvalError", "function=EvalError", "wasm=CompileError"} {
			assert.Contains(t, st.Detail, " load-"+blocked)
		}
		// import() cannot be removed; the page's CSP (no 'self' in
		// script-src, inherited by the worker) blocks it.
		time.Sleep(500 * time.Millisecond) // let any stray request arrive
		for _, p := range reqs.take() {
			assert.NotContains(t, p, "leak", "the bundle reached the server")
		}
	})

	t.Run("unknown record", func(t *testing.T) {
		tctx, tcancel := context.WithTimeout(ctx, 30*time.Second)
		defer tcancel()
		res, err := chromedp.Run(tctx, chromedp.NavigateResponse(ts.URL+"/verify/nope"))
		require.NoError(t, err)
		assert.EqualValues(t, 404, res.Status)
		reqs.take()
	})

}

// probeBundle is an "evaluator" that tries to reach the network when it
// loads and when it is called, and reports which globals it found.
const probeBundle = `
var probeSeen = [];
function probeTry(name, f) {
  try { f(); probeSeen.push(name + "=ran"); } catch (e) { probeSeen.push(name + "=" + (e && e.name)); }
}
probeTry("load-fetch", function () { fetch("/leak/fetch"); });
probeTry("load-xhr", function () { var x = new XMLHttpRequest(); x.open("GET", "/leak/xhr"); x.send(); });
probeTry("load-import", function () { importScripts("/leak/importScripts"); });
probeTry("load-ws", function () { new WebSocket(self.origin.replace("http", "ws") + "/leak/ws"); });
probeTry("load-es", function () { new EventSource("/leak/es"); });
probeTry("load-worker", function () { new Worker("/leak/worker"); });
probeTry("load-proto", function () { Object.getPrototypeOf(self).fetch("/leak/proto"); });
probeTry("load-dynimport", function () { import(self.origin + "/leak/dynimport").catch(function () {}); });
probeTry("load-eval", function () { eval("1"); });
probeTry("load-function", function () { Function("return 1")(); });
probeTry("load-wasm", function () { new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])); });
probeTry("load-ctor", function () { self.constructor.prototype.fetch("/leak/ctor"); });
var verijudge = {
  evaluate: function () {
    var t = function (x) { return typeof x; };
    var msg = "probe: fetch=" + t(self.fetch) + " xhr=" + t(self.XMLHttpRequest) +
      " importScripts=" + t(self.importScripts) + " websocket=" + t(self.WebSocket) +
      " eventsource=" + t(self.EventSource) + " indexedDB=" + t(self.indexedDB) +
      " caches=" + t(self.caches) + " worker=" + t(self.Worker) + " at load: " + probeSeen.join(" ");
    return JSON.stringify({ ok: false, error: { code: "E_INTERNAL", kind: "internal", message: msg } });
  }
};
`
