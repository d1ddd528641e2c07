package review

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/go-git/go-billy/v5"
	"github.com/go-git/go-billy/v5/osfs"
	"github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/cache"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/go-git/go-git/v5/storage/filesystem"
)

// ErrRepository marks a repository that cannot be opened or read.
var ErrRepository = errors.New("review: repository")

// ErrNoCommit marks a commit the repository does not hold.
var ErrNoCommit = errors.New("review: no such commit")

// maxFileBytes caps every file read from a repository (reports, checks
// output, rulebook, configuration, artefacts are hashed streaming).
const maxFileBytes = 8 << 20

// repo is one repository opened with go-git: it reads objects itself, so
// no hook, filter, fsmonitor or other configured command of a hostile
// repository ever runs, and replace refs and grafts do not apply.
type repo struct {
	dir  string
	r    *git.Repository
	bare bool
}

func openRepo(dir, role string) (*repo, error) {
	bad := func(err error) error { return fmt.Errorf("%w: %s repository %s: %w", ErrRepository, role, dir, err) }
	fi, err := os.Stat(dir)
	if err != nil {
		return nil, bad(err)
	}
	if !fi.IsDir() {
		return nil, bad(errors.New("not a folder"))
	}
	// A checkout (dir/.git a folder) or a bare repository (dir/HEAD). A
	// .git file pointing elsewhere (linked worktrees, submodules) is not
	// followed: pass the main checkout.
	gitDir, bare := filepath.Join(dir, ".git"), false
	if gi, err := os.Lstat(gitDir); err == nil {
		if !gi.IsDir() {
			return nil, bad(errors.New(".git is not a folder (a linked worktree or submodule): pass the main checkout"))
		}
	} else if _, err := os.Lstat(filepath.Join(dir, "HEAD")); err == nil {
		gitDir, bare = dir, true
	} else {
		return nil, bad(errors.New("not a git repository (no .git folder, no HEAD)"))
	}
	// Objects over 1 MiB are streamed, never read whole into memory: a
	// blob that compresses well can be far larger than its pack.
	st := filesystem.NewStorageWithOptions(osfs.New(gitDir), cache.NewObjectLRUDefault(), filesystem.Options{LargeObjectThreshold: 1 << 20})
	var wt billy.Filesystem
	if !bare {
		wt = osfs.New(dir)
	}
	r, err := git.Open(st, wt)
	if err != nil {
		return nil, bad(err)
	}
	return &repo{dir: dir, r: r, bare: bare}, nil
}

func (g *repo) head() (plumbing.Hash, error) {
	ref, err := g.r.Head()
	if err != nil {
		return plumbing.ZeroHash, fmt.Errorf("%w: %s: HEAD: %w", ErrRepository, g.dir, err)
	}
	return ref.Hash(), nil
}

func (g *repo) commit(sha string) (*object.Commit, error) {
	if !hex40.MatchString(sha) {
		return nil, fmt.Errorf("%w: %q is not a 40-hex commit id", ErrNoCommit, sha)
	}
	c, err := g.r.CommitObject(plumbing.NewHash(sha))
	if err != nil {
		return nil, fmt.Errorf("%w: %s in %s: %w", ErrNoCommit, sha, g.dir, err)
	}
	return c, nil
}

// file returns a regular file's bytes at a commit; ok is false when the
// path is absent or not a regular file.
func file(c *object.Commit, p string) (data []byte, blob plumbing.Hash, ok bool, err error) {
	t, err := c.Tree()
	if err != nil {
		return nil, plumbing.ZeroHash, false, fmt.Errorf("%w: tree of %s: %w", ErrRepository, c.Hash, err)
	}
	return fileInTree(t, p)
}

// fileInTree is file for a tree.
func fileInTree(t *object.Tree, p string) (data []byte, blob plumbing.Hash, ok bool, err error) {
	e, err := t.FindEntry(p)
	if err != nil || (e.Mode != filemode.Regular && e.Mode != filemode.Executable) {
		return nil, plumbing.ZeroHash, false, nil
	}
	b, err := blobBytes(t, e)
	return b, e.Hash, err == nil, err
}

func blobBytes(t *object.Tree, e *object.TreeEntry) ([]byte, error) {
	f, err := t.TreeEntryFile(e)
	if err != nil {
		return nil, fmt.Errorf("%w: blob %s: %w", ErrRepository, e.Hash, err)
	}
	if f.Size > maxFileBytes {
		return nil, fmt.Errorf("%w: %s: %d bytes, over the %d-byte cap", ErrRepository, e.Name, f.Size, maxFileBytes)
	}
	rd, err := f.Reader()
	if err != nil {
		return nil, fmt.Errorf("%w: blob %s: %w", ErrRepository, e.Hash, err)
	}
	defer rd.Close()
	return io.ReadAll(io.LimitReader(rd, maxFileBytes))
}

// blobSHA256 hashes a blob as a stream (artefacts may be large).
func blobSHA256(f *object.File) (string, error) {
	rd, err := f.Reader()
	if err != nil {
		return "", fmt.Errorf("%w: blob %s: %w", ErrRepository, f.Hash, err)
	}
	defer rd.Close()
	h := sha256.New()
	if _, err := io.Copy(h, rd); err != nil {
		return "", fmt.Errorf("%w: blob %s: %w", ErrRepository, f.Hash, err)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// entryHash is the blob id of p at c, zero when absent.
func entryHash(c *object.Commit, p string) (plumbing.Hash, filemode.FileMode) {
	t, err := c.Tree()
	if err != nil {
		return plumbing.ZeroHash, 0
	}
	e, err := t.FindEntry(p)
	if err != nil {
		return plumbing.ZeroHash, 0
	}
	return e.Hash, e.Mode
}

// worktreeFile reads p under dir, refusing symlinks in any element and
// anything that is not a regular file; ok is false when p does not exist.
func worktreeFile(dir, p string) (data []byte, ok bool, err error) {
	_, err = lstatInside(dir, p)
	if errors.Is(err, os.ErrNotExist) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	b, err := readRegular(filepath.Join(dir, filepath.FromSlash(p)), maxFileBytes, true)
	if err != nil {
		return nil, false, fmt.Errorf("%w: %w", ErrRepository, err)
	}
	return b, true, nil
}

// lstatInside stats p under dir without following a symlink at any
// element: a path through a link could leave the checkout.
func lstatInside(dir, p string) (os.FileInfo, error) {
	if err := checkRelPath(p); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrRepository, err)
	}
	cur := dir
	parts := strings.Split(p, "/")
	var fi os.FileInfo
	for i, e := range parts {
		cur = filepath.Join(cur, e)
		var err error
		fi, err = os.Lstat(cur)
		if err != nil {
			return nil, err
		}
		if fi.Mode()&os.ModeSymlink != 0 {
			return nil, fmt.Errorf("%w: %s: symbolic link at %s", ErrRepository, p, strings.Join(parts[:i+1], "/"))
		}
	}
	return fi, nil
}

func gitBlobID(b []byte) string {
	return plumbing.ComputeHash(plumbing.BlobObject, b).String()
}

// readRegular reads at most max bytes of a regular file (ErrTooLarge
// beyond), checked on the open descriptor.
func readRegular(p string, max int64, noFollow bool) ([]byte, error) {
	f, fi, err := openRegular(p, noFollow)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi.Size() > max {
		return nil, fmt.Errorf("%s: %d bytes, over the %d-byte cap", p, fi.Size(), max)
	}
	b, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > max {
		return nil, fmt.Errorf("%s: over the %d-byte cap", p, max)
	}
	return b, nil
}
