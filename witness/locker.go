package witness

import (
	"encoding/json"
	"fmt"
	"os"
	"sync"
	"time"
)

// Locker is an append-only evidence log: one JSON object per line, each
// written with a single write to a file opened O_APPEND and fsynced before
// the call returns, so an entry the caller was told about survives a
// crash. It never rewrites or truncates.
type Locker struct {
	mu  sync.Mutex
	f   *os.File
	seq int
	now func() time.Time
}

// LockerEntry is one line of the locker.
type LockerEntry struct {
	Seq  int             `json:"seq"`
	Time string          `json:"time"` // RFC 3339, UTC
	Kind string          `json:"kind"` // ticket, open, step, ack, final, abort, refused
	Data json.RawMessage `json:"data"`
}

// OpenLocker opens (creating it if needed) the locker at path for
// appending. now is the clock entries are stamped with.
func OpenLocker(path string, now func() time.Time) (*Locker, error) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return nil, fmt.Errorf("witness: locker: %w", err)
	}
	return &Locker{f: f, now: now}, nil
}

// Append writes one entry and fsyncs it.
func (l *Locker) Append(kind string, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("witness: locker: %w", err)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.seq++
	line, err := json.Marshal(LockerEntry{Seq: l.seq, Time: l.now().UTC().Format(time.RFC3339Nano), Kind: kind, Data: data})
	if err != nil {
		return fmt.Errorf("witness: locker: %w", err)
	}
	if _, err := l.f.Write(append(line, '\n')); err != nil {
		return fmt.Errorf("witness: locker: %w", err)
	}
	if err := l.f.Sync(); err != nil {
		return fmt.Errorf("witness: locker: fsync: %w", err)
	}
	return nil
}

// Close closes the file.
func (l *Locker) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.f.Close()
}
