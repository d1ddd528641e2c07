package verify_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/verify"
)

// TestPolicyConflicts: options that contradict each other make a policy
// Verify refuses (ERROR, ErrPolicyConflict) before any check, instead of
// one silently winning; At over WithClock is a precedence, not a conflict.
func TestPolicyConflicts(t *testing.T) {
	v := offline(t)
	rec := suiteRecords(t, 1)[0]
	m := canon.Sum([]byte("a TD"))
	for name, opts := range map[string][]verify.PolicyOption{
		"an evaluator list and any evaluator":    {verify.AnyEvaluatorUnsafe()},
		"a measurement list and any measurement": {verify.WithMeasurements(m), verify.AnyMeasurementUnsafe()},
		"the registry's measurements and any":    {verify.MeasurementsFromRegistry(), verify.AnyMeasurementUnsafe()},
		"a measurement list and the registry's":  {verify.WithMeasurements(m), verify.MeasurementsFromRegistry()},
		"a witness list and any witness":         {verify.WithWitnessMeasurements(m), verify.AnyWitnessMeasurementUnsafe()},
		"two times":                              {verify.At(at.Add(time.Hour))},
		"a level beyond ZK_PROVEN":               {verify.RequireLevel(verify.LevelZKProven + 1)},
	} {
		t.Run(name, func(t *testing.T) {
			res, err := v.Verify(context.Background(), rec, policy(opts...))
			require.ErrorIs(t, err, verify.ErrPolicyConflict)
			assert.ErrorIs(t, err, verify.ErrPolicy)
			assert.Equal(t, verify.Error, res.Outcome)
			assert.Empty(t, res.Checks, "refused before any check")
		})
	}
	for name, p := range map[string]verify.Policy{
		"At and WithClock":  policy(verify.WithClock(clockAt(at.Add(time.Hour)))),
		"the same At twice": policy(verify.At(at)),
		"an evaluator list": verify.NewPolicy(verify.WithEvaluators(judge.EmbeddedDigest()), verify.At(at)),
	} {
		res, err := v.Verify(context.Background(), rec, p)
		require.NoError(t, err, name)
		assert.Equal(t, at, res.VerifiedAt, "%s: At takes precedence", name)
	}
}

type clockAt time.Time

func (c clockAt) Now() time.Time { return time.Time(c) }
