package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/judge"
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

--offline skips the chain (records without attestations).

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
	if *asJSON {
		writeJSON(stdout, map[string]any{"records": dir, "rows": rows, "mismatches": bad})
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
		fmt.Fprintf(stdout, "try: go run ./cmd/verijudge verify --offline %s\n", rows[0].Record)
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
