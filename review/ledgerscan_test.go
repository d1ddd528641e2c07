package review

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/go-git/go-git/v5/storage"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// deepLedger writes a ledger of n commits, each recording one more round
// folder under cycles/ (straight into the object store), and returns its
// head.
func deepLedger(tb testing.TB, n int) *object.Commit {
	r, err := git.PlainInit(tb.TempDir(), true)
	require.NoError(tb, err)
	st := r.Storer
	blob := func(b []byte) plumbing.Hash {
		o := st.NewEncodedObject()
		o.SetType(plumbing.BlobObject)
		w, err := o.Writer()
		require.NoError(tb, err)
		_, _ = w.Write(b)
		require.NoError(tb, w.Close())
		h, err := st.SetEncodedObject(o)
		require.NoError(tb, err)
		return h
	}
	tree := func(s storage.Storer, es []object.TreeEntry) plumbing.Hash {
		o := s.NewEncodedObject()
		require.NoError(tb, (&object.Tree{Entries: es}).Encode(o))
		h, err := s.SetEncodedObject(o)
		require.NoError(tb, err)
		return h
	}
	report := blob([]byte("# Audit report\n\n| **Round** | 1 |\n| **Verdict** | BLOCKED |\n| **Auditor** | openai / m |\n\n## Findings\n\n### [BLOCKER] CA-DATA-001 — x\n"))
	rules := blob([]byte("### CA-DATA-001 — x\n- **Severity:** BLOCKER\n"))
	var rounds []object.TreeEntry
	var parent plumbing.Hash
	when := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := 0; i < n; i++ {
		sub := tree(st, []object.TreeEntry{{Name: ReportFile, Mode: filemode.Regular, Hash: report}})
		rounds = append(rounds, object.TreeEntry{Name: fmt.Sprintf("%040x", i), Mode: filemode.Dir, Hash: sub})
		root := tree(st, []object.TreeEntry{{Name: RulebookFile, Mode: filemode.Regular, Hash: rules},
			{Name: CyclesDir, Mode: filemode.Dir, Hash: tree(st, rounds)}})
		sig := object.Signature{Name: "a", Email: "a@b", When: when.Add(time.Duration(i) * time.Minute)}
		c := &object.Commit{Author: sig, Committer: sig, Message: "round", TreeHash: root}
		if i > 0 {
			c.ParentHashes = []plumbing.Hash{parent}
		}
		o := st.NewEncodedObject()
		require.NoError(tb, c.Encode(o))
		parent, err = st.SetEncodedObject(o)
		require.NoError(tb, err)
	}
	head, err := r.CommitObject(parent)
	require.NoError(tb, err)
	return head
}

// TestScanLedgerDepth: a scan of a ledger of many rounds sees every one.
func TestScanLedgerDepth(t *testing.T) {
	st, err := scanLedger(deepLedger(t, 300))
	require.NoError(t, err)
	require.Len(t, st.paths, 300)
	for _, h := range st.paths {
		require.Len(t, h.changes, 1)
		require.True(t, h.present)
	}
}

// BenchmarkScanLedger times one scan of the ledger's history (done by every
// Build) by ledger depth, one round folder added per commit.
func BenchmarkScanLedger(b *testing.B) {
	for _, n := range []int{1000, 4000} {
		b.Run(fmt.Sprintf("commits=%d", n), func(b *testing.B) {
			head := deepLedger(b, n)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				st, err := scanLedger(head)
				require.NoError(b, err)
				require.Len(b, st.paths, n)
			}
		})
	}
}

// TestScanLedgerRefusesUnendedLine: a committed admissions file whose last
// line has no newline is damaged, and the scan says so rather than
// reading the next commit's append as part of that line.
func TestScanLedgerRefusesUnendedLine(t *testing.T) {
	r, err := git.PlainInit(t.TempDir(), true)
	require.NoError(t, err)
	st := r.Storer
	put := func(o plumbing.EncodedObject) plumbing.Hash {
		h, err := st.SetEncodedObject(o)
		require.NoError(t, err)
		return h
	}
	blob := st.NewEncodedObject()
	blob.SetType(plumbing.BlobObject)
	w, err := blob.Writer()
	require.NoError(t, err)
	_, _ = w.Write([]byte(`{"receipt_sha256":"` + strings.Repeat("a", 64) + `","science_repo":"You/Demo","sha":"` + strings.Repeat("1", 40) + `","round":1,"admitted_at":"2026-01-01T00:00:00Z"}`))
	require.NoError(t, w.Close())
	tr := st.NewEncodedObject()
	require.NoError(t, (&object.Tree{Entries: []object.TreeEntry{{Name: AdmissionsFile, Mode: filemode.Regular, Hash: put(blob)}}}).Encode(tr))
	sig := object.Signature{Name: "a", Email: "a@b", When: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	co := st.NewEncodedObject()
	require.NoError(t, (&object.Commit{Author: sig, Committer: sig, Message: "admit", TreeHash: put(tr)}).Encode(co))
	head, err := r.CommitObject(put(co))
	require.NoError(t, err)
	_, err = scanLedger(head)
	require.ErrorIs(t, err, ErrLedger)
}

// TestAdmissionTakesEffectAtItsReceipt: an admission's index is where the
// ledger first recorded its PASS receipt in a round folder of its commit;
// a later copy of the receipt (even under a round folder's name) cannot
// move it, a folder that is no round folder does not count, and a
// receipt that does not pass backs no admission.
func TestAdmissionTakesEffectAtItsReceipt(t *testing.T) {
	r, err := git.PlainInit(t.TempDir(), true)
	require.NoError(t, err)
	st := r.Storer
	put := func(o plumbing.EncodedObject) plumbing.Hash {
		h, err := st.SetEncodedObject(o)
		require.NoError(t, err)
		return h
	}
	blob := func(b string) plumbing.Hash {
		o := st.NewEncodedObject()
		o.SetType(plumbing.BlobObject)
		w, err := o.Writer()
		require.NoError(t, err)
		_, _ = w.Write([]byte(b))
		require.NoError(t, w.Close())
		return put(o)
	}
	tree := func(es []object.TreeEntry) plumbing.Hash {
		o := st.NewEncodedObject()
		require.NoError(t, (&object.Tree{Entries: es}).Encode(o))
		return put(o)
	}
	sha := strings.Repeat("1", 40)
	receipt := func(verdict string) string {
		return `{"audit_integrity":"OK","auditor_model":"m","constitution_hash":"` + strings.Repeat("2", 40) + `","cycle_id":"0123456789abcdef",` +
			`"dcl_source_sha256":"` + strings.Repeat("3", 64) + `","manifest":{},"prompt_sha256":"` + strings.Repeat("4", 64) +
			`","report_sha256":"` + strings.Repeat("5", 64) + `","round":1,"science_repo":"You/Demo","sha":"` + sha +
			`","tree":"` + strings.Repeat("6", 40) + `","verdict":"` + verdict + `"}`
	}
	var parent plumbing.Hash
	when := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	commit := func(folders map[string]string, admissions string) *object.Commit {
		var dirs []object.TreeEntry
		for _, name := range []string{sha + "-a", sha + "-r2", sha} { // git tree order: a folder sorts as name + "/"
			if b, ok := folders[name]; ok {
				dirs = append(dirs, object.TreeEntry{Name: name, Mode: filemode.Dir,
					Hash: tree([]object.TreeEntry{{Name: ReceiptFile, Mode: filemode.Regular, Hash: blob(b)}})})
			}
		}
		root := []object.TreeEntry{{Name: CyclesDir, Mode: filemode.Dir, Hash: tree(dirs)}}
		if admissions != "" {
			root = append([]object.TreeEntry{{Name: AdmissionsFile, Mode: filemode.Regular, Hash: blob(admissions)}}, root...)
		}
		when = when.Add(time.Minute)
		sig := object.Signature{Name: "a", Email: "a@b", When: when}
		c := &object.Commit{Author: sig, Committer: sig, Message: "x", TreeHash: tree(root)}
		if !parent.IsZero() {
			c.ParentHashes = []plumbing.Hash{parent}
		}
		o := st.NewEncodedObject()
		require.NoError(t, c.Encode(o))
		parent = put(o)
		co, err := r.CommitObject(parent)
		require.NoError(t, err)
		return co
	}
	entry := func(b string) string {
		return `{"receipt_sha256":"` + Sum([]byte(b)) + `","science_repo":"You/Demo","sha":"` + sha + `","round":1,"admitted_at":"2026-01-01T00:00:00Z"}` + "\n"
	}
	pass := receipt("PASS")
	commit(map[string]string{sha: pass}, "")                                      // index 0: the receipt
	commit(map[string]string{sha: pass, sha + "-r2": pass, sha + "-a": pass}, "") // index 1: copies
	head := commit(map[string]string{sha: pass, sha + "-r2": pass, sha + "-a": pass}, entry(pass))
	led, err := scanLedger(head)
	require.NoError(t, err)
	require.Len(t, led.admissions, 1)
	assert.Equal(t, 0, led.admissions[0].index, "the earliest recording of the receipt")
	assert.Empty(t, led.flawed)

	parent = plumbing.ZeroHash
	blocked := receipt("BLOCKED")
	commit(map[string]string{sha: blocked}, "")
	head = commit(map[string]string{sha: blocked}, entry(blocked))
	led, err = scanLedger(head)
	require.NoError(t, err)
	assert.NotEmpty(t, led.flawed, "a receipt that does not pass backs no admission")

	parent = plumbing.ZeroHash
	commit(map[string]string{sha + "-a": pass}, "")
	head = commit(map[string]string{sha + "-a": pass}, entry(pass))
	led, err = scanLedger(head)
	require.NoError(t, err)
	assert.NotEmpty(t, led.flawed, "cycles/<sha>-a is no round folder")
}
