package collect_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/collect"
	"github.com/verijudge/verijudge/collect/collecttest"
	"github.com/verijudge/verijudge/internal/limits"
)

type coverage struct {
	FromBlock         uint64   `json:"fromBlock"`
	ToBlock           uint64   `json:"toBlock"`
	Senders           []string `json:"senders"`
	InternalTransfers bool     `json:"internalTransfers"`
}

func coverageOf(t *testing.T, trace []byte) (coverage, []string) {
	var tr struct {
		Evidence struct {
			Coverage     *coverage `json:"coverage"`
			Transactions []struct {
				Hash string `json:"hash"`
			} `json:"transactions"`
		} `json:"evidence"`
	}
	require.NoError(t, json.Unmarshal(trace, &tr))
	require.NotNil(t, tr.Evidence.Coverage, "a collected trace says what it covers")
	var hashes []string
	for _, x := range tr.Evidence.Transactions {
		hashes = append(hashes, x.Hash)
	}
	return *tr.Evidence.Coverage, hashes
}

// TestWeb3Window: a window and its sender give the run the named
// transactions gave, found by reading the window's blocks, and the trace
// records the window and the sender as complete. A node that hides one of
// the sender's transactions from its blocks is caught by the sender's
// nonce; a window not yet confirmed deeply enough, or past the head, is
// refused.
func TestWeb3Window(t *testing.T) {
	dc, url := collecttest.DevServer(t)
	s := collecttest.Run(t, url, dc.Owner)
	node, err := collect.Dial(context.Background(), url, collect.DialOptions{})
	require.NoError(t, err)
	defer node.Close()

	byTx, err := collect.CollectWeb3(context.Background(), node, s.Inputs())
	require.NoError(t, err)
	cv, txHashes := coverageOf(t, byTx.Trace)
	assert.Equal(t, coverage{FromBlock: byTx.Before + 1, ToBlock: byTx.Last, InternalTransfers: true}, cv, "named transactions: their blocks, no sender claimed")

	in := s.Inputs()
	in.Txs = nil
	in.Window = &collect.Window{From: byTx.Before + 1, To: byTx.Last, Senders: []common.Address{s.Agent}}
	byWindow, err := collect.CollectWeb3(context.Background(), node, in)
	require.NoError(t, err)
	cv, windowHashes := coverageOf(t, byWindow.Trace)
	assert.Equal(t, coverage{FromBlock: byTx.Before + 1, ToBlock: byTx.Last, Senders: []string{strings.ToLower(s.Agent.Hex())}, InternalTransfers: true}, cv)
	assert.Equal(t, txHashes, windowHashes, "the same four transactions, in chain order")
	assert.Equal(t, 1, byWindow.Senders)
	assert.Equal(t, judgeTrace(t, byTx.Trace).Checks, judgeTrace(t, byWindow.Trace).Checks)

	// The window's trace checks against the chain, its sender complete;
	// dropping a transaction is a difference naming the sender.
	rep, err := collect.CheckWeb3Source(context.Background(), node, byWindow.Trace)
	require.NoError(t, err)
	require.True(t, rep.OK(), "%v", rep.Differences)
	dropped := editTrace(t, byWindow.Trace, func(ev map[string]any) {
		txs := ev["transactions"].([]any)
		ev["transactions"] = append(txs[:2:2], txs[3:]...)
	})
	rep, err = collect.CheckWeb3Source(context.Background(), node, dropped)
	require.NoError(t, err)
	require.Len(t, rep.Differences, 1, "%v", rep.Differences)
	assert.Equal(t, "transactions from "+strings.ToLower(s.Agent.Hex())+" in blocks "+strconv.FormatUint(byTx.Before+1, 10)+" to "+strconv.FormatUint(byTx.Last, 10), rep.Differences[0].Field)
	assert.Equal(t, "3", rep.Differences[0].Trace)
	assert.Equal(t, "4", rep.Differences[0].Chain)

	// A node that leaves the leak out of its block.
	leak := strings.ToLower(s.Txs[2].Hex())
	hiding := httptest.NewServer(&lyingNode{upstream: url, rewrite: func(m string, p []json.RawMessage, r json.RawMessage) json.RawMessage {
		if m != "eth_getBlockByNumber" || len(p) < 2 || string(p[1]) != "true" {
			return r
		}
		var b map[string]any
		require.NoError(t, json.Unmarshal(r, &b))
		var kept []any
		for _, x := range b["transactions"].([]any) {
			if x.(map[string]any)["hash"] != leak {
				kept = append(kept, x)
			}
		}
		b["transactions"] = kept
		out, _ := json.Marshal(b)
		return out
	}})
	defer hiding.Close()
	hidingNode, err := collect.Dial(context.Background(), hiding.URL, collect.DialOptions{})
	require.NoError(t, err)
	defer hidingNode.Close()
	_, err = collect.CollectWeb3(context.Background(), hidingNode, in)
	require.ErrorIs(t, err, collect.ErrNode)
	assert.Contains(t, err.Error(), "nonce went from")

	// Confirmations: the dev chain's head is the run's last block.
	deep := in
	deep.Confirmations = 1
	_, err = collect.CollectWeb3(context.Background(), node, deep)
	require.ErrorIs(t, err, collect.ErrUnconfirmed)
	byTxDeep := s.Inputs()
	byTxDeep.Confirmations = 3
	_, err = collect.CollectWeb3(context.Background(), node, byTxDeep)
	require.ErrorIs(t, err, collect.ErrUnconfirmed)

	// A window past the head.
	past := in
	past.Window = &collect.Window{From: byTx.Before + 1, To: byTx.Last + 5, Senders: in.Window.Senders}
	_, err = collect.CollectWeb3(context.Background(), node, past)
	require.ErrorIs(t, err, collect.ErrNode)

	// Inputs that cannot be a window.
	for name, tc := range map[string]struct {
		w    *collect.Window
		txs  []common.Hash
		want error
	}{
		"both":              {in.Window, s.Txs, collect.ErrSpec},
		"block 0":           {&collect.Window{From: 0, To: 3, Senders: in.Window.Senders}, nil, collect.ErrSpec},
		"backwards":         {&collect.Window{From: 9, To: 3, Senders: in.Window.Senders}, nil, collect.ErrSpec},
		"no senders":        {&collect.Window{From: 1, To: 3}, nil, collect.ErrSpec},
		"too long":          {&collect.Window{From: 1, To: limits.MaxWindowBlocks + 1, Senders: in.Window.Senders}, nil, collect.ErrLimit},
		"a sender twice":    {&collect.Window{From: 1, To: 3, Senders: []common.Address{s.Agent, s.Agent}}, nil, collect.ErrSpec},
		"a contract sender": {&collect.Window{From: byTx.Before + 1, To: byTx.Last, Senders: []common.Address{s.Router}}, nil, collect.ErrSpec},
	} {
		t.Run(name, func(t *testing.T) {
			bad := s.Inputs()
			bad.Txs, bad.Window = tc.txs, tc.w
			_, err := collect.CollectWeb3(context.Background(), node, bad)
			require.ErrorIs(t, err, tc.want)
		})
	}

	// A window in which the sender sent nothing: a trace with no
	// transactions that still says the sender is complete, and checks.
	quiet := s.Inputs()
	quiet.Txs = nil
	quiet.Window = &collect.Window{From: byTx.Before + 1, To: byTx.Last, Senders: []common.Address{s.Merchant}}
	// (The source check holds every actor complete too: the agent, which
	// did send in the window, is left out of the actors here.)
	quiet.Actors = map[string]common.Address{"merchant": s.Merchant}
	res, err := collect.CollectWeb3(context.Background(), node, quiet)
	require.NoError(t, err)
	assert.Equal(t, 0, res.Transactions)
	rep, err = collect.CheckWeb3Source(context.Background(), node, res.Trace)
	require.NoError(t, err)
	require.True(t, rep.OK(), "%v", rep.Differences)

	// A check that names the agent by its address (no actor) still holds
	// the agent to its nonces: its four transactions are missing.
	literal := editTrace(t, res.Trace, func(ev map[string]any) {})
	var m map[string]any
	require.NoError(t, json.Unmarshal(literal, &m))
	m["spec"] = map[string]any{"evidenceClass": "web3", "checks": []any{map[string]any{"name": "no-outflow", "kind": "no_outflow_outside",
		"holder": strings.ToLower(s.Agent.Hex()), "allow": []any{}}}}
	literal, err = json.Marshal(m)
	require.NoError(t, err)
	rep, err = collect.CheckWeb3Source(context.Background(), node, literal)
	require.NoError(t, err)
	require.Len(t, rep.Differences, 1, "%v", rep.Differences)
	assert.Equal(t, "4", rep.Differences[0].Chain)

	// Accounts with code are named: their nonces do not count what others
	// send on their behalf.
	rep, err = collect.CheckWeb3Source(context.Background(), node, byWindow.Trace)
	require.NoError(t, err)
	want := []string{strings.ToLower(s.Token.Hex()), strings.ToLower(s.Router.Hex())}
	slices.Sort(want)
	assert.Equal(t, want, rep.CodeAccounts)
}
