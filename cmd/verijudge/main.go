// Command verijudge judges traces, hashes them, builds the evaluator bundle
// and re-verifies verdict records.
//
// Usage: verijudge <command> [flags] [args]. Run `verijudge help` for the
// command list and `verijudge <command> --help` for each command.
//
// Exit codes: 0 success (verify: MATCH); 1 verify: MISMATCH, bundle build
// --check: digest differs; 2 usage error, unreadable or invalid input, or any
// other error. Errors are printed to stderr as "verijudge: error: …" with a
// "hint:" line when there is an obvious next step.
package main

import (
	"os"

	"github.com/consensys/gnark/logger"
)

func main() {
	logger.Disable() // gnark's own progress lines; the CLI prints its own
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}
