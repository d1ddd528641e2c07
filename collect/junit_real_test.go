package collect_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/collect"
)

// need skips a test whose tool is missing, except under CI=true, where the
// tool must be there (.ci/run installs it).
func need(t *testing.T, what string, ok bool) {
	t.Helper()
	if ok {
		return
	}
	if os.Getenv("CI") == "true" {
		t.Fatalf("%s is missing, and CI=true requires it (.ci/run installs it)", what)
	}
	t.Skipf("%s is missing", what)
}

// TestJUnitPytest reads the JUnit XML a real pytest run writes.
func TestJUnitPytest(t *testing.T) {
	pytest, err := exec.LookPath("pytest-3")
	if err != nil {
		pytest, err = exec.LookPath("pytest")
	}
	need(t, "pytest (Debian's python3-pytest)", err == nil)
	dir := t.TempDir()
	src, err := os.ReadFile(filepath.Join("testdata", "pytest", "test_sample.py"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "test_sample.py"), src, 0o644))
	cmd := exec.Command(pytest, "-q", "-p", "no:cacheprovider", "--junitxml", "out.xml", "test_sample.py")
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	var ee *exec.ExitError
	require.ErrorAs(t, err, &ee, "pytest exits non-zero when a test fails: %s", out)
	require.Equal(t, 1, ee.ExitCode(), "%s", out)

	f, err := os.Open(filepath.Join(dir, "out.xml"))
	require.NoError(t, err)
	defer f.Close()
	tests, err := collect.ReadJUnit(f, collect.JUnitOptions{Input: "out.xml"})
	require.NoError(t, err)
	require.Equal(t, map[string]collect.Outcome{
		"test_sample.test_passes":           collect.Pass,
		"test_sample.test_fails":            collect.Fail,
		"test_sample.test_skipped":          collect.Skip,
		"test_sample.test_errors":           collect.Fail, // a fixture error: <error>
		"test_sample.test_param[1]":         collect.Pass,
		"test_sample.test_param[2]":         collect.Fail,
		"test_sample.TestGroup.test_inside": collect.Pass,
		"test_sample.test_xfail":            collect.Skip, // pytest writes an xfail as <skipped>
		"test_sample.test_teardown_error":   collect.Fail, // passed, then its teardown raised
	}, outcomes(tests))
	for i := 1; i < len(tests); i++ {
		require.Less(t, tests[i-1].Name, tests[i].Name, "sorted by name")
	}

	_, err = f.Seek(0, 0)
	require.NoError(t, err)
	timed, err := collect.ReadJUnit(f, collect.JUnitOptions{Durations: true})
	require.NoError(t, err)
	for _, x := range timed {
		require.NotNil(t, x.DurationMs, x.Name)
	}
}

// jest runs the pinned jest with jest-junit over the test files given
// (copied into a fresh folder) and returns the JUnit file.
func jest(t *testing.T, files ...string) []byte {
	t.Helper()
	node, err := exec.LookPath("node")
	need(t, "node", err == nil)
	pkg, err := filepath.Abs(filepath.Join("testdata", "jest"))
	require.NoError(t, err)
	_, err = os.Stat(filepath.Join(pkg, "node_modules", "jest-junit"))
	need(t, "jest and jest-junit (npm ci in collect/testdata/jest)", err == nil)
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "package.json"), []byte(`{"name":"jest-run","private":true}`), 0o644))
	for _, f := range files {
		src, err := os.ReadFile(filepath.Join(pkg, f))
		require.NoError(t, err)
		name := filepath.Base(f)
		if filepath.Ext(name) == ".txt" {
			name = name[:len(name)-len(".txt")]
		}
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), src, 0o644))
	}
	cmd := exec.Command(node, filepath.Join(pkg, "node_modules", "jest", "bin", "jest.js"),
		"--ci", "--rootDir", dir, "--cacheDirectory", filepath.Join(dir, ".jest-cache"),
		"--reporters=default", "--reporters="+filepath.Join(pkg, "node_modules", "jest-junit"))
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "JEST_JUNIT_OUTPUT_DIR="+dir, "JEST_JUNIT_OUTPUT_NAME=junit.xml")
	out, _ := cmd.CombinedOutput()
	xml, err := os.ReadFile(filepath.Join(dir, "junit.xml"))
	require.NoError(t, err, "jest wrote no junit.xml: %s", out)
	return xml
}

// TestJUnitJest reads the JUnit XML jest-junit writes for a real jest run,
// with its default templates (classname and name both "describe… title").
func TestJUnitJest(t *testing.T) {
	xml := jest(t, "sum.test.js")
	tests, err := collect.ReadJUnit(bytes.NewReader(xml), collect.JUnitOptions{Input: "junit.xml"})
	require.NoError(t, err)
	require.Equal(t, map[string]collect.Outcome{
		"math adds":        collect.Pass,
		"math fails":       collect.Fail,
		"math skipped":     collect.Skip,
		"math nested deep": collect.Pass,
		" top level":       collect.Pass,
	}, outcomes(tests))
}

// TestJUnitJestTodo: jest-junit writes a test.todo as a test case with no
// <skipped/>, indistinguishable from a pass, and leaves it out of the
// suite's counts. The reader refuses the file rather than count a test
// nobody wrote as passed.
func TestJUnitJestTodo(t *testing.T) {
	xml := jest(t, "todo.test.js.txt")
	require.Contains(t, string(xml), `name=" not written yet"`)
	_, err := collect.ReadJUnit(bytes.NewReader(xml), collect.JUnitOptions{Input: "junit.xml"})
	require.ErrorIs(t, err, collect.ErrJUnit)
	require.Contains(t, err.Error(), "tests=1 but holds 2")
}
