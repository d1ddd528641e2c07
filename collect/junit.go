package collect

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/verijudge/verijudge/internal/limits"
)

// JUnitOptions set how JUnit XML becomes test results.
type JUnitOptions struct {
	// Input names the file in errors ("stdin" when empty).
	Input string
	// Durations keeps each test case's time attribute (seconds, rounded
	// to milliseconds).
	Durations bool
}

// ReadJUnit reads one JUnit XML document and returns its test cases sorted
// by name (at most limits.MaxJUnitBytes):
// a <testsuites> or <testsuite> root, suites nested to any depth up to
// limits.MaxJUnitDepth, and their <testcase> elements. A test case is
//
//   - named classname + "." + name, or name alone when classname is empty
//     or equal to name (jest-junit's default templates write both alike);
//   - "fail" with a <failure> or <error> child (an error is a test that
//     did not pass), else "skip" with a <skipped> child, else "pass".
//   - A suite that failed outside its test cases (a <failure>/<error> of
//     its own, or more failures and errors declared than its cases hold)
//     adds a failed entry named by the suite: its passing cases alone
//     would read as success.
//     Surefire's <flakyFailure>/<rerunFailure> beside a pass stay a pass:
//     the rerun passed.
//
// Refused, with the byte offset named: XML that is not well formed, a
// DOCTYPE (so no entity can be declared, let alone expanded), an entity
// other than XML's five, another root element, a test case without a
// name, a name used twice, an unreadable time (when Durations is set).
func ReadJUnit(r io.Reader, opts JUnitOptions) ([]Test, error) {
	input := opts.Input
	if input == "" {
		input = "stdin"
	}
	lr := &io.LimitedReader{R: r, N: limits.MaxJUnitBytes + 1}
	d := xml.NewDecoder(lr)
	d.Strict = true
	d.Entity = nil // the five predefined entities only
	fail := func(class error, format string, a ...any) error {
		return &InputError{Input: input, Offset: d.InputOffset(), Msg: fmt.Sprintf(format, a...), Class: class}
	}
	tests := []Test{}
	seen := map[string]bool{}
	var suites []*suite
	depth, root := 0, false
	for {
		tok, err := d.Token()
		if lr.N <= 0 {
			return nil, fail(ErrLimit, "over %d bytes (limits.MaxJUnitBytes)", limits.MaxJUnitBytes)
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fail(ErrJUnit, "%v", err)
		}
		switch t := tok.(type) {
		case xml.Directive:
			return nil, fail(ErrJUnit, "a <!%.20s…> directive: JUnit files need no DOCTYPE, and entities declared in one are refused", t)
		case xml.StartElement:
			depth++
			if depth > limits.MaxJUnitDepth {
				return nil, fail(ErrLimit, "%v", errDepth)
			}
			name := t.Name.Local
			if depth == 1 {
				if name != "testsuites" && name != "testsuite" {
					return nil, fail(ErrJUnit, "the root element is <%s>, not <testsuites> or <testsuite>", name)
				}
				root = true
				if name == "testsuite" {
					suites = append(suites, newSuite(t, depth))
				}
				continue
			}
			switch name {
			case "testsuite":
				if len(suites) > 0 {
					suites[len(suites)-1].nested = true
				}
				suites = append(suites, newSuite(t, depth))
				continue
			case "testcase":
				tc, failures, err := readTestCase(d, t, opts, &depth)
				if err != nil {
					return nil, fail(classOf(err), "%v", err)
				}
				if err := checkName(tc.Name); err != nil {
					return nil, fail(ErrLimit, "%v", err)
				}
				if seen[tc.Name] {
					return nil, fail(ErrDuplicateTest, "test case %q appears twice (names must be unique)", tc.Name)
				}
				if len(tests) >= limits.MaxTests {
					return nil, fail(ErrLimit, "more than %d test cases (limits.MaxTests, the most a trace holds)", limits.MaxTests)
				}
				seen[tc.Name] = true
				tests = append(tests, tc)
				if len(suites) > 0 {
					suites[len(suites)-1].cases++
					suites[len(suites)-1].failures += failures
				}
			default:
				// A failure or error of the suite itself; properties,
				// system-out, system-err: not results.
				if (name == "failure" || name == "error") && len(suites) > 0 && suites[len(suites)-1].depth == depth-1 {
					suites[len(suites)-1].failedItself = true
				}
				if err := skip(d, &depth); err != nil {
					return nil, fail(classOf(err), "%v", err)
				}
			}
		case xml.EndElement:
			if n := len(suites); n > 0 && suites[n-1].depth == depth {
				s := suites[n-1]
				if err := s.check(); err != nil {
					return nil, fail(ErrJUnit, "%v", err)
				}
				if s.failedOutside() {
					if seen[s.entryName()] {
						return nil, fail(ErrDuplicateTest, "test suite %q failed outside its test cases, and a test case has its name", s.entryName())
					}
					if len(tests) >= limits.MaxTests {
						return nil, fail(ErrLimit, "more than %d test cases (limits.MaxTests, the most a trace holds)", limits.MaxTests)
					}
					seen[s.entryName()] = true
					tests = append(tests, Test{Name: s.entryName(), Outcome: Fail})
				}
				suites = suites[:n-1]
			}
			depth--
		}
	}
	if !root {
		return nil, &InputError{Input: input, Offset: -1, Msg: "no <testsuites> or <testsuite> element", Class: ErrJUnit}
	}
	sortTests(tests)
	return tests, nil
}

// suite is a <testsuite> being read: its own counts, to hold against what
// its test cases say.
type suite struct {
	name     string
	depth    int
	tests    string // the attribute, "" when absent
	declared int    // its failures + errors attributes
	// cases counted, the <failure>/<error> elements inside them, and
	// whether the suite itself holds one (outside any test case).
	cases, failures int
	failedItself    bool
	nested          bool
}

func newSuite(t xml.StartElement, depth int) *suite {
	s := &suite{depth: depth}
	for _, a := range t.Attr {
		switch a.Name.Local {
		case "name":
			s.name = a.Value
		case "tests":
			s.tests = a.Value
		case "failures", "errors":
			if n, err := strconv.Atoi(strings.TrimSpace(a.Value)); err == nil && n > 0 {
				s.declared += n
			}
		}
	}
	return s
}

// check holds a suite's tests attribute against its test cases. Only a
// suite without nested suites is checked (a parent's counts may or may not
// include its children's). A suite that counts fewer tests than it holds
// has a test case its writer did not count as run: jest-junit, for one,
// writes a test.todo as a test case with no <skipped/>, which would read
// as a pass, and leaves it out of the count, which is how it is caught.
// More tests than cases is allowed: pytest counts a passed test whose
// teardown raised twice, once as a pass and once as an error, in one case.
func (s *suite) check() error {
	if s.nested || s.tests == "" {
		return nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(s.tests))
	if err != nil {
		return fmt.Errorf("test suite %q: tests=%.20q is not a count", s.name, s.tests)
	}
	if n < s.cases {
		return fmt.Errorf("test suite %q says tests=%d but holds %d test cases: one of them was not run, and reads as passed (jest-junit writes test.todo so); remove todo tests, or collect without this file", s.name, n, s.cases)
	}
	return nil
}

// failedOutside reports a suite that failed outside its test cases: a
// <failure> or <error> of its own (a test file that did not load, a
// fixture of the whole suite), or, in a suite without nested suites,
// more failures and errors declared than its test cases hold. Its passing
// test cases alone would read as success.
func (s *suite) failedOutside() bool {
	return s.failedItself || !s.nested && s.declared > s.failures
}

// entryName names a suite's own failed entry.
func (s *suite) entryName() string {
	if s.name == "" {
		return "(test suite)"
	}
	return s.name
}

// readTestCase reads a <testcase> element whose start tag is t, to its end.
// It returns the number of <failure> and <error> elements it held.
func readTestCase(d *xml.Decoder, t xml.StartElement, opts JUnitOptions, depth *int) (Test, int, error) {
	var name, class, timeAttr string
	haveTime := false
	for _, a := range t.Attr {
		switch a.Name.Local {
		case "name":
			name = a.Value
		case "classname":
			class = a.Value
		case "time":
			timeAttr, haveTime = a.Value, true
		}
	}
	if name == "" {
		return Test{}, 0, errors.New("a <testcase> without a name")
	}
	tc := Test{Name: name, Outcome: Pass}
	if class != "" && class != name {
		tc.Name = class + "." + name
	}
	if opts.Durations && haveTime {
		sec, err := strconv.ParseFloat(strings.TrimSpace(timeAttr), 64)
		if err != nil || math.IsInf(sec, 0) {
			return Test{}, 0, fmt.Errorf("test case %q: time %.40q is not a number of seconds (leave durations out to ignore it)", tc.Name, timeAttr)
		}
		ms, err := millis(sec)
		if err != nil {
			return Test{}, 0, fmt.Errorf("test case %q: %v", tc.Name, err)
		}
		tc.DurationMs = &ms
	}
	failures, skipped := 0, false
	for {
		tok, err := d.Token()
		if err != nil {
			return Test{}, 0, fmt.Errorf("inside test case %q: %w", tc.Name, err)
		}
		switch c := tok.(type) {
		case xml.Directive:
			return Test{}, 0, fmt.Errorf("a directive inside test case %q", tc.Name)
		case xml.StartElement:
			*depth++
			if *depth > limits.MaxJUnitDepth {
				return Test{}, 0, errDepth
			}
			switch c.Name.Local {
			case "failure", "error":
				failures++
			case "skipped":
				skipped = true
			}
			if err := skip(d, depth); err != nil {
				return Test{}, 0, err
			}
		case xml.EndElement:
			*depth--
			switch {
			case failures > 0:
				tc.Outcome = Fail
			case skipped:
				tc.Outcome = Skip
			}
			return tc, failures, nil
		}
	}
}

// skip reads to the end of the element just started, bounding its depth.
func skip(d *xml.Decoder, depth *int) error {
	base := *depth
	for *depth >= base {
		tok, err := d.Token()
		if err != nil {
			return err
		}
		switch tok.(type) {
		case xml.Directive:
			return errors.New("a directive inside an element")
		case xml.StartElement:
			*depth++
			if *depth > limits.MaxJUnitDepth {
				return errDepth
			}
		case xml.EndElement:
			*depth--
		}
	}
	return nil
}

// errDepth is XML nested deeper than limits.MaxJUnitDepth.
var errDepth = fmt.Errorf("elements nested deeper than %d (limits.MaxJUnitDepth)", limits.MaxJUnitDepth)

// classOf is the error class of a failure inside an element.
func classOf(err error) error {
	if errors.Is(err, errDepth) {
		return ErrLimit
	}
	return ErrJUnit
}
