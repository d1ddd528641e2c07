package review

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"
)

// AdmissionsFile is the admission ledger's place in the audit ledger
// repository: the admission workflow appends to it and commits it, and a
// cycle begins after the last admission it records.
const AdmissionsFile = "admissions.jsonl"

// maxLedgerCommits caps the ledger history read (each commit costs two
// tree-entry lookups unless it changed cycles/ or the admissions).
const maxLedgerCommits = 1_000_000

// pathHistory is what the ledger's history says of one path under cycles/.
type pathHistory struct {
	first, last int // ledger indexes (0 = the root commit) of the first and last change
	lastCommit  *object.Commit
	changes     int
	present     bool // at the ledger head
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
	// merges are ledger commits with more than one parent: what a side
	// branch did arrives as one change, so the history cannot show it.
	merges int
	// admissionsRewritten: the committed admissions file lost or changed
	// a line at some point (it may only grow).
	admissionsRewritten bool
}

// scanLedger walks the ledger's first-parent history from head once,
// recording every change under cycles/ and every line added to the
// admissions file. Commits that touch neither cost two lookups.
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
	var prevCycles, prevAdm plumbing.Hash
	var prevTree *object.Tree
	var prevLines []string
	for i := len(chain) - 1; i >= 0; i-- {
		c := chain[i]
		idx := len(chain) - 1 - i
		if c.NumParents() > 1 {
			st.merges++
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
			from := &object.Tree{}
			if prevTree != nil {
				if pt, err := prevTree.Tree(CyclesDir); err == nil {
					from = pt
				}
			}
			to := &object.Tree{}
			if ct, err := t.Tree(CyclesDir); err == nil {
				to = ct
			}
			changes, err := object.DiffTree(from, to)
			if err != nil {
				return nil, fmt.Errorf("%w: ledger diff at %s: %w", ErrRepository, c.Hash, err)
			}
			for _, ch := range changes {
				name := ch.To.Name
				if name == "" {
					name = ch.From.Name
				}
				p := CyclesDir + "/" + name
				h := st.paths[p]
				if h == nil {
					h = &pathHistory{first: idx}
					st.paths[p] = h
				}
				h.changes++
				h.last, h.lastCommit = idx, c
				h.present = ch.To.Name != ""
			}
		}
		if adm != prevAdm {
			lines, err := admissionLines(t)
			if err != nil {
				return nil, err
			}
			if len(lines) < len(prevLines) || !equalPrefix(prevLines, lines) {
				st.admissionsRewritten = true
			}
			for _, l := range lines[min(len(prevLines), len(lines)):] {
				var e Entry
				dec := json.NewDecoder(strings.NewReader(l))
				dec.DisallowUnknownFields()
				if err := dec.Decode(&e); err != nil || !hex64.MatchString(e.ReceiptSHA256) || !hex40.MatchString(e.SHA) {
					return nil, fmt.Errorf("%w: %s at ledger commit %s holds a line that is not an admission", ErrLedger, AdmissionsFile, c.Hash)
				}
				st.admissions = append(st.admissions, admitted{Entry: e, index: idx})
			}
			prevLines = lines
		}
		prevCycles, prevAdm, prevTree = cyc, adm, t
	}
	return st, nil
}

func admissionLines(t *object.Tree) ([]string, error) {
	e, err := t.FindEntry(AdmissionsFile)
	if err != nil {
		return nil, nil
	}
	b, err := blobBytes(t, e)
	if err != nil {
		return nil, err
	}
	var out []string
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" {
			out = append(out, l)
		}
	}
	return out, sc.Err()
}

func equalPrefix(a, b []string) bool {
	for i := range a {
		if i >= len(b) || a[i] != b[i] {
			return false
		}
	}
	return true
}
