package zk

import (
	"crypto/sha256"
	"fmt"
	"math/big"

	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/std/math/uints"
	"github.com/consensys/gnark/std/rangecheck"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
)

// The judge circuit (docs/zk.md, "The judge circuit"): the streaming
// reader, the typed view, the checks with their texts and the verdict
// preimage, and the statement digest, for any trace inside a profile. It
// is the circuit `zk prove` proves (Prove), under development keys
// (LoadDevKeys) or a ceremony's keys of its constraint system.
//
// Guarantees: a satisfying assignment holds canonical trace bytes T (in
// the schema, every value as its field's rule requires, every record
// rule), preimage bytes P, and binding and evaluator bytes B and E, such
// that P is judge.VerdictPreimage of the verdict judgeRecords gives for
// T, and the public input is the top 248 bits of sha256(sha256(T) ‖
// sha256(P) ‖ B ‖ E ‖ status); up to the soundness of the log-derivative
// and fingerprint arguments. A fingerprint equality between different
// strings of at most n = |T| + |P| bytes holds for at most n values of τ,
// so with m equalities checked (m is below the constraint count, 2^23
// at the full profile) one τ breaks one with probability at most
// m·n/2^248; τ is a hash the prover can recompute for other traces, so a
// prover making q hash evaluations breaks one with probability at most
// q·m·n/2^248 (2^-131 for q = 2^80 at the full profile: m·n < 2^37). The
// log-derivative lookups add, per evaluation of their commitment's
// challenge, the number of queries and table entries over the field's
// size (about 2^254). Not guaranteed: that E names the rules the circuit
// implements (the verifier holds it to the listed evaluators).

// Profile is a judge circuit's compile-time shape: the canonical trace's
// and the verdict preimage's capacities in bytes and the typed view's
// capacities (how many checks, transactions, logs, balances, actors,
// tests and artifacts). A trace outside it is refused with the reason
// (Prepare); Describe says it in words.
type Profile struct {
	Name        string
	MaxTrace    int
	MaxPreimage int
	caps        viewCaps
}

// Small is the small instance: code traces of at most 1 KiB
// (the suite's smallest is 840 bytes) and one element of each web3 array.
var Small = Profile{Name: "small", MaxTrace: 1024, MaxPreimage: 1024, caps: viewCaps{
	"spec.checks":                               8,
	"spec.checks[].allow":                       1,
	"spec.checks[].names":                       4,
	"spec.checks[].via":                         1,
	"evidence.actors":                           1,
	"evidence.artifacts":                        2,
	"evidence.balances":                         1,
	"evidence.tests":                            10,
	"evidence.transactions":                     1,
	"evidence.transactions[].internalTransfers": 1,
	"evidence.transactions[].logs":              1,
	"evidence.transactions[].logs[].topics":     4,
}}

// Full is the full instance: canonical traces of at most 8
// KiB with verdict preimages of at most 2 KiB and the view's full
// capacities, which hold every suite trace (TestJudgeFit).
var Full = Profile{Name: "full", MaxTrace: 8192, MaxPreimage: 2048, caps: fullViewCaps}

// judgeCircuit is the judge circuit of a profile.
type judgeCircuit struct {
	Trace       []uints.U8
	TraceLen    frontend.Variable
	View        *viewInputs
	Preimage    []uints.U8
	PreimageLen frontend.Variable
	Binding     [32]uints.U8
	Evaluator   [32]uints.U8
	Statement   frontend.Variable `gnark:",public"`
	layout      *viewLayout
}

func newJudgeCircuit(p Profile) *judgeCircuit {
	l := newViewLayout(p.caps)
	return &judgeCircuit{Trace: make([]uints.U8, p.MaxTrace), View: newViewInputs(l), Preimage: make([]uints.U8, p.MaxPreimage), layout: l}
}

func (c *judgeCircuit) Define(api frontend.API) error {
	g := &gadgets{api: api, rc: rangecheck.New(api)}
	traceHash, lex, err := g.readTrace(c.Trace, c.TraceLen)
	if err != nil {
		return err
	}
	view := g.recordView(lex, c.layout, c.View)
	preimage := make([]frontend.Variable, len(c.Preimage))
	for i, b := range c.Preimage {
		preimage[i] = b.Val
	}
	// The fingerprints' τ is the statement, which hashes T and P[:n]: the
	// bytes past n are zero (the lexer holds the trace's to it), so τ
	// fixes every byte the fingerprints read.
	g.zeroPast(preimage, c.PreimageLen)
	out, err := g.judgeChecks(lex, view, preimage, c.Statement)
	if err != nil {
		return err
	}
	// P is the built preimage: its length and fingerprint.
	api.AssertIsEqual(out.Preimage.n, c.PreimageLen)
	api.AssertIsEqual(out.Preimage.fp, out.fp.of(len(lex.Data), c.PreimageLen))
	verdictHash, err := g.sha256(c.Preimage, c.PreimageLen)
	if err != nil {
		return err
	}
	return g.statement(c.Statement, traceHash, verdictHash, c.Binding, c.Evaluator, out.Status)
}

// judgeAssignment assigns the judge circuit of a profile for a canonical
// trace, the preimage of the verdict judgeRecords gives for it, a binding
// and an evaluator digest; it returns the statement too. It refuses a
// trace outside the profile with the reason (judgeFit).
func judgeAssignment(p Profile, trace []byte, binding *big.Int, evaluator canon.Hash) (*judgeCircuit, Statement, error) {
	fit, err := judgeFit(p, newViewLayout(p.caps), trace)
	if err != nil {
		return nil, Statement{}, err
	}
	return judgeAssign(p, fit, trace, binding, evaluator)
}

// judgeAssign is judgeAssignment for a trace judgeFit has fitted.
func judgeAssign(p Profile, fit *judgeFitted, trace []byte, binding *big.Int, evaluator canon.Hash) (*judgeCircuit, Statement, error) {
	c := newJudgeCircuit(p)
	pre := fit.preimage
	s := Statement{TraceHash: sha256.Sum256(trace), VerdictHash: sha256.Sum256(pre), Evaluator: evaluator, Status: fit.verdict.Status}
	digest, err := StatementDigest(s, binding)
	if err != nil {
		return nil, Statement{}, err
	}
	c.TraceLen, c.PreimageLen, c.Statement = len(trace), len(pre), digest
	for i := range c.Trace {
		c.Trace[i] = uints.NewU8(byteAt(trace, i))
	}
	for i := range c.Preimage {
		c.Preimage[i] = uints.NewU8(byteAt(pre, i))
	}
	var b [32]byte
	binding.FillBytes(b[:])
	for i := range 32 {
		c.Binding[i], c.Evaluator[i] = uints.NewU8(b[i]), uints.NewU8(evaluator[i])
	}
	c.View.assign(c.layout, fit.view)
	return c, s, nil
}

// judgeFitted is a trace inside a profile: its view, its verdict and the
// verdict's preimage.
type judgeFitted struct {
	profile  string // the profile's name (Prepare)
	view     *viewWitness
	verdict  judge.Verdict
	preimage []byte
}

// judgeFit says whether a trace is inside a profile, and if not why: its
// bytes, the schema and the value rules (ReadTrace), the record rules
// (ErrRecordRule), the view's capacities (ErrTableTooSmall), the
// preimage's bytes, and the texts' bound (maxText bytes of each text's
// JSON.stringify form, which the circuit requires so that no text is
// one the judge cuts).
func judgeFit(p Profile, l *viewLayout, trace []byte) (*judgeFitted, error) {
	if len(trace) > p.MaxTrace {
		return nil, &ProfileError{Profile: p.Name, Reason: fmt.Sprintf("the canonical trace is %d bytes, above %d", len(trace), p.MaxTrace)}
	}
	lx, err := ReadTrace(trace)
	if err != nil {
		return nil, err
	}
	w, err := l.viewOf(trace, lx)
	if err != nil {
		return nil, err
	}
	v := judgeRecords(readRecords(trace, lx))
	for _, c := range v.Checks {
		for _, t := range [][2]string{{"expected", c.Expected}, {"actual", c.Actual}} {
			if n := len(judge.AppendJSString(nil, t[1])) - 2; n > maxText {
				return nil, &ProfileError{Profile: p.Name, Reason: fmt.Sprintf("check %q: its %s text is %d bytes as JSON writes it, above %d", c.Name, t[0], n, maxText)}
			}
		}
	}
	pre, err := judge.VerdictPreimage(&v)
	if err != nil {
		return nil, err
	}
	if len(pre) > p.MaxPreimage {
		return nil, &ProfileError{Profile: p.Name, Reason: fmt.Sprintf("the verdict preimage is %d bytes, above %d", len(pre), p.MaxPreimage)}
	}
	return &judgeFitted{view: w, verdict: v, preimage: pre}, nil
}

// zeroPast asserts that n is in [0, len(data)] and that data[i] is 0
// for every i ≥ n.
func (g *gadgets) zeroPast(data []frontend.Variable, n frontend.Variable) {
	api := g.api
	var past frontend.Variable = 0 // 1 from i = n on
	for i := range data {
		past = api.Add(past, g.isZero(api.Sub(n, i)))
		api.AssertIsEqual(api.Mul(past, data[i]), 0)
	}
	// n is below len(data) (past ended at 1) or is len(data).
	api.AssertIsEqual(api.Mul(api.Sub(1, past), api.Sub(n, len(data))), 0)
}

// byteAt is b[i], or 0 past its end (the padding).
func byteAt(b []byte, i int) uint8 {
	if i < len(b) {
		return b[i]
	}
	return 0
}
