package witnesstest

import (
	"encoding/json"
	"os"
	"path/filepath"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
)

// Golden is the committed expectation of one scenario.
type Golden struct {
	Name        string       `json:"name"`
	Description string       `json:"description"`
	Path        string       `json:"path"` // relative to the fixtures folder
	Status      judge.Status `json:"status"`
	Failing     []string     `json:"failing"`
	TraceHash   canon.Hash   `json:"traceHash"`
	VerdictHash canon.Hash   `json:"verdictHash"`
}

// WriteGolden generates every scenario and writes, under out, each trace
// (traces/<name>.json, indented), each session (sessions/<name>.json) and
// golden.json with the verdict the embedded evaluator gives.
func WriteGolden(out string) error {
	tmp, err := os.MkdirTemp("", "witnesstest-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	for _, d := range []string{"traces", "sessions"} {
		if err := os.MkdirAll(filepath.Join(out, d), 0o755); err != nil {
			return err
		}
	}
	var gs []Golden
	for _, sc := range Scenarios() {
		s, tr, err := Generate(filepath.Join(tmp, sc.Name), sc)
		if err != nil {
			return err
		}
		v, err := judge.Judge(tr)
		if err != nil {
			return err
		}
		g := Golden{Name: sc.Name, Description: sc.Description, Path: "traces/" + sc.Name + ".json", Status: v.Status, Failing: v.Failing()}
		if g.TraceHash, err = judge.TraceHash(tr); err != nil {
			return err
		}
		if g.VerdictHash, err = judge.VerdictHash(&v); err != nil {
			return err
		}
		var pretty any
		if err := json.Unmarshal(tr, &pretty); err != nil {
			return err
		}
		if err := writeJSON(filepath.Join(out, g.Path), pretty); err != nil {
			return err
		}
		if err := writeJSON(filepath.Join(out, "sessions", sc.Name+".json"), s); err != nil {
			return err
		}
		gs = append(gs, g)
	}
	return writeJSON(filepath.Join(out, "golden.json"), gs)
}

func writeJSON(path string, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}
