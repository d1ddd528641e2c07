package chain_test

import (
	"context"
	"net"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/attester/attestertest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/judge"
)

func suiteRecords(t testing.TB) []*judge.Record {
	cases, err := fixtures.Suite()
	require.NoError(t, err)
	var recs []*judge.Record
	for _, c := range cases {
		r, err := judge.NewRecord(c.Trace, judge.Embedded())
		require.NoError(t, err)
		recs = append(recs, r)
	}
	return recs
}

// TestAttestAndVerifySuite attests every suite verdict in one batch on the
// dev chain and re-verifies each record online: MATCH at level 1.
func TestAttestAndVerifySuite(t *testing.T) {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	recs := suiteRecords(t)
	require.NoError(t, dc.Client.AttestRecords(ctx, recs, attestertest.Option(dc.Client)))
	for _, r := range recs {
		res := dc.Client.Verify(ctx, r, judge.Embedded())
		require.Equal(t, judge.Match, res.Outcome, "%s: %v", r.Verdict.TrialID, res.Failed())
		assert.EqualValues(t, 1, res.Level)
		assert.Equal(t, "REPRODUCIBLE", res.LevelName)
	}

	t.Run("revoked verdict", func(t *testing.T) {
		r := recs[0]
		require.NoError(t, dc.Client.RevokeAttestation(ctx, dc.Deployment.VerdictSchema, attest.UID(r.Attestations.VerdictUID)))
		res := dc.Client.Verify(ctx, r, judge.Embedded())
		assert.Equal(t, judge.Mismatch, res.Outcome)
		assert.Equal(t, "VERDICT_REVOKED", res.LevelReason)
		assert.Contains(t, res.Failed(), "verdict-attestation")
		assert.Contains(t, res.Failed(), "level")
	})
	t.Run("attestation of another verdict", func(t *testing.T) {
		r := *recs[1]
		a := *r.Attestations
		a.VerdictUID = recs[2].Attestations.VerdictUID
		r.Attestations = &a
		res := dc.Client.Verify(ctx, &r, judge.Embedded())
		assert.Equal(t, judge.Mismatch, res.Outcome)
		assert.Contains(t, res.Failed(), "verdict-attestation")
		assert.Equal(t, "PROVENANCE_NOT_LINKED", res.LevelReason)
	})
	t.Run("record on another chain", func(t *testing.T) {
		r := *recs[3]
		a := *r.Attestations
		a.ChainID = 11155111
		r.Attestations = &a
		res := dc.Client.Verify(ctx, &r, judge.Embedded())
		assert.Equal(t, judge.Mismatch, res.Outcome)
		assert.Equal(t, []string{"chain"}, res.Failed())
	})
	t.Run("never attested", func(t *testing.T) {
		r := *recs[4]
		r.Attestations = nil
		res := dc.Client.Verify(ctx, &r, judge.Embedded())
		assert.Equal(t, judge.Mismatch, res.Outcome)
		r.Attestations = &judge.Attestations{ChainID: dc.Deployment.ChainID, VerdictUID: canon.Sum([]byte("nope")), ProvenanceUID: canon.Sum([]byte("nope"))}
		res = dc.Client.Verify(ctx, &r, judge.Embedded())
		assert.Equal(t, judge.Mismatch, res.Outcome)
		assert.Equal(t, "VERDICT_NOT_FOUND", res.LevelReason)
	})
	t.Run("unauthorized attester", func(t *testing.T) {
		other, err := dc.ClientFor(ctx, devchain.Key("other"))
		require.NoError(t, err)
		r, err := judge.NewRecord(mustCaseTrace(t, 5), judge.Embedded())
		require.NoError(t, err)
		require.NoError(t, other.AttestRecords(ctx, []*judge.Record{r}, attestertest.Option(other)))
		res := dc.Client.Verify(ctx, r, judge.Embedded())
		assert.Equal(t, judge.Mismatch, res.Outcome)
		assert.Equal(t, "VERDICT_WRONG_ATTESTER", res.LevelReason)
	})
	t.Run("tampered verdict with a genuine attestation", func(t *testing.T) {
		r := *recs[6]
		r.Verdict.Status = judge.StatusSuccess
		if recs[6].Verdict.Status == judge.StatusSuccess {
			r.Verdict.Status = judge.StatusFailure
		}
		res := dc.Client.Verify(ctx, &r, judge.Embedded())
		assert.Equal(t, judge.Mismatch, res.Outcome)
		assert.Contains(t, res.Failed(), "verdict-attestation")
	})
}

func mustCaseTrace(t *testing.T, i int) []byte {
	cases, err := fixtures.Suite()
	require.NoError(t, err)
	return cases[i].Trace
}

func TestClientRefusesWrongChain(t *testing.T) {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	dep := dc.Deployment
	dep.ChainID = 11155111
	_, err = chain.NewClient(ctx, dc.Backend.Client(), dep, nil)
	assert.ErrorIs(t, err, chain.ErrWrongChain)
}

// TestConfirmations: with N required confirmations an attestation is not
// seen (MISMATCH) until N blocks are built on it.
func TestConfirmations(t *testing.T) {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	r, err := judge.NewRecord(mustCaseTrace(t, 7), judge.Embedded())
	require.NoError(t, err)
	require.NoError(t, dc.Client.AttestRecords(ctx, []*judge.Record{r}, attestertest.Option(dc.Client)))
	reader, err := chain.NewClient(ctx, dc.Backend.Client(), dc.Deployment, nil)
	require.NoError(t, err)
	reader.RequireConfirmations(3)
	res := reader.Verify(ctx, r, judge.Embedded())
	assert.Equal(t, judge.Mismatch, res.Outcome, "seen before 3 confirmations")
	for i := 0; i < 3; i++ {
		dc.Backend.Commit()
	}
	res = reader.Verify(ctx, r, judge.Embedded())
	assert.Equal(t, judge.Match, res.Outcome, "%v", res.Failed())
}

// TestInsufficientFunds: an unfunded attester gets a clear error and no
// record is marked attested.
func TestInsufficientFunds(t *testing.T) {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	poor, err := dc.ClientFor(ctx, devchain.Key("pauper"))
	require.NoError(t, err)
	r, err := judge.NewRecord(mustCaseTrace(t, 8), judge.Embedded())
	require.NoError(t, err)
	err = poor.AttestRecords(ctx, []*judge.Record{r}, attestertest.Option(poor))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "insufficient funds")
	assert.Nil(t, r.Attestations)
}

// TestDialHangingEndpoint: an endpoint that accepts connections but never
// answers is ErrRPC after the timeout, not a hang.
func TestDialHangingEndpoint(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer l.Close()
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			defer c.Close() // hold it open, say nothing
		}
	}()
	start := time.Now()
	_, err = chain.Dial(context.Background(), "http://"+l.Addr().String(), 500*time.Millisecond)
	assert.ErrorIs(t, err, chain.ErrRPC)
	assert.Less(t, time.Since(start), 10*time.Second)
	// The message is what a user reads: "did not answer within" only for
	// an endpoint that did not answer, never for one that refused at once.
	assert.ErrorContains(t, err, "did not answer eth_chainId within 500ms")
	_, err = chain.Dial(context.Background(), "http://127.0.0.1:1", time.Minute)
	assert.ErrorIs(t, err, chain.ErrRPC, "connection refused")
	assert.ErrorContains(t, err, "eth_chainId failed after")
	assert.NotContains(t, err.Error(), "within")
}

func caseRecord(t *testing.T, name string) *judge.Record {
	t.Helper()
	cases, err := fixtures.Suite()
	require.NoError(t, err)
	for _, c := range cases {
		if c.Name() == name {
			r, err := judge.NewRecord(c.Trace, judge.Embedded())
			require.NoError(t, err)
			return r
		}
	}
	t.Fatalf("no suite case %s", name)
	return nil
}
