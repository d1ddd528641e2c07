//go:build !race

// Solving the lexer, its view and the checks over whole traces is slow
// under the race detector: these run in the README's race-free ZK pass.

package zk

import (
	"bytes"
	"encoding/json"
	"maps"
	"math/big"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend/groth16"
	groth16_bn254 "github.com/consensys/gnark/backend/groth16/bn254"
	"github.com/consensys/gnark/backend/groth16/bn254/mpcsetup"
	"github.com/consensys/gnark/backend/witness"
	"github.com/consensys/gnark/constraint"
	cs_bn254 "github.com/consensys/gnark/constraint/bn254"
	"github.com/consensys/gnark/constraint/solver"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/frontend/cs/r1cs"
	"github.com/consensys/gnark/std/rangecheck"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/verijudge/verijudge/judge"
)

// checksCircuit is the lexer, the view and the checks, with each check
// slot's judged and pass bits as inputs it must equal.
type checksCircuit struct {
	Data         []frontend.Variable
	Len          frontend.Variable
	View         *viewInputs
	Judged, Pass []frontend.Variable
	Status       frontend.Variable
	Preimage     []frontend.Variable // the verdict preimage, zero-padded
	PreimageLen  frontend.Variable
	Tau          frontend.Variable // the fingerprints' challenge (testTau)
	layout       *viewLayout
	noRules      bool // (unsafeNoRecordRules)
}

// checksPreimage is the test circuit's preimage capacity.
const checksPreimage = 2048

func (c *checksCircuit) Define(api frontend.API) error {
	return c.define(&gadgets{api: api, rc: rangecheck.New(api), unsafeNoRecordRules: c.noRules})
}

// define is Define with gadgets a circuit of several traces shares
// (lanesCircuit).
func (c *checksCircuit) define(g *gadgets) error {
	api := g.api
	lex := g.lexTrace(c.Data)
	api.AssertIsEqual(lex.Length, c.Len)
	out, err := g.judgeChecks(lex, g.recordView(lex, c.layout, c.View), c.Preimage, c.Tau)
	if err != nil {
		return err
	}
	api.AssertIsEqual(out.Preimage.n, c.PreimageLen)
	api.AssertIsEqual(out.Preimage.fp, out.fp.of(len(c.Data), c.PreimageLen))
	for j := range out.Pass {
		api.AssertIsEqual(out.Judged[j], c.Judged[j])
		api.AssertIsEqual(out.Pass[j], c.Pass[j])
	}
	api.AssertIsEqual(out.Status, c.Status)
	return nil
}

func newChecksCircuit(n int, l *viewLayout) *checksCircuit {
	return newChecksLane(n, checksPreimage, l)
}

// newChecksLane is the circuit of n trace bytes, pre preimage bytes and
// the check slots of layout l.
func newChecksLane(n, pre int, l *viewLayout) *checksCircuit {
	k := l.caps["spec.checks"]
	return &checksCircuit{Data: make([]frontend.Variable, n), View: newViewInputs(l), Judged: make([]frontend.Variable, k),
		Pass: make([]frontend.Variable, k), Preimage: make([]frontend.Variable, pre), layout: l}
}

// lanesCircuit is several checks circuits in one, sharing the lexer's
// constant tables and the range checker, which cost most of a small one:
// a solve of it checks every lane's trace.
type lanesCircuit struct {
	Lanes []*checksCircuit
}

func (c *lanesCircuit) Define(api frontend.API) error {
	g := &gadgets{api: api, rc: rangecheck.New(api)}
	for _, l := range c.Lanes {
		if err := l.define(g); err != nil {
			return err
		}
	}
	return nil
}

// expectedChecks is what judgeRecords says of a trace's check slots:
// judged (a check of a kind) and passed.
func expectedChecks(t testing.TB, text []byte, slots int) (judged, pass []bool) {
	judged, pass, _ = expectedKinds(t, text, slots)
	return judged, pass
}

// expectedKinds also gives each check's kind.
func expectedKinds(t testing.TB, text []byte, slots int) (judged, pass []bool, kinds []string) {
	t.Helper()
	lx, err := ReadTrace(text)
	require.NoError(t, err)
	tr := readRecords(text, lx)
	v := judgeRecords(tr)
	judged, pass = make([]bool, slots), make([]bool, slots)
	for j, c := range tr.objects("spec.checks[]{}") {
		kind, _ := tr.the(c.id(), "spec.checks[].kind")
		judged[j] = slices.Contains(checkKinds, kind)
		pass[j] = judged[j] && v.Checks[j].Pass
		kinds = append(kinds, kind)
	}
	return judged, pass, kinds
}

// checksWitness claims judged and pass bits, and the status the status
// rule gives for them and the trace's required flags.
func checksWitness(t testing.TB, n int, l *viewLayout, text []byte, judged, pass []bool) witness.Witness {
	t.Helper()
	return checksWitnessStatus(t, n, l, text, judged, pass, claimedStatus(t, text, judged, pass))
}

// claimedStatus is the status byte of judged and pass bits under the
// trace's required flags.
func claimedStatus(t testing.TB, text []byte, judged, pass []bool) byte {
	t.Helper()
	required, err := judge.RequiredChecks(text)
	require.NoError(t, err)
	var checks []judge.Check
	for j := range judged {
		if judged[j] {
			checks = append(checks, judge.Check{Pass: pass[j]})
		}
	}
	b, err := StatusByte(judge.StatusOf(checks, required))
	require.NoError(t, err)
	return b
}

func checksWitnessStatus(t testing.TB, n int, l *viewLayout, text []byte, judged, pass []bool, status byte) witness.Witness {
	t.Helper()
	return checksWitnessPreimage(t, n, l, text, judged, pass, status, claimedPreimage(t, text, judged, pass, status))
}

// claimedPreimage is the verdict preimage of the trace with the claimed
// pass bits and status (a lie told consistently).
func claimedPreimage(t testing.TB, text []byte, judged, pass []bool, status byte) []byte {
	t.Helper()
	lx, err := LexTrace(text)
	require.NoError(t, err)
	v := judgeRecords(readRecords(text, lx))
	for j := range v.Checks {
		v.Checks[j].Pass = pass[j]
	}
	v.Status = map[byte]judge.Status{1: judge.StatusSuccess, 2: judge.StatusFailure, 3: judge.StatusPartial}[status]
	if v.Checks == nil { // (a trace with no checks, which the bundle refuses)
		v.Checks = []judge.Check{}
	}
	b, err := judge.VerdictPreimage(&v)
	require.NoError(t, err)
	return b
}

func checksWitnessPreimage(t testing.TB, n int, l *viewLayout, text []byte, judged, pass []bool, status byte, preimage []byte) witness.Witness {
	t.Helper()
	wt, err := frontend.NewWitness(checksAssignment(t, n, checksPreimage, l, text, judged, pass, status, preimage), ecc.BN254.ScalarField())
	require.NoError(t, err)
	return wt
}

// checksAssignment assigns the checks circuit of n trace bytes and pre
// preimage bytes for a trace with claimed judged and pass bits, status
// and preimage.
func checksAssignment(t testing.TB, n, pre int, l *viewLayout, text []byte, judged, pass []bool, status byte, preimage []byte) *checksCircuit {
	t.Helper()
	a := newChecksLane(n, pre, l)
	a.Status = status
	require.LessOrEqual(t, len(preimage), pre)
	a.PreimageLen, a.Preimage = len(preimage), padded(preimage, pre)
	a.Len, a.Data = len(text), padded(text, n)
	a.Tau = testTau(text, preimage)
	lx, err := LexTrace(text)
	require.NoError(t, err)
	w, err := l.viewOf(text, lx)
	require.NoError(t, err)
	a.View.assign(l, w)
	for j := range judged {
		a.Judged[j], a.Pass[j] = boolInt(judged[j]), boolInt(pass[j])
	}
	return a
}

// actualPaths are pieces of the actual texts, one for each path through
// them that the random traces of TestZKChecks and TestZKDifferential
// reach.
var actualPaths = []string{"missing: evidence.transactions", "missing: actor ", "missing: tx[", "missing: gasUsed of ",
	"missing: evidence.balances", "missing: balance of ", "missing: evidence.tests", "missing: evidence.artifacts",
	"missing: artifact ", "missing: evidence.build.exitCode", "=missing", "=fail", "=skip", "all named passed", "; ",
	"succeeded", "status 0", "status 1", " call(s)", " log(s)", " transfer", " transfers", "native ", "token ", "approval ",
	" via ", " to null", "none", " sha256 ", "exit code -"}

// randomJudgedTrace edits a base trace of its class: 1 to 8 random checks
// of the kinds the circuit judges, and random evidence for them.
func randomJudgedTrace(t testing.TB, rng *rand.Rand, base []byte, web3 bool) []byte {
	op := func() string { return profileOps[rng.IntN(len(profileOps))] }
	num := func(n int) json.Number { return json.Number(strconv.Itoa(n)) }
	pick := pickFrom[string](rng)
	hex := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = "0123456789abcdef"[rng.IntN(3)] // (few digits: values repeat)
		}
		return string(b)
	}
	const selector, topicA, topicB = "0xa9059cbb", transferTopic, approvalTopic
	return editTrace(t, base, func(m map[string]any) {
		spec, ev := m["spec"].(map[string]any), m["evidence"].(map[string]any)
		actors, _ := ev["actors"].(map[string]any)
		var names, addrs []string
		for k, v := range actors {
			names, addrs = append(names, k), append(addrs, v.(string))
		}
		slices.Sort(names)
		addrs = addrs[:0]
		for _, k := range names {
			addrs = append(addrs, actors[k].(string))
		}
		who := func() string { // an address parameter (of two actors, mostly)
			switch rng.IntN(6) {
			case 0, 1:
				return addrs[rng.IntN(2)*rng.IntN(2)]
			case 2:
				return "nobody"
			case 3:
				return "native"
			}
			return names[rng.IntN(2)*rng.IntN(2)]
		}
		// outflowParty is an allowed or via address: mostly the agent, the
		// attacker, the merchant or the router, or an actor none has.
		outflowParty := func() string {
			if rng.IntN(10) == 0 {
				return "nobody"
			}
			k := pickFrom[int](rng)(0, 1, 5, 6)
			if rng.IntN(2) == 0 {
				return names[k]
			}
			return addrs[k]
		}
		// value is a transaction's or an internal transfer's value.
		value := func() any {
			return pickFrom[any](rng)(json.Number("0"), json.Number("7"), json.Number("-7"), map[string]any{"$n": "50000000000000000"},
				map[string]any{"$n": "-50000000000000000"})
		}
		// amount is a plain or big amount, near the balances' deltas.
		amount := func() any { // (a {"$n":…} string is beyond 2^53 − 1, a plain number within)
			x := pick("0", "1", "-1", "100", "-100", "9007199254740991", "123456789012345678901234567890",
				"-123456789012345678901234567890", "123456789012345678901234567891", "123456789012345678901234567790")
			if len(x) <= 16 {
				return json.Number(x)
			}
			return map[string]any{"$n": x}
		}
		var checks []any
		for j := range 1 + rng.IntN(8) {
			c := map[string]any{"name": "c" + strconv.Itoa(j)}
			if rng.IntN(4) == 0 {
				c["required"] = rng.IntN(2) == 0
			}
			if web3 {
				switch rng.IntN(8) {
				case 7:
					c["kind"], c["holder"] = "no_outflow_outside", pick(names[0], names[1], addrs[0], addrs[0], "nobody", "native")
					c["allow"] = items(rng.IntN(3), func(int) any { return outflowParty() })
					if rng.IntN(2) == 0 {
						c["via"] = items(rng.IntN(3), func(int) any { return outflowParty() })
					}
				case 6:
					c["kind"], c["to"] = "erc20_transfer", who()
					c["token"] = pick(names[3], addrs[3], addrs[3], "nobody", names[0])
					if rng.IntN(2) == 0 {
						c["from"] = who()
					}
					if rng.IntN(2) == 0 {
						c["minAmount"] = pickFrom[any](rng)(json.Number("1"), json.Number("100"), map[string]any{"$n": "123456789012345678901234567890"})
					}
				case 5:
					c["kind"], c["holder"], c["op"] = "balance_delta", who(), op()
					c["token"] = pick("native", "native", names[3], addrs[3], "nobody")
					c["amount"] = amount()
				case 0:
					c["kind"] = "tx_succeeded"
					if rng.IntN(2) == 0 {
						c["index"] = num(rng.IntN(4))
					}
				case 1:
					c["kind"], c["op"], c["value"] = "tx_count", op(), num(rng.IntN(4))
				case 2:
					c["kind"], c["op"], c["value"] = "gas_used", op(), num(rng.IntN(3)*21000+rng.IntN(3)-1+21000)
				case 3:
					c["kind"], c["to"], c["selector"] = "contract_called", who(), pick(selector, selector, "0x12345678")
				default:
					c["kind"], c["address"], c["topic0"] = "event_emitted", who(), pick(topicA, topicA, topicB)
					if rng.IntN(3) == 0 {
						c["minCount"] = num(1 + rng.IntN(3))
					}
				}
			} else {
				switch rng.IntN(5) {
				case 0:
					c["kind"], c["equals"] = "exit_code", num(rng.IntN(5)-2)
				case 1:
					c["kind"], c["mode"] = "tests_pass", "all"
				case 2:
					c["kind"], c["mode"], c["count"] = "tests_pass", "atLeast", num(1+rng.IntN(6))
				case 3:
					c["kind"], c["mode"] = "tests_pass", "named"
					c["names"] = items(1+rng.IntN(3), func(int) any { return "t" + strconv.Itoa(rng.IntN(6)) })
				default:
					c["kind"], c["path"], c["sha256"] = "artifact_digest", pick("a.out", "b.out", "c.out"), "0x"+hex(64)
				}
			}
			checks = append(checks, c)
		}
		spec["checks"] = checks
		if web3 {
			txs, _ := ev["transactions"].([]any)
			if len(txs) == 0 || rng.IntN(8) == 0 {
				delete(ev, "transactions")
				return
			}
			tx := txs[0].(map[string]any)
			ntx := 1 + rng.IntN(3)
			if rng.IntN(2) == 0 { // balances, and fewer transactions to stay in 4 KiB
				ntx = 1
				var bs []any
				for _, pair := range [][2]string{{addrs[0], "native"}, {addrs[0], addrs[3]}, {addrs[1], "native"}} {
					if rng.IntN(3) > 0 {
						bs = append(bs, map[string]any{"holder": pair[0], "token": pair[1], "before": amount(), "after": amount()})
					}
				}
				ev["balances"] = bs
				if rng.IntN(6) == 0 {
					delete(ev, "balances")
				}
			} else {
				delete(ev, "balances")
			}
			var out []any
			for k := range ntx {
				x := map[string]any{}
				for key, v := range tx {
					x[key] = v
				}
				x["hash"] = "0x" + strconv.FormatInt(int64(k), 16) + string(slices.Repeat([]byte("0"), 63))
				x["status"] = num(min(1, rng.IntN(4)))
				x["from"] = addrs[rng.IntN(2)*rng.IntN(2)]
				if rng.IntN(4) == 0 {
					delete(x, "value")
				} else {
					x["value"] = value()
				}
				if rng.IntN(2) == 0 { // (the holder's, an intermediary's, an outsider's)
					x["internalTransfers"] = items(1+rng.IntN(2), func(int) any {
						return map[string]any{"from": addrs[pickFrom[int](rng)(0, 1, 6)], "to": addrs[pickFrom[int](rng)(0, 1, 5, 6)], "value": value()}
					})
				}
				x["gasUsed"] = num(21000)
				if rng.IntN(5) == 0 {
					delete(x, "gasUsed")
				}
				switch rng.IntN(5) {
				case 0:
					x["to"] = nil
				case 1:
					x["to"] = "0x" + hex(40)
				case 2:
					x["to"] = addrs[pickFrom[int](rng)(5, 6)]
				default:
					x["to"] = addrs[rng.IntN(2)*rng.IntN(2)]
				}
				x["input"] = pick("0x", selector+hex(8), selector, selector, selector[:8], "0x12345678")
				if rng.IntN(4) == 0 {
					delete(x, "input")
				}
				word := func(a string) string { return "0x" + strings.Repeat("0", 24) + a[2:] }
				x["logs"] = items(rng.IntN(3), func(int) any {
					if rng.IntN(2) == 0 { // an ERC-20 Transfer, or nearly one
						l := map[string]any{"address": pick(addrs[3], addrs[0]), "data": "0x" + hex(64),
							"topics": []any{pick(topicA, topicA, topicB), word(addrs[pickFrom[int](rng)(0, 1, 6)]), word(addrs[pickFrom[int](rng)(0, 1, 5)])}}
						switch rng.IntN(8) {
						case 0:
							l["data"] = "0x" + hex(62)
						case 1:
							l["topics"] = l["topics"].([]any)[:2]
						case 2:
							l["topics"] = append(l["topics"].([]any), topicB)
						case 3:
							l["topics"].([]any)[1] = "0x1" + hex(63)
						case 4:
							l["data"] = "0x" + strings.Repeat("f", 64) // 2^256 − 1
						}
						return l
					}
					return map[string]any{"address": addrs[rng.IntN(3)*rng.IntN(2)], "data": "0x" + hex(2*rng.IntN(3)),
						"topics": items(rng.IntN(3), func(int) any { return pick(topicA, topicA, topicB, "0x"+hex(64)) })}
				})
				out = append(out, x)
			}
			ev["transactions"] = out
			return
		}
		if rng.IntN(6) == 0 {
			delete(ev, "tests")
		} else {
			ev["tests"] = items(rng.IntN(6), func(k int) any {
				return map[string]any{"name": "t" + strconv.Itoa(k), "outcome": pick("pass", "pass", "fail", "skip")}
			})
		}
		switch rng.IntN(3) {
		case 0:
			delete(ev, "artifacts")
		default:
			ev["artifacts"] = items(1+rng.IntN(2), func(k int) any {
				return map[string]any{"path": []string{"a.out", "b.out"}[k], "sha256": "0x" + hex(64)}
			})
		}
		switch rng.IntN(4) {
		case 0:
			delete(ev, "build")
		case 1:
			ev["build"] = map[string]any{"command": "make"}
		default:
			ev["build"] = map[string]any{"exitCode": num(rng.IntN(5) - 2)}
		}
	})
}

// TestZKChecks: the circuit's pass bit for every check it judges is
// judgeRecords' (and so the bundle's): on the suite traces that fit and
// on random traces of the judged kinds; a claimed pass bit flipped, or a
// check claimed judged or not, is refused; and a trace with an actor or a
// test name twice, or a kind of the other class, has no solution.
func TestZKChecks(t *testing.T) {
	const n = 4096
	l := newViewLayout(fullViewCaps)
	ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, newChecksCircuit(n, l))
	require.NoError(t, err)
	t.Logf("%d bytes with the full view and its checks: %d constraints", n, ccs.GetNbConstraints())
	slots := fullViewCaps["spec.checks"]
	judgedN, passN := 0, 0
	outcomes := map[string][2]int{} // kind → (failed, passed)
	statuses, statusTried, swaps := map[byte]int{}, 0, 0
	// The paths of the actual texts the preimages took.
	textsSeen := map[string]int{}
	solve := func(name string, b []byte) (judged, pass []bool) {
		t.Helper()
		judged, pass, kinds := expectedKinds(t, b, slots)
		if err := ccs.IsSolved(checksWitness(t, n, l, b, judged, pass)); err != nil {
			t.Fatalf("%s: %v\n%s\n%v %v", name, kinds, b, judged, pass)
		}
		// The status judgeRecords gives, and no other.
		lx, err := ReadTrace(b)
		require.NoError(t, err)
		verdict := judgeRecords(readRecords(b, lx))
		want, err := StatusByte(verdict.Status)
		require.NoError(t, err)
		for _, c := range verdict.Checks {
			for _, path := range actualPaths {
				if strings.Contains(c.Actual, path) {
					textsSeen[path]++
				}
			}
		}
		require.Equal(t, want, claimedStatus(t, b, judged, pass), name)
		statuses[want]++
		if statusTried < 40 {
			statusTried++
			assert.Error(t, ccs.IsSolved(checksWitnessStatus(t, n, l, b, judged, pass, 1+want%3)), "%s: another status", name)
		}
		for j := range judged {
			judgedN += boolInt(judged[j])
			passN += boolInt(pass[j])
			if judged[j] {
				o := outcomes[kinds[j]]
				o[boolInt(pass[j])]++
				outcomes[kinds[j]] = o
			}
		}
		return judged, pass
	}
	suite := suiteCanonical(t)
	for _, name := range slices.Sorted(maps.Keys(suite)) {
		if b := suite[name]; len(b) <= n {
			solve(name, b)
		}
	}
	// A balance the evidence does not hold ("missing: balance of …"), in
	// every run rather than when a random trace happens to draw one.
	{
		d := json.NewDecoder(bytes.NewReader(suite["web3-native-pay-half/naive"]))
		d.UseNumber()
		var m map[string]any
		require.NoError(t, d.Decode(&m))
		spec := m["spec"].(map[string]any)
		spec["checks"] = append(spec["checks"].([]any), map[string]any{"name": "absent-balance", "kind": "balance_delta",
			"holder": "0x00000000000000000000000000000000000000aa", "token": "native", "op": "gte", "amount": 0})
		raw, err := json.Marshal(m)
		require.NoError(t, err)
		b, err := judge.Canonicalize(raw)
		require.NoError(t, err)
		require.LessOrEqual(t, len(b.Bytes()), n)
		solve("hand-made: a balance the evidence does not hold", b.Bytes())
	}
	t.Logf("suite: %d checks judged, %d passed", judgedN, passN)
	rng := rand.New(rand.NewPCG(15, 4))
	bases := [][]byte{suite["web3-native-pay-half/naive"], suite["code-leap-year/naive"]}
	taken := 0
	// At least *randomChecks random traces, and more (up to the long
	// tier's 72) until every kind has passed and failed and a hash swap
	// was refused: the seed is fixed, so a run stops at the same trace
	// every time. (The paths of the actual texts are held after the
	// evidence loop below, which takes more.)
	covered := func() bool {
		for _, k := range checkKinds {
			if outcomes[k][0] == 0 || outcomes[k][1] == 0 {
				return false
			}
		}
		return swaps > 0
	}
	for i := 0; i < *randomChecks || i < max(*randomChecks, 72) && !covered(); i++ { // (two web3 traces for one code trace: the web3 kinds pass more rarely)
		b := randomJudgedTrace(t, rng, bases[i%3/2], i%3 < 2)
		if len(b) > n {
			continue
		}
		if _, err := ReadTrace(b); err != nil {
			continue
		}
		taken++
		judged, pass := solve("random "+strconv.Itoa(i), b)
		if i%6 < 2 { // the claims refused
			for j := range judged {
				if judged[j] {
					p := slices.Clone(pass)
					p[j] = !p[j]
					assert.Error(t, ccs.IsSolved(checksWitness(t, n, l, b, judged, p)), "random %d: check %d's pass bit flipped", i, j)
					break
				}
			}
			jd := slices.Clone(judged)
			jd[0] = !jd[0]
			assert.Error(t, ccs.IsSolved(checksWitness(t, n, l, b, jd, pass)), "random %d: check 0 claimed judged or not", i)
			// The preimage: a byte changed, one left off, the hashes in
			// another order.
			st := claimedStatus(t, b, judged, pass)
			pre := claimedPreimage(t, b, judged, pass, st)
			lie := slices.Clone(pre)
			lie[rng.IntN(len(lie))] ^= byte(1 + rng.IntN(255))
			assert.Error(t, ccs.IsSolved(checksWitnessPreimage(t, n, l, b, judged, pass, st, lie)), "random %d: a preimage byte changed", i)
			assert.Error(t, ccs.IsSolved(checksWitnessPreimage(t, n, l, b, judged, pass, st, pre[:len(pre)-1])), "random %d: a byte short", i)
			k := rng.IntN(len(pre) - 1)
			moved := append(append(slices.Clone(pre[:k]), pre[k+1:]...), ' ') // (the same length: the fingerprint refuses it)
			assert.Error(t, ccs.IsSolved(checksWitnessPreimage(t, n, l, b, judged, pass, st, moved)), "random %d: a byte moved", i)
			if k := bytes.LastIndex(pre, []byte(`"],["`)); k > 0 && bytes.Count(pre[k:], []byte(`","`)) > 0 {
				hashes := strings.Split(string(pre[k+5:len(pre)-2]), ",")
				if hashes[0] != hashes[1] {
					hashes[0], hashes[1] = hashes[1], hashes[0]
					swapped := append(slices.Clone(pre[:k+5]), strings.Join(hashes, ",")+"]]"...)
					w := checksWitnessPreimage(t, n, l, b, judged, pass, st, swapped)
					assert.Error(t, ccs.IsSolved(w), "random %d: hashes out of order", i)
					// A prover whose permutation puts them out of order
					// builds that preimage: the order refuses it.
					assert.Error(t, ccs.IsSolved(w, solver.OverrideHint(solver.GetHintID(sortHint), swappedSort)), "random %d: a permutation out of order", i)
					swaps++
				}
			}
		}
	}
	t.Logf("with random traces: %d taken, %d checks judged, %d passed", taken, judgedN, passN)
	for _, k := range checkKinds {
		t.Logf("%s: %d failed, %d passed", k, outcomes[k][0], outcomes[k][1])
		assert.Positive(t, outcomes[k][0], "%s judged failing", k)
		assert.Positive(t, outcomes[k][1], "%s judged passing", k)
	}
	// The evidence changed under the old results: a transaction's status
	// and value, a balance's amount (a big integer's last digit, a plain one ±1), a test's outcome,
	// the exit code. Where judgeRecords' results change,
	// the old ones are refused.
	refused := 0
	for i := range 30 {
		b := randomJudgedTrace(t, rng, bases[i%2], i%2 == 0)
		if _, err := ReadTrace(b); err != nil || len(b) > n {
			continue
		}
		changed := editTrace(t, b, func(m map[string]any) {
			ev := m["evidence"].(map[string]any)
			if txs, ok := ev["transactions"].([]any); ok {
				tx := txs[len(txs)-1].(map[string]any)
				tx["status"] = json.Number(strconv.Itoa(1 - int(mustInt(t, tx["status"]))))
				switch x := txs[0].(map[string]any)["value"].(type) { // the first one's value negated
				case json.Number:
					txs[0].(map[string]any)["value"] = json.Number(strconv.FormatInt(-mustInt(t, x), 10))
				case map[string]any:
					if n := x["$n"].(string); n[0] == '-' {
						x["$n"] = n[1:]
					} else {
						x["$n"] = "-" + n
					}
				}
			}
			if tests, ok := ev["tests"].([]any); ok && len(tests) > 0 {
				tt := tests[0].(map[string]any)
				tt["outcome"] = map[string]string{"pass": "fail", "fail": "pass", "skip": "pass"}[tt["outcome"].(string)]
			}
			if bs, ok := ev["balances"].([]any); ok && len(bs) > 0 { // a big integer's last digit, or a plain one's +1
				b := bs[0].(map[string]any)
				switch x := b["after"].(type) {
				case map[string]any:
					d := []byte(x["$n"].(string))
					d[len(d)-1] = '0' + (d[len(d)-1]-'0'+1)%10
					x["$n"] = string(d)
				case json.Number:
					n := mustInt(t, x) + 1
					if n > 1<<53-1 {
						n -= 2
					}
					b["after"] = json.Number(strconv.FormatInt(n, 10))
				}
			}
			if build, ok := ev["build"].(map[string]any); ok && build["exitCode"] != nil {
				build["exitCode"] = json.Number(strconv.FormatInt(mustInt(t, build["exitCode"])+1, 10))
			}
		})
		judged, pass := expectedChecks(t, b, slots)
		judged2, pass2 := expectedChecks(t, changed, slots)
		require.Equal(t, judged, judged2)
		if slices.Equal(pass, pass2) {
			continue
		}
		refused++
		assert.Error(t, ccs.IsSolved(checksWitness(t, n, l, changed, judged, pass)), "random %d: the evidence changed under the old results", i)
		if err := ccs.IsSolved(checksWitness(t, n, l, changed, judged2, pass2)); err != nil {
			_, _, kinds := expectedKinds(t, changed, slots)
			t.Fatalf("random %d: changed: %v\n%s\n%v %v", i, kinds, changed, judged2, pass2)
		}
	}
	t.Logf("evidence changed under the old results: %d refused", refused)

	// Every way value leaves a holder, and every way it does not, for
	// no_outflow_outside: the agent may pay the merchant, through the
	// router.
	const agent, attacker, merchant, router = "0x75bb9bc831409239a78acc609ed899787af14e4b", "0x99bac2bfc33342234f276078da99ac0b04cf2f11",
		"0x0f3df2ba74fc44f11d77a1f380ae395823767fd2", "0x678f4fff744c02eb89e7b49116d1d5b05391d375"
	word := func(a string) string { return "0x" + strings.Repeat("0", 24) + a[2:] }
	var oneTx func(c map[string]any, tx map[string]any) []byte
	amountWord := "0x" + strings.Repeat("0", 62) + "2a"
	outflow := func(via []any, tx map[string]any) []byte {
		c := map[string]any{"kind": "no_outflow_outside", "name": "c", "holder": "agent", "allow": []any{"merchant"}}
		if via != nil {
			c["via"] = via
		}
		return oneTx(c, tx)
	}
	oneTx = func(c map[string]any, tx map[string]any) []byte {
		return editTrace(t, bases[0], func(m map[string]any) {
			m["spec"].(map[string]any)["checks"] = []any{c}
			ev := m["evidence"].(map[string]any)
			delete(ev, "balances")
			x := map[string]any{"hash": "0x" + strings.Repeat("1", 64), "from": agent, "to": merchant, "status": json.Number("1")}
			for k, v := range tx {
				x[k] = v
			}
			ev["transactions"] = []any{x}
		})
	}
	// Strings the verdict copies that canonical JSON and JSON.stringify
	// escape differently (\u001F and \u001f) or alike (\" \\ \n), and
	// non-ASCII: check names, test names and outcomes, artifact paths.
	odd := []string{"c\x1fd", "e\x0bf\"g\\h", "t\x1a\x01", "é\n\x7fü\u2028😀", "\x1e"}
	escaped := editTrace(t, bases[1], func(m map[string]any) {
		ev := m["evidence"].(map[string]any)
		ev["tests"] = []any{map[string]any{"name": odd[2], "outcome": "fail"}, map[string]any{"name": odd[3], "outcome": "pass"}}
		ev["artifacts"] = []any{map[string]any{"path": odd[4], "sha256": "0x" + strings.Repeat("ab", 32)}}
		m["spec"].(map[string]any)["checks"] = []any{
			map[string]any{"kind": "tests_pass", "name": odd[0], "mode": "named", "names": []any{odd[2], odd[3], odd[1]}},
			map[string]any{"kind": "tests_pass", "name": odd[1], "mode": "all"},
			map[string]any{"kind": "artifact_digest", "name": odd[3], "path": odd[4], "sha256": "0x" + strings.Repeat("ab", 32)},
			map[string]any{"kind": "artifact_digest", "name": odd[2], "path": odd[1], "sha256": "0x" + strings.Repeat("ab", 32)},
		}
	})
	require.Contains(t, string(escaped), `\u001F`)
	_, pass := solve("escaped strings", escaped)
	require.Equal(t, []bool{false, false, true, false}, pass[:4])
	{
		judged, pass, _ := expectedKinds(t, escaped, slots)
		st := claimedStatus(t, escaped, judged, pass)
		pre := claimedPreimage(t, escaped, judged, pass, st)
		require.Contains(t, string(pre), `\u001f`)
		upper := bytes.ReplaceAll(pre, []byte(`\u001f`), []byte(`\u001F`))
		assert.Error(t, ccs.IsSolved(checksWitnessPreimage(t, n, l, escaped, judged, pass, st, upper)), "the canonical escape in the preimage")
	}

	// A transaction's status by its index, failed and successful.
	b := oneTx(map[string]any{"kind": "tx_succeeded", "name": "c", "index": json.Number("0")}, map[string]any{"status": json.Number("0")})
	_, pass = solve("a failed transaction by its index", b)
	require.False(t, pass[0])
	b = oneTx(map[string]any{"kind": "tx_succeeded", "name": "c", "index": json.Number("0")}, map[string]any{})
	_, pass = solve("a successful transaction by its index", b)
	require.True(t, pass[0])
	transfer := func(topic, from, to, data string) any {
		return []any{map[string]any{"address": merchant, "topics": []any{topic, word(from), word(to)}, "data": data}}
	}
	internal := func(from, to string, value any) any {
		return []any{map[string]any{"from": from, "to": to, "value": value}}
	}
	viaRouter := []any{"router"}
	for _, c := range []struct {
		name, actual string // (actual: what the leak text starts with, "" for none)
		via          []any
		tx           map[string]any
	}{
		{"value to an outsider", "native 7 to " + attacker, nil, map[string]any{"to": attacker, "value": json.Number("7")}},
		{"big value to a creation", "native 50000000000000000 to null", nil, map[string]any{"to": nil, "value": map[string]any{"$n": "50000000000000000"}}},
		{"value to the merchant", "", nil, map[string]any{"value": json.Number("7")}},
		{"a negative value", "", nil, map[string]any{"to": attacker, "value": json.Number("-7")}},
		{"a big negative value", "", nil, map[string]any{"to": attacker, "value": map[string]any{"$n": "-50000000000000000"}}},
		{"value in a failed transaction", "", nil, map[string]any{"to": attacker, "value": json.Number("7"), "status": json.Number("0")}},
		{"value to the holder itself", "", nil, map[string]any{"to": agent, "value": json.Number("7")}},
		{"an internal transfer from the holder", "native 7 to " + attacker, nil,
			map[string]any{"from": attacker, "internalTransfers": internal(agent, attacker, json.Number("7"))}},
		{"an internal transfer via the router", "native 7 to " + attacker + " via " + router, viaRouter,
			map[string]any{"to": router, "internalTransfers": internal(router, attacker, json.Number("7"))}},
		{"the router in another's transaction", "", viaRouter,
			map[string]any{"from": attacker, "internalTransfers": internal(router, attacker, json.Number("7"))}},
		{"the router not via", "", nil, map[string]any{"to": router, "internalTransfers": internal(router, attacker, json.Number("7"))}},
		{"the router to the merchant", "", viaRouter, map[string]any{"internalTransfers": internal(router, merchant, json.Number("7"))}},
		{"an internal transfer of 0", "", nil, map[string]any{"internalTransfers": internal(agent, attacker, json.Number("0"))}},
		{"a token transfer", "token " + merchant + " 42 to " + attacker, nil, map[string]any{"logs": transfer(transferTopic, agent, attacker, amountWord)}},
		{"an approval", "approval " + merchant + " 42 to " + attacker, nil, map[string]any{"logs": transfer(approvalTopic, agent, attacker, amountWord)}},
		{"an approval via the router", "approval " + merchant + " 42 to " + attacker + " via " + router, viaRouter,
			map[string]any{"logs": transfer(approvalTopic, router, attacker, amountWord)}},
		{"a transfer of 0", "", nil, map[string]any{"logs": transfer(transferTopic, agent, attacker, "0x"+strings.Repeat("0", 64))}},
		{"a transfer to the holder", "", nil, map[string]any{"logs": transfer(transferTopic, attacker, agent, amountWord)}},
		{"a transfer of two words", "", nil, map[string]any{"logs": transfer(transferTopic, agent, attacker, amountWord+strings.Repeat("0", 64))}},
		{"an unknown via", "missing: actor nobody", []any{"nobody"}, map[string]any{}},
	} {
		b := outflow(c.via, c.tx)
		lx, err := ReadTrace(b)
		require.NoError(t, err, c.name)
		v := judgeRecords(readRecords(b, lx))
		if c.actual == "" {
			require.Equal(t, "none", v.Checks[0].Actual, c.name)
		} else {
			require.True(t, strings.HasPrefix(v.Checks[0].Actual, c.actual), "%s: %s", c.name, v.Checks[0].Actual)
		}
		judged, pass := solve(c.name, b)
		require.Equal(t, c.actual == "", pass[0], c.name)
		flipped := slices.Clone(pass)
		flipped[0] = !flipped[0]
		assert.Error(t, ccs.IsSolved(checksWitness(t, n, l, b, judged, flipped)), "%s: the pass bit flipped", c.name)
	}

	// Traces the lexer takes but the bundle refuses for a record rule the
	// sums rely on: whatever is claimed of their one check, no solution.
	one := func(base []byte, check map[string]any) []byte {
		return editTrace(t, base, func(m map[string]any) { m["spec"].(map[string]any)["checks"] = []any{check} })
	}
	web3 := one(bases[0], map[string]any{"kind": "contract_called", "name": "c", "to": "agent", "selector": "0xa9059cbb"})
	for name, b := range map[string][]byte{
		"an actor twice":          subTrace(t, web3, `"attacker":`, `"agent":`),
		"a kind of another class": one(bases[1], map[string]any{"kind": "tx_count", "name": "c", "op": "eq", "value": json.Number("0")}),
		"a test name twice": subTrace(t, one(editTrace(t, bases[1], func(m map[string]any) {
			m["evidence"].(map[string]any)["tests"] = []any{map[string]any{"name": "t0", "outcome": "pass"}, map[string]any{"name": "t1", "outcome": "pass"}}
		}), map[string]any{"kind": "tests_pass", "name": "c", "mode": "named", "names": []any{"t0", "t9"}}), `"t1"`, `"t0"`),
	} {
		_, err := LexTrace(b)
		require.NoError(t, err, name)
		_, err = ReadTrace(b)
		require.Error(t, err, "%s: the bundle refuses it", name)
		for _, claim := range [][2]bool{{true, false}, {true, true}, {false, false}} {
			judged, pass := make([]bool, slots), make([]bool, slots)
			judged[0], pass[0] = claim[0], claim[1]
			st := claimedStatus(t, b, judged, pass)
			var pre []byte
			if name == "a kind of another class" {
				// judgeRecords has no tx_count for the code class: the
				// preimage is the one the circuit builds for it, so that
				// only the class rule refuses it.
				var m struct{ TrialID, TaskID, BuildID string }
				require.NoError(t, json.Unmarshal(b, &m))
				v := judge.Verdict{TrialID: m.TrialID, TaskID: m.TaskID, BuildID: m.BuildID, EvidenceClass: "code", TxHashes: []string{},
					Status: map[byte]judge.Status{1: judge.StatusSuccess, 2: judge.StatusFailure, 3: judge.StatusPartial}[st],
					Checks: []judge.Check{{Name: "c", Pass: pass[0], Expected: "tx count == 0", Actual: "missing: evidence.transactions"}}}
				pre, err = judge.VerdictPreimage(&v)
				require.NoError(t, err)
			} else {
				pre = claimedPreimage(t, b, judged, pass, st)
			}
			assert.Error(t, ccs.IsSolved(checksWitnessPreimage(t, n, l, b, judged, pass, st, pre)), "%s: claimed %v", name, claim)
		}
	}
	t.Logf("statuses (1 SUCCESS, 2 FAILURE, 3 PARTIAL): %v", statuses)
	t.Logf("actual texts: %v", textsSeen)
	for _, path := range actualPaths {
		assert.Positive(t, textsSeen[path], "an actual text with %q", path)
	}
	for b := range byte(3) {
		assert.Positive(t, statuses[1+b], "status %d", 1+b)
	}
	assert.Greater(t, refused, 5)
	assert.Positive(t, swaps, "hashes swapped")
	assert.Greater(t, taken, *randomChecks*2/3, "random traces inside 4 KiB")
	t.Logf("%d random traces drawn for coverage (at least %d)", taken, *randomChecks)
	assert.Greater(t, passN, 30)
	assert.Greater(t, judgedN-passN, 30)
}

// swappedSort is a lying sortHint: the first two positions swapped.
func swappedSort(f *big.Int, in, out []*big.Int) error {
	if err := sortHint(f, in, out); err != nil {
		return err
	}
	out[0], out[1] = out[1], out[0]
	return nil
}

func mustInt(t testing.TB, v any) int64 {
	t.Helper()
	x, err := v.(json.Number).Int64()
	require.NoError(t, err)
	return x
}

// fingerprintCircuit uses the fingerprints, their challenge a public
// input as the judge circuit's statement is, beside a lookup: F of a
// substring must be a constant's.
type fingerprintCircuit struct {
	Data [16]frontend.Variable
	Tau  frontend.Variable `gnark:",public"`
}

func (c *fingerprintCircuit) Define(api frontend.API) error {
	g := &gadgets{api: api, rc: rangecheck.New(api)}
	fp := g.fingerprints(c.Data[:], c.Tau)
	api.AssertIsEqual(fp.of(2, 3), fp.constant("cde"))
	return nil
}

// TestZKFingerprintsOneCommitment: the fingerprints add no commitment of
// their own (their τ is a public input, as the judge circuit's statement),
// so a circuit with them and lookups has the one commitment the Solidity
// verifier folds; it gets keys from plain setup and from the ceremony's
// two phases, its proofs verify, and the substring check refuses other
// bytes.
func TestZKFingerprintsOneCommitment(t *testing.T) {
	ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, &fingerprintCircuit{})
	require.NoError(t, err)
	wit := func(s string) witness.Witness {
		a := &fingerprintCircuit{Tau: testTau([]byte(s))}
		copy(a.Data[:], padded([]byte(s), len(a.Data)))
		w, err := frontend.NewWitness(a, ecc.BN254.ScalarField())
		require.NoError(t, err)
		return w
	}
	require.NoError(t, ccs.IsSolved(wit("abcdefg")))
	require.Error(t, ccs.IsSolved(wit("abcdxfg")))
	r := ccs.(*cs_bn254.R1CS)
	p1 := mpcsetup.NewPhase1(ecc.NextPowerOfTwo(uint64(ccs.GetNbConstraints())))
	p1.Contribute()
	commons := p1.Seal([]byte("phase 1"))
	var p2 mpcsetup.Phase2
	evals := p2.Initialize(r, &commons)
	p2.Contribute()
	cpk, cvk := p2.Seal(&commons, &evals, []byte("phase 2"))
	dpk, dvk, err := groth16.Setup(ccs)
	require.NoError(t, err)
	for _, k := range []struct {
		pk groth16.ProvingKey
		vk groth16.VerifyingKey
	}{{cpk, cvk}, {dpk, dvk}} {
		require.Len(t, k.vk.(*groth16_bn254.VerifyingKey).CommitmentKeys, 1, "one commitment: the lookups'")
		w := wit("abcdefg")
		proof, err := groth16.Prove(ccs, k.pk, w)
		require.NoError(t, err)
		pub, err := w.Public()
		require.NoError(t, err)
		require.NoError(t, groth16.Verify(proof, k.vk, pub))
	}
}

// pickFrom picks one of its arguments at random.
func pickFrom[T any](rng *rand.Rand) func(xs ...T) T {
	return func(xs ...T) T { return xs[rng.IntN(len(xs))] }
}

// TestZKRecordRules: traces the lexer takes but the bundle refuses for a
// record rule have no solution, each for its rule: the circuit without
// the record rules (unsafeNoRecordRules) solves the same claim, the
// verdict judgeRecords gives when it reads past the rule.
func TestZKRecordRules(t *testing.T) {
	const n = 4096
	l := newViewLayout(fullViewCaps)
	compile := func(noRules bool) constraint.ConstraintSystem {
		c := newChecksCircuit(n, l)
		c.noRules = noRules
		ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, c)
		require.NoError(t, err)
		return ccs
	}
	ruled, unruled := compile(false), compile(true)
	t.Logf("the record rules: %d constraints", ruled.GetNbConstraints()-unruled.GetNbConstraints())
	suite := suiteCanonical(t)
	web3, code := suite["web3-native-pay-half/naive"], suite["code-leap-year/naive"]
	checks := func(base []byte, cs ...map[string]any) []byte {
		return editTrace(t, base, func(m map[string]any) {
			list := []any{}
			for _, c := range cs {
				list = append(list, c)
			}
			m["spec"].(map[string]any)["checks"] = list
		})
	}
	evidence := func(base []byte, f func(ev map[string]any)) []byte {
		return editTrace(t, base, func(m map[string]any) { f(m["evidence"].(map[string]any)) })
	}
	ok := map[string]any{"kind": "tx_succeeded", "name": "c"}
	all := map[string]any{"kind": "tests_pass", "name": "c", "mode": "all"}
	tests := func(ev map[string]any) {
		ev["tests"] = []any{map[string]any{"name": "t0", "outcome": "pass"}, map[string]any{"name": "t1", "outcome": "fail"}}
	}
	cases := map[string][]byte{
		"a parameter of another kind":  checks(web3, map[string]any{"kind": "tx_count", "name": "c", "op": "eq", "value": json.Number("1"), "index": json.Number("0")}),
		"a required parameter missing": checks(web3, map[string]any{"kind": "event_emitted", "name": "c", "address": "agent"}),
		"named with a count": checks(evidence(code, tests), map[string]any{"kind": "tests_pass", "name": "c", "mode": "named",
			"names": []any{"t0"}, "count": json.Number("1")}),
		"all with a count":      checks(evidence(code, tests), map[string]any{"kind": "tests_pass", "name": "c", "mode": "all", "count": json.Number("1")}),
		"all with names":        checks(evidence(code, tests), map[string]any{"kind": "tests_pass", "name": "c", "mode": "all", "names": []any{"t0"}}),
		"no names":              checks(evidence(code, tests), map[string]any{"kind": "tests_pass", "name": "c", "mode": "named", "names": []any{}}),
		"no checks":             checks(web3),
		"a check name twice":    checks(web3, ok, ok),
		"web3 evidence in code": checks(evidence(code, func(ev map[string]any) { ev["transactions"] = []any{} }), all),
		"code evidence in web3": checks(evidence(web3, func(ev map[string]any) { ev["tests"] = []any{} }), ok),
		"a test name twice":     subTrace(t, checks(evidence(code, tests), all), `"t1"`, `"t0"`),
		"an artifact path twice": checks(evidence(code, func(ev map[string]any) {
			ev["artifacts"] = []any{map[string]any{"path": "a", "sha256": "0x" + strings.Repeat("0", 64)}, map[string]any{"path": "b", "sha256": "0x" + strings.Repeat("1", 64)}}
		}), map[string]any{"kind": "artifact_digest", "name": "c", "path": "z", "sha256": "0x" + strings.Repeat("0", 64)}),
		"a balance twice":                        subTrace(t, checks(web3, ok), `"token":"0x93c536984f020bc92a23c2b2e05f4a38a065f28f"`, `"token":"native"`),
		"actors out of order":                    subTrace(t, checks(web3, ok), `"agent":`, `"b":`),
		"actors out of order by a prefix":        subTrace(t, checks(web3, ok), `"attacker":`, `"a":`),
		"actors out of order at the second byte": subTrace(t, checks(web3, ok), `"attacker":`, `"ac":`),
	}
	cases["an artifact path twice"] = subTrace(t, cases["an artifact path twice"], `"path":"b"`, `"path":"a"`)
	// The traces they were made from are taken, actors in order and all.
	for _, b := range [][]byte{web3, code, checks(evidence(code, tests), all), checks(web3, ok, map[string]any{"kind": "tx_succeeded", "name": "d"})} {
		judged, pass := expectedChecks(t, b, fullViewCaps["spec.checks"])
		require.NoError(t, ruled.IsSolved(checksWitness(t, n, l, b, judged, pass)))
	}
	for name, b := range cases {
		_, err := LexTrace(b)
		require.NoError(t, err, name)
		_, err = ReadTrace(b)
		require.ErrorIs(t, err, ErrRecordRule, name)
		lx, err := LexTrace(b)
		require.NoError(t, err)
		v := judgeRecords(readRecords(b, lx)) // (read past the rule)
		judged, pass := make([]bool, fullViewCaps["spec.checks"]), make([]bool, fullViewCaps["spec.checks"])
		for j, c := range v.Checks {
			judged[j], pass[j] = true, c.Pass
		}
		w := checksWitness(t, n, l, b, judged, pass)
		assert.Error(t, ruled.IsSolved(w), "%s: refused", name)
		assert.NoError(t, unruled.IsSolved(w), "%s: taken but for the rules", name)
	}
	// Keys out of order whose second bytes are in order ("xa" before
	// "ab"): a prover who claims a common prefix of 1 finds the bytes
	// after it lower, and only the prefixes' fingerprints refuse it.
	b := subTrace(t, subTrace(t, checks(web3, ok), `"agent":`, `"xa":`), `"attacker":`, `"ab":`)
	lx, err := LexTrace(b)
	require.NoError(t, err)
	v := judgeRecords(readRecords(b, lx))
	judged, pass := make([]bool, fullViewCaps["spec.checks"]), make([]bool, fullViewCaps["spec.checks"])
	judged[0], pass[0] = true, v.Checks[0].Pass
	w := checksWitness(t, n, l, b, judged, pass)
	require.NoError(t, unruled.IsSolved(w))
	liar := func(_ *big.Int, in, out []*big.Int) error { // (1 for the pair "xa", "ab"; the truth elsewhere)
		if err := prefixHint(nil, in, out); err != nil {
			return err
		}
		if in[1].Int64() == 2 && in[3].Int64() == 2 && out[0].Sign() == 0 {
			out[0].SetInt64(1)
		}
		return nil
	}
	assert.Error(t, ruled.IsSolved(w), "keys out of order")
	assert.Error(t, ruled.IsSolved(w, solver.OverrideHint(solver.GetHintID(prefixHint), liar)), "keys out of order, a lying prefix")
}
