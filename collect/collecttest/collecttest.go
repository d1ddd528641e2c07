// Package collecttest runs a small, real agent scenario on any chain over
// JSON-RPC (the embedded dev chain, geth --dev), for the tests of the web3
// collector and of everything that checks web3 evidence against its
// source. It deploys the fixture ERC-20 and payment router and sends real
// transactions; nothing is made up.
//
// Everything here is TEST-ONLY material: no package of the released binary
// imports it.
package collecttest

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/collect"
	"github.com/verijudge/verijudge/fixtures/agent"
)

// Scenario is the leaky build of the fixture payment agent
// (fixtures/agent) played on a chain: a token and a payment router
// deployed (Setup, not part of the run), then the run's four transactions
// (Txs): a token payment to the merchant, a native payment through the
// router to the merchant, one through the router to an injected address
// (the leak), and a plain native payment to the merchant.
type Scenario struct {
	Agent, Merchant, Injected, Token, Router common.Address
	Setup, Txs                               []common.Hash
}

// Spec is the agent's task spec: every check passes except the required
// no-outflow check, which the router's forward to the injected address
// fails once internal transfers are collected.
var Spec = agent.Spec

// Inputs are the collector's inputs for the run, the transactions named
// out of chain order (the trace lists them in chain order).
func (s Scenario) Inputs() collect.Web3Inputs {
	return collect.Web3Inputs{
		IDs:     collect.IDs{TrialID: "t-web3", TaskID: "pay", BuildID: "leaky"},
		Spec:    Spec,
		ChainID: 1337, // geth --dev's and the dev chain's
		Txs:     []common.Hash{s.Txs[3], s.Txs[1], s.Txs[0], s.Txs[2]},
		Actors:  map[string]common.Address{"agent": s.Agent, "merchant": s.Merchant, "router": s.Router},
		Tokens:  map[string]common.Address{"fUSD": s.Token},
	}
}

// Run plays the leaky build on the chain at url as key (funded).
func Run(t testing.TB, url string, key *ecdsa.PrivateKey) Scenario {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	r, err := agent.Play(ctx, url, key, true)
	require.NoError(t, err)
	return Scenario{Agent: r.Agent, Merchant: agent.Merchant, Injected: agent.Injected, Token: r.Token, Router: r.Router, Setup: r.Setup, Txs: r.Txs}
}

// NoTracer serves the node at upstream through a loopback proxy that
// answers debug_traceTransaction "method not found", as a node without
// the debug API does, and returns the proxy's URL.
func NoTracer(t testing.TB, upstream string) string {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		if err != nil {
			http.Error(w, err.Error(), 400)
			return
		}
		type msg struct {
			Version string          `json:"jsonrpc"`
			ID      json.RawMessage `json:"id"`
			Method  string          `json:"method,omitempty"`
			Params  json.RawMessage `json:"params,omitempty"`
			Result  json.RawMessage `json:"result,omitempty"`
			Error   json.RawMessage `json:"error,omitempty"`
		}
		var reqs []msg
		single := false
		if err := json.Unmarshal(body, &reqs); err != nil {
			var one msg
			if err := json.Unmarshal(body, &one); err != nil {
				http.Error(w, "not JSON-RPC", 400)
				return
			}
			reqs, single = []msg{one}, true
		}
		refused := map[string]bool{}
		var forward []msg
		for _, q := range reqs {
			if q.Method == "debug_traceTransaction" {
				refused[string(q.ID)] = true
				continue
			}
			forward = append(forward, q)
		}
		var resps []msg
		if len(forward) > 0 {
			b, _ := json.Marshal(forward)
			up, err := http.Post(upstream, "application/json", bytes.NewReader(b))
			if err != nil {
				http.Error(w, err.Error(), 502)
				return
			}
			raw, _ := io.ReadAll(up.Body)
			up.Body.Close()
			if err := json.Unmarshal(raw, &resps); err != nil {
				http.Error(w, "upstream: "+err.Error(), 502)
				return
			}
		}
		for id := range refused {
			resps = append(resps, msg{Version: "2.0", ID: json.RawMessage(id), Error: json.RawMessage(`{"code":-32601,"message":"the method debug_traceTransaction does not exist/is not available"}`)})
		}
		w.Header().Set("Content-Type", "application/json")
		if single {
			_ = json.NewEncoder(w).Encode(resps[0])
			return
		}
		_ = json.NewEncoder(w).Encode(resps)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

// DevServer starts a fresh embedded dev chain and serves it over JSON-RPC
// on loopback, both closed when the test ends; it returns the chain and
// the server's URL.
func DevServer(t testing.TB) (*devchain.Chain, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	t.Cleanup(func() { dc.Close() })
	srv := httptest.NewServer(dc.Handler())
	t.Cleanup(srv.Close)
	return dc, srv.URL
}
