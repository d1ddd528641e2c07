// Reading a trace (schema verijudge.trace/v1, docs/trace.md) and judging it.
import { JudgeError, schemaError, checkError } from "./errors.js";
import { fields, str, bool, arr, isObject, has, IDENT, deepFreeze } from "./shape.js";
import { statusOf } from "./verdict.js";
import { CLASSES } from "./classes/index.js";
import { MAX_DETAIL_CHARS } from "./limits.js";

export const TRACE_SCHEMA = "verijudge.trace/v1";
const MAX_CHECKS = 256;
// A check's expected and actual texts are cut at MAX_DETAIL_CHARS UTF-16 code
// units (never inside a surrogate pair), with a note of how much was left
// out: a maximal trace could otherwise make a verdict of hundreds of
// megabytes (256 checks each listing every log), which no host could hold,
// hash or store in a record.
function detail(v) {
  const s = String(v);
  if (s.length <= MAX_DETAIL_CHARS) return s;
  let cut = MAX_DETAIL_CHARS;
  const c = s.charCodeAt(cut - 1);
  if (c >= 0xd800 && c <= 0xdbff) cut--;
  return s.slice(0, cut) + "\u2026 (" + (s.length - cut) + " more characters)";
}
const COMMON_CHECK_FIELDS = Object.freeze(["name", "kind", "required"]);

// The field lists of every check kind, built once and frozen: a check's
// required fields are name, kind and the kind's own; its optional ones are
// required and the kind's own.
const FIELDS = deepFreeze(Object.fromEntries(Object.keys(CLASSES).map((cn) => [cn,
  Object.fromEntries(Object.keys(CLASSES[cn].checks).map((kind) => {
    const [req, opt] = CLASSES[cn].checks[kind].params;
    return [kind, { required: COMMON_CHECK_FIELDS.slice(0, 2).concat(req), optional: ["required"].concat(opt) }];
  }))])));
const ID_FIELDS = Object.freeze(["trialId", "taskId", "buildId"]);
const O_ID = Object.freeze({ min: 1, max: 200, pattern: IDENT });

// judgeTrace validates a parsed trace and returns its verdict.
export function judgeTrace(t) {
  fields(t, "trace", ["schema", "trialId", "taskId", "buildId", "spec", "evidence"], []);
  if (t.schema !== TRACE_SCHEMA) {
    throw new JudgeError("E_SCHEMA", "schema_version",
      "trace.schema: unsupported " + JSON.stringify(t.schema) + ", this evaluator reads " + TRACE_SCHEMA);
  }
  const ids = {};
  for (let i = 0; i < ID_FIELDS.length; i++) ids[ID_FIELDS[i]] = str(t[ID_FIELDS[i]], "trace." + ID_FIELDS[i], O_ID);
  const spec = fields(t.spec, "trace.spec", ["evidenceClass", "checks"], ["title", "description"]);
  if (has(spec, "title")) str(spec.title, "trace.spec.title", { max: 1000 });
  if (has(spec, "description")) str(spec.description, "trace.spec.description", { max: 100000 });
  const cls = CLASSES[str(spec.evidenceClass, "trace.spec.evidenceClass")];
  if (cls === undefined || !Object.prototype.hasOwnProperty.call(CLASSES, spec.evidenceClass)) {
    throw schemaError("trace.spec.evidenceClass", "unknown evidence class " + JSON.stringify(spec.evidenceClass) +
      " (known: " + Object.keys(CLASSES).join(", ") + ")");
  }
  const checks = arr(spec.checks, "trace.spec.checks", { max: MAX_CHECKS });
  if (checks.length === 0) throw schemaError("trace.spec.checks", "must not be empty");
  const names = Object.create(null);
  // Indexed loops: the iterator protocol (for...of, destructuring) costs
  // ten times more under goja.
  const plan = [];
  for (let i = 0; i < checks.length; i++) {
    const c = checks[i];
    const p = "trace.spec.checks[" + i + "]";
    if (!isObject(c)) throw schemaError(p, "must be an object");
    const name = str(c.name, p + ".name", { min: 1, max: 200 });
    if (names[name]) throw schemaError(p + ".name", "duplicate check name " + JSON.stringify(name));
    names[name] = true;
    const kind = str(c.kind, p + ".kind");
    const def = Object.prototype.hasOwnProperty.call(cls.checks, kind) ? cls.checks[kind] : undefined;
    if (def === undefined) {
      throw checkError(name, "unknown kind " + JSON.stringify(kind) + " for evidence class " + cls.name +
        " (known: " + Object.keys(cls.checks).join(", ") + ")");
    }
    const f = FIELDS[cls.name][kind];
    fields(c, p, f.required, f.optional);
    const required = has(c, "required") ? bool(c.required, p + ".required") : false;
    def.validate(c, p);
    plan.push({ name, def, c, required });
  }
  if (!isObject(t.evidence)) throw schemaError("trace.evidence", "must be an object");
  const ctx = cls.readEvidence(t.evidence);
  const results = [];
  const required = [];
  for (let i = 0; i < plan.length; i++) {
    const r = plan[i].def.run(plan[i].c, ctx);
    results.push({ name: plan[i].name, pass: r.pass === true, expected: detail(r.expected), actual: detail(r.actual) });
    required.push(plan[i].required);
  }
  return {
    trialId: ids.trialId,
    taskId: ids.taskId,
    buildId: ids.buildId,
    status: statusOf(results, required),
    evidenceClass: cls.name,
    checks: results,
    txHashes: cls.txHashes(ctx),
  };
}
