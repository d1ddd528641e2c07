package judge_test

import (
	"runtime"
	"sort"
	"testing"
	"time"

	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/fixtures/tracegen"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
)

// medianCase is the fixture trace of median size.
func medianCase(b testing.TB) fixtures.Case {
	cases := suite(b)
	sort.Slice(cases, func(i, j int) bool { return len(cases[i].Trace) < len(cases[j].Trace) })
	return cases[len(cases)/2]
}

// BenchmarkJudgeMedian: verdicts per second through goja on the median
// fixture trace (target ≥ 2,000/s on one core: run with -cpu 1).
func BenchmarkJudgeMedian(b *testing.B) {
	c := medianCase(b)
	e := judge.Embedded()
	b.SetBytes(int64(len(c.Trace)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := e.Judge(c.Trace); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "verdicts/s")
}

// BenchmarkBundleHashesMedian: the same trace with the bundle also
// canonicalizing and hashing in JS (the cross-check verify runs).
func BenchmarkBundleHashesMedian(b *testing.B) {
	c := medianCase(b)
	e := judge.Embedded()
	b.SetBytes(int64(len(c.Trace)))
	for b.Loop() {
		if _, err := e.Hashes(c.Trace); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkVerifySuiteOffline: offline re-verification of every record of
// the suite in-process (one op = the whole suite).
func BenchmarkVerifySuiteOffline(b *testing.B) {
	var recs []*judge.Record
	for _, c := range suite(b) {
		r, err := judge.NewRecord(c.Trace, judge.Embedded())
		if err != nil {
			b.Fatal(err)
		}
		recs = append(recs, r)
	}
	b.ResetTimer()
	for b.Loop() {
		for _, r := range recs {
			if o, failed := offlineOutcome(r, judge.Embedded()); o != "MATCH" {
				b.Fatal(o, failed)
			}
		}
	}
	b.ReportMetric(float64(b.N*len(recs))/b.Elapsed().Seconds(), "records/s")
}

// BenchmarkNewRecordsSuite: records of the whole suite (64 traces) made
// at once (judge.NewRecords); run with -cpu 1,2 to see the scaling.
func BenchmarkNewRecordsSuite(b *testing.B) {
	var traces [][]byte
	for _, c := range suite(b) {
		traces = append(traces, c.Trace)
	}
	e := judge.Embedded()
	for b.Loop() {
		if _, err := judge.NewRecords(traces, e); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*len(traces))/b.Elapsed().Seconds(), "records/s")
}

// BenchmarkNewRecordsScaling: NewRecords on four copies of the suite (256
// traces) at GOMAXPROCS 1 and at every CPU, alternated batch by batch so
// that a shared machine's drift in speed falls on both alike; reports the
// records per second of each and their ratio (speedup; linear scaling is
// the number of CPUs).
//
//	go test ./judge -run XXX -bench NewRecordsScaling -benchtime 20x -count 3
func BenchmarkNewRecordsScaling(b *testing.B) {
	var traces [][]byte
	for range 4 {
		for _, c := range suite(b) {
			traces = append(traces, c.Trace)
		}
	}
	cpus := runtime.NumCPU()
	prev := runtime.GOMAXPROCS(0)
	defer runtime.GOMAXPROCS(prev)
	e := judge.Embedded()
	var one, all time.Duration
	batch := func(procs int) time.Duration {
		runtime.GOMAXPROCS(procs)
		start := time.Now()
		if _, err := judge.NewRecords(traces, e); err != nil {
			b.Fatal(err)
		}
		return time.Since(start)
	}
	batch(cpus) // every worker's runtime loaded before timing
	for i := 0; b.Loop(); i++ {
		// Alternate which goes first, so neither always follows the other.
		if i%2 == 0 {
			one += batch(1)
			all += batch(cpus)
		} else {
			all += batch(cpus)
			one += batch(1)
		}
	}
	n := float64(b.N * len(traces))
	b.Logf("%d CPUs", cpus)
	b.ReportMetric(n/one.Seconds(), "records/s@1cpu")
	b.ReportMetric(n/all.Seconds(), "records/s@allcpus")
	b.ReportMetric(one.Seconds()/all.Seconds(), "speedup")
}

// BenchmarkJudgeAtTheCap: one trace at the 8 MiB cap through each path,
// against the size-scaled budget (docs/limits.md): Big is many
// transactions, Heavy the schema's 256 checks each reading every log.
//
//	go test ./judge -run XXX -bench AtTheCap -benchtime 1x -timeout 30m
func BenchmarkJudgeAtTheCap(b *testing.B) {
	patient := judge.NewEmbedded(judge.WithTimeout(30 * time.Minute))
	for _, tc := range []struct {
		name  string
		trace []byte
	}{{"Big", tracegen.Big(limits.MaxTraceBytes)}, {"Heavy", tracegen.Heavy(limits.MaxTraceBytes)}} {
		budget := limits.JudgeBudget(len(tc.trace)).Seconds()
		b.Run(tc.name+"/Judge", func(b *testing.B) {
			for b.Loop() {
				if _, err := patient.Judge(tc.trace); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(b.Elapsed().Seconds()/float64(b.N)/budget, "of-budget")
		})
		b.Run(tc.name+"/JudgeRaw", func(b *testing.B) {
			for b.Loop() {
				if _, err := patient.JudgeRaw(tc.trace); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(b.Elapsed().Seconds()/float64(b.N)/budget, "of-budget")
		})
	}
}
