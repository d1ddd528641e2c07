package review_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/review"
)

// The formats of the public reference implementation's runner, written
// here in our own words with made-up values: a rulebook whose severity
// lines carry qualifiers, a report whose header values are bold and whose
// Auditor cell is the model alone, and deterministic-check output run
// from a science/ checkout.

const referenceRulebook = `# Audit rules

**Severity:** ` + "`BLOCKER`" + ` gates the increment; ` + "`ADVISORY`" + ` does not.

### CA-DATA-001 — Every number carries its unit
- **Severity:** BLOCKER
- **Applies to:** results files
- **Criterion:** each numeric value names its unit.

### CA-META-002 — The auditor answers in the agreed form
- **Severity:** BLOCKER (for the Auditor's conduct)
- **Criterion:** a reply that is not the form escalates.

### CA-PROC-003 — Disputes are raised in writing
- **Severity:** — (procedural)

### CA-STYLE-004 — Plots have titles
- **Severity:** ADVISORY
`

func TestParseRulebookReferenceSeverities(t *testing.T) {
	rules, err := review.ParseRulebook([]byte(referenceRulebook))
	require.NoError(t, err)
	assert.Equal(t, []review.Rule{
		{ID: "CA-DATA-001", Severity: review.Blocker},
		{ID: "CA-META-002", Severity: review.Blocker},
		{ID: "CA-PROC-003", Severity: review.Advisory},
		{ID: "CA-STYLE-004", Severity: review.Advisory},
	}, rules, "a qualifier is dropped; a procedural rule gates nothing")

	for name, line := range map[string]string{
		"unknown word":             "- **Severity:** CRITICAL (for data)",
		"words after the severity": "- **Severity:** BLOCKER for data",
		"qualifier not closed":     "- **Severity:** BLOCKER (for data",
		"lower case":               "- **Severity:** blocker",
	} {
		doc := strings.Replace(referenceRulebook, "- **Severity:** ADVISORY", line, 1)
		_, err := review.ParseRulebook([]byte(doc))
		assert.ErrorIs(t, err, review.ErrFormat, name)
	}
}

func referenceReport(verdict, auditor, findings string) string {
	return "# Audit Report — You/Demo-Science@0123abc\n\n| | |\n|---|---|\n" +
		"| **Increment** | `You/Demo-Science` commit `" + strings.Repeat("0123abcd", 5) + "` |\n" +
		"| **Round** | 2 |\n" +
		"| **Constitution** | `AUDIT_RULES.md` @ `" + strings.Repeat("9", 40) + "` |\n" +
		"| **Deterministic checks** | PASS — 0 hard failure(s) |\n" +
		"| **Verdict** | **" + verdict + "** |\n" +
		"| **Auditor** | " + auditor + " |\n\n" +
		"## Findings\n\n" + findings + "\n" +
		"## Deterministic check output\n\n```json\n{\"verdict\": \"PASS\"}\n```\n\n" +
		"## Notes for the human (asynchronous)\n\nNone.\n"
}

func TestParseReportReferenceHeader(t *testing.T) {
	blocker := "### [BLOCKER] CA-DATA-001 — deterministic check `schema`\n- **Artifact:** `science/experiments/demo-1`\n\n" +
		"### [ADVISORY] CA-STYLE-004 — LLM audit\n- **Artifact:** the second figure\n"
	for name, c := range map[string]struct {
		verdict, auditor, findings string
		vendor, model              string
	}{
		"pass, model alone":      {"PASS", "gpt-4o", "No findings.\n", "", "gpt-4o"},
		"pass, OpenRouter model": {"PASS", "meta-llama/llama-3.1-70b-instruct:free", "No findings.\n", "", "meta-llama/llama-3.1-70b-instruct:free"},
		"blocked with findings":  {"BLOCKED", "openai/gpt-4o", blocker, "", "openai/gpt-4o"},
		"our vendor / model":     {"PASS", "openai / gpt-4o", "No findings.\n", "openai", "gpt-4o"},
		"vendor in capitals":     {"PASS", "OpenAI / gpt-4o", "No findings.\n", "openai", "gpt-4o"},
	} {
		r := review.ParseReport([]byte(referenceReport(c.verdict, c.auditor, c.findings)))
		require.True(t, r.WellFormed, name)
		assert.Equal(t, c.verdict, r.Verdict, name)
		assert.Equal(t, 2, r.Round, name)
		assert.Equal(t, c.vendor, r.Vendor, name)
		assert.Equal(t, c.model, r.Model, name)
		if c.verdict == "BLOCKED" {
			assert.Equal(t, []review.Finding{
				{Rule: "CA-DATA-001", Severity: review.Blocker, Location: "science/experiments/demo-1"},
				{Rule: "CA-STYLE-004", Severity: review.Advisory, Location: "the second figure"},
			}, r.Findings, name)
		}
	}
	for name, c := range map[string][2]string{
		"bold verdict nobody knows": {"LGTM", "gpt-4o"},
		"empty auditor":             {"PASS", ""},
		"auditor over 200 chars":    {"PASS", strings.Repeat("m", 201)},
		"vendor nobody could be":    {"PASS", "Open AI / gpt-4o"},
		"vendor / nothing":          {"PASS", "openai / "},
	} {
		r := review.ParseReport([]byte(referenceReport(c[0], c[1], "No findings.\n")))
		assert.False(t, r.WellFormed, name)
	}
}

func TestParseChecksScienceFolder(t *testing.T) {
	out := func(results ...string) []byte {
		var b strings.Builder
		b.WriteString(`{"crossaudit_dcl_version": 1, "verdict": "PASS", "total_hard_failures": 0, "results": [`)
		for i, r := range results {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(`{"experiment": "` + r + `", "findings": [], "hard_failures": 0}`)
		}
		b.WriteString("]}")
		return []byte(b.String())
	}
	exps := []string{"experiments/demo-1", "experiments/demo-2"}
	passing := func(rs []review.CheckResult) bool {
		for _, r := range rs {
			if !r.Pass {
				return false
			}
		}
		return len(rs) > 0
	}
	assert.True(t, passing(review.ParseChecks(out("science/experiments/demo-1", "science/experiments/demo-2"), exps)),
		"the reference runner's science/experiments/<name> covers experiments/<name>")
	assert.True(t, passing(review.ParseChecks(out("experiments/demo-1", "demo-2"), exps)))
	rs := review.ParseChecks(out("science/experiments/demo-1"), exps)
	assert.False(t, passing(rs))
	assert.Contains(t, rs, review.CheckResult{Name: "experiments/demo-2 not checked", Pass: false})
	for name, results := range map[string][]string{
		"both spellings":      {"science/experiments/demo-1", "experiments/demo-1", "experiments/demo-2"},
		"name and full path":  {"demo-1", "experiments/demo-1", "experiments/demo-2"},
		"two science folders": {"a/experiments/demo-1", "b/experiments/demo-1", "experiments/demo-2"},
		"another folder only": {"decoy/experiments/demo-1", "experiments/demo-2"},
	} {
		assert.False(t, passing(review.ParseChecks(out(results...), exps)), name)
	}
}
