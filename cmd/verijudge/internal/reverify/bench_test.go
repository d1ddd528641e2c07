package reverify_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attester/attestertest"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/cmd/verijudge/internal/reverify"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/judge"
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
	require.NoError(b, attestertest.New(dc.Client).AttestRecords(ctx, dc.Client, recs))
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
				opts := reverify.Options{Policy: testPolicy, Workers: workers, Verifier: verifierOf(b, sepolia(b), nil)}
				if mode == "chain" {
					opts.Verifier = verifierOf(b, trust, client)
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

// BenchmarkReverifyMillion re-verifies, offline, a folder of generated
// records: every suite trace as trials 1..k with its own trial id (real
// traces of the suite's shapes, varied ids), judged into records,
// $VERIJUDGE_REVERIFY_RECORDS of them (default 1,000,000), kept in
// $VERIJUDGE_REVERIFY_DIR (default a folder under the system temp dir)
// so that a second run skips the generation. One worker per core. It
// reports records/s, records/s per worker, and the peak of the Go
// runtime's total memory (runtime/metrics /memory/classes/total:bytes,
// sampled every 20 ms) during the run.
//
//	go test ./internal/reverify -run XXX -bench ReverifyMillion -benchtime 1x -timeout 2h
func BenchmarkReverifyMillion(b *testing.B) {
	n := 1_000_000
	if s := os.Getenv("VERIJUDGE_REVERIFY_RECORDS"); s != "" {
		var err error
		n, err = strconv.Atoi(s)
		require.NoError(b, err)
	}
	dir := os.Getenv("VERIJUDGE_REVERIFY_DIR")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), fmt.Sprintf("verijudge-reverify-%d", n))
	}
	generateRecords(b, dir, n)
	src, err := reverify.Open(dir)
	require.NoError(b, err)
	workers := runtime.GOMAXPROCS(0)
	var peak uint64
	for b.Loop() {
		stop := make(chan struct{})
		sampled := make(chan uint64)
		go func() {
			s := []metrics.Sample{{Name: "/memory/classes/total:bytes"}}
			var most uint64
			t := time.NewTicker(20 * time.Millisecond)
			defer t.Stop()
			for {
				metrics.Read(s)
				most = max(most, s[0].Value.Uint64())
				select {
				case <-stop:
					sampled <- most
					return
				case <-t.C:
				}
			}
		}()
		sum, err := reverify.Run(context.Background(), src, reverify.Options{Policy: testPolicy, Workers: workers, Out: b.TempDir()})
		close(stop)
		peak = max(peak, <-sampled)
		require.NoError(b, err)
		require.True(b, sum.OK(), sum.Headline())
		require.Equal(b, n, sum.Verified)
	}
	rate := float64(n*b.N) / b.Elapsed().Seconds()
	b.ReportMetric(rate, "records/s")
	b.ReportMetric(rate/float64(workers), "records/s/worker")
	b.ReportMetric(float64(peak)/(1<<20), "peak-MiB")
}

// generateRecords fills dir with n records (see BenchmarkReverifyMillion)
// unless it already holds n, on every core.
func generateRecords(b *testing.B, dir string, n int) {
	b.Helper()
	if ents, err := os.ReadDir(dir); err == nil && len(ents) == n {
		return
	}
	require.NoError(b, os.RemoveAll(dir))
	require.NoError(b, os.MkdirAll(dir, 0o755))
	cases, err := fixtures.Suite()
	require.NoError(b, err)
	type job struct {
		c int
		k int
	}
	jobs := make(chan job, 256)
	errs := make(chan error, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				c := cases[j.c]
				var top map[string]json.RawMessage
				if err := json.Unmarshal(c.Trace, &top); err != nil {
					errs <- err
					return
				}
				var trial string
				_ = json.Unmarshal(top["trialId"], &trial)
				top["trialId"], _ = json.Marshal(fmt.Sprintf("%s-t%d", trial, j.k))
				tr, err := json.Marshal(top)
				if err == nil {
					var rec *judge.Record
					if rec, err = judge.NewRecord(tr, judge.Embedded()); err == nil {
						var out []byte
						if out, err = rec.MarshalIndent(); err == nil {
							err = os.WriteFile(filepath.Join(dir, fmt.Sprintf("%s--%s-t%d.record.json", c.TaskID, c.BuildID, j.k)), out, 0o644)
						}
					}
				}
				if err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	start := time.Now()
	for i := range n {
		if i%100_000 == 0 && i > 0 {
			b.Logf("generated %d/%d records in %v", i, n, time.Since(start).Round(time.Second))
		}
		jobs <- job{i % len(cases), i/len(cases) + 1}
	}
	close(jobs)
	wg.Wait()
	select {
	case err := <-errs:
		b.Fatal(err)
	default:
	}
}
