// Command gen writes verify/trustroots/sepolia.json: the Sepolia trust
// root computed from the vendored EAS artifacts (verify.ComputeSepolia).
// Run with `go generate ./verify`.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/verijudge/verijudge/verify"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func run() error {
	t, err := verify.ComputeSepolia()
	if err != nil {
		return err
	}
	b, err := t.Marshal()
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join("trustroots", "sepolia.json"), b, 0o644)
}
