package zk

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/constraint"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/std/math/uints"
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
	restate(a)
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
	restate(a)
}

// restate sets the public input to the statement a's trace, preimage and
// binding bytes make: the lie is consistent, only the circuit can catch it.
func restate(a *Circuit) {
	pre := bytesOf(a.Preimage, a.PreimageLen)
	s := Statement{TraceHash: sha256.Sum256(bytesOf(a.Trace, a.TraceLen)), VerdictHash: sha256.Sum256(pre),
		Evaluator: canon.Hash(bytesOf(a.Evaluator[:], len(a.Evaluator))), Status: judge.StatusPartial}
	// The status the (possibly edited) preimage says.
	var fields []json.RawMessage
	if json.Unmarshal(pre, &fields) == nil && len(fields) > 3 {
		_ = json.Unmarshal(fields[3], &s.Status)
	}
	claim(a, s, bindingOf(a))
}

// claim sets the public input to the digest of a statement.
func claim(a *Circuit, s Statement, binding *big.Int) {
	d, err := StatementDigest(s, binding)
	if err != nil {
		panic(err)
	}
	a.Statement = d
}

func bindingOf(a *Circuit) *big.Int {
	return new(big.Int).SetBytes(bytesOf(a.Binding[:], len(a.Binding)))
}

// bytesOf reads the first n bytes of an assignment.
func bytesOf(u []uints.U8, n frontend.Variable) []byte {
	b := make([]byte, n.(int))
	for i := range b {
		switch v := u[i].Val.(type) {
		case int:
			b[i] = byte(v)
		case uint8:
			b[i] = v
		default:
			panic(fmt.Sprintf("byte %d is a %T", i, v))
		}
	}
	return b
}

func fixturesProfileTraces() ([]fixtures.ProfileTrace, error) {
	return fixtures.ProfileTraces(Small.MaxTxs, Small.MaxChecks)
}
