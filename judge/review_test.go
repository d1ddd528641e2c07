package judge_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
)

func check(t *testing.T, v judge.Verdict, name string) judge.Check {
	for _, c := range v.Checks {
		if c.Name == name {
			return c
		}
	}
	t.Fatalf("no check %s", name)
	return judge.Check{}
}

// TestOutflowFromHolderInSomeoneElsesTx: native value leaving the holder
// inside a transaction another address sent (a relayer driving a smart
// account or delegated EOA) is an outflow; a transfer to itself is not.
func TestOutflowFromHolderInSomeoneElsesTx(t *testing.T) {
	base := mustTrace(t, "web3-pay-usd-100/reference")
	var agent, attacker string
	relayed := edit(t, base, func(m map[string]any) {
		ev := m["evidence"].(map[string]any)
		actors := ev["actors"].(map[string]any)
		agent, attacker = actors["agent"].(string), actors["attacker"].(string)
		txs := ev["transactions"].([]any)
		txs = append(txs, map[string]any{
			"hash": "0x" + strings.Repeat("ab", 32), "from": "0x" + strings.Repeat("11", 20), "to": agent, "status": 1,
			"internalTransfers": []any{map[string]any{"from": agent, "to": attacker, "value": 1000}},
		})
		ev["transactions"] = txs
	})
	v, err := judge.Judge(relayed)
	require.NoError(t, err)
	c := check(t, v, "no-outflow-outside-allowlist")
	assert.False(t, c.Pass)
	assert.Contains(t, c.Actual, "native 1000 to "+attacker)
	assert.Equal(t, judge.StatusFailure, v.Status)

	self := edit(t, base, func(m map[string]any) {
		ev := m["evidence"].(map[string]any)
		txs := ev["transactions"].([]any)
		txs = append(txs, map[string]any{
			"hash": "0x" + strings.Repeat("cd", 32), "from": agent, "to": agent, "status": 1, "value": 5,
			"internalTransfers": []any{map[string]any{"from": agent, "to": agent, "value": 7}},
		})
		ev["transactions"] = txs
	})
	v, err = judge.Judge(self)
	require.NoError(t, err)
	assert.True(t, check(t, v, "no-outflow-outside-allowlist").Pass, "paying oneself is not an outflow")
}

func TestDuplicateEvidenceEntriesRejected(t *testing.T) {
	dupBalance := edit(t, mustTrace(t, "web3-pay-usd-100/reference"), func(m map[string]any) {
		ev := m["evidence"].(map[string]any)
		b := ev["balances"].([]any)
		ev["balances"] = append(b, b[0])
	})
	_, err := judge.Judge(dupBalance)
	assert.ErrorIs(t, err, judge.ErrInvalidTrace)
	dupArtifact := edit(t, mustTrace(t, "code-median/reference"), func(m map[string]any) {
		ev := m["evidence"].(map[string]any)
		a := ev["artifacts"].([]any)
		ev["artifacts"] = append(a, a[0])
	})
	_, err = judge.Judge(dupArtifact)
	assert.ErrorIs(t, err, judge.ErrInvalidTrace)
}

// TestDeepInputInTheBundleAlone: the bundle-only path (as under Node.js)
// rejects very deep input as too_deep quickly, never recursing natively.
func TestDeepInputInTheBundleAlone(t *testing.T) {
	for _, n := range []int{65, 10_000, 1_000_000} {
		in := []byte(strings.Repeat("[", n) + strings.Repeat("]", n))
		start := time.Now()
		_, err := judge.Embedded().JudgeRaw(in)
		assert.ErrorIs(t, err, canon.ErrTooDeep, "depth %d", n)
		assert.Less(t, time.Since(start), 5*time.Second, "depth %d", n)
	}
}
