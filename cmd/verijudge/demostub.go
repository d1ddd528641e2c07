//go:build !verijudge_demo

package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
)

// demoTag is the build tag that compiles the demo in. The demo runs
// TEST-ONLY TEE chains and the fixture suite, so the released binary,
// built without it, links none of that code.
const demoTag = "verijudge_demo"

func init() {
	register(&command{name: "demo", summary: "judge the fixture suite, write records, re-verify them (from a checkout)", run: runDemoFromCheckout})
}

// errNoDemo: this binary was built without the demo.
var errNoDemo = errors.New("this verijudge binary is built without the demo: the demo runs TEST-ONLY TEE chains and the fixture suite, which a released binary does not carry")

// runDemoFromCheckout runs the demo from the verijudge checkout the
// working directory is in: `go run -tags verijudge_demo` of this command,
// with the same arguments, so that `go run ./cmd/verijudge demo` works
// while the released binary links no TEST-ONLY code. Outside a checkout,
// or without the go command, it says so (exit 2).
func runDemoFromCheckout(args []string, stdout, stderr io.Writer) int {
	root, err := checkoutRoot()
	if err != nil {
		return fail(stderr, fmt.Errorf("%w (%v)", errNoDemo, err), "run it from a verijudge checkout: go run ./cmd/verijudge demo")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		return fail(stderr, fmt.Errorf("%w, and the go command is not on PATH to build it", errNoDemo), "install Go, then: go run ./cmd/verijudge demo")
	}
	cmd := exec.Command(goBin, append([]string{"run", "-tags", demoTag, filepath.Join(root, "cmd", "verijudge"), "demo"}, args...)...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, stdout, stderr
	if err := cmd.Run(); err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) && ee.ExitCode() > 0 {
			return ee.ExitCode()
		}
		return fail(stderr, err, "")
	}
	return exitOK
}

// checkoutRoot is the root of the verijudge module the working directory
// lies in, when this binary was built from it (not a released version).
func checkoutRoot() (string, error) {
	bi, ok := debug.ReadBuildInfo()
	if !ok || bi.Main.Path != "github.com/verijudge/verijudge" {
		return "", errors.New("no build information")
	}
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		return "", fmt.Errorf("released version %s", v)
	}
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if isVerijudgeModule(filepath.Join(dir, "go.mod")) {
			if _, err := os.Stat(filepath.Join(dir, "cmd", "verijudge", "demo.go")); err == nil {
				return dir, nil
			}
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("the working directory is not in a verijudge checkout")
		}
		dir = parent
	}
}

// isVerijudgeModule reports whether the go.mod at path declares this
// module.
func isVerijudgeModule(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); strings.HasPrefix(l, "module ") {
			return strings.Trim(strings.TrimSpace(strings.TrimPrefix(l, "module")), `"`) == "github.com/verijudge/verijudge"
		}
	}
	return false
}
