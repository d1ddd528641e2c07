package zk

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/verijudge/verijudge/internal/limits"
)

// Field values (docs/zk.md, "Field values"): a third automaton, run beside
// the schema lexer over the same bytes and classes, decides the rules the
// bundle holds each field's value to: patterns (ids, addresses, hashes,
// hex data, selectors, actor names), enumerations (the schema string, the
// evidence class, check kinds, op, mode, outcome, a token that is "native"
// or an address), lengths in UTF-16 units, integer minimums, a
// transaction's status 0 or 1, and a {"$n":…} amount's length (at most 80
// digits) and magnitude (beyond 2^53 − 1).
//
// Its state is pinned where a value starts (a scalar's first byte, or the
// opening quote of a key): a start row per frame, so the rule is the
// field's. Between, it steps on the byte's class: the state after a
// string's opening quote follows the string's bytes to its closing quote,
// where it returns to "none" or rejects. Each step also gives the UTF-16
// units the byte adds to the string (a counter reset at every start) and,
// at a closing quote, the string's bound, which the circuit range-checks
// against the counter at every byte (the bound is valueNoBound
// elsewhere). A step to "reject" is one that check fails: 3 units against
// a bound of 0.
//
// Rules that hold across fields or records (which parameters a kind takes,
// uniqueness, array sizes, actor key order) are not decided here.

// ErrValueRule reports a trace whose field holds a value its rule refuses
// (the bundle refuses such a trace too); the message names the offset,
// the field and the rule.
var ErrValueRule = errors.New("zk: a value breaks its field's rule")

// ErrLexTooLong reports a text longer than the schema lexer reads (its
// length counters hold less): 65,534 bytes at most.
var ErrLexTooLong = fmt.Errorf("zk: text longer than the lexer reads (at most %d bytes)", valueNoBound-1)

const (
	vpNone   = iota // outside any value with a rule
	vpReject        // a value broke its rule: absorbing
)

// Value-table entries: next state + 2^10·units + 2^12·bound, where units
// is what the byte adds to the string's UTF-16 length (0, 1 or 2) and
// bound the string's maximum length at its closing quote (valueNoBound
// elsewhere). Texts are at most 65,534 bytes, so a string's length is
// below valueNoBound.
const (
	valueNextBits  = 10
	valueUnitBits  = 2
	valueBoundBits = 16
	valueNoBound   = 1<<valueBoundBits - 1
)

type valueStep struct{ next, units, bound int }

// valueTables is the value automaton: rows of 256 steps, the states
// first, then one start row per frame where a scalar starts, then one per
// frame where a key's opening quote is.
type valueTables struct {
	steps   [][256]valueStep
	states  int
	frames  int
	rule    []string // frame → the rule of its values ("" for none), for errors
	keyRule string   // the rule of evidence.actors' keys
	actors  int      // the frame of evidence.actors' keys and values
}

// scalarRow and keyRow are a frame's start rows.
func (v *valueTables) scalarRow(top int) int { return v.states + top }
func (v *valueTables) keyRow(top int) int    { return v.states + v.frames + top }

// rejectStep is a step to "reject": units 3 (no byte adds more than 2)
// against a bound of 0, so the circuit's bound check fails at the byte
// itself. (Asserting the state at the end would not do: the next value's
// start pins the state again, forgetting the rejection.)
var rejectStep = valueStep{vpReject, 3, 0}

func (v *valueTables) state() int {
	var row [256]valueStep
	for c := range row {
		row[c] = rejectStep
	}
	v.steps = append(v.steps, row)
	return len(v.steps) - 1
}

func (v *valueTables) on(p int, cs string, next, units int) {
	for i := range len(cs) {
		v.steps[p][cs[i]] = v.step(next, units)
	}
}

// onRange steps on the bytes lo..hi.
func (v *valueTables) onRange(p int, lo, hi byte, next, units int) {
	for c := int(lo); c <= int(hi); c++ {
		v.steps[p][c] = v.step(next, units)
	}
}

func (v *valueTables) step(next, units int) valueStep {
	if next == vpReject {
		return rejectStep
	}
	return valueStep{next, units, valueNoBound}
}

// close ends a string at its closing quote, with a bound on its length.
func (v *valueTables) close(p, bound int) { v.steps[p]['"'] = valueStep{vpNone, 0, bound} }

const (
	identChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	hexLower   = "0123456789abcdef"
)

// free is a string of lo (0 or 1) to hi UTF-16 units, any characters
// (the lexer has decided they are valid): it returns the state after the
// opening quote. Escapes count one unit (canonical JSON writes \u00XX only
// for control characters), a UTF-8 lead byte one (two for a 4-byte
// sequence, a surrogate pair), a continuation byte none.
func (v *valueTables) free(lo, hi int) int {
	body, esc := v.state(), v.state()
	var hex [4]int
	for i := range hex {
		hex[i] = v.state()
	}
	v.onRange(body, 0x20, 0x7f, body, 1)
	v.on(body, `\`, esc, 1)
	v.onRange(body, 0x80, 0xbf, body, 0)
	v.onRange(body, 0xc0, 0xef, body, 1)
	v.onRange(body, 0xf0, 0xff, body, 2)
	v.close(body, min(hi, valueNoBound))
	v.onRange(esc, 0, 0xff, body, 0)
	v.on(esc, "u", hex[0], 0)
	for i := range 3 {
		v.onRange(hex[i], 0, 0xff, hex[i+1], 0)
	}
	v.onRange(hex[3], 0, 0xff, body, 0)
	if lo == 0 {
		return body
	}
	first := v.state()
	v.steps[first] = v.steps[body]
	v.steps[first]['"'] = rejectStep
	return first
}

// ident is an id: 1 to hi characters of [A-Za-z0-9._:/-], the first
// alphanumeric.
func (v *valueTables) ident(hi int) (first, body int) {
	first, body = v.state(), v.state()
	v.on(first, identChars, body, 1)
	v.on(body, identChars+"._:/-", body, 1)
	v.close(body, hi)
	return first, body
}

// hexChain is the states that read k more lowercase hex digits and the
// closing quote, for k = 0..64 (chain[k]).
func (v *valueTables) hexChain() []int {
	chain := make([]int, 65)
	for k := range chain {
		chain[k] = v.state()
		if k == 0 {
			v.close(chain[0], valueNoBound)
		} else {
			v.on(chain[k], hexLower, chain[k-1], 1)
		}
	}
	return chain
}

// prefixed is "0x" and then the state after it.
func (v *valueTables) prefixed(then int) int {
	zero, x := v.state(), v.state()
	v.on(zero, "0", x, 1)
	v.on(x, "x", then, 1)
	return zero
}

// words is a string that is one of ws: a trie, its root returned; extra
// adds edges from the root.
func (v *valueTables) words(ws ...string) int {
	nodes := map[string]int{"": v.state()}
	for _, w := range ws {
		for i := 1; i <= len(w); i++ {
			if _, ok := nodes[w[:i]]; !ok {
				nodes[w[:i]] = v.state()
				v.on(nodes[w[:i-1]], w[i-1:i], nodes[w[:i]], 1)
			}
		}
		v.close(nodes[w], valueNoBound)
	}
	return nodes[""]
}

// bigDigits reads a {"$n":…} string: an optional '-' and at most 80
// digits whose magnitude is beyond 2^53 − 1 (at least 16 digits, and 16
// only above 9007199254740991). The lexer has decided they are digits
// without a leading zero; the states count them to 16 and compare them
// with safeMax, the counter bounds them at 80.
func (v *valueTables) bigDigits() int {
	start := v.state()
	var count [safeDigits + 1][3]int // count[k][cmp] after k digits
	for k := 1; k <= safeDigits; k++ {
		for c := range 3 {
			count[k][c] = v.state()
		}
	}
	many := v.state()
	v.on(start, "-", start, 0)
	for d := byte('1'); d <= '9'; d++ {
		v.on(start, string(d), count[1][compareDigit(d, safeMax[0])], 1)
	}
	for k := 1; k <= safeDigits; k++ {
		for c := range 3 {
			for d := byte('0'); d <= '9'; d++ {
				next := many
				if k < safeDigits {
					nc := c
					if c == cmpEqual {
						nc = compareDigit(d, safeMax[k])
					}
					next = count[k+1][nc]
				}
				v.on(count[k][c], string(d), next, 1)
			}
		}
	}
	v.close(count[safeDigits][cmpGreater], limits.MaxBigIntDigits)
	v.on(many, "0123456789", many, 1)
	v.close(many, limits.MaxBigIntDigits)
	return start
}

// The rules of the fields, from the bundle's validation
// (judge/js/src/trace.js, classes/web3.js, classes/code.js).
const (
	ruleIdent      = "an id: 1 to 200 of A-Z a-z 0-9 . _ : / -, the first a letter or digit"
	ruleAddress    = "an address: 0x and 40 lowercase hex digits"
	ruleHash       = "a 32-byte hash: 0x and 64 lowercase hex digits"
	ruleSelector   = "a selector: 0x and 8 lowercase hex digits"
	ruleHexData    = "hex data: 0x and pairs of lowercase hex digits"
	ruleActorName  = "an actor name: 1 to 64 of A-Z a-z 0-9 . _ : / -, the first a letter or digit"
	ruleAddrParam  = "an address (0x and 40 lowercase hex digits) or an actor name (1 to 64 of A-Z a-z 0-9 . _ : / -, the first a letter or digit)"
	ruleTokenEvid  = `"native" or an address (0x and 40 lowercase hex digits)`
	ruleOp         = "one of eq, gte, lte, gt, lt"
	ruleMin1       = "an integer ≥ 1"
	ruleStatus     = "0 or 1"
	ruleBigDigits  = `the digits of an integer beyond 2^53 − 1, at most 80 (a smaller one is written as a number, not {"$n":…})`
	ruleCheckKinds = "a check kind: tx_succeeded, balance_delta, erc20_transfer, no_outflow_outside, event_emitted, contract_called, tx_count, gas_used, tests_pass, exit_code or artifact_digest"
)

func ruleLength(lo, hi int) string {
	if lo == 0 {
		return fmt.Sprintf("a string of at most %d UTF-16 units", hi)
	}
	return fmt.Sprintf("a string of %d to %d UTF-16 units", lo, hi)
}

func newValueTables(fr *schemaFrames) *valueTables {
	v := &valueTables{frames: len(fr.frames), rule: make([]string, len(fr.frames)), actors: -1}
	none, reject := v.state(), v.state()
	v.onRange(none, 0, 0xff, vpNone, 0)
	if none != vpNone || reject != vpReject {
		panic("zk: value tables: the first states are none and reject")
	}
	chain := v.hexChain()
	address := v.prefixed(chain[40])
	hash := v.prefixed(chain[64])
	selector := v.prefixed(chain[8])
	hexData := v.state()
	{
		x, even, odd := v.state(), v.state(), v.state()
		v.on(hexData, "0", x, 1)
		v.on(x, "x", even, 1)
		v.on(even, hexLower, odd, 1)
		v.close(even, valueNoBound)
		v.on(odd, hexLower, even, 1)
	}
	id, _ := v.ident(200)
	actorName, actorBody := v.ident(64)
	addrParam := v.state() // an address, or an actor name (which may start with '0', not "0x")
	{
		zero := v.state()
		v.steps[addrParam] = v.steps[actorName]
		v.on(addrParam, "0", zero, 1)
		v.steps[zero] = v.steps[actorBody]
		v.on(zero, "x", chain[40], 1)
	}
	token := v.words("native")
	v.steps[token]['0'] = v.steps[address]['0']
	op := v.words("eq", "gte", "lte", "gt", "lt")
	bigN := v.bigDigits()
	status := v.state()
	v.onRange(status, 0, 0xff, vpNone, 0)
	v.on(status, "0123456789", vpReject, 0)

	type rule struct {
		desc  string
		quote int    // the state after a string's opening quote, or 0
		nums  string // for integer rules: the first digits admitted
		next  int    // and the state after them
	}
	str := func(desc string, first int) rule { return rule{desc: desc, quote: first} }
	length := func(lo, hi int) rule { return str(ruleLength(lo, hi), v.free(lo, hi)) }
	oneOf := func(ws ...string) rule { return str("one of "+strings.Join(ws, ", "), v.words(ws...)) }
	min1 := rule{desc: ruleMin1, nums: "123456789", next: vpNone}
	bigAmount := str(ruleBigDigits, bigN)
	rules := map[string]rule{
		"buildId": str(ruleIdent, id), "taskId": str(ruleIdent, id), "trialId": str(ruleIdent, id),
		"schema":             oneOf(traceSchemaID),
		"spec.title":         length(0, 1000),
		"spec.evidenceClass": oneOf("web3", "code"),

		"spec.checks[].address":   str(ruleAddrParam, addrParam),
		"spec.checks[].allow[]":   str(ruleAddrParam, addrParam),
		"spec.checks[].amount.$n": bigAmount,
		"spec.checks[].count":     min1,
		"spec.checks[].from":      str(ruleAddrParam, addrParam),
		"spec.checks[].holder":    str(ruleAddrParam, addrParam),
		"spec.checks[].kind": str(ruleCheckKinds, v.words("tx_succeeded", "balance_delta", "erc20_transfer", "no_outflow_outside",
			"event_emitted", "contract_called", "tx_count", "gas_used", "tests_pass", "exit_code", "artifact_digest")),
		"spec.checks[].minAmount.$n": bigAmount,
		"spec.checks[].minCount":     min1,
		"spec.checks[].mode":         oneOf("all", "named", "atLeast"),
		"spec.checks[].name":         length(1, 200),
		"spec.checks[].names[]":      length(1, 1024),
		"spec.checks[].op":           str(ruleOp, op),
		"spec.checks[].path":         length(1, 4096),
		"spec.checks[].selector":     str(ruleSelector, selector),
		"spec.checks[].sha256":       str(ruleHash, hash),
		"spec.checks[].to":           str(ruleAddrParam, addrParam),
		"spec.checks[].token":        str(ruleAddrParam, addrParam),
		"spec.checks[].topic0":       str(ruleHash, hash),
		"spec.checks[].via[]":        str(ruleAddrParam, addrParam),

		"evidence.actors.*":             str(ruleAddress, address),
		"evidence.artifacts[].path":     length(1, 4096),
		"evidence.artifacts[].sha256":   str(ruleHash, hash),
		"evidence.balances[].after.$n":  bigAmount,
		"evidence.balances[].before.$n": bigAmount,
		"evidence.balances[].holder":    str(ruleAddress, address),
		"evidence.balances[].token":     str(ruleTokenEvid, token),
		"evidence.build.command":        length(0, 4096),
		"evidence.chainId":              min1,
		"evidence.tests[].name":         length(1, 1024),
		"evidence.tests[].outcome":      oneOf("pass", "fail", "skip"),

		"evidence.transactions[].from":                         str(ruleAddress, address),
		"evidence.transactions[].hash":                         str(ruleHash, hash),
		"evidence.transactions[].input":                        str(ruleHexData, hexData),
		"evidence.transactions[].internalTransfers[].from":     str(ruleAddress, address),
		"evidence.transactions[].internalTransfers[].to":       str(ruleAddress, address),
		"evidence.transactions[].internalTransfers[].value.$n": bigAmount,
		"evidence.transactions[].logs[].address":               str(ruleAddress, address),
		"evidence.transactions[].logs[].data":                  str(ruleHexData, hexData),
		"evidence.transactions[].logs[].topics[]":              str(ruleHash, hash),
		"evidence.transactions[].status":                       {desc: ruleStatus, nums: "01", next: status},
		"evidence.transactions[].to":                           str(ruleAddress, address),
		"evidence.transactions[].value.$n":                     bigAmount,
	}
	v.states = len(v.steps)
	for range 2 * v.frames {
		row := v.state()
		v.onRange(row, 0, 0xff, vpNone, 0)
	}
	for path, r := range rules {
		f, ok := fr.byPath[path]
		if !ok {
			panic("zk: value rule for " + path + ", not a frame")
		}
		row := v.scalarRow(f)
		v.rule[f] = r.desc
		if r.quote != 0 {
			v.on(row, `"`, r.quote, 0)
		}
		if r.nums != "" {
			v.on(row, "0123456789", vpReject, 0)
			v.on(row, r.nums, r.next, 0)
		}
	}
	v.actors = fr.byPath["evidence.actors.*"]
	v.keyRule = ruleActorName
	v.on(v.keyRow(v.actors), `"`, actorName, 0)
	if len(v.steps) > 1<<valueNextBits {
		panic(fmt.Sprintf("zk: value tables: %d rows do not fit", len(v.steps)))
	}
	return v
}

// traceSchemaID is the schema string of a trace.
const traceSchemaID = "verijudge.trace/v1"

// entry packs a step as the circuit's table holds it.
func (s valueStep) entry() int {
	return s.next + s.units<<valueNextBits + s.bound<<(valueNextBits+valueUnitBits)
}

// valueEntryHint: input a value-table entry; outputs next, units, bound.
func valueEntryHint(_ *big.Int, in, out []*big.Int) error {
	if len(in) != 1 || len(out) != 3 {
		return errors.New("valueEntryHint: one input, three outputs")
	}
	e := in[0].Uint64()
	out[0].SetUint64(e & (1<<valueNextBits - 1))
	out[1].SetUint64(e >> valueNextBits & (1<<valueUnitBits - 1))
	out[2].SetUint64(e >> (valueNextBits + valueUnitBits))
	return nil
}
