package collect

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode/utf16"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
)

// Outcome is a test's result as the code class records it.
type Outcome string

// The outcomes of the code class. A skipped test does not pass.
const (
	Pass Outcome = "pass"
	Fail Outcome = "fail"
	Skip Outcome = "skip"
)

// Test is one test result: evidence.tests[] of the code class.
type Test struct {
	Name    string  `json:"name"`
	Outcome Outcome `json:"outcome"`
	// DurationMs is the runner's reported time, rounded to milliseconds;
	// nil leaves it out (timings differ from run to run).
	DurationMs *int64 `json:"durationMs,omitempty"`
}

// Build is evidence.build: the exit code of the command that built and
// tested, and the command itself. Record a command only when it is the
// one that ran.
type Build struct {
	ExitCode *int   `json:"exitCode,omitempty"`
	Command  string `json:"command,omitempty"`
}

// ExitCode is a Build holding only an exit code.
func ExitCode(n int) *Build { return &Build{ExitCode: &n} }

// Artifact is one evidence.artifacts[] entry: a slash-separated path
// relative to the run's root and the SHA-256 of the file's bytes.
type Artifact struct {
	Path   string     `json:"path"`
	SHA256 canon.Hash `json:"sha256"`
}

// Code is the evidence of the code class. A nil Build, Tests or Artifacts
// is evidence not collected: its checks fail with "missing: …". A non-nil
// empty Tests says tests were collected and there were none.
type Code struct {
	Build     *Build
	Tests     []Test
	Artifacts []Artifact
	// Revision is the tested commit (ReadRevision); TestLog the digest of
	// the raw log the outcomes were read from. No check reads them: they
	// are for whoever re-checks the evidence (CheckCodeSource).
	Revision *Revision
	TestLog  *TestLog
}

// MarshalJSON writes the evidence object: members present exactly when
// collected (a non-nil empty Tests is written as []).
func (c *Code) MarshalJSON() ([]byte, error) {
	m := map[string]any{}
	if c.Build != nil {
		m["build"] = c.Build
	}
	if c.Tests != nil {
		m["tests"] = c.Tests
	}
	if c.Artifacts != nil {
		m["artifacts"] = c.Artifacts
	}
	if c.Revision != nil {
		m["revision"] = c.Revision
	}
	if c.TestLog != nil {
		m["testLog"] = c.TestLog
	}
	return json.Marshal(m)
}

// IDs name the trial, the task and the build a trace is about
// (docs/trace.md: 1-200 characters of [A-Za-z0-9._:/-], starting with a
// letter or digit).
type IDs struct {
	TrialID, TaskID, BuildID string
}

// CodeTrace assembles a code trace from its ids, spec and evidence, checks
// it the way the judge does (this package's caps first, with the member
// named, then the embedded evaluator, which must judge it), and returns its
// canonical JSON. Tests are written sorted by name (byte order), so the
// same results give the same trace whatever order a runner reported them
// in; the caller's slice is not changed. spec is the JSON of the trace's spec object (a file's
// bytes, or json.Marshal of a judge.Spec); it is embedded as it is, so the
// trace's spec hash is the hash of that spec. An invalid trace is an error
// wrapping ErrSpec, ErrLimit or judge.ErrInvalidTrace; nothing is returned
// with it.
func CodeTrace(ids IDs, spec []byte, ev *Code) ([]byte, error) {
	if err := specClass(spec, judge.ClassCode); err != nil {
		return nil, err
	}
	if ev == nil {
		ev = &Code{}
	}
	if err := ev.check(); err != nil {
		return nil, err
	}
	if ev.Tests != nil {
		sorted := *ev
		sorted.Tests = slices.Clone(ev.Tests)
		sortTests(sorted.Tests)
		ev = &sorted
	}
	evJSON, err := json.Marshal(ev)
	if err != nil {
		return nil, err
	}
	return finish(ids, spec, evJSON)
}

// ReadSpec returns the spec object of a spec file: the file is either the
// spec itself ({"evidenceClass": …, "checks": […]}) or a whole trace, whose
// spec it takes (so a published trace's task can be run again).
func ReadSpec(b []byte) ([]byte, error) {
	var probe struct {
		Schema string          `json:"schema"`
		Spec   json.RawMessage `json:"spec"`
	}
	if err := json.Unmarshal(b, &probe); err != nil {
		return nil, fmt.Errorf("%w: not a JSON object: %w", ErrSpec, err)
	}
	if probe.Schema != "" || probe.Spec != nil {
		if probe.Spec == nil {
			return nil, fmt.Errorf("%w: a trace without a spec", ErrSpec)
		}
		return probe.Spec, nil
	}
	return b, nil
}

// specClass requires spec to be an object naming the evidence class want.
func specClass(spec []byte, want string) error {
	var s struct {
		EvidenceClass *string `json:"evidenceClass"`
	}
	if err := json.Unmarshal(spec, &s); err != nil {
		return fmt.Errorf("%w: the spec is not a JSON object: %w", ErrSpec, err)
	}
	if s.EvidenceClass == nil {
		return fmt.Errorf("%w: the spec has no evidenceClass (it must be %q for this evidence)", ErrSpec, want)
	}
	if *s.EvidenceClass != want {
		return fmt.Errorf("%w: the spec's evidenceClass is %q, and this evidence is of class %q", ErrSpec, *s.EvidenceClass, want)
	}
	return nil
}

// finish assembles, canonicalizes and judges a trace: a trace this
// package returns is one the judge accepts.
func finish(ids IDs, spec, evidence []byte) ([]byte, error) {
	t := map[string]any{
		"schema":   judge.TraceSchema,
		"trialId":  ids.TrialID,
		"taskId":   ids.TaskID,
		"buildId":  ids.BuildID,
		"spec":     json.RawMessage(spec),
		"evidence": json.RawMessage(evidence),
	}
	raw, err := json.Marshal(t)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", judge.ErrInvalidTrace, err)
	}
	if len(raw) > limits.MaxTraceBytes {
		return nil, fmt.Errorf("%w: the trace is %d bytes, over the %d-byte cap for a trace (limits.MaxTraceBytes); leave durations out or collect fewer tests", ErrLimit, len(raw), limits.MaxTraceBytes)
	}
	c, err := judge.Canonicalize(raw)
	if err != nil {
		return nil, err
	}
	if _, err := judge.Embedded().JudgeCanonical(c); err != nil {
		return nil, err
	}
	return c.Bytes(), nil
}

// check applies the code class's caps with the offending member named, so
// that a caller learns which input to fix before the evaluator runs.
func (c *Code) check() error {
	if c.Build != nil && jsLen(c.Build.Command) > limits.MaxCommandChars {
		return fmt.Errorf("%w: evidence.build.command is %d characters, over %d (limits.MaxCommandChars)", ErrLimit, jsLen(c.Build.Command), limits.MaxCommandChars)
	}
	if len(c.Tests) > limits.MaxTests {
		return fmt.Errorf("%w: %d tests, over the %d a trace holds (limits.MaxTests)", ErrLimit, len(c.Tests), limits.MaxTests)
	}
	seen := make(map[string]int, len(c.Tests))
	for i, t := range c.Tests {
		if err := checkName(t.Name); err != nil {
			return fmt.Errorf("evidence.tests[%d]: %w", i, err)
		}
		if j, dup := seen[t.Name]; dup {
			return fmt.Errorf("%w: evidence.tests[%d] and [%d] are both %q", ErrDuplicateTest, j, i, t.Name)
		}
		seen[t.Name] = i
		switch t.Outcome {
		case Pass, Fail, Skip:
		default:
			return fmt.Errorf("%w: evidence.tests[%d].outcome is %q, not pass, fail or skip", ErrSpec, i, t.Outcome)
		}
		if t.DurationMs != nil && (*t.DurationMs < 0 || *t.DurationMs > limits.MaxSafeInteger) {
			return fmt.Errorf("%w: evidence.tests[%d].durationMs %d is out of range", ErrLimit, i, *t.DurationMs)
		}
	}
	if len(c.Artifacts) > limits.MaxArtifacts {
		return fmt.Errorf("%w: %d artifacts, over the %d a trace holds (limits.MaxArtifacts)", ErrLimit, len(c.Artifacts), limits.MaxArtifacts)
	}
	paths := make(map[string]int, len(c.Artifacts))
	for i, a := range c.Artifacts {
		if n := jsLen(a.Path); n == 0 || n > limits.MaxArtifactPathChars {
			return fmt.Errorf("%w: evidence.artifacts[%d].path is %d characters (1 to %d)", ErrLimit, i, n, limits.MaxArtifactPathChars)
		}
		if j, dup := paths[a.Path]; dup {
			return fmt.Errorf("%w: evidence.artifacts[%d] and [%d] are both %q", ErrArtifact, j, i, a.Path)
		}
		paths[a.Path] = i
	}
	return nil
}

// checkName applies the code class's name rule: 1 to MaxTestNameChars
// UTF-16 code units.
func checkName(name string) error {
	if n := jsLen(name); n == 0 || n > limits.MaxTestNameChars {
		return fmt.Errorf("%w: test name %.80q is %d characters (1 to %d, limits.MaxTestNameChars)", ErrLimit, name, n, limits.MaxTestNameChars)
	}
	return nil
}

// sortTests sorts results by name, in byte (code point) order.
func sortTests(ts []Test) {
	slices.SortFunc(ts, func(a, b Test) int { return strings.Compare(a.Name, b.Name) })
}

// jsLen is a string's length in UTF-16 code units (JavaScript's length).
func jsLen(s string) int {
	n := 0
	for _, r := range s {
		n += utf16.RuneLen(r)
	}
	return n
}
