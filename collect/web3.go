package collect

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sort"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
)

// Node is the JSON-RPC a web3 collection needs: batches of calls. A
// go-ethereum *rpc.Client is one (Dial makes one with this package's
// transport rules).
type Node interface {
	BatchCallContext(ctx context.Context, b []rpc.BatchElem) error
}

// Error classes of web3 collection.
var (
	// ErrNode: the node answered something that cannot be true (a receipt
	// of another transaction, logs of another block, a malformed value),
	// or did not answer.
	ErrNode = errors.New("collect: the node's answer is refused")
	// ErrWrongChain: the node serves another chain than the one named.
	ErrWrongChain = errors.New("collect: the node serves another chain")
	// ErrReorg: a block of the window changed while it was collected.
	ErrReorg = errors.New("collect: the chain reorganized during collection")
	// ErrNoTracer: the node cannot trace transactions, so native value
	// moved by internal calls cannot be collected.
	ErrNoTracer = errors.New("collect: the node has no call tracer (debug_traceTransaction with callTracer)")
	// ErrUnconfirmed: the window's last block is not yet as deep below the
	// node's head as Web3Inputs.Confirmations asks.
	ErrUnconfirmed = errors.New("collect: the window is not confirmed deeply enough")
)

// Window is a block range and the senders whose every transaction in it
// the trace holds.
type Window struct {
	From, To uint64
	// Senders are the accounts whose transactions are collected. Each
	// sender's nonce at To must exceed its nonce before From by exactly
	// the number of its transactions found in the window's blocks (a node
	// that hides one is refused); a contract sender, whose nonce also
	// counts the contracts it created, is refused that way too.
	Senders []common.Address
}

// Web3Inputs name what a web3 trace is collected from.
type Web3Inputs struct {
	IDs  IDs
	Spec []byte
	// ChainID, when not 0, is the chain the node must serve.
	ChainID uint64
	// Txs are the transactions of the run, in any order; the trace lists
	// them in chain order. The trace's coverage window is then the blocks
	// from the first one's to the last one's, with no senders.
	Txs []common.Hash
	// Window, instead of Txs, collects every transaction its senders made
	// in its blocks (none is allowed), and records the window and the
	// senders as the trace's coverage.
	Window *Window
	// Confirmations, when not 0, is how many blocks the node's head must
	// be past the window's last block (the last block of Window, or the
	// last transaction's block): fewer is ErrUnconfirmed.
	Confirmations uint64
	// Actors and Tokens name addresses: both become evidence.actors.
	// Native balances are collected for every actor, and the ERC-20
	// balance (balanceOf) of every token for every actor.
	Actors map[string]common.Address
	Tokens map[string]common.Address
	// WithoutInternalTransfersUnsafe collects without the call tracer.
	// The trace then records no internal transfers and says so
	// (coverage.internalTransfers false): no_outflow_outside cannot pass
	// on any successful transaction, whose internal calls may have moved
	// value unseen. Only for nodes that cannot trace; said in the result.
	WithoutInternalTransfersUnsafe bool
}

// Web3Result is a collected web3 trace and what it covers.
type Web3Result struct {
	Trace   []byte `json:"-"`
	ChainID uint64 `json:"chainId"`
	// Before is the block whose state is "before" (the block before the
	// first transaction); Last the block of the last transaction, whose
	// state is "after".
	Before, Last uint64
	// BeforeHash and LastHash pin them.
	BeforeHash, LastHash common.Hash
	// Senders is the number of senders whose every transaction in the
	// window is in the trace (Window.Senders).
	Senders           int  `json:"senders"`
	Transactions      int  `json:"transactions"`
	Balances          int  `json:"balances"`
	InternalTransfers int  `json:"internalTransfers"`
	Traced            bool `json:"traced"`
}

// rpcTx, rpcReceipt, rpcLog, rpcBlock are the JSON-RPC objects read.
type rpcTx struct {
	Hash        common.Hash     `json:"hash"`
	From        common.Address  `json:"from"`
	To          *common.Address `json:"to"`
	Value       *hexutil.Big    `json:"value"`
	Input       hexutil.Bytes   `json:"input"`
	Nonce       hexutil.Uint64  `json:"nonce"`
	BlockNumber *hexutil.Uint64 `json:"blockNumber"`
	BlockHash   *common.Hash    `json:"blockHash"`
	Index       *hexutil.Uint64 `json:"transactionIndex"`
}

type rpcLog struct {
	Address     common.Address `json:"address"`
	Topics      []common.Hash  `json:"topics"`
	Data        hexutil.Bytes  `json:"data"`
	TxHash      common.Hash    `json:"transactionHash"`
	BlockHash   common.Hash    `json:"blockHash"`
	BlockNumber hexutil.Uint64 `json:"blockNumber"`
	Removed     bool           `json:"removed"`
}

type rpcReceipt struct {
	TxHash      common.Hash     `json:"transactionHash"`
	BlockHash   common.Hash     `json:"blockHash"`
	BlockNumber hexutil.Uint64  `json:"blockNumber"`
	Index       hexutil.Uint64  `json:"transactionIndex"`
	Status      *hexutil.Uint64 `json:"status"`
	GasUsed     hexutil.Uint64  `json:"gasUsed"`
	Logs        []rpcLog        `json:"logs"`
	To          *common.Address `json:"to"`
	From        common.Address  `json:"from"`
}

type rpcBlock struct {
	Number hexutil.Uint64 `json:"number"`
	Hash   common.Hash    `json:"hash"`
}

// callFrame is callTracer's output.
type callFrame struct {
	Type  string          `json:"type"`
	From  common.Address  `json:"from"`
	To    *common.Address `json:"to"`
	Value *hexutil.Big    `json:"value"`
	Error string          `json:"error"`
	Calls []callFrame     `json:"calls"`
}

// The evidence objects written (docs/trace.md, class web3).
type web3Evidence struct {
	ChainID      uint64            `json:"chainId"`
	ForkBlock    uint64            `json:"forkBlock"`
	Actors       map[string]string `json:"actors,omitempty"`
	Transactions []web3Tx          `json:"transactions"`
	Balances     []web3Balance     `json:"balances,omitempty"`
	Coverage     web3Coverage      `json:"coverage"`
}

type web3Coverage struct {
	FromBlock         uint64   `json:"fromBlock"`
	ToBlock           uint64   `json:"toBlock"`
	Senders           []string `json:"senders,omitempty"`
	InternalTransfers bool     `json:"internalTransfers"`
}

type web3Tx struct {
	Hash              string          `json:"hash"`
	From              string          `json:"from"`
	To                *string         `json:"to"`
	Status            uint64          `json:"status"`
	Value             canon.Int       `json:"value"`
	Input             string          `json:"input"`
	Nonce             uint64          `json:"nonce"`
	GasUsed           uint64          `json:"gasUsed"`
	BlockNumber       uint64          `json:"blockNumber"`
	Logs              []web3Log       `json:"logs"`
	InternalTransfers []web3Transfer  `json:"internalTransfers,omitempty"`
	order             [2]uint64       // block, index
	frame             json.RawMessage // callTracer output
}

type web3Log struct {
	Address string   `json:"address"`
	Topics  []string `json:"topics"`
	Data    string   `json:"data"`
}

type web3Transfer struct {
	From  string    `json:"from"`
	To    string    `json:"to"`
	Value canon.Int `json:"value"`
}

type web3Balance struct {
	Holder string    `json:"holder"`
	Token  string    `json:"token"`
	Before canon.Int `json:"before"`
	After  canon.Int `json:"after"`
}

// maxBatch is the most calls sent in one JSON-RPC batch (public endpoints
// refuse larger ones).
const maxBatch = 100

// batch sends calls in batches of maxBatch and returns the first error,
// naming its method.
func batch(ctx context.Context, n Node, elems []rpc.BatchElem) error {
	for start := 0; start < len(elems); start += maxBatch {
		part := elems[start:min(start+maxBatch, len(elems))]
		if err := n.BatchCallContext(ctx, part); err != nil {
			return fmt.Errorf("%w: %w", ErrNode, err)
		}
		for _, e := range part {
			if e.Error != nil {
				if isNoMethod(e.Error) && e.Method == "debug_traceTransaction" {
					return fmt.Errorf("%w: %w", ErrNoTracer, e.Error)
				}
				return fmt.Errorf("%w: %s%v: %w", ErrNode, e.Method, e.Args, e.Error)
			}
		}
	}
	return nil
}

// isNoMethod reports a JSON-RPC "method not found" (or not available).
func isNoMethod(err error) bool {
	var re rpc.Error
	return errors.As(err, &re) && re.ErrorCode() == -32601
}

// CollectWeb3 reads the transactions, their receipts and logs, the
// actors' balances before the first and after the last, and the native
// value internal calls moved (callTracer), from the node; checks that the
// answers hang together (each receipt and log belongs to its transaction
// and block, no block of the window changed meanwhile); and builds the
// trace with the embedded evaluator's approval, as CodeTrace does.
func CollectWeb3(ctx context.Context, node Node, in Web3Inputs) (*Web3Result, error) {
	if err := specClass(in.Spec, judge.ClassWeb3); err != nil {
		return nil, err
	}
	switch {
	case len(in.Txs) == 0 && in.Window == nil:
		return nil, fmt.Errorf("%w: no transactions to collect: name them, or a window and its senders", ErrSpec)
	case len(in.Txs) > 0 && in.Window != nil:
		return nil, fmt.Errorf("%w: name transactions or a window, not both", ErrSpec)
	case in.Window != nil && in.Window.From == 0:
		return nil, fmt.Errorf("%w: the window starts at block 0, which has no state before it", ErrSpec)
	case in.Window != nil && in.Window.To < in.Window.From:
		return nil, fmt.Errorf("%w: the window ends at block %d, before its first block %d", ErrSpec, in.Window.To, in.Window.From)
	case in.Window != nil && in.Window.To-in.Window.From >= limits.MaxWindowBlocks:
		return nil, fmt.Errorf("%w: the window holds %d blocks, above %d: collect it in parts", ErrLimit, in.Window.To-in.Window.From+1, limits.MaxWindowBlocks)
	case in.Window != nil && len(in.Window.Senders) == 0:
		return nil, fmt.Errorf("%w: a window needs its senders", ErrSpec)
	case in.Window != nil && len(in.Window.Senders) > limits.MaxWindowSenders:
		return nil, fmt.Errorf("%w: %d senders, above %d", ErrLimit, len(in.Window.Senders), limits.MaxWindowSenders)
	}
	var senders []string
	if in.Window != nil {
		for _, a := range in.Window.Senders {
			senders = append(senders, lower(a))
		}
		slices.Sort(senders)
		if d := slices.Compact(slices.Clone(senders)); len(d) != len(senders) {
			return nil, fmt.Errorf("%w: a sender is named twice", ErrSpec)
		}
	}
	actors := map[string]string{}
	for _, m := range []map[string]common.Address{in.Actors, in.Tokens} {
		for name, a := range m {
			if _, dup := actors[name]; dup {
				return nil, fmt.Errorf("%w: the name %q names two addresses", ErrSpec, name)
			}
			actors[name] = lower(a)
		}
	}
	seen := map[common.Hash]bool{}
	for _, h := range in.Txs {
		if seen[h] {
			return nil, fmt.Errorf("%w: transaction %s named twice", ErrSpec, h)
		}
		seen[h] = true
	}

	// The chain.
	var chainID hexutil.Uint64
	if err := batch(ctx, node, []rpc.BatchElem{{Method: "eth_chainId", Result: &chainID}}); err != nil {
		return nil, err
	}
	if in.ChainID != 0 && uint64(chainID) != in.ChainID {
		return nil, fmt.Errorf("%w: the node serves chain %d, and %d was named", ErrWrongChain, uint64(chainID), in.ChainID)
	}

	hashes := in.Txs
	if in.Window != nil {
		var err error
		if hashes, err = windowTxs(ctx, node, in.Window); err != nil {
			return nil, err
		}
	}
	out, err := readTxs(ctx, node, hashes, false)
	if err != nil {
		return nil, err
	}
	var first, last uint64
	if in.Window != nil {
		first, last = in.Window.From, in.Window.To
		for _, t := range out {
			if t.order[0] < first || t.order[0] > last {
				return nil, fmt.Errorf("%w: transaction %s is in block %d, outside the window %d-%d it was listed in", ErrNode, t.Hash, t.order[0], first, last)
			}
		}
	} else {
		first, last = out[0].order[0], out[len(out)-1].order[0]
	}
	if first == 0 {
		return nil, fmt.Errorf("%w: a transaction in block 0 has no state before it", ErrNode)
	}
	before := first - 1
	if in.Confirmations > 0 {
		var head hexutil.Uint64
		if err := batch(ctx, node, []rpc.BatchElem{{Method: "eth_blockNumber", Result: &head}}); err != nil {
			return nil, err
		}
		if uint64(head) < last || uint64(head)-last < in.Confirmations {
			deep := uint64(0)
			if uint64(head) > last {
				deep = uint64(head) - last
			}
			return nil, fmt.Errorf("%w: block %d is %d blocks below the head %d, and %d are asked for: wait %d more blocks", ErrUnconfirmed, last, deep, uint64(head), in.Confirmations, in.Confirmations-deep)
		}
	}

	// The window's blocks, pinned: read before and after everything else.
	pins, err := blockHashes(ctx, node, before, last, out)
	if err != nil {
		return nil, err
	}

	// Internal transfers.
	res := &Web3Result{ChainID: uint64(chainID), Before: before, Last: last, BeforeHash: pins[before], LastHash: pins[last]}
	if !in.WithoutInternalTransfersUnsafe {
		if err := traceTxs(ctx, node, out); err != nil {
			return nil, err
		}
		for i := range out {
			res.InternalTransfers += len(out[i].InternalTransfers)
		}
		res.Traced = true
	}

	// Balances, at the pinned blocks: every actor in native and in
	// every token.
	var want []balanceKey
	for _, n := range sortedKeys(in.Actors) {
		want = append(want, balanceKey{holder: in.Actors[n], native: true})
		for _, tn := range sortedKeys(in.Tokens) {
			want = append(want, balanceKey{holder: in.Actors[n], token: in.Tokens[tn]})
		}
	}
	balances, err := readBalances(ctx, node, want, pins[before], pins[last])
	if err != nil {
		return nil, err
	}

	// The blocks must not have moved while everything was read.
	again, err := blockHashes(ctx, node, before, last, out)
	if err != nil {
		return nil, err
	}
	for n, h := range pins {
		if again[n] != h {
			return nil, fmt.Errorf("%w: block %d was %s and is now %s", ErrReorg, n, h, again[n])
		}
	}

	if in.Window != nil {
		if err := sendersComplete(ctx, node, in.Window.Senders, out, pins[before], pins[last]); err != nil {
			return nil, err
		}
	}

	ev := web3Evidence{ChainID: uint64(chainID), ForkBlock: before, Actors: actors, Transactions: out, Balances: balances,
		Coverage: web3Coverage{FromBlock: first, ToBlock: last, Senders: senders, InternalTransfers: res.Traced}}
	evJSON, err := json.Marshal(ev)
	if err != nil {
		return nil, err
	}
	trace, err := finish(in.IDs, in.Spec, evJSON)
	if err != nil {
		return nil, err
	}
	res.Trace = trace
	res.Transactions, res.Balances, res.Senders = len(out), len(balances), len(senders)
	return res, nil
}

// windowBatch is how many blocks, with their transactions, are asked for
// in one batch (a full block can be large).
const windowBatch = 10

// windowTxs lists the transactions w's senders made in its blocks, by
// reading every block with its transactions.
func windowTxs(ctx context.Context, node Node, w *Window) ([]common.Hash, error) {
	want := map[common.Address]bool{}
	for _, a := range w.Senders {
		want[a] = true
	}
	type block struct {
		Number       hexutil.Uint64 `json:"number"`
		Transactions []struct {
			Hash common.Hash    `json:"hash"`
			From common.Address `json:"from"`
		} `json:"transactions"`
	}
	var out []common.Hash
	for off := uint64(0); off <= w.To-w.From; off += windowBatch {
		start := w.From + off
		end := min(start+windowBatch-1, w.To)
		blocks := make([]*block, end-start+1)
		elems := make([]rpc.BatchElem, len(blocks))
		for i := range blocks {
			elems[i] = rpc.BatchElem{Method: "eth_getBlockByNumber", Args: []any{hexutil.Uint64(start + uint64(i)), true}, Result: &blocks[i]}
		}
		if err := batch(ctx, node, elems); err != nil {
			return nil, err
		}
		for i, b := range blocks {
			n := start + uint64(i)
			if b == nil || uint64(b.Number) != n {
				return nil, fmt.Errorf("%w: block %d of the window is missing or another block (is it past the head?)", ErrNode, n)
			}
			for _, t := range b.Transactions {
				if want[t.From] {
					out = append(out, t.Hash)
				}
			}
		}
	}
	return out, nil
}

// sendersComplete holds the transactions found against the senders'
// nonces: each sent exactly as many transactions in the window as its
// nonce rose, with those nonces.
func sendersComplete(ctx context.Context, node Node, senders []common.Address, txs []web3Tx, before, last common.Hash) error {
	accts, err := readAccounts(ctx, node, senders, before, last, true)
	if err != nil {
		return err
	}
	for i, a := range senders {
		if len(accts[i].code[0]) > 0 || len(accts[i].code[1]) > 0 {
			return fmt.Errorf("%w: sender %s has code (a contract, or an EIP-7702 delegation): value it moves in transactions others send is not counted by its nonce, so the window cannot be shown complete for it; name its transactions with Txs instead", ErrSpec, a.Hex())
		}
	}
	nonceOf := map[string][]uint64{}
	for _, t := range txs {
		nonceOf[t.From] = append(nonceOf[t.From], t.Nonce)
	}
	for i, a := range senders {
		have := slices.Sorted(slices.Values(nonceOf[lower(a)]))
		from, to := uint64(accts[i].nonce[0]), uint64(accts[i].nonce[1])
		if !nonceRange(have, from, to) {
			return fmt.Errorf("%w: %s's nonce went from %d to %d in the window, and its blocks hold %d of its transactions (nonces %v): a transaction hidden, or a contract sender", ErrNode, a.Hex(), from, to, len(have), have)
		}
	}
	return nil
}

// account is an account's nonce at the window's two pinned blocks (the
// block before and the last) and its code there.
type account struct {
	nonce [2]hexutil.Uint64
	code  [2]hexutil.Bytes
}

// readAccounts reads each address's nonce at before and at last and its
// code at last, and at before too with codeBefore: what holds an account
// to the transactions it sent in the window.
func readAccounts(ctx context.Context, node Node, addrs []common.Address, before, last common.Hash, codeBefore bool) ([]account, error) {
	out := make([]account, len(addrs))
	at := func(h common.Hash) any { return map[string]any{"blockHash": h, "requireCanonical": true} }
	var elems []rpc.BatchElem
	for i, a := range addrs {
		elems = append(elems,
			rpc.BatchElem{Method: "eth_getTransactionCount", Args: []any{a, at(before)}, Result: &out[i].nonce[0]},
			rpc.BatchElem{Method: "eth_getTransactionCount", Args: []any{a, at(last)}, Result: &out[i].nonce[1]},
			rpc.BatchElem{Method: "eth_getCode", Args: []any{a, at(last)}, Result: &out[i].code[1]})
		if codeBefore {
			elems = append(elems, rpc.BatchElem{Method: "eth_getCode", Args: []any{a, at(before)}, Result: &out[i].code[0]})
		}
	}
	if err := batch(ctx, node, elems); err != nil {
		return nil, err
	}
	return out, nil
}

// readTxs reads and checks the transactions and their receipts, and
// returns them in chain order. A transaction the node does not know is an
// error, or left out with skipUnknown.
func readTxs(ctx context.Context, node Node, hashes []common.Hash, skipUnknown bool) ([]web3Tx, error) {
	txs := make([]rpcTx, len(hashes))
	rcs := make([]*rpcReceipt, len(hashes))
	var elems []rpc.BatchElem
	for i, h := range hashes {
		elems = append(elems,
			rpc.BatchElem{Method: "eth_getTransactionByHash", Args: []any{h}, Result: &txs[i]},
			rpc.BatchElem{Method: "eth_getTransactionReceipt", Args: []any{h}, Result: &rcs[i]})
	}
	if err := batch(ctx, node, elems); err != nil {
		return nil, err
	}
	out := make([]web3Tx, 0, len(hashes))
	for i, h := range hashes {
		if skipUnknown && txs[i].Hash == (common.Hash{}) {
			continue
		}
		t, err := checkTx(h, &txs[i], rcs[i])
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	sort.Slice(out, func(a, b int) bool {
		return out[a].order[0] < out[b].order[0] || out[a].order[0] == out[b].order[0] && out[a].order[1] < out[b].order[1]
	})
	return out, nil
}

// traceTxs fills in the internal transfers of successful transactions
// from the node's callTracer.
func traceTxs(ctx context.Context, node Node, out []web3Tx) error {
	elems := make([]rpc.BatchElem, len(out))
	for i := range out {
		elems[i] = rpc.BatchElem{Method: "debug_traceTransaction", Args: []any{out[i].Hash, map[string]any{"tracer": "callTracer"}}, Result: &out[i].frame}
	}
	if err := batch(ctx, node, elems); err != nil {
		return err
	}
	for i := range out {
		var f callFrame
		if err := json.Unmarshal(out[i].frame, &f); err != nil {
			return fmt.Errorf("%w: the trace of %s: %v", ErrNode, out[i].Hash, err)
		}
		if f.From != common.HexToAddress(out[i].From) {
			return fmt.Errorf("%w: the call trace of %s starts at %s, and the transaction is from %s", ErrNode, out[i].Hash, f.From.Hex(), out[i].From)
		}
		out[i].frame = nil // parsed: do not hold every trace at once
		out[i].InternalTransfers = nil
		if out[i].Status == 1 {
			out[i].InternalTransfers = transfers(f.Calls, nil)
		}
	}
	return nil
}

// balanceKey is a holder and a token, or the native balance.
type balanceKey struct {
	holder, token common.Address
	native        bool
}

// readBalances reads each balance at the two blocks named by hash.
func readBalances(ctx context.Context, node Node, keys []balanceKey, before, after common.Hash) ([]web3Balance, error) {
	type row struct {
		before, after       hexutil.Big
		beforeRaw, afterRaw hexutil.Bytes
	}
	rows := make([]row, len(keys))
	var elems []rpc.BatchElem
	at := func(h common.Hash) any { return map[string]any{"blockHash": h, "requireCanonical": true} }
	for i, k := range keys {
		if k.native {
			elems = append(elems,
				rpc.BatchElem{Method: "eth_getBalance", Args: []any{k.holder, at(before)}, Result: &rows[i].before},
				rpc.BatchElem{Method: "eth_getBalance", Args: []any{k.holder, at(after)}, Result: &rows[i].after})
			continue
		}
		call := map[string]any{"to": k.token, "data": hexutil.Bytes(balanceOf(k.holder))}
		elems = append(elems,
			rpc.BatchElem{Method: "eth_call", Args: []any{call, at(before)}, Result: &rows[i].beforeRaw},
			rpc.BatchElem{Method: "eth_call", Args: []any{call, at(after)}, Result: &rows[i].afterRaw})
	}
	if err := batch(ctx, node, elems); err != nil {
		return nil, err
	}
	out := make([]web3Balance, len(keys))
	for i, k := range keys {
		b := web3Balance{Holder: lower(k.holder), Token: "native"}
		if k.native {
			b.Before, b.After = canon.IntFromBig(rows[i].before.ToInt()), canon.IntFromBig(rows[i].after.ToInt())
		} else {
			b.Token = lower(k.token)
			for _, v := range []struct {
				raw hexutil.Bytes
				dst *canon.Int
			}{{rows[i].beforeRaw, &b.Before}, {rows[i].afterRaw, &b.After}} {
				if len(v.raw) != 32 {
					return nil, fmt.Errorf("%w: balanceOf(%s) on %s returned %d bytes, not one 32-byte word (not an ERC-20 token?)", ErrNode, b.Holder, b.Token, len(v.raw))
				}
				*v.dst = canon.IntFromBig(new(big.Int).SetBytes(v.raw))
			}
		}
		out[i] = b
	}
	return out, nil
}

func sortedKeys(m map[string]common.Address) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// checkTx refuses a transaction or receipt the node made up or mixed up,
// and converts the pair to the trace's form.
func checkTx(h common.Hash, tx *rpcTx, rc *rpcReceipt) (web3Tx, error) {
	switch {
	case tx.Hash == (common.Hash{}):
		return web3Tx{}, fmt.Errorf("%w: transaction %s is unknown to the node", ErrNode, h)
	case tx.Hash != h:
		return web3Tx{}, fmt.Errorf("%w: asked for transaction %s, got %s", ErrNode, h, tx.Hash)
	case tx.BlockNumber == nil || tx.BlockHash == nil || tx.Index == nil:
		return web3Tx{}, fmt.Errorf("%w: transaction %s is pending (not in a block yet)", ErrNode, h)
	case rc == nil:
		return web3Tx{}, fmt.Errorf("%w: transaction %s has no receipt", ErrNode, h)
	case rc.TxHash != h:
		return web3Tx{}, fmt.Errorf("%w: the receipt of %s is the receipt of %s", ErrNode, h, rc.TxHash)
	case rc.BlockHash != *tx.BlockHash || uint64(rc.BlockNumber) != uint64(*tx.BlockNumber) || rc.Index != *tx.Index:
		return web3Tx{}, fmt.Errorf("%w: the receipt of %s is in block %d (%s) at index %d, the transaction in block %d (%s) at index %d", ErrNode, h, uint64(rc.BlockNumber), rc.BlockHash, uint64(rc.Index), uint64(*tx.BlockNumber), tx.BlockHash, uint64(*tx.Index))
	case rc.From != tx.From:
		return web3Tx{}, fmt.Errorf("%w: the receipt of %s is from %s, the transaction from %s", ErrNode, h, rc.From.Hex(), tx.From.Hex())
	case rc.Status == nil || uint64(*rc.Status) > 1:
		return web3Tx{}, fmt.Errorf("%w: the receipt of %s has no status 0 or 1", ErrNode, h)
	case tx.Value == nil || tx.Value.ToInt().Sign() < 0:
		return web3Tx{}, fmt.Errorf("%w: transaction %s has no value", ErrNode, h)
	}
	if (tx.To == nil) != (rc.To == nil) || tx.To != nil && *tx.To != *rc.To {
		return web3Tx{}, fmt.Errorf("%w: the receipt of %s names another recipient", ErrNode, h)
	}
	t := web3Tx{
		Hash:        lowerHash(h),
		From:        lower(tx.From),
		Status:      uint64(*rc.Status),
		Value:       canon.IntFromBig(tx.Value.ToInt()),
		Input:       hexutil.Encode(tx.Input),
		Nonce:       uint64(tx.Nonce),
		GasUsed:     uint64(rc.GasUsed),
		BlockNumber: uint64(*tx.BlockNumber),
		Logs:        []web3Log{},
		order:       [2]uint64{uint64(*tx.BlockNumber), uint64(*tx.Index)},
	}
	if len(tx.Input) == 0 {
		t.Input = "0x"
	}
	if tx.To != nil {
		to := lower(*tx.To)
		t.To = &to
	}
	for i, l := range rc.Logs {
		if l.TxHash != h || l.BlockHash != rc.BlockHash || uint64(l.BlockNumber) != uint64(rc.BlockNumber) {
			return web3Tx{}, fmt.Errorf("%w: log %d in the receipt of %s belongs to transaction %s in block %d (%s)", ErrNode, i, h, l.TxHash, uint64(l.BlockNumber), l.BlockHash)
		}
		if l.Removed {
			return web3Tx{}, fmt.Errorf("%w: log %d of %s was removed by a reorganization", ErrReorg, i, h)
		}
		if len(l.Topics) > 4 {
			return web3Tx{}, fmt.Errorf("%w: log %d of %s has %d topics", ErrNode, i, h, len(l.Topics))
		}
		wl := web3Log{Address: lower(l.Address), Topics: []string{}, Data: hexutil.Encode(l.Data)}
		if len(l.Data) == 0 {
			wl.Data = "0x"
		}
		for _, tp := range l.Topics {
			wl.Topics = append(wl.Topics, lowerHash(tp))
		}
		t.Logs = append(t.Logs, wl)
	}
	return t, nil
}

// blockHashes reads the hashes of the blocks before and last, and checks
// that every transaction's block is still the one it was mined in.
func blockHashes(ctx context.Context, node Node, before, last uint64, txs []web3Tx) (map[uint64]common.Hash, error) {
	nums := []uint64{before, last}
	for _, t := range txs {
		nums = append(nums, t.order[0])
	}
	slices.Sort(nums)
	nums = slices.Compact(nums)
	blocks := make([]*rpcBlock, len(nums))
	elems := make([]rpc.BatchElem, len(nums))
	for i, n := range nums {
		elems[i] = rpc.BatchElem{Method: "eth_getBlockByNumber", Args: []any{hexutil.Uint64(n), false}, Result: &blocks[i]}
	}
	if err := batch(ctx, node, elems); err != nil {
		return nil, err
	}
	out := map[uint64]common.Hash{}
	for i, n := range nums {
		if blocks[i] == nil || uint64(blocks[i].Number) != n {
			return nil, fmt.Errorf("%w: block %d is missing or another block", ErrNode, n)
		}
		out[n] = blocks[i].Hash
	}
	return out, nil
}

// transfers lists the native value moved by successful internal calls, in
// call order. A frame with an error reverted, with everything under it.
func transfers(calls []callFrame, acc []web3Transfer) []web3Transfer {
	for _, c := range calls {
		if c.Error != "" {
			continue
		}
		if c.Value != nil && c.Value.ToInt().Sign() > 0 && c.To != nil {
			switch strings.ToUpper(c.Type) {
			case "CALL", "CALLCODE", "CREATE", "CREATE2", "SELFDESTRUCT":
				acc = append(acc, web3Transfer{From: lower(c.From), To: lower(*c.To), Value: canon.IntFromBig(c.Value.ToInt())})
			}
		}
		acc = transfers(c.Calls, acc)
	}
	return acc
}

// balanceOf is the calldata of ERC-20 balanceOf(holder).
func balanceOf(holder common.Address) []byte {
	b := make([]byte, 4+32)
	copy(b, []byte{0x70, 0xa0, 0x82, 0x31})
	copy(b[4+12:], holder.Bytes())
	return b
}

func lower(a common.Address) string  { return strings.ToLower(a.Hex()) }
func lowerHash(h common.Hash) string { return strings.ToLower(h.Hex()) }

// nonceRange reports whether have (sorted) is exactly the nonces from
// through to-1: what an account sent between a nonce of from and one of
// to, none missing and none twice.
func nonceRange(have []uint64, from, to uint64) bool {
	ok := to >= from && uint64(len(have)) == to-from
	for j, n := range have {
		ok = ok && n == from+uint64(j)
	}
	return ok
}
