package reviewtest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/review"
)

// Now is the admission time of the generated fixtures.
var Now = time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)

// Golden is the committed expectation of one scenario.
type Golden struct {
	Name        string       `json:"name"`
	Path        string       `json:"path"` // relative to testdata/
	Admit       bool         `json:"admit"`
	Status      judge.Status `json:"status"`
	Failing     []string     `json:"failing"`
	TraceHash   canon.Hash   `json:"traceHash"`
	VerdictHash canon.Hash   `json:"verdictHash"`
}

// WriteGolden generates every scenario in a temporary folder and writes
// the trace each admission judged, and golden.json, under out.
func WriteGolden(out string) error {
	tmp, err := os.MkdirTemp("", "reviewtest-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if err := os.MkdirAll(filepath.Join(out, "traces"), 0o755); err != nil {
		return err
	}
	var gs []Golden
	for _, sc := range Scenarios() {
		dir := filepath.Join(tmp, sc.Name)
		f, err := Generate(dir, sc)
		if err != nil {
			return err
		}
		d, err := f.Admit(review.OpenLedger(filepath.Join(dir, "admissions.jsonl")), Now)
		if err != nil {
			return err
		}
		if d.Verdict == nil {
			return fmt.Errorf("%s: no verdict: %v", sc.Name, d.Reasons)
		}
		g := Golden{Name: sc.Name, Path: "traces/" + sc.Name + ".json", Admit: d.Admit, Status: d.Verdict.Status, Failing: d.Verdict.Failing()}
		if g.TraceHash, err = judge.TraceHash(d.Trace); err != nil {
			return err
		}
		if g.VerdictHash, err = judge.VerdictHash(d.Verdict); err != nil {
			return err
		}
		pretty, err := indent(d.Trace)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(out, g.Path), pretty, 0o644); err != nil {
			return err
		}
		gs = append(gs, g)
	}
	b, err := json.MarshalIndent(gs, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, "golden.json"), append(b, '\n'), 0o644)
}

func indent(b []byte) ([]byte, error) {
	var out bytes.Buffer
	if err := json.Indent(&out, b, "", "  "); err != nil {
		return nil, err
	}
	out.WriteByte('\n')
	return out.Bytes(), nil
}
