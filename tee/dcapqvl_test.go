package tee_test

import (
	"bytes"
	"crypto/x509"
	"encoding/hex"
	"encoding/json"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	tdxtesting "github.com/google/go-tdx-guest/testing"
	"github.com/google/go-tdx-guest/testing/testdata"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/fixtures/teechain"
	"github.com/verijudge/verijudge/tee"
)

// intelCollateral assembles, in @phala/dcap-qvl's format, the Intel
// collateral go-tdx-guest ships with its production quote (TCB info and
// QE identity exactly as signed, their issuer chains, both CRLs).
func intelCollateral(t *testing.T) []byte {
	get := func(u, header string) (string, []byte) {
		h, body, err := tdxtesting.TestGetter.Get(u)
		require.NoError(t, err)
		chain := ""
		if header != "" {
			chain, err = url.QueryUnescape(h[header][0])
			require.NoError(t, err)
		}
		return chain, body
	}
	signed := func(body []byte, key string) (string, string) {
		start := bytes.Index(body, []byte(`"`+key+`":`))
		end := bytes.LastIndex(body, []byte(`,"signature":"`))
		require.True(t, start >= 0 && end > start, key)
		sig := body[end+len(`,"signature":"`):]
		return string(body[start+len(key)+3 : end]), string(sig[:bytes.IndexByte(sig, '"')])
	}
	tcbChain, tcbBody := get("https://api.trustedservices.intel.com/tdx/certification/v4/tcb?fmspc=50806f000000", "Tcb-Info-Issuer-Chain")
	qeChain, qeBody := get("https://api.trustedservices.intel.com/tdx/certification/v4/qe/identity", "Sgx-Enclave-Identity-Issuer-Chain")
	pckChain, pckCRL := get("https://api.trustedservices.intel.com/sgx/certification/v4/pckcrl?ca=platform&encoding=der", "Sgx-Pck-Crl-Issuer-Chain")
	_, rootCRL := get("https://certificates.trustedservices.intel.com/IntelSGXRootCA.der", "")
	tcbInfo, tcbSig := signed(tcbBody, "tcbInfo")
	qeID, qeSig := signed(qeBody, "enclaveIdentity")
	b, err := json.Marshal(map[string]string{
		"pck_crl_issuer_chain": pckChain, "root_ca_crl": hex.EncodeToString(rootCRL), "pck_crl": hex.EncodeToString(pckCRL),
		"tcb_info_issuer_chain": tcbChain, "tcb_info": tcbInfo, "tcb_info_signature": tcbSig,
		"qe_identity_issuer_chain": qeChain, "qe_identity": qeID, "qe_identity_signature": qeSig,
	})
	require.NoError(t, err)
	return b
}

type qvlResult struct {
	OK     bool   `json:"ok"`
	Status string `json:"status"`
	Error  string `json:"error"`
}

// runQVL runs @phala/dcap-qvl under node (tee/testdata/dcapqvl, installed
// by npm ci in .ci/run) on a quote, with Intel's root or rootDER.
func runQVL(t *testing.T, quote, collateral []byte, nowSecs int64, rootDER ...[]byte) qvlResult {
	dir := t.TempDir()
	q, c := filepath.Join(dir, "quote"), filepath.Join(dir, "collateral.json")
	require.NoError(t, os.WriteFile(q, quote, 0o644))
	require.NoError(t, os.WriteFile(c, collateral, 0o644))
	args := []string{"verify.cjs", q, c, itoa(nowSecs)}
	if len(rootDER) > 0 {
		r := filepath.Join(dir, "root.der")
		require.NoError(t, os.WriteFile(r, rootDER[0], 0o644))
		args = append(args, r)
	}
	cmd := exec.Command("node", args...)
	cmd.Dir = filepath.Join("testdata", "dcapqvl")
	out, err := cmd.Output()
	require.NoError(t, err, "node verify.cjs: %s", out)
	var r qvlResult
	require.NoError(t, json.Unmarshal(out, &r), string(out))
	return r
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

func needQVL(t *testing.T) {
	_, errNode := exec.LookPath("node")
	_, errPkg := os.Stat(filepath.Join("testdata", "dcapqvl", "node_modules", "@phala", "dcap-qvl"))
	if errNode != nil || errPkg != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("CI needs node and @phala/dcap-qvl (cd tee/testdata/dcapqvl && npm ci): node %v, package %v", errNode, errPkg)
		}
		t.Skip("node or @phala/dcap-qvl missing (cd tee/testdata/dcapqvl && npm ci)")
	}
}

// An independent verifier, @phala/dcap-qvl under node, agrees with
// verijudge on the real production quote with the Intel collateral
// go-tdx-guest ships: both get through the certificate chains, CRLs, QE
// report and quote signatures and then refuse it at the same step, because
// that TCB info lists no TCB level matching the quote (dcap-qvl checks
// signatures first, so its TCB verdict means the signatures held). On
// tampered copies both refuse, and dcap-qvl refuses before the TCB step.
func TestDcapQvlAgreesOnRealQuote(t *testing.T) {
	needQVL(t)
	collateral := intelCollateral(t)
	now := inValidity.Unix()
	real := runQVL(t, testdata.RawQuote, collateral, now)
	_, ours := tee.VerifyTDX(testdata.RawQuote, tee.TDXOptions{Now: inValidity, Collateral: tdxtesting.TestGetter})
	t.Logf("dcap-qvl on the real quote: %+v; verijudge: %v", real, ours)
	require.Error(t, ours)
	assert.False(t, real.OK && real.Status == "UpToDate", "dcap-qvl must not call the quote up to date when verijudge refuses its TCB")
	if !real.OK {
		assert.Contains(t, strings.ToLower(real.Error), "tcb", "refused for its TCB, as verijudge does")
	}

	// Tampered copies: a flipped byte in the TD quote body, the signature,
	// the QE report, and the PCK chain. Both refuse every one.
	for _, at := range []int{hdr + 10, offMRTD + 3, offReport + 1, quoteBody + 4 + 10, quoteBody + 4 + 64 + 6 + 100, len(testdata.RawQuote) - 300} {
		q := append([]byte(nil), testdata.RawQuote...)
		q[at] ^= 0x01
		r := runQVL(t, q, collateral, now)
		assert.False(t, r.OK, "dcap-qvl accepted the quote with byte %d flipped", at)
		assert.NotContains(t, r.Error, "No matching TCB level", "byte %d: dcap-qvl must fail before the TCB step", at)
		t.Logf("byte %d flipped: dcap-qvl: %s", at, r.Error)
		_, err := tee.VerifyTDX(q, tee.TDXOptions{Now: inValidity})
		assert.ErrorIs(t, err, tee.ErrInvalid, "verijudge accepted the quote with byte %d flipped", at)
	}
}

// On TEST-ONLY quotes with TEST-ONLY collateral (TCB info, QE identity
// and CRLs signed through the test root), @phala/dcap-qvl and verijudge
// (go-tdx-guest with the collateral checks on) accept and reject the same
// quotes: a valid quote, a flipped byte in its body, an attestation key
// the QE report does not bind, a quote through a foreign chain, and the
// valid quote after its collateral expired.
func TestDcapQvlAgreesOnTestQuotes(t *testing.T) {
	needQVL(t)
	chain := teechain.NewTDXChain("acme", teechain.Default, teechain.Validity{})
	coll := chain.Collateral("acme", at)
	valid := tdxQuote(chain, nil)
	tampered := append([]byte(nil), valid...)
	tampered[offMRTD] ^= 0x01
	cases := []struct {
		name  string
		quote []byte
		when  time.Time
		want  bool
	}{
		{"valid", valid, at, true},
		{"flipped MRTD byte", tampered, at, false},
		{"unbound attestation key", tdxQuote(chain, func(s *teechain.TDXQuote) { s.UnboundKey = true }), at, false},
		{"foreign chain", tdxQuote(teechain.NewTDXChain("mallory", teechain.Default, teechain.Validity{}), nil), at, false},
		{"collateral expired", valid, at.Add(60 * 24 * time.Hour), false},
		{"debug TD", tdxQuote(chain, func(s *teechain.TDXQuote) { s.Debug = true }), at, false},
		{"SEPT_VE_DISABLE clear", tdxQuote(chain, func(s *teechain.TDXQuote) { s.SeptVE = true }), at, false},
	}
	for _, tc := range cases {
		qvl := runQVL(t, tc.quote, coll.QVL(), tc.when.Unix(), chain.Root.Raw)
		res, err := tee.VerifyTDX(tc.quote, tee.TDXOptions{Roots: []*x509.Certificate{chain.Root}, Now: tc.when, Collateral: coll})
		if err == nil {
			// verijudge accepts = verifies and passes the policy.
			err = res.Check(tee.Policy{Measurements: []canon.Hash{res.Measurement}}, evaluator, trace, verdict)
		}
		t.Logf("%s: dcap-qvl %+v; verijudge err %v", tc.name, qvl, err)
		assert.Equal(t, tc.want, qvl.OK, "%s: dcap-qvl", tc.name)
		assert.Equal(t, tc.want, err == nil, "%s: verijudge", tc.name)
		if tc.want && err == nil {
			assert.True(t, res.Collateral)
			assert.Equal(t, "UpToDate", qvl.Status)
		}
	}
}
