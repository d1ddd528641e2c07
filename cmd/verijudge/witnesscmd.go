package main

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/witness"
)

var witnessSubs = []string{"run", "trace", "prover", "auditor", "verifier"}

func init() {
	register(&command{name: "witness", summary: "witnessed audit sessions over MCP: run one, run each role, turn a session into a trace (witness run|trace|prover|auditor|verifier)", subs: witnessSubs, run: runWitness})
}

const witnessDoc = `
Witnessed audit sessions (docs/witness.md): a prover serves its corpus over
MCP to an auditor inside a TEE, which answers a verifier's questions with
true, false, unsure or error only; a hash chain signed by both binds every
answer to the corpus, the ticket and the auditor's boot quote.

  witness run --corpus DIR --questions FILE --out DIR [--max-questions N]
              [--max-tool-calls N] [--tee-backend NAME] [--transport memory|http] [--json]
      Runs all three roles locally (the prover's MCP server on an
      in-process pipe, or streamable HTTP on a loopback port) and writes
      the session folder: session.json, the prover's locker.jsonl, and
      trace.json to judge, attest and re-verify like any other trace. The
      questions file declares each question and, for the rule-based
      reasoner, the rule that decides it (docs/witness.md).

  witness trace SESSION [--questions FILE] [--public] [--step-signatures]
                [--auditor-measurement HASH] [--out FILE]
      Turns a session (a session folder or its session.json) into a trace
      of the transcript class. --questions adds an answer_is check for
      every question whose entry has "expect"; --public leaves the
      forensic locker out; --step-signatures adds the forensic signature
      check (two Ed25519 verifications per step, in JavaScript: slow);
      --auditor-measurement pins the auditor's TD in auditor_bound.

  witness prover --corpus DIR --verifier-key KEY --ticket FILE --locker FILE
                 [--key FILE] [--max-questions N] [--max-tool-calls N] [--listen ADDR]
      Issues a ticket to the verifier holding KEY (written to FILE) and
      serves the corpus over MCP on stdin/stdout, or with --listen over
      streamable HTTP, logging every exchange to the locker. --key holds
      the prover's Ed25519 seed (hex); it is created when missing.

  witness auditor --prover URL --ticket FILE --listen ADDR [--questions FILE]
                  [--reasoner rules|chat] [--tee-backend NAME] [--out DIR]
      Starts a session with the prover's MCP server at URL (streamable
      HTTP) on the ticket, then serves the verifier over MCP (streamable
      HTTP on ADDR): witness_binding, witness_ask, witness_close,
      witness_session. --out writes session.json when the session ends.

  witness verifier --auditor URL --ticket FILE --key FILE --questions FILE --out DIR
      Accepts the ticket (issued to the key in FILE, an Ed25519 seed in
      hex, created when missing) and the auditor's binding, asks every
      question, checks every attestation and the final head, and writes
      session.json and trace.json.

Auditor bindings (run, prover, verifier): the auditor's boot quote must
be a TDX quote that verifies under Intel's root (or --tee-root PEM) with
collateral (--tee-collateral DIR or --tee-pcs URL, else
--without-collateral-unsafe), binds its key to the ticket, and measures
an allowed auditor TD (--auditor-measurement, else
--any-auditor-measurement-unsafe: any TD can quote). An auditor with no
quote (--tee-backend reproducible-only) is refused unless
--unattested-auditor-unsafe.

Reasoners (run, auditor): --reasoner rules (default) answers each question
from its rule in the questions file; --reasoner chat asks any
OpenAI-compatible chat-completions endpoint (--chat-endpoint URL,
--chat-model NAME, the key in $VERIJUDGE_CHAT_API_KEY), which must end
with one word: true, false or unsure (anything else is error).

Exit codes: 0 the session closed (run), ok (others); 1 the auditor aborted
the session (run; the session folder says why); 2 error (flags, files, a
refused ticket or corpus).`

func runWitness(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprintf(stdout, "Usage: verijudge witness run|trace|prover|auditor|verifier ...\n%s\n", witnessDoc)
		if len(args) == 0 {
			return exitError
		}
		return exitOK
	}
	switch args[0] {
	case "run":
		return runWitnessRun(args[1:], stdout, stderr)
	case "trace":
		return runWitnessTrace(args[1:], stdout, stderr)
	case "prover":
		return runWitnessProver(args[1:], stdout, stderr)
	case "auditor":
		return runWitnessAuditor(args[1:], stdout, stderr)
	case "verifier":
		return runWitnessVerifier(args[1:], stdout, stderr)
	}
	return unknownSub(stderr, "witness", args[0], witnessSubs)
}

func readQuestions(path string) (*witness.Questions, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return witness.ParseQuestions(f)
}

func expectations(q *witness.Questions) map[int]witness.Answer {
	out := map[int]witness.Answer{}
	for i, x := range q.Questions {
		if x.Expect != "" {
			out[i+1] = x.Expect
		}
	}
	return out
}

func runWitnessRun(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("witness run", "witness run --corpus DIR --questions FILE --out DIR [--tee-backend NAME] [--transport memory|http] [--json]", witnessDoc, stderr, stdout)
	corpus := fs.String("corpus", "", "the prover's corpus folder (required)")
	qfile := fs.String("questions", "", "the questions file (required)")
	out := fs.String("out", "", "the session folder to write (required; created)")
	maxQ := fs.Int("max-questions", 0, "the ticket's question budget (default: the number of questions)")
	maxT := fs.Int("max-tool-calls", 16, "the ticket's tool-call budget per question")
	backend := fs.String("tee-backend", tee.BackendReproducible, "the auditor's TEE backend: "+strings.Join(tee.Backends, ", "))
	transport := fs.String("transport", witness.TransportMemory, "how the auditor reaches the prover's MCP server: memory or http (loopback)")
	rf := addReasonerFlags(fs)
	bf := addBindingFlags(fs)
	asJSON := fs.Bool("json", false, "print the session summary as JSON")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if *corpus == "" || *qfile == "" || *out == "" {
		return fail(stderr, errors.New("--corpus, --questions and --out are required"), "verijudge witness run --help")
	}
	if *maxT < 1 || *maxT > witness.MaxToolCalls || *maxQ < 0 || *maxQ > witness.MaxQuestions {
		return fail(stderr, fmt.Errorf("--max-tool-calls must be in [1, %d] and --max-questions in [1, %d]", witness.MaxToolCalls, witness.MaxQuestions), "")
	}
	q, err := readQuestions(*qfile)
	if err != nil {
		return fail(stderr, err, "see docs/witness.md for the questions file format")
	}
	b, err := tee.NewBackend(*backend, tee.BackendConfig{})
	if err != nil {
		return fail(stderr, err, "")
	}
	reasoner, err := rf.reasoner(q)
	if err != nil {
		return fail(stderr, err, "verijudge witness run --help")
	}
	policy, err := bf.policy()
	if err != nil {
		return fail(stderr, err, "")
	}
	if b.Name() == tee.BackendReproducible && !policy.AllowUnattestedUnsafe {
		return fail(stderr, errors.New("the auditor would run with reproducible-only: no quote binds its key to a TEE"),
			"run it where a TEE backend works (--tee-backend), or pass --unattested-auditor-unsafe (the trace then has no auditor-bound check)")
	}
	progress := func(a *witness.Attested) {
		if !*asJSON {
			fmt.Fprintf(stderr, "question %d/%d: %s (%d tool calls)\n", a.N, len(q.Questions), a.Answer, a.ToolCalls)
		}
	}
	s, runErr := witness.Run(context.Background(), witness.RunConfig{Binding: policy, Corpus: *corpus, Questions: q.Questions, Out: *out,
		MaxQuestions: *maxQ, MaxToolCalls: *maxT, Backend: b, Reasoner: reasoner, Rand: rand.Reader, Transport: *transport, Progress: progress})
	if s == nil {
		return fail(stderr, runErr, "")
	}
	to := witness.TraceOptions{Expect: expectations(q)}
	if len(policy.Measurements) == 1 {
		to.AuditorMeasurement = policy.Measurements[0]
	}
	tr, err := witness.Trace(s, to)
	if err != nil {
		return fail(stderr, err, "")
	}
	if err := writeTrace(filepath.Join(*out, "trace.json"), tr, stdout); err != nil {
		return fail(stderr, err, "")
	}
	sum := map[string]any{"session": filepath.Join(*out, witness.SessionFile), "trace": filepath.Join(*out, "trace.json"),
		"ticket": s.Ticket.Hash(), "questions": len(s.Questions), "backend": s.Auditor.Backend}
	if s.Final != nil {
		sum["head"], sum["steps"] = s.Final.Head, s.Final.Steps
	}
	if s.Abort != nil {
		sum["aborted"] = s.Abort.Reason
	}
	if *asJSON {
		b, _ := json.MarshalIndent(sum, "", "  ")
		fmt.Fprintln(stdout, string(b))
	} else if s.Abort == nil {
		fmt.Fprintf(stdout, "session closed: %d questions, %d steps, head %s\nwrote %s and %s\n", len(s.Questions), s.Final.Steps, s.Final.Head, sum["session"], sum["trace"])
	}
	if runErr != nil {
		if errors.Is(runErr, witness.ErrAborted) {
			fmt.Fprintf(stderr, "verijudge: the auditor aborted the session: %v\nwrote %s and %s\n", runErr, sum["session"], sum["trace"])
			return exitMismatch
		}
		return fail(stderr, runErr, "")
	}
	return exitOK
}

func runWitnessTrace(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("witness trace", "witness trace SESSION [--questions FILE] [--public] [--step-signatures] [--out FILE]", witnessDoc, stderr, stdout)
	qfile := fs.String("questions", "", "add answer_is checks for the questions with \"expect\"")
	public := fs.Bool("public", false, "leave the forensic locker out of the trace")
	steps := fs.Bool("step-signatures", false, "add the forensic signature check (slow)")
	measurement := fs.String("auditor-measurement", "", "require the auditor's boot quote to have this TD measurement (0x + 64 hex)")
	out := fs.String("out", "", "write the trace here (default: stdout)")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if fs.NArg() != 1 {
		return fail(stderr, errors.New("witness trace takes one session folder or session.json"), "verijudge witness trace --help")
	}
	path := fs.Arg(0)
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		path = filepath.Join(path, witness.SessionFile)
	}
	f, err := os.Open(path)
	if err != nil {
		return fail(stderr, err, "")
	}
	defer f.Close()
	s, err := witness.ParseSession(f)
	if err != nil {
		return fail(stderr, err, "")
	}
	o := witness.TraceOptions{Public: *public, StepSignatures: *steps}
	if *measurement != "" {
		if o.AuditorMeasurement, err = canon.ParseHash(*measurement); err != nil {
			return fail(stderr, fmt.Errorf("--auditor-measurement: %w", err), "")
		}
	}
	if *qfile != "" {
		q, err := readQuestions(*qfile)
		if err != nil {
			return fail(stderr, err, "")
		}
		o.Expect = expectations(q)
		for n := range o.Expect {
			if n > len(s.Questions) {
				delete(o.Expect, n)
			}
		}
	}
	tr, err := witness.Trace(s, o)
	if err != nil {
		return fail(stderr, err, "")
	}
	if err := writeTrace(*out, tr, stdout); err != nil {
		return fail(stderr, err, "")
	}
	return exitOK
}

// seedKey reads an Ed25519 seed (hex) from path, creating it (0600) when
// missing: the prover's and the verifier's key files.
func seedKey(path string) (ed25519.PrivateKey, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		seed := make([]byte, ed25519.SeedSize)
		if _, err := rand.Read(seed); err != nil {
			return nil, err
		}
		if err := os.WriteFile(path, []byte(hex.EncodeToString(seed)+"\n"), 0o600); err != nil {
			return nil, err
		}
		return ed25519.NewKeyFromSeed(seed), nil
	}
	if err != nil {
		return nil, err
	}
	seed, err := hex.DecodeString(strings.TrimSpace(string(b)))
	if err != nil || len(seed) != ed25519.SeedSize {
		return nil, fmt.Errorf("%s: want %d bytes of hex (an Ed25519 seed)", path, ed25519.SeedSize)
	}
	return ed25519.NewKeyFromSeed(seed), nil
}

func runWitnessProver(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("witness prover", "witness prover --corpus DIR --verifier-key KEY --ticket FILE --locker FILE [--key FILE] [--listen ADDR]", witnessDoc, stderr, stdout)
	corpus := fs.String("corpus", "", "the corpus folder (required)")
	vkey := fs.String("verifier-key", "", "the verifier's Ed25519 public key, 0x and 64 hex digits (required)")
	ticketOut := fs.String("ticket", "", "write the ticket here (required)")
	lockerPath := fs.String("locker", "", "the evidence locker, appended to (required)")
	keyPath := fs.String("key", "prover.key", "the prover's Ed25519 seed (hex; created when missing)")
	maxQ := fs.Int("max-questions", 40, "the ticket's question budget")
	maxT := fs.Int("max-tool-calls", 16, "the ticket's tool-call budget per question")
	listen := fs.String("listen", "", "serve streamable HTTP on this address (default: MCP over stdin/stdout)")
	bf := addBindingFlags(fs)
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if *corpus == "" || *vkey == "" || *ticketOut == "" || *lockerPath == "" {
		return fail(stderr, errors.New("--corpus, --verifier-key, --ticket and --locker are required"), "verijudge witness prover --help")
	}
	var vk witness.Key
	if err := vk.UnmarshalText([]byte(*vkey)); err != nil || !witness.KeyOK(vk) {
		return fail(stderr, fmt.Errorf("--verifier-key: not a usable Ed25519 public key (%v)", err), "")
	}
	sk, err := seedKey(*keyPath)
	if err != nil {
		return fail(stderr, err, "")
	}
	c, err := witness.OpenCorpus(*corpus)
	if err != nil {
		return fail(stderr, err, "")
	}
	defer c.Close()
	l, err := witness.OpenLocker(*lockerPath, time.Now)
	if err != nil {
		return fail(stderr, err, "")
	}
	defer l.Close()
	policy, err := bf.policy()
	if err != nil {
		return fail(stderr, err, "")
	}
	p := witness.NewProver(sk, c, l, witness.ProverOptions{Binding: policy})
	t, err := p.IssueTicket(vk, *maxQ, *maxT, rand.Reader)
	if err != nil {
		return fail(stderr, err, "")
	}
	tb, _ := json.MarshalIndent(t, "", "  ")
	if err := os.WriteFile(*ticketOut, append(tb, '\n'), 0o644); err != nil {
		return fail(stderr, err, "")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	srv := p.Server()
	if *listen == "" {
		fmt.Fprintf(stderr, "verijudge witness prover: ticket %s, serving MCP on stdin/stdout\n", t.Hash())
		if err := srv.Run(ctx, &mcp.StdioTransport{}); err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, io.EOF) {
			return fail(stderr, err, "")
		}
		return exitOK
	}
	fmt.Fprintf(stderr, "verijudge witness prover: ticket %s\n", t.Hash())
	if err := serveMCP(ctx, srv, *listen, "prover", stderr); err != nil {
		return fail(stderr, err, "")
	}
	return exitOK
}

type reasonerFlags struct{ kind, endpoint, model *string }

func addReasonerFlags(fs *flag.FlagSet) reasonerFlags {
	return reasonerFlags{
		kind:     fs.String("reasoner", "rules", "the auditor's judgement: rules (from the questions file) or chat (an OpenAI-compatible endpoint)"),
		endpoint: fs.String("chat-endpoint", "", "the chat-completions endpoint's base URL (--reasoner chat), e.g. http://127.0.0.1:8080"),
		model:    fs.String("chat-model", "", "the model name to ask for (--reasoner chat)"),
	}
}

func (r reasonerFlags) reasoner(q *witness.Questions) (witness.Reasoner, error) {
	switch *r.kind {
	case "rules":
		if q == nil {
			return nil, errors.New("--reasoner rules needs --questions (the rules are in the questions file)")
		}
		return witness.RulesOf(q), nil
	case "chat":
		if *r.endpoint == "" || *r.model == "" {
			return nil, errors.New("--reasoner chat needs --chat-endpoint and --chat-model")
		}
		return &witness.Chat{Endpoint: *r.endpoint, Model: *r.model, APIKey: os.Getenv("VERIJUDGE_CHAT_API_KEY")}, nil
	}
	return nil, fmt.Errorf("--reasoner %q: want rules or chat", *r.kind)
}

func readTicket(path string) (*witness.Ticket, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	t, err := witness.ParseTicket(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}

// serveMCP serves srv over streamable HTTP on addr until ctx ends,
// announcing the address on stderr (tests read the line).
func serveMCP(ctx context.Context, srv *mcp.Server, addr, role string, stderr io.Writer) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	fmt.Fprintf(stderr, "verijudge witness %s: serving MCP (streamable HTTP) on http://%s/\n", role, ln.Addr())
	hs := witness.HTTPServer(srv)
	go func() { <-ctx.Done(); hs.Close() }()
	if err := hs.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

func runWitnessAuditor(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("witness auditor", "witness auditor --prover URL --ticket FILE --listen ADDR [--questions FILE] [--reasoner rules|chat] [--tee-backend NAME] [--out DIR]", witnessDoc, stderr, stdout)
	proverURL := fs.String("prover", "", "the prover's MCP endpoint (streamable HTTP, required)")
	ticketPath := fs.String("ticket", "", "the prover's ticket (required)")
	listen := fs.String("listen", "127.0.0.1:0", "serve the verifier on this address")
	qfile := fs.String("questions", "", "the questions file holding the rules (--reasoner rules)")
	backend := fs.String("tee-backend", tee.BackendReproducible, "the TEE backend that quotes the auditor's key: "+strings.Join(tee.Backends, ", "))
	out := fs.String("out", "", "write session.json here when the session ends")
	rf := addReasonerFlags(fs)
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if *proverURL == "" || *ticketPath == "" {
		return fail(stderr, errors.New("--prover and --ticket are required"), "verijudge witness auditor --help")
	}
	t, err := readTicket(*ticketPath)
	if err != nil {
		return fail(stderr, err, "")
	}
	var q *witness.Questions
	if *qfile != "" {
		if q, err = readQuestions(*qfile); err != nil {
			return fail(stderr, err, "")
		}
	}
	reasoner, err := rf.reasoner(q)
	if err != nil {
		return fail(stderr, err, "")
	}
	b, err := tee.NewBackend(*backend, tee.BackendConfig{})
	if err != nil {
		return fail(stderr, err, "")
	}
	a, err := witness.NewAuditor(rand.Reader, b, reasoner, witness.AuditorOptions{})
	if err != nil {
		return fail(stderr, err, "")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	client := mcp.NewClient(&mcp.Implementation{Name: "verijudge-witness-auditor", Version: "1"}, nil)
	cs, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: *proverURL}, nil)
	if err != nil {
		return fail(stderr, fmt.Errorf("connecting to the prover at %s: %w", *proverURL, err), "")
	}
	defer cs.Close()
	if _, err := a.Start(ctx, cs, t); err != nil {
		return fail(stderr, err, "")
	}
	srv := witness.AuditorServer(a, func(s *witness.Session) {
		if *out != "" {
			_ = os.MkdirAll(*out, 0o755)
			if err := witness.WriteSession(filepath.Join(*out, witness.SessionFile), s); err != nil {
				fmt.Fprintln(stderr, "verijudge witness auditor:", err)
			}
		}
	})
	if err := serveMCP(ctx, srv, *listen, "auditor", stderr); err != nil {
		return fail(stderr, err, "")
	}
	return exitOK
}

func runWitnessVerifier(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("witness verifier", "witness verifier --auditor URL --ticket FILE --key FILE --questions FILE --out DIR", witnessDoc, stderr, stdout)
	auditorURL := fs.String("auditor", "", "the auditor's MCP endpoint (streamable HTTP, required)")
	ticketPath := fs.String("ticket", "", "the prover's ticket (required)")
	keyPath := fs.String("key", "verifier.key", "the verifier's Ed25519 seed (hex; created when missing)")
	qfile := fs.String("questions", "", "the questions to ask (required)")
	out := fs.String("out", "", "the session folder to write (required)")
	bf := addBindingFlags(fs)
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if *auditorURL == "" || *ticketPath == "" || *qfile == "" || *out == "" {
		return fail(stderr, errors.New("--auditor, --ticket, --questions and --out are required"), "verijudge witness verifier --help")
	}
	t, err := readTicket(*ticketPath)
	if err != nil {
		return fail(stderr, err, "")
	}
	q, err := readQuestions(*qfile)
	if err != nil {
		return fail(stderr, err, "")
	}
	sk, err := seedKey(*keyPath)
	if err != nil {
		return fail(stderr, err, "")
	}
	ctx := context.Background()
	client := mcp.NewClient(&mcp.Implementation{Name: "verijudge-witness-verifier", Version: "1"}, nil)
	cs, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: *auditorURL}, nil)
	if err != nil {
		return fail(stderr, fmt.Errorf("connecting to the auditor at %s: %w", *auditorURL, err), "")
	}
	defer cs.Close()
	policy, err := bf.policy()
	if err != nil {
		return fail(stderr, err, "")
	}
	s, err := witness.AskAuditor(ctx, cs, witness.NewVerifier(sk, policy), t, q.Questions, func(a *witness.Attested) {
		fmt.Fprintf(stderr, "question %d/%d: %s (%d tool calls)\n", a.N, len(q.Questions), a.Answer, a.ToolCalls)
	})
	if s == nil {
		return fail(stderr, err, "")
	}
	if werr := os.MkdirAll(*out, 0o755); werr != nil {
		return fail(stderr, werr, "")
	}
	if werr := witness.WriteSession(filepath.Join(*out, witness.SessionFile), s); werr != nil {
		return fail(stderr, werr, "")
	}
	tr, terr := witness.Trace(s, witness.TraceOptions{Expect: expectations(q)})
	if terr == nil {
		terr = writeTrace(filepath.Join(*out, "trace.json"), tr, stdout)
	}
	if terr != nil {
		return fail(stderr, terr, "")
	}
	if err != nil {
		fmt.Fprintf(stderr, "verijudge: the session did not close: %v\nwrote %s\n", err, *out)
		return exitMismatch
	}
	fmt.Fprintf(stdout, "session closed: %d questions, head %s\nwrote %s and %s\n", len(s.Questions), s.Final.Head,
		filepath.Join(*out, witness.SessionFile), filepath.Join(*out, "trace.json"))
	return exitOK
}

// bindingFlags configure how a role judges the auditor's binding.
type bindingFlags struct {
	roots, measurements stringList
	unattested, anyTD   *bool
	noColl, septVE      *bool
	collDir, pcs        *string
}

func addBindingFlags(fs *flag.FlagSet) *bindingFlags {
	b := &bindingFlags{}
	fs.Var(&b.roots, "tee-root", "a PEM file of trusted TDX roots for the auditor's boot quote instead of Intel's (test chains; repeatable)")
	fs.Var(&b.measurements, "auditor-measurement", "an allowed auditor TD measurement (0x + 64 hex; repeatable)")
	b.anyTD = fs.Bool("any-auditor-measurement-unsafe", false, "accept a boot quote from any TD: whoever controls one may read the corpus")
	b.collDir = fs.String("tee-collateral", "", "folder of Intel TDX collateral (a PCS cache) for the boot quote")
	b.pcs = fs.String("tee-pcs", "", "fetch TDX collateral from this PCS (\"intel\", or a mirror's URL)")
	b.noColl = fs.Bool("without-collateral-unsafe", false, "check the boot quote without TCB status, QE identity and CRLs")
	b.unattested = fs.Bool("unattested-auditor-unsafe", false, "deal with an auditor whose key no quote binds (reproducible-only): it may read the corpus, and nothing shows it ran in a TEE")
	b.septVE = fs.Bool("allow-sept-ve-unsafe", false, "accept auditor TDs without SEPT_VE_DISABLE")
	return b
}

func (b *bindingFlags) policy() (witness.BindingPolicy, error) {
	p := witness.BindingPolicy{AllowUnattestedUnsafe: *b.unattested, AnyMeasurementUnsafe: *b.anyTD, WithoutCollateralUnsafe: *b.noColl}
	p.TEE.AllowSeptVE = *b.septVE
	for _, f := range b.roots {
		cs, err := readPEMCerts(f)
		if err != nil {
			return p, err
		}
		p.TEE.Roots = append(p.TEE.Roots, cs...)
		p.TEE.RootsName = "--tee-root"
	}
	for _, m := range b.measurements {
		h, err := canon.ParseHash(m)
		if err != nil {
			return p, fmt.Errorf("--auditor-measurement %q: %w", m, err)
		}
		p.Measurements = append(p.Measurements, h)
	}
	src, _, err := collateralFrom("--tee-collateral", *b.collDir, "--tee-pcs", *b.pcs)
	if err != nil {
		return p, err
	}
	if src != nil {
		p.TEE.Collateral = src
	}
	return p, nil
}
