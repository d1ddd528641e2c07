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
// -> {ok, verdict, traceHash, specHash, verdictHash, storedVerdictHash,
// verdictFields, record: {mediaType, traceHash, specHash, verdictHash,
// evaluatorDigest}, checks: [{name, ok}]}:
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
import { fields, str, int, has, HASH32 } from "./shape.js";
import { utf8Encode } from "./utf8.js";

export const VERSION = "1.6.0";
export const SCHEMA = TRACE_SCHEMA;

export const RECORD_MEDIA_TYPE = "application/vnd.verijudge.record.v1+json";
const RECORD_REQUIRED = Object.freeze(["mediaType", "verdict", "verdictHash", "traceHash", "specHash", "evaluator"]);
const RECORD_OPTIONAL = Object.freeze(["trace", "attestations", "anchor", "tee", "zk"]);
const O_HASH = Object.freeze({ pattern: HASH32 });
const O_ANY_LENGTH = Object.freeze({ max: 1 << 24 });

// readRecordFields checks a record's members as Go's judge.ParseRecord
// does: exactly the documented names (spelled exactly), the v1 media type,
// hashes in their one text form, the evaluator reference, and no null where
// a member should be left out.
function readRecordFields(m) {
  fields(m, "record", RECORD_REQUIRED, RECORD_OPTIONAL);
  if (m.mediaType !== RECORD_MEDIA_TYPE) {
    throw new JudgeError("E_SCHEMA", "schema", "record.mediaType: " + JSON.stringify(m.mediaType) + ", want " + RECORD_MEDIA_TYPE);
  }
  str(m.verdictHash, "record.verdictHash", O_HASH);
  str(m.traceHash, "record.traceHash", O_HASH);
  str(m.specHash, "record.specHash", O_HASH);
  fields(m.evaluator, "record.evaluator", ["digest", "version"], []);
  str(m.evaluator.digest, "record.evaluator.digest", O_HASH);
  str(m.evaluator.version, "record.evaluator.version", O_ANY_LENGTH);
  if (has(m, "attestations")) {
    // Go writes all three members (a UID is never left out).
    const a = fields(m.attestations, "record.attestations", ["chainId", "verdictUid", "provenanceUid"], []);
    int(a.chainId, "record.attestations.chainId");
    str(a.verdictUid, "record.attestations.verdictUid", O_HASH);
    str(a.provenanceUid, "record.attestations.provenanceUid", O_HASH);
  }
  return m;
}

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
    const m = readRecordFields(r.members);
    if (r.trace === null) throw new JudgeError("E_SCHEMA", "no_trace", "record: no trace, so the verdict cannot be recomputed");
    const out = OPS.hashes(r.trace);
    const stored = validateVerdict(m.verdict);
    out.storedVerdictHash = hashOf(preimage(stored));
    // The stored verdict must be the recomputed one field for field: the
    // verdict hash sorts txHashes, so a reordered list hashes the same.
    out.verdictFields = canonicalize(out.verdict) === canonicalize(stored);
    // What the record itself says, from this strict reading (never from a
    // host's lenient JSON.parse of the same text).
    out.record = { mediaType: m.mediaType, traceHash: m.traceHash, specHash: m.specHash, verdictHash: m.verdictHash,
      evaluatorDigest: m.evaluator.digest };
    // The checks of offline verification, named as Go names them: the
    // record is MATCH when every one holds.
    out.checks = [
      { name: "trace-hash", ok: out.traceHash === m.traceHash },
      { name: "spec-hash", ok: out.specHash === m.specHash },
      { name: "verdict-hash", ok: out.verdictHash === m.verdictHash },
      { name: "verdict-fields", ok: out.verdictFields },
      { name: "stored-verdict-hash", ok: out.storedVerdictHash === m.verdictHash },
    ];
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
