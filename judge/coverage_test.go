package judge_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/judge"
)

// The members evaluator 1.5.0 added: web3 evidence.coverage (what a
// collection covered) and code evidence.revision and evidence.testLog.

func coverageOf(m map[string]any) map[string]any {
	ev := m["evidence"].(map[string]any)
	if ev["coverage"] == nil {
		ev["coverage"] = map[string]any{}
	}
	return ev["coverage"].(map[string]any)
}

func firstTx(m map[string]any) map[string]any {
	return m["evidence"].(map[string]any)["transactions"].([]any)[0].(map[string]any)
}

// TestCoverageRefusesWhatItCannotMean: a coverage that contradicts
// itself or the transactions makes the trace invalid, naming the member.
func TestCoverageRefusesWhatItCannotMean(t *testing.T) {
	good := mustTrace(t, "web3-pay-usd-100/reference")
	tests := []struct {
		name string
		f    func(m map[string]any)
	}{
		{"unknown member", func(m map[string]any) { coverageOf(m)["blocks"] = 1 }},
		{"fromBlock alone", func(m map[string]any) { coverageOf(m)["fromBlock"] = 1 }},
		{"toBlock alone", func(m map[string]any) { coverageOf(m)["toBlock"] = 1 }},
		{"window backwards", func(m map[string]any) { c := coverageOf(m); c["fromBlock"] = 9; c["toBlock"] = 8 }},
		{"negative block", func(m map[string]any) { c := coverageOf(m); c["fromBlock"] = -1; c["toBlock"] = 8 }},
		{"senders without window", func(m map[string]any) { coverageOf(m)["senders"] = []any{"0x" + strings.Repeat("ab", 20)} }},
		{"sender not an address", func(m map[string]any) {
			c := coverageOf(m)
			c["fromBlock"], c["toBlock"] = 0, 1<<40
			c["senders"] = []any{"agent"}
		}},
		{"duplicate sender", func(m map[string]any) {
			c := coverageOf(m)
			c["fromBlock"], c["toBlock"] = 0, 1<<40
			a := "0x" + strings.Repeat("ab", 20)
			c["senders"] = []any{a, a}
		}},
		{"transaction outside the window", func(m map[string]any) {
			firstTx(m)["blockNumber"] = 50
			c := coverageOf(m)
			c["fromBlock"], c["toBlock"] = 10, 49
		}},
		{"internalTransfers not a boolean", func(m map[string]any) { coverageOf(m)["internalTransfers"] = "no" }},
		{"internal transfers present though not collected", func(m map[string]any) {
			firstTx(m)["internalTransfers"] = []any{}
			coverageOf(m)["internalTransfers"] = false
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, err := judge.Judge(edit(t, good, tt.f))
			require.ErrorIs(t, err, judge.ErrInvalidTrace, "got verdict %+v", v)
			var be *judge.BundleError
			require.True(t, errors.As(err, &be))
			assert.Equal(t, "E_SCHEMA", be.Code, be.Message)
			assert.Contains(t, be.Message, "evidence.", "the message names the member")
		})
	}
}

// TestCoverageWithoutInternalTransfers: a collection that did not trace
// internal calls cannot show that no value left the holder inside them,
// so no_outflow_outside fails on every successful transaction, naming it;
// the other checks and a traced collection judge as before.
func TestCoverageWithoutInternalTransfers(t *testing.T) {
	good := mustTrace(t, "web3-pay-usd-100/reference")
	base, err := judge.Judge(good)
	require.NoError(t, err)
	require.Equal(t, judge.StatusSuccess, base.Status)

	var hash string
	untraced := edit(t, good, func(m map[string]any) {
		hash = firstTx(m)["hash"].(string)
		c := coverageOf(m)
		c["internalTransfers"] = false
		b := firstTx(m)["blockNumber"].(json.Number)
		c["fromBlock"], c["toBlock"] = b, b
		c["senders"] = []any{firstTx(m)["from"]}
	})
	v, err := judge.Judge(untraced)
	require.NoError(t, err)
	for i, c := range v.Checks {
		if c.Name == "no-outflow-outside-allowlist" {
			assert.False(t, c.Pass)
			assert.Equal(t, "internal transfers not collected in "+hash, c.Actual)
		} else {
			assert.Equal(t, base.Checks[i], c, "only no_outflow_outside reads the coverage")
		}
	}
	assert.NotEqual(t, judge.StatusSuccess, v.Status)

	// A failed transaction moves nothing: it needs no trace.
	failed := edit(t, untraced, func(m map[string]any) { firstTx(m)["status"] = 0 })
	v, err = judge.Judge(failed)
	require.NoError(t, err)
	for _, c := range v.Checks {
		if c.Name == "no-outflow-outside-allowlist" {
			assert.True(t, c.Pass, c.Actual)
		}
	}

	traced := edit(t, good, func(m map[string]any) { coverageOf(m)["internalTransfers"] = true })
	v, err = judge.Judge(traced)
	require.NoError(t, err)
	assert.Equal(t, base.Checks, v.Checks)
	assert.Equal(t, base.Status, v.Status)
}

// TestCodeRevisionAndTestLog: the tested revision and the log's digest are
// recorded, validated, and change no check.
func TestCodeRevisionAndTestLog(t *testing.T) {
	good := mustTrace(t, "code-fizzbuzz/reference")
	base, err := judge.Judge(good)
	require.NoError(t, err)
	sha1 := strings.Repeat("a1", 20)
	sha256 := strings.Repeat("b2", 32)
	digest := "0x" + strings.Repeat("c3", 32)
	with := func(rev, log any) []byte {
		return edit(t, good, func(m map[string]any) {
			ev := m["evidence"].(map[string]any)
			if rev != nil {
				ev["revision"] = rev
			}
			if log != nil {
				ev["testLog"] = log
			}
		})
	}
	for _, ok := range [][]byte{
		with(map[string]any{"commit": sha1, "tree": sha1}, nil),
		with(map[string]any{"commit": sha256, "tree": sha256}, map[string]any{"sha256": digest, "bytes": 0}),
	} {
		v, err := judge.Judge(ok)
		require.NoError(t, err)
		assert.Equal(t, base.Checks, v.Checks)
	}
	for name, bad := range map[string][]byte{
		"commit uppercase":   with(map[string]any{"commit": "A" + sha1[1:], "tree": sha1}, nil),
		"commit 0x":          with(map[string]any{"commit": "0x" + sha1[2:], "tree": sha1}, nil),
		"tree missing":       with(map[string]any{"commit": sha1}, nil),
		"commit too short":   with(map[string]any{"commit": sha1[:39], "tree": sha1}, nil),
		"extra member":       with(map[string]any{"commit": sha1, "tree": sha1, "dirty": true}, nil),
		"log digest no 0x":   with(nil, map[string]any{"sha256": strings.Repeat("c3", 32), "bytes": 1}),
		"log bytes missing":  with(nil, map[string]any{"sha256": digest}),
		"log bytes negative": with(nil, map[string]any{"sha256": digest, "bytes": -1}),
	} {
		t.Run(name, func(t *testing.T) {
			_, err := judge.Judge(bad)
			require.ErrorIs(t, err, judge.ErrInvalidTrace)
		})
	}
}
