package main_test

import (
	"context"
	"encoding/json"
	"math/big"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/chain/devchain"
)

// TestTraceWeb3CLI runs 'trace web3' against the dev chain over JSON-RPC:
// a node without the call tracer is refused unless the gap is accepted by
// name, and the trace written is judged as the chain says.
func TestTraceWeb3CLI(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	srv := httptest.NewServer(dc.Handler())
	defer srv.Close()

	ec, err := ethclient.Dial(srv.URL)
	require.NoError(t, err)
	defer ec.Close()
	from := crypto.PubkeyToAddress(dc.Owner.PublicKey)
	merchant := common.HexToAddress("0x0f3df2ba74fc44f11d77a1f380ae395823767fd2")
	nonce, err := ec.PendingNonceAt(ctx, from)
	require.NoError(t, err)
	id, err := ec.ChainID(ctx)
	require.NoError(t, err)
	head, err := ec.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	tx, err := types.SignTx(types.NewTx(&types.DynamicFeeTx{ChainID: id, Nonce: nonce, GasTipCap: big.NewInt(1e9),
		GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), big.NewInt(1e9)), Gas: 21000, To: &merchant, Value: big.NewInt(12345)}),
		types.LatestSignerForChainID(id), dc.Owner)
	require.NoError(t, err)
	require.NoError(t, ec.SendTransaction(ctx, tx))

	dir := t.TempDir()
	spec := filepath.Join(dir, "spec.json")
	require.NoError(t, os.WriteFile(spec, []byte(`{"evidenceClass":"web3","checks":[
		{"name":"ok","kind":"tx_succeeded"},
		{"name":"paid","kind":"balance_delta","holder":"merchant","token":"native","op":"eq","amount":12345}]}`), 0o644))
	out := filepath.Join(dir, "t.json")
	args := []string{"trace", "web3", "--rpc", srv.URL, "--spec", spec, "--trial", "t1", "--task", "pay", "--build", "b1",
		"--tx", tx.Hash().Hex(), "--actor", "agent=" + from.Hex(), "--actor", "merchant=" + merchant.Hex(), "--chain-id", id.String(), "--out", out}

	r := run(t, args...)
	require.Equal(t, 2, r.code, r.stderr)
	require.Contains(t, r.stderr, "no call tracer")
	require.Contains(t, r.stderr, "hint: use a node with the debug API")
	require.NoFileExists(t, out)

	r = run(t, append(args, "--chain-id", "11155111")...)
	require.Equal(t, 2, r.code)
	require.Contains(t, r.stderr, "another chain")

	r = run(t, append(args, "--without-internal-transfers-unsafe", "--json")...)
	require.Equal(t, 0, r.code, r.stderr)
	require.Contains(t, r.stderr, "warning: --without-internal-transfers-unsafe")
	var res struct {
		Status    string `json:"status"`
		Collected struct {
			Transactions int  `json:"transactions"`
			Traced       bool `json:"traced"`
		} `json:"collected"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &res))
	require.Equal(t, "SUCCESS", res.Status)
	require.Equal(t, 1, res.Collected.Transactions)
	require.False(t, res.Collected.Traced)
	r = run(t, "judge", "--json", out)
	require.Equal(t, 0, r.code)
	require.Contains(t, r.stdout, `"actual":"12345"`)
}
