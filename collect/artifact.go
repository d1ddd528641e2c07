package collect

import (
	"crypto/sha256"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/internal/limits"
)

// Artifacts digests files under root. Each path is relative to root, in
// either separator; it is recorded cleaned and slash-separated
// ("out/result.txt"). The files are opened through os.Root, so no path
// reads outside root, whether by "..", an absolute path or a symbolic
// link that leads out; the file itself must be a regular file, not a
// link, a folder or a device. Paths are recorded in the order given; the
// same file named twice is refused.
func Artifacts(root string, paths []string) ([]Artifact, error) {
	if len(paths) > limits.MaxArtifacts {
		return nil, fmt.Errorf("%w: %d artifacts, over the %d a trace holds (limits.MaxArtifacts)", ErrLimit, len(paths), limits.MaxArtifacts)
	}
	r, err := os.OpenRoot(root)
	if err != nil {
		return nil, fmt.Errorf("%w: the artifact root: %w", ErrArtifact, err)
	}
	defer r.Close()
	out := make([]Artifact, 0, len(paths))
	seen := map[string]string{}
	for _, p := range paths {
		rel, err := artifactPath(p)
		if err != nil {
			return nil, err
		}
		if prev, dup := seen[rel]; dup {
			return nil, fmt.Errorf("%w: %q and %q are the same artifact %q", ErrArtifact, prev, p, rel)
		}
		seen[rel] = p
		sum, err := digestIn(r, rel)
		if err != nil {
			return nil, fmt.Errorf("%w: %s (under %s): %w", ErrArtifact, rel, root, err)
		}
		out = append(out, Artifact{Path: rel, SHA256: sum})
	}
	return out, nil
}

// artifactPath cleans a relative path to its recorded, slash-separated
// form, refusing one that leaves the root lexically.
func artifactPath(p string) (string, error) {
	slashed := filepath.ToSlash(p)
	if p == "" || !filepath.IsLocal(filepath.FromSlash(slashed)) || strings.HasPrefix(slashed, "/") {
		return "", fmt.Errorf("%w: %q is not a path inside the root (relative, no \"..\" out of it)", ErrArtifact, p)
	}
	rel := path.Clean(slashed)
	if n := jsLen(rel); n > limits.MaxArtifactPathChars {
		return "", fmt.Errorf("%w: artifact path %.60q… is %d characters, over %d (limits.MaxArtifactPathChars)", ErrLimit, rel, n, limits.MaxArtifactPathChars)
	}
	return rel, nil
}

// digestIn hashes the regular file rel under r.
func digestIn(r *os.Root, rel string) (canon.Hash, error) {
	native := filepath.FromSlash(rel)
	fi, err := r.Lstat(native)
	if err != nil {
		return canon.Hash{}, err
	}
	if fi.Mode()&fs.ModeSymlink != 0 {
		return canon.Hash{}, fmt.Errorf("a symbolic link, not a file (name the file it points to)")
	}
	if !fi.Mode().IsRegular() {
		return canon.Hash{}, fmt.Errorf("not a regular file (%s)", fi.Mode().Type())
	}
	// Non-blocking: a file swapped for a FIFO after the Lstat above does
	// not hang the open (the SameFile check below then refuses it).
	f, err := r.OpenFile(native, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return canon.Hash{}, err
	}
	defer f.Close()
	// The file opened must be the one inspected (no swap in between).
	if fi2, err := f.Stat(); err != nil || !os.SameFile(fi, fi2) {
		return canon.Hash{}, fmt.Errorf("the file changed while it was opened")
	}
	return sha256Of(f)
}

// sha256Of is the SHA-256 of everything r yields.
func sha256Of(r io.Reader) (canon.Hash, error) {
	h := sha256.New()
	if _, err := io.Copy(h, r); err != nil {
		return canon.Hash{}, err
	}
	var sum canon.Hash
	copy(sum[:], h.Sum(nil))
	return sum, nil
}
