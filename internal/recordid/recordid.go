// Package recordid names verdict records kept as files in a folder: a
// record's id is its file name without ".record.json" (or ".json"), and is
// one plain file name — no slash, no percent sign, no leading dot. The
// record server and batch re-verification read folders the same way.
package recordid

import (
	"regexp"
	"strings"
)

// Pattern is the syntax of record ids.
var Pattern = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$`)

// The file name suffixes of records, in order of preference.
const (
	SuffixRecord = ".record.json"
	SuffixJSON   = ".json"
)

// Valid reports whether id is a record id.
func Valid(id string) bool { return Pattern.MatchString(id) }

// FromFile returns the id of the record a file name holds, or "" when the
// name is not a record's. "x.record.json" is always record "x".
func FromFile(name string) string {
	id, ok := strings.CutSuffix(name, SuffixRecord)
	if !ok {
		if id, ok = strings.CutSuffix(name, SuffixJSON); !ok {
			return ""
		}
	}
	if !Valid(id) {
		return ""
	}
	return id
}

// Files returns the file names record id may be kept under, in order of
// preference (those that are indeed that record's: "a.record.json" is
// record "a", never record "a.record"). None for an invalid id.
func Files(id string) []string {
	if !Valid(id) {
		return nil
	}
	var out []string
	for _, name := range []string{id + SuffixRecord, id + SuffixJSON} {
		if FromFile(name) == id {
			out = append(out, name)
		}
	}
	return out
}
