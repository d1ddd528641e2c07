package server

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"sort"

	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/internal/recordid"
)

// reserved ids collide with the server's own routes.
var reserved = map[string]bool{"index.json": true, "kit.mjs": true, "evaluator": true, "assets": true}

var (
	errNoRecord = errors.New("no such record")
	errTooLarge = errors.New("record too large")
)

// validID reports whether id names a record the server may serve.
func validID(id string) bool { return recordid.Valid(id) && !reserved[id] }

// idOf returns the id of a file name in the records folder, or "" when the
// file is not a record the server serves.
func idOf(name string) string {
	id := recordid.FromFile(name)
	if reserved[id] {
		return ""
	}
	return id
}

// Records lists the ids of the records in the folder, sorted. A file is a
// record when its name ends in ".json", gives a valid id, and it is (or
// links, inside the folder, to) a regular file. When both ID.record.json
// and ID.json exist, ID names the first.
func (s *Server) Records() ([]string, error) {
	root, err := os.OpenRoot(s.dir)
	if err != nil {
		return nil, err
	}
	defer root.Close()
	entries, err := fs.ReadDir(root.FS(), ".")
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	ids := []string{}
	for _, e := range entries {
		id := idOf(e.Name())
		if id == "" || seen[id] {
			continue
		}
		if _, err := s.resolveIn(root, id); err != nil {
			continue
		}
		seen[id] = true
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids, nil
}

// resolve returns the file name of record id, checking that it is a
// regular file inside the folder.
func (s *Server) resolve(id string) (string, error) {
	root, err := os.OpenRoot(s.dir)
	if err != nil {
		return "", err
	}
	defer root.Close()
	return s.resolveIn(root, id)
}

func (s *Server) resolveIn(root *os.Root, id string) (string, error) {
	if !validID(id) {
		return "", errNoRecord
	}
	for _, name := range recordid.Files(id) {
		// Root.Stat follows symbolic links only while they stay inside
		// the folder.
		fi, err := root.Stat(name)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			s.log.Debug("record refused", "file", name, "err", err)
			return "", errNoRecord
		}
		if !fi.Mode().IsRegular() {
			return "", errNoRecord
		}
		return name, nil
	}
	return "", errNoRecord
}

// readRecord returns the bytes of record id, at most limits.MaxRecordBytes.
func (s *Server) readRecord(id string) ([]byte, error) {
	root, err := os.OpenRoot(s.dir)
	if err != nil {
		return nil, err
	}
	defer root.Close()
	name, err := s.resolveIn(root, id)
	if err != nil {
		return nil, err
	}
	before, err := root.Stat(name)
	if err != nil {
		return nil, errNoRecord
	}
	f, err := root.Open(name)
	if err != nil {
		return nil, errNoRecord
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	// The file opened is the regular file checked (not swapped for a
	// pipe or device in between).
	if !fi.Mode().IsRegular() || !os.SameFile(before, fi) {
		return nil, errNoRecord
	}
	if fi.Size() > limits.MaxRecordBytes {
		return nil, fmt.Errorf("%w: %d bytes", errTooLarge, fi.Size())
	}
	b, err := io.ReadAll(io.LimitReader(f, limits.MaxRecordBytes+1))
	if err != nil {
		return nil, err
	}
	if len(b) > limits.MaxRecordBytes {
		return nil, fmt.Errorf("%w: more than %d bytes", errTooLarge, limits.MaxRecordBytes)
	}
	return b, nil
}
