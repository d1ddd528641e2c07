//go:build unix

package review

import (
	"fmt"
	"os"
	"syscall"
)

// openRegular opens p for reading without blocking (a FIFO swapped in
// cannot hang the read) and, with noFollow, without following a symlink at
// its last element; it then checks on the open descriptor that p is a
// regular file, so what was checked is what is read.
func openRegular(p string, noFollow bool) (*os.File, os.FileInfo, error) {
	flags := syscall.O_RDONLY | syscall.O_NONBLOCK | syscall.O_CLOEXEC
	if noFollow {
		flags |= syscall.O_NOFOLLOW
	}
	fd, err := syscall.Open(p, flags, 0)
	if err != nil {
		return nil, nil, &os.PathError{Op: "open", Path: p, Err: err}
	}
	f := os.NewFile(uintptr(fd), p)
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	if !fi.Mode().IsRegular() {
		f.Close()
		return nil, nil, fmt.Errorf("%s is not a regular file", p)
	}
	return f, fi, nil
}
