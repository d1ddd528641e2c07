//go:build !race

// The solver tests run the compiled small circuit (770k constraints) some
// thirty times; under the race detector that takes minutes, so they run in
// the README's race-free second pass with the other ZK tests.

package zk

import (
	"bytes"
	"errors"
	"math/big"
	"slices"
	"testing"

	"github.com/consensys/gnark/std/math/uints"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/judge"
)

// TestZKAgreement: on every in-profile fixture, the circuit's solver accepts
// the bundle's verdict hash — the verdict the circuit derives is the
// bundle's.
func TestZKAgreement(t *testing.T) {
	statuses := map[judge.Status]int{}
	n := 0
	for _, tr := range profileTraces(t, Small) {
		w, err := Prepare(Small, tr.Trace)
		var pe *ProfileError
		if errors.As(err, &pe) {
			continue // too big for the small instance
		}
		require.NoError(t, err, tr.Name)
		v, err := judge.Judge(tr.Trace)
		require.NoError(t, err)
		vh, err := judge.VerdictHash(&v)
		require.NoError(t, err)
		require.Equal(t, vh, w.Statement.VerdictHash)
		a, err := w.Assignment(big.NewInt(int64(n)))
		require.NoError(t, err)
		require.NoError(t, solve(t, a), "%s: the circuit disagrees with the bundle", tr.Name)
		statuses[v.Status]++
		n++
	}
	t.Logf("%d in-profile fixtures agree: %v", n, statuses)
	assert.GreaterOrEqual(t, n, 12)
	for _, s := range []judge.Status{judge.StatusSuccess, judge.StatusFailure, judge.StatusPartial} {
		assert.Positive(t, statuses[s], "no fixture with status %s", s)
	}
}

// TestZKSoundness: every lie a prover could tell leaves the circuit
// unsatisfiable.
func TestZKSoundness(t *testing.T) {
	w, _ := honest(t, "failed-tx-0") // PARTIAL: one pass, two fails
	require.Equal(t, judge.StatusPartial, w.Verdict.Status)
	l := layoutFor(Small)
	replace := func(b []byte, old, new string) []byte {
		require.Contains(t, string(b), old)
		return bytes.Replace(b, []byte(old), []byte(new), 1)
	}
	mutations := []struct {
		name string
		f    func(a *Circuit)
	}{
		{"trace byte (hash kept)", func(a *Circuit) { a.Trace[40].Val = int(w.Trace[40] ^ 1) }},
		{"trace byte (hash follows)", func(a *Circuit) { tr := slices.Clone(w.Trace); tr[40] ^= 1; withTrace(a, tr) }},
		{"tx status in trace and template (hash follows)", func(a *Circuit) {
			// The second tx failed; claim it succeeded, consistently.
			tr := bytes.Replace(w.Trace, []byte(`"status":0`), []byte(`"status":1`), 1)
			withTrace(a, tr)
			e := l.enumOff[l.enumIdx["tx1.status"]]
			a.Enums[e], a.Enums[e+1] = 0, 1
		}},
		{"pass bit", func(a *Circuit) { withPreimage(a, replace(w.Preimage, `"all ok",false`, `"all ok",true`)) }},
		{"status", func(a *Circuit) { withPreimage(a, replace(w.Preimage, `"PARTIAL"`, `"SUCCESS"`)) }},
		{"status and pass bits", func(a *Circuit) {
			p := replace(w.Preimage, `"PARTIAL"`, `"SUCCESS"`)
			p = replace(p, `"all ok",false`, `"all ok",true`)
			withPreimage(a, replace(p, `"second",false`, `"second",true`))
		}},
		{"id character in verdict", func(a *Circuit) { withPreimage(a, replace(w.Preimage, `"zk-failed-tx-0"`, `"zk-failed-tx-1"`)) }},
		{"id character in trace (hash follows)", func(a *Circuit) {
			withTrace(a, replace(w.Trace, `"trialId":"zk-failed-tx-0"`, `"trialId":"zk-failed-tx-1"`))
		}},
		{"actual text", func(a *Circuit) { withPreimage(a, replace(w.Preimage, `"1/2 succeeded"`, `"2/2 succeeded"`)) }},
		{"expected text", func(a *Circuit) {
			withPreimage(a, replace(w.Preimage, `"total gas used > 0"`, `"total gas used >= 0"`))
		}},
		{"trace hash", func(a *Circuit) {
			s := w.Statement
			s.TraceHash[31]++
			claim(a, s, bindingOf(a))
		}},
		{"verdict hash", func(a *Circuit) {
			s := w.Statement
			s.VerdictHash[0]++
			claim(a, s, bindingOf(a))
		}},
		{"status in the statement", func(a *Circuit) {
			// The verdict is PARTIAL; a statement saying SUCCESS (as an
			// attestation with SUCCESS in clear would make on-chain).
			s := w.Statement
			require.Equal(t, judge.StatusPartial, s.Status)
			s.Status = judge.StatusSuccess
			claim(a, s, bindingOf(a))
		}},
		{"evaluator digest in the statement only", func(a *Circuit) {
			s := w.Statement
			s.Evaluator[0] ^= 1
			claim(a, s, bindingOf(a))
		}},
		{"statement digest", func(a *Circuit) { a.Statement = new(big.Int).Add(a.Statement.(*big.Int), big.NewInt(1)) }},
		{"binding in the statement", func(a *Circuit) {
			// A proof for one attestation pair claimed for another.
			claim(a, w.Statement, big.NewInt(43))
		}},
		{"binding bytes", func(a *Circuit) { a.Binding[31] = uints.NewU8(43) }},
		{"binding bytes out of range, same word", func(a *Circuit) {
			// The binding is 42: bytes (…, 0, 42). (…, -1, 298) weighs the
			// same in SHA-256's 32-bit word; only the range checks refuse it.
			a.Binding[30], a.Binding[31] = uints.U8{Val: -1}, uints.U8{Val: 42 + 256}
		}},
		{"trace length", func(a *Circuit) { a.TraceLen = len(w.Trace) - 1 }},
		{"gas digits", func(a *Circuit) { a.Gas[0] = int(a.Gas[0].(int)) ^ 1 }},
	}
	for _, m := range mutations {
		t.Run(m.name, func(t *testing.T) {
			_, a := honest(t, "failed-tx-0")
			require.NoError(t, solve(t, a))
			m.f(a)
			assert.Error(t, solve(t, a), "the circuit accepted a lie")
		})
	}
	// The evaluator digest is a label the statement carries, not something
	// the circuit computes: another digest in both the private input and
	// the statement is satisfiable. What holds it to a bundle the circuit
	// implements is the verifier (ZkJudgeVerifier's evaluator list,
	// zk.Evaluators off-chain).
	t.Run("the evaluator digest is a label", func(t *testing.T) {
		_, a := honest(t, "failed-tx-0")
		a.Evaluator[0] = uints.NewU8(bytesOf(a.Evaluator[:], 1)[0] ^ 1)
		restate(a)
		assert.NoError(t, solve(t, a))
	})
	t.Run("hash order", func(t *testing.T) {
		w, a := honest(t, "hashes-unsorted-0")
		require.Len(t, w.Verdict.TxHashes, 2)
		require.NoError(t, solve(t, a))
		a.Perm[0], a.Perm[1] = a.Perm[1], a.Perm[0]
		assert.Error(t, solve(t, a), "unsorted hashes accepted")
		// Both hashes the same tx.
		_, a = honest(t, "hashes-unsorted-0")
		a.Perm[1] = a.Perm[0]
		assert.Error(t, solve(t, a), "a repeated hash accepted")
	})
	t.Run("duplicate check names", func(t *testing.T) {
		// The bundle refuses a spec with two checks of one name; the
		// circuit must not prove a verdict for it either.
		w, _ := honest(t, "gas-budget-1")
		tr := bytes.Replace(w.Trace, []byte(`"name":"one"`), []byte(`"name":"gas"`), 1)
		_, err := judge.Judge(tr)
		require.ErrorIs(t, err, judge.ErrInvalidTrace)
		a, err := w.Assignment(big.NewInt(1))
		require.NoError(t, err)
		withTrace(a, tr)
		s := l.slotOff[l.slotIdx["ck1.name"]]
		a.Slots[s], a.Slots[s+1], a.Slots[s+2] = int('g'), int('a'), int('s')
		pre := bytes.Replace(w.Preimage, []byte(`["one",`), []byte(`["gas",`), 1)
		withPreimage(a, pre)
		assert.Error(t, solve(t, a), "duplicate check names accepted")
	})
}
