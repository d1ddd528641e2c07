// Command releasecmd builds a verijudge release reproducibly (package
// release): run it through scripts/release.sh.
//
//	scripts/release.sh --out DIR [--version V] [--platforms P,P,...] [--epoch UNIX]
//
// It writes, in DIR (which must not exist): one static binary per platform
// (verijudge_V_OS_ARCH), for each linux platform an OCI image layout of the
// verifier (image_OS_ARCH/) and its digest (image_OS_ARCH.digest),
// SHA256SUMS over the binaries and digest files, and RELEASE.json (the
// version, Go toolchain, epoch, every file's sha256 and every image's
// digest). The epoch defaults to $SOURCE_DATE_EPOCH, else 0.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/verijudge/verijudge/tools/release"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintf(os.Stderr, "release: error: %v\n", err)
		os.Exit(2)
	}
}

func run() error {
	out := flag.String("out", "", "folder to write the release to (must not exist)")
	version := flag.String("version", "dev", "release version (written into the binaries)")
	platforms := flag.String("platforms", "linux/amd64,linux/arm64,darwin/amd64,darwin/arm64,windows/amd64", "GOOS/GOARCH list")
	epochFlag := flag.String("epoch", os.Getenv("SOURCE_DATE_EPOCH"), "timestamp of every file in the images (unix seconds)")
	pkg := flag.String("pkg", "./cmd/verijudge", "the package to release")
	allowDirty := flag.Bool("allow-dirty", false, "build from a tree with uncommitted changes (the release then names no commit it can be rebuilt from)")
	flag.Parse()
	if *out == "" || flag.NArg() != 0 {
		return fmt.Errorf("usage: scripts/release.sh --out DIR [--version V] [--platforms P,...] [--epoch UNIX]")
	}
	if _, err := os.Stat(*out); err == nil {
		return fmt.Errorf("%s exists: a release is written into a new folder", *out)
	}
	if err := release.CheckVersion(*version); err != nil {
		return err
	}
	commit, dirty, err := gitState()
	if err != nil {
		return err
	}
	if dirty && !*allowDirty {
		return fmt.Errorf("the tree has uncommitted changes: commit them (a release is rebuilt from its commit), or pass --allow-dirty")
	}
	var epoch int64
	if *epochFlag != "" {
		var err error
		if epoch, err = strconv.ParseInt(*epochFlag, 10, 64); err != nil {
			return fmt.Errorf("--epoch %q: want unix seconds", *epochFlag)
		}
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return err
	}
	wd, err := os.Getwd()
	if err != nil {
		return err
	}
	ctx := context.Background()
	type image struct {
		Layout string `json:"layout"`
		Digest string `json:"digest"`
	}
	goVersion, err := release.GoVersion(ctx, wd)
	if err != nil {
		return err
	}
	rel := struct {
		Version  string            `json:"version"`
		Commit   string            `json:"commit"`
		Dirty    bool              `json:"dirty,omitempty"`
		Go       string            `json:"go"`
		Epoch    int64             `json:"epoch"`
		Flags    []string          `json:"flags"`
		Files    map[string]string `json:"sha256"`
		Images   map[string]image  `json:"images"`
		Checksum string            `json:"checksums"`
	}{Version: *version, Commit: commit, Dirty: dirty, Go: goVersion, Epoch: epoch, Flags: release.Flags(*version),
		Files: map[string]string{}, Images: map[string]image{}, Checksum: "SHA256SUMS"}
	var sums []string
	for _, ps := range strings.Split(*platforms, ",") {
		p, err := release.ParsePlatform(strings.TrimSpace(ps))
		if err != nil {
			return err
		}
		name := release.BinaryName(*version, p)
		path := filepath.Join(*out, name)
		fmt.Fprintf(os.Stderr, "building %s\n", name)
		if err := release.Build(ctx, wd, *pkg, path, *version, p); err != nil {
			return err
		}
		sums = append(sums, name)
		if p.OS != "linux" {
			continue
		}
		bin, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		img, err := release.Image(release.ImageOptions{Binary: bin, Platform: p, Epoch: time.Unix(epoch, 0), Version: *version})
		if err != nil {
			return err
		}
		dir := fmt.Sprintf("image_%s_%s", p.OS, p.Arch)
		d, err := release.WriteLayout(filepath.Join(*out, dir), img, "verijudge:"+*version)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(*out, dir+".digest"), []byte(d.String()+"\n"), 0o644); err != nil {
			return err
		}
		sums = append(sums, dir+".digest")
		rel.Images[p.String()] = image{Layout: dir, Digest: d.String()}
		fmt.Fprintf(os.Stderr, "image %s %s\n", p, d)
	}
	sumText, err := release.Checksums(*out, sums)
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(*out, "SHA256SUMS"), sumText, 0o644); err != nil {
		return err
	}
	for _, line := range strings.Split(strings.TrimSpace(string(sumText)), "\n") {
		sum, name, _ := strings.Cut(line, "  ")
		rel.Files[name] = sum
	}
	b, err := json.MarshalIndent(rel, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(*out, "RELEASE.json"), append(b, '\n'), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "wrote %s\n", *out)
	return nil
}

// gitState is the checkout's commit and whether it has changes (tracked
// or untracked files git does not ignore).
func gitState() (commit string, dirty bool, err error) {
	out, err := exec.Command("git", "rev-parse", "HEAD").Output()
	if err != nil {
		return "", false, fmt.Errorf("git rev-parse HEAD: %v (a release is built from a git checkout)", err)
	}
	st, err := exec.Command("git", "status", "--porcelain").Output()
	if err != nil {
		return "", false, fmt.Errorf("git status: %v", err)
	}
	return strings.TrimSpace(string(out)), len(strings.TrimSpace(string(st))) > 0, nil
}
