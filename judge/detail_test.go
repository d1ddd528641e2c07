package judge_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf16"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/fixtures/tracegen"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
)

// A check whose actual text would be longer than limits.MaxDetailChars is
// cut, on every path alike, with a note of what was left out: a maximal
// trace could otherwise make a verdict of hundreds of megabytes.
func TestLongDetailIsCut(t *testing.T) {
	const holder = "0x00000000000000000000000000000000000000aa"
	var txs []string
	for i := range 40 {
		txs = append(txs, fmt.Sprintf(`{"hash":"0x%064x","from":"%s","to":"0x%040x","status":1,"logs":[{"address":"0x%040x","topics":["0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef","0x000000000000000000000000%s","0x%064x"],"data":"0x%064x"}]}`,
			i, holder, 0xbb, 0xcc, holder[2:], 0x1000+i, 1))
	}
	trace := []byte(`{"schema":"verijudge.trace/v1","trialId":"t","taskId":"t","buildId":"b","spec":{"evidenceClass":"web3","checks":[` +
		`{"name":"stays","kind":"no_outflow_outside","holder":"` + holder + `","allow":[]}]},"evidence":{"transactions":[` + strings.Join(txs, ",") + `]}}`)
	v, err := judge.Judge(trace)
	require.NoError(t, err)
	raw, err := judge.Embedded().JudgeRaw(trace)
	require.NoError(t, err)
	assert.Equal(t, v, raw)
	actual := v.Checks[0].Actual
	units := len(utf16.Encode([]rune(actual)))
	assert.Less(t, units, limits.MaxDetailChars+40, "cut near the cap")
	assert.Contains(t, actual, "\u2026 (")
	assert.Contains(t, actual, " more characters)")
	assert.False(t, v.Checks[0].Pass)
}

// The cut never splits a surrogate pair: a text whose 1,024th code unit is
// the first half of an emoji is cut before it, alike in Go's reading of
// the answer, in goja's reader and under Node.js.
func TestDetailCutKeepsSurrogatePairs(t *testing.T) {
	name := strings.Repeat("a", 1011) + "\U0001F600" + "bbbbb" // "tests pass: " is 12 units
	trace := []byte(`{"schema":"verijudge.trace/v1","trialId":"t","taskId":"t","buildId":"b","spec":{"evidenceClass":"code","checks":[` +
		`{"name":"named","kind":"tests_pass","mode":"named","names":["` + name + `"]}]},"evidence":{"tests":[{"name":"` + name + `","outcome":"pass"}]}}`)
	v, err := judge.Judge(trace)
	require.NoError(t, err)
	raw, err := judge.Embedded().JudgeRaw(trace)
	require.NoError(t, err)
	require.Equal(t, v, raw)
	want := "tests pass: " + strings.Repeat("a", 1011) + "\u2026 (7 more characters)"
	assert.Equal(t, want, v.Checks[0].Expected)
	node := nodeOrSkip(t)
	p := filepath.Join(t.TempDir(), "t.json")
	require.NoError(t, os.WriteFile(p, trace, 0o644))
	row := nodeHashes(t, node, []string{p})[0]
	require.True(t, row.OK)
	vh, err := judge.VerdictHash(&v)
	require.NoError(t, err)
	assert.Equal(t, vh, row.VerdictHash, "Node computes the same verdict hash")
}

// The costliest trace shape (tracegen.Heavy: 256 checks, each reading
// every log, every log an outflow) is judged alike on both goja paths,
// with every outflow check's long list cut. Its time against the budget at
// the cap is BenchmarkJudgeAtTheCap.
func TestHeavyTrace(t *testing.T) {
	trace := tracegen.Heavy(256 << 10)
	patient := judge.NewEmbedded(judge.WithTimeout(10 * time.Minute))
	v, err := patient.Judge(trace)
	require.NoError(t, err)
	raw, err := patient.JudgeRaw(trace)
	require.NoError(t, err)
	require.Equal(t, v, raw)
	require.Len(t, v.Checks, 256)
	assert.Equal(t, judge.StatusPartial, v.Status)
	for _, c := range v.Checks[:64:64] {
		if strings.HasPrefix(c.Name, "outflow-") {
			assert.False(t, c.Pass, c.Name)
			assert.Contains(t, c.Actual, " more characters)", c.Name)
		}
	}
}
