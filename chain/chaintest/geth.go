// Package chaintest starts a real `geth --dev` node on loopback for tests
// that must talk JSON-RPC to a real Ethereum node, and funds a test key
// from its developer account. TEST-ONLY.
package chaintest

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"
)

// Geth is a running `geth --dev` process.
type Geth struct {
	URL string
	cmd *exec.Cmd
}

// Binary finds geth ($VERIJUDGE_GETH, or geth on PATH). It skips the test
// without one, except under CI=true, where .ci/run installs it.
func Binary(t testing.TB) string {
	if p := os.Getenv("VERIJUDGE_GETH"); p != "" {
		return p
	}
	p, err := exec.LookPath("geth")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("geth is required under CI=true (.ci/run installs it and sets VERIJUDGE_GETH)")
		}
		t.Skip("no geth: set VERIJUDGE_GETH or put geth on PATH")
	}
	return p
}

func freePort(t testing.TB) int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// StartGeth starts `geth --dev` with HTTP JSON-RPC on a loopback port and
// waits until it answers. It is killed when the test ends (its log is
// printed if the test failed).
//
// api names the JSON-RPC namespaces served (default "eth,net,web3"; the
// web3 collector's tests add "debug" for the call tracer).
func StartGeth(t testing.TB, api ...string) *Geth { return startGeth(t, false, api) }

// StartArchiveGeth is StartGeth with an archive node (--gcmode archive,
// hash state scheme): the state of every block is kept, so transactions
// of any age can be traced (a plain --dev node keeps the last 128
// blocks').
func StartArchiveGeth(t testing.TB, api ...string) *Geth { return startGeth(t, true, api) }

func startGeth(t testing.TB, archive bool, api []string) *Geth {
	bin := Binary(t)
	port := freePort(t)
	dir := t.TempDir()
	apis := "eth,net,web3"
	if len(api) > 0 {
		apis = strings.Join(api, ",")
	}
	cmd := exec.Command(bin, "--dev", "--dev.period", "0", "--datadir", filepath.Join(dir, "data"),
		"--http", "--http.addr", "127.0.0.1", "--http.port", fmt.Sprint(port), "--http.api", apis,
		"--nodiscover", "--maxpeers", "0", "--ipcdisable", "--authrpc.port", fmt.Sprint(freePort(t)), "--verbosity", "2")
	if archive {
		cmd.Args = append(cmd.Args, "--gcmode", "archive", "--state.scheme", "hash")
	}
	logf, err := os.Create(filepath.Join(dir, "geth.log"))
	require.NoError(t, err)
	cmd.Stdout, cmd.Stderr = logf, logf
	require.NoError(t, cmd.Start())
	g := &Geth{URL: fmt.Sprintf("http://127.0.0.1:%d", port), cmd: cmd}
	t.Cleanup(func() {
		g.Kill()
		if t.Failed() {
			b, _ := os.ReadFile(filepath.Join(dir, "geth.log"))
			t.Logf("geth log:\n%s", b)
		}
	})
	deadline := time.Now().Add(time.Minute)
	for {
		ec, err := ethclient.Dial(g.URL)
		if err == nil {
			_, err = ec.ChainID(context.Background())
			ec.Close()
			if err == nil {
				return g
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("geth did not answer on %s: %v", g.URL, err)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// Kill stops the node (idempotent).
func (g *Geth) Kill() {
	if g.cmd.Process != nil {
		g.cmd.Process.Kill()
		g.cmd.Wait()
	}
}

// Fund sends value wei from geth's unlocked developer account to key's
// address and waits until it arrives.
func (g *Geth) Fund(t testing.TB, key *ecdsa.PrivateKey, value *big.Int) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	rc, err := rpc.DialContext(ctx, g.URL)
	require.NoError(t, err)
	defer rc.Close()
	var accounts []common.Address
	require.NoError(t, rc.CallContext(ctx, &accounts, "eth_accounts"))
	require.NotEmpty(t, accounts, "geth --dev has no developer account")
	me := crypto.PubkeyToAddress(key.PublicKey)
	var tx common.Hash
	require.NoError(t, rc.CallContext(ctx, &tx, "eth_sendTransaction", map[string]any{
		"from": accounts[0], "to": me, "value": (*hexutil.Big)(value)}))
	ec := ethclient.NewClient(rc)
	for {
		b, err := ec.BalanceAt(ctx, me, nil)
		if err == nil && b.Sign() > 0 {
			return
		}
		select {
		case <-ctx.Done():
			t.Fatalf("funding %s: %v", me, ctx.Err())
		case <-time.After(100 * time.Millisecond):
		}
	}
}
