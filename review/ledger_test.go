package review_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/review"
	"github.com/verijudge/verijudge/review/reviewtest"
)

// TestLedgerLines: the ledger holds one admission per line, each line
// ended by a newline. A file whose last line lacks its newline (an append
// cut short, an edit by hand), a line with anything after its entry, or an
// empty line is damaged: Entries refuses it and Consume appends nothing,
// so an admission is never joined to the line before it and lost (which
// let the same receipt be admitted twice).
func TestLedgerLines(t *testing.T) {
	a := `{"receipt_sha256":"` + strings.Repeat("a", 64) + `","science_repo":"You/Demo","sha":"` + strings.Repeat("1", 40) + `","round":1,"admitted_at":"2026-01-01T00:00:00Z"}`
	b := strings.Replace(strings.Replace(a, strings.Repeat("a", 64), strings.Repeat("b", 64), 1), strings.Repeat("1", 40), strings.Repeat("2", 40), 1)
	for name, content := range map[string]string{
		"no final newline":        a,
		"second line unended":     a + "\n" + b,
		"garbage after the entry": a + " garbage\n",
		"two entries on a line":   a + b + "\n",
		"empty line":              a + "\n\n" + b + "\n",
		"blank line":              a + "\n \n",
		"short sha":               strings.Replace(a, strings.Repeat("1", 40), "1234", 1) + "\n",
		"unknown member":          strings.Replace(a, `"round"`, `"extra":1,"round"`, 1) + "\n",
	} {
		t.Run(name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), "admissions.jsonl")
			require.NoError(t, os.WriteFile(p, []byte(content), 0o644))
			l := review.OpenLedger(p)
			_, err := l.Entries()
			require.ErrorIs(t, err, review.ErrLedger)
			err = l.Consume(review.Entry{ReceiptSHA256: strings.Repeat("c", 64), ScienceRepo: "You/Demo", SHA: strings.Repeat("3", 40), Round: 1}, reviewtest.Now)
			require.ErrorIs(t, err, review.ErrLedger)
			after, err := os.ReadFile(p)
			require.NoError(t, err)
			assert.Equal(t, content, string(after), "a damaged ledger is left as it was")
		})
	}
	t.Run("well formed", func(t *testing.T) {
		p := filepath.Join(t.TempDir(), "admissions.jsonl")
		require.NoError(t, os.WriteFile(p, []byte(a+"\n"+b+"\r\n"), 0o644))
		es, err := review.OpenLedger(p).Entries()
		require.NoError(t, err)
		require.Len(t, es, 2)
		assert.Equal(t, strings.Repeat("b", 64), es[1].ReceiptSHA256)
	})
}
