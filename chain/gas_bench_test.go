package chain_test

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attester/attestertest"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/judge"
)

// BenchmarkAttestGas reports the gas per verdict of attesting n suite
// verdicts with AttestRecords: multiAttest transactions of at most
// chain.MaxBatch verdicts, then their provenances. n = 100 takes four
// transactions of each kind (EIP-7825 caps one at 2^24 gas).
//
//	go test ./chain -run XXX -bench AttestGas -benchtime 1x
func BenchmarkAttestGas(b *testing.B) {
	ctx := context.Background()
	suite := suiteRecords(b)
	for _, n := range []int{1, 10, 25, 100} {
		b.Run(fmt.Sprintf("verdicts=%d", n), func(b *testing.B) {
			var verdictGas, provenanceGas uint64
			for b.Loop() {
				dc, err := devchain.New(ctx)
				require.NoError(b, err)
				recs := make([]*judge.Record, n)
				for i := range recs {
					r := *suite[i%len(suite)]
					r.Verdict.TrialID = fmt.Sprintf("%s-%d", r.Verdict.TrialID, i)
					r.VerdictHash, err = judge.VerdictHash(&r.Verdict)
					require.NoError(b, err)
					recs[i] = &r
				}
				head, err := dc.Backend.Client().BlockNumber(ctx)
				require.NoError(b, err)
				require.NoError(b, attestertest.New(dc.Client).AttestRecords(ctx, dc.Client, recs))
				txs := (n + chain.MaxBatch - 1) / chain.MaxBatch
				verdictGas, provenanceGas = 0, 0
				for i := 1; i <= 2*txs; i++ {
					h, err := dc.Backend.Client().HeaderByNumber(ctx, new(big.Int).SetUint64(head+uint64(i)))
					require.NoError(b, err)
					if i <= txs {
						verdictGas += h.GasUsed
					} else {
						provenanceGas += h.GasUsed
					}
				}
				dc.Close()
			}
			b.ReportMetric(float64(verdictGas)/float64(n), "verdict-gas/verdict")
			b.ReportMetric(float64(provenanceGas)/float64(n), "provenance-gas/verdict")
		})
	}
}
