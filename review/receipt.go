package review

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"unicode/utf16"

	"github.com/verijudge/verijudge/canon"
)

// MaxReceiptBytes caps a receipt file: a manifest of 10,000 paths fits in
// about a megabyte.
const MaxReceiptBytes = 4 << 20

// Absent is the manifest digest of a path the increment deleted.
const Absent = "ABSENT"

// NotAFile is the manifest digest of a path the commit holds as a symlink
// or a submodule: an audit of file bytes covers nothing there, so such an
// increment is not admissible.
const NotAFile = "NOT_A_FILE"

// Verdicts and integrity values a receipt may carry.
const (
	VerdictPass     = "PASS"
	VerdictBlocked  = "BLOCKED"
	VerdictEscalate = "ESCALATE"
	VerdictDCLOnly  = "DCL_ONLY"
	IntegrityOK     = "OK"
)

// ErrReceipt marks a receipt that cannot be read: not JSON, a duplicate,
// missing or unknown member, a value of the wrong type.
var ErrReceipt = errors.New("review: invalid receipt")

// Receipt is the auditor's receipt for one round, in the reference
// implementation's flat format: what was audited (repository, commit,
// tree, artefact manifest), under which rules and checks, by which model,
// with which report, and the verdict. A receipt is identified by the
// SHA-256 of its file's bytes.
type Receipt struct {
	ScienceRepo      string            `json:"science_repo"`
	SHA              string            `json:"sha"`
	Tree             string            `json:"tree"`
	Round            int               `json:"round"`
	CycleID          string            `json:"cycle_id"`
	Manifest         map[string]string `json:"manifest"`
	ConstitutionHash string            `json:"constitution_hash"`
	DCLSourceSHA256  string            `json:"dcl_source_sha256"`
	PromptSHA256     string            `json:"prompt_sha256"`
	ReportSHA256     string            `json:"report_sha256"`
	AuditorModel     string            `json:"auditor_model"`
	Verdict          string            `json:"verdict"`
	AuditIntegrity   string            `json:"audit_integrity"`
	// InputBoundsExceeded is written by newer runners; nil when absent.
	InputBoundsExceeded *int `json:"input_bounds_exceeded,omitempty"`
}

var receiptRequired = []string{"science_repo", "sha", "tree", "round", "cycle_id", "manifest", "constitution_hash",
	"dcl_source_sha256", "prompt_sha256", "report_sha256", "auditor_model", "verdict", "audit_integrity"}

// FieldError names the receipt member that is wrong.
type FieldError struct {
	Field  string
	Reason string
}

func (e *FieldError) Error() string { return "review: receipt." + e.Field + ": " + e.Reason }
func (e *FieldError) Unwrap() error { return ErrReceipt }

// ParseReceipt reads a receipt strictly: at most MaxReceiptBytes of JSON
// with no duplicate keys, exactly the documented members (spelled exactly),
// strings where strings belong, a whole round number, and a manifest
// mapping paths to digests. Values are not judged here (a receipt for the
// wrong commit still parses): the review evidence class does that.
func ParseReceipt(data []byte) (*Receipt, error) {
	if len(data) > MaxReceiptBytes {
		return nil, fmt.Errorf("%w: %d bytes, over the %d-byte cap", ErrReceipt, len(data), MaxReceiptBytes)
	}
	if _, err := canon.CanonicalizeStrict(data, 4); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrReceipt, err)
	}
	var members map[string]json.RawMessage
	if err := json.Unmarshal(data, &members); err != nil {
		return nil, fmt.Errorf("%w: must be a JSON object: %w", ErrReceipt, err)
	}
	for _, k := range receiptRequired {
		if _, ok := members[k]; !ok {
			return nil, &FieldError{k, "missing"}
		}
	}
	var r Receipt
	for k, v := range members {
		var err error
		switch k {
		case "science_repo":
			err = json.Unmarshal(v, &r.ScienceRepo)
		case "sha":
			err = json.Unmarshal(v, &r.SHA)
		case "tree":
			err = json.Unmarshal(v, &r.Tree)
		case "round":
			err = json.Unmarshal(v, &r.Round)
		case "cycle_id":
			err = json.Unmarshal(v, &r.CycleID)
		case "manifest":
			err = json.Unmarshal(v, &r.Manifest)
			if err == nil && r.Manifest == nil {
				err = errors.New("null")
			}
		case "constitution_hash":
			err = json.Unmarshal(v, &r.ConstitutionHash)
		case "dcl_source_sha256":
			err = json.Unmarshal(v, &r.DCLSourceSHA256)
		case "prompt_sha256":
			err = json.Unmarshal(v, &r.PromptSHA256)
		case "report_sha256":
			err = json.Unmarshal(v, &r.ReportSHA256)
		case "auditor_model":
			err = json.Unmarshal(v, &r.AuditorModel)
		case "verdict":
			err = json.Unmarshal(v, &r.Verdict)
		case "audit_integrity":
			err = json.Unmarshal(v, &r.AuditIntegrity)
		case "input_bounds_exceeded":
			var n int
			err = json.Unmarshal(v, &n)
			r.InputBoundsExceeded = &n
		default:
			return nil, &FieldError{k, "unknown member"}
		}
		if err == nil && bytes.Equal(bytes.TrimSpace(v), []byte("null")) {
			err = errors.New("null")
		}
		if err != nil {
			return nil, &FieldError{k, "wrong type (" + err.Error() + ")"}
		}
	}
	// The evaluator's bounds, so a receipt that parses here is judged
	// there, never refused as a malformed trace.
	for name, v := range map[string]string{"science_repo": r.ScienceRepo, "sha": r.SHA, "tree": r.Tree, "cycle_id": r.CycleID,
		"constitution_hash": r.ConstitutionHash, "dcl_source_sha256": r.DCLSourceSHA256, "prompt_sha256": r.PromptSHA256,
		"report_sha256": r.ReportSHA256, "auditor_model": r.AuditorModel, "verdict": r.Verdict, "audit_integrity": r.AuditIntegrity} {
		if n := utf16Len(v); n > 1024 {
			return nil, &FieldError{name, fmt.Sprintf("%d characters, at most 1024", n)}
		}
	}
	if r.Round < 0 {
		return nil, &FieldError{"round", "must not be negative"}
	}
	if r.InputBoundsExceeded != nil && *r.InputBoundsExceeded < 0 {
		return nil, &FieldError{"input_bounds_exceeded", "must not be negative"}
	}
	if len(r.Manifest) > MaxManifest {
		return nil, &FieldError{"manifest", fmt.Sprintf("more than %d paths", MaxManifest)}
	}
	for p, d := range r.Manifest {
		if utf16Len(p) > 4096 || p == "" || utf16Len(d) > 64 {
			return nil, &FieldError{"manifest", "a path of 1 to 4096 characters maps to a digest of at most 64"}
		}
	}
	return &r, nil
}

// utf16Len counts UTF-16 code units, as the evaluator measures strings.
func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n++
		if r > 0xffff {
			n++
		}
	}
	return n
}

var hex64 = regexp.MustCompile(`^[0-9a-f]{64}$`)
var hex40 = regexp.MustCompile(`^[0-9a-f]{40}$`)

// Validate checks the values' forms (hex digests, a round ≥ 1, known
// verdict), naming the first field that is wrong. Admission runs it; a
// receipt that fails it is denied.
func (r *Receipt) Validate() error {
	switch {
	case !hex40.MatchString(r.SHA):
		return &FieldError{"sha", "want 40 lowercase hex digits, got " + strconv.Quote(r.SHA)}
	case !hex40.MatchString(r.Tree):
		return &FieldError{"tree", "want 40 lowercase hex digits, got " + strconv.Quote(r.Tree)}
	case r.Round < 1:
		return &FieldError{"round", "must be ≥ 1"}
	case !hex40.MatchString(r.ConstitutionHash):
		return &FieldError{"constitution_hash", "want the rulebook's 40-hex commit, got " + strconv.Quote(r.ConstitutionHash)}
	case !hex64.MatchString(r.DCLSourceSHA256):
		return &FieldError{"dcl_source_sha256", "want 64 lowercase hex digits"}
	case !hex64.MatchString(r.ReportSHA256):
		return &FieldError{"report_sha256", "want 64 lowercase hex digits"}
	case !hex64.MatchString(r.PromptSHA256):
		return &FieldError{"prompt_sha256", "want 64 lowercase hex digits"}
	}
	switch r.Verdict {
	case VerdictPass, VerdictBlocked, VerdictEscalate, VerdictDCLOnly:
	default:
		return &FieldError{"verdict", "want PASS, BLOCKED, ESCALATE or DCL_ONLY, got " + strconv.Quote(r.Verdict)}
	}
	for p, d := range r.Manifest {
		if err := checkRelPath(p); err != nil {
			return &FieldError{"manifest", err.Error()}
		}
		if d != Absent && d != NotAFile && !hex64.MatchString(d) {
			return &FieldError{"manifest", strconv.Quote(p) + ": want 64 lowercase hex digits, ABSENT or NOT_A_FILE"}
		}
	}
	return nil
}

// Marshal writes the receipt as the reference implementation does
// (Python's json.dumps with indent=2, sort_keys=True): keys sorted, two
// spaces of indent, ", " never at a line end, non-ASCII as \u escapes, no
// trailing newline. The bytes matter: a receipt's identity is their
// SHA-256.
func (r *Receipt) Marshal() []byte {
	var b bytes.Buffer
	b.WriteString("{\n")
	type kv struct {
		k string
		w func()
	}
	str := func(s string) func() { return func() { pyString(&b, s) } }
	num := func(n int) func() { return func() { b.WriteString(strconv.Itoa(n)) } }
	members := []kv{
		{"audit_integrity", str(r.AuditIntegrity)},
		{"auditor_model", str(r.AuditorModel)},
		{"constitution_hash", str(r.ConstitutionHash)},
		{"cycle_id", str(r.CycleID)},
		{"dcl_source_sha256", str(r.DCLSourceSHA256)},
		{"manifest", func() {
			if len(r.Manifest) == 0 {
				b.WriteString("{}")
				return
			}
			keys := make([]string, 0, len(r.Manifest))
			for k := range r.Manifest {
				keys = append(keys, k)
			}
			sortPy(keys)
			b.WriteString("{\n")
			for i, k := range keys {
				b.WriteString("    ")
				pyString(&b, k)
				b.WriteString(": ")
				pyString(&b, r.Manifest[k])
				if i < len(keys)-1 {
					b.WriteByte(',')
				}
				b.WriteByte('\n')
			}
			b.WriteString("  }")
		}},
		{"prompt_sha256", str(r.PromptSHA256)},
		{"report_sha256", str(r.ReportSHA256)},
		{"round", num(r.Round)},
		{"science_repo", str(r.ScienceRepo)},
		{"sha", str(r.SHA)},
		{"tree", str(r.Tree)},
		{"verdict", str(r.Verdict)},
	}
	if r.InputBoundsExceeded != nil {
		members = append(members, kv{"input_bounds_exceeded", num(*r.InputBoundsExceeded)})
		sort.Slice(members, func(i, j int) bool { return members[i].k < members[j].k })
	}
	for i, m := range members {
		b.WriteString("  ")
		pyString(&b, m.k)
		b.WriteString(": ")
		m.w()
		if i < len(members)-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString("}")
	return b.Bytes()
}

// sortPy orders keys as Python's sorted() orders str: by code point.
// Go's string order is by UTF-8 bytes, which is the same order.
func sortPy(keys []string) { sort.Strings(keys) }

// pyString writes s as Python's json.dumps does with ensure_ascii: the
// short escapes for " \ \n \r \t \b \f, every other character outside
// printable ASCII as \uXXXX (UTF-16 pairs above U+FFFF).
func pyString(b *bytes.Buffer, s string) {
	const hexd = "0123456789abcdef"
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		case '\b':
			b.WriteString(`\b`)
		case '\f':
			b.WriteString(`\f`)
		default:
			if r >= 0x20 && r < 0x7f {
				b.WriteRune(r)
				continue
			}
			units := []uint16{uint16(r)}
			if r > 0xffff {
				r1, r2 := utf16.EncodeRune(r)
				units = []uint16{uint16(r1), uint16(r2)}
			}
			for _, u := range units {
				b.WriteString(`\u`)
				b.WriteByte(hexd[u>>12])
				b.WriteByte(hexd[u>>8&0xf])
				b.WriteByte(hexd[u>>4&0xf])
				b.WriteByte(hexd[u&0xf])
			}
		}
	}
	b.WriteByte('"')
}

// Sum is the hex SHA-256 of b, the digest form receipts use.
func Sum(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

// ManifestEntries is the receipt's manifest in path order.
func (r *Receipt) ManifestEntries() []ManifestEntry {
	out := make([]ManifestEntry, 0, len(r.Manifest))
	for p, d := range r.Manifest {
		out = append(out, ManifestEntry{Path: p, SHA256: d})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out
}
