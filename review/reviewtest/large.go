package reviewtest

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"time"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/go-git/go-git/v5/storage"

	"github.com/verijudge/verijudge/review"
)

// Large generates an honest single-round increment whose commit adds n
// artefact files (for benchmarks): the science commit is written straight
// into the object store (blobs, trees, commit) and its files into the
// checkout, which is far faster than staging n files one by one.
func Large(dir string, n int) (*Fixture, error) {
	f, err := newFixture(dir, Scenario{Name: fmt.Sprintf("large-%d", n), Admit: true})
	if err != nil {
		return nil, err
	}
	if _, err := f.commit(f.aud, map[string]*string{"AUDIT_RULES.md": s(rulebook), "checks/units.py": s(checkUnits)}, "rulebook v1", "Principal"); err != nil {
		return nil, err
	}
	st := f.sci.Storer
	files := map[string]string{review.ConfigFile: config("anthropic", "openai", 3)}
	for i := 0; i < n; i++ {
		if i%100 == 0 {
			f.experiments = append(f.experiments, fmt.Sprintf("experiments/run-%03d", i/100))
		}
		files[fmt.Sprintf("experiments/run-%03d/result-%05d.json", i/100, i)] = fmt.Sprintf("{\"run\":%d,\"value\":%d.5}\n", i, i*7)
	}
	for p, c := range files {
		full := filepath.Join(f.ScienceDir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			return nil, err
		}
		if err := os.WriteFile(full, []byte(c), 0o644); err != nil {
			return nil, err
		}
	}
	root, err := writeTree(st, files, "")
	if err != nil {
		return nil, err
	}
	f.clock = f.clock.Add(time.Minute)
	sig := object.Signature{Name: "Generator", Email: "Generator@fixtures.invalid", When: f.clock}
	c := &object.Commit{Author: sig, Committer: sig, Message: "increment", TreeHash: root}
	obj := st.NewEncodedObject()
	if err := c.Encode(obj); err != nil {
		return nil, err
	}
	h, err := st.SetEncodedObject(obj)
	if err != nil {
		return nil, err
	}
	if err := st.SetReference(plumbing.NewHashReference(plumbing.Master, h)); err != nil {
		return nil, err
	}
	sha := h.String()
	if err := f.round(sha, sha, 1, "PASS", openai, nil, 0); err != nil {
		return nil, err
	}
	return f, f.emit(sha, sha)
}

// writeTree stores the tree of files under prefix (a folder path ending
// in "/", or "") and returns its hash.
func writeTree(st storage.Storer, files map[string]string, prefix string) (plumbing.Hash, error) {
	subdirs := map[string]map[string]string{}
	var entries []object.TreeEntry
	for p, c := range files {
		rest := p[len(prefix):]
		if i := indexSlash(rest); i >= 0 {
			name := rest[:i]
			if subdirs[name] == nil {
				subdirs[name] = map[string]string{}
			}
			subdirs[name][p] = c
			continue
		}
		obj := st.NewEncodedObject()
		obj.SetType(plumbing.BlobObject)
		w, err := obj.Writer()
		if err != nil {
			return plumbing.ZeroHash, err
		}
		w.Write([]byte(c))
		w.Close()
		h, err := st.SetEncodedObject(obj)
		if err != nil {
			return plumbing.ZeroHash, err
		}
		entries = append(entries, object.TreeEntry{Name: rest, Mode: filemode.Regular, Hash: h})
	}
	for name, sub := range subdirs {
		h, err := writeTree(st, sub, prefix+name+"/")
		if err != nil {
			return plumbing.ZeroHash, err
		}
		entries = append(entries, object.TreeEntry{Name: name, Mode: filemode.Dir, Hash: h})
	}
	// Git orders tree entries by name, a folder's name compared as if it
	// ended in "/".
	key := func(e object.TreeEntry) string {
		if e.Mode == filemode.Dir {
			return e.Name + "/"
		}
		return e.Name
	}
	sort.Slice(entries, func(i, j int) bool { return key(entries[i]) < key(entries[j]) })
	t := &object.Tree{Entries: entries}
	obj := st.NewEncodedObject()
	if err := t.Encode(obj); err != nil {
		return plumbing.ZeroHash, err
	}
	return st.SetEncodedObject(obj)
}

func indexSlash(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] == '/' {
			return i
		}
	}
	return -1
}
