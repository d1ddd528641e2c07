package release_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/tools/release"
)

const hello = "./tools/release/testdata/hello"

var root = filepath.Join("..", "..")

// build compiles the small test program with the release flags.
func build(t *testing.T, dir string, p release.Platform) []byte {
	t.Helper()
	out := filepath.Join(dir, release.BinaryName("v1.2.3", p))
	require.NoError(t, release.Build(context.Background(), root, hello, out, "v1.2.3", p))
	b, err := os.ReadFile(out)
	require.NoError(t, err)
	return b
}

// TestBuildReproducible: the release flags give the same bytes from two
// output folders, for the host and for a cross-compiled platform, with
// the version written in; SHA256SUMS is what sha256sum -c reads.
func TestBuildReproducible(t *testing.T) {
	for _, p := range []release.Platform{{"linux", "amd64"}, {"linux", "arm64"}, {"windows", "amd64"}} {
		a, b := t.TempDir(), t.TempDir()
		first := build(t, a, p)
		// The caller's settings that would change the bytes do not reach
		// the build.
		t.Setenv("GOAMD64", "v3")
		t.Setenv("GOARM64", "v9.0")
		t.Setenv("GOFLAGS", "-race")
		second := build(t, b, p)
		os.Unsetenv("GOAMD64")
		os.Unsetenv("GOARM64")
		os.Unsetenv("GOFLAGS")
		assert.True(t, bytes.Equal(first, second), "%s: two builds differ", p)
		assert.NotContains(t, string(first), a, "%s: the output path leaks into the binary", p)
		assert.NotContains(t, string(first), os.Getenv("HOME")+"/go/pkg/mod", "%s: -trimpath", p)
		sums, err := release.Checksums(a, []string{release.BinaryName("v1.2.3", p)})
		require.NoError(t, err)
		assert.Regexp(t, `^[0-9a-f]{64}  verijudge_v1\.2\.3_`+p.OS+`_`+p.Arch+`(\.exe)?\n$`, string(sums))
		if sha, err := exec.LookPath("sha256sum"); err == nil {
			require.NoError(t, os.WriteFile(filepath.Join(a, "SHA256SUMS"), sums, 0o644))
			cmd := exec.Command(sha, "-c", "SHA256SUMS")
			cmd.Dir = a
			out, err := cmd.CombinedOutput()
			assert.NoError(t, err, string(out))
		}
	}
	if runtime.GOOS == "linux" && runtime.GOARCH == "amd64" {
		bin := filepath.Join(t.TempDir(), "hello")
		require.NoError(t, os.WriteFile(bin, build(t, t.TempDir(), release.Platform{"linux", "amd64"}), 0o755))
		out, err := exec.Command(bin, "x").Output()
		require.NoError(t, err)
		assert.Equal(t, "hello v1.2.3 1\n", string(out), "the version is written in")
	}
	_, err := release.ParsePlatform("linux")
	assert.Error(t, err)
	for _, v := range []string{"v1 2", "", "v1'", "-x", strings.Repeat("v", 65)} {
		assert.Error(t, release.CheckVersion(v), "%q", v)
	}
	env := release.Env(release.Platform{"linux", "arm64"})
	assert.Contains(t, env, "GOTOOLCHAIN=local")
	assert.Contains(t, env, "CGO_ENABLED=0")
	n := 0
	for _, kv := range env {
		if strings.HasPrefix(kv, "GOARCH=") {
			n++
			assert.Equal(t, "GOARCH=arm64", kv)
		}
	}
	assert.Equal(t, 1, n)
}

// TestImageReproducible: the image is the same, digest and layout byte for
// byte, when made twice; it holds the binary as /verijudge, runs as
// nobody with the binary as entrypoint, at the epoch; skopeo reads the
// layout and reports the same digest.
func TestImageReproducible(t *testing.T) {
	bin := build(t, t.TempDir(), release.Platform{"linux", "amd64"})
	o := release.ImageOptions{Binary: bin, Platform: release.Platform{"linux", "amd64"}, Epoch: time.Unix(1_700_000_000, 0), Version: "v1.2.3"}
	var digests []string
	var layouts []string
	for range 2 {
		img, err := release.Image(o)
		require.NoError(t, err)
		dir := filepath.Join(t.TempDir(), "image")
		d, err := release.WriteLayout(dir, img, "verijudge:v1.2.3")
		require.NoError(t, err)
		digests = append(digests, d.String())
		layouts = append(layouts, dir)
		cf, err := img.ConfigFile()
		require.NoError(t, err)
		assert.Equal(t, []string{"/verijudge"}, cf.Config.Entrypoint)
		assert.Equal(t, "65534:65534", cf.Config.User)
		assert.Equal(t, o.Epoch.UTC(), cf.Created.Time.UTC())
		assert.Equal(t, "amd64", cf.Architecture)
	}
	assert.Equal(t, digests[0], digests[1], "the image digest differs between two builds")
	assert.Equal(t, tree(t, layouts[0]), tree(t, layouts[1]), "the layouts differ")
	got, d, err := release.ReadBinary(layouts[0])
	require.NoError(t, err)
	assert.Equal(t, digests[0], d.String())
	assert.True(t, bytes.Equal(bin, got), "the image's /verijudge is the binary")

	// Another epoch is another image.
	o.Epoch = o.Epoch.Add(time.Second)
	img, err := release.Image(o)
	require.NoError(t, err)
	d2, err := img.Digest()
	require.NoError(t, err)
	assert.NotEqual(t, digests[0], d2.String())
	_, err = release.Image(release.ImageOptions{Binary: bin, Platform: release.Platform{"darwin", "arm64"}})
	assert.Error(t, err, "images are for linux")

	skopeo, err := exec.LookPath("skopeo")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("skopeo is required under CI=true (apt-get install skopeo)")
		}
		t.Skip("skopeo not installed: the layout is not checked with it")
	}
	out, err := exec.Command(skopeo, "inspect", "--raw", "oci:"+layouts[0]+":verijudge:v1.2.3").Output()
	require.NoError(t, err, "skopeo inspect --raw")
	var manifest struct {
		MediaType string `json:"mediaType"`
		Layers    []struct {
			MediaType string `json:"mediaType"`
		} `json:"layers"`
	}
	require.NoError(t, json.Unmarshal(out, &manifest))
	assert.Equal(t, "application/vnd.oci.image.manifest.v1+json", manifest.MediaType)
	require.Len(t, manifest.Layers, 1)
	out, err = exec.Command(skopeo, "inspect", "oci:"+layouts[0]+":verijudge:v1.2.3").Output()
	require.NoError(t, err, "skopeo inspect")
	var info struct {
		Digest       string
		Architecture string
		Os           string
		Created      time.Time
	}
	require.NoError(t, json.Unmarshal(out, &info))
	assert.Equal(t, digests[0], info.Digest, "skopeo reads the digest the release records")
	assert.Equal(t, "amd64", info.Architecture)
	assert.Equal(t, "linux", info.Os)
}

// TestReleaseImageVerifies runs the verijudge the release image holds,
// as `docker run --rm -i --network none IMAGE verify --offline -` would:
// a record on stdin, MATCH. It needs a release built by
// scripts/release.sh (VERIJUDGE_RELEASE_DIR: .ci/run builds one).
func TestReleaseImageVerifies(t *testing.T) {
	dir := os.Getenv("VERIJUDGE_RELEASE_DIR")
	if dir == "" {
		t.Skip("VERIJUDGE_RELEASE_DIR not set: .ci/run builds a release and sets it")
	}
	bin, _, err := release.ReadBinary(filepath.Join(dir, "image_linux_amd64"))
	require.NoError(t, err)
	exe := filepath.Join(t.TempDir(), "verijudge")
	require.NoError(t, os.WriteFile(exe, bin, 0o755))
	rec := filepath.Join(t.TempDir(), "rec.json")
	out, err := exec.Command(exe, "judge", "--record", rec, filepath.Join(root, "fixtures", "testdata", "suite", "code-median", "reference.json")).CombinedOutput()
	require.NoError(t, err, string(out))
	f, err := os.Open(rec)
	require.NoError(t, err)
	defer f.Close()
	cmd := exec.Command(exe, "verify", "--offline", "-")
	cmd.Stdin = f
	cmd.Env = []string{"PATH=/"} // the image's environment: no HOME, nothing else
	out, err = cmd.CombinedOutput()
	require.NoError(t, err, string(out))
	assert.True(t, strings.HasPrefix(string(out), "MATCH · SUCCESS"), string(out))
	ver, err := exec.Command(exe, "version", "--json").Output()
	require.NoError(t, err)
	var v struct{ Version string }
	require.NoError(t, json.Unmarshal(ver, &v))
	var rel struct{ Version string }
	b, err := os.ReadFile(filepath.Join(dir, "RELEASE.json"))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &rel))
	assert.Equal(t, rel.Version, v.Version, "the binary names the release's version")
}

// tree maps every file under dir to its bytes.
func tree(t *testing.T, dir string) map[string]string {
	t.Helper()
	m := map[string]string{}
	require.NoError(t, filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		rel, _ := filepath.Rel(dir, p)
		m[rel] = string(b)
		return err
	}))
	return m
}
