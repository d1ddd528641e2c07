package pcs_test

import (
	"crypto/x509"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/fixtures/teechain"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/tee/pcs"
)

var at = time.Date(2026, time.June, 1, 0, 0, 0, 0, time.UTC)

func quote(c *teechain.Chain) []byte {
	var s teechain.TDXQuote
	s.MRTD[0] = 0x77
	return c.Quote("pcs", s)
}

// The client against a loopback server speaking Intel's PCS wire format
// (paths, URL-encoded issuer-chain headers, DER CRLs), collateral signed
// under a TEST-ONLY root: the quote verifies with TCB status, QE identity
// and CRLs checked; the cache then serves it with the server gone, and the
// cache folder verifies offline as a Dir.
func TestClientAgainstLoopbackPCS(t *testing.T) {
	c := teechain.NewTDXChain("acme", teechain.Default, teechain.Validity{})
	srv := httptest.NewServer(c.Collateral("acme", at).Handler())
	dir := t.TempDir()
	client := &pcs.Client{Mirror: srv.URL, CacheDir: dir, Now: func() time.Time { return at }}
	q := quote(c)
	opts := tee.TDXOptions{Roots: []*x509.Certificate{c.Root}, Now: at, Collateral: client}
	res, err := tee.VerifyTDX(q, opts)
	require.NoError(t, err)
	assert.True(t, res.Collateral)
	assert.Equal(t, "UpToDate", res.TCBStatus)
	files, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, files, 4, "TCB info, QE identity, PCK CRL, root CRL")

	srv.Close()
	_, err = tee.VerifyTDX(q, opts)
	require.NoError(t, err, "served from the cache")
	later := &pcs.Client{Mirror: srv.URL, CacheDir: dir, Now: func() time.Time { return at.Add(48 * time.Hour) }}
	_, err = tee.VerifyTDX(q, tee.TDXOptions{Roots: opts.Roots, Now: at, Collateral: later})
	require.NoError(t, err, "a stale entry is served when the server is down; its own dates decide")
	_, err = tee.VerifyTDX(q, tee.TDXOptions{Roots: opts.Roots, Now: at, Collateral: pcs.Dir(dir)})
	require.NoError(t, err, "the cache folder is a directory of PCS files")
	_, err = tee.VerifyTDX(q, tee.TDXOptions{Roots: opts.Roots, Now: at.Add(60 * 24 * time.Hour), Collateral: pcs.Dir(dir)})
	assert.ErrorIs(t, err, tee.ErrInvalid, "expired collateral")
	_, _, err = pcs.Dir(t.TempDir()).Get(teechain.TCBInfoURL)
	assert.ErrorIs(t, err, pcs.ErrFetch)
}

// Collateral of another chain, or none, does not verify the quote.
func TestForeignCollateral(t *testing.T) {
	c := teechain.NewTDXChain("acme", teechain.Default, teechain.Validity{})
	mallory := teechain.NewTDXChain("mallory", teechain.Default, teechain.Validity{})
	srv := httptest.NewServer(mallory.Collateral("mallory", at).Handler())
	defer srv.Close()
	_, err := tee.VerifyTDX(quote(c), tee.TDXOptions{Roots: []*x509.Certificate{c.Root}, Now: at, Collateral: &pcs.Client{Mirror: srv.URL}})
	assert.ErrorIs(t, err, tee.ErrInvalid)
}

// Hostile or broken servers: errors naming the URL, never a hang or an
// unbounded read.
func TestHostileServers(t *testing.T) {
	big := strings.Repeat("x", pcs.MaxBody+1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/big":
			w.Write([]byte(big))
		case "/redirect":
			http.Redirect(w, r, "https://example.invalid/", http.StatusFound)
		case "/slow":
			time.Sleep(2 * time.Second)
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	client := &pcs.Client{Mirror: srv.URL, Timeout: 500 * time.Millisecond}
	for _, u := range []string{"https://h/big", "https://h/redirect", "https://h/slow", "https://h/missing", "http://plain/x", "not a url"} {
		_, _, err := client.Get(u)
		assert.ErrorIs(t, err, pcs.ErrFetch, u)
	}
	for _, m := range []string{"ftp://x", "http://pcs.example.org", "http://10.0.0.1:8080"} {
		_, _, err := (&pcs.Client{Mirror: m}).Get(teechain.TCBInfoURL)
		assert.ErrorIs(t, err, pcs.ErrFetch, "mirror %s: plain HTTP only on loopback", m)
	}
}

func TestFileName(t *testing.T) {
	a := pcs.FileName(teechain.TCBInfoURL)
	assert.True(t, strings.HasPrefix(a, "api.trustedservices.intel.com_tdx_certification_v4_tcb_fmspc=50806f000000."), a)
	assert.NotEqual(t, a, pcs.FileName(teechain.TCBInfoURL+"0"))
	assert.NotContains(t, pcs.FileName("https://h/../../etc/passwd"), "/")
	assert.LessOrEqual(t, len(pcs.FileName("https://h/"+strings.Repeat("a", 500))), 140)
}
