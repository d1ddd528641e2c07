package judge_test

import (
	"encoding/json"
	"errors"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/judge"
)

// TestSchemaDocumentsEveryCheckKind: docs/trace.schema.json and
// docs/trace.md cover exactly the evidence classes and check kinds the
// evaluator knows (it lists them when asked for an unknown one).
func TestSchemaDocumentsEveryCheckKind(t *testing.T) {
	raw, err := os.ReadFile("../docs/trace.schema.json")
	require.NoError(t, err)
	var schema struct {
		ID   string                     `json:"$id"`
		Defs map[string]json.RawMessage `json:"$defs"`
	}
	require.NoError(t, json.Unmarshal(raw, &schema))
	require.NotEmpty(t, schema.ID)
	var documented []string
	for k := range schema.Defs {
		if strings.HasPrefix(k, "check.") {
			documented = append(documented, strings.TrimPrefix(k, "check."))
		}
	}
	md, err := os.ReadFile("../docs/trace.md")
	require.NoError(t, err)
	var known []string
	for _, class := range []string{judge.ClassWeb3, judge.ClassCode, judge.ClassReview, judge.ClassTranscript} {
		trace := `{"schema":"verijudge.trace/v1","trialId":"t","taskId":"t","buildId":"b","spec":{"evidenceClass":"` + class +
			`","checks":[{"name":"x","kind":"no-such-kind"}]},"evidence":{}}`
		_, err := judge.Judge([]byte(trace))
		var be *judge.BundleError
		require.True(t, errors.As(err, &be), "%v", err)
		m := regexp.MustCompile(`\(known: ([a-z0-9_, ]+)\)`).FindStringSubmatch(be.Message)
		require.NotNil(t, m, be.Message)
		for _, k := range strings.Split(m[1], ", ") {
			known = append(known, k)
			assert.Contains(t, string(md), "`"+k+"`", "docs/trace.md does not document %s", k)
		}
	}
	sort.Strings(known)
	sort.Strings(documented)
	assert.Equal(t, known, documented)
}
