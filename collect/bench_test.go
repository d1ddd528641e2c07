package collect_test

import (
	"fmt"
	"io"
	"runtime"
	"testing"
	"time"

	"github.com/verijudge/verijudge/collect"
)

// eventStream generates a go test -json stream of about size bytes on the
// fly: tests of 10 packages, each with output lines, as a verbose test
// run writes them. Nothing is held in memory but one line.
type eventStream struct {
	size, n int64
	i       int
	pending []byte
	done    bool
}

func (s *eventStream) Read(p []byte) (int, error) {
	for len(s.pending) == 0 {
		if s.done {
			return 0, io.EOF
		}
		s.pending = s.next()
	}
	n := copy(p, s.pending)
	s.pending = s.pending[n:]
	s.n += int64(n)
	return n, nil
}

func (s *eventStream) next() []byte {
	const pkgs = 10
	i := s.i
	s.i++
	if s.n >= s.size {
		s.done = true
		var out []byte
		for p := 0; p < pkgs; p++ {
			out = append(out, fmt.Sprintf(`{"Time":"2026-12-07T09:00:00.000000000Z","Action":"pass","Package":"example.com/big/p%d","Elapsed":1.5}`+"\n", p)...)
		}
		return out
	}
	if i < pkgs {
		return []byte(fmt.Sprintf(`{"Time":"2026-12-07T09:00:00.000000000Z","Action":"start","Package":"example.com/big/p%d"}`+"\n", i))
	}
	j := i - pkgs
	t := j / 12
	p := t % pkgs
	switch j % 12 {
	case 0:
		return []byte(fmt.Sprintf(`{"Time":"2026-12-07T09:00:00.000000000Z","Action":"run","Package":"example.com/big/p%d","Test":"TestCase%d"}`+"\n", p, t))
	case 11:
		return []byte(fmt.Sprintf(`{"Time":"2026-12-07T09:00:00.000000000Z","Action":"pass","Package":"example.com/big/p%d","Test":"TestCase%d","Elapsed":0.01}`+"\n", p, t))
	default:
		return []byte(fmt.Sprintf(`{"Time":"2026-12-07T09:00:00.000000000Z","Action":"output","Package":"example.com/big/p%d","Test":"TestCase%d","Output":"    case_test.go:42: step %d of the case: value=0x%08x ok\n"}`+"\n", p, t, j%12, j))
	}
}

// BenchmarkReadGoTestJSON reads a 100 MB stream (about 600,000 events,
// 49,500 tests); MB/s is the throughput, peak-heap-MiB the most the heap
// held while reading.
func BenchmarkReadGoTestJSON(b *testing.B) {
	const size = 100 << 20
	b.SetBytes(size)
	var peak uint64
	for i := 0; i < b.N; i++ {
		stop := make(chan struct{})
		done := make(chan uint64)
		go func() {
			var ms runtime.MemStats
			var max uint64
			for {
				runtime.ReadMemStats(&ms)
				max = maxU(max, ms.HeapInuse)
				select {
				case <-stop:
					done <- max
					return
				case <-time.After(5 * time.Millisecond):
				}
			}
		}()
		rep, err := collect.ReadGoTestJSON(&eventStream{size: size}, collect.GoTestOptions{})
		close(stop)
		peak = maxU(peak, <-done)
		if err != nil {
			b.Fatal(err)
		}
		if len(rep.Tests) < 40000 {
			b.Fatalf("%d tests", len(rep.Tests))
		}
	}
	b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MiB")
}

func maxU(a, b uint64) uint64 {
	if a > b {
		return a
	}
	return b
}

// BenchmarkEventStream is the generator alone: subtract it from
// BenchmarkReadGoTestJSON's time for the reader's own.
func BenchmarkEventStream(b *testing.B) {
	const size = 100 << 20
	b.SetBytes(size)
	for i := 0; i < b.N; i++ {
		if _, err := io.Copy(io.Discard, &eventStream{size: size}); err != nil {
			b.Fatal(err)
		}
	}
}
