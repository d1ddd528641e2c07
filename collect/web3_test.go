package collect_test

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/chain/chaintest"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/collect"
	"github.com/verijudge/verijudge/collect/collecttest"
)

func checksOf(t *testing.T, trace []byte) (string, map[string]bool, map[string]string) {
	v := judgeTrace(t, trace)
	pass, actual := map[string]bool{}, map[string]string{}
	for _, c := range v.Checks {
		pass[c.Name], actual[c.Name] = c.Pass, c.Actual
	}
	return string(v.Status), pass, actual
}

// TestWeb3DevChain collects the scenario from the embedded dev chain over
// JSON-RPC, whose call tracer sees the router forward value to the
// injected address. Through a node without the tracer the collection is
// refused; accepted by name, the trace records that internal transfers
// were not collected, and no_outflow_outside cannot pass.
func TestWeb3DevChain(t *testing.T) {
	dc, url := collecttest.DevServer(t)
	s := collectLeaky(t, url, dc.Owner)

	plain := httptest.NewServer(&lyingNode{upstream: url, refuse: "debug_traceTransaction"})
	defer plain.Close()
	noTracer, err := collect.Dial(context.Background(), plain.URL, collect.DialOptions{})
	require.NoError(t, err)
	defer noTracer.Close()
	_, err = collect.CollectWeb3(context.Background(), noTracer, s.Inputs())
	require.ErrorIs(t, err, collect.ErrNoTracer, "no tracer, no trace, unless asked for without one")

	in := s.Inputs()
	in.WithoutInternalTransfersUnsafe = true
	res, err := collect.CollectWeb3(context.Background(), noTracer, in)
	require.NoError(t, err)
	require.False(t, res.Traced)
	require.Equal(t, 4, res.Transactions)
	require.Equal(t, 6, res.Balances, "three actors, native and fUSD each")

	status, pass, actual := checksOf(t, res.Trace)
	require.True(t, pass["all-succeeded"], actual["all-succeeded"])
	require.True(t, pass["fusd-to-merchant"], actual["fusd-to-merchant"])
	require.True(t, pass["merchant-native"], actual["merchant-native"])
	require.True(t, pass["merchant-fusd"], actual["merchant-fusd"])
	// Without the tracer the leak through the router is not seen, and the
	// trace says so: no_outflow_outside cannot pass on any transaction
	// whose internal transfers were not collected.
	require.False(t, pass["no-outflow"])
	var unseen []string
	for _, h := range s.Txs {
		unseen = append(unseen, "internal transfers not collected in "+strings.ToLower(h.Hex()))
	}
	require.Equal(t, strings.Join(unseen, "; "), actual["no-outflow"])
	require.Equal(t, "FAILURE", status, "no-outflow is required")

	var tr struct {
		Evidence struct {
			Transactions []struct {
				Hash        string `json:"hash"`
				BlockNumber uint64 `json:"blockNumber"`
			} `json:"transactions"`
		} `json:"evidence"`
	}
	require.NoError(t, json.Unmarshal(res.Trace, &tr))
	for i, want := range s.Txs {
		require.Equal(t, strings.ToLower(want.Hex()), tr.Evidence.Transactions[i].Hash, "chain order")
	}

	// Another chain named: refused.
	in.ChainID = res.ChainID + 1
	_, err = collect.CollectWeb3(context.Background(), noTracer, in)
	require.ErrorIs(t, err, collect.ErrWrongChain)
}

// TestWeb3Geth collects the scenario from a real geth --dev with its debug
// API: the call tracer sees the native value the router forwarded to the
// injected address, and the required no-outflow check fails.
func TestWeb3Geth(t *testing.T) {
	g := chaintest.StartGeth(t, "eth", "net", "web3", "debug")
	key := devchain.Key("collect-geth")
	g.Fund(t, key, new(big.Int).Lsh(big.NewInt(1), 70))
	collectLeaky(t, g.URL, key)
}

// collectLeaky plays the leaky agent on the node at url as key, collects
// its run with the call tracer, and requires what the tracer shows: the
// router's two forwards, the payment to the injected address failing the
// required no-outflow check, and the merchant paid in full.
func collectLeaky(t *testing.T, url string, key *ecdsa.PrivateKey) collecttest.Scenario {
	s := collecttest.Run(t, url, key)
	node, err := collect.Dial(context.Background(), url, collect.DialOptions{})
	require.NoError(t, err)
	defer node.Close()
	res, err := collect.CollectWeb3(context.Background(), node, s.Inputs())
	require.NoError(t, err)
	require.True(t, res.Traced)
	require.Equal(t, 2, res.InternalTransfers, "the router forwarded twice")
	status, pass, actual := checksOf(t, res.Trace)
	require.Equal(t, "FAILURE", status)
	require.False(t, pass["no-outflow"])
	require.Equal(t, "native 2000000000000000 to "+strings.ToLower(s.Injected.Hex())+" via "+strings.ToLower(s.Router.Hex()), actual["no-outflow"])
	require.True(t, pass["merchant-native"], actual["merchant-native"])
	require.True(t, pass["merchant-fusd"], actual["merchant-fusd"])
	return s
}

// lyingNode forwards JSON-RPC to a real node and lets a test rewrite the
// answers: a hostile node speaking the real wire format.
type lyingNode struct {
	upstream string
	rewrite  func(method string, params []json.RawMessage, result json.RawMessage) json.RawMessage
	// refuse answers this method "method not found", as a node without
	// its namespace does.
	refuse string
	calls  atomic.Int64
}

func (l *lyingNode) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	type req struct {
		ID     json.RawMessage   `json:"id"`
		Method string            `json:"method"`
		Params []json.RawMessage `json:"params"`
	}
	var reqs []req
	single := false
	if err := json.Unmarshal(body, &reqs); err != nil {
		var one req
		_ = json.Unmarshal(body, &one)
		reqs, single = []req{one}, true
	}
	up, err := http.Post(l.upstream, "application/json", bytes.NewReader(body))
	if err != nil {
		http.Error(w, err.Error(), 502)
		return
	}
	defer up.Body.Close()
	raw, _ := io.ReadAll(up.Body)
	type resp struct {
		Version string          `json:"jsonrpc"`
		ID      json.RawMessage `json:"id"`
		Result  json.RawMessage `json:"result,omitempty"`
		Error   json.RawMessage `json:"error,omitempty"`
	}
	var resps []resp
	if single {
		var one resp
		_ = json.Unmarshal(raw, &one)
		resps = []resp{one}
	} else {
		_ = json.Unmarshal(raw, &resps)
	}
	for i := range resps {
		l.calls.Add(1)
		for _, q := range reqs {
			if string(q.ID) != string(resps[i].ID) || resps[i].Error != nil {
				continue
			}
			switch {
			case q.Method == l.refuse:
				resps[i].Result = nil
				resps[i].Error = json.RawMessage(`{"code":-32601,"message":"the method ` + q.Method + ` does not exist/is not available"}`)
			case l.rewrite != nil:
				resps[i].Result = l.rewrite(q.Method, q.Params, resps[i].Result)
			}
		}
	}
	w.Header().Set("Content-Type", "application/json")
	if single {
		_ = json.NewEncoder(w).Encode(resps[0])
		return
	}
	_ = json.NewEncoder(w).Encode(resps)
}

// TestWeb3HostileNode: each lie of a node is refused with its reason.
func TestWeb3HostileNode(t *testing.T) {
	dc, url := collecttest.DevServer(t)
	s := collecttest.Run(t, url, dc.Owner)
	other := s.Setup[0]
	setField := func(res json.RawMessage, key string, v any) json.RawMessage {
		var m map[string]any
		require.NoError(t, json.Unmarshal(res, &m))
		m[key] = v
		b, _ := json.Marshal(m)
		return b
	}
	var blockReads atomic.Int64
	for _, tc := range []struct {
		name    string
		rewrite func(string, []json.RawMessage, json.RawMessage) json.RawMessage
		class   error
	}{
		{"another chain id", func(m string, _ []json.RawMessage, r json.RawMessage) json.RawMessage {
			if m == "eth_chainId" {
				return json.RawMessage(`"0xaa36a7"`)
			}
			return r
		}, collect.ErrWrongChain},
		{"a receipt of another transaction", func(m string, _ []json.RawMessage, r json.RawMessage) json.RawMessage {
			if m == "eth_getTransactionReceipt" {
				return setField(r, "transactionHash", other.Hex())
			}
			return r
		}, collect.ErrNode},
		{"a transaction it was not asked for", func(m string, _ []json.RawMessage, r json.RawMessage) json.RawMessage {
			if m == "eth_getTransactionByHash" {
				return setField(r, "hash", other.Hex())
			}
			return r
		}, collect.ErrNode},
		{"logs from another block", func(m string, _ []json.RawMessage, r json.RawMessage) json.RawMessage {
			if m != "eth_getTransactionReceipt" {
				return r
			}
			var rc map[string]any
			require.NoError(t, json.Unmarshal(r, &rc))
			for _, l := range rc["logs"].([]any) {
				l.(map[string]any)["blockHash"] = common.Hash{1}.Hex()
			}
			b, _ := json.Marshal(rc)
			return b
		}, collect.ErrNode},
		{"a receipt in another block", func(m string, _ []json.RawMessage, r json.RawMessage) json.RawMessage {
			if m == "eth_getTransactionReceipt" {
				return setField(r, "blockHash", common.Hash{2}.Hex())
			}
			return r
		}, collect.ErrNode},
		{"an unknown transaction", func(m string, _ []json.RawMessage, r json.RawMessage) json.RawMessage {
			if m == "eth_getTransactionByHash" {
				return json.RawMessage("null")
			}
			return r
		}, collect.ErrNode},
		{"a pending transaction", func(m string, _ []json.RawMessage, r json.RawMessage) json.RawMessage {
			if m == "eth_getTransactionByHash" {
				return setField(r, "blockNumber", nil)
			}
			return r
		}, collect.ErrNode},
		{"a status of 2", func(m string, _ []json.RawMessage, r json.RawMessage) json.RawMessage {
			if m == "eth_getTransactionReceipt" {
				return setField(r, "status", "0x2")
			}
			return r
		}, collect.ErrNode},
		{"a balanceOf that is no word", func(m string, _ []json.RawMessage, r json.RawMessage) json.RawMessage {
			if m == "eth_call" {
				return json.RawMessage(`"0x01"`)
			}
			return r
		}, collect.ErrNode},
		{"a reorg mid-collection", func(m string, p []json.RawMessage, r json.RawMessage) json.RawMessage {
			// The first read pins five blocks (the one before and the
			// four of the transactions); the second finds one moved.
			if m == "eth_getBlockByNumber" && blockReads.Add(1) == 7 {
				return setField(r, "hash", common.Hash{3}.Hex())
			}
			return r
		}, collect.ErrReorg},
		{"a removed log", func(m string, _ []json.RawMessage, r json.RawMessage) json.RawMessage {
			if m != "eth_getTransactionReceipt" {
				return r
			}
			var rc map[string]any
			require.NoError(t, json.Unmarshal(r, &rc))
			for _, l := range rc["logs"].([]any) {
				l.(map[string]any)["removed"] = true
			}
			b, _ := json.Marshal(rc)
			return b
		}, collect.ErrReorg},
	} {
		t.Run(tc.name, func(t *testing.T) {
			blockReads.Store(0)
			liar := httptest.NewServer(&lyingNode{upstream: url, rewrite: tc.rewrite})
			defer liar.Close()
			node, err := collect.Dial(context.Background(), liar.URL, collect.DialOptions{})
			require.NoError(t, err)
			defer node.Close()
			in := s.Inputs()
			in.WithoutInternalTransfersUnsafe = true
			res, err := collect.CollectWeb3(context.Background(), node, in)
			require.ErrorIs(t, err, tc.class)
			require.Nil(t, res)
		})
	}
}

// TestWeb3Transport: a node that is not JSON, answers too much, stalls, or
// is overloaded for a while.
func TestWeb3Transport(t *testing.T) {
	in := collect.Web3Inputs{IDs: collect.IDs{TrialID: "t", TaskID: "k", BuildID: "b"}, Spec: collecttest.Spec, Txs: []common.Hash{{1}}, WithoutInternalTransfersUnsafe: true}
	for _, tc := range []struct {
		name    string
		handler http.HandlerFunc
		opts    collect.DialOptions
	}{
		{"not JSON", func(w http.ResponseWriter, r *http.Request) { _, _ = w.Write([]byte("<html>hello</html>")) }, collect.DialOptions{}},
		{"oversized", func(w http.ResponseWriter, r *http.Request) {
			_, _ = w.Write([]byte(`{"jsonrpc":"2.0","id":1,"result":"` + strings.Repeat("a", 1<<16) + `"}`))
		}, collect.DialOptions{MaxResponseBytes: 1 << 12}},
		{"stalled", func(w http.ResponseWriter, r *http.Request) {
			select {
			case <-r.Context().Done():
			case <-time.After(5 * time.Second):
			}
		}, collect.DialOptions{Timeout: 300 * time.Millisecond, Retries: 1}},
		{"always 503", func(w http.ResponseWriter, r *http.Request) { http.Error(w, "busy", 503) }, collect.DialOptions{Retries: 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewServer(tc.handler)
			defer srv.Close()
			node, err := collect.Dial(context.Background(), srv.URL, tc.opts)
			require.NoError(t, err)
			defer node.Close()
			start := time.Now()
			_, err = collect.CollectWeb3(context.Background(), node, in)
			require.ErrorIs(t, err, collect.ErrNode)
			require.Less(t, time.Since(start), 4*time.Second, "bounded in time")
		})
	}

	// Overloaded twice, then answering: the retries get through.
	var n atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if n.Add(1) <= 2 {
			w.Header().Set("Retry-After", "0")
			http.Error(w, "slow down", http.StatusTooManyRequests)
			return
		}
		_, _ = w.Write([]byte(`[{"jsonrpc":"2.0","id":1,"result":"` + hexutil.EncodeUint64(5) + `"}]`))
	}))
	defer srv.Close()
	node, err := collect.Dial(context.Background(), srv.URL, collect.DialOptions{})
	require.NoError(t, err)
	defer node.Close()
	in.ChainID = 6
	_, err = collect.CollectWeb3(context.Background(), node, in)
	require.ErrorIs(t, err, collect.ErrWrongChain, "answered on the third try: chain 5")
	require.EqualValues(t, 3, n.Load())
}
