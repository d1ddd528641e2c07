//go:build !race

package zk

import (
	"maps"
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// largestSuite returns the largest suite trace inside p, prepared.
func largestSuite(b testing.TB, p Profile) *Witness {
	var best *Witness
	for _, tr := range suiteCanonical(b) {
		w, err := Prepare(p, tr)
		if err != nil {
			require.ErrorIs(b, err, ErrOutsideProfile)
			continue
		}
		if best == nil || len(w.Trace) > len(best.Trace) {
			best = w
		}
	}
	require.NotNil(b, best)
	return best
}

// BenchmarkZKCompile reports the judge circuit's size per profile:
// constraints, and constraints per byte of trace capacity.
//
//	go test ./zk -run XXX -bench 'ZKCompile/small' -benchtime 1x
//	go test ./zk -run XXX -bench 'ZKCompile/full' -benchtime 1x -timeout 60m
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

// BenchmarkZKProve proves, with the development keys, the largest suite
// trace inside each profile (proving time does not depend on the trace:
// the circuit has a fixed size). The first run of a profile sets its
// development keys up and caches them (the full profile's: about half an
// hour on 2 cores).
//
//	go test ./zk -run XXX -bench '^BenchmarkZKProve$/^small$' -benchtime 3x
//	go test ./zk -run XXX -bench '^BenchmarkZKProve$/^full$' -benchtime 1x -timeout 120m
func BenchmarkZKProve(b *testing.B) {
	for _, p := range Profiles() {
		b.Run(p.Name, func(b *testing.B) {
			w := largestSuite(b, p)
			k, err := LoadDevKeys(p, func(s string) { b.Log(s) })
			require.NoError(b, err)
			want := map[string]string{"small": DevSmallProgramID, "full": DevFullProgramID}[p.Name]
			require.Equal(b, want, k.ProgramID.String(), "the development program id this build lists")
			b.ResetTimer()
			for b.Loop() {
				_, err := Prove(k.CCS, k.PK, k.VK, w, big.NewInt(1))
				require.NoError(b, err)
			}
			// (after the loop: ResetTimer drops metrics reported before it)
			b.ReportMetric(float64(len(w.Trace)), "trace-bytes")
			b.ReportMetric(float64(k.CCS.GetNbConstraints()), "constraints")
		})
	}
}

// BenchmarkZKProveSuite proves and verifies suite traces with the full
// profile's development keys, one sub-benchmark per trace (named by
// task--build), so a pattern picks a sample:
//
//	go test ./zk -run XXX -bench 'ZKProveSuite' -benchtime 1x -timeout 240m
//	go test ./zk -run XXX -bench 'ZKProveSuite/code-leap-year' -benchtime 1x -timeout 60m
func BenchmarkZKProveSuite(b *testing.B) {
	suite := suiteCanonical(b)
	k, err := LoadDevKeys(Full, func(s string) { b.Log(s) })
	require.NoError(b, err)
	require.Equal(b, DevFullProgramID, k.ProgramID.String())
	for _, name := range slices.Sorted(maps.Keys(suite)) {
		b.Run(strings.ReplaceAll(name, "/", "--"), func(b *testing.B) {
			w, err := Prepare(Full, suite[name])
			require.NoError(b, err, name)
			b.ResetTimer()
			for b.Loop() {
				p, err := Prove(k.CCS, k.PK, k.VK, w, big.NewInt(1))
				require.NoError(b, err, name)
				require.NoError(b, Verify(k.VK, p, p.Statement, big.NewInt(1)), name)
			}
			b.ReportMetric(float64(len(w.Trace)), "trace-bytes")
		})
	}
}

// BenchmarkZKVerify is the off-chain verification of one proof.
func BenchmarkZKVerify(b *testing.B) {
	k, err := LoadDevKeys(Small, nil)
	require.NoError(b, err)
	p, err := Prove(k.CCS, k.PK, k.VK, largestSuite(b, Small), big.NewInt(1))
	require.NoError(b, err)
	for b.Loop() {
		require.NoError(b, Verify(k.VK, p, p.Statement, big.NewInt(1)))
	}
}
