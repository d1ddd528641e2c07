// Package canon is verijudge's canonical JSON and its 32-byte hash type.
//
// Every hash in verijudge is SHA-256 over bytes this package defines. The
// canonical form is the one of the canonical JSON specification implemented
// by github.com/gibson042/canonicaljson-go (keys sorted by code point, minimal
// escapes, integers as plain digits, non-integers as capital-E exponent
// form), and every vector of that specification's test suite passes
// (testdata/canonicaljson-spec).
//
// Traces use a stricter profile, CanonicalizeTrace, so that Go, goja, Node.js
// and browsers agree byte for byte: integers outside ±(2^53−1) are written
// {"$n":"<decimal>"}, non-integers must be exact doubles, and duplicate keys,
// invalid UTF-8, lone surrogates, deep nesting and oversized input are
// rejected with a *SyntaxError naming the byte offset and wrapping one of the
// Err* sentinels. Nothing is silently repaired. The limits are in
// internal/limits.
//
// Guarantees: reordering object keys or changing insignificant whitespace
// never changes a canonical form; every accepted input's canonical form is a
// fixed point. Non-guarantees: canonical form does not normalise Unicode
// (é and e+◌́ differ), and the generic Canonicalize keeps lone surrogates.
//
// Example:
//
//	h, err := canon.TraceHash(traceJSON)
//	if errors.Is(err, canon.ErrDuplicateKey) { … }
//	fmt.Println(h) // 0x…64 hex
package canon
