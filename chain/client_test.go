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
	"github.com/verijudge/verijudge/chain/chaintest"
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
// dev chain; JudgeVerifier reads each at level 1, and refuses each kind of
// tampering with its own reason (package verify's tests read the same
// records as a verifier does).
func TestAttestAndVerifySuite(t *testing.T) {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	recs := suiteRecords(t)
	require.NoError(t, attestertest.New(dc.Client).AttestRecords(ctx, dc.Client, recs))
	onChain := func(t *testing.T, r *judge.Record) (uint8, string) {
		t.Helper()
		level, reason, err := chaintest.OnChain(ctx, dc.Client, r)
		require.NoError(t, err)
		return level, reason
	}
	for _, r := range recs {
		level, reason := onChain(t, r)
		assert.EqualValues(t, 1, level, "%s: %s", r.Verdict.TrialID, reason)
		assert.Equal(t, "REPRODUCIBLE", chain.LevelName(level))
	}

	t.Run("revoked verdict", func(t *testing.T) {
		r := recs[0]
		require.NoError(t, dc.Client.RevokeAttestation(ctx, dc.Deployment.VerdictSchema, attest.UID(r.Attestations.VerdictUID)))
		level, reason := onChain(t, r)
		assert.Zero(t, level)
		assert.Equal(t, "VERDICT_REVOKED", reason)
	})
	t.Run("attestation of another verdict", func(t *testing.T) {
		r := *recs[1]
		a := *r.Attestations
		a.VerdictUID = recs[2].Attestations.VerdictUID
		r.Attestations = &a
		level, reason := onChain(t, &r)
		assert.Zero(t, level)
		assert.Equal(t, "PROVENANCE_NOT_LINKED", reason)
	})
	t.Run("never attested", func(t *testing.T) {
		r := *recs[4]
		r.Attestations = &judge.Attestations{ChainID: dc.Deployment.ChainID, VerdictUID: canon.Sum([]byte("nope")), ProvenanceUID: canon.Sum([]byte("nope"))}
		level, reason := onChain(t, &r)
		assert.Zero(t, level)
		assert.Equal(t, "VERDICT_NOT_FOUND", reason)
	})
	t.Run("unauthorized attester", func(t *testing.T) {
		other, err := dc.ClientFor(ctx, devchain.Key("other"))
		require.NoError(t, err)
		r, err := judge.NewRecord(mustCaseTrace(t, 5), judge.Embedded())
		require.NoError(t, err)
		require.NoError(t, attestertest.New(other).AttestRecords(ctx, other, []*judge.Record{r}))
		level, reason := onChain(t, r)
		assert.Zero(t, level)
		assert.Equal(t, "VERDICT_WRONG_ATTESTER", reason)
	})
	t.Run("tampered verdict with a genuine attestation", func(t *testing.T) {
		r := *recs[6]
		r.Verdict.Status = judge.StatusSuccess
		if recs[6].Verdict.Status == judge.StatusSuccess {
			r.Verdict.Status = judge.StatusFailure
		}
		level, reason := onChain(t, &r)
		assert.Zero(t, level)
		assert.Equal(t, "PREIMAGE_MISMATCH", reason)
	})
	t.Run("the attester changes no input", func(t *testing.T) {
		r, err := judge.NewRecord(mustCaseTrace(t, 8), judge.Embedded())
		require.NoError(t, err)
		before, err := r.MarshalIndent()
		require.NoError(t, err)
		att := attestertest.New(dc.Client)
		_, err = att.SignOffchain(ctx, dc.Client, []*judge.Record{r}, time.Now())
		require.NoError(t, err)
		after, err := r.MarshalIndent()
		require.NoError(t, err)
		assert.Equal(t, string(before), string(after), "offchain signing leaves the record as it was")
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
	require.NoError(t, attestertest.New(dc.Client).AttestRecords(ctx, dc.Client, []*judge.Record{r}))
	reader, err := chain.NewClient(ctx, dc.Backend.Client(), dc.Deployment, nil)
	require.NoError(t, err)
	reader.RequireConfirmations(3)
	level, reason, err := chaintest.OnChain(ctx, reader, r)
	require.NoError(t, err)
	assert.Equal(t, "VERDICT_NOT_FOUND", reason, "seen before 3 confirmations")
	assert.Zero(t, level)
	for i := 0; i < 3; i++ {
		dc.Backend.Commit()
	}
	level, reason, err = chaintest.OnChain(ctx, reader, r)
	require.NoError(t, err)
	assert.EqualValues(t, 1, level, reason)
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
	err = attestertest.New(poor).AttestRecords(ctx, poor, []*judge.Record{r})
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
