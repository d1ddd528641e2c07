package judge

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/verijudge/verijudge/canon"
)

// Status is a verdict's overall outcome.
type Status string

// The statuses. The rule (docs/trace.md §Status) is the same in every
// implementation: SUCCESS when every check passes; FAILURE when no check
// passes or a check marked required fails; PARTIAL otherwise.
const (
	StatusSuccess Status = "SUCCESS"
	StatusFailure Status = "FAILURE"
	StatusPartial Status = "PARTIAL"
)

// Check is the result of one check of the task spec.
type Check struct {
	Name     string `json:"name"`
	Pass     bool   `json:"pass"`
	Expected string `json:"expected"`
	Actual   string `json:"actual"`
}

// Verdict is what the evaluator concludes from a trace.
type Verdict struct {
	TrialID       string   `json:"trialId"`
	TaskID        string   `json:"taskId"`
	BuildID       string   `json:"buildId"`
	Status        Status   `json:"status"`
	EvidenceClass string   `json:"evidenceClass"`
	Checks        []Check  `json:"checks"`
	TxHashes      []string `json:"txHashes"`
}

// ErrInvalidVerdict reports a verdict that cannot be hashed: a bad status,
// a string that is not valid UTF-8, or a malformed transaction hash.
var ErrInvalidVerdict = errors.New("judge: invalid verdict")

var txHashRE = regexp.MustCompile(`^0x[0-9a-f]{64}$`)

// Failing returns the names of the checks that do not pass, in spec order
// (empty, never nil, when all pass).
func (v *Verdict) Failing() []string {
	out := []string{}
	for _, c := range v.Checks {
		if !c.Pass {
			out = append(out, c.Name)
		}
	}
	return out
}

// Validate checks the shape rules every verdict obeys.
func (v *Verdict) Validate() error {
	switch v.Status {
	case StatusSuccess, StatusFailure, StatusPartial:
	default:
		return fmt.Errorf("%w: status %q", ErrInvalidVerdict, v.Status)
	}
	strs := []string{v.TrialID, v.TaskID, v.BuildID, v.EvidenceClass}
	for _, c := range v.Checks {
		strs = append(strs, c.Name, c.Expected, c.Actual)
	}
	for _, s := range strs {
		if !utf8.ValidString(s) {
			return fmt.Errorf("%w: string %q is not valid UTF-8", ErrInvalidVerdict, s)
		}
	}
	if v.Checks == nil || v.TxHashes == nil {
		return fmt.Errorf("%w: checks and txHashes must be arrays (possibly empty), not null", ErrInvalidVerdict)
	}
	for _, h := range v.TxHashes {
		if !txHashRE.MatchString(h) {
			return fmt.Errorf("%w: tx hash %q is not 0x + 64 lowercase hex", ErrInvalidVerdict, h)
		}
	}
	return nil
}

// StatusOf applies the status rule to check results; required[i] marks
// check i as required.
func StatusOf(checks []Check, required []bool) Status {
	passed := 0
	for i, c := range checks {
		if c.Pass {
			passed++
		} else if i < len(required) && required[i] {
			return StatusFailure
		}
	}
	switch {
	case passed == len(checks):
		return StatusSuccess
	case passed == 0:
		return StatusFailure
	}
	return StatusPartial
}

// RequiredChecks reads which of a trace's checks are marked required, in
// spec order: StatusOf's second argument for the trace's verdict. It
// decodes only the spec's "required" flags; judge the trace first to know
// it is valid.
func RequiredChecks(trace []byte) ([]bool, error) {
	var t struct {
		Spec struct {
			Checks []struct {
				Required bool `json:"required"`
			} `json:"checks"`
		} `json:"spec"`
	}
	if err := json.Unmarshal(trace, &t); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInvalidTrace, err)
	}
	out := make([]bool, len(t.Spec.Checks))
	for i, c := range t.Spec.Checks {
		out[i] = c.Required
	}
	return out, nil
}

// StatusReason says in words why StatusOf gives checks its status
// (required[i] marks check i as required), naming the checks that decide
// it.
func StatusReason(checks []Check, required []bool) string {
	var failedRequired, failed []string
	for i, c := range checks {
		switch {
		case c.Pass:
		case i < len(required) && required[i]:
			failedRequired = append(failedRequired, c.Name)
		default:
			failed = append(failed, c.Name)
		}
	}
	n := len(checks)
	switch StatusOf(checks, required) {
	case StatusSuccess:
		return fmt.Sprintf("SUCCESS: all %d checks pass", n)
	case StatusPartial:
		return fmt.Sprintf("PARTIAL: %d of %d checks pass; the failing ones (%s) are not required", n-len(failed), n, strings.Join(failed, ", "))
	}
	switch len(failedRequired) {
	case 0:
	case 1:
		return fmt.Sprintf("FAILURE: required check %s fails", failedRequired[0])
	default:
		return fmt.Sprintf("FAILURE: required checks %s fail", strings.Join(failedRequired, ", "))
	}
	return fmt.Sprintf("FAILURE: none of the %d checks passes", n)
}

// StatusConsistent reports whether status is one the status rule can give
// for these check results when it is not known which checks were required
// (records without their trace): SUCCESS exactly when every check passed,
// FAILURE when none passed, FAILURE or PARTIAL otherwise.
func StatusConsistent(checks []Check, status Status) bool {
	passed := 0
	for _, c := range checks {
		if c.Pass {
			passed++
		}
	}
	switch {
	case passed == len(checks):
		return status == StatusSuccess
	case passed == 0:
		return status == StatusFailure
	}
	return status == StatusFailure || status == StatusPartial
}

// VerdictPreimage returns the exact bytes whose SHA-256 is the verdict hash:
// the UTF-8 of JavaScript's
//
//	JSON.stringify([trialId, taskId, buildId, status, evidenceClass,
//	  checks.map(c => [c.name, c.pass, c.expected, c.actual]),
//	  txHashes.slice().sort()])
//
// with JSON.stringify's string escaping (not encoding/json's).
func VerdictPreimage(v *Verdict) ([]byte, error) {
	if err := v.Validate(); err != nil {
		return nil, err
	}
	b := make([]byte, 0, 256)
	b = append(b, '[')
	for _, s := range []string{v.TrialID, v.TaskID, v.BuildID, string(v.Status), v.EvidenceClass} {
		b = AppendJSString(b, s)
		b = append(b, ',')
	}
	b = append(b, '[')
	for i, c := range v.Checks {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '[')
		b = AppendJSString(b, c.Name)
		if c.Pass {
			b = append(b, ",true,"...)
		} else {
			b = append(b, ",false,"...)
		}
		b = AppendJSString(b, c.Expected)
		b = append(b, ',')
		b = AppendJSString(b, c.Actual)
		b = append(b, ']')
	}
	b = append(b, "],["...)
	txs := slices.Clone(v.TxHashes)
	slices.Sort(txs) // lowercase hex: byte order == UTF-16 order
	for i, h := range txs {
		if i > 0 {
			b = append(b, ',')
		}
		b = AppendJSString(b, h)
	}
	return append(b, "]]"...), nil
}

// VerdictHash is sha256(VerdictPreimage(v)) (docs/trace.md).
func VerdictHash(v *Verdict) (canon.Hash, error) {
	p, err := VerdictPreimage(v)
	if err != nil {
		return canon.Hash{}, err
	}
	return canon.Sum(p), nil
}

const lowerHex = "0123456789abcdef"

// AppendJSString appends s quoted exactly as JavaScript's JSON.stringify
// quotes a string: \" \\ \b \f \n \r \t, other code units below U+0020 as
// \u00xx with lowercase hex, and everything else (including U+007F, U+2028
// and U+2029) literally. s must be valid UTF-8.
func AppendJSString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' {
			continue
		}
		b = append(b, s[start:i]...)
		switch c {
		case '"', '\\':
			b = append(b, '\\', c)
		case '\b':
			b = append(b, '\\', 'b')
		case '\f':
			b = append(b, '\\', 'f')
		case '\n':
			b = append(b, '\\', 'n')
		case '\r':
			b = append(b, '\\', 'r')
		case '\t':
			b = append(b, '\\', 't')
		default:
			b = append(b, '\\', 'u', '0', '0', lowerHex[c>>4], lowerHex[c&0xF])
		}
		start = i + 1
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
