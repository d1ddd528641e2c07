package judge

import (
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	goruntime "runtime"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/dop251/goja"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/internal/limits"
)

//go:generate go run ../cmd/verijudge bundle build --root .. --write

// EvaluatorVersion is the release of the evaluator sources; the bundle's
// VERSION and the manifest carry the same string.
const EvaluatorVersion = "1.6.0"

//go:embed evaluator.js
var embeddedBundle []byte

//go:embed evaluator.manifest.json
var embeddedManifest []byte

// Errors of the evaluator runner.
var (
	// ErrDigestMismatch: a bundle's SHA-256 is not the expected evaluator
	// digest, so it is not run.
	ErrDigestMismatch = errors.New("judge: bundle digest mismatch")
	// ErrBudget: the evaluator ran out of its time budget (an endless loop
	// or adversarial input) and was interrupted.
	ErrBudget = errors.New("judge: evaluator exceeded its budget")
	// ErrEvaluator: the bundle failed to load or misbehaved (bad answer,
	// internal error). It is never a verdict.
	ErrEvaluator = errors.New("judge: evaluator failure")
)

// BundleError is a trace rejected by the evaluator, with the evaluator's
// classification. It wraps ErrInvalidTrace and, for canonical-JSON rules,
// the matching canon sentinel.
type BundleError struct {
	Code    string // E_JSON, E_SCHEMA, E_CHECK
	Kind    string // for E_JSON: syntax, duplicate_key, … ; else schema, check, schema_version
	Message string
}

func (e *BundleError) Error() string { return "judge: invalid trace: " + e.Message }

func (e *BundleError) Unwrap() []error {
	errs := []error{ErrInvalidTrace}
	if s, ok := jsonKinds[e.Kind]; ok {
		errs = append(errs, s)
	}
	return errs
}

var jsonKinds = map[string]error{
	"syntax":         canon.ErrSyntax,
	"duplicate_key":  canon.ErrDuplicateKey,
	"lone_surrogate": canon.ErrLoneSurrogate,
	"too_deep":       canon.ErrTooDeep,
	"too_large":      canon.ErrTooLarge,
	"unsafe_number":  canon.ErrUnsafeNumber,
	"bigint":         canon.ErrBigInt,
	"utf8":           canon.ErrInvalidUTF8,
}

// Evaluator runs one evaluator bundle in goja. The bundle is compiled once.
// A bundle loaded with NewEvaluator gets a fresh runtime for every call, so
// no state can leak from one call to the next. The embedded bundle reuses
// runtimes: its sources keep no module state (a test holds them to it) and
// everything reachable from the global object is frozen after it loads; a
// runtime whose call failed or hit the budget is dropped. An Evaluator is
// safe for concurrent use.
type Evaluator struct {
	digest  canon.Hash
	program *goja.Program
	// timeout, when set (WithTimeout), replaces the size-scaled budget of
	// limits.JudgeBudget.
	timeout time.Duration
	// pool holds idle, frozen runtimes of the embedded bundle (nil for
	// other bundles, which get a fresh runtime per call).
	pool chan *runtime
}

// runtime is a goja runtime with the bundle loaded.
type runtime struct {
	vm       *goja.Runtime
	evaluate goja.Callable
}

// Option configures an Evaluator.
type Option func(*Evaluator)

// WithTimeout sets a fixed wall-clock budget for every call. By default
// the budget scales with the input (limits.JudgeBudget), so that every
// trace within the cap is judged in time.
func WithTimeout(d time.Duration) Option { return func(e *Evaluator) { e.timeout = d } }

// NewEvaluator compiles bundle after checking that its SHA-256 equals
// expected. There is no way to skip the digest check.
func NewEvaluator(bundle []byte, expected canon.Hash, opts ...Option) (*Evaluator, error) {
	if len(bundle) > limits.MaxBundleBytes {
		return nil, fmt.Errorf("%w: bundle is %d bytes, limit %d", ErrEvaluator, len(bundle), limits.MaxBundleBytes)
	}
	if got := canon.Sum(bundle); got != expected {
		return nil, fmt.Errorf("%w: bundle sha256 %s, expected evaluator digest %s", ErrDigestMismatch, got, expected)
	}
	if !utf8.Valid(bundle) {
		return nil, fmt.Errorf("%w: bundle is not UTF-8", ErrEvaluator)
	}
	prog, err := goja.Compile("evaluator.js", string(bundle), true)
	if err != nil {
		return nil, fmt.Errorf("%w: compile: %v", ErrEvaluator, err)
	}
	e := &Evaluator{digest: expected, program: prog}
	for _, o := range opts {
		o(e)
	}
	return e, nil
}

var (
	embeddedOnce sync.Once
	embeddedEval *Evaluator
)

// EmbeddedDigest is the evaluator digest of the embedded bundle.
func EmbeddedDigest() canon.Hash { return canon.Sum(embeddedBundle) }

// EmbeddedBundle returns a copy of the embedded bundle bytes.
func EmbeddedBundle() []byte { return append([]byte(nil), embeddedBundle...) }

// EmbeddedManifest returns a copy of the embedded bundle's manifest JSON.
func EmbeddedManifest() []byte { return append([]byte(nil), embeddedManifest...) }

// Embedded returns the Evaluator of the embedded bundle.
func Embedded() *Evaluator {
	embeddedOnce.Do(func() {
		// Only the embedded bundle reuses runtimes: its sources keep no
		// module state (TestEvaluatorSourcesKeepNoState) and every object
		// reachable from the global object is frozen once the bundle has
		// loaded, so a call can leave nothing behind.
		embeddedEval = NewEmbedded()
	})
	return embeddedEval
}

// NewEmbedded returns a new Evaluator of the embedded bundle configured by
// opts, with runtime reuse like Embedded's (its own pool of runtimes).
func NewEmbedded(opts ...Option) *Evaluator {
	e, err := NewEvaluator(embeddedBundle, EmbeddedDigest(), opts...)
	if err != nil {
		panic("judge: embedded bundle does not load: " + err.Error()) // a build defect
	}
	e.pool = make(chan *runtime, 2*goruntime.GOMAXPROCS(0))
	return e
}

// Judge runs the embedded evaluator on trace JSON and returns the verdict.
// An invalid trace gives an error wrapping ErrInvalidTrace, never a verdict.
func Judge(trace []byte) (Verdict, error) { return Embedded().Judge(trace) }

// Digest returns the evaluator digest of this Evaluator's bundle.
func (e *Evaluator) Digest() canon.Hash { return e.digest }

// Judge returns the bundle's verdict on trace JSON.
//
// The trace is canonicalized in Go first and the bundle judges the
// canonical text: the verdict depends only on the trace's value, which
// canonicalization preserves. Go has then proven every trace rule, so the
// embedded bundle's "judgeValue" operation receives the value itself, built
// in Go from the canonical text exactly as JSON.parse would build it
// (JudgeRaw runs the bundle's own reader and proofs, as Node.js and
// browsers do; TestJudgePathsAgree holds the two to the same answers). An
// input Go rejects is rejected with Go's error.
func (e *Evaluator) Judge(trace []byte) (Verdict, error) {
	c, err := canon.CanonicalizeTrace(trace)
	if err != nil {
		return Verdict{}, &BundleError{Code: "E_JSON", Kind: canonKind(err), Message: err.Error()}
	}
	return e.judgeCanonical(trace, c)
}

// JudgeCanonical is Judge of a trace already canonicalized by Canonicalize:
// it skips the canonicalization Judge would repeat.
func (e *Evaluator) JudgeCanonical(c *CanonicalTrace) (Verdict, error) {
	return e.judgeCanonical(c.raw, c.text)
}

func (e *Evaluator) judgeCanonical(raw, c []byte) (Verdict, error) {
	var out struct {
		Verdict Verdict `json:"verdict"`
	}
	// The embedded bundle gets the value itself, built in Go from the
	// canonical text ("judgeValue": no JSON.parse in the interpreter, three
	// times cheaper). Other bundles, which may be releases from before these
	// operations existed, get the trace as given and their own full reader:
	// the canonical text can be longer than the trace (numbers written out,
	// up to limits.MaxNumberExpansion), and a reader caps what it reads.
	op, input := "judge", raw
	if e.pool != nil {
		op, input = "judgeValue", c
	}
	if err := e.call(op, input, &out); err != nil {
		return Verdict{}, err
	}
	return out.Verdict, nil
}

// JudgeRaw is Judge without the Go canonicalization step: the bundle parses
// and validates the input text itself, exactly as under Node.js or in a
// browser. Tests use it to hold the two paths to the same answers.
func (e *Evaluator) JudgeRaw(trace []byte) (Verdict, error) {
	var out struct {
		Verdict Verdict `json:"verdict"`
	}
	if err := e.call("judge", trace, &out); err != nil {
		return Verdict{}, err
	}
	return out.Verdict, nil
}

// canonKind names a canon error the way the bundle does.
func canonKind(err error) string {
	for kind, sentinel := range jsonKinds {
		if errors.Is(err, sentinel) {
			return kind
		}
	}
	return "syntax"
}

// BundleHashes is what the bundle itself computes for a trace (the
// canonical text is not returned: Canonicalize gives it).
type BundleHashes struct {
	Verdict     Verdict    `json:"verdict"`
	TraceHash   canon.Hash `json:"traceHash"`
	SpecHash    canon.Hash `json:"specHash"`
	VerdictHash canon.Hash `json:"verdictHash"`
}

// Hashes returns the verdict and the trace, spec and verdict hashes as
// computed inside the bundle (in JS), for cross-checking the Go side.
func (e *Evaluator) Hashes(trace []byte) (BundleHashes, error) {
	var out BundleHashes
	err := e.call("hashes", trace, &out)
	return out, err
}

// Canonicalize returns the bundle's canonical form of JSON (trace profile).
func (e *Evaluator) Canonicalize(data []byte) ([]byte, error) {
	var out struct {
		Canonical string `json:"canonical"`
	}
	if err := e.call("canonicalize", data, &out); err != nil {
		return nil, err
	}
	return []byte(out.Canonical), nil
}

// VerdictHash returns the verdict hash and its preimage as the bundle
// computes them.
func (e *Evaluator) VerdictHash(v *Verdict) (canon.Hash, []byte, error) {
	in, err := json.Marshal(v)
	if err != nil {
		return canon.Hash{}, nil, err
	}
	var out struct {
		Preimage    string     `json:"preimage"`
		VerdictHash canon.Hash `json:"verdictHash"`
	}
	if err := e.call("verdictHash", in, &out); err != nil {
		return canon.Hash{}, nil, err
	}
	return out.VerdictHash, []byte(out.Preimage), nil
}

// budget is the wall-clock budget of a call on n bytes of input.
func (e *Evaluator) budget(n int) time.Duration {
	if e.timeout > 0 {
		return e.timeout
	}
	return limits.JudgeBudget(n)
}

// call runs one operation in a fresh runtime under the budget.
func (e *Evaluator) call(op string, input []byte, out any) error {
	// A trace is at most MaxTraceBytes; its canonical text, which only
	// "judgeValue" receives, may be longer by the numbers written out.
	limit := limits.MaxTraceBytes
	if op == "judgeValue" {
		limit += limits.MaxNumberExpansion
	}
	if len(input) > limit {
		return &BundleError{Code: "E_JSON", Kind: "too_large",
			Message: fmt.Sprintf("input is %d bytes, limit %d", len(input), limit)}
	}
	// goja would silently turn invalid UTF-8 into U+FFFD: refuse it here.
	if !utf8.Valid(input) {
		return &BundleError{Code: "E_JSON", Kind: "utf8", Message: "input is not valid UTF-8"}
	}
	rt, err := e.runtime()
	if err != nil {
		return fmt.Errorf("%w: %v", ErrEvaluator, err)
	}
	budget := e.budget(len(input))
	timer := time.AfterFunc(budget, func() { rt.vm.Interrupt(ErrBudget) })
	res, err := e.run(rt, op, input)
	// A runtime goes back to the pool only after a clean call whose budget
	// timer never fired (an interrupt could otherwise hit the next call).
	if timer.Stop() && err == nil && e.pool != nil {
		select {
		case e.pool <- rt:
		default:
		}
	}
	if err != nil {
		var ie *goja.InterruptedError
		if errors.As(err, &ie) {
			return fmt.Errorf("%w: interrupted after %v (%s of %d bytes)", ErrBudget, budget, op, len(input))
		}
		return fmt.Errorf("%w: %v", ErrEvaluator, err)
	}
	if len(res) > limits.MaxResultBytes {
		return fmt.Errorf("%w: answer of %d bytes exceeds %d", ErrEvaluator, len(res), limits.MaxResultBytes)
	}
	// A successful answer of the evaluator ends with its "ok" member (set
	// last): decode it once, straight into out.
	if strings.HasSuffix(res, `,"ok":true}`) && strings.HasPrefix(res, "{") {
		if err := json.Unmarshal([]byte(res), out); err != nil {
			return fmt.Errorf("%w: malformed answer: %v", ErrEvaluator, err)
		}
		return nil
	}
	var head struct {
		OK    bool `json:"ok"`
		Error *struct {
			Code    string `json:"code"`
			Kind    string `json:"kind"`
			Message string `json:"message"`
		} `json:"error"`
	}
	if err := json.Unmarshal([]byte(res), &head); err != nil {
		return fmt.Errorf("%w: malformed answer: %v", ErrEvaluator, err)
	}
	if !head.OK {
		if head.Error == nil {
			return fmt.Errorf("%w: answer without ok or error", ErrEvaluator)
		}
		switch head.Error.Code {
		case "E_JSON", "E_SCHEMA", "E_CHECK":
			return &BundleError{Code: head.Error.Code, Kind: head.Error.Kind, Message: head.Error.Message}
		}
		return fmt.Errorf("%w: %s: %s", ErrEvaluator, head.Error.Code, head.Error.Message)
	}
	if err := json.Unmarshal([]byte(res), out); err != nil {
		return fmt.Errorf("%w: malformed answer: %v", ErrEvaluator, err)
	}
	return nil
}

// freezeProgram freezes every object reachable from the global object
// (intrinsics, their prototypes, the bundle's namespace), so that no call on
// a reused runtime can change what the next call sees.
var freezeProgram = goja.MustCompile("freeze.js", `(function () {
  const seen = new Set();
  const freeze = (o) => {
    if (o === null || (typeof o !== "object" && typeof o !== "function") || seen.has(o)) return;
    seen.add(o);
    Object.freeze(o);
    for (const k of Reflect.ownKeys(o)) {
      const d = Object.getOwnPropertyDescriptor(o, k);
      if (d === undefined) continue;
      if ("value" in d) freeze(d.value); else { freeze(d.get); freeze(d.set); }
    }
    freeze(Object.getPrototypeOf(o));
  };
  freeze(globalThis);
})()`, true)

// runtime returns an idle pooled runtime or a new one with the bundle
// loaded (and, for a pooled evaluator, frozen).
func (e *Evaluator) runtime() (rt *runtime, err error) {
	select {
	case rt = <-e.pool:
		return rt, nil
	default:
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic in evaluator: %v", r)
		}
	}()
	vm := goja.New()
	vm.SetMaxCallStackSize(limits.JudgeMaxCallStack)
	vm.SetTimeSource(func() time.Time { return time.Unix(0, 0) })
	vm.SetRandSource(func() float64 { panic(vm.NewTypeError("verijudge: no randomness in the evaluator")) })
	for _, g := range []string{"Date", "WeakRef", "FinalizationRegistry"} {
		_ = vm.GlobalObject().Delete(g)
	}
	// Loading (the bundle's top level, and freezing for pooled runtimes)
	// has its own budget, at least the default call budget: a short call
	// budget must not fail loads on a slow machine, and a bundle whose top
	// level never returns is still stopped.
	timer := time.AfterFunc(max(e.timeout, limits.JudgeBudget(0)), func() { vm.Interrupt(ErrBudget) })
	defer timer.Stop()
	if _, err := vm.RunProgram(e.program); err != nil {
		return nil, err
	}
	ns := vm.Get("verijudge")
	if ns == nil || goja.IsUndefined(ns) {
		return nil, errors.New("bundle does not define the global verijudge")
	}
	fn, ok := goja.AssertFunction(ns.ToObject(vm).Get("evaluate"))
	if !ok {
		return nil, errors.New("bundle does not define verijudge.evaluate")
	}
	if e.pool != nil {
		if _, err := vm.RunProgram(freezeProgram); err != nil {
			return nil, err
		}
	}
	if !timer.Stop() {
		// The load budget ran out just as loading finished: drop the
		// pending interrupt so the first call does not inherit it.
		vm.ClearInterrupt()
	}
	return &runtime{vm: vm, evaluate: fn}, nil
}

func (e *Evaluator) run(rt *runtime, op string, input []byte) (res string, err error) {
	defer func() {
		// goja reports some failures as Go panics; they are evaluator
		// failures, not crashes of the caller. (Deep native recursion is
		// prevented, not recovered: inputs are bounded to depth 64 before
		// any native JSON.parse/stringify runs, in Go and in the bundle.)
		if r := recover(); r != nil {
			err = fmt.Errorf("panic in evaluator: %v", r)
		}
	}()
	vm := rt.vm
	var arg goja.Value
	if op == "judgeValue" {
		if arg, err = buildValue(vm, input); err != nil {
			// Not text canon wrote: let the bundle's reader decide.
			op, arg = "judge", nil
		}
	}
	if arg == nil {
		arg = vm.ToValue(string(input))
	}
	v, err := rt.evaluate(goja.Undefined(), vm.ToValue(op), arg)
	if err != nil {
		return "", err
	}
	s, ok := v.Export().(string)
	if !ok {
		return "", errors.New("verijudge.evaluate did not return a string")
	}
	return s, nil
}
