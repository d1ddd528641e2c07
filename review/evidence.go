package review

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/go-git/go-git/v5/plumbing"
	"io"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
)

// Repository layout (docs/review.md).
const (
	ConfigFile    = "crossaudit.yml" // science repository
	DisputesDir   = "disputes"       // science repository: disputes/<sha>.md
	RulebookFile  = "AUDIT_RULES.md" // audit repository
	ChecksDir     = "checks"         // audit repository: checks/*.py, the deterministic layer
	CyclesDir     = "cycles"         // audit repository: cycles/<sha>[-r<n>]/{report.md,checks.json,receipt.json}
	RulingsDir    = "rulings"        // audit repository: rulings/<sha>.md
	ReportFile    = "report.md"
	ChecksFile    = "checks.json"
	ReceiptFile   = "receipt.json"
	DefaultPrefix = "experiments/"
)

// MaxManifest caps the paths of an increment's manifest.
const MaxManifest = 100000

// Evidence is the review class's evidence for one increment, as the trace
// carries it. Build derives every member from the repositories.
type Evidence struct {
	Increment     Increment     `json:"increment"`
	Generator     Generator     `json:"generator"`
	Config        ConfigEv      `json:"config"`
	Ledger        LedgerEv      `json:"ledger"`
	Rulebook      Rulebook      `json:"rulebook"`
	Deterministic Deterministic `json:"deterministic"`
	Rounds        []Round       `json:"rounds"`
	Disputes      []Dispute     `json:"disputes"`
	Receipt       *ReceiptEv    `json:"receipt,omitempty"`
	Admission     Admission     `json:"admission"`
}

// Increment is the audited commit of the science repository.
type Increment struct {
	Repo   string `json:"repo"`
	Commit string `json:"commit"`
	Tree   string `json:"tree"`
	Head   string `json:"head"`
	// Base is the last commit the ledger's admissions file records as
	// admitted ("" when none): the increment is everything since.
	Base string `json:"base"`
	// Descends: the commit descends from Base (true when there is none).
	Descends bool `json:"descends"`
	// Manifest is every artefact changed since Base (what admission
	// holds the checkout to).
	Manifest []ManifestEntry `json:"manifest"`
	// Scope is the final commit's own change under the prefix (its diff
	// against its first parent; every artefact for a root commit): what
	// the final round audited and the receipt's manifest names, as the
	// reference runner scopes a round.
	Scope []ManifestEntry `json:"scope"`
	// Unaudited are the commits between Base and Commit (first parents,
	// Commit included) that changed an artefact and that no round since
	// the base's admission audited, newest first: a change no auditor saw
	// (two commits pushed at once, where the reference audits the last
	// one's change alone).
	Unaudited []string `json:"unaudited"`
	// Unapproved are the experiments changed since Base whose latest
	// audit (the last round since the base's admission whose commit
	// changed them) did not pass, each with that round: content an
	// auditor blocked or escalated that no later round looked at again.
	Unapproved []string `json:"unapproved"`
}

// LedgerEv is what the ledger's history says of itself: Linear when it has
// no merge commit and its admissions file only ever grew; Removed lists the
// round files of the cycle the ledger deleted.
type LedgerEv struct {
	Linear  bool     `json:"linear"`
	Removed []string `json:"removed"`
	// Closure is the escalated round whose closing by the principal began
	// this cycle ("" when the cycle began at the base's admission).
	Closure string `json:"closure"`
}

// ManifestEntry is one artefact the increment changed, with the SHA-256 of
// its bytes at the commit, or ABSENT.
type ManifestEntry struct {
	Path   string `json:"path"`
	SHA256 string `json:"sha256"`
}

// Generator names the vendor of the agent that produced the increment.
type Generator struct {
	Vendor string `json:"vendor"`
}

// ConfigEv is what crossaudit.yml declared at the cycle's start, and
// whether the increment changed it.
type ConfigEv struct {
	AuditorVendor string `json:"auditorVendor"`
	MaxRounds     int    `json:"maxRounds"`
	Changed       bool   `json:"changed"`
}

// Rulebook is the rulebook version in force: the commit that last changed
// AUDIT_RULES.md, the file's SHA-256, and its rules.
type Rulebook struct {
	Version string `json:"version"`
	SHA256  string `json:"sha256"`
	Rules   []Rule `json:"rules"`
}

// Deterministic is the digest of the deterministic checks' sources.
type Deterministic struct {
	SourcesSHA256 string `json:"sourcesSha256"`
	// Tree is the git tree id of checks/ ("" when there is none): it
	// covers every file of the deterministic layer (the digest, in the
	// reference's formula, covers checks/*.py only), and the trace hash
	// binds it.
	Tree string `json:"tree"`
}

// Round is one audit round of the increment's cycle.
type Round struct {
	Round      int           `json:"round"`
	Commit     string        `json:"commit"`
	Verdict    string        `json:"verdict"`
	Auditor    Auditor       `json:"auditor"`
	Report     ReportRef     `json:"report"`
	WellFormed bool          `json:"wellFormed"`
	Findings   []Finding     `json:"findings"`
	Checks     []CheckResult `json:"checks"`
}

// Auditor names the vendor and model that wrote a report.
type Auditor struct {
	Vendor string `json:"vendor"`
	Model  string `json:"model"`
}

// ReportRef locates a report in the ledger. Commit is the ledger commit
// that last changed it, present exactly when the report is committed.
type ReportRef struct {
	Path      string `json:"path"`
	Blob      string `json:"blob"`
	SHA256    string `json:"sha256"`
	Committed bool   `json:"committed"`
	Commit    string `json:"commit,omitempty"`
	// Rewritten: the ledger changed the report (or the round's checks
	// output) after first recording it.
	Rewritten bool `json:"rewritten"`
}

// Dispute is the generator's dispute of one finding and the principal's
// ruling on it.
type Dispute struct {
	Round  int    `json:"round"`
	Rule   string `json:"rule"`
	Ruling string `json:"ruling"` // upheld, withdrawn or pending
}

// ReceiptEv is the receipt as the evidence carries it.
type ReceiptEv struct {
	// Committed: these are the bytes the ledger holds beside the final
	// report, recorded once.
	Committed bool     `json:"committed"`
	Path      string   `json:"path"`
	Dir       string   `json:"dir"`
	SHA256    string   `json:"sha256"`
	Fields    *Receipt `json:"fields"`
}

// Admission is the admission state when the evidence was built.
type Admission struct {
	// Ledger is "consulted" when an admission ledger was read, "none"
	// otherwise (then consumed and conflicting say nothing).
	Ledger      string `json:"ledger"`
	Consumed    bool   `json:"consumed"`
	Conflicting bool   `json:"conflicting"`
	Checkout    string `json:"checkout"` // clean, modified or none
}

// Checkout states.
const (
	CheckoutClean    = "clean"
	CheckoutModified = "modified"
	CheckoutNone     = "none"
)

// Source says where to find an increment and its audit.
type Source struct {
	// ScienceDir and AuditDir are the repositories (checkouts or bare).
	ScienceDir, AuditDir string
	// Repo is the science repository's id ("owner/name"); empty means the
	// one its origin remote names.
	Repo string
	// Commit is the audited commit; empty means the science HEAD.
	Commit string
	// Prefix is where the artefacts live (default "experiments/").
	Prefix string
	// Receipt is the receipt file's bytes and path; nil means none.
	Receipt     []byte
	ReceiptPath string
	// Ledger is the admission ledger consulted for consumed and
	// conflicting receipts; nil means none was consulted.
	Ledger *Ledger
}

// Build derives the evidence of one increment from the two repositories:
// commits, trees, the manifest, rounds and reports come from repository
// state; the receipt is the one given, read strictly. Build fails only
// when a repository cannot be read or lacks the commit; everything about
// the audit itself (missing rounds, bad reports, a receipt that does not
// bind) is evidence, for the checks to judge.
//
// The increment is every change since the cycle's base: the nearest
// first-parent ancestor whose final round in the ledger passed (the
// previous increment), or the repository's root. Its rounds are those of
// every commit after the base, audited or not in between; its manifest is
// the diff from the base; its configuration is crossaudit.yml as it was at
// the base (or, without one, at the increment's first commit), and a
// configuration changed within the cycle is recorded.
func Build(src Source) (*Evidence, error) {
	ev, _, err := build(src, buildOpts{})
	return ev, err
}

// buildOpts are Adopt's: admissions not yet committed, each effective at
// its receipt's ledger index, and an increment judged as it stood when its
// round concluded (its own commit the head, its tree the checkout, the
// ledger the admissions before it).
type buildOpts struct {
	adopted    []admitted
	historical bool
	// ledgerAt, with historical, is the ledger commit that recorded the
	// increment's receipt: the ledger is read as it stood then, committed
	// files only.
	ledgerAt string
}

// ledgerView is what build read of the audit ledger, for callers that
// need more of it than the evidence carries.
type ledgerView struct {
	aud  *repo
	head *object.Commit
	led  *ledgerState
}

func build(src Source, opts buildOpts) (*Evidence, *ledgerView, error) {
	sci, err := openRepo(src.ScienceDir, "science")
	if err != nil {
		return nil, nil, err
	}
	aud, err := openRepo(src.AuditDir, "audit")
	if err != nil {
		return nil, nil, err
	}
	prefix := src.Prefix
	if prefix == "" {
		prefix = DefaultPrefix
	}
	if !strings.HasSuffix(prefix, "/") || checkRelPath(strings.TrimSuffix(prefix, "/")) != nil {
		return nil, nil, fmt.Errorf("%w: artefact prefix %q: want a relative folder ending in /", ErrFormat, prefix)
	}
	headHash, err := sci.head()
	if err != nil {
		return nil, nil, err
	}
	sha := src.Commit
	if sha == "" {
		sha = headHash.String()
	}
	c, err := sci.commit(sha)
	if err != nil {
		return nil, nil, err
	}
	repoID, err := repoIDOf(sci, src.Repo)
	if err != nil {
		return nil, nil, err
	}
	audHead, err := aud.head()
	if err != nil {
		return nil, nil, err
	}
	ledgerAt := audHead.String()
	if opts.historical {
		aud.bare = true // committed files only: a checkout holds today's work
		if opts.ledgerAt != "" {
			ledgerAt = opts.ledgerAt
		}
	}
	audCommit, err := aud.commit(ledgerAt)
	if err != nil {
		return nil, nil, err
	}
	led, err := scanLedger(audCommit)
	if err != nil {
		return nil, nil, err
	}
	if len(opts.adopted) > 0 {
		led.admissions = append(slices.Clone(led.admissions), opts.adopted...)
		sort.SliceStable(led.admissions, func(i, j int) bool { return led.admissions[i].index < led.admissions[j].index })
	}
	cyc, err := findCycle(sci, c, repoID, aud, audCommit, led)
	if err != nil {
		return nil, nil, err
	}
	// The science head, read once: disputes are read at it, and the
	// increment's head is it with the commits that only file disputes
	// after c set aside.
	sciHead, err := sci.commit(headHash.String())
	if err != nil {
		return nil, nil, err
	}
	head := c
	if !opts.historical {
		if head, err = pastDisputes(sciHead, c.Hash); err != nil {
			return nil, nil, err
		}
	}
	ev := &Evidence{Disputes: []Dispute{}, Rounds: []Round{}}
	ev.Increment = Increment{Repo: repoID, Commit: c.Hash.String(), Tree: c.TreeHash.String(), Head: head.Hash.String(),
		Base: cyc.baseSHA, Descends: cyc.descends}
	ev.Ledger = LedgerEv{Linear: cyc.linear, Removed: cyc.removed, Closure: cyc.closure}
	if ev.Increment.Manifest, err = manifestOf(cyc.base, c, prefix); err != nil {
		return nil, nil, err
	}
	if ev.Increment.Scope, err = ownChange(c, prefix); err != nil {
		return nil, nil, err
	}
	touched := map[plumbing.Hash][]touchedPath{}
	reached := false
	line := map[string]bool{} // the commits from c back to the base, along first parents
	if ev.Increment.Unaudited, reached, err = unaudited(sci, c, cyc, prefix, touched, line); err != nil {
		return nil, nil, err
	}
	if cyc.base != nil && !reached {
		// The base is no first parent of the commit (a merge brought it
		// in as a side branch): the increment is not a continuation of
		// what was admitted.
		ev.Increment.Descends = false
	}
	cfg, changed, err := cycleConfig(cyc.start, c)
	if err != nil {
		return nil, nil, err
	}
	// Vendors by their one name, so that aliases (meta and meta-llama,
	// x-ai and xai) cannot pass for two vendors.
	ev.Generator.Vendor = canonicalVendor(cfg.GeneratorVendor)
	ev.Config = ConfigEv{AuditorVendor: canonicalVendor(cfg.AuditorVendor), MaxRounds: cfg.MaxRounds, Changed: changed}
	hist := led.paths
	var reportBytes int
	for _, rd := range cyc.rounds {
		// A round's deterministic checks cover the experiments its own
		// commit changed (none known for a commit the repository lacks).
		var experiments []string
		if rc, err := sci.commit(rd.commit); err == nil {
			own, err := ownPaths(rc, prefix, touched)
			if err != nil {
				return nil, nil, err
			}
			experiments = experimentsOfPaths(own, prefix)
		}
		r, n, err := readRound(aud, audCommit, rd, hist, experiments)
		if err != nil {
			return nil, nil, err
		}
		if reportBytes += n; reportBytes > maxReportBytes {
			return nil, nil, fmt.Errorf("%w: the cycle's reports exceed %d bytes", ErrFormat, maxReportBytes)
		}
		ev.Rounds = append(ev.Rounds, r)
	}
	ev.Increment.Unapproved = []string{}
	if ev.Increment.Descends { // without a line back to the base, admission fails on the ancestry alone
		verdicts := make(map[string]string, len(ev.Rounds))
		for i, rd := range cyc.rounds {
			verdicts[rd.dir] = ev.Rounds[i].Verdict
		}
		if ev.Increment.Unapproved, err = unapproved(sci, cyc, verdicts, ev.Increment.Manifest, prefix, touched, line); err != nil {
			return nil, nil, err
		}
	}
	// The rulebook and checks in force: those of the ledger commit that
	// recorded the final report (or the ledger head when it is not
	// committed).
	at := audCommit
	if n := len(ev.Rounds); n > 0 && ev.Rounds[n-1].Report.Committed {
		if at, err = aud.commit(ev.Rounds[n-1].Report.Commit); err != nil {
			return nil, nil, err
		}
	}
	if ev.Rulebook, err = rulebookAt(at); err != nil {
		return nil, nil, err
	}
	if ev.Deterministic.SourcesSHA256, err = dclDigest(at); err != nil {
		return nil, nil, err
	}
	if t, err := at.Tree(); err == nil {
		if e, err := t.FindEntry(ChecksDir); err == nil && e.Mode == filemode.Dir {
			ev.Deterministic.Tree = e.Hash.String()
		}
	}
	// Disputes are read at the science head itself: the reference files
	// one after the commit it disputes.
	realHead := sciHead
	if opts.historical {
		realHead = c // adoption is judged as the increment stood, whatever was filed since
	}
	if ev.Disputes, err = disputes(realHead, audCommit, ev.Rounds); err != nil {
		return nil, nil, err
	}
	ev.Admission.Checkout, ev.Admission.Ledger = CheckoutNone, "none"
	if opts.historical {
		// The increment as it stood: its tree is the checkout, and the
		// ledger consulted is the committed one with the admissions
		// before it.
		ev.Admission.Checkout, ev.Admission.Ledger = CheckoutClean, "consulted"
	} else if !sci.bare {
		ev.Admission.Checkout = CheckoutClean
		if head.Hash != c.Hash {
			ev.Admission.Checkout = CheckoutModified
		} else if bad, err := verifyTree(sci.dir, c, prefix); err != nil {
			return nil, nil, err
		} else if len(bad) > 0 {
			ev.Admission.Checkout = CheckoutModified
		}
	}
	if src.Receipt != nil {
		rc, err := ParseReceipt(src.Receipt)
		if err != nil {
			return nil, nil, err
		}
		// Where the receipt lies: its path in the ledger checkout when it
		// is there, else its file name (never a machine's own path, so the
		// trace is the same wherever it is built).
		dir := filepath.Base(filepath.Dir(src.ReceiptPath))
		where := filepath.Base(src.ReceiptPath)
		if absA, err := filepath.Abs(src.AuditDir); err == nil {
			if absR, err := filepath.Abs(src.ReceiptPath); err == nil {
				if rel, err := filepath.Rel(absA, absR); err == nil && checkRelPath(filepath.ToSlash(rel)) == nil {
					where = filepath.ToSlash(rel)
				}
			}
		}
		ev.Receipt = &ReceiptEv{Path: where, Dir: dir, SHA256: Sum(src.Receipt), Fields: rc}
		// The receipt admitted must be the one the auditor's runner
		// committed beside the final report, byte for byte.
		if n := len(cyc.rounds); n > 0 {
			committed, _, ok, err := file(audCommit, cyc.rounds[n-1].dir+"/"+ReceiptFile)
			if err != nil {
				return nil, nil, err
			}
			h := hist[cyc.rounds[n-1].dir+"/"+ReceiptFile]
			ev.Receipt.Committed = ok && bytes.Equal(committed, src.Receipt) && h != nil && len(h.changes) == 1
		}
		if src.Ledger != nil {
			ev.Admission.Ledger = "consulted"
			ev.Admission.Consumed, ev.Admission.Conflicting, err = src.Ledger.State(ev.Receipt.SHA256, rc.ScienceRepo, ev.Increment.Commit)
			if err != nil {
				return nil, nil, err
			}
		}
		// The ledger repository's committed admissions count too, whatever
		// file --ledger names.
		committed := make([]Entry, len(led.admissions))
		for i, a := range led.admissions {
			committed[i] = a.Entry
		}
		c2, f2 := state(committed, ev.Receipt.SHA256, ev.Increment.Commit)
		ev.Admission.Consumed = ev.Admission.Consumed || c2
		ev.Admission.Conflicting = ev.Admission.Conflicting || f2
	}
	return ev, &ledgerView{aud: aud, head: audCommit, led: led}, nil
}

// maxWalk caps the commits read between an increment and its base.
const maxWalk = 10000

// ownChange is c's own change under prefix: its manifest against its
// first parent (every artefact for a root commit).
func ownChange(c *object.Commit, prefix string) ([]ManifestEntry, error) {
	var parent *object.Commit
	if c.NumParents() > 0 {
		var err error
		if parent, err = c.Parent(0); err != nil {
			return nil, fmt.Errorf("%w: first parent of %s: %w", ErrRepository, c.Hash, err)
		}
	}
	return manifestOf(parent, c, prefix)
}

// ownPaths are the paths under prefix c's own change touches (against its
// first parent; every path for a root commit), names only (nothing is
// hashed), memoised in memo; present says a path is still there at c.
func ownPaths(c *object.Commit, prefix string, memo map[plumbing.Hash][]touchedPath) ([]touchedPath, error) {
	if ps, ok := memo[c.Hash]; ok {
		return ps, nil
	}
	t, err := c.Tree()
	if err != nil {
		return nil, fmt.Errorf("%w: tree of %s: %w", ErrRepository, c.Hash, err)
	}
	pt := &object.Tree{}
	if c.NumParents() > 0 {
		p, err := c.Parent(0)
		if err != nil {
			return nil, fmt.Errorf("%w: first parent of %s: %w", ErrRepository, c.Hash, err)
		}
		if pt, err = p.Tree(); err != nil {
			return nil, fmt.Errorf("%w: tree of %s: %w", ErrRepository, p.Hash, err)
		}
	}
	changes, err := object.DiffTree(pt, t)
	if err != nil {
		return nil, fmt.Errorf("%w: diff of %s: %w", ErrRepository, c.Hash, err)
	}
	seen := map[string]bool{}
	out := []touchedPath{}
	for _, ch := range changes {
		for _, name := range []string{ch.From.Name, ch.To.Name} {
			if name == "" || seen[name] || !strings.HasPrefix(name, prefix) {
				continue
			}
			if len(out) >= MaxManifest {
				return nil, fmt.Errorf("%w: commit %s changes more than %d artefacts", ErrFormat, c.Hash, MaxManifest)
			}
			seen[name] = true
			out = append(out, touchedPath{name: name, present: name == ch.To.Name})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	memo[c.Hash] = out
	return out, nil
}

// touchedPath is one path a commit's own change touches.
type touchedPath struct {
	name    string
	present bool // there at the commit (not deleted, or the new name of a rename)
}

// experimentsOfPaths lists the experiment folders (prefix + first
// element) that hold a path still present: a folder a change only
// deleted from has nothing to check.
func experimentsOfPaths(paths []touchedPath, prefix string) []string {
	var kept []touchedPath
	for _, p := range paths {
		if _, _, inFolder := strings.Cut(strings.TrimPrefix(p.name, prefix), "/"); inFolder && p.present {
			kept = append(kept, p)
		}
	}
	return unitsOf(kept, prefix)
}

// unitsOf lists what approval is counted by: the first element under
// prefix of every path changed, deleted ones included (a deletion is a
// change an auditor may block), an experiment folder or a file lying
// directly under the prefix (which no experiment's audit covers).
func unitsOf(paths []touchedPath, prefix string) []string {
	seen := map[string]bool{}
	var out []string
	for _, p := range paths {
		name, _, _ := strings.Cut(strings.TrimPrefix(p.name, prefix), "/")
		if name == "" || seen[name] {
			continue
		}
		seen[name] = true
		out = append(out, prefix+name)
	}
	sort.Strings(out)
	return out
}

// unaudited walks c's first parents back to the cycle's base (or the
// root) and lists the commits that changed an artefact and that no round
// since the base's admission audited; reached says the walk met the base.
// When c does not descend from the base at all, nothing is walked:
// admission fails on the ancestry.
func unaudited(sci *repo, c *object.Commit, cyc *cycle, prefix string, memo map[plumbing.Hash][]touchedPath, line map[string]bool) (out []string, reached bool, err error) {
	out = []string{}
	if !cyc.descends {
		return out, false, nil
	}
	audited := map[string]bool{}
	for _, r := range cyc.sinceBase {
		audited[r.commit] = true
	}
	for n := 0; ; n++ {
		if cyc.base != nil && c.Hash == cyc.base.Hash {
			return out, true, nil
		}
		if n >= maxWalk {
			return nil, false, fmt.Errorf("%w: more than %d commits since the last admitted commit", ErrFormat, maxWalk)
		}
		line[c.Hash.String()] = true
		if !audited[c.Hash.String()] {
			own, err := ownPaths(c, prefix, memo)
			if err != nil {
				return nil, false, err
			}
			if len(own) > 0 {
				out = append(out, c.Hash.String())
			}
		}
		if c.NumParents() == 0 {
			return out, false, nil
		}
		p, err := c.Parent(0)
		if err != nil {
			return nil, false, fmt.Errorf("%w: first parent of %s: %w", ErrRepository, c.Hash, err)
		}
		c = p
	}
}

// unapproved lists the experiments the manifest (since the base) touches
// whose latest audit did not pass: for each, the last round since the
// base's admission, in ledger order, whose commit's own change touched
// it must be PASS, and of the current cycle, whose verdicts (by round
// folder, as read for the evidence) verdicts holds (a round for a commit
// the repository lacks touched nothing; a round of a cycle a person
// closed approves nothing). A BLOCKED or escalated round's content is
// approved only by a later round whose commit changes the same
// experiment, as the reference's fix commit is audited; approval is per
// experiment folder, not per file. An experiment no round audited is
// listed too.
func unapproved(sci *repo, cyc *cycle, verdicts map[string]string, manifest []ManifestEntry, prefix string, memo map[plumbing.Hash][]touchedPath, line map[string]bool) ([]string, error) {
	type last struct {
		dir, verdict string
	}
	latest := map[string]last{}
	for _, rd := range cyc.sinceBase {
		if !line[rd.commit] {
			// A round of a commit off the increment's line (another
			// branch, an ancestor of the base) audited content the
			// increment does not hold: it approves nothing.
			continue
		}
		rc, err := sci.commit(rd.commit)
		if err != nil {
			continue
		}
		own, err := ownPaths(rc, prefix, memo)
		if err != nil {
			return nil, err
		}
		// A round of a cycle a person closed audited its commit
		// (unaudited counts it) but approves nothing: the escalated work
		// must pass a round of the new cycle.
		v, current := verdicts[rd.dir]
		if !current {
			v = "closed"
		}
		for _, e := range unitsOf(own, prefix) {
			latest[e] = last{rd.dir, v}
		}
	}
	out := []string{}
	changed := make([]touchedPath, 0, len(manifest))
	for _, m := range manifest {
		changed = append(changed, touchedPath{name: m.Path})
	}
	for _, e := range unitsOf(changed, prefix) {
		switch l, ok := latest[e]; {
		case !ok:
			out = append(out, e+": no round audited it")
		case l.verdict != VerdictPass:
			out = append(out, e+": last audited in "+l.dir+" ("+l.verdict+")")
		}
	}
	return out, nil
}

// pastDisputes is the science head with the commits that only add or
// change files under disputes/ after the audited commit set aside: the
// reference's generator disputes a finding by committing
// disputes/<sha>.md after <sha>, and the re-audit of <sha> is then still
// current. A commit changing anything else, a merge, or reaching the
// audited commit stops the walk.
func pastDisputes(head *object.Commit, audited plumbing.Hash) (*object.Commit, error) {
	c := head
	for n := 0; c.Hash != audited && c.NumParents() == 1 && n < maxWalk; n++ {
		p, err := c.Parent(0)
		if err != nil {
			return nil, fmt.Errorf("%w: first parent of %s: %w", ErrRepository, c.Hash, err)
		}
		ct, err := c.Tree()
		if err != nil {
			return nil, fmt.Errorf("%w: tree of %s: %w", ErrRepository, c.Hash, err)
		}
		pt, err := p.Tree()
		if err != nil {
			return nil, fmt.Errorf("%w: tree of %s: %w", ErrRepository, p.Hash, err)
		}
		changes, err := object.DiffTree(pt, ct)
		if err != nil {
			return nil, fmt.Errorf("%w: diff of %s: %w", ErrRepository, c.Hash, err)
		}
		for _, ch := range changes {
			for _, name := range []string{ch.From.Name, ch.To.Name} {
				if name != "" && !strings.HasPrefix(name, DisputesDir+"/") {
					return c, nil
				}
			}
		}
		if len(changes) == 0 {
			return c, nil
		}
		c = p
	}
	return c, nil
}

// maxReportBytes caps the reports of one cycle together.
const maxReportBytes = 64 << 20

// repoIDOf is the science repository's id as spelled: the caller's (the
// workflow's GITHUB_REPOSITORY, which the reference runner puts in the
// receipt and its cycle id as it is), which the origin remote must name
// (GitHub resolves ids without case, so the origin may spell it
// otherwise); the origin's when the caller gives none.
func repoIDOf(g *repo, want string) (string, error) {
	origin, oerr := originID(g)
	id := want
	switch {
	case want == "" && oerr != nil:
		return "", oerr
	case want == "":
		id = origin
	case oerr == nil && !strings.EqualFold(origin, want):
		return "", fmt.Errorf("%w: the science repository's origin is %s, not %s", ErrFormat, origin, want)
	}
	if !repoRE.MatchString(id) || len(id) > 200 {
		return "", fmt.Errorf("%w: repository id %q: want owner/name", ErrFormat, id)
	}
	return id, nil
}

var repoRE = regexp.MustCompile(`^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$`)

// originID derives owner/name from the origin remote's URL.
func originID(g *repo) (string, error) {
	rem, err := g.r.Remote("origin")
	if err != nil || len(rem.Config().URLs) == 0 {
		return "", fmt.Errorf("%w: science repository has no origin remote: name it with --repo owner/name", ErrFormat)
	}
	u := strings.TrimSuffix(strings.TrimSuffix(rem.Config().URLs[0], "/"), ".git")
	u = strings.ReplaceAll(u, ":", "/")
	parts := strings.Split(u, "/")
	if len(parts) < 2 {
		return "", fmt.Errorf("%w: origin %q names no owner/name: use --repo", ErrFormat, rem.Config().URLs[0])
	}
	return parts[len(parts)-2] + "/" + parts[len(parts)-1], nil
}

// manifestOf lists the artefacts under prefix that differ between base
// and c (every one, without a base), each with the SHA-256 of its bytes at
// c, or ABSENT when c deleted it or it is not a regular file.
func manifestOf(base, c *object.Commit, prefix string) ([]ManifestEntry, error) {
	t, err := c.Tree()
	if err != nil {
		return nil, fmt.Errorf("%w: tree of %s: %w", ErrRepository, c.Hash, err)
	}
	pt := &object.Tree{}
	if base != nil {
		if pt, err = base.Tree(); err != nil {
			return nil, fmt.Errorf("%w: tree of %s: %w", ErrRepository, base.Hash, err)
		}
	}
	changes, err := object.DiffTree(pt, t)
	if err != nil {
		return nil, fmt.Errorf("%w: diff of %s: %w", ErrRepository, c.Hash, err)
	}
	seen := map[string]bool{}
	out := []ManifestEntry{}
	var total int64
	for _, ch := range changes {
		for _, name := range []string{ch.From.Name, ch.To.Name} {
			if name == "" || seen[name] || !strings.HasPrefix(name, prefix) {
				continue
			}
			if !utf8.ValidString(name) || checkRelPath(name) != nil {
				return nil, fmt.Errorf("%w: increment %s has an artefact path that is not clean UTF-8: %q", ErrFormat, c.Hash, name)
			}
			seen[name] = true
			if len(out) >= MaxManifest {
				return nil, fmt.Errorf("%w: increment %s changes more than %d artefacts", ErrFormat, c.Hash, MaxManifest)
			}
			d := Absent
			if e, err := t.FindEntry(name); err == nil && e.Mode != filemode.Regular && e.Mode != filemode.Executable && e.Mode != filemode.Dir {
				d = NotAFile
			} else if err == nil && (e.Mode == filemode.Regular || e.Mode == filemode.Executable) {
				f, err := t.TreeEntryFile(e)
				if err != nil {
					return nil, fmt.Errorf("%w: %s: %w", ErrRepository, name, err)
				}
				if total += f.Size; total > MaxArtefactBytes {
					return nil, fmt.Errorf("%w: increment %s's artefacts exceed %d bytes", ErrFormat, c.Hash, int64(MaxArtefactBytes))
				}
				if d, err = blobSHA256(f); err != nil {
					return nil, err
				}
			}
			out = append(out, ManifestEntry{Path: name, SHA256: d})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out, nil
}

// MaxArtefactBytes caps the bytes of one increment's artefacts (hashed as
// a stream, never held in memory).
const MaxArtefactBytes = 8 << 30

// VerifyCheckout compares a checkout's files with a manifest and returns
// one line per difference: a digest that does not match, an ABSENT path
// that exists, a path through a symlink or outside the checkout.
func VerifyCheckout(dir string, m []ManifestEntry) ([]string, error) {
	var bad []string
	for _, e := range m {
		if msg := checkFile(dir, e.Path, e.SHA256); msg != "" {
			bad = append(bad, msg)
		}
	}
	return bad, nil
}

// checkFile compares one path of a checkout with a digest (or ABSENT) and
// says how it differs, or "".
func checkFile(dir, p, want string) string {
	if err := checkRelPath(p); err != nil {
		return err.Error()
	}
	_, err := lstatInside(dir, p)
	switch {
	case errors.Is(err, os.ErrNotExist):
		if want != Absent {
			return p + ": missing"
		}
		return ""
	case err != nil:
		return err.Error()
	}
	if want == Absent {
		return p + ": exists, manifest says ABSENT"
	}
	f, _, err := openRegular(filepath.Join(dir, filepath.FromSlash(p)), true)
	if err != nil {
		return p + ": " + err.Error()
	}
	defer f.Close()
	h := sha256.New()
	if _, err := bufio.NewReader(f).WriteTo(h); err != nil {
		return p + ": " + err.Error()
	}
	if got := hex.EncodeToString(h.Sum(nil)); got != want {
		return p + ": sha256 " + got + ", manifest " + want
	}
	return ""
}

// checkBlob compares one path of a checkout with a git blob id and says
// how it differs, or "".
func checkBlob(dir, p string, want plumbing.Hash) string {
	if _, err := lstatInside(dir, p); err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return p + ": missing"
		}
		return err.Error()
	}
	f, fi, err := openRegular(filepath.Join(dir, filepath.FromSlash(p)), true)
	if err != nil {
		return p + ": " + err.Error()
	}
	defer f.Close()
	h := plumbing.NewHasher(plumbing.BlobObject, fi.Size())
	if n, err := io.Copy(h, f); err != nil || n != fi.Size() {
		return p + ": changed while read"
	}
	if got := h.Sum(); got != want {
		return p + ": differs from the commit (blob " + got.String() + ", commit " + want.String() + ")"
	}
	return ""
}

// verifyTree compares a checkout with commit c where admission depends
// on it: crossaudit.yml and every file under prefix, each equal to c's,
// and no file under prefix that c does not hold.
func verifyTree(dir string, c *object.Commit, prefix string) ([]string, error) {
	t, err := c.Tree()
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrRepository, err)
	}
	var bad []string
	want := map[string]bool{}
	// Each file is compared by its git blob id: the checkout's bytes are
	// hashed as git hashes them, and the commit's blobs are never read.
	check := func(name string, e object.TreeEntry) {
		want[name] = true
		if e.Mode != filemode.Regular && e.Mode != filemode.Executable {
			return // a symlink or submodule: the manifest marks it NOT_A_FILE
		}
		if msg := checkBlob(dir, name, e.Hash); msg != "" {
			bad = append(bad, msg)
		}
	}
	if e, err := t.FindEntry(ConfigFile); err == nil {
		check(ConfigFile, *e)
	}
	if pt, err := t.Tree(strings.TrimSuffix(prefix, "/")); err == nil {
		w := object.NewTreeWalker(pt, true, nil)
		defer w.Close()
		for {
			name, e, err := w.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				return nil, fmt.Errorf("%w: %w", ErrRepository, err)
			}
			if e.Mode != filemode.Dir {
				check(prefix+name, e)
			}
		}
	}
	root := filepath.Join(dir, filepath.FromSlash(strings.TrimSuffix(prefix, "/")))
	if fi, err := os.Lstat(root); err == nil {
		if !fi.IsDir() {
			return append(bad, prefix+": not a folder"), nil
		}
		err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				return nil
			}
			rel, err := filepath.Rel(dir, p)
			if err != nil {
				return err
			}
			if name := filepath.ToSlash(rel); !want[name] {
				bad = append(bad, name+": in the checkout, not in the commit")
			}
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrRepository, err)
		}
	}
	return bad, nil
}

// roundDir is one round directory of the ledger.
type roundDir struct {
	commit string // the science commit audited
	dir    string // cycles/<sha> or cycles/<sha>-r<n>
	n      int    // 1 for cycles/<sha>, n for -r<n>
}

var cycleName = regexp.MustCompile(`^([0-9a-f]{40})(?:-r([2-9]|[1-9][0-9]{1,3}))?$`)

// cycle is an increment's cycle: its base (the last admitted commit, nil
// when none or not in the repository), the commit its configuration is
// read at, its rounds in ledger order, and the round files the ledger
// deleted since the base's admission.
type cycle struct {
	closure  string
	linear   bool
	base     *object.Commit
	baseSHA  string
	descends bool
	start    *object.Commit
	rounds   []roundDir
	removed  []string
	// sinceBase are every round recorded after the base's admission, a
	// cycle a person closed included, in ledger order.
	sinceBase []roundDir
}

// maxRounds caps the rounds of one cycle.
const maxRounds = 1000

// findCycle finds the increment's cycle from the ledger. Its base is the
// last commit the ledger's committed admissions file records for this
// repository (other than c itself); its rounds are every round the ledger
// recorded after that admission, for any commit (an abandoned branch, an
// amended or rebased commit count too), in the order the ledger recorded
// them, then rounds only in the ledger's checkout (not committed). The
// configuration is read at the base, else at the first round's commit.
func findCycle(sci *repo, c *object.Commit, repoID string, aud *repo, head *object.Commit, led *ledgerState) (*cycle, error) {
	cyc := &cycle{descends: true, start: c, removed: []string{}}
	after := -1
	for i := len(led.admissions) - 1; i >= 0; i-- {
		a := led.admissions[i]
		if !strings.EqualFold(a.ScienceRepo, repoID) || a.SHA == c.Hash.String() {
			continue
		}
		cyc.baseSHA, after = a.SHA, a.index
		if b, err := sci.commit(a.SHA); err == nil {
			cyc.base = b
			ok, err := b.IsAncestor(c)
			if err != nil {
				return nil, fmt.Errorf("%w: ancestry of %s: %w", ErrRepository, c.Hash, err)
			}
			cyc.descends = ok
		} else {
			cyc.descends = false // the admitted commit is gone: history was rewritten
		}
		break
	}
	baseAfter := after
	// A principal's closing of an escalated cycle after the base's
	// admission starts a new cycle.
	for i := len(led.closures) - 1; i >= 0; i-- {
		if cl := led.closures[i]; cl.index > after {
			after, cyc.closure = cl.index, cl.RoundDir
			break
		}
	}
	type found struct {
		rd    roundDir
		index int
	}
	var rounds, sinceBase []found
	seen, seenBase := map[string]bool{}, map[string]bool{}
	parse := func(name string, index int) (found, bool) {
		m := cycleName.FindStringSubmatch(name)
		if m == nil {
			return found{}, false
		}
		n := 1
		if m[2] != "" {
			n, _ = strconv.Atoi(m[2])
		}
		return found{roundDir{commit: m[1], dir: CyclesDir + "/" + name, n: n}, index}, true
	}
	add := func(name string, index int) {
		if f, ok := parse(name, index); ok && !seen[f.rd.dir] {
			seen[f.rd.dir] = true
			rounds = append(rounds, f)
		}
	}
	addSinceBase := func(name string, index int) {
		if f, ok := parse(name, index); ok && !seenBase[f.rd.dir] {
			seenBase[f.rd.dir] = true
			sinceBase = append(sinceBase, f)
		}
	}
	// A history with a merge (after the base's admission: a side branch's
	// changes arrive as one) or a flaw in its admissions cannot be read as
	// a record of what happened in order.
	cyc.linear = len(led.flawed) == 0
	for _, m := range led.merges {
		cyc.linear = cyc.linear && m <= after
	}
	for p, h := range led.paths {
		if dir, file, ok := strings.Cut(strings.TrimPrefix(p, CyclesDir+"/"), "/"); ok && file == ReportFile && h.present {
			if f := h.firstAfter(baseAfter); f >= 0 {
				addSinceBase(dir, f)
			}
		}
		first := h.firstAfter(after)
		if first < 0 {
			continue
		}
		if !h.present {
			// Any file of the cycle (under cycles/, changed after the
			// base's admission) that the ledger deleted.
			if len(p) > 4000 {
				p = p[:4000] + "…"
			}
			cyc.removed = append(cyc.removed, strings.ToValidUTF8(p, ""))
			continue
		}
		if dir, file, ok := strings.Cut(strings.TrimPrefix(p, CyclesDir+"/"), "/"); ok && file == ReportFile {
			add(dir, first)
		}
	}
	sort.Strings(cyc.removed)
	if len(cyc.removed) > 100 {
		n := len(cyc.removed)
		cyc.removed = append(cyc.removed[:100], fmt.Sprintf("… and %d more files", n-100))
	}
	if !aud.bare {
		if fi, err := lstatInside(aud.dir, CyclesDir); err == nil && fi.IsDir() {
			ents, err := os.ReadDir(filepath.Join(aud.dir, CyclesDir))
			if err != nil {
				return nil, fmt.Errorf("%w: %w", ErrRepository, err)
			}
			for _, e := range ents {
				if !e.Type().IsDir() {
					continue
				}
				// A folder of an earlier cycle stays out; an uncommitted
				// one is the newest round.
				if h := led.paths[CyclesDir+"/"+e.Name()+"/"+ReportFile]; h == nil || !h.present {
					// Only a folder holding a report is a round (git
					// leaves empty folders behind).
					if _, err := lstatInside(aud.dir, CyclesDir+"/"+e.Name()+"/"+ReportFile); err == nil {
						add(e.Name(), int(^uint(0)>>1))
						addSinceBase(e.Name(), int(^uint(0)>>1))
					}
				}
			}
		}
	}
	inOrder := func(rs []found) {
		sort.SliceStable(rs, func(i, j int) bool {
			if rs[i].index != rs[j].index {
				return rs[i].index < rs[j].index
			}
			if rs[i].rd.commit != rs[j].rd.commit {
				return rs[i].rd.dir < rs[j].rd.dir
			}
			return rs[i].rd.n < rs[j].rd.n
		})
	}
	inOrder(rounds)
	inOrder(sinceBase)
	if len(sinceBase) > maxRounds {
		return nil, fmt.Errorf("%w: more than %d rounds since the last admission", ErrFormat, maxRounds)
	}
	for _, r := range rounds {
		cyc.rounds = append(cyc.rounds, r.rd)
	}
	for _, r := range sinceBase {
		cyc.sinceBase = append(cyc.sinceBase, r.rd)
	}
	switch {
	case cyc.base != nil:
		cyc.start = cyc.base
	case len(cyc.rounds) > 0:
		if first, err := sci.commit(cyc.rounds[0].commit); err == nil {
			cyc.start = first
		}
	}
	return cyc, nil
}

// cycleConfig reads crossaudit.yml at the cycle's start and reports
// whether c's differs (or either is missing: then c's is used, and it
// counts as changed).
func cycleConfig(start, c *object.Commit) (*Config, bool, error) {
	at, atOK, err := configBytes(start)
	if err != nil {
		return nil, false, err
	}
	now, nowOK, err := configBytes(c)
	if err != nil {
		return nil, false, err
	}
	b := at
	if !atOK {
		b = now
	}
	if !atOK && !nowOK {
		return nil, false, fmt.Errorf("%w: science repository has no %s at %s (it names the generator's and auditor's vendors)", ErrFormat, ConfigFile, c.Hash)
	}
	cfg, err := ParseConfig(b)
	if err != nil {
		return nil, false, err
	}
	return cfg, !atOK || !nowOK || !bytes.Equal(at, now), nil
}

func configBytes(c *object.Commit) ([]byte, bool, error) {
	b, _, ok, err := file(c, ConfigFile)
	return b, ok, err
}

// history is what the ledger's first-parent history says of one path: the
// newest commit that changed it.
type history struct {
	last *object.Commit
}

// histories walks first-parent history from head and returns, for each
// path, the newest commit that changed it (the rulebook's version).
func histories(head *object.Commit, paths []string) (map[string]history, error) {
	out := make(map[string]history, len(paths))
	cur := head
	for i := 0; ; i++ {
		if i >= maxLedgerCommits {
			return nil, fmt.Errorf("%w: ledger history deeper than %d commits", ErrRepository, maxLedgerCommits)
		}
		var parent *object.Commit
		if cur.NumParents() > 0 {
			p, err := cur.Parent(0)
			if err != nil {
				return nil, fmt.Errorf("%w: parent of %s: %w", ErrRepository, cur.Hash, err)
			}
			parent = p
		}
		done := true
		for _, p := range paths {
			if out[p].last != nil {
				continue
			}
			done = false
			h, m := entryHash(cur, p)
			var ph plumbing.Hash
			var pm filemode.FileMode
			if parent != nil {
				ph, pm = entryHash(parent, p)
			}
			if h != ph || m != pm {
				out[p] = history{last: cur}
			}
		}
		if done || parent == nil {
			break
		}
		cur = parent
	}
	return out, nil
}

// ledgerFile reads p from the ledger: the committed blob at head when
// there is one (authoritative), else the checkout's file. committed is
// true when the blob exists and the checkout (if any) holds the same
// bytes.
func ledgerFile(aud *repo, head *object.Commit, p string) (data []byte, committed, ok bool, err error) {
	blob, _, inTree, err := file(head, p)
	if err != nil {
		return nil, false, false, err
	}
	if !aud.bare {
		wt, inWT, err := worktreeFile(aud.dir, p)
		if err != nil {
			return nil, false, false, err
		}
		if inWT && !inTree {
			return wt, false, true, nil
		}
		if inTree {
			return blob, !inWT || bytes.Equal(wt, blob), true, nil
		}
	}
	return blob, inTree, inTree, nil
}

// vendorAliases are the names one vendor goes by, in crossaudit.yml and
// as OpenRouter's model prefixes, to one name each.
var vendorAliases = map[string]string{
	"openai": "openai", "anthropic": "anthropic", "google": "google", "google-ai": "google", "gemini": "google",
	"meta": "meta", "meta-llama": "meta", "facebook": "meta", "mistral": "mistral", "mistralai": "mistral",
	"xai": "xai", "x-ai": "xai", "deepseek": "deepseek", "deepseek-ai": "deepseek", "qwen": "alibaba", "alibaba": "alibaba",
	"cohere": "cohere", "amazon": "amazon", "microsoft": "microsoft", "nvidia": "nvidia",
}

// modelFamilies name the vendor of a model named without a vendor prefix,
// by the start of its name.
var modelFamilies = []struct{ prefix, vendor string }{
	{"gpt-", "openai"}, {"chatgpt", "openai"}, {"o1", "openai"}, {"o3", "openai"}, {"o4", "openai"},
	{"claude", "anthropic"}, {"gemini", "google"}, {"gemma", "google"}, {"llama", "meta"},
	{"mistral", "mistral"}, {"mixtral", "mistral"}, {"codestral", "mistral"}, {"grok", "xai"},
	{"deepseek", "deepseek"}, {"qwen", "alibaba"}, {"command", "cohere"},
}

func canonicalVendor(v string) string {
	v = strings.ToLower(v)
	if a, ok := vendorAliases[v]; ok {
		return a
	}
	return v
}

// modelVendor is the vendor a model's name says: its OpenRouter prefix
// ("openai/gpt-4o"), or its family ("claude-…" is Anthropic's); "" when
// the name says none.
func modelVendor(model string) string {
	if prefix, _, ok := strings.Cut(model, "/"); ok {
		return canonicalVendor(prefix)
	}
	lower := strings.ToLower(model)
	for _, f := range modelFamilies {
		if strings.HasPrefix(lower, f.prefix) {
			return f.vendor
		}
	}
	return ""
}

// auditorVendor is the vendor a round's auditor is taken to be from, by
// its one name (aliases resolved): the one its report names ("vendor /
// model"), unless the model's own name says another (then "unknown");
// else the vendor the model's name says (an OpenRouter prefix or a known
// family); "unknown" when it says none (vendor_heterogeneous then fails:
// who audited cannot be told). The reference takes crossaudit.yml's
// vendor on trust; that file is the generator's own, so the model's name
// is the better witness.
func auditorVendor(rep Report) string {
	mv := modelVendor(rep.Model)
	switch {
	case rep.Vendor == "unknown":
		return "unknown"
	case rep.Vendor != "":
		if v := canonicalVendor(rep.Vendor); mv == "" || mv == v {
			return v
		}
		return "unknown"
	case mv == "":
		return "unknown"
	}
	return mv
}

func readRound(aud *repo, head *object.Commit, rd roundDir, hist map[string]*pathHistory, experiments []string) (Round, int, error) {
	rp := rd.dir + "/" + ReportFile
	b, committed, ok, err := ledgerFile(aud, head, rp)
	if err != nil {
		return Round{}, 0, err
	}
	rep := ParseReport(b)
	r := Round{
		Round: rep.Round, Commit: rd.commit, Verdict: rep.Verdict,
		Auditor:    Auditor{Vendor: auditorVendor(rep), Model: rep.Model},
		Report:     ReportRef{Path: rp, Blob: gitBlobID(b), SHA256: Sum(b), Committed: committed && ok},
		WellFormed: rep.WellFormed && ok, Findings: rep.Findings,
	}
	if r.Report.Committed {
		if h := hist[rp]; h != nil && h.present {
			r.Report.Commit = h.lastCommit.Hash.String()
			r.Report.Rewritten = len(h.changes) > 1
		} else {
			r.Report.Committed = false
		}
	}
	cp := rd.dir + "/" + ChecksFile
	cb, cCommitted, cok, err := ledgerFile(aud, head, cp)
	if err != nil {
		return Round{}, 0, err
	}
	if cok {
		r.Checks = ParseChecks(cb, experiments)
	} else {
		r.Checks = []CheckResult{{Name: "checks.json missing", Pass: false}}
	}
	// A round's checks output belongs to its record like its report.
	if !cCommitted && cok {
		r.Report.Committed, r.Report.Commit = false, ""
	}
	if h := hist[cp]; h != nil && len(h.changes) > 1 {
		r.Report.Rewritten = true
	}
	return r, len(b), nil
}

func rulebookAt(c *object.Commit) (Rulebook, error) {
	b, _, ok, err := file(c, RulebookFile)
	if err != nil {
		return Rulebook{}, err
	}
	if !ok {
		return Rulebook{}, fmt.Errorf("%w: audit repository has no %s at %s", ErrFormat, RulebookFile, c.Hash)
	}
	rules, err := ParseRulebook(b)
	if err != nil {
		return Rulebook{}, err
	}
	hs, err := histories(c, []string{RulebookFile})
	if err != nil {
		return Rulebook{}, err
	}
	lc := hs[RulebookFile].last
	if lc == nil {
		lc = c
	}
	if rules == nil {
		rules = []Rule{}
	}
	return Rulebook{Version: lc.Hash.String(), SHA256: Sum(b), Rules: rules}, nil
}

// dclDigest is SHA-256 over the bytes of checks/*.py at c, concatenated in
// name order, as the reference runner computes dcl_source_sha256.
func dclDigest(c *object.Commit) (string, error) {
	t, err := c.Tree()
	if err != nil {
		return "", fmt.Errorf("%w: %w", ErrRepository, err)
	}
	h := sha256.New()
	ct, err := t.Tree(ChecksDir)
	if err == nil {
		var names []string
		ents := map[string]object.TreeEntry{}
		for _, e := range ct.Entries {
			if strings.HasSuffix(e.Name, ".py") && (e.Mode == filemode.Regular || e.Mode == filemode.Executable) {
				names = append(names, e.Name)
				ents[e.Name] = e
			}
		}
		sort.Strings(names)
		for _, n := range names {
			e := ents[n]
			b, err := blobBytes(ct, &e)
			if err != nil {
				return "", err
			}
			h.Write(b)
		}
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

var disputeLine = regexp.MustCompile(`^- ([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+):\s*(.*?)\s*$`)

// disputes reads disputes/<sha>.md of the science repository (at its
// head, so a dispute filed after <sha>, as the reference files them, is
// read) for every audited commit of the cycle, one "- RULE-ID:
// argument" line per disputed finding, and the principal's rulings from
// the ledger's rulings/<sha>.md ("- RULE-ID: upheld" or "withdrawn").
func disputes(c, audHead *object.Commit, rounds []Round) ([]Dispute, error) {
	lastRound := map[string]int{}
	var order []string
	for _, r := range rounds {
		if _, ok := lastRound[r.Commit]; !ok {
			order = append(order, r.Commit)
		}
		lastRound[r.Commit] = r.Round
	}
	out := []Dispute{}
	for _, sha := range order {
		db, _, ok, err := file(c, path.Join(DisputesDir, sha+".md"))
		if err != nil {
			return nil, err
		}
		if !ok {
			continue
		}
		rulings := map[string]string{}
		if rb, _, ok, err := file(audHead, path.Join(RulingsDir, sha+".md")); err != nil {
			return nil, err
		} else if ok {
			for _, line := range strings.Split(string(rb), "\n") {
				if m := disputeLine.FindStringSubmatch(strings.TrimRight(line, "\r")); m != nil {
					if v := strings.ToLower(m[2]); v == "upheld" || v == "withdrawn" {
						rulings[m[1]] = v
					}
				}
			}
		}
		seen := map[string]bool{}
		for _, line := range strings.Split(string(db), "\n") {
			m := disputeLine.FindStringSubmatch(strings.TrimRight(line, "\r"))
			if m == nil || seen[m[1]] || len(m[1]) > maxRuleID {
				continue
			}
			seen[m[1]] = true
			ruling := rulings[m[1]]
			if ruling == "" {
				ruling = "pending"
			}
			out = append(out, Dispute{Round: lastRound[sha], Rule: m[1], Ruling: ruling})
			if len(out) > 10000 {
				return nil, fmt.Errorf("%w: more than 10000 disputes", ErrFormat)
			}
		}
	}
	return out, nil
}

// MarshalJSON is the evidence in the form the trace carries.
func (e *Evidence) marshal() ([]byte, error) { return json.Marshal(e) }
