package review_test

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/review"
)

func TestParseConfig(t *testing.T) {
	b, err := os.ReadFile("testdata/crossaudit.yml")
	require.NoError(t, err)
	c, err := review.ParseConfig(b)
	require.NoError(t, err)
	assert.Equal(t, &review.Config{GeneratorVendor: "anthropic", AuditorVendor: "openai", MaxRounds: 3}, c)

	for name, doc := range map[string]string{
		"dotted key shadowing the nested one": "generator:\n  vendor: openai\ngenerator.vendor: anthropic\nauditor:\n  vendor: x\n",
		"flow mapping":                        "generator: {vendor: openai}\nauditor:\n  vendor: x\n",
		"duplicate key":                       "generator:\n  vendor: a\n  vendor: b\nauditor:\n  vendor: x\n",
		"tab indent":                          "generator:\n\tvendor: a\n",
		"odd indent":                          "generator:\n   vendor: a\n",
		"anchor":                              "generator: &g\n  vendor: a\n",
		"alias":                               "generator:\n  vendor: *v\n",
		"block scalar":                        "generator:\n  vendor: |\n    a\n",
		"missing vendor":                      "auditor:\n  vendor: x\n",
		"uppercase vendor":                    "generator:\n  vendor: OpenAI\nauditor:\n  vendor: x\n",
		"bound out of range":                  "generator:\n  vendor: a\nauditor:\n  vendor: x\nloop:\n  max_rounds: 0\n",
		"nested flow list":                    "generator:\n  vendor: a\nauditor:\n  vendor: x\nseverity:\n  block_on: [[A]]\n",
	} {
		_, err := review.ParseConfig([]byte(doc))
		assert.ErrorIs(t, err, review.ErrFormat, name)
	}
}

func TestParseReport(t *testing.T) {
	b, err := os.ReadFile("testdata/report.md")
	require.NoError(t, err)
	r := review.ParseReport(b)
	require.True(t, r.WellFormed)
	assert.Equal(t, "PASS", r.Verdict)
	assert.Equal(t, "openai", r.Vendor)
	assert.Equal(t, 2, r.Round)
	require.Len(t, r.Findings, 1)
	assert.Equal(t, review.Finding{Rule: "CA-DATA-002", Severity: "ADVISORY", Location: "experiments/2026-07-30-demo/results.json"}, r.Findings[0])

	s := string(b)
	for name, edit := range map[string][2]string{
		"two spaces before the tag": {"### [ADVISORY]", "###  [BLOCKER]"},
		"lower-case tag":            {"### [ADVISORY]", "### [Blocker]"},
		"deeper heading":            {"### [ADVISORY]", "#### [BLOCKER]"},
		"unknown severity":          {"### [ADVISORY]", "### [CRITICAL]"},
		"fullwidth brackets":        {"### [ADVISORY]", "### ［BLOCKER］"},
		"no verdict":                {"| **Verdict** | PASS |", ""},
		"verdict nobody knows":      {"| **Verdict** | PASS |", "| **Verdict** | LGTM |"},
		"no auditor":                {"| **Auditor** | openai / gpt-5.1 |", ""},
		"no findings section":       {"## Findings", "## Remarks"},
		"two findings sections":     {"## Deterministic check output", "## Findings\n\nNo findings.\n\n## Deterministic check output"},
		"blocked without a blocker": {"| **Verdict** | PASS |", "| **Verdict** | BLOCKED |"},
		"no findings and a finding": {"## Findings\n", "## Findings\n\nNo findings.\n"},
		"line over the scanner cap": {"## Deterministic check output", "## Findings\n" + strings.Repeat("x", 2<<20)},
	} {
		out := review.ParseReport([]byte(strings.Replace(s, edit[0], edit[1], 1)))
		assert.False(t, out.WellFormed, name)
	}
	assert.False(t, review.ParseReport(nil).WellFormed)
}
