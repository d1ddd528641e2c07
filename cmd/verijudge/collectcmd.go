package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/verijudge/verijudge/collect"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
)

func init() {
	register(&command{name: "trace", summary: "build a trace from a real run: its test output (trace code) or its transactions on a node (trace web3)", subs: []string{"code", "web3"}, run: runTrace})
	register(&command{name: "run", summary: "run a command, collect its evidence, judge it: run [flags] -- CMD ARGS...", run: runRun})
}

const traceDoc = `
Builds a trace from what a real run wrote (docs/collect.md), so that no
trace is written by hand:

  trace code --spec SPEC --trial T --task K --build B
             (--go-test-json FILE | --junit FILE...) [--exit-code N [--command CMD]]
             [--artifact PATH]... [--root DIR] [--repo DIR] [--durations] --out TRACE

SPEC is a JSON file holding the trace's spec object, or a whole trace
(its spec is taken). --go-test-json reads a 'go test -json' stream ("-":
stdin): tests are named <import path>.<TestName>[/subtest]. --junit reads
JUnit XML (pytest --junitxml, jest-junit, Maven Surefire, gotestsum), a
test named <classname>.<name>; several files are merged, and a name in
two of them is refused. --exit-code records the exit code of the command
that wrote them (0 beside a failed test is refused: runners exit non-zero
then); --command, the command line itself: record it only when it is the
one that ran. --artifact digests a file under --root (default ".";
nothing outside it is read). --repo records the commit and tree checked
out in a git repository (refused when it has uncommitted changes). The
log the outcomes were read from is recorded by its SHA-256 and size when
there is one. Test times are left out unless --durations.

  trace web3 --rpc URL --spec SPEC --trial T --task K --build B
             (--tx HASH... | --from-block A --to-block B --sender NAME...)
             --actor NAME=ADDR... [--token NAME=ADDR]... [--chain-id N]
             [--confirmations N] [--without-internal-transfers-unsafe] --out TRACE

reads the run's transactions from any node over JSON-RPC: each
transaction with its receipt and logs (each checked to belong to it), the
actors' native and ERC-20 (--token) balances at the block before the
window and at its last block, and the native value internal calls moved
(debug_traceTransaction with the callTracer). The run is either the
transactions named with --tx (the window is then their blocks), or every
transaction the --sender accounts (actor names or addresses) made in
blocks A to B: each sender's nonce must have risen by exactly the number
found. The trace records the window, the senders and whether internal
transfers were collected (evidence.coverage). --chain-id refuses a node
of another chain; --confirmations N a window whose last block is fewer
than N blocks below the head. A node without the tracer is refused:
--without-internal-transfers-unsafe collects anyway, the trace says so,
and no_outflow_outside cannot pass. A block of the window that changes
during collection (a reorganization) is refused.

The trace is judged before it is written: what is written is a valid
trace. Nothing is written on an error.

Exit codes: 0 the trace was written; 2 an input is not what it should be
(the error names it), or another error.`

const runDoc = `
Runs CMD (no shell) and collects its evidence into a trace, then judges
it: the same process runs the command, collects and judges, so its
verdict is about the run it saw (docs/collect.md).

The command's standard output is kept whole in --log (default: the trace's
path with .log) and its digest printed; its standard error passes through.
--go-test-json reads that output as a 'go test -json' stream; --junit
names JUnit files the command writes (one that exists before the run is
refused: the results must be this run's). The exit code (-1: killed by a
signal) and the command line are recorded. --artifact digests files under
--root (default --dir) once the command has finished.

--record OUT also writes the verdict record. --tee BACKEND quotes the
verdict binding in this same process (as 'tee quote' does): inside a TD
whose measurement is allowed, the quote covers the collector too.

Exit codes: 0 the trace (and record) were written, whatever the command's
exit code and the verdict; 2 the command could not be run, an input is
not what it should be, or another error. Nothing is written on an error
but the log.`

// traceFlags are the flags every collecting command shares: the spec,
// the ids, the output.
type traceFlags struct {
	spec, trial, task, build *string
	asJSON                   *bool
	out                      *string
}

func (f *traceFlags) register(fs *flag.FlagSet) {
	f.spec = fs.String("spec", "", "the spec: a JSON file holding the spec object, or a trace whose spec is taken (required)")
	f.trial = fs.String("trial", "", "trialId (required)")
	f.task = fs.String("task", "", "taskId (required)")
	f.build = fs.String("build", "", "buildId (required)")
	f.asJSON = fs.Bool("json", false, "print the result as JSON")
	f.out = fs.String("out", "", "write the trace to this file (required)")
}

// read checks the shared flags and reads the spec.
func (f *traceFlags) read() (collect.IDs, []byte, error) {
	for _, req := range []struct{ name, v string }{{"--spec", *f.spec}, {"--trial", *f.trial}, {"--task", *f.task}, {"--build", *f.build}, {"--out", *f.out}} {
		if req.v == "" {
			return collect.IDs{}, nil, fmt.Errorf("%s is required", req.name)
		}
	}
	raw, err := readFile(*f.spec, limits.MaxTraceBytes)
	if err != nil {
		return collect.IDs{}, nil, fmt.Errorf("--spec: %w", err)
	}
	spec, err := collect.ReadSpec(raw)
	if err != nil {
		return collect.IDs{}, nil, fmt.Errorf("--spec %s: %w", *f.spec, err)
	}
	return collect.IDs{TrialID: *f.trial, TaskID: *f.task, BuildID: *f.build}, spec, nil
}

// codeFlags are the flags trace code and run share.
type codeFlags struct {
	traceFlags
	junit, artifacts stringList
	root, repo       *string
	durations        *bool
}

func (f *codeFlags) register(fs *flag.FlagSet) {
	f.traceFlags.register(fs)
	fs.Var(&f.junit, "junit", "a JUnit XML FILE of the run (repeatable)")
	fs.Var(&f.artifacts, "artifact", "digest this file, a PATH under --root (repeatable)")
	f.root = fs.String("root", "", "the folder artifact paths are under")
	f.repo = fs.String("repo", "", "record the commit and tree checked out in this git repository DIR (it must have no uncommitted changes)")
	f.durations = fs.Bool("durations", false, "keep the runners' test times (they differ from run to run)")
}

// inputs checks the shared flags and reads the spec.
func (f *codeFlags) inputs() (collect.CodeInputs, error) {
	ids, spec, err := f.read()
	if err != nil {
		return collect.CodeInputs{}, err
	}
	return collect.CodeInputs{
		IDs:          ids,
		Spec:         spec,
		JUnit:        f.junit,
		ArtifactRoot: *f.root,
		Artifacts:    f.artifacts,
		Durations:    *f.durations,
		Repo:         *f.repo,
	}, nil
}

func runTrace(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprintf(stdout, "Usage: verijudge trace code ...\n%s\n", traceDoc)
		if len(args) == 0 {
			return exitError
		}
		return exitOK
	}
	switch args[0] {
	case "code":
	case "web3":
		return runTraceWeb3(args[1:], stdout, stderr)
	default:
		return unknownSub(stderr, "trace", args[0], []string{"code", "web3"})
	}
	fs := newFlags("trace code", "trace code --spec SPEC --trial T --task K --build B (--go-test-json FILE | --junit FILE...) [--exit-code N] [--artifact PATH]... --out TRACE", traceDoc, stderr, stdout)
	var f codeFlags
	f.register(fs)
	goJSON := fs.String("go-test-json", "", "a 'go test -json' stream FILE (\"-\": stdin)")
	exitCode := fs.String("exit-code", "", "the exit code N of the command that wrote the results")
	command := fs.String("command", "", "the command line that ran (with --exit-code; only the one that ran)")
	if code, ok := parse(fs, args[1:], stdout); !ok {
		return code
	}
	if fs.NArg() > 0 {
		return fail(stderr, fmt.Errorf("trace code takes no arguments (got %q)", fs.Arg(0)), "inputs are flags: verijudge trace code --help")
	}
	in, err := f.inputs()
	if err != nil {
		return fail(stderr, err, "verijudge trace code --help")
	}
	if *goJSON == "" && len(f.junit) == 0 && *exitCode == "" && len(f.artifacts) == 0 {
		return fail(stderr, errors.New("no evidence to collect"), "name the run's output: --go-test-json FILE or --junit FILE, and --exit-code N")
	}
	in.GoTestJSON = *goJSON
	in.Stdin = os.Stdin
	if *exitCode != "" {
		n, err := strconv.Atoi(*exitCode)
		if err != nil {
			return fail(stderr, fmt.Errorf("--exit-code %q is not an integer", *exitCode), "give the exit status the command returned, e.g. --exit-code \"$?\"")
		}
		in.ExitCode = &n
	}
	in.Command = *command
	res, err := collect.Collect(in)
	if err != nil {
		return fail(stderr, err, collectHint(err))
	}
	if err := writeTrace(*f.out, res.Trace, stdout); err != nil {
		return fail(stderr, fmt.Errorf("--out %s: %w", *f.out, err), "")
	}
	return renderCollected(summaryTo(*f.out, stdout, stderr), *f.asJSON, *f.out, res, nil, nil)
}

func runTraceWeb3(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("trace web3", "trace web3 --rpc URL --spec SPEC --trial T --task K --build B (--tx HASH... | --from-block A --to-block B --sender NAME...) --actor NAME=ADDR... [--token NAME=ADDR]... --out TRACE", traceDoc, stderr, stdout)
	var f traceFlags
	f.register(fs)
	rpcURL := fs.String("rpc", os.Getenv("ETH_RPC_URL"), "the node's JSON-RPC URL (default $ETH_RPC_URL)")
	chainID := fs.Uint64("chain-id", 0, "refuse a node that serves another chain")
	var txs, actors, tokens, senders stringList
	fs.Var(&txs, "tx", "a transaction HASH of the run (repeatable)")
	fromBlock := fs.String("from-block", "", "the window's first block A: with --to-block and --sender, every transaction the senders made in it")
	toBlock := fs.String("to-block", "", "the window's last block B")
	fs.Var(&senders, "sender", "an actor NAME (or an address) whose every transaction in the window is collected (repeatable)")
	confirmations := fs.Uint64("confirmations", 0, "refuse a window whose last block is fewer than N blocks below the node's head")
	fs.Var(&actors, "actor", "NAME=ADDR: an actor, whose balances are collected (repeatable)")
	fs.Var(&tokens, "token", "NAME=ADDR: an ERC-20 token whose balances are collected for every actor (repeatable)")
	unsafe := fs.Bool("without-internal-transfers-unsafe", false, "collect from a node without the call tracer: the trace says internal transfers were not collected, and no_outflow_outside cannot pass")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if fs.NArg() > 0 {
		return fail(stderr, fmt.Errorf("trace web3 takes no arguments (got %q)", fs.Arg(0)), "inputs are flags: verijudge trace web3 --help")
	}
	if *rpcURL == "" {
		return fail(stderr, errors.New("--rpc is required"), "verijudge trace --help")
	}
	ids, spec, err := f.read()
	if err != nil {
		return fail(stderr, err, "verijudge trace --help")
	}
	windowed := *fromBlock != "" || *toBlock != "" || len(senders) > 0
	switch {
	case len(txs) == 0 && !windowed:
		return fail(stderr, errors.New("no transactions named"), "name each of the run's transactions with --tx HASH, or a window: --from-block A --to-block B --sender NAME")
	case len(txs) > 0 && windowed:
		return fail(stderr, errors.New("--tx and a window (--from-block, --to-block, --sender) both given"), "name the transactions, or the window and its senders, not both")
	case windowed && (*fromBlock == "" || *toBlock == "" || len(senders) == 0):
		return fail(stderr, errors.New("a window needs --from-block, --to-block and at least one --sender"), "e.g. --from-block 100 --to-block 120 --sender agent")
	}
	in := collect.Web3Inputs{IDs: ids, Spec: spec, ChainID: *chainID, Confirmations: *confirmations, WithoutInternalTransfersUnsafe: *unsafe}
	for _, h := range txs {
		th, err := parseTxHash("--tx", h)
		if err != nil {
			return fail(stderr, err, "a transaction hash is 0x and 64 hex digits")
		}
		in.Txs = append(in.Txs, th)
	}
	for _, m := range []struct {
		flag string
		list stringList
		into *map[string]common.Address
	}{{"--actor", actors, &in.Actors}, {"--token", tokens, &in.Tokens}} {
		*m.into = map[string]common.Address{}
		for _, kv := range m.list {
			name, addr, ok := strings.Cut(kv, "=")
			if !ok || name == "" {
				return fail(stderr, fmt.Errorf("%s %q is not NAME=ADDR", m.flag, kv), "e.g. "+m.flag+" merchant=0x0f3d…")
			}
			a, err := parseAddress(m.flag, addr)
			if err != nil {
				return fail(stderr, err, "an address is 0x and 40 hex digits")
			}
			(*m.into)[name] = a
		}
	}
	if windowed {
		w := &collect.Window{}
		for _, b := range []struct {
			flag string
			v    string
			into *uint64
		}{{"--from-block", *fromBlock, &w.From}, {"--to-block", *toBlock, &w.To}} {
			n, err := strconv.ParseUint(b.v, 0, 64)
			if err != nil {
				return fail(stderr, fmt.Errorf("%s %q is not a block number", b.flag, b.v), "a block number, decimal or 0x-hex")
			}
			*b.into = n
		}
		for _, s := range senders {
			if a, ok := in.Actors[s]; ok {
				w.Senders = append(w.Senders, a)
				continue
			}
			a, err := parseAddress("--sender", s)
			if err != nil {
				return fail(stderr, fmt.Errorf("--sender %q is neither an --actor name nor an address", s), "name an actor given with --actor NAME=ADDR")
			}
			w.Senders = append(w.Senders, a)
		}
		in.Window = w
	}
	if *unsafe {
		fmt.Fprintln(stderr, "warning: --without-internal-transfers-unsafe: native value moved by internal calls is not collected; the trace says so, and no_outflow_outside cannot pass")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	node, err := collect.Dial(ctx, *rpcURL, collect.DialOptions{})
	if err != nil {
		return fail(stderr, err, "check --rpc")
	}
	defer node.Close()
	res, err := collect.CollectWeb3(ctx, node, in)
	if err != nil {
		hint := collectHint(err)
		if errors.Is(err, collect.ErrNoTracer) {
			hint = "use a node with the debug API (geth --http.api eth,debug), or accept the gap with --without-internal-transfers-unsafe"
		}
		return fail(stderr, err, hint)
	}
	out := f.out
	if err := writeTrace(*out, res.Trace, stdout); err != nil {
		return fail(stderr, fmt.Errorf("--out %s: %w", *out, err), "")
	}
	rec, err := judge.NewRecord(res.Trace, judge.Embedded())
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	w := summaryTo(*out, stdout, stderr)
	if *f.asJSON {
		writeJSONLine(w, struct {
			Trace     string              `json:"trace"`
			Collected *collect.Web3Result `json:"collected"`
			Status    judge.Status        `json:"status"`
			TraceHash string              `json:"traceHash"`
		}{*out, res, rec.Verdict.Status, rec.TraceHash.String()})
		return exitOK
	}
	traced := "collected (callTracer)"
	if !res.Traced {
		traced = "NOT collected (--without-internal-transfers-unsafe)"
	}
	window := "the transactions' blocks; no sender is claimed complete"
	if res.Senders > 0 {
		window = fmt.Sprintf("every transaction of %d senders in it", res.Senders)
	}
	fmt.Fprintf(w, "chain           %d, blocks %d (before) to %d\nwindow          blocks %d to %d: %s\ntransactions    %d\nbalances        %d\ninternal        %d transfers, %s\n", res.ChainID, res.Before, res.Last, res.Before+1, res.Last, window, res.Transactions, res.Balances, res.InternalTransfers, traced)
	fmt.Fprintf(w, "trace           %s\ntrace hash      %s\nverdict         %s (verdict hash %s)\n", *out, rec.TraceHash, rec.Verdict.Status, rec.VerdictHash)
	return exitOK
}

func runRun(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("run", "run --spec SPEC --trial T --task K --build B [--go-test-json | --junit FILE...] [--artifact PATH]... --out TRACE [--record OUT] [--tee BACKEND] -- CMD ARGS...", runDoc, stderr, stdout)
	var f codeFlags
	f.register(fs)
	goJSON := fs.Bool("go-test-json", false, "the command's standard output is a 'go test -json' stream")
	dir := fs.String("dir", "", "run the command in this folder (default: the current one)")
	logPath := fs.String("log", "", "keep the command's standard output here (default: --out with .log)")
	recordOut := fs.String("record", "", "also write the verdict record to this file")
	backend := fs.String("tee", "", "quote the verdict in this process: reproducible-only, tdx-configfs, tdx-dstack or nitro")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if fs.NArg() == 0 {
		return fail(stderr, errors.New("run needs a command"), "put it after --: verijudge run --spec … --out t.json -- go test -json ./...")
	}
	in, err := f.inputs()
	if err != nil {
		return fail(stderr, err, "verijudge run --help")
	}
	if *logPath == "" {
		if *f.out == "-" {
			return fail(stderr, errors.New("--log is required when the trace goes to stdout"), "name a file for the command's output: --log FILE")
		}
		*logPath = strings.TrimSuffix(*f.out, ".json") + ".log"
	}
	var quoter tee.Backend
	if *backend != "" {
		if quoter, err = tee.NewBackend(*backend, tee.BackendConfig{}); err != nil {
			return fail(stderr, err, "")
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	fmt.Fprintf(stderr, "running: %s\n", strings.Join(fs.Args(), " "))
	res, err := collect.Run(ctx, collect.RunInputs{
		CodeInputs: in,
		Args:       fs.Args(),
		Dir:        *dir,
		Log:        *logPath,
		GoTestJSON: *goJSON,
		Stderr:     stderr,
		Stdin:      os.Stdin,
	})
	if err != nil {
		return fail(stderr, err, collectHint(err))
	}
	var rec *judge.Record
	if *recordOut != "" || quoter != nil {
		if rec, err = judge.NewRecord(res.Trace, judge.Embedded()); err != nil {
			return fail(stderr, err, hintFor(err))
		}
	}
	var quoted *tee.Evidence
	if quoter != nil {
		qctx, cancel := context.WithTimeout(ctx, time.Minute) // as tee quote
		att, err := offlineAttester()
		if err == nil {
			_, _, err = att.Check(qctx, rec) // the one path: verify first
		}
		if err == nil {
			quoted, err = tee.QuoteRecord(qctx, quoter, judge.Embedded(), rec)
		}
		cancel()
		if err != nil {
			return fail(stderr, err, "run inside the TEE the backend names, or leave --tee out")
		}
		if quoted != nil {
			if rec.TEE, err = json.Marshal(quoted); err != nil {
				return fail(stderr, err, "")
			}
		}
	}
	if err := writeTrace(*f.out, res.Trace, stdout); err != nil {
		return fail(stderr, fmt.Errorf("--out %s: %w", *f.out, err), "")
	}
	if *recordOut != "" {
		if err := writeRecord(*recordOut, rec, false); err != nil {
			return fail(stderr, err, "")
		}
	}
	return renderCollected(summaryTo(*f.out, stdout, stderr), *f.asJSON, *f.out, res.CodeResult, res, quoted)
}

// renderCollected prints what was collected and its verdict.
func renderCollected(stdout io.Writer, asJSON bool, out string, res *collect.CodeResult, run *collect.RunResult, quoted *tee.Evidence) int {
	rec, err := judge.NewRecord(res.Trace, judge.Embedded())
	if err != nil {
		return fail(os.Stderr, err, hintFor(err))
	}
	if asJSON {
		o := struct {
			Trace       string              `json:"trace"`
			Collected   *collect.CodeResult `json:"collected"`
			ExitCode    *int                `json:"exitCode,omitempty"`
			Command     string              `json:"command,omitempty"`
			Log         *collect.Log        `json:"log,omitempty"`
			Status      judge.Status        `json:"status"`
			TraceHash   string              `json:"traceHash"`
			VerdictHash string              `json:"verdictHash"`
			QuoteHash   string              `json:"quoteHash,omitempty"`
		}{Trace: out, Collected: res, Status: rec.Verdict.Status, TraceHash: rec.TraceHash.String(), VerdictHash: rec.VerdictHash.String()}
		if run != nil {
			o.ExitCode, o.Command, o.Log = &run.ExitCode, run.Command, &run.Log
		}
		if quoted != nil {
			o.QuoteHash = quoted.QuoteHash.String()
		}
		writeJSONLine(stdout, o)
		return exitOK
	}
	if run != nil {
		fmt.Fprintf(stdout, "command         %s\nexit code       %d\nlog             %s (%d bytes, sha256 %s)\n", run.Command, run.ExitCode, run.Log.Input, run.Log.Bytes, run.Log.SHA256)
	}
	for _, l := range res.Logs {
		if run == nil || l.Input != run.Log.Input {
			fmt.Fprintf(stdout, "read            %s (%d bytes, sha256 %s)\n", l.Input, l.Bytes, l.SHA256)
		}
	}
	if res.Revision != nil {
		fmt.Fprintf(stdout, "revision        commit %s, tree %s\n", res.Revision.Commit, res.Revision.Tree)
	}
	fmt.Fprintf(stdout, "tests           %d: %d passed, %d failed, %d skipped\n", res.Tests, res.Passed, res.Failed, res.Skipped)
	if len(res.BuildFailures) > 0 {
		fmt.Fprintf(stdout, "build failed    %s\n", strings.Join(res.BuildFailures, ", "))
	}
	for a, n := range res.Unknown {
		fmt.Fprintf(stdout, "ignored         %d %q events (an action this release does not know)\n", n, a)
	}
	fmt.Fprintf(stdout, "trace           %s\ntrace hash      %s\nverdict         %s (verdict hash %s)\n", out, rec.TraceHash, rec.Verdict.Status, rec.VerdictHash)
	if quoted != nil {
		fmt.Fprintf(stdout, "tee             %s quote %s\n", quoted.Kind, quoted.QuoteHash)
	}
	return exitOK
}

// summaryTo is where the summary goes: stderr when the trace itself
// goes to stdout (--out -).
func summaryTo(out string, stdout, stderr io.Writer) io.Writer {
	if out == "-" {
		return stderr
	}
	return stdout
}

// collectHint suggests the fix for a collection error.
func collectHint(err error) string {
	switch {
	case errors.Is(err, collect.ErrGoTestJSON):
		return "give the standard output of 'go test -json', alone (stderr kept apart), complete"
	case errors.Is(err, collect.ErrJUnit):
		return "give the JUnit XML file the test runner wrote (docs/collect.md lists the writers read)"
	case errors.Is(err, collect.ErrDuplicateTest):
		return "every test name must be unique: run each test once (no -count=N > 1), and merge no file twice"
	case errors.Is(err, collect.ErrArtifact):
		return "name regular files inside --root by a relative path"
	case errors.Is(err, collect.ErrInconsistent):
		return "the inputs must come from one run"
	case errors.Is(err, collect.ErrSpec):
		return "the spec file holds the trace's spec object (docs/trace.md), of the class collected: code for trace code and run, web3 for trace web3"
	case errors.Is(err, collect.ErrRun):
		return "check the command: it runs without a shell, so pipes and globs need 'sh -c'"
	case errors.Is(err, collect.ErrLimit):
		return "the caps are documented in docs/limits.md"
	case errors.Is(err, collect.ErrRepo):
		return "--repo names the folder holding .git, with everything tested committed"
	case errors.Is(err, collect.ErrUnconfirmed):
		return "wait for more blocks, or lower --confirmations"
	}
	return hintFor(err)
}
