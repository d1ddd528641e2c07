// Command gen regenerates review/testdata: for every reviewtest scenario it
// builds the repositories, runs the admission, and writes the trace the
// admission judged (traces/<scenario>.json) and its golden verdict
// (golden.json). Run it as `go generate ./review`; TestGoldenDrift re-runs
// it and requires identical bytes.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/verijudge/verijudge/review/reviewtest"
)

func main() {
	out := "testdata"
	if len(os.Args) > 1 {
		out = os.Args[1]
	}
	if err := reviewtest.WriteGolden(out); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	fmt.Println("wrote", filepath.Join(out, "golden.json"))
}
