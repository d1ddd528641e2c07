package zk

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/constraint"
	"github.com/consensys/gnark/frontend"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/judge"
)

var smallCCS = sync.OnceValues(func() (constraint.ConstraintSystem, error) { return Compile(Small) })

func compiled(t testing.TB) constraint.ConstraintSystem {
	t.Helper()
	ccs, err := smallCCS()
	require.NoError(t, err)
	return ccs
}

// solve runs the compiled circuit's solver on an assignment.
func solve(t testing.TB, a *Circuit) error {
	t.Helper()
	w, err := frontend.NewWitness(a, ecc.BN254.ScalarField())
	require.NoError(t, err)
	return compiled(t).IsSolved(w)
}

func profileTraces(t testing.TB, p Profile) []fixtures.ProfileTrace {
	t.Helper()
	ts, err := fixtures.ProfileTraces(p.MaxTxs, p.MaxChecks)
	require.NoError(t, err)
	return ts
}

// TestLayoutIsCanonical renders the template with every flag set and
// checks the bytes are canonical JSON (so keys are in sorted order) of a
// trace the bundle judges.
func TestLayoutIsCanonical(t *testing.T) {
	for _, p := range Profiles() {
		l := newLayout(p)
		a := l.newAssignment()
		for i := range a.flags {
			a.flags[i] = true
		}
		for i, d := range l.slots {
			v := bytes.Repeat([]byte{'1'}, d.min)
			if d.head == clsName {
				v = []byte(fmt.Sprintf("check %d", i))
			}
			a.slots[i] = v
		}
		for i := range a.enums {
			a.enums[i] = 0
		}
		// Only fields one kind has: give every check tx_count (op, value)
		// and drop index, which only tx_succeeded takes.
		for c := range p.MaxChecks {
			a.flags[l.flagIdx[fmt.Sprintf("ck%d.index", c)]] = false
			a.slots[l.slotIdx[fmt.Sprintf("ck%d.index", c)]] = nil
			a.enums[l.enumIdx[fmt.Sprintf("ck%d.kind", c)]] = 1
		}
		b, err := l.render(a)
		require.NoError(t, err)
		c, err := canon.CanonicalizeTrace(b)
		require.NoError(t, err, "%s", b)
		assert.Equal(t, string(c), string(b), "profile %s: the template is not canonical", p.Name)
		_, err = judge.Judge(b)
		require.NoError(t, err, "profile %s: the bundle refuses the full template", p.Name)
	}
}

// TestProfileRefusals: traces outside the profile are refused with the
// reason; invalid traces are invalid, not out of profile.
func TestProfileRefusals(t *testing.T) {
	base := profileTraces(t, Small)[0].Trace
	edit := func(f func(m map[string]any)) []byte {
		var m map[string]any
		require.NoError(t, json.Unmarshal(base, &m))
		f(m)
		b, err := json.Marshal(m)
		require.NoError(t, err)
		return b
	}
	ev := func(m map[string]any) map[string]any { return m["evidence"].(map[string]any) }
	tx0 := func(m map[string]any) map[string]any { return ev(m)["transactions"].([]any)[0].(map[string]any) }
	check0 := func(m map[string]any) map[string]any {
		return m["spec"].(map[string]any)["checks"].([]any)[0].(map[string]any)
	}
	cases := []struct {
		name, want string
		trace      []byte
	}{
		{"description", "spec.description is not in the profile", edit(func(m map[string]any) { m["spec"].(map[string]any)["description"] = "x" })},
		{"kind", `kind "balance_delta" is not in the profile`, edit(func(m map[string]any) {
			m["spec"].(map[string]any)["checks"] = []any{map[string]any{"kind": "balance_delta", "name": "b", "holder": "0x" + strings.Repeat("1", 40), "token": "native", "op": "gte", "amount": 1}}
		})},
		{"balances", "evidence.balances is not in the profile", edit(func(m map[string]any) { ev(m)["balances"] = []any{} })},
		{"too many txs", "3 transactions, more than 2", edit(func(m map[string]any) {
			t := ev(m)["transactions"].([]any)
			ev(m)["transactions"] = []any{t[0], t[0], t[0]}
		})},
		{"16 digits", "more than 15 digits", edit(func(m map[string]any) { tx0(m)["gasUsed"] = 1234567890123456 })},
		{"big value", "value is not a plain non-negative integer", edit(func(m map[string]any) { tx0(m)["value"] = map[string]any{"$n": "100000000000000000000"} })},
		{"contract creation", "to is not an address", edit(func(m map[string]any) { tx0(m)["to"] = nil })},
		{"no gasUsed", "gasUsed is missing", edit(func(m map[string]any) { delete(tx0(m), "gasUsed") })},
		{"logs", "logs is not in the profile", edit(func(m map[string]any) { tx0(m)["logs"] = []any{} })},
		{"unicode name", `name: character 'Ü' is outside the profile`, edit(func(m map[string]any) { check0(m)["name"] = "Ünïcode" })},
		{"quote in name", `name: character '"' is outside the profile`, edit(func(m map[string]any) { check0(m)["name"] = `say "hi"` })},
		{"long id", "trialId has 25 characters, more than 24", edit(func(m map[string]any) { m["trialId"] = strings.Repeat("a", 25) })},
		{"no transactions key", "evidence.transactions is missing", edit(func(m map[string]any) { delete(ev(m), "transactions") })},
		{"big trace", "canonical trace is 1056 bytes, more than 832", edit(func(m map[string]any) {
			for _, k := range []string{"trialId", "taskId", "buildId"} {
				m[k] = strings.Repeat("i", 24)
			}
			tx0(m)["value"] = 999999999999999
			ev(m)["transactions"] = []any{tx0(m), tx0(m)}
			m["spec"].(map[string]any)["checks"] = []any{
				map[string]any{"kind": "tx_count", "name": strings.Repeat("a", 24), "op": "gte", "value": 123456789012345, "required": false},
				map[string]any{"kind": "gas_used", "name": strings.Repeat("b", 24), "op": "gte", "value": 123456789012345, "required": false},
				map[string]any{"kind": "tx_succeeded", "name": strings.Repeat("c", 24), "index": 1, "required": false},
			}
		})},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Prepare(Small, c.trace)
			require.Error(t, err)
			var pe *ProfileError
			require.ErrorAs(t, err, &pe, "%v", err)
			assert.ErrorIs(t, err, ErrOutsideProfile)
			assert.Contains(t, err.Error(), c.want)
			assert.Contains(t, err.Error(), `profile "small"`)
		})
	}
	t.Run("invalid trace", func(t *testing.T) {
		for _, bad := range [][]byte{[]byte(`{`), []byte(`[]`), edit(func(m map[string]any) { delete(m, "trialId") })} {
			_, err := Prepare(Small, bad)
			assert.ErrorIs(t, err, judge.ErrInvalidTrace)
			assert.NotErrorIs(t, err, ErrOutsideProfile)
		}
	})
	t.Run("suite", func(t *testing.T) {
		// The suite's traces are richer than the profile: each is refused
		// with a reason, none panics.
		cases, err := fixtures.Suite()
		require.NoError(t, err)
		for _, c := range cases {
			_, err := Prepare(Full, c.Trace)
			assert.ErrorIs(t, err, ErrOutsideProfile, c.Name())
		}
	})
}

// TestAgreement: on every in-profile fixture, the circuit's solver accepts
// the bundle's verdict hash — the verdict the circuit derives is the
// bundle's.
func TestAgreement(t *testing.T) {
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

// honest returns a prepared witness and its assignment for the fixture.
func honest(t *testing.T, name string) (*Witness, *Circuit) {
	t.Helper()
	for _, tr := range profileTraces(t, Small) {
		if tr.Name == name {
			w, err := Prepare(Small, tr.Trace)
			require.NoError(t, err)
			a, err := w.Assignment(big.NewInt(42))
			require.NoError(t, err)
			return w, a
		}
	}
	t.Fatalf("no fixture %s", name)
	return nil, nil
}

// withPreimage replaces the preimage and sets the verdict hash to its
// SHA-256: a consistent lie about the verdict.
func withPreimage(a *Circuit, pre []byte) {
	for i := range a.Preimage {
		var b byte
		if i < len(pre) {
			b = pre[i]
		}
		a.Preimage[i].Val = int(b)
	}
	a.PreimageLen = len(pre)
	h := halves(sha256.Sum256(pre))
	a.VerdictHash = [2]frontend.Variable{h[0], h[1]}
}

// withTrace replaces the trace bytes (and sets the trace hash to match).
func withTrace(a *Circuit, tr []byte) {
	for i := range a.Trace {
		var b byte
		if i < len(tr) {
			b = tr[i]
		}
		a.Trace[i].Val = int(b)
	}
	a.TraceLen = len(tr)
	h := halves(sha256.Sum256(tr))
	a.TraceHash = [2]frontend.Variable{h[0], h[1]}
}

// TestSoundness: every lie a prover could tell leaves the circuit
// unsatisfiable.
func TestSoundness(t *testing.T) {
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
		{"trace hash", func(a *Circuit) { a.TraceHash[1] = new(big.Int).Add(a.TraceHash[1].(*big.Int), big.NewInt(1)) }},
		{"verdict hash", func(a *Circuit) { a.VerdictHash[0] = new(big.Int).Add(a.VerdictHash[0].(*big.Int), big.NewInt(1)) }},
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
