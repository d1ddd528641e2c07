// Package judge is verijudge's pure judge: verdict = judge(trace).
//
// The judge's code is one JavaScript file, the evaluator bundle, built
// reproducibly from judge/js/src (see judge/bundlebuild) and embedded here.
// Judge runs it in goja with no clock, no randomness, no I/O, a time budget
// and input bounds (internal/limits); each call gets a fresh runtime, so no
// state survives from one call to the next. The same bundle file gives the
// same bytes under Node.js and in browsers.
//
// The package also computes, in Go and independently of the bundle, the
// hashes of docs/trace.md:
//
//	TraceHash(trace)   = sha256(canonicalJSON(trace))
//	SpecHash(trace)    = sha256(canonicalJSON(trace.spec))
//	VerdictHash(v)     = sha256(JSON.stringify([trialId, taskId, buildId,
//	                       status, evidenceClass, checks…, sorted txHashes]))
//	evaluator digest   = sha256(bundle bytes)   (EmbeddedDigest)
//
// and the verdict record of docs/record.md with its recomputation
// (Recompute: the hashes and the verdict judged again, with no outcome;
// package verify compares them with the record, check by check).
//
// Guarantees: an input that is not a valid trace (docs/trace.md) yields an
// error wrapping ErrInvalidTrace, never a verdict; an evaluator that loops
// or misbehaves yields ErrBudget or ErrEvaluator; a bundle runs only if its
// SHA-256 equals the expected evaluator digest (ErrDigestMismatch). Not
// guaranteed here: any comparison with the record or anything on-chain:
// package verify decides what a record proves (docs/verify.md).
//
// Example:
//
//	v, err := judge.Judge(traceJSON)
//	if errors.Is(err, judge.ErrInvalidTrace) { … }
//	h, _ := judge.VerdictHash(&v)
//	fmt.Println(v.Status, h)
package judge
