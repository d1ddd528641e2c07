package collect

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/verijudge/verijudge/canon"
)

// CodeInputs name what a code trace is collected from: files a runner
// wrote, the exit code of the command that ran, and the files it produced.
type CodeInputs struct {
	IDs IDs
	// Spec is the JSON of the spec object (ReadSpec takes it from a spec
	// file or a trace).
	Spec []byte
	// GoTestJSON is a file holding a go test -json stream ("-": Stdin).
	GoTestJSON string
	// JUnit are JUnit XML files; their test cases are merged, and a name
	// in two files is refused.
	JUnit []string
	// Stdin is read for the input named "-".
	Stdin io.Reader
	// ExitCode, when set, is recorded as evidence.build.exitCode; Command
	// beside it as evidence.build.command. Record a command only when it
	// is the one that ran (Run records its own).
	ExitCode *int
	Command  string
	// ArtifactRoot (default ".") and Artifacts: files digested under it.
	ArtifactRoot string
	Artifacts    []string
	// Durations keeps the runners' test times (off: runs of the same code
	// give the same trace).
	Durations bool
	// Repo, when set, is the git repository whose checked-out commit was
	// tested: its commit and tree are recorded as evidence.revision (a
	// worktree with uncommitted changes is refused, see ReadRevision).
	Repo string
}

// Log is one runner output read: its name, size and SHA-256.
type Log struct {
	Input  string     `json:"input"`
	Bytes  int64      `json:"bytes"`
	SHA256 canon.Hash `json:"sha256"`
}

// CodeResult is a collected code trace and what it was made from.
type CodeResult struct {
	Trace []byte `json:"-"`
	// Counts of Tests by outcome.
	Tests   int `json:"tests"`
	Passed  int `json:"passed"`
	Failed  int `json:"failed"`
	Skipped int `json:"skipped"`
	// BuildFailures are packages go test could not build (go test -json).
	BuildFailures []string `json:"buildFailures,omitempty"`
	// Logs are the digests of the runner outputs read, in order.
	Logs []Log `json:"logs"`
	// Revision is the tested commit, when a repository was named.
	Revision *Revision `json:"revision,omitempty"`
	// Unknown counts go test -json events of actions this reader does not
	// know (ignored).
	Unknown map[string]int `json:"unknownEvents,omitempty"`
}

// Collect reads the inputs, refuses evidence that contradicts itself (an
// exit code of 0 beside a failed test or a failed build: runners exit
// non-zero then), and builds the trace with CodeTrace.
//
// The log the outcomes were read from is recorded as evidence.testLog when
// there is exactly one (a go test -json stream or one JUnit file).
func Collect(in CodeInputs) (*CodeResult, error) {
	return collectCode(in, nil, nil)
}

// collectCode is Collect with a revision read beforehand (Run reads it
// before its command runs) and the log the outcomes came from (Run's
// command output).
func collectCode(in CodeInputs, rev *Revision, testLog *TestLog) (*CodeResult, error) {
	if rev == nil && in.Repo != "" {
		var err error
		if rev, err = ReadRevision(in.Repo); err != nil {
			return nil, err
		}
	}
	res := &CodeResult{}
	var tests []Test
	collected := false
	buildFailed := false
	if in.GoTestJSON != "" {
		rep, err := withInput(in.GoTestJSON, in.Stdin, func(r io.Reader, name string) (*GoTestReport, error) {
			return ReadGoTestJSON(r, GoTestOptions{Input: name, Durations: in.Durations})
		})
		if err != nil {
			return nil, err
		}
		tests, collected = rep.Tests, true
		res.BuildFailures = rep.BuildFailures()
		buildFailed = rep.Failed()
		res.Logs = append(res.Logs, Log{Input: in.GoTestJSON, Bytes: rep.Bytes, SHA256: rep.LogSHA256})
		if len(rep.Unknown) > 0 {
			res.Unknown = rep.Unknown
		}
	}
	seen := map[string]string{}
	for _, t := range tests {
		seen[t.Name] = in.GoTestJSON
	}
	for _, path := range in.JUnit {
		var log Log
		junit, err := withInput(path, in.Stdin, func(r io.Reader, name string) ([]Test, error) {
			// ReadJUnit reads to the end of its input, so the digest is
			// the whole file's.
			h := &countingHash{Hash: sha256.New()}
			ts, err := ReadJUnit(io.TeeReader(r, h), JUnitOptions{Input: name, Durations: in.Durations})
			if err == nil {
				log = Log{Input: name, Bytes: h.n}
				copy(log.SHA256[:], h.Sum(nil))
			}
			return ts, err
		})
		if err != nil {
			return nil, err
		}
		for _, t := range junit {
			if prev, dup := seen[t.Name]; dup {
				return nil, fmt.Errorf("%w: %q is in %s and in %s", ErrDuplicateTest, t.Name, prev, path)
			}
			seen[t.Name] = path
		}
		tests = append(tests, junit...)
		collected = true
		res.Logs = append(res.Logs, log)
	}
	ev := &Code{}
	if collected {
		ev.Tests = tests
		if ev.Tests == nil {
			ev.Tests = []Test{}
		}
	}
	for _, t := range tests {
		res.Tests++
		switch t.Outcome {
		case Pass:
			res.Passed++
		case Fail:
			res.Failed++
		case Skip:
			res.Skipped++
		}
	}
	if in.ExitCode != nil {
		if *in.ExitCode == 0 && (res.Failed > 0 || buildFailed) {
			return nil, fmt.Errorf("%w: the exit code is 0, and %d tests failed or a package failed to build: a test runner exits non-zero then; give the exit code of the run that wrote these results", ErrInconsistent, res.Failed)
		}
		ev.Build = &Build{ExitCode: in.ExitCode, Command: in.Command}
	} else if in.Command != "" {
		return nil, fmt.Errorf("%w: a command without its exit code: record both, or neither", ErrSpec)
	}
	if len(in.Artifacts) > 0 {
		root := in.ArtifactRoot
		if root == "" {
			root = "."
		}
		arts, err := Artifacts(root, in.Artifacts)
		if err != nil {
			return nil, err
		}
		ev.Artifacts = arts
	}
	ev.Revision = rev
	res.Revision = rev
	if testLog == nil && len(res.Logs) == 1 {
		testLog = &TestLog{SHA256: res.Logs[0].SHA256, Bytes: res.Logs[0].Bytes}
	}
	ev.TestLog = testLog
	trace, err := CodeTrace(in.IDs, in.Spec, ev)
	if err != nil {
		return nil, err
	}
	res.Trace = trace
	return res, nil
}

// withInput opens the named input ("-": stdin) and hands it to read.
func withInput[T any](name string, stdin io.Reader, read func(io.Reader, string) (T, error)) (T, error) {
	if name == "-" {
		var zero T
		if stdin == nil {
			return zero, errors.New("collect: input \"-\" (stdin) given, and no stdin")
		}
		return read(stdin, "stdin")
	}
	f, err := os.Open(name)
	if err != nil {
		var zero T
		return zero, err
	}
	defer f.Close()
	return read(f, name)
}
