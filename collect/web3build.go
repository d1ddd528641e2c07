package collect

import (
	"encoding/json"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
)

// Web3 is the evidence of the web3 class as Go values, for a program that
// observed a run itself (its own node, its own simulated chain) and builds
// the trace without writing JSON: Web3Trace writes addresses, hashes and
// data in the class's canonical forms (lowercase hex) and amounts as
// canonical integers. A nil Transactions or Balances is evidence not
// collected (its checks fail with "missing: …"); a non-nil empty one says
// there was none. CollectWeb3 builds the same evidence from a node.
type Web3 struct {
	// ChainID, when not 0, is recorded as evidence.chainId.
	ChainID uint64
	// ForkBlock, when set, is the block whose state is "before".
	ForkBlock *uint64
	// Actors name addresses for the checks.
	Actors       map[string]common.Address
	Transactions []Tx
	Balances     []Balance
	// Coverage says what the observation covered; nil records none.
	Coverage *Coverage
}

// Tx is one evidence.transactions[] entry. Status is 1 (success) or 0.
// Nonce, GasUsed and BlockNumber are recorded when set; a nil Value is 0
// and a nil Input is empty. InternalTransfers are recorded when non-nil.
type Tx struct {
	Hash              common.Hash
	From              common.Address
	To                *common.Address // nil: a contract creation
	Status            uint64
	Value             *big.Int
	Input             []byte
	Nonce             *uint64
	GasUsed           *uint64
	BlockNumber       *uint64
	Logs              []TxLog
	InternalTransfers []Transfer
}

// TxLog is a receipt's log.
type TxLog struct {
	Address common.Address
	Topics  []common.Hash
	Data    []byte
}

// Transfer is native value moved by an internal call.
type Transfer struct {
	From, To common.Address
	Value    *big.Int
}

// Balance is one holder's balance of a token (nil: the native currency)
// before and after the run.
type Balance struct {
	Holder        common.Address
	Token         *common.Address
	Before, After *big.Int
}

// Coverage is evidence.coverage: the window observed (both or neither of
// FromBlock and ToBlock), the senders whose every transaction in it is in
// the trace, and whether internal transfers were collected (nil: not
// said; false: no_outflow_outside cannot pass on a successful
// transaction).
type Coverage struct {
	FromBlock, ToBlock *uint64
	Senders            []common.Address
	InternalTransfers  *bool
}

// Web3Trace assembles a web3 trace from its ids, spec and evidence, as
// CodeTrace does for code: the caps first, with the member named, then
// the embedded evaluator, which must judge it. It returns the canonical
// JSON; nothing is returned with an error.
func Web3Trace(ids IDs, spec []byte, ev *Web3) ([]byte, error) {
	if err := specClass(spec, judge.ClassWeb3); err != nil {
		return nil, err
	}
	if ev == nil {
		ev = &Web3{}
	}
	m, err := ev.evidence()
	if err != nil {
		return nil, err
	}
	evJSON, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	return finish(ids, spec, evJSON)
}

// evidence converts to the trace's members, refusing what a trace cannot
// hold with the member named.
func (w *Web3) evidence() (map[string]any, error) {
	m := map[string]any{}
	if w.ChainID != 0 {
		if w.ChainID > limits.MaxSafeInteger {
			return nil, fmt.Errorf("%w: evidence.chainId %d is above 2^53-1", ErrLimit, w.ChainID)
		}
		m["chainId"] = w.ChainID
	}
	if w.ForkBlock != nil {
		m["forkBlock"] = *w.ForkBlock
	}
	if w.Actors != nil {
		actors := map[string]string{}
		for name, a := range w.Actors {
			actors[name] = lower(a)
		}
		m["actors"] = actors
	}
	if w.Transactions != nil {
		if len(w.Transactions) > limits.MaxWeb3Items {
			return nil, fmt.Errorf("%w: %d transactions, over %d", ErrLimit, len(w.Transactions), limits.MaxWeb3Items)
		}
		txs := make([]map[string]any, len(w.Transactions))
		for i, t := range w.Transactions {
			x, err := t.evidence(fmt.Sprintf("evidence.transactions[%d]", i))
			if err != nil {
				return nil, err
			}
			txs[i] = x
		}
		m["transactions"] = txs
	}
	if w.Balances != nil {
		if len(w.Balances) > limits.MaxWeb3Items {
			return nil, fmt.Errorf("%w: %d balances, over %d", ErrLimit, len(w.Balances), limits.MaxWeb3Items)
		}
		bs := make([]web3Balance, len(w.Balances))
		for i, b := range w.Balances {
			if b.Before == nil || b.After == nil {
				return nil, fmt.Errorf("%w: evidence.balances[%d] needs both before and after", ErrSpec, i)
			}
			bs[i] = web3Balance{Holder: lower(b.Holder), Token: "native", Before: canon.IntFromBig(b.Before), After: canon.IntFromBig(b.After)}
			if b.Token != nil {
				bs[i].Token = lower(*b.Token)
			}
		}
		m["balances"] = bs
	}
	if c := w.Coverage; c != nil {
		cv := map[string]any{}
		if (c.FromBlock == nil) != (c.ToBlock == nil) {
			return nil, fmt.Errorf("%w: evidence.coverage: FromBlock and ToBlock go together", ErrSpec)
		}
		if c.FromBlock != nil {
			cv["fromBlock"], cv["toBlock"] = *c.FromBlock, *c.ToBlock
		}
		if c.Senders != nil {
			ss := make([]string, len(c.Senders))
			for i, a := range c.Senders {
				ss[i] = lower(a)
			}
			cv["senders"] = ss
		}
		if c.InternalTransfers != nil {
			cv["internalTransfers"] = *c.InternalTransfers
		}
		m["coverage"] = cv
	}
	return m, nil
}

func (t *Tx) evidence(at string) (map[string]any, error) {
	if t.Status > 1 {
		return nil, fmt.Errorf("%w: %s.status is %d, not 0 or 1", ErrSpec, at, t.Status)
	}
	x := map[string]any{"hash": lowerHash(t.Hash), "from": lower(t.From), "to": nil, "status": t.Status}
	if t.To != nil {
		x["to"] = lower(*t.To)
	}
	if t.Value != nil {
		x["value"] = canon.IntFromBig(t.Value)
	}
	if t.Input != nil {
		x["input"] = hexutil.Encode(t.Input)
	}
	for k, v := range map[string]*uint64{"nonce": t.Nonce, "gasUsed": t.GasUsed, "blockNumber": t.BlockNumber} {
		if v != nil {
			x[k] = *v
		}
	}
	if t.Logs != nil {
		logs := make([]web3Log, len(t.Logs))
		for i, l := range t.Logs {
			if len(l.Topics) > 4 {
				return nil, fmt.Errorf("%w: %s.logs[%d] has %d topics, at most 4", ErrSpec, at, i, len(l.Topics))
			}
			logs[i] = web3Log{Address: lower(l.Address), Topics: make([]string, len(l.Topics)), Data: hexutil.Encode(l.Data)}
			for j, tp := range l.Topics {
				logs[i].Topics[j] = lowerHash(tp)
			}
		}
		x["logs"] = logs
	}
	if t.InternalTransfers != nil {
		its := make([]web3Transfer, len(t.InternalTransfers))
		for i, it := range t.InternalTransfers {
			if it.Value == nil {
				return nil, fmt.Errorf("%w: %s.internalTransfers[%d] has no value", ErrSpec, at, i)
			}
			its[i] = web3Transfer{From: lower(it.From), To: lower(it.To), Value: canon.IntFromBig(it.Value)}
		}
		x["internalTransfers"] = its
	}
	return x, nil
}
