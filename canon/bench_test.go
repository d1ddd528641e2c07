package canon_test

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/fixtures"
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

// BenchmarkReference1MiB: the same input through canonicaljson-go's own
// decode+marshal, for comparison.
func BenchmarkCanonicalize1MiB(b *testing.B) {
	t := bigTrace(1 << 20)
	b.SetBytes(int64(len(t)))
	for b.Loop() {
		if _, err := canon.Canonicalize(t); err != nil {
			b.Fatal(err)
		}
	}
}
