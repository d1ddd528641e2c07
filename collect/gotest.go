package collect

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"io"
	"math"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/internal/limits"
)

// GoTestOptions set how a go test -json stream becomes test results.
type GoTestOptions struct {
	// Input names the stream in errors ("stdin" when empty).
	Input string
	// Durations keeps each test's Elapsed time (rounded to milliseconds).
	// Off, results carry no time, so that two runs of the same code give
	// the same trace.
	Durations bool
}

// GoTestReport is what a go test -json stream says.
type GoTestReport struct {
	// Tests sorted by name (packages run in parallel, so the stream's
	// order differs from run to run), named "<import path>.<TestName>"
	// (a package that failed without a failing test, a build failure
	// among them, adds a failed entry named "<import path>")
	// (subtests keep their "/"-separated path: "example.com/m.TestX/case").
	// Non-nil, possibly empty.
	Tests []Test
	// Packages by import path, sorted.
	Packages []GoPackage
	// Events is the number of events read; LogSHA256 is the SHA-256 of the
	// raw stream, and Bytes its length.
	Events    int
	Bytes     int64
	LogSHA256 canon.Hash
	// Unknown counts events of actions this reader does not know (a newer
	// Go may add some): they were ignored, and no outcome depends on them.
	Unknown map[string]int
}

// GoPackage is one package's result.
type GoPackage struct {
	ImportPath string
	// Result is "pass", "fail" or "skip" (a package without test files).
	Result string
	// BuildFailed: the package (or its test binary) did not compile; it
	// ran no tests.
	BuildFailed bool
	// Cached: go test replayed a cached result ("(cached)").
	Cached bool
	// TimedOut: the test binary panicked on -timeout.
	TimedOut bool
	// Panicked: the test binary panicked (a timeout, or a test's panic).
	Panicked bool
	// Unfinished lists tests that started and never reported an outcome
	// before their package ended: they are recorded as failed.
	Unfinished []string
}

// Failed reports whether any package failed or did not build.
func (r *GoTestReport) Failed() bool {
	for _, p := range r.Packages {
		if p.Result == "fail" || p.BuildFailed {
			return true
		}
	}
	return false
}

// BuildFailures lists the packages that did not build.
func (r *GoTestReport) BuildFailures() []string {
	var out []string
	for _, p := range r.Packages {
		if p.BuildFailed {
			out = append(out, p.ImportPath)
		}
	}
	return out
}

// goEvent is one test2json event (go doc test2json). Only the members this
// reader uses are decoded.
type goEvent struct {
	Action      string
	Package     string
	ImportPath  string // build-output, build-fail (Go 1.24+)
	Test        string
	Elapsed     *float64
	FailedBuild string
	// Output is decoded only where an outcome may depend on it (see
	// outputOf): most of a stream is test output, and skipping its
	// strings is what keeps the reader fast.
	Output *string `json:"-"`
}

// outputOf decodes the Output of an event that needs it: a package's own
// output (build failures before Go 1.24, cached results, timeouts), and a
// test's output when it may be a panic.
func outputOf(raw []byte, ev *goEvent) error {
	if ev.Action != "output" || (ev.Test != "" && !bytes.Contains(raw, []byte(`"Output":"panic: `))) {
		return nil
	}
	var o struct{ Output *string }
	if err := json.Unmarshal(raw, &o); err != nil {
		return err
	}
	ev.Output = o.Output
	return nil
}

// pkgState is a package as the stream goes: its tests' indexes in
// report.Tests by name, and which of them have not finished.
type pkgState struct {
	GoPackage
	tests   map[string]int
	running map[string]bool
	done    bool
}

// ReadGoTestJSON reads a go test -json stream to its end. It reads one
// line at a time (each at most limits.MaxTestEventBytes), so memory grows
// with the number of tests, never with the size of their output.
//
// Refused, with the line named: a line that is not a JSON object of
// test2json, invalid UTF-8, an event without an Action, a test reported
// twice (as -count=2 does: names must be unique), more than
// limits.MaxTests tests, and a stream that ends before a package that
// started has its result (a truncated log).
func ReadGoTestJSON(r io.Reader, opts GoTestOptions) (*GoTestReport, error) {
	input := opts.Input
	if input == "" {
		input = "stdin"
	}
	rep := &GoTestReport{Tests: []Test{}, Unknown: map[string]int{}}
	h := &countingHash{Hash: sha256.New()}
	br := bufio.NewReaderSize(io.TeeReader(r, h), 64<<10)
	pkgs := map[string]*pkgState{}
	pkg := func(path string) (*pkgState, error) {
		p := pkgs[path]
		if p == nil {
			if len(pkgs) >= limits.MaxTestPackages {
				return nil, fmt.Errorf("more than %d packages (limits.MaxTestPackages)", limits.MaxTestPackages)
			}
			p = &pkgState{GoPackage: GoPackage{ImportPath: path}, tests: map[string]int{}, running: map[string]bool{}}
			pkgs[path] = p
		}
		return p, nil
	}
	line := 0
	fail := func(class error, format string, a ...any) error {
		return &InputError{Input: input, Line: line, Offset: -1, Msg: fmt.Sprintf(format, a...), Class: class}
	}
	var buf []byte
	for {
		var err error
		buf, err = readLine(br, buf[:0], limits.MaxTestEventBytes)
		if len(buf) > 0 || err == nil {
			line++
		}
		if errors.Is(err, errLongLine) {
			return nil, fail(ErrLimit, "a line of more than %d bytes (limits.MaxTestEventBytes): test2json writes short events, so this is not its output", limits.MaxTestEventBytes)
		}
		if err != nil && err != io.EOF {
			return nil, fail(ErrGoTestJSON, "reading: %v", err)
		}
		if t := bytes.TrimSpace(buf); len(t) > 0 {
			if e := handleEvent(rep, pkg, t, opts, fail); e != nil {
				return nil, e
			}
		}
		if err == io.EOF {
			break
		}
	}
	rep.Bytes = h.n
	copy(rep.LogSHA256[:], h.Sum(nil))
	if rep.Events == 0 {
		return nil, &InputError{Input: input, Offset: -1, Msg: "no events: the stream is empty (was go test run with -json?)", Class: ErrGoTestJSON}
	}
	paths := make([]string, 0, len(pkgs))
	for path, p := range pkgs {
		if !p.done {
			return nil, &InputError{Input: input, Offset: -1, Class: ErrGoTestJSON,
				Msg: fmt.Sprintf("package %q started and has no result: the stream is truncated (a killed go test, or a cut log)", path)}
		}
		paths = append(paths, path)
	}
	sort.Strings(paths)
	for _, path := range paths {
		p := pkgs[path]
		rep.Packages = append(rep.Packages, p.GoPackage)
		// A package that failed with no failing test (it did not build,
		// TestMain exited non-zero, a leak or race check failed after the
		// tests) is recorded as a failed entry of its own, named by its
		// import path: its passing tests alone would read as success.
		if p.Result == "fail" || p.BuildFailed {
			failed := false
			for _, i := range p.tests {
				failed = failed || rep.Tests[i].Outcome == Fail
			}
			if !failed {
				name := path
				if name == "" {
					name = "(package)"
				}
				if len(rep.Tests) >= limits.MaxTests {
					return nil, &InputError{Input: input, Offset: -1, Class: ErrLimit, Msg: fmt.Sprintf("more than %d tests (limits.MaxTests, the most a trace holds)", limits.MaxTests)}
				}
				rep.Tests = append(rep.Tests, Test{Name: name, Outcome: Fail})
			}
		}
	}
	sortTests(rep.Tests)
	return rep, nil
}

// handleEvent applies one event line.
func handleEvent(rep *GoTestReport, pkg func(string) (*pkgState, error), raw []byte, opts GoTestOptions, fail func(error, string, ...any) error) error {
	if !utf8.Valid(raw) {
		return fail(ErrGoTestJSON, "invalid UTF-8")
	}
	if raw[0] != '{' {
		return fail(ErrGoTestJSON, "not a JSON object: %.60q (keep go test's stderr out of the -json stream)", raw)
	}
	var ev goEvent
	if err := json.Unmarshal(raw, &ev); err != nil {
		return fail(ErrGoTestJSON, "not a test2json event: %v", err)
	}
	if err := outputOf(raw, &ev); err != nil {
		return fail(ErrGoTestJSON, "not a test2json event: %v", err)
	}
	if ev.Action == "" {
		return fail(ErrGoTestJSON, "an event without an Action")
	}
	rep.Events++
	switch ev.Action {
	case "build-output":
		return nil
	case "build-fail":
		// ImportPath names the build ("pkg [pkg.test]", or a dependency);
		// the package that could not run says so in its own fail event
		// (FailedBuild), which is what marks it.
		if ev.ImportPath == "" {
			return fail(ErrGoTestJSON, "a build-fail event without an ImportPath")
		}
		return nil
	}
	p, err := pkg(ev.Package)
	if err != nil {
		return fail(ErrLimit, "%v", err)
	}
	if p.done && ev.Action != "output" {
		return fail(ErrGoTestJSON, "package %q has an event (%s %s) after its result: two runs of it in one stream?", ev.Package, ev.Action, ev.Test)
	}
	if ev.Test == "" {
		return packageEvent(p, &ev, rep, fail)
	}
	name := ev.Test
	if ev.Package != "" {
		name = ev.Package + "." + ev.Test
	}
	switch ev.Action {
	case "run":
		if _, dup := p.tests[ev.Test]; dup {
			return fail(ErrDuplicateTest, "test %q runs twice (go test -count=N with N > 1 reports each run; names must be unique)", name)
		}
		if err := checkName(name); err != nil {
			return fail(ErrLimit, "%v", err)
		}
		if len(rep.Tests) >= limits.MaxTests {
			return fail(ErrLimit, "more than %d tests (limits.MaxTests, the most a trace holds)", limits.MaxTests)
		}
		p.tests[ev.Test] = len(rep.Tests)
		p.running[ev.Test] = true
		rep.Tests = append(rep.Tests, Test{Name: name, Outcome: ""})
	case "pass", "fail", "skip":
		i, ok := p.tests[ev.Test]
		if !ok {
			// test2json always reports run first; a result alone is a
			// damaged or hand-made stream.
			return fail(ErrGoTestJSON, "test %q has a result (%s) but never ran", name, ev.Action)
		}
		if !p.running[ev.Test] {
			return fail(ErrDuplicateTest, "test %q reports a second result (%s)", name, ev.Action)
		}
		delete(p.running, ev.Test)
		rep.Tests[i].Outcome = Outcome(ev.Action)
		if opts.Durations && ev.Elapsed != nil {
			d, err := millis(*ev.Elapsed)
			if err != nil {
				return fail(ErrGoTestJSON, "test %q: %v", name, err)
			}
			rep.Tests[i].DurationMs = &d
		}
	case "output", "pause", "cont", "bench", "start":
		if !containsKey(p.tests, ev.Test) && ev.Action != "output" && ev.Action != "bench" {
			return fail(ErrGoTestJSON, "test %q has a %s event but never ran", name, ev.Action)
		}
		if ev.Action == "output" && ev.Output != nil && strings.HasPrefix(*ev.Output, "panic: ") {
			p.Panicked = true
			if strings.HasPrefix(*ev.Output, "panic: test timed out") {
				p.TimedOut = true
			}
		}
	default:
		rep.Unknown[ev.Action]++
	}
	return nil
}

func containsKey(m map[string]int, k string) bool { _, ok := m[k]; return ok }

// packageEvent applies an event of the package itself (no Test).
func packageEvent(p *pkgState, ev *goEvent, rep *GoTestReport, fail func(error, string, ...any) error) error {
	switch ev.Action {
	case "start":
		return nil
	case "output":
		if ev.Output == nil {
			return nil
		}
		out := *ev.Output
		switch {
		case strings.HasPrefix(out, "panic: test timed out"):
			p.TimedOut, p.Panicked = true, true
		case strings.HasPrefix(out, "panic: "):
			p.Panicked = true
		case strings.HasPrefix(out, "FAIL\t") && (strings.Contains(out, "[build failed]") || strings.Contains(out, "[setup failed]")):
			// Before Go 1.24 a build failure is this line alone.
			p.BuildFailed = true
		case strings.HasPrefix(out, "ok  \t") && strings.Contains(out, "(cached)"):
			p.Cached = true
		}
		return nil
	case "pass", "fail", "skip":
		if p.done {
			return fail(ErrGoTestJSON, "package %q reports a second result (%s)", p.ImportPath, ev.Action)
		}
		p.done = true
		p.Result = ev.Action
		if ev.FailedBuild != "" {
			p.BuildFailed = true
		}
		if ev.Action == "pass" {
			if p.BuildFailed {
				return fail(ErrGoTestJSON, "package %q passes with a failed build", p.ImportPath)
			}
			// test2json reports a benchmark's run and its output, but no
			// pass: a package that passed ran each of its benchmarks
			// without failure (a failing one fails the package).
			for t := range p.running {
				if !strings.HasPrefix(t, "Benchmark") {
					return fail(ErrGoTestJSON, "package %q passes with test %q still running", p.ImportPath, t)
				}
				rep.Tests[p.tests[t]].Outcome = Pass
				delete(p.running, t)
			}
		}
		// A test still running when its package ended died with the
		// binary (a panic, a timeout, os.Exit): it failed.
		names := make([]string, 0, len(p.running))
		for t := range p.running {
			names = append(names, t)
		}
		sort.Strings(names)
		for _, t := range names {
			rep.Tests[p.tests[t]].Outcome = Fail
			p.Unfinished = append(p.Unfinished, t)
		}
		clear(p.running)
		return nil
	case "pause", "cont", "run", "bench":
		return fail(ErrGoTestJSON, "a %s event without a Test", ev.Action)
	default:
		rep.Unknown[ev.Action]++
		return nil
	}
}

// millis converts test2json's Elapsed seconds to whole milliseconds.
func millis(sec float64) (int64, error) {
	if math.IsNaN(sec) || sec < 0 || sec > float64(limits.MaxSafeInteger)/1000 {
		return 0, fmt.Errorf("elapsed %v s is out of range", sec)
	}
	return int64(math.Round(sec * 1000)), nil
}

// countingHash hashes and counts what is written to it.
type countingHash struct {
	hash.Hash
	n int64
}

func (c *countingHash) Write(p []byte) (int, error) {
	c.n += int64(len(p))
	return c.Hash.Write(p)
}

// errLongLine is a line over the cap.
var errLongLine = errors.New("line too long")

// readLine appends the next line (without its newline) to buf, reading at
// most max bytes of it; io.EOF comes with the last, unterminated line.
func readLine(br *bufio.Reader, buf []byte, max int) ([]byte, error) {
	for {
		chunk, err := br.ReadSlice('\n')
		if len(buf)+len(chunk) > max+1 {
			return buf, errLongLine
		}
		buf = append(buf, chunk...)
		switch err {
		case nil:
			return buf[:len(buf)-1], nil
		case bufio.ErrBufferFull:
			continue
		default:
			return buf, err
		}
	}
}
