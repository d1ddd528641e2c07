// Package reviewtest generates review fixtures: real git repositories (a
// science repository and an audit ledger) written with go-git at fixed
// times and identities, so every run gives the same commit ids. Each
// scenario is one way an increment's audit can be honest or broken, with
// the verdict and the admission decision it must get.
//
// Everything here is TEST-ONLY material.
package reviewtest

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/go-git/go-git/v5"
	gitconfig "github.com/go-git/go-git/v5/config"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"

	"github.com/verijudge/verijudge/review"
)

// Repo is the science repository's id in every scenario, spelled with
// capitals as GitHub ids often are: receipts and cycle ids keep the
// spelling (the origin remote spells it in lower case).
const Repo = "Verijudge-Fixtures/Science"

// Scenario is one fixture and what it must get.
type Scenario struct {
	Name string
	// Failing are the checks that must fail, in spec order (none for the
	// honest cases).
	Failing []string
	// Admit is the admission decision on its first use.
	Admit bool
	// ConsumeFirst admits the receipt once before the case is judged (a
	// receipt used twice).
	ConsumeFirst bool
	build        func(f *Fixture) error
}

// Fixture is a generated scenario on disk.
type Fixture struct {
	Scenario
	Dir         string
	ScienceDir  string
	AuditDir    string
	ReceiptPath string
	// Commit is the science commit the receipt admits.
	Commit string
	clock  time.Time
	// experiments are the folders the deterministic layer reports on
	// (default: the one demo experiment).
	experiments []string
	sci         *git.Repository
	aud         *git.Repository
}

// Scenarios lists every scenario, honest ones first.
func Scenarios() []Scenario {
	return []Scenario{
		{Name: "honest-pass", Admit: true, build: honest},
		{Name: "reference-example", Admit: true, build: referenceExample},
		{Name: "same-vendor", Failing: []string{"vendor-heterogeneous"}, build: sameVendor},
		{Name: "blocker-without-rule", Failing: []string{"citations-valid"}, build: blockerWithoutRule},
		{Name: "deterministic-failure-waived", Failing: []string{"deterministic-precedence"}, build: dclWaived},
		{Name: "rounds-over-limit", Failing: []string{"rounds-bounded"}, build: roundsOverLimit},
		{Name: "uncommitted-report", Failing: []string{"ledger-complete", "receipt-bound"}, build: uncommittedReport},
		{Name: "stale-receipt", Failing: []string{"admissible"}, build: stale},
		{Name: "manifest-mismatch", Failing: []string{"admissible"}, build: manifestMismatch},
		{Name: "consumed-twice", Failing: []string{"admissible"}, ConsumeFirst: true, build: honest},
		{Name: "receipt-tampered", Failing: []string{"receipt-bound"}, build: tampered},
		// Attacks found in review, each refused.
		{Name: "receipt-forged-elsewhere", Failing: []string{"receipt-bound"}, build: forgedElsewhere},
		{Name: "rounds-hidden-by-unaudited-commit", Failing: []string{"ledger-complete", "rounds-bounded"}, build: hiddenRounds},
		{Name: "bound-raised-in-final-commit", Failing: []string{"rounds-bounded", "admissible"}, build: boundRaised},
		{Name: "report-rewritten-to-pass", Failing: []string{"ledger-complete"}, build: reportRewritten},
		{Name: "blocker-hidden-in-heading", Failing: []string{"citations-valid"}, build: blockerHidden},
		{Name: "checks-output-empty", Failing: []string{"deterministic-precedence"}, build: checksEmpty},
		{Name: "dispute-pending", Failing: []string{"blockers-resolved"}, build: disputePending},
		{Name: "dispute-ruled", Admit: true, build: disputeRuled},
		// After an admission: the next increment starts a new cycle.
		{Name: "second-increment", Admit: true, build: secondIncrement},
		{Name: "fresh-cycle-on-a-sibling", Failing: []string{"ledger-complete"}, build: siblingCycle},
		{Name: "round-deleted-from-ledger", Failing: []string{"ledger-complete"}, build: roundDeleted},
		{Name: "history-rewritten-after-admission", Failing: []string{"admissible"}, build: rewrittenAfterAdmission},
		{Name: "submodule-in-artefacts", Failing: []string{"admissible"}, build: submoduleArtefact},
		{Name: "experiment-replaced", Admit: true, build: experimentReplaced},
		{Name: "admission-appended-by-hand", Failing: []string{"ledger-complete"}, build: admissionByHand},
		// A person's decision on an escalation.
		{Name: "escalation-closed", Admit: true, build: escalationClosed},
		// Each round audits its own commit's change: content an auditor
		// blocked must be audited again, and a merge cannot route around
		// the admitted commit.
		{Name: "blocked-experiment-left-behind", Failing: []string{"blockers-resolved"}, build: blockedLeftBehind},
		{Name: "merge-around-the-admitted-fix", Failing: []string{"ledger-complete", "admissible"}, build: mergeAroundFix},
		{Name: "side-branch-fix-approves", Failing: []string{"blockers-resolved"}, build: sideBranchFix},
		{Name: "ancestor-of-base-reaudit-approves", Failing: []string{"blockers-resolved"}, build: ancestorReaudit},
		{Name: "top-level-file-blocked", Failing: []string{"blockers-resolved"}, build: topLevelBlocked},
		{Name: "blocked-deletion", Failing: []string{"blockers-resolved"}, build: blockedDeletion},
		{Name: "alias-vendor-meta", Failing: []string{"vendor-heterogeneous"}, build: aliasVendor("meta", "meta-llama", "meta-llama/llama-3.3-70b-instruct")},
		{Name: "alias-vendor-google", Failing: []string{"vendor-heterogeneous"}, build: aliasVendor("google", "gemini", "gemini-2.5-pro")},
		{Name: "alias-vendor-in-the-cell", Failing: []string{"vendor-heterogeneous"}, build: aliasVendor("x-ai", "xai", "xai / grok-4")},
		{Name: "closure-of-a-round-that-did-not-escalate", Failing: []string{"ledger-complete", "rounds-bounded"}, build: closureNotEscalated},
	}
}

// Generate writes the scenario's repositories under dir.
func Generate(dir string, sc Scenario) (*Fixture, error) {
	f, err := newFixture(dir, sc)
	if err != nil {
		return nil, err
	}
	if err := sc.build(f); err != nil {
		return nil, fmt.Errorf("reviewtest %s: %w", sc.Name, err)
	}
	return f, nil
}

// newFixture creates the two empty repositories, the science one with its
// origin on GitHub.
func newFixture(dir string, sc Scenario) (*Fixture, error) {
	f := &Fixture{Scenario: sc, Dir: dir, ScienceDir: filepath.Join(dir, "science"), AuditDir: filepath.Join(dir, "audit"),
		clock: time.Date(2026, 7, 30, 9, 0, 0, 0, time.UTC)}
	var err error
	if f.sci, err = git.PlainInit(f.ScienceDir, false); err != nil {
		return nil, err
	}
	if _, err := f.sci.CreateRemote(&gitconfig.RemoteConfig{Name: "origin", URLs: []string{"https://github.com/" + strings.ToLower(Repo) + ".git"}}); err != nil {
		return nil, err
	}
	if f.aud, err = git.PlainInit(f.AuditDir, false); err != nil {
		return nil, err
	}
	return f, nil
}

// commit writes files (nil content deletes) and commits them.
func (f *Fixture) commit(r *git.Repository, files map[string]*string, msg, who string) (string, error) {
	wt, err := r.Worktree()
	if err != nil {
		return "", err
	}
	root := wt.Filesystem.Root()
	names := make([]string, 0, len(files))
	for p := range files {
		names = append(names, p)
	}
	sort.Strings(names)
	for _, p := range names {
		full := filepath.Join(root, filepath.FromSlash(p))
		if files[p] == nil {
			if _, err := wt.Remove(p); err != nil {
				return "", err
			}
			continue
		}
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			return "", err
		}
		mode := os.FileMode(0o644)
		if strings.HasPrefix(*files[p], "#!") {
			mode = 0o755
		}
		if err := os.WriteFile(full, []byte(*files[p]), mode); err != nil {
			return "", err
		}
		if err := os.Chmod(full, mode); err != nil {
			return "", err
		}
		if _, err := wt.Add(p); err != nil {
			return "", err
		}
	}
	f.clock = f.clock.Add(time.Minute)
	sig := &object.Signature{Name: who, Email: strings.ReplaceAll(who, " ", ".") + "@fixtures.invalid", When: f.clock}
	h, err := wt.Commit(msg, &git.CommitOptions{Author: sig, Committer: sig})
	if err != nil {
		return "", err
	}
	return h.String(), nil
}

func s(v string) *string { return &v }

// write puts a file in a checkout without committing it.
func write(dir, p, content string) error {
	full := filepath.Join(dir, filepath.FromSlash(p))
	if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
		return err
	}
	return os.WriteFile(full, []byte(content), 0o644)
}

func config(generator, auditor string, maxRounds int) string {
	return fmt.Sprintf(`version: 1
audit:
  repo: verijudge-fixtures/audit
generator:
  vendor: %s
auditor:
  vendor: %s
loop:
  max_rounds: %d
severity:
  block_on: [BLOCKER]
escalation:
  notify:
    - principal
`, generator, auditor, maxRounds)
}

const rulebook = `# Audit rules

Version-controlled by the principal. Rule ids are stable.

## DATA

### CA-DATA-001 — Reported quantities carry units
- **Severity:** BLOCKER
- **Applies to:** experiments/*/results.json
- **Criterion:** every quantity has a unit.
- **Rationale:** a number without a unit cannot be checked.

### CA-DATA-002 — Sources are cited
- **Severity:** ADVISORY
- **Applies to:** experiments/*/results.json
- **Criterion:** every quantity names its source.
- **Rationale:** provenance.

## METH

### CA-METH-001 — Convergence is declared
- **Severity:** BLOCKER
- **Applies to:** experiments/*/results.json
- **Criterion:** iterative results state threshold and achieved value.
- **Rationale:** an unconverged result is not a result.
`

const checkUnits = `"""Deterministic check: every quantity has a unit."""
import json, sys

def check(results):
    return [q["name"] for q in results.get("quantities", []) if not q.get("unit")]
`

const checkConvergence = `"""Deterministic check: convergence is reached."""

def check(results):
    c = results.get("convergence", {})
    return c.get("converged") is True and c.get("achieved", 1) <= c.get("threshold", 0)
`

// finding is one finding of a generated report.
type finding struct{ sev, rule, artifact string }

func report(sha string, round int, verdict, auditor string, findings []finding) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# Audit report\n\n| Field | Value |\n|---|---|\n")
	fmt.Fprintf(&b, "| **Increment** | `%s` @ `%s` |\n| **Round** | %d |\n", Repo, sha, round)
	fmt.Fprintf(&b, "| **Constitution** | `AUDIT_RULES.md` |\n| **Deterministic checks** | see below |\n")
	fmt.Fprintf(&b, "| **Verdict** | %s |\n| **Auditor** | %s |\n\n## Findings\n\n", verdict, auditor)
	if len(findings) == 0 {
		b.WriteString("No findings.\n")
	}
	for _, f := range findings {
		fmt.Fprintf(&b, "### [%s] %s — LLM audit\n- **Artifact:** `%s`\n- **Observation:** see the artefact.\n\n", f.sev, f.rule, f.artifact)
	}
	b.WriteString("\n## Deterministic check output\n\nSee checks.json.\n")
	return b.String()
}

func checks(failures map[string]int) string {
	names := make([]string, 0, len(failures))
	for n := range failures {
		names = append(names, n)
	}
	sort.Strings(names)
	total := 0
	var rs []string
	for _, n := range names {
		total += failures[n]
		rs = append(rs, fmt.Sprintf(`{"experiment":%q,"findings":[],"hard_failures":%d}`, n, failures[n]))
	}
	verdict := "PASS"
	if total > 0 {
		verdict = "BLOCKED"
	}
	return fmt.Sprintf(`{"crossaudit_dcl_version":1,"verdict":%q,"total_hard_failures":%d,"results":[%s]}`, verdict, total, strings.Join(rs, ","))
}

const exp = "experiments/2026-07-30-demo"

func results(unit string) string {
	return fmt.Sprintf(`{"quantities":[{"name":"binding_energy","value":-4.97,"unit":%q,"source":"ccsd(t)/cbs"}],`+
		`"convergence":{"converged":true,"threshold":1e-6,"achieved":3.2e-7,"unit":"hartree"}}`+"\n", unit)
}

// start commits the science repository's first increment and the ledger's
// rulebook and checks.
func (f *Fixture) start(generator, auditor string, maxRounds int, unit string) (string, error) {
	if _, err := f.commit(f.aud, map[string]*string{"AUDIT_RULES.md": s(rulebook), "checks/units.py": s(checkUnits),
		"checks/convergence.py": s(checkConvergence)}, "rulebook v1", "Principal"); err != nil {
		return "", err
	}
	return f.commit(f.sci, map[string]*string{"crossaudit.yml": s(config(generator, auditor, maxRounds)),
		exp + "/metadata.yml": s("objective: water dimer binding energy\nmethod: ccsd(t)\n"),
		exp + "/results.json": s(results(unit))}, "increment: water dimer", "Generator")
}

// round commits one round's report and checks output for sha.
func (f *Fixture) round(sha, dir string, n int, verdict, auditor string, fs []finding, dclFailures int) error {
	_, err := f.commit(f.aud, map[string]*string{
		"cycles/" + dir + "/report.md":   s(report(sha, n, verdict, auditor, fs)),
		"cycles/" + dir + "/checks.json": s(checks(f.dclResults(dclFailures))),
	}, fmt.Sprintf("audit %s round %d: %s", sha[:12], n, verdict), "Auditor")
	return err
}

// emit builds the evidence, emits the final round's receipt next to its
// report and commits it, as the audit workflow does.
func (f *Fixture) emit(sha, dir string) error {
	ev, err := review.Build(review.Source{ScienceDir: f.ScienceDir, AuditDir: f.AuditDir, Repo: Repo, Commit: sha})
	if err != nil {
		return err
	}
	rc, err := review.NewReceipt(ev, review.IntegrityOK, review.Sum([]byte("offline")))
	if err != nil {
		return err
	}
	f.Commit = sha
	f.ReceiptPath = filepath.Join(f.AuditDir, "cycles", dir, "receipt.json")
	_, err = f.commit(f.aud, map[string]*string{"cycles/" + dir + "/receipt.json": s(string(rc.Marshal()))}, "receipt "+sha[:12], "Auditor")
	return err
}

const (
	openai    = "openai / gpt-5.1"
	anthropic = "anthropic / claude-opus-4.5"
)

// honest: round 1 blocks on a missing unit, the generator fixes it, round 2
// passes with an advisory finding.
func honest(f *Fixture) error {
	return f.blockThenFix(finding{"BLOCKER", "CA-DATA-001", exp + "/results.json"}, finding{"ADVISORY", "CA-DATA-002", exp + "/results.json"})
}

// referenceExample: the reference implementation's minimal example layout
// (crossaudit.yml, experiments/<date>-demo with metadata, results and a
// geometry, AUDIT_RULES.md, checks/*.py, cycles/<sha>/ with report,
// checks output and receipt), passed in one round.
func referenceExample(f *Fixture) error {
	if _, err := f.commit(f.aud, map[string]*string{"AUDIT_RULES.md": s(rulebook), "checks/units.py": s(checkUnits),
		"checks/convergence.py": s(checkConvergence), "checks/schema.py": s("\"\"\"Deterministic check: results.json schema.\"\"\"\n"),
		"scripts/run_llm_audit.py": s("# the audit runner (not run by the fixtures)\n")}, "rulebook v1", "Principal"); err != nil {
		return err
	}
	a, err := f.commit(f.sci, map[string]*string{"crossaudit.yml": s(config("anthropic", "openai", 3)),
		exp + "/metadata.yml": s("objective: water dimer binding energy\ninputs: [geometries/water_dimer.xyz]\nmethod: ccsd(t)/cbs\n" +
			"code_version: 1.0\nenvironment: linux\nrerun: make\n"),
		exp + "/results.json": s(results("kcal/mol")),
		exp + "/geometries/water_dimer.xyz": s("6\nwater dimer\nO 0.000 0.000 0.000\nH 0.757 0.586 0.000\nH -0.757 0.586 0.000\n" +
			"O 0.000 -2.910 0.000\nH 0.757 -3.496 0.000\nH -0.757 -3.496 0.000\n")}, "increment: water dimer", "Generator")
	if err != nil {
		return err
	}
	if err := f.round(a, a, 1, "PASS", openai, nil, 0); err != nil {
		return err
	}
	return f.emit(a, a)
}

func sameVendor(f *Fixture) error { return f.passOnce("anthropic", anthropic, "kcal/mol", 0) }

func blockerWithoutRule(f *Fixture) error {
	return f.blockThenFix(finding{"BLOCKER", "", exp + "/results.json"})
}

// dclWaived: the deterministic layer fails and the model passes anyway.
func dclWaived(f *Fixture) error { return f.passOnce("openai", openai, "", 1) }

// passOnce starts an increment (with unit) that round 1 passes, auditor
// and deterministic failures as given, with the receipt.
func (f *Fixture) passOnce(auditorVendor, auditor, unit string, dclFailures int) error {
	a, err := f.start("anthropic", auditorVendor, 3, unit)
	if err != nil {
		return err
	}
	if err := f.round(a, a, 1, "PASS", auditor, nil, dclFailures); err != nil {
		return err
	}
	return f.emit(a, a)
}

// blockThenFix starts an increment whose quantity has no unit, blocks it
// in round 1 with blocker, fixes the unit and passes round 2 with fs.
func (f *Fixture) blockThenFix(blocker finding, fs ...finding) error {
	a, err := f.start("anthropic", "openai", 3, "")
	if err != nil {
		return err
	}
	if err := f.round(a, a, 1, "BLOCKED", openai, []finding{blocker}, 1); err != nil {
		return err
	}
	return f.passAfter(map[string]*string{exp + "/results.json": s(results("kcal/mol"))}, 2, fs...)
}

// blockedTwice starts an increment whose quantity has no unit, with two
// rounds allowed, and has both rounds block on it (the second at the bound,
// not escalated); it returns the second round's commit.
func (f *Fixture) blockedTwice() (string, error) {
	a, err := f.start("anthropic", "openai", 2, "")
	if err != nil {
		return "", err
	}
	blk := []finding{{"BLOCKER", "CA-DATA-001", exp + "/results.json"}}
	if err := f.round(a, a, 1, "BLOCKED", openai, blk, 0); err != nil {
		return "", err
	}
	b, err := f.commit(f.sci, map[string]*string{exp + "/results.json": s(results("kcal"))}, "fix: unit?", "Generator")
	if err != nil {
		return "", err
	}
	return b, f.round(b, b, 2, "BLOCKED", openai, blk, 0)
}

// passAfter commits files as the generator's next commit and passes it in
// round n with findings fs, with the receipt.
func (f *Fixture) passAfter(files map[string]*string, n int, fs ...finding) error {
	c, err := f.commit(f.sci, files, "fix", "Generator")
	if err != nil {
		return err
	}
	if err := f.round(c, c, n, "PASS", openai, fs, 0); err != nil {
		return err
	}
	return f.emit(c, c)
}

// roundsOverLimit: two rounds allowed, the second blocks instead of
// escalating, and a third passes.
func roundsOverLimit(f *Fixture) error {
	if _, err := f.blockedTwice(); err != nil {
		return err
	}
	return f.passAfter(map[string]*string{exp + "/results.json": s(results("kcal/mol"))}, 3)
}

// uncommittedReport: the auditor wrote its report and receipt but never
// committed the report.
func uncommittedReport(f *Fixture) error {
	a, err := f.start("anthropic", "openai", 3, "kcal/mol")
	if err != nil {
		return err
	}
	dir := "cycles/" + a
	if err := write(f.AuditDir, dir+"/report.md", report(a, 1, "PASS", openai, nil)); err != nil {
		return err
	}
	if err := write(f.AuditDir, dir+"/checks.json", checks(map[string]int{exp: 0})); err != nil {
		return err
	}
	ev, err := review.Build(review.Source{ScienceDir: f.ScienceDir, AuditDir: f.AuditDir, Repo: Repo, Commit: a})
	if err != nil {
		return err
	}
	rc, err := review.NewReceipt(ev, review.IntegrityOK, review.Sum([]byte("offline")))
	if err != nil {
		return err
	}
	f.Commit = a
	f.ReceiptPath = filepath.Join(f.AuditDir, "cycles", a, "receipt.json")
	return os.WriteFile(f.ReceiptPath, rc.Marshal(), 0o644)
}

// stale: an honest receipt, but the science head has moved on.
func stale(f *Fixture) error {
	if err := honest(f); err != nil {
		return err
	}
	_, err := f.commit(f.sci, map[string]*string{exp + "/notes.md": s("next increment\n")}, "next increment", "Generator")
	return err
}

// manifestMismatch: an honest receipt, but the checkout's artefact was
// changed afterwards.
func manifestMismatch(f *Fixture) error {
	if err := honest(f); err != nil {
		return err
	}
	return write(f.ScienceDir, exp+"/results.json", results("eV"))
}

// tampered: the receipt's manifest claims another digest.
func tampered(f *Fixture) error {
	if err := honest(f); err != nil {
		return err
	}
	b, err := os.ReadFile(f.ReceiptPath)
	if err != nil {
		return err
	}
	rc, err := review.ParseReceipt(b)
	if err != nil {
		return err
	}
	rc.Manifest[exp+"/results.json"] = strings.Repeat("0", 64)
	return os.WriteFile(f.ReceiptPath, rc.Marshal(), 0o644)
}

// Admit runs the scenario's admission against ledger: once first when the
// scenario uses its receipt twice, then the admission it is judged by.
func (f *Fixture) Admit(ledger *review.Ledger, now time.Time) (*review.Decision, error) {
	req := review.AdmitRequest{ReceiptPath: f.ReceiptPath, ScienceDir: f.ScienceDir, AuditDir: f.AuditDir,
		ExpectRepo: Repo, ExpectSHA: f.Commit, Ledger: ledger, Now: now}
	if f.ConsumeFirst {
		d, err := review.Admit(req)
		if err != nil {
			return nil, err
		}
		if !d.Admit {
			return nil, fmt.Errorf("reviewtest %s: first admission denied: %v", f.Name, d.Reasons)
		}
	}
	return review.Admit(req)
}

// dclResults is the deterministic layer's result per experiment, the
// failures counted against the first.
func (f *Fixture) dclResults(failures int) map[string]int {
	es := f.experiments
	if es == nil {
		es = []string{exp}
	}
	m := map[string]int{}
	for i, e := range es {
		m[e] = 0
		if i == 0 {
			m[e] = failures
		}
	}
	return m
}

// forgedElsewhere: the runner committed a receipt saying the audit's
// integrity failed; a copy rewritten to OK, in another folder whose name
// starts with the commit, is presented instead.
func forgedElsewhere(f *Fixture) error {
	a, err := f.start("anthropic", "openai", 3, "kcal/mol")
	if err != nil {
		return err
	}
	if err := f.round(a, a, 1, "PASS", openai, nil, 0); err != nil {
		return err
	}
	ev, err := review.Build(review.Source{ScienceDir: f.ScienceDir, AuditDir: f.AuditDir, Repo: Repo, Commit: a})
	if err != nil {
		return err
	}
	rc, err := review.NewReceipt(ev, "AUDITOR_INVALID_ESCALATION_REQUIRED", review.Sum([]byte("offline")))
	if err != nil {
		return err
	}
	if _, err := f.commit(f.aud, map[string]*string{"cycles/" + a + "/receipt.json": s(string(rc.Marshal()))}, "receipt", "Auditor"); err != nil {
		return err
	}
	rc.AuditIntegrity = review.IntegrityOK
	f.Commit = a
	f.ReceiptPath = filepath.Join(f.Dir, a+"-forged", "receipt.json")
	if err := os.MkdirAll(filepath.Dir(f.ReceiptPath), 0o755); err != nil {
		return err
	}
	return os.WriteFile(f.ReceiptPath, rc.Marshal(), 0o644)
}

// hiddenRounds: two blocked rounds (the second at the bound, not
// escalated), then an unaudited commit rewrites the results and a last
// commit, audited as if it began a new cycle, passes.
func hiddenRounds(f *Fixture) error {
	if _, err := f.blockedTwice(); err != nil {
		return err
	}
	if _, err := f.commit(f.sci, map[string]*string{exp + "/results.json": s(results("kcal/mol"))}, "fabricate", "Generator"); err != nil {
		return err
	}
	return f.passAfter(map[string]*string{exp + "/notes.md": s("notes\n")}, 1)
}

// boundRaised: the rounds-over-limit story, with the final commit raising
// loop.max_rounds to 100.
func boundRaised(f *Fixture) error {
	if _, err := f.blockedTwice(); err != nil {
		return err
	}
	return f.passAfter(map[string]*string{exp + "/results.json": s(results("kcal/mol")),
		"crossaudit.yml": s(config("anthropic", "openai", 100))}, 3)
}

// reportRewritten: round 1 blocked; the ledger later rewrites that report
// to PASS (ending the cycle there) and a fresh round passes.
func reportRewritten(f *Fixture) error {
	a, err := f.start("anthropic", "openai", 3, "")
	if err != nil {
		return err
	}
	if err := f.round(a, a, 1, "BLOCKED", openai, []finding{{"BLOCKER", "CA-DATA-001", exp + "/results.json"}}, 0); err != nil {
		return err
	}
	b, err := f.commit(f.sci, map[string]*string{exp + "/results.json": s(results("kcal/mol"))}, "fix: unit", "Generator")
	if err != nil {
		return err
	}
	if err := f.round(b, b, 2, "PASS", openai, nil, 0); err != nil {
		return err
	}
	if _, err := f.commit(f.aud, map[string]*string{"cycles/" + b + "/report.md": s(report(b, 1, "PASS", openai, nil))}, "tidy", "Operator"); err != nil {
		return err
	}
	return f.emit(b, b)
}

// blockerHidden: a BLOCKER written with a heading the parser must not
// skip, beside "No findings.".
func blockerHidden(f *Fixture) error {
	a, err := f.start("anthropic", "openai", 3, "kcal/mol")
	if err != nil {
		return err
	}
	r := strings.Replace(report(a, 1, "PASS", openai, nil), "No findings.\n",
		"No findings.\n\n###  [BLOCKER] CA-DATA-001 — LLM audit\n- **Artifact:** `"+exp+"/results.json`\n", 1)
	if _, err := f.commit(f.aud, map[string]*string{"cycles/" + a + "/report.md": s(r),
		"cycles/" + a + "/checks.json": s(checks(f.dclResults(0)))}, "audit", "Auditor"); err != nil {
		return err
	}
	return f.emit(a, a)
}

// checksEmpty: the deterministic layer's output lists no result (and a
// total it does not add up to) while the model passes.
func checksEmpty(f *Fixture) error {
	a, err := f.start("anthropic", "openai", 3, "")
	if err != nil {
		return err
	}
	if _, err := f.commit(f.aud, map[string]*string{"cycles/" + a + "/report.md": s(report(a, 1, "PASS", openai, nil)),
		"cycles/" + a + "/checks.json": s(`{"crossaudit_dcl_version":1,"verdict":"PASS","total_hard_failures":7,"results":[]}`)}, "audit", "Auditor"); err != nil {
		return err
	}
	return f.emit(a, a)
}

// disputeRound blocks round 1 on a rule, has the generator dispute it in
// the next commit (disputes/<sha>.md), records ruling (none when ""), and
// passes round 2, a re-audit of the disputed commit.
func disputeRound(f *Fixture, ruling string) error {
	a, err := f.start("anthropic", "openai", 3, "kcal/mol")
	if err != nil {
		return err
	}
	if err := f.round(a, a, 1, "BLOCKED", openai, []finding{{"BLOCKER", "CA-METH-001", exp + "/results.json"}}, 0); err != nil {
		return err
	}
	if _, err := f.commit(f.sci, map[string]*string{"disputes/" + a + ".md": s("# Dispute\n\n- CA-METH-001: convergence is stated in results.json\n")},
		"dispute CA-METH-001", "Generator"); err != nil {
		return err
	}
	if ruling != "" {
		if _, err := f.commit(f.aud, map[string]*string{"rulings/" + a + ".md": s("# Ruling\n\n- CA-METH-001: " + ruling + "\n")}, "ruling", "Principal"); err != nil {
			return err
		}
	}
	// As the reference does, the disputed commit is audited again (the
	// dispute's own commit changes nothing to audit).
	if err := f.round(a, a+"-r2", 2, "PASS", openai, nil, 0); err != nil {
		return err
	}
	return f.emit(a, a+"-r2")
}

func disputePending(f *Fixture) error { return disputeRound(f, "") }
func disputeRuled(f *Fixture) error   { return disputeRound(f, "withdrawn") }

// Fresh generates the start of a workflow run: a science repository whose
// first increment reports a quantity without a unit, and an audit ledger
// with the rulebook and two executables the audit workflow calls:
// checks/run (the deterministic layer: one passing result per experiment)
// and scripts/audit (an offline stand-in for the model call, from another
// vendor: it blocks on CA-DATA-001 while a quantity has no unit, and passes
// otherwise). Commit is the science increment.
func Fresh(dir string) (*Fixture, error) {
	f, err := Generate(dir, Scenario{Name: "fresh", build: func(f *Fixture) error {
		a, err := f.start("anthropic", "openai", 3, "")
		if err != nil {
			return err
		}
		f.Commit = a
		_, err = f.commit(f.aud, map[string]*string{"checks/run": s(checksRun), "scripts/audit": s(auditScript)}, "workflow executables", "Principal")
		return err
	}})
	return f, err
}

// FixIncrement commits the generator's fix (the unit) to the science
// repository and returns the commit.
func FixIncrement(f *Fixture) (string, error) {
	return f.commit(f.sci, map[string]*string{exp + "/results.json": s(results("kcal/mol"))}, "fix: unit", "Generator")
}

const checksRun = `#!/usr/bin/env bash
# The deterministic layer: one result per experiment folder of the
# checkout given, in the crossaudit_dcl_version 1 format.
set -eu
science=$1
first=1
printf '{"crossaudit_dcl_version":1,"verdict":"PASS","total_hard_failures":0,"results":['
for d in "$science"/experiments/*/; do
  [ "$first" = 1 ] || printf ','
  first=0
  printf '{"experiment":"experiments/%s","findings":[],"hard_failures":0}' "$(basename "$d")"
done
printf ']}\n'
`

const auditScript = `#!/usr/bin/env bash
# Offline stand-in for the auditor's model call (another vendor than the
# generator's): writes the round's report in the ledger's format.
set -eu
science=$1 dir=$2 round=$3
sha=$(git -C "$science" rev-parse HEAD)
if grep -rqs '"unit":""' "$science/experiments"; then
  verdict=BLOCKED
  findings='### [BLOCKER] CA-DATA-001 — LLM audit
- **Artifact:** ` + "`experiments/2026-07-30-demo/results.json`" + `
- **Observation:** a quantity has no unit.'
else
  verdict=PASS
  findings='No findings.'
fi
# What the runner knows and the receipt must carry: the integrity of the
# exchange, the digest of the prompt (here: of what the model would read)
# and how far the input was truncated.
{
  echo "AUDIT_INTEGRITY=OK"
  echo "PROMPT_SHA256=$(cat "$science"/experiments/*/results.json | sha256sum | cut -d' ' -f1)"
  echo "INPUT_BOUNDS_EXCEEDED=0"
} >> "${GITHUB_ENV:-/dev/null}"
cat > "$dir/report.md" <<REPORT
# Audit report

| Field | Value |
|---|---|
| **Increment** | $sha |
| **Round** | $round |
| **Verdict** | $verdict |
| **Auditor** | openai / offline-fixture |

## Findings

$findings

## Deterministic check output

See checks.json.
REPORT
`

// admitAndRecord admits sha with the current receipt, as the admission
// workflow does, and commits the admissions file to the ledger.
func (f *Fixture) admitAndRecord(sha string) error {
	ledger := filepath.Join(f.AuditDir, review.AdmissionsFile)
	d, err := review.Admit(review.AdmitRequest{ReceiptPath: f.ReceiptPath, ScienceDir: f.ScienceDir, AuditDir: f.AuditDir,
		ExpectRepo: Repo, ExpectSHA: sha, Ledger: review.OpenLedger(ledger), Now: Now})
	if err != nil {
		return err
	}
	if !d.Admit {
		return fmt.Errorf("admission of %s denied: %v", sha, d.Reasons)
	}
	b, err := os.ReadFile(ledger)
	if err != nil {
		return err
	}
	_, err = f.commit(f.aud, map[string]*string{review.AdmissionsFile: s(string(b))}, "admit "+sha[:12], "Admission")
	return err
}

// admitted runs the honest scenario and records its admission.
func (f *Fixture) admitted() (string, error) {
	if err := honest(f); err != nil {
		return "", err
	}
	return f.Commit, f.admitAndRecord(f.Commit)
}

// secondIncrement: after an admitted increment, the next one adds a new
// experiment and passes its own round 1.
func secondIncrement(f *Fixture) error {
	if _, err := f.admitted(); err != nil {
		return err
	}
	f.experiments = []string{exp, "experiments/2026-08-01-trimer"}
	return f.passAfter(map[string]*string{"experiments/2026-08-01-trimer/results.json": s(results("kcal/mol"))}, 1)
}

// siblingCycle: after an admission, two rounds block a child of the
// admitted commit; the generator abandons it and audits a sibling as if
// it began afresh.
func siblingCycle(f *Fixture) error {
	r, err := f.admitted()
	if err != nil {
		return err
	}
	blk := []finding{{"BLOCKER", "CA-DATA-001", exp + "/results.json"}}
	a, err := f.commit(f.sci, map[string]*string{exp + "/results.json": s(results(""))}, "regress", "Generator")
	if err != nil {
		return err
	}
	if err := f.round(a, a, 1, "BLOCKED", openai, blk, 0); err != nil {
		return err
	}
	b, err := f.commit(f.sci, map[string]*string{exp + "/notes.md": s("try\n")}, "try", "Generator")
	if err != nil {
		return err
	}
	if err := f.round(b, b, 2, "BLOCKED", openai, blk, 0); err != nil {
		return err
	}
	// Back to r, then a new commit beside a.
	wt, err := f.sci.Worktree()
	if err != nil {
		return err
	}
	if err := wt.Checkout(&git.CheckoutOptions{Hash: plumbing.NewHash(r), Branch: plumbing.NewBranchReferenceName("sibling"), Create: true}); err != nil {
		return err
	}
	return f.passAfter(map[string]*string{exp + "/notes.md": s("fresh\n")}, 1)
}

// roundDeleted: round 1 blocks; a later ledger commit deletes it and a
// round 1 that passes is recorded.
func roundDeleted(f *Fixture) error {
	a, err := f.start("anthropic", "openai", 3, "")
	if err != nil {
		return err
	}
	if err := f.round(a, a, 1, "BLOCKED", openai, []finding{{"BLOCKER", "CA-DATA-001", exp + "/results.json"}}, 0); err != nil {
		return err
	}
	if _, err := f.commit(f.aud, map[string]*string{"cycles/" + a + "/report.md": nil, "cycles/" + a + "/checks.json": nil}, "tidy", "Operator"); err != nil {
		return err
	}
	return f.passAfter(map[string]*string{exp + "/results.json": s(results("kcal/mol"))}, 1)
}

// rewrittenAfterAdmission: the admitted commit is replaced by an amended
// one (the admitted commit is gone from the branch), and the amend is
// audited and passed.
func rewrittenAfterAdmission(f *Fixture) error {
	r, err := f.admitted()
	if err != nil {
		return err
	}
	c, err := f.sci.CommitObject(plumbing.NewHash(r))
	if err != nil {
		return err
	}
	wt, err := f.sci.Worktree()
	if err != nil {
		return err
	}
	if err := wt.Checkout(&git.CheckoutOptions{Hash: c.ParentHashes[0], Branch: plumbing.NewBranchReferenceName("amended"), Create: true}); err != nil {
		return err
	}
	return f.passAfter(map[string]*string{exp + "/results.json": s(results("eV"))}, 1)
}

// submoduleArtefact: the increment adds a submodule under experiments/,
// content no audit of file bytes sees.
func submoduleArtefact(f *Fixture) error {
	a, err := f.start("anthropic", "openai", 3, "kcal/mol")
	if err != nil {
		return err
	}
	// The experiment's own commit is audited (every commit that changes
	// artefacts must be); the submodule arrives in the next.
	if err := f.round(a, a, 1, "PASS", openai, nil, 0); err != nil {
		return err
	}
	wt, err := f.sci.Worktree()
	if err != nil {
		return err
	}
	idx, err := f.sci.Storer.Index()
	if err != nil {
		return err
	}
	e := idx.Add(exp + "/vendor-code")
	e.Mode = filemode.Submodule
	e.Hash = plumbing.NewHash(strings.Repeat("5a", 20))
	if err := f.sci.Storer.SetIndex(idx); err != nil {
		return err
	}
	f.clock = f.clock.Add(time.Minute)
	sig := &object.Signature{Name: "Generator", Email: "Generator@fixtures.invalid", When: f.clock}
	h, err := wt.Commit("vendor code", &git.CommitOptions{Author: sig, Committer: sig})
	if err != nil {
		return err
	}
	sha := h.String()
	if err := f.round(sha, sha, 2, "PASS", openai, nil, 0); err != nil {
		return err
	}
	return f.emit(sha, sha)
}

// experimentReplaced: after an admission, the next increment deletes the
// experiment and adds another; only the new one has anything to check.
func experimentReplaced(f *Fixture) error {
	if _, err := f.admitted(); err != nil {
		return err
	}
	f.experiments = []string{"experiments/2026-08-01-trimer"}
	return f.passAfter(map[string]*string{exp + "/results.json": nil, exp + "/metadata.yml": nil,
		"experiments/2026-08-01-trimer/results.json": s(results("kcal/mol"))}, 1)
}

// admissionByHand: after an admission, an unaudited commit adds an
// experiment, a ledger commit appends an admission of it by hand (no
// receipt behind it), and a last commit passes its own round 1.
func admissionByHand(f *Fixture) error {
	if _, err := f.admitted(); err != nil {
		return err
	}
	d1, err := f.commit(f.sci, map[string]*string{"experiments/evil/results.json": s(results("kcal/mol"))}, "unaudited", "Generator")
	if err != nil {
		return err
	}
	b, err := os.ReadFile(filepath.Join(f.AuditDir, review.AdmissionsFile))
	if err != nil {
		return err
	}
	line := fmt.Sprintf(`{"receipt_sha256":"%s","science_repo":"%s","sha":"%s","round":1,"admitted_at":"2026-12-01T12:00:00Z"}`+"\n",
		strings.Repeat("ab", 32), Repo, d1)
	if _, err := f.commit(f.aud, map[string]*string{review.AdmissionsFile: s(string(b) + line)}, "admit "+d1[:12], "Operator"); err != nil {
		return err
	}
	f.experiments = []string{exp, "experiments/evil"}
	return f.passAfter(map[string]*string{exp + "/notes.md": s("notes\n")}, 1)
}

// close records the principal's closing of round folder dir.
func (f *Fixture) close(dir string) error {
	line := fmt.Sprintf(`{"round_dir":"cycles/%s","by":"principal","reason":"method disputed beyond the rulebook"}`+"\n", dir)
	_, err := f.commit(f.aud, map[string]*string{review.ClosuresFile: s(line)}, "close "+dir[:12], "Principal")
	return err
}

// escalationClosed: round 1 blocks, round 2 escalates at the bound; the
// principal closes the cycle; the generator's next commit passes a new
// round 1.
func escalationClosed(f *Fixture) error {
	a, err := f.start("anthropic", "openai", 2, "")
	if err != nil {
		return err
	}
	blk := []finding{{"BLOCKER", "CA-DATA-001", exp + "/results.json"}}
	if err := f.round(a, a, 1, "BLOCKED", openai, blk, 0); err != nil {
		return err
	}
	b, err := f.commit(f.sci, map[string]*string{exp + "/results.json": s(results("kcal"))}, "fix?", "Generator")
	if err != nil {
		return err
	}
	if err := f.round(b, b, 2, "ESCALATE", openai, blk, 0); err != nil {
		return err
	}
	if err := f.close(b); err != nil {
		return err
	}
	return f.passAfter(map[string]*string{exp + "/results.json": s(results("kcal/mol"))}, 1)
}

// closureNotEscalated: a closing written for a round that only blocked
// does not start a new cycle.
func closureNotEscalated(f *Fixture) error {
	b, err := f.blockedTwice()
	if err != nil {
		return err
	}
	if err := f.close(b); err != nil {
		return err
	}
	return f.passAfter(map[string]*string{exp + "/results.json": s(results("kcal/mol"))}, 1)
}

// blockedLeftBehind: after an admission, a commit adds an experiment the
// auditor blocks; the next commit touches only another experiment and
// passes its round. The blocked experiment was audited once, blocked, and
// never again.
func blockedLeftBehind(f *Fixture) error {
	if _, err := f.admitted(); err != nil {
		return err
	}
	const bad = "experiments/2026-08-02-bad"
	x, err := f.commit(f.sci, map[string]*string{bad + "/results.json": s(results(""))}, "experiment: bad", "Generator")
	if err != nil {
		return err
	}
	f.experiments = []string{bad}
	if err := f.round(x, x, 1, "BLOCKED", openai, []finding{{"BLOCKER", "CA-DATA-001", bad + "/results.json"}}, 1); err != nil {
		return err
	}
	f.experiments = []string{exp}
	return f.passAfter(map[string]*string{exp + "/notes.md": s("a note\n")}, 2)
}

// mergeAroundFix: a is blocked, its fix b is admitted; the generator then
// commits a merge whose first parent is a and whose tree is a's (the fix
// undone), and has it pass a round of its own, whose change is empty.
func mergeAroundFix(f *Fixture) error {
	a, err := f.start("anthropic", "openai", 3, "")
	if err != nil {
		return err
	}
	if err := f.round(a, a, 1, "BLOCKED", openai, []finding{{"BLOCKER", "CA-DATA-001", exp + "/results.json"}}, 1); err != nil {
		return err
	}
	if err := f.passAfter(map[string]*string{exp + "/results.json": s(results("kcal/mol"))}, 2); err != nil {
		return err
	}
	b := f.Commit
	if err := f.admitAndRecord(b); err != nil {
		return err
	}
	wt, err := f.sci.Worktree()
	if err != nil {
		return err
	}
	if err := write(f.ScienceDir, exp+"/results.json", results("")); err != nil {
		return err
	}
	if _, err := wt.Add(exp + "/results.json"); err != nil {
		return err
	}
	f.clock = f.clock.Add(time.Minute)
	sig := &object.Signature{Name: "Generator", Email: "Generator@fixtures.invalid", When: f.clock}
	m, err := wt.Commit("merge", &git.CommitOptions{Author: sig, Committer: sig, AllowEmptyCommits: true, Parents: []plumbing.Hash{plumbing.NewHash(a), plumbing.NewHash(b)}})
	if err != nil {
		return err
	}
	if err := f.round(m.String(), m.String(), 1, "PASS", openai, nil, 0); err != nil {
		return err
	}
	return f.emit(m.String(), m.String())
}
