package verify_test

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/chain/chaintest"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/collect"
	"github.com/verijudge/verijudge/collect/collecttest"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/verify"
)

func withEvidence(t *testing.T, node collect.Node) *verify.Verifier {
	trust, err := verify.ComputeSepolia()
	require.NoError(t, err)
	v, err := verify.New(trust, verify.WithEvidenceSource(node))
	require.NoError(t, err)
	return v
}

func recordOf(t *testing.T, trace []byte) *judge.Record {
	rec, err := judge.NewRecord(trace, judge.Embedded())
	require.NoError(t, err)
	return rec
}

// TestEvidenceSource: a web3 record collected from a node is MATCH with
// the evidence-source check passed; the same record with a transaction
// dropped from its trace (its verdict recomputed, so it reproduces) is
// MISMATCH, and the check names the sender's missing transaction. On the
// dev chain in every run, and on geth --dev.
func TestEvidenceSource(t *testing.T) {
	dc, url := collecttest.DevServer(t)
	evidenceSource(t, url, dc.Owner)
}

func TestEvidenceSourceGeth(t *testing.T) {
	g := chaintest.StartGeth(t, "eth", "net", "web3", "debug")
	key := devchain.Key("verify-evidence")
	g.Fund(t, key, new(big.Int).Lsh(big.NewInt(1), 70))
	evidenceSource(t, g.URL, key)
}

func evidenceSource(t *testing.T, url string, key *ecdsa.PrivateKey) {
	s := collecttest.Run(t, url, key)
	node, err := collect.Dial(context.Background(), url, collect.DialOptions{})
	require.NoError(t, err)
	defer node.Close()
	col, err := collect.CollectWeb3(context.Background(), node, s.Inputs())
	require.NoError(t, err)
	v := withEvidence(t, node)

	res, err := v.Verify(context.Background(), recordOf(t, col.Trace), policy())
	require.NoError(t, err)
	require.Equal(t, verify.Match, res.Outcome)
	require.NotNil(t, res.EvidenceSource)
	require.True(t, res.EvidenceSource.OK())
	require.Equal(t, 4, res.EvidenceSource.Transactions)

	// The leak's transaction dropped: the verdict of the edited trace
	// reproduces (it is SUCCESS now), the evidence does not.
	var m map[string]any
	require.NoError(t, json.Unmarshal(col.Trace, &m))
	ev := m["evidence"].(map[string]any)
	txs := ev["transactions"].([]any)
	ev["transactions"] = append(append([]any{}, txs[:2]...), txs[3])
	forged, err := json.Marshal(m)
	require.NoError(t, err)
	rec := recordOf(t, forged)
	require.Equal(t, judge.Status("SUCCESS"), rec.Verdict.Status, "without the leak the verdict is a SUCCESS")
	res, err = v.Verify(context.Background(), rec, policy())
	require.ErrorIs(t, err, verify.ErrEvidenceSource)
	require.Equal(t, verify.Mismatch, res.Outcome)
	require.Len(t, res.EvidenceSource.Differences, 1)
	require.Contains(t, res.EvidenceSource.Differences[0].Field, "transactions from ")
	require.Equal(t, "3", res.EvidenceSource.Differences[0].Trace)
	require.Equal(t, "4", res.EvidenceSource.Differences[0].Chain)
}

// TestEvidenceNotCheckable: a node without the call tracer (the dev chain
// behind a proxy that refuses debug_traceTransaction), and a record of
// another class, are ERROR, never MATCH.
func TestEvidenceNotCheckable(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dc, url := collecttest.DevServer(t)
	s := collecttest.Run(t, url, dc.Owner)
	node, err := collect.Dial(ctx, collecttest.NoTracer(t, url), collect.DialOptions{})
	require.NoError(t, err)
	defer node.Close()
	in := s.Inputs()
	in.WithoutInternalTransfersUnsafe = true
	col, err := collect.CollectWeb3(ctx, node, in)
	require.NoError(t, err)
	v := withEvidence(t, node)
	res, err := v.Verify(ctx, recordOf(t, col.Trace), policy())
	require.ErrorIs(t, err, verify.ErrEvidenceNotCheckable)
	require.ErrorIs(t, err, collect.ErrNoTracer)
	require.Equal(t, verify.Error, res.Outcome)

	code, err := collect.CodeTrace(collect.IDs{TrialID: "t", TaskID: "k", BuildID: "b"}, []byte(`{"evidenceClass":"code","checks":[{"name":"e","kind":"exit_code","equals":0}]}`), &collect.Code{Build: collect.ExitCode(0)})
	require.NoError(t, err)
	res, err = v.Verify(ctx, recordOf(t, code), policy())
	require.ErrorIs(t, err, verify.ErrEvidenceNotCheckable)
	require.Equal(t, verify.Error, res.Outcome)
}
