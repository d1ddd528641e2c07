package judge

import (
	"fmt"
	goruntime "runtime"
	"sync"
)

// NewRecords judges many traces with e at once, one worker per available
// CPU (GOMAXPROCS), and returns their records in the order of traces.
// Each worker holds its own goja runtime (runtimes are not shared), so
// throughput scales with the CPUs (docs/benchmarks.md). The first trace
// that fails, in order, is the error, naming its index; no records are
// returned then.
func NewRecords(traces [][]byte, e *Evaluator) ([]*Record, error) {
	recs := make([]*Record, len(traces))
	errs := make([]error, len(traces))
	workers := min(goruntime.GOMAXPROCS(0), len(traces))
	next := make(chan int)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				recs[i], errs[i] = NewRecord(traces[i], e)
			}
		}()
	}
	for i := range traces {
		next <- i
	}
	close(next)
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			return nil, fmt.Errorf("trace %d: %w", i, err)
		}
	}
	return recs, nil
}
