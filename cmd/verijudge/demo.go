package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/judge"
)

func init() {
	register(&command{name: "demo", summary: "judge the fixture suite, write records, re-verify them", run: runDemo})
}

const demoDoc = `
Runs the main job end to end on the embedded fixture suite: judges every
trace with the embedded evaluator, writes one verdict record per verdict
into DIR (a fresh temporary folder unless --out is given), re-verifies each
record offline, and prints one MATCH/MISMATCH line per record.

Exit codes: 0 every record MATCHes and every verdict equals its golden
hash; 1 some record does not; 2 error.`

type demoRow struct {
	Name        string        `json:"name"`
	Status      judge.Status  `json:"status"`
	Outcome     judge.Outcome `json:"outcome"`
	VerdictHash string        `json:"verdictHash"`
	Golden      bool          `json:"matchesGolden"`
	Record      string        `json:"record"`
}

func runDemo(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("demo", "demo [--out DIR] [--json]", demoDoc, stderr, stdout)
	out := fs.String("out", "", "folder for the records (default: a new temporary folder)")
	asJSON := fs.Bool("json", false, "print the rows as JSON")
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
	var rows []demoRow
	bad := 0
	for i, c := range cases {
		rec, err := judge.NewRecord(c.Trace, e)
		if err != nil {
			return fail(stderr, fmt.Errorf("%s: %w", c.Name(), err), "")
		}
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
		res := judge.VerifyOffline(back, e)
		row := demoRow{Name: c.Name(), Status: rec.Verdict.Status, Outcome: res.Outcome,
			VerdictHash: rec.VerdictHash.String(), Golden: rec.VerdictHash == c.VerdictHash, Record: path}
		if res.Outcome != judge.Match || !row.Golden {
			bad++
		}
		rows = append(rows, row)
		if !*asJSON && isTerminal(stderr) {
			fmt.Fprintf(stderr, "\rjudging %d/%d", i+1, len(cases))
		}
	}
	if !*asJSON && isTerminal(stderr) {
		fmt.Fprint(stderr, "\r\033[K")
	}
	if *asJSON {
		writeJSON(stdout, map[string]any{"records": dir, "rows": rows, "mismatches": bad})
	} else {
		fmt.Fprintf(stdout, "%-46s %-8s %-9s %-8s %s\n", "TRACE", "STATUS", "VERIFY", "GOLDEN", "VERDICT HASH")
		for _, r := range rows {
			g := "ok"
			if !r.Golden {
				g = "DIFFERS"
			}
			fmt.Fprintf(stdout, "%-46s %-8s %-9s %-8s %s\n", r.Name, r.Status, r.Outcome, g, r.VerdictHash[:18]+"…")
		}
		fmt.Fprintf(stdout, "\n%d/%d records re-verified MATCH in %v, evaluator %s\nrecords written to %s\n",
			len(rows)-bad, len(rows), time.Since(start).Round(time.Millisecond), e.Digest(), dir)
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
