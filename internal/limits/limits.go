// Package limits holds every input cap verijudge enforces, in one place, so
// that the Go judge, the evaluator bundle and the documentation agree.
//
// Each value is part of the product's contract: raising a cap accepts inputs
// older releases rejected, so caps change only with a new trace schema or
// release. The JS evaluator mirrors the trace caps in judge/js/src/limits.js;
// a test asserts the two agree.
package limits

import "time"

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
	// a maximal trace, stored compactly, plus a maximal verdict, hashes and
	// evidence; judge.Record.MarshalIndent never writes a larger one).
	MaxRecordBytes = 16 << 20

	// MaxBundleBytes is the largest evaluator bundle file accepted (4 MiB).
	MaxBundleBytes = 4 << 20

	// JudgeTimeoutMillis is the base wall-clock budget of one evaluator
	// call in goja; the runtime is interrupted when its budget runs out.
	// The budget grows with the input (JudgeBudget), so that every trace
	// within MaxTraceBytes is judged in time on a slow machine.
	JudgeTimeoutMillis = 2000

	// JudgeMillisPerMiB is the budget added per started MiB of input to
	// judging (about twice what the bundle's own reader, the slowest judging
	// path, takes on a 2-core VM: 2.5 s per MiB; docs/benchmarks.md).
	JudgeMillisPerMiB = 5000

	// HashMillisPerMiB is the budget added per MiB of input, pro rata, for
	// SHA-256 run in JS: the "hashes" and "canonicalize" operations, and
	// judging a transcript trace, which hashes its corpus map and session
	// chain (about 9-12 s per MiB under goja, whose integer arithmetic
	// allocates; twice that here).
	HashMillisPerMiB = 25000

	// JudgeMaxCallStack bounds the goja call stack depth.
	JudgeMaxCallStack = 512

	// MaxResultBytes bounds the evaluator's answer: a verdict plus hashes,
	// or the canonical form of a trace (at most MaxTraceBytes plus
	// MaxNumberExpansion), with room to spare (16 MiB).
	MaxResultBytes = 16 << 20

	// MaxDetailChars is the longest expected or actual text of one check in
	// a verdict, in UTF-16 code units; the evaluator cuts longer ones (with
	// a note of how much it left out), so that verdicts stay small: at most
	// 256 checks of two such texts and a 200-character name, plus the
	// transaction hashes, well under 4 MiB of JSON.
	MaxDetailChars = 1024

	// MaxQuoteBytes bounds a TEE quote or attestation document (64 KiB:
	// TDX v4 quotes with their PCK chain are about 5 KiB, Nitro documents
	// about 4.5 KiB).
	MaxQuoteBytes = 64 << 10
)

// Caps of the code-evidence collectors (package collect). The trace caps
// above still apply to what they build; these bound what they read.
const (
	// MaxWeb3Items is the most transactions, or balances, a web3 trace
	// holds (the evaluator's cap on evidence.transactions and
	// evidence.balances).
	MaxWeb3Items = 10000

	// MaxWindowBlocks is the most blocks one web3 collection window may
	// span (each block is read with its transactions): a longer run is
	// collected in parts.
	MaxWindowBlocks = 100_000

	// MaxWindowSenders is the most senders a window's coverage may name
	// (the evaluator's cap on evidence.coverage.senders).
	MaxWindowSenders = 1000

	// MaxTestEventBytes is the longest line of a `go test -json` stream
	// (1 MiB). test2json splits long output into events of a few KiB, so
	// a longer line is not test2json's.
	MaxTestEventBytes = 1 << 20
	// MaxJUnitBytes is the largest JUnit XML file read (64 MiB).
	MaxJUnitBytes = 64 << 20
	// MaxJUnitDepth is the deepest nesting of XML elements in a JUnit file.
	MaxJUnitDepth = 64
	// MaxTests is the most test results a code trace holds (the
	// evaluator's cap on evidence.tests).
	MaxTests = 100000
	// MaxTestNameChars is the longest test name, in UTF-16 code units
	// (the evaluator's cap on evidence.tests[].name).
	MaxTestNameChars = 1024
	// MaxArtifacts is the most artifacts a code trace holds.
	MaxArtifacts = 10000
	// MaxArtifactPathChars is the longest artifact path, in UTF-16 code
	// units.
	MaxArtifactPathChars = 4096
	// MaxCommandChars is the longest build command recorded.
	MaxCommandChars = 4096
	// MaxTestPackages is the most packages one `go test -json` stream may
	// name, so that a hostile stream cannot grow the reader's state.
	MaxTestPackages = 100000
)

// JudgeBudget is the wall-clock budget of one evaluator call on an input of
// n bytes: JudgeTimeoutMillis, plus JudgeMillisPerMiB for every started
// MiB, plus HashMillisPerMiB per MiB pro rata, since any call may hash in
// JS (canonicalizing does, and so does judging a transcript trace). An
// 8 MiB input gets 242 s, a 5 kB one 7.1 s. A race-detector build
// multiplies the budget by RaceSlowdown.
func JudgeBudget(n int) time.Duration {
	mib := (n + 1<<20 - 1) >> 20
	ms := JudgeTimeoutMillis + mib*JudgeMillisPerMiB + int(int64(n)*HashMillisPerMiB>>20)
	return time.Duration(ms*RaceSlowdown) * time.Millisecond
}
