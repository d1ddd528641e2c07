package devchain_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attester/attestertest"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/chaintest"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/judge"
)

func post(t *testing.T, url, body string) string {
	t.Helper()
	res, err := http.Post(url, "application/json", strings.NewReader(body))
	require.NoError(t, err)
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return string(b)
}

// The dev chain over HTTP JSON-RPC works with the same client code as any
// node: attest, verify at level 1, decoded reverts; and it serves only the
// eth/net/web3 namespaces.
func TestDevChainJSONRPC(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	srv := httptest.NewServer(dc.Handler())
	defer srv.Close()

	ec, err := chain.Dial(ctx, srv.URL, 5*time.Second)
	require.NoError(t, err)
	c, err := chain.NewClient(ctx, ec, dc.Deployment, dc.Owner)
	require.NoError(t, err)
	recs := suiteRecords(t)[:3]
	require.NoError(t, attestertest.New(c).AttestRecords(ctx, c, recs))
	for _, r := range recs {
		level, reason, err := chaintest.OnChain(ctx, c, r)
		require.NoError(t, err)
		assert.EqualValues(t, 1, level, reason)
	}
	stranger, err := chain.NewClient(ctx, ec, dc.Deployment, devchain.Key("other"))
	require.NoError(t, err)
	err = stranger.AllowAttester(ctx, stranger.Address())
	require.ErrorIs(t, err, chain.ErrReverted)
	var r *chain.RevertError
	require.ErrorAs(t, err, &r)
	assert.Equal(t, "NotOwner", r.Reason, "the revert reason survives the HTTP hop")

	assert.Contains(t, post(t, srv.URL, `{"jsonrpc":"2.0","id":1,"method":"debug_traceBlockByNumber","params":["latest"]}`), "-32601")
	assert.Contains(t, post(t, srv.URL, `{"jsonrpc":"2.0","id":1,"method":"admin_nodeInfo","params":[]}`), "-32601")
	// Of the debug namespace, only debug_traceTransaction (the web3
	// collector's call tracer) is served: nothing that changes the chain.
	assert.Contains(t, post(t, srv.URL, `{"jsonrpc":"2.0","id":1,"method":"debug_setHead","params":["0x1"]}`), "-32601")
	assert.NotContains(t, post(t, srv.URL, `{"jsonrpc":"2.0","id":1,"method":"debug_traceTransaction","params":["0x`+strings.Repeat("00", 32)+`",{"tracer":"callTracer"}]}`), "-32601")
	assert.Contains(t, post(t, srv.URL, `{"jsonrpc":"2.0","id":1,"method":"eth_chainId"`), "-32700")
	batch := post(t, srv.URL, `[{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]},{"jsonrpc":"2.0","id":2,"method":"net_version","params":[]}]`)
	assert.Contains(t, batch, `"id":1,"result":"0x539"`)
	assert.Contains(t, batch, `"id":2,"result":"1337"`)
	res, err := http.Get(srv.URL)
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusMethodNotAllowed, res.StatusCode)

	// Web pages (an Origin header) and DNS-rebound host names are refused.
	for name, set := range map[string]func(*http.Request){
		"origin":     func(r *http.Request) { r.Header.Set("Origin", "https://evil.example") },
		"other host": func(r *http.Request) { r.Host = "evil.example:8545" },
	} {
		req, err := http.NewRequest(http.MethodPost, srv.URL, strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}`))
		require.NoError(t, err)
		set(req)
		res, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		res.Body.Close()
		assert.Equal(t, http.StatusForbidden, res.StatusCode, name)
	}
}

// A real nonce conflict: while the client sends a transaction, another
// sender with the same key takes its nonce first. The node refuses the
// client's transaction ("nonce too low"); the client signs again with a
// fresh nonce, and the attestation lands exactly once.
func TestNonceConflictRetried(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	inner := dc.Handler()
	direct := httptest.NewServer(inner)
	defer direct.Close()
	var conflicts, sends atomic.Int32
	var rival *chain.Client
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if bytes.Contains(body, []byte("eth_sendRawTransaction")) {
			if sends.Add(1) == 1 {
				// Before the client's first transaction reaches the
				// node, the rival (same key) spends that nonce.
				require.NoError(t, rival.AllowEvaluator(r.Context(), [32]byte{1}, "rival", "rival"))
				conflicts.Add(1)
			}
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		inner.ServeHTTP(w, r)
	}))
	defer srv.Close()

	rec, err := chain.Dial(ctx, direct.URL, 5*time.Second)
	require.NoError(t, err)
	rival, err = chain.NewClient(ctx, rec, dc.Deployment, dc.Owner)
	require.NoError(t, err)
	ec, err := chain.Dial(ctx, srv.URL, 5*time.Second)
	require.NoError(t, err)
	c, err := chain.NewClient(ctx, ec, dc.Deployment, dc.Owner)
	require.NoError(t, err)

	recs := suiteRecords(t)[:2]
	require.NoError(t, attestertest.New(c).AttestRecords(ctx, c, recs), "the conflict is retried, not reported")
	assert.EqualValues(t, 1, conflicts.Load())
	assert.GreaterOrEqual(t, sends.Load(), int32(3), "the refused transaction was sent again")
	for _, r := range recs {
		level, reason, err := chaintest.OnChain(ctx, c, r)
		require.NoError(t, err)
		assert.EqualValues(t, 1, level, reason)
	}
	allowed, err := c.IsEvaluatorAllowed(ctx, [32]byte{1})
	require.NoError(t, err)
	assert.True(t, allowed, "the rival's transaction landed too")
}

func suiteRecords(t testing.TB) []*judge.Record {
	cases, err := fixtures.Suite()
	require.NoError(t, err)
	var recs []*judge.Record
	for _, c := range cases {
		r, err := judge.NewRecord(c.Trace, judge.Embedded())
		require.NoError(t, err)
		recs = append(recs, r)
	}
	return recs
}
