package judge_test

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
