package zk

import (
	"errors"
	"math/big"

	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/std/hash/sha2"
	"github.com/consensys/gnark/std/math/uints"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
)

// ErrOutsideProfile reports a valid trace that the circuit does not cover.
var ErrOutsideProfile = errors.New("zk: trace outside the circuit's profile")

// Statement is what a proof shows: the canonical trace with this hash is
// judged, by the rules of the evaluator with this digest, to the verdict
// with this hash and this status. The circuit computes the trace hash, the
// verdict hash and the status; the evaluator digest is the claim a
// verifier holds against the bundles the circuit implements (Evaluators).
type Statement struct {
	TraceHash   canon.Hash   `json:"traceHash"`
	VerdictHash canon.Hash   `json:"verdictHash"`
	Evaluator   canon.Hash   `json:"evaluatorDigest"`
	Status      judge.Status `json:"status"`
}

// MaxBindingBits bounds the binding public input: bindings are below
// 2^MaxBindingBits.
const MaxBindingBits = 248

// MaxBinding is 2^MaxBindingBits (a fresh value each call).
func MaxBinding() *big.Int { return new(big.Int).Lsh(big.NewInt(1), MaxBindingBits) }

// publicStatement is the circuits' public part: the statement digest.
type publicStatement struct {
	Statement frontend.Variable `gnark:",public"`
}

func (publicStatement) Define(frontend.API) error { return nil }

// statement asserts that the public input is the statement digest: the
// top 248 bits of sha256(traceHash ‖ verdictHash ‖ binding ‖ evaluator ‖
// status), the binding's and the evaluator's bytes range-checked.
func (g *gadgets) statement(public frontend.Variable, traceHash, verdictHash []uints.U8, binding, evaluator [32]uints.U8, status frontend.Variable) error {
	api := g.api
	for _, b := range binding {
		g.rc.Check(b.Val, 8)
	}
	for _, b := range evaluator {
		g.rc.Check(b.Val, 8)
	}
	h, err := sha2.New(api)
	if err != nil {
		return err
	}
	h.Write(traceHash)
	h.Write(verdictHash)
	h.Write(binding[:])
	h.Write(evaluator[:])
	h.Write([]uints.U8{{Val: status}})
	sum := h.Sum()
	var st frontend.Variable = 0
	for _, b := range sum[:31] {
		st = api.Add(api.Mul(st, 256), b.Val)
	}
	api.AssertIsEqual(st, public)
	return nil
}

// sha256 returns SHA-256 of data[:n].
func (g *gadgets) sha256(data []uints.U8, n frontend.Variable) ([]uints.U8, error) {
	h, err := sha2.New(g.api)
	if err != nil {
		return nil, err
	}
	h.Write(data)
	return h.FixedLengthSum(n), nil
}

// The comparison operators, in the order of the op enum.
var profileOps = []string{"eq", "gte", "lte", "gt", "lt"}

// compare evaluates the op (one bit per profileOps entry) on x and y,
// both below 2^60.
func (g *gadgets) compare(ops []frontend.Variable, x, y frontend.Variable) frontend.Variable {
	api := g.api
	lt := g.less(x, y, 60)
	gt := g.less(y, x, 60)
	return opOutcome(api, ops, lt, api.Sub(api.Sub(1, lt), gt), gt)
}

// opOutcome is the op's result (one bit per profileOps entry: eq, gte,
// lte, gt, lt) given the bits [x < y], [x == y] and [x > y].
func opOutcome(api frontend.API, ops []frontend.Variable, lt, eq, gt frontend.Variable) frontend.Variable {
	return api.Add(
		api.Mul(ops[0], eq),
		api.Mul(ops[1], api.Sub(1, lt)),
		api.Mul(ops[2], api.Sub(1, gt)),
		api.Mul(ops[3], gt),
		api.Mul(ops[4], lt),
	)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
