package review_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
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

// TestReferenceAdoptedSecondIncrement: a deployment that ran the reference
// for one increment has no admissions file, so verijudge denies its second
// increment (its cycle would hold the first one's rounds too). review
// adopt derives the admitted history from the controller's state and the
// committed receipts, judging each as it stood; once that file is
// committed, the second increment is admitted, as the reference admits it.
func TestReferenceAdoptedSecondIncrement(t *testing.T) {
	d, ledger := newRef(t)
	a, err := d.Push("experiment: demo 1", map[string]string{reviewtest.RefExperiment + "/results.json": reviewtest.RefResults(""),
		reviewtest.RefExperiment + "/metadata.yml": "objective: demo\n"})
	require.NoError(t, err)
	_, err = d.Audit(a, review.VerdictBlocked, refBlocker)
	require.NoError(t, err)
	b, err := d.Push("fix: units", map[string]string{reviewtest.RefExperiment + "/results.json": reviewtest.RefResults("kcal/mol")})
	require.NoError(t, err)
	first, err := d.Audit(b, review.VerdictPass, nil)
	require.NoError(t, err)
	c, err := d.Push("experiment: demo 2", map[string]string{"experiments/2026-08-02-demo-2/results.json": reviewtest.RefResults("eV")})
	require.NoError(t, err)
	second, err := d.Audit(c, review.VerdictPass, nil)
	require.NoError(t, err)
	require.Equal(t, 1, second.Round, "a child of a passed cycle opens a new one")

	dec := refAdmit(t, d, second, c, review.OpenLedger(ledger))
	require.False(t, dec.Admit, "without the admitted history, the cycle holds the first increment's rounds")

	adoption, err := review.Adopt(review.AdoptRequest{ScienceDir: d.ScienceDir, AuditDir: d.AuditDir, Repo: d.Repo})
	require.NoError(t, err)
	require.True(t, adoption.Complete, "%+v", adoption.Cycles)
	require.Len(t, adoption.Entries, 2, "both passed cycles are backed")
	assert.Equal(t, first.ReceiptSHA256, adoption.Entries[0].ReceiptSHA256)
	assert.Equal(t, b, adoption.Entries[0].SHA)
	assert.Equal(t, 2, adoption.Entries[0].Round)
	assert.Equal(t, c, adoption.Entries[1].SHA)

	// Adopt the history up to the first increment only, as a deployment
	// adopting before its second increment ran would have.
	lines, err := (&review.Adoption{Entries: adoption.Entries[:1]}).JSONLines()
	require.NoError(t, err)
	require.NoError(t, d.Record(review.AdmissionsFile, string(lines), "adopt: admitted history"))
	dec = refAdmit(t, d, second, c, review.OpenLedger(ledger))
	assert.True(t, dec.Admit, "%v", dec.Reasons)

	_, err = review.Adopt(review.AdoptRequest{ScienceDir: d.ScienceDir, AuditDir: d.AuditDir, Repo: d.Repo})
	assert.ErrorIs(t, err, review.ErrAdopt, "a ledger that records admissions has nothing to adopt")
}

// TestReferenceAdoptRefusesWhatItCannotBack: a passed cycle whose change
// was partly audited by no round (two commits pushed at once) is not
// backed, and adoption stops there: nothing after it is judged, and the
// adoption is incomplete.
func TestReferenceAdoptRefusesWhatItCannotBack(t *testing.T) {
	d, _ := newRef(t)
	_, err := d.Push("experiment: demo 1", map[string]string{reviewtest.RefExperiment + "/results.json": reviewtest.RefResults("kcal/mol")})
	require.NoError(t, err)
	b, err := d.Push("experiment: metadata", map[string]string{reviewtest.RefExperiment + "/metadata.yml": "objective: demo\n"})
	require.NoError(t, err)
	_, err = d.Audit(b, review.VerdictPass, nil)
	require.NoError(t, err)
	c, err := d.Push("experiment: demo 2", map[string]string{"experiments/2026-08-02-demo-2/results.json": reviewtest.RefResults("eV")})
	require.NoError(t, err)
	_, err = d.Audit(c, review.VerdictPass, nil)
	require.NoError(t, err)

	adoption, err := review.Adopt(review.AdoptRequest{ScienceDir: d.ScienceDir, AuditDir: d.AuditDir, Repo: d.Repo})
	require.NoError(t, err)
	assert.False(t, adoption.Complete)
	assert.Empty(t, adoption.Entries)
	require.Len(t, adoption.Cycles, 2)
	assert.False(t, adoption.Cycles[0].Backed)
	assert.Contains(t, adoption.Cycles[0].Reasons[0], "no round audited it")
	assert.False(t, adoption.Cycles[1].Backed)
}

func TestParseControllerState(t *testing.T) {
	cycle := func(edit func(string) string) string {
		c := `{"active_sha":"` + strings.Repeat("a", 40) + `","consumed":[],"deadlettered":"https://example.invalid/1","parent_receipt":"` +
			strings.Repeat("b", 64) + `","repo":"You/Demo-Science","root_sha":"` + strings.Repeat("c", 40) + `","round":2,"status":"PASSED"}`
		return `{"cycles":{"0123456789abcdef":` + edit(c) + `},"history":[]}`
	}
	st, err := review.ParseControllerState([]byte(cycle(func(s string) string { return s })))
	require.NoError(t, err, "a member the reference adds (a dead-letter mark) is allowed")
	assert.Equal(t, review.CyclePassed, st.Cycles["0123456789abcdef"].Status)
	for name, edit := range map[string]func(string) string{
		"unknown status":    func(s string) string { return strings.Replace(s, `"PASSED"`, `"DONE"`, 1) },
		"short sha":         func(s string) string { return strings.Replace(s, strings.Repeat("a", 40), "abc", 1) },
		"round zero":        func(s string) string { return strings.Replace(s, `"round":2`, `"round":0`, 1) },
		"duplicate key":     func(s string) string { return strings.Replace(s, `"round":2`, `"round":2,"round":3`, 1) },
		"receipt not hex64": func(s string) string { return strings.Replace(s, strings.Repeat("b", 64), "b", 1) },
		"repo not owner/n":  func(s string) string { return strings.Replace(s, "You/Demo-Science", "nobody", 1) },
	} {
		_, err := review.ParseControllerState([]byte(cycle(edit)))
		assert.ErrorIs(t, err, review.ErrFormat, name)
	}
}

// TestReferenceControllerState: the reference admits only the receipt its
// controller recorded for the cycle; a ledger whose controller/state.json
// records another receipt, another status, or this receipt as consumed
// denies it, with the controller named.
func TestReferenceControllerState(t *testing.T) {
	for name, edit := range map[string]func(c map[string]any, receipt string){
		"another receipt recorded": func(c map[string]any, _ string) { c["parent_receipt"] = strings.Repeat("e", 64) },
		"cycle escalated":          func(c map[string]any, _ string) { c["status"] = "ESCALATED" },
		"receipt consumed":         func(c map[string]any, r string) { c["consumed"] = []any{r} },
		"state file a link":        nil,
	} {
		t.Run(name, func(t *testing.T) {
			d, ledger := newRef(t)
			a, err := d.Push("experiment: demo 1", map[string]string{reviewtest.RefExperiment + "/results.json": reviewtest.RefResults("kcal/mol")})
			require.NoError(t, err)
			r, err := d.Audit(a, review.VerdictPass, nil)
			require.NoError(t, err)
			if name == "state file a link" {
				require.NoError(t, d.Record("controller/other.json", "{}", "another state"))
				require.NoError(t, d.RecordSymlink(review.ControllerFile, "other.json"))
				dec := refAdmit(t, d, r, a, review.OpenLedger(ledger))
				assert.False(t, dec.Admit)
				assert.Equal(t, []string{"controller: " + review.ControllerFile + " is not a regular file"}, dec.Reasons)
				return
			}
			raw, err := os.ReadFile(filepath.Join(d.AuditDir, review.ControllerFile))
			require.NoError(t, err)
			var st map[string]any
			require.NoError(t, json.Unmarshal(raw, &st))
			edit(st["cycles"].(map[string]any)[r.CycleID].(map[string]any), r.ReceiptSHA256)
			b, err := json.MarshalIndent(st, "", "  ")
			require.NoError(t, err)
			require.NoError(t, d.Record(review.ControllerFile, string(b), "controller: edited"))
			dec := refAdmit(t, d, r, a, review.OpenLedger(ledger))
			assert.False(t, dec.Admit)
			require.Len(t, dec.Reasons, 1)
			assert.Contains(t, dec.Reasons[0], "controller: cycle "+r.CycleID)
		})
	}
}

// TestReferenceScopeLikeGit: what the reference's procedure takes from
// the real git binary, verijudge computes with go-git alike: the receipt's
// manifest paths are `git diff --name-only HEAD^ HEAD -- experiments/` of
// the audited commit, and its constitution hash is
// `git log -1 --format=%H -- AUDIT_RULES.md` of the ledger.
func TestReferenceScopeLikeGit(t *testing.T) {
	gitBin, err := exec.LookPath("git")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("git is required under CI=true")
		}
		t.Skip("git not on PATH")
	}
	gitOut := func(dir string, args ...string) []string {
		cmd := exec.Command(gitBin, append([]string{"-C", dir, "-c", "safe.directory=*"}, args...)...)
		out, err := cmd.Output()
		require.NoError(t, err, "git %v", args)
		return strings.Fields(string(out))
	}
	d, _ := newRef(t)
	// check holds the receipt verijudge writes for sha's final round to
	// what git says.
	check := func(sha string) {
		ev, err := review.Build(review.Source{ScienceDir: d.ScienceDir, AuditDir: d.AuditDir, Commit: sha})
		require.NoError(t, err)
		rc, err := review.NewReceipt(ev, review.IntegrityOK, review.Sum([]byte("offline")))
		require.NoError(t, err)
		var paths []string
		for p := range rc.Manifest {
			paths = append(paths, p)
		}
		slices.Sort(paths)
		assert.Equal(t, gitOut(d.ScienceDir, "diff", "--name-only", sha+"^", sha, "--", "experiments/"), paths, "manifest of %s", sha[:12])
		assert.Equal(t, gitOut(d.AuditDir, "log", "-1", "--format=%H", "--", "AUDIT_RULES.md"), []string{rc.ConstitutionHash})
	}
	a, err := d.Push("experiment: demo 1", map[string]string{reviewtest.RefExperiment + "/results.json": reviewtest.RefResults(""),
		reviewtest.RefExperiment + "/metadata.yml": "objective: demo\n", "README.md": "science, again\n"})
	require.NoError(t, err)
	_, err = d.Audit(a, review.VerdictBlocked, refBlocker)
	require.NoError(t, err)
	check(a)
	b, err := d.Push("fix: units", map[string]string{reviewtest.RefExperiment + "/results.json": reviewtest.RefResults("kcal/mol"),
		"experiments/2026-08-02-demo-2/results.json": reviewtest.RefResults("eV")})
	require.NoError(t, err)
	_, err = d.Audit(b, review.VerdictPass, nil)
	require.NoError(t, err)
	check(b)
}
