package verify_test

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/verify"
)

// Verify a record offline under the shipped Sepolia trust root: the
// verdict is recomputed by the embedded evaluator. An edited status is
// refused with ErrNotReproduced. (Online, pass verify.WithChain(client)
// to New: the attestations, the level and the deployment are checked
// too; examples/ci-verify does.)
func Example() {
	cases, _ := fixtures.Suite()
	rec, _ := judge.NewRecord(cases[0].Trace, judge.Embedded())

	trust, err := verify.Sepolia()
	if err != nil {
		panic(err)
	}
	v, err := verify.New(trust)
	if err != nil {
		panic(err)
	}
	policy := verify.NewPolicy(
		verify.WithEvaluators(judge.EmbeddedDigest()),
		verify.At(time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)),
	)
	res, err := v.Verify(context.Background(), rec, policy)
	fmt.Println(res.Outcome, res.LevelName, err)

	rec.Verdict.Status = "SUCCESS"
	if cases[0].Status == "SUCCESS" {
		rec.Verdict.Status = "FAILURE"
	}
	res, err = v.Verify(context.Background(), rec, policy)
	fmt.Println(res.Outcome, errors.Is(err, verify.ErrNotReproduced))
	// Output:
	// MATCH REPRODUCIBLE <nil>
	// MISMATCH true
}
