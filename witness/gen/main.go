// Command gen regenerates the witness fixtures (fixtures/testdata/witness):
// every witnesstest scenario's trace, session and golden verdict. Run it
// as `go generate ./witness`; TestGoldenDrift re-runs it and requires
// identical bytes.
package main

import (
	"fmt"
	"os"

	"github.com/verijudge/verijudge/witness/witnesstest"
)

func main() {
	out := "../fixtures/testdata/witness"
	if len(os.Args) > 1 {
		out = os.Args[1]
	}
	if err := witnesstest.WriteGolden(out); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	fmt.Println("wrote", out)
}
