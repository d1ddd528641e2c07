package main_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/collect/collecttest"
)

// TestTraceWeb3CLI runs 'trace web3' against the dev chain over JSON-RPC
// (which has the call tracer), then 'verify --evidence-rpc' on the record:
// MATCH, and MISMATCH (exit 1) once a transaction is dropped from the
// trace. A node without the tracer is refused unless the gap is accepted
// by name.
func TestTraceWeb3CLI(t *testing.T) {
	dc, url := collecttest.DevServer(t)
	s := collecttest.Run(t, url, dc.Owner)

	dir := t.TempDir()
	spec := filepath.Join(dir, "spec.json")
	require.NoError(t, os.WriteFile(spec, collecttest.Spec, 0o644))
	out := filepath.Join(dir, "t.json")
	args := func(url string, extra ...string) []string {
		a := []string{"trace", "web3", "--rpc", url, "--spec", spec, "--trial", "t1", "--task", "pay", "--build", "b1",
			"--actor", "agent=" + s.Agent.Hex(), "--actor", "merchant=" + s.Merchant.Hex(), "--actor", "router=" + s.Router.Hex(),
			"--token", "fUSD=" + s.Token.Hex(), "--chain-id", "1337", "--out", out}
		for _, h := range s.Txs {
			a = append(a, "--tx", h.Hex())
		}
		return append(a, extra...)
	}

	r := run(t, append(args(url), "--json")...)
	require.Equal(t, 0, r.code, r.stderr)
	var res struct {
		Status    string `json:"status"`
		Collected struct {
			Transactions      int  `json:"transactions"`
			InternalTransfers int  `json:"internalTransfers"`
			Traced            bool `json:"traced"`
		} `json:"collected"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &res))
	require.Equal(t, "FAILURE", res.Status, "the leak through the router is seen")
	require.Equal(t, 4, res.Collected.Transactions)
	require.Equal(t, 2, res.Collected.InternalTransfers)
	require.True(t, res.Collected.Traced)

	// The record, re-verified against the chain.
	rec := filepath.Join(dir, "r.json")
	r = run(t, "judge", "--record", rec, out)
	require.Equal(t, 0, r.code, r.stderr)
	r = run(t, "verify", "--offline", "--evidence-rpc", url, rec)
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	require.Contains(t, r.stdout, "evidence-source")
	require.Contains(t, r.stdout, "MATCH")

	// The leak's transaction dropped from the trace: its verdict
	// reproduces (SUCCESS now), its evidence does not.
	var m map[string]any
	b, err := os.ReadFile(out)
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &m))
	ev := m["evidence"].(map[string]any)
	txs := ev["transactions"].([]any)
	ev["transactions"] = append(append([]any{}, txs[:2]...), txs[3])
	forged := filepath.Join(dir, "forged.json")
	b, err = json.Marshal(m)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(forged, b, 0o644))
	forgedRec := filepath.Join(dir, "forged.record.json")
	r = run(t, "judge", "--record", forgedRec, forged)
	require.Equal(t, 0, r.code, r.stderr)
	r = run(t, "verify", "--offline", "--evidence-rpc", url, forgedRec)
	require.Equal(t, 1, r.code, r.stdout+r.stderr)
	require.Contains(t, r.stdout, "MISMATCH")
	require.Contains(t, r.stdout, "transactions from "+strings.ToLower(s.Agent.Hex()))

	// Another chain named: refused, nothing written.
	require.NoError(t, os.Remove(out))
	r = run(t, append(args(url), "--chain-id", "11155111")...)
	require.Equal(t, 2, r.code)
	require.Contains(t, r.stderr, "another chain")
	require.NoFileExists(t, out)

	// A node without the call tracer.
	plain := collecttest.NoTracer(t, url)
	r = run(t, args(plain)...)
	require.Equal(t, 2, r.code, r.stderr)
	require.Contains(t, r.stderr, "no call tracer")
	require.Contains(t, r.stderr, "hint: use a node with the debug API")
	require.NoFileExists(t, out)
	r = run(t, append(args(plain), "--without-internal-transfers-unsafe", "--json")...)
	require.Equal(t, 0, r.code, r.stderr)
	require.Contains(t, r.stderr, "warning: --without-internal-transfers-unsafe")
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &res))
	require.Equal(t, "FAILURE", res.Status, "without the tracer the leak is not seen, and no_outflow_outside cannot pass")
	require.False(t, res.Collected.Traced)
	r = run(t, "verify", "--offline", "--evidence-rpc", plain, rec)
	require.Equal(t, 2, r.code, "a source that cannot check is never a MATCH: %s", r.stdout)

	// The same run as a window of blocks and its sender: the same four
	// transactions, the sender recorded as complete.
	var blocks struct {
		Evidence struct {
			Coverage struct {
				FromBlock uint64   `json:"fromBlock"`
				ToBlock   uint64   `json:"toBlock"`
				Senders   []string `json:"senders"`
			} `json:"coverage"`
		} `json:"evidence"`
	}
	r = run(t, args(url)...)
	require.Equal(t, 0, r.code, r.stderr)
	b, err = os.ReadFile(out)
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &blocks))
	from, to := blocks.Evidence.Coverage.FromBlock, blocks.Evidence.Coverage.ToBlock
	require.Empty(t, blocks.Evidence.Coverage.Senders, "named transactions claim no sender complete")
	window := []string{"trace", "web3", "--rpc", url, "--spec", spec, "--trial", "t1", "--task", "pay", "--build", "b1",
		"--actor", "agent=" + s.Agent.Hex(), "--actor", "merchant=" + s.Merchant.Hex(), "--actor", "router=" + s.Router.Hex(),
		"--token", "fUSD=" + s.Token.Hex(), "--from-block", fmt.Sprint(from), "--to-block", fmt.Sprint(to), "--sender", "agent", "--out", out}
	r = run(t, window...)
	require.Equal(t, 0, r.code, r.stderr)
	require.Contains(t, r.stdout, fmt.Sprintf("window          blocks %d to %d: every transaction of 1 senders in it", from, to))
	require.Contains(t, r.stdout, "transactions    4")
	b, err = os.ReadFile(out)
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &blocks))
	require.Equal(t, []string{strings.ToLower(s.Agent.Hex())}, blocks.Evidence.Coverage.Senders)
	r = run(t, append(window, "--confirmations", "5")...)
	require.Equal(t, 2, r.code, r.stderr)
	require.Contains(t, r.stderr, "wait 5 more blocks")
	r = run(t, append(window, "--tx", s.Txs[0].Hex())...)
	require.Equal(t, 2, r.code)
	require.Contains(t, r.stderr, "both given")
	r = run(t, append(window[:len(window)-2], "--sender", "nobody", "--out", out)...)
	require.Equal(t, 2, r.code)
	require.Contains(t, r.stderr, `--sender "nobody" is neither an --actor name nor an address`)
}
