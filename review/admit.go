package review

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
)

// Checks is the review class's check kinds, one per invariant, in the
// order the default spec runs them.
var Checks = []string{"vendor_heterogeneous", "ledger_complete", "citations_valid", "deterministic_precedence",
	"rounds_bounded", "blockers_resolved", "receipt_bound", "admissible"}

// Spec is the default specification for an increment: every invariant a
// required check, rounds bounded by maxRounds.
func Spec(maxRounds int) judge.Spec {
	s := judge.Spec{EvidenceClass: judge.ClassReview, Title: "Rule-bound cross-vendor review"}
	for _, k := range Checks {
		c := judge.CheckSpec{Name: strings.ReplaceAll(k, "_", "-"), Kind: k, Required: true}
		if k == "rounds_bounded" {
			c.Params = map[string]any{"max": maxRounds}
		}
		s.Checks = append(s.Checks, c)
	}
	return s
}

// Trace is the trace of an increment under spec: taskId names the
// repository, buildId the commit, trialId the commit and final round.
func Trace(ev *Evidence, spec judge.Spec) ([]byte, error) {
	raw, err := canon.Marshal(ev)
	if err != nil {
		return nil, fmt.Errorf("review: evidence: %w", err)
	}
	round := 0
	if n := len(ev.Rounds); n > 0 {
		round = ev.Rounds[n-1].Round
	}
	t := judge.Trace{
		Schema:   judge.TraceSchema,
		TrialID:  fmt.Sprintf("review-%s-r%d", ev.Increment.Commit[:12], round),
		TaskID:   "review:" + ev.Increment.Repo,
		BuildID:  ev.Increment.Commit,
		Spec:     spec,
		Evidence: raw,
	}
	return canon.Marshal(t)
}

// AdmitRequest asks to admit one increment.
type AdmitRequest struct {
	ReceiptPath          string
	ScienceDir, AuditDir string
	ExpectRepo           string
	ExpectSHA            string
	Prefix               string
	Ledger               *Ledger
	Now                  time.Time
	// Evaluator judges the trace; nil means the embedded one.
	Evaluator *judge.Evaluator
}

// Decision is the outcome of an admission: Admit, or the reasons it was
// denied (the failing checks, or why no verdict could be reached).
type Decision struct {
	Admit         bool           `json:"admit"`
	Reasons       []string       `json:"reasons,omitempty"`
	ReceiptSHA256 string         `json:"receiptSha256,omitempty"`
	Verdict       *judge.Verdict `json:"verdict,omitempty"`
	Trace         []byte         `json:"-"`
}

func deny(reasons ...string) *Decision { return &Decision{Reasons: reasons} }

// Admit decides fail-closed whether a receipt admits the expected commit:
// it denies a missing, unreadable or malformed receipt, one for another
// repository or commit, and any increment whose trace, judged with every
// invariant required, is not SUCCESS; it admits by consuming the receipt
// in the ledger, so a second admission of it is denied. The error is
// non-nil only when a repository or the ledger cannot be read (no
// decision, and nothing admitted).
func Admit(req AdmitRequest) (*Decision, error) {
	if req.Ledger == nil {
		return nil, fmt.Errorf("%w: no admission ledger (single use needs one)", ErrLedger)
	}
	if req.Now.IsZero() {
		return nil, errors.New("review: admission needs the time (AdmitRequest.Now)")
	}
	if !hex40.MatchString(req.ExpectSHA) {
		return nil, fmt.Errorf("review: expected sha %q: want 40 lowercase hex digits", req.ExpectSHA)
	}
	data, err := readCapped(req.ReceiptPath)
	if errors.Is(err, os.ErrNotExist) {
		return deny("no receipt at " + req.ReceiptPath), nil
	}
	if err != nil {
		return deny("receipt unreadable: " + err.Error()), nil
	}
	d := &Decision{ReceiptSHA256: Sum(data)}
	rc, err := ParseReceipt(data)
	if err != nil {
		d.Reasons = []string{err.Error()}
		return d, nil
	}
	if err := rc.Validate(); err != nil {
		d.Reasons = []string{err.Error()}
		return d, nil
	}
	// Exactly as spelled, as the reference's receipt check compares it:
	// the receipt's cycle id hashes the spelling.
	if rc.ScienceRepo != req.ExpectRepo {
		d.Reasons = append(d.Reasons, fmt.Sprintf("receipt is for repository %q, expected %q", rc.ScienceRepo, req.ExpectRepo))
	}
	if rc.SHA != req.ExpectSHA {
		d.Reasons = append(d.Reasons, fmt.Sprintf("receipt is for commit %s, expected %s", rc.SHA, req.ExpectSHA))
	}
	if len(d.Reasons) > 0 {
		return d, nil
	}
	ev, lv, err := build(Source{ScienceDir: req.ScienceDir, AuditDir: req.AuditDir, Repo: req.ExpectRepo, Commit: req.ExpectSHA,
		Prefix: req.Prefix, Receipt: data, ReceiptPath: req.ReceiptPath, Ledger: req.Ledger}, buildOpts{})
	if errors.Is(err, ErrNoCommit) {
		d.Reasons = []string{err.Error()}
		return d, nil
	}
	if err != nil {
		return nil, err
	}
	tr, v, reasons, err := judgeEvidence(ev, req.Evaluator)
	if err != nil {
		return nil, err
	}
	d.Trace, d.Verdict, d.Reasons = tr, &v, reasons
	if v.Status != judge.StatusSuccess {
		return d, nil
	}
	if why, err := controllerDenies(lv.head, rc.CycleID, d.ReceiptSHA256); err != nil {
		return nil, err
	} else if why != "" {
		d.Reasons = []string{"controller: " + why}
		return d, nil
	}
	err = req.Ledger.Consume(Entry{ReceiptSHA256: d.ReceiptSHA256, ScienceRepo: rc.ScienceRepo, SHA: rc.SHA, Round: rc.Round}, req.Now)
	switch {
	case errors.Is(err, ErrConsumed):
		d.Reasons = []string{"admissible: already consumed"}
		return d, nil
	case errors.Is(err, ErrConflict):
		d.Reasons = []string{"admissible: " + err.Error()}
		return d, nil
	case err != nil:
		return nil, err
	}
	d.Admit = true
	return d, nil
}

// judgeEvidence judges an increment's evidence under the default spec
// (every invariant required, rounds bounded by its configuration) with e
// (nil: the embedded evaluator): the trace, the verdict, and one reason
// per failing check ("verdict STATUS" when none fails and it is not
// SUCCESS). Admission and adoption decide through it alike.
func judgeEvidence(ev *Evidence, e *judge.Evaluator) ([]byte, judge.Verdict, []string, error) {
	tr, err := Trace(ev, Spec(ev.Config.MaxRounds))
	if err != nil {
		return nil, judge.Verdict{}, nil, err
	}
	if e == nil {
		e = judge.Embedded()
	}
	v, err := e.Judge(tr)
	if err != nil {
		return nil, judge.Verdict{}, nil, fmt.Errorf("review: judging %s: %w", ev.Increment.Commit, err)
	}
	var reasons []string
	for _, c := range v.Checks {
		if !c.Pass {
			reasons = append(reasons, c.Name+": "+c.Actual)
		}
	}
	if v.Status != judge.StatusSuccess && len(reasons) == 0 {
		reasons = []string{"verdict " + string(v.Status)}
	}
	return tr, v, reasons, nil
}

// ReadReceiptFile reads a receipt file: a regular file of at most
// MaxReceiptBytes, opened without blocking and checked on the open
// descriptor (a FIFO or device swapped in cannot hang or flood the read).
func ReadReceiptFile(p string) ([]byte, error) { return readCapped(p) }

func readCapped(p string) ([]byte, error) {
	if _, err := os.Stat(p); err != nil {
		return nil, err
	}
	return readRegular(p, MaxReceiptBytes, false)
}

// NewReceipt is the receipt an auditor's runner emits for the final round
// of ev (evidence built without a receipt): every binding field computed
// from the evidence, integrity as given, and promptSHA256 the digest of
// the prompt the auditor was sent. cycle_id is the first 16 hex digits of
// SHA-256 over "repo\n<first audited commit>", and the manifest is the
// final commit's own change (ev.Increment.Scope), as the reference runner
// writes them.
func NewReceipt(ev *Evidence, integrity, promptSHA256 string) (*Receipt, error) {
	if len(ev.Rounds) == 0 {
		return nil, errors.New("review: no audit round to emit a receipt for")
	}
	last := ev.Rounds[len(ev.Rounds)-1]
	m := make(map[string]string, len(ev.Increment.Scope))
	for _, e := range ev.Increment.Scope {
		m[e.Path] = e.SHA256
	}
	return &Receipt{
		ScienceRepo:      ev.Increment.Repo,
		SHA:              ev.Increment.Commit,
		Tree:             ev.Increment.Tree,
		Round:            last.Round,
		CycleID:          CycleID(ev.Increment.Repo, ev.Rounds[0].Commit),
		Manifest:         m,
		ConstitutionHash: ev.Rulebook.Version,
		DCLSourceSHA256:  ev.Deterministic.SourcesSHA256,
		PromptSHA256:     promptSHA256,
		ReportSHA256:     last.Report.SHA256,
		AuditorModel:     last.Auditor.Model,
		Verdict:          last.Verdict,
		AuditIntegrity:   integrity,
	}, nil
}

// CycleID is the cycle id of a repository's cycle that began by auditing
// first: the first 16 hex digits of SHA-256 over "repo\nfirst".
func CycleID(repo, first string) string { return Sum([]byte(repo + "\n" + first))[:16] }

// NextRound says where the next round of an increment's audit goes.
type NextRound struct {
	// Round is the next round's number: the cycle's rounds so far, plus one.
	Round int `json:"round"`
	// Dir is its folder in the ledger: cycles/<sha> for the commit's first
	// round, cycles/<sha>-r<round> after that.
	Dir string `json:"dir"`
	// Last is the folder of the cycle's latest round, "" when none.
	Last string `json:"last,omitempty"`
	// Skip says why no round should run now ("" when one should): the
	// commit was admitted, or the cycle's latest round already audited it
	// (a scheduled run must not spend the round budget on a commit
	// nobody changed; NextOptions.Again asks for it anyway).
	Skip string `json:"skip,omitempty"`
	// Admitted: the ledger's committed admissions record the commit.
	Admitted bool `json:"admitted"`
}

// Next derives the next round of the increment at src.Commit from the
// ledger's state, as the audit workflow needs it before running the
// deterministic checks and the auditor.
func Next(src Source, again bool) (*NextRound, error) {
	src.Receipt, src.Ledger = nil, nil
	ev, lv, err := build(src, buildOpts{})
	if err != nil {
		return nil, err
	}
	n := &NextRound{Round: len(ev.Rounds) + 1, Dir: CyclesDir + "/" + ev.Increment.Commit}
	// The folder: never one that exists, committed or in the checkout.
	taken := roundFolders(lv, ev.Increment.Commit)
	if taken > 0 {
		n.Dir = fmt.Sprintf("%s/%s-r%d", CyclesDir, ev.Increment.Commit, max(n.Round, taken+1, 2))
	}
	if len(ev.Rounds) > 0 {
		last := ev.Rounds[len(ev.Rounds)-1]
		n.Last = last.Report.Path[:strings.LastIndex(last.Report.Path, "/")]
		if last.Commit == ev.Increment.Commit && !again {
			n.Skip = "the latest round already audited " + ev.Increment.Commit + " (push a new commit, or ask again after a ruling)"
		}
	}
	for _, a := range lv.led.admissions {
		if a.SHA == ev.Increment.Commit {
			n.Skip, n.Admitted = ev.Increment.Commit+" is admitted", true
		}
	}
	return n, nil
}

// roundFolders is the highest round-folder number the ledger (its head
// commit and its checkout) holds for commit sha: 1 for cycles/<sha>, n
// for cycles/<sha>-r<n>, 0 for none.
func roundFolders(lv *ledgerView, sha string) int {
	var names []string
	if t, err := lv.head.Tree(); err == nil {
		if ct, err := t.Tree(CyclesDir); err == nil {
			for _, e := range ct.Entries {
				names = append(names, e.Name)
			}
		}
	}
	if !lv.aud.bare {
		if ents, err := os.ReadDir(filepath.Join(lv.aud.dir, CyclesDir)); err == nil {
			for _, e := range ents {
				names = append(names, e.Name())
			}
		}
	}
	most := 0
	for _, name := range names {
		rest, ok := strings.CutPrefix(name, sha)
		switch {
		case !ok:
		case rest == "":
			most = max(most, 1)
		default:
			if k, err := strconv.Atoi(strings.TrimPrefix(rest, "-r")); err == nil && strings.HasPrefix(rest, "-r") {
				most = max(most, k)
			}
		}
	}
	return most
}
