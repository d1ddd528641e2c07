package verify_test

import (
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/verify"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// The result's JSON is API (application/vnd.verijudge.verification+json;
// version=2): golden files hold it for a MATCH, a MISMATCH and a record
// without its trace, verified offline at a fixed time.
// go test ./verify -run TestResultGolden -update rewrites them.
func TestResultGolden(t *testing.T) {
	v := offline(t)
	rec := suiteRecords(t, 1)[0]
	edited := *rec
	edited.Verdict.Status = judge.StatusSuccess
	if rec.Verdict.Status == judge.StatusSuccess {
		edited.Verdict.Status = judge.StatusFailure
	}
	noTrace := *rec
	noTrace.Trace = nil
	for name, r := range map[string]*judge.Record{"match": rec, "mismatch": &edited, "integrity-only": &noTrace} {
		res, _ := v.Verify(context.Background(), r, policy())
		got, err := json.MarshalIndent(res, "", "  ")
		require.NoError(t, err)
		path := filepath.Join("testdata", "result-"+name+".json")
		if *update {
			require.NoError(t, os.WriteFile(path, append(got, '\n'), 0o644))
		}
		want, err := os.ReadFile(path)
		require.NoError(t, err, "go test ./verify -run TestResultGolden -update")
		assert.JSONEq(t, string(want), string(got), name)
		var back verify.Result
		require.NoError(t, json.Unmarshal(got, &back))
		assert.Equal(t, verify.ResultMediaType, back.MediaType)
	}
}
