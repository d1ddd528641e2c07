var verijudge = (() => {
  var __defProp = Object.defineProperty;
  var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
  var __getOwnPropNames = Object.getOwnPropertyNames;
  var __hasOwnProp = Object.prototype.hasOwnProperty;
  var __export = (target, all) => {
    for (var name in all)
      __defProp(target, name, { get: all[name], enumerable: true });
  };
  var __copyProps = (to, from, except, desc) => {
    if (from && typeof from === "object" || typeof from === "function") {
      for (let key of __getOwnPropNames(from))
        if (!__hasOwnProp.call(to, key) && key !== except)
          __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
    }
    return to;
  };
  var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

  // judge/js/src/index.js
  var index_exports = {};
  __export(index_exports, {
    RECORD_MEDIA_TYPE: () => RECORD_MEDIA_TYPE,
    SCHEMA: () => SCHEMA,
    VERSION: () => VERSION,
    evaluate: () => evaluate
  });

  // judge/js/src/errors.js
  var JudgeError = class extends Error {
    constructor(code2, kind, message, offset) {
      super(message);
      this.code = code2;
      this.kind = kind;
      this.offset = offset;
    }
  };
  function schemaError(path, message) {
    return new JudgeError("E_SCHEMA", "schema", path + ": " + message);
  }
  function checkError(name, message) {
    return new JudgeError("E_CHECK", "check", "check " + JSON.stringify(name) + ": " + message);
  }

  // judge/js/src/limits.js
  var MAX_TRACE_BYTES = 8 * 1024 * 1024;
  var MAX_RECORD_BYTES = 16 * 1024 * 1024;
  var MAX_TRACE_DEPTH = 64;
  var MAX_BIGINT_DIGITS = 80;
  var MAX_NUMBER_EXPONENT = 1e4;
  var MAX_SAFE_INTEGER = 9007199254740991;
  var MAX_DETAIL_CHARS = 1024;

  // judge/js/src/utf8.js
  function utf8Encode(s) {
    const out = new Uint8Array(utf8Length(s));
    let j = 0;
    for (let i = 0; i < s.length; i++) {
      let c = s.charCodeAt(i);
      if (c < 128) {
        out[j++] = c;
      } else if (c < 2048) {
        out[j++] = 192 | c >> 6;
        out[j++] = 128 | c & 63;
      } else if (c >= 55296 && c <= 56319 && i + 1 < s.length) {
        const d = s.charCodeAt(++i);
        c = 65536 + (c - 55296 << 10) + (d - 56320);
        out[j++] = 240 | c >> 18;
        out[j++] = 128 | c >> 12 & 63;
        out[j++] = 128 | c >> 6 & 63;
        out[j++] = 128 | c & 63;
      } else {
        out[j++] = 224 | c >> 12;
        out[j++] = 128 | c >> 6 & 63;
        out[j++] = 128 | c & 63;
      }
    }
    return out;
  }
  function utf8Length(s) {
    let n = 0;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c < 128) n += 1;
      else if (c < 2048) n += 2;
      else if (c >= 55296 && c <= 56319 && i + 1 < s.length) {
        n += 4;
        i++;
      } else n += 3;
    }
    return n;
  }

  // judge/js/src/shape.js
  var has = Object.hasOwn;
  function deepFreeze(o) {
    if (o === null || typeof o !== "object" && typeof o !== "function" || Object.isFrozen(o)) return o;
    Object.freeze(o);
    for (const k of Object.getOwnPropertyNames(o)) deepFreeze(o[k]);
    return o;
  }
  function isObject(v) {
    return v !== null && typeof v === "object" && !Array.isArray(v);
  }
  function fields(o, path, required, optional) {
    if (!isObject(o)) throw schemaError(path, "must be an object");
    for (let i = 0; i < required.length; i++) {
      if (!has(o, required[i])) throw schemaError(path, "missing required field " + JSON.stringify(required[i]));
    }
    const keys = Object.keys(o);
    if (keys.length > required.length) {
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i];
        if (required.indexOf(k) < 0 && optional.indexOf(k) < 0) throw schemaError(path, "unknown field " + JSON.stringify(k));
      }
    }
    return o;
  }
  function at(path, sub) {
    return sub === void 0 ? path : path + sub;
  }
  function str(v, path, opts, sub) {
    if (typeof v !== "string") throw schemaError(at(path, sub), "must be a string");
    const min = opts === void 0 || opts.min === void 0 ? 0 : opts.min;
    const max = opts === void 0 || opts.max === void 0 ? 1024 : opts.max;
    if (v.length < min || v.length > max) throw schemaError(at(path, sub), "length must be in [" + min + ", " + max + "]");
    if (opts !== void 0 && opts.pattern !== void 0 && !opts.pattern.test(v)) {
      throw schemaError(at(path, sub), "does not match " + String(opts.pattern));
    }
    return v;
  }
  function int(v, path, opts, sub) {
    const min = opts === void 0 ? 0 : opts.min;
    if (typeof v !== "number" || !Number.isInteger(v)) throw schemaError(at(path, sub), "must be an integer");
    if (v < min) throw schemaError(at(path, sub), "must be >= " + min);
    return v;
  }
  function bool(v, path) {
    if (typeof v !== "boolean") throw schemaError(path, "must be a boolean");
    return v;
  }
  function arr(v, path, opts, sub) {
    const max = opts === void 0 ? 1e5 : opts.max;
    if (!Array.isArray(v)) throw schemaError(at(path, sub), "must be an array");
    if (v.length > max) throw schemaError(at(path, sub), "more than " + max + " items");
    return v;
  }
  function bigLike(v, path, sub) {
    if (typeof v === "number" && Number.isInteger(v) || isObject(v) && typeof v.$n === "string") return v;
    throw schemaError(at(path, sub), 'must be an integer or {"$n":"<decimal>"}');
  }
  function big(v, path, sub) {
    if (typeof v === "number" && Number.isInteger(v)) return BigInt(v);
    if (isObject(v) && typeof v.$n === "string") return BigInt(v.$n);
    throw schemaError(at(path, sub), 'must be an integer or {"$n":"<decimal>"}');
  }
  var ADDRESS = /^0x[0-9a-f]{40}$/;
  var HASH32 = /^0x[0-9a-f]{64}$/;
  var HEXDATA = /^0x([0-9a-f]{2})*$/;
  var SELECTOR = /^0x[0-9a-f]{8}$/;
  var IDENT = /^[A-Za-z0-9][A-Za-z0-9._:\/-]*$/;

  // judge/js/src/json.js
  function fail(kind, message, offset) {
    return new JudgeError("E_JSON", kind, "canonical JSON: " + message + " at offset " + offset, offset);
  }
  var HEX = "0123456789ABCDEF";
  function parseTrace(text) {
    if (typeof text !== "string") throw fail("syntax", "input is not a string", 0);
    if (text.length > MAX_TRACE_BYTES || text.length * 3 > MAX_TRACE_BYTES && utf8Length(text) > MAX_TRACE_BYTES) {
      throw fail("too_large", "input larger than " + MAX_TRACE_BYTES + " bytes", MAX_TRACE_BYTES);
    }
    const p = { s: text, i: 0, depth: 0 };
    ws(p);
    const f = fastParse(text);
    if (f !== void 0) return f;
    const v = value(p);
    ws(p);
    if (p.i !== text.length) throw fail("syntax", "trailing data after the JSON value", p.i);
    return v;
  }
  function readRecord(text) {
    if (typeof text !== "string") throw fail("syntax", "input is not a string", 0);
    if (text.length > MAX_RECORD_BYTES || text.length * 3 > MAX_RECORD_BYTES && utf8Length(text) > MAX_RECORD_BYTES) {
      throw fail("too_large", "record larger than " + MAX_RECORD_BYTES + " bytes", MAX_RECORD_BYTES);
    }
    const p = { s: text, i: 0, depth: 0 };
    ws(p);
    if (p.s.charCodeAt(p.i) !== 123) {
      if (p.s.charCodeAt(p.i) === 65279) value(p);
      throw fail("syntax", "a record is a JSON object", p.i);
    }
    enter(p);
    p.i++;
    const members = /* @__PURE__ */ Object.create(null);
    let trace = null;
    ws(p);
    if (p.s.charCodeAt(p.i) !== 125) {
      for (; ; ) {
        ws(p);
        if (p.s.charCodeAt(p.i) !== 34) throw fail("syntax", "expected string key in object", p.i);
        const at2 = p.i;
        const key = string(p);
        ws(p);
        if (p.s.charCodeAt(p.i) !== 58) throw fail("syntax", "expected ':' after object key", p.i);
        p.i++;
        ws(p);
        const start = p.i;
        const depth = p.depth;
        p.depth = 0;
        const v = value(p);
        p.depth = depth;
        if (Object.prototype.hasOwnProperty.call(members, key)) {
          throw fail("duplicate_key", "duplicate object key " + JSON.stringify(key), at2);
        }
        members[key] = v;
        if (key === "trace" && v !== null) trace = text.slice(start, p.i);
        ws(p);
        const c = p.s.charCodeAt(p.i);
        if (c === 44) {
          p.i++;
          continue;
        }
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
  var NON_ASCII = /[^\x00-\x7f]/;
  var STRINGS = /"[^"\\]*(?:\\.[^"\\]*)*"/g;
  var KEYS = /""[ \t\n\r]*:/g;
  var RISKY_ESCAPE = /\\u(?:[dD][89a-fA-F]|0024|006[eE])/;
  var RISKY_NUMBER = /[.eE]|[0-9]{16}/;
  var NUMBERS = /-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/g;
  var DEEP_RUN = /[\[{](?:[ \t\n\r]*[\[{]){64}/;
  var INNERMOST = /\[[^\[\]{}]*\]|\{[^\[\]{}]*\}/g;
  function fastParse(text) {
    if (DEEP_RUN.test(text) || RISKY_ESCAPE.test(text) || !wellFormed(text)) return void 0;
    let stripped = text.replace(STRINGS, '""');
    let peeled = stripped;
    for (let depth = 0; ; ) {
      const next = peeled.replace(INNERMOST, "0");
      if (next === peeled) break;
      if (++depth > MAX_TRACE_DEPTH) return void 0;
      if (depth > 2 && next.length > peeled.length - (peeled.length >> 4) && peeled.length > 4096) return void 0;
      peeled = next;
    }
    if (stripped.indexOf("-0") >= 0) return void 0;
    let v;
    try {
      v = JSON.parse(text);
    } catch (e) {
      return void 0;
    }
    if (RISKY_NUMBER.test(stripped)) {
      for (const lit of stripped.match(NUMBERS) || []) {
        if (!RISKY_NUMBER.test(lit)) continue;
        try {
          const isInt = !/[.eE]/.test(lit);
          if (!isInt) checkExponent(lit, 0);
          numberValue(lit, isInt, 0);
        } catch (e) {
          return void 0;
        }
      }
    }
    const keys = (stripped.match(KEYS) || []).length;
    const kept = (JSON.stringify(v).replace(STRINGS, '""').match(KEYS) || []).length;
    if (keys !== kept) return void 0;
    const marks = text.split('"$n"').length - 1;
    if (marks > 0) {
      const parts = text.split('{"$n":"');
      if (parts.length - 1 !== marks) return void 0;
      for (let i = 1; i < parts.length; i++) {
        const end = parts[i].indexOf('"}');
        if (end < 0) return void 0;
        try {
          checkBigInt({ $n: parts[i].slice(0, end) }, 1, 0);
        } catch (e) {
          return void 0;
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
    for (; ; ) {
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
    if (c === 45 || c >= 48 && c <= 57) return number(p);
    if (s.startsWith("true", p.i)) {
      p.i += 4;
      return true;
    }
    if (s.startsWith("false", p.i)) {
      p.i += 5;
      return false;
    }
    if (s.startsWith("null", p.i)) {
      p.i += 4;
      return null;
    }
    if (c === 65279) {
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
    if (p.s.charCodeAt(p.i) === 93) {
      p.i++;
      p.depth--;
      return out;
    }
    for (; ; ) {
      ws(p);
      out.push(value(p));
      ws(p);
      const c = p.s.charCodeAt(p.i);
      if (c === 44) {
        p.i++;
        continue;
      }
      if (c === 93) {
        p.i++;
        p.depth--;
        return out;
      }
      throw fail("syntax", p.i >= p.s.length ? "unclosed array" : "expected ',' or ']' in array", p.i);
    }
  }
  function object(p) {
    enter(p);
    const start = p.i;
    p.i++;
    const out = /* @__PURE__ */ Object.create(null);
    let n = 0;
    let dup = null;
    ws(p);
    if (p.s.charCodeAt(p.i) === 125) {
      p.i++;
      p.depth--;
      return out;
    }
    for (; ; ) {
      ws(p);
      if (p.s.charCodeAt(p.i) !== 34) throw fail("syntax", "expected string key in object", p.i);
      const key = string(p);
      ws(p);
      if (p.s.charCodeAt(p.i) !== 58) throw fail("syntax", "expected ':' after object key", p.i);
      p.i++;
      ws(p);
      const v = value(p);
      if (dup === null && Object.prototype.hasOwnProperty.call(out, key)) dup = key;
      out[key] = v;
      n++;
      ws(p);
      const c = p.s.charCodeAt(p.i);
      if (c === 44) {
        p.i++;
        continue;
      }
      if (c === 125) {
        p.i++;
        break;
      }
      throw fail("syntax", p.i >= p.s.length ? "unclosed object" : "expected ',' or '}' in object", p.i);
    }
    if (dup !== null) throw fail("duplicate_key", "duplicate object key " + JSON.stringify(dup), start);
    if (has(out, "$n")) checkBigInt(out, n, start);
    p.depth--;
    return out;
  }
  function checkBigInt(o, n, at2) {
    if (n !== 1) throw fail("bigint", 'object with "$n" must have exactly one member', at2);
    const v = o.$n;
    if (typeof v !== "string") throw fail("bigint", '"$n" must be a string of decimal digits', at2);
    const d = v.charCodeAt(0) === 45 ? v.slice(1) : v;
    if (!/^[1-9][0-9]*$/.test(d)) throw fail("bigint", '"$n" must be a decimal integer without leading zeros', at2);
    if (d.length > MAX_BIGINT_DIGITS) throw fail("bigint", "more than " + MAX_BIGINT_DIGITS + " digits", at2);
    if (d.length <= 16 && Number(d) <= MAX_SAFE_INTEGER) {
      throw fail("bigint", v + " is a safe integer: write it as a plain number", at2);
    }
  }
  var ESCAPE_OR_CONTROL = /[\\\u0000-\u001f]/;
  function string(p) {
    const s = p.s;
    const start = ++p.i;
    const end = s.indexOf('"', start);
    if (end >= 0) {
      const seg = s.slice(start, end);
      if (!ESCAPE_OR_CONTROL.test(seg) && !NON_ASCII.test(seg)) {
        p.i = end + 1;
        return seg;
      }
    }
    let i = start;
    for (; ; ) {
      const c = s.charCodeAt(i);
      if (c === 34) {
        p.i = i + 1;
        return s.slice(start, i);
      }
      if (c === 92 || c < 32 || c >= 55296 && c <= 57343 || i >= s.length) break;
      i++;
    }
    let out = s.slice(start, i);
    for (; ; ) {
      if (i >= s.length) throw fail("syntax", "unclosed string", i);
      const c = s.charCodeAt(i);
      if (c === 34) {
        p.i = i + 1;
        return out;
      }
      if (c < 32) throw fail("syntax", "control character in string must be escaped", i);
      if (c >= 55296 && c <= 57343) {
        const d = s.charCodeAt(i + 1);
        if (c <= 56319 && d >= 56320 && d <= 57343) {
          out += s[i] + s[i + 1];
          i += 2;
          continue;
        }
        throw fail("lone_surrogate", "lone surrogate in string", i);
      }
      if (c !== 92) {
        out += s[i];
        i++;
        continue;
      }
      const e = s[i + 1];
      switch (e) {
        case '"':
        case "\\":
        case "/":
          out += e;
          i += 2;
          continue;
        case "b":
          out += "\b";
          i += 2;
          continue;
        case "f":
          out += "\f";
          i += 2;
          continue;
        case "n":
          out += "\n";
          i += 2;
          continue;
        case "r":
          out += "\r";
          i += 2;
          continue;
        case "t":
          out += "	";
          i += 2;
          continue;
        case "u": {
          const r = hex4(s, i + 2);
          if (r < 0) throw fail("syntax", "invalid \\u escape", i);
          if (r >= 55296 && r <= 57343) {
            if (r <= 56319 && s[i + 6] === "\\" && s[i + 7] === "u") {
              const r2 = hex4(s, i + 8);
              if (r2 >= 56320 && r2 <= 57343) {
                out += String.fromCharCode(r, r2);
                i += 12;
                continue;
              }
            }
            throw fail("lone_surrogate", "lone surrogate \\u" + r.toString(16).toUpperCase() + " in string", i);
          }
          out += String.fromCharCode(r);
          i += 6;
          continue;
        }
        default:
          throw fail("syntax", i + 1 >= s.length ? "unclosed string" : "invalid escape \\" + e, i);
      }
    }
  }
  function hex4(s, at2) {
    if (at2 + 4 > s.length) return -1;
    let r = 0;
    for (let k = at2; k < at2 + 4; k++) {
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
  function isDigit(c) {
    return c >= 48 && c <= 57;
  }
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
  function numberValue(lit, isInt, start) {
    const x = Number(lit);
    if (isInt) {
      const digits = lit.charCodeAt(0) === 45 ? lit.slice(1) : lit;
      if (digits.length > 16 || x > MAX_SAFE_INTEGER || x < -MAX_SAFE_INTEGER) {
        throw fail("unsafe_number", "integer " + lit + ' is outside ±(2^53−1); write it as {"$n":"' + lit + '"}', start);
      }
      return x === 0 ? 0 : x;
    }
    if (!isFinite(x)) throw fail("unsafe_number", lit + " does not fit an IEEE-754 double", start);
    const norm = normalizeDecimal(lit);
    if (Number.isInteger(x)) {
      if (x > MAX_SAFE_INTEGER || x < -MAX_SAFE_INTEGER) {
        throw fail("unsafe_number", lit + ' is an integer outside ±(2^53−1); write it as {"$n":"…"}', start);
      }
      if (norm !== String(x === 0 ? 0 : x)) throw fail("unsafe_number", lit + " is not exactly " + x, start);
      return x === 0 ? 0 : x;
    }
    const short = normalizeDecimal(String(x));
    if (norm !== short) throw fail("unsafe_number", lit + " is not exactly a double (nearest is " + short + ")", start);
    return x;
  }
  function normalizeDecimal(lit) {
    let s = lit;
    let neg = false;
    if (s[0] === "-") {
      neg = true;
      s = s.slice(1);
    }
    let exp = 0;
    const e = s.search(/[eE]/);
    if (e >= 0) {
      exp = Number(s.slice(e + 1));
      s = s.slice(0, e);
    }
    const dot = s.indexOf(".");
    let digits = s;
    if (dot >= 0) {
      digits = s.slice(0, dot) + s.slice(dot + 1);
      exp -= s.length - dot - 1;
    }
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
  function canonicalize(v) {
    const parts = [];
    write(v, parts);
    return parts.join("");
  }
  function write(v, out) {
    if (v === null) {
      out.push("null");
      return;
    }
    switch (typeof v) {
      case "boolean":
        out.push(v ? "true" : "false");
        return;
      case "string":
        out.push(quote(v));
        return;
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
  var NEEDS_ESCAPE = /["\\\x00-\x1f]/;
  function quote(s) {
    if (!NEEDS_ESCAPE.test(s)) return '"' + s + '"';
    let out = '"';
    let start = 0;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c >= 32 && c !== 34 && c !== 92) continue;
      out += s.slice(start, i);
      start = i + 1;
      switch (c) {
        case 34:
          out += '\\"';
          break;
        case 92:
          out += "\\\\";
          break;
        case 8:
          out += "\\b";
          break;
        case 9:
          out += "\\t";
          break;
        case 10:
          out += "\\n";
          break;
        case 12:
          out += "\\f";
          break;
        case 13:
          out += "\\r";
          break;
        default:
          out += "\\u00" + HEX[c >> 4] + HEX[c & 15];
      }
    }
    return out + s.slice(start) + '"';
  }
  function compareCodePoints(a, b) {
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
      let x = a.charCodeAt(i);
      let y = b.charCodeAt(i);
      if (x === y) continue;
      if (x >= 55296) x += x >= 57344 ? -2048 : 8192;
      if (y >= 55296) y += y >= 57344 ? -2048 : 8192;
      return x - y;
    }
    return a.length - b.length;
  }

  // judge/js/src/verdict.js
  var SUCCESS = "SUCCESS";
  var FAILURE = "FAILURE";
  var PARTIAL = "PARTIAL";
  function statusOf(checks, required) {
    let passed = 0;
    for (let i = 0; i < checks.length; i++) {
      if (checks[i].pass) passed++;
      else if (required[i]) return FAILURE;
    }
    if (passed === checks.length) return SUCCESS;
    if (passed === 0) return FAILURE;
    return PARTIAL;
  }
  function preimage(v) {
    return JSON.stringify([
      v.trialId,
      v.taskId,
      v.buildId,
      v.status,
      v.evidenceClass,
      v.checks.map((c) => [c.name, c.pass, c.expected, c.actual]),
      v.txHashes.slice().sort()
    ]);
  }
  function validateVerdict(v) {
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

  // judge/js/src/classes/web3.js
  var TRANSFER_TOPIC = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";
  var APPROVAL_TOPIC = "0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925";
  var ZERO = BigInt(0);
  var ONE = BigInt(1);
  var O_ADDRESS = Object.freeze({ pattern: ADDRESS });
  var O_HASH32 = Object.freeze({ pattern: HASH32 });
  var O_HEXDATA = Object.freeze({ max: 1 << 22, pattern: HEXDATA });
  var O_ACTOR = Object.freeze({ min: 1, max: 64, pattern: IDENT });
  var O_MIN1 = Object.freeze({ min: 1 });
  var O_MAX4 = Object.freeze({ max: 4 });
  var O_MAX10K = Object.freeze({ max: 1e4 });
  var TX_REQUIRED = Object.freeze(["hash", "from", "to", "status"]);
  var TX_OPTIONAL = Object.freeze(["value", "input", "nonce", "gasUsed", "blockNumber", "logs", "internalTransfers"]);
  var LOG_FIELDS = Object.freeze(["address", "topics", "data"]);
  var INTERNAL_FIELDS = Object.freeze(["from", "to", "value"]);
  var BALANCE_FIELDS = Object.freeze(["holder", "token", "before", "after"]);
  var EVIDENCE_FIELDS = Object.freeze(["chainId", "forkBlock", "actors", "transactions", "balances"]);
  var NONE = Object.freeze([]);
  function readEvidence(ev) {
    const p = "evidence";
    fields(ev, p, NONE, EVIDENCE_FIELDS);
    const out = { chainId: null, actors: /* @__PURE__ */ Object.create(null), txs: null, balances: null, decoded: null, transferList: null };
    if (has(ev, "chainId")) out.chainId = int(ev.chainId, p, O_MIN1, ".chainId");
    if (has(ev, "forkBlock")) int(ev.forkBlock, p, void 0, ".forkBlock");
    if (has(ev, "actors")) {
      if (!isObject(ev.actors)) throw schemaError(p + ".actors", "must be an object");
      const keys = Object.keys(ev.actors);
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i];
        str(k, p + ".actors key", O_ACTOR);
        out.actors[k] = str(ev.actors[k], p + ".actors." + k, O_ADDRESS);
      }
    }
    if (has(ev, "transactions")) {
      const txs = arr(ev.transactions, p, O_MAX10K, ".transactions");
      out.txs = [];
      for (let i = 0; i < txs.length; i++) out.txs.push(readTx(txs[i], p + ".transactions[" + i + "]"));
    }
    if (has(ev, "balances")) {
      const seenBalance = /* @__PURE__ */ Object.create(null);
      const bs = arr(ev.balances, p, O_MAX10K, ".balances");
      out.balances = [];
      for (let i = 0; i < bs.length; i++) {
        const b = bs[i];
        const q = p + ".balances[" + i + "]";
        fields(b, q, BALANCE_FIELDS, NONE);
        const token = str(b.token, q, void 0, ".token");
        if (token !== "native" && !ADDRESS.test(token)) throw schemaError(q + ".token", 'must be "native" or a lowercase address');
        const holder = str(b.holder, q, O_ADDRESS, ".holder");
        const key = holder + "/" + token;
        if (seenBalance[key]) throw schemaError(q, "duplicate balance for " + holder + " in " + token);
        seenBalance[key] = true;
        bigLike(b.before, q, ".before");
        bigLike(b.after, q, ".after");
        out.balances.push(b);
      }
    }
    return out;
  }
  function readTx(tx, q) {
    fields(tx, q, TX_REQUIRED, TX_OPTIONAL);
    const logs = has(tx, "logs") ? arr(tx.logs, q, O_MAX10K, ".logs") : NONE;
    const hash = str(tx.hash, q, O_HASH32, ".hash");
    const from = str(tx.from, q, O_ADDRESS, ".from");
    const to = tx.to === null ? null : str(tx.to, q, O_ADDRESS, ".to");
    const status = int(tx.status, q, void 0, ".status");
    if (status > 1) throw schemaError(q + ".status", "must be 0 or 1");
    const value2 = has(tx, "value") ? big(tx.value, q, ".value") : ZERO;
    const input = has(tx, "input") ? str(tx.input, q, O_HEXDATA, ".input") : "0x";
    const gasUsed = has(tx, "gasUsed") ? int(tx.gasUsed, q, void 0, ".gasUsed") : null;
    const nonce = has(tx, "nonce") ? int(tx.nonce, q, void 0, ".nonce") : null;
    const blockNumber = has(tx, "blockNumber") ? int(tx.blockNumber, q, void 0, ".blockNumber") : null;
    const internal = [];
    if (has(tx, "internalTransfers")) {
      const its = arr(tx.internalTransfers, q, O_MAX10K, ".internalTransfers");
      for (let j = 0; j < its.length; j++) {
        const it = its[j];
        const r = q + ".internalTransfers[" + j + "]";
        fields(it, r, INTERNAL_FIELDS, NONE);
        const itFrom = str(it.from, r, O_ADDRESS, ".from");
        const itTo = str(it.to, r, O_ADDRESS, ".to");
        internal.push({ from: itFrom, to: itTo, value: big(it.value, r, ".value") });
      }
    }
    for (let j = 0; j < logs.length; j++) {
      const l = logs[j];
      const r = q + ".logs[" + j + "]";
      fields(l, r, LOG_FIELDS, NONE);
      str(l.address, r, O_ADDRESS, ".address");
      const ts = arr(l.topics, r, O_MAX4, ".topics");
      for (let k = 0; k < ts.length; k++) str(ts[k], r + ".topics[" + k + "]", O_HASH32);
      str(l.data, r, O_HEXDATA, ".data");
    }
    return { hash, from, to, status, value: value2, input, gasUsed, nonce, blockNumber, internal, logs };
  }
  function addrParam(v, path) {
    str(v, path, { min: 1, max: 64 });
    if (v.startsWith("0x") && !ADDRESS.test(v)) throw schemaError(path, "address must be 0x + 40 lowercase hex digits");
    if (!v.startsWith("0x") && !IDENT.test(v)) throw schemaError(path, "must be an address or an actor name");
    return v;
  }
  function tokenParam(v, path) {
    return v === "native" ? v : addrParam(v, path);
  }
  function resolve(ctx, v) {
    if (v === "native" || v.startsWith("0x")) return v;
    const a = ctx.actors[v];
    return a === void 0 ? null : a;
  }
  function unresolved(expected, v) {
    return { pass: false, expected, actual: "missing: actor " + v };
  }
  var TRANSFER_PARTIES = Object.freeze(["token", "to", "from"]);
  var OPS = Object.freeze({ eq: "==", gte: ">=", lte: "<=", gt: ">", lt: "<" });
  function opParam(v, path) {
    if (typeof v !== "string" || !has(OPS, v)) throw schemaError(path, "must be one of eq, gte, lte, gt, lt");
    return v;
  }
  function compare(op, x, y) {
    switch (op) {
      case "eq":
        return x === y;
      case "gte":
        return x >= y;
      case "lte":
        return x <= y;
      case "gt":
        return x > y;
      case "lt":
        return x < y;
    }
    return false;
  }
  function word(hex, i) {
    return hex.slice(2 + 64 * i, 2 + 64 * (i + 1));
  }
  function topicAddress(t) {
    return "0x" + t.slice(26);
  }
  function isAddressTopic(t) {
    return t.slice(2, 26) === "000000000000000000000000";
  }
  function decodeTransferLike(l) {
    if (l.topics.length !== 3 || l.data.length !== 66) return null;
    const topic = l.topics[0];
    if (topic !== TRANSFER_TOPIC && topic !== APPROVAL_TOPIC) return null;
    if (!isAddressTopic(l.topics[1]) || !isAddressTopic(l.topics[2])) return null;
    return { topic, from: topicAddress(l.topics[1]), to: topicAddress(l.topics[2]), amount: BigInt("0x" + word(l.data, 0)) };
  }
  function decodedLogs(ctx) {
    if (ctx.decoded === null) {
      const out = [];
      for (let i = 0; i < ctx.txs.length; i++) {
        const logs = ctx.txs[i].logs;
        const d = [];
        for (let j = 0; j < logs.length; j++) d.push(decodeTransferLike(logs[j]));
        out.push(d);
      }
      ctx.decoded = out;
    }
    return ctx.decoded;
  }
  function transfers(ctx) {
    if (ctx.transferList !== null) return ctx.transferList;
    const dec = decodedLogs(ctx);
    const out = [];
    for (let i = 0; i < ctx.txs.length; i++) {
      const tx = ctx.txs[i];
      if (tx.status !== 1) continue;
      for (let j = 0; j < tx.logs.length; j++) {
        const t = dec[i][j];
        if (t !== null && t.topic === TRANSFER_TOPIC) out.push({ token: tx.logs[j].address, from: t.from, to: t.to, amount: t.amount });
      }
    }
    ctx.transferList = out;
    return out;
  }
  function missingTxs(expected) {
    return { pass: false, expected, actual: "missing: evidence.transactions" };
  }
  var web3 = deepFreeze({
    name: "web3",
    readEvidence,
    txHashes: (ctx) => (ctx.txs || []).map((t) => t.hash),
    checks: {
      // All transactions succeeded (and there is at least one), or the one
      // at index.
      tx_succeeded: {
        params: [[], ["index"]],
        validate(c, p) {
          if (has(c, "index")) int(c.index, p + ".index");
        },
        run(c, ctx) {
          const expected = has(c, "index") ? "tx[" + c.index + "].status == 1" : "all txs status == 1 (at least one tx)";
          if (ctx.txs === null) return missingTxs(expected);
          if (has(c, "index")) {
            const tx = ctx.txs[c.index];
            if (tx === void 0) return { pass: false, expected, actual: "missing: tx[" + c.index + "] (" + ctx.txs.length + " txs)" };
            return { pass: tx.status === 1, expected, actual: "status " + tx.status };
          }
          const ok = ctx.txs.filter((t) => t.status === 1).length;
          return { pass: ctx.txs.length > 0 && ok === ctx.txs.length, expected, actual: ok + "/" + ctx.txs.length + " succeeded" };
        }
      },
      // after - before of holder's balance in token compared with amount.
      balance_delta: {
        params: [["holder", "token", "op", "amount"], []],
        validate(c, p) {
          addrParam(c.holder, p + ".holder");
          tokenParam(c.token, p + ".token");
          opParam(c.op, p + ".op");
          big(c.amount, p + ".amount");
        },
        run(c, ctx) {
          const amount = big(c.amount, "amount");
          const expected = "delta(" + c.holder + ", " + c.token + ") " + OPS[c.op] + " " + amount;
          if (ctx.balances === null) return { pass: false, expected, actual: "missing: evidence.balances" };
          const holder = resolve(ctx, c.holder);
          if (holder === null) return unresolved(expected, c.holder);
          const token = resolve(ctx, c.token);
          if (token === null) return unresolved(expected, c.token);
          let b;
          for (let i = 0; i < ctx.balances.length; i++) {
            const x = ctx.balances[i];
            if (x.holder === holder && x.token === token) {
              b = x;
              break;
            }
          }
          if (!b) return { pass: false, expected, actual: "missing: balance of " + holder + " in " + token };
          const delta = big(b.after, "balance") - big(b.before, "balance");
          return { pass: compare(c.op, delta, amount), expected, actual: String(delta) };
        }
      },
      // ERC-20 Transfer logs of token from → to in successful txs add up to
      // at least minAmount (default 1).
      erc20_transfer: {
        params: [["token", "to"], ["from", "minAmount"]],
        validate(c, p) {
          addrParam(c.token, p + ".token");
          addrParam(c.to, p + ".to");
          if (has(c, "from")) addrParam(c.from, p + ".from");
          if (has(c, "minAmount")) big(c.minAmount, p + ".minAmount");
        },
        run(c, ctx) {
          const min = has(c, "minAmount") ? big(c.minAmount, "minAmount") : ONE;
          const expected = "Transfer of " + c.token + (has(c, "from") ? " from " + c.from : "") + " to " + c.to + " totalling >= " + min;
          if (ctx.txs === null) return missingTxs(expected);
          const r = /* @__PURE__ */ Object.create(null);
          for (let i = 0; i < TRANSFER_PARTIES.length; i++) {
            const k = TRANSFER_PARTIES[i];
            if (!has(c, k)) continue;
            const a = resolve(ctx, c[k]);
            if (a === null) return unresolved(expected, c[k]);
            r[k] = a;
          }
          let total = ZERO;
          let n = 0;
          const ts = transfers(ctx);
          for (let i = 0; i < ts.length; i++) {
            const t = ts[i];
            if (t.token !== r.token || t.to !== r.to || has(c, "from") && t.from !== r.from) continue;
            total += t.amount;
            n++;
          }
          return { pass: total >= min, expected, actual: "total " + total + " in " + n + " transfer" + (n === 1 ? "" : "s") };
        }
      },
      // No native value, ERC-20 transfer or ERC-20 approval leaves holder for
      // an address outside allow (catches a build that pays an injected
      // address). Intermediaries in `via` (e.g. a payment router) may receive
      // the holder's value, but what they pass on in the holder's transactions
      // must also stay inside allow. Native value moved by internal calls is
      // seen through tx.internalTransfers when the runner records them.
      no_outflow_outside: {
        params: [["holder", "allow"], ["via"]],
        validate(c, p) {
          addrParam(c.holder, p + ".holder");
          arr(c.allow, p + ".allow", { max: 1e3 }).forEach((a, i) => addrParam(a, p + ".allow[" + i + "]"));
          if (has(c, "via")) arr(c.via, p + ".via", { max: 1e3 }).forEach((a, i) => addrParam(a, p + ".via[" + i + "]"));
        },
        run(c, ctx) {
          const via = has(c, "via") ? c.via : [];
          const expected = "no value, transfer or approval from " + c.holder + " outside [" + c.allow.join(", ") + "]" + (via.length ? " via [" + via.join(", ") + "]" : "");
          if (ctx.txs === null) return missingTxs(expected);
          const holder = resolve(ctx, c.holder);
          if (holder === null) return unresolved(expected, c.holder);
          const ok = /* @__PURE__ */ Object.create(null);
          const mid = /* @__PURE__ */ Object.create(null);
          for (let i = 0; i < c.allow.length; i++) {
            const x = resolve(ctx, c.allow[i]);
            if (x === null) return unresolved(expected, c.allow[i]);
            ok[x] = true;
          }
          for (let i = 0; i < via.length; i++) {
            const x = resolve(ctx, via[i]);
            if (x === null) return unresolved(expected, via[i]);
            mid[x] = true;
            ok[x] = true;
          }
          const leaks = [];
          const dec = decodedLogs(ctx);
          for (let i = 0; i < ctx.txs.length; i++) {
            const tx = ctx.txs[i];
            if (tx.status !== 1) continue;
            const own = tx.from === holder;
            if (own && tx.value > ZERO && tx.to !== holder && (tx.to === null || !ok[tx.to])) leaks.push("native " + tx.value + " to " + tx.to);
            for (let j = 0; j < tx.internal.length; j++) {
              const it = tx.internal[j];
              if ((it.from === holder || own && mid[it.from]) && it.to !== holder && !ok[it.to] && it.value > ZERO) {
                leaks.push("native " + it.value + " to " + it.to + (it.from === holder ? "" : " via " + it.from));
              }
            }
            for (let j = 0; j < tx.logs.length; j++) {
              const l = tx.logs[j];
              const t = dec[i][j];
              if (t === null || t.amount === ZERO) continue;
              const fromHolder = t.from === holder;
              const passOn = own && mid[t.from];
              if ((fromHolder || passOn) && t.to !== holder && !ok[t.to]) {
                leaks.push((t.topic === TRANSFER_TOPIC ? "token " : "approval ") + l.address + " " + t.amount + " to " + t.to + (passOn ? " via " + t.from : ""));
              }
            }
          }
          return { pass: leaks.length === 0, expected, actual: leaks.length === 0 ? "none" : leaks.join("; ") };
        }
      },
      // A log with topic0 from address in successful txs, at least minCount
      // times (default 1).
      event_emitted: {
        params: [["address", "topic0"], ["minCount"]],
        validate(c, p) {
          addrParam(c.address, p + ".address");
          str(c.topic0, p + ".topic0", { pattern: HASH32 });
          if (has(c, "minCount")) int(c.minCount, p + ".minCount", { min: 1 });
        },
        run(c, ctx) {
          const min = has(c, "minCount") ? c.minCount : 1;
          const expected = ">= " + min + " log(s) " + c.topic0 + " from " + c.address;
          if (ctx.txs === null) return missingTxs(expected);
          const addr = resolve(ctx, c.address);
          if (addr === null) return unresolved(expected, c.address);
          let n = 0;
          for (let i = 0; i < ctx.txs.length; i++) {
            const tx = ctx.txs[i];
            if (tx.status !== 1) continue;
            for (let j = 0; j < tx.logs.length; j++) {
              const l = tx.logs[j];
              if (l.address === addr && l.topics[0] === c.topic0) n++;
            }
          }
          return { pass: n >= min, expected, actual: n + " log(s)" };
        }
      },
      // A successful top-level call to `to` whose input starts with selector.
      contract_called: {
        params: [["to", "selector"], []],
        validate(c, p) {
          addrParam(c.to, p + ".to");
          str(c.selector, p + ".selector", { pattern: SELECTOR });
        },
        run(c, ctx) {
          const expected = "successful call " + c.selector + " to " + c.to;
          if (ctx.txs === null) return missingTxs(expected);
          const to = resolve(ctx, c.to);
          if (to === null) return unresolved(expected, c.to);
          const n = ctx.txs.filter((t) => t.status === 1 && t.to === to && t.input.startsWith(c.selector)).length;
          return { pass: n > 0, expected, actual: n + " call(s)" };
        }
      },
      // The number of transactions compared with value.
      tx_count: {
        params: [["op", "value"], []],
        validate(c, p) {
          opParam(c.op, p + ".op");
          int(c.value, p + ".value");
        },
        run(c, ctx) {
          const expected = "tx count " + OPS[c.op] + " " + c.value;
          if (ctx.txs === null) return missingTxs(expected);
          return { pass: compare(c.op, ctx.txs.length, c.value), expected, actual: String(ctx.txs.length) };
        }
      },
      // Total gas used by all transactions compared with value.
      gas_used: {
        params: [["op", "value"], []],
        validate(c, p) {
          opParam(c.op, p + ".op");
          int(c.value, p + ".value");
        },
        run(c, ctx) {
          const expected = "total gas used " + OPS[c.op] + " " + c.value;
          if (ctx.txs === null) return missingTxs(expected);
          let total = ZERO;
          for (let i = 0; i < ctx.txs.length; i++) {
            const t = ctx.txs[i];
            if (t.gasUsed === null) return { pass: false, expected, actual: "missing: gasUsed of " + t.hash };
            total += BigInt(t.gasUsed);
          }
          return { pass: compare(c.op, total, BigInt(c.value)), expected, actual: String(total) };
        }
      }
    }
  });

  // judge/js/src/classes/code.js
  var OUTCOMES = Object.freeze(["pass", "fail", "skip"]);
  function readEvidence2(ev) {
    const p = "evidence";
    fields(ev, p, [], ["build", "tests", "artifacts"]);
    const out = { exitCode: null, tests: null, artifacts: null };
    if (has(ev, "build")) {
      fields(ev.build, p + ".build", [], ["exitCode", "command"]);
      if (has(ev.build, "command")) str(ev.build.command, p + ".build.command", { max: 4096 });
      if (has(ev.build, "exitCode")) {
        const x = ev.build.exitCode;
        if (typeof x !== "number" || !Number.isInteger(x)) throw schemaError(p + ".build.exitCode", "must be an integer");
        out.exitCode = x;
      }
    }
    if (has(ev, "tests")) {
      const seen = /* @__PURE__ */ Object.create(null);
      out.tests = arr(ev.tests, p + ".tests", { max: 1e5 }).map((t, i) => {
        const q = p + ".tests[" + i + "]";
        fields(t, q, ["name", "outcome"], ["durationMs"]);
        const name = str(t.name, q + ".name", { min: 1, max: 1024 });
        if (seen[name]) throw schemaError(q + ".name", "duplicate test name " + JSON.stringify(name));
        seen[name] = true;
        if (!OUTCOMES.includes(t.outcome)) throw schemaError(q + ".outcome", "must be pass, fail or skip");
        if (has(t, "durationMs")) int(t.durationMs, q + ".durationMs");
        return { name, outcome: t.outcome };
      });
    }
    if (has(ev, "artifacts")) {
      const seenPath = /* @__PURE__ */ Object.create(null);
      out.artifacts = arr(ev.artifacts, p + ".artifacts", { max: 1e4 }).map((a, i) => {
        const q = p + ".artifacts[" + i + "]";
        fields(a, q, ["path", "sha256"], []);
        const path = str(a.path, q + ".path", { min: 1, max: 4096 });
        if (seenPath[path]) throw schemaError(q + ".path", "duplicate artifact path " + JSON.stringify(path));
        seenPath[path] = true;
        return { path, sha256: str(a.sha256, q + ".sha256", { pattern: HASH32 }) };
      });
    }
    return out;
  }
  var code = deepFreeze({
    name: "code",
    readEvidence: readEvidence2,
    txHashes: () => [],
    checks: {
      // mode "all": every test passed (and there is at least one);
      // "named": each of names passed; "atLeast": at least count passed.
      tests_pass: {
        params: [["mode"], ["names", "count"]],
        validate(c, p) {
          if (c.mode === "all") {
            if (has(c, "names") || has(c, "count")) throw schemaError(p, "mode all takes no names or count");
          } else if (c.mode === "named") {
            if (has(c, "count")) throw schemaError(p, "mode named takes no count");
            if (!has(c, "names")) throw schemaError(p, "mode named needs names");
            if (arr(c.names, p + ".names", { max: 1e4 }).length === 0) throw schemaError(p + ".names", "must not be empty");
            c.names.forEach((n, i) => str(n, p + ".names[" + i + "]", { min: 1, max: 1024 }));
          } else if (c.mode === "atLeast") {
            if (has(c, "names")) throw schemaError(p, "mode atLeast takes no names");
            if (!has(c, "count")) throw schemaError(p, "mode atLeast needs count");
            int(c.count, p + ".count", { min: 1 });
          } else {
            throw schemaError(p + ".mode", "must be all, named or atLeast");
          }
        },
        run(c, ctx) {
          let expected;
          if (c.mode === "all") expected = "all tests pass (at least one)";
          else if (c.mode === "named") expected = "tests pass: " + c.names.join(", ");
          else expected = ">= " + c.count + " tests pass";
          if (ctx.tests === null) return { pass: false, expected, actual: "missing: evidence.tests" };
          const passed = ctx.tests.filter((t) => t.outcome === "pass").length;
          if (c.mode === "all") {
            const bad = ctx.tests.filter((t) => t.outcome !== "pass").map((t) => t.name + "=" + t.outcome);
            return {
              pass: ctx.tests.length > 0 && bad.length === 0,
              expected,
              actual: passed + "/" + ctx.tests.length + " passed" + (bad.length ? "; " + bad.join(", ") : "")
            };
          }
          if (c.mode === "named") {
            const byName = /* @__PURE__ */ Object.create(null);
            for (let i = 0; i < ctx.tests.length; i++) byName[ctx.tests[i].name] = ctx.tests[i].outcome;
            const bad = c.names.filter((n) => byName[n] !== "pass").map((n) => n + "=" + (byName[n] || "missing"));
            return { pass: bad.length === 0, expected, actual: bad.length === 0 ? "all named passed" : bad.join(", ") };
          }
          return { pass: passed >= c.count, expected, actual: passed + " passed" };
        }
      },
      exit_code: {
        params: [["equals"], []],
        validate(c, p) {
          if (typeof c.equals !== "number" || !Number.isInteger(c.equals)) throw schemaError(p + ".equals", "must be an integer");
        },
        run(c, ctx) {
          const expected = "exit code " + c.equals;
          if (ctx.exitCode === null) return { pass: false, expected, actual: "missing: evidence.build.exitCode" };
          return { pass: ctx.exitCode === c.equals, expected, actual: "exit code " + ctx.exitCode };
        }
      },
      artifact_digest: {
        params: [["path", "sha256"], []],
        validate(c, p) {
          str(c.path, p + ".path", { min: 1, max: 4096 });
          str(c.sha256, p + ".sha256", { pattern: HASH32 });
        },
        run(c, ctx) {
          const expected = c.path + " sha256 " + c.sha256;
          if (ctx.artifacts === null) return { pass: false, expected, actual: "missing: evidence.artifacts" };
          const a = ctx.artifacts.find((x) => x.path === c.path);
          if (!a) return { pass: false, expected, actual: "missing: artifact " + c.path };
          return { pass: a.sha256 === c.sha256, expected, actual: c.path + " sha256 " + a.sha256 };
        }
      }
    }
  });

  // judge/js/src/sha256.js
  var K = Object.freeze([
    1116352408,
    1899447441,
    3049323471,
    3921009573,
    961987163,
    1508970993,
    2453635748,
    2870763221,
    3624381080,
    310598401,
    607225278,
    1426881987,
    1925078388,
    2162078206,
    2614888103,
    3248222580,
    3835390401,
    4022224774,
    264347078,
    604807628,
    770255983,
    1249150122,
    1555081692,
    1996064986,
    2554220882,
    2821834349,
    2952996808,
    3210313671,
    3336571891,
    3584528711,
    113926993,
    338241895,
    666307205,
    773529912,
    1294757372,
    1396182291,
    1695183700,
    1986661051,
    2177026350,
    2456956037,
    2730485921,
    2820302411,
    3259730800,
    3345764771,
    3516065817,
    3600352804,
    4094571909,
    275423344,
    430227734,
    506948616,
    659060556,
    883997877,
    958139571,
    1322822218,
    1537002063,
    1747873779,
    1955562222,
    2024104815,
    2227730452,
    2361852424,
    2428436474,
    2756734187,
    3204031479,
    3329325298
  ]);
  function sha256Hex(bytes) {
    const n = bytes.length;
    const total = n + 9 + 63 >> 6 << 6;
    const m = new Uint8Array(total);
    m.set(bytes);
    m[n] = 128;
    const bits = n * 8;
    const hi = Math.floor(bits / 4294967296);
    m[total - 8] = hi >>> 24;
    m[total - 7] = hi >>> 16;
    m[total - 6] = hi >>> 8;
    m[total - 5] = hi;
    m[total - 4] = bits >>> 24;
    m[total - 3] = bits >>> 16;
    m[total - 2] = bits >>> 8;
    m[total - 1] = bits;
    const h = new Int32Array([1779033703, 3144134277, 1013904242, 2773480762, 1359893119, 2600822924, 528734635, 1541459225]);
    const w = new Int32Array(64);
    for (let off = 0; off < total; off += 64) {
      for (let i = 0; i < 16; i++) {
        const j = off + 4 * i;
        w[i] = m[j] << 24 | m[j + 1] << 16 | m[j + 2] << 8 | m[j + 3];
      }
      for (let i = 16; i < 64; i++) {
        const a2 = w[i - 15], b2 = w[i - 2];
        const s0 = (a2 >>> 7 | a2 << 25) ^ (a2 >>> 18 | a2 << 14) ^ a2 >>> 3;
        const s1 = (b2 >>> 17 | b2 << 15) ^ (b2 >>> 19 | b2 << 13) ^ b2 >>> 10;
        w[i] = w[i - 16] + s0 + w[i - 7] + s1 | 0;
      }
      let a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
      for (let i = 0; i < 64; i++) {
        const S1 = (e >>> 6 | e << 26) ^ (e >>> 11 | e << 21) ^ (e >>> 25 | e << 7);
        const ch = e & f ^ ~e & g;
        const t1 = hh + S1 + ch + K[i] + w[i] | 0;
        const S0 = (a >>> 2 | a << 30) ^ (a >>> 13 | a << 19) ^ (a >>> 22 | a << 10);
        const maj = a & b ^ a & c ^ b & c;
        const t2 = S0 + maj | 0;
        hh = g;
        g = f;
        f = e;
        e = d + t1 | 0;
        d = c;
        c = b;
        b = a;
        a = t1 + t2 | 0;
      }
      h[0] = h[0] + a | 0;
      h[1] = h[1] + b | 0;
      h[2] = h[2] + c | 0;
      h[3] = h[3] + d | 0;
      h[4] = h[4] + e | 0;
      h[5] = h[5] + f | 0;
      h[6] = h[6] + g | 0;
      h[7] = h[7] + hh | 0;
    }
    let out = "0x";
    for (let i = 0; i < 8; i++) out += (h[i] >>> 0).toString(16).padStart(8, "0");
    return out;
  }

  // judge/js/src/classes/review.js
  var SHA1 = /^[0-9a-f]{40}$/;
  var SHA256 = /^[0-9a-f]{64}$/;
  var RULE = /^[A-Z][A-Z0-9]*(-[A-Z0-9]+)+$/;
  var REPO = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
  var VENDOR = /^[a-z0-9][a-z0-9._-]*$/;
  var SEVERITIES = Object.freeze(["BLOCKER", "ADVISORY"]);
  var VERDICTS = Object.freeze(["PASS", "BLOCKED", "ESCALATE", "DCL_ONLY", "UNKNOWN"]);
  var CHECKOUTS = Object.freeze(["clean", "modified", "none"]);
  var LEDGER_STATES = Object.freeze(["consulted", "none"]);
  var RULINGS = Object.freeze(["upheld", "withdrawn", "pending"]);
  var ABSENT = "ABSENT";
  var NOT_A_FILE = "NOT_A_FILE";
  var RECEIPT_FIELDS = Object.freeze([
    "science_repo",
    "sha",
    "tree",
    "round",
    "cycle_id",
    "manifest",
    "constitution_hash",
    "dcl_source_sha256",
    "prompt_sha256",
    "report_sha256",
    "auditor_model",
    "verdict",
    "audit_integrity"
  ]);
  var RECEIPT_OPTIONAL = Object.freeze(["input_bounds_exceeded"]);
  var O_SHA1 = Object.freeze({ pattern: SHA1 });
  var O_SHA1_OR_EMPTY = Object.freeze({ max: 40, pattern: /^([0-9a-f]{40})?$/ });
  var O_SHA256 = Object.freeze({ pattern: SHA256 });
  var O_REPO = Object.freeze({ min: 3, max: 200, pattern: REPO });
  var O_VENDOR = Object.freeze({ min: 1, max: 64, pattern: VENDOR });
  var O_TEXT = Object.freeze({ max: 1024 });
  var O_NAME = Object.freeze({ min: 1, max: 1024 });
  var O_PATH = Object.freeze({ min: 1, max: 4096 });
  var O_ROUND = Object.freeze({ min: 1 });
  var O_MANIFEST = Object.freeze({ max: 1e5 });
  var O_LIST = Object.freeze({ max: 1e4 });
  var NONE2 = Object.freeze([]);
  function oneOf(v, allowed, path) {
    if (typeof v !== "string" || allowed.indexOf(v) < 0) throw schemaError(path, "must be one of " + allowed.join(", "));
    return v;
  }
  function readManifest(list, p) {
    const seen = /* @__PURE__ */ Object.create(null);
    const out = /* @__PURE__ */ Object.create(null);
    arr(list, p, O_MANIFEST);
    for (let i = 0; i < list.length; i++) {
      const q = p + "[" + i + "]";
      fields(list[i], q, ["path", "sha256"], NONE2);
      const path = str(list[i].path, q + ".path", O_PATH);
      if (seen[path]) throw schemaError(q + ".path", "duplicate path " + JSON.stringify(path));
      seen[path] = true;
      const d = str(list[i].sha256, q + ".sha256", { max: 64 });
      if (d !== ABSENT && d !== NOT_A_FILE && !SHA256.test(d)) {
        throw schemaError(q + ".sha256", "must be 64 lowercase hex digits, ABSENT or NOT_A_FILE");
      }
      out[path] = d;
    }
    return out;
  }
  function readRound(r, q) {
    fields(r, q, ["round", "commit", "verdict", "auditor", "report", "wellFormed", "findings", "checks"], NONE2);
    const auditor = fields(r.auditor, q + ".auditor", ["vendor", "model"], NONE2);
    const report = fields(r.report, q + ".report", ["path", "blob", "sha256", "committed", "rewritten"], ["commit"]);
    const out = {
      round: int(r.round, q + ".round", O_ROUND),
      commit: str(r.commit, q + ".commit", O_SHA1),
      verdict: oneOf(r.verdict, VERDICTS, q + ".verdict"),
      vendor: str(auditor.vendor, q + ".auditor.vendor", O_VENDOR),
      model: str(auditor.model, q + ".auditor.model", O_NAME),
      reportPath: str(report.path, q + ".report.path", O_PATH),
      reportBlob: str(report.blob, q + ".report.blob", O_SHA1),
      reportSha256: str(report.sha256, q + ".report.sha256", O_SHA256),
      committed: bool(report.committed, q + ".report.committed"),
      rewritten: bool(report.rewritten, q + ".report.rewritten"),
      reportCommit: null,
      wellFormed: bool(r.wellFormed, q + ".wellFormed"),
      findings: [],
      checks: []
    };
    if (has(report, "commit")) out.reportCommit = str(report.commit, q + ".report.commit", O_SHA1);
    if (out.committed !== (out.reportCommit !== null)) {
      throw schemaError(q + ".report", "commit is present exactly when committed is true");
    }
    const fs = arr(r.findings, q + ".findings", O_LIST);
    for (let i = 0; i < fs.length; i++) {
      const fq = q + ".findings[" + i + "]";
      fields(fs[i], fq, ["rule", "severity", "location"], NONE2);
      const rule = str(fs[i].rule, fq + ".rule", { max: 64 });
      if (rule !== "" && !RULE.test(rule)) throw schemaError(fq + ".rule", "must be a rule id (such as CA-DATA-001) or empty");
      out.findings.push({
        rule,
        severity: oneOf(fs[i].severity, SEVERITIES, fq + ".severity"),
        location: str(fs[i].location, fq + ".location", O_TEXT)
      });
    }
    const cs = arr(r.checks, q + ".checks", O_LIST);
    const seen = /* @__PURE__ */ Object.create(null);
    for (let i = 0; i < cs.length; i++) {
      const cq = q + ".checks[" + i + "]";
      fields(cs[i], cq, ["name", "pass"], NONE2);
      const name = str(cs[i].name, cq + ".name", O_NAME);
      if (seen[name]) throw schemaError(cq + ".name", "duplicate check " + JSON.stringify(name));
      seen[name] = true;
      out.checks.push({ name, pass: bool(cs[i].pass, cq + ".pass") });
    }
    return out;
  }
  function readReceipt(rc, p) {
    fields(rc, p, ["committed", "path", "dir", "sha256", "fields"], NONE2);
    const f = fields(rc.fields, p + ".fields", RECEIPT_FIELDS, RECEIPT_OPTIONAL);
    const q = p + ".fields";
    const m = f.manifest;
    if (m === null || typeof m !== "object" || Array.isArray(m)) throw schemaError(q + ".manifest", "must be an object");
    const manifest = /* @__PURE__ */ Object.create(null);
    const keys = Object.keys(m);
    if (keys.length > O_MANIFEST.max) throw schemaError(q + ".manifest", "more than " + O_MANIFEST.max + " paths");
    for (let i = 0; i < keys.length; i++) {
      str(keys[i], q + ".manifest key", O_PATH);
      manifest[keys[i]] = str(m[keys[i]], q + ".manifest[" + JSON.stringify(keys[i]) + "]", { max: 64 });
    }
    const bounds = has(f, "input_bounds_exceeded") ? int(f.input_bounds_exceeded, q + ".input_bounds_exceeded") : 0;
    return {
      committed: bool(rc.committed, p + ".committed"),
      boundsExceeded: bounds,
      path: str(rc.path, p + ".path", O_PATH),
      dir: str(rc.dir, p + ".dir", O_PATH),
      sha256: str(rc.sha256, p + ".sha256", O_SHA256),
      repo: str(f.science_repo, q + ".science_repo", O_TEXT),
      sha: str(f.sha, q + ".sha", O_TEXT),
      tree: str(f.tree, q + ".tree", O_TEXT),
      round: int(f.round, q + ".round"),
      cycleId: str(f.cycle_id, q + ".cycle_id", O_TEXT),
      manifest,
      constitution: str(f.constitution_hash, q + ".constitution_hash", O_TEXT),
      dcl: str(f.dcl_source_sha256, q + ".dcl_source_sha256", O_TEXT),
      prompt: str(f.prompt_sha256, q + ".prompt_sha256", O_TEXT),
      report: str(f.report_sha256, q + ".report_sha256", O_TEXT),
      model: str(f.auditor_model, q + ".auditor_model", O_TEXT),
      verdict: str(f.verdict, q + ".verdict", O_TEXT),
      integrity: str(f.audit_integrity, q + ".audit_integrity", O_TEXT)
    };
  }
  function readEvidence3(ev) {
    const p = "evidence";
    fields(ev, p, ["increment", "generator", "config", "ledger", "rulebook", "deterministic", "rounds", "disputes", "admission"], ["receipt"]);
    const led = fields(ev.ledger, p + ".ledger", ["linear", "removed", "closure"], NONE2);
    str(led.closure, p + ".ledger.closure", { max: 4096 });
    const removed = arr(led.removed, p + ".ledger.removed", O_LIST);
    for (let i = 0; i < removed.length; i++) str(removed[i], p + ".ledger.removed[" + i + "]", O_PATH);
    const cfg = fields(ev.config, p + ".config", ["auditorVendor", "maxRounds", "changed"], NONE2);
    const inc = fields(ev.increment, p + ".increment", ["repo", "commit", "tree", "head", "base", "descends", "manifest"], NONE2);
    const rb = fields(ev.rulebook, p + ".rulebook", ["version", "sha256", "rules"], NONE2);
    const rules = /* @__PURE__ */ Object.create(null);
    const rl = arr(rb.rules, p + ".rulebook.rules", O_LIST);
    for (let i = 0; i < rl.length; i++) {
      const q = p + ".rulebook.rules[" + i + "]";
      fields(rl[i], q, ["id", "severity"], NONE2);
      const id = str(rl[i].id, q + ".id", { max: 64, pattern: RULE });
      if (rules[id] !== void 0) throw schemaError(q + ".id", "duplicate rule " + id);
      rules[id] = oneOf(rl[i].severity, SEVERITIES, q + ".severity");
    }
    const det = fields(ev.deterministic, p + ".deterministic", ["sourcesSha256", "tree"], NONE2);
    str(det.tree, p + ".deterministic.tree", O_SHA1_OR_EMPTY);
    const rounds = [];
    const rs = arr(ev.rounds, p + ".rounds", O_LIST);
    for (let i = 0; i < rs.length; i++) rounds.push(readRound(rs[i], p + ".rounds[" + i + "]"));
    const disputes = [];
    const ds = arr(ev.disputes, p + ".disputes", O_LIST);
    for (let i = 0; i < ds.length; i++) {
      const q = p + ".disputes[" + i + "]";
      fields(ds[i], q, ["round", "rule", "ruling"], NONE2);
      disputes.push({
        round: int(ds[i].round, q + ".round", O_ROUND),
        rule: str(ds[i].rule, q + ".rule", { max: 64, pattern: RULE }),
        ruling: oneOf(ds[i].ruling, RULINGS, q + ".ruling")
      });
    }
    const adm = fields(ev.admission, p + ".admission", ["ledger", "consumed", "conflicting", "checkout"], NONE2);
    return {
      repo: str(inc.repo, p + ".increment.repo", O_REPO),
      commit: str(inc.commit, p + ".increment.commit", O_SHA1),
      tree: str(inc.tree, p + ".increment.tree", O_SHA1),
      head: str(inc.head, p + ".increment.head", O_SHA1),
      base: str(inc.base, p + ".increment.base", O_SHA1_OR_EMPTY),
      descends: bool(inc.descends, p + ".increment.descends"),
      ledgerLinear: bool(led.linear, p + ".ledger.linear"),
      removed,
      manifest: readManifest(inc.manifest, p + ".increment.manifest"),
      generator: str(fields(ev.generator, p + ".generator", ["vendor"], NONE2).vendor, p + ".generator.vendor", O_VENDOR),
      auditorVendor: str(cfg.auditorVendor, p + ".config.auditorVendor", O_VENDOR),
      maxRounds: int(cfg.maxRounds, p + ".config.maxRounds", O_ROUND),
      configChanged: bool(cfg.changed, p + ".config.changed"),
      rulebookVersion: str(rb.version, p + ".rulebook.version", O_SHA1),
      rulebookSha256: str(rb.sha256, p + ".rulebook.sha256", O_SHA256),
      rules,
      dcl: str(det.sourcesSha256, p + ".deterministic.sourcesSha256", O_SHA256),
      rounds,
      disputes,
      receipt: has(ev, "receipt") ? readReceipt(ev.receipt, p + ".receipt") : null,
      consumed: bool(adm.consumed, p + ".admission.consumed"),
      conflicting: bool(adm.conflicting, p + ".admission.conflicting"),
      checkout: oneOf(adm.checkout, CHECKOUTS, p + ".admission.checkout"),
      ledgerConsulted: oneOf(adm.ledger, LEDGER_STATES, p + ".admission.ledger") === "consulted"
    };
  }
  function last(ctx) {
    return ctx.rounds.length === 0 ? null : ctx.rounds[ctx.rounds.length - 1];
  }
  function result(bad, expected, good) {
    return { pass: bad.length === 0, expected, actual: bad.length === 0 ? good : bad.join("; ") };
  }
  function manifestDiff(a, b) {
    const out = [];
    const ka = Object.keys(a).sort();
    for (let i = 0; i < ka.length; i++) {
      if (b[ka[i]] === void 0) out.push(ka[i] + " only in the receipt");
      else if (a[ka[i]] !== b[ka[i]]) out.push(ka[i] + " " + a[ka[i]] + " in the receipt, " + b[ka[i]] + " at the commit");
    }
    const kb = Object.keys(b).sort();
    for (let i = 0; i < kb.length; i++) if (a[kb[i]] === void 0) out.push(kb[i] + " missing from the receipt");
    return out;
  }
  var NO_PARAMS = Object.freeze([NONE2, NONE2]);
  var noValidate = () => {
  };
  var review = deepFreeze({
    name: "review",
    readEvidence: readEvidence3,
    txHashes: () => [],
    checks: {
      // I1: no round was audited by the generator's vendor.
      vendor_heterogeneous: {
        params: NO_PARAMS,
        validate: noValidate,
        run(c, ctx) {
          const expected = "every auditor from the configured vendor (" + ctx.auditorVendor + "), not the generator's (" + ctx.generator + ")";
          if (ctx.rounds.length === 0) return { pass: false, expected, actual: "no audit rounds" };
          const bad = [];
          for (let i = 0; i < ctx.rounds.length; i++) {
            const r = ctx.rounds[i];
            if (r.vendor === "unknown") bad.push("round " + r.round + ": the report names no auditor vendor");
            else if (r.vendor === ctx.generator) bad.push("round " + r.round + " audited by " + r.vendor + " (" + r.model + ")");
            else if (r.vendor !== ctx.auditorVendor) {
              bad.push("round " + r.round + " audited by " + r.vendor + ", crossaudit.yml names " + ctx.auditorVendor);
            }
          }
          return result(bad, expected, ctx.rounds.length + " rounds, auditors: " + ctx.rounds.map((r) => r.vendor + "/" + r.model).join(", "));
        }
      },
      // I2: every round has a committed report, rounds run 1, 2, … with no gap.
      ledger_complete: {
        params: NO_PARAMS,
        validate: noValidate,
        run(c, ctx) {
          const expected = "rounds 1..n, each with a report committed to the ledger";
          if (ctx.rounds.length === 0) return { pass: false, expected, actual: "no audit rounds in the ledger" };
          const bad = [];
          if (!ctx.ledgerLinear) bad.push("the ledger's history has a merge or a rewritten admissions file");
          for (let i = 0; i < ctx.removed.length; i++) bad.push(ctx.removed[i] + " was deleted from the ledger");
          for (let i = 0; i < ctx.rounds.length; i++) {
            const r = ctx.rounds[i];
            if (r.round !== i + 1) bad.push("round " + (i + 1) + " is numbered " + r.round);
            if (!r.committed) bad.push("round " + r.round + ": " + r.reportPath + " is not committed");
            else if (r.rewritten) bad.push("round " + r.round + ": " + r.reportPath + " was rewritten after it was recorded");
          }
          return result(bad, expected, ctx.rounds.length + " rounds, all committed");
        }
      },
      // I3: every finding cites a rule of the rulebook version in force, a
      // BLOCKER cites a BLOCKER rule, and a malformed or rule-free report
      // escalates instead of passing.
      citations_valid: {
        params: NO_PARAMS,
        validate: noValidate,
        run(c, ctx) {
          const expected = "findings cite rules of rulebook " + ctx.rulebookVersion.slice(0, 12) + "; malformed reports escalate";
          const bad = [];
          for (let i = 0; i < ctx.rounds.length; i++) {
            const r = ctx.rounds[i];
            if (!r.wellFormed && r.verdict !== "ESCALATE") bad.push("round " + r.round + ": malformed report with verdict " + r.verdict);
            for (let j = 0; j < r.findings.length; j++) {
              const f = r.findings[j];
              if (f.rule.indexOf("DCL-") === 0) continue;
              const at2 = "round " + r.round + " " + f.severity + (f.location ? " at " + f.location : "");
              if (f.rule === "") {
                bad.push(at2 + " cites no rule");
                continue;
              }
              const sev = ctx.rules[f.rule];
              if (sev === void 0) bad.push(at2 + " cites " + f.rule + ", not in the rulebook");
              else if (f.severity === "BLOCKER" && sev !== "BLOCKER") bad.push(at2 + " blocks on " + f.rule + ", an " + sev + " rule");
            }
          }
          return result(bad, expected, "every finding cites a rule");
        }
      },
      // I4: no PASS over a failing deterministic check, and no ruling waives
      // one.
      deterministic_precedence: {
        params: NO_PARAMS,
        validate: noValidate,
        run(c, ctx) {
          const expected = "no PASS while a deterministic check fails; no waiver of one";
          const bad = [];
          for (let i = 0; i < ctx.rounds.length; i++) {
            const r = ctx.rounds[i];
            const failed = r.checks.filter((x) => !x.pass).map((x) => x.name);
            if (failed.length > 0 && r.verdict === "PASS") bad.push("round " + r.round + " PASS over failing " + failed.join(", "));
          }
          for (let i = 0; i < ctx.disputes.length; i++) {
            const d = ctx.disputes[i];
            if (d.rule.indexOf("DCL-") === 0 && d.ruling === "withdrawn") bad.push("round " + d.round + " waives " + d.rule);
          }
          const l = last(ctx);
          if (ctx.receipt !== null && ctx.receipt.verdict === "PASS" && l !== null && l.checks.some((x) => !x.pass)) {
            bad.push("receipt PASS over a failing deterministic check");
          }
          return result(bad, expected, "deterministic checks respected");
        }
      },
      // I5: at most max rounds; a round at the bound that does not pass
      // escalates to a person, and nothing follows an escalation.
      rounds_bounded: {
        params: [["max"], NONE2],
        validate(c, p) {
          int(c.max, p + ".max", O_ROUND);
        },
        run(c, ctx) {
          const expected = "at most " + c.max + " rounds, ESCALATE at the bound unless PASS, nothing after ESCALATE";
          const bad = [];
          if (ctx.rounds.length > c.max) bad.push(ctx.rounds.length + " rounds");
          for (let i = 0; i < ctx.rounds.length; i++) {
            const r = ctx.rounds[i];
            if (i + 1 >= c.max && r.verdict !== "PASS" && r.verdict !== "ESCALATE") bad.push("round " + r.round + " " + r.verdict + " at the bound");
            if (i + 1 < ctx.rounds.length && r.verdict === "ESCALATE") bad.push("round " + r.round + " ESCALATE was not final");
          }
          return result(bad, expected, ctx.rounds.length + " rounds");
        }
      },
      // I6: the final round passes with no BLOCKER, and every dispute has
      // the principal's ruling. (A disputed finding goes back to the auditor:
      // only a later round's report clears it.)
      blockers_resolved: {
        params: NO_PARAMS,
        validate: noValidate,
        run(c, ctx) {
          const expected = "final round PASS with no BLOCKER; every dispute ruled";
          const l = last(ctx);
          if (l === null) return { pass: false, expected, actual: "no audit rounds" };
          const bad = [];
          if (l.verdict !== "PASS") bad.push("final round " + l.round + " is " + l.verdict);
          for (let j = 0; j < l.findings.length; j++) {
            const f = l.findings[j];
            if (f.severity === "BLOCKER") bad.push("standing BLOCKER " + (f.rule || "(no rule)"));
          }
          for (let i = 0; i < ctx.disputes.length; i++) {
            if (ctx.disputes[i].ruling === "pending") bad.push("dispute of " + ctx.disputes[i].rule + " in round " + ctx.disputes[i].round + " has no ruling");
          }
          return result(bad, expected, "final round " + l.round + " PASS, no BLOCKER");
        }
      },
      // I7: the receipt names what was audited and by whom, exactly.
      receipt_bound: {
        params: NO_PARAMS,
        validate: noValidate,
        run(c, ctx) {
          const expected = "receipt bound to commit, tree, manifest, rulebook, checks, auditor and committed report";
          const rc = ctx.receipt;
          if (rc === null) return { pass: false, expected, actual: "no receipt" };
          const l = last(ctx);
          if (l === null) return { pass: false, expected, actual: "no audit rounds" };
          const bad = [];
          const eq = (name, got, want) => {
            if (got !== want) bad.push(name + " " + JSON.stringify(got) + ", want " + JSON.stringify(want));
          };
          if (rc.repo.toLowerCase() !== ctx.repo) bad.push("science_repo " + JSON.stringify(rc.repo) + ", want " + JSON.stringify(ctx.repo));
          eq("cycle_id", rc.cycleId, sha256Hex(utf8Encode(ctx.repo + "\n" + ctx.rounds[0].commit)).slice(2, 18));
          eq("sha", rc.sha, ctx.commit);
          eq("tree", rc.tree, ctx.tree);
          eq("round", rc.round, l.round);
          eq("constitution_hash", rc.constitution, ctx.rulebookVersion);
          eq("dcl_source_sha256", rc.dcl, ctx.dcl);
          eq("report_sha256", rc.report, l.reportSha256);
          eq("auditor_model", rc.model, l.model);
          eq("verdict", rc.verdict, l.verdict);
          if (l.commit !== ctx.commit) bad.push("final round audited " + l.commit + ", not " + ctx.commit);
          if (!l.committed) bad.push("report " + l.reportPath + " is not committed");
          const dir = l.reportPath.slice(0, l.reportPath.lastIndexOf("/"));
          if (dir.slice(dir.lastIndexOf("/") + 1) !== rc.dir) {
            bad.push("receipt directory " + JSON.stringify(rc.dir) + ", not the final round's " + JSON.stringify(dir));
          }
          if (!rc.committed) bad.push("the receipt is not the one committed once beside the final report in the ledger");
          const md = manifestDiff(rc.manifest, ctx.manifest);
          for (let i = 0; i < md.length; i++) bad.push("manifest: " + md[i]);
          return result(bad, expected, "bound to " + ctx.commit.slice(0, 12) + " round " + l.round);
        }
      },
      // I8: the receipt admits the increment now: PASS, integrity OK, the
      // science head has not moved on, its checkout holds the audited
      // artefacts, and the receipt was never consumed nor contradicted by
      // another admitted receipt.
      admissible: {
        params: NO_PARAMS,
        validate: noValidate,
        run(c, ctx) {
          const expected = "receipt PASS, integrity OK, current, unused";
          const rc = ctx.receipt;
          if (rc === null) return { pass: false, expected, actual: "no receipt" };
          const bad = [];
          if (rc.verdict !== "PASS") bad.push("verdict " + rc.verdict);
          if (rc.integrity !== "OK") bad.push("audit_integrity " + rc.integrity);
          if (rc.sha !== ctx.head) bad.push("stale: science head is " + ctx.head + ", receipt is for " + rc.sha);
          if (!ctx.descends) bad.push("the commit does not descend from the last admitted commit " + ctx.base);
          const notFiles = Object.keys(ctx.manifest).filter((k) => ctx.manifest[k] === NOT_A_FILE);
          if (notFiles.length > 0) bad.push("not files (symlinks or submodules), so not audited: " + notFiles.sort().join(", "));
          if (!ctx.ledgerConsulted) bad.push("no admission ledger was consulted");
          if (rc.boundsExceeded > 0) bad.push("input bounds exceeded: the auditor saw a truncated increment");
          if (ctx.configChanged) bad.push("crossaudit.yml changed within the cycle");
          if (ctx.checkout === "none") bad.push("no checkout of the science repository was verified");
          if (ctx.checkout === "modified") bad.push("the science checkout does not match the audited commit's manifest");
          if (ctx.consumed) bad.push("already consumed");
          if (ctx.conflicting) bad.push("conflicts with another admitted receipt for " + rc.sha);
          return result(bad, expected, "admissible");
        }
      }
    }
  });

  // judge/js/src/classes/index.js
  var CLASSES = Object.freeze({ web3, code, review });

  // judge/js/src/trace.js
  var TRACE_SCHEMA = "verijudge.trace/v1";
  var MAX_CHECKS = 256;
  function detail(v) {
    const s = String(v);
    if (s.length <= MAX_DETAIL_CHARS) return s;
    let cut = MAX_DETAIL_CHARS;
    const c = s.charCodeAt(cut - 1);
    if (c >= 55296 && c <= 56319) cut--;
    return s.slice(0, cut) + "… (" + (s.length - cut) + " more characters)";
  }
  var COMMON_CHECK_FIELDS = Object.freeze(["name", "kind", "required"]);
  var FIELDS = deepFreeze(Object.fromEntries(Object.keys(CLASSES).map((cn) => [
    cn,
    Object.fromEntries(Object.keys(CLASSES[cn].checks).map((kind) => {
      const [req, opt] = CLASSES[cn].checks[kind].params;
      return [kind, { required: COMMON_CHECK_FIELDS.slice(0, 2).concat(req), optional: ["required"].concat(opt) }];
    }))
  ])));
  var ID_FIELDS = Object.freeze(["trialId", "taskId", "buildId"]);
  var O_ID = Object.freeze({ min: 1, max: 200, pattern: IDENT });
  function judgeTrace(t) {
    fields(t, "trace", ["schema", "trialId", "taskId", "buildId", "spec", "evidence"], []);
    if (t.schema !== TRACE_SCHEMA) {
      throw new JudgeError(
        "E_SCHEMA",
        "schema_version",
        "trace.schema: unsupported " + JSON.stringify(t.schema) + ", this evaluator reads " + TRACE_SCHEMA
      );
    }
    const ids = {};
    for (let i = 0; i < ID_FIELDS.length; i++) ids[ID_FIELDS[i]] = str(t[ID_FIELDS[i]], "trace." + ID_FIELDS[i], O_ID);
    const spec = fields(t.spec, "trace.spec", ["evidenceClass", "checks"], ["title", "description"]);
    if (has(spec, "title")) str(spec.title, "trace.spec.title", { max: 1e3 });
    if (has(spec, "description")) str(spec.description, "trace.spec.description", { max: 1e5 });
    const cls = CLASSES[str(spec.evidenceClass, "trace.spec.evidenceClass")];
    if (cls === void 0 || !Object.prototype.hasOwnProperty.call(CLASSES, spec.evidenceClass)) {
      throw schemaError("trace.spec.evidenceClass", "unknown evidence class " + JSON.stringify(spec.evidenceClass) + " (known: " + Object.keys(CLASSES).join(", ") + ")");
    }
    const checks = arr(spec.checks, "trace.spec.checks", { max: MAX_CHECKS });
    if (checks.length === 0) throw schemaError("trace.spec.checks", "must not be empty");
    const names = /* @__PURE__ */ Object.create(null);
    const plan = [];
    for (let i = 0; i < checks.length; i++) {
      const c = checks[i];
      const p = "trace.spec.checks[" + i + "]";
      if (!isObject(c)) throw schemaError(p, "must be an object");
      const name = str(c.name, p + ".name", { min: 1, max: 200 });
      if (names[name]) throw schemaError(p + ".name", "duplicate check name " + JSON.stringify(name));
      names[name] = true;
      const kind = str(c.kind, p + ".kind");
      const def = Object.prototype.hasOwnProperty.call(cls.checks, kind) ? cls.checks[kind] : void 0;
      if (def === void 0) {
        throw checkError(name, "unknown kind " + JSON.stringify(kind) + " for evidence class " + cls.name + " (known: " + Object.keys(cls.checks).join(", ") + ")");
      }
      const f = FIELDS[cls.name][kind];
      fields(c, p, f.required, f.optional);
      const required2 = has(c, "required") ? bool(c.required, p + ".required") : false;
      def.validate(c, p);
      plan.push({ name, def, c, required: required2 });
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
      txHashes: cls.txHashes(ctx)
    };
  }

  // judge/js/src/index.js
  var VERSION = "1.3.0";
  var SCHEMA = TRACE_SCHEMA;
  var RECORD_MEDIA_TYPE = "application/vnd.verijudge.record.v1+json";
  var RECORD_REQUIRED = Object.freeze(["mediaType", "verdict", "verdictHash", "traceHash", "specHash", "evaluator"]);
  var RECORD_OPTIONAL = Object.freeze(["trace", "attestations", "anchor", "tee", "zk"]);
  var O_HASH = Object.freeze({ pattern: HASH32 });
  var O_ANY_LENGTH = Object.freeze({ max: 1 << 24 });
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
  var OPS2 = Object.freeze({
    judge(text) {
      return { verdict: judgeTrace(parseTrace(text)) };
    },
    // For the Go host: the trace value itself, built from canonical text
    // exactly as JSON.parse builds it.
    judgeValue(value2) {
      return { verdict: judgeTrace(value2) };
    },
    hashes(text) {
      const t = parseTrace(text);
      const verdict = judgeTrace(t);
      return {
        verdict,
        traceHash: hashOf(canonicalize(t)),
        specHash: hashOf(canonicalize(t.spec)),
        verdictHash: hashOf(preimage(verdict))
      };
    },
    verifyRecord(text) {
      const r = readRecord(text);
      const m = readRecordFields(r.members);
      if (r.trace === null) throw new JudgeError("E_SCHEMA", "no_trace", "record: no trace, so the verdict cannot be recomputed");
      const out = OPS2.hashes(r.trace);
      const stored = validateVerdict(m.verdict);
      out.storedVerdictHash = hashOf(preimage(stored));
      out.verdictFields = canonicalize(out.verdict) === canonicalize(stored);
      out.record = {
        mediaType: m.mediaType,
        traceHash: m.traceHash,
        specHash: m.specHash,
        verdictHash: m.verdictHash,
        evaluatorDigest: m.evaluator.digest
      };
      out.checks = [
        { name: "trace-hash", ok: out.traceHash === m.traceHash },
        { name: "spec-hash", ok: out.specHash === m.specHash },
        { name: "verdict-hash", ok: out.verdictHash === m.verdictHash },
        { name: "verdict-fields", ok: out.verdictFields },
        { name: "stored-verdict-hash", ok: out.storedVerdictHash === m.verdictHash }
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
    }
  });
  function evaluate(op, text) {
    try {
      if (typeof op !== "string" || !Object.prototype.hasOwnProperty.call(OPS2, op)) {
        throw new JudgeError("E_REQUEST", "request", "unknown operation " + JSON.stringify(op));
      }
      const out = OPS2[op](text);
      out.ok = true;
      return JSON.stringify(out);
    } catch (e) {
      if (e instanceof JudgeError) {
        return JSON.stringify({ ok: false, error: { code: e.code, kind: e.kind, message: e.message } });
      }
      return JSON.stringify({ ok: false, error: { code: "E_INTERNAL", kind: "internal", message: String(e && e.message || e) } });
    }
  }
  return __toCommonJS(index_exports);
})();
