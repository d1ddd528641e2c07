//go:build verijudge_demo

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/collect"
	"github.com/verijudge/verijudge/fixtures/agent"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/verify"
)

// demoRun is the demo's "your own run" section (docs/collect.md): a
// scripted payment agent acts on the dev chain over JSON-RPC, an honest
// build and one that leaks through the router; each run's transactions are
// collected from the node, judged, attested, and re-verified online with
// the evidence held against the chain; the leaky trace with its leak
// dropped is refused by that check. Then a small Go module's tests run
// under collect.Run, whose trace is judged and (online) attested and
// re-verified the same way.
func demoRun(ctx context.Context, dc *devchain.Chain, client *chain.Client, dir string) ([]demoTEERow, int) {
	var d demoRows
	row := d.add
	rdir := filepath.Join(dir, "run")
	if err := os.MkdirAll(rdir, 0o755); err != nil {
		row(false, "%v", err)
		return d.rows, d.bad
	}
	if dc != nil {
		demoWeb3Run(ctx, dc, client, rdir, row)
	}
	demoCodeRun(ctx, client, rdir, row)
	return d.rows, d.bad
}

func demoWeb3Run(ctx context.Context, dc *devchain.Chain, client *chain.Client, dir string, row func(bool, string, ...any)) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		row(false, "serving the dev chain: %v", err)
		return
	}
	srv := &http.Server{Handler: dc.Handler(), ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = srv.Serve(ln) }()
	defer srv.Close()
	url := "http://" + ln.Addr().String()

	// Two agents: the honest build as the dev chain's funded "other" key,
	// the leaky one as a key "other" funds first (outside both runs).
	honestKey, leakyKey := devchain.Key("other"), devchain.Key("demo-leaky")
	ec, err := ethclient.DialContext(ctx, url)
	if err != nil {
		row(false, "dialing the dev chain: %v", err)
		return
	}
	leakyAddr := crypto.PubkeyToAddress(leakyKey.PublicKey)
	if _, err := agent.Send(ctx, ec, honestKey, &leakyAddr, new(big.Int).Lsh(big.NewInt(1), 62), nil); err != nil {
		ec.Close()
		row(false, "funding the leaky agent: %v", err)
		return
	}
	ec.Close()
	node, err := collect.Dial(ctx, url, collect.DialOptions{})
	if err != nil {
		row(false, "%v", err)
		return
	}
	defer node.Close()

	var leaky *judge.Record
	for _, b := range []struct {
		build string
		leaks bool
	}{{build: "honest"}, {build: "leaky", leaks: true}} {
		key := honestKey
		if b.leaks {
			key = leakyKey
		}
		run, err := agent.Play(ctx, url, key, b.leaks)
		if err != nil {
			row(false, "the %s agent: %v", b.build, err)
			return
		}
		col, err := collect.CollectWeb3(ctx, node, run.Inputs(collect.IDs{TrialID: "demo-run-web3-" + b.build, TaskID: "pay-merchant", BuildID: b.build}, chain.DevChainID))
		if err != nil {
			row(false, "collecting the %s run: %v", b.build, err)
			return
		}
		rec, err := judge.NewRecord(col.Trace, judge.Embedded())
		if err != nil {
			row(false, "%v", err)
			return
		}
		want := judge.StatusSuccess
		why := ""
		if b.leaks {
			want = judge.StatusFailure
			for _, c := range rec.Verdict.Checks {
				if !c.Pass {
					why = fmt.Sprintf(" (%s: %s)", c.Name, c.Actual)
				}
			}
			leaky = rec
		}
		row(rec.Verdict.Status == want, "%s agent: %d transactions, %d internal transfers and %d balances collected from the node (callTracer), judged %s%s",
			b.build, col.Transactions, col.InternalTransfers, col.Balances, rec.Verdict.Status, why)
		demoAttestVerify(ctx, client, node, rec, filepath.Join(dir, "web3-"+b.build+".record.json"), row)
	}

	// The leak's transaction dropped from the leaky trace: its verdict
	// reproduces (SUCCESS), the evidence does not.
	var m map[string]any
	if err := json.Unmarshal(leaky.Trace, &m); err != nil {
		row(false, "%v", err)
		return
	}
	ev := m["evidence"].(map[string]any)
	txs := ev["transactions"].([]any)
	ev["transactions"] = append(append([]any{}, txs[:2]...), txs[3:]...)
	b, _ := json.Marshal(m)
	forged, err := judge.NewRecord(b, judge.Embedded())
	if err != nil {
		row(false, "%v", err)
		return
	}
	trust, err := verify.Sepolia()
	if err == nil {
		var v *verify.Verifier
		if v, err = verify.New(trust, verify.WithEvidenceSource(node)); err == nil {
			var res *verify.Result
			res, _ = v.Verify(ctx, forged, verify.NewPolicy(verify.WithEvaluators(judge.EmbeddedDigest()), verify.At(time.Now())))
			diffs := "none"
			if res.EvidenceSource != nil && len(res.EvidenceSource.Differences) > 0 {
				diffs = res.EvidenceSource.Differences[0].String()
			}
			row(res.Outcome == verify.Mismatch && forged.Verdict.Status == judge.StatusSuccess,
				"the leaky trace with the leak's transaction dropped judges %s, and its evidence is refused: %s, %s", forged.Verdict.Status, res.Outcome, diffs)
			return
		}
	}
	row(false, "%v", err)
}

// demoAttestVerify attests a record (online), writes it, and re-verifies
// it with its evidence held against the chain.
func demoAttestVerify(ctx context.Context, client *chain.Client, node collect.Node, rec *judge.Record, path string, row func(bool, string, ...any)) {
	if client != nil {
		att, err := demoAttester(client, nil, nil)
		if err == nil {
			err = att.AttestRecords(ctx, client, []*judge.Record{rec})
		}
		if err != nil {
			row(false, "attesting %s: %v", rec.Verdict.TrialID, err)
			return
		}
	}
	if err := writeRecord(path, rec, true); err != nil {
		row(false, "%v", err)
		return
	}
	if client == nil {
		return
	}
	var more []verify.Option
	evidence := ""
	if node != nil {
		more, evidence = []verify.Option{verify.WithEvidenceSource(node)}, ", its evidence confirmed by the chain"
	}
	res, err := verifyOnlineWith(ctx, client, rec, nil, nil, more)
	row(err == nil && res.Outcome == verify.Match, "level %s on the dev chain for %s: %s%s (%s)", describeLevel(res), rec.Verdict.TrialID, describeResult(res), evidence, path)
}

// demoCodeModule is a small Go module with the leap-year task's naive bug.
var demoCodeModule = map[string]string{
	"go.mod": "module example.com/leap\n\ngo 1.22\n",
	"leap.go": `package leap

// Leap forgets the century rule: the naive build.
func Leap(y int) bool { return y%4 == 0 }
`,
	"leap_test.go": `package leap

import "testing"

func TestFour(t *testing.T) {
	if !Leap(2024) {
		t.Fatal("2024 is a leap year")
	}
}

func TestCentury(t *testing.T) {
	if Leap(1900) {
		t.Fatal("1900 is not a leap year")
	}
}

func TestOdd(t *testing.T) {
	if Leap(2023) {
		t.Fatal("2023 is not a leap year")
	}
}
`,
}

const demoCodeSpec = `{"evidenceClass":"code","title":"Leap year","checks":[
	{"name":"tests-run","kind":"exit_code","equals":0,"required":true},
	{"name":"century","kind":"tests_pass","mode":"named","names":["example.com/leap.TestCentury"]},
	{"name":"most","kind":"tests_pass","mode":"atLeast","count":2}]}`

func demoCodeRun(ctx context.Context, client *chain.Client, dir string, row func(bool, string, ...any)) {
	goBin := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(goBin); err != nil {
		if goBin, err = exec.LookPath("go"); err != nil {
			row(true, "a Go module's test run: skipped (no go command on this machine)")
			return
		}
	}
	mod := filepath.Join(dir, "leap")
	for name, body := range demoCodeModule {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(mod, name)), 0o755); err != nil {
			row(false, "%v", err)
			return
		}
		if err := os.WriteFile(filepath.Join(mod, name), []byte(body), 0o644); err != nil {
			row(false, "%v", err)
			return
		}
	}
	res, err := collect.Run(ctx, collect.RunInputs{
		CodeInputs: collect.CodeInputs{IDs: collect.IDs{TrialID: "demo-run-code-naive", TaskID: "leap-year", BuildID: "naive"}, Spec: []byte(demoCodeSpec)},
		Args:       []string{goBin, "test", "-json", "./..."},
		Dir:        mod,
		Log:        filepath.Join(dir, "leap.test.json"),
		GoTestJSON: true,
	})
	if err != nil {
		row(false, "a Go module's test run: %v", err)
		return
	}
	rec, err := judge.NewRecord(res.Trace, judge.Embedded())
	if err != nil {
		row(false, "%v", err)
		return
	}
	row(rec.Verdict.Status == judge.StatusFailure && res.ExitCode == 1 && res.Failed == 1,
		"go test -json of a module with the naive leap-year bug, run by collect.Run: exit code %d, %d tests (%d failed), log sha256 %s…, judged %s",
		res.ExitCode, res.Tests, res.Failed, res.Log.SHA256.String()[:14], rec.Verdict.Status)
	demoAttestVerify(ctx, client, nil, rec, filepath.Join(dir, "code-naive.record.json"), row)
}
