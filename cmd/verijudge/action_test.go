package main_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"
)

// action is the part of action.yml the runner reads.
type action struct {
	Inputs map[string]struct {
		Required bool   `yaml:"required"`
		Default  string `yaml:"default"`
	} `yaml:"inputs"`
	Runs struct {
		Using string `yaml:"using"`
		Steps []struct {
			Name  string            `yaml:"name"`
			Shell string            `yaml:"shell"`
			Env   map[string]string `yaml:"env"`
			Run   string            `yaml:"run"`
		} `yaml:"steps"`
	} `yaml:"runs"`
}

func readAction(t *testing.T) action {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "action.yml"))
	require.NoError(t, err)
	var a action
	require.NoError(t, yaml.Unmarshal(b, &a))
	require.Equal(t, "composite", a.Runs.Using)
	return a
}

// runAction runs action.yml's steps as the runner would: each script in
// bash with its env, where ${{ inputs.X }} is the given input or its
// default and ${{ github.action_path }} the repository root; scripts hold
// no expression (an input cannot inject shell).
func runAction(t *testing.T, a action, inputs map[string]string, dir string) (code int, out string, outputs string) {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	require.NoError(t, err)
	expr := regexp.MustCompile(`\$\{\{\s*([a-z_.]+)\s*\}\}`)
	tmp := t.TempDir()
	var buf bytes.Buffer
	defer func() {
		b, _ := os.ReadFile(filepath.Join(tmp, "output"))
		out, outputs = buf.String(), string(b)
	}()
	for _, s := range a.Runs.Steps {
		require.Equal(t, "bash", s.Shell, s.Name)
		require.NotContains(t, s.Run, "${{", "%s: expressions belong in env:, never inside a script", s.Name)
		env := append(os.Environ(), "RUNNER_TEMP="+tmp, "GITHUB_OUTPUT="+filepath.Join(tmp, "output"))
		for k, v := range s.Env {
			v = expr.ReplaceAllStringFunc(v, func(m string) string {
				name := expr.FindStringSubmatch(m)[1]
				if name == "github.action_path" {
					return root
				}
				in, ok := strings.CutPrefix(name, "inputs.")
				require.True(t, ok, "%s: unknown expression %s", s.Name, m)
				def, known := a.Inputs[in]
				require.True(t, known, "%s: no input %q", s.Name, in)
				if v, given := inputs[in]; given {
					return v
				}
				require.False(t, def.Required, "required input %q not given", in)
				return def.Default
			})
			env = append(env, k+"="+v)
		}
		cmd := exec.Command("bash", "-e", "-o", "pipefail", "-c", s.Run)
		cmd.Dir, cmd.Env = dir, env
		cmd.Stdout, cmd.Stderr = &buf, &buf
		if err := cmd.Run(); err != nil {
			ee, ok := err.(*exec.ExitError)
			require.True(t, ok, "%s: %v", s.Name, err)
			return ee.ExitCode(), "", ""
		}
	}
	return 0, "", ""
}

// TestActionReverify runs the composite action on a folder of records:
// an empty rpc without offline: true fails (a missing secret must not
// turn into an offline run); every record MATCHes (exit 0, summary
// written, the output names it); a tampered one fails the job (exit 1).
func TestActionReverify(t *testing.T) {
	a := readAction(t)
	dir := t.TempDir()
	recs := filepath.Join(dir, "records")
	require.NoError(t, os.Mkdir(recs, 0o755))
	for _, name := range []string{"code-median/reference", "web3-batch-payroll/naive", "code-fizzbuzz/naive"} {
		_, p := fixture(t, name)
		r := run(t, "judge", "--record", filepath.Join(recs, strings.ReplaceAll(name, "/", "--")+".record.json"), p)
		require.Equal(t, 0, r.code, r.stderr)
	}
	// No rpc (a missing secret) is not a silent offline run.
	code, out, _ := runAction(t, a, map[string]string{"records": recs}, dir)
	assert.Equal(t, 2, code, out)
	assert.Contains(t, out, "the rpc input is empty (a missing secret?)")
	code, out, outputs := runAction(t, a, map[string]string{"records": recs, "offline": "true", "sample": "2", "seed": "ci"}, dir)
	require.Equal(t, 0, code, out)
	sum, err := os.ReadFile(filepath.Join(dir, "reverify-out", "summary.txt"))
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(sum), "2 / 2 match"), string(sum))
	assert.Contains(t, outputs, "summary=reverify-out/summary.txt")
	assert.Contains(t, out, "evaluator 0x", "the build step prints the version")

	b, err := os.ReadFile(filepath.Join(recs, "code-median--reference.record.json"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(recs, "code-median--reference.record.json"), bytes.Replace(b, []byte(`"SUCCESS"`), []byte(`"FAILURE"`), 1), 0o644))
	code, out, _ = runAction(t, a, map[string]string{"records": recs, "offline": "true", "out": "again"}, dir)
	assert.Equal(t, 1, code, "a tampered record fails the job: %s", out)
	assert.Contains(t, out, "MISMATCH")
}
