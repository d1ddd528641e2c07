package canon_test

import (
	"bytes"
	"fmt"
	"testing"

	canonicaljson "github.com/gibson042/canonicaljson-go"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/fixtures/tracegen"
)

// BenchmarkTraceHashSuite: canonical hash throughput over every fixture
// trace (one op = the whole suite; MB/s over the input bytes).
func BenchmarkTraceHashSuite(b *testing.B) {
	cases, err := fixtures.Suite()
	if err != nil || len(cases) == 0 {
		b.Fatal("no suite", err)
	}
	var n int64
	for _, c := range cases {
		n += int64(len(c.Trace))
	}
	b.SetBytes(n)
	for b.Loop() {
		for _, c := range cases {
			if _, err := canon.TraceHash(c.Trace); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// bigTrace builds a trace-shaped JSON document of about size bytes: many
// transactions with logs, amounts as {"$n"} and plain integers, unsorted
// keys and indentation, like a large web3 trace.
func bigTrace(size int) []byte {
	var buf bytes.Buffer
	buf.WriteString(`{"schema":"verijudge.trace/v1","trialId":"big","taskId":"big","buildId":"b","spec":{"evidenceClass":"web3","checks":[{"name":"ok","kind":"tx_succeeded"}]},"evidence":{"chainId":1337,"transactions":[`)
	for i := 0; buf.Len() < size-200; i++ {
		if i > 0 {
			buf.WriteString(",\n")
		}
		fmt.Fprintf(&buf, `  {"to": "0x%040x", "hash": "0x%064x", "from": "0x%040x", "status": 1, "value": {"$n": "1%020d"}, "gasUsed": %d, "nonce": %d, "input": "0xa9059cbb%064x", "logs": [{"topics": ["0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef", "0x%064x"], "address": "0x%040x", "data": "0x%064x"}]}`,
			i, i, i+1, i, 21000+i, i, i, i, i, i)
	}
	buf.WriteString("]}}")
	return buf.Bytes()
}

// BenchmarkTraceHash1MiB: canonical hash throughput on a 1 MiB trace.
func BenchmarkTraceHash1MiB(b *testing.B) {
	t := bigTrace(1 << 20)
	if _, err := canon.TraceHash(t); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(t)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := canon.TraceHash(t); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCanonicalize1MiB: canonical form only (generic profile), same
// input.
func BenchmarkCanonicalize1MiB(b *testing.B) {
	t := bigTrace(1 << 20)
	b.SetBytes(int64(len(t)))
	for b.Loop() {
		if _, err := canon.Canonicalize(t); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkTraceHashVsReference: the trace hash side by side with the same
// hash through canonicaljson-go (decode with UseNumber, Marshal, SHA-256),
// on large traces; both must give the same hash.
//
//	go test ./canon -run XXX -bench TraceHashVsReference -benchtime 5x
func BenchmarkTraceHashVsReference(b *testing.B) {
	for _, size := range []int{1 << 20, 4 << 20, 7<<20 + 512<<10} {
		t := tracegen.Big(size)
		ours, err := canon.TraceHash(t)
		if err != nil {
			b.Fatal(err)
		}
		ref := func() canon.Hash {
			dec := canonicaljson.NewDecoder(bytes.NewReader(t))
			dec.UseNumber()
			var v any
			if err := dec.Decode(&v); err != nil {
				b.Fatal(err)
			}
			out, err := canonicaljson.Marshal(&v)
			if err != nil {
				b.Fatal(err)
			}
			return canon.Sum(out)
		}
		if got := ref(); got != ours {
			b.Fatalf("canonicaljson-go hashes %s, canon %s", got, ours)
		}
		name := fmt.Sprintf("%.1fMiB", float64(len(t))/(1<<20))
		b.Run(name+"/canon", func(b *testing.B) {
			b.SetBytes(int64(len(t)))
			for b.Loop() {
				if _, err := canon.TraceHash(t); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(name+"/canonicaljson-go", func(b *testing.B) {
			b.SetBytes(int64(len(t)))
			for b.Loop() {
				ref()
			}
		})
	}
}
