package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/zk"
)

// readFile reads a named file or "-" (stdin) up to max bytes.
func readFile(path string, max int) ([]byte, error) {
	var r io.Reader
	if path == "-" {
		r = os.Stdin
	} else {
		f, err := os.Open(path)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		// A regular file's size is known before reading: refuse a file
		// over the cap without reading it.
		if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() && fi.Size() > int64(max) {
			return nil, &tooLargeError{path: path, size: fi.Size(), max: max}
		}
		r = f
	}
	b, err := io.ReadAll(io.LimitReader(r, int64(max)+1))
	if err != nil {
		return nil, err
	}
	if len(b) > max {
		return nil, &tooLargeError{path: path, size: -1, max: max}
	}
	return b, nil
}

// errTooLarge is an input file over the cap for what it is.
var errTooLarge = errors.New("input too large")

// tooLargeError names the file, its size (-1: more than max, from a
// stream) and the cap, which it calls by its name in internal/limits.
type tooLargeError struct {
	path string
	size int64
	max  int
}

func (e *tooLargeError) Error() string {
	size := fmt.Sprintf("%d bytes", e.size)
	if e.size < 0 {
		size = fmt.Sprintf("more than %d bytes", e.max)
	}
	return fmt.Sprintf("%s: %s: %s, over the %d-byte cap%s", errTooLarge, e.path, size, e.max, capName(e.max))
}

func (e *tooLargeError) Unwrap() error { return errTooLarge }

// capName names the limit a cap is, for errors.
func capName(max int) string {
	switch max {
	case limits.MaxTraceBytes:
		return " for a trace (limits.MaxTraceBytes, 8 MiB)"
	case limits.MaxRecordBytes:
		return " for a verdict record (limits.MaxRecordBytes, 16 MiB)"
	case limits.MaxBundleBytes:
		return " for an evaluator bundle (limits.MaxBundleBytes, 4 MiB)"
	case limits.MaxQuoteBytes:
		return " for a TEE quote or document (limits.MaxQuoteBytes, 64 KiB)"
	}
	return ""
}

// loadEvaluator returns the embedded evaluator, or the bundle in file after
// checking that its SHA-256 equals want (the digest the record names or the
// --digest flag).
func loadEvaluator(file string, want canon.Hash) (*judge.Evaluator, error) {
	if file == "" {
		return judge.Embedded(), nil
	}
	b, err := readFile(file, limits.MaxBundleBytes)
	if err != nil {
		return nil, err
	}
	if want.IsZero() {
		return nil, fmt.Errorf("--bundle needs the expected evaluator digest (from the record, or --digest)")
	}
	return judge.NewEvaluator(b, want)
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// hintFor suggests a next step for common errors.
func hintFor(err error) string {
	switch {
	case err == nil:
		return ""
	case isErr(err, canon.ErrUnsafeNumber):
		return `integers outside ±(2^53−1) must be written {"$n":"<decimal>"} (docs/trace.md)`
	case isErr(err, canon.ErrDuplicateKey):
		return "remove the duplicate key: traces must not have any"
	case isErr(err, judge.ErrDigestMismatch):
		return "the bundle file is not the evaluator the record names; fetch the right release or rebuild with 'verijudge bundle build'"
	case isErr(err, judge.ErrBudget):
		return "the evaluator was interrupted; the bundle may loop forever on this input"
	case isErr(err, judge.ErrInvalidTrace):
		return "see docs/trace.md and docs/trace.schema.json for the trace format"
	case isErr(err, judge.ErrInvalidRecord):
		return "see docs/record.md for the record format"
	case isErr(err, chain.ErrRPC):
		return "check --rpc: the endpoint must be reachable (nothing was verified)"
	case isErr(err, chain.ErrNotDeployed):
		return "deploy with 'verijudge deploy --rpc URL', then pass the record it writes with --deployment"
	case isErr(err, chain.ErrWrongChain):
		return "the RPC endpoint serves another chain than the deployment record names"
	case isErr(err, chain.ErrCodeUnknown):
		return "the deployment's ZK module verifies a program whose key was not given: pass its judge.vk with --zk-vk (its Groth16 verifier's code is computed from it)"
	case isErr(err, zk.ErrVerifierShape):
		return "the key is not of the judge circuit this build compiles (its Solidity verifier is not the committed template's)"
	case isErr(err, chain.ErrReverted):
		return "nothing changed on chain: the error names the contract's reason (NotOwner: sign with the owner's key; out of gas: pass a larger --gas-limit)"
	case os.IsNotExist(err):
		return "check the path"
	case isErr(err, errTooLarge):
		return "the file is over the cap for its kind; the caps are documented in docs/limits.md"
	}
	return ""
}

func jsonUnmarshal(b []byte, v any) error { return json.Unmarshal(b, v) }

func jsonUnmarshalStrict(b []byte, v any) error {
	dec := json.NewDecoder(bytesReader(b))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

func bytesReader(b []byte) io.Reader { return bytes.NewReader(b) }

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
