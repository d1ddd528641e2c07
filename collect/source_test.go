package collect_test

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"math/big"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/chain/chaintest"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/collect"
	"github.com/verijudge/verijudge/collect/collecttest"
)

// editTrace applies edit to a trace's evidence and returns the new trace.
func editTrace(t *testing.T, trace []byte, edit func(ev map[string]any)) []byte {
	var m map[string]any
	require.NoError(t, json.Unmarshal(trace, &m))
	edit(m["evidence"].(map[string]any))
	b, err := json.Marshal(m)
	require.NoError(t, err)
	return b
}

func txAt(ev map[string]any, i int) map[string]any {
	return ev["transactions"].([]any)[i].(map[string]any)
}

// TestWeb3SourceGeth and TestWeb3SourceDevChain: a trace collected from
// a node checks against it; every edit an attacker could make is a
// difference named by transaction and field.
func TestWeb3SourceGeth(t *testing.T) {
	g := chaintest.StartGeth(t, "eth", "net", "web3", "debug")
	key := devchain.Key("collect-source")
	g.Fund(t, key, new(big.Int).Lsh(big.NewInt(1), 70))
	checkSourceAttacks(t, g.URL, key)
}

func TestWeb3SourceDevChain(t *testing.T) {
	dc, url := collecttest.DevServer(t)
	checkSourceAttacks(t, url, dc.Owner)
}

func checkSourceAttacks(t *testing.T, url string, key *ecdsa.PrivateKey) {
	s := collecttest.Run(t, url, key)
	node, err := collect.Dial(context.Background(), url, collect.DialOptions{})
	require.NoError(t, err)
	defer node.Close()
	res, err := collect.CollectWeb3(context.Background(), node, s.Inputs())
	require.NoError(t, err)

	rep, err := collect.CheckWeb3Source(context.Background(), node, res.Trace)
	require.NoError(t, err)
	require.True(t, rep.OK(), "%v", rep.Differences)
	require.Equal(t, 4, rep.Transactions)
	require.Equal(t, 6, rep.Balances)
	require.Equal(t, 4, rep.Accounts, "the agent (sender) and the actors merchant, router and fUSD")

	injected := strings.ToLower(s.Injected.Hex())
	for _, tc := range []struct {
		name  string
		edit  func(ev map[string]any)
		field string
	}{
		{"an edited value", func(ev map[string]any) { txAt(ev, 1)["value"] = 1 }, "value"},
		{"a status turned to success", func(ev map[string]any) { txAt(ev, 0)["status"] = 0 }, "status"},
		{"an internal transfer hidden", func(ev map[string]any) { delete(txAt(ev, 2), "internalTransfers") }, "internalTransfers"},
		{"a log dropped", func(ev map[string]any) { txAt(ev, 0)["logs"] = []any{} }, "logs"},
		{"a recipient changed", func(ev map[string]any) { txAt(ev, 3)["to"] = injected }, "to"},
		{"a balance edited", func(ev map[string]any) {
			ev["balances"].([]any)[0].(map[string]any)["after"] = 7
		}, "balance of"},
		{"a dropped transaction (the leak)", func(ev map[string]any) {
			txs := ev["transactions"].([]any)
			ev["transactions"] = append(append([]any{}, txs[:2]...), txs[3])
		}, "transactions from"},
		{"another chain", func(ev map[string]any) { ev["chainId"] = 11155111 }, "chainId"},
		{"a copy standing in for the dropped leak", func(ev map[string]any) {
			txs := ev["transactions"].([]any)
			ev["transactions"] = []any{txs[0], txs[1], txs[1], txs[3]}
		}, "transaction"},
		{"the input edited in the middle", func(ev map[string]any) {
			in := txAt(ev, 0)["input"].(string)
			mid := len(in) / 2
			txAt(ev, 0)["input"] = in[:mid] + map[byte]string{'0': "1"}[in[mid]] + map[bool]string{true: "", false: "0"}[in[mid] == '0'] + in[mid+1:]
		}, "input"},
		{"the order reversed", func(ev map[string]any) {
			txs := ev["transactions"].([]any)
			ev["transactions"] = []any{txs[3], txs[2], txs[1], txs[0]}
		}, "order"},
		{"a forged transaction beside real ones", func(ev map[string]any) {
			f := map[string]any{}
			for k, v := range txAt(ev, 3) {
				f[k] = v
			}
			f["hash"] = "0x" + strings.Repeat("ab", 32)
			ev["transactions"] = append(ev["transactions"].([]any), f)
		}, "transaction"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			forged := editTrace(t, res.Trace, tc.edit)
			rep, err := collect.CheckWeb3Source(context.Background(), node, forged)
			require.NoError(t, err)
			require.False(t, rep.OK())
			found := false
			for _, d := range rep.Differences {
				found = found || strings.HasPrefix(d.Field, tc.field)
			}
			require.True(t, found, "%v", rep.Differences)
		})
	}

	// A token balance row rewritten as the zero address's token: read as
	// an ERC-20 there (not as the native balance), which answers nothing:
	// refused, never a match.
	zeroToken := editTrace(t, res.Trace, func(ev map[string]any) {
		for _, b := range ev["balances"].([]any) {
			if row := b.(map[string]any); row["token"] != "native" {
				row["token"] = "0x0000000000000000000000000000000000000000"
				break
			}
		}
	})
	_, err = collect.CheckWeb3Source(context.Background(), node, zeroToken)
	require.ErrorIs(t, err, collect.ErrNode)

	// Only forged transactions: nothing on this chain to hold them
	// against, and never a match.
	forged := editTrace(t, res.Trace, func(ev map[string]any) {
		for i := range ev["transactions"].([]any) {
			txAt(ev, i)["hash"] = "0x" + strings.Repeat("cd", 31) + "0" + string(rune('0'+i))
		}
	})
	_, err = collect.CheckWeb3Source(context.Background(), node, forged)
	require.ErrorIs(t, err, collect.ErrNotCheckable)
}

// TestWeb3SourceNoTracer: a node without the call tracer cannot check the
// internal transfers a traced trace claims (or claims are absent): not
// checkable. A trace that says it collected none is checked without them,
// and the report says they were not compared.
func TestWeb3SourceNoTracer(t *testing.T) {
	dc, url := collecttest.DevServer(t)
	s := collecttest.Run(t, url, dc.Owner)
	plain := httptest.NewServer(&lyingNode{upstream: url, refuse: "debug_traceTransaction"})
	defer plain.Close()
	node, err := collect.Dial(context.Background(), plain.URL, collect.DialOptions{})
	require.NoError(t, err)
	defer node.Close()
	full, err := collect.Dial(context.Background(), url, collect.DialOptions{})
	require.NoError(t, err)
	defer full.Close()

	traced, err := collect.CollectWeb3(context.Background(), full, s.Inputs())
	require.NoError(t, err)
	_, err = collect.CheckWeb3Source(context.Background(), node, traced.Trace)
	require.ErrorIs(t, err, collect.ErrNotCheckable)
	require.ErrorIs(t, err, collect.ErrNoTracer)

	in := s.Inputs()
	in.WithoutInternalTransfersUnsafe = true
	res, err := collect.CollectWeb3(context.Background(), node, in)
	require.NoError(t, err)
	rep, err := collect.CheckWeb3Source(context.Background(), node, res.Trace)
	require.NoError(t, err)
	require.True(t, rep.OK(), "%v", rep.Differences)
	require.False(t, rep.Traced)
	require.Equal(t, 4, rep.Transactions)
	// Claiming it collected them, with none recorded, is a difference
	// once a tracer sees the router's forwards.
	claimed := editTrace(t, res.Trace, func(ev map[string]any) { ev["coverage"].(map[string]any)["internalTransfers"] = true })
	rep, err = collect.CheckWeb3Source(context.Background(), full, claimed)
	require.NoError(t, err)
	require.True(t, rep.Traced)
	var fields []string
	for _, d := range rep.Differences {
		fields = append(fields, d.Field)
	}
	require.Equal(t, []string{"internalTransfers", "internalTransfers"}, fields, "the router's two forwards")

	// A code trace has no chain.
	code, err := collect.CodeTrace(collect.IDs{TrialID: "t", TaskID: "k", BuildID: "b"}, []byte(`{"evidenceClass":"code","checks":[{"name":"e","kind":"exit_code","equals":0}]}`), &collect.Code{Build: collect.ExitCode(0)})
	require.NoError(t, err)
	_, err = collect.CheckWeb3Source(context.Background(), node, code)
	require.ErrorIs(t, err, collect.ErrNotCheckable)
}
