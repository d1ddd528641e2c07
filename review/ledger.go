package review

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/gofrs/flock"
)

// ErrLedger marks an admission ledger that cannot be read or written. A
// ledger that cannot be read admits nothing.
var ErrLedger = errors.New("review: admission ledger")

// ErrConsumed is returned by Consume for a receipt already admitted.
var ErrConsumed = errors.New("review: receipt already consumed")

// ErrConflict is returned by Consume when the ledger holds another receipt
// for the same repository and commit.
var ErrConflict = errors.New("review: another receipt was admitted for this commit")

// maxLedgerBytes caps the admission ledger (about 40,000 admissions per
// MiB).
const maxLedgerBytes = 256 << 20

// Entry is one admission: which receipt (by the SHA-256 of its bytes),
// for which repository, commit and round, and when.
type Entry struct {
	ReceiptSHA256 string `json:"receipt_sha256"`
	ScienceRepo   string `json:"science_repo"`
	SHA           string `json:"sha"`
	Round         int    `json:"round"`
	AdmittedAt    string `json:"admitted_at"`
}

// Ledger is an append-only file of admissions, one JSON object per line.
// Every append takes an exclusive lock (a ".lock" file beside it), re-reads
// the file, refuses a receipt already there, appends and fsyncs, so two
// concurrent admissions of one receipt admit it once.
type Ledger struct {
	path string
}

// OpenLedger returns the ledger at path; the file is created on the first
// admission.
func OpenLedger(path string) *Ledger { return &Ledger{path: path} }

// Entries reads every admission. A line that is not an entry is an error:
// a damaged ledger admits nothing until a person looks at it.
func (l *Ledger) Entries() ([]Entry, error) {
	f, err := os.Open(l.path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrLedger, err)
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || fi.Size() > maxLedgerBytes {
		return nil, fmt.Errorf("%w: %s: unreadable or over %d bytes", ErrLedger, l.path, maxLedgerBytes)
	}
	var out []Entry
	err = readJSONLines(f, func(n int, line []byte) error {
		var e Entry
		if err := decodeLine(line, &e); err != nil || !hex64.MatchString(e.ReceiptSHA256) || !hex40.MatchString(e.SHA) {
			return fmt.Errorf("%w: %s line %d is not an admission entry", ErrLedger, l.path, n)
		}
		out = append(out, e)
		return nil
	})
	if err != nil {
		if errors.Is(err, ErrLedger) {
			return nil, err
		}
		return nil, fmt.Errorf("%w: %s: %w", ErrLedger, l.path, err)
	}
	return out, nil
}

// State reports whether the receipt was consumed, and whether another
// receipt was admitted for the same commit (repo names the repository the
// receipt is for; a commit is admitted once under any name).
func (l *Ledger) State(receiptSHA256, repo, sha string) (consumed, conflicting bool, err error) {
	es, err := l.Entries()
	if err != nil {
		return false, false, err
	}
	consumed, conflicting = state(es, receiptSHA256, sha)
	return consumed, conflicting, nil
}

// state: consumed when the entries hold the receipt; conflicting when they
// hold another receipt for the same commit, under whatever repository
// name (a commit is admitted once).
func state(es []Entry, receiptSHA256, sha string) (consumed, conflicting bool) {
	for _, e := range es {
		if e.ReceiptSHA256 == receiptSHA256 {
			consumed = true
		} else if e.SHA == sha {
			conflicting = true
		}
	}
	return consumed, conflicting
}

// Consume appends an admission unless the receipt (ErrConsumed) or another
// receipt for the same commit (ErrConflict) is already there. It returns
// only once the entry is on disk (file and, for a new file, its folder
// fsynced).
func (l *Ledger) Consume(e Entry, now time.Time) error {
	lock := flock.New(l.path + ".lock")
	if err := lock.Lock(); err != nil {
		return fmt.Errorf("%w: lock: %w", ErrLedger, err)
	}
	defer lock.Unlock()
	es, err := l.Entries()
	if err != nil {
		return err
	}
	consumed, conflicting := state(es, e.ReceiptSHA256, e.SHA)
	switch {
	case consumed:
		return ErrConsumed
	case conflicting:
		return ErrConflict
	}
	e.AdmittedAt = now.UTC().Format(time.RFC3339)
	line, err := json.Marshal(e)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrLedger, err)
	}
	_, statErr := os.Stat(l.path)
	f, err := os.OpenFile(l.path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrLedger, err)
	}
	if _, err := f.Write(append(line, '\n')); err != nil {
		f.Close()
		return fmt.Errorf("%w: %w", ErrLedger, err)
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return fmt.Errorf("%w: fsync: %w", ErrLedger, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("%w: %w", ErrLedger, err)
	}
	if errors.Is(statErr, os.ErrNotExist) {
		if d, err := os.Open(filepath.Dir(l.path)); err == nil {
			d.Sync()
			d.Close()
		}
	}
	return nil
}
