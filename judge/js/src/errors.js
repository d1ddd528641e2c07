// JudgeError carries a stable code that hosts map to their own error types.
// Codes: E_JSON (with a kind naming the canonical-JSON rule broken),
// E_SCHEMA (not a valid trace or verdict, including bad check parameters),
// E_CHECK (a check kind unknown to the evidence class), E_REQUEST (unknown
// operation). index.js reports anything else (a bug, a stack overflow) as
// E_INTERNAL, which hosts treat as an evaluator failure, never a verdict.
export class JudgeError extends Error {
  constructor(code, kind, message, offset) {
    super(message);
    this.code = code;
    this.kind = kind;
    this.offset = offset;
  }
}

export function schemaError(path, message) {
  return new JudgeError("E_SCHEMA", "schema", path + ": " + message);
}

export function checkError(name, message) {
  return new JudgeError("E_CHECK", "check", "check " + JSON.stringify(name) + ": " + message);
}
