// Strict JSON parsing and canonical serialization for traces (SPEC §2).
//
// parseTrace accepts exactly what Go's canon.CanonicalizeTrace accepts and
// reports the same rule when it rejects; canonicalize writes the same bytes.
// Keys such as "__proto__" are plain own data on both paths (the character-
// level reader builds null-prototype objects; JSON.parse defines own
// properties), and readers use own-property checks (shape.js has()).
import { JudgeError } from "./errors.js";
import {
  MAX_TRACE_BYTES, MAX_RECORD_BYTES, MAX_TRACE_DEPTH, MAX_BIGINT_DIGITS, MAX_NUMBER_EXPONENT, MAX_SAFE_INTEGER,
} from "./limits.js";
import { utf8Length } from "./utf8.js";
import { has } from "./shape.js";

function fail(kind, message, offset) {
  return new JudgeError("E_JSON", kind, "canonical JSON: " + message + " at offset " + offset, offset);
}

const HEX = "0123456789ABCDEF";

export function parseTrace(text) {
  if (typeof text !== "string") throw fail("syntax", "input is not a string", 0);
  // A UTF-16 code unit is at most 3 UTF-8 bytes: count bytes only when
  // the input could be over the limit.
  if (text.length > MAX_TRACE_BYTES || (text.length * 3 > MAX_TRACE_BYTES && utf8Length(text) > MAX_TRACE_BYTES)) {
    throw fail("too_large", "input larger than " + MAX_TRACE_BYTES + " bytes", MAX_TRACE_BYTES);
  }
  const p = { s: text, i: 0, depth: 0, bs: -1, esc: "" };
  ws(p);
  const f = fastParse(text);
  if (f !== undefined) return f;
  const v = value(p);
  ws(p);
  if (p.i !== text.length) throw fail("syntax", "trailing data after the JSON value", p.i);
  return v;
}

// readRecord reads a verdict record's text with the same strict rules as a
// trace (every member but the trace is read here; the trace is returned as
// the exact text the record holds, for parseTrace, which applies the trace
// cap to it as Go does to the record's raw trace). A record may be larger
// than a trace (MAX_RECORD_BYTES), since it holds one.
export function readRecord(text) {
  if (typeof text !== "string") throw fail("syntax", "input is not a string", 0);
  if (text.length > MAX_RECORD_BYTES || (text.length * 3 > MAX_RECORD_BYTES && utf8Length(text) > MAX_RECORD_BYTES)) {
    throw fail("too_large", "record larger than " + MAX_RECORD_BYTES + " bytes", MAX_RECORD_BYTES);
  }
  const p = { s: text, i: 0, depth: 0, bs: -1, esc: "" };
  ws(p);
  if (p.s.charCodeAt(p.i) !== 123) {
    if (p.s.charCodeAt(p.i) === 0xfeff) value(p);
    throw fail("syntax", "a record is a JSON object", p.i);
  }
  enter(p);
  p.i++;
  const members = Object.create(null);
  let trace = null;
  ws(p);
  if (p.s.charCodeAt(p.i) !== 125) {
    for (;;) {
      ws(p);
      if (p.s.charCodeAt(p.i) !== 34) throw fail("syntax", "expected string key in object", p.i);
      const at = p.i;
      const key = string(p);
      ws(p);
      if (p.s.charCodeAt(p.i) !== 58) throw fail("syntax", "expected ':' after object key", p.i);
      p.i++;
      ws(p);
      const start = p.i;
      // Each member nests up to MAX_TRACE_DEPTH below the record, as Go
      // reads records (the trace's depth then counts from the trace).
      const depth = p.depth;
      p.depth = 0;
      const v = value(p);
      p.depth = depth;
      if (Object.prototype.hasOwnProperty.call(members, key)) {
        throw fail("duplicate_key", "duplicate object key " + JSON.stringify(key), at);
      }
      members[key] = v;
      if (key === "trace" && v !== null) trace = text.slice(start, p.i);
      ws(p);
      const c = p.s.charCodeAt(p.i);
      if (c === 44) { p.i++; continue; }
      if (c === 125) break;
      throw fail("syntax", p.i >= p.s.length ? "unclosed object" : "expected ',' or '}' in object", p.i);
    }
  }
  p.i++;
  ws(p);
  if (p.i !== text.length) throw fail("syntax", "trailing data after the JSON value", p.i);
  return { members, trace };
}

function wellFormed(s) {
  if (!NON_ASCII.test(s)) return true;
  try {
    encodeURIComponent(s);
    return true;
  } catch (e) {
    return false;
  }
}

// The fast path lets the host's native JSON.parse build the value and then
// proves, with a few whole-text native operations, that the input breaks none
// of the trace rules JSON.parse does not enforce. Whenever that proof is not
// immediate (an escape that could hide a surrogate, "$n" or a duplicate, a
// number that is not a short plain integer, deep nesting, or any error), the
// character-level reader below decides instead, so both paths accept exactly
// the same inputs and the slow one names the first error.
const NON_ASCII = /[^\x00-\x7f]/;
const STRINGS = /"[^"\\]*(?:\\.[^"\\]*)*"/g;
const KEYS = /""[ \t\n\r]*:/g;
const RISKY_ESCAPE = /\\u(?:[dD][89a-fA-F]|0024|006[eE])/;
const RISKY_NUMBER = /[.eE]|[0-9]{16}/;
const NUMBERS = /-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/g;
const DEEP_RUN = /[\[{](?:[ \t\n\r]*[\[{]){64}/;
const NOT_BRACKET = /[^\[\]{}]+/g;
const EMPTY_PAIR = /\[\]|\{\}/g;

function fastParse(text) {
  // 65 opening brackets in a row: certainly too deep (or a string full of
  // brackets); either way the character-level reader decides, at once.
  if (DEEP_RUN.test(text) || RISKY_ESCAPE.test(text) || !wellFormed(text)) return undefined;
  const stripped = text.replace(STRINGS, '""');
  // Depth first: JSON.parse and JSON.stringify recurse natively, so deep
  // input never reaches them (the character-level reader stops at 65).
  // Each pass peels one level of the brackets alone (outside strings); a
  // pass that barely shrinks them means adversarial nesting, which the
  // linear character-level reader handles.
  let peeled = stripped.replace(NOT_BRACKET, "");
  for (let depth = 0; ; ) {
    const next = peeled.replace(EMPTY_PAIR, "");
    if (next === peeled) break;
    if (++depth > MAX_TRACE_DEPTH) return undefined;
    if (depth > 2 && next.length > peeled.length - (peeled.length >> 4) && peeled.length > 4096) return undefined;
    peeled = next;
  }
  // Brackets left over are unbalanced or crossed (no valid JSON has
  // them): the character-level reader names the error, and JSON.parse
  // never recurses into a prefix nested deeper than the limit.
  if (peeled.length !== 0) return undefined;
  // "-0" literals: the slow path returns 0 for them, as Go writes them.
  if (stripped.indexOf("-0") >= 0) return undefined;
  let v;
  try {
    v = JSON.parse(text);
  } catch (e) {
    return undefined;
  }
  // Numbers: plain integers of at most 15 digits are always exact and safe.
  if (RISKY_NUMBER.test(stripped)) {
    for (const lit of stripped.match(NUMBERS) || []) {
      if (!RISKY_NUMBER.test(lit)) continue;
      try {
        const isInt = !/[.eE]/.test(lit);
        if (!isInt) checkExponent(lit, 0);
        numberValue(lit, isInt, 0);
      } catch (e) {
        return undefined;
      }
    }
  }
  // Duplicates: JSON.parse keeps one member per key, so a duplicate shows as
  // fewer keys after a round trip than in the text.
  const keys = (stripped.match(KEYS) || []).length;
  const kept = (JSON.stringify(v).replace(STRINGS, '""').match(KEYS) || []).length;
  if (keys !== kept) return undefined;
  // Big integers: every "$n" must be the key of a one-member object written
  // compactly, {"$n":"<digits>"}, as canonical JSON writes it (others, and
  // an escaped "$n" key, were routed to the slow path).
  const marks = text.split('"$n"').length - 1;
  if (marks > 0) {
    const parts = text.split('{"$n":"');
    if (parts.length - 1 !== marks) return undefined;
    for (let i = 1; i < parts.length; i++) {
      const end = parts[i].indexOf('"}');
      if (end < 0) return undefined;
      try {
        checkBigInt({ $n: parts[i].slice(0, end) }, 1, 0);
      } catch (e) {
        return undefined;
      }
    }
  }
  return v;
}

function checkExponent(lit, start) {
  const e = lit.search(/[eE]/);
  if (e < 0) return;
  let j = e + 1;
  if (lit[j] === "+" || lit[j] === "-") j++;
  while (j < lit.length - 1 && lit[j] === "0") j++;
  if (lit.length - j > 6 || Number(lit.slice(j)) > MAX_NUMBER_EXPONENT) {
    throw fail("too_large", "exponent beyond ±" + MAX_NUMBER_EXPONENT, start);
  }
}

function ws(p) {
  const s = p.s;
  let i = p.i;
  for (;;) {
    const c = s.charCodeAt(i);
    if (c === 32 || c === 10 || c === 13 || c === 9) i++;
    else break;
  }
  p.i = i;
}

function value(p) {
  const s = p.s;
  if (p.i >= s.length) throw fail("syntax", "unexpected end of input", p.i);
  const c = s.charCodeAt(p.i);
  if (c === 123) return object(p);
  if (c === 91) return array(p);
  if (c === 34) return string(p);
  if (c === 45 || (c >= 48 && c <= 57)) return number(p);
  if (s.startsWith("true", p.i)) { p.i += 4; return true; }
  if (s.startsWith("false", p.i)) { p.i += 5; return false; }
  if (s.startsWith("null", p.i)) { p.i += 4; return null; }
  if (c === 0xfeff) {
    throw fail("syntax", "byte-order mark (U+FEFF): JSON text must not start with one; save the file as UTF-8 without a BOM", p.i);
  }
  throw fail("syntax", "unexpected character " + JSON.stringify(s[p.i]), p.i);
}

function enter(p) {
  if (++p.depth > MAX_TRACE_DEPTH) throw fail("too_deep", "nesting deeper than " + MAX_TRACE_DEPTH, p.i);
}

function array(p) {
  enter(p);
  p.i++;
  const out = [];
  ws(p);
  if (p.s.charCodeAt(p.i) === 93) { p.i++; p.depth--; return out; }
  for (;;) {
    ws(p);
    out.push(value(p));
    ws(p);
    const c = p.s.charCodeAt(p.i);
    if (c === 44) { p.i++; continue; }
    if (c === 93) { p.i++; p.depth--; return out; }
    throw fail("syntax", p.i >= p.s.length ? "unclosed array" : "expected ',' or ']' in array", p.i);
  }
}

function object(p) {
  enter(p);
  const start = p.i;
  p.i++;
  const out = Object.create(null);
  let n = 0;
  let dup = null;
  ws(p);
  if (p.s.charCodeAt(p.i) === 125) { p.i++; p.depth--; return out; }
  for (;;) {
    ws(p);
    if (p.s.charCodeAt(p.i) !== 34) throw fail("syntax", "expected string key in object", p.i);
    const key = string(p);
    ws(p);
    if (p.s.charCodeAt(p.i) !== 58) throw fail("syntax", "expected ':' after object key", p.i);
    p.i++;
    ws(p);
    const v = value(p);
    // Like the Go canonicalizer, report a duplicate only once the object
    // has been read, so both sides name the same first error.
    if (dup === null && Object.prototype.hasOwnProperty.call(out, key)) dup = key;
    out[key] = v;
    n++;
    ws(p);
    const c = p.s.charCodeAt(p.i);
    if (c === 44) { p.i++; continue; }
    if (c === 125) { p.i++; break; }
    throw fail("syntax", p.i >= p.s.length ? "unclosed object" : "expected ',' or '}' in object", p.i);
  }
  if (dup !== null) throw fail("duplicate_key", "duplicate object key " + JSON.stringify(dup), start);
  if (has(out, "$n")) checkBigInt(out, n, start);
  p.depth--;
  return out;
}

function checkBigInt(o, n, at) {
  if (n !== 1) throw fail("bigint", "object with \"$n\" must have exactly one member", at);
  const v = o.$n;
  if (typeof v !== "string") throw fail("bigint", "\"$n\" must be a string of decimal digits", at);
  const d = v.charCodeAt(0) === 45 ? v.slice(1) : v;
  if (!/^[1-9][0-9]*$/.test(d)) throw fail("bigint", "\"$n\" must be a decimal integer without leading zeros", at);
  if (d.length > MAX_BIGINT_DIGITS) throw fail("bigint", "more than " + MAX_BIGINT_DIGITS + " digits", at);
  if (d.length <= 16 && Number(d) <= MAX_SAFE_INTEGER) {
    throw fail("bigint", v + " is a safe integer: write it as a plain number", at);
  }
}

// A string with none of these (and nothing outside ASCII) is its own text.
const ESCAPE_OR_CONTROL = /[\\\u0000-\u001f]/;
const CONTROL = /[\u0000-\u001f]/;

function string(p) {
  const s = p.s;
  const start = ++p.i;
  // Fastest path: the text up to the next quote has no escape, control
  // character or non-ASCII character, found with two native calls instead
  // of a call per character (under goja each charCodeAt costs a wrapper
  // object).
  const end = s.indexOf('"', start);
  if (end < 0) stringError(p, start);
  const seg = s.slice(start, end);
  if (!ESCAPE_OR_CONTROL.test(seg) && !NON_ASCII.test(seg)) { p.i = end + 1; return seg; }
  // Segment by segment: the plain text between escapes is taken whole
  // (sliced once, checked for control characters and lone surrogates with
  // native calls), and each escape is decoded on its own. The pieces are
  // joined once at the end: goja copies both sides of every string +=, so
  // appending piece by piece would be quadratic in the string's length.
  // Anything wrong in a segment is left to stringError, which names it.
  // The next quote and backslash are searched for only once passed (an
  // escaped quote, the next string), so each character is scanned once.
  const parts = [];
  let i = start;
  let q = end;
  for (;;) {
    if (q < i) q = s.indexOf('"', i);
    if (q < 0) stringError(p, i);
    if (p.bs < i) p.bs = s.indexOf("\\", i) >>> 0;
    const stop = p.bs < q ? p.bs : q;
    const plain = s.slice(i, stop);
    if (CONTROL.test(plain) || !wellFormed(plain)) stringError(p, i);
    parts.push(plain);
    if (stop === q) { p.i = q + 1; return parts.join(""); }
    i = escape(p, stop);
    parts.push(p.esc);
  }
}

// stringError reads a string from i one character at a time and throws the
// first error in it: string() calls it only where its segment checks found
// one (no closing quote, a control character, a lone surrogate).
function stringError(p, i) {
  const s = p.s;
  for (;;) {
    if (i >= s.length) throw fail("syntax", "unclosed string", i);
    const c = s.charCodeAt(i);
    if (c === 34) throw new JudgeError("E_INTERNAL", "internal", "string reader: no error found before offset " + i);
    if (c < 32) throw fail("syntax", "control character in string must be escaped", i);
    if (c >= 0xd800 && c <= 0xdfff) {
      const d = s.charCodeAt(i + 1);
      if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) { i += 2; continue; }
      throw fail("lone_surrogate", "lone surrogate in string", i);
    }
    i = c === 92 ? escape(p, i) : i + 1;
  }
}

// escape decodes the escape at i (a backslash) into p.esc and returns the
// index after it.
function escape(p, i) {
  const s = p.s;
  const e = s[i + 1];
  switch (e) {
    case '"': case "\\": case "/": p.esc = e; return i + 2;
    case "b": p.esc = "\b"; return i + 2;
    case "f": p.esc = "\f"; return i + 2;
    case "n": p.esc = "\n"; return i + 2;
    case "r": p.esc = "\r"; return i + 2;
    case "t": p.esc = "\t"; return i + 2;
    case "u": {
      const r = hex4(s, i + 2);
      if (r < 0) throw fail("syntax", "invalid \\u escape", i);
      if (r >= 0xd800 && r <= 0xdfff) {
        if (r <= 0xdbff && s[i + 6] === "\\" && s[i + 7] === "u") {
          const r2 = hex4(s, i + 8);
          if (r2 >= 0xdc00 && r2 <= 0xdfff) {
            p.esc = String.fromCharCode(r, r2);
            return i + 12;
          }
        }
        throw fail("lone_surrogate", "lone surrogate \\u" + r.toString(16).toUpperCase() + " in string", i);
      }
      p.esc = String.fromCharCode(r);
      return i + 6;
    }
    default:
      throw fail("syntax", i + 1 >= s.length ? "unclosed string" : "invalid escape \\" + e, i);
  }
}

function hex4(s, at) {
  if (at + 4 > s.length) return -1;
  let r = 0;
  for (let k = at; k < at + 4; k++) {
    const c = s.charCodeAt(k);
    let v;
    if (c >= 48 && c <= 57) v = c - 48;
    else if (c >= 97 && c <= 102) v = c - 87;
    else if (c >= 65 && c <= 70) v = c - 55;
    else return -1;
    r = r * 16 + v;
  }
  return r;
}

function isDigit(c) { return c >= 48 && c <= 57; }

function number(p) {
  const s = p.s;
  const start = p.i;
  let i = start;
  if (s.charCodeAt(i) === 45) i++;
  if (!isDigit(s.charCodeAt(i))) throw fail("syntax", "invalid number", i);
  if (s.charCodeAt(i) === 48) {
    i++;
    if (isDigit(s.charCodeAt(i))) throw fail("syntax", "leading zero in number", i);
  } else {
    while (isDigit(s.charCodeAt(i))) i++;
  }
  let isInt = true;
  if (s.charCodeAt(i) === 46) {
    isInt = false;
    const j = ++i;
    while (isDigit(s.charCodeAt(i))) i++;
    if (i === j) throw fail("syntax", "missing digits after decimal point", i);
  }
  if (s.charCodeAt(i) === 101 || s.charCodeAt(i) === 69) {
    isInt = false;
    i++;
    if (s.charCodeAt(i) === 43 || s.charCodeAt(i) === 45) i++;
    const j = i;
    while (isDigit(s.charCodeAt(i))) i++;
    if (i === j) throw fail("syntax", "missing exponent digits", i);
    checkExponent(s.slice(start, i), start);
  }
  const lit = s.slice(start, i);
  p.i = i;
  return numberValue(lit, isInt, start);
}

// numberValue applies the trace rules to a number literal already known to
// match the JSON grammar (its exponent, if any, within bounds).
function numberValue(lit, isInt, start) {
  const x = Number(lit);
  if (isInt) {
    const digits = lit.charCodeAt(0) === 45 ? lit.slice(1) : lit;
    if (digits.length > 16 || x > MAX_SAFE_INTEGER || x < -MAX_SAFE_INTEGER) {
      throw fail("unsafe_number", "integer " + lit + " is outside ±(2^53−1); write it as {\"$n\":\"" + lit + "\"}", start);
    }
    return x === 0 ? 0 : x;
  }
  if (!isFinite(x)) throw fail("unsafe_number", lit + " does not fit an IEEE-754 double", start);
  const norm = normalizeDecimal(lit);
  if (Number.isInteger(x)) {
    if (x > MAX_SAFE_INTEGER || x < -MAX_SAFE_INTEGER) {
      throw fail("unsafe_number", lit + " is an integer outside ±(2^53−1); write it as {\"$n\":\"…\"}", start);
    }
    if (norm !== String(x === 0 ? 0 : x)) throw fail("unsafe_number", lit + " is not exactly " + x, start);
    return x === 0 ? 0 : x;
  }
  const short = normalizeDecimal(String(x));
  if (norm !== short) throw fail("unsafe_number", lit + " is not exactly a double (nearest is " + short + ")", start);
  return x;
}

// normalizeDecimal writes a decimal literal (JSON grammar, or JS String(x)
// output with e+/e-) in canonical form: integers as plain digits, others as
// d.dddEn with at least one fractional digit. Arbitrary precision.
export function normalizeDecimal(lit) {
  let s = lit;
  let neg = false;
  if (s[0] === "-") { neg = true; s = s.slice(1); }
  let exp = 0;
  const e = s.search(/[eE]/);
  if (e >= 0) { exp = Number(s.slice(e + 1)); s = s.slice(0, e); }
  const dot = s.indexOf(".");
  let digits = s;
  if (dot >= 0) { digits = s.slice(0, dot) + s.slice(dot + 1); exp -= s.length - dot - 1; }
  let a = 0;
  while (a < digits.length && digits[a] === "0") a++;
  digits = digits.slice(a);
  if (digits.length === 0) return "0";
  let b = digits.length;
  while (digits[b - 1] === "0") b--;
  exp += digits.length - b;
  digits = digits.slice(0, b);
  const sign = neg ? "-" : "";
  if (exp >= 0) return sign + digits + "0".repeat(exp);
  const sci = digits.length - 1 + exp;
  return sign + digits[0] + "." + (digits.length > 1 ? digits.slice(1) : "0") + "E" + sci;
}

// canonicalize writes a parsed value in canonical form.
export function canonicalize(v) {
  const parts = [];
  write(v, parts);
  return parts.join("");
}

function write(v, out) {
  if (v === null) { out.push("null"); return; }
  switch (typeof v) {
    case "boolean": out.push(v ? "true" : "false"); return;
    case "string": out.push(quote(v)); return;
    case "number":
      if (Number.isInteger(v)) out.push(v === 0 ? "0" : String(v));
      else out.push(normalizeDecimal(String(v)));
      return;
    case "object":
      if (Array.isArray(v)) {
        out.push("[");
        for (let i = 0; i < v.length; i++) {
          if (i > 0) out.push(",");
          write(v[i], out);
        }
        out.push("]");
        return;
      }
      {
        const keys = Object.keys(v);
        // UTF-16 order (the native sort) is code-point order unless a key
        // holds a surrogate pair.
        if (keys.length > 1) {
          if (NON_ASCII.test(keys.join(""))) keys.sort(compareCodePoints);
          else keys.sort();
        }
        out.push("{");
        for (let i = 0; i < keys.length; i++) {
          if (i > 0) out.push(",");
          out.push(quote(keys[i]), ":");
          write(v[keys[i]], out);
        }
        out.push("}");
      }
      return;
    default:
      throw new JudgeError("E_JSON", "syntax", "cannot canonicalize a " + typeof v);
  }
}

const NEEDS_ESCAPE = /["\\\x00-\x1f]/;

// quote escapes a string canonically: only '"', '\\' and control characters,
// short forms where JSON has them, else \u00XX with uppercase hex.
export function quote(s) {
  if (!NEEDS_ESCAPE.test(s)) return '"' + s + '"';
  // Pieces joined once (string += is quadratic under goja).
  const out = ['"'];
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 32 && c !== 34 && c !== 92) continue;
    out.push(s.slice(start, i));
    start = i + 1;
    switch (c) {
      case 34: out.push('\\"'); break;
      case 92: out.push("\\\\"); break;
      case 8: out.push("\\b"); break;
      case 9: out.push("\\t"); break;
      case 10: out.push("\\n"); break;
      case 12: out.push("\\f"); break;
      case 13: out.push("\\r"); break;
      default: out.push("\\u00" + HEX[c >> 4] + HEX[c & 15]);
    }
  }
  out.push(s.slice(start), '"');
  return out.join("");
}

// compareCodePoints orders strings by Unicode code point (not UTF-16 code
// unit): a surrogate pair sorts above U+E000..U+FFFF. The first differing
// unit is found with native prefix comparisons, galloping then bisecting,
// so the cost grows with the shared prefix, not with a call per shared
// character under goja (paths share long prefixes).
export function compareCodePoints(a, b) {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  // a and b agree on [0, lo); they differ before hi, or hi == n.
  let lo = 0, hi = n;
  for (let k = 1; lo < n; k *= 2) {
    const end = Math.min(lo + k, n);
    if (a.slice(lo, end) !== b.slice(lo, end)) { hi = end - 1; break; }
    lo = end;
  }
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (a.slice(lo, mid) === b.slice(lo, mid)) lo = mid;
    else hi = mid - 1;
  }
  if (lo === n) return a.length - b.length;
  let x = a.charCodeAt(lo);
  let y = b.charCodeAt(lo);
  if (x >= 0xd800) x += x >= 0xe000 ? -0x800 : 0x2000;
  if (y >= 0xd800) y += y >= 0xe000 ? -0x800 : 0x2000;
  return x - y;
}
