//go:build !unix

package zk

import "sync"

var lockMu sync.Mutex

// lockFile serializes callers within this process only: outside Unix
// there is no advisory file lock here, so two processes sharing a cache
// or a ceremony folder must not run at once.
func lockFile(string) (func(), error) {
	lockMu.Lock()
	return lockMu.Unlock, nil
}
