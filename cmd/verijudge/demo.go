package main

import (
	"context"
	"crypto/x509"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"time"

	tdxtestdata "github.com/google/go-tdx-guest/testing/testdata"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/fixtures/teechain"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/zk"
)

func init() {
	register(&command{name: "demo", summary: "judge the fixture suite, write records, re-verify them", run: runDemo})
}

const demoDoc = `
Runs the main job end to end on the embedded fixture suite: judges every
trace with the embedded evaluator, starts the embedded dev chain (go-ethereum's
simulated backend with the real Sepolia EAS bytecode and verijudge's
EvaluatorRegistry and JudgeVerifier), attests every verdict and its
provenance in multiAttest batches, writes one verdict record per verdict
(with its attestation UIDs) into DIR (a fresh temporary folder unless --out
is given), re-verifies each record from its file offline and online, and
prints one line per record with the trust level.

It then proves one trace of the zero-knowledge profile with the small
circuit (INSECURE development keys, set up once and cached: the first run
takes minutes, later ones seconds), verifies the proof off-chain and
records level 4 (ZK_PROVEN) through ZkJudgeVerifier on the dev chain.

--offline skips the chain (records without attestations); --no-zk skips the
proof.

Exit codes: 0 every record MATCHes (and reaches level 1 online) and every
verdict equals its golden hash; 1 some record does not; 2 error.`

type demoRow struct {
	Name        string        `json:"name"`
	Status      judge.Status  `json:"status"`
	Outcome     judge.Outcome `json:"outcome"`
	Level       string        `json:"level,omitempty"`
	VerdictHash string        `json:"verdictHash"`
	Golden      bool          `json:"matchesGolden"`
	Record      string        `json:"record"`
}

func runDemo(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("demo", "demo [--out DIR] [--offline] [--json]", demoDoc, stderr, stdout)
	out := fs.String("out", "", "folder for the records (default: a new temporary folder)")
	asJSON := fs.Bool("json", false, "print the rows as JSON")
	offline := fs.Bool("offline", false, "skip the embedded chain: judge, write records and verify offline only")
	noZK := fs.Bool("no-zk", false, "skip the zero-knowledge proof (level 4; its first run sets up keys for minutes)")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if fs.NArg() != 0 {
		return fail(stderr, fmt.Errorf("demo takes no arguments"), "verijudge demo --help")
	}
	dir := *out
	var err error
	if dir == "" {
		dir, err = os.MkdirTemp("", "verijudge-demo-")
	} else {
		err = os.MkdirAll(dir, 0o755)
	}
	if err != nil {
		return fail(stderr, err, "")
	}
	cases, err := fixtures.Suite()
	if err != nil {
		return fail(stderr, err, "")
	}
	start := time.Now()
	e := judge.Embedded()
	ctx := context.Background()
	recs := make([]*judge.Record, len(cases))
	for i, c := range cases {
		if recs[i], err = judge.NewRecord(c.Trace, e); err != nil {
			return fail(stderr, fmt.Errorf("%s: %w", c.Name(), err), "")
		}
	}
	var client *chain.Client
	if !*offline {
		dc, err := chain.NewDevChain(ctx)
		if err != nil {
			return fail(stderr, err, "")
		}
		defer dc.Close()
		client = dc.Client
		if err := client.AttestRecords(ctx, recs); err != nil {
			return fail(stderr, err, "")
		}
	}
	var rows []demoRow
	bad := 0
	for i, c := range cases {
		rec := recs[i]
		b, err := rec.MarshalIndent()
		if err != nil {
			return fail(stderr, err, "")
		}
		path := filepath.Join(dir, strings.ReplaceAll(c.Name(), "/", "--")+".record.json")
		if err := os.WriteFile(path, b, 0o644); err != nil {
			return fail(stderr, err, "")
		}
		// Re-verify from the file, as a third party would.
		f, err := os.Open(path)
		if err != nil {
			return fail(stderr, err, "")
		}
		back, err := judge.ParseRecord(f)
		f.Close()
		if err != nil {
			return fail(stderr, err, "")
		}
		row := demoRow{Name: c.Name(), Status: rec.Verdict.Status, VerdictHash: rec.VerdictHash.String(),
			Golden: rec.VerdictHash == c.VerdictHash, Record: path}
		if client != nil {
			res := client.Verify(ctx, back, e)
			row.Outcome, row.Level = res.Outcome, fmt.Sprintf("%d %s", res.Level, res.LevelName)
		} else {
			row.Outcome = judge.VerifyOffline(back, e).Outcome
		}
		if row.Outcome != judge.Match || !row.Golden {
			bad++
		}
		rows = append(rows, row)
		if !*asJSON && isTerminal(stderr) {
			fmt.Fprintf(stderr, "\rverifying %d/%d", i+1, len(cases))
		}
	}
	if !*asJSON && isTerminal(stderr) {
		fmt.Fprint(stderr, "\r\033[K")
	}
	teeRows, teeBad := demoTEE(ctx, client, recs[0], dir)
	bad += teeBad
	var zkRows []demoTEERow
	if !*noZK {
		var zkBad int
		zkRows, zkBad = demoZK(ctx, client, dir, stderr)
		bad += zkBad
	}
	if *asJSON {
		writeJSON(stdout, map[string]any{"records": dir, "rows": rows, "mismatches": bad, "tee": teeRows, "zk": zkRows})
	} else {
		fmt.Fprintf(stdout, "%-46s %-8s %-9s %-15s %-8s %s\n", "TRACE", "STATUS", "VERIFY", "LEVEL", "GOLDEN", "VERDICT HASH")
		for _, r := range rows {
			g := "ok"
			if !r.Golden {
				g = "DIFFERS"
			}
			lvl := r.Level
			if lvl == "" {
				lvl = "(offline)"
			}
			fmt.Fprintf(stdout, "%-46s %-8s %-9s %-15s %-8s %s\n", r.Name, r.Status, r.Outcome, lvl, g, r.VerdictHash[:18]+"…")
		}
		where := "offline"
		if client != nil {
			where = fmt.Sprintf("offline and online (dev chain %d, EAS %s)", client.Deployment().ChainID, client.Deployment().EAS)
		}
		fmt.Fprintf(stdout, "\n%d/%d records re-verified MATCH %s in %v, evaluator %s\nrecords written to %s\n",
			len(rows)-bad, len(rows), where, time.Since(start).Round(time.Millisecond), e.Digest(), dir)
		fmt.Fprintf(stdout, "\nTEE evidence:\n")
		for _, r := range teeRows {
			fmt.Fprintf(stdout, "  %-7s %s\n", r.Outcome, r.What)
		}
		if len(zkRows) > 0 {
			fmt.Fprintf(stdout, "\nZero knowledge:\n")
			for _, r := range zkRows {
				fmt.Fprintf(stdout, "  %-7s %s\n", r.Outcome, r.What)
			}
		}
		fmt.Fprintf(stdout, "\ntry: go run ./cmd/verijudge verify --offline %s\n", rows[0].Record)
		fmt.Fprintf(stdout, "     go run ./cmd/verijudge tee verify --record %s --quote %s --root %s\n", rows[0].Record,
			filepath.Join(dir, "TEST-ONLY-tdx-quote.bin"), filepath.Join(dir, "TEST-ONLY-tee-root.pem"))
	}
	if bad > 0 {
		return exitMismatch
	}
	return exitOK
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

type demoTEERow struct {
	Outcome string `json:"outcome"`
	What    string `json:"what"`
}

// demoTEE shows TEE evidence checked off-chain: the genuine Intel TDX
// quote from go-tdx-guest's test data under the production root, and a
// quote over the first record's verdict binding made through a TEST-ONLY
// chain (dev only: the production roots reject it), written beside the
// records with its root.
func demoTEE(ctx context.Context, client *chain.Client, rec *judge.Record, dir string) ([]demoTEERow, int) {
	var rows []demoTEERow
	bad := 0
	row := func(ok bool, format string, a ...any) {
		o := "VALID"
		if !ok {
			o, bad = "INVALID", bad+1
		}
		rows = append(rows, demoTEERow{o, fmt.Sprintf(format, a...)})
	}
	when := time.Date(2023, time.July, 1, 1, 0, 0, 0, time.UTC)
	res, err := tee.VerifyTDX(tdxtestdata.RawQuote, tee.TDXOptions{Now: when})
	row(err == nil && res.Root == tee.IntelSGXRootFingerprint,
		"Intel production TDX quote (go-tdx-guest test data) at %s under the Intel SGX root: %s", when.Format("2006-01-02"), describe(res, err))

	testRoot := teechain.NewTDXChain("verijudge-demo", teechain.Default, teechain.Validity{})
	var q teechain.TDXQuote
	q.ReportData = tee.ReportData(rec.Evaluator.Digest, rec.TraceHash, rec.VerdictHash)
	q.MRTD[0] = 0xde
	quote := testRoot.Quote("verijudge-demo", q)
	now := time.Now().UTC()
	res, err = tee.VerifyTDX(quote, tee.TDXOptions{Roots: []*x509.Certificate{testRoot.Root}, Now: now})
	if err == nil {
		err = res.Check(tee.Policy{Measurements: []canon.Hash{res.Measurement}}, rec.Evaluator.Digest, rec.TraceHash, rec.VerdictHash)
	}
	row(err == nil, "TEST-ONLY TDX quote over %s's verdict binding, under the demo's TEST-ONLY root (dev chain only): %s", rec.Verdict.TrialID, describe(res, err))
	_, perr := tee.VerifyTDX(quote, tee.TDXOptions{Now: now})
	row(perr != nil, "the same TEST-ONLY quote under the production Intel root is refused: %v", perr != nil)
	// Leave the evidence and its root beside the records.
	ev := tee.Evidence{Kind: tee.KindTDX, Backend: "demo (TEST-ONLY chain)", Quote: quote, QuoteHash: canon.Sum(quote)}
	_ = os.WriteFile(filepath.Join(dir, "TEST-ONLY-tee-root.pem"), testRoot.RootPEM(), 0o644)
	_ = os.WriteFile(filepath.Join(dir, "TEST-ONLY-tdx-quote.bin"), ev.Quote, 0o644)
	if client == nil {
		return rows, bad
	}
	// Level 3 on the dev chain: TdxQuoteVerifier pinned to the demo's
	// TEST-ONLY root (registered for this dev chain only) verifies the
	// quote from its bytes and records TEE_VERIFIED.
	lvl, gas, err := demoLevel3(ctx, client, rec, testRoot, ev)
	row(err == nil && lvl == 3, "level %d %s on the dev chain for %s: the quote verified on-chain by TdxQuoteVerifier (P-256 precompile, TEST-ONLY root pinned for the dev chain only), %d gas%s",
		lvl, chain.LevelName(lvl), rec.Verdict.TrialID, gas, errSuffix(err))
	return rows, bad
}

func demoLevel3(ctx context.Context, c *chain.Client, rec *judge.Record, root *teechain.Chain, ev tee.Evidence) (uint8, uint64, error) {
	v, err := c.DeployTdxVerifier(ctx, &root.RootKey.PublicKey)
	if err != nil {
		return 0, 0, err
	}
	r := *rec
	r.Attestations = nil
	if r.TEE, err = json.Marshal(ev); err != nil {
		return 0, 0, err
	}
	m, err := tee.Measurement(&ev)
	if err != nil {
		return 0, 0, err
	}
	if err := c.AllowTeeMeasurement(ctx, m); err != nil {
		return 0, 0, err
	}
	// attest verifies the evidence (here under the TEST-ONLY root) and
	// requires an allowed measurement before it names them.
	if err := c.AttestRecords(ctx, []*judge.Record{&r}, chain.WithTEEOptions(chain.TEEOptions{Roots: []*x509.Certificate{root.Root}})); err != nil {
		return 0, 0, err
	}
	vu, pu := attest.UID(r.Attestations.VerdictUID), attest.UID(r.Attestations.ProvenanceUID)
	gas, err := c.RecordTEELevel(ctx, v, vu, pu, ev.Quote, &r.Verdict)
	if err != nil {
		return 0, 0, err
	}
	lvl, _, err := c.CheckVerdict(ctx, vu, pu)
	return lvl, gas, err
}

func errSuffix(err error) string {
	if err == nil {
		return ""
	}
	return ": " + err.Error()
}

func describe(res *tee.Result, err error) string {
	if err != nil {
		return err.Error()
	}
	return fmt.Sprintf("measurement %s, report data %x…", res.Measurement, []byte(res.ReportData)[:8])
}

// demoZK proves one in-profile fixture with the small circuit under the
// INSECURE development keys (set up and cached on first use), verifies
// the proof off-chain and, with a chain, records level 4 through
// ZkJudgeVerifier. The record with its proof is written into dir.
func demoZK(ctx context.Context, client *chain.Client, dir string, stderr io.Writer) ([]demoTEERow, int) {
	var rows []demoTEERow
	bad := 0
	row := func(ok bool, format string, a ...any) {
		o := "VALID"
		if !ok {
			o, bad = "INVALID", bad+1
		}
		rows = append(rows, demoTEERow{o, fmt.Sprintf(format, a...)})
	}
	traces, err := fixtures.ProfileTraces(zk.Small.MaxTxs, zk.Small.MaxChecks)
	if err != nil || len(traces) == 0 {
		row(false, "no in-profile fixture: %v", err)
		return rows, bad
	}
	tr := traces[0]
	w, err := zk.Prepare(zk.Small, tr.Trace)
	var rec *judge.Record
	if err == nil {
		rec, err = judge.NewRecord(tr.Trace, judge.Embedded())
	}
	if err == nil && client != nil {
		err = client.AttestRecords(ctx, []*judge.Record{rec})
	}
	if err != nil {
		row(false, "preparing %s: %v", tr.Name, err)
		return rows, bad
	}
	binding := new(big.Int)
	if rec.Attestations != nil {
		binding = zk.Binding(rec.Attestations.VerdictUID, rec.Attestations.ProvenanceUID)
	}
	say := progress(stderr)
	keys, err := zk.LoadDevKeys(zk.Small, say)
	if err != nil {
		row(false, "development keys: %v", err)
		return rows, bad
	}
	say("proving " + tr.Name)
	start := time.Now()
	p, err := zk.Prove(keys.CCS, keys.PK, keys.VK, w, binding)
	if err != nil {
		row(false, "proving %s: %v", tr.Name, err)
		return rows, bad
	}
	took := time.Since(start).Round(100 * time.Millisecond)
	verr := zk.Verify(keys.VK, p)
	row(verr == nil, "Groth16 proof (small profile, %d constraints, proved in %v) that %s's trace %s… is judged %s, verdict %s…; INSECURE development keys, program %s…%s",
		keys.CCS.GetNbConstraints(), took, tr.Name, w.Statement.TraceHash.String()[:12], w.Verdict.Status, w.Statement.VerdictHash.String()[:12], keys.ProgramID.String()[:12], errSuffix(verr))
	q := *p
	q.Statement.VerdictHash[31] ^= 1
	row(zk.Verify(keys.VK, &q) != nil, "the same proof for another verdict hash is refused: %v", zk.Verify(keys.VK, &q) != nil)
	if raw, err := json.MarshalIndent(p, "", "  "); err == nil {
		rec.ZK = raw
		if b, err := rec.MarshalIndent(); err == nil {
			_ = os.WriteFile(filepath.Join(dir, "zk--"+tr.Name+".record.json"), b, 0o644)
		}
	}
	if client == nil {
		return rows, bad
	}
	lvl, gas, err := demoLevel4(ctx, client, keys.ProgramID, rec, p)
	row(err == nil && lvl == 4, "level %d %s on the dev chain for %s: the proof verified on-chain by ZkJudgeVerifier (gnark's Solidity verifier), %d gas%s",
		lvl, chain.LevelName(lvl), rec.Verdict.TrialID, gas, errSuffix(err))
	return rows, bad
}

func demoLevel4(ctx context.Context, c *chain.Client, program canon.Hash, rec *judge.Record, p *zk.Proof) (uint8, uint64, error) {
	v, err := c.DeployDevZkVerifier(ctx, program, zk.Evaluators())
	if err != nil {
		return 0, 0, err
	}
	if err := c.AllowZkProgram(ctx, program); err != nil {
		return 0, 0, err
	}
	sp, cm, pok, err := zk.SolidityProof(p)
	if err != nil {
		return 0, 0, err
	}
	vu, pu := attest.UID(rec.Attestations.VerdictUID), attest.UID(rec.Attestations.ProvenanceUID)
	gas, err := c.RecordZKLevel(ctx, v, vu, pu, &rec.Verdict, chain.ZKProof{Proof: sp, Commitments: cm, CommitmentPok: pok})
	if err != nil {
		return 0, 0, err
	}
	lvl, _, err := c.CheckVerdict(ctx, vu, pu)
	return lvl, gas, err
}
