//go:build verijudge_demo

package main

import (
	"context"
	"crypto/x509"
	"encoding/json"
	"fmt"
	"github.com/ethereum/go-ethereum/common"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"time"

	tdxtestdata "github.com/google/go-tdx-guest/testing/testdata"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/attester"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/fixtures/teechain"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/verify"
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

The same verdicts are also attested as one anchored batch (offchain
attestations and a single EAS.timestamp of their Merkle root, see
'verijudge attest --anchor'), written to DIR/anchored and re-verified the
same way: the ANCHORED column; the gas of both paths is printed.

A section for a run of your own follows the witnessed session
(docs/collect.md): a scripted payment agent, an honest build and one that
leaks through a router, acts on the dev chain over JSON-RPC; each run's
transactions, logs, balances and internal transfers are collected from the
node, judged, attested and re-verified with the evidence held against the
chain (--evidence-rpc), and the leaky trace with its leak dropped is
refused; a small Go module's tests run under collect.Run and its trace is
judged and attested the same way (DIR/run).

A witnessed audit session runs next (docs/witness.md): prover, auditor and
verifier over MCP on loopback, on the fixture corpus, the auditor's key
bound by a TEST-ONLY TDX boot quote; its transcript trace is judged,
attested (level 1) and recorded at level 3 with a TEST-ONLY quote over its
verdict (DIR/witness).

It then proves one trace of the zero-knowledge profile with the small
circuit (INSECURE development keys, set up once and cached: the first run
takes minutes, later ones seconds), verifies the proof off-chain and
records level 4 (ZK_PROVEN) through ZkJudgeVerifier on the dev chain.

--offline skips the chain (records without attestations); --no-zk skips the
proof.

Exit codes: 0 every record MATCHes (and reaches level 1 online) and every
verdict equals its golden hash; 1 some record does not; 2 error.`

type demoRow struct {
	Name    string         `json:"name"`
	Status  judge.Status   `json:"status"`
	Outcome verify.Outcome `json:"outcome"`
	Level   string         `json:"level,omitempty"`
	// Anchored is the level of the same verdict attested in the anchored
	// batch, AnchoredOutcome its verification.
	Anchored        string         `json:"anchored,omitempty"`
	AnchoredOutcome verify.Outcome `json:"anchoredOutcome,omitempty"`
	VerdictHash     string         `json:"verdictHash"`
	Golden          bool           `json:"matchesGolden"`
	Record          string         `json:"record"`
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
	traces := make([][]byte, len(cases))
	for i, c := range cases {
		traces[i] = c.Trace
	}
	recs, err := judge.NewRecords(traces, e)
	if err != nil {
		return fail(stderr, err, "")
	}
	var client *chain.Client
	var demoChain *devchain.Chain
	var anchored []*judge.Record
	var gas struct {
		PerVerdict uint64          `json:"perVerdictGas"`
		Anchored   *chain.Anchored `json:"anchoredBatch,omitempty"`
	}
	// Every re-verification goes through package verify: offline under the
	// shipped Sepolia trust root, online under the dev chain's, computed.
	trust, err := verify.Sepolia()
	if err != nil {
		return fail(stderr, err, "")
	}
	if !*offline {
		dc, err := devchain.New(ctx)
		if err != nil {
			return fail(stderr, err, "")
		}
		defer dc.Close()
		client, demoChain = dc.Client, dc
		// The same verdicts, anchored: copies made before the per-verdict
		// path names its UIDs in recs.
		anchored = make([]*judge.Record, len(recs))
		for i, r := range recs {
			c := *r
			anchored[i] = &c
		}
		att, err := demoAttester(client, nil, nil)
		if err != nil {
			return fail(stderr, err, "")
		}
		client.OnMined(func(m chain.Mined) { gas.PerVerdict += m.GasUsed })
		if err := att.AttestRecords(ctx, client, recs); err != nil {
			return fail(stderr, err, "")
		}
		client.OnMined(nil)
		if gas.Anchored, err = att.AnchorRecords(ctx, client, anchored); err != nil {
			return fail(stderr, err, "")
		}
		if err := os.MkdirAll(filepath.Join(dir, "anchored"), 0o755); err != nil {
			return fail(stderr, err, "")
		}
		if trust, err = verify.InitTrustRoot(ctx, client, verify.InitOptions{Name: "dev", ValidFrom: start.Add(-time.Minute)}); err != nil {
			return fail(stderr, err, "")
		}
	}
	var vopts []verify.Option
	if client != nil {
		vopts = append(vopts, verify.WithChain(client))
	}
	verifier, err := verify.New(trust, vopts...)
	if err != nil {
		return fail(stderr, err, "")
	}
	policy := verify.NewPolicy(verify.WithEvaluators(e.Digest()), verify.At(time.Now()))
	var rows []demoRow
	bad := 0
	// writeAndVerify writes rec to path and re-verifies it from the file,
	// as a third party would.
	writeAndVerify := func(rec *judge.Record, path string) (*verify.Result, error) {
		b, err := rec.MarshalIndent()
		if err != nil {
			return nil, err
		}
		if err := os.WriteFile(path, b, 0o644); err != nil {
			return nil, err
		}
		f, err := os.Open(path)
		if err != nil {
			return nil, err
		}
		back, err := judge.ParseRecord(f)
		f.Close()
		if err != nil {
			return nil, err
		}
		res, _ := verifier.Verify(ctx, back, policy)
		return res, nil
	}
	for i, c := range cases {
		rec := recs[i]
		name := strings.ReplaceAll(c.Name(), "/", "--") + ".record.json"
		path := filepath.Join(dir, name)
		res, err := writeAndVerify(rec, path)
		if err != nil {
			return fail(stderr, err, "")
		}
		row := demoRow{Name: c.Name(), Status: rec.Verdict.Status, VerdictHash: rec.VerdictHash.String(),
			Golden: rec.VerdictHash == c.VerdictHash, Record: path}
		row.Outcome = res.Outcome
		if client != nil {
			row.Level = fmt.Sprintf("%d %s", res.Level, res.LevelName)
			ares, err := writeAndVerify(anchored[i], filepath.Join(dir, "anchored", name))
			if err != nil {
				return fail(stderr, err, "")
			}
			row.Anchored, row.AnchoredOutcome = fmt.Sprintf("%d %s", ares.Level, ares.LevelName), ares.Outcome
			if ares.Outcome != verify.Match || ares.OnChain == nil || ares.OnChain.Anchor == nil {
				row.AnchoredOutcome = verify.Mismatch
			}
		}
		if row.Outcome != verify.Match || !row.Golden || (row.AnchoredOutcome != "" && row.AnchoredOutcome != verify.Match) {
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
	// The judge table first: the TEE, witness and zero-knowledge parts
	// that follow can take minutes the first time (a one-time setup).
	if !*asJSON {
		fmt.Fprintf(stdout, "%-46s %-8s %-9s %-15s %-15s %-8s %s\n", "TRACE", "STATUS", "VERIFY", "LEVEL", "ANCHORED", "GOLDEN", "VERDICT HASH")
		for _, r := range rows {
			g := "ok"
			if !r.Golden {
				g = "DIFFERS"
			}
			lvl, anc := r.Level, r.Anchored
			if lvl == "" {
				lvl, anc = "(offline)", "(offline)"
			}
			if r.AnchoredOutcome != "" && r.AnchoredOutcome != verify.Match {
				anc = string(r.AnchoredOutcome)
			}
			fmt.Fprintf(stdout, "%-46s %-8s %-9s %-15s %-15s %-8s %s\n", r.Name, r.Status, r.Outcome, lvl, anc, g, r.VerdictHash[:18]+"…")
		}
		where := "offline"
		if client != nil {
			where = fmt.Sprintf("offline and online (dev chain %d, EAS %s)", client.Deployment().ChainID, client.Deployment().EAS)
		}
		fmt.Fprintf(stdout, "\n%d/%d records re-verified MATCH %s in %v, evaluator %s\nrecords written to %s\n",
			len(rows)-bad, len(rows), where, time.Since(start).Round(time.Millisecond), e.Digest(), dir)
		if a := gas.Anchored; a != nil {
			n := uint64(len(rows))
			fmt.Fprintf(stdout, "gas: per verdict (multiAttest) %d in all, %d a verdict; anchored batch (one EAS.timestamp of root %s) %d in all, %d a verdict; anchored records in %s\n",
				gas.PerVerdict, gas.PerVerdict/n, a.Root, a.GasUsed, a.GasUsed/n, filepath.Join(dir, "anchored"))
		}
	}
	teeRows, teeBad := demoTEE(ctx, client, recs[0], dir)
	bad += teeBad
	witnessRows, witnessBad := demoWitness(ctx, client, demoRoot(), dir)
	bad += witnessBad
	runRows, runBad := demoRun(ctx, demoChain, client, dir)
	bad += runBad
	var zkRows []demoTEERow
	if !*noZK {
		var zkBad int
		zkRows, zkBad = demoZK(ctx, client, dir, stderr)
		bad += zkBad
	}
	if *asJSON {
		out := map[string]any{"records": dir, "rows": rows, "mismatches": bad, "tee": teeRows, "witness": witnessRows, "run": runRows, "zk": zkRows}
		if client != nil {
			out["gas"] = gas
		}
		writeJSON(stdout, out)
	} else {
		fmt.Fprintf(stdout, "\nTEE evidence:\n")
		for _, r := range teeRows {
			fmt.Fprintf(stdout, "  %-7s %s\n", r.Outcome, r.What)
		}
		fmt.Fprintf(stdout, "\nWitnessed audit session (transcript evidence, %s):\n", filepath.Join(dir, "witness"))
		for _, r := range witnessRows {
			fmt.Fprintf(stdout, "  %-7s %s\n", r.Outcome, r.What)
		}
		fmt.Fprintf(stdout, "\nYour own run (evidence collected from real runs, %s):\n", filepath.Join(dir, "run"))
		for _, r := range runRows {
			fmt.Fprintf(stdout, "  %-7s %s\n", r.Outcome, r.What)
		}
		if len(zkRows) > 0 {
			fmt.Fprintf(stdout, "\nZero knowledge:\n")
			for _, r := range zkRows {
				fmt.Fprintf(stdout, "  %-7s %s\n", r.Outcome, r.What)
			}
		}
		fmt.Fprintf(stdout, "\ntry: go run ./cmd/verijudge verify --offline %s\n", rows[0].Record)
		fmt.Fprintf(stdout, "     go run ./cmd/verijudge tee verify --record %s --quote %s --tee-root %s --any-measurement-unsafe --without-collateral-unsafe --allow-test-only-unsafe\n", rows[0].Record,
			filepath.Join(dir, "TEST-ONLY-tdx-quote.bin"), filepath.Join(dir, "TEST-ONLY-tee-root.pem"))
	}
	if bad > 0 {
		return exitMismatch
	}
	return exitOK
}

// demoRoot is the demo's TEST-ONLY TDX chain (deterministic: the same
// root every time).
func demoRoot() *teechain.Chain {
	return teechain.NewTDXChain("verijudge-demo", teechain.Default, teechain.Validity{})
}

type demoTEERow struct {
	Outcome string `json:"outcome"`
	What    string `json:"what"`
}

// demoRows collects a demo section's rows and counts the invalid ones.
type demoRows struct {
	rows []demoTEERow
	bad  int
}

func (d *demoRows) add(ok bool, format string, a ...any) {
	o := "VALID"
	if !ok {
		o, d.bad = "INVALID", d.bad+1
	}
	d.rows = append(d.rows, demoTEERow{o, fmt.Sprintf(format, a...)})
}

// demoTEE shows TEE evidence checked off-chain: the genuine Intel TDX
// quote from go-tdx-guest's test data under the production root, and a
// quote over the first record's verdict binding made through a TEST-ONLY
// chain (dev only: the production roots reject it), written beside the
// records with its root.
func demoTEE(ctx context.Context, client *chain.Client, rec *judge.Record, dir string) ([]demoTEERow, int) {
	var d demoRows
	row := d.add
	// Every check through package verify: the evidence put into a copy of
	// the record, verified offline.
	when := time.Date(2023, time.July, 1, 1, 0, 0, 0, time.UTC)
	sepolia, err := verify.Sepolia()
	if err != nil {
		row(false, "trust root: %v", err)
		return d.rows, d.bad
	}
	withEvidence := func(q []byte) *judge.Record {
		r := *rec
		r.Attestations = nil
		r.TEE, _ = json.Marshal(tee.Evidence{Kind: tee.KindTDX, Backend: "demo", Quote: q, QuoteHash: canon.Sum(q)})
		return &r
	}
	check := func(res *verify.Result, name verify.CheckName) bool {
		for _, c := range res.Checks {
			if c.Name == name {
				return c.OK
			}
		}
		return false
	}
	prod, _ := verify.New(sepolia)
	res, _ := prod.Verify(ctx, withEvidence(tdxtestdata.RawQuote), verify.NewPolicy(verify.WithEvaluators(rec.Evaluator.Digest),
		verify.At(when), verify.AnyMeasurementUnsafe(), verify.WithoutCollateralUnsafe()))
	prodOK := check(res, verify.CheckTEEQuote) && res.TEE != nil && res.TEE.Root == tee.IntelSGXRootFingerprint()
	what := "does not verify"
	if prodOK {
		what = fmt.Sprintf("signatures and chain verify, measurement %s…; it is no verijudge TD, so its binding and attributes fail verijudge's policy, as they must",
			res.TEE.Measurement.String()[:14])
	}
	row(prodOK, "Intel production TDX quote (go-tdx-guest test data) at %s under the Intel SGX root: %s", when.Format("2006-01-02"), what)

	testRoot := demoRoot()
	var q teechain.TDXQuote
	q.ReportData = tee.ReportData(rec.Evaluator.Digest, rec.TraceHash, rec.VerdictHash)
	q.MRTD[0] = 0xde
	quote := testRoot.Quote("verijudge-demo", q)
	now := time.Now().UTC()
	withTest := *sepolia
	withTest.Roots = append(append([]verify.Root(nil), sepolia.Roots...), verify.NewRoot(tee.KindTDX, testRoot.Root, true, verify.Window{ValidFrom: testRoot.Root.NotBefore}))
	// Collateral from a TEST-ONLY PCS signed under the same root.
	coll := testRoot.Collateral("verijudge-demo", now)
	testV, err := verify.New(&withTest, verify.WithCollateral(coll))
	var m canon.Hash
	if err == nil {
		m, err = tee.Measurement(&tee.Evidence{Kind: tee.KindTDX, Quote: quote})
	}
	if err == nil {
		res, err = testV.Verify(ctx, withEvidence(quote), verify.NewPolicy(verify.WithEvaluators(rec.Evaluator.Digest), verify.At(now),
			verify.WithMeasurements(m), verify.AllowTestOnlyUnsafe(), verify.RequireLevel(verify.LevelTEEVerified)))
	}
	row(err == nil, "TEST-ONLY TDX quote over %s's verdict binding, with TEST-ONLY collateral, under the demo's TEST-ONLY root (dev chain only): level %s offline, %s%s",
		rec.Verdict.TrialID, describeLevel(res), describeResult(res), errSuffix(err))
	res, _ = prod.Verify(ctx, withEvidence(quote), verify.NewPolicy(verify.WithEvaluators(rec.Evaluator.Digest), verify.At(now),
		verify.WithMeasurements(m), verify.WithoutCollateralUnsafe()))
	row(!check(res, verify.CheckTEEQuote), "the same TEST-ONLY quote under the production Intel root is refused: %v", !check(res, verify.CheckTEEQuote))
	// Leave the evidence and its root beside the records.
	ev := tee.Evidence{Kind: tee.KindTDX, Backend: "demo (TEST-ONLY chain)", Quote: quote, QuoteHash: canon.Sum(quote)}
	_ = os.WriteFile(filepath.Join(dir, "TEST-ONLY-tee-root.pem"), testRoot.RootPEM(), 0o644)
	_ = os.WriteFile(filepath.Join(dir, "TEST-ONLY-tdx-quote.bin"), ev.Quote, 0o644)
	if client == nil {
		return d.rows, d.bad
	}
	// Level 3 on the dev chain: TdxQuoteVerifier pinned to the demo's
	// TEST-ONLY root (registered for this dev chain only) verifies the
	// quote from its bytes and records TEE_VERIFIED.
	r, gas, err := demoLevel3(ctx, client, rec, testRoot, ev)
	var lvl verify.Level
	if err == nil {
		// The trust root again, now with the TDX module, and the record
		// verified online (the chain's level 3 counts with the record's
		// evidence verified here, collateral included).
		res, err = verifyOnline(ctx, client, r, []verify.Root{verify.NewRoot(tee.KindTDX, testRoot.Root, true, verify.Window{ValidFrom: testRoot.Root.NotBefore})},
			coll, verify.MeasurementsFromRegistry(), verify.RequireLevel(verify.LevelTEEVerified))
		if res != nil {
			lvl = res.Level
		}
	}
	row(err == nil && lvl == 3, "level %d %s on the dev chain for %s: the quote verified on-chain by TdxQuoteVerifier (P-256 precompile, TEST-ONLY root pinned for the dev chain only), %d gas; verify: %s%s",
		lvl, verify.LevelName(lvl), rec.Verdict.TrialID, gas, describeResult(res), errSuffix(err))
	return d.rows, d.bad
}

// verifyOnline verifies r on the dev chain under a trust root computed
// from the chain now (with the modules deployed so far).
func verifyOnline(ctx context.Context, c *chain.Client, r *judge.Record, roots []verify.Root, coll verify.CollateralSource, opts ...verify.PolicyOption) (*verify.Result, error) {
	return verifyOnlineWith(ctx, c, r, roots, coll, nil, opts...)
}

// verifyOnlineWith is verifyOnline with more verifier options (an evidence
// source).
func verifyOnlineWith(ctx context.Context, c *chain.Client, r *judge.Record, roots []verify.Root, coll verify.CollateralSource, more []verify.Option, opts ...verify.PolicyOption) (*verify.Result, error) {
	w := verify.Window{ValidFrom: time.Now().Add(-time.Hour)}
	trust, err := verify.InitTrustRoot(ctx, c, verify.InitOptions{Name: "dev", ValidFrom: w.ValidFrom, Roots: append(verify.ProductionRoots(w), roots...)})
	if err != nil {
		return nil, err
	}
	ro, err := c.ReadOnly(trust.Deployment())
	if err != nil {
		return nil, err
	}
	vopts := append([]verify.Option{verify.WithChain(ro)}, more...)
	if coll != nil {
		vopts = append(vopts, verify.WithCollateral(coll))
	}
	v, err := verify.New(trust, vopts...)
	if err != nil {
		return nil, err
	}
	// The dev chain's modules are TEST-ONLY: accepted here by choice.
	return v.Verify(ctx, r, verify.NewPolicy(append([]verify.PolicyOption{verify.WithEvaluators(r.Evaluator.Digest), verify.At(time.Now()), verify.AllowTestOnlyUnsafe()}, opts...)...))
}

func describeLevel(res *verify.Result) string {
	if res == nil {
		return "-"
	}
	return fmt.Sprintf("%d %s", res.Level, res.LevelName)
}

// describeResult names the outcome, the measurement and TCB status, or
// the failed checks.
func describeResult(res *verify.Result) string {
	if res == nil {
		return "not verified"
	}
	s := string(res.Outcome)
	if res.TEE != nil {
		s += fmt.Sprintf(", measurement %s…", res.TEE.Measurement.String()[:14])
		if res.TEE.TCBStatus != "" {
			s += ", TCB " + res.TEE.TCBStatus
		}
	}
	if f := res.Failed(); len(f) > 0 {
		s += fmt.Sprintf(", failed %v", f)
	}
	return s
}

// demoLevel3 records level 3 for rec with evidence ev on the dev chain,
// deploying TdxQuoteVerifier for root on first use.
func demoLevel3(ctx context.Context, c *chain.Client, rec *judge.Record, root *teechain.Chain, ev tee.Evidence, policy ...verify.PolicyOption) (*judge.Record, uint64, error) {
	v := c.Deployment().TdxQuoteVerifier
	var err error
	if v == (common.Address{}) {
		if v, err = c.DeployTdxVerifier(ctx, &root.RootKey.PublicKey); err != nil {
			return nil, 0, err
		}
	}
	r := *rec
	r.Attestations = nil
	if r.TEE, err = json.Marshal(ev); err != nil {
		return nil, 0, err
	}
	m, err := tee.Measurement(&ev)
	if err != nil {
		return nil, 0, err
	}
	if err := c.AllowTeeMeasurement(ctx, m); err != nil {
		return nil, 0, err
	}
	// The attester verifies the record with package verify (the evidence
	// here under the TEST-ONLY root) and requires a measurement the
	// registry allows before it names them.
	coll := root.Collateral("verijudge-demo", time.Now())
	att, err := demoAttester(c, []*x509.Certificate{root.Root}, coll, policy...)
	if err != nil {
		return nil, 0, err
	}
	if err := att.AttestRecords(ctx, c, []*judge.Record{&r}); err != nil {
		return nil, 0, err
	}
	gas, err := att.RecordLevel(ctx, &r, func(vu, pu attest.UID, pre []byte) (uint64, error) {
		return c.RecordTEELevel(ctx, v, vu, pu, ev.Quote, pre)
	})
	return &r, gas, err
}

// demoAttester is what the demo signs with: package attester, which
// verifies each record with package verify (offline, under the
// production roots and the demo's TEST-ONLY ones, as the dev chain's
// evidence is) and signs only a MATCH, with the registry's measurements.
func demoAttester(c *chain.Client, roots []*x509.Certificate, coll verify.CollateralSource, policy ...verify.PolicyOption) (*attester.Attester, error) {
	var vopts []verify.Option
	if coll != nil {
		vopts = append(vopts, verify.WithCollateral(coll))
	}
	return attester.NewOffline(c, verify.TestOnlyRoots(roots...), vopts, append([]verify.PolicyOption{verify.WithClock(wallClock{}), verify.AllowTestOnlyUnsafe()}, policy...)...)
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

// demoZK proves a real suite verdict, code-leap-year/naive's FAILURE,
// with the small judge circuit (which judges the trace itself) under the
// INSECURE development keys (set up and cached on first use, with
// progress and an ETA on stderr), verifies
// the proof off-chain and, with a chain, records level 4 through
// ZkJudgeVerifier. The record with its proof is written into dir.
func demoZK(ctx context.Context, client *chain.Client, dir string, stderr io.Writer) ([]demoTEERow, int) {
	var d demoRows
	row := d.add
	traces, err := fixtures.ZKSmallTraces()
	if err != nil || len(traces) == 0 {
		row(false, "no in-profile fixture: %v", err)
		return d.rows, d.bad
	}
	tr := traces[0]
	w, err := zk.Prepare(zk.Small, tr.Trace)
	var rec *judge.Record
	if err == nil {
		rec, err = judge.NewRecord(tr.Trace, judge.Embedded())
	}
	if err == nil && client != nil {
		var att *attester.Attester
		if att, err = demoAttester(client, nil, nil); err == nil {
			err = att.AttestRecords(ctx, client, []*judge.Record{rec})
		}
	}
	if err != nil {
		row(false, "preparing %s: %v", tr.Name, err)
		return d.rows, d.bad
	}
	binding := new(big.Int)
	if rec.Attestations != nil {
		binding = zk.Binding(rec.Attestations.VerdictUID, rec.Attestations.ProvenanceUID)
	}
	say := progress(stderr)
	keys, err := zk.LoadDevKeys(zk.Small, say)
	if err != nil {
		row(false, "development keys: %v", err)
		return d.rows, d.bad
	}
	say("proving " + tr.Name)
	start := time.Now()
	p, err := zk.Prove(keys.CCS, keys.PK, keys.VK, w, binding)
	if err != nil {
		row(false, "proving %s: %v", tr.Name, err)
		return d.rows, d.bad
	}
	took := time.Since(start).Round(100 * time.Millisecond)
	// Verified through package verify, under a trust root holding the
	// development keys.
	devKey, err := verify.DevZKKey(verify.Window{ValidFrom: time.Unix(0, 0)})
	if err != nil {
		row(false, "development key: %v", err)
		return d.rows, d.bad
	}
	sepolia, err := verify.Sepolia()
	if err != nil {
		row(false, "trust root: %v", err)
		return d.rows, d.bad
	}
	sepolia.ZKKeys = append(sepolia.ZKKeys, devKey)
	zv, err := verify.New(sepolia)
	if err != nil {
		row(false, "verifier: %v", err)
		return d.rows, d.bad
	}
	now := time.Now()
	_, verr := zv.VerifyProof(p, w.Statement, binding, now)
	row(verr == nil, "Groth16 proof (judge circuit, small profile, %d constraints, proved in %v) that suite trace %s (%s…) is judged %s, verdict %s…; INSECURE development keys, program %s…%s",
		keys.CCS.GetNbConstraints(), took, tr.Name, w.Statement.TraceHash.String()[:12], w.Verdict.Status, w.Statement.VerdictHash.String()[:12], keys.ProgramID.String()[:12], errSuffix(verr))
	q := *p
	q.Statement.VerdictHash[31] ^= 1
	_, qerr := zv.VerifyProof(&q, q.Statement, binding, now)
	row(qerr != nil, "the same proof for another verdict hash is refused: %v", qerr != nil)
	out := filepath.Join(dir, "zk--"+strings.ReplaceAll(tr.Name, "/", "--")+".record.json")
	raw, err := json.MarshalIndent(p, "", "  ")
	if err == nil {
		rec.ZK = raw
		var b []byte
		if b, err = rec.MarshalIndent(); err == nil {
			err = os.WriteFile(out, b, 0o644)
		}
	}
	if err != nil {
		row(false, "writing %s: %v", out, err)
	}
	if client == nil {
		return d.rows, d.bad
	}
	gas, err := demoLevel4(ctx, client, keys.ProgramID, rec, p)
	var lvl verify.Level
	var res *verify.Result
	if err == nil {
		res, err = verifyOnline(ctx, client, rec, nil, nil, verify.RequireLevel(verify.LevelZKProven))
		if res != nil {
			lvl = res.Level
		}
	}
	row(err == nil && lvl == 4, "level %d %s on the dev chain for %s: the proof verified on-chain by ZkJudgeVerifier (gnark's Solidity verifier), %d gas; verify: %s%s",
		lvl, verify.LevelName(lvl), rec.Verdict.TrialID, gas, describeResult(res), errSuffix(err))
	return d.rows, d.bad
}

func demoLevel4(ctx context.Context, c *chain.Client, program canon.Hash, rec *judge.Record, p *zk.Proof) (uint64, error) {
	v, err := c.DeployDevZkVerifier(ctx, program, zk.Evaluators())
	if err != nil {
		return 0, err
	}
	if err := c.AllowZkProgram(ctx, program); err != nil {
		return 0, err
	}
	sp, cm, pok, err := zk.SolidityProof(p)
	if err != nil {
		return 0, err
	}
	// Through the attester, as zk submit: the record is verified first.
	att, err := demoAttester(c, nil, nil)
	if err != nil {
		return 0, err
	}
	return att.RecordLevel(ctx, rec, func(vu, pu attest.UID, pre []byte) (uint64, error) {
		return c.RecordZKLevel(ctx, v, vu, pu, pre, chain.ZKProof{Proof: sp, Commitments: cm, CommitmentPok: pok})
	})
}
