package main

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/verify"
	"github.com/verijudge/verijudge/zk"
)

func init() {
	register(&command{name: "devchain", summary: "serve the embedded dev chain over JSON-RPC on loopback (--network dev)", run: runDevchain})
}

const devchainDoc = `
Starts the embedded dev chain (go-ethereum's simulated backend with the
Sepolia fork set: the real Sepolia EAS and SchemaRegistry bytecode,
verijudge's EvaluatorRegistry and JudgeVerifier, both schemas registered,
the embedded evaluator allowed) and serves it over HTTP JSON-RPC until
interrupted. Each transaction is mined into a block at once.

It writes a deployment record naming the chain and its URL (default
$VERIJUDGE_DEV_DEPLOYMENT, else verijudge/dev.json in the user's cache folder)
and, beside it (dev.trust.json), the chain's trust root (verijudge trust
init), which every on-chain command reads with --network dev:

  verijudge devchain &
  export VERIJUDGE_PRIVATE_KEY=…     # the owner key it prints (a public test key)
  verijudge attest --network dev rec.json
  verijudge verify --network dev rec.json
  verijudge reverify --network dev --records DIR

The chain lives in memory: it is gone when the command stops (the record
is removed then). The owner key is derived from a public name: it protects
nothing and must never hold value on a real network.

Exit codes: 0 stopped by a signal; 2 error.`

// devDeploymentPath is where `devchain` writes, and --network dev reads,
// the dev chain's deployment record.
func devDeploymentPath() string {
	if p := os.Getenv("VERIJUDGE_DEV_DEPLOYMENT"); p != "" {
		return p
	}
	// Per user, never the shared temporary folder (where another local
	// user could plant a record or a trust root). Without a user cache
	// folder, set VERIJUDGE_DEV_DEPLOYMENT.
	if d, err := os.UserCacheDir(); err == nil {
		return filepath.Join(d, "verijudge", "dev.json")
	}
	return ""
}

// devTrustPathFor is where devchain writes the trust root of the chain
// whose deployment record is at path.
func devTrustPathFor(path string) string {
	return strings.TrimSuffix(path, ".json") + ".trust.json"
}

// devRecord is the dev chain's deployment record: a deployment plus the URL.
type devRecord struct {
	RPC string `json:"rpc"`
}

func runDevchain(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("devchain", "devchain [--listen 127.0.0.1:8545] [--out FILE]", devchainDoc, stderr, stdout)
	listen := fs.String("listen", "127.0.0.1:8545", "address to serve JSON-RPC on (port 0: any free port)")
	out := fs.String("out", "", "deployment record to write (default: $VERIJUDGE_DEV_DEPLOYMENT or <user cache>/verijudge/dev.json)")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if fs.NArg() != 0 {
		return fail(stderr, fmt.Errorf("devchain takes no arguments"), "verijudge devchain --help")
	}
	path := *out
	if path == "" {
		path = devDeploymentPath()
	}
	if path == "" {
		return fail(stderr, errors.New("no user cache folder for the dev chain's record"), "set VERIJUDGE_DEV_DEPLOYMENT or pass --out FILE")
	}
	trustPath := devTrustPathFor(path)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	ln, err := net.Listen("tcp", *listen)
	if err != nil {
		return fail(stderr, err, "choose another --listen address (port 0 picks a free one)")
	}
	if host, _, _ := net.SplitHostPort(ln.Addr().String()); !net.ParseIP(host).IsLoopback() {
		fmt.Fprintf(stderr, "verijudge: warning: serving a dev chain with a public test key on %s, beyond loopback\n", ln.Addr())
	}
	dc, err := devchain.New(ctx)
	if err != nil {
		ln.Close()
		return fail(stderr, err, "")
	}
	defer dc.Close()
	// Level 4 on the dev chain: the verifier of the small profile's
	// INSECURE development keys, its program allowed.
	program := canon.MustParseHash(zk.DevSmallProgramID)
	if _, err = dc.Client.DeployDevZkVerifier(ctx, program, zk.Evaluators()); err == nil {
		err = dc.Client.AllowZkProgram(ctx, program)
	}
	dc.Deployment = dc.Client.Deployment()
	if err != nil {
		ln.Close()
		return fail(stderr, err, "")
	}
	url := "http://" + ln.Addr().String()
	rec, err := dc.Deployment.MarshalRecord("dev")
	if err == nil {
		var m map[string]any
		if err = json.Unmarshal(rec, &m); err == nil {
			m["rpc"] = url
			m["status"] = "an in-memory dev chain (verijudge devchain); gone when that process stops"
			rec, err = json.MarshalIndent(m, "", "  ")
		}
	}
	if err == nil {
		if err = os.MkdirAll(filepath.Dir(path), 0o700); err == nil {
			err = writeAtomic(path, append(rec, '\n'))
		}
	}
	if err != nil {
		ln.Close()
		return fail(stderr, err, "")
	}
	defer os.Remove(path)
	// Its trust root, computed (verify.InitTrustRoot): --network dev reads it.
	trust, err := verify.InitTrustRoot(ctx, dc.Client, verify.InitOptions{Name: "dev", ValidFrom: time.Now().Add(-time.Hour)})
	if err == nil {
		var tb []byte
		if tb, err = trust.Marshal(); err == nil {
			err = writeAtomic(trustPath, tb)
		}
	}
	if err != nil {
		ln.Close()
		return fail(stderr, err, "")
	}
	defer os.Remove(trustPath)

	srv := &http.Server{Handler: dc.Handler(), ReadHeaderTimeout: 10 * time.Second, MaxHeaderBytes: 16 << 10}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	fmt.Fprintf(stdout, "dev chain %d serving JSON-RPC at %s\n", dc.Deployment.ChainID, url)
	fmt.Fprintf(stdout, "deployment record %s (use --network dev, or --rpc %s --deployment %s)\n", path, url, path)
	fmt.Fprintf(stdout, "trust root %s (use --network dev, or --rpc %s --trust %s)\n", trustPath, url, trustPath)
	fmt.Fprintf(stdout, "owner and allowed attester %s; its key is a PUBLIC TEST KEY, dev chain only:\n",
		crypto.PubkeyToAddress(dc.Owner.PublicKey).Hex())
	fmt.Fprintf(stdout, "  export VERIJUDGE_PRIVATE_KEY=%s\n", hex.EncodeToString(crypto.FromECDSA(dc.Owner)))
	select {
	case <-ctx.Done():
	case err := <-errc:
		if !errors.Is(err, http.ErrServerClosed) {
			return fail(stderr, err, "")
		}
	}
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_ = srv.Shutdown(sctx)
	fmt.Fprintln(stdout, "dev chain stopped")
	return exitOK
}

// loadDevDeployment reads the record `devchain` wrote; it returns the
// record's path and the chain's URL.
func loadDevDeployment() (string, string, error) {
	path := devDeploymentPath()
	if path == "" {
		return "", "", errors.New("no user cache folder for the dev chain's record: set VERIJUDGE_DEV_DEPLOYMENT")
	}
	if err := checkOwned(path); err != nil {
		return "", "", err
	}
	b, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return "", "", fmt.Errorf("no dev chain running (%s does not exist): start one with 'verijudge devchain'", path)
	}
	if err != nil {
		return "", "", err
	}
	var r devRecord
	if err := json.Unmarshal(b, &r); err != nil || r.RPC == "" {
		return "", "", fmt.Errorf("%s is not a dev chain record", path)
	}
	return path, r.RPC, nil
}
