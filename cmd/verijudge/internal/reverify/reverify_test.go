package reverify_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/attester/attestertest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/cmd/verijudge/internal/reverify"
	"github.com/verijudge/verijudge/cmd/verijudge/internal/server"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/fixtures/teechain"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/verify"
)

// suiteRecords judges every fixture trace `trials` times, as distinct trials
// (fixtures.Trials), and returns the records with their ids.
func suiteRecords(t testing.TB, trials int) (ids []string, recs []*judge.Record) {
	t.Helper()
	ts, err := fixtures.Trials(trials)
	require.NoError(t, err)
	for _, tr := range ts {
		rec, err := judge.NewRecord(tr.Trace, judge.Embedded())
		require.NoError(t, err)
		ids = append(ids, tr.ID)
		recs = append(recs, rec)
	}
	return ids, recs
}

func writeRecords(t testing.TB, dir string, ids []string, recs []*judge.Record) {
	t.Helper()
	for i, rec := range recs {
		b, err := rec.MarshalIndent()
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, ids[i]+".record.json"), b, 0o644))
	}
}

var (
	suiteOnce sync.Once
	suiteIDs  []string
	suiteRecs []*judge.Record
)

// suiteDir is a folder of 128 records (64 fixture traces, two trials each).
func suiteDir(t *testing.T) (string, []string) {
	suiteOnce.Do(func() { suiteIDs, suiteRecs = suiteRecords(t, 2) })
	dir := t.TempDir()
	writeRecords(t, dir, suiteIDs, suiteRecs)
	return dir, suiteIDs
}

type resultsFile struct {
	header  map[string]any
	records []reverify.RecordRow
	checks  []reverify.CheckRow
}

func readResults(t *testing.T, dir string) resultsFile {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, reverify.ResultsFile))
	require.NoError(t, err)
	defer f.Close()
	var out resultsFile
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	require.True(t, sc.Scan())
	require.NoError(t, json.Unmarshal(sc.Bytes(), &out.header))
	for sc.Scan() {
		var kind struct{ Type string }
		require.NoError(t, json.Unmarshal(sc.Bytes(), &kind), "line %q", sc.Text())
		switch kind.Type {
		case "check":
			var c reverify.CheckRow
			require.NoError(t, json.Unmarshal(sc.Bytes(), &c))
			out.checks = append(out.checks, c)
		case "record":
			var r reverify.RecordRow
			require.NoError(t, json.Unmarshal(sc.Bytes(), &r))
			out.records = append(out.records, r)
		default:
			t.Fatalf("unknown row type %q", kind.Type)
		}
	}
	return out
}

func recordIDs(rows []reverify.RecordRow) []string {
	var ids []string
	for _, r := range rows {
		ids = append(ids, r.ID)
	}
	slices.Sort(ids)
	return ids
}

func TestSelect(t *testing.T) {
	ids := make([]string, 300)
	for i := range ids {
		ids[i] = fmt.Sprintf("rec-%03d", i)
	}
	a, err := reverify.Select(ids, 100, "seed-1", reverify.Shard{})
	require.NoError(t, err)
	require.Len(t, a, 100)

	// Reproducible, whatever the listing order.
	rev := slices.Clone(ids)
	slices.Reverse(rev)
	b, err := reverify.Select(rev, 100, "seed-1", reverify.Shard{})
	require.NoError(t, err)
	assert.Equal(t, a, b)

	// Another seed, another sample; every id taken at most once.
	c, err := reverify.Select(ids, 100, "seed-2", reverify.Shard{})
	require.NoError(t, err)
	assert.NotEqual(t, a, c)
	assert.Len(t, uniq(c), 100)

	// A new record displaces at most one sampled record.
	d, err := reverify.Select(append(slices.Clone(ids), "rec-new"), 100, "seed-1", reverify.Shard{})
	require.NoError(t, err)
	assert.GreaterOrEqual(t, len(intersect(a, d)), 99)

	// Shards are disjoint and cover the sample, for every shard count.
	for _, n := range []int{1, 2, 3, 7, 100, 150} {
		var all []string
		for i := range n {
			part, err := reverify.Select(ids, 100, "seed-1", reverify.Shard{I: i, N: n})
			require.NoError(t, err)
			all = append(all, part...)
		}
		assert.Len(t, uniq(all), len(all), "n=%d: shards overlap", n)
		assert.ElementsMatch(t, a, all, "n=%d: shards do not cover the sample", n)
	}

	// Without a sample: everything, sorted.
	e, err := reverify.Select(rev, 0, "", reverify.Shard{})
	require.NoError(t, err)
	assert.Equal(t, ids, e)
	// A sample larger than the listing takes everything.
	f, err := reverify.Select(ids, 1000, "x", reverify.Shard{})
	require.NoError(t, err)
	assert.ElementsMatch(t, ids, f)

	_, err = reverify.Select([]string{"a", "a"}, 0, "", reverify.Shard{})
	assert.Error(t, err)
}

func TestParseShard(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want reverify.Shard
		ok   bool
	}{
		{"0/1", reverify.Shard{0, 1}, true},
		{"3/4", reverify.Shard{3, 4}, true},
		{"4/4", reverify.Shard{}, false},
		{"-1/4", reverify.Shard{}, false},
		{"1/0", reverify.Shard{}, false},
		{"1", reverify.Shard{}, false},
		{"a/b", reverify.Shard{}, false},
		{"", reverify.Shard{}, false},
	} {
		got, err := reverify.ParseShard(tc.in)
		if !tc.ok {
			assert.Error(t, err, tc.in)
			continue
		}
		require.NoError(t, err, tc.in)
		assert.Equal(t, tc.want, got)
	}
}

func uniq(s []string) []string {
	m := map[string]bool{}
	var out []string
	for _, x := range s {
		if !m[x] {
			m[x] = true
			out = append(out, x)
		}
	}
	return out
}

func intersect(a, b []string) []string {
	var out []string
	for _, x := range a {
		if slices.Contains(b, x) {
			out = append(out, x)
		}
	}
	return out
}

// A 100-record sample of the suite re-verifies 100/100 offline, with one
// and with two workers, and the output files say so.
func TestRunOffline100(t *testing.T) {
	dir, ids := suiteDir(t)
	require.Len(t, ids, 128)
	src, err := reverify.Open(dir)
	require.NoError(t, err)
	want, err := reverify.Select(ids, 100, "ci", reverify.Shard{})
	require.NoError(t, err)
	for _, workers := range []int{1, 2} {
		out := t.TempDir()
		var progress bytes.Buffer
		sum, err := reverify.Run(context.Background(), src, reverify.Options{Policy: testPolicy, Verifier: verifierOf(t, sepolia(t), nil), Sample: 100, Seed: "ci", Workers: workers, Out: out, Progress: &progress})
		require.NoError(t, err)
		assert.True(t, sum.OK())
		assert.Equal(t, 0, sum.ExitCode())
		assert.Equal(t, "100 / 100 match", sum.Headline())
		assert.Equal(t, 100, strings.Count(progress.String(), " MATCH "), "one plain progress line per record")

		res := readResults(t, out)
		assert.Equal(t, reverify.ResultsMediaType, res.header["mediaType"])
		assert.ElementsMatch(t, want, recordIDs(res.records))
		for _, r := range res.records {
			assert.Equal(t, reverify.Match, r.Outcome, r.ID)
			require.NotNil(t, r.Recomputed)
			assert.Equal(t, *r.VerdictHash, *r.Recomputed)
		}
		// One row per record and check: record, stored-verdict-hash,
		// evaluator, trace-hash, spec-hash, verdict-hash, verdict-fields,
		// evaluator-policy, level-policy.
		assert.Len(t, res.checks, 9*100)
		for _, c := range res.checks {
			assert.True(t, c.OK, "%s %s: %s", c.ID, c.Check, c.Detail)
		}
		txt, err := os.ReadFile(filepath.Join(out, reverify.SummaryFile))
		require.NoError(t, err)
		assert.True(t, strings.HasPrefix(string(txt), "100 / 100 match\n"), string(txt[:80]))
		html, err := os.ReadFile(filepath.Join(out, reverify.ReportFile))
		require.NoError(t, err)
		assert.Contains(t, string(html), "100 / 100 match")
		assert.NotContains(t, string(html), "<script")
		assert.Equal(t, 100, strings.Count(string(html), `class="o match"`))
		// The verdict status beside each outcome, and the three summary
		// charts as inline SVG: every record counted once in each.
		assert.Equal(t, 100, strings.Count(string(html), `<td class="s `))
		assert.Equal(t, 3, strings.Count(string(html), "<svg "))
		for _, title := range []string{"Outcomes", "Trust levels", "Verdict statuses"} {
			assert.Contains(t, string(html), `class="t">`+title+`</text>`)
		}
		assert.Contains(t, string(html), `class="l">MATCH</text><rect class="b match"`)
		assert.Regexp(t, `class="n">100</text>`, string(html))
		assert.NotContains(t, string(html), "http-equiv")
		for _, f := range []string{reverify.ReportFile, reverify.SummaryFile, reverify.ResultsFile} {
			fi, err := os.Stat(filepath.Join(out, f))
			require.NoError(t, err)
			assert.Equal(t, os.FileMode(0o644), fi.Mode().Perm(), f)
		}
	}
}

// Tampered, trace-less and unreadable records are reported for what they
// are, problems first, and the run exits 1.
func TestRunReportsProblems(t *testing.T) {
	ids, recs := suiteRecords(t, 1)
	ids, recs = ids[:6], recs[:6]
	dir := t.TempDir()

	// 0: untouched. 1: status flipped (stored hash kept).
	recs[1].Verdict.Status = flip(recs[1].Verdict.Status)
	// 2: no trace, consistent: integrity only.
	recs[2].Trace = nil
	// 3: no trace, a check's pass bit flipped (stored hash kept).
	recs[3].Trace = nil
	recs[3].Verdict.Checks[0].Pass = !recs[3].Verdict.Checks[0].Pass
	// 4: names an evaluator nobody has.
	recs[4].Evaluator.Digest[0] ^= 1
	writeRecords(t, dir, ids, recs)
	// 5: not a record at all.
	require.NoError(t, os.WriteFile(filepath.Join(dir, ids[5]+".record.json"), []byte(`{"mediaType":`), 0o644))
	// Files that are not records are not listed.
	require.NoError(t, os.WriteFile(filepath.Join(dir, "README.txt"), []byte("hi"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "../escape.json"), []byte("{}"), 0o644))

	src, err := reverify.Open(dir)
	require.NoError(t, err)
	out := t.TempDir()
	_, err = reverify.Run(context.Background(), src, reverify.Options{Policy: testPolicy, Out: out})
	require.Error(t, err, "no trust root is no default one: the caller names it")
	sum, err := reverify.Run(context.Background(), src, reverify.Options{Policy: testPolicy, Verifier: verifierOf(t, sepolia(t), nil), Out: out})
	require.NoError(t, err)
	got := map[string]reverify.Outcome{}
	for _, r := range sum.Records {
		got[r.ID] = r.Outcome
	}
	assert.Equal(t, map[string]reverify.Outcome{
		ids[0]: reverify.Match, ids[1]: reverify.Mismatch, ids[2]: reverify.IntegrityOnly,
		ids[3]: reverify.Mismatch, ids[4]: reverify.Error, ids[5]: reverify.Error,
	}, got)
	assert.False(t, sum.OK())
	assert.Equal(t, 1, sum.ExitCode())
	assert.Equal(t, "1 / 6 match (2 mismatch, 2 error, 1 integrity only)", sum.Headline())
	// Problems first: the only MATCH is last.
	assert.Equal(t, reverify.Match, sum.Records[len(sum.Records)-1].Outcome)
	assert.Equal(t, reverify.Mismatch, sum.Records[0].Outcome)
	for _, r := range sum.Records {
		if r.ID == ids[3] {
			assert.Contains(t, r.Failed, "status-rule")
		}
		if r.ID == ids[1] {
			assert.Contains(t, r.Failed, "stored-verdict-hash")
		}
	}

	// Integrity-only alone is not success either: exit 2.
	dir2 := t.TempDir()
	writeRecords(t, dir2, ids[2:3], recs[2:3])
	src2, err := reverify.Open(dir2)
	require.NoError(t, err)
	sum2, err := reverify.Run(context.Background(), src2, reverify.Options{Policy: testPolicy, Verifier: verifierOf(t, sepolia(t), nil), Out: t.TempDir()})
	require.NoError(t, err)
	assert.Equal(t, 2, sum2.ExitCode())
	assert.Equal(t, "0 / 1 match (1 integrity only)", sum2.Headline())
}

func flip(s judge.Status) judge.Status {
	if s == judge.StatusSuccess {
		return judge.StatusFailure
	}
	return judge.StatusSuccess
}

// An interrupted run resumes where it stopped: finished rows are kept byte
// for byte and not redone, a torn tail is cut, and the union is the sample.
func TestResume(t *testing.T) {
	dir, ids := suiteDir(t)
	src, err := reverify.Open(dir)
	require.NoError(t, err)
	out := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	stopAfter := &cancelAfter{n: 30, cancel: cancel}
	opts := reverify.Options{Policy: testPolicy, Verifier: verifierOf(t, sepolia(t), nil), Sample: 100, Seed: "resume", Workers: 2, Out: out, Progress: stopAfter}
	sum, err := reverify.Run(ctx, src, opts)
	require.ErrorIs(t, err, reverify.ErrInterrupted)
	require.NotNil(t, sum)
	first := sum.Verified
	assert.GreaterOrEqual(t, first, 30)
	assert.Less(t, first, 100)
	assert.NotEqual(t, 0, sum.ExitCode())

	// A crash mid-record: two check rows of an unfinished record and a
	// torn line.
	path := filepath.Join(out, reverify.ResultsFile)
	before, err := os.ReadFile(path)
	require.NoError(t, err)
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	require.NoError(t, err)
	_, err = f.WriteString(`{"type":"check","id":"x","check":"record","ok":true,"detail":""}` + "\n" + `{"type":"check","id":"x","ch`)
	require.NoError(t, err)
	require.NoError(t, f.Close())

	var progress bytes.Buffer
	opts.Progress = &progress
	sum, err = reverify.Run(context.Background(), src, opts)
	require.NoError(t, err)
	assert.Equal(t, "100 / 100 match", sum.Headline())
	assert.Contains(t, progress.String(), fmt.Sprintf("resuming: %d of 100 records already verified", first))
	assert.Equal(t, 100-first, strings.Count(progress.String(), " MATCH "), "finished records are not redone")
	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.True(t, bytes.HasPrefix(after, before), "rows of the first run are kept as they were")
	res := readResults(t, out)
	assert.Len(t, res.records, 100)
	assert.Len(t, uniq(recordIDs(res.records)), 100)
	want, err := reverify.Select(ids, 100, "resume", reverify.Shard{})
	require.NoError(t, err)
	assert.ElementsMatch(t, want, recordIDs(res.records))

	// Running again is a no-op.
	progress.Reset()
	sum, err = reverify.Run(context.Background(), src, opts)
	require.NoError(t, err)
	assert.True(t, sum.OK())
	assert.NotContains(t, progress.String(), " MATCH ")

	// Another selection in the same folder is refused, the file untouched.
	opts.Seed = "other"
	_, err = reverify.Run(context.Background(), src, opts)
	require.ErrorIs(t, err, reverify.ErrResume)
	again, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, after, again)
}

// cancelAfter cancels a run after n progress lines.
type cancelAfter struct {
	mu     sync.Mutex
	n      int
	cancel func()
}

func (c *cancelAfter) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.n -= bytes.Count(p, []byte("\n"))
	if c.n <= 0 {
		c.cancel()
	}
	return len(p), nil
}

// Shards run separately, as a CI matrix would, are disjoint and together
// re-verify exactly the sample.
func TestShardsCoverSample(t *testing.T) {
	dir, ids := suiteDir(t)
	src, err := reverify.Open(dir)
	require.NoError(t, err)
	want, err := reverify.Select(ids, 100, "matrix", reverify.Shard{})
	require.NoError(t, err)
	var all []string
	for i := range 3 {
		out := t.TempDir()
		sum, err := reverify.Run(context.Background(), src, reverify.Options{Policy: testPolicy, Verifier: verifierOf(t, sepolia(t), nil), Sample: 100, Seed: "matrix", Shard: reverify.Shard{I: i, N: 3}, Out: out})
		require.NoError(t, err)
		assert.True(t, sum.OK())
		all = append(all, recordIDs(readResults(t, out).records)...)
	}
	assert.Len(t, uniq(all), 100)
	assert.ElementsMatch(t, want, all)
}

// The embedded chain: a 100-record sample re-verifies 100/100 at level 1;
// a revoked verdict is REVOKED (with its recomputation), a trace-less one is
// INTEGRITY_ONLY, a tampered one MISMATCH; a dead chain interrupts the run
// without writing any verdict.
func TestRunOnChain(t *testing.T) {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	ids, recs := suiteRecords(t, 2)
	require.NoError(t, attestertest.New(dc.Client).AttestRecords(ctx, dc.Client, recs))
	dir := t.TempDir()
	writeRecords(t, dir, ids, recs)
	src, err := reverify.Open(dir)
	require.NoError(t, err)

	trust, err := verify.InitTrustRoot(ctx, dc.Client, verify.InitOptions{Name: "dev", ValidFrom: time.Now().Add(-time.Hour)})
	require.NoError(t, err)
	client, err := chain.NewClient(ctx, dc.Backend.Client(), trust.Deployment(), nil)
	require.NoError(t, err)
	out := t.TempDir()
	sum, err := reverify.Run(ctx, src, reverify.Options{Policy: testPolicy, Sample: 100, Seed: "chain", Workers: 2, Verifier: verifierOf(t, trust, client), Out: out})
	require.NoError(t, err)
	assert.Equal(t, "100 / 100 match", sum.Headline())
	res := readResults(t, out)
	for _, r := range res.records {
		require.NotNil(t, r.Level)
		assert.Equal(t, verify.LevelReproducible, *r.Level, r.ID)
		assert.Equal(t, "REPRODUCIBLE", r.LevelName)
	}
	assert.Contains(t, res.header["mode"], "chain ")
	// record, the offline checks (stored-verdict-hash, evaluator, trace-hash, spec-hash,
	// verdict-hash, verdict-fields), evaluator-policy, then deployment,
	// verdict-attestation, attester, provenance-attestation, level,
	// evaluator-allowed, and level-policy.
	assert.Len(t, res.checks, 15*100)

	// Revoke one, strip the trace of another, tamper with a third.
	sample, err := reverify.Select(ids, 100, "chain", reverify.Shard{})
	require.NoError(t, err)
	idx := map[string]int{}
	for i, id := range ids {
		idx[id] = i
	}
	rv, nt, tp := idx[sample[0]], idx[sample[1]], idx[sample[2]]
	require.NoError(t, dc.Client.RevokeAttestation(ctx, dc.Deployment.VerdictSchema, attest.UID(recs[rv].Attestations.VerdictUID)))
	noTrace := *recs[nt]
	noTrace.Trace = nil
	tampered := *recs[tp]
	tampered.Verdict.Status = flip(tampered.Verdict.Status)
	writeRecords(t, dir, []string{ids[nt], ids[tp]}, []*judge.Record{&noTrace, &tampered})

	out2 := t.TempDir()
	sum, err = reverify.Run(ctx, src, reverify.Options{Policy: testPolicy, Sample: 100, Seed: "chain", Verifier: verifierOf(t, trust, client), Out: out2})
	require.NoError(t, err)
	assert.Equal(t, "97 / 100 match (1 mismatch, 1 revoked, 1 integrity only)", sum.Headline())
	assert.Equal(t, 1, sum.ExitCode())
	for _, r := range sum.Records {
		switch r.ID {
		case ids[rv]:
			assert.Equal(t, reverify.Revoked, r.Outcome)
			assert.Contains(t, r.Note, "still gives the stored verdict")
			assert.Equal(t, verify.LevelNone, *r.Level)
			assert.Equal(t, "VERDICT_REVOKED", r.LevelReason)
		case ids[nt]:
			assert.Equal(t, reverify.IntegrityOnly, r.Outcome)
			assert.Contains(t, r.Note, "equals its attestation")
		case ids[tp]:
			assert.Equal(t, reverify.Mismatch, r.Outcome)
		}
	}

	// A dead chain: the run stops, writes no verdict, and says so.
	dead, err := devchain.New(ctx)
	require.NoError(t, err)
	deadClient, err := chain.NewClient(ctx, dead.Backend.Client(), trust.Deployment(), nil)
	require.NoError(t, err)
	require.NoError(t, dead.Close())
	out3 := t.TempDir()
	sum, err = reverify.Run(ctx, src, reverify.Options{Policy: testPolicy, Sample: 3, Seed: "chain", Verifier: verifierOf(t, trust, deadClient), Out: out3})
	require.ErrorIs(t, err, reverify.ErrInterrupted)
	require.ErrorIs(t, err, chain.ErrRPC)
	assert.Equal(t, 0, sum.Verified)
	assert.NotEqual(t, 0, sum.ExitCode())
	assert.Empty(t, readResults(t, out3).records)
}

// From a record server: the listing, records and the evaluator come over
// HTTP; a server that rate-limits is waited for (Retry-After), a record gone
// since the listing is an ERROR row, and a server that goes away interrupts
// the run, which then resumes against the server once it is back.
func TestRunFromRecordServer(t *testing.T) {
	dir, ids := suiteDir(t)
	s, err := server.New(server.Config{RecordsDir: dir, RatePerSecond: 20, Burst: 10})
	require.NoError(t, err)
	ts := httptest.NewServer(s)
	defer ts.Close()
	for _, base := range []string{ts.URL, ts.URL + "/verify", ts.URL + "/verify/"} {
		src, err := reverify.Open(base)
		require.NoError(t, err)
		got, err := src.List(context.Background())
		require.NoError(t, err)
		assert.Equal(t, ids, got, base)
	}
	src, err := reverify.Open(ts.URL)
	require.NoError(t, err)
	out := t.TempDir()
	sum, err := reverify.Run(context.Background(), src, reverify.Options{Policy: testPolicy, Verifier: verifierOf(t, sepolia(t), nil), Sample: 20, Seed: "http", Workers: 2, Out: out})
	require.NoError(t, err, "the rate limit (20/s, burst 10) is waited out")
	assert.Equal(t, "20 / 20 match", sum.Headline())
	unlimited, err := server.New(server.Config{RecordsDir: dir, RatePerSecond: math.Inf(1)})
	require.NoError(t, err)

	// A record removed after the listing: an ERROR row naming it.
	gone := &gatedHandler{h: unlimited}
	ts2 := httptest.NewServer(gone)
	defer ts2.Close()
	src2, err := reverify.Open(ts2.URL)
	require.NoError(t, err)
	sel, err := reverify.Select(ids, 5, "gone", reverify.Shard{})
	require.NoError(t, err)
	gone.block404 = sel[0]
	sum, err = reverify.Run(context.Background(), src2, reverify.Options{Policy: testPolicy, Verifier: verifierOf(t, sepolia(t), nil), Sample: 5, Seed: "gone", Out: t.TempDir()})
	require.NoError(t, err)
	assert.Equal(t, "4 / 5 match (1 error)", sum.Headline())
	assert.Equal(t, sel[0], sum.Records[0].ID)

	// The server dies after 3 records: interrupted, nothing false written;
	// back up, the same command finishes the rest.
	out3 := t.TempDir()
	down := &gatedHandler{h: unlimited, failAfter: 3 + 1} // +1: the listing
	ts3 := httptest.NewServer(down)
	defer ts3.Close()
	src3, err := reverify.Open(ts3.URL)
	require.NoError(t, err)
	sum, err = reverify.Run(context.Background(), src3, reverify.Options{Policy: testPolicy, Verifier: verifierOf(t, sepolia(t), nil), Sample: 10, Seed: "down", Out: out3})
	require.ErrorIs(t, err, reverify.ErrInterrupted)
	assert.Equal(t, 3, sum.Verified)
	down.mu.Lock()
	down.failAfter = 0
	down.mu.Unlock()
	sum, err = reverify.Run(context.Background(), src3, reverify.Options{Policy: testPolicy, Verifier: verifierOf(t, sepolia(t), nil), Sample: 10, Seed: "down", Out: out3})
	require.NoError(t, err)
	assert.Equal(t, "10 / 10 match", sum.Headline())
}

// gatedHandler answers 404 for one record, or 500 for everything after
// failAfter requests.
type gatedHandler struct {
	h         http.Handler
	mu        sync.Mutex
	n         int
	failAfter int
	block404  string
}

func (g *gatedHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	g.mu.Lock()
	g.n++
	fail := g.failAfter > 0 && g.n > g.failAfter
	g.mu.Unlock()
	switch {
	case fail:
		http.Error(w, "down", http.StatusInternalServerError)
	case g.block404 != "" && r.URL.Path == "/verify/"+g.block404+"/record":
		http.NotFound(w, r)
	default:
		g.h.ServeHTTP(w, r)
	}
}

// Records carrying TEE evidence get the same TEE checks as `verify`: bound
// evidence is MATCH, evidence bound to another verdict is MISMATCH.
func TestRunChecksTEEEvidence(t *testing.T) {
	ids, recs := suiteRecords(t, 1)
	ids, recs = ids[:2], recs[:2]
	c := teechain.NewTDXChain("reverify", teechain.Default, teechain.Validity{})
	quoteFor := func(bound *judge.Record) []byte {
		var s teechain.TDXQuote
		s.ReportData = tee.ReportData(bound.Evaluator.Digest, bound.TraceHash, bound.VerdictHash)
		q := c.Quote("reverify", s)
		raw, err := json.Marshal(tee.Evidence{Kind: tee.KindTDX, Backend: "test", Quote: q, QuoteHash: canon.Sum(q)})
		require.NoError(t, err)
		return raw
	}
	recs[0].TEE = quoteFor(recs[0])
	recs[1].TEE = quoteFor(recs[0]) // bound to the other verdict
	dir := t.TempDir()
	writeRecords(t, dir, ids, recs)
	src, err := reverify.Open(dir)
	require.NoError(t, err)
	out := t.TempDir()
	trust, err := verify.Sepolia()
	require.NoError(t, err)
	trust.Roots = append(trust.Roots, verify.NewRoot(tee.KindTDX, c.Root, true, verify.Window{ValidFrom: c.Root.NotBefore}))
	ev, err := tee.ParseEvidence(recs[0].TEE)
	require.NoError(t, err)
	m, err := tee.Measurement(ev)
	require.NoError(t, err)
	policy := testPolicy.With(verify.WithMeasurements(m), verify.AllowTestOnlyUnsafe(), verify.RequireLevel(verify.LevelTEEVerified))
	sum, err := reverify.Run(context.Background(), src, reverify.Options{Policy: policy, Out: out, Verifier: verifierOf(t, trust, nil, verify.WithCollateral(c.Collateral("reverify", time.Now())))})
	require.NoError(t, err)
	got := map[string]reverify.RecordRow{}
	for _, r := range sum.Records {
		got[r.ID] = r
	}
	assert.Equal(t, reverify.Match, got[ids[0]].Outcome, "%v %s", got[ids[0]].Failed, got[ids[0]].Note)
	assert.Equal(t, reverify.Mismatch, got[ids[1]].Outcome, "its evidence is bound to another verdict: a contradiction")
	assert.Equal(t, []string{"tee-binding", "level-policy"}, got[ids[1]].Failed)
	var teeRows int
	for _, ch := range readResults(t, out).checks {
		if verify.EvidenceOf(verify.CheckName(ch.Check)) == verify.EvidenceTEE {
			teeRows++
		}
	}
	assert.Equal(t, 2*5, teeRows, "tee-quote, -quote-hash, -attributes, -binding, -measurement per record")
	require.NotNil(t, got[ids[0]].Level)
	assert.Equal(t, verify.LevelTEEVerified, *got[ids[0]].Level, "with collateral and an allow-list: verified")
}

// testPolicy is what the CLI's defaults amount to: the embedded
// evaluator, as of each record's verification.
var testPolicy = verify.NewPolicy(verify.WithEvaluators(judge.EmbeddedDigest()), verify.WithClock(wallClock{}))

type wallClock struct{}

func (wallClock) Now() time.Time { return time.Now() }

// An anchored batch re-verifies on the embedded chain: every record MATCH
// at level 1 with the anchor's checks; one revoked offchain by its signer
// is REVOKED; one whose anchor was bent is MISMATCH naming the check.
func TestRunAnchoredOnChain(t *testing.T) {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	ids, recs := suiteRecords(t, 1)
	_, err = attestertest.New(dc.Client).AnchorRecords(ctx, dc.Client, recs)
	require.NoError(t, err)
	dir := t.TempDir()
	writeRecords(t, dir, ids, recs)
	src, err := reverify.Open(dir)
	require.NoError(t, err)
	trust, err := verify.InitTrustRoot(ctx, dc.Client, verify.InitOptions{Name: "dev", ValidFrom: time.Now().Add(-time.Hour)})
	require.NoError(t, err)
	client, err := chain.NewClient(ctx, dc.Backend.Client(), trust.Deployment(), nil)
	require.NoError(t, err)
	opts := reverify.Options{Policy: testPolicy, Workers: 2, Verifier: verifierOf(t, trust, client)}
	opts.Out = t.TempDir()
	sum, err := reverify.Run(ctx, src, opts)
	require.NoError(t, err)
	assert.Equal(t, fmt.Sprintf("%d / %d match", len(ids), len(ids)), sum.Headline())
	res := readResults(t, opts.Out)
	anchorChecks := 0
	for _, c := range res.checks {
		if verify.CheckName(c.Check) == verify.CheckAnchor || verify.CheckName(c.Check) == verify.CheckAnchorTimestamp {
			assert.True(t, c.OK, c.Detail)
			anchorChecks++
		}
	}
	assert.Equal(t, 2*len(ids), anchorChecks)

	a0, err := attest.ParseAnchor(recs[0].Anchor)
	require.NoError(t, err)
	require.NoError(t, dc.Client.RevokeOffchain(ctx, a0.Verdict.UID))
	bent := *recs[1]
	a1, err := attest.ParseAnchor(bent.Anchor)
	require.NoError(t, err)
	a1.Index = (a1.Index + 1) % a1.Size
	bent.Anchor, err = json.Marshal(a1)
	require.NoError(t, err)
	writeRecords(t, dir, ids[1:2], []*judge.Record{&bent})
	opts.Out = t.TempDir()
	sum, err = reverify.Run(ctx, src, opts)
	require.NoError(t, err)
	assert.Equal(t, fmt.Sprintf("%d / %d match (1 mismatch, 1 revoked)", len(ids)-2, len(ids)), sum.Headline())
	for _, r := range sum.Records {
		switch r.ID {
		case ids[0]:
			assert.Equal(t, reverify.Revoked, r.Outcome)
		case ids[1]:
			assert.Equal(t, reverify.Mismatch, r.Outcome)
			assert.Contains(t, r.Failed, string(verify.CheckAnchor))
		}
	}
}

// sepolia is the shipped Sepolia trust root, which every offline run here
// is held to (reverify has no default).
func sepolia(t testing.TB) *verify.TrustRoot {
	t.Helper()
	tr, err := verify.Sepolia()
	require.NoError(t, err)
	return tr
}

// verifierOf is the verifier a run is given: trust, online through c when
// not nil, with opts.
func verifierOf(t testing.TB, trust *verify.TrustRoot, c verify.Chain, opts ...verify.Option) *verify.Verifier {
	t.Helper()
	if c != nil {
		opts = append(opts, verify.WithChain(c))
	}
	v, err := verify.New(trust, opts...)
	require.NoError(t, err)
	return v
}

// TestSourceBundles: with SourceBundles the run accepts the evaluators the
// source publishes beside the policy's list, and beside
// AnyEvaluatorUnsafe without making the policy contradict itself.
func TestSourceBundles(t *testing.T) {
	dir, ids := suiteDir(t)
	src, err := reverify.Open(dir)
	require.NoError(t, err)
	anyEvaluator := verify.NewPolicy(verify.AnyEvaluatorUnsafe(), verify.WithClock(wallClock{}))
	for name, p := range map[string]verify.Policy{"a list": testPolicy, "any evaluator": anyEvaluator} {
		sum, err := reverify.Run(context.Background(), src, reverify.Options{Policy: p, Verifier: verifierOf(t, sepolia(t), nil),
			SourceBundles: true, Sample: 10, Seed: "bundles", Out: t.TempDir()})
		require.NoError(t, err, name)
		assert.Equal(t, fmt.Sprintf("%d / %d match", 10, 10), sum.Headline(), "%s (%d records in the source)", name, len(ids))
	}
}
