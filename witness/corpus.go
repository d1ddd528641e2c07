package witness

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/verijudge/verijudge/canon"
)

// FileEntry is one file of a corpus map.
type FileEntry struct {
	Path   string     `json:"path"` // slash-separated, relative to the corpus root
	SHA256 canon.Hash `json:"sha256"`
}

// CorpusHash is sha256 over the lines "<64 hex digits>  <path>\n" of the
// map sorted by path (byte order, the format of sha256sum): anyone can
// recompute it with coreutils.
func CorpusHash(files []FileEntry) canon.Hash {
	return canon.Sum([]byte(MapText(files)))
}

// MapText is the map in sha256sum format, sorted by path.
func MapText(files []FileEntry) string {
	s := slices.Clone(files)
	slices.SortFunc(s, func(a, b FileEntry) int { return strings.Compare(a.Path, b.Path) })
	var b strings.Builder
	for _, f := range s {
		b.WriteString(hex.EncodeToString(f.SHA256[:]))
		b.WriteString("  ")
		b.WriteString(f.Path)
		b.WriteByte('\n')
	}
	return b.String()
}

// CheckPath refuses corpus paths that could escape the root or break the
// map's line format: empty, absolute, "." or ".." elements, backslashes,
// control characters, invalid UTF-8, longer than 1024 bytes.
func CheckPath(p string) error {
	switch {
	case p == "" || len(p) > 1024:
		return fmt.Errorf("%w: path length %d not in [1, 1024]", ErrCorpus, len(p))
	case !utf8.ValidString(p):
		return fmt.Errorf("%w: path %q is not UTF-8", ErrCorpus, p)
	case strings.HasPrefix(p, "/") || strings.Contains(p, "\\"):
		return fmt.Errorf("%w: path %q must be relative and slash-separated", ErrCorpus, p)
	}
	for _, r := range p {
		if r < 0x20 || r == 0x7f {
			return fmt.Errorf("%w: path %q holds a control character", ErrCorpus, p)
		}
	}
	for _, e := range strings.Split(p, "/") {
		if e == "" || e == "." || e == ".." || e == ".git" {
			return fmt.Errorf("%w: path %q has a %q element", ErrCorpus, p, e)
		}
	}
	return nil
}

// Corpus is a prover's folder of files. Reads go through os.Root, so no
// path, symlink or rename escapes the folder; every read hashes what it
// returns, so a file changed after the map was taken is served with its
// new hash (and the auditor aborts).
type Corpus struct {
	root  *os.Root
	files []FileEntry // sorted by path
	index map[string]canon.Hash
}

// OpenCorpus maps the regular files under dir (symlinks, devices and .git
// folders are left out) and hashes each one.
func OpenCorpus(dir string) (*Corpus, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("witness: corpus: %w", err)
	}
	c := &Corpus{root: root, index: map[string]canon.Hash{}}
	err = fs.WalkDir(root.FS(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == ".git" {
				return fs.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() {
			return nil
		}
		if err := CheckPath(p); err != nil {
			return err
		}
		if len(c.files) == MaxCorpusFiles {
			return fmt.Errorf("%w: more than %d files", ErrCorpus, MaxCorpusFiles)
		}
		_, h, err := c.read(p)
		if err != nil {
			return err
		}
		c.files = append(c.files, FileEntry{Path: p, SHA256: h})
		c.index[p] = h
		return nil
	})
	if err != nil {
		root.Close()
		return nil, err
	}
	if len(c.files) == 0 {
		root.Close()
		return nil, fmt.Errorf("%w: %s holds no regular file", ErrCorpus, dir)
	}
	slices.SortFunc(c.files, func(a, b FileEntry) int { return strings.Compare(a.Path, b.Path) })
	return c, nil
}

// Close releases the folder.
func (c *Corpus) Close() error { return c.root.Close() }

// Files returns the map (a copy, sorted by path).
func (c *Corpus) Files() []FileEntry { return slices.Clone(c.files) }

// Hash is the map's CorpusHash.
func (c *Corpus) Hash() canon.Hash { return CorpusHash(c.files) }

// read returns the file's bytes as they are now and their hash.
func (c *Corpus) read(p string) ([]byte, canon.Hash, error) {
	f, err := c.root.Open(p)
	if err != nil {
		return nil, canon.Hash{}, fmt.Errorf("%w: %s: %v", ErrCorpus, p, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		return nil, canon.Hash{}, fmt.Errorf("%w: %s is not a regular file", ErrCorpus, p)
	}
	b, err := io.ReadAll(io.LimitReader(f, MaxFileBytes+1))
	if err != nil {
		return nil, canon.Hash{}, fmt.Errorf("%w: %s: %v", ErrCorpus, p, err)
	}
	if len(b) > MaxFileBytes {
		return nil, canon.Hash{}, fmt.Errorf("%w: %s is larger than %d bytes", ErrCorpus, p, MaxFileBytes)
	}
	return b, sha256.Sum256(b), nil
}

// ReadFile returns a mapped file's current bytes and their hash. Paths not
// in the map are refused.
func (c *Corpus) ReadFile(p string) ([]byte, canon.Hash, error) {
	if err := CheckPath(p); err != nil {
		return nil, canon.Hash{}, err
	}
	if _, ok := c.index[p]; !ok {
		return nil, canon.Hash{}, fmt.Errorf("%w: %s is not in the corpus map", ErrCorpus, p)
	}
	return c.read(p)
}

// Search returns up to max lines "path:line: text" of mapped files whose
// text contains query (literal, case-sensitive, one line), in map order.
// Lines are cut at 200 bytes; files that are not UTF-8 text are skipped.
// The auditor cannot check a search result against the map: reasoners
// confirm hits by reading the file, and decide absence by reading them
// all.
func (c *Corpus) Search(query string, max int) (string, error) {
	if query == "" || len(query) > 256 || !utf8.ValidString(query) || strings.ContainsAny(query, "\n\r") {
		return "", fmt.Errorf("%w: query must be 1-256 bytes of UTF-8 on one line", ErrProtocol)
	}
	var out strings.Builder
	n := 0
	for _, f := range c.files {
		b, _, err := c.read(f.Path)
		if err != nil || !utf8.Valid(b) || bytes.IndexByte(b, 0) >= 0 {
			continue
		}
		for i, line := range strings.Split(string(b), "\n") {
			if !strings.Contains(line, query) {
				continue
			}
			if len(line) > 200 {
				line = strings.ToValidUTF8(line[:200], "") + "…"
			}
			fmt.Fprintf(&out, "%s:%d: %s\n", f.Path, i+1, line)
			if n++; n == max {
				return out.String(), nil
			}
		}
	}
	return out.String(), nil
}

func sortFiles(f []FileEntry) {
	slices.SortFunc(f, func(a, b FileEntry) int { return strings.Compare(a.Path, b.Path) })
}
