package chaintest

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/judge"
)

// Preimage is v's verdict-hash preimage, which the level modules take
// with a quote or a proof (judge.VerdictPreimage).
func Preimage(t testing.TB, v *judge.Verdict) []byte {
	t.Helper()
	p, err := judge.VerdictPreimage(v)
	require.NoError(t, err)
	return p
}

// OnChain is what c's JudgeVerifier says of r's attestations given r's
// verdict preimage (checkVerdictBound): the level and the reason's name.
// It is chain's reading only; package verify decides what r proves.
func OnChain(ctx context.Context, c *chain.Client, r *judge.Record) (uint8, string, error) {
	if r.Attestations == nil {
		return 0, "", errors.New("chaintest: the record names no attestations")
	}
	pre, err := judge.VerdictPreimage(&r.Verdict)
	if err != nil {
		return 0, "", err
	}
	level, reason, err := c.CheckVerdictBound(ctx, attest.UID(r.Attestations.VerdictUID), attest.UID(r.Attestations.ProvenanceUID), pre)
	return level, chain.ReasonName(reason), err
}
