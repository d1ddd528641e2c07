// Command hello is a small program the release tests build and package
// the way the release builds and packages verijudge.
package main

import (
	"fmt"
	"os"
)

var releaseVersion string

func main() { fmt.Println("hello", releaseVersion, len(os.Args)-1) }
