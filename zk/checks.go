package zk

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/consensys/gnark/constraint/solver"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/std/lookup/logderivlookup"
	"github.com/verijudge/verijudge/internal/limits"
)

// The checks over the typed view (docs/zk.md, "The checks"), as
// judgeRecords states them: each check slot's pass bit, computed from the
// cells and from the trace's bytes at the cells' offsets, for every kind
// of both classes; the status; every check's expected and actual texts
// and the verdict preimage they make (texts.go); and the record rules
// (checkRecords), so that a trace the bundle refuses leaves it
// unsatisfied. The judge circuit (judgecircuit.go) is built on it.

// checkKinds are the 11 kinds, in the order the circuit numbers them.
var checkKinds = []string{"tx_succeeded", "balance_delta", "erc20_transfer", "no_outflow_outside", "event_emitted",
	"contract_called", "tx_count", "gas_used", "tests_pass", "exit_code", "artifact_digest"}

// checksVars are the checks' results, one per check slot: whether the
// slot holds a check, its pass bit (0 where absent) and its texts; the
// status by the status rule (judge.StatusOf), as its byte (StatusByte: 1
// SUCCESS, 2 FAILURE, 3 PARTIAL); and the verdict preimage they make.
type checksVars struct {
	Judged, Pass     []frontend.Variable
	Expected, Actual []text
	Status           frontend.Variable
	Preimage         text
	fp               *fingerprints
}

// maxText bounds each expected and actual text, in bytes of its
// JSON.stringify form: a text of at most limits.MaxDetailChars UTF-16
// units is not cut, and a text has at least as many such bytes as units,
// so a trace whose texts are longer is outside the profile (the judge
// would cut them).
const maxText = limits.MaxDetailChars

// fingerprints are the trace's strings as field elements: Horner's rule
// over the bytes in a challenge τ that hashes every byte they read: F[i]
// is the fingerprint of data[:i] and P[k] is τ^k, so the bytes data[s:e]
// have F[e] − τ^(e−s)·F[s]. In the judge circuit τ is the statement
// digest, the top 248 bits of a SHA-256 over the trace's and the
// preimage's SHA-256 (the data are the trace's bytes, padded with zeros,
// and the preimage's, padded with zeros): the prover fixes every byte
// before τ is known, as a commitment would have it, without a commitment
// of its own before the lookups' (the lookups' tables hold fingerprints,
// so they cannot share it). Two strings of the data of at most n bytes
// (no zero byte) have the same fingerprint when they are the same bytes,
// and otherwise for at most n of the 2^248 values of τ (their difference
// is a nonzero polynomial of degree below n): each equality the circuit
// checks fails to tell two strings apart with probability at most
// n/2^248 for one τ, so m equalities at most m·n/2^248, and a prover
// trying q traces (q hash evaluations) at most q·m·n/2^248 (the judge
// circuit's doc comment gives the figures). Canonical JSON writes a
// string one way, so the same bytes are the same string.
type fingerprints struct {
	api  frontend.API
	tau  frontend.Variable
	F, P logderivlookup.Table
	pows map[int]frontend.Variable // τ^k for constant k, as pow made them
	strs map[int]text              // each string cell's text, as strText made it (one view a circuit)
}

// slack is how far past the text a prefix's fingerprint may read.
const fingerprintSlack = 16

func (g *gadgets) fingerprints(data []frontend.Variable, tau frontend.Variable) *fingerprints {
	api := g.api
	fp := &fingerprints{api: api, tau: tau, F: logderivlookup.New(api), P: logderivlookup.New(api), pows: map[int]frontend.Variable{}, strs: map[int]text{}}
	var f, p frontend.Variable = 0, 1
	fp.F.Insert(0)
	fp.P.Insert(1)
	for i := range len(data) + fingerprintSlack {
		var b frontend.Variable = 0
		if i < len(data) {
			b = data[i]
		}
		f, p = api.Add(api.Mul(f, tau), b), api.Mul(p, tau)
		fp.F.Insert(f)
		fp.P.Insert(p)
	}
	return fp
}

// of is the fingerprint of data[s:s+n].
func (fp *fingerprints) of(s, n frontend.Variable) frontend.Variable {
	api := fp.api
	return api.Sub(fp.F.Lookup(api.Add(s, n))[0], api.Mul(fp.P.Lookup(n)[0], fp.F.Lookup(s)[0]))
}

// constant is the fingerprint of a constant string.
func (fp *fingerprints) constant(s string) frontend.Variable {
	var f frontend.Variable = 0
	for i := range len(s) {
		f = fp.api.Add(fp.api.Mul(f, fp.tau), int(s[i]))
	}
	return f
}

// str is the fingerprint of a string cell's bytes (between its quotes;
// an empty cell's is the empty string's, 0).
func (fp *fingerprints) str(v *viewVars, c int) frontend.Variable { return fp.strText(v, c).fp }

// amountBytes bounds a {"$n":…} string: a '-' and 80 digits.
const amountBytes = 1 + 80

// amount reads an amount cell c (a number, or the object {"$n":…} whose
// string is the cell n) as a signed big integer: 0 for an empty cell. The
// digits are copied from the trace by lookup, and read again by
// bigSignedDecimal (the value automaton already held them to the rule).
func (g *gadgets) amount(bytes logderivlookup.Table, v *viewVars, c, n int) bigSigned {
	api := g.api
	plain := bigSigned{neg: v.Neg[c], mag: bigZero()}
	plain.mag[0] = v.Magnitude[c] // (below 2^53 < 10^19)
	// An empty string cell reads "0".
	p := v.Present[n]
	digits := make([]frontend.Variable, amountBytes)
	for k := range digits {
		b := bytes.Lookup(api.Add(v.From[n], 1+k))[0]
		digits[k] = api.Add(api.Mul(p, api.Sub(b, '0')), '0')
	}
	length := api.Add(api.Mul(p, api.Sub(v.At[n], v.From[n], 1)), api.Sub(1, p))
	big := g.bigSignedDecimal(digits, length)
	isBig := api.Mul(v.Present[c], g.isZero(api.Sub(v.At[c], v.From[c])))
	return bigSigned{neg: api.Select(isBig, big.neg, plain.neg), mag: g.bigSelect(isBig, big.mag, plain.mag)}
}

// cell is the index of the view's cell of that name (a bug if none).
func (v *viewVars) cell(name string) int {
	c, ok := v.layout.byName[name]
	if !ok {
		panic("zk: view: no cell " + name)
	}
	return c
}

// slots counts an array's slots in the view under one parent
// ("spec.checks"), or the actors' ("evidence.actors", whose cells are
// "evidence.actors#i").
func (v *viewVars) slots(array string) int {
	n := 0
	for {
		_, ok := v.layout.byName[array+"["+strconv.Itoa(n)+"]"]
		_, key := v.layout.byName[array+"#"+strconv.Itoa(n)]
		if !ok && !key {
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

// judgeChecks judges the view's checks over the bytes the lexer read.
// tau is the fingerprints' challenge: a value the prover cannot choose
// once the trace and the preimage are fixed (the judge circuit's
// statement digest hashes both).
func (g *gadgets) judgeChecks(lex *traceLexVars, v *viewVars, preimage []frontend.Variable, tau frontend.Variable) (*checksVars, error) {
	api := g.api
	data := lex.Data
	// The fingerprints are of the strings as JSON.stringify writes them
	// (the verdict's texts are copied from them; equal strings have equal
	// forms either way).
	fp := g.fingerprints(append(g.stringified(lex), preimage...), tau)
	L := fp.lit
	str := func(c int) text { return fp.strText(v, c) }
	num := func(c int) text { return fp.numText(v, c) }
	small := func(x frontend.Variable) text { return g.printed(fp, x) } // (below 10^19)
	// amountText is an amount cell as BigInt prints it: a number's digits,
	// or the {"$n":…} string (canonical: the same digits).
	amountText := func(c, n int) text {
		isBig := api.Mul(v.Present[c], g.isZero(api.Sub(v.At[c], v.From[c])))
		return fp.either(isBig, str(n), num(c))
	}
	missingTxs := L("missing: evidence.transactions")
	bytes := logderivlookup.New(api)
	for _, b := range data {
		bytes.Insert(b)
	}
	for range amountBytes + 1 {
		bytes.Insert(0)
	}
	same := func(a, b frontend.Variable) frontend.Variable { return g.isZero(api.Sub(a, b)) }
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
	// The tests' names, the artifacts' paths and digests.
	var testNames []frontend.Variable
	var testNameTexts, outcomeTexts []text
	for j := range tests {
		p := "evidence.tests[" + strconv.Itoa(j) + "]"
		testNames = append(testNames, fp.str(v, at(p+".name")))
		testNameTexts, outcomeTexts = append(testNameTexts, str(at(p+".name"))), append(outcomeTexts, str(at(p+".outcome")))
	}
	hasArtifacts := v.Present[at("evidence.artifacts")]
	var artifacts, artPaths, artDigests []frontend.Variable
	var digestTexts []text
	for a := range v.slots("evidence.artifacts") {
		p := "evidence.artifacts[" + strconv.Itoa(a) + "]"
		artifacts = append(artifacts, v.Present[at(p)])
		artPaths = append(artPaths, fp.str(v, at(p+".path")))
		artDigests = append(artDigests, fp.str(v, at(p+".sha256")))
		digestTexts = append(digestTexts, str(at(p+".sha256")))
	}
	// The actors, for resolving an address parameter.
	var actors, actorNames, actorAddrs []frontend.Variable
	var actorTexts []text
	for a := range v.slots("evidence.actors") {
		p := "evidence.actors#" + strconv.Itoa(a)
		actors = append(actors, v.Present[at(p)])
		actorNames = append(actorNames, fp.str(v, at(p)))
		actorAddrs = append(actorAddrs, fp.str(v, at(p+"=")))
		actorTexts = append(actorTexts, str(at(p+"=")))
	}
	native := fp.constant("native")
	// The balances: holder, token and delta (after − before).
	hasBalances := v.Present[at("evidence.balances")]
	type web3Balance struct {
		present, holder, token frontend.Variable
		delta                  bigSigned
	}
	var balances []web3Balance
	for b := range v.slots("evidence.balances") {
		p := "evidence.balances[" + strconv.Itoa(b) + "]"
		after := g.amount(bytes, v, at(p+".after"), at(p+".after.$n"))
		before := g.amount(bytes, v, at(p+".before"), at(p+".before.$n"))
		balances = append(balances, web3Balance{present: v.Present[at(p)], holder: fp.str(v, at(p+".holder")),
			token: fp.str(v, at(p+".token")), delta: g.bigDelta(after, before)})
	}
	// resolve is what an address parameter names (web3View.resolve):
	// itself if it is "native" or starts "0x", else the address of the
	// actor of that name; found is 0 for an unknown actor. Its text is
	// the address's.
	type resolution struct {
		found, addr frontend.Variable
		text        text
	}
	resolved := map[int]resolution{} // (a parameter several kinds read is resolved once)
	resolveText := func(c int) (found, addr frontend.Variable, t text) {
		if r, ok := resolved[c]; ok {
			return r.found, r.addr, r.text
		}
		f := fp.str(v, c)
		hex := api.Mul(same(bytes.Lookup(api.Add(v.From[c], 1))[0], '0'), same(bytes.Lookup(api.Add(v.From[c], 2))[0], 'x'))
		direct := api.Add(hex, same(f, native)) // (not both: "native" has no "0x")
		var known, named frontend.Variable = 0, 0
		matches := make([]frontend.Variable, len(actors))
		for a := range actors {
			m := api.Mul(actors[a], same(f, actorNames[a]))
			matches[a] = m
			known = api.Add(known, m)
			named = api.Add(named, api.Mul(m, actorAddrs[a]))
		}
		t = fp.either(direct, str(c), fp.pick(matches, actorTexts))
		// Actor names are unique (a record rule: recordRules holds the
		// actor keys strictly increasing, and the bundle refuses a name
		// twice); a name that matched twice would mix two addresses, so
		// it leaves the circuit unsatisfied here too.
		g.bit(known)
		found = api.Mul(v.Present[c], api.Add(direct, api.Mul(api.Sub(1, direct), known)))
		addr = api.Add(api.Mul(direct, f), api.Mul(api.Sub(1, direct), named))
		resolved[c] = resolution{found, addr, t}
		return found, addr, t
	}
	resolve := func(c int) (found, addr frontend.Variable) {
		found, addr, _ = resolveText(c)
		return found, addr
	}
	missingActor := func(c int) text { return fp.cat(L("missing: actor "), str(c)) }
	// The transactions' recipients (null: a literal), inputs and logs.
	// A log decodes as an ERC-20 Transfer (decodeTransferLike) where it
	// has three topics, the first the Transfer topic and the others
	// address words (24 zero digits, then the address), and one data word.
	var toNull, toAddr, inputs, inputLens, txFrom, txPositive []frontend.Variable
	type web3Log struct {
		tx, present, address, topic0 frontend.Variable
		decoded, transfer            frontend.Variable // (decoded: a Transfer or an Approval)
		from, to                     frontend.Variable // ("0x" and the topic's last 40 digits)
		amount                       bigDec
		nonZero                      frontend.Variable
		txIndex                      int
		isTransfer                   frontend.Variable
		addressText, amountText      text
		fromText, toText             text
	}
	var logs []web3Log
	// The internal transfers of successful transactions.
	type web3Internal struct {
		ok, from, to, positive      frontend.Variable
		txIndex                     int
		fromText, toText, valueText text
	}
	var txHashTexts, txValueTexts, txToTexts []text
	var internals []web3Internal
	// positive is whether an amount cell c (n its {"$n":…} string) holds
	// a value above 0: a {"$n":…} one is beyond 2^53 − 1 and so above 0
	// unless it starts with '-'; an empty cell's is 0.
	positive := func(c, n int) frontend.Variable {
		isBig := api.Mul(v.Present[c], g.isZero(api.Sub(v.At[c], v.From[c])))
		big := api.Sub(1, same(bytes.Lookup(api.Add(v.From[n], 1))[0], '-'))
		plain := api.Mul(v.Present[c], api.Sub(1, v.Neg[c]), api.Sub(1, g.isZero(v.Magnitude[c])))
		return api.Select(isBig, big, plain)
	}
	defer func() {
		// The bounds the sums rely on: compare reads below 2^60 (at most 64
		// transactions of gas below 2^53), carried takes carries below 2^6
		// (at most 63 logs).
		if len(txs) > 64 || len(logs) > 63 {
			panic("zk: judgeChecks: more transactions or logs than its sums hold")
		}
	}()
	nib := g.constTable("hex.nibble", nibValues())
	transferFP, approvalFP := fp.constant(transferTopic), fp.constant(approvalTopic)
	zeros := fp.constant(strings.Repeat("0", 24))
	party := func(c int) (addressWord frontend.Variable, addr text) { // (a topic cell)
		return same(fp.of(api.Add(v.From[c], 3), 24), zeros), fp.cat(L("0x"), fp.sub(api.Add(v.From[c], 27), 40))
	}
	for t := range txs {
		p := "evidence.transactions[" + strconv.Itoa(t) + "]"
		to := at(p + ".to")
		toNull = append(toNull, api.Mul(txs[t], same(bytes.Lookup(v.From[to])[0], 'n')))
		toAddr = append(toAddr, fp.str(v, to))
		in := at(p + ".input")
		inputs = append(inputs, fp.of(api.Add(v.From[in], 1), 10)) // (its first 10 bytes: a selector's length)
		inputLens = append(inputLens, api.Mul(v.Present[in], api.Sub(v.At[in], v.From[in], 1)))
		txFrom = append(txFrom, fp.str(v, at(p+".from")))
		ok := api.Sub(txs[t], failed[t])
		txPositive = append(txPositive, api.Mul(ok, positive(at(p+".value"), at(p+".value.$n"))))
		txHashTexts = append(txHashTexts, str(at(p+".hash")))
		txValueTexts = append(txValueTexts, amountText(at(p+".value"), at(p+".value.$n")))
		txToTexts = append(txToTexts, fp.either(toNull[t], L("null"), str(to)))
		for k := range v.slots(p + ".internalTransfers") {
			q := p + ".internalTransfers[" + strconv.Itoa(k) + "]"
			internals = append(internals, web3Internal{ok: api.Mul(ok, v.Present[at(q)]), from: fp.str(v, at(q+".from")),
				to: fp.str(v, at(q+".to")), positive: positive(at(q+".value"), at(q+".value.$n")), txIndex: t,
				fromText: str(at(q + ".from")), toText: str(at(q + ".to")), valueText: amountText(at(q+".value"), at(q+".value.$n"))})
		}
		for k := range v.slots(p + ".logs") {
			q := p + ".logs[" + strconv.Itoa(k) + "]"
			l := web3Log{tx: ok, present: api.Mul(v.Present[at(q)], v.Present[at(q+".topics[0]")]),
				address: fp.str(v, at(q+".address")), topic0: fp.str(v, at(q+".topics[0]")), txIndex: t}
			topic := func(k int) int { return at(q + ".topics[" + strconv.Itoa(k) + "]") }
			data := at(q + ".data")
			fromWord, from := party(topic(1))
			toWord, to := party(topic(2))
			three := api.Mul(v.Present[topic(2)], api.Sub(1, v.Present[topic(3)]))
			word := same(api.Mul(v.Present[data], api.Sub(v.At[data], v.From[data], 1)), 66)
			isTransfer := same(l.topic0, transferFP)
			shaped := api.Mul(l.tx, l.present, three, word, fromWord, toWord)
			l.transfer = api.Mul(shaped, isTransfer)
			l.decoded = api.Mul(shaped, api.Add(isTransfer, same(l.topic0, approvalFP)))
			l.from, l.to, l.fromText, l.toText = from.fp, to.fp, from, to
			l.isTransfer, l.addressText = isTransfer, str(at(q+".address"))
			nibbles := make([]frontend.Variable, 64)
			var digits frontend.Variable = 0
			for k := range nibbles {
				nibbles[k] = nib.Lookup(bytes.Lookup(api.Add(v.From[data], 3+k))[0])[0]
				digits = api.Add(digits, nibbles[k])
			}
			l.amount = g.bigFromHex(nibbles)
			l.amountText = g.printed(fp, l.amount[:]...)
			l.nonZero = api.Sub(1, g.isZero(digits)) // (at most 64·15: no wrap)
			logs = append(logs, l)
		}
	}

	// The texts all checks share: the first transaction without gas, the
	// tests not passed.
	noGasHash := fp.first(noGas, txHashTexts, emptyText())
	var bad []frontend.Variable
	var badTexts []text
	for j := range tests {
		bad = append(bad, api.Sub(tests[j], passed[j]))
		badTexts = append(badTexts, fp.cat(testNameTexts[j], L("="), outcomeTexts[j]))
	}
	testsBad := fp.either(g.isZero(api.Sub(nTests, nPassed)), emptyText(), fp.cat(L("; "), fp.joined(bad, badTexts, ", ")))

	class := g.words(bytes, v, at("spec.evidenceClass"), "web3", "code")
	out := &checksVars{fp: fp}
	var requiredFailed []frontend.Variable
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
		var chosen, inRange frontend.Variable = 0, 0
		for t, s := range txs {
			ok := api.Sub(s, failed[t]) // present and status 1
			atIndex := g.isZero(api.Sub(index, t))
			chosen = api.Add(chosen, api.Mul(atIndex, ok))
			inRange = api.Add(inRange, api.Mul(atIndex, s))
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
		// named: every name a test's (test names are unique) that passed.
		var notPassed, listed []frontend.Variable
		var names, notPassedTexts []text
		for k := range v.slots(p + ".names") {
			c := at(p + ".names[" + strconv.Itoa(k) + "]")
			name := fp.str(v, c)
			var ok, matched frontend.Variable = 0, 0
			ms := make([]frontend.Variable, len(tests))
			for j := range tests {
				m := same(name, testNames[j])
				ok = api.Add(ok, api.Mul(passed[j], m))
				ms[j] = api.Mul(tests[j], m)
				matched = api.Add(matched, ms[j])
			}
			g.bit(matched) // (test names are unique: see resolve)
			notPassed = append(notPassed, api.Sub(v.Present[c], ok))
			listed, names = append(listed, v.Present[c]), append(names, str(c))
			notPassedTexts = append(notPassedTexts, fp.cat(str(c), L("="), fp.either(matched, fp.pick(ms, outcomeTexts), L("missing"))))
		}
		named := api.Mul(hasTests, g.isZero(sum(notPassed)))
		testsPass := api.Add(api.Mul(mode[0], allPass), api.Mul(mode[1], named), api.Mul(mode[2], atLeast))
		// artifact_digest: the artifact of that path (paths are unique)
		// has that digest.
		path, digest := fp.str(v, at(p+".path")), fp.str(v, at(p+".sha256"))
		var artifact, pathMatched frontend.Variable = 0, 0
		artMatches := make([]frontend.Variable, len(artifacts))
		for a := range artifacts {
			m := api.Mul(artifacts[a], same(path, artPaths[a]))
			artMatches[a] = m
			pathMatched = api.Add(pathMatched, m)
			artifact = api.Add(artifact, api.Mul(m, same(digest, artDigests[a])))
		}
		g.bit(pathMatched) // (artifact paths are unique: see resolve)
		artifact = api.Mul(hasArtifacts, artifact)
		// contract_called: a successful transaction to the resolved
		// address (not null) whose input starts with the selector.
		toFound, to := resolve(at(p + ".to"))
		selector := fp.str(v, at(p+".selector"))
		var calls frontend.Variable = 0
		for t := range txs {
			long := api.Sub(1, g.less(inputLens[t], 10, 16))
			calls = api.Add(calls, api.Mul(api.Sub(txs[t], failed[t]), api.Sub(1, toNull[t]), same(toAddr[t], to),
				long, same(inputs[t], selector)))
		}
		called := api.Mul(hasTxs, toFound, api.Sub(1, g.isZero(calls)))
		// event_emitted: at least minCount (1 if absent) logs of successful
		// transactions from the resolved address with that first topic.
		addrFound, addr := resolve(at(p + ".address"))
		topic0 := fp.str(v, at(p+".topic0"))
		var events frontend.Variable = 0
		for _, l := range logs {
			events = api.Add(events, api.Mul(l.tx, l.present, same(l.address, addr), same(l.topic0, topic0)))
		}
		minCount := at(p + ".minCount")
		least := api.Add(v.Magnitude[minCount], api.Sub(1, v.Present[minCount]))
		emitted := api.Mul(hasTxs, addrFound, api.Sub(1, g.less(events, least, 56)))

		// balance_delta: the balance of the resolved holder in the
		// resolved token ((holder, token) pairs are unique): its delta
		// against the amount, by the op.
		holderFound, holder, holderText := resolveText(at(p + ".holder"))
		tokenFound, token, tokenText := resolveText(at(p + ".token"))
		var found frontend.Variable = 0
		delta := bigSigned{neg: 0, mag: bigZero()}
		for _, b := range balances {
			m := api.Mul(b.present, same(b.holder, holder), same(b.token, token))
			found = api.Add(found, m)
			delta.neg = api.Add(delta.neg, api.Mul(m, b.delta.neg))
			for j := range delta.mag {
				delta.mag[j] = api.Add(delta.mag[j], api.Mul(m, b.delta.mag[j]))
			}
		}
		g.bit(found) // ((holder, token) pairs are unique: see resolve)
		amount := g.amount(bytes, v, at(p+".amount"), at(p+".amount.$n"))
		balance := api.Mul(hasBalances, holderFound, tokenFound, found, g.signedCompare(op, delta, amount))

		// erc20_transfer: the Transfers in logs of successful
		// transactions, from the token's address to the resolved to (and
		// from the resolved from, if given), total at least minAmount (1
		// if absent).
		tokenOK, tokenAddr := resolve(at(p + ".token"))
		toOK, toParty := resolve(at(p + ".to"))
		hasFrom := v.Present[at(p+".from")]
		fromOK, fromParty := resolve(at(p + ".from"))
		missingFrom := api.Sub(hasFrom, fromOK) // (found only where present)
		fromOK = api.Add(fromOK, api.Sub(1, hasFrom))
		var nMatched frontend.Variable = 0
		sums := make([]frontend.Variable, bigLimbs)
		for j := range sums {
			sums[j] = 0
		}
		for _, l := range logs {
			m := api.Mul(l.transfer, same(l.address, tokenAddr), same(l.to, toParty),
				api.Add(api.Sub(1, hasFrom), api.Mul(hasFrom, same(l.from, fromParty))))
			nMatched = api.Add(nMatched, m)
			for j := range sums {
				sums[j] = api.Add(sums[j], api.Mul(m, l.amount[j]))
			}
		}
		total := bigSigned{neg: 0, mag: g.carried(sums, 6)} // (at most 24 logs: carries below 2^6)
		minimum := g.amount(bytes, v, at(p+".minAmount"), at(p+".minAmount.$n"))
		minimum.mag[0] = api.Add(minimum.mag[0], api.Sub(1, v.Present[at(p+".minAmount")]))
		gte := []frontend.Variable{0, 1, 0, 0, 0} // (profileOps: eq, gte, lte, gt, lt)
		transferred := api.Mul(hasTxs, tokenOK, toOK, fromOK, g.signedCompare(gte, total, minimum))

		// no_outflow_outside: no value leaves the resolved holder, in a
		// successful transaction, for an address outside allow and via
		// (every entry resolved): not a transaction's own value (to null
		// counts), nor an internal transfer from the holder, or from a via
		// address in the holder's own transaction, nor a Transfer or
		// Approval of a nonzero amount from either.
		holderOK, holderAddr := resolve(at(p + ".holder"))
		type party struct{ found, addr frontend.Variable }
		var allowed, vias []party
		var unresolved frontend.Variable = 0
		var unresolvedAt, listedAt []frontend.Variable // (allow, then via)
		var missingEntry, entryTexts []text
		for _, list := range []string{"allow", "via"} {
			for k := range v.slots(p + "." + list) {
				c := at(p + "." + list + "[" + strconv.Itoa(k) + "]")
				found, addr := resolve(c)
				unresolved = api.Add(unresolved, api.Sub(v.Present[c], found))
				unresolvedAt, missingEntry = append(unresolvedAt, api.Sub(v.Present[c], found)), append(missingEntry, missingActor(c))
				listedAt, entryTexts = append(listedAt, v.Present[c]), append(entryTexts, str(c))
				allowed = append(allowed, party{found, addr})
				if list == "via" {
					vias = append(vias, party{found, addr})
				}
			}
		}
		among := func(x frontend.Variable, ps []party) frontend.Variable {
			var n frontend.Variable = 0
			for _, q := range ps {
				n = api.Add(n, api.Mul(q.found, same(x, q.addr)))
			}
			return api.Sub(1, g.isZero(n)) // (at most 8: no wrap)
		}
		or := func(a, b frontend.Variable) frontend.Variable { return api.Sub(api.Add(a, b), api.Mul(a, b)) }
		outside := func(to frontend.Variable) frontend.Variable { // not the holder, not allowed
			return api.Mul(api.Sub(1, same(to, holderAddr)), api.Sub(1, among(to, allowed)))
		}
		own := make([]frontend.Variable, len(txs))
		var leaks frontend.Variable = 0
		// The leaks in the judge's order (each transaction's value, its
		// internal transfers, its logs), with their texts.
		var leakBits []frontend.Variable
		var leakTexts []text
		nativeText := L("native ")
		for t := range txs {
			own[t] = same(txFrom[t], holderAddr)
			leak := api.Mul(own[t], txPositive[t], or(toNull[t], outside(toAddr[t])))
			leaks = api.Add(leaks, leak)
			leakBits, leakTexts = append(leakBits, leak), append(leakTexts, fp.cat(nativeText, txValueTexts[t], L(" to "), txToTexts[t]))
			for _, it := range internals {
				if it.txIndex != t {
					continue
				}
				fromHolder := same(it.from, holderAddr)
				from := or(fromHolder, api.Mul(own[it.txIndex], among(it.from, vias)))
				leak := api.Mul(it.ok, it.positive, from, outside(it.to))
				leaks = api.Add(leaks, leak)
				leakBits = append(leakBits, leak)
				leakTexts = append(leakTexts, fp.cat(nativeText, it.valueText, L(" to "), it.toText,
					fp.either(fromHolder, emptyText(), fp.cat(L(" via "), it.fromText))))
			}
			for _, l := range logs {
				if l.txIndex != t {
					continue
				}
				passOn := api.Mul(own[l.txIndex], among(l.from, vias))
				from := or(same(l.from, holderAddr), passOn)
				leak := api.Mul(l.decoded, l.nonZero, from, outside(l.to))
				leaks = api.Add(leaks, leak)
				leakBits = append(leakBits, leak)
				leakTexts = append(leakTexts, fp.cat(fp.either(l.isTransfer, L("token "), L("approval ")), l.addressText, L(" "),
					l.amountText, L(" to "), l.toText, fp.either(passOn, fp.cat(L(" via "), l.fromText), emptyText())))
			}
		}
		noOutflow := api.Mul(hasTxs, holderOK, g.isZero(unresolved), g.isZero(leaks)) // (at most 8 and 42: no wrap)

		// The texts, kind by kind (judgeRecords' expected and actual).
		not := func(b frontend.Variable) frontend.Variable { return api.Sub(1, b) }
		opText := fp.pick(op, []text{L("=="), L(">="), L("<="), L(">"), L("<")})
		idx, valueCell := at(p+".index"), at(p+".value")
		type texts struct{ expected, actual text }
		byKind := map[string]texts{
			"tx_succeeded": {
				fp.either(hasIndex, fp.cat(L("tx["), num(idx), L("].status == 1")), L("all txs status == 1 (at least one tx)")),
				fp.first([]frontend.Variable{not(hasTxs), api.Mul(hasIndex, not(inRange))},
					[]text{missingTxs, fp.cat(L("missing: tx["), num(idx), L("] ("), small(nTxs), L(" txs)"))},
					fp.either(hasIndex, fp.either(chosen, L("status 1"), L("status 0")), fp.cat(small(api.Sub(nTxs, sum(failed))), L("/"), small(nTxs), L(" succeeded")))),
			},
			"tx_count": {
				fp.cat(L("tx count "), opText, L(" "), num(valueCell)),
				fp.either(hasTxs, small(nTxs), missingTxs),
			},
			"gas_used": {
				fp.cat(L("total gas used "), opText, L(" "), num(valueCell)),
				fp.first([]frontend.Variable{not(hasTxs), not(allGas)}, []text{missingTxs, fp.cat(L("missing: gasUsed of "), noGasHash)}, small(totalGas)),
			},
			"exit_code": {
				fp.cat(L("exit code "), num(at(p+".equals"))),
				fp.either(v.Present[exit], fp.cat(L("exit code "), num(exit)), L("missing: evidence.build.exitCode")),
			},
			"tests_pass": {
				fp.pick(mode, []text{L("all tests pass (at least one)"), fp.cat(L("tests pass: "), fp.joined(listed, names, ", ")),
					fp.cat(L(">= "), num(at(p+".count")), L(" tests pass"))}),
				fp.either(hasTests, fp.pick(mode, []text{
					fp.cat(small(nPassed), L("/"), small(nTests), L(" passed"), testsBad),
					fp.either(g.isZero(sum(notPassed)), L("all named passed"), fp.joined(notPassed, notPassedTexts, ", ")),
					fp.cat(small(nPassed), L(" passed")),
				}), L("missing: evidence.tests")),
			},
			"artifact_digest": {
				fp.cat(str(at(p+".path")), L(" sha256 "), str(at(p+".sha256"))),
				fp.first([]frontend.Variable{not(hasArtifacts), not(pathMatched)},
					[]text{L("missing: evidence.artifacts"), fp.cat(L("missing: artifact "), str(at(p+".path")))},
					fp.cat(str(at(p+".path")), L(" sha256 "), fp.pick(artMatches, digestTexts))),
			},
			"contract_called": {
				fp.cat(L("successful call "), str(at(p+".selector")), L(" to "), str(at(p+".to"))),
				fp.first([]frontend.Variable{not(hasTxs), not(toFound)}, []text{missingTxs, missingActor(at(p + ".to"))},
					fp.cat(small(calls), L(" call(s)"))),
			},
			"event_emitted": {
				fp.cat(L(">= "), fp.either(v.Present[minCount], num(minCount), L("1")), L(" log(s) "), str(at(p+".topic0")),
					L(" from "), str(at(p+".address"))),
				fp.first([]frontend.Variable{not(hasTxs), not(addrFound)}, []text{missingTxs, missingActor(at(p + ".address"))},
					fp.cat(small(events), L(" log(s)"))),
			},
			"balance_delta": {
				fp.cat(L("delta("), str(at(p+".holder")), L(", "), str(at(p+".token")), L(") "), opText, L(" "),
					amountText(at(p+".amount"), at(p+".amount.$n"))),
				fp.first([]frontend.Variable{not(hasBalances), not(holderFound), not(tokenFound), not(found)},
					[]text{L("missing: evidence.balances"), missingActor(at(p + ".holder")), missingActor(at(p + ".token")),
						fp.cat(L("missing: balance of "), holderText, L(" in "), tokenText)},
					g.signedText(fp, delta)),
			},
			"erc20_transfer": {
				fp.cat(L("Transfer of "), str(at(p+".token")), fp.either(hasFrom, fp.cat(L(" from "), str(at(p+".from"))), emptyText()),
					L(" to "), str(at(p+".to")), L(" totalling >= "),
					fp.either(v.Present[at(p+".minAmount")], amountText(at(p+".minAmount"), at(p+".minAmount.$n")), L("1"))),
				fp.first([]frontend.Variable{not(hasTxs), not(tokenOK), not(toOK), missingFrom},
					[]text{missingTxs, missingActor(at(p + ".token")), missingActor(at(p + ".to")), missingActor(at(p + ".from"))},
					fp.cat(L("total "), g.printed(fp, total.mag[:]...), L(" in "), small(nMatched),
						fp.either(g.isZero(api.Sub(nMatched, 1)), L(" transfer"), L(" transfers")))),
			},
			"no_outflow_outside": {
				fp.cat(L("no value, transfer or approval from "), str(at(p+".holder")), L(" outside ["),
					fp.joined(listedAt[:len(listedAt)-len(vias)], entryTexts[:len(entryTexts)-len(vias)], ", "), L("]"),
					fp.either(listedAt[len(listedAt)-len(vias)], fp.cat(L(" via ["),
						fp.joined(listedAt[len(listedAt)-len(vias):], entryTexts[len(entryTexts)-len(vias):], ", "), L("]")), emptyText())),
				fp.first(append([]frontend.Variable{not(hasTxs), not(holderOK)}, unresolvedAt...),
					append([]text{missingTxs, missingActor(at(p + ".holder"))}, missingEntry...),
					fp.either(g.isZero(leaks), L("none"), fp.joined(leakBits, leakTexts, "; "))),
			},
		}
		var expected, actual []text
		for _, k := range checkKinds {
			expected, actual = append(expected, byKind[k].expected), append(actual, byKind[k].actual)
		}
		exp, act := fp.pick(kind, expected), fp.pick(kind, actual)
		for _, t := range []text{exp, act} { // (no text the judge cuts: see maxText)
			api.AssertIsEqual(g.less(t.n, maxText+1, 16), 1)
		}
		out.Expected, out.Actual = append(out.Expected, exp), append(out.Actual, act)

		// The record rules of a check (checkRecords): a kind of the
		// trace's class (judgeRecords dispatches on the class), every
		// parameter one of its kind's and every required one there, and
		// tests_pass's mode with names exactly for named, count exactly
		// for atLeast.
		api.AssertIsEqual(sum(kind), v.Present[at(p)])
		for _, k := range checkKinds {
			if g.unsafeNoRecordRules {
				break
			}
			c := class[0]
			if _, code := kindParams["code"][k]; code {
				c = class[1]
			}
			g.implies(is(k), c)
		}
		for _, param := range checkParams() {
			if g.unsafeNoRecordRules {
				break
			}
			var allowed frontend.Variable = 0
			for _, k := range checkKinds {
				ps := kindParamsOf(k)
				if slices.Contains(ps[0], param) {
					g.implies(is(k), v.Present[at(p+"."+param)])
				}
				if slices.Contains(ps[0], param) || slices.Contains(ps[1], param) {
					allowed = api.Add(allowed, is(k))
				}
			}
			g.implies(v.Present[at(p+"."+param)], allowed)
		}
		if !g.unsafeNoRecordRules {
			hasNames, hasCount := v.Present[at(p+".names")], v.Present[at(p+".count")]
			api.AssertIsEqual(api.Mul(is("tests_pass"), api.Sub(hasNames, mode[1])), 0)
			api.AssertIsEqual(api.Mul(is("tests_pass"), api.Sub(hasCount, mode[2])), 0)
			g.implies(hasNames, v.Present[at(p+".names[0]")]) // (names: at least one)
		}
		judged := sum(kind) // (each kind is judged: 1 for a check of a kind, 0 for an empty slot)
		pass := api.Add(api.Mul(is("tx_succeeded"), succeeded), api.Mul(is("tx_count"), count), api.Mul(is("gas_used"), gasUsed),
			api.Mul(is("exit_code"), eqExit), api.Mul(is("tests_pass"), testsPass), api.Mul(is("artifact_digest"), artifact),
			api.Mul(is("contract_called"), called), api.Mul(is("event_emitted"), emitted), api.Mul(is("balance_delta"), balance),
			api.Mul(is("erc20_transfer"), transferred), api.Mul(is("no_outflow_outside"), noOutflow))
		out.Judged = append(out.Judged, judged)
		out.Pass = append(out.Pass, pass)
		// A required check that fails (required: the literal true).
		req := at(p + ".required")
		required := api.Mul(v.Present[req], same(bytes.Lookup(v.From[req])[0], 't'))
		requiredFailed = append(requiredFailed, api.Mul(required, api.Sub(judged, pass)))
	}
	// The status rule: FAILURE when a required check fails; else SUCCESS
	// when every check passes (none: the bundle requires one, and
	// StatusOf says SUCCESS), FAILURE when none does, PARTIAL otherwise.
	nChecks, nPassed := sum(out.Judged), sum(out.Pass)
	failedRequired := api.Sub(1, g.isZero(sum(requiredFailed)))
	all, none := g.isZero(api.Sub(nChecks, nPassed)), g.isZero(nPassed)
	rest := api.Mul(api.Sub(1, failedRequired), api.Sub(1, all)) // (no required failure, not all passed)
	failure := api.Add(failedRequired, api.Mul(rest, none))
	partial := api.Mul(rest, api.Sub(1, none))
	out.Status = api.Add(1, failure, api.Mul(2, partial)) // (success: 1, failure: 2, partial: 3)

	// The record rules across the records.
	if !g.unsafeNoRecordRules {
		g.recordRules(data, bytes, fp, v, class, out.Judged, tests, testNames, artifacts, artPaths, balancesKeys(fp, v), actors)
	}

	// The verdict preimage (judge.VerdictPreimage): the ids, the status,
	// the class, each check's [name, pass, expected, actual], and the
	// transactions' hashes in ascending order.
	success := api.Sub(1, api.Add(failure, partial))
	statusText := fp.pick([]frontend.Variable{success, failure, partial}, []text{L("SUCCESS"), L("FAILURE"), L("PARTIAL")})
	var checkTexts []text
	for j := range out.Pass {
		name := str(at("spec.checks[" + strconv.Itoa(j) + "].name"))
		checkTexts = append(checkTexts, fp.cat(L("["), fp.quoted(name), fp.either(out.Pass[j], L(",true,"), L(",false,")),
			fp.quoted(out.Expected[j]), L(","), fp.quoted(out.Actual[j]), L("]")))
	}
	var hashCells []int
	for t := range txs {
		hashCells = append(hashCells, at("evidence.transactions["+strconv.Itoa(t)+"].hash"))
	}
	hashes := g.sortedHashes(fp, bytes, nib, v, txs, hashCells)
	out.Preimage = fp.cat(L("["), fp.quoted(str(at("trialId"))), L(","), fp.quoted(str(at("taskId"))), L(","),
		fp.quoted(str(at("buildId"))), L(","), fp.quoted(statusText), L(","), fp.quoted(str(at("spec.evidenceClass"))), L(",["),
		fp.joined(out.Judged, checkTexts, ","), L("],["), hashes, L("]]"))
	return out, nil
}

// recordRules holds the record rules across a trace's records
// (checkRecords): at least one check and check names unique; the
// evidence fields of the class; the tests' names, the artifacts' paths
// and the balances' (holder, token) pairs unique; the actors' keys in
// strictly increasing order. The other array bounds are above the view's
// capacities (newViewLayout).
func (g *gadgets) recordRules(data []frontend.Variable, bytes logderivlookup.Table, fp *fingerprints, v *viewVars, class,
	checks, tests, testNames, artifacts, artPaths []frontend.Variable, balances [2][]frontend.Variable, actors []frontend.Variable) {
	api := g.api
	at := v.cell
	same := func(a, b frontend.Variable) frontend.Variable { return g.isZero(api.Sub(a, b)) }
	g.implies(v.Present[at("spec")], v.Present[at("spec.checks[0]")])
	for _, k := range slices.Concat(classFields["web3"], classFields["code"]) {
		c := class[0]
		if slices.Contains(classFields["code"], k) {
			c = class[1]
		}
		g.implies(v.Present[at("evidence."+k)], c)
	}
	unique := func(present []frontend.Variable, keys []frontend.Variable) {
		for a := range keys {
			for b := range a {
				api.AssertIsEqual(api.Mul(present[a], present[b], same(keys[a], keys[b])), 0)
			}
		}
	}
	var checkNames []frontend.Variable
	for j := range checks {
		checkNames = append(checkNames, fp.str(v, at("spec.checks["+strconv.Itoa(j)+"].name")))
	}
	unique(checks, checkNames)
	unique(tests, testNames)
	unique(artifacts, artPaths)
	unique(balances[0], balances[1])
	for a := 1; a < len(actors); a++ {
		g.implies(actors[a], g.before(actors[a], data, bytes, fp, v, at("evidence.actors#"+strconv.Itoa(a-1)), at("evidence.actors#"+strconv.Itoa(a))))
	}
}

// balancesKeys are the balances' presence and (holder, token) keys: the
// fingerprint of holder "/" token (neither holds '/').
func balancesKeys(fp *fingerprints, v *viewVars) [2][]frontend.Variable {
	var out [2][]frontend.Variable
	for b := range v.slots("evidence.balances") {
		q := "evidence.balances[" + strconv.Itoa(b) + "]"
		out[0] = append(out[0], v.Present[v.cell(q)])
		out[1] = append(out[1], fp.cat(fp.strText(v, v.cell(q+".holder")), fp.lit("/"), fp.strText(v, v.cell(q+".token"))).fp)
	}
	return out
}

// checkParams are the parameters of every kind, sorted.
func checkParams() []string {
	var out []string
	for _, kinds := range kindParams {
		for _, ps := range kinds {
			for _, p := range slices.Concat(ps[0], ps[1]) {
				if !slices.Contains(out, p) {
					out = append(out, p)
				}
			}
		}
	}
	slices.Sort(out)
	return out
}

// kindParamsOf is a kind's required and optional parameters.
func kindParamsOf(kind string) [2][]string {
	for _, kinds := range kindParams {
		if ps, ok := kinds[kind]; ok {
			return ps
		}
	}
	panic("zk: no kind " + kind)
}

// before is [a < b] for two key cells' strings, as JavaScript compares
// them (by UTF-16 unit; here the keys are actor names, ASCII): a is a
// proper prefix of b, or at their first difference a's byte is lower.
// The prover gives the common prefix's length k; its bytes are held
// equal by fingerprint, and the bytes at k must differ (or a end there).
func (g *gadgets) before(on frontend.Variable, data []frontend.Variable, bytes logderivlookup.Table, fp *fingerprints, v *viewVars, a, b int) frontend.Variable {
	api := g.api
	holds := func(x frontend.Variable) { api.AssertIsEqual(api.Mul(on, x), 0) } // (only where b is present)
	la, lb := api.Sub(v.At[a], v.From[a], 1), api.Sub(v.At[b], v.From[b], 1)
	r, err := api.Compiler().NewHint(prefixHint, 1, append([]frontend.Variable{api.Add(v.From[a], 1), la, api.Add(v.From[b], 1), lb}, data...)...)
	if err != nil {
		panic(err)
	}
	k := r[0]
	g.rc.Check(k, 16)
	holds(api.Sub(1, g.less(k, api.Add(la, 1), 16)))
	holds(api.Sub(1, g.less(k, api.Add(lb, 1), 16)))
	holds(api.Sub(fp.of(api.Add(v.From[a], 1), k), fp.of(api.Add(v.From[b], 1), k)))
	endA, endB := g.isZero(api.Sub(k, la)), g.isZero(api.Sub(k, lb))
	ca, cb := bytes.Lookup(api.Add(v.From[a], 1, k))[0], bytes.Lookup(api.Add(v.From[b], 1, k))[0]
	differ := api.Sub(1, g.isZero(api.Sub(ca, cb)))
	// k is the first difference: an end, or differing bytes.
	holds(api.Mul(api.Sub(1, endA), api.Sub(1, endB), api.Sub(1, differ)))
	lower := g.less(ca, cb, 8)
	return api.Add(api.Mul(endA, api.Sub(1, endB)), api.Mul(api.Sub(1, endA), api.Sub(1, endB), lower))
}

func init() { solver.RegisterHint(prefixHint) }

// prefixHint: inputs (start of a, length of a, start of b, length of b,
// then the bytes); output the length of their common prefix.
func prefixHint(_ *big.Int, in, out []*big.Int) error {
	if len(in) < 4 || len(out) != 1 {
		return errors.New("prefixHint: four inputs and the bytes, one output")
	}
	data := in[4:]
	small := func(x *big.Int) int { // (an empty cell's length is −1: none)
		if !x.IsInt64() || x.Int64() < 0 || x.Int64() > int64(len(in)) {
			return 0
		}
		return int(x.Int64())
	}
	sa, la, sb, lb := small(in[0]), small(in[1]), small(in[2]), small(in[3])
	k := 0
	for k < la && k < lb && sa+k < len(data) && sb+k < len(data) && data[sa+k].Cmp(data[sb+k]) == 0 {
		k++
	}
	out[0].SetInt64(int64(k))
	return nil
}

// sortedHashes writes the present transactions' hashes (32-byte hex
// strings; the present come first) as JSON strings in ascending order,
// joined by ",": the order of the prover's permutation, held to be one
// (each position takes one present transaction, each present
// transaction one position) and to be ascending in the hashes' values,
// which is their order as strings (lowercase hex of one length).
func (g *gadgets) sortedHashes(fp *fingerprints, bytes, nib logderivlookup.Table, v *viewVars, present []frontend.Variable, cells []int) text {
	api := g.api
	n := len(present)
	var in []frontend.Variable
	his, los := make([]frontend.Variable, n), make([]frontend.Variable, n)
	texts := make([]text, n)
	for t, c := range cells {
		var hi, lo frontend.Variable = 0, 0
		for k := range 64 {
			d := nib.Lookup(bytes.Lookup(api.Add(v.From[c], 3+k))[0])[0]
			if k < 32 {
				hi = api.Add(api.Mul(hi, 16), d)
			} else {
				lo = api.Add(api.Mul(lo, 16), d)
			}
		}
		his[t], los[t], texts[t] = hi, lo, fp.quoted(fp.strText(v, c))
		in = append(in, present[t], hi, lo)
	}
	perm, err := api.Compiler().NewHint(sortHint, n, in...)
	if err != nil {
		panic(err)
	}
	used := make([]frontend.Variable, n)
	for t := range used {
		used[t] = 0
	}
	sorted := make([]text, n)
	var prevHi, prevLo frontend.Variable
	for i := range n {
		sel := make([]frontend.Variable, n)
		var taken, hi, lo frontend.Variable = 0, 0, 0
		for t := range n {
			sel[t] = api.Mul(present[t], g.isZero(api.Sub(perm[i], t)))
			taken = api.Add(taken, sel[t])
			used[t] = api.Add(used[t], sel[t])
			hi, lo = api.Add(hi, api.Mul(sel[t], his[t])), api.Add(lo, api.Mul(sel[t], los[t]))
		}
		api.AssertIsEqual(taken, present[i]) // (the present positions come first, as the transactions do)
		sorted[i] = fp.pick(sel, texts)
		if i > 0 { // not below the one before: a higher half, or the same and a lower half not below
			down := g.less(hi, prevHi, 128)
			api.AssertIsEqual(api.Mul(present[i], down), 0)
			api.AssertIsEqual(api.Mul(present[i], g.isZero(api.Sub(hi, prevHi)), g.less(lo, prevLo, 128)), 0)
		}
		prevHi, prevLo = hi, lo
	}
	for t := range n {
		api.AssertIsEqual(used[t], present[t])
	}
	return fp.joined(present, sorted, ",")
}

func init() { solver.RegisterHint(sortHint) }

// sortHint: inputs (present, hi, lo) for each transaction; outputs, for
// each position, the transaction it takes in ascending order of (hi, lo)
// (n, which matches none, past the present ones).
func sortHint(_ *big.Int, in, out []*big.Int) error {
	if len(in) != 3*len(out) {
		return errors.New("sortHint: three inputs a transaction")
	}
	var order []int
	for t := range out {
		if in[3*t].Sign() != 0 {
			order = append(order, t)
		}
	}
	sort.SliceStable(order, func(a, b int) bool {
		x, y := order[a], order[b]
		if c := in[3*x+1].Cmp(in[3*y+1]); c != 0 {
			return c < 0
		}
		return in[3*x+2].Cmp(in[3*y+2]) < 0
	})
	for i := range out {
		out[i].SetInt64(int64(len(out)))
		if i < len(order) {
			out[i].SetInt64(int64(order[i]))
		}
	}
	return nil
}

// nibValues is the hex value of each byte (0 for the others).
func nibValues() []int {
	out := make([]int, 256)
	for c := range out {
		switch {
		case c >= '0' && c <= '9':
			out[c] = c - '0'
		case c >= 'a' && c <= 'f':
			out[c] = c - 'a' + 10
		}
	}
	return out
}
