// Package server serves a folder of verdict records for re-verification
// (docs/record.md): each record as stored, the evaluator bundles they name, the
// zero-dependency Node.js kit, and a browser page that re-verifies a record
// on the visitor's machine.
//
// Routes (GET and HEAD only; docs/serve.md):
//
//	/verify/                     an HTML list of the records
//	/verify/index.json           {"records":["id",...]}, sorted
//	/verify/<id>                 the re-verify page for one record
//	/verify/<id>/record          the record file, byte for byte
//	/verify/evaluator/<digest>.js  the bundle whose SHA-256 is digest
//	/verify/kit.mjs              judge/kit/kit.mjs
//	/verify/assets/<name>        the page's scripts and style sheet
//
// Guarantees: a record is served exactly as stored, so a tampered record
// reaches clients tampered and their checks fail. A bundle is served only at
// the digest computed from its bytes. Nothing outside the records folder is
// read: ids must match [A-Za-z0-9][A-Za-z0-9._-]{0,127}, files are opened
// through an os.Root of the folder (symbolic links that leave it are
// refused), and only regular files of at most limits.MaxRecordBytes are
// served. Requests are bounded (URL length, no bodies, a per-client token
// bucket).
//
// Non-guarantees: the server vouches for nothing. The page and the kit check
// a record offline (hashes and the recomputed verdict); whether anyone
// attested the verdict is checked by `verijudge verify --rpc`. Records are
// public to whoever can reach the server.
//
// Example:
//
//	s, err := server.New(server.Config{RecordsDir: "records"})
//	if err != nil { ... }
//	ln, err := net.Listen("tcp", "127.0.0.1:8080")
//	if err != nil { ... }
//	err = s.Serve(ctx, ln) // until ctx is done
package server

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"log/slog"
	"math"
	"net"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/judge/kit"
	"github.com/verijudge/verijudge/verify"
)

// Request limits.
const (
	// MaxURLBytes is the longest request URI accepted (longer: 414).
	MaxURLBytes = 2048
	// MaxHeaderBytes bounds the request line and headers (Serve's
	// http.Server; larger: 431).
	MaxHeaderBytes = 8 << 10
	// DefaultRate is the sustained requests per second allowed per client
	// address when Config.RatePerSecond is zero.
	DefaultRate = 20
	// DefaultBurst is the token bucket size when Config.Burst is zero: a
	// page load takes seven requests.
	DefaultBurst = 60
)

// csp is the Content-Security-Policy of every response; %s is the
// script-src directive: 'none', except for the re-verify page, which gets a
// fresh nonce for its one script. With no 'self' in script-src, nothing in
// the page or in the evaluator's Worker (which inherits the policy) can load
// a script from anywhere, including this server (a dynamic import() is a
// script load). The page uses no inline script or style; the evaluator runs
// in a Worker created from a blob: URL.
const csp = "default-src 'none'; script-src %s; worker-src blob:; connect-src 'self'; " +
	"style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// Cache-Control values.
const (
	cacheRevalidate = "no-cache"
	cacheImmutable  = "public, max-age=31536000, immutable"
)

// Config is the deployment of a Server.
type Config struct {
	// RecordsDir is the folder of records: the regular files *.json
	// directly in it. A record's id is its file name without the suffix
	// ".record.json" (or ".json"). Required.
	RecordsDir string
	// Bundles are evaluator bundles served besides the embedded one, each
	// at the SHA-256 of its bytes. At most limits.MaxBundleBytes each.
	Bundles [][]byte
	// RatePerSecond is the sustained request rate allowed per client
	// address (IPv4 address, IPv6 /64): 0 means DefaultRate, +Inf no limit.
	RatePerSecond float64
	// Burst is the token bucket size: 0 means DefaultBurst.
	Burst int
	// Logger receives refusals and server-side errors; nil discards them.
	Logger *slog.Logger
	// Verifier, when set, verifies each record for the index (package
	// verify, under Policy) and the index shows the outcome and level:
	// the server's own check, labelled as such; readers re-verify.
	Verifier *verify.Verifier
	Policy   verify.Policy
}

// ErrConfig reports an unusable Config.
var ErrConfig = errors.New("server: invalid configuration")

// Server is an http.Handler for a folder of records. It is safe for
// concurrent use.
type Server struct {
	dir     string
	bundles map[canon.Hash][]byte
	kit     []byte
	limit   *limiter
	log     *slog.Logger
	page    *template.Template
	index   *template.Template
	assets  map[string]asset

	verifier *verify.Verifier
	policy   verify.Policy
	cache    verifiedCache
}

type asset struct {
	contentType string
	body        []byte
}

//go:embed assets
var assetFS embed.FS

var _ http.Handler = (*Server)(nil)

// New checks cfg and returns a Server. The records folder must exist; its
// contents are read on each request, so records added later are served.
func New(cfg Config) (*Server, error) {
	if cfg.RecordsDir == "" {
		return nil, fmt.Errorf("%w: no records folder", ErrConfig)
	}
	fi, err := os.Stat(cfg.RecordsDir)
	if err != nil {
		return nil, fmt.Errorf("%w: records folder: %w", ErrConfig, err)
	}
	if !fi.IsDir() {
		return nil, fmt.Errorf("%w: records folder %s is not a folder", ErrConfig, cfg.RecordsDir)
	}
	r, b := cfg.RatePerSecond, cfg.Burst
	switch {
	case math.IsNaN(r) || r < 0:
		return nil, fmt.Errorf("%w: rate %v", ErrConfig, r)
	case r == 0:
		r = DefaultRate
	}
	switch {
	case b < 0:
		return nil, fmt.Errorf("%w: burst %d", ErrConfig, b)
	case b == 0:
		b = DefaultBurst
	}
	if cfg.Verifier != nil && cfg.Policy.IsZero() {
		return nil, fmt.Errorf("%w: a Verifier needs a Policy (verify.NewPolicy)", ErrConfig)
	}
	s := &Server{
		verifier: cfg.Verifier, policy: cfg.Policy, cache: verifiedCache{m: map[canon.Hash]Verified{}},
		dir:     cfg.RecordsDir,
		bundles: map[canon.Hash][]byte{},
		kit:     kit.Source(),
		limit:   newLimiter(r, b),
		log:     cfg.Logger,
		assets:  map[string]asset{},
	}
	if s.log == nil {
		s.log = slog.New(slog.DiscardHandler)
	}
	embedded := judge.EmbeddedBundle()
	s.bundles[canon.Sum(embedded)] = embedded
	for i, bundle := range cfg.Bundles {
		if len(bundle) == 0 || len(bundle) > limits.MaxBundleBytes {
			return nil, fmt.Errorf("%w: bundle %d is %d bytes (want 1 to %d)", ErrConfig, i, len(bundle), limits.MaxBundleBytes)
		}
		s.bundles[canon.Sum(bundle)] = bytes.Clone(bundle)
	}
	types := map[string]string{
		".js":  "text/javascript; charset=utf-8",
		".css": "text/css; charset=utf-8",
	}
	entries, err := assetFS.ReadDir("assets")
	if err != nil {
		return nil, err
	}
	for _, e := range entries {
		ct, ok := types[path.Ext(e.Name())]
		if !ok {
			continue
		}
		body, err := assetFS.ReadFile("assets/" + e.Name())
		if err != nil {
			return nil, err
		}
		s.assets[e.Name()] = asset{ct, body}
	}
	if s.page, err = template.ParseFS(assetFS, "assets/page.html"); err != nil {
		return nil, err
	}
	if s.index, err = template.ParseFS(assetFS, "assets/index.html"); err != nil {
		return nil, err
	}
	return s, nil
}

// Serve serves HTTP on ln until ctx is done, then shuts down gracefully
// (in-flight requests get five seconds). The http.Server has read, write and
// idle timeouts and MaxHeaderBytes. It returns nil after a shutdown that
// ctx asked for.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	hs := &http.Server{
		Handler:           s,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       60 * time.Second,
		MaxHeaderBytes:    MaxHeaderBytes,
		ErrorLog:          slog.NewLogLogger(s.log.Handler(), slog.LevelWarn),
		BaseContext:       func(net.Listener) context.Context { return ctx },
	}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err := hs.Shutdown(sctx)
	if serr := <-errc; !errors.Is(serr, http.ErrServerClosed) && err == nil {
		err = serr
	}
	return err
}

// ServeHTTP implements http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Security-Policy", fmt.Sprintf(csp, "'none'"))
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Cross-Origin-Opener-Policy", "same-origin")

	if ok, wait := s.limit.allow(clientKey(r.RemoteAddr), time.Now()); !ok {
		secs := int(math.Ceil(wait.Seconds()))
		h.Set("Retry-After", strconv.Itoa(max(secs, 1)))
		s.log.Info("rate limited", "remote", r.RemoteAddr, "path", truncate(r.URL.Path))
		http.Error(w, "too many requests", http.StatusTooManyRequests)
		return
	}
	if len(r.RequestURI) > MaxURLBytes {
		http.Error(w, fmt.Sprintf("URL longer than %d bytes", MaxURLBytes), http.StatusRequestURITooLong)
		return
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		h.Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed: only GET and HEAD", http.StatusMethodNotAllowed)
		return
	}
	if r.ContentLength != 0 || len(r.TransferEncoding) > 0 {
		h.Set("Connection", "close")
		http.Error(w, "requests must not have a body", http.StatusRequestEntityTooLarge)
		return
	}
	s.route(w, r)
}

func (s *Server) route(w http.ResponseWriter, r *http.Request) {
	// No served path needs percent-encoding: refuse paths whose encoded
	// form is not the plain one (%2f, %2e%2e, %00, ...) before decoding
	// matters.
	if r.URL.RawPath != "" || strings.ContainsAny(r.URL.Path, "\\\x00") {
		http.Error(w, "percent-encoded or invalid path", http.StatusBadRequest)
		return
	}
	p := r.URL.Path
	switch p {
	case "/", "/verify":
		http.Redirect(w, r, "/verify/", http.StatusFound)
		return
	case "/verify/":
		s.serveIndexHTML(w, r)
		return
	case "/verify/index.json":
		s.serveIndexJSON(w, r)
		return
	case "/verify/kit.mjs":
		serveBytes(w, r, "text/javascript; charset=utf-8", cacheRevalidate, s.kit)
		return
	}
	rest, ok := strings.CutPrefix(p, "/verify/")
	if !ok {
		http.NotFound(w, r)
		return
	}
	if name, ok := strings.CutPrefix(rest, "evaluator/"); ok {
		s.serveBundle(w, r, name)
		return
	}
	if name, ok := strings.CutPrefix(rest, "assets/"); ok {
		a, found := s.assets[name]
		if !found {
			http.NotFound(w, r)
			return
		}
		serveBytes(w, r, a.contentType, cacheRevalidate, a.body)
		return
	}
	id, sub, _ := strings.Cut(rest, "/")
	switch sub {
	case "":
		if strings.HasSuffix(rest, "/") {
			http.NotFound(w, r)
			return
		}
		s.servePage(w, r, id)
	case "record":
		s.serveRecord(w, r, id)
	default:
		http.NotFound(w, r)
	}
}

func (s *Server) serveBundle(w http.ResponseWriter, r *http.Request, name string) {
	hexDigest, ok := strings.CutSuffix(name, ".js")
	if !ok {
		http.NotFound(w, r)
		return
	}
	d, err := canon.ParseHash(hexDigest)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	b, ok := s.bundles[d]
	// The map is keyed by the digest computed in New; check again so that
	// a bundle is never served under another digest.
	if !ok || canon.Sum(b) != d {
		http.Error(w, "no evaluator bundle with digest "+d.String(), http.StatusNotFound)
		return
	}
	serveBytes(w, r, "text/javascript; charset=utf-8", cacheImmutable, b)
}

func (s *Server) serveRecord(w http.ResponseWriter, r *http.Request, id string) {
	b, err := s.readRecord(id)
	if err != nil {
		s.recordError(w, r, id, err)
		return
	}
	serveBytes(w, r, "application/json", cacheRevalidate, b)
}

func (s *Server) servePage(w http.ResponseWriter, r *http.Request, id string) {
	if _, err := s.resolve(id); err != nil {
		s.recordError(w, r, id, err)
		return
	}
	var n [18]byte
	rand.Read(n[:])
	nonce := base64.RawURLEncoding.EncodeToString(n[:])
	w.Header().Set("Content-Security-Policy", fmt.Sprintf(csp, "'nonce-"+nonce+"'"))
	var buf bytes.Buffer
	if err := s.page.Execute(&buf, struct{ ID, Nonce string }{id, nonce}); err != nil {
		s.log.Error("page template", "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	serveBytes(w, r, "text/html; charset=utf-8", cacheRevalidate, buf.Bytes())
}

func (s *Server) serveIndexJSON(w http.ResponseWriter, r *http.Request) {
	ids, err := s.Records()
	if err != nil {
		s.log.Error("listing records", "err", err)
		http.Error(w, "cannot list the records folder", http.StatusInternalServerError)
		return
	}
	b, err := json.Marshal(struct {
		Records []string `json:"records"`
		// Verified is the server's own verification, by id (absent
		// without a verifier).
		Verified map[string]Verified `json:"verified,omitempty"`
	}{ids, s.verified(r.Context(), ids)})
	if err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	serveBytes(w, r, "application/json", cacheRevalidate, append(b, '\n'))
}

func (s *Server) serveIndexHTML(w http.ResponseWriter, r *http.Request) {
	ids, err := s.Records()
	if err != nil {
		s.log.Error("listing records", "err", err)
		http.Error(w, "cannot list the records folder", http.StatusInternalServerError)
		return
	}
	var buf bytes.Buffer
	type entry struct {
		ID       string
		Verified *Verified
	}
	ver := s.verified(r.Context(), ids)
	entries := make([]entry, len(ids))
	for i, id := range ids {
		entries[i].ID = id
		if v, ok := ver[id]; ok {
			entries[i].Verified = &v
		}
	}
	if err := s.index.Execute(&buf, struct {
		IDs      []string
		Entries  []entry
		Verifies bool
	}{ids, entries, s.verifier != nil}); err != nil {
		s.log.Error("index template", "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	serveBytes(w, r, "text/html; charset=utf-8", cacheRevalidate, buf.Bytes())
}

func (s *Server) recordError(w http.ResponseWriter, r *http.Request, id string, err error) {
	switch {
	case errors.Is(err, errNoRecord):
		http.Error(w, "no such record", http.StatusNotFound)
	case errors.Is(err, errTooLarge):
		s.log.Warn("record not served", "id", id, "err", err)
		http.Error(w, fmt.Sprintf("record %s is larger than %d bytes (limits.MaxRecordBytes); not served", id, limits.MaxRecordBytes), http.StatusInternalServerError)
	default:
		s.log.Error("reading record", "id", id, "err", err)
		http.Error(w, "cannot read the record", http.StatusInternalServerError)
	}
}

// serveBytes sends b with a strong ETag (its SHA-256) and no Last-Modified;
// http.ServeContent answers HEAD, If-None-Match and Range.
func serveBytes(w http.ResponseWriter, r *http.Request, contentType, cache string, b []byte) {
	sum := sha256.Sum256(b)
	h := w.Header()
	h.Set("Content-Type", contentType)
	h.Set("Cache-Control", cache)
	h.Set("ETag", `"sha256-`+hex.EncodeToString(sum[:])+`"`)
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(b))
}

func truncate(s string) string {
	if len(s) > 200 {
		return s[:200] + "…"
	}
	return s
}
