// The verdict, its status rule and the verdict-hash preimage (SPEC §2).
import { schemaError } from "./errors.js";
import { fields, str, bool, arr, HASH32 } from "./shape.js";

export const SUCCESS = "SUCCESS";
export const FAILURE = "FAILURE";
export const PARTIAL = "PARTIAL";

// statusOf is the status rule, the same in every implementation
// (docs/trace.md): SUCCESS when every check passes; FAILURE when no check
// passes or a check marked required fails; PARTIAL otherwise.
export function statusOf(checks, required) {
  let passed = 0;
  for (let i = 0; i < checks.length; i++) {
    if (checks[i].pass) passed++;
    else if (required[i]) return FAILURE;
  }
  if (passed === checks.length) return SUCCESS;
  if (passed === 0) return FAILURE;
  return PARTIAL;
}

// preimage is the exact string whose UTF-8 SHA-256 is the verdict hash.
export function preimage(v) {
  return JSON.stringify([
    v.trialId, v.taskId, v.buildId, v.status, v.evidenceClass,
    v.checks.map((c) => [c.name, c.pass, c.expected, c.actual]),
    v.txHashes.slice().sort(),
  ]);
}

// validateVerdict checks a verdict read from outside (a record).
export function validateVerdict(v) {
  fields(v, "verdict", ["trialId", "taskId", "buildId", "status", "evidenceClass", "checks", "txHashes"], []);
  for (const k of ["trialId", "taskId", "buildId", "evidenceClass"]) str(v[k], "verdict." + k, { max: 1 << 20 });
  if (v.status !== SUCCESS && v.status !== FAILURE && v.status !== PARTIAL) {
    throw schemaError("verdict.status", "must be SUCCESS, FAILURE or PARTIAL");
  }
  arr(v.checks, "verdict.checks").forEach((c, i) => {
    const p = "verdict.checks[" + i + "]";
    fields(c, p, ["name", "pass", "expected", "actual"], []);
    str(c.name, p + ".name", { max: 1 << 20 });
    bool(c.pass, p + ".pass");
    str(c.expected, p + ".expected", { max: 1 << 20 });
    str(c.actual, p + ".actual", { max: 1 << 20 });
  });
  arr(v.txHashes, "verdict.txHashes").forEach((h, i) => str(h, "verdict.txHashes[" + i + "]", { pattern: HASH32 }));
  return v;
}
