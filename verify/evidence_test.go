package verify_test

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
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
// behind a proxy that refuses debug_traceTransaction) cannot check a trace
// that claims internal transfers, and a record of a class no source was
// given for cannot be checked: ERROR, never MATCH. A trace that says it
// collected no internal transfers is checked without them.
func TestEvidenceNotCheckable(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dc, url := collecttest.DevServer(t)
	s := collecttest.Run(t, url, dc.Owner)
	node, err := collect.Dial(ctx, collecttest.NoTracer(t, url), collect.DialOptions{})
	require.NoError(t, err)
	defer node.Close()
	full, err := collect.Dial(ctx, url, collect.DialOptions{})
	require.NoError(t, err)
	defer full.Close()
	traced, err := collect.CollectWeb3(ctx, full, s.Inputs())
	require.NoError(t, err)
	v := withEvidence(t, node)
	res, err := v.Verify(ctx, recordOf(t, traced.Trace), policy())
	require.ErrorIs(t, err, verify.ErrEvidenceNotCheckable)
	require.ErrorIs(t, err, collect.ErrNoTracer)
	require.Equal(t, verify.Error, res.Outcome)

	in := s.Inputs()
	in.WithoutInternalTransfersUnsafe = true
	col, err := collect.CollectWeb3(ctx, node, in)
	require.NoError(t, err)
	res, err = v.Verify(ctx, recordOf(t, col.Trace), policy())
	require.NoError(t, err)
	require.Equal(t, verify.Match, res.Outcome)
	require.False(t, res.EvidenceSource.Traced)
	require.Equal(t, judge.StatusFailure, res.Status, "no_outflow_outside cannot pass untraced")

	code, err := collect.CodeTrace(collect.IDs{TrialID: "t", TaskID: "k", BuildID: "b"}, []byte(`{"evidenceClass":"code","checks":[{"name":"e","kind":"exit_code","equals":0}]}`), &collect.Code{Build: collect.ExitCode(0)})
	require.NoError(t, err)
	res, err = v.Verify(ctx, recordOf(t, code), policy())
	require.ErrorIs(t, err, verify.ErrEvidenceNotCheckable)
	require.Equal(t, verify.Error, res.Outcome)
}

// TestEvidenceRepo: a code record whose trace names a real git commit and
// artifacts is MATCH against that repository; the same record with an
// artifact digest forged (its verdict recomputed, so it reproduces) is
// MISMATCH naming the artifact; a record without a revision, and a web3
// record given only a repository, are ERROR.
func TestEvidenceRepo(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("git is required under CI=true")
		}
		t.Skip("git is not installed")
	}
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "main.go"), []byte("package main\n\nfunc main() {}\n"), 0o644))
	for _, args := range [][]string{{"init", "-q"}, {"add", "-A"}, {"commit", "-q", "-m", "code"}} {
		cmd := exec.Command("git", append([]string{"-c", "user.name=T", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"}, args...)...)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "%s", out)
	}
	rev, err := collect.ReadRevision(dir)
	require.NoError(t, err)
	arts, err := collect.Artifacts(dir, []string{"main.go"})
	require.NoError(t, err)
	spec := []byte(`{"evidenceClass":"code","checks":[{"name":"e","kind":"exit_code","equals":0},{"name":"a","kind":"artifact_digest","path":"main.go","sha256":"` + arts[0].SHA256.String() + `"}]}`)
	ids := collect.IDs{TrialID: "t", TaskID: "k", BuildID: "b"}
	good, err := collect.CodeTrace(ids, spec, &collect.Code{Build: collect.ExitCode(0), Artifacts: arts, Revision: rev})
	require.NoError(t, err)

	trust, err := verify.ComputeSepolia()
	require.NoError(t, err)
	v, err := verify.New(trust, verify.WithEvidenceRepo(dir))
	require.NoError(t, err)
	ctx := context.Background()
	res, err := v.Verify(ctx, recordOf(t, good), policy())
	require.NoError(t, err)
	require.Equal(t, verify.Match, res.Outcome)
	require.True(t, res.EvidenceRepo.OK())
	require.Equal(t, rev.Commit, res.EvidenceRepo.Commit)

	// An attacker's artifact, with the spec made to agree: the verdict
	// reproduces (SUCCESS), the repository does not hold it.
	forgedDigest := canon.Sum([]byte("a backdoored build"))
	forgedSpec := []byte(`{"evidenceClass":"code","checks":[{"name":"e","kind":"exit_code","equals":0},{"name":"a","kind":"artifact_digest","path":"main.go","sha256":"` + forgedDigest.String() + `"}]}`)
	forged, err := collect.CodeTrace(ids, forgedSpec, &collect.Code{Build: collect.ExitCode(0), Artifacts: []collect.Artifact{{Path: "main.go", SHA256: forgedDigest}}, Revision: rev})
	require.NoError(t, err)
	rec := recordOf(t, forged)
	require.Equal(t, judge.StatusSuccess, rec.Verdict.Status)
	res, err = v.Verify(ctx, rec, policy())
	require.ErrorIs(t, err, verify.ErrEvidenceSource)
	require.Equal(t, verify.Mismatch, res.Outcome)
	require.Len(t, res.EvidenceRepo.Differences, 1)
	require.Equal(t, "artifact main.go", res.EvidenceRepo.Differences[0].Field)

	bare, err := collect.CodeTrace(ids, spec, &collect.Code{Build: collect.ExitCode(0), Artifacts: arts})
	require.NoError(t, err)
	res, err = v.Verify(ctx, recordOf(t, bare), policy())
	require.ErrorIs(t, err, verify.ErrEvidenceNotCheckable)
	require.Equal(t, verify.Error, res.Outcome)

	var web3 *judge.Record
	for _, r := range suiteRecords(t, 64) {
		if r.Verdict.EvidenceClass == judge.ClassWeb3 {
			web3 = r
			break
		}
	}
	require.NotNil(t, web3)
	res, err = v.Verify(ctx, web3, policy())
	require.ErrorIs(t, err, verify.ErrEvidenceNotCheckable)
	require.Equal(t, verify.Error, res.Outcome)
}
