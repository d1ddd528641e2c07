//go:build !race

package zk

import (
	"errors"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
)

// largest returns the largest in-profile fixture of p.
func largest(b testing.TB, p Profile) *Witness {
	var best *Witness
	for _, tr := range profileTraces(b, p) {
		w, err := Prepare(p, tr.Trace)
		var pe *ProfileError
		if errors.As(err, &pe) {
			continue
		}
		require.NoError(b, err)
		if best == nil || len(w.Trace) > len(best.Trace) {
			best = w
		}
	}
	require.NotNil(b, best)
	return best
}

// BenchmarkZKCompile reports the circuit size per profile: constraints,
// and constraints per byte of trace capacity.
//
//	go test ./zk -run XXX -bench ZKCompile -benchtime 1x
func BenchmarkZKCompile(b *testing.B) {
	for _, p := range Profiles() {
		b.Run(p.Name, func(b *testing.B) {
			for b.Loop() {
				ccs, err := Compile(p)
				require.NoError(b, err)
				b.ReportMetric(float64(ccs.GetNbConstraints()), "constraints")
				b.ReportMetric(float64(ccs.GetNbConstraints())/float64(p.MaxTrace), "constraints/trace-byte")
			}
		})
	}
}

// BenchmarkZKProve proves the largest in-profile fixture (proving time
// does not depend on the trace's length: the circuit has a fixed size).
// The first run of a profile sets its development keys up and caches them.
//
//	go test ./zk -run XXX -bench 'ZKProve/small' -benchtime 3x
//	go test ./zk -run XXX -bench 'ZKProve/full' -benchtime 3x -timeout 60m
func BenchmarkZKProve(b *testing.B) {
	for _, p := range Profiles() {
		b.Run(p.Name, func(b *testing.B) {
			k, err := LoadDevKeys(p, func(s string) { b.Log(s) })
			require.NoError(b, err)
			w := largest(b, p)
			b.ReportMetric(float64(len(w.Trace)), "trace-bytes")
			b.ResetTimer()
			for b.Loop() {
				_, err := Prove(k.CCS, k.PK, k.VK, w, big.NewInt(1))
				require.NoError(b, err)
			}
		})
	}
}

// BenchmarkZKVerify is the off-chain verification of one proof.
func BenchmarkZKVerify(b *testing.B) {
	k, err := LoadDevKeys(Small, nil)
	require.NoError(b, err)
	p, err := Prove(k.CCS, k.PK, k.VK, largest(b, Small), big.NewInt(1))
	require.NoError(b, err)
	for b.Loop() {
		require.NoError(b, Verify(k.VK, p))
	}
}
