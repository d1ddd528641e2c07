// Package bundlebuild builds the evaluator bundle reproducibly from the JS
// sources in judge/js/src with the esbuild Go API at the version pinned in
// go.mod: no minification, no source maps, no timestamps, and only
// repo-relative paths in the output, so two builds from the same sources
// give the same bytes on every machine.
//
// Build also returns a Manifest (written beside the bundle as
// evaluator.manifest.json): the evaluator version, the evaluator digest
// (SHA-256 of the bundle bytes), the esbuild version and an inputs digest over
// every input file, so two builds can be compared input by input.
package bundlebuild

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/evanw/esbuild/pkg/api"

	"github.com/verijudge/verijudge/canon"
)

// Paths inside the repository.
const (
	EntryPoint   = "judge/js/src/index.js"
	BundlePath   = "judge/evaluator.js"
	ManifestPath = "judge/evaluator.manifest.json"
	GlobalName   = "verijudge"
	esbuildPath  = "github.com/evanw/esbuild"
	// ManifestMediaType versions the manifest format.
	ManifestMediaType = "application/vnd.verijudge.evaluator-manifest.v1+json"
)

// Input is one source file that went into the bundle.
type Input struct {
	Path   string     `json:"path"` // repo-relative, forward slashes
	SHA256 canon.Hash `json:"sha256"`
}

// Manifest describes one build of the bundle.
type Manifest struct {
	MediaType       string     `json:"mediaType"`
	Version         string     `json:"version"`
	EvaluatorDigest canon.Hash `json:"evaluatorDigest"`
	EsbuildVersion  string     `json:"esbuildVersion"`
	InputsDigest    canon.Hash `json:"inputsDigest"`
	Inputs          []Input    `json:"inputs"`
	Entry           string     `json:"entry"`
	Format          string     `json:"format"`
	Target          string     `json:"target"`
}

// Result is a fresh build.
type Result struct {
	Bundle   []byte
	Manifest Manifest
}

// ManifestJSON returns the manifest as committed: indented, trailing newline.
func (r *Result) ManifestJSON() []byte {
	b, err := json.MarshalIndent(r.Manifest, "", "  ")
	if err != nil {
		panic(err) // only hashes and strings: cannot fail
	}
	return append(b, '\n')
}

// PinnedEsbuildVersion is the esbuild release the bundle is built with. It
// must equal the version go.mod requires (a test checks); a binary linked
// against any other esbuild refuses to build.
const PinnedEsbuildVersion = "0.28.2"

// EsbuildVersion returns the esbuild version linked into this binary: from
// the build info when the binary has it (test binaries do not), else the
// pinned version that go.mod requires.
func EsbuildVersion() (string, error) {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return PinnedEsbuildVersion, nil
	}
	for _, d := range bi.Deps {
		if d.Path != esbuildPath {
			continue
		}
		v := strings.TrimPrefix(d.Version, "v")
		if d.Replace != nil {
			v = strings.TrimPrefix(d.Replace.Version, "v")
		}
		if v != PinnedEsbuildVersion {
			return "", fmt.Errorf("bundlebuild: linked esbuild %s, the bundle is pinned to %s", v, PinnedEsbuildVersion)
		}
		return v, nil
	}
	return PinnedEsbuildVersion, nil
}

// Build bundles the sources under root (the repository root) and returns
// the bundle and its manifest. It writes nothing.
func Build(root, version string) (*Result, error) {
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(filepath.Join(abs, filepath.FromSlash(EntryPoint))); err != nil {
		return nil, fmt.Errorf("bundlebuild: entry point not found under %s: %w", abs, err)
	}
	esv, err := EsbuildVersion()
	if err != nil {
		return nil, err
	}
	res := api.Build(api.BuildOptions{
		EntryPoints:   []string{EntryPoint},
		AbsWorkingDir: abs,
		Bundle:        true,
		Write:         false,
		Outfile:       "evaluator.js",
		Format:        api.FormatIIFE,
		GlobalName:    GlobalName,
		Platform:      api.PlatformNeutral,
		Target:        api.ES2020,
		Charset:       api.CharsetUTF8,
		LegalComments: api.LegalCommentsNone,
		Sourcemap:     api.SourceMapNone,
		Metafile:      true,
		LogLevel:      api.LogLevelSilent,
	})
	if len(res.Errors) > 0 {
		msgs := api.FormatMessages(res.Errors, api.FormatMessagesOptions{Kind: api.ErrorMessage})
		return nil, fmt.Errorf("bundlebuild: esbuild failed:\n%s", strings.Join(msgs, ""))
	}
	if len(res.OutputFiles) != 1 {
		return nil, fmt.Errorf("bundlebuild: esbuild produced %d files, want 1", len(res.OutputFiles))
	}
	bundle := res.OutputFiles[0].Contents
	if bytes.Contains(bundle, []byte(abs)) {
		return nil, fmt.Errorf("bundlebuild: bundle contains the absolute path %s", abs)
	}
	var meta struct {
		Inputs map[string]json.RawMessage `json:"inputs"`
	}
	if err := json.Unmarshal([]byte(res.Metafile), &meta); err != nil {
		return nil, fmt.Errorf("bundlebuild: metafile: %w", err)
	}
	var inputs []Input
	for p := range meta.Inputs {
		b, err := os.ReadFile(filepath.Join(abs, filepath.FromSlash(p)))
		if err != nil {
			return nil, fmt.Errorf("bundlebuild: input %s: %w", p, err)
		}
		inputs = append(inputs, Input{Path: p, SHA256: canon.Sum(b)})
	}
	slices.SortFunc(inputs, func(a, b Input) int { return strings.Compare(a.Path, b.Path) })
	return &Result{
		Bundle: bundle,
		Manifest: Manifest{
			MediaType:       ManifestMediaType,
			Version:         version,
			EvaluatorDigest: canon.Sum(bundle),
			EsbuildVersion:  esv,
			InputsDigest:    InputsDigest(inputs),
			Inputs:          inputs,
			Entry:           EntryPoint,
			Format:          "iife",
			Target:          "es2020",
		},
	}, nil
}

// InputsDigest is sha256 over the lines "<hex sha256>  <path>\n" of the
// inputs sorted by path (the format of sha256sum), so it can be recomputed
// with coreutils: `sha256sum $(paths) | sha256sum`.
func InputsDigest(inputs []Input) canon.Hash {
	h := sha256.New()
	for _, in := range inputs {
		fmt.Fprintf(h, "%s  %s\n", hex.EncodeToString(in.SHA256[:]), in.Path)
	}
	var out canon.Hash
	copy(out[:], h.Sum(nil))
	return out
}

// Write writes the bundle and manifest to their paths under root.
func (r *Result) Write(root string) error {
	if err := os.WriteFile(filepath.Join(root, filepath.FromSlash(BundlePath)), r.Bundle, 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(root, filepath.FromSlash(ManifestPath)), r.ManifestJSON(), 0o644)
}
