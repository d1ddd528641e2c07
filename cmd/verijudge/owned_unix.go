//go:build unix

package main

import (
	"fmt"
	"os"
	"syscall"
)

// checkOwned refuses a file another user owns or may write: the dev
// chain's record and trust root decide what --network dev believes.
func checkOwned(path string) error {
	fi, err := os.Stat(path)
	if err != nil {
		return err
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if ok && int(st.Uid) != os.Getuid() {
		return fmt.Errorf("%s belongs to another user (uid %d): not trusted", path, st.Uid)
	}
	if fi.Mode().Perm()&0o022 != 0 {
		return fmt.Errorf("%s is writable by others (mode %v): not trusted", path, fi.Mode().Perm())
	}
	return nil
}
