package main_test

import (
	"encoding/hex"
	"encoding/json"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-tdx-guest/testing/testdata"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/fixtures/teechain"
	"github.com/verijudge/verijudge/tee"
)

// serveDstack runs a local stand-in for the dstack guest agent on a Unix
// socket: GetQuote answers a TDX quote through a TEST-ONLY chain.
func serveDstack(t *testing.T, chain *teechain.Chain) string {
	sock := filepath.Join(t.TempDir(), "dstack.sock")
	ln, err := net.Listen("unix", sock)
	require.NoError(t, err)
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			ReportData string `json:"report_data"`
		}
		rd, err := []byte(nil), json.NewDecoder(r.Body).Decode(&req)
		if err == nil {
			rd, err = hex.DecodeString(req.ReportData)
		}
		if err != nil || r.URL.Path != "/GetQuote" {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		var q teechain.TDXQuote
		copy(q.ReportData[:], rd)
		q.MRTD[0] = 0x42
		_ = json.NewEncoder(w).Encode(map[string]string{"quote": hex.EncodeToString(chain.Quote("cli", q))})
	})}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return sock
}

func TestTeeQuoteAndVerify(t *testing.T) {
	dir := t.TempDir()
	_, trace := fixture(t, "web3-pay-usd-250-injected/reference")
	rec := filepath.Join(dir, "rec.json")
	require.Equal(t, 0, run(t, "judge", "--record", rec, trace).code)
	chain := teechain.NewTDXChain("cli", teechain.Default, teechain.Validity{})
	root := filepath.Join(dir, "test-root.pem")
	require.NoError(t, os.WriteFile(root, chain.RootPEM(), 0o644))
	at := "--at=2026-06-01T00:00:00Z"

	// reproducible-only is the default: no evidence, record untouched.
	before, _ := os.ReadFile(rec)
	r := runEnv(t, []string{tee.EnvBackend + "="}, "tee", "quote", rec)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "no TEE evidence")
	after, _ := os.ReadFile(rec)
	assert.Equal(t, before, after)

	// A backend without its device says so (this machine is no enclave).
	r = run(t, "tee", "quote", "--backend", "nitro", rec)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "backend unavailable")

	// tdx-dstack through a local stand-in of the guest agent's socket.
	r = run(t, "tee", "quote", "--backend", "tdx-dstack", "--dstack-socket", serveDstack(t, chain), rec)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "tdx evidence written")

	r = run(t, "tee", "verify", "--record", rec, "--root", root, at)
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "VALID")
	assert.Contains(t, r.stdout, "ok   tee-binding")
	var out struct {
		Result struct{ Measurement string } `json:"result"`
	}
	r = run(t, "tee", "verify", "--record", rec, "--root", root, at, "--json")
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	m := out.Result.Measurement
	require.Len(t, m, 66)

	assert.Equal(t, 0, run(t, "tee", "verify", "--record", rec, "--root", root, at, "--allow", m).code)
	r = run(t, "tee", "verify", "--record", rec, "--root", root, at, "--allow", "0x"+hex.EncodeToString(make([]byte, 32)))
	assert.Equal(t, 1, r.code, "measurement not allowed")
	r = run(t, "tee", "verify", "--record", rec, at)
	assert.Equal(t, 1, r.code, "the production root rejects the test chain")
	assert.Contains(t, r.stdout, "FAIL tee-quote")
	r = run(t, "tee", "verify", "--record", rec, "--root", root, "--at", "2040-01-01T00:00:00Z")
	assert.Equal(t, 1, r.code, "out of the chain's validity")

	// verify checks the evidence beside the verdict.
	r = run(t, "verify", "--offline", "--tee-root", root, "--tee-at", "2026-06-01T00:00:00Z", "--tee-allow", m, rec)
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "ok   tee-binding")
	assert.Contains(t, r.stdout, "ok   tee-measurement")

	// The same evidence in another verdict's record binds nothing there.
	_, trace2 := fixture(t, "web3-pay-usd-250-injected/naive")
	rec2 := filepath.Join(dir, "rec2.json")
	require.Equal(t, 0, run(t, "judge", "--record", rec2, trace2).code)
	var a, b map[string]json.RawMessage
	raw, _ := os.ReadFile(rec)
	require.NoError(t, json.Unmarshal(raw, &a))
	raw2, _ := os.ReadFile(rec2)
	require.NoError(t, json.Unmarshal(raw2, &b))
	b["tee"] = a["tee"]
	moved, _ := json.MarshalIndent(b, "", "  ")
	require.NoError(t, os.WriteFile(rec2, moved, 0o644))
	r = run(t, "verify", "--offline", "--tee-root", root, "--tee-at", "2026-06-01T00:00:00Z", rec2)
	assert.Equal(t, 1, r.code, r.stdout)
	assert.Contains(t, r.stdout, "FAIL tee-binding")

	// A tampered quote in the record: MISMATCH.
	var ev tee.Evidence
	require.NoError(t, json.Unmarshal(a["tee"], &ev))
	ev.Quote[700] ^= 1
	ev.QuoteHash = [32]byte(sha(ev.Quote))
	a["tee"], _ = json.Marshal(ev)
	tampered, _ := json.MarshalIndent(a, "", "  ")
	require.NoError(t, os.WriteFile(rec, tampered, 0o644))
	r = run(t, "verify", "--offline", "--tee-root", root, "--tee-at", "2026-06-01T00:00:00Z", rec)
	assert.Equal(t, 1, r.code, r.stdout)
	assert.Contains(t, r.stdout, "FAIL tee-quote")
}

// The real production quote's off-chain check through the CLI: it
// verifies under Intel's root in 2023 (and binds no verijudge verdict).
func TestTeeVerifyRealQuote(t *testing.T) {
	dir := t.TempDir()
	_, trace := fixture(t, "code-median/naive")
	rec := filepath.Join(dir, "rec.json")
	require.Equal(t, 0, run(t, "judge", "--record", rec, trace).code)
	q := filepath.Join(dir, "prod.dat")
	require.NoError(t, os.WriteFile(q, testdata.RawQuote, 0o644))
	r := run(t, "tee", "verify", "--record", rec, "--quote", q, "--at", "2023-07-01T01:00:00Z")
	assert.Equal(t, 1, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "ok   tee-quote")
	assert.Contains(t, r.stdout, tee.IntelSGXRootFingerprint.String())
	assert.Contains(t, r.stdout, "FAIL tee-binding")
}

func sha(b []byte) []byte {
	h := canon.Sum(b)
	return h[:]
}
