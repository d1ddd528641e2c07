package zk

import (
	"fmt"
	"strconv"

	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/std/lookup/logderivlookup"
)

// The checks over the typed view (docs/zk.md, "The checks"), as
// judgeRecords states them: each check slot's pass bit, computed from the
// cells and from the trace's bytes at the cells' offsets. This first part
// judges tx_succeeded, tx_count and gas_used of the web3 class and
// exit_code and tests_pass (modes all and atLeast) of the code class; a
// check of another kind, or tests_pass with named, is not judged here
// (its Judged bit is 0), and nothing yet builds the verdict's texts or
// decides the record rules. Not part of the judge circuit yet.

// circuitKinds are the kinds this part judges.
var circuitKinds = []string{"tx_succeeded", "tx_count", "gas_used", "exit_code", "tests_pass"}

// checkKinds are the 11 kinds, in the order the circuit numbers them.
var checkKinds = []string{"tx_succeeded", "balance_delta", "erc20_transfer", "no_outflow_outside", "event_emitted",
	"contract_called", "tx_count", "gas_used", "tests_pass", "exit_code", "artifact_digest"}

// checksVars are the checks' results, one per check slot: whether the
// circuit judges it, and its pass bit (0 where not judged or absent).
type checksVars struct {
	Judged, Pass []frontend.Variable
}

// cell is the index of the view's cell of that name (a bug if none).
func (v *viewVars) cell(name string) int {
	c, ok := v.layout.byName[name]
	if !ok {
		panic("zk: view: no cell " + name)
	}
	return c
}

// slots counts an array's slots in the view under one parent: "spec.checks".
func (v *viewVars) slots(array string) int {
	n := 0
	for {
		if _, ok := v.layout.byName[array+"["+strconv.Itoa(n)+"]"]; !ok {
			return n
		}
		n++
	}
}

// words decodes an enumeration cell: one bit per word, set for the word
// the cell holds (all 0 for an absent cell). The value automaton has
// already held the string to one of the words, so its length and its
// first byte (read from the trace) tell them apart; the words must differ
// in one or the other.
func (g *gadgets) words(bytes logderivlookup.Table, v *viewVars, c int, ws ...string) []frontend.Variable {
	api := g.api
	seen := map[[2]int]bool{}
	for _, w := range ws {
		k := [2]int{len(w), int(w[0])}
		if seen[k] {
			panic(fmt.Sprintf("zk: words: %q is not told apart by its length and first byte", w))
		}
		seen[k] = true
	}
	n := api.Sub(v.At[c], v.From[c], 1)
	first := bytes.Lookup(api.Add(v.From[c], 1))[0]
	lens, firsts := map[int]frontend.Variable{}, map[byte]frontend.Variable{}
	out := make([]frontend.Variable, len(ws))
	for i, w := range ws {
		if lens[len(w)] == nil {
			lens[len(w)] = g.isZero(api.Sub(n, len(w)))
		}
		if firsts[w[0]] == nil {
			firsts[w[0]] = g.isZero(api.Sub(first, int(w[0])))
		}
		out[i] = api.Mul(v.Present[c], lens[len(w)], firsts[w[0]])
	}
	return out
}

// judgeChecks judges the view's checks (data: the trace's bytes, zero
// padded, as the lexer read them).
func (g *gadgets) judgeChecks(data []frontend.Variable, v *viewVars) *checksVars {
	api := g.api
	bytes := logderivlookup.New(api)
	for _, b := range data {
		bytes.Insert(b)
	}
	bytes.Insert(0)
	at := func(name string) int { return v.cell(name) }
	sum := func(xs []frontend.Variable) frontend.Variable {
		var s frontend.Variable = 0
		for _, x := range xs {
			s = api.Add(s, x)
		}
		return s
	}
	// The web3 evidence: the transactions' presence, status and gas.
	hasTxs := v.Present[at("evidence.transactions")]
	var txs, failed, noGas, gas []frontend.Variable
	for t := range v.slots("evidence.transactions") {
		p := "evidence.transactions[" + strconv.Itoa(t) + "]"
		s := v.Present[at(p)]
		txs = append(txs, s)
		// status is 0 or 1 (the value automaton), 0 in an absent cell.
		failed = append(failed, api.Sub(s, v.Magnitude[at(p+".status")]))
		noGas = append(noGas, api.Sub(s, v.Present[at(p+".gasUsed")]))
		gas = append(gas, v.Magnitude[at(p+".gasUsed")])
	}
	nTxs, allOK, allGas, totalGas := sum(txs), g.isZero(sum(failed)), g.isZero(sum(noGas)), sum(gas)
	// The code evidence: the tests' presence and outcomes, the exit code.
	hasTests := v.Present[at("evidence.tests")]
	var passed, tests []frontend.Variable
	for j := range v.slots("evidence.tests") {
		p := "evidence.tests[" + strconv.Itoa(j) + "]"
		tests = append(tests, v.Present[at(p)])
		passed = append(passed, g.words(bytes, v, at(p+".outcome"), "pass", "fail", "skip")[0])
	}
	nTests, nPassed := sum(tests), sum(passed)
	exit := at("evidence.build.exitCode")

	out := &checksVars{}
	for j := range v.slots("spec.checks") {
		p := "spec.checks[" + strconv.Itoa(j) + "]"
		kind := g.words(bytes, v, at(p+".kind"), checkKinds...)
		is := func(k string) frontend.Variable {
			for i, w := range checkKinds {
				if w == k {
					return kind[i]
				}
			}
			panic("zk: no kind " + k)
		}
		op := g.words(bytes, v, at(p+".op"), "eq", "gte", "lte", "gt", "lt")
		mode := g.words(bytes, v, at(p+".mode"), "all", "named", "atLeast")
		value := v.Magnitude[at(p+".value")]

		// tx_succeeded: the index-th transaction's status, or every one's
		// (at least one); a missing index fails.
		index, hasIndex := v.Magnitude[at(p+".index")], v.Present[at(p+".index")]
		var chosen frontend.Variable = 0
		for t, s := range txs {
			ok := api.Sub(s, failed[t]) // present and status 1
			chosen = api.Add(chosen, api.Mul(g.isZero(api.Sub(index, t)), ok))
		}
		all := api.Mul(txs[0], allOK)
		succeeded := api.Add(all, api.Mul(hasIndex, api.Sub(chosen, all)))
		// tx_count and gas_used (compare reads below 2^60: at most 6
		// transactions of at most 2^53 − 1 gas each).
		count := api.Mul(hasTxs, g.compare(op, nTxs, value))
		gasUsed := api.Mul(hasTxs, allGas, g.compare(op, totalGas, value))
		// exit_code: present and equal, sign and magnitude.
		eqExit := api.Mul(v.Present[exit], g.isZero(api.Sub(v.Magnitude[exit], v.Magnitude[at(p+".equals")])),
			g.isZero(api.Sub(v.Neg[exit], v.Neg[at(p+".equals")])))
		// tests_pass: all (at least one, none failed or skipped), or at
		// least count passed; named is not judged here.
		allPass := api.Mul(hasTests, tests[0], g.isZero(api.Sub(nTests, nPassed)))
		atLeast := api.Mul(hasTests, api.Sub(1, g.less(nPassed, v.Magnitude[at(p+".count")], 56)))
		testsPass := api.Add(api.Mul(mode[0], allPass), api.Mul(mode[2], atLeast))

		judged := api.Add(is("tx_succeeded"), is("tx_count"), is("gas_used"), is("exit_code"),
			api.Mul(is("tests_pass"), api.Sub(1, mode[1])))
		pass := api.Add(api.Mul(is("tx_succeeded"), succeeded), api.Mul(is("tx_count"), count), api.Mul(is("gas_used"), gasUsed),
			api.Mul(is("exit_code"), eqExit), api.Mul(is("tests_pass"), testsPass))
		out.Judged = append(out.Judged, judged)
		out.Pass = append(out.Pass, pass)
	}
	return out
}
