//go:build !race

package zk

import (
	"encoding/json"
	"math/big"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/verijudge/verijudge/canon"
)

// The differential test's traces (TestZKDifferential): small ones written
// from nothing, of one to a few checks, whose evidence is drawn from a
// handful of addresses, names and values, and whose checks are made, two
// times in three (web3) or one in two (code), to meet that evidence, so
// that every kind passes as well as fails.

// The addresses: a holder, a merchant the checks allow, a router they
// route through, a token, and an outsider.
const (
	addrHolder   = "0x75bb9bc831409239a78acc609ed899787af14e4b"
	addrMerchant = "0x0f3df2ba74fc44f11d77a1f380ae395823767fd2"
	addrRouter   = "0x678f4fff744c02eb89e7b49116d1d5b05391d375"
	addrToken    = "0x93c536984f020bc92a23c2b2e05f4a38a065f28f"
	addrOutsider = "0x99bac2bfc33342234f276078da99ac0b04cf2f11"
)

// tinyActors are the actors a trace may name (at most three of them).
var tinyActors = [][2]string{{"h", addrHolder}, {"m", addrMerchant}, {"r", addrRouter}, {"t", addrToken}}

// tinyGen draws the parts of a tiny trace.
type tinyGen struct {
	rng *rand.Rand
}

func (g tinyGen) pick(xs ...string) string { return xs[g.rng.IntN(len(xs))] }
func (g tinyGen) anyOf(xs ...any) any      { return xs[g.rng.IntN(len(xs))] }
func (g tinyGen) num(n int) json.Number    { return json.Number(strconv.Itoa(n)) }
func (g tinyGen) one(n int) bool           { return g.rng.IntN(n) == 0 } // one time in n

// hex is n hex digits of four, letters among them (so values repeat,
// and hashes and digests sort and compare by their letters too).
func (g tinyGen) hex(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = "0a9f"[g.rng.IntN(4)]
	}
	return string(b)
}

// odd is a name: plain, or (one time in eight) with a character that
// canonical JSON and JSON.stringify escape (one of them differently), or
// a non-ASCII one.
func (g tinyGen) odd(plain string) string {
	if !g.one(8) {
		return plain
	}
	return plain + g.pick("\x1f", "\"", "\\", "\n", "é", "\u2028", "😀", "\x01\x7f")
}

// tinyTrace is a random canonical trace of one class with one to checks
// checks, as many of them as maxBytes leaves room for (at least one; the
// trace may still be longer).
func tinyTrace(t testing.TB, rng *rand.Rand, web3 bool, checks, maxBytes int) []byte {
	t.Helper()
	g := tinyGen{rng}
	id := func() string { // (the pattern [A-Za-z0-9][A-Za-z0-9._:/-]*)
		return g.pick("a", "t1", "Z", "run-7", "x.y:z/0", "trial_"+strconv.Itoa(rng.IntN(100)))
	}
	m := map[string]any{"schema": "verijudge.trace/v1", "trialId": id(), "taskId": id(), "buildId": id()}
	spec := map[string]any{"evidenceClass": map[bool]string{true: "web3", false: "code"}[web3]}
	if g.one(3) {
		spec["title"] = g.odd("T")
	}
	if g.one(3) {
		spec["description"] = g.odd(strings.Repeat("d", rng.IntN(40)))
	}
	ev := map[string]any{}
	m["spec"], m["evidence"] = spec, ev
	text := func() []byte {
		raw, err := json.Marshal(m)
		require.NoError(t, err)
		b, err := canon.CanonicalizeTrace(raw)
		require.NoError(t, err)
		return b
	}
	var checksOf func(n int) []any
	if web3 {
		checksOf = g.web3(ev)
		// Fewer transactions where the evidence leaves too little room
		// for a check (before the checks are made to meet them).
		for txs := asList(ev["transactions"]); len(txs) > 1 && len(text()) > maxBytes-250; txs = txs[:len(txs)-1] {
			ev["transactions"] = txs[:len(txs)-1]
		}
	} else {
		checksOf = g.code(ev)
	}
	list := checksOf(1 + rng.IntN(checks))
	for j, c := range list {
		c := c.(map[string]any)
		c["name"] = g.odd("c" + strconv.Itoa(j))
		if g.one(3) {
			c["required"] = g.one(2)
		}
	}
	for {
		// Fewer checks where the evidence leaves no room for them all.
		spec["checks"] = list
		if b := text(); len(list) == 1 || len(b) <= maxBytes {
			return b
		}
		list = list[:len(list)-1]
	}
}

// web3 fills web3 evidence and returns a maker of n checks of it, as it
// is when they are made.
func (g tinyGen) web3(ev map[string]any) func(n int) []any {
	actors := map[string]any{}
	for _, k := range g.rng.Perm(len(tinyActors)) {
		if len(actors) < 3 && !g.one(3) {
			actors[tinyActors[k][0]] = tinyActors[k][1]
		}
	}
	if len(actors) > 0 || !g.one(4) {
		ev["actors"] = actors
	}
	addr := func() string {
		return g.pick(addrHolder, addrHolder, addrMerchant, addrRouter, addrToken, addrOutsider)
	}
	word := func(a string) string { return "0x" + strings.Repeat("0", 24) + a[2:] }
	value := func() any {
		return g.anyOf(json.Number("0"), json.Number("7"), json.Number("7"), json.Number("-7"), json.Number("9007199254740991"),
			map[string]any{"$n": "50000000000000000000"}, map[string]any{"$n": "-50000000000000000000"})
	}
	const selector = "0xa9059cbb"
	if !g.one(12) {
		txs := []any{}
		for range g.anyOf(0, 1, 1, 1, 2, 2).(int) {
			tx := map[string]any{"hash": "0x" + g.hex(64), "from": g.pick(addrHolder, addrHolder, addrHolder, addrRouter, addrOutsider),
				"status": g.num(min(1, g.rng.IntN(5)))}
			tx["to"] = g.pick(addrHolder, addrMerchant, addrRouter, addrToken, addrOutsider, addrOutsider)
			if g.one(8) {
				tx["to"] = nil
			}
			if !g.one(4) {
				tx["value"] = value()
			}
			if !g.one(5) {
				tx["gasUsed"] = g.num(21000 + g.rng.IntN(3)*21000)
			}
			if !g.one(6) {
				tx["input"] = g.pick("0x", selector, selector, selector, selector+g.hex(8), selector[:8], "0x12345678")
			}
			if g.one(3) {
				tx["internalTransfers"] = []any{map[string]any{"from": g.pick(addrHolder, addrRouter, addrRouter, addrOutsider),
					"to": g.pick(addrMerchant, addrOutsider, addrOutsider, addrRouter, addrHolder), "value": value()}}
			}
			if !g.one(3) { // an ERC-20 Transfer or Approval, or nearly one
				l := map[string]any{"address": g.pick(addrToken, addrToken, addrHolder), "data": "0x" + g.hex(64),
					"topics": []any{g.pick(transferTopic, transferTopic, approvalTopic), word(g.pick(addrHolder, addrHolder, addrRouter, addrOutsider)),
						word(g.pick(addrMerchant, addrOutsider, addrOutsider, addrRouter, addrHolder))}}
				switch g.rng.IntN(16) {
				case 0:
					l["data"] = "0x" + g.hex(2*g.rng.IntN(4))
				case 1:
					l["topics"] = l["topics"].([]any)[:g.rng.IntN(3)]
				case 2:
					l["topics"] = append(l["topics"].([]any), "0x"+g.hex(64))
				case 3:
					l["topics"].([]any)[2] = "0x1" + g.hex(63) // (no address word)
				case 4:
					l["data"] = "0x" + strings.Repeat("f", 64) // 2^256 − 1
				case 5:
					l["topics"].([]any)[0] = "0x" + g.hex(64)
				}
				tx["logs"] = []any{l}
			}
			if g.one(3) { // the holder's own, leaking through the router (a no_outflow_outside story)
				tx["from"], tx["status"], tx["value"] = addrHolder, g.num(1), g.anyOf(json.Number("7"), json.Number("0"))
				if g.one(3) {
					tx["to"] = nil
				}
				tx["internalTransfers"] = []any{map[string]any{"from": addrRouter, "to": addrOutsider, "value": json.Number("7")}}
				tx["logs"] = []any{map[string]any{"address": addrToken, "data": "0x" + strings.Repeat("0", 62) + "2a",
					"topics": []any{g.pick(transferTopic, approvalTopic), word(g.pick(addrHolder, addrRouter)), word(addrOutsider)}}}
			}
			txs = append(txs, tx)
		}
		ev["transactions"] = txs
	}
	amount := func() any {
		return g.anyOf(json.Number("0"), json.Number("1"), json.Number("-1"), json.Number("100"), json.Number("9007199254740991"),
			map[string]any{"$n": "123456789012345678901234567890"}, map[string]any{"$n": "-123456789012345678901234567890"},
			map[string]any{"$n": "123456789012345678901234567990"}, map[string]any{"$n": "9007199254740992"})
	}
	if !g.one(5) { // unique pairs
		bs := []any{}
		pairs := [][2]string{{addrHolder, "native"}, {addrHolder, addrToken}, {addrMerchant, "native"}, {addrOutsider, addrToken}}
		for _, k := range g.rng.Perm(len(pairs))[:g.rng.IntN(3)] {
			bs = append(bs, map[string]any{"holder": pairs[k][0], "token": pairs[k][1], "before": amount(), "after": amount()})
		}
		ev["balances"] = bs
	}
	return func(n int) []any { return g.web3Checks(ev, actors, n, addr, amount) }
}

// web3Checks makes n web3 checks: each of a random kind and parameters,
// made (two times in three) to meet the evidence.
func (g tinyGen) web3Checks(ev, actors map[string]any, n int, addr func() string, amount func() any) []any {
	names := slices.Sorted(func(yield func(string) bool) {
		for k := range actors {
			if !yield(k) {
				return
			}
		}
	})
	// party is an address parameter: an actor's name, a name of no
	// actor, native, or an address.
	party := func() string {
		switch g.rng.IntN(10) {
		case 0, 1, 2, 3:
			if len(names) > 0 {
				return names[g.rng.IntN(len(names))]
			}
		case 4:
			return g.pick("x", "h", "native")
		}
		return addr()
	}
	// nameOf is a party by its actor's name where it has one (mostly).
	nameOf := func(a string) string {
		for _, k := range names {
			if actors[k] == a && !g.one(3) {
				return k
			}
		}
		return a
	}
	// The evidence to meet, of successful transactions: the calls, the
	// logs, the decodable Transfers; and every recipient, the total gas.
	var calls [][2]string // (to, input)
	var logs, transfers []map[string]any
	var recipients []string
	gas, allGas := 0, true
	var failed []int // (the failed transactions' indexes)
	for i, tx := range asList(ev["transactions"]) {
		tx := tx.(map[string]any)
		ok := tx["status"] == json.Number("1")
		if !ok {
			failed = append(failed, i)
		}
		if to, isAddr := tx["to"].(string); isAddr {
			recipients = append(recipients, to)
			if in, _ := tx["input"].(string); ok && len(in) >= 10 {
				calls = append(calls, [2]string{to, in})
			}
		}
		if x, has := tx["gasUsed"].(json.Number); has {
			n, err := x.Int64()
			if err != nil {
				panic(err)
			}
			gas += int(n)
		} else {
			allGas = false
		}
		for _, it := range asList(tx["internalTransfers"]) {
			recipients = append(recipients, it.(map[string]any)["to"].(string))
		}
		for _, l := range asList(tx["logs"]) {
			l := l.(map[string]any)
			ts := l["topics"].([]any)
			if len(ts) == 3 {
				recipients = append(recipients, "0x"+ts[2].(string)[26:])
			}
			if !ok {
				continue
			}
			logs = append(logs, l)
			if len(ts) == 3 && ts[0] == transferTopic && len(l["data"].(string)) == 66 {
				transfers = append(transfers, l)
			}
		}
	}
	_, hasTxs := ev["transactions"]
	const selector = "0xa9059cbb"
	op := func() string { return profileOps[g.rng.IntN(len(profileOps))] }
	list := make([]any, n)
	for j := range list {
		c := map[string]any{}
		meet := !g.one(3)
		switch g.rng.IntN(9) {
		case 0:
			c["kind"] = "tx_succeeded"
			if !g.one(3) {
				c["index"] = g.num(g.anyOf(0, 0, 1, 2).(int))
				if meet && len(failed) > 0 {
					c["index"] = g.num(failed[g.rng.IntN(len(failed))])
				}
			}
		case 1:
			c["kind"], c["op"], c["value"] = "tx_count", op(), g.num(g.rng.IntN(3))
		case 2:
			c["kind"], c["op"], c["value"] = "gas_used", op(), g.num(g.rng.IntN(4)*21000+g.rng.IntN(3)-1)
			if meet && hasTxs && allGas {
				c["value"] = g.num(gas + g.rng.IntN(3) - 1)
			}
		case 3:
			c["kind"], c["to"], c["selector"] = "contract_called", party(), g.pick(selector, selector, "0x12345678")
			if meet && len(calls) > 0 {
				call := calls[g.rng.IntN(len(calls))]
				c["to"], c["selector"] = nameOf(call[0]), call[1][:10]
			}
		case 4:
			c["kind"], c["address"], c["topic0"] = "event_emitted", party(), g.pick(transferTopic, transferTopic, approvalTopic)
			if meet && len(logs) > 0 {
				l := logs[g.rng.IntN(len(logs))]
				c["address"] = nameOf(l["address"].(string))
				if ts := l["topics"].([]any); len(ts) > 0 {
					c["topic0"] = ts[0]
				}
			}
			if g.one(3) {
				c["minCount"] = g.num(1 + g.rng.IntN(2))
			}
		case 5:
			c["kind"], c["holder"], c["op"], c["token"] = "balance_delta", party(), op(), g.pick("native", "native", "t", addrToken, "x")
			c["amount"] = amount()
			if bs := asList(ev["balances"]); meet && len(bs) > 0 { // (the delta, or one off)
				b := bs[g.rng.IntN(len(bs))].(map[string]any)
				c["holder"], c["token"] = nameOf(b["holder"].(string)), b["token"]
				if c["token"] != "native" {
					c["token"] = nameOf(b["token"].(string))
				}
				d := new(big.Int).Sub(amountOf(b["after"]), amountOf(b["before"]))
				c["amount"] = amountAny(d.Add(d, big.NewInt(int64(g.rng.IntN(3)-1))))
			}
		case 6:
			c["kind"], c["to"], c["token"] = "erc20_transfer", party(), g.pick("t", addrToken, addrToken, "x", "h")
			if g.one(2) {
				c["from"] = party()
			}
			if g.one(2) {
				c["minAmount"] = g.anyOf(json.Number("1"), json.Number("100"), map[string]any{"$n": "123456789012345678901234567890"})
			}
			if meet && len(transfers) > 0 {
				l := transfers[g.rng.IntN(len(transfers))]
				ts := l["topics"].([]any)
				c["token"], c["to"] = nameOf(l["address"].(string)), nameOf("0x"+ts[2].(string)[26:])
				if _, ok := c["from"]; ok {
					c["from"] = nameOf("0x" + ts[1].(string)[26:])
				}
			}
		default:
			outflow := func() any {
				return items(g.rng.IntN(3), func(int) any {
					if g.one(10) {
						return "x"
					}
					return nameOf(g.pick(addrMerchant, addrRouter, addrRouter, addrOutsider))
				})
			}
			c["kind"], c["holder"], c["allow"] = "no_outflow_outside", nameOf(addrHolder), outflow()
			switch g.anyOf(0, 1, 1, 2).(int) {
			case 0: // (random lists)
				if g.one(3) {
					c["holder"] = g.pick("m", "x", "native", addrRouter)
				}
				if g.one(2) {
					c["via"] = outflow()
				}
			case 1: // (anything but the merchant leaks, through the router too)
				c["allow"], c["via"] = items(g.rng.IntN(2), func(int) any { return nameOf(addrMerchant) }), []any{nameOf(addrRouter)}
			default: // (most recipients allowed)
				allow := []any{}
				for _, r := range recipients {
					if !g.one(4) && !slices.Contains(allow, any(nameOf(r))) {
						allow = append(allow, nameOf(r))
					}
				}
				c["allow"] = allow[:min(len(allow), 2)]
			}
		}
		list[j] = c
	}
	return list
}

// code fills code evidence and returns a maker of n checks of it.
func (g tinyGen) code(ev map[string]any) func(n int) []any {
	names := []string{g.odd("t0"), g.odd("t1"), "t2", "t3"}
	var passed []string
	if !g.one(8) {
		tests := []any{}
		for _, k := range g.rng.Perm(len(names))[:g.rng.IntN(5)] {
			o := g.pick("pass", "pass", "pass", "pass", "fail", "skip")
			tests = append(tests, map[string]any{"name": names[k], "outcome": o})
			if o == "pass" {
				passed = append(passed, names[k])
			}
		}
		ev["tests"] = tests
	}
	digest := func() string { return "0x" + strings.Repeat(g.hex(2), 32) }
	paths := []string{g.odd("a.out"), "b"}
	var artifacts [][2]string
	if !g.one(6) {
		as := []any{}
		for _, k := range g.rng.Perm(len(paths))[:g.rng.IntN(3)] {
			a := [2]string{paths[k], digest()}
			as, artifacts = append(as, map[string]any{"path": a[0], "sha256": a[1]}), append(artifacts, a)
		}
		ev["artifacts"] = as
	}
	code := g.rng.IntN(5) - 2
	switch g.rng.IntN(8) {
	case 0:
	case 1:
		ev["build"] = map[string]any{"command": "make"}
	default:
		ev["build"] = map[string]any{"exitCode": g.num(code)}
	}
	return func(n int) []any {
		list := make([]any, n)
		for j := range list {
			c := map[string]any{}
			meet := g.one(2)
			switch g.rng.IntN(5) {
			case 0:
				c["kind"], c["equals"] = "exit_code", g.num(g.rng.IntN(5)-2)
				if meet {
					c["equals"] = g.num(code)
				}
			case 1:
				c["kind"], c["mode"] = "tests_pass", "all"
			case 2:
				c["kind"], c["mode"], c["count"] = "tests_pass", "atLeast", g.num(1+g.rng.IntN(4))
			case 3:
				c["kind"], c["mode"] = "tests_pass", "named"
				c["names"] = items(1+g.rng.IntN(3), func(int) any { return append(slices.Clone(names), "t9")[g.rng.IntN(5)] })
				if meet && len(passed) > 0 {
					c["names"] = items(1+g.rng.IntN(len(passed)), func(int) any { return passed[g.rng.IntN(len(passed))] })
				}
			default:
				c["kind"], c["path"], c["sha256"] = "artifact_digest", append(slices.Clone(paths), "c")[g.rng.IntN(3)], digest()
				if meet && len(artifacts) > 0 {
					a := artifacts[g.rng.IntN(len(artifacts))]
					c["path"], c["sha256"] = a[0], a[1]
				}
			}
			list[j] = c
		}
		return list
	}
}

// asList is a JSON array, or none.
func asList(v any) []any {
	l, _ := v.([]any)
	return l
}

// amountOf is an amount's value: a json.Number or {"$n":…}.
func amountOf(v any) *big.Int {
	var s string
	switch x := v.(type) {
	case json.Number:
		s = string(x)
	case map[string]any:
		s = x["$n"].(string)
	}
	n, ok := new(big.Int).SetString(s, 10)
	if !ok {
		panic("zk test: no amount: " + s)
	}
	return n
}

// amountAny is n as a trace writes an amount: a plain number within
// ±(2^53 − 1), else {"$n":…}.
func amountAny(n *big.Int) any {
	if new(big.Int).Abs(n).Cmp(big.NewInt(1<<53-1)) <= 0 {
		return json.Number(n.String())
	}
	return map[string]any{"$n": n.String()}
}
