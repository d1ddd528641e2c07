package collect_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/collect"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
)

// seeds adds every file of testdata/fuzzseeds/<kind> to f's corpus and
// fails when there is none: a fuzz target with no seeds tests nothing.
func seeds(f *testing.F, kind string, extra ...string) {
	files, err := filepath.Glob(filepath.Join("testdata", "fuzzseeds", kind, "*"))
	require.NoError(f, err)
	require.NotEmpty(f, files, "no seed files for %s", kind)
	for _, p := range files {
		b, err := os.ReadFile(p)
		require.NoError(f, err)
		f.Add(b)
	}
	for _, s := range extra {
		f.Add([]byte(s))
	}
}

// checkResults holds what every accepted input must give: names unique,
// valid UTF-8 within the code class's length, sorted, outcomes known.
// (Judging each result would be the stronger check, but goja under the
// fuzzer's coverage instrumentation runs too slowly for it to fuzz;
// TestCodeTraceRealRun and TestFuzzSeedsJudge judge what the readers
// return.)
func checkResults(t *testing.T, tests []collect.Test) {
	seen := map[string]bool{}
	for i, x := range tests {
		require.True(t, utf8.ValidString(x.Name))
		require.NotEmpty(t, x.Name)
		require.LessOrEqual(t, len(utf16.Encode([]rune(x.Name))), limits.MaxTestNameChars)
		require.False(t, seen[x.Name], "duplicate %q", x.Name)
		seen[x.Name] = true
		require.Contains(t, []collect.Outcome{collect.Pass, collect.Fail, collect.Skip}, x.Outcome)
		if i > 0 {
			require.Less(t, tests[i-1].Name, x.Name)
		}
	}
}

// TestFuzzSeedsJudge: what the readers return for every seed becomes a
// trace the judge accepts.
func TestFuzzSeedsJudge(t *testing.T) {
	spec := []byte(`{"evidenceClass":"code","checks":[{"name":"all","kind":"tests_pass","mode":"all"}]}`)
	for _, kind := range []string{"gotest", "junit"} {
		files, err := filepath.Glob(filepath.Join("testdata", "fuzzseeds", kind, "*"))
		require.NoError(t, err)
		for _, p := range files {
			b, err := os.ReadFile(p)
			require.NoError(t, err)
			var tests []collect.Test
			if kind == "gotest" {
				rep, err := collect.ReadGoTestJSON(bytes.NewReader(b), collect.GoTestOptions{Durations: true})
				if err != nil {
					continue
				}
				tests = rep.Tests
			} else if tests, err = collect.ReadJUnit(bytes.NewReader(b), collect.JUnitOptions{Durations: true}); err != nil {
				continue
			}
			trace, err := collect.CodeTrace(collect.IDs{TrialID: "t", TaskID: "k", BuildID: "b"}, spec, &collect.Code{Tests: tests})
			require.NoError(t, err, p)
			_, err = judge.Judge(trace)
			require.NoError(t, err, p)
		}
	}
}

func FuzzGoTestJSON(f *testing.F) {
	seeds(f, "gotest",
		stream(ev("run", "p", "T"), ev("pass", "p", "T")),
		ev("start", "p", "")+ev("run", "p", "T")+ev("fail", "p", ""),
	)
	f.Fuzz(func(t *testing.T, in []byte) {
		rep, err := collect.ReadGoTestJSON(bytes.NewReader(in), collect.GoTestOptions{Durations: true})
		if err != nil {
			var ie *collect.InputError
			require.ErrorAs(t, err, &ie)
			require.True(t, errors.Is(err, collect.ErrGoTestJSON) || errors.Is(err, collect.ErrDuplicateTest) || errors.Is(err, collect.ErrLimit), "%v", err)
			require.Nil(t, rep)
			return
		}
		require.Equal(t, int64(len(in)), rep.Bytes)
		checkResults(t, rep.Tests)
	})
}

func FuzzJUnit(f *testing.F) {
	seeds(f, "junit",
		`<testsuite tests="2"><testcase classname="c" name="a"/><testcase name="b"><failure/></testcase></testsuite>`,
		`<testsuites><testsuite><testsuite><testcase name="x"><skipped/></testcase></testsuite></testsuite></testsuites>`,
	)
	f.Fuzz(func(t *testing.T, in []byte) {
		tests, err := collect.ReadJUnit(bytes.NewReader(in), collect.JUnitOptions{Durations: true})
		if err != nil {
			require.True(t, errors.Is(err, collect.ErrJUnit) || errors.Is(err, collect.ErrDuplicateTest) || errors.Is(err, collect.ErrLimit), "%v", err)
			require.Nil(t, tests)
			return
		}
		checkResults(t, tests)
	})
}
