package review

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
)

// AdmissionsFile is the admission ledger's place in the audit ledger
// repository: the admission workflow appends to it and commits it, and a
// cycle begins after the last admission it records.
const AdmissionsFile = "admissions.jsonl"

// ClosuresFile holds the principal's closings of escalated cycles, one
// {"round_dir": "cycles/…", "by": "…", "reason": "…"} line each: a person
// decided, and the next round starts a new cycle (the base, and so the
// manifest, stay at the last admission).
const ClosuresFile = "closures.jsonl"

// Closure is one line of the closures file.
type Closure struct {
	RoundDir string `json:"round_dir"`
	By       string `json:"by"`
	Reason   string `json:"reason"`
}

type closed struct {
	Closure
	index int
}

// maxLedgerCommits caps the ledger history read (each commit costs two
// tree-entry lookups unless it changed cycles/ or the admissions).
const maxLedgerCommits = 1_000_000

// pathHistory is what the ledger's history says of one path under cycles/.
type pathHistory struct {
	changes    []int // ledger indexes (0 = the root commit) of every change, oldest first
	lastCommit *object.Commit
	present    bool // at the ledger head
}

// firstAfter is the first change after ledger index after, or -1.
func (h *pathHistory) firstAfter(after int) int {
	for _, i := range h.changes {
		if i > after {
			return i
		}
	}
	return -1
}

// admitted is one committed admission and where the ledger recorded it.
type admitted struct {
	Entry
	index int
}

// ledgerState is one walk of the ledger's first-parent history.
type ledgerState struct {
	paths      map[string]*pathHistory
	admissions []admitted // in file order
	closures   []closed   // in file order
	// merges are the ledger indexes of commits with more than one parent:
	// what a side branch did arrives as one change, so the history cannot
	// show it.
	merges []int
	// flawed: the committed admissions file lost or changed a line, an
	// admission line names no receipt the ledger committed once before it
	// for that commit, or one commit both admitted and changed cycles/.
	flawed []string
}

// scanLedger walks the ledger's first-parent history from head once,
// recording every change under cycles/ and every line added to the
// admissions file. A commit that touches neither costs two lookups; one
// that does is compared folder by folder, descending only into the round
// folders that changed.
func scanLedger(head *object.Commit) (*ledgerState, error) {
	var chain []*object.Commit
	for cur := head; ; {
		if len(chain) >= maxLedgerCommits {
			return nil, fmt.Errorf("%w: ledger history deeper than %d commits", ErrRepository, maxLedgerCommits)
		}
		chain = append(chain, cur)
		if cur.NumParents() == 0 {
			break
		}
		p, err := cur.Parent(0)
		if err != nil {
			return nil, fmt.Errorf("%w: parent of %s: %w", ErrRepository, cur.Hash, err)
		}
		cur = p
	}
	st := &ledgerState{paths: map[string]*pathHistory{}}
	var prevCycles, prevAdm, prevClo plumbing.Hash
	var prevCloBytes []byte
	var prevDirs map[string]object.TreeEntry
	var prevAdmBytes []byte
	var prevTree *object.Tree
	note := func(p string, idx int, c *object.Commit, present bool) {
		h := st.paths[p]
		if h == nil {
			h = &pathHistory{}
			st.paths[p] = h
		}
		h.changes = append(h.changes, idx)
		h.lastCommit, h.present = c, present
	}
	for i := len(chain) - 1; i >= 0; i-- {
		c := chain[i]
		idx := len(chain) - 1 - i
		if c.NumParents() > 1 {
			st.merges = append(st.merges, idx)
		}
		t, err := c.Tree()
		if err != nil {
			return nil, fmt.Errorf("%w: tree of %s: %w", ErrRepository, c.Hash, err)
		}
		var cyc, adm plumbing.Hash
		if e, err := t.FindEntry(CyclesDir); err == nil {
			cyc = e.Hash
		}
		if e, err := t.FindEntry(AdmissionsFile); err == nil {
			adm = e.Hash
		}
		if cyc != prevCycles {
			dirs := map[string]object.TreeEntry{}
			if ct, err := t.Tree(CyclesDir); err == nil {
				for _, e := range ct.Entries {
					dirs[e.Name] = e
				}
			}
			for name, e := range dirs {
				if pe, ok := prevDirs[name]; !ok || pe.Hash != e.Hash || pe.Mode != e.Mode {
					if err := diffFolder(prevTree, t, name, idx, c, note); err != nil {
						return nil, err
					}
				}
			}
			for name := range prevDirs {
				if _, ok := dirs[name]; !ok {
					if err := diffFolder(prevTree, t, name, idx, c, note); err != nil {
						return nil, err
					}
				}
			}
			prevDirs = dirs
		}
		var clo plumbing.Hash
		if e, err := t.FindEntry(ClosuresFile); err == nil {
			clo = e.Hash
		}
		if clo != prevClo {
			if err := st.readClosures(t, c, idx, cyc != prevCycles, &prevCloBytes); err != nil {
				return nil, err
			}
		}
		prevClo = clo
		if adm != prevAdm {
			if cyc != prevCycles {
				st.flawed = append(st.flawed, "ledger commit "+c.Hash.String()[:12]+" both admits and changes cycles/")
			}
			var b []byte
			if e, err := t.FindEntry(AdmissionsFile); err == nil {
				if b, err = blobBytes(t, e); err != nil {
					return nil, err
				}
			}
			if !bytes.HasPrefix(b, prevAdmBytes) {
				st.flawed = append(st.flawed, "ledger commit "+c.Hash.String()[:12]+" rewrites "+AdmissionsFile)
			} else {
				err := readJSONLines(bytes.NewReader(b[len(prevAdmBytes):]), func(_ int, line []byte) error {
					var e Entry
					if err := decodeLine(line, &e); err != nil || !hex64.MatchString(e.ReceiptSHA256) || !hex40.MatchString(e.SHA) {
						return fmt.Errorf("%w: %s at ledger commit %s holds a line that is not an admission", ErrLedger, AdmissionsFile, c.Hash)
					}
					// The admission takes effect where its receipt was
					// recorded: the cycle it closes ends there. (An
					// admission recorded long after, as review adopt
					// records a deployment's history, must not swallow
					// the rounds of later increments recorded meanwhile.)
					index := idx
					if r, ok := recordedReceipt(t, st, e.SHA, e.ReceiptSHA256); !ok {
						st.flawed = append(st.flawed, "admission of "+e.SHA[:12]+" names no receipt the ledger recorded once for it")
					} else {
						index = r.index
					}
					st.admissions = append(st.admissions, admitted{Entry: e, index: index})
					return nil
				})
				if err != nil {
					if !errors.Is(err, ErrLedger) {
						err = fmt.Errorf("%w: %s at ledger commit %s: %w", ErrLedger, AdmissionsFile, c.Hash, err)
					}
					return nil, err
				}
			}
			prevAdmBytes = b
		}
		prevCycles, prevAdm, prevTree = cyc, adm, t
	}
	return st, nil
}

// diffFolder records the changes to cycles/<name> between two trees.
func diffFolder(prev, cur *object.Tree, name string, idx int, c *object.Commit, note func(string, int, *object.Commit, bool)) error {
	sub := func(t *object.Tree) *object.Tree {
		if t == nil {
			return &object.Tree{}
		}
		if st, err := t.Tree(CyclesDir + "/" + name); err == nil {
			return st
		}
		return &object.Tree{}
	}
	from, to := sub(prev), sub(cur)
	changes, err := object.DiffTree(from, to)
	if err != nil {
		return fmt.Errorf("%w: ledger diff at %s: %w", ErrRepository, c.Hash, err)
	}
	for _, ch := range changes {
		n := ch.To.Name
		if n == "" {
			n = ch.From.Name
		}
		note(CyclesDir+"/"+name+"/"+n, idx, c, ch.To.Name != "")
	}
	// A file (not a folder) directly under cycles/.
	if len(changes) == 0 {
		present := false
		if cur != nil {
			if e, err := cur.FindEntry(CyclesDir + "/" + name); err == nil && e.Mode != filemode.Dir {
				present = true
			}
		}
		note(CyclesDir+"/"+name, idx, c, present)
	}
	return nil
}

// recorded is a receipt the ledger recorded: its path (relative to the
// ledger), bytes, the ledger index and the commit that recorded it.
type recorded struct {
	path   string
	data   []byte
	index  int
	commit *object.Commit
}

// recordedReceipt finds, in a round folder of commit sha in t
// (cycles/<sha> or cycles/<sha>-r<n>, nothing else), a PASS receipt for
// sha whose bytes hash to want and that st's history recorded once; of
// several, the earliest recording (a copy recorded later cannot move it).
func recordedReceipt(t *object.Tree, st *ledgerState, sha, want string) (recorded, bool) {
	var best recorded
	ct, err := t.Tree(CyclesDir)
	if err != nil {
		return best, false
	}
	found := false
	for _, d := range ct.Entries {
		if m := cycleName.FindStringSubmatch(d.Name); d.Mode != filemode.Dir || m == nil || m[1] != sha {
			continue
		}
		p := CyclesDir + "/" + d.Name + "/" + ReceiptFile
		b, _, ok, err := fileInTree(t, p)
		if err != nil || !ok || Sum(b) != want {
			continue
		}
		if rc, err := ParseReceipt(b); err != nil || rc.Verdict != VerdictPass || rc.SHA != sha {
			continue
		}
		if h := st.paths[p]; h != nil && len(h.changes) == 1 && (!found || h.changes[0] < best.index) {
			best, found = recorded{path: p, data: b, index: h.changes[0], commit: h.lastCommit}, true
		}
	}
	return best, found
}

// readClosures records the closures a ledger commit appended. A closure
// must name a round folder whose report escalated, and its commit may
// change nothing under cycles/; anything else makes the ledger flawed.
func (st *ledgerState) readClosures(t *object.Tree, c *object.Commit, idx int, cyclesChanged bool, prev *[]byte) error {
	var b []byte
	if e, err := t.FindEntry(ClosuresFile); err == nil {
		var err error
		if b, err = blobBytes(t, e); err != nil {
			return err
		}
	}
	defer func() { *prev = b }()
	at := "ledger commit " + c.Hash.String()[:12]
	if cyclesChanged {
		st.flawed = append(st.flawed, at+" both closes a cycle and changes cycles/")
	}
	if !bytes.HasPrefix(b, *prev) {
		st.flawed = append(st.flawed, at+" rewrites "+ClosuresFile)
		return nil
	}
	err := readJSONLines(bytes.NewReader(b[len(*prev):]), func(_ int, line []byte) error {
		var cl Closure
		if err := decodeLine(line, &cl); err != nil || !strings.HasPrefix(cl.RoundDir, CyclesDir+"/") || checkRelPath(cl.RoundDir) != nil {
			return fmt.Errorf("%w: %s at %s holds a line that is not a closure", ErrLedger, ClosuresFile, at)
		}
		rb, _, ok, err := fileInTree(t, cl.RoundDir+"/"+ReportFile)
		if err != nil {
			return err
		}
		if !ok || ParseReport(rb).Verdict != VerdictEscalate {
			st.flawed = append(st.flawed, at+" closes "+cl.RoundDir+", which is not an escalated round")
			return nil
		}
		st.closures = append(st.closures, closed{Closure: cl, index: idx})
		return nil
	})
	if err != nil && !errors.Is(err, ErrLedger) {
		err = fmt.Errorf("%w: %s at %s: %w", ErrLedger, ClosuresFile, at, err)
	}
	return err
}
