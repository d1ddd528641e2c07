package reverify

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Summary is what a run found, read back from its results file.
type Summary struct {
	Source   string          `json:"source"`
	Mode     string          `json:"mode"`
	Sample   int             `json:"sample"`
	Seed     string          `json:"seed"`
	Shard    string          `json:"shard"`
	Selected int             `json:"selected"`
	Verified int             `json:"verified"`
	Counts   map[Outcome]int `json:"counts"`
	// Records, problems first (MISMATCH, REVOKED, ERROR, INTEGRITY_ONLY),
	// then MATCH; by id within each: at most MaxListed of them, the first
	// in that order. Counts has every record.
	Records []RecordRow `json:"records"`
	// Unlisted is how many verified records Records leaves out (beyond
	// MaxListed).
	Unlisted int                   `json:"unlisted,omitempty"`
	Checks   map[string][]CheckRow `json:"-"`

	// byLevel and byStatus count every record (Records may list fewer),
	// for the charts.
	byLevel, byStatus map[string]int
}

func levelLabel(r RecordRow) string {
	if t := r.LevelText(); t != "" {
		return t
	}
	return "not checked (offline)"
}

func statusLabel(r RecordRow) string {
	switch {
	case r.Status == "":
		return "unknown"
	case r.Recomputed == nil:
		return r.Status + " (stored)"
	}
	return r.Status
}

// MaxListed bounds the records a Summary lists, and the check rows it
// keeps (those of the listed records), so that reading back the results
// of a million records takes the memory of its counts and ids, not of
// every row; problems are listed first.
const MaxListed = 10_000

// trim keeps the first max records in listing order (and their checks).
func (s *Summary) trim(max int) {
	sort.SliceStable(s.Records, func(i, j int) bool {
		a, b := s.Records[i], s.Records[j]
		if outcomeRank[a.Outcome] != outcomeRank[b.Outcome] {
			return outcomeRank[a.Outcome] < outcomeRank[b.Outcome]
		}
		return a.ID < b.ID
	})
	if len(s.Records) <= max {
		return
	}
	for _, r := range s.Records[max:] {
		delete(s.Checks, r.ID)
	}
	s.Unlisted += len(s.Records) - max
	s.Records = append([]RecordRow(nil), s.Records[:max]...)
}

var outcomeRank = map[Outcome]int{Mismatch: 0, Revoked: 1, Untrusted: 2, Error: 3, IntegrityOnly: 4, Match: 5}

// OK reports whether every selected record was verified and MATCHed.
func (s *Summary) OK() bool { return s.Verified == s.Selected && s.Counts[Match] == s.Selected }

// ExitCode is the CLI's exit code for the run: 0 when every selected record
// matches; 1 when some record is MISMATCH, REVOKED or UNTRUSTED; 2 otherwise (errors,
// records verified for integrity only, or an unfinished run).
func (s *Summary) ExitCode() int {
	switch {
	case s.OK():
		return 0
	case s.Counts[Mismatch] > 0 || s.Counts[Revoked] > 0 || s.Counts[Untrusted] > 0:
		return 1
	}
	return 2
}

// Summarize reads the results file at path.
func Summarize(path string) (*Summary, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readSummary(f)
}

func readSummary(r io.Reader) (*Summary, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), 16<<20)
	var h header
	if !sc.Scan() || json.Unmarshal(sc.Bytes(), &h) != nil || h.Type != "run" || h.MediaType != ResultsMediaType {
		return nil, fmt.Errorf("%w: not a results file (%s)", ErrResume, ResultsMediaType)
	}
	s := &Summary{Source: h.Source, Mode: h.Mode, Sample: h.Sample, Seed: h.Seed, Shard: h.Shard, Selected: h.Selected,
		Counts: map[Outcome]int{}, Checks: map[string][]CheckRow{}, byLevel: map[string]int{}, byStatus: map[string]int{}}
	pending := map[string][]CheckRow{}
	// Ids seen, by a 128-bit hash: the memory of a million ids' hashes,
	// not of their text.
	seen := map[[16]byte]struct{}{}
	for sc.Scan() {
		line := sc.Bytes()
		var kind struct {
			Type string `json:"type"`
		}
		if json.Unmarshal(line, &kind) != nil {
			break // torn tail of an interrupted run
		}
		switch kind.Type {
		case "check":
			var c CheckRow
			if json.Unmarshal(line, &c) == nil {
				pending[c.ID] = append(pending[c.ID], c)
			}
		case "record":
			var rr RecordRow
			if err := json.Unmarshal(line, &rr); err != nil {
				// scanResults counts this record as finished: refuse the
				// file rather than show it as never verified.
				return nil, fmt.Errorf("%w: unreadable record row: %v", ErrResume, err)
			}
			// A record counted twice would let a results file claim
			// "N / N match" with one of the N never verified.
			h := sha256.Sum256([]byte(rr.ID))
			key := [16]byte(h[:16])
			if _, dup := seen[key]; dup {
				return nil, fmt.Errorf("%w: record %q finished twice in the results file", ErrResume, rr.ID)
			}
			seen[key] = struct{}{}
			s.Records = append(s.Records, rr)
			s.Checks[rr.ID] = pending[rr.ID]
			delete(pending, rr.ID)
			s.Counts[rr.Outcome]++
			s.byLevel[levelLabel(rr)]++
			s.byStatus[statusLabel(rr)]++
			s.Verified++
			if len(s.Records) >= MaxListed+MaxListed/4 {
				s.trim(MaxListed)
			}
		}
	}
	s.trim(MaxListed)
	return s, nil
}

// Headline is the one-line result, e.g. "100 / 100 match".
func (s *Summary) Headline() string {
	line := fmt.Sprintf("%d / %d match", s.Counts[Match], s.Selected)
	var extra []string
	for _, o := range []Outcome{Mismatch, Revoked, Untrusted, Error, IntegrityOnly} {
		if n := s.Counts[o]; n > 0 {
			extra = append(extra, fmt.Sprintf("%d %s", n, strings.ToLower(strings.ReplaceAll(string(o), "_", " "))))
		}
	}
	if s.Verified < s.Selected {
		extra = append(extra, fmt.Sprintf("%d not verified yet", s.Selected-s.Verified))
	}
	if len(extra) > 0 {
		line += " (" + strings.Join(extra, ", ") + ")"
	}
	return line
}

// WriteText writes the text summary: the headline, the run, then one line
// per record, problems first.
func (s *Summary) WriteText(w io.Writer) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s\n", s.Headline())
	sample := "all records"
	if s.Sample > 0 {
		sample = fmt.Sprintf("sample %d, seed %q", s.Sample, s.Seed)
	}
	fmt.Fprintf(&b, "%s; %s, shard %s; source %s\n", s.Mode, sample, s.Shard, s.Source)
	if s.Unlisted > 0 {
		fmt.Fprintf(&b, "(the first %d records are listed, problems first; %d more are counted above, and every row is in %s)\n", len(s.Records), s.Unlisted, ResultsFile)
	}
	for _, r := range s.Records {
		fmt.Fprintf(&b, "%-14s %s", r.Outcome, r.ID)
		if l := r.LevelText(); l != "" {
			fmt.Fprintf(&b, "  level %s", l)
		}
		if len(r.Failed) > 0 && r.Outcome != Match {
			fmt.Fprintf(&b, "  failed: %s", strings.Join(r.Failed, ", "))
		}
		if r.Note != "" {
			fmt.Fprintf(&b, "  (%s)", r.Note)
		}
		b.WriteByte('\n')
	}
	_, err := w.Write(b.Bytes())
	return err
}

func (s *Summary) writeFiles(dir string) error {
	var txt, html bytes.Buffer
	if err := s.WriteText(&txt); err != nil {
		return err
	}
	if err := s.WriteHTML(&html); err != nil {
		return err
	}
	if err := writeAtomic(filepath.Join(dir, SummaryFile), txt.Bytes()); err != nil {
		return err
	}
	return writeAtomic(filepath.Join(dir, ReportFile), html.Bytes())
}

// writeAtomic writes b to path through a synced temporary file, mode 0644
// like the results file (the summary and report are for reading).
func writeAtomic(path string, b []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".tmp-"+filepath.Base(path))
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return err
	}
	if _, err := tmp.Write(b); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// WriteHTML writes a self-contained HTML report (no scripts, no external
// resources): the headline, the run, and every record with its checks,
// problems first.
func (s *Summary) WriteHTML(w io.Writer) error {
	return reportTmpl.Execute(w, s)
}

// A bar is one row of a report chart.
type bar struct {
	Label string
	N     int
	Class string // CSS class of the bar (the outcome's colour)
}

// Charts are the report's summary charts: records by outcome, by trust
// level and by verdict status, each largest first.
func (s *Summary) Charts() []template.HTML {
	bars := func(m map[string]int, class func(string) string) []bar {
		var out []bar
		for label, n := range m {
			out = append(out, bar{label, n, class(label)})
		}
		sort.SliceStable(out, func(i, j int) bool {
			if out[i].N != out[j].N {
				return out[i].N > out[j].N
			}
			return out[i].Label < out[j].Label
		})
		return out
	}
	outcomes := map[string]int{}
	for o, n := range s.Counts {
		if n > 0 {
			outcomes[string(o)] = n
		}
	}
	levels, statuses := s.byLevel, s.byStatus
	if levels == nil || statuses == nil {
		// A Summary built by hand: count what it lists.
		levels, statuses = map[string]int{}, map[string]int{}
		for _, r := range s.Records {
			levels[levelLabel(r)]++
			statuses[statusLabel(r)]++
		}
	}
	return []template.HTML{
		svgBars("Outcomes", bars(outcomes, strings.ToLower)),
		svgBars("Trust levels", bars(levels, func(string) string { return "level" })),
		svgBars("Verdict statuses", bars(statuses, func(string) string { return "status" })),
	}
}

// svgBars draws a horizontal bar chart as inline SVG (no script, no
// external resource); labels are escaped.
func svgBars(title string, bars []bar) template.HTML {
	const rowH, labelW, barW = 22, 170, 260
	most := 1
	for _, b := range bars {
		most = max(most, b.N)
	}
	h := rowH*len(bars) + 28
	var w strings.Builder
	fmt.Fprintf(&w, `<figure class="chart"><svg role="img" aria-label="%s" width="%d" height="%d" viewBox="0 0 %d %d" xmlns="http://www.w3.org/2000/svg">`,
		template.HTMLEscapeString(title), labelW+barW+60, h, labelW+barW+60, h)
	fmt.Fprintf(&w, `<text x="0" y="16" class="t">%s</text>`, template.HTMLEscapeString(title))
	for i, b := range bars {
		y := 28 + i*rowH
		bw := max(2, b.N*barW/most)
		fmt.Fprintf(&w, `<text x="0" y="%d" class="l">%s</text><rect class="b %s" x="%d" y="%d" width="%d" height="%d" rx="2"/><text x="%d" y="%d" class="n">%d</text>`,
			y+14, template.HTMLEscapeString(b.Label), template.HTMLEscapeString(b.Class), labelW, y+2, bw, rowH-6, labelW+bw+6, y+14, b.N)
	}
	w.WriteString(`</svg></figure>`)
	return template.HTML(w.String())
}

var reportTmpl = template.Must(template.New("report").Funcs(template.FuncMap{
	"lower": func(o Outcome) string { return strings.ToLower(string(o)) },
	// statusClass is a verdict status as a CSS class: the three known ones
	// only, whatever a record's text says.
	"statusClass": func(s string) string {
		switch s {
		case "SUCCESS", "FAILURE", "PARTIAL":
			return s
		}
		return "other"
	},
	"stored": func(r RecordRow) bool { return r.Status != "" && r.Recomputed == nil },
}).Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>verijudge re-verification: {{.Headline}}</title>
<style>
body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1b1b1b}
h1{font-size:1.5rem}.ok{color:#0a6b2d}.bad{color:#a4161a}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #ddd;vertical-align:top}
code{font:13px ui-monospace,monospace}td code.id{overflow-wrap:anywhere;word-break:normal}td code.d{word-break:break-all}
.charts{display:flex;flex-wrap:wrap;gap:1rem 2rem;margin:1rem 0}.chart{margin:0}.chart .t{font-weight:600;font-size:14px}.chart .l,.chart .n{font-size:13px}
.b{fill:#5b6b7a}.b.match{fill:#0a6b2d}.b.mismatch,.b.revoked,.b.error{fill:#a4161a}.b.integrity_only{fill:#8a5a00}
.s{font-weight:600}.s.FAILURE{color:#a4161a}.s.PARTIAL{color:#8a5a00}.s.SUCCESS{color:#0a6b2d}
.o{font-weight:600;white-space:nowrap}.match{color:#0a6b2d}.mismatch,.revoked,.error{color:#a4161a}.integrity_only{color:#8a5a00}
details summary{cursor:pointer}td.f{color:#a4161a}
</style></head><body>
<h1 class="{{if .OK}}ok{{else}}bad{{end}}">{{.Headline}}</h1>
<p>Mode: <b>{{.Mode}}</b> · {{if gt .Sample 0}}sample {{.Sample}}, seed <code>{{.Seed}}</code>{{else}}all records{{end}} · shard {{.Shard}} · source <code>{{.Source}}</code> · {{.Verified}} of {{.Selected}} selected records verified</p>
<div class="charts">{{range .Charts}}{{.}}{{end}}</div>
{{if .Unlisted}}<p>The first {{len .Records}} records are listed, problems first; {{.Unlisted}} more are counted above, and every row is in <code>results.jsonl</code>.</p>{{end}}
<table><thead><tr><th>outcome</th><th>verdict status</th><th>record</th><th>trial</th><th>level</th><th>failed checks / note</th></tr></thead><tbody>
{{range .Records}}<tr><td class="o {{lower .Outcome}}">{{.Outcome}}</td><td class="s {{statusClass .Status}}">{{.Status}}{{if stored .}} (stored){{end}}</td><td><code class="id">{{.ID}}</code></td><td><code class="id">{{.TrialID}}</code></td>
<td>{{.LevelText}}</td>
<td>{{range $i, $f := .Failed}}{{if $i}}, {{end}}<b>{{$f}}</b>{{end}}{{if .Note}} {{.Note}}{{end}}
<details><summary>checks</summary><table>{{range index $.Checks .ID}}<tr><td{{if not .OK}} class="f"{{end}}>{{if .OK}}ok{{else}}FAIL{{end}}</td><td>{{.Check}}</td><td><code class="d">{{.Detail}}</code></td></tr>{{end}}</table></details></td></tr>
{{end}}</tbody></table>
</body></html>
`))

// LevelText is the trust level as "1 REPRODUCIBLE", or "" offline.
func (r RecordRow) LevelText() string {
	if r.Level == nil {
		return ""
	}
	return fmt.Sprintf("%d %s", *r.Level, r.LevelName)
}
