package collect

import (
	"errors"
	"fmt"
)

// Error classes. Every error of this package wraps exactly one of them;
// callers classify with errors.Is.
var (
	// ErrGoTestJSON: the input is not a complete `go test -json` stream.
	ErrGoTestJSON = errors.New("collect: not a go test -json stream")
	// ErrJUnit: the input is not JUnit XML this package reads.
	ErrJUnit = errors.New("collect: not JUnit XML")
	// ErrDuplicateTest: two results carry the same test name.
	ErrDuplicateTest = errors.New("collect: duplicate test name")
	// ErrLimit: the input exceeds a cap of internal/limits.
	ErrLimit = errors.New("collect: input over a limit")
	// ErrArtifact: an artifact path is not a regular file inside the root.
	ErrArtifact = errors.New("collect: bad artifact")
	// ErrInconsistent: the evidence contradicts itself (an exit code of 0
	// beside failed tests or a failed build).
	ErrInconsistent = errors.New("collect: inconsistent evidence")
	// ErrSpec: the spec does not fit the evidence class or the ids.
	ErrSpec = errors.New("collect: bad spec")
)

// InputError locates a failure in one input: its name (a file, or
// "stdin"), and the line (go test -json) or byte offset (JUnit) when
// known.
type InputError struct {
	Input  string
	Line   int   // 1-based; 0 when not known
	Offset int64 // byte offset; -1 when not known
	Msg    string
	Class  error // one of the Err* classes
}

func (e *InputError) Error() string {
	at := e.Input
	switch {
	case e.Line > 0:
		at = fmt.Sprintf("%s:%d", e.Input, e.Line)
	case e.Offset >= 0:
		at = fmt.Sprintf("%s: byte %d", e.Input, e.Offset)
	}
	return fmt.Sprintf("%v: %s: %s", e.Class, at, e.Msg)
}

func (e *InputError) Unwrap() error { return e.Class }
