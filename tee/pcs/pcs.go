// Package pcs fetches Intel's TDX collateral — TCB info, QE identity, the
// PCK CRL and the root CA CRL — as DCAP verifiers ask for it by URL (the
// Intel PCS v4 API; go-tdx-guest's trust.HTTPSGetter shape), from Intel's
// servers, a mirror, or a directory, with an on-disk cache.
//
// Guarantees: every response is bounded in size and time; a non-200
// answer, a redirect, an oversized body, or a mirror over plain HTTP
// beyond loopback is an error naming the URL; cached entries are written
// atomically (a 0700 folder, 0600 files) and named readably, so a cache
// folder is also a directory of PCS files (Dir) that verifies offline.
// Non-guarantees: nothing here checks a signature or a date, and an older
// collateral copy that is still in date (a mirror or a cache holding back
// a TCB recovery or a revocation) is not detected —
// the verifier (tee.VerifyTDX with collateral) checks the TCB info and QE
// identity signatures, their chains to the trusted root, the CRLs and
// every validity window, so a stale or forged entry fails there.
package pcs

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Intel's collateral hosts: the PCS API and the certificate (root CRL)
// server.
const (
	IntelPCS          = "https://api.trustedservices.intel.com"
	IntelCertificates = "https://certificates.trustedservices.intel.com"
)

// MaxBody bounds one collateral response (Intel's are a few KiB).
const MaxBody = 1 << 20

// ErrFetch: collateral could not be fetched or read.
var ErrFetch = errors.New("pcs: collateral unavailable")

// Source serves collateral by URL: response headers and body.
type Source interface {
	Get(url string) (map[string][]string, []byte, error)
}

// Client fetches collateral over HTTPS.
type Client struct {
	// Mirror, when set, replaces the scheme and host of every URL asked
	// for (path and query kept): a PCS caching service, or a loopback
	// server in tests. Empty: Intel's servers.
	Mirror string
	// HTTP is the client to use (nil: one with Timeout).
	HTTP *http.Client
	// Timeout bounds each request (default 30 s).
	Timeout time.Duration
	// CacheDir, when set, keeps each response; a cached one from the same
	// mirror younger than MaxAge is served without a request, and an older
	// one when the server cannot be reached.
	CacheDir string
	// MaxAge is how long a cached response is served without asking
	// (default 24 h; Intel updates TCB info at most daily).
	MaxAge time.Duration
	// Now is the clock for cache ages (default time.Now).
	Now func() time.Time
}

// entry is one cached response.
type entry struct {
	URL string `json:"url"`
	// Mirror is the server it came from (empty: Intel's).
	Mirror    string              `json:"mirror,omitempty"`
	FetchedAt time.Time           `json:"fetchedAt"`
	Header    map[string][]string `json:"header"`
	Body      []byte              `json:"body"`
}

// Get returns the collateral at u (through the mirror, from the cache).
func (c *Client) Get(u string) (map[string][]string, []byte, error) {
	now := time.Now
	if c.Now != nil {
		now = c.Now
	}
	maxAge := c.MaxAge
	if maxAge == 0 {
		maxAge = 24 * time.Hour
	}
	var cached *entry
	if c.CacheDir != "" {
		if e, err := readEntry(c.CacheDir, u); err == nil && e.Mirror == c.Mirror {
			cached = e
			if now().Sub(e.FetchedAt) < maxAge {
				return e.Header, e.Body, nil
			}
		}
	}
	h, b, err := c.fetch(u)
	if err != nil {
		if cached != nil {
			// The verifier checks the entry's own validity dates.
			return cached.Header, cached.Body, nil
		}
		return nil, nil, err
	}
	if c.CacheDir != "" {
		if err := writeEntry(c.CacheDir, &entry{URL: u, Mirror: c.Mirror, FetchedAt: now().UTC(), Header: h, Body: b}); err != nil {
			return nil, nil, fmt.Errorf("%w: caching %s: %v", ErrFetch, u, err)
		}
	}
	return h, b, nil
}

func (c *Client) fetch(u string) (map[string][]string, []byte, error) {
	target, err := c.target(u)
	if err != nil {
		return nil, nil, err
	}
	timeout := c.Timeout
	if timeout == 0 {
		timeout = 30 * time.Second
	}
	hc := c.HTTP
	if hc == nil {
		hc = &http.Client{Timeout: timeout, CheckRedirect: func(*http.Request, []*http.Request) error {
			return errors.New("collateral servers do not redirect")
		}}
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, target, nil)
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %s: %v", ErrFetch, target, err)
	}
	resp, err := hc.Do(req)
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %s: %v", ErrFetch, target, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, nil, fmt.Errorf("%w: %s: HTTP %d", ErrFetch, target, resp.StatusCode)
	}
	b, err := io.ReadAll(io.LimitReader(resp.Body, MaxBody+1))
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %s: %v", ErrFetch, target, err)
	}
	if len(b) > MaxBody {
		return nil, nil, fmt.Errorf("%w: %s: response larger than %d bytes", ErrFetch, target, MaxBody)
	}
	return resp.Header, b, nil
}

// target is u through the mirror.
func (c *Client) target(u string) (string, error) {
	p, err := url.Parse(u)
	if err != nil || p.Scheme != "https" || p.Host == "" {
		return "", fmt.Errorf("%w: %q is not an https URL", ErrFetch, u)
	}
	if c.Mirror == "" {
		return u, nil
	}
	m, err := url.Parse(c.Mirror)
	if err != nil || (m.Scheme != "https" && m.Scheme != "http") || m.Host == "" {
		return "", fmt.Errorf("%w: mirror %q is not an http(s) URL", ErrFetch, c.Mirror)
	}
	if m.Scheme == "http" && !loopback(m.Hostname()) {
		// Signed collateral can still be held back (an older, in-date
		// copy): plain HTTP only to this machine.
		return "", fmt.Errorf("%w: mirror %q: http only on loopback; use https", ErrFetch, c.Mirror)
	}
	p.Scheme, p.Host = m.Scheme, m.Host
	p.Path = strings.TrimSuffix(m.Path, "/") + p.Path
	return p.String(), nil
}

// Dir serves collateral from a folder a Client cached into (or that
// `verijudge tee collateral fetch` wrote), without a network.
type Dir string

// Get returns the cached response for u.
func (d Dir) Get(u string) (map[string][]string, []byte, error) {
	e, err := readEntry(string(d), u)
	if err != nil {
		return nil, nil, err
	}
	return e.Header, e.Body, nil
}

// FileName is the file a response for u is kept in: the URL's host, path
// and query made safe for a file name, and a short hash of the whole URL.
func FileName(u string) string {
	var b strings.Builder
	s := strings.TrimPrefix(strings.TrimPrefix(u, "https://"), "http://")
	for _, r := range s {
		if b.Len() >= 120 {
			break
		}
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '.', r == '-', r == '=':
			b.WriteRune(r)
		default:
			b.WriteByte('_')
		}
	}
	h := sha256.Sum256([]byte(u))
	return b.String() + "." + hex.EncodeToString(h[:4]) + ".json"
}

func readEntry(dir, u string) (*entry, error) {
	path := filepath.Join(dir, FileName(u))
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%w: no %s in %s: %v", ErrFetch, u, dir, err)
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, 2*MaxBody))
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrFetch, path, err)
	}
	var e entry
	if err := json.Unmarshal(b, &e); err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrFetch, path, err)
	}
	if e.URL != u {
		return nil, fmt.Errorf("%w: %s holds %s, not %s", ErrFetch, path, e.URL, u)
	}
	return &e, nil
}

func loopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

func writeEntry(dir string, e *entry) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	b, err := json.MarshalIndent(e, "", "  ")
	if err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".tmp-*")
	if err != nil {
		return err
	}
	if _, err := f.Write(b); err != nil {
		f.Close()
		os.Remove(f.Name())
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(f.Name())
		return err
	}
	return os.Rename(f.Name(), filepath.Join(dir, FileName(e.URL)))
}
