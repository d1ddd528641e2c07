package chain_test

import (
	"context"
	"crypto/x509"
	"encoding/hex"
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/devchain"
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

// CheckTEE online: the provenance must name the very quote and measurement
// the record carries. A record carrying another valid quote, bound to the
// same verdict, fails tee-provenance.
func TestCheckTEEComparesProvenance(t *testing.T) {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	root := teechain.NewTDXChain("dev-only", teechain.Default, teechain.Validity{})
	rec := withEvidence(t, suiteRecords(t)[0], root, suiteRecords(t)[0], nil)
	ev, err := tee.ParseEvidence(rec.TEE)
	require.NoError(t, err)
	m, err := tee.Measurement(ev)
	require.NoError(t, err)
	require.NoError(t, dc.Client.AllowTeeMeasurement(ctx, m))
	require.NoError(t, dc.Client.AttestRecords(ctx, []*judge.Record{rec},
		chain.WithTEEOptions(chain.TEEOptions{Roots: []*x509.Certificate{root.Root}, Collateral: root.Collateral("dev-only", time.Now())})))
	opts := chain.TEEOptions{Roots: []*x509.Certificate{root.Root}, Collateral: root.Collateral("dev-only", time.Now())}

	_, checks, err := chain.CheckTEE(ctx, dc.Client, rec, opts)
	require.NoError(t, err)
	assert.Empty(t, failed(checks))
	assert.Contains(t, names(checks), "tee-provenance")

	other := withEvidence(t, rec, root, rec, func(s *teechain.TDXQuote) { s.AttestationKey = "another-ak" })
	other.Attestations = rec.Attestations
	_, checks, err = chain.CheckTEE(ctx, dc.Client, other, opts)
	require.NoError(t, err)
	assert.Equal(t, []string{"tee-provenance"}, failed(checks))

	// Offline there is no provenance to compare; the allow-list decides.
	_, checks, err = chain.CheckTEE(ctx, nil, other, chain.TEEOptions{Roots: opts.Roots, Allow: nil, Collateral: opts.Collateral})
	require.NoError(t, err)
	assert.Empty(t, failed(checks))

	// Online, the TDX platform and TCB are checked as TdxQuoteVerifier
	// checks them: a minimum TCB above the quote's, then a revoked platform.
	res, checks, err := chain.CheckTEE(ctx, dc.Client, rec, opts)
	require.NoError(t, err)
	assert.Empty(t, failed(checks))
	assert.Subset(t, names(checks), []string{"tee-platform", "tee-tcb"})
	var above [16]byte
	copy(above[:], res.TDX.TEETCBSVN)
	above[5]++
	require.NoError(t, dc.Client.SetMinTcb(ctx, m, chain.TCB{TeeTcbSvn: above}))
	_, checks, err = chain.CheckTEE(ctx, dc.Client, rec, opts)
	require.NoError(t, err)
	assert.Equal(t, []string{"tee-tcb"}, failed(checks))
	require.NoError(t, dc.Client.SetMinTcb(ctx, m, chain.TCB{QESVN: res.TDX.QESVN + 1}))
	_, checks, err = chain.CheckTEE(ctx, dc.Client, rec, opts)
	require.NoError(t, err)
	assert.Equal(t, []string{"tee-tcb"}, failed(checks))
	require.NoError(t, dc.Client.SetMinTcb(ctx, m, chain.TCB{}))
	require.NoError(t, dc.Client.RevokeTdxFmspc(ctx, [6]byte(res.TDX.FMSPC)))
	_, checks, err = chain.CheckTEE(ctx, dc.Client, rec, opts)
	require.NoError(t, err)
	assert.Equal(t, []string{"tee-platform"}, failed(checks))
	st, err := dc.Client.Registry(ctx, 0)
	require.NoError(t, err)
	assert.True(t, st.RevokedFMSPCs[hex.EncodeToString(res.TDX.FMSPC)], "registry list shows the revoked FMSPC")
}

func names(cs []judge.CheckResult) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.Name)
	}
	return out
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
	_, checks, err := chain.CheckTEE(context.Background(), nil, &withDoc, chain.TEEOptions{Roots: roots})
	require.NoError(t, err)
	assert.Empty(t, failed(checks), "checked at the document's timestamp")
	_, checks, err = chain.CheckTEE(context.Background(), nil, &withDoc, chain.TEEOptions{Roots: roots, At: made.Add(5 * time.Hour)})
	require.NoError(t, err)
	assert.Equal(t, []string{"tee-quote"}, failed(checks), "hours later the leaf has expired")
}
