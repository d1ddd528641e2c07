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

// demoChildEnv marks the demo built by the stand-in, so that a checkout
// whose tagged build lacks the demo cannot make it build itself again.
const demoChildEnv = "VERIJUDGE_DEMO_BUILT"

// runDemoFromCheckout runs the demo of the verijudge checkout the working
// directory is in: it builds that checkout's command with -tags
// verijudge_demo (go build, into a temporary folder) and runs it with the
// same arguments, passing its exit code on, so that
// `go run ./cmd/verijudge demo` works while the released binary links no
// TEST-ONLY code. Outside a checkout, or without the go command, it says
// so (exit 2).
func runDemoFromCheckout(args []string, stdout, stderr io.Writer) int {
	if os.Getenv(demoChildEnv) != "" {
		return fail(stderr, errors.New("the demo build of this checkout has no demo command"), "build it with: go build -tags "+demoTag+" ./cmd/verijudge")
	}
	root, err := checkoutRoot()
	if err != nil {
		return fail(stderr, fmt.Errorf("%w (%v)", errNoDemo, err), "run it from a verijudge checkout: go run ./cmd/verijudge demo")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		return fail(stderr, fmt.Errorf("%w, and the go command is not on PATH to build it", errNoDemo), "install Go, then: go run ./cmd/verijudge demo")
	}
	tmp, err := os.MkdirTemp("", "verijudge-demo-")
	if err != nil {
		return fail(stderr, err, "")
	}
	defer os.RemoveAll(tmp)
	bin := filepath.Join(tmp, "verijudge-demo")
	fmt.Fprintf(stderr, "verijudge: building the demo of the checkout at %s (go build -tags %s)\n", root, demoTag)
	build := exec.Command(goBin, "build", "-tags", demoTag, "-o", bin, "./cmd/verijudge")
	build.Dir, build.Stdout, build.Stderr = root, stderr, stderr
	if err := build.Run(); err != nil {
		return fail(stderr, fmt.Errorf("building the demo: %w", err), "")
	}
	cmd := exec.Command(bin, append([]string{"demo"}, args...)...)
	cmd.Env = append(os.Environ(), demoChildEnv+"=1")
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
// lies in (the one `go run` builds, which may not be this binary's own
// source).
func checkoutRoot() (string, error) {
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
