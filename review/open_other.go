//go:build !unix

package review

import (
	"fmt"
	"os"
)

// openRegular opens p and checks on the open file that it is a regular
// file (no O_NOFOLLOW here: callers check for links element by element
// first).
func openRegular(p string, noFollow bool) (*os.File, os.FileInfo, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, nil, err
	}
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
