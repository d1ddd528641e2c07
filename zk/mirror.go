package zk

import (
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"unicode/utf16"

	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
)

// The judge's rules over a trace's records, in Go (docs/zk.md, "The
// judge over records"): every check kind of the web3 and code classes,
// actor resolution, the expected and actual texts, the status rule and
// the verdict preimage, as judge/js/src/classes/web3.js, code.js,
// trace.js and verdict.js compute them. It reads the records ReadTrace
// reads, never the JSON: it is the specification the circuit's check
// logic is to follow, held to the bundle's verdict by
// TestJudgeRecordsAgrees.

// The ERC-20 Transfer and Approval topics.
const (
	transferTopic = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef"
	approvalTopic = "0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925"
)

// judgeRecords judges a trace ReadTrace has taken from its records: the
// verdict the bundle gives (its preimage is judge.VerdictPreimage's).
func judgeRecords(tr *traceRecords) judge.Verdict {
	root := tr.objects("{}")[0].id()
	spec := tr.objects("spec{}")[0].id()
	ev := tr.objects("evidence{}")[0]
	var v judge.Verdict
	v.TrialID, _ = tr.the(root, "trialId")
	v.TaskID, _ = tr.the(root, "taskId")
	v.BuildID, _ = tr.the(root, "buildId")
	v.EvidenceClass, _ = tr.the(spec, "spec.evidenceClass")
	v.TxHashes = []string{}
	var w *web3View
	var cv *codeView
	if v.EvidenceClass == "web3" {
		w = newWeb3View(tr, ev)
		for _, tx := range w.txs {
			v.TxHashes = append(v.TxHashes, tx.hash)
		}
	} else {
		cv = newCodeView(tr, ev)
	}
	var required []bool
	for _, c := range tr.objects("spec.checks[]{}") {
		name, _ := tr.the(c.id(), "spec.checks[].name")
		kind, _ := tr.the(c.id(), "spec.checks[].kind")
		p := &params{tr: tr, c: c}
		var pass bool
		var expected, actual string
		if w != nil {
			pass, expected, actual = w.run(kind, p)
		} else {
			pass, expected, actual = cv.run(kind, p)
		}
		v.Checks = append(v.Checks, judge.Check{Name: name, Pass: pass, Expected: detail(expected), Actual: detail(actual)})
		req := tr.in(c.id(), "spec.checks[].required")
		required = append(required, len(req) > 0 && tr.text[req[0].at] == 't')
	}
	v.Status = judge.StatusOf(v.Checks, required)
	return v
}

// detail cuts a text at limits.MaxDetailChars UTF-16 units, never inside a
// surrogate pair, noting how much was left out.
func detail(s string) string {
	u := utf16.Encode([]rune(s))
	if len(u) <= limits.MaxDetailChars {
		return s
	}
	cut := limits.MaxDetailChars
	if u[cut-1] >= 0xd800 && u[cut-1] <= 0xdbff {
		cut--
	}
	return string(utf16.Decode(u[:cut])) + "\u2026 (" + strconv.Itoa(len(u)-cut) + " more characters)"
}

// params reads one check's parameters.
type params struct {
	tr *traceRecords
	c  *container
}

func (p *params) has(k string) bool { return slices.Contains(keyNames(p.c), k) }

func (p *params) str(k string) string {
	s, _ := p.tr.the(p.c.id(), "spec.checks[]."+k)
	return s
}

// num is a number parameter as JavaScript prints it (an integer).
func (p *params) num(k string) string {
	rs := p.tr.in(p.c.id(), "spec.checks[]."+k)
	return string(p.tr.text[rs[0].at:rs[0].end])
}

func (p *params) list(k string) []string {
	var out []string
	for _, r := range p.tr.in(p.c.id(), "spec.checks[]."+k+"[]") {
		out = append(out, p.tr.str(r))
	}
	return out
}

func (p *params) amount(k string) *big.Int { return p.tr.amount(p.c.id(), "spec.checks[]."+k) }

// amount is an amount field of an object: a number, or {"$n":"…"}.
func (tr *traceRecords) amount(obj int, path string) *big.Int {
	text := ""
	if rs := tr.in(obj, path); len(rs) > 0 {
		text = string(tr.text[rs[0].at:rs[0].end])
	} else if n := tr.children(obj, path+"{}"); len(n) > 0 {
		text, _ = tr.the(n[0].id(), path+".$n")
	}
	x, ok := new(big.Int).SetString(text, 10)
	if !ok {
		return nil
	}
	return x
}

// children are the objects of path inside the object parent.
func (tr *traceRecords) children(parent int, path string) []*container {
	var out []*container
	for _, c := range tr.objects(path) {
		if len(c.objs) >= 2 && c.objs[len(c.objs)-2] == parent {
			out = append(out, c)
		}
	}
	return out
}

var opSymbols = map[string]string{"eq": "==", "gte": ">=", "lte": "<=", "gt": ">", "lt": "<"}

func compareOp(op string, c int) bool {
	switch op {
	case "eq":
		return c == 0
	case "gte":
		return c >= 0
	case "lte":
		return c <= 0
	case "gt":
		return c > 0
	case "lt":
		return c < 0
	}
	return false
}

// The web3 evidence as the checks read it.
type web3Tx struct {
	hash, from, to, input string
	toNull                bool
	status                int
	gasUsed               string // "" when absent
	value                 *big.Int
	internal              []web3Internal
	logs                  []web3Log
}

type web3Internal struct {
	from, to string
	value    *big.Int
}

type web3Log struct {
	address, data string
	topics        []string
}

type web3Balance struct {
	holder, token string
	before, after *big.Int
}

type web3View struct {
	actors      map[string]string
	txs         []web3Tx
	hasTxs      bool
	balances    []web3Balance
	hasBalances bool
}

func newWeb3View(tr *traceRecords, ev *container) *web3View {
	w := &web3View{actors: map[string]string{}}
	keys := keyNames(ev)
	w.hasTxs, w.hasBalances = slices.Contains(keys, "transactions"), slices.Contains(keys, "balances")
	var name string
	for i := range tr.records {
		r := &tr.records[i]
		switch {
		case r.key:
			name = tr.str(r)
		case FramePath(r.field) == "evidence.actors.*":
			w.actors[name] = tr.str(r)
		}
	}
	for _, t := range tr.objects("evidence.transactions[]{}") {
		id := t.id()
		tx := web3Tx{input: "0x", value: new(big.Int)}
		tx.hash, _ = tr.the(id, "evidence.transactions[].hash")
		tx.from, _ = tr.the(id, "evidence.transactions[].from")
		to := tr.in(id, "evidence.transactions[].to")[0]
		tx.toNull = tr.text[to.at] == 'n'
		tx.to = tr.str(to)
		if tx.toNull {
			tx.to = "null"
		}
		st := tr.in(id, "evidence.transactions[].status")[0]
		tx.status = int(tr.text[st.at] - '0')
		if s, ok := tr.the(id, "evidence.transactions[].input"); ok {
			tx.input = s
		}
		if rs := tr.in(id, "evidence.transactions[].gasUsed"); len(rs) > 0 {
			tx.gasUsed = string(tr.text[rs[0].at:rs[0].end])
		}
		if slices.Contains(keyNames(t), "value") {
			tx.value = tr.amount(id, "evidence.transactions[].value")
		}
		for _, it := range tr.children(id, "evidence.transactions[].internalTransfers[]{}") {
			var x web3Internal
			x.from, _ = tr.the(it.id(), "evidence.transactions[].internalTransfers[].from")
			x.to, _ = tr.the(it.id(), "evidence.transactions[].internalTransfers[].to")
			x.value = tr.amount(it.id(), "evidence.transactions[].internalTransfers[].value")
			tx.internal = append(tx.internal, x)
		}
		for _, l := range tr.children(id, "evidence.transactions[].logs[]{}") {
			var x web3Log
			x.address, _ = tr.the(l.id(), "evidence.transactions[].logs[].address")
			x.data, _ = tr.the(l.id(), "evidence.transactions[].logs[].data")
			for _, r := range tr.in(l.id(), "evidence.transactions[].logs[].topics[]") {
				x.topics = append(x.topics, tr.str(r))
			}
			tx.logs = append(tx.logs, x)
		}
		w.txs = append(w.txs, tx)
	}
	for _, b := range tr.objects("evidence.balances[]{}") {
		var x web3Balance
		x.holder, _ = tr.the(b.id(), "evidence.balances[].holder")
		x.token, _ = tr.the(b.id(), "evidence.balances[].token")
		x.before = tr.amount(b.id(), "evidence.balances[].before")
		x.after = tr.amount(b.id(), "evidence.balances[].after")
		w.balances = append(w.balances, x)
	}
	return w
}

// resolve is the address an address parameter names: "native", an
// address, or an actor of the evidence ("" for an unknown actor).
func (w *web3View) resolve(v string) (string, bool) {
	if v == "native" || strings.HasPrefix(v, "0x") {
		return v, true
	}
	a, ok := w.actors[v]
	return a, ok
}

// transferLike decodes an ERC-20 Transfer or Approval log: two address
// topics and one word of data.
type transferLike struct {
	topic, from, to string
	amount          *big.Int
}

func decodeTransferLike(l web3Log) *transferLike {
	if len(l.topics) != 3 || len(l.data) != 66 || l.topics[0] != transferTopic && l.topics[0] != approvalTopic {
		return nil
	}
	isAddr := func(t string) bool { return t[2:26] == "000000000000000000000000" }
	if !isAddr(l.topics[1]) || !isAddr(l.topics[2]) {
		return nil
	}
	x, _ := new(big.Int).SetString(l.data[2:], 16)
	return &transferLike{l.topics[0], "0x" + l.topics[1][26:], "0x" + l.topics[2][26:], x}
}

func (w *web3View) run(kind string, p *params) (pass bool, expected, actual string) {
	const missingTxs = "missing: evidence.transactions"
	switch kind {
	case "tx_succeeded":
		expected = "all txs status == 1 (at least one tx)"
		if p.has("index") {
			expected = "tx[" + p.num("index") + "].status == 1"
		}
		if !w.hasTxs {
			return false, expected, missingTxs
		}
		if p.has("index") {
			i, _ := strconv.ParseInt(p.num("index"), 10, 64) // (at most 2^53 − 1)
			if i >= int64(len(w.txs)) {
				return false, expected, fmt.Sprintf("missing: tx[%s] (%d txs)", p.num("index"), len(w.txs))
			}
			return w.txs[i].status == 1, expected, "status " + strconv.Itoa(w.txs[i].status)
		}
		ok := 0
		for _, t := range w.txs {
			if t.status == 1 {
				ok++
			}
		}
		return len(w.txs) > 0 && ok == len(w.txs), expected, fmt.Sprintf("%d/%d succeeded", ok, len(w.txs))
	case "balance_delta":
		amount := p.amount("amount")
		expected = "delta(" + p.str("holder") + ", " + p.str("token") + ") " + opSymbols[p.str("op")] + " " + amount.String()
		if !w.hasBalances {
			return false, expected, "missing: evidence.balances"
		}
		holder, ok := w.resolve(p.str("holder"))
		if !ok {
			return false, expected, "missing: actor " + p.str("holder")
		}
		token, ok := w.resolve(p.str("token"))
		if !ok {
			return false, expected, "missing: actor " + p.str("token")
		}
		for _, b := range w.balances {
			if b.holder == holder && b.token == token {
				d := new(big.Int).Sub(b.after, b.before)
				return compareOp(p.str("op"), d.Cmp(amount)), expected, d.String()
			}
		}
		return false, expected, "missing: balance of " + holder + " in " + token
	case "erc20_transfer":
		min := big.NewInt(1)
		if p.has("minAmount") {
			min = p.amount("minAmount")
		}
		from := ""
		if p.has("from") {
			from = " from " + p.str("from")
		}
		expected = "Transfer of " + p.str("token") + from + " to " + p.str("to") + " totalling >= " + min.String()
		if !w.hasTxs {
			return false, expected, missingTxs
		}
		r := map[string]string{}
		for _, k := range []string{"token", "to", "from"} {
			if !p.has(k) {
				continue
			}
			a, ok := w.resolve(p.str(k))
			if !ok {
				return false, expected, "missing: actor " + p.str(k)
			}
			r[k] = a
		}
		total, n := new(big.Int), 0
		for _, tx := range w.txs {
			if tx.status != 1 {
				continue
			}
			for _, l := range tx.logs {
				t := decodeTransferLike(l)
				if t == nil || t.topic != transferTopic || l.address != r["token"] || t.to != r["to"] || p.has("from") && t.from != r["from"] {
					continue
				}
				total.Add(total, t.amount)
				n++
			}
		}
		s := "s"
		if n == 1 {
			s = ""
		}
		return total.Cmp(min) >= 0, expected, fmt.Sprintf("total %s in %d transfer%s", total, n, s)
	case "no_outflow_outside":
		allow, via := p.list("allow"), p.list("via")
		expected = "no value, transfer or approval from " + p.str("holder") + " outside [" + strings.Join(allow, ", ") + "]"
		if len(via) > 0 {
			expected += " via [" + strings.Join(via, ", ") + "]"
		}
		if !w.hasTxs {
			return false, expected, missingTxs
		}
		holder, ok := w.resolve(p.str("holder"))
		if !ok {
			return false, expected, "missing: actor " + p.str("holder")
		}
		okTo, mid := map[string]bool{}, map[string]bool{}
		for i, a := range slices.Concat(allow, via) {
			x, ok := w.resolve(a)
			if !ok {
				return false, expected, "missing: actor " + a
			}
			okTo[x], mid[x] = true, mid[x] || i >= len(allow)
		}
		var leaks []string
		for _, tx := range w.txs {
			if tx.status != 1 {
				continue
			}
			own := tx.from == holder
			if own && tx.value.Sign() > 0 && tx.to != holder && (tx.toNull || !okTo[tx.to]) {
				leaks = append(leaks, "native "+tx.value.String()+" to "+tx.to)
			}
			for _, it := range tx.internal {
				if (it.from == holder || own && mid[it.from]) && it.to != holder && !okTo[it.to] && it.value.Sign() > 0 {
					s := "native " + it.value.String() + " to " + it.to
					if it.from != holder {
						s += " via " + it.from
					}
					leaks = append(leaks, s)
				}
			}
			for _, l := range tx.logs {
				t := decodeTransferLike(l)
				if t == nil || t.amount.Sign() == 0 {
					continue
				}
				passOn := own && mid[t.from]
				if (t.from == holder || passOn) && t.to != holder && !okTo[t.to] {
					s := "approval "
					if t.topic == transferTopic {
						s = "token "
					}
					s += l.address + " " + t.amount.String() + " to " + t.to
					if passOn {
						s += " via " + t.from
					}
					leaks = append(leaks, s)
				}
			}
		}
		if len(leaks) == 0 {
			return true, expected, "none"
		}
		return false, expected, strings.Join(leaks, "; ")
	case "event_emitted":
		min := "1"
		if p.has("minCount") {
			min = p.num("minCount")
		}
		expected = ">= " + min + " log(s) " + p.str("topic0") + " from " + p.str("address")
		if !w.hasTxs {
			return false, expected, missingTxs
		}
		addr, ok := w.resolve(p.str("address"))
		if !ok {
			return false, expected, "missing: actor " + p.str("address")
		}
		n := 0
		for _, tx := range w.txs {
			for _, l := range tx.logs {
				if tx.status == 1 && l.address == addr && len(l.topics) > 0 && l.topics[0] == p.str("topic0") {
					n++
				}
			}
		}
		m, _ := strconv.ParseInt(min, 10, 64)
		return int64(n) >= m, expected, strconv.Itoa(n) + " log(s)"
	case "contract_called":
		expected = "successful call " + p.str("selector") + " to " + p.str("to")
		if !w.hasTxs {
			return false, expected, missingTxs
		}
		to, ok := w.resolve(p.str("to"))
		if !ok {
			return false, expected, "missing: actor " + p.str("to")
		}
		n := 0
		for _, tx := range w.txs {
			if tx.status == 1 && !tx.toNull && tx.to == to && strings.HasPrefix(tx.input, p.str("selector")) {
				n++
			}
		}
		return n > 0, expected, strconv.Itoa(n) + " call(s)"
	case "tx_count", "gas_used":
		value, _ := new(big.Int).SetString(p.num("value"), 10)
		expected = "tx count " + opSymbols[p.str("op")] + " " + value.String()
		if kind == "gas_used" {
			expected = "total gas used " + opSymbols[p.str("op")] + " " + value.String()
		}
		if !w.hasTxs {
			return false, expected, missingTxs
		}
		total := big.NewInt(int64(len(w.txs)))
		if kind == "gas_used" {
			total.SetInt64(0)
			for _, tx := range w.txs {
				if tx.gasUsed == "" {
					return false, expected, "missing: gasUsed of " + tx.hash
				}
				g, _ := new(big.Int).SetString(tx.gasUsed, 10)
				total.Add(total, g)
			}
		}
		return compareOp(p.str("op"), total.Cmp(value)), expected, total.String()
	}
	panic("zk: judgeRecords: web3 kind " + kind) // (ReadTrace has refused other kinds)
}

// The code evidence as the checks read it, read once per verdict.
type codeTest struct{ name, outcome string }

type codeView struct {
	evKeys    []string
	tests     []codeTest
	exitCode  string // "" when absent
	artifacts map[string]string
}

func newCodeView(tr *traceRecords, ev *container) *codeView {
	c := &codeView{evKeys: keyNames(ev), artifacts: map[string]string{}}
	for _, t := range tr.objects("evidence.tests[]{}") {
		n, _ := tr.the(t.id(), "evidence.tests[].name")
		o, _ := tr.the(t.id(), "evidence.tests[].outcome")
		c.tests = append(c.tests, codeTest{n, o})
	}
	if b := tr.objects("evidence.build{}"); len(b) > 0 {
		if rs := tr.in(b[0].id(), "evidence.build.exitCode"); len(rs) > 0 {
			c.exitCode = string(tr.text[rs[0].at:rs[0].end])
		}
	}
	for _, a := range tr.objects("evidence.artifacts[]{}") {
		path, _ := tr.the(a.id(), "evidence.artifacts[].path")
		c.artifacts[path], _ = tr.the(a.id(), "evidence.artifacts[].sha256") // (paths are unique)
	}
	return c
}

// run runs a check of the code class.
func (cv *codeView) run(kind string, p *params) (pass bool, expected, actual string) {
	evKeys, tests := cv.evKeys, cv.tests
	switch kind {
	case "tests_pass":
		mode := p.str("mode")
		switch mode {
		case "all":
			expected = "all tests pass (at least one)"
		case "named":
			expected = "tests pass: " + strings.Join(p.list("names"), ", ")
		default:
			expected = ">= " + p.num("count") + " tests pass"
		}
		if !slices.Contains(evKeys, "tests") {
			return false, expected, "missing: evidence.tests"
		}
		passed := 0
		var bad []string
		outcome := map[string]string{}
		for _, t := range tests {
			outcome[t.name] = t.outcome
			if t.outcome == "pass" {
				passed++
			} else {
				bad = append(bad, t.name+"="+t.outcome)
			}
		}
		switch mode {
		case "all":
			actual = fmt.Sprintf("%d/%d passed", passed, len(tests))
			if len(bad) > 0 {
				actual += "; " + strings.Join(bad, ", ")
			}
			return len(tests) > 0 && len(bad) == 0, expected, actual
		case "named":
			bad = nil
			for _, n := range p.list("names") {
				if o := outcome[n]; o != "pass" {
					if o == "" {
						o = "missing"
					}
					bad = append(bad, n+"="+o)
				}
			}
			if len(bad) == 0 {
				return true, expected, "all named passed"
			}
			return false, expected, strings.Join(bad, ", ")
		}
		count, _ := strconv.ParseInt(p.num("count"), 10, 64)
		return int64(passed) >= count, expected, strconv.Itoa(passed) + " passed"
	case "exit_code":
		expected = "exit code " + p.num("equals")
		if cv.exitCode == "" {
			return false, expected, "missing: evidence.build.exitCode"
		}
		return cv.exitCode == p.num("equals"), expected, "exit code " + cv.exitCode
	case "artifact_digest":
		path, digest := p.str("path"), p.str("sha256")
		expected = path + " sha256 " + digest
		if !slices.Contains(evKeys, "artifacts") {
			return false, expected, "missing: evidence.artifacts"
		}
		if got, ok := cv.artifacts[path]; ok {
			return got == digest, expected, path + " sha256 " + got
		}
		return false, expected, "missing: artifact " + path
	}
	panic("zk: judgeRecords: code kind " + kind)
}
