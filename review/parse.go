package review

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/verijudge/verijudge/canon"
	"path"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ErrFormat marks a repository file (configuration, rulebook, checks
// output) that cannot be read.
var ErrFormat = errors.New("review: unreadable file")

// Config is what the science repository's crossaudit.yml declares.
type Config struct {
	GeneratorVendor string
	AuditorVendor   string
	MaxRounds       int
}

// DefaultMaxRounds is the revision bound when crossaudit.yml sets none.
const DefaultMaxRounds = 3

const maxConfigBytes = 64 << 10

// ParseConfig reads crossaudit.yml: a small YAML subset (nested mappings
// of plain scalars by two-space indent, "- item" and [flow] lists, #
// comments). It refuses what it does not read rather than guess: tabs,
// anchors, aliases, tags, block scalars, bad indentation. It needs
// generator.vendor and auditor.vendor; loop.max_rounds defaults to 3.
func ParseConfig(data []byte) (*Config, error) {
	if len(data) > maxConfigBytes {
		return nil, fmt.Errorf("%w: crossaudit.yml: %d bytes, over %d", ErrFormat, len(data), maxConfigBytes)
	}
	vals := map[string]string{}
	var stack []string // keys of the open mappings, by depth
	sc := bufio.NewScanner(bytes.NewReader(data))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		bad := func(why string) error { return fmt.Errorf("%w: crossaudit.yml line %d: %s", ErrFormat, n, why) }
		if strings.ContainsRune(line, '\t') {
			return nil, bad("tab (indent with spaces)")
		}
		if i := strings.Index(line, " #"); i >= 0 {
			line = line[:i]
		}
		trimmed := strings.TrimLeft(line, " ")
		if trimmed == "" || trimmed[0] == '#' || trimmed == "---" {
			continue
		}
		indent := len(line) - len(trimmed)
		if indent%2 != 0 || indent/2 > len(stack) {
			return nil, bad("indentation")
		}
		depth := indent / 2
		stack = stack[:depth]
		if strings.HasPrefix(trimmed, "- ") || trimmed == "-" {
			continue // a list item: nothing verijudge reads is a block list
		}
		key, value, ok := strings.Cut(trimmed, ":")
		key = strings.TrimSpace(key)
		// A dotted key would read as the nested one here and as its own
		// key to YAML: refused, like every form a YAML reader could read
		// otherwise.
		if !ok || key == "" || strings.ContainsAny(key, "&*!|>{}[]\"'.?,%@`") {
			return nil, bad("want key: value (plain keys, no dots)")
		}
		value = strings.TrimSpace(value)
		if value == "" {
			stack = append(stack, key)
			continue
		}
		if strings.ContainsAny(value[:1], "&*!|>{%@`") {
			return nil, bad("anchors, aliases, tags, flow mappings and block scalars are not read")
		}
		if value[0] == '[' && (!strings.HasSuffix(value, "]") || strings.ContainsAny(value[1:len(value)-1], "[]{}:")) {
			return nil, bad("a flow list holds plain items only")
		}
		if len(value) >= 2 && (value[0] == '"' && value[len(value)-1] == '"' || value[0] == '\'' && value[len(value)-1] == '\'') {
			value = value[1 : len(value)-1]
		}
		full := strings.Join(append(append([]string{}, stack...), key), ".")
		if _, dup := vals[full]; dup {
			return nil, bad("duplicate key " + full)
		}
		vals[full] = value
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%w: crossaudit.yml: %w", ErrFormat, err)
	}
	c := &Config{GeneratorVendor: vals["generator.vendor"], AuditorVendor: vals["auditor.vendor"], MaxRounds: DefaultMaxRounds}
	for name, v := range map[string]string{"generator.vendor": c.GeneratorVendor, "auditor.vendor": c.AuditorVendor} {
		if !vendorRE.MatchString(v) {
			return nil, fmt.Errorf("%w: crossaudit.yml: %s: want a lowercase vendor name such as openai, got %q", ErrFormat, name, v)
		}
	}
	if s, ok := vals["loop.max_rounds"]; ok {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > 100 {
			return nil, fmt.Errorf("%w: crossaudit.yml: loop.max_rounds: want 1 to 100, got %q", ErrFormat, s)
		}
		c.MaxRounds = n
	}
	return c, nil
}

var vendorRE = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]{0,63}$`)
var ruleRE = regexp.MustCompile(`^[A-Z][A-Z0-9]*(-[A-Z0-9]+)+$`)

// maxRuleID is the longest rule id the evaluator reads.
const maxRuleID = 64

// Rule is one rule of the rulebook.
type Rule struct {
	ID       string `json:"id"`
	Severity string `json:"severity"`
}

// Severities.
const (
	Blocker  = "BLOCKER"
	Advisory = "ADVISORY"
)

var ruleHead = regexp.MustCompile(`^### ([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)\b`)
var severityLine = regexp.MustCompile(`^- \*\*Severity:\*\*\s*(\S+)\s*(\(.*\))?$`)

// Procedural is the severity word of a rule that gates nothing ("—", an em
// dash, as the reference rulebook writes a procedural rule). It is read as
// ADVISORY: no finding citing it can block.
const Procedural = "—"

// ParseRulebook reads the rules of AUDIT_RULES.md: each rule is a
// "### RULE-ID — title" heading followed, before the next heading, by a
// "- **Severity:** BLOCKER|ADVISORY|—" line, the word optionally followed
// by a parenthesised qualifier ("BLOCKER (for the Auditor's conduct)",
// "— (procedural)"), which is not kept. A procedural rule ("—") is an
// ADVISORY one: it gates nothing. A rule without exactly one severity, or
// a rule id given twice, is an error.
func ParseRulebook(data []byte) ([]Rule, error) {
	var rules []Rule
	seen := map[string]bool{}
	cur := -1
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), " \r")
		if strings.HasPrefix(line, "#") {
			cur = -1
			if m := ruleHead.FindStringSubmatch(line); m != nil {
				if len(m[1]) > maxRuleID {
					return nil, fmt.Errorf("%w: AUDIT_RULES.md line %d: rule id longer than %d characters", ErrFormat, n, maxRuleID)
				}
				if seen[m[1]] {
					return nil, fmt.Errorf("%w: AUDIT_RULES.md line %d: rule %s given twice", ErrFormat, n, m[1])
				}
				seen[m[1]] = true
				if len(rules) >= 10000 {
					return nil, fmt.Errorf("%w: AUDIT_RULES.md: more than 10000 rules", ErrFormat)
				}
				rules = append(rules, Rule{ID: m[1]})
				cur = len(rules) - 1
			}
			continue
		}
		if m := severityLine.FindStringSubmatch(line); m != nil && cur >= 0 {
			if rules[cur].Severity != "" {
				return nil, fmt.Errorf("%w: AUDIT_RULES.md line %d: rule %s has two severities", ErrFormat, n, rules[cur].ID)
			}
			switch m[1] {
			case Blocker, Advisory:
				rules[cur].Severity = m[1]
			case Procedural:
				rules[cur].Severity = Advisory
			default:
				return nil, fmt.Errorf("%w: AUDIT_RULES.md line %d: rule %s: severity %q, want BLOCKER, ADVISORY or — (procedural), optionally followed by a qualifier in parentheses", ErrFormat, n, rules[cur].ID, m[1])
			}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%w: AUDIT_RULES.md: %w", ErrFormat, err)
	}
	for _, r := range rules {
		if r.Severity == "" {
			return nil, fmt.Errorf("%w: AUDIT_RULES.md: rule %s has no \"- **Severity:**\" line", ErrFormat, r.ID)
		}
	}
	return rules, nil
}

// Finding is one finding of a report.
type Finding struct {
	Rule     string `json:"rule"` // "" when the finding cites no rule id
	Severity string `json:"severity"`
	Location string `json:"location"`
}

// Report is what an audit report says of itself.
type Report struct {
	Round   int
	Verdict string // "UNKNOWN" when the report does not say
	// Vendor is the auditor's vendor when the Auditor cell names it
	// ("vendor / model"); "" when the cell is the model alone, as the
	// reference runner writes it (the evidence then takes the vendor the
	// model's name says); "unknown" when the cell cannot be read.
	Vendor     string
	Model      string // the model as written: an OpenRouter name keeps its "vendor/" prefix
	Findings   []Finding
	WellFormed bool
}

// ScienceCheckout is the folder the reference runner checks the science
// repository out to, under which its checks.json names experiments.
const ScienceCheckout = "science/"

// modelRE is an auditor model as written in a report and a receipt's
// auditor_model: a provider's name ("gpt-4o") or an OpenRouter one
// ("meta-llama/llama-3.1-70b-instruct:free"), 1 to 200 printable ASCII
// characters, no "|", beginning with a letter or digit and ending with one
// or ")" (the runner's offline cell, "offline stub (DCL only)").
var modelRE = regexp.MustCompile(`^[A-Za-z0-9](?:[ -{}~]{0,198}[A-Za-z0-9)])?$`)

// headerValue is a header cell's value: one pair of surrounding backticks
// or "**" removed (the reference runner writes | **Verdict** | **PASS** |).
func headerValue(v string) string {
	if len(v) > 4 && strings.HasPrefix(v, "**") && strings.HasSuffix(v, "**") {
		v = v[2 : len(v)-2]
	}
	return strings.Trim(v, "`")
}

var headerRow = regexp.MustCompile(`^\|\s*\*\*([A-Za-z ]+)\*\*\s*\|\s*(.*?)\s*\|\s*$`)
var findingHead = regexp.MustCompile(`^### \[(BLOCKER|ADVISORY)\]( .*)?$`)
var artifactLine = regexp.MustCompile(`^- \*\*Artifact:\*\*\s*(.*?)\s*$`)

// ParseReport reads an audit report in the ledger's Markdown form: a
// header table (| **Round** | n |, | **Verdict** | v |, | **Auditor** |
// model |, or | **Auditor** | vendor / model |; a value may be wrapped
// in backticks or in bold, | **Verdict** | **PASS** |, as the reference
// runner writes it) and a "## Findings" section of "### [SEVERITY]
// RULE-ID — …" blocks, each with an optional "- **Artifact:** location"
// line, or "No findings.". It never fails: a report it cannot read is not
// well formed, which the evidence class treats as a report that must
// escalate. A BLOCKED verdict without a single BLOCKER is not well formed
// either: a model blocks only by citing a rule.
func ParseReport(data []byte) Report {
	r := Report{Verdict: "UNKNOWN", Vendor: "unknown", Model: "unknown", Findings: []Finding{}}
	header := map[string]string{}
	inFindings, sawFindings, noFindings, malformed, other := false, false, false, false, false
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := strings.TrimRight(sc.Text(), " \r")
		if m := headerRow.FindStringSubmatch(line); m != nil && !sawFindings {
			k := strings.TrimSpace(m[1])
			if _, dup := header[k]; dup {
				malformed = true
			}
			header[k] = headerValue(m[2])
			continue
		}
		if strings.HasPrefix(line, "## ") {
			inFindings = strings.TrimSpace(line[3:]) == "Findings"
			if inFindings {
				if sawFindings {
					malformed = true
				}
				sawFindings = true
			}
			continue
		}
		if !inFindings {
			continue
		}
		if line == "No findings." {
			noFindings = true
			continue
		}
		if strings.TrimSpace(line) != "" {
			other = true
		}
		// Inside Findings, a heading that is not a finding, or a line
		// that looks like a severity tag but is not a finding's heading,
		// makes the report malformed: it must not hide a BLOCKER.
		lower := strings.ToLower(line)
		if (strings.HasPrefix(strings.TrimSpace(line), "#") || strings.Contains(lower, "[blocker") ||
			strings.Contains(lower, "[advisory")) && !findingHead.MatchString(line) {
			malformed = true
			continue
		}
		if m := findingHead.FindStringSubmatch(line); m != nil {
			f := Finding{Severity: m[1]}
			if f.Severity != Blocker && f.Severity != Advisory {
				malformed = true
				continue
			}
			if id, _, _ := strings.Cut(strings.TrimSpace(m[2]), " "); ruleRE.MatchString(id) && len(id) <= maxRuleID {
				f.Rule = id
			}
			r.Findings = append(r.Findings, f)
			continue
		}
		if m := artifactLine.FindStringSubmatch(line); m != nil && len(r.Findings) > 0 {
			loc := strings.Trim(m[1], "`")
			if len(loc) > 1024 {
				loc = loc[:1024]
			}
			r.Findings[len(r.Findings)-1].Location = strings.ToValidUTF8(loc, "")
		}
	}
	if sc.Err() != nil {
		malformed = true // a line over the scanner's limit: the rest was not read
	}
	if noFindings && other {
		malformed = true // "No findings." stands alone
	}
	if len(r.Findings) > 10000 {
		r.Findings = r.Findings[:10000]
		malformed = true
	}
	if n, err := strconv.Atoi(header["Round"]); err == nil && n >= 1 {
		r.Round = n
	} else {
		malformed = true
	}
	switch v := header["Verdict"]; v {
	case VerdictPass, VerdictBlocked, VerdictEscalate, VerdictDCLOnly:
		r.Verdict = v
	default:
		malformed = true
	}
	auditor := header["Auditor"]
	if vendor, model, ok := strings.Cut(auditor, " / "); ok {
		// "vendor / model": the vendor said in the report is the one
		// compared, whatever its case.
		vendor, model = strings.ToLower(strings.TrimSpace(vendor)), strings.TrimSpace(model)
		if vendorRE.MatchString(vendor) && modelRE.MatchString(model) {
			r.Vendor, r.Model = vendor, model
		} else {
			malformed = true
		}
	} else if modelRE.MatchString(auditor) {
		r.Vendor, r.Model = "", auditor
	} else {
		malformed = true
	}
	if !sawFindings || (noFindings && len(r.Findings) > 0) || (!noFindings && len(r.Findings) == 0) {
		malformed = true
	}
	if r.Verdict == VerdictBlocked {
		blocks := false
		for _, f := range r.Findings {
			blocks = blocks || f.Severity == Blocker
		}
		malformed = malformed || !blocks
	}
	r.WellFormed = !malformed
	if r.Round == 0 {
		r.Round = 1 // the evidence needs a number; a malformed report is judged on WellFormed
	}
	return r
}

// CheckResult is one deterministic check result.
type CheckResult struct {
	Name string `json:"name"`
	Pass bool   `json:"pass"`
}

type dclOutput struct {
	Version int         `json:"crossaudit_dcl_version"`
	Verdict string      `json:"verdict"`
	Total   *int        `json:"total_hard_failures"`
	Results []dclResult `json:"results"`
}

type dclResult struct {
	Experiment   string            `json:"experiment"`
	Findings     []json.RawMessage `json:"findings"`
	HardFailures *int              `json:"hard_failures"`
}

// ParseChecks reads a round's checks.json, the deterministic layer's
// output ({"crossaudit_dcl_version":1, "verdict", "total_hard_failures",
// "results":[{"experiment", "findings", "hard_failures"}]}, no other
// member), as one result per experiment. It fails closed: a file it cannot
// read, a total that is not the sum of the results, a verdict that is not
// PASS exactly when nothing failed, or an experiment of the round
// (experiments, as prefix/name; a result may name it as name alone or
// under science/, science/experiments/name) with no result, or with two,
// yields a failing result that says so. A round without readable
// deterministic results for every experiment cannot pass.
func ParseChecks(data []byte, experiments []string) []CheckResult {
	fail := func(why string) []CheckResult { return []CheckResult{{Name: "checks.json " + why, Pass: false}} }
	if len(data) > MaxReceiptBytes {
		return fail("over the size cap")
	}
	if _, err := canon.CanonicalizeStrict(data, 8); err != nil {
		return fail("is not JSON")
	}
	var out dclOutput
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&out); err != nil || out.Version != 1 || out.Total == nil || out.Results == nil {
		return fail("is not deterministic-check output version 1")
	}
	res := []CheckResult{}
	seen := map[string]bool{}
	sum := 0
	for _, r := range out.Results {
		if r.Experiment == "" || r.HardFailures == nil || *r.HardFailures < 0 || seen[r.Experiment] || len(res) >= 9000 ||
			!utf8.ValidString(r.Experiment) || utf16Len(r.Experiment) > 1000 {
			return fail("has an unreadable result")
		}
		seen[r.Experiment] = true
		sum += *r.HardFailures
		res = append(res, CheckResult{Name: r.Experiment, Pass: *r.HardFailures == 0})
	}
	if sum != *out.Total {
		res = append(res, CheckResult{Name: fmt.Sprintf("checks.json total_hard_failures %d, results sum to %d", *out.Total, sum), Pass: false})
	}
	if (out.Verdict == VerdictPass) != (sum == 0) || (out.Verdict != VerdictPass && out.Verdict != VerdictBlocked) {
		v := out.Verdict
		if len(v) > 64 {
			v = strings.ToValidUTF8(v[:64], "") + "…"
		}
		res = append(res, CheckResult{Name: "checks.json verdict " + strconv.Quote(v), Pass: false})
	}
	// One result per unchecked experiment, up to 100 of them; past that
	// (or for names too long to list) one result counts them all.
	// A result names its experiment as prefix/name, as name alone, or
	// under science/, the folder the reference runner checks the science
	// repository out to (science/experiments/<name>). An experiment two
	// results claim is unreadable: which one holds is not said.
	missing, listed := 0, 0
	for _, e := range experiments {
		n := 0
		if seen[e] {
			n++
		}
		if seen[ScienceCheckout+e] {
			n++
		}
		if base := path.Base(e); base != e && seen[base] {
			n++
		}
		if n > 1 {
			return fail("has more than one result for " + e)
		}
		if n == 0 {
			missing++
			if listed < 100 && utf16Len(e) <= 1000 {
				listed++
				res = append(res, CheckResult{Name: e + " not checked", Pass: false})
			}
		}
	}
	if missing > listed {
		res = append(res, CheckResult{Name: fmt.Sprintf("%d experiments not checked in all", missing), Pass: false})
	}
	// Names are unique in the evidence: a result named like a generated
	// one fails (its experiment's name is taken to mislead).
	names := map[string]bool{}
	for i := range res {
		if names[res[i].Name] {
			res[i] = CheckResult{Name: fmt.Sprintf("checks.json result %d: duplicate name", i), Pass: false}
		}
		names[res[i].Name] = true
	}
	return res
}

// checkRelPath refuses a path that is not a clean relative slash path
// inside the repository: absolute, "..", ".", empty elements, a .git
// element, backslashes or NUL.
func checkRelPath(p string) error {
	if p == "" || len(p) > 4096 || strings.ContainsAny(p, "\\\x00") || path.IsAbs(p) || path.Clean(p) != p {
		return fmt.Errorf("path %q is not a clean relative path", p)
	}
	for _, e := range strings.Split(p, "/") {
		if e == ".." || e == "." || strings.EqualFold(e, ".git") {
			return fmt.Errorf("path %q escapes the checkout", p)
		}
	}
	return nil
}
