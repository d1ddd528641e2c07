// Small validators for trace and check shapes. Each throws a JudgeError that
// names the JSON path, so a bad trace is an error, never a verdict.
import { schemaError } from "./errors.js";

// has reports an own property: objects from JSON.parse inherit from
// Object.prototype, so "toString" in o would be true.
export const has = Object.hasOwn;

// deepFreeze freezes o and everything reachable from its own properties:
// module-level tables stay the same from one call to the next, even on a
// runtime that is reused.
export function deepFreeze(o) {
  if (o === null || (typeof o !== "object" && typeof o !== "function") || Object.isFrozen(o)) return o;
  Object.freeze(o);
  for (const k of Object.getOwnPropertyNames(o)) deepFreeze(o[k]);
  return o;
}

export function isObject(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

// fields checks that o is an object whose keys are all in allowed and that
// every key in required is present.
export function fields(o, path, required, optional) {
  if (!isObject(o)) throw schemaError(path, "must be an object");
  for (let i = 0; i < required.length; i++) {
    if (!has(o, required[i])) throw schemaError(path, "missing required field " + JSON.stringify(required[i]));
  }
  // Every required key is present, so only a longer key list can hold an
  // unknown key.
  const keys = Object.keys(o);
  if (keys.length > required.length) {
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i];
      if (required.indexOf(k) < 0 && optional.indexOf(k) < 0) throw schemaError(path, "unknown field " + JSON.stringify(k));
    }
  }
  return o;
}

// The validators take the JSON path of the value for their errors, split
// in two (path and an optional suffix, joined only when an error is
// thrown): hot callers pass a field name as the suffix instead of building
// a path string for every field of every transaction.
function at(path, sub) {
  return sub === undefined ? path : path + sub;
}

export function str(v, path, opts, sub) {
  if (typeof v !== "string") throw schemaError(at(path, sub), "must be a string");
  const min = opts === undefined || opts.min === undefined ? 0 : opts.min;
  const max = opts === undefined || opts.max === undefined ? 1024 : opts.max;
  if (v.length < min || v.length > max) throw schemaError(at(path, sub), "length must be in [" + min + ", " + max + "]");
  if (opts !== undefined && opts.pattern !== undefined && !opts.pattern.test(v)) {
    throw schemaError(at(path, sub), "does not match " + String(opts.pattern));
  }
  return v;
}

export function int(v, path, opts, sub) {
  const min = opts === undefined ? 0 : opts.min;
  if (typeof v !== "number" || !Number.isInteger(v)) throw schemaError(at(path, sub), "must be an integer");
  if (v < min) throw schemaError(at(path, sub), "must be >= " + min);
  return v;
}

export function bool(v, path) {
  if (typeof v !== "boolean") throw schemaError(path, "must be a boolean");
  return v;
}

export function arr(v, path, opts, sub) {
  const max = opts === undefined ? 100000 : opts.max;
  if (!Array.isArray(v)) throw schemaError(at(path, sub), "must be an array");
  if (v.length > max) throw schemaError(at(path, sub), "more than " + max + " items");
  return v;
}

// big reads an amount: a safe integer or {"$n":"<decimal>"} (already
// validated by the parser) as a BigInt.
// bigLike checks that v is an amount big() reads, without converting it.
export function bigLike(v, path, sub) {
  if ((typeof v === "number" && Number.isInteger(v)) || (isObject(v) && typeof v.$n === "string")) return v;
  throw schemaError(at(path, sub), "must be an integer or {\"$n\":\"<decimal>\"}");
}

export function big(v, path, sub) {
  if (typeof v === "number" && Number.isInteger(v)) return BigInt(v);
  if (isObject(v) && typeof v.$n === "string") return BigInt(v.$n);
  throw schemaError(at(path, sub), "must be an integer or {\"$n\":\"<decimal>\"}");
}

export const ADDRESS = /^0x[0-9a-f]{40}$/;
export const HASH32 = /^0x[0-9a-f]{64}$/;
export const HEXDATA = /^0x([0-9a-f]{2})*$/;
export const SELECTOR = /^0x[0-9a-f]{8}$/;
export const IDENT = /^[A-Za-z0-9][A-Za-z0-9._:\/-]*$/;
