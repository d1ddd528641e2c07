package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/judge/bundlebuild"
)

func init() {
	register(&command{name: "bundle", summary: "build the evaluator bundle reproducibly (bundle build [--check DIGEST])", subs: []string{"build"}, run: runBundle})
}

const bundleDoc = `
Builds the evaluator bundle from judge/js/src with the pinned esbuild and
prints its evaluator digest (sha256 of the bundle) and inputs digest.

  --check DIGEST  exit 0 only if a fresh build has exactly this digest
                  (exit 1 if it differs, 2 on error)
  --write         write judge/evaluator.js and judge/evaluator.manifest.json
                  (what 'go generate ./judge' runs)

Without --write nothing is written. --root defaults to the repository root
found by walking up from the current directory to go.mod.

Exit codes: 0 built (and, with --check, identical); 1 --check digest
differs; 2 error.`

func runBundle(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] != "build" {
		if len(args) > 0 && (args[0] == "--help" || args[0] == "-h") {
			fs := newFlags("bundle", "bundle build [--check DIGEST] [--write] [--root DIR] [--json]", bundleDoc, stdout, stdout)
			fs.Usage()
			return exitOK
		}
		return fail(stderr, fmt.Errorf("bundle: expected subcommand 'build'"), "verijudge bundle build --help")
	}
	fs := newFlags("bundle build", "bundle build [--check DIGEST] [--write] [--root DIR] [--json]", bundleDoc, stderr, stdout)
	check := fs.String("check", "", "expected evaluator digest (0x + 64 hex)")
	write := fs.Bool("write", false, "write the bundle and manifest into the repository")
	root := fs.String("root", "", "repository root (default: nearest directory with go.mod)")
	asJSON := fs.Bool("json", false, "print the manifest as JSON")
	if code, ok := parse(fs, args[1:], stdout); !ok {
		return code
	}
	if fs.NArg() != 0 {
		return fail(stderr, fmt.Errorf("bundle build takes no arguments"), "")
	}
	var want canon.Hash
	if *check != "" {
		var err error
		if want, err = canon.ParseHash(*check); err != nil {
			return fail(stderr, err, "the digest is 0x followed by 64 lowercase hex digits")
		}
	}
	dir := *root
	if dir == "" {
		var err error
		if dir, err = findRoot(); err != nil {
			return fail(stderr, err, "run inside the verijudge repository or pass --root")
		}
	}
	res, err := bundlebuild.Build(dir, judge.EvaluatorVersion)
	if err != nil {
		return fail(stderr, err, "")
	}
	m := res.Manifest
	if *asJSON {
		stdout.Write(res.ManifestJSON())
	} else {
		fmt.Fprintf(stdout, "evaluator digest  %s\ninputs digest     %s (%d files)\nesbuild           %s\nversion           %s\n",
			m.EvaluatorDigest, m.InputsDigest, len(m.Inputs), m.EsbuildVersion, m.Version)
	}
	if *write {
		if err := res.Write(dir); err != nil {
			return fail(stderr, err, "")
		}
		fmt.Fprintf(stderr, "wrote %s and %s\n", bundlebuild.BundlePath, bundlebuild.ManifestPath)
	}
	if *check != "" {
		if m.EvaluatorDigest != want {
			fmt.Fprintf(stderr, "verijudge: DIFFERENT: fresh build %s, expected %s\n", m.EvaluatorDigest, want)
			explainDiff(dir, res, stderr)
			return exitMismatch
		}
		fmt.Fprintf(stderr, "IDENTICAL: fresh build matches %s\n", want)
	}
	return exitOK
}

// explainDiff compares the fresh inputs with the committed manifest, if any,
// so a differing build names the files that changed.
func explainDiff(dir string, res *bundlebuild.Result, w io.Writer) {
	b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(bundlebuild.ManifestPath)))
	if err != nil {
		return
	}
	var old bundlebuild.Manifest
	if json.Unmarshal(b, &old) != nil {
		return
	}
	if old.EvaluatorDigest != res.Manifest.EvaluatorDigest {
		fmt.Fprintf(w, "committed manifest has %s\n", old.EvaluatorDigest)
	}
	prev := map[string]canon.Hash{}
	for _, in := range old.Inputs {
		prev[in.Path] = in.SHA256
	}
	for _, in := range res.Manifest.Inputs {
		h, ok := prev[in.Path]
		switch {
		case !ok:
			fmt.Fprintf(w, "  new input      %s\n", in.Path)
		case h != in.SHA256:
			fmt.Fprintf(w, "  changed input  %s\n", in.Path)
		}
		delete(prev, in.Path)
	}
	for p := range prev {
		fmt.Fprintf(w, "  removed input  %s\n", p)
	}
	if old.EsbuildVersion != res.Manifest.EsbuildVersion {
		fmt.Fprintf(w, "  esbuild %s (committed) vs %s (now)\n", old.EsbuildVersion, res.Manifest.EsbuildVersion)
	}
}

func findRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if b, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil && bytes.Contains(b, []byte("module github.com/verijudge/verijudge")) {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no verijudge go.mod above the current directory")
		}
		dir = parent
	}
}
