package collect_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
)

// judgeTrace judges a trace with the embedded evaluator.
func judgeTrace(t testing.TB, trace []byte) judge.Verdict {
	t.Helper()
	v, err := judge.Judge(trace)
	require.NoError(t, err)
	return v
}

func canonSum(s string) canon.Hash { return canon.Sum([]byte(s)) }
