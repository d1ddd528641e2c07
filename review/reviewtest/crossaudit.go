package reviewtest

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/go-git/go-git/v5"
	gitconfig "github.com/go-git/go-git/v5/config"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"

	"github.com/verijudge/verijudge/review"
)

// Deployment is a pair of repositories written the way the public
// reference implementation's own procedure writes them (its minimal
// example's layout, its runner's report, checks output and receipt, its
// controller's state file), described here in our own words, with no line
// of its code: verijudge must decide on what a real deployment holds.
//
// The runner it follows, per audited science commit:
//   - the controller opens or advances a cycle: a commit equal to an open
//     or blocked cycle's active commit is a re-audit (a dispute), round+1;
//     a child of one advances it, round+1; anything else opens a cycle at
//     round 1 whose id is the first 16 hex digits of
//     sha256(repo + "\n" + commit);
//   - the increment is the commit's own change under experiments/ (its
//     diff against its first parent; every file for a root commit);
//   - checks.json names experiments from the science checkout's folder
//     (science/experiments/<name>), pretty-printed, no final newline;
//   - report.md: a header table with bold values, the Auditor cell the
//     model as configured;
//   - the round's folder is cycles/<sha>, or cycles/<sha>-r<round> when
//     that exists;
//   - receipt.json: sorted keys, two-space indent, no final newline;
//   - controller/state.json, committed with the round.
//
// It writes no admissions.jsonl: the reference admits on the science side
// and never records it in the ledger (Adopt does, for verijudge).
type Deployment struct {
	Dir, ScienceDir, AuditDir string
	// Repo is the science repository's id as GitHub spells it.
	Repo      string
	MaxRounds int
	sci, aud  *git.Repository
	fx        *Fixture // for its commit helper and clock
	state     refState
}

// Reference vendors and models: the generator is Anthropic's, the auditor
// OpenAI's, named the OpenRouter way.
const (
	RefAuditorModel = "openai/gpt-4o"
	refGenerator    = "anthropic"
	refAuditor      = "openai"
)

// RefExperiment is the experiment folder of the reference deployments.
const RefExperiment = "experiments/2026-08-01-demo-1"

// refRulebook is a rulebook in the reference's layout: a preamble that
// names severities in running text, rules whose severity lines carry
// qualifiers, a procedural rule.
const refRulebook = `# Audit rules

The principal edits this file; rule ids never change meaning.
**Severity:** ` + "`BLOCKER`" + ` gates the increment, ` + "`ADVISORY`" + ` is reported only.

### CA-DATA-001 — Quantities carry units
- **Severity:** BLOCKER
- **Applies to:** experiments/*/results.json
- **Criterion:** every reported quantity names its unit.
- **Rationale:** a bare number cannot be checked.

### CA-META-002 — The auditor replies in the agreed form
- **Severity:** BLOCKER (for the Auditor's conduct)
- **Criterion:** a reply that is not the agreed form escalates.

### CA-PROC-003 — Disputes are raised in writing
- **Severity:** — (procedural)
- **Criterion:** a dispute is a file under disputes/ in the science repository.

### CA-REPRO-002 — Reruns are described
- **Severity:** ADVISORY
- **Criterion:** metadata says how to rerun the experiment.
`

// NewDeployment creates the two repositories: the ledger with its
// rulebook, checks and runner script; the science repository with its
// crossaudit.yml and origin remote.
func NewDeployment(dir, repo string) (*Deployment, error) {
	fx, err := newFixture(dir, Scenario{Name: "reference-deployment"})
	if err != nil {
		return nil, err
	}
	d := &Deployment{Dir: dir, ScienceDir: fx.ScienceDir, AuditDir: fx.AuditDir, Repo: repo, MaxRounds: 3,
		sci: fx.sci, aud: fx.aud, fx: fx, state: refState{Cycles: map[string]*refCycle{}, History: []map[string]any{}}}
	if err := fx.sci.DeleteRemote("origin"); err != nil {
		return nil, err
	}
	if _, err := fx.sci.CreateRemote(&gitconfig.RemoteConfig{Name: "origin", URLs: []string{"https://github.com/" + repo + ".git"}}); err != nil {
		return nil, err
	}
	if _, err := fx.commit(fx.aud, map[string]*string{"AUDIT_RULES.md": s(refRulebook), "checks/run_checks.py": s(checkUnits),
		"checks/check_schema.py": s(checkConvergence), "scripts/run_llm_audit.py": s("# the audit runner (not run here)\n")},
		"constitution v1", "Principal"); err != nil {
		return nil, err
	}
	if _, err := fx.commit(fx.sci, map[string]*string{"crossaudit.yml": s(config(refGenerator, refAuditor, 3)), "README.md": s("science\n")},
		"crossaudit: configure", "Principal"); err != nil {
		return nil, err
	}
	return d, nil
}

// Push commits files to the science repository as the generator.
func (d *Deployment) Push(msg string, files map[string]string) (string, error) {
	fs := make(map[string]*string, len(files))
	for p, c := range files {
		fs[p] = s(c)
	}
	return d.fx.commit(d.sci, fs, msg, "Generator")
}

// RefResults is a results file: with a unit, or without one (a BLOCKER).
func RefResults(unit string) string { return results(unit) }

// Dispute commits disputes/<sha>.md to the science repository, as the
// generator disputes a finding of sha's last round.
func (d *Deployment) Dispute(sha, text string) (string, error) {
	return d.fx.commit(d.sci, map[string]*string{"disputes/" + sha + ".md": s(text)}, "dispute "+sha[:7], "Generator")
}

// Record commits a file to the audit ledger (admissions.jsonl, as the
// person adopting the deployment commits it).
func (d *Deployment) Record(p, content, msg string) error {
	_, err := d.fx.commit(d.aud, map[string]*string{p: s(content)}, msg, "Principal")
	return err
}

// RecordSymlink commits a symbolic link to the audit ledger at p.
func (d *Deployment) RecordSymlink(p, target string) error {
	wt, err := d.aud.Worktree()
	if err != nil {
		return err
	}
	if _, err := wt.Remove(p); err != nil {
		return err
	}
	if err := wt.Filesystem.Symlink(target, p); err != nil {
		return err
	}
	if _, err := wt.Add(p); err != nil {
		return err
	}
	d.fx.clock = d.fx.clock.Add(time.Minute)
	sig := &object.Signature{Name: "Principal", Email: "Principal@fixtures.invalid", When: d.fx.clock}
	_, err = wt.Commit("link "+p, &git.CommitOptions{Author: sig, Committer: sig})
	return err
}

// RefFinding is one finding of a reference report.
type RefFinding struct{ Severity, Rule, Title, Artifact string }

// Round is what one run of the reference runner recorded.
type Round struct {
	Dir           string // cycles/<sha>[-r<n>]
	Round         int
	CycleID       string
	ReceiptPath   string
	ReceiptSHA256 string
	Receipt       []byte
}

// Audit runs the reference procedure for science commit sha: the
// controller's cycle, the round's folder, checks output, report and
// receipt, and the state file, committed to the ledger in one commit.
func (d *Deployment) Audit(sha, verdict string, findings []RefFinding) (*Round, error) {
	c, err := d.sci.CommitObject(plumbing.NewHash(sha))
	if err != nil {
		return nil, err
	}
	parent := ""
	var base *object.Commit
	if c.NumParents() > 0 {
		if base, err = c.Parent(0); err != nil {
			return nil, err
		}
		parent = base.Hash.String()
	}
	cyc := d.state.openOrAdvance(d.Repo, sha, parent, d.clock())
	if cyc.Status == "ESCALATED" {
		verdict = review.VerdictEscalate
	}
	manifest, experiments, err := refManifest(base, c)
	if err != nil {
		return nil, err
	}
	dir := "cycles/" + sha
	if exists, err := d.auditFileExists(dir + "/report.md"); err != nil {
		return nil, err
	} else if exists {
		dir = fmt.Sprintf("cycles/%s-r%d", sha, cyc.Round)
	}
	checksOut := refChecks(experiments, verdict)
	report := refReport(d.Repo, sha, cyc.Round, verdict, findings)
	constitution, err := d.lastChange("AUDIT_RULES.md")
	if err != nil {
		return nil, err
	}
	dcl, err := d.dclSources()
	if err != nil {
		return nil, err
	}
	bounds := 0
	rc := &review.Receipt{ScienceRepo: d.Repo, SHA: sha, Tree: c.TreeHash.String(), Round: cyc.Round, CycleID: cyc.ID,
		Manifest: manifest, ConstitutionHash: constitution, DCLSourceSHA256: dcl,
		PromptSHA256: review.Sum([]byte("prompt of " + sha + " round " + fmt.Sprint(cyc.Round))),
		ReportSHA256: review.Sum([]byte(report)), AuditorModel: RefAuditorModel, Verdict: verdict,
		AuditIntegrity: review.IntegrityOK, InputBoundsExceeded: &bounds}
	receipt := rc.Marshal()
	sum := review.Sum(receipt)
	d.state.verdict(cyc, verdict, sum, d.MaxRounds, d.clock())
	stateJSON, err := d.state.marshal()
	if err != nil {
		return nil, err
	}
	if _, err := d.fx.commit(d.fx.aud, map[string]*string{
		dir + "/checks.json":    s(checksOut),
		dir + "/report.md":      s(report),
		dir + "/receipt.json":   s(string(receipt)),
		"controller/state.json": s(stateJSON),
	}, fmt.Sprintf("cycle: %s@%s — %s", d.Repo, sha[:7], verdict), "CrossAudit Bot"); err != nil {
		return nil, err
	}
	return &Round{Dir: dir, Round: cyc.Round, CycleID: cyc.ID, ReceiptPath: filepath.Join(d.AuditDir, filepath.FromSlash(dir), "receipt.json"),
		ReceiptSHA256: sum, Receipt: receipt}, nil
}

func (d *Deployment) clock() time.Time { return d.fx.clock }

func (d *Deployment) auditFileExists(p string) (bool, error) {
	head, err := d.aud.Head()
	if err != nil {
		return false, err
	}
	c, err := d.aud.CommitObject(head.Hash())
	if err != nil {
		return false, err
	}
	_, err = c.File(p)
	if err == object.ErrFileNotFound {
		return false, nil
	}
	return err == nil, err
}

// lastChange is the ledger commit that last changed p (git log -1 -- p).
func (d *Deployment) lastChange(p string) (string, error) {
	it, err := d.aud.Log(&git.LogOptions{FileName: &p})
	if err != nil {
		return "", err
	}
	c, err := it.Next()
	if err != nil {
		return "", err
	}
	return c.Hash.String(), nil
}

// dclSources is the SHA-256 of the ledger's checks/*.py files, read in
// sorted name order and concatenated.
func (d *Deployment) dclSources() (string, error) {
	head, err := d.aud.Head()
	if err != nil {
		return "", err
	}
	c, err := d.aud.CommitObject(head.Hash())
	if err != nil {
		return "", err
	}
	t, err := c.Tree()
	if err != nil {
		return "", err
	}
	ct, err := t.Tree("checks")
	if err != nil {
		return "", err
	}
	var names []string
	for _, e := range ct.Entries {
		if strings.HasSuffix(e.Name, ".py") {
			names = append(names, e.Name)
		}
	}
	sort.Strings(names)
	h := sha256.New()
	for _, n := range names {
		f, err := ct.File(n)
		if err != nil {
			return "", err
		}
		r, err := f.Reader()
		if err != nil {
			return "", err
		}
		_, err = io.Copy(h, r)
		r.Close()
		if err != nil {
			return "", err
		}
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// refManifest is the commit's own change under experiments/: each path
// its diff against base lists (every file when base is nil), with the
// SHA-256 of its bytes, or ABSENT; and the experiments it touches.
func refManifest(base, c *object.Commit) (map[string]string, []string, error) {
	ct, err := c.Tree()
	if err != nil {
		return nil, nil, err
	}
	var paths []string
	if base == nil {
		err = ct.Files().ForEach(func(f *object.File) error {
			if strings.HasPrefix(f.Name, "experiments/") {
				paths = append(paths, f.Name)
			}
			return nil
		})
	} else {
		var bt *object.Tree
		if bt, err = base.Tree(); err == nil {
			var changes object.Changes
			if changes, err = bt.Diff(ct); err == nil {
				for _, ch := range changes {
					for _, name := range []string{ch.From.Name, ch.To.Name} {
						if strings.HasPrefix(name, "experiments/") && !slices.Contains(paths, name) {
							paths = append(paths, name)
						}
					}
				}
			}
		}
	}
	if err != nil {
		return nil, nil, err
	}
	m := map[string]string{}
	var exps []string
	for _, p := range paths {
		f, err := ct.File(p)
		if err == object.ErrFileNotFound {
			m[p] = review.Absent
			continue
		}
		if err != nil {
			return nil, nil, err
		}
		b, err := f.Contents()
		if err != nil {
			return nil, nil, err
		}
		m[p] = review.Sum([]byte(b))
		name := strings.SplitN(strings.TrimPrefix(p, "experiments/"), "/", 2)[0]
		if !slices.Contains(exps, name) {
			exps = append(exps, name)
		}
	}
	sort.Strings(exps)
	return m, exps, nil
}

// refChecks is the deterministic layer's output for the experiments, run
// from the science checkout's folder: pretty-printed, no final newline.
// A BLOCKED verdict fails the first experiment's schema check.
func refChecks(experiments []string, verdict string) string {
	type result struct {
		Experiment   string           `json:"experiment"`
		Findings     []map[string]any `json:"findings"`
		HardFailures int              `json:"hard_failures"`
	}
	out := struct {
		Version int      `json:"crossaudit_dcl_version"`
		Verdict string   `json:"verdict"`
		Total   int      `json:"total_hard_failures"`
		Results []result `json:"results"`
	}{Version: 1, Verdict: "PASS", Results: []result{}}
	for i, e := range experiments {
		r := result{Experiment: "science/experiments/" + e, Findings: []map[string]any{}}
		if i == 0 && verdict == review.VerdictBlocked {
			r.HardFailures = 1
			r.Findings = append(r.Findings, map[string]any{"severity": "BLOCKER", "rule": "CA-DATA-001",
				"message": "binding_energy has no unit", "check": "schema"})
		}
		out.Total += r.HardFailures
		out.Results = append(out.Results, r)
	}
	if out.Total > 0 {
		out.Verdict = review.VerdictBlocked
	}
	b, _ := json.MarshalIndent(out, "", "  ")
	return string(b)
}

// refReport is a report as the reference runner writes it.
func refReport(repo, sha string, round int, verdict string, findings []RefFinding) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# Audit Report — %s@%s\n\n| | |\n|---|---|\n", repo, sha[:7])
	fmt.Fprintf(&b, "| **Increment** | `%s` commit `%s` |\n| **Round** | %d |\n", repo, sha, round)
	fmt.Fprintf(&b, "| **Constitution** | `AUDIT_RULES.md` @ `unversioned` |\n")
	dcl := "PASS — 0 hard failure(s)"
	if verdict == review.VerdictBlocked {
		dcl = "BLOCKED — 1 hard failure(s)"
	}
	fmt.Fprintf(&b, "| **Deterministic checks** | %s |\n| **Verdict** | **%s** |\n| **Auditor** | %s |\n\n## Findings\n\n",
		dcl, verdict, RefAuditorModel)
	if len(findings) == 0 {
		b.WriteString("No findings.\n")
	}
	for _, f := range findings {
		fmt.Fprintf(&b, "### [%s] %s — %s\n", f.Severity, f.Rule, f.Title)
		if f.Artifact != "" {
			fmt.Fprintf(&b, "- **Artifact:** `%s`\n", f.Artifact)
		}
		b.WriteString("- **Observation:** see the artefact.\n\n")
	}
	b.WriteString("\n## Deterministic check output\n\n```json\n{}\n```\n")
	return b.String()
}

// refState is the controller's state file.
type refState struct {
	Cycles  map[string]*refCycle `json:"cycles"`
	History []map[string]any     `json:"history"`
}

type refCycle struct {
	ID            string   `json:"-"`
	ActiveSHA     string   `json:"active_sha"`
	Consumed      []string `json:"consumed"`
	ParentReceipt string   `json:"parent_receipt"`
	Repo          string   `json:"repo"`
	RootSHA       string   `json:"root_sha"`
	Round         int      `json:"round"`
	Status        string   `json:"status"`
}

// openOrAdvance finds or opens the cycle sha belongs to, as the
// controller does before a run.
func (st *refState) openOrAdvance(repo, sha, parent string, now time.Time) *refCycle {
	ids := make([]string, 0, len(st.Cycles))
	for id := range st.Cycles {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		c := st.Cycles[id]
		if c.Repo == repo && c.ActiveSHA == sha && (c.Status == "OPEN" || c.Status == "BLOCKED" || c.Status == "ESCALATED") {
			c.Round++
			st.event(now, "readvance_same_sha", c, nil)
			return c
		}
	}
	for _, id := range ids {
		c := st.Cycles[id]
		if c.Repo == repo && parent != "" && c.ActiveSHA == parent && (c.Status == "OPEN" || c.Status == "BLOCKED") {
			c.Round++
			c.ActiveSHA = sha
			st.event(now, "advance", c, nil)
			return c
		}
	}
	id := review.CycleID(repo, sha)
	c := &refCycle{ID: id, ActiveSHA: sha, Consumed: []string{}, Repo: repo, RootSHA: sha, Round: 1, Status: "OPEN"}
	st.Cycles[id] = c
	st.event(now, "open", c, nil)
	return c
}

// verdict records a round's verdict: PASS passes the cycle with its
// receipt; ESCALATE escalates; BLOCKED blocks, or escalates at the bound.
func (st *refState) verdict(c *refCycle, verdict, receipt string, maxRounds int, now time.Time) {
	switch {
	case verdict == review.VerdictPass:
		c.Status, c.ParentReceipt = "PASSED", receipt
	case verdict == review.VerdictBlocked && c.Round < maxRounds:
		c.Status = "BLOCKED"
	default:
		c.Status = "ESCALATED"
	}
	st.event(now, "verdict", c, map[string]any{"round": c.Round, "status": c.Status, "receipt": receipt[:16]})
}

func (st *refState) event(now time.Time, name string, c *refCycle, more map[string]any) {
	e := map[string]any{"t": now.Unix(), "event": name, "cycle": c.ID, "sha": c.ActiveSHA}
	for k, v := range more {
		e[k] = v
	}
	st.History = append(st.History, e)
}

// marshal writes the state as the controller does: sorted keys, two-space
// indent, no final newline.
func (st *refState) marshal() (string, error) {
	b, err := json.MarshalIndent(st, "", "  ")
	return string(b), err
}
