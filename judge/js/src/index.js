// verijudge evaluator: verdict = judge(trace).
//
// The bundle defines one global, `verijudge`, with one entry point:
//
//   verijudge.evaluate(op, text) -> JSON text
//
// ops: "judge" (trace JSON -> {ok, verdict}), "judgeValue" (the same, for
// the value of trace text the host has already canonicalized and parsed
// exactly as JSON.parse would), "hashes" (trace JSON -> {ok,
// verdict, traceHash, specHash, verdictHash}: the hashes only, so the
// answer stays small for any trace), "canonicalize"
// (JSON -> {ok, canonical}, trace profile), "verdictHash" (verdict JSON ->
// {ok, preimage, verdictHash}), "verifyRecord" (a verdict record's text
// -> {ok, verdict, traceHash, specHash, verdictHash, storedVerdictHash}:
// everything a host needs to re-verify the record, from one strict read of
// it, for records of any size up to the record cap). Failures return
// {ok:false, error:{code,
// kind, message}}. The function uses no clock, randomness, I/O or host
// objects, so Go (goja), Node.js and browsers give the same bytes.
import { JudgeError } from "./errors.js";
import { parseTrace, canonicalize, readRecord } from "./json.js";
import { judgeTrace, TRACE_SCHEMA } from "./trace.js";
import { preimage, validateVerdict } from "./verdict.js";
import { sha256Hex } from "./sha256.js";
import { utf8Encode } from "./utf8.js";

export const VERSION = "1.1.0";
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
    return {
      verdict,
      traceHash: hashOf(canonicalize(t)),
      specHash: hashOf(canonicalize(t.spec)),
      verdictHash: hashOf(preimage(verdict)),
    };
  },
  verifyRecord(text) {
    const r = readRecord(text);
    if (r.trace === null) throw new JudgeError("E_SCHEMA", "no_trace", "record: no trace, so the verdict cannot be recomputed");
    const out = OPS.hashes(r.trace);
    out.storedVerdictHash = hashOf(preimage(validateVerdict(r.members.verdict)));
    return out;
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
