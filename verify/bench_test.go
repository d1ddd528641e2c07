package verify_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attester/attestertest"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/verify"
)

// BenchmarkVerify: one suite record verified offline, and online against
// the embedded chain (deployment checked once per verifier); and loading
// a trust root, which recomputes every pinned code hash in an in-memory
// EVM.
//
//	go test ./verify -run XXX -bench . -benchtime 20x
func BenchmarkVerify(b *testing.B) {
	ctx := context.Background()
	rec := suiteRecords(b, 1)[0]
	p := verify.NewPolicy(verify.WithEvaluators(rec.Evaluator.Digest), verify.At(time.Now()))
	b.Run("offline", func(b *testing.B) {
		trust, err := verify.Sepolia()
		require.NoError(b, err)
		v, err := verify.New(trust)
		require.NoError(b, err)
		for b.Loop() {
			_, err := v.Verify(ctx, rec, p)
			require.NoError(b, err)
		}
	})
	b.Run("online", func(b *testing.B) {
		dc, err := devchain.New(ctx)
		require.NoError(b, err)
		defer dc.Close()
		r := *rec
		require.NoError(b, attestertest.New(dc.Client).AttestRecords(ctx, dc.Client, []*judge.Record{&r}))
		trust, err := verify.InitTrustRoot(ctx, dc.Client, verify.InitOptions{Name: "dev", ValidFrom: time.Now().Add(-time.Hour)})
		require.NoError(b, err)
		c, err := chain.NewClient(ctx, dc.Backend.Client(), trust.Deployment(), nil)
		require.NoError(b, err)
		v, err := verify.New(trust, verify.WithChain(c))
		require.NoError(b, err)
		for b.Loop() {
			_, err := v.Verify(ctx, &r, p)
			require.NoError(b, err)
		}
	})
	b.Run("load-sepolia-trust-root", func(b *testing.B) {
		for b.Loop() {
			_, err := verify.Sepolia()
			require.NoError(b, err)
		}
	})
}
