package zk

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/judge"
)

// valueCase is a suite trace with one value edited: at the edge of its
// field's rule (ok), or one step past it, where the rule of field refuses
// it.
type valueCase struct {
	name  string
	text  []byte
	ok    bool
	field string // the frame path the error names (refused cases)
}

// valueCases edit the smallest suite traces with logs, amounts of both
// forms and every code field: every rule of values.go, at its edge and
// past it.
func valueCases(t testing.TB) []valueCase {
	t.Helper()
	suite := suiteCanonical(t)
	web3, code := suite["web3-pay-exact-42/naive"], suite["code-median/naive"]
	rep := strings.Repeat
	const addr = "0x75bb9bc831409239a78acc609ed899787af14e4b"
	const topic = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef"
	// A check put first in web3's checks.
	check := func(body string) []byte { return subTrace(t, web3, `"checks":\[`, `"checks":[`+body+`,`) }
	event := func(minCount, topic0 string) []byte {
		return check(`{"address":"fUSD","kind":"event_emitted","minCount":` + minCount + `,"name":"ev","topic0":"` + topic0 + `"}`)
	}
	called := func(sel string) []byte {
		return check(`{"kind":"contract_called","name":"call","selector":"` + sel + `","to":"fUSD"}`)
	}
	holder := func(h string) []byte { return subTrace(t, web3, `"holder":"merchant"`, `"holder":"`+h+`"`) }
	actor := func(k, v string) []byte { return subTrace(t, web3, `"actors":\{`, `"actors":{"`+k+`":"`+v+`",`) }
	name := func(n string) []byte { return subTrace(t, web3, `"name":"all-txs-succeeded"`, `"name":"`+n+`"`) }
	n := func(s string) []byte {
		return subTrace(t, web3, `\{"\$n":"999999936590115275515"\}`, `{"$$n":"`+s+`"}`)
	}
	ok := func(name string, text []byte) valueCase { return valueCase{name: name, text: text, ok: true} }
	no := func(name, field string, text []byte) valueCase {
		return valueCase{name: name, text: text, field: field}
	}
	return []valueCase{
		ok("an id of 200", subTrace(t, web3, `"trialId":"[^"]*"`, `"trialId":"`+rep("t", 200)+`"`)),
		ok("an id of every symbol", subTrace(t, web3, `"buildId":"naive"`, `"buildId":"Z9._:/-a"`)),
		ok("an id starting with a digit", subTrace(t, code, `"taskId":"code-median"`, `"taskId":"0x"`)),
		no("an id of 201", "trialId", subTrace(t, web3, `"trialId":"[^"]*"`, `"trialId":"`+rep("t", 201)+`"`)),
		no("an empty id", "buildId", subTrace(t, web3, `"buildId":"naive"`, `"buildId":""`)),
		no("an id starting with a symbol", "taskId", subTrace(t, code, `"taskId":"code-median"`, `"taskId":"-median"`)),
		no("an id with a space", "buildId", subTrace(t, code, `"buildId":"naive"`, `"buildId":"na ive"`)),
		no("an id with an escape", "buildId", subTrace(t, code, `"buildId":"naive"`, `"buildId":"na\"ive"`)),
		no("an id with a letter not ASCII", "buildId", subTrace(t, code, `"buildId":"naive"`, `"buildId":"naïve"`)),

		no("another schema", "schema", subTrace(t, web3, `trace/v1`, `trace/v2`)),
		no("a schema prefix", "schema", subTrace(t, web3, `trace/v1`, `trace/v`)),
		no("a schema extended", "schema", subTrace(t, web3, `trace/v1`, `trace/v11`)),
		no("another class", "spec.evidenceClass", subTrace(t, code, `"evidenceClass":"code"`, `"evidenceClass":"cod"`)),
		no("an unknown kind", "spec.checks[].kind", subTrace(t, web3, `"kind":"tx_succeeded"`, `"kind":"tx_succeede"`)),
		no("a kind extended", "spec.checks[].kind", subTrace(t, web3, `"kind":"tx_succeeded"`, `"kind":"tx_succeededs"`)),
		no("an unknown op", "spec.checks[].op", subTrace(t, web3, `"op":"eq"`, `"op":"ge"`)),
		no("an unknown mode", "spec.checks[].mode", subTrace(t, code, `"mode":"all"`, `"mode":"any"`)),
		no("an unknown outcome", "evidence.tests[].outcome", subTrace(t, code, `"outcome":"fail"`, `"outcome":"failed"`)),

		ok("a check name of 200 units, a surrogate pair last", name(rep("x", 198)+"😀")),
		ok("a check name of 200 escapes", name(rep(`\n`, 200))),
		ok("a check name of 200 control characters", name(rep(`\u001F`, 200))),
		no("a check name of 201 units", "spec.checks[].name", name(rep("x", 199)+"😀")),
		no("a check name of 201 escapes", "spec.checks[].name", name(rep(`\\`, 201))),
		no("an empty check name", "spec.checks[].name", name("")),
		ok("a title of 1000 units of 2 bytes", subTrace(t, web3, `"title":"[^"]*"`, `"title":"`+rep("é", 1000)+`"`)),
		ok("an empty title", subTrace(t, web3, `"title":"[^"]*"`, `"title":""`)),
		no("a title of 1001 units of 3 bytes", "spec.title", subTrace(t, web3, `"title":"[^"]*"`, `"title":"`+rep("漢", 1001)+`"`)),
		ok("an empty description", subTrace(t, web3, `"description":"[^"]*"`, `"description":""`)),
		ok("a test name of 1024", subTrace(t, code, `"name":"median.TestSolve/single_value"`, `"name":"`+rep("s", 1024)+`"`)),
		no("a test name of 1025", "evidence.tests[].name", subTrace(t, code, `"name":"median.TestSolve/single_value"`, `"name":"`+rep("s", 1025)+`"`)),
		no("an empty test name", "evidence.tests[].name", subTrace(t, code, `"name":"median.TestSolve/single_value"`, `"name":""`)),
		no("an empty name to pass", "spec.checks[].names[]", subTrace(t, code, `"names":\["[^"]*"`, `"names":[""`)),
		no("an empty artifact path", "evidence.artifacts[].path", subTrace(t, code, `"path":"out/result.txt","sha256"`, `"path":"","sha256"`)),
		no("an empty check path", "spec.checks[].path", subTrace(t, code, `"name":"artifact-matches","path":"out/result.txt"`, `"name":"artifact-matches","path":""`)),
		ok("a command of 4096", subTrace(t, code, `"command":"[^"]*"`, `"command":"`+rep("m", 4096)+`"`)),
		no("a command of 4097", "evidence.build.command", subTrace(t, code, `"command":"[^"]*"`, `"command":"`+rep("m", 4097)+`"`)),

		ok("an actor name of 64", actor(rep("a", 64), addr)),
		ok("an actor name starting with a digit", actor("0a", addr)),
		ok("an actor name that is a digit", actor("0", addr)),
		no("an actor name of 65", "evidence.actors", actor(rep("a", 65), addr)),
		no("an empty actor name", "evidence.actors", actor("", addr)),
		no("an actor name starting with a symbol", "evidence.actors", actor("-a", addr)),
		no("an actor name with an escape", "evidence.actors", actor(`a\tb`, addr)),
		no("an actor's short address", "evidence.actors.*", actor("a", addr[:41])),
		no("an actor's address with 0X", "evidence.actors.*", actor("a", "0X"+addr[2:])),
		no("an actor's address with an uppercase last digit", "evidence.actors.*", actor("a", addr[:41]+"B")),
		ok("an actor name starting with 0x", actor("0xab", addr)),
		ok("a holder that is an address", holder(addr)),
		ok("a holder that is an actor name starting with 0", subTrace(t, actor("0a", addr), `"holder":"merchant"`, `"holder":"0a"`)),
		no("a holder of 0x and 39 digits", "spec.checks[].holder", holder(addr[:41])),
		no("a holder of 0x and 41 digits", "spec.checks[].holder", holder(addr+"0")),
		no("a holder of 0x and 40 digits, one uppercase", "spec.checks[].holder", holder(addr[:20]+"C"+addr[21:])),
		ok("a holder that is the name 0", subTrace(t, actor("0", addr), `"holder":"merchant"`, `"holder":"0"`)),
		ok("a holder that is the name 0X12", subTrace(t, actor("0X12", addr), `"holder":"merchant"`, `"holder":"0X12"`)),
		no("a holder that is 0x", "spec.checks[].holder", holder("0x")),
		no("a holder with a space", "spec.checks[].holder", holder("mer chant")),
		no("a holder name of 65", "spec.checks[].holder", holder(rep("m", 65))),
		no("an allowed name with a symbol first", "spec.checks[].allow[]", subTrace(t, web3, `"allow":\["merchant"`, `"allow":[".merchant"`)),

		no("a transaction from uppercase", "evidence.transactions[].from", subTrace(t, web3, `"from":"0x75bb`, `"from":"0x75BB`)),
		no("a transaction to of 39 digits", "evidence.transactions[].to", subTrace(t, web3, `"to":"0x93c536984f020bc92a23c2b2e05f4a38a065f28f"`, `"to":"0x93c536984f020bc92a23c2b2e05f4a38a065f28"`)),
		no("a transaction to that is a name", "evidence.transactions[].to", subTrace(t, web3, `"to":"0x93c536984f020bc92a23c2b2e05f4a38a065f28f"`, `"to":"fUSD"`)),
		no("a hash of 63 digits", "evidence.transactions[].hash", subTrace(t, web3, `"hash":"0x5997`, `"hash":"0x597`)),
		no("a hash with an uppercase last digit", "evidence.transactions[].hash", subTrace(t, web3, `"hash":"(0x59971365[0-9a-f]{55})9"`, `"hash":"${1}A"`)),
		no("a topic of 65 digits", "evidence.transactions[].logs[].topics[]", subTrace(t, web3, `"topics":\["0x`, `"topics":["0x0`)),
		ok("empty input", subTrace(t, web3, `"input":"0x[0-9a-f]*"`, `"input":"0x"`)),
		no("input of odd digits", "evidence.transactions[].input", subTrace(t, web3, `"input":"0x`, `"input":"0x0`)),
		no("data without 0x", "evidence.transactions[].logs[].data", subTrace(t, web3, `"data":"0x`, `"data":"`)),
		no("a log address that is a name", "evidence.transactions[].logs[].address", subTrace(t, web3, `"address":"0x93c5[0-9a-f]*"`, `"address":"fUSD"`)),
		ok("status 0", subTrace(t, web3, `"status":1`, `"status":0`)),
		no("status 2", "evidence.transactions[].status", subTrace(t, web3, `"status":1`, `"status":2`)),
		no("status 10", "evidence.transactions[].status", subTrace(t, web3, `"status":1`, `"status":10`)),
		ok("chainId 1", subTrace(t, web3, `"chainId":1337`, `"chainId":1`)),
		no("chainId 0", "evidence.chainId", subTrace(t, web3, `"chainId":1337`, `"chainId":0`)),
		ok("forkBlock 0", subTrace(t, web3, `"forkBlock":10`, `"forkBlock":0`)),
		ok("count 1", subTrace(t, code, `"count":[0-9]+`, `"count":1`)),
		no("count 0", "spec.checks[].count", subTrace(t, code, `"count":[0-9]+`, `"count":0`)),
		no("a balance token that is not native", "evidence.balances[].token", subTrace(t, web3, `"token":"native"`, `"token":"nativ"`)),
		no("a balance token that is a name", "evidence.balances[].token", subTrace(t, web3, `"token":"native"`, `"token":"fUSD"`)),
		no("a balance holder that is a name", "evidence.balances[].holder", subTrace(t, web3, `"holder":"0x0f3d[0-9a-f]*"`, `"holder":"merchant"`)),
		ok("a check token that is native", subTrace(t, web3, `"token":"fUSD"`, `"token":"native"`)),

		ok("minCount 1", event("1", topic)),
		no("minCount 0", "spec.checks[].minCount", event("0", topic)),
		no("a topic0 with 0X", "spec.checks[].topic0", event("1", "0X"+topic[2:])),
		no("a topic0 with an uppercase digit", "spec.checks[].topic0", event("1", topic[:50]+"F"+topic[51:])),
		ok("a selector", called("0xa9059cbb")),
		no("a selector of 7 digits", "spec.checks[].selector", called("0xa9059cb")),
		no("a selector of 9 digits", "spec.checks[].selector", called("0xa9059cbb0")),
		no("an artifact digest of 63", "evidence.artifacts[].sha256", subTrace(t, code, `"sha256":"0x785f`, `"sha256":"0x78f`)),
		no("a check digest with 0X", "spec.checks[].sha256", subTrace(t, code, `"sha256":"0x785f([0-9a-f]*)"\}\],"description"`, `"sha256":"0X785f$1"}],"description"`)),

		ok("$n of 2^53", n("9007199254740992")),
		ok("$n of −2^53", n("-9007199254740992")),
		ok("$n of 17 digits", n("10000000000000000")),
		ok("$n of 80 digits", n("9"+rep("0", 79))),
		ok("$n of −(80 digits)", n("-"+rep("9", 80))),
		no("$n of 2^53 − 1", "evidence.balances[].after.$n", n("9007199254740991")),
		no("$n of −(2^53 − 1)", "evidence.balances[].after.$n", n("-9007199254740991")),
		no("$n of 16 digits below 2^53", "evidence.balances[].after.$n", n("1000000000000000")),
		no("$n of 1", "evidence.balances[].after.$n", n("1")),
		no("$n of 81 digits", "evidence.balances[].after.$n", n("1"+rep("0", 80))),
		no("a check amount $n that is safe", "spec.checks[].amount.$n", subTrace(t, web3, `"amount":\{"\$n":"[0-9]+"\}`, `"amount":{"$$n":"42"}`)),
	}
}

// TestLexTraceValues: every value rule, at its edge, is taken (and the
// bundle judges the trace), and one step past it is refused with
// ErrValueRule naming the field (and the bundle refuses it, and the
// rules of rules_test.go name a value rule).
func TestLexTraceValues(t *testing.T) {
	taken, refused := 0, 0
	for _, c := range valueCases(t) {
		t.Run(c.name, func(t *testing.T) {
			_, jerr := judge.Judge(c.text)
			_, err := LexTrace(c.text)
			if c.ok {
				require.NoError(t, jerr, "the bundle judges it")
				require.NoError(t, err)
				assert.Empty(t, valueRule(c.text))
				taken++
				return
			}
			require.ErrorIs(t, jerr, judge.ErrInvalidTrace, "the bundle refuses it")
			require.ErrorIs(t, err, ErrValueRule)
			assert.Contains(t, err.Error(), " "+c.field+" ")
			assert.NotEmpty(t, valueRule(c.text))
			t.Log(err)
			refused++
		})
	}
	assert.Equal(t, 32, taken)
	assert.Equal(t, 68, refused)
}

// TestValueTables: the steps say what they do: "none" steps every byte
// to itself; every step to "reject" fails the circuit's bound check at
// its byte (3 units of at most 0), and no other step does (at most 2
// units); a bound is given only at a closing quote, which ends the value.
func TestValueTables(t *testing.T) {
	tb := traceLexTable()
	v := tb.values
	for c := range 256 {
		require.Equal(t, valueStep{vpNone, 0, valueNoBound}, v.steps[vpNone][c])
		require.Equal(t, rejectStep, v.steps[vpReject][c])
	}
	require.Equal(t, valueStep{vpReject, 3, 0}, rejectStep)
	bounds := map[int]int{}
	for row := range v.steps {
		for c := range 256 {
			s := v.steps[row][c]
			switch {
			case s.next == vpReject:
				require.Equal(t, rejectStep, s)
			case s.bound != valueNoBound:
				require.Equal(t, '"', rune(c), "a bound off a closing quote")
				require.Equal(t, vpNone, s.next)
				require.LessOrEqual(t, s.units, 2)
				bounds[s.bound]++
			default:
				require.LessOrEqual(t, s.units, 2)
			}
		}
	}
	// The bounds of the rules: ids, actor names, check names, titles, test
	// names and names to pass, paths and commands, $n digits.
	assert.ElementsMatch(t, []int{200, 64, 1000, 1024, 4096, 80}, slices.Collect(maps.Keys(bounds)))
	// Every {"$n":…} string has the rule (a new amount field without one
	// would leave its magnitude unchecked), and so has every field the
	// rules name.
	fr := tb.frames
	amounts := 0
	for f, x := range fr.frames {
		if x.amountOf != "" && x.key == 0 {
			assert.Equal(t, ruleBigDigits, v.rule[f], x.path)
			amounts++
		}
	}
	assert.Equal(t, 6, amounts)
	t.Logf("%d value states, %d rows, %d entries (%d classes)", v.states, len(v.steps), len(tb.vtrans), tb.classes)
}
