package review

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
)

// ControllerFile is the reference controller's state in the audit ledger.
const ControllerFile = "controller/state.json"

// maxControllerBytes caps controller/state.json.
const maxControllerBytes = 16 << 20

// ErrAdopt marks a deployment whose history cannot be adopted: the ledger
// already records admissions, or no controller state says which receipts
// were admitted.
var ErrAdopt = errors.New("review: adopt")

// Controller cycle states, as the reference controller writes them.
const (
	CycleOpen      = "OPEN"
	CycleBlocked   = "BLOCKED"
	CyclePassed    = "PASSED"
	CycleEscalated = "ESCALATED"
	CycleConsumed  = "CONSUMED"
)

// ControllerState is controller/state.json: the reference controller's
// cycles by id, and its event history (kept as it is).
type ControllerState struct {
	Cycles  map[string]ControllerCycle `json:"cycles"`
	History []json.RawMessage          `json:"history"`
}

// ControllerCycle is one cycle of the controller's state: the commit it
// audits now, its round and status, and the receipt its passing round
// emitted (the only one the reference admits for it).
type ControllerCycle struct {
	ActiveSHA     string   `json:"active_sha"`
	RootSHA       string   `json:"root_sha"`
	Repo          string   `json:"repo"`
	Round         int      `json:"round"`
	Status        string   `json:"status"`
	ParentReceipt string   `json:"parent_receipt"`
	Consumed      []string `json:"consumed"`
}

var cycleIDRE = regexp.MustCompile(`^[0-9a-f]{16}$`)

// ParseControllerState reads controller/state.json strictly: JSON without
// duplicate keys, every cycle's commits 40 hex digits, its repository
// owner/name, round at least 1, a known status, and receipts 64 hex
// digits; members the reference may add to a cycle (a dead-letter mark)
// are allowed and not read.
func ParseControllerState(data []byte) (*ControllerState, error) {
	if len(data) > maxControllerBytes {
		return nil, fmt.Errorf("%w: %s is over %d bytes", ErrFormat, ControllerFile, maxControllerBytes)
	}
	if _, err := canon.CanonicalizeStrict(data, 16); err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrFormat, ControllerFile, err)
	}
	var st ControllerState
	if err := json.Unmarshal(data, &st); err != nil || st.Cycles == nil {
		return nil, fmt.Errorf("%w: %s is not a controller state ({\"cycles\": {…}, \"history\": […]})", ErrFormat, ControllerFile)
	}
	for id, c := range st.Cycles {
		bad := func(why string) error {
			return fmt.Errorf("%w: %s: cycle %.20q: %s", ErrFormat, ControllerFile, id, why)
		}
		switch {
		case !cycleIDRE.MatchString(id):
			return nil, bad("the id is not 16 hex digits")
		case !hex40.MatchString(c.ActiveSHA) || !hex40.MatchString(c.RootSHA):
			return nil, bad("active_sha and root_sha must be 40 hex digits")
		case !repoRE.MatchString(c.Repo):
			return nil, bad("repo must be owner/name")
		case c.Round < 1:
			return nil, bad("round must be at least 1")
		case c.ParentReceipt != "" && !hex64.MatchString(c.ParentReceipt):
			return nil, bad("parent_receipt must be empty or 64 hex digits")
		}
		switch c.Status {
		case CycleOpen, CycleBlocked, CyclePassed, CycleEscalated, CycleConsumed:
		default:
			return nil, bad(fmt.Sprintf("status %.20q is not one the controller writes", c.Status))
		}
		for _, r := range c.Consumed {
			if !hex64.MatchString(r) {
				return nil, bad("consumed receipts must be 64 hex digits")
			}
		}
	}
	return &st, nil
}

// AdoptRequest names an existing deployment of the reference
// implementation: its science repository (a checkout or bare) and audit
// ledger, the science repository's id as GitHub spells it (default: its
// origin's), and the artefact prefix.
type AdoptRequest struct {
	ScienceDir, AuditDir string
	Repo                 string
	Prefix               string
	// Evaluator judges each increment; nil means the embedded one.
	Evaluator *judge.Evaluator
}

// AdoptedCycle is what adoption found of one passed cycle.
type AdoptedCycle struct {
	CycleID       string   `json:"cycleId"`
	SHA           string   `json:"sha"`
	Round         int      `json:"round"`
	ReceiptSHA256 string   `json:"receiptSha256"`
	ReceiptPath   string   `json:"receiptPath,omitempty"`
	Backed        bool     `json:"backed"`
	Reasons       []string `json:"reasons,omitempty"`
}

// Adoption is the admitted history adoption derived: the cycles it
// checked, in the order their receipts were recorded, and the entries of
// the admissions file, one per backed cycle. Complete is true when every
// passed cycle is backed; only then are the entries to be committed.
type Adoption struct {
	Repo     string         `json:"repo"`
	Cycles   []AdoptedCycle `json:"cycles"`
	Entries  []Entry        `json:"-"`
	Complete bool           `json:"complete"`
}

// JSONLines is the admissions file adoption writes: one entry per line.
func (a *Adoption) JSONLines() ([]byte, error) {
	var b bytes.Buffer
	for _, e := range a.Entries {
		line, err := json.Marshal(e)
		if err != nil {
			return nil, err
		}
		b.Write(line)
		b.WriteByte('\n')
	}
	return b.Bytes(), nil
}

// Adopt derives the admitted history of an existing deployment, which has
// no admissions file: the reference admits on the science side and
// records nothing in the ledger. Every cycle controller/state.json marks
// PASSED (or CONSUMED) for the repository is a candidate; its receipt is
// the one the controller recorded (parent_receipt), which must be a PASS
// receipt committed once in a round folder of its commit. In the order those
// receipts were recorded, each increment is judged as it stood when its
// round concluded, with the admissions before it, under the same
// invariants admission holds a new increment to; one that is not SUCCESS
// is not backed, and adoption stops there (the increments after it would
// be judged against a history that is not recorded). The error is for
// repositories or a ledger that cannot be read, a ledger that already
// records admissions, or a missing controller state (ErrAdopt).
func Adopt(req AdoptRequest) (*Adoption, error) {
	sci, err := openRepo(req.ScienceDir, "science")
	if err != nil {
		return nil, err
	}
	aud, err := openRepo(req.AuditDir, "audit")
	if err != nil {
		return nil, err
	}
	audHead, err := aud.head()
	if err != nil {
		return nil, err
	}
	head, err := aud.commit(audHead.String())
	if err != nil {
		return nil, err
	}
	led, err := scanLedger(head)
	if err != nil {
		return nil, err
	}
	if len(led.admissions) > 0 {
		return nil, fmt.Errorf("%w: the ledger already records %d admissions in %s: its history is verijudge's, nothing to adopt", ErrAdopt, len(led.admissions), AdmissionsFile)
	}
	repoID, err := repoIDOf(sci, req.Repo)
	if err != nil {
		return nil, err
	}
	raw, _, ok, err := file(head, ControllerFile)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, fmt.Errorf("%w: the ledger has no committed %s: nothing says which receipts the reference admitted", ErrAdopt, ControllerFile)
	}
	st, err := ParseControllerState(raw)
	if err != nil {
		return nil, err
	}
	t, err := head.Tree()
	if err != nil {
		return nil, fmt.Errorf("%w: tree of %s: %w", ErrRepository, head.Hash, err)
	}
	type candidate struct {
		AdoptedCycle
		receipt []byte
		index   int
		at      *object.Commit
	}
	var cands []candidate
	ids := make([]string, 0, len(st.Cycles))
	for id := range st.Cycles {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		c := st.Cycles[id]
		if c.Repo != repoID || (c.Status != CyclePassed && c.Status != CycleConsumed) {
			continue
		}
		cand := candidate{AdoptedCycle: AdoptedCycle{CycleID: id, SHA: c.ActiveSHA, Round: c.Round, ReceiptSHA256: c.ParentReceipt}, index: -1}
		if c.ParentReceipt == "" {
			cand.Reasons = append(cand.Reasons, "the controller recorded no receipt for the passed cycle")
		} else if r, found := recordedReceipt(t, led, c.ActiveSHA, c.ParentReceipt); !found {
			cand.Reasons = append(cand.Reasons, "no round folder of "+c.ActiveSHA[:12]+" holds the PASS receipt "+c.ParentReceipt[:12]+"…, recorded once")
		} else {
			cand.ReceiptPath, cand.receipt, cand.index, cand.at = r.path, r.data, r.index, r.commit
		}
		cands = append(cands, cand)
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].index < cands[j].index })
	out := &Adoption{Repo: repoID, Cycles: []AdoptedCycle{}, Complete: true}
	var adopted []admitted
	for _, cand := range cands {
		switch {
		case !out.Complete: // an earlier cycle was not backed
			cand.Reasons = append(cand.Reasons, "not judged: an earlier passed cycle is not backed")
		case len(cand.Reasons) == 0:
			e, reasons, err := judgeAdopted(req, repoID, cand.SHA, filepath.Join(req.AuditDir, filepath.FromSlash(cand.ReceiptPath)), cand.receipt, cand.at, adopted)
			if err != nil {
				return nil, err
			}
			if reasons != nil {
				cand.Reasons = reasons
				break
			}
			e.AdmittedAt = cand.at.Committer.When.UTC().Format(time.RFC3339)
			adopted = append(adopted, admitted{Entry: e, index: cand.index})
			out.Entries = append(out.Entries, e)
			cand.Backed = true
		}
		if !cand.Backed {
			out.Complete = false
		}
		out.Cycles = append(out.Cycles, cand.AdoptedCycle)
	}
	return out, nil
}

// judgeAdopted judges one increment as it stood when its round concluded,
// with the admissions adopted before it, and returns its entry, or the
// reasons it is not backed.
func judgeAdopted(req AdoptRequest, repoID, sha, receiptPath string, receipt []byte, at *object.Commit, before []admitted) (Entry, []string, error) {
	rc, err := ParseReceipt(receipt)
	if err == nil {
		err = rc.Validate()
	}
	if err != nil {
		return Entry{}, []string{err.Error()}, nil
	}
	if rc.ScienceRepo != repoID || rc.SHA != sha {
		return Entry{}, []string{fmt.Sprintf("the receipt is for %s at %s, not %s at %s", rc.ScienceRepo, rc.SHA, repoID, sha)}, nil
	}
	ev, _, err := build(Source{ScienceDir: req.ScienceDir, AuditDir: req.AuditDir, Repo: repoID, Commit: sha, Prefix: req.Prefix,
		Receipt: receipt, ReceiptPath: receiptPath}, buildOpts{adopted: before, historical: true, ledgerAt: at.Hash.String()})
	if errors.Is(err, ErrNoCommit) {
		return Entry{}, []string{err.Error()}, nil
	}
	if err != nil {
		return Entry{}, nil, err
	}
	_, v, reasons, err := judgeEvidence(ev, req.Evaluator)
	if err != nil {
		return Entry{}, nil, err
	}
	if v.Status != judge.StatusSuccess {
		return Entry{}, reasons, nil
	}
	return Entry{ReceiptSHA256: Sum(receipt), ScienceRepo: rc.ScienceRepo, SHA: rc.SHA, Round: rc.Round}, nil, nil
}

// controllerDenies reads the ledger's committed controller/state.json, if
// it has one (a reference deployment's controller), and says why it
// contradicts admitting receipt for cycle: the controller has the cycle
// in another state than PASSED, recorded another receipt for it, or
// recorded this one as consumed. A state file that cannot be read denies
// too. "" when the ledger (at head) has none, or it does not name the
// cycle.
func controllerDenies(head *object.Commit, cycle, receipt string) (string, error) {
	t, err := head.Tree()
	if err != nil {
		return "", fmt.Errorf("%w: tree of %s: %w", ErrRepository, head.Hash, err)
	}
	dir, _, _ := strings.Cut(ControllerFile, "/")
	if d, err := t.FindEntry(dir); err != nil {
		return "", nil // no controller state: nothing to follow
	} else if d.Mode != filemode.Dir {
		return dir + " is not a folder", nil // a link or a submodule: a checkout reads through it
	}
	e, err := t.FindEntry(ControllerFile)
	if err != nil {
		return "", nil // no controller state: nothing to follow
	}
	if e.Mode != filemode.Regular && e.Mode != filemode.Executable {
		// A checkout follows a link: the controller reads a state this
		// reading cannot vouch for.
		return ControllerFile + " is not a regular file", nil
	}
	raw, err := blobBytes(t, e)
	if err != nil {
		return ControllerFile + " cannot be read: " + err.Error(), nil
	}
	st, err := ParseControllerState(raw)
	if err != nil {
		return err.Error(), nil
	}
	c, ok := st.Cycles[cycle]
	switch {
	case !ok:
		return "", nil
	case slices.Contains(c.Consumed, receipt):
		return "cycle " + cycle + " records the receipt as consumed", nil
	case c.Status != CyclePassed:
		return "cycle " + cycle + " is " + c.Status + ", not PASSED", nil
	case c.ParentReceipt != receipt:
		return "cycle " + cycle + " recorded receipt " + c.ParentReceipt + ", not this one", nil
	}
	return "", nil
}
