package collect_test

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"strconv"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/chain/chaintest"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/collect"
	"github.com/verijudge/verijudge/collect/collecttest"
)

// sendTransfers signs n native transfers from key to ten payees and
// sends them through ec, then waits (after commit, if given) for the last
// one's receipt.
func sendTransfers(b *testing.B, ec *ethclient.Client, key *ecdsa.PrivateKey, n int, commit func()) []common.Hash {
	ctx := context.Background()
	from := crypto.PubkeyToAddress(key.PublicKey)
	id, err := ec.ChainID(ctx)
	require.NoError(b, err)
	nonce, err := ec.PendingNonceAt(ctx, from)
	require.NoError(b, err)
	head, err := ec.HeaderByNumber(ctx, nil)
	require.NoError(b, err)
	fee := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(4)), big.NewInt(1e9))
	hashes := make([]common.Hash, n)
	for i := range n {
		to := common.BigToAddress(big.NewInt(int64(0x1000 + i%10)))
		tx, err := types.SignTx(types.NewTx(&types.DynamicFeeTx{ChainID: id, Nonce: nonce + uint64(i), GasTipCap: big.NewInt(1e9), GasFeeCap: fee, Gas: 21000, To: &to, Value: big.NewInt(int64(1 + i))}),
			types.LatestSignerForChainID(id), key)
		require.NoError(b, err)
		require.NoError(b, ec.SendTransaction(ctx, tx))
		hashes[i] = tx.Hash()
	}
	if commit != nil {
		commit()
	}
	deadline := time.Now().Add(5 * time.Minute)
	for {
		if _, err := ec.TransactionReceipt(ctx, hashes[n-1]); err == nil {
			return hashes
		}
		require.True(b, time.Now().Before(deadline), "the last transaction was not mined")
		time.Sleep(100 * time.Millisecond)
	}
}

// benchWeb3 collects the transactions, traced, and re-checks them against
// their source: the figures of docs/benchmarks.md's web3 rows.
func benchWeb3(b *testing.B, url string, from common.Address, hashes []common.Hash) {
	ctx := context.Background()
	n := len(hashes)
	node, err := collect.Dial(ctx, url, collect.DialOptions{})
	require.NoError(b, err)
	defer node.Close()
	in := collect.Web3Inputs{
		IDs:    collect.IDs{TrialID: "bench", TaskID: "many", BuildID: "b"},
		Spec:   []byte(`{"evidenceClass":"web3","checks":[{"name":"ok","kind":"tx_succeeded"},{"name":"count","kind":"tx_count","op":"eq","value":` + strconv.Itoa(n) + `}]}`),
		Txs:    hashes,
		Actors: map[string]common.Address{"agent": from},
	}
	var trace []byte
	b.Run("collect", func(b *testing.B) {
		for b.Loop() {
			res, err := collect.CollectWeb3(ctx, node, in)
			require.NoError(b, err)
			require.Equal(b, n, res.Transactions)
			trace = res.Trace
		}
	})
	b.Run("check", func(b *testing.B) {
		for b.Loop() {
			rep, err := collect.CheckWeb3Source(ctx, node, trace)
			require.NoError(b, err)
			require.True(b, rep.OK(), "%v", rep.Differences)
		}
	})
}

// BenchmarkWeb3Geth: transactions from a real geth --dev over loopback,
// collected with the call tracer, and re-checked. geth --dev mines each
// transaction in a block of its own and keeps the state of the last 128
// blocks only, which tracing needs: 100 transactions here (more need an
// archive node).
//
//	go test ./collect -run XXX -bench Web3 -benchtime 2x
func BenchmarkWeb3Geth(b *testing.B) {
	g := chaintest.StartGeth(b, "eth", "net", "web3", "debug")
	key := devchain.Key("bench-web3")
	g.Fund(b, key, new(big.Int).Lsh(big.NewInt(1), 70))
	ec, err := ethclient.Dial(g.URL)
	require.NoError(b, err)
	defer ec.Close()
	benchWeb3(b, g.URL, crypto.PubkeyToAddress(key.PublicKey), sendTransfers(b, ec, key, 100, nil))
}

// BenchmarkWeb3GethArchive: 1,000 transactions from a real geth --dev
// archive node (every block's state kept, so each can be traced),
// collected over loopback with the call tracer, and re-checked: the
// issue's 1,000-transaction targets.
//
//	go test ./collect -run XXX -bench Web3GethArchive -benchtime 1x
func BenchmarkWeb3GethArchive(b *testing.B) {
	g := chaintest.StartArchiveGeth(b, "eth", "net", "web3", "debug")
	key := devchain.Key("bench-web3-archive")
	g.Fund(b, key, new(big.Int).Lsh(big.NewInt(1), 70))
	ec, err := ethclient.Dial(g.URL)
	require.NoError(b, err)
	defer ec.Close()
	benchWeb3(b, g.URL, crypto.PubkeyToAddress(key.PublicKey), sendTransfers(b, ec, key, 1000, nil))
}

// BenchmarkWeb3DevChain: 1,000 transactions in one block of the embedded
// dev chain, collected over JSON-RPC with the call tracer, and re-checked.
func BenchmarkWeb3DevChain(b *testing.B) {
	dc, url := collecttest.DevServer(b)
	ec, err := ethclient.Dial(url)
	require.NoError(b, err)
	defer ec.Close()
	// Sent in process, so that one Commit mines them all into one block.
	sim, ok := dc.Backend.Client().(*ethclient.Client)
	require.True(b, ok)
	hashes := sendTransfers(b, sim, dc.Owner, 1000, func() { dc.Backend.Commit() })
	benchWeb3(b, url, crypto.PubkeyToAddress(dc.Owner.PublicKey), hashes)
}
