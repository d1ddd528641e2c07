// Command ci-verify is what a CI job runs to hold verdict records to a
// trust level: it loads a trust root (the shipped Sepolia one, or a file
// written by `verijudge trust init`), verifies every record given against
// the chain, and exits non-zero when one is below the level or fails.
//
//	go run ./examples/ci-verify --trust trust.json --rpc URL --min-level 1 records/*.json
//
// It is a worked example of package verify: the whole policy is in main.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/verify"
)

func main() {
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	fs := flag.NewFlagSet("ci-verify", flag.ContinueOnError)
	trustFile := fs.String("trust", "", "trust root file (default: the shipped Sepolia trust root)")
	rpc := fs.String("rpc", "", "JSON-RPC endpoint of the trust root's chain")
	minLevel := fs.Uint("min-level", 1, "minimum trust level (0-4)")
	timeout := fs.Duration("timeout", 2*time.Minute, "limit for the whole run")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() == 0 || *rpc == "" || *minLevel > uint(verify.LevelZKProven) {
		fmt.Fprintln(os.Stderr, "usage: ci-verify [--trust FILE] --rpc URL [--min-level N] RECORD...")
		return 2
	}
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()

	trust, err := loadTrust(*trustFile)
	if err != nil {
		return fail(err)
	}
	ec, err := chain.Dial(ctx, *rpc, 30*time.Second)
	if err != nil {
		return fail(err)
	}
	client, err := chain.NewClient(ctx, ec, trust.Deployment(), nil)
	if err != nil {
		return fail(err)
	}
	v, err := verify.New(trust, verify.WithChain(client))
	if err != nil {
		return fail(err)
	}
	policy := verify.NewPolicy(
		verify.RequireLevel(verify.Level(*minLevel)),
		verify.WithEvaluators(judge.EmbeddedDigest()),
		verify.MeasurementsFromRegistry(),
		verify.At(time.Now()),
	)
	worst := 0
	for _, path := range fs.Args() {
		f, err := os.Open(path)
		if err != nil {
			return fail(err)
		}
		rec, err := judge.ParseRecord(f)
		f.Close()
		if err != nil {
			return fail(fmt.Errorf("%s: %w", path, err))
		}
		res, err := v.Verify(ctx, rec, policy)
		fmt.Printf("%-14s %s  level %d %s\n", res.Outcome, path, res.Level, res.LevelName)
		switch {
		case err == nil:
		case errors.Is(err, chain.ErrRPC):
			return fail(err) // the chain, not the record: retry the job
		default:
			fmt.Fprintf(os.Stderr, "  %s: %v\n", path, err)
			worst = 1
		}
	}
	return worst
}

func loadTrust(path string) (*verify.TrustRoot, error) {
	if path == "" {
		return verify.Sepolia()
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return verify.ParseTrustRoot(b)
}

func fail(err error) int {
	fmt.Fprintln(os.Stderr, "ci-verify:", err)
	return 2
}
