package main

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"

	"github.com/verijudge/verijudge/judge"
)

func init() {
	register(&command{name: "version", summary: "print verijudge's version, the embedded evaluator digest, and the esbuild and Go versions", run: runVersion})
}

const versionDoc = `
Prints what this binary is: the module version (or "(devel)" for a build
from a checkout) with its VCS revision when the build recorded one, the
embedded evaluator's digest and version (the bundle every verdict names),
the esbuild version that builds the bundle ('verijudge bundle build'), and
the Go toolchain and platform.

Exit codes: 0 printed; 2 usage error.`

// releaseVersion is set by the release build (-X main.releaseVersion=V,
// scripts/release.sh): release binaries carry no VCS stamp of their own.
var releaseVersion string

// versionInfo is what 'verijudge version --json' prints.
type versionInfo struct {
	Module           string `json:"module"`
	Version          string `json:"version"`
	Revision         string `json:"revision,omitempty"`
	Modified         bool   `json:"modified,omitempty"`
	EvaluatorDigest  string `json:"evaluatorDigest"`
	EvaluatorVersion string `json:"evaluatorVersion"`
	Esbuild          string `json:"esbuild"`
	Go               string `json:"go"`
	Platform         string `json:"platform"`
}

func buildVersion() versionInfo {
	v := versionInfo{
		Module: "github.com/verijudge/verijudge", Version: "(unknown)", Esbuild: "(unknown)",
		EvaluatorDigest: judge.EmbeddedDigest().String(), EvaluatorVersion: judge.EvaluatorVersion,
		Go: runtime.Version(), Platform: runtime.GOOS + "/" + runtime.GOARCH,
	}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return v
	}
	v.Module, v.Version = bi.Main.Path, bi.Main.Version
	if releaseVersion != "" {
		v.Version = releaseVersion
	}
	for _, d := range bi.Deps {
		if d.Path == "github.com/evanw/esbuild" {
			v.Esbuild = d.Version
			if d.Replace != nil {
				v.Esbuild = d.Replace.Version
			}
		}
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			v.Revision = s.Value
		case "vcs.modified":
			v.Modified = s.Value == "true"
		}
	}
	return v
}

func runVersion(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("version", "version [--json]", versionDoc, stderr, stdout)
	asJSON := fs.Bool("json", false, "print the versions as JSON")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if fs.NArg() != 0 {
		return fail(stderr, fmt.Errorf("version takes no arguments"), "verijudge version --help")
	}
	v := buildVersion()
	if *asJSON {
		writeJSON(stdout, v)
		return exitOK
	}
	rev := ""
	if v.Revision != "" {
		rev = " " + v.Revision
		if v.Modified {
			rev += " (modified)"
		}
	}
	fmt.Fprintf(stdout, "verijudge %s%s\nevaluator %s (%s)\nesbuild   %s\ngo        %s %s\n",
		v.Version, rev, v.EvaluatorDigest, v.EvaluatorVersion, v.Esbuild, v.Go, v.Platform)
	return exitOK
}
