package reverify_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/internal/reverify"
	"github.com/verijudge/verijudge/verify"
)

// BenchmarkReverify re-verifies the 128-record suite folder (64 fixture
// traces, two trials each) per iteration, offline and against the embedded
// chain, with 1 and 2 workers. Records/s is reported as records/s.
//
//	go test ./internal/reverify -run XXX -bench Reverify -benchtime 5x
func BenchmarkReverify(b *testing.B) {
	ctx := context.Background()
	ids, recs := suiteRecords(b, 2)
	dc, err := devchain.New(ctx)
	require.NoError(b, err)
	defer dc.Close()
	require.NoError(b, dc.Client.AttestRecords(ctx, recs))
	dir := b.TempDir()
	writeRecords(b, dir, ids, recs)
	src, err := reverify.Open(dir)
	require.NoError(b, err)
	trust, err := verify.InitTrustRoot(ctx, dc.Client, verify.InitOptions{Name: "dev", ValidFrom: time.Now().Add(-time.Hour)})
	require.NoError(b, err)
	client, err := chain.NewClient(ctx, dc.Backend.Client(), trust.Deployment(), nil)
	require.NoError(b, err)
	for _, mode := range []string{"offline", "chain"} {
		for _, workers := range []int{1, 2} {
			b.Run(fmt.Sprintf("%s/workers=%d", mode, workers), func(b *testing.B) {
				opts := reverify.Options{Policy: testPolicy, Workers: workers}
				if mode == "chain" {
					opts.Trust, opts.Chain = trust, client
				}
				for b.Loop() {
					opts.Out = b.TempDir()
					sum, err := reverify.Run(ctx, src, opts)
					require.NoError(b, err)
					require.True(b, sum.OK())
				}
				b.ReportMetric(float64(len(ids)*b.N)/b.Elapsed().Seconds(), "records/s")
			})
		}
	}
}
