// verijudge evaluator: verdict = judge(trace).
//
// The bundle defines one global, `verijudge`, with one entry point:
//
//   verijudge.evaluate(op, text) -> JSON text
//
// ops: "judge" (trace JSON -> {ok, verdict}), "judgeValue" (the same, for
// the value of trace text the host has already canonicalized and parsed
// exactly as JSON.parse would), "hashes" (trace JSON -> {ok,
// verdict, canonical, traceHash, specHash, verdictHash}), "canonicalize"
// (JSON -> {ok, canonical}, trace profile), "verdictHash" (verdict JSON ->
// {ok, preimage, verdictHash}). Failures return {ok:false, error:{code,
// kind, message}}. The function uses no clock, randomness, I/O or host
// objects, so Go (goja), Node.js and browsers give the same bytes.
import { JudgeError } from "./errors.js";
import { parseTrace, canonicalize } from "./json.js";
import { judgeTrace, TRACE_SCHEMA } from "./trace.js";
import { preimage, validateVerdict } from "./verdict.js";
import { sha256Hex } from "./sha256.js";
import { utf8Encode } from "./utf8.js";

export const VERSION = "1.0.0";
export const SCHEMA = TRACE_SCHEMA;

function hashOf(s) {
  return sha256Hex(utf8Encode(s));
}

const OPS = Object.freeze({
  judge(text) {
    return { verdict: judgeTrace(parseTrace(text)) };
  },
  // For the Go host: the trace value itself, built from canonical text
  // exactly as JSON.parse builds it.
  judgeValue(value) {
    return { verdict: judgeTrace(value) };
  },
  hashes(text) {
    const t = parseTrace(text);
    const verdict = judgeTrace(t);
    const canonical = canonicalize(t);
    return {
      verdict,
      canonical,
      traceHash: hashOf(canonical),
      specHash: hashOf(canonicalize(t.spec)),
      verdictHash: hashOf(preimage(verdict)),
    };
  },
  canonicalize(text) {
    return { canonical: canonicalize(parseTrace(text)) };
  },
  verdictHash(text) {
    const v = validateVerdict(parseTrace(text));
    const pre = preimage(v);
    return { preimage: pre, verdictHash: hashOf(pre) };
  },
});

export function evaluate(op, text) {
  try {
    if (typeof op !== "string" || !Object.prototype.hasOwnProperty.call(OPS, op)) {
      throw new JudgeError("E_REQUEST", "request", "unknown operation " + JSON.stringify(op));
    }
    const out = OPS[op](text);
    out.ok = true;
    return JSON.stringify(out);
  } catch (e) {
    if (e instanceof JudgeError) {
      return JSON.stringify({ ok: false, error: { code: e.code, kind: e.kind, message: e.message } });
    }
    // A RangeError (stack) or a bug: report it, never a verdict.
    return JSON.stringify({ ok: false, error: { code: "E_INTERNAL", kind: "internal", message: String(e && e.message || e) } });
  }
}
