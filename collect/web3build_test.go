package collect_test

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/collect"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
)

// typedWeb3 reads a trace's web3 evidence into the typed builder's
// values, the way a Go program holding go-ethereum values would have them.
func typedWeb3(t *testing.T, trace []byte) (collect.IDs, []byte, *collect.Web3) {
	var tr struct {
		TrialID, TaskID, BuildID string
		Spec                     json.RawMessage
		Evidence                 struct {
			ChainID      *uint64           `json:"chainId"`
			ForkBlock    *uint64           `json:"forkBlock"`
			Actors       map[string]string `json:"actors"`
			Transactions []struct {
				Hash, From  string
				To          *string
				Status      uint64
				Value       *canon.Int
				Input       *string
				Nonce       *uint64
				GasUsed     *uint64 `json:"gasUsed"`
				BlockNumber *uint64 `json:"blockNumber"`
				Logs        []struct {
					Address string
					Topics  []string
					Data    string
				}
				InternalTransfers []struct {
					From, To string
					Value    canon.Int
				} `json:"internalTransfers"`
			}
			Balances []struct {
				Holder, Token string
				Before, After canon.Int
			}
		}
	}
	require.NoError(t, json.Unmarshal(trace, &tr))
	ev := &collect.Web3{ForkBlock: tr.Evidence.ForkBlock}
	if tr.Evidence.ChainID != nil {
		ev.ChainID = *tr.Evidence.ChainID
	}
	if tr.Evidence.Actors != nil {
		ev.Actors = map[string]common.Address{}
		for k, v := range tr.Evidence.Actors {
			ev.Actors[k] = common.HexToAddress(v)
		}
	}
	if tr.Evidence.Transactions != nil {
		ev.Transactions = []collect.Tx{}
	}
	for _, x := range tr.Evidence.Transactions {
		tx := collect.Tx{Hash: common.HexToHash(x.Hash), From: common.HexToAddress(x.From), Status: x.Status,
			Nonce: x.Nonce, GasUsed: x.GasUsed, BlockNumber: x.BlockNumber}
		if x.To != nil {
			to := common.HexToAddress(*x.To)
			tx.To = &to
		}
		if x.Value != nil {
			tx.Value = x.Value.Big()
		}
		if x.Input != nil {
			tx.Input = hexutil.MustDecode(*x.Input)
		}
		if x.Logs != nil {
			tx.Logs = []collect.TxLog{}
		}
		for _, l := range x.Logs {
			tl := collect.TxLog{Address: common.HexToAddress(l.Address), Data: hexutil.MustDecode(l.Data), Topics: []common.Hash{}}
			for _, tp := range l.Topics {
				tl.Topics = append(tl.Topics, common.HexToHash(tp))
			}
			tx.Logs = append(tx.Logs, tl)
		}
		if x.InternalTransfers != nil {
			tx.InternalTransfers = []collect.Transfer{}
		}
		for _, it := range x.InternalTransfers {
			tx.InternalTransfers = append(tx.InternalTransfers, collect.Transfer{From: common.HexToAddress(it.From), To: common.HexToAddress(it.To), Value: it.Value.Big()})
		}
		ev.Transactions = append(ev.Transactions, tx)
	}
	if tr.Evidence.Balances != nil {
		ev.Balances = []collect.Balance{}
	}
	for _, b := range tr.Evidence.Balances {
		bal := collect.Balance{Holder: common.HexToAddress(b.Holder), Before: b.Before.Big(), After: b.After.Big()}
		if b.Token != "native" {
			tok := common.HexToAddress(b.Token)
			bal.Token = &tok
		}
		ev.Balances = append(ev.Balances, bal)
	}
	return collect.IDs{TrialID: tr.TrialID, TaskID: tr.TaskID, BuildID: tr.BuildID}, tr.Spec, ev
}

// TestWeb3TraceBuildsTheSuite: every web3 trace of the fixture suite,
// rebuilt from typed Go values, is the suite's canonical trace byte for
// byte: addresses, hashes and data lowercase, amounts canonical, members
// present exactly when given.
func TestWeb3TraceBuildsTheSuite(t *testing.T) {
	cases, err := fixtures.Suite()
	require.NoError(t, err)
	n := 0
	for _, c := range cases {
		canonical, err := canon.CanonicalizeTrace(c.Trace)
		require.NoError(t, err)
		var head struct {
			Spec struct{ EvidenceClass string }
		}
		require.NoError(t, json.Unmarshal(canonical, &head))
		if head.Spec.EvidenceClass != judge.ClassWeb3 {
			continue
		}
		ids, spec, ev := typedWeb3(t, canonical)
		got, err := collect.Web3Trace(ids, spec, ev)
		require.NoError(t, err, c.Name())
		require.Equal(t, string(canonical), string(got), c.Name())
		n++
	}
	assert.GreaterOrEqual(t, n, 20, "the suite's web3 traces")
}

// TestWeb3TraceRefuses: what a trace cannot hold is refused with the
// member named, before or by the evaluator; nothing is returned.
func TestWeb3TraceRefuses(t *testing.T) {
	ids := collect.IDs{TrialID: "t", TaskID: "k", BuildID: "b"}
	spec := []byte(`{"evidenceClass":"web3","checks":[{"name":"ok","kind":"tx_succeeded"}]}`)
	tx := func() collect.Tx {
		return collect.Tx{Hash: common.Hash{1}, From: common.Address{2}, Status: 1, Value: big.NewInt(5)}
	}
	no := false
	one := uint64(1)
	for name, tc := range map[string]struct {
		ev   *collect.Web3
		want error
	}{
		"status 2": {&collect.Web3{Transactions: []collect.Tx{func() collect.Tx { x := tx(); x.Status = 2; return x }()}}, collect.ErrSpec},
		"five topics": {&collect.Web3{Transactions: []collect.Tx{func() collect.Tx {
			x := tx()
			x.Logs = []collect.TxLog{{Topics: make([]common.Hash, 5)}}
			return x
		}()}}, collect.ErrSpec},
		"a transfer without value": {&collect.Web3{Transactions: []collect.Tx{func() collect.Tx {
			x := tx()
			x.InternalTransfers = []collect.Transfer{{}}
			return x
		}()}}, collect.ErrSpec},
		"a balance without after": {&collect.Web3{Balances: []collect.Balance{{Before: big.NewInt(1)}}}, collect.ErrSpec},
		"half a window":           {&collect.Web3{Coverage: &collect.Coverage{FromBlock: &one}}, collect.ErrSpec},
		"too many transactions":   {&collect.Web3{Transactions: make([]collect.Tx, limits.MaxWeb3Items+1)}, collect.ErrLimit},
		"a chain id above 2^53":   {&collect.Web3{ChainID: 1 << 60}, collect.ErrLimit},
		"transfers recorded though not collected": {&collect.Web3{Coverage: &collect.Coverage{InternalTransfers: &no},
			Transactions: []collect.Tx{func() collect.Tx { x := tx(); x.InternalTransfers = []collect.Transfer{}; return x }()}}, judge.ErrInvalidTrace},
		"an actor name the evaluator refuses": {&collect.Web3{Actors: map[string]common.Address{"-bad": {}}}, judge.ErrInvalidTrace},
	} {
		t.Run(name, func(t *testing.T) {
			got, err := collect.Web3Trace(ids, spec, tc.ev)
			require.ErrorIs(t, err, tc.want)
			require.Nil(t, got)
		})
	}
	// A big value and a negative balance delta are written canonically.
	huge, _ := new(big.Int).SetString("123456789012345678901234567890", 10)
	got, err := collect.Web3Trace(ids, spec, &collect.Web3{Transactions: []collect.Tx{{Hash: common.Hash{1}, From: common.HexToAddress("0xAbCdEf0000000000000000000000000000000001"), Status: 1, Value: huge}}})
	require.NoError(t, err)
	assert.Contains(t, string(got), `"value":{"$n":"123456789012345678901234567890"}`)
	assert.Contains(t, string(got), `"from":"0xabcdef0000000000000000000000000000000001"`)
	assert.False(t, strings.Contains(string(got), "AbCd"))
}
