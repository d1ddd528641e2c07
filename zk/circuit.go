package zk

import (
	"fmt"
	"sync"

	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/std/hash/sha2"
	"github.com/consensys/gnark/std/lookup/logderivlookup"
	"github.com/consensys/gnark/std/math/uints"
	"github.com/consensys/gnark/std/rangecheck"
)

// Circuit proves verdict = judge(trace) for traces of one profile.
//
// Public input: one field element, the statement digest
//
//	sha256(traceHash ‖ verdictHash ‖ binding ‖ evaluatorDigest ‖ status) >> 8
//
// where binding is 32 bytes (a number below 2^248, big-endian) that the
// on-chain verifier derives from the attestation UIDs, so that a proof
// serves one attestation pair only; evaluatorDigest is the bundle the
// statement names (the on-chain verifier takes it from the provenance and
// requires it to be one the circuit implements) and status one byte (1
// SUCCESS, 2 FAILURE, 3 PARTIAL) that the circuit computes and the on-chain
// verifier takes from the verdict attestation. One public input instead of
// five saves four scalar multiplications (about 25k gas) in every on-chain
// verification; the circuit pays three SHA-256 blocks for it.
//
// Private inputs: the binding's and evaluator digest's bytes, the canonical trace bytes and the template's values
// (presence flags, slot bytes, enum choices), the verdict-hash preimage, the
// decimal total gas and the order of the sorted transaction hashes. The
// circuit proves that the trace bytes are the template's rendering of those
// values (so they are canonical JSON of an in-profile trace), that their
// SHA-256 is the trace hash, that the check results and the status follow
// from the values by the judge's rules, that the preimage is the verdict's
// JSON.stringify text, and that its SHA-256 is the verdict hash.
type Circuit struct {
	Statement frontend.Variable `gnark:",public"`

	Binding     [32]uints.U8
	Evaluator   [32]uints.U8
	Trace       []uints.U8
	TraceLen    frontend.Variable
	Flags       []frontend.Variable
	Slots       []frontend.Variable
	SlotLens    []frontend.Variable
	Enums       []frontend.Variable
	Preimage    []uints.U8
	PreimageLen frontend.Variable
	Gas         []frontend.Variable
	GasLen      frontend.Variable
	Perm        []frontend.Variable

	profile Profile
}

var layouts sync.Map // Profile → *layout

func layoutFor(p Profile) *layout {
	if l, ok := layouts.Load(p); ok {
		return l.(*layout)
	}
	l, _ := layouts.LoadOrStore(p, newLayout(p))
	return l.(*layout)
}

// NewCircuit returns the circuit of profile p with its inputs allocated
// (for compiling).
func NewCircuit(p Profile) *Circuit {
	l := layoutFor(p)
	return &Circuit{
		Trace:    make([]uints.U8, p.MaxTrace),
		Flags:    make([]frontend.Variable, len(l.flags)),
		Slots:    make([]frontend.Variable, l.nSlotB),
		SlotLens: make([]frontend.Variable, len(l.slots)),
		Enums:    make([]frontend.Variable, l.nEnumB),
		Preimage: make([]uints.U8, p.MaxPreimage),
		Gas:      make([]frontend.Variable, gasDigits),
		Perm:     make([]frontend.Variable, p.MaxTxs),
		profile:  p,
	}
}

// slotVars is one slot as the circuit sees it.
type slotVars struct {
	b   []frontend.Variable
	n   frontend.Variable
	val frontend.Variable // integer slots: the number
}

func (c *Circuit) Define(api frontend.API) error {
	p := c.profile
	if err := p.validate(); err != nil {
		return err
	}
	l := layoutFor(p)
	g := newGadgets(api, rangecheck.New(api))

	// Flags: bits, each set only under its parent.
	flag := func(name string) frontend.Variable {
		i, ok := l.flagIdx[name]
		if !ok {
			panic("zk: no flag " + name)
		}
		return c.Flags[i]
	}
	onOf := func(f int) frontend.Variable {
		if f < 0 {
			return 1
		}
		return c.Flags[f]
	}
	for i, f := range c.Flags {
		g.bit(f)
		if l.parent[i] >= 0 {
			g.implies(f, c.Flags[l.parent[i]])
		}
	}

	// Slots: length within bounds when present and 0 when absent, bytes of
	// the slot's classes then zero padding, integers canonical.
	slots := make([]slotVars, len(l.slots))
	for i, d := range l.slots {
		b := c.Slots[l.slotOff[i] : l.slotOff[i]+d.max]
		n := c.SlotLens[i]
		on := onOf(d.on)
		m := g.mask(n, d.max)
		if d.on >= 0 {
			api.AssertIsEqual(api.Mul(api.Sub(1, on), n), 0)
		}
		g.rc.Check(api.Sub(n, api.Mul(on, d.min)), 8)
		keys := make([]frontend.Variable, d.max)
		for j := range b {
			g.rc.Check(b[j], 8)
			cls := d.tail
			if j == 0 {
				cls = d.head
			}
			keys[j] = api.Add(cls*256, b[j])
		}
		ok := g.class.Lookup(keys...)
		for j := range b {
			api.AssertIsEqual(api.Mul(m[j], api.Sub(1, ok[j])), 0)
			api.AssertIsEqual(api.Mul(api.Sub(1, m[j]), b[j]), 0)
		}
		sv := slotVars{b: b, n: n}
		if d.integer {
			z := g.isZero(api.Sub(b[0], '0'))
			api.AssertIsEqual(api.Mul(z, api.Sub(n, 1)), 0) // "0" only alone
			if d.positive {
				api.AssertIsEqual(api.Mul(on, z), 0)
			}
			sv.val = g.decimal(b, m)
		}
		slots[i] = sv
	}
	slot := func(name string) slotVars {
		i, ok := l.slotIdx[name]
		if !ok {
			panic("zk: no slot " + name)
		}
		return slots[i]
	}

	// Enums: one bit per option, one set exactly when present.
	enumBits := func(i int) []frontend.Variable {
		return c.Enums[l.enumOff[i] : l.enumOff[i]+len(l.enums[i].opts)]
	}
	for i, e := range l.enums {
		var sum frontend.Variable = 0
		for _, b := range enumBits(i) {
			g.bit(b)
			sum = api.Add(sum, b)
		}
		api.AssertIsEqual(sum, onOf(e.on))
	}
	enum := func(name string) []frontend.Variable {
		i, ok := l.enumIdx[name]
		if !ok {
			panic("zk: no enum " + name)
		}
		return enumBits(i)
	}

	// The trace is the template's rendering of the values, and hashes to
	// the public trace hash.
	segs := make([]segment, 0, len(l.segs))
	for _, s := range l.segs {
		switch s.kind {
		case segLit:
			segs = append(segs, g.lit(s.lit, onOf(s.on)))
		case segSlot:
			segs = append(segs, segment{b: slots[s.ref].b, n: slots[s.ref].n})
		case segEnum:
			segs = append(segs, g.enumSeg(l.enums[s.ref].opts, enumBits(s.ref)))
		}
	}
	trace := make([]frontend.Variable, len(c.Trace))
	for i, b := range c.Trace {
		trace[i] = b.Val
	}
	g.concat(trace, c.TraceLen, segs)
	traceHash, err := g.sha256(c.Trace, c.TraceLen)
	if err != nil {
		return err
	}

	// The evidence the checks read.
	T := p.MaxTxs
	txOn := make([]frontend.Variable, T)
	stOK := make([]frontend.Variable, T)
	var nTx, nOK, gasTotal frontend.Variable = 0, 0, 0
	hb := logderivlookup.New(api)
	hi := make([]frontend.Variable, T)
	lo := make([]frontend.Variable, T)
	for k := range T {
		tx := fmt.Sprintf("tx%d", k)
		txOn[k] = flag(tx)
		stOK[k] = enum(tx + ".status")[1]
		nTx = api.Add(nTx, txOn[k])
		nOK = api.Add(nOK, stOK[k])
		gasTotal = api.Add(gasTotal, slot(tx+".gasUsed").val)
		h := slot(tx + ".hash").b
		for _, b := range h {
			hb.Insert(b)
		}
		nib := g.nib.Lookup(h...)
		hi[k], lo[k] = 0, 0
		for j := range 32 {
			hi[k] = api.Add(api.Mul(hi[k], 16), nib[j])
			lo[k] = api.Add(api.Mul(lo[k], 16), nib[32+j])
		}
	}

	// The checks, by the judge's rules (judge/js/src/classes/web3.js).
	C := p.MaxChecks
	api.AssertIsEqual(flag("ck0"), 1) // spec.checks is never empty
	type checkVars struct {
		on, kS, kC, kG, idx, idxIn, stAt, pass frontend.Variable
		ops                                    []frontend.Variable
		name, index, value                     slotVars
	}
	checks := make([]checkVars, C)
	var passed, nChecks, failReq frontend.Variable = 0, 0, 0
	// tx_succeeded without index: at least one tx, all succeeded.
	passAll := api.Mul(g.isZero(api.Sub(nTx, nOK)), api.Sub(1, g.isZero(nTx)))
	for ci := range C {
		ck := fmt.Sprintf("ck%d", ci)
		kind := enum(ck + ".kind")
		cv := checkVars{on: flag(ck), kS: kind[0], kC: kind[1], kG: kind[2], idx: flag(ck + ".index"),
			ops: enum(ck + ".op"), name: slot(ck + ".name"), index: slot(ck + ".index"), value: slot(ck + ".value")}
		// Each kind has its own parameters: index only for tx_succeeded,
		// op and value exactly for tx_count and gas_used.
		g.implies(cv.idx, cv.kS)
		api.AssertIsEqual(flag(ck+".op"), api.Add(cv.kC, cv.kG))
		api.AssertIsEqual(flag(ck+".value"), api.Add(cv.kC, cv.kG))

		// tx_succeeded with index: that tx exists and succeeded.
		var inRange, stAt frontend.Variable = 0, 0
		for t := range T {
			e := g.isZero(api.Sub(cv.index.val, t))
			inRange = api.Add(inRange, api.Mul(e, txOn[t]))
			stAt = api.Add(stAt, api.Mul(e, stOK[t]))
		}
		cv.idxIn = api.Mul(cv.idx, inRange)
		cv.stAt = stAt
		cv.pass = api.Add(
			api.Mul(api.Sub(cv.kS, cv.idx), passAll),
			api.Mul(cv.idx, stAt),
			api.Mul(cv.kC, g.compare(cv.ops, nTx, cv.value.val)),
			api.Mul(cv.kG, g.compare(cv.ops, gasTotal, cv.value.val)),
		)
		passed = api.Add(passed, cv.pass)
		nChecks = api.Add(nChecks, cv.on)
		failReq = api.Add(failReq, api.Mul(enum(ck + ".required")[0], api.Sub(1, cv.pass)))
		checks[ci] = cv
	}
	// Check names are unique (the judge refuses duplicates).
	for a := range C {
		for b := a + 1; b < C; b++ {
			same := g.sameBytes(checks[a].name.b, checks[b].name.b)
			api.AssertIsEqual(api.Mul(checks[b].on, same), 0)
		}
	}
	// The status rule (docs/trace.md): SUCCESS when every check passes;
	// FAILURE when a required check fails or none passes; else PARTIAL.
	allPass := g.isZero(api.Sub(nChecks, passed))
	anyFail := api.Sub(1, g.isZero(failReq))
	none := g.isZero(passed)
	sF := api.Mul(api.Sub(1, allPass), api.Sub(api.Add(anyFail, none), api.Mul(anyFail, none)))
	sP := api.Sub(api.Sub(1, allPass), sF)

	// The total gas as decimal text.
	gm := g.mask(c.GasLen, gasDigits)
	g.rc.Check(api.Sub(c.GasLen, 1), 5)
	gk := make([]frontend.Variable, gasDigits)
	for j := range c.Gas {
		g.rc.Check(c.Gas[j], 8)
		gk[j] = api.Add(clsDigit*256, c.Gas[j])
	}
	gok := g.class.Lookup(gk...)
	for j := range c.Gas {
		api.AssertIsEqual(api.Mul(gm[j], api.Sub(1, gok[j])), 0)
		api.AssertIsEqual(api.Mul(api.Sub(1, gm[j]), c.Gas[j]), 0)
	}
	api.AssertIsEqual(api.Mul(g.isZero(api.Sub(c.Gas[0], '0')), api.Sub(c.GasLen, 1)), 0)
	api.AssertIsEqual(g.decimal(c.Gas, gm), gasTotal)

	// The sorted transaction hashes: Perm is a permutation of the present
	// transactions, in non-decreasing hash order.
	sortedHi := make([]frontend.Variable, T)
	sortedLo := make([]frontend.Variable, T)
	sortedB := make([][]frontend.Variable, T)
	for k := range T {
		var sel, shi, slo frontend.Variable = 0, 0, 0
		for t := range T {
			e := g.isZero(api.Sub(c.Perm[k], t))
			sel = api.Add(sel, api.Mul(e, txOn[t]))
			shi = api.Add(shi, api.Mul(e, hi[t]))
			slo = api.Add(slo, api.Mul(e, lo[t]))
		}
		g.implies(txOn[k], sel)
		sortedHi[k], sortedLo[k] = shi, slo
		for j := range k {
			api.AssertIsEqual(api.Mul(txOn[k], g.isZero(api.Sub(c.Perm[j], c.Perm[k]))), 0)
		}
		keys := make([]frontend.Variable, 64)
		for o := range keys {
			keys[o] = api.Add(api.Mul(c.Perm[k], 64), o)
		}
		sortedB[k] = hb.Lookup(keys...)
	}
	for k := 1; k < T; k++ {
		ltHi := g.less(sortedHi[k-1], sortedHi[k], 128)
		eqHi := g.isZero(api.Sub(sortedHi[k-1], sortedHi[k]))
		leLo := api.Sub(1, g.less(sortedLo[k], sortedLo[k-1], 128))
		g.implies(txOn[k], api.Add(ltHi, api.Mul(eqHi, leLo)))
	}

	// The preimage: JSON.stringify([trialId, taskId, buildId, status,
	// "web3", checks, sorted hashes]).
	digit := func(d, on frontend.Variable) segment {
		return segment{b: []frontend.Variable{api.Add(d, '0')}, n: on}
	}
	cp := func(s slotVars, on frontend.Variable) segment { return segment{b: s.b, n: api.Mul(on, s.n)} }
	pre := []segment{
		g.lit(`["`, 1), cp(slot("trialId"), 1), g.lit(`","`, 1), cp(slot("taskId"), 1),
		g.lit(`","`, 1), cp(slot("buildId"), 1), g.lit(`","`, 1),
		g.enumSeg([]string{"SUCCESS", "FAILURE", "PARTIAL"}, []frontend.Variable{allPass, sF, sP}),
		g.lit(`","web3",[`, 1),
	}
	for ci, cv := range checks {
		on := cv.on
		noIdx := api.Sub(cv.kS, cv.idx)
		idxOut := api.Sub(cv.idx, cv.idxIn)
		cmp := api.Add(cv.kC, cv.kG)
		if ci > 0 {
			pre = append(pre, g.lit(`,`, on))
		}
		pre = append(pre,
			g.lit(`["`, on), cp(cv.name, on), g.lit(`",`, on),
			g.enumSeg([]string{"true", "false"}, []frontend.Variable{cv.pass, api.Sub(on, cv.pass)}),
			g.lit(`,"`, on),
			// expected
			g.lit(`all txs status == 1 (at least one tx)`, noIdx),
			g.lit(`tx[`, cv.idx), cp(cv.index, cv.idx), g.lit(`].status == 1`, cv.idx),
			g.lit(`tx count `, cv.kC), g.lit(`total gas used `, cv.kG),
			g.enumSeg(profileOpSyms, cv.ops), g.lit(` `, cmp), cp(cv.value, cmp),
			g.lit(`","`, on),
			// actual
			digit(nOK, noIdx), g.lit(`/`, noIdx), digit(nTx, noIdx), g.lit(` succeeded`, noIdx),
			g.lit(`status `, cv.idxIn), digit(cv.stAt, cv.idxIn),
			g.lit(`missing: tx[`, idxOut), cp(cv.index, idxOut), g.lit(`] (`, idxOut), digit(nTx, idxOut), g.lit(` txs)`, idxOut),
			digit(nTx, cv.kC),
			segment{b: c.Gas, n: api.Mul(cv.kG, c.GasLen)},
			g.lit(`"]`, on),
		)
	}
	pre = append(pre, g.lit(`],[`, 1))
	for k := range T {
		if k > 0 {
			pre = append(pre, g.lit(`,`, txOn[k]))
		}
		pre = append(pre, g.lit(`"0x`, txOn[k]), segment{b: sortedB[k], n: api.Mul(txOn[k], 64)}, g.lit(`"`, txOn[k]))
	}
	pre = append(pre, g.lit(`]]`, 1))
	preimage := make([]frontend.Variable, len(c.Preimage))
	for i, b := range c.Preimage {
		preimage[i] = b.Val
	}
	g.concat(preimage, c.PreimageLen, pre)
	verdictHash, err := g.sha256(c.Preimage, c.PreimageLen)
	if err != nil {
		return err
	}

	// The statement digest binds both hashes, the binding, the evaluator
	// digest the statement names and the status computed above (1
	// SUCCESS, 2 FAILURE, 3 PARTIAL: exactly one of the three is set).
	status := api.Add(allPass, api.Mul(sF, 2), api.Mul(sP, 3))
	return g.statement(c.Statement, traceHash, verdictHash, c.Binding, c.Evaluator, status)
}

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

// decimal is the number written by the digits b[j] where m[j] is set.
func (g *gadgets) decimal(b, m []frontend.Variable) frontend.Variable {
	api := g.api
	var acc frontend.Variable = 0
	for j := range b {
		// acc = m ? acc*10 + digit : acc
		acc = api.Add(acc, api.Mul(m[j], api.Add(api.Mul(acc, 9), api.Sub(b[j], '0'))))
	}
	return acc
}

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

// sameBytes returns [a == b] for equal-length byte slices, packing 31
// bytes per field element.
func (g *gadgets) sameBytes(a, b []frontend.Variable) frontend.Variable {
	api := g.api
	var same frontend.Variable = 1
	for j := 0; j < len(a); j += 31 {
		var x, y frontend.Variable = 0, 0
		for o := j; o < min(j+31, len(a)); o++ {
			x = api.Add(api.Mul(x, 256), a[o])
			y = api.Add(api.Mul(y, 256), b[o])
		}
		same = api.Mul(same, g.isZero(api.Sub(x, y)))
	}
	return same
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
