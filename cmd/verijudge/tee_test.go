package main_test

import (
	"encoding/hex"
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

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

	// tee verify fails closed: without an allow-list (or its waiver) it is
	// an error; TEST-ONLY roots and no collateral need their waivers.
	r = run(t, "tee", "verify", "--record", rec, "--root", root, at)
	assert.Equal(t, 2, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stderr, "no TEE measurement allow-list")
	waive := []string{"--without-collateral-unsafe", "--allow-test-only-unsafe"}
	tv := func(extra ...string) result {
		return run(t, append(append([]string{"tee", "verify", "--record", rec, "--root", root, at}, waive...), extra...)...)
	}
	r = run(t, "tee", "verify", "--record", rec, "--root", root, at, "--any-measurement-unsafe", "--allow-test-only-unsafe")
	assert.Equal(t, 2, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stderr, "no TDX collateral source")
	r = run(t, "tee", "verify", "--record", rec, "--root", root, at, "--any-measurement-unsafe", "--without-collateral-unsafe")
	assert.Equal(t, 1, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "FAIL test-only")
	r = tv("--any-measurement-unsafe")
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "VALID")
	assert.Contains(t, r.stdout, "ok   tee-binding")
	var out struct {
		Result struct{ Measurement string } `json:"result"`
	}
	r = tv("--any-measurement-unsafe", "--json")
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	m := out.Result.Measurement
	require.Len(t, m, 66)

	assert.Equal(t, 0, tv("--allow", m).code)
	r = tv("--allow", "0x"+hex.EncodeToString(make([]byte, 32)))
	assert.Equal(t, 1, r.code, "measurement not allowed")
	r = run(t, "tee", "verify", "--record", rec, at, "--any-measurement-unsafe", "--without-collateral-unsafe")
	assert.Equal(t, 1, r.code, "the production root rejects the test chain")
	assert.Contains(t, r.stdout, "FAIL tee-quote")
	r = run(t, append([]string{"tee", "verify", "--record", rec, "--root", root, "--at", "2040-01-01T00:00:00Z", "--any-measurement-unsafe"}, waive...)...)
	assert.Equal(t, 1, r.code, "out of the chain's validity")

	// verify checks the evidence beside the verdict, failing closed: no
	// measurement list, no collateral, a TEST-ONLY root off a dev chain
	// are each refused until given (or waived by an --…-unsafe flag).
	base := []string{"verify", "--offline", "--tee-root", root, "--tee-at", "2026-06-01T00:00:00Z"}
	r = run(t, append(base, "--without-collateral-unsafe", "--allow-test-only-unsafe", rec)...)
	assert.Equal(t, 2, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stderr, "no TEE measurement allow-list")
	r = run(t, append(base, "--tee-allow", m, "--allow-test-only-unsafe", rec)...)
	assert.Equal(t, 2, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stderr, "no TDX collateral source")
	r = run(t, append(base, "--tee-allow", m, "--without-collateral-unsafe", rec)...)
	assert.Equal(t, 1, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "FAIL test-only")
	r = run(t, append(base, "--tee-allow", m, "--without-collateral-unsafe", "--allow-test-only-unsafe", rec)...)
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "ok   tee-binding")
	assert.Contains(t, r.stdout, "ok   tee-measurement")
	assert.Contains(t, r.stdout, "level 2 TEE_CLAIMED", "no collateral: claimed, not verified")
	// With collateral from a loopback server speaking Intel's PCS wire
	// format (signed under the TEST-ONLY root): TEE_VERIFIED; then the
	// cached copy, offline.
	pcsSrv := httptest.NewServer(chain.Collateral("cli", time.Date(2026, 6, 1, 0, 0, 0, 0, time.UTC)).Handler())
	cache := filepath.Join(dir, "pcs")
	env := []string{"VERIJUDGE_PCS_CACHE=" + cache}
	r = runEnv(t, env, append(base, "--tee-allow", m, "--tee-pcs", pcsSrv.URL, "--allow-test-only-unsafe", "--min-level", "TEE_VERIFIED", rec)...)
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "TCB info, QE identity and CRLs")
	assert.Contains(t, r.stdout, "level 3 TEE_VERIFIED")
	pcsSrv.Close()
	r = run(t, append(base, "--tee-allow", m, "--tee-collateral", cache, "--allow-test-only-unsafe", "--min-level", "3", rec)...)
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "level 3 TEE_VERIFIED")
	base = append(base, "--without-collateral-unsafe", "--allow-test-only-unsafe", "--any-measurement-unsafe")

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
	r = run(t, append(base, rec2)...)
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
	r = run(t, append(base, rec)...)
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
	r := run(t, "tee", "verify", "--record", rec, "--quote", q, "--at", "2023-07-01T01:00:00Z", "--any-measurement-unsafe", "--without-collateral-unsafe")
	assert.Equal(t, 1, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "ok   tee-quote")
	assert.Contains(t, r.stdout, tee.IntelSGXRootFingerprint().String())
	assert.Contains(t, r.stdout, "FAIL tee-binding")
}

func sha(b []byte) []byte {
	h := canon.Sum(b)
	return h[:]
}

// Level 3 through the CLI on a JSON-RPC node (the dev chain served by
// `verijudge devchain`): deploy with a TEST-ONLY TDX root pinned, quote a
// record through the dstack stand-in, attest it, allow its measurement,
// `tee submit` it, and `verify` shows level 3 TEE_VERIFIED. A record whose
// measurement is not allowed is refused with the contract's reason.
func TestTeeSubmitLevel3(t *testing.T) {
	_, rpc, key := startDevchain(t)
	env := []string{"VERIJUDGE_PRIVATE_KEY=" + key}
	dir := t.TempDir()
	chain := teechain.NewTDXChain("cli-l3", teechain.Default, teechain.Validity{})
	root := filepath.Join(dir, "test-root.pem")
	require.NoError(t, os.WriteFile(root, chain.RootPEM(), 0o644))
	dep := filepath.Join(dir, "dep.json")
	r := runEnv(t, env, "deploy", "--rpc", rpc, "--with-eas", "--allow-self", "--tdx-root", root, "--out", dep)
	require.Equal(t, 0, r.code, r.stderr)
	raw, err := os.ReadFile(dep)
	require.NoError(t, err)
	assert.Contains(t, string(raw), `"tdxQuoteVerifier"`)

	sock := serveDstack(t, chain)
	var recs []string
	for _, name := range []string{"web3-pay-usd-250-injected/reference", "code-median/naive"} {
		_, trace := fixture(t, name)
		rec := filepath.Join(dir, filepath.Base(filepath.Dir(trace))+strings.ReplaceAll(name, "/", "-")+".json")
		require.Equal(t, 0, run(t, "judge", "--record", rec, trace).code)
		require.Equal(t, 0, run(t, "tee", "quote", "--backend", "tdx-dstack", "--dstack-socket", sock, rec).code)
		recs = append(recs, rec)
	}
	// attest verifies the evidence with package verify before naming it
	// (docs/levels.md): not under the production root, only under the
	// test root (TEST-ONLY evidence, accepted only when asked), with
	// collateral (here a loopback PCS speaking Intel's wire format), and
	// only with a measurement the registry allows.
	now := time.Now().UTC()
	pcsSrv := httptest.NewServer(chain.Collateral("cli-l3", now).Handler())
	defer pcsSrv.Close()
	t.Setenv("VERIJUDGE_PCS_CACHE", filepath.Join(dir, "pcs"))
	r = runEnv(t, env, append([]string{"attest", "--rpc", rpc, "--deployment", dep, "--tee-pcs", pcsSrv.URL}, recs...)...)
	require.Equal(t, 1, r.code, r.stderr)
	assert.Contains(t, r.stderr, "TEE evidence does not verify")
	r = runEnv(t, env, append([]string{"attest", "--rpc", rpc, "--deployment", dep, "--tee-root", root}, recs...)...)
	require.Equal(t, 1, r.code, r.stderr)
	assert.Contains(t, r.stderr, "no TDX collateral source")
	r = runEnv(t, env, append([]string{"attest", "--rpc", rpc, "--deployment", dep, "--tee-root", root, "--tee-pcs", pcsSrv.URL}, recs...)...)
	require.Equal(t, 1, r.code, r.stderr)
	assert.Contains(t, r.stderr, "test-only evidence outside a dev chain")
	attestTEE := []string{"attest", "--rpc", rpc, "--deployment", dep, "--tee-root", root, "--tee-pcs", pcsSrv.URL, "--allow-test-only-unsafe"}
	r = runEnv(t, env, append(attestTEE, recs...)...)
	require.Equal(t, 1, r.code, r.stderr)
	assert.Contains(t, r.stderr, "is not allowed by the registry")
	var out struct {
		Result struct{ Measurement string } `json:"result"`
	}
	r = run(t, "tee", "verify", "--record", recs[0], "--root", root, "--json", "--any-measurement-unsafe", "--without-collateral-unsafe", "--allow-test-only-unsafe")
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out), r.stdout)
	require.Equal(t, 0, runEnv(t, env, "registry", "allow", "measurement", out.Result.Measurement, "--rpc", rpc, "--deployment", dep).code)
	r = runEnv(t, env, append(attestTEE, recs...)...)
	require.Equal(t, 0, r.code, r.stderr)

	// Level 2 until the quote is verified on-chain (the same loopback PCS).
	// TEST-ONLY evidence through --deployment: accepted only when asked.
	tflags := []string{"--tee-root", root, "--tee-at", now.Format(time.RFC3339), "--tee-pcs", pcsSrv.URL, "--allow-test-only-unsafe"}
	r = run(t, append([]string{"verify", "--rpc", rpc, "--deployment", dep}, append(tflags, recs[0])...)...)
	assert.Contains(t, r.stdout, "level 2 TEE_CLAIMED", r.stdout+r.stderr)

	// Both test quotes carry the same measurement (the stand-in's TD):
	// refused while it is revoked, level 3 once it is allowed again.
	require.Equal(t, 0, runEnv(t, env, "registry", "revoke", "measurement", out.Result.Measurement, "--rpc", rpc, "--deployment", dep).code)
	// tee submit verifies the record first, as attest does: nothing is
	// sent for a measurement the registry no longer allows.
	submit := []string{"tee", "submit", "--rpc", rpc, "--deployment", dep, "--tee-root", root, "--tee-pcs", pcsSrv.URL, "--allow-test-only-unsafe"}
	r = runEnv(t, env, append(submit, recs[1])...)
	assert.Equal(t, 1, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stderr, "is not allowed by the registry")
	assert.Contains(t, r.stderr, "nothing was sent")
	r = runEnv(t, env, "tee", "submit", "--rpc", rpc, "--deployment", dep, recs[1])
	assert.Equal(t, 1, r.code, "without the attester's policy flags, nothing is sent: %s", r.stderr)
	assert.Contains(t, r.stderr, "no TDX collateral source")
	assert.Contains(t, r.stderr, "nothing was sent")
	require.Equal(t, 0, runEnv(t, env, "registry", "allow", "measurement", out.Result.Measurement, "--rpc", rpc, "--deployment", dep).code)

	// The platform's PCK chain registered once: the submit below takes the
	// registered path (TestRegisteredTdxPlatform has the gas).
	r = runEnv(t, env, "tee", "register-platform", "--rpc", rpc, "--deployment", dep, recs[0])
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Regexp(t, `^registered TDX platform 0x[0-9a-f]{64} \(FMSPC [0-9a-f]{12}\) under chain hash 0x[0-9a-f]{64}, \d+ gas`, r.stdout)
	r = runEnv(t, env, "tee", "register-platform", "--rpc", rpc, "--deployment", dep, dep)
	assert.Equal(t, 2, r.code, "a file that is neither a record nor a quote")
	r = runEnv(t, env, append(submit, recs[0])...)
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "level 3 TEE_VERIFIED")
	r = run(t, append([]string{"verify", "--rpc", rpc, "--deployment", dep}, append(tflags, recs[0])...)...)
	assert.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "level 3 TEE_VERIFIED")
	assert.Contains(t, r.stdout, "ok   tee-measurement")
	assert.Contains(t, r.stdout, "ok   tee-platform")

	// Revoking the TD's platform model drops level 3 at the next read, on
	// the chain and in verify.
	var full struct {
		Result struct {
			TDX struct {
				FMSPC     string `json:"fmspc"`
				TeeTcbSvn string `json:"teeTcbSvn"`
			} `json:"tdx"`
		} `json:"result"`
	}
	r = run(t, "tee", "verify", "--record", recs[0], "--root", root, "--json", "--any-measurement-unsafe", "--without-collateral-unsafe", "--allow-test-only-unsafe")
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &full), r.stdout)
	require.Len(t, full.Result.TDX.FMSPC, 14)
	r = runEnv(t, env, "registry", "min-tcb", out.Result.Measurement, full.Result.TDX.TeeTcbSvn, "0", "--rpc", rpc, "--deployment", dep)
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	r = runEnv(t, env, "registry", "revoke", "fmspc", full.Result.TDX.FMSPC, "--rpc", rpc, "--deployment", dep)
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	r = run(t, "registry", "list", "--rpc", rpc, "--deployment", dep)
	assert.Contains(t, r.stdout, "revoked    fmspc "+strings.TrimPrefix(full.Result.TDX.FMSPC, "0x"))
	assert.Contains(t, r.stdout, "min-tcb    "+out.Result.Measurement)
	r = run(t, append([]string{"verify", "--rpc", rpc, "--deployment", dep}, append(tflags, recs[0])...)...)
	assert.Equal(t, 1, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "level 2 TEE_CLAIMED")
	assert.Contains(t, r.stdout, "FAIL tee-platform")
	r = runEnv(t, env, "registry", "allow", "fmspc", full.Result.TDX.FMSPC, "--rpc", rpc, "--deployment", dep)
	assert.Equal(t, 2, r.code, "a platform is only ever revoked")
}
