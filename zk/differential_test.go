//go:build !race

package zk

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/constraint"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/frontend/cs/r1cs"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
)

var diffTraces = flag.Int("zk.diff", tierSize(200, 1000), "how many random traces TestZKDifferential judges with the bundle and the circuit's solver (default 200; 1,000 with VERIJUDGE_ZK_LONG=1)")

// diffShape is a lane of the differential circuit: the bytes, preimage
// and view capacities of one class's traces.
type diffShape struct {
	p    Profile
	l    *viewLayout
	web3 bool
}

// diffShapes are the lanes: four code traces of at most 640 bytes and
// four web3 traces of at most 1,280, each with up to four checks. Every
// array the checks read has a capacity of at least one, whatever the
// class (the checks read its first cells); the code lane holds no
// actors.
func diffShapes() []diffShape {
	caps := func(over viewCaps) viewCaps {
		c := viewCaps{"evidence.transactions[].logs[].topics": 4}
		for k := range fullViewCaps {
			c[k] = max(c[k], 1)
		}
		for k, v := range over {
			c[k] = v
		}
		return c
	}
	code := Profile{Name: "lane-code", MaxTrace: 640, MaxPreimage: 640,
		caps: caps(viewCaps{"spec.checks": 4, "spec.checks[].names": 3, "evidence.artifacts": 2, "evidence.tests": 4, "evidence.actors": 0})}
	web3 := Profile{Name: "lane-web3", MaxTrace: 1280, MaxPreimage: 1024,
		caps: caps(viewCaps{"spec.checks": 4, "spec.checks[].allow": 2, "spec.checks[].via": 2, "evidence.actors": 3,
			"evidence.balances": 2, "evidence.transactions": 2})}
	var out []diffShape
	for _, p := range []Profile{code, code, code, code, web3, web3, web3, web3} {
		out = append(out, diffShape{p: p, l: newViewLayout(p.caps), web3: p.Name == "lane-web3"})
	}
	return out
}

// diffCase is a trace the bundle judged, and what is claimed of it: the
// checks circuit's judged and pass bits and status (inputs it compares
// with its own), and the verdict preimage (which the judge circuit hashes
// into its statement).
type diffCase struct {
	trace    []byte
	verdict  judge.Verdict
	kinds    []string
	required []bool
	pass     []bool
	status   byte
	preimage []byte
}

func (c *diffCase) assign(t testing.TB, s diffShape) *checksCircuit {
	t.Helper()
	slots := s.p.caps["spec.checks"]
	judged, pass := make([]bool, slots), make([]bool, slots)
	for j := range c.pass {
		judged[j], pass[j] = true, c.pass[j]
	}
	return checksAssignment(t, s.p.MaxTrace, s.p.MaxPreimage, s.l, c.trace, judged, pass, c.status, c.preimage)
}

// lie is the case with the preimage of another verdict (edit's change of
// the bundle's; the status rule gives the status unless edit sets it),
// and the true pass bits and status: the judge circuit has no inputs for
// those, so a lie reaches it only through the preimage, which the
// circuit must refuse.
func (c *diffCase) lie(t testing.TB, edit func(v *judge.Verdict)) *diffCase {
	t.Helper()
	v := c.verdict
	v.Checks = slices.Clone(v.Checks)
	st := v.Status
	edit(&v)
	if v.Status == st {
		v.Status = judge.StatusOf(v.Checks, c.required)
	}
	out := *c
	var err error
	out.preimage, err = judge.VerdictPreimage(&v)
	require.NoError(t, err)
	require.NotEqual(t, string(c.preimage), string(out.preimage), "a lie that tells the truth")
	return &out
}

// diffStats is what the differential test's traces reached.
type diffStats struct {
	traces, checks int
	outcomes       map[string][2]int // kind → (failed, passed)
	statuses       map[judge.Status]int
	texts          map[string]int
}

func newDiffStats() *diffStats {
	return &diffStats{outcomes: map[string][2]int{}, statuses: map[judge.Status]int{}, texts: map[string]int{}}
}

// count adds a solved case.
func (st *diffStats) count(c *diffCase) {
	st.traces++
	st.statuses[c.verdict.Status]++
	for j, ch := range c.verdict.Checks {
		st.checks++
		o := st.outcomes[c.kinds[j]]
		o[boolInt(ch.Pass)]++
		st.outcomes[c.kinds[j]] = o
		for _, path := range actualPaths {
			if strings.Contains(ch.Actual, path) {
				st.texts[path]++
			}
		}
	}
}

// drawn counts the traces drawn and not used.
type drawn struct {
	refused, outside int
}

// judged judges a trace with the bundle and holds the circuit's reader and
// model to it: a trace the bundle refuses, ReadTrace refuses (it holds the
// schema, value and record rules the circuit holds), and one it takes,
// ReadTrace takes and judgeRecords judges to the bundle's preimage. It
// returns the case, or nil for a trace the bundle refuses.
func judged(t testing.TB, b []byte) *diffCase {
	t.Helper()
	v, err := judge.Judge(b)
	if err != nil {
		require.ErrorIs(t, err, judge.ErrInvalidTrace)
		_, err := ReadTrace(b)
		require.Error(t, err, "the bundle refuses a trace the circuit's reader takes:\n%s", b)
		return nil
	}
	lx, err := ReadTrace(b)
	require.NoError(t, err, "the bundle takes a trace the circuit's reader refuses:\n%s", b)
	mine := judgeRecords(readRecords(b, lx))
	pre, err := judge.VerdictPreimage(&v)
	require.NoError(t, err)
	model, err := judge.VerdictPreimage(&mine)
	require.NoError(t, err)
	require.Equal(t, string(pre), string(model), "judgeRecords and the bundle disagree:\n%s", b)
	c := &diffCase{trace: b, verdict: v, preimage: pre}
	c.status, err = StatusByte(v.Status)
	require.NoError(t, err)
	c.required, err = judge.RequiredChecks(b)
	require.NoError(t, err)
	var m struct {
		Spec struct{ Checks []struct{ Kind string } }
	}
	require.NoError(t, json.Unmarshal(b, &m))
	for j, ch := range v.Checks {
		c.pass = append(c.pass, ch.Pass)
		c.kinds = append(c.kinds, m.Spec.Checks[j].Kind)
	}
	return c
}

// fits says whether a judged case is inside a lane: its bytes, view and
// preimage (judgeFit).
func fits(t testing.TB, s diffShape, c *diffCase) bool {
	t.Helper()
	_, err := judgeFit(s.p, s.l, c.trace)
	if errors.Is(err, ErrOutsideProfile) || errors.Is(err, ErrTableTooSmall) {
		return false
	}
	require.NoError(t, err, "%s", c.trace)
	return true
}

// drawCase draws random traces for a lane until one the bundle takes is
// inside it (judged, fits); it fails after 200 draws in a row that are
// not.
func drawCase(t testing.TB, rng *rand.Rand, s diffShape, d *drawn) *diffCase {
	t.Helper()
	for range 200 {
		c := judged(t, tinyTrace(t, rng, s.web3, s.p.caps["spec.checks"], s.p.MaxTrace))
		switch {
		case c == nil:
			d.refused++
		case !fits(t, s, c):
			d.outside++
		default:
			return c
		}
	}
	require.FailNow(t, "200 random traces in a row refused or outside the lane", "%s", s.p.Name)
	return nil
}

// TestZKDifferential: random traces of both classes (-zk.diff of them, a
// thousand by default), each of one to four checks of every kind over
// random evidence, judged by the bundle in goja (judged: the circuit's
// reader refuses what the bundle refuses, and its model, judgeRecords,
// gives the bundle's preimage). The solver of the judge circuit's parts
// but SHA-256 and the statement (lexer, view, checks, texts, preimage
// fingerprint, record rules; τ from the trace and preimage) must take
// each with the bundle's pass bits, status and verdict preimage byte for
// byte. Eight traces are solved at once, in one circuit whose lanes share
// the lexer's tables (the most of a small circuit's constraints), so a
// trace costs about a fifth of a second instead of the seconds of a
// profile's circuit.
//
// Lies are solved in a circuit of one lane, after the true claim is
// shown to be taken there, and must be refused. Each is a preimage with
// the true pass bits and status beside it, as a prover of the judge
// circuit would have to tell it: for every kind, a failing check claimed
// passing, a passing one claimed failing, its expected or actual text
// changed, and another status; and 20 times one digit of the trace
// changed, the new trace (taken by the bundle, the reader, the
// model and the lane) claimed under the old verdict, at least half of
// them where the new verdict's pass bits or status differ, not just a
// copied hash or id.
//
// The first four fifths of the traces come from a fixed seed, and must
// reach every kind passing and failing, every status and every path of
// the actual texts (actualPaths). The rest come from VERIJUDGE_DIFF_SEED
// (CI sets a new one each run, as for the judge's differential guard) or,
// without it, go on from the fixed seed; a failure names the seed, the
// trace, the bundle's preimage and the lane's own solver error.
func TestZKDifferential(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 0x7a6b))
	lieRNG := rand.New(rand.NewPCG(15, 0x11e)) // (the digits changed: the traces drawn do not depend on the lies)
	fixed := *diffTraces * 4 / 5
	var drawSeed *rand.Rand
	if env := os.Getenv("VERIJUDGE_DIFF_SEED"); env != "" {
		seed, err := strconv.ParseUint(env, 10, 64)
		require.NoError(t, err, "VERIJUDGE_DIFF_SEED")
		drawSeed = rand.New(rand.NewPCG(seed, 0x7a6b))
		// (On stderr too: a test that times out loses its log.)
		fmt.Fprintf(os.Stderr, "TestZKDifferential: %d traces drawn with VERIJUDGE_DIFF_SEED=%d after the fixed seed's (at least %d)\n", *diffTraces-fixed, seed, fixed)
		t.Logf("traces after the first %d drawn with VERIJUDGE_DIFF_SEED=%d", fixed, seed)
	}
	shapes := diffShapes()
	c := &lanesCircuit{}
	for _, s := range shapes {
		c.Lanes = append(c.Lanes, newChecksLane(s.p.MaxTrace, s.p.MaxPreimage, s.l))
	}
	ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, c)
	require.NoError(t, err)
	t.Logf("%d lanes, %d constraints", len(shapes), ccs.GetNbConstraints())
	solve := func(cases []*diffCase) error {
		a := &lanesCircuit{}
		for i, s := range shapes {
			a.Lanes = append(a.Lanes, cases[i].assign(t, s))
		}
		w, err := frontend.NewWitness(a, ecc.BN254.ScalarField())
		require.NoError(t, err)
		return ccs.IsSolved(w)
	}
	lanes := &laneSolver{}
	fixedSt, seededSt, d := newDiffStats(), newDiffStats(), &drawn{}
	lies := []string{"claim-pass", "claim-fail", "expected", "actual", "status"}
	lied := map[string]int{} // "kind/lie", "trace/changed" (and "trace/copied") → refused
	const liesEach, traceLies = 1, 20
	var solving, lying time.Duration
	// The fixed seed's traces go on past their share (up to the long
	// tier's 800) until every kind has passed and failed and been lied
	// about, every status and every path of the actual texts was seen, and
	// the changed-digit lies are told: the seed is fixed, so a run stops
	// at the same trace every time.
	maxFixed := max(fixed, 800)
	covered := func() bool {
		for _, k := range checkKinds {
			if o := fixedSt.outcomes[k]; o[0] == 0 || o[1] == 0 {
				return false
			}
			for _, l := range lies {
				if lied[k+"/"+l] < liesEach {
					return false
				}
			}
		}
		for _, path := range actualPaths {
			if fixedSt.texts[path] == 0 {
				return false
			}
		}
		for _, s := range []judge.Status{judge.StatusSuccess, judge.StatusFailure, judge.StatusPartial} {
			if fixedSt.statuses[s] == 0 {
				return false
			}
		}
		return lied["trace/changed"]+lied["trace/copied"] >= traceLies
	}
	fixedRNG := rng
	for {
		var st *diffStats
		switch {
		case fixedSt.traces < fixed || fixedSt.traces < maxFixed && !covered():
			rng, st = fixedRNG, fixedSt
		case drawSeed != nil && seededSt.traces < *diffTraces-fixed:
			rng, st = drawSeed, seededSt
		case drawSeed == nil && fixedSt.traces < *diffTraces:
			rng, st = fixedRNG, fixedSt
		}
		if st == nil {
			break
		}
		cases := make([]*diffCase, len(shapes))
		for i, s := range shapes {
			cases[i] = drawCase(t, rng, s, d)
		}
		start := time.Now()
		err := solve(cases)
		solving += time.Since(start)
		if err != nil {
			lanes.diagnose(t, shapes, cases, err)
			return
		}
		start = time.Now()
		for i, c := range cases {
			st.count(c)
			s := shapes[i]
			checked := false // (the true claim taken by the lane's own circuit)
			refuse := func(lie *diffCase, format string, args ...any) bool {
				if len(lie.preimage) > s.p.MaxPreimage {
					return false // (a lie longer than the lane holds: not told)
				}
				if !checked {
					require.NoError(t, lanes.solve(t, s, c), "the true claim in the lane's circuit alone:\n%s", c.trace)
					checked = true
				}
				require.Error(t, lanes.solve(t, s, lie), append([]any{format}, args...)...)
				return true
			}
			for j, k := range c.kinds {
				for _, l := range lies {
					if lied[k+"/"+l] >= liesEach || l == "claim-pass" && c.pass[j] || l == "claim-fail" && !c.pass[j] {
						continue
					}
					lie := c.lie(t, func(v *judge.Verdict) {
						switch l {
						case "claim-pass", "claim-fail":
							v.Checks[j].Pass = !v.Checks[j].Pass
						case "expected":
							v.Checks[j].Expected += " "
						case "actual":
							v.Checks[j].Actual = strings.TrimSuffix(v.Checks[j].Actual, "s") + "x"
						case "status":
							v.Status = map[judge.Status]judge.Status{judge.StatusSuccess: judge.StatusPartial,
								judge.StatusPartial: judge.StatusFailure, judge.StatusFailure: judge.StatusSuccess}[v.Status]
						}
					})
					if refuse(lie, "a lie (%s of check %d, %s) taken:\n%s", l, j, k, c.trace) {
						lied[k+"/"+l]++
					}
				}
			}
			if lied["trace/changed"]+lied["trace/copied"] < traceLies {
				if lie, changed := changedDigit(t, lieRNG, s, c, lied["trace/copied"] < traceLies/2); lie != nil {
					// The changed trace's own verdict is taken; its old one is not.
					require.NoError(t, lanes.solve(t, s, lie.truth), "the changed trace:\n%s", lie.truth.trace)
					if refuse(lie.old, "the old verdict of a changed trace taken:\n%s\n%s", c.trace, lie.old.trace) {
						lied[map[bool]string{true: "trace/changed", false: "trace/copied"}[changed]]++
					}
				}
			}
		}
		lying += time.Since(start)
	}
	traces, checks := fixedSt.traces+seededSt.traces, fixedSt.checks+seededSt.checks
	t.Logf("%d traces (%d checks) solved in %v, %.0f ms a trace; %d refused by the bundle and the reader, %d outside the lanes; lies in %v",
		traces, checks, solving.Round(time.Second), float64(solving.Milliseconds())/float64(traces), d.refused, d.outside, lying.Round(time.Second))
	for _, st := range []*diffStats{fixedSt, seededSt} {
		if st.traces == 0 {
			continue
		}
		t.Logf("%s: %d traces, %d checks; statuses %v", map[bool]string{true: "fixed seed", false: "VERIJUDGE_DIFF_SEED"}[st == fixedSt],
			st.traces, st.checks, st.statuses)
		for _, k := range checkKinds {
			t.Logf("  %s: %d failed, %d passed", k, st.outcomes[k][0], st.outcomes[k][1])
		}
		t.Logf("  actual texts: %v", st.texts)
	}
	for _, k := range checkKinds {
		o := fixedSt.outcomes[k]
		assert.Positive(t, o[0], "%s judged failing", k)
		assert.Positive(t, o[1], "%s judged passing", k)
		for _, l := range lies {
			assert.Equal(t, liesEach, lied[k+"/"+l], "%s: %s lies refused", k, l)
		}
	}
	for _, path := range actualPaths {
		assert.Positive(t, fixedSt.texts[path], "an actual text with %q", path)
	}
	for _, s := range []judge.Status{judge.StatusSuccess, judge.StatusFailure, judge.StatusPartial} {
		assert.Positive(t, fixedSt.statuses[s], "status %s", s)
	}
	t.Logf("lies refused: %v", lied)
	assert.GreaterOrEqual(t, lied["trace/changed"], traceLies/2, "changed digits that change pass bits or the status")
	assert.Equal(t, traceLies, lied["trace/changed"]+lied["trace/copied"], "changed digits")
	assert.Greater(t, checks, traces)
}

// changedLie is a trace with a digit changed: its true claim, and the
// old verdict claimed of it.
type changedLie struct {
	truth, old *diffCase
}

// changedDigit changes one digit of the case's trace (of a value, an
// amount, a count, an index, a hash, an id) so that the new trace is
// canonical, judged alike by the bundle, the reader and the model, inside
// the lane, and judged otherwise than the old one; changed says whether
// its pass bits or status differ (else only a copied hash or id does).
// Unless copied is allowed, only such a change is returned. Nil if
// twenty tries find none.
func changedDigit(t testing.TB, rng *rand.Rand, s diffShape, c *diffCase, copied bool) (lie *changedLie, changed bool) {
	t.Helper()
	var digits []int
	for i, b := range c.trace {
		if b >= '0' && b <= '9' {
			digits = append(digits, i)
		}
	}
	if len(digits) == 0 {
		return nil, false
	}
	for range 20 {
		i := digits[rng.IntN(len(digits))]
		b := slices.Clone(c.trace)
		b[i] = '0' + (b[i]-'0'+1+byte(rng.IntN(9)))%10
		if cb, err := canon.CanonicalizeTrace(b); err != nil || !bytes.Equal(cb, b) {
			continue // (the bundle would judge its canonical form)
		}
		truth := judged(t, b)
		if truth == nil || string(truth.preimage) == string(c.preimage) || !fits(t, s, truth) {
			continue
		}
		changed := truth.status != c.status || !slices.Equal(truth.pass, c.pass)
		if !changed && !copied {
			continue
		}
		old := *c
		old.trace = b
		return &changedLie{truth: truth, old: &old}, changed
	}
	return nil, false
}

// laneSolver solves one case in a circuit of its lane's shape alone,
// compiled on first use.
type laneSolver struct {
	compiled map[string]constraint.ConstraintSystem
}

func (ls *laneSolver) solve(t testing.TB, s diffShape, c *diffCase) error {
	t.Helper()
	ccs, ok := ls.compiled[s.p.Name]
	if !ok {
		var err error
		ccs, err = frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, &lanesCircuit{Lanes: []*checksCircuit{newChecksLane(s.p.MaxTrace, s.p.MaxPreimage, s.l)}})
		require.NoError(t, err)
		if ls.compiled == nil {
			ls.compiled = map[string]constraint.ConstraintSystem{}
		}
		ls.compiled[s.p.Name] = ccs
	}
	w, err := frontend.NewWitness(&lanesCircuit{Lanes: []*checksCircuit{c.assign(t, s)}}, ecc.BN254.ScalarField())
	require.NoError(t, err)
	return ccs.IsSolved(w)
}

// diagnose finds the lanes of a refused batch that are refused alone,
// and reports each one's trace, claim and the solver's error.
func (ls *laneSolver) diagnose(t *testing.T, shapes []diffShape, cases []*diffCase, batchErr error) {
	t.Helper()
	found := false
	for i, s := range shapes {
		if err := ls.solve(t, s, cases[i]); err != nil {
			found = true
			t.Errorf("lane %d (%s): the circuit refuses the bundle's verdict: %v\ntrace: %s\nbundle's preimage: %s", i, s.p.Name, err, cases[i].trace, cases[i].preimage)
		}
	}
	if !found {
		t.Errorf("a batch refused, though each of its lanes is taken alone: %v", batchErr)
	}
}
