package review_test

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/review"
	"github.com/verijudge/verijudge/review/reviewtest"
)

func honest(t *testing.T) *reviewtest.Fixture {
	t.Helper()
	f, err := reviewtest.Generate(t.TempDir(), reviewtest.Scenarios()[0])
	require.NoError(t, err)
	return f
}

func request(f *reviewtest.Fixture, ledger *review.Ledger) review.AdmitRequest {
	return review.AdmitRequest{ReceiptPath: f.ReceiptPath, ScienceDir: f.ScienceDir, AuditDir: f.AuditDir,
		ExpectRepo: reviewtest.Repo, ExpectSHA: f.Commit, Ledger: ledger, Now: reviewtest.Now}
}

func newLedger(t *testing.T) *review.Ledger {
	return review.OpenLedger(filepath.Join(t.TempDir(), "admissions.jsonl"))
}

// TestHostileAdmissions: each attack on admission is DENY (or an error),
// never an admission, and says why.
func TestHostileAdmissions(t *testing.T) {
	const artefact = "experiments/2026-07-30-demo/results.json"
	for _, tc := range []struct {
		name   string
		attack func(t *testing.T, f *reviewtest.Fixture, req *review.AdmitRequest)
		reason string // "" when the attack must be an error
	}{
		{"artefact replaced by a symlink out of the checkout", func(t *testing.T, f *reviewtest.Fixture, _ *review.AdmitRequest) {
			p := filepath.Join(f.ScienceDir, filepath.FromSlash(artefact))
			outside := filepath.Join(t.TempDir(), "results.json")
			b, err := os.ReadFile(p)
			require.NoError(t, err)
			require.NoError(t, os.WriteFile(outside, b, 0o644))
			require.NoError(t, os.Remove(p))
			require.NoError(t, os.Symlink(outside, p))
		}, "admissible: the science checkout does not match"},
		{"artefact folder replaced by a symlink", func(t *testing.T, f *reviewtest.Fixture, _ *review.AdmitRequest) {
			d := filepath.Join(f.ScienceDir, "experiments")
			moved := filepath.Join(t.TempDir(), "experiments")
			require.NoError(t, os.Rename(d, moved))
			require.NoError(t, os.Symlink(moved, d))
		}, "admissible: the science checkout does not match"},
		{"receipt manifest path escaping the checkout", func(t *testing.T, f *reviewtest.Fixture, _ *review.AdmitRequest) {
			rewriteReceipt(t, f, func(r *review.Receipt) { r.Manifest["../../etc/passwd"] = review.Absent })
		}, "receipt.manifest"},
		{"receipt for another repository", func(t *testing.T, f *reviewtest.Fixture, _ *review.AdmitRequest) {
			rewriteReceipt(t, f, func(r *review.Receipt) { r.ScienceRepo = "someone/else" })
		}, "receipt is for repository"},
		{"expected repository spelled otherwise than the receipt", func(t *testing.T, f *reviewtest.Fixture, req *review.AdmitRequest) {
			// the reference compares the spelling: the cycle id hashes it
			req.ExpectRepo = strings.ToLower(reviewtest.Repo)
		}, "receipt is for repository"},
		{"receipt lowercasing the repository", func(t *testing.T, f *reviewtest.Fixture, _ *review.AdmitRequest) {
			rewriteReceipt(t, f, func(r *review.Receipt) { r.ScienceRepo = strings.ToLower(r.ScienceRepo) })
		}, "receipt is for repository"},
		{"expected commit the repository lacks", func(t *testing.T, f *reviewtest.Fixture, req *review.AdmitRequest) {
			req.ExpectSHA = strings.Repeat("ab", 20)
			rewriteReceipt(t, f, func(r *review.Receipt) { r.SHA = req.ExpectSHA })
		}, "no such commit"},
		{"receipt that is not JSON", func(t *testing.T, f *reviewtest.Fixture, _ *review.AdmitRequest) {
			require.NoError(t, os.WriteFile(f.ReceiptPath, []byte("verdict: PASS\n"), 0o644))
		}, "invalid receipt"},
		{"receipt that is a folder", func(t *testing.T, f *reviewtest.Fixture, req *review.AdmitRequest) {
			req.ReceiptPath = t.TempDir()
		}, "receipt unreadable"},
		{"receipt verdict rewritten to PASS over a blocked round", func(t *testing.T, f *reviewtest.Fixture, _ *review.AdmitRequest) {
			rewriteReceipt(t, f, func(r *review.Receipt) { r.Round = 1 })
		}, "receipt-bound: round 1"},
		{"report rewritten in the ledger checkout after the receipt", func(t *testing.T, f *reviewtest.Fixture, _ *review.AdmitRequest) {
			p := filepath.Join(f.AuditDir, "cycles", f.Commit, "report.md")
			b, err := os.ReadFile(p)
			require.NoError(t, err)
			require.NoError(t, os.WriteFile(p, append(b, "\nedited\n"...), 0o644))
		}, "ledger-complete"},
		{"ledger report folder replaced by a symlink", func(t *testing.T, f *reviewtest.Fixture, _ *review.AdmitRequest) {
			d := filepath.Join(f.AuditDir, "cycles", f.Commit)
			moved := filepath.Join(t.TempDir(), "round")
			require.NoError(t, os.Rename(d, moved))
			require.NoError(t, os.Symlink(moved, d))
		}, ""},
		{"damaged admission ledger", func(t *testing.T, f *reviewtest.Fixture, req *review.AdmitRequest) {
			p := filepath.Join(t.TempDir(), "admissions.jsonl")
			require.NoError(t, os.WriteFile(p, []byte("not json\n"), 0o644))
			req.Ledger = review.OpenLedger(p)
		}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := honest(t)
			req := request(f, newLedger(t))
			tc.attack(t, f, &req)
			d, err := review.Admit(req)
			if tc.reason == "" {
				require.Error(t, err)
				assert.Nil(t, d)
				return
			}
			require.NoError(t, err)
			assert.False(t, d.Admit)
			assert.Contains(t, strings.Join(d.Reasons, "\n"), tc.reason)
		})
	}
}

func rewriteReceipt(t *testing.T, f *reviewtest.Fixture, edit func(*review.Receipt)) {
	b, err := os.ReadFile(f.ReceiptPath)
	require.NoError(t, err)
	r, err := review.ParseReceipt(b)
	require.NoError(t, err)
	edit(r)
	require.NoError(t, os.WriteFile(f.ReceiptPath, r.Marshal(), 0o644))
}

// TestConcurrentAdmissions: eight admissions of one receipt at once admit
// it exactly once.
func TestConcurrentAdmissions(t *testing.T) {
	f := honest(t)
	ledger := newLedger(t)
	var wg sync.WaitGroup
	admits := make([]bool, 8)
	for i := range admits {
		wg.Add(1)
		go func() {
			defer wg.Done()
			d, err := review.Admit(request(f, ledger))
			assert.NoError(t, err)
			admits[i] = err == nil && d.Admit
		}()
	}
	wg.Wait()
	n := 0
	for _, a := range admits {
		if a {
			n++
		}
	}
	assert.Equal(t, 1, n)
	es, err := ledger.Entries()
	require.NoError(t, err)
	require.Len(t, es, 1)
	assert.Equal(t, f.Commit, es[0].SHA)
}

// TestConflictingReceipt: once one receipt admitted a commit, another
// receipt for the same commit (here: the same audit re-emitted with other
// prompt bytes) is DENY.
func TestConflictingReceipt(t *testing.T) {
	f := honest(t)
	ledger := newLedger(t)
	d, err := review.Admit(request(f, ledger))
	require.NoError(t, err)
	require.True(t, d.Admit, "%v", d.Reasons)
	rewriteReceipt(t, f, func(r *review.Receipt) { r.PromptSHA256 = strings.Repeat("1", 64) })
	d, err = review.Admit(request(f, ledger))
	require.NoError(t, err)
	assert.False(t, d.Admit)
	assert.Contains(t, strings.Join(d.Reasons, "\n"), "conflicts with another admitted receipt")
}
