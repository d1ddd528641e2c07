package review_test

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/review"
	"github.com/verijudge/verijudge/review/reviewtest"
)

func refAdmit(t *testing.T, d *reviewtest.Deployment, r *reviewtest.Round, sha string, ledger *review.Ledger) *review.Decision {
	t.Helper()
	dec, err := review.Admit(review.AdmitRequest{ReceiptPath: r.ReceiptPath, ScienceDir: d.ScienceDir, AuditDir: d.AuditDir,
		ExpectRepo: d.Repo, ExpectSHA: sha, Ledger: ledger, Now: reviewtest.Now})
	require.NoError(t, err)
	return dec
}

// TestReferenceOneRoundPass: one increment, passed in its first round, in
// a repository spelled with capitals, as the reference's procedure writes
// it; verijudge admits it, as the reference does.
func TestReferenceOneRoundPass(t *testing.T) {
	d, err := reviewtest.NewDeployment(t.TempDir(), "You/Demo-Science")
	require.NoError(t, err)
	a, err := d.Push("experiment: demo 1", map[string]string{reviewtest.RefExperiment + "/results.json": reviewtest.RefResults("kcal/mol"),
		reviewtest.RefExperiment + "/metadata.yml": "objective: demo\n"})
	require.NoError(t, err)
	r, err := d.Audit(a, review.VerdictPass, nil)
	require.NoError(t, err)
	sameReceipt(t, d, r, a)
	dec := refAdmit(t, d, r, a, review.OpenLedger(filepath.Join(t.TempDir(), "admissions.jsonl")))
	assert.True(t, dec.Admit, "%v", dec.Reasons)
}

// sameReceipt: the receipt verijudge's runner writes for the round (what
// review receipt writes) is byte for byte the reference runner's.
func sameReceipt(t *testing.T, d *reviewtest.Deployment, r *reviewtest.Round, sha string) {
	t.Helper()
	ev, err := review.Build(review.Source{ScienceDir: d.ScienceDir, AuditDir: d.AuditDir, Commit: sha})
	require.NoError(t, err)
	ref, err := review.ParseReceipt(r.Receipt)
	require.NoError(t, err)
	rc, err := review.NewReceipt(ev, review.IntegrityOK, ref.PromptSHA256)
	require.NoError(t, err)
	zero := 0
	rc.InputBoundsExceeded = &zero
	assert.Equal(t, string(r.Receipt), string(rc.Marshal()))
}

func newRef(t *testing.T) (*reviewtest.Deployment, string) {
	t.Helper()
	d, err := reviewtest.NewDeployment(t.TempDir(), "You/Demo-Science")
	require.NoError(t, err)
	return d, filepath.Join(t.TempDir(), "admissions.jsonl")
}

var refBlocker = []reviewtest.RefFinding{{Severity: review.Blocker, Rule: "CA-DATA-001", Title: "deterministic check `schema`",
	Artifact: "science/" + reviewtest.RefExperiment}}

// TestReferenceBlockThenFix: round 1 blocks commit A, the generator's fix
// B (A's child) passes round 2 of the same cycle; the reference's receipt
// for B names round 2, the cycle opened at A, and B's own change.
func TestReferenceBlockThenFix(t *testing.T) {
	d, ledger := newRef(t)
	a, err := d.Push("experiment: demo 1", map[string]string{reviewtest.RefExperiment + "/results.json": reviewtest.RefResults(""),
		reviewtest.RefExperiment + "/metadata.yml": "objective: demo\n"})
	require.NoError(t, err)
	_, err = d.Audit(a, review.VerdictBlocked, refBlocker)
	require.NoError(t, err)
	b, err := d.Push("fix: units", map[string]string{reviewtest.RefExperiment + "/results.json": reviewtest.RefResults("kcal/mol")})
	require.NoError(t, err)
	r, err := d.Audit(b, review.VerdictPass, nil)
	require.NoError(t, err)
	require.Equal(t, 2, r.Round)
	sameReceipt(t, d, r, b)
	dec := refAdmit(t, d, r, b, review.OpenLedger(ledger))
	assert.True(t, dec.Admit, "%v", dec.Reasons)
}

// TestReferenceMultiCommitPush: two commits pushed at once; the reference
// audits the head's own change alone, in round 1 of a cycle opened at the
// head, and admits it. verijudge is stricter: the first commit's change
// was audited by no round, so the increment is denied, naming it.
func TestReferenceMultiCommitPush(t *testing.T) {
	d, ledger := newRef(t)
	_, err := d.Push("experiment: demo 1", map[string]string{reviewtest.RefExperiment + "/results.json": reviewtest.RefResults(""),
		reviewtest.RefExperiment + "/metadata.yml": "objective: demo\n"})
	require.NoError(t, err)
	b, err := d.Push("experiment: metadata", map[string]string{reviewtest.RefExperiment + "/metadata.yml": "objective: demo\nrerun: make\n"})
	require.NoError(t, err)
	r, err := d.Audit(b, review.VerdictPass, nil)
	require.NoError(t, err)
	require.Equal(t, 1, r.Round)
	dec := refAdmit(t, d, r, b, review.OpenLedger(ledger))
	assert.False(t, dec.Admit)
	t.Log(dec.Reasons)
}

// TestReferenceDispute: round 1 blocks A; the generator disputes the
// finding in disputes/<A>.md, committed after A; the reference re-audits A
// as round 2 of the same cycle (folder cycles/<A>-r2), which passes; it
// admits A, though the science head is the dispute's commit.
func TestReferenceDispute(t *testing.T) {
	d, ledger := newRef(t)
	a, err := d.Push("experiment: demo 1", map[string]string{reviewtest.RefExperiment + "/results.json": reviewtest.RefResults("kcal/mol"),
		reviewtest.RefExperiment + "/metadata.yml": "objective: demo\n"})
	require.NoError(t, err)
	_, err = d.Audit(a, review.VerdictBlocked, []reviewtest.RefFinding{{Severity: review.Blocker, Rule: "CA-DATA-001",
		Title: "LLM audit", Artifact: "science/" + reviewtest.RefExperiment + "/results.json"}})
	require.NoError(t, err)
	_, err = d.Dispute(a, "# Dispute\n\nCA-DATA-001: binding_energy carries its unit (kcal/mol) in results.json.\n")
	require.NoError(t, err)
	r, err := d.Audit(a, review.VerdictPass, nil)
	require.NoError(t, err)
	require.Equal(t, 2, r.Round)
	require.Equal(t, "cycles/"+a+"-r2", r.Dir)
	sameReceipt(t, d, r, a)
	dec := refAdmit(t, d, r, a, review.OpenLedger(ledger))
	assert.True(t, dec.Admit, "%v", dec.Reasons)
}
