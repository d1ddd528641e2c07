package collect

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
)

// ErrNotCheckable: the source cannot confirm or deny the evidence (a
// private fork, another chain, a node without the call tracer). It is
// never a match.
var ErrNotCheckable = errors.New("collect: the evidence cannot be checked against this source")

// Difference is one member of a trace's evidence that its source does not
// confirm.
type Difference struct {
	Tx    string `json:"tx,omitempty"` // the transaction ("" for a balance or the window)
	Field string `json:"field"`
	Trace string `json:"trace"`
	Chain string `json:"chain"`
}

func (d Difference) String() string {
	at := d.Field
	if d.Tx != "" {
		at = d.Tx + " " + d.Field
	}
	return fmt.Sprintf("%s: trace %s, chain %s", at, d.Trace, d.Chain)
}

// SourceReport is a web3 trace's evidence held against the chain.
type SourceReport struct {
	ChainID      uint64 `json:"chainId"`
	Transactions int    `json:"transactions"`
	Balances     int    `json:"balances"`
	Accounts     int    `json:"accounts"`
	// CodeAccounts are the accounts held to their nonces that have code
	// (contracts, EIP-7702 delegations): value they move in transactions
	// others send is not counted by their nonce, so for them the check
	// shows only that they sent nothing themselves.
	CodeAccounts []string `json:"codeAccounts"`
	// Traced: internal transfers were fetched and compared (false when
	// the trace's coverage says it did not collect them).
	Traced      bool         `json:"traced"`
	Differences []Difference `json:"differences"`
}

// OK reports whether the chain confirmed every member checked.
func (r *SourceReport) OK() bool { return len(r.Differences) == 0 }

// traceWeb3 is a web3 trace's evidence as the evaluator reads it, with its
// defaults (docs/trace.md).
type traceWeb3 struct {
	ChainID      *uint64           `json:"chainId"`
	ForkBlock    *uint64           `json:"forkBlock"`
	Actors       map[string]string `json:"actors"`
	Transactions []struct {
		Hash              string         `json:"hash"`
		From              string         `json:"from"`
		To                *string        `json:"to"`
		Status            uint64         `json:"status"`
		Value             *canon.Int     `json:"value"`
		Input             *string        `json:"input"`
		Nonce             *uint64        `json:"nonce"`
		GasUsed           *uint64        `json:"gasUsed"`
		BlockNumber       *uint64        `json:"blockNumber"`
		Logs              []web3Log      `json:"logs"`
		InternalTransfers []web3Transfer `json:"internalTransfers"`
	} `json:"transactions"`
	Balances []web3Balance `json:"balances"`
	Coverage *struct {
		FromBlock         *uint64  `json:"fromBlock"`
		ToBlock           *uint64  `json:"toBlock"`
		Senders           []string `json:"senders"`
		InternalTransfers *bool    `json:"internalTransfers"`
	} `json:"coverage"`
}

// CheckWeb3Source fetches again from the node every transaction, receipt
// field, log, internal transfer and balance a web3 trace holds, and counts
// the transactions each of its senders made in its window (the nonce at
// the block before against the nonce at the last block): a transaction the
// trace left out is a difference too. Balances are read at the block
// before the first transaction (forkBlock when the trace names one) and at
// the last transaction's block.
//
// A difference is reported, not returned as an error. An error wrapping
// ErrNotCheckable says the node cannot serve the trace's evidence (none
// of its transactions is known there, or the node has no call tracer);
// ErrNode and ErrReorg say its answers could not be used.
func CheckWeb3Source(ctx context.Context, node Node, trace []byte) (*SourceReport, error) {
	c, err := judge.Canonicalize(trace)
	if err != nil {
		return nil, err
	}
	var t struct {
		Spec struct {
			EvidenceClass string
			Checks        []map[string]any
		} `json:"spec"`
		Evidence json.RawMessage `json:"evidence"`
	}
	if err := json.Unmarshal(c.Bytes(), &t); err != nil {
		return nil, fmt.Errorf("%w: %w", judge.ErrInvalidTrace, err)
	}
	if t.Spec.EvidenceClass != judge.ClassWeb3 {
		return nil, fmt.Errorf("%w: a %s trace has no chain to check against", ErrNotCheckable, t.Spec.EvidenceClass)
	}
	var ev traceWeb3
	if err := json.Unmarshal(t.Evidence, &ev); err != nil {
		return nil, fmt.Errorf("%w: %w", judge.ErrInvalidTrace, err)
	}
	// The coverage the trace claims (evaluator 1.5.0): its window, its
	// senders, whether internal transfers were collected.
	var window *[2]uint64
	var senders []string
	traced := true
	if cv := ev.Coverage; cv != nil {
		if cv.FromBlock != nil && cv.ToBlock != nil {
			window = &[2]uint64{*cv.FromBlock, *cv.ToBlock}
		}
		senders = cv.Senders
		if cv.InternalTransfers != nil {
			traced = *cv.InternalTransfers
		}
	}
	if len(ev.Transactions) == 0 && (window == nil || len(senders) == 0) {
		return nil, fmt.Errorf("%w: the trace holds no transactions, and no senders whose absence could be checked", ErrNotCheckable)
	}
	if window != nil && window[0] == 0 {
		return nil, fmt.Errorf("%w: the coverage window starts at block 0, which has no state before it", ErrNotCheckable)
	}
	rep := &SourceReport{Differences: []Difference{}}
	diff := func(tx, field, trace, chain string) {
		rep.Differences = append(rep.Differences, Difference{Tx: tx, Field: field, Trace: trace, Chain: chain})
	}

	var chainID hexutil.Uint64
	if err := batch(ctx, node, []rpc.BatchElem{{Method: "eth_chainId", Result: &chainID}}); err != nil {
		return nil, err
	}
	rep.ChainID = uint64(chainID)

	// The transactions the chain knows, by hash. A hash listed twice is a
	// difference: the chain has each transaction once, and a copy could
	// stand in for a transaction left out (the evaluator counts both).
	hashes := make([]common.Hash, 0, len(ev.Transactions))
	listed := map[string]int{}
	for _, x := range ev.Transactions {
		listed[x.Hash]++
		if listed[x.Hash] == 2 {
			diff(x.Hash, "transaction", "listed more than once", "once")
		}
		if listed[x.Hash] == 1 {
			hashes = append(hashes, common.HexToHash(x.Hash))
		}
	}
	found, err := readTxs(ctx, node, hashes, true)
	if err != nil {
		return nil, err
	}
	known := map[string]web3Tx{}
	for _, f := range found {
		known[f.Hash] = f
	}
	if len(found) == 0 && len(hashes) > 0 {
		claimed := "no chain id"
		if ev.ChainID != nil {
			claimed = fmt.Sprintf("chain %d", *ev.ChainID)
		}
		return nil, fmt.Errorf("%w: none of the trace's %d transactions is known to the node of chain %d (the trace names %s): a private fork, or another chain's endpoint", ErrNotCheckable, len(hashes), rep.ChainID, claimed)
	}
	if ev.ChainID != nil && *ev.ChainID != rep.ChainID {
		diff("", "chainId", fmt.Sprint(*ev.ChainID), fmt.Sprint(rep.ChainID))
	}
	// A trace that says it did not collect internal transfers holds none
	// to check (and the evaluator then refuses to clear no_outflow_outside).
	if traced {
		if err := traceTxs(ctx, node, found); err != nil {
			if errors.Is(err, ErrNoTracer) {
				return nil, fmt.Errorf("%w: %w: internal transfers cannot be checked", ErrNotCheckable, err)
			}
			return nil, err
		}
	}
	rep.Traced = traced
	for _, f := range found {
		known[f.Hash] = f // with its internal transfers
	}

	// The trace lists its transactions in chain order (block, then index
	// in the block): tx_succeeded with an index reads that order.
	var prev *web3Tx
	for _, x := range ev.Transactions {
		got, ok := known[x.Hash]
		if !ok {
			continue
		}
		if prev != nil && (got.order[0] < prev.order[0] || got.order[0] == prev.order[0] && got.order[1] <= prev.order[1]) && got.Hash != prev.Hash {
			diff(x.Hash, "order", "after "+prev.Hash, fmt.Sprintf("block %d index %d, before it", got.order[0], got.order[1]))
		}
		g := got
		prev = &g
	}

	// Each transaction, member by member.
	for _, x := range ev.Transactions {
		got, ok := known[x.Hash]
		if !ok {
			diff(x.Hash, "transaction", "present", "unknown to the node")
			continue
		}
		rep.Transactions++
		// Compared whole; shortened only to be shown.
		cmp := func(field, a, b string) {
			if a != b {
				diff(x.Hash, field, short(a), short(b))
			}
		}
		cmp("from", x.From, got.From)
		cmp("to", strOrNull(x.To), strOrNull(got.To))
		cmp("status", fmt.Sprint(x.Status), fmt.Sprint(got.Status))
		value := canon.NewInt(0)
		if x.Value != nil {
			value = *x.Value
		}
		cmp("value", value.String(), got.Value.String())
		input := "0x"
		if x.Input != nil {
			input = *x.Input
		}
		cmp("input", input, got.Input)
		if x.Nonce != nil {
			cmp("nonce", fmt.Sprint(*x.Nonce), fmt.Sprint(got.Nonce))
		}
		if x.GasUsed != nil {
			cmp("gasUsed", fmt.Sprint(*x.GasUsed), fmt.Sprint(got.GasUsed))
		}
		if x.BlockNumber != nil {
			cmp("blockNumber", fmt.Sprint(*x.BlockNumber), fmt.Sprint(got.BlockNumber))
		}
		cmp("logs", logsText(x.Logs), logsText(got.Logs))
		if traced {
			cmp("internalTransfers", transfersText(x.InternalTransfers), transfersText(got.InternalTransfers))
		}
	}

	// The window: the block before and the last block, pinned. The
	// coverage names it; without one it is the transactions' blocks.
	var first, last uint64
	if window != nil {
		first, last = window[0], window[1]
		for _, f := range found {
			if f.order[0] < first || f.order[0] > last {
				diff(f.Hash, "blockNumber", fmt.Sprintf("in the window %d-%d", first, last), fmt.Sprint(f.order[0]))
			}
		}
		if len(found) > 0 {
			first, last = min(first, found[0].order[0]), max(last, found[len(found)-1].order[0])
		}
	} else {
		first, last = found[0].order[0], found[len(found)-1].order[0]
	}
	before := first - 1
	if first == 0 {
		before = 0
	}
	if ev.ForkBlock != nil {
		before = *ev.ForkBlock
	}
	if before >= first && first > 0 {
		diff("", "forkBlock", fmt.Sprint(before), fmt.Sprintf("the first block of the window is %d", first))
		before = first - 1
	}
	pins, err := blockHashes(ctx, node, before, last, found)
	if err != nil {
		return nil, err
	}

	// Balances.
	keys := make([]balanceKey, len(ev.Balances))
	for i, b := range ev.Balances {
		keys[i] = balanceKey{holder: common.HexToAddress(b.Holder), native: b.Token == "native"}
		if !keys[i].native {
			keys[i].token = common.HexToAddress(b.Token)
		}
	}
	chainBalances, err := readBalances(ctx, node, keys, pins[before], pins[last])
	if err != nil {
		return nil, err
	}
	for i, b := range ev.Balances {
		rep.Balances++
		at := fmt.Sprintf("balance of %s in %s", b.Holder, b.Token)
		if b.Before.String() != chainBalances[i].Before.String() {
			diff("", at+" at block "+fmt.Sprint(before), b.Before.String(), chainBalances[i].Before.String())
		}
		if b.After.String() != chainBalances[i].After.String() {
			diff("", at+" at block "+fmt.Sprint(last), b.After.String(), chainBalances[i].After.String())
		}
	}

	// Completeness: every transaction the trace's senders and actors made
	// in the window is in the trace. An account's nonce counts what it
	// sent, so the nonces of its transactions in the trace must be
	// exactly the range from its nonce at the block before to its nonce at
	// the last block: none missing, none twice. (A contract's nonce also
	// counts the contracts it creates: that shows as a difference, never
	// as a match that should not be.)
	nonceOf := map[string][]uint64{}
	for _, f := range found {
		nonceOf[f.From] = append(nonceOf[f.From], f.Nonce)
	}
	accounts := map[string]bool{}
	for a := range nonceOf {
		accounts[a] = true
	}
	for _, a := range ev.Actors {
		if isAddress(a) {
			accounts[a] = true
		}
	}
	for _, a := range senders {
		if isAddress(a) {
			accounts[a] = true
		}
	}
	// An address a check names directly (a holder, an intermediary)
	// whose transactions decide the check, as an actor's do.
	for _, c := range t.Spec.Checks {
		for _, k := range []string{"holder", "via"} {
			switch v := c[k].(type) {
			case string:
				if isAddress(v) {
					accounts[v] = true
				}
			case []any:
				for _, x := range v {
					if a, ok := x.(string); ok && isAddress(a) {
						accounts[a] = true
					}
				}
			}
		}
	}
	list := make([]string, 0, len(accounts))
	for a := range accounts {
		list = append(list, a)
	}
	slices.Sort(list)
	addrs := make([]common.Address, len(list))
	for i, s := range list {
		addrs[i] = common.HexToAddress(s)
	}
	accts, err := readAccounts(ctx, node, addrs, pins[before], pins[last], false)
	if err != nil {
		return nil, err
	}
	rep.Accounts = len(list)
	rep.CodeAccounts = []string{}
	for i, a := range list {
		// A contract, or an account delegated to code (EIP-7702), moves
		// value in transactions others send: its nonce does not count
		// them, so its completeness is not shown.
		if len(accts[i].code[1]) > 0 {
			rep.CodeAccounts = append(rep.CodeAccounts, a)
		}
	}
	for i, a := range list {
		from, to := uint64(accts[i].nonce[0]), uint64(accts[i].nonce[1])
		have := slices.Sorted(slices.Values(nonceOf[a]))
		if !nonceRange(have, from, to) {
			made := uint64(0)
			if to > from {
				made = to - from
			}
			diff("", fmt.Sprintf("transactions from %s in blocks %d to %d", a, before+1, last), fmt.Sprint(len(have)), fmt.Sprint(made))
		}
	}

	again, err := blockHashes(ctx, node, before, last, found)
	if err != nil {
		return nil, err
	}
	for n, h := range pins {
		if again[n] != h {
			return nil, fmt.Errorf("%w: block %d was %s and is now %s", ErrReorg, n, h, again[n])
		}
	}
	return rep, nil
}

// isAddress reports a lowercase 0x address (what the trace schema allows).
func isAddress(s string) bool {
	return len(s) == 42 && strings.HasPrefix(s, "0x") && strings.Trim(s[2:], "0123456789abcdef") == ""
}

func strOrNull(s *string) string {
	if s == nil {
		return "null"
	}
	return *s
}

// short shows a long value by its ends and its length (for display only:
// values are compared whole).
func short(h string) string {
	if len(h) <= 160 {
		return h
	}
	return fmt.Sprintf("%s…%s (%d characters)", h[:120], h[len(h)-24:], len(h))
}

func logsText(ls []web3Log) string {
	if len(ls) == 0 {
		return "none"
	}
	parts := make([]string, len(ls))
	for i, l := range ls {
		parts[i] = fmt.Sprintf("%s[%s]%s", l.Address, strings.Join(l.Topics, ","), l.Data)
	}
	return strings.Join(parts, "; ")
}

func transfersText(ts []web3Transfer) string {
	if len(ts) == 0 {
		return "none"
	}
	parts := make([]string, len(ts))
	for i, x := range ts {
		parts[i] = fmt.Sprintf("%s %s→%s", x.Value.String(), x.From, x.To)
	}
	return strings.Join(parts, "; ")
}
