package main_test

import (
	"bufio"
	"context"
	"encoding/hex"
	"encoding/json"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/rogpeppe/go-internal/testscript"

	"github.com/verijudge/verijudge/chain/devchain"
)

// TestScripts runs the black-box scripts in testdata/script, one per
// command or surface: each runs the built binary (on $PATH as verijudge)
// in a fresh folder, with $SUITE the fixture suite's traces. A script
// states the exact output lines a user relies on and the exit codes.
func TestScripts(t *testing.T) {
	suite, err := filepath.Abs(filepath.Join("..", "..", "fixtures", "testdata", "suite"))
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{
		Dir:                 filepath.Join("testdata", "script"),
		RequireExplicitExec: true,
		Cmds: map[string]func(*testscript.TestScript, bool, []string){
			"devchain": scriptDevchain,
			"simchain": scriptSimchain,
		},
		Setup: func(env *testscript.Env) error {
			env.Setenv("PATH", filepath.Dir(bin)+string(os.PathListSeparator)+env.Getenv("PATH"))
			env.Setenv("SUITE", suite)
			// The dev chain's files and caches stay inside the script's folder.
			env.Setenv("XDG_CONFIG_HOME", filepath.Join(env.WorkDir, ".config"))
			env.Setenv("XDG_CACHE_HOME", filepath.Join(env.WorkDir, ".cache"))
			return nil
		},
	})
}

// scriptDevchain is the script command "devchain": it starts 'verijudge
// devchain' on a free loopback port for the rest of the script and sets
// $RPC, $VERIJUDGE_PRIVATE_KEY and $OWNER_KEY (its public test owner key),
// $VERIJUDGE_DEV_DEPLOYMENT, $EAS and $SCHEMA_REGISTRY (the dev chain's
// EAS, from its deployment record) with $EAS_CREATION and
// $SCHEMA_REGISTRY_CREATION, and $OTHER_KEY and $OTHER_ADDRESS (a
// funded key that is neither owner nor attester).
func scriptDevchain(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 0 {
		ts.Fatalf("usage: devchain")
	}
	rec := ts.MkAbs("dev.json")
	cmd := exec.Command(bin, "devchain", "--listen", "127.0.0.1:0")
	cmd.Env = append(os.Environ(), "VERIJUDGE_DEV_DEPLOYMENT="+rec)
	stdout, err := cmd.StdoutPipe()
	ts.Check(err)
	ts.Check(cmd.Start())
	ts.Defer(func() {
		_ = cmd.Process.Signal(os.Interrupt)
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
		}
	})
	sc := bufio.NewScanner(stdout)
	var rpc, key string
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if u, ok := strings.CutPrefix(line, "dev chain 1337 serving JSON-RPC at "); ok {
			rpc = u
		}
		if k, ok := strings.CutPrefix(line, "export VERIJUDGE_PRIVATE_KEY="); ok {
			key = k
			break
		}
	}
	if rpc == "" || key == "" {
		ts.Fatalf("devchain did not start")
	}
	go func() {
		for sc.Scan() {
		}
	}()
	b, err := os.ReadFile(rec)
	ts.Check(err)
	var dep struct {
		EAS, SchemaRegistry string
		Creations           struct{ EAS, SchemaRegistry string }
	}
	ts.Check(json.Unmarshal(b, &dep))
	ts.Setenv("EAS_CREATION", dep.Creations.EAS)
	ts.Setenv("SCHEMA_REGISTRY_CREATION", dep.Creations.SchemaRegistry)
	ts.Setenv("RPC", rpc)
	ts.Setenv("VERIJUDGE_PRIVATE_KEY", key)
	ts.Setenv("OWNER_KEY", key)
	ts.Setenv("VERIJUDGE_DEV_DEPLOYMENT", rec)
	// A funded key of the dev chain that is neither owner nor attester.
	ts.Setenv("OTHER_KEY", hex.EncodeToString(crypto.FromECDSA(devchain.Key("other"))))
	ts.Setenv("OTHER_ADDRESS", crypto.PubkeyToAddress(devchain.Key("other").PublicKey).Hex())
	ts.Setenv("EAS", dep.EAS)
	ts.Setenv("SCHEMA_REGISTRY", dep.SchemaRegistry)
}

// scriptSimchain is the script command "simchain CHAINID": a simulated
// chain with another chain id (provisioned like the dev chain, its EAS at
// fresh addresses), served on loopback from the test process for the rest
// of the script, at $SIM_RPC, its deployment record in sim.json. Chain id
// 11155111 looks like Sepolia to a client and holds none of Sepolia's
// contracts.
func scriptSimchain(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: simchain CHAINID")
	}
	id, err := strconv.ParseUint(args[0], 10, 64)
	ts.Check(err)
	d, err := devchain.NewWithChainID(context.Background(), id)
	ts.Check(err)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	ts.Check(err)
	srv := &http.Server{Handler: d.Handler(), ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)
	ts.Defer(func() {
		srv.Close()
		d.Close()
	})
	ts.Setenv("SIM_RPC", "http://"+ln.Addr().String())
	rec, err := d.Deployment.MarshalRecord("sim")
	ts.Check(err)
	ts.Check(os.WriteFile(ts.MkAbs("sim.json"), rec, 0o644))
}
