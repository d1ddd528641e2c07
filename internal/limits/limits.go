// Package limits holds every input cap verijudge enforces, in one place, so
// that the Go judge, the evaluator bundle and the documentation agree.
//
// Each value is part of the product's contract: raising a cap accepts inputs
// older releases rejected, so caps change only with a new trace schema or
// release. The JS evaluator mirrors the trace caps in judge/js/src/limits.js;
// a test asserts the two agree.
package limits

const (
	// MaxTraceBytes is the largest trace, in bytes of JSON text, that is
	// accepted for canonicalization, hashing or judging (8 MiB).
	MaxTraceBytes = 8 << 20

	// MaxTraceDepth is the deepest nesting of arrays and objects accepted in
	// a trace. The outermost object is depth 1.
	MaxTraceDepth = 64

	// MaxGenericDepth bounds nesting for general canonical JSON (not traces),
	// so that adversarial input cannot exhaust the stack.
	MaxGenericDepth = 1000

	// MaxBigIntDigits bounds the decimal digits of a {"$n":"…"} integer
	// (a uint256 has at most 78).
	MaxBigIntDigits = 80

	// MaxNumberExponent bounds the exponent written in a number literal, so
	// that a literal like 1e999999999 cannot expand into a billion digits of
	// canonical output.
	MaxNumberExponent = 10000

	// MaxNumberExpansion bounds how many bytes the numbers of one document
	// may grow by when written in canonical form (integers with exponents
	// become plain digits), so a small input cannot expand to gigabytes.
	MaxNumberExpansion = 1 << 20

	// MaxSafeInteger is 2^53-1, the largest integer that JavaScript numbers
	// represent exactly. Larger magnitudes must be written as {"$n":"…"}.
	MaxSafeInteger = 1<<53 - 1

	// MaxRecordBytes is the largest verdict record file accepted (16 MiB:
	// a maximal trace plus verdict, hashes and evidence).
	MaxRecordBytes = 16 << 20

	// MaxBundleBytes is the largest evaluator bundle file accepted (4 MiB).
	MaxBundleBytes = 4 << 20

	// JudgeTimeoutMillis is the wall-clock budget of one evaluator call in
	// goja; the runtime is interrupted when it runs out.
	JudgeTimeoutMillis = 2000

	// JudgeMaxCallStack bounds the goja call stack depth.
	JudgeMaxCallStack = 512

	// MaxResultBytes bounds the evaluator's answer (a verdict plus hashes).
	MaxResultBytes = 4 << 20

	// MaxQuoteBytes bounds a TEE quote or attestation document (64 KiB:
	// TDX v4 quotes with their PCK chain are about 5 KiB, Nitro documents
	// about 4.5 KiB).
	MaxQuoteBytes = 64 << 10
)
