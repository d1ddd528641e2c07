package collect

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/verijudge/verijudge/internal/limits"
)

// ErrRun: the command could not be run (not found, not executable, or its
// output could not be kept). A command that runs and fails is not an
// error: its exit code is evidence.
var ErrRun = errors.New("collect: cannot run the command")

// RunInputs name a command to run and what to collect from it. The
// embedded CodeInputs give the ids, the spec, JUnit files the command
// writes, artifacts and durations; their GoTestJSON, ExitCode and Command
// are Run's own and must be left empty.
type RunInputs struct {
	CodeInputs
	// Args is the command and its arguments, run without a shell.
	Args []string
	// Dir is the folder it runs in ("": the current one). Relative JUnit
	// paths and the artifact root are taken from there too.
	Dir string
	// Log is the file the command's standard output is written to, whole
	// (created or truncated). Its SHA-256 is in the result.
	Log string
	// GoTestJSON: the command's standard output is a go test -json
	// stream (as `go test -json ./...` writes), read from Log.
	GoTestJSON bool
	// Stderr receives the command's standard error (nil: discarded);
	// Stdin is the command's standard input (nil: none).
	Stderr io.Writer
	Stdin  io.Reader
}

// RunResult is a run's trace, its exit code and its log.
type RunResult struct {
	*CodeResult
	ExitCode int
	Command  string
	Log      Log
}

// Run runs the command (no shell), keeps its standard output in Log,
// records its exit code (-1: killed by a signal) and the command line,
// then collects the trace as Collect does from the output it wrote. A
// JUnit file that already exists before the run is refused: the results
// read must be this run's. Artifacts are digested as they are once the
// command has finished.
func Run(ctx context.Context, in RunInputs) (*RunResult, error) {
	if len(in.Args) == 0 {
		return nil, fmt.Errorf("%w: no command given", ErrRun)
	}
	if in.CodeInputs.GoTestJSON != "" || in.CodeInputs.ExitCode != nil || in.CodeInputs.Command != "" {
		return nil, fmt.Errorf("%w: GoTestJSON, ExitCode and Command are the run's own", ErrSpec)
	}
	if in.Log == "" {
		return nil, fmt.Errorf("%w: no log file to keep the command's output in", ErrRun)
	}
	command := quoteArgs(in.Args)
	if n := jsLen(command); n > limits.MaxCommandChars {
		return nil, fmt.Errorf("%w: the command line is %d characters, over the %d a trace records (limits.MaxCommandChars)", ErrLimit, n, limits.MaxCommandChars)
	}
	if err := specClass(in.Spec, "code"); err != nil {
		return nil, err
	}
	junit := make([]string, len(in.JUnit))
	for i, p := range in.JUnit {
		junit[i] = inDir(in.Dir, p)
		if _, err := os.Lstat(junit[i]); err == nil {
			return nil, fmt.Errorf("%w: --junit %s exists before the run: remove it, so that the results read are the ones this run writes", ErrInconsistent, p)
		}
	}
	// The revision is the one checked out when the command starts, and
	// must still be after it.
	var rev *Revision
	if in.Repo != "" {
		var err error
		if rev, err = ReadRevision(in.Repo); err != nil {
			return nil, err
		}
	}
	logf, err := os.OpenFile(in.Log, os.O_CREATE|os.O_TRUNC|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, fmt.Errorf("%w: the log: %w", ErrRun, err)
	}
	h := &countingHash{Hash: sha256.New()}
	cmd := exec.CommandContext(ctx, in.Args[0], in.Args[1:]...)
	cmd.Dir = in.Dir
	cmd.Stdout = io.MultiWriter(logf, h)
	cmd.Stderr = in.Stderr
	cmd.Stdin = in.Stdin
	// A child the command leaves behind holding its output open does not
	// hold the run forever.
	cmd.WaitDelay = 30 * time.Second
	runErr := cmd.Run()
	if err := logf.Close(); err != nil {
		return nil, fmt.Errorf("%w: the log: %w", ErrRun, err)
	}
	var exitErr *exec.ExitError
	switch {
	case runErr == nil, errors.As(runErr, &exitErr):
	default:
		return nil, fmt.Errorf("%w: %s: %w", ErrRun, in.Args[0], runErr)
	}
	code := cmd.ProcessState.ExitCode()
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrRun, err)
	}
	log := Log{Input: in.Log, Bytes: h.n}
	copy(log.SHA256[:], h.Sum(nil))

	ci := in.CodeInputs
	ci.ExitCode, ci.Command = &code, command
	ci.JUnit = junit
	if in.GoTestJSON {
		ci.GoTestJSON = in.Log
	}
	if len(ci.Artifacts) > 0 {
		ci.ArtifactRoot = inDir(in.Dir, ci.ArtifactRoot)
	}
	if rev != nil {
		if head, err := headCommit(in.Repo); err != nil || head != rev.Commit {
			return nil, fmt.Errorf("%w: %s was at %s when the command started, and is at %s now (%v): the command changed the checkout", ErrInconsistent, in.Repo, rev.Commit, head, err)
		}
		// The code tested must still be the commit's: a command that edits
		// a tracked file tested something else (new, untracked outputs
		// are fine).
		changed, err := trackedChanges(in.Repo)
		if err != nil {
			return nil, fmt.Errorf("%w: %s: %w", ErrRepo, in.Repo, err)
		}
		if len(changed) > 0 {
			return nil, fmt.Errorf("%w: the command changed tracked files of %s (%s): the code tested is not commit %s", ErrInconsistent, in.Repo, strings.Join(changed, ", "), rev.Commit)
		}
	}
	res, err := collectCode(ci, rev, &TestLog{SHA256: log.SHA256, Bytes: log.Bytes})
	if err != nil {
		return nil, err
	}
	// The results were read back from the log: it must be the output the
	// command wrote, byte for byte (nothing wrote to it since).
	if in.GoTestJSON && (len(res.Logs) == 0 || res.Logs[0].SHA256 != log.SHA256) {
		return nil, fmt.Errorf("%w: the log %s changed after the command wrote it", ErrInconsistent, in.Log)
	}
	return &RunResult{CodeResult: res, ExitCode: code, Command: command, Log: log}, nil
}

// inDir resolves a relative path against dir.
func inDir(dir, p string) string {
	if dir == "" || p == "-" || filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(dir, p)
}

// quoteArgs writes a command line as a POSIX shell would read it back:
// words without special characters as they are, others single-quoted.
func quoteArgs(args []string) string {
	out := make([]string, len(args))
	for i, a := range args {
		if a != "" && strings.IndexFunc(a, func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_./:=,+@%", r))
		}) < 0 {
			out[i] = a
			continue
		}
		out[i] = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
	}
	return strings.Join(out, " ")
}
