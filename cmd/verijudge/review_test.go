package main_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/review"
	"github.com/verijudge/verijudge/review/reviewtest"
)

func reviewFixture(t *testing.T, name string) *reviewtest.Fixture {
	t.Helper()
	for _, sc := range reviewtest.Scenarios() {
		if sc.Name == name {
			f, err := reviewtest.Generate(t.TempDir(), sc)
			require.NoError(t, err)
			return f
		}
	}
	t.Fatalf("no review scenario %s", name)
	return nil
}

func admitArgs(f *reviewtest.Fixture, ledger string, extra ...string) []string {
	return append([]string{"review", "admit", "--receipt", f.ReceiptPath, "--science", f.ScienceDir, "--audit", f.AuditDir,
		"--expect-repo", reviewtest.Repo, "--expect-sha", f.Commit, "--ledger", ledger}, extra...)
}

// TestReviewAdmit: the binary admits an honest increment once (exit 0),
// denies its second use (exit 1) and a stale receipt (exit 1) with the
// failing check named, and errors (exit 2) without a repository.
func TestReviewAdmit(t *testing.T) {
	f := reviewFixture(t, "honest-pass")
	ledger := filepath.Join(t.TempDir(), "admissions.jsonl")
	r := run(t, admitArgs(f, ledger)...)
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "ADMIT "+reviewtest.Repo+"@"+f.Commit)

	r = run(t, admitArgs(f, ledger, "--json")...)
	assert.Equal(t, 1, r.code, r.stdout+r.stderr)
	var d struct {
		Decision string   `json:"decision"`
		Reasons  []string `json:"reasons"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &d), r.stdout)
	assert.Equal(t, "DENY", d.Decision)
	assert.Contains(t, d.Reasons[0], "already consumed")

	s := reviewFixture(t, "stale-receipt")
	r = run(t, admitArgs(s, filepath.Join(t.TempDir(), "l.jsonl"))...)
	assert.Equal(t, 1, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "DENY")
	assert.Contains(t, r.stdout, "admissible: stale")

	missing := *f
	missing.ReceiptPath = filepath.Join(t.TempDir(), "nothing.json")
	r = run(t, admitArgs(&missing, filepath.Join(t.TempDir(), "l.jsonl"))...)
	assert.Equal(t, 1, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "no receipt at")

	notRepo := *f
	notRepo.AuditDir = t.TempDir()
	r = run(t, admitArgs(&notRepo, filepath.Join(t.TempDir(), "l.jsonl"))...)
	assert.Equal(t, 2, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stderr, "audit repository")

	r = run(t, "review", "admit", "--science", f.ScienceDir)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "--receipt is required")
}

// TestReviewTraceJudgeVerify: review trace makes a trace that judge
// --record records and verify --offline re-verifies MATCH; review receipt
// emits exactly the receipt the fixture's auditor committed.
func TestReviewTraceJudgeVerify(t *testing.T) {
	f := reviewFixture(t, "honest-pass")
	dir := t.TempDir()
	tr := filepath.Join(dir, "review.trace.json")
	r := run(t, "review", "trace", "--science", f.ScienceDir, "--audit", f.AuditDir, "--repo", reviewtest.Repo, "--receipt", f.ReceiptPath,
		"--ledger", filepath.Join(dir, "admissions.jsonl"), "--out", tr)
	require.Equal(t, 0, r.code, r.stderr)
	rec := filepath.Join(dir, "review.record.json")
	r = run(t, "judge", "--record", rec, tr)
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "SUCCESS")
	r = run(t, "verify", "--offline", rec)
	assert.Equal(t, 0, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "MATCH")

	r = run(t, "review", "receipt", "--science", f.ScienceDir, "--audit", f.AuditDir)
	assert.Equal(t, 2, r.code, "the runner's integrity and prompt digest are required")
	assert.Contains(t, r.stderr, "--integrity and --prompt-sha256 are required")
	r = run(t, "review", "receipt", "--science", f.ScienceDir, "--audit", f.AuditDir, "--repo", reviewtest.Repo, "--integrity", "OK",
		"--prompt-sha256", review.Sum([]byte("offline")))
	require.Equal(t, 0, r.code, r.stderr)
	want, err := os.ReadFile(f.ReceiptPath)
	require.NoError(t, err)
	assert.Equal(t, string(want), r.stdout)

	r = run(t, "review", "manifest", "--science", f.ScienceDir, "--receipt", f.ReceiptPath)
	assert.Equal(t, 0, r.code, r.stdout+r.stderr)
	m := reviewFixture(t, "manifest-mismatch")
	r = run(t, "review", "manifest", "--science", m.ScienceDir, "--receipt", m.ReceiptPath)
	assert.Equal(t, 1, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "results.json: sha256")
}

// TestReviewAdopt: review adopt on a deployment the reference's procedure
// wrote writes the admissions file of its passed cycles, once, and says
// which cycle backs which entry; a second run refuses to overwrite it.
func TestReviewAdopt(t *testing.T) {
	d, err := reviewtest.NewDeployment(t.TempDir(), "You/Demo-Science")
	require.NoError(t, err)
	a, err := d.Push("experiment: demo 1", map[string]string{reviewtest.RefExperiment + "/results.json": reviewtest.RefResults("kcal/mol")})
	require.NoError(t, err)
	r1, err := d.Audit(a, review.VerdictPass, nil)
	require.NoError(t, err)

	r := run(t, "review", "adopt", "--science", d.ScienceDir, "--audit", d.AuditDir, "--repo", d.Repo, "--json")
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	var out struct {
		Complete bool   `json:"complete"`
		Written  string `json:"written"`
		Cycles   []struct {
			SHA    string `json:"sha"`
			Backed bool   `json:"backed"`
		} `json:"cycles"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	assert.True(t, out.Complete)
	require.Len(t, out.Cycles, 1)
	assert.Equal(t, a, out.Cycles[0].SHA)
	written, err := os.ReadFile(filepath.Join(d.AuditDir, review.AdmissionsFile))
	require.NoError(t, err)
	es, err := review.OpenLedger(filepath.Join(d.AuditDir, review.AdmissionsFile)).Entries()
	require.NoError(t, err)
	require.Len(t, es, 1, string(written))
	assert.Equal(t, r1.ReceiptSHA256, es[0].ReceiptSHA256)
	assert.Equal(t, "You/Demo-Science", es[0].ScienceRepo)

	r = run(t, "review", "adopt", "--science", d.ScienceDir, "--audit", d.AuditDir, "--repo", d.Repo)
	assert.Equal(t, 2, r.code, "an existing admissions file is never overwritten")
	assert.Contains(t, r.stderr, "never overwritten")

	r = run(t, "review", "adopt", "--science", d.ScienceDir)
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, "--science and --audit are required")
}

// TestReviewReceiptLikeReference: on a deployment the reference's own
// procedure wrote, a block-then-fix cycle (round 2 of the cycle opened at
// the blocked commit), 'verijudge review receipt' writes the reference
// runner's receipt byte for byte.
func TestReviewReceiptLikeReference(t *testing.T) {
	d, err := reviewtest.NewDeployment(t.TempDir(), "You/Demo-Science")
	require.NoError(t, err)
	a, err := d.Push("experiment: demo 1", map[string]string{reviewtest.RefExperiment + "/results.json": reviewtest.RefResults(""),
		reviewtest.RefExperiment + "/metadata.yml": "objective: demo\n"})
	require.NoError(t, err)
	_, err = d.Audit(a, review.VerdictBlocked, []reviewtest.RefFinding{{Severity: review.Blocker, Rule: "CA-DATA-001", Title: "LLM audit"}})
	require.NoError(t, err)
	b, err := d.Push("fix: units", map[string]string{reviewtest.RefExperiment + "/results.json": reviewtest.RefResults("kcal/mol")})
	require.NoError(t, err)
	r2, err := d.Audit(b, review.VerdictPass, nil)
	require.NoError(t, err)
	ref, err := review.ParseReceipt(r2.Receipt)
	require.NoError(t, err)
	r := run(t, "review", "receipt", "--science", d.ScienceDir, "--audit", d.AuditDir, "--repo", d.Repo, "--commit", b,
		"--integrity", "OK", "--prompt-sha256", ref.PromptSHA256, "--input-bounds-exceeded", "0")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, string(r2.Receipt), r.stdout)
}
