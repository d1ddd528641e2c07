// Package release builds verijudge's release reproducibly: static binaries
// (CGO_ENABLED=0, -trimpath, no build id, no VCS stamp), a SHA256SUMS file,
// and an OCI image of the verifier assembled in Go (go-containerregistry,
// no Docker daemon) with fixed timestamps, written as an OCI image layout
// whose digest the release records.
//
// Guarantees: the same source tree, Go toolchain and epoch give the same
// bytes: binaries, checksums file and image digest (tests build twice and
// compare; .ci/run builds the real release twice). The image holds one
// file, /verijudge, runs as nobody (65534), and its entrypoint is the
// binary, so `docker run --rm -i --network none IMAGE verify --offline -`
// verifies a record from stdin.
//
// Non-guarantees: reproducibility across Go toolchain versions (the
// toolchain is part of the input: the build runs with GOTOOLCHAIN=local
// and the release names the go command's version); signing the
// release (not done here); pushing the image to a registry (the layout is
// what skopeo, crane or docker load read).
package release

import (
	"archive/tar"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"time"

	v1 "github.com/google/go-containerregistry/pkg/v1"
	"github.com/google/go-containerregistry/pkg/v1/empty"
	"github.com/google/go-containerregistry/pkg/v1/layout"
	"github.com/google/go-containerregistry/pkg/v1/mutate"
	"github.com/google/go-containerregistry/pkg/v1/tarball"
	"github.com/google/go-containerregistry/pkg/v1/types"
)

// Platform is a GOOS/GOARCH pair.
type Platform struct{ OS, Arch string }

func (p Platform) String() string { return p.OS + "/" + p.Arch }

// ParsePlatform reads "linux/amd64".
func ParsePlatform(s string) (Platform, error) {
	os, arch, ok := strings.Cut(s, "/")
	if !ok || os == "" || arch == "" || strings.Contains(arch, "/") {
		return Platform{}, fmt.Errorf("release: platform %q: want GOOS/GOARCH, e.g. linux/amd64", s)
	}
	return Platform{os, arch}, nil
}

// BinaryName is the release file name of the binary for p.
func BinaryName(version string, p Platform) string {
	n := fmt.Sprintf("verijudge_%s_%s_%s", version, p.OS, p.Arch)
	if p.OS == "windows" {
		n += ".exe"
	}
	return n
}

// Flags are the go build flags of a release binary: no cgo, paths trimmed,
// no build id and no VCS stamp (a checkout's state must not change the
// bytes), symbols stripped, the version set.
func Flags(version string) []string {
	return []string{"-trimpath", "-buildvcs=false",
		"-ldflags=-s -w -buildid= -X main.releaseVersion=" + version}
}

// versionRE is what a release version may be: it is written into
// -ldflags, so no space and no quote.
var versionRE = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$`)

// CheckVersion refuses a version the build flags cannot carry.
func CheckVersion(v string) error {
	if !versionRE.MatchString(v) {
		return fmt.Errorf("release: version %q: letters, digits and . _ + - only", v)
	}
	return nil
}

// Env is the environment of a release build: the caller's, with every
// setting that changes the bytes fixed (no cgo, the target, the baseline
// instruction sets, no experiments, this toolchain and no other, modules
// as go.sum pins them).
func Env(p Platform) []string {
	fixed := map[string]string{
		"CGO_ENABLED": "0", "GOOS": p.OS, "GOARCH": p.Arch, "GOFLAGS": "-mod=readonly",
		"GOAMD64": "v1", "GOARM64": "v8.0", "GOARM": "7", "GO386": "sse2", "GOMIPS": "hardfloat",
		"GOPPC64": "power8", "GORISCV64": "rva20u64", "GOWASM": "", "GOEXPERIMENT": "", "GOTOOLCHAIN": "local",
	}
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if _, ok := fixed[k]; !ok {
			env = append(env, kv)
		}
	}
	keys := make([]string, 0, len(fixed))
	for k := range fixed {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		env = append(env, k+"="+fixed[k])
	}
	return env
}

// GoVersion is the version of the go command a release build runs (the
// toolchain is part of a release's input).
func GoVersion(ctx context.Context, dir string) (string, error) {
	cmd := exec.CommandContext(ctx, "go", "env", "GOVERSION")
	cmd.Dir = dir
	cmd.Env = Env(Platform{runtime.GOOS, runtime.GOARCH})
	b, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("release: go env GOVERSION: %v", err)
	}
	return strings.TrimSpace(string(b)), nil
}

// Build compiles pkg (a package path such as ./cmd/verijudge, in dir) for
// p into out with the release flags and environment.
func Build(ctx context.Context, dir, pkg, out, version string, p Platform) error {
	if err := CheckVersion(version); err != nil {
		return err
	}
	args := append([]string{"build"}, Flags(version)...)
	args = append(args, "-o", out, pkg)
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = dir
	cmd.Env = Env(p)
	if b, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("release: go build %s for %s: %v\n%s", pkg, p, err, b)
	}
	return nil
}

// Checksums is the SHA256SUMS text of the named files in dir (sorted by
// name; the format sha256sum -c reads).
func Checksums(dir string, names []string) ([]byte, error) {
	sorted := append([]string(nil), names...)
	sort.Strings(sorted)
	var b bytes.Buffer
	for _, n := range sorted {
		data, err := os.ReadFile(filepath.Join(dir, n))
		if err != nil {
			return nil, err
		}
		sum := sha256.Sum256(data)
		fmt.Fprintf(&b, "%s  %s\n", hex.EncodeToString(sum[:]), n)
	}
	return b.Bytes(), nil
}

// ImageOptions describe the image.
type ImageOptions struct {
	// Binary is the verijudge binary for Platform (a linux one).
	Binary   []byte
	Platform Platform
	// Epoch is every timestamp in the image (SOURCE_DATE_EPOCH).
	Epoch   time.Time
	Version string
}

// Image assembles the verifier image: one layer holding /verijudge (mode
// 0755, owned by root, timestamp Epoch), entrypoint the binary, user
// 65534, no environment beyond PATH, created at Epoch.
func Image(o ImageOptions) (v1.Image, error) {
	if o.Platform.OS != "linux" {
		return nil, fmt.Errorf("release: the image is for linux, not %s", o.Platform)
	}
	if len(o.Binary) == 0 {
		return nil, errors.New("release: no binary for the image")
	}
	var tb bytes.Buffer
	tw := tar.NewWriter(&tb)
	hdr := &tar.Header{Name: "verijudge", Mode: 0o755, Size: int64(len(o.Binary)), ModTime: o.Epoch.UTC(),
		Typeflag: tar.TypeReg, Uname: "root", Gname: "root", Format: tar.FormatPAX}
	if err := tw.WriteHeader(hdr); err != nil {
		return nil, err
	}
	if _, err := tw.Write(o.Binary); err != nil {
		return nil, err
	}
	if err := tw.Close(); err != nil {
		return nil, err
	}
	layerBytes := tb.Bytes()
	layer, err := tarball.LayerFromOpener(func() (io.ReadCloser, error) {
		return io.NopCloser(bytes.NewReader(layerBytes)), nil
	}, tarball.WithMediaType(types.OCILayer), tarball.WithCompressedCaching)
	if err != nil {
		return nil, err
	}
	img, err := mutate.AppendLayers(mutate.MediaType(empty.Image, types.OCIManifestSchema1), layer)
	if err != nil {
		return nil, err
	}
	img = mutate.ConfigMediaType(img, types.OCIConfigJSON)
	cf, err := img.ConfigFile()
	if err != nil {
		return nil, err
	}
	cf = cf.DeepCopy()
	cf.Architecture, cf.OS = o.Platform.Arch, o.Platform.OS
	cf.Created = v1.Time{Time: o.Epoch.UTC()}
	cf.Config.Entrypoint = []string{"/verijudge"}
	cf.Config.User = "65534:65534"
	cf.Config.WorkingDir = "/"
	cf.Config.Env = []string{"PATH=/"}
	cf.Config.Labels = map[string]string{
		"org.opencontainers.image.title":   "verijudge",
		"org.opencontainers.image.version": o.Version,
	}
	cf.History = []v1.History{{Created: v1.Time{Time: o.Epoch.UTC()}, CreatedBy: "verijudge release: /verijudge"}}
	img, err = mutate.ConfigFile(img, cf)
	if err != nil {
		return nil, err
	}
	return mutate.CreatedAt(img, v1.Time{Time: o.Epoch.UTC()})
}

// WriteLayout writes img as an OCI image layout in dir (created; it must
// not exist), tagged ref in its index, and returns the image digest.
func WriteLayout(dir string, img v1.Image, ref string) (v1.Hash, error) {
	if _, err := os.Stat(dir); err == nil {
		return v1.Hash{}, fmt.Errorf("release: %s exists", dir)
	}
	p, err := layout.Write(dir, empty.Index)
	if err != nil {
		return v1.Hash{}, err
	}
	if err := p.AppendImage(img, layout.WithAnnotations(map[string]string{"org.opencontainers.image.ref.name": ref})); err != nil {
		return v1.Hash{}, err
	}
	return img.Digest()
}

// ReadBinary returns /verijudge from the image in the layout at dir (the
// one image its index holds): what `docker run` would execute.
func ReadBinary(dir string) ([]byte, v1.Hash, error) {
	p, err := layout.FromPath(dir)
	if err != nil {
		return nil, v1.Hash{}, err
	}
	idx, err := p.ImageIndex()
	if err != nil {
		return nil, v1.Hash{}, err
	}
	m, err := idx.IndexManifest()
	if err != nil {
		return nil, v1.Hash{}, err
	}
	if len(m.Manifests) != 1 {
		return nil, v1.Hash{}, fmt.Errorf("release: the layout holds %d images, want 1", len(m.Manifests))
	}
	img, err := idx.Image(m.Manifests[0].Digest)
	if err != nil {
		return nil, v1.Hash{}, err
	}
	rc := mutate.Extract(img)
	defer rc.Close()
	tr := tar.NewReader(rc)
	for {
		h, err := tr.Next()
		if err != nil {
			return nil, v1.Hash{}, fmt.Errorf("release: no /verijudge in the image: %w", err)
		}
		if strings.TrimPrefix(h.Name, "/") == "verijudge" {
			var b bytes.Buffer
			if _, err := b.ReadFrom(tr); err != nil {
				return nil, v1.Hash{}, err
			}
			return b.Bytes(), m.Manifests[0].Digest, nil
		}
	}
}
