package chain_test

import (
	"crypto/x509"
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/fixtures/teechain"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
)

func failed(checks []judge.CheckResult) []string {
	var out []string
	for _, c := range checks {
		if !c.OK {
			out = append(out, c.Name)
		}
	}
	return out
}

// CheckTEE is the attester's offline check: bound evidence under the
// given root, with collateral, passes; the same quote under the
// production root, or without collateral, does not. (The checks against
// the chain — provenance, platform, TCB — are package verify's:
// verify.TestVerifyTEEAgainstTheChain.)
func TestCheckTEEOffline(t *testing.T) {
	root := teechain.NewTDXChain("dev-only", teechain.Default, teechain.Validity{})
	rec := withEvidence(t, suiteRecords(t)[0], root, suiteRecords(t)[0], nil)
	opts := chain.TEEOptions{Roots: []*x509.Certificate{root.Root}, Collateral: root.Collateral("dev-only", time.Now())}
	res, checks := chain.CheckTEE(rec, opts)
	require.NotNil(t, res)
	assert.Empty(t, failed(checks))
	m, err := tee.Measurement(mustEvidence(t, rec))
	require.NoError(t, err)
	_, checks = chain.CheckTEE(rec, chain.TEEOptions{Roots: opts.Roots, Collateral: opts.Collateral, Allow: []canon.Hash{m}})
	assert.Empty(t, failed(checks), "on the allow-list")
	_, checks = chain.CheckTEE(rec, chain.TEEOptions{Roots: opts.Roots, Collateral: opts.Collateral, Allow: []canon.Hash{{1}}})
	assert.Equal(t, []string{"tee-measurement"}, failed(checks))
	_, checks = chain.CheckTEE(rec, chain.TEEOptions{Collateral: opts.Collateral})
	assert.Equal(t, []string{"tee-quote"}, failed(checks), "the production root rejects the test chain")
	_, checks = chain.CheckTEE(rec, chain.TEEOptions{Roots: opts.Roots})
	assert.Equal(t, []string{"tee-collateral"}, failed(checks))
}

func mustEvidence(t *testing.T, rec *judge.Record) *tee.Evidence {
	t.Helper()
	ev, err := tee.ParseEvidence(rec.TEE)
	require.NoError(t, err)
	return ev
}

// A Nitro document is checked at its own timestamp by default: its leaf
// lives for hours, so "now" would fail it.
func TestCheckTEENitroAtItsOwnTime(t *testing.T) {
	made := time.Date(2026, time.June, 1, 12, 0, 0, 0, time.UTC)
	c := teechain.NewNitroChain("short", teechain.Default, teechain.Validity{NotBefore: made.Add(-time.Hour), NotAfter: made.Add(2 * time.Hour)})
	rec := suiteRecords(t)[0]
	rd := tee.ReportData(rec.Evaluator.Digest, rec.TraceHash, rec.VerdictHash)
	doc := c.Document(teechain.NitroDocument{UserData: rd[:], Timestamp: uint64(made.UnixMilli())})
	raw, err := json.Marshal(tee.Evidence{Kind: tee.KindNitro, Backend: "test", Quote: doc, QuoteHash: [32]byte(sha256sum(doc))})
	require.NoError(t, err)
	withDoc := *rec
	withDoc.TEE = raw
	roots := []*x509.Certificate{c.Root}
	_, checks := chain.CheckTEE(&withDoc, chain.TEEOptions{Roots: roots})
	assert.Empty(t, failed(checks), "checked at the document's timestamp")
	_, checks = chain.CheckTEE(&withDoc, chain.TEEOptions{Roots: roots, At: made.Add(5 * time.Hour)})
	assert.Equal(t, []string{"tee-quote"}, failed(checks), "hours later the leaf has expired")
}
