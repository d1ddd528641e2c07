package review_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/review"
	"github.com/verijudge/verijudge/review/reviewtest"
)

// TestLargeIncrement: an increment of 1,000 artefacts (written straight
// into the object store) is admitted like a small one, its manifest
// complete.
func TestLargeIncrement(t *testing.T) {
	f, err := reviewtest.Large(t.TempDir(), 1000)
	require.NoError(t, err)
	d, err := review.Admit(request(f, newLedger(t)))
	require.NoError(t, err)
	require.True(t, d.Admit, "%v", d.Reasons)
	ev, err := review.Build(review.Source{ScienceDir: f.ScienceDir, AuditDir: f.AuditDir})
	require.NoError(t, err)
	require.Len(t, ev.Increment.Manifest, 1000)
}

// BenchmarkIncrement times building an increment's evidence from the two
// repositories (manifest hashing and checkout verification included),
// making its trace and judging it, by manifest size.
func BenchmarkIncrement(b *testing.B) {
	for _, n := range []int{100, 1000, 10000} {
		b.Run(fmt.Sprintf("files=%d", n), func(b *testing.B) {
			f, err := reviewtest.Large(b.TempDir(), n)
			require.NoError(b, err)
			b.ResetTimer()
			var size int
			for i := 0; i < b.N; i++ {
				ev, err := review.Build(review.Source{ScienceDir: f.ScienceDir, AuditDir: f.AuditDir})
				require.NoError(b, err)
				tr, err := review.Trace(ev, review.Spec(3))
				require.NoError(b, err)
				v, err := judge.Judge(tr)
				require.NoError(b, err)
				require.Equal(b, "receipt-bound", v.Checks[6].Name)
				size = len(tr)
			}
			b.ReportMetric(float64(size), "trace-bytes")
		})
	}
}
