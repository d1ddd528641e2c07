package verify_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/verify"
)

// TestRecordWithoutTrace: a record without its trace is INTEGRITY_ONLY
// when its stored verdict holds, and a MISMATCH, with the level check
// failing as for any record that does not reproduce, when it does not.
func TestRecordWithoutTrace(t *testing.T) {
	v := offline(t)
	rec := *suiteRecords(t, 1)[0]
	rec.Trace = nil
	res, err := v.Verify(context.Background(), &rec, policy())
	assert.Error(t, err)
	assert.Equal(t, verify.IntegrityOnly, res.Outcome)
	assert.Empty(t, res.Failed())

	rec.Verdict.Status = judge.StatusSuccess
	if res.Status == judge.StatusSuccess {
		rec.Verdict.Status = judge.StatusFailure
	}
	res, err = v.Verify(context.Background(), &rec, policy())
	assert.ErrorIs(t, err, verify.ErrIntegrity)
	assert.Equal(t, verify.Mismatch, res.Outcome)
	assert.Contains(t, res.Failed(), verify.CheckStoredVerdictHash)
	assert.Contains(t, res.Failed(), verify.CheckLevel)
}
