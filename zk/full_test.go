//go:build !race

package zk

import (
	"bytes"
	"crypto/sha256"
	"flag"
	"maps"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/frontend/cs/r1cs"
	"github.com/consensys/gnark/std/math/uints"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
)

var (
	fullSolve    = flag.Bool("zk.full", false, "solve the full profile's judge circuit on every suite trace (TestZKJudgeFull: about 8 GB and 10 to 25 minutes on 2 cores)")
	randomChecks = flag.Int("zk.random", tierSize(24, 72), "how many random traces TestZKChecks solves (default 24; 72 with VERIJUDGE_ZK_LONG=1)")
)

// TestZKJudgeFull runs the full profile's judge circuit's solver (no
// proof) over all 64 suite traces: each is solved with the statement of
// the bundle's verdict (judge.Judge and judge.VerdictHash, run in goja),
// and on every third trace one lie, in turn, is refused: another status,
// one check's pass bit flipped in a preimage rewritten with its hashes,
// one digit of an amount (a {"$n":…} limb where the trace has one), one
// byte of the task id, or one byte of the preimage changed with the hash
// recomputed, and another evaluator than the private one. The small
// profile's version of the same code runs by default (TestZKJudgeSmall);
// this one is behind a flag because it takes 10 to 25 minutes and 8 GB:
//
//	go test ./zk -run ZKJudgeFull -zk.full -timeout 120m -v
func TestZKJudgeFull(t *testing.T) {
	if !*fullSolve {
		t.Skip("the full profile's solver over the suite: go test ./zk -run ZKJudgeFull -zk.full -timeout 120m")
	}
	start := time.Now()
	ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, newJudgeCircuit(Full))
	require.NoError(t, err)
	t.Logf("full profile: %d constraints, compiled in %s", ccs.GetNbConstraints(), time.Since(start).Round(time.Second))
	requireCircuitDigest(t, ccs, fullCircuitDigest)
	solve := func(c *judgeCircuit) error {
		w, err := frontend.NewWitness(c, ecc.BN254.ScalarField())
		require.NoError(t, err)
		return ccs.IsSolved(w)
	}
	suite := suiteCanonical(t)
	evaluator := canon.Sum([]byte("an evaluator"))
	binding := big.NewInt(42)
	lies := fullLies()
	refused := map[string]int{}
	for i, name := range slices.Sorted(maps.Keys(suite)) {
		trace := suite[name]
		v, err := judge.Judge(trace)
		require.NoError(t, err, name)
		h, err := judge.VerdictHash(&v)
		require.NoError(t, err, name)
		c, s, err := judgeAssignment(Full, trace, binding, evaluator)
		require.NoError(t, err, name)
		require.Equal(t, h, s.VerdictHash, "%s: the circuit's verdict hash is not the bundle's", name)
		require.Equal(t, v.Status, s.Status, name)
		t0 := time.Now()
		require.NoError(t, solve(c), name)
		t.Logf("%2d/64 %s (%d bytes, %s): solved in %s", i+1, name, len(trace), v.Status, time.Since(t0).Round(100*time.Millisecond))
		if i%3 != 0 {
			continue
		}
		lie := lies[(i/3)%len(lies)]
		c, _, err = judgeAssignment(Full, trace, binding, evaluator)
		require.NoError(t, err, name)
		lie.apply(t, c, s, binding, trace, &v)
		assert.Error(t, solve(c), "%s: %s", name, lie.name)
		refused[lie.name]++
	}
	t.Logf("lies refused: %v", refused)
	for _, l := range lies {
		assert.Positive(t, refused[l.name], l.name)
	}
}

// fullLie is one way a prover lies about a trace's verdict.
type fullLie struct {
	name  string
	apply func(t *testing.T, c *judgeCircuit, s Statement, binding *big.Int, trace []byte, v *judge.Verdict)
}

// statementDigest is StatementDigest for a test.
func statementDigest(t *testing.T, s Statement, binding *big.Int) *big.Int {
	t.Helper()
	d, err := StatementDigest(s, binding)
	require.NoError(t, err)
	return d
}

// otherStatus is a status other than s, for a lie about it.
func otherStatus(s judge.Status) judge.Status {
	return map[judge.Status]judge.Status{judge.StatusSuccess: judge.StatusFailure, judge.StatusFailure: judge.StatusPartial,
		judge.StatusPartial: judge.StatusSuccess}[s]
}

func fullLies() []fullLie {
	digest := statementDigest
	// setTrace puts a changed trace in the assignment under the old
	// verdict, first requiring that it is a lie.
	setTrace := func(t *testing.T, c *judgeCircuit, s Statement, binding *big.Int, changed []byte) {
		require.True(t, isLie(t, changed, s), "the change leaves the verdict as it was: no lie")
		for i := range c.Trace {
			c.Trace[i] = uints.NewU8(byteAt(changed, i))
		}
		o := s
		o.TraceHash = sha256.Sum256(changed)
		c.Statement = digest(t, o, binding)
	}
	setPreimage := func(t *testing.T, c *judgeCircuit, s Statement, binding *big.Int, pre []byte) {
		for i := range c.Preimage {
			c.Preimage[i] = uints.NewU8(byteAt(pre, i))
		}
		c.PreimageLen = len(pre)
		o := s
		o.VerdictHash = sha256.Sum256(pre)
		c.Statement = digest(t, o, binding)
	}
	return []fullLie{
		{"another status", func(t *testing.T, c *judgeCircuit, s Statement, binding *big.Int, _ []byte, _ *judge.Verdict) {
			o := s
			o.Status = otherStatus(s.Status)
			c.Statement = digest(t, o, binding)
		}},
		{"a pass bit flipped, the preimage and hashes rewritten", func(t *testing.T, c *judgeCircuit, s Statement, binding *big.Int, _ []byte, v *judge.Verdict) {
			o := *v
			o.Checks = slices.Clone(v.Checks)
			require.NotEmpty(t, o.Checks)
			o.Checks[0].Pass = !o.Checks[0].Pass
			pre, err := judge.VerdictPreimage(&o)
			require.NoError(t, err)
			setPreimage(t, c, s, binding, pre)
		}},
		{"a digit of an amount changed, the trace hash recomputed", func(t *testing.T, c *judgeCircuit, s Statement, binding *big.Int, trace []byte, _ *judge.Verdict) {
			// The first digit whose change is a lie: of a {"$n":…} big
			// integer's limbs where the trace has one, else of a number.
			for _, at := range amountDigits(trace) {
				changed := bytes.Clone(trace)
				changed[at] = '0' + (changed[at]-'0'+1)%10
				if changed[at] == '0' && at+1 < len(changed) && isDigit(changed[at+1]) && !isDigit(changed[at-1]) {
					changed[at] = '2' // (no leading zero)
				}
				if isLie(t, changed, s) {
					setTrace(t, c, s, binding, changed)
					return
				}
			}
			t.Fatal("no digit changes the verdict")
		}},
		{"a task id byte changed, the trace hash recomputed", func(t *testing.T, c *judgeCircuit, s Statement, binding *big.Int, trace []byte, _ *judge.Verdict) {
			at := bytes.Index(trace, []byte(`"taskId":"`))
			require.GreaterOrEqual(t, at, 0)
			at += len(`"taskId":"`)
			changed := bytes.Clone(trace)
			changed[at] = map[bool]byte{true: 'b', false: 'a'}[changed[at] == 'a']
			setTrace(t, c, s, binding, changed)
		}},
		{"a preimage byte changed, the hash recomputed", func(t *testing.T, c *judgeCircuit, s Statement, binding *big.Int, _ []byte, v *judge.Verdict) {
			pre, err := judge.VerdictPreimage(v)
			require.NoError(t, err)
			pre[len(pre)/3] ^= 1
			setPreimage(t, c, s, binding, pre)
		}},
		{"another evaluator than the private one", func(t *testing.T, c *judgeCircuit, s Statement, binding *big.Int, _ []byte, _ *judge.Verdict) {
			o := s
			o.Evaluator = canon.Sum([]byte("another"))
			c.Statement = digest(t, o, binding)
		}},
	}
}

// isLie says whether the old statement's verdict is a lie about a changed
// trace: the trace is refused, or judged to another verdict.
func isLie(t *testing.T, changed []byte, s Statement) bool {
	lx, err := ReadTrace(changed)
	if err != nil {
		return true
	}
	v := judgeRecords(readRecords(changed, lx))
	pre, err := judge.VerdictPreimage(&v)
	require.NoError(t, err)
	return sha256.Sum256(pre) != s.VerdictHash
}

// amountDigits are the positions of a trace's digits in big integers'
// strings ({"$n":"…"}), then of its numbers'.
func amountDigits(trace []byte) []int {
	var limbs, plain []int
	const open = `{"$n":"`
	for i := 0; i < len(trace); i++ {
		switch {
		case bytes.HasPrefix(trace[i:], []byte(open)):
			for i += len(open); i < len(trace) && trace[i] != '"'; i++ {
				if isDigit(trace[i]) {
					limbs = append(limbs, i)
				}
			}
		case trace[i] == '"': // (a string: skip it, escapes and all)
			for i++; i < len(trace) && trace[i] != '"'; i++ {
				if trace[i] == '\\' {
					i++
				}
			}
		case isDigit(trace[i]):
			plain = append(plain, i)
		}
	}
	return append(limbs, plain...)
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }
