var verijudge = (() => {
  var __defProp = Object.defineProperty;
  var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
  var __getOwnPropNames = Object.getOwnPropertyNames;
  var __hasOwnProp = Object.prototype.hasOwnProperty;
  var __defNormalProp = (obj, key, value2) => key in obj ? __defProp(obj, key, { enumerable: true, configurable: true, writable: true, value: value2 }) : obj[key] = value2;
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
  var __toCommonJS = (mod2) => __copyProps(__defProp({}, "__esModule", { value: true }), mod2);
  var __publicField = (obj, key, value2) => __defNormalProp(obj, typeof key !== "symbol" ? key + "" : key, value2);

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
  var NON_ASCII = /[^\x00-\x7f]/;
  function utf8Length(s) {
    if (!NON_ASCII.test(s)) return s.length;
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
  function parseTrace(text2) {
    if (typeof text2 !== "string") throw fail("syntax", "input is not a string", 0);
    if (text2.length > MAX_TRACE_BYTES || text2.length * 3 > MAX_TRACE_BYTES && utf8Length(text2) > MAX_TRACE_BYTES) {
      throw fail("too_large", "input larger than " + MAX_TRACE_BYTES + " bytes", MAX_TRACE_BYTES);
    }
    const p = { s: text2, i: 0, depth: 0, bs: -1, esc: "" };
    ws(p);
    const f = fastParse(text2);
    if (f !== void 0) return f;
    const v = value(p);
    ws(p);
    if (p.i !== text2.length) throw fail("syntax", "trailing data after the JSON value", p.i);
    return v;
  }
  function readRecord(text2) {
    if (typeof text2 !== "string") throw fail("syntax", "input is not a string", 0);
    if (text2.length > MAX_RECORD_BYTES || text2.length * 3 > MAX_RECORD_BYTES && utf8Length(text2) > MAX_RECORD_BYTES) {
      throw fail("too_large", "record larger than " + MAX_RECORD_BYTES + " bytes", MAX_RECORD_BYTES);
    }
    const p = { s: text2, i: 0, depth: 0, bs: -1, esc: "" };
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
        if (key === "trace" && v !== null) trace = text2.slice(start, p.i);
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
    if (p.i !== text2.length) throw fail("syntax", "trailing data after the JSON value", p.i);
    return { members, trace };
  }
  function wellFormed(s) {
    if (!NON_ASCII2.test(s)) return true;
    try {
      encodeURIComponent(s);
      return true;
    } catch (e) {
      return false;
    }
  }
  var NON_ASCII2 = /[^\x00-\x7f]/;
  var STRINGS = /"[^"\\]*(?:\\.[^"\\]*)*"/g;
  var KEYS = /""[ \t\n\r]*:/g;
  var RISKY_ESCAPE = /\\u(?:[dD][89a-fA-F]|0024|006[eE])/;
  var RISKY_NUMBER = /[.eE]|[0-9]{16}/;
  var NUMBERS = /-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/g;
  var DEEP_RUN = /[\[{](?:[ \t\n\r]*[\[{]){64}/;
  var NOT_BRACKET = /[^\[\]{}]+/g;
  var EMPTY_PAIR = /\[\]|\{\}/g;
  function fastParse(text2) {
    if (DEEP_RUN.test(text2) || RISKY_ESCAPE.test(text2) || !wellFormed(text2)) return void 0;
    const stripped = text2.replace(STRINGS, '""');
    let peeled = stripped.replace(NOT_BRACKET, "");
    for (let depth = 0; ; ) {
      const next = peeled.replace(EMPTY_PAIR, "");
      if (next === peeled) break;
      if (++depth > MAX_TRACE_DEPTH) return void 0;
      if (depth > 2 && next.length > peeled.length - (peeled.length >> 4) && peeled.length > 4096) return void 0;
      peeled = next;
    }
    if (peeled.length !== 0) return void 0;
    if (stripped.indexOf("-0") >= 0) return void 0;
    let v;
    try {
      v = JSON.parse(text2);
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
    const marks = text2.split('"$n"').length - 1;
    if (marks > 0) {
      const parts = text2.split('{"$n":"');
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
  var CONTROL = /[\u0000-\u001f]/;
  function string(p) {
    const s = p.s;
    const start = ++p.i;
    const end = s.indexOf('"', start);
    if (end < 0) stringError(p, start);
    const seg = s.slice(start, end);
    if (!ESCAPE_OR_CONTROL.test(seg) && !NON_ASCII2.test(seg)) {
      p.i = end + 1;
      return seg;
    }
    const parts = [];
    let i = start;
    let q = end;
    for (; ; ) {
      if (q < i) q = s.indexOf('"', i);
      if (q < 0) stringError(p, i);
      if (p.bs < i) p.bs = s.indexOf("\\", i) >>> 0;
      const stop = p.bs < q ? p.bs : q;
      const plain = s.slice(i, stop);
      if (CONTROL.test(plain) || !wellFormed(plain)) stringError(p, i);
      parts.push(plain);
      if (stop === q) {
        p.i = q + 1;
        return parts.join("");
      }
      i = escape(p, stop);
      parts.push(p.esc);
    }
  }
  function stringError(p, i) {
    const s = p.s;
    for (; ; ) {
      if (i >= s.length) throw fail("syntax", "unclosed string", i);
      const c = s.charCodeAt(i);
      if (c === 34) throw new JudgeError("E_INTERNAL", "internal", "string reader: no error found before offset " + i);
      if (c < 32) throw fail("syntax", "control character in string must be escaped", i);
      if (c >= 55296 && c <= 57343) {
        const d = s.charCodeAt(i + 1);
        if (c <= 56319 && d >= 56320 && d <= 57343) {
          i += 2;
          continue;
        }
        throw fail("lone_surrogate", "lone surrogate in string", i);
      }
      i = c === 92 ? escape(p, i) : i + 1;
    }
  }
  function escape(p, i) {
    const s = p.s;
    const e = s[i + 1];
    switch (e) {
      case '"':
      case "\\":
      case "/":
        p.esc = e;
        return i + 2;
      case "b":
        p.esc = "\b";
        return i + 2;
      case "f":
        p.esc = "\f";
        return i + 2;
      case "n":
        p.esc = "\n";
        return i + 2;
      case "r":
        p.esc = "\r";
        return i + 2;
      case "t":
        p.esc = "	";
        return i + 2;
      case "u": {
        const r = hex4(s, i + 2);
        if (r < 0) throw fail("syntax", "invalid \\u escape", i);
        if (r >= 55296 && r <= 57343) {
          if (r <= 56319 && s[i + 6] === "\\" && s[i + 7] === "u") {
            const r2 = hex4(s, i + 8);
            if (r2 >= 56320 && r2 <= 57343) {
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
            if (NON_ASCII2.test(keys.join(""))) keys.sort(compareCodePoints);
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
    const out = ['"'];
    let start = 0;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c >= 32 && c !== 34 && c !== 92) continue;
      out.push(s.slice(start, i));
      start = i + 1;
      switch (c) {
        case 34:
          out.push('\\"');
          break;
        case 92:
          out.push("\\\\");
          break;
        case 8:
          out.push("\\b");
          break;
        case 9:
          out.push("\\t");
          break;
        case 10:
          out.push("\\n");
          break;
        case 12:
          out.push("\\f");
          break;
        case 13:
          out.push("\\r");
          break;
        default:
          out.push("\\u00" + HEX[c >> 4] + HEX[c & 15]);
      }
    }
    out.push(s.slice(start), '"');
    return out.join("");
  }
  function compareCodePoints(a, b) {
    if (a === b) return 0;
    const n = Math.min(a.length, b.length);
    let lo = 0, hi = n;
    for (let k = 1; lo < n; k *= 2) {
      const end = Math.min(lo + k, n);
      if (a.slice(lo, end) !== b.slice(lo, end)) {
        hi = end - 1;
        break;
      }
      lo = end;
    }
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (a.slice(lo, mid) === b.slice(lo, mid)) lo = mid;
      else hi = mid - 1;
    }
    if (lo === n) return a.length - b.length;
    let x = a.charCodeAt(lo);
    let y = b.charCodeAt(lo);
    if (x >= 55296) x += x >= 57344 ? -2048 : 8192;
    if (y >= 55296) y += y >= 57344 ? -2048 : 8192;
    return x - y;
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
  var EVIDENCE_FIELDS = Object.freeze(["chainId", "forkBlock", "actors", "transactions", "balances", "coverage"]);
  var COVERAGE_FIELDS = Object.freeze(["fromBlock", "toBlock", "senders", "internalTransfers"]);
  var O_MAX1K = Object.freeze({ max: 1e3 });
  var NONE = Object.freeze([]);
  function readEvidence(ev) {
    const p = "evidence";
    fields(ev, p, NONE, EVIDENCE_FIELDS);
    const out = { chainId: null, actors: /* @__PURE__ */ Object.create(null), txs: null, balances: null, decoded: null, transferList: null, traced: true };
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
    if (has(ev, "coverage")) readCoverage(ev.coverage, p + ".coverage", ev, out);
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
  function readCoverage(cv, q, ev, out) {
    fields(cv, q, NONE, COVERAGE_FIELDS);
    const window = has(cv, "fromBlock") || has(cv, "toBlock");
    if (window && !(has(cv, "fromBlock") && has(cv, "toBlock"))) throw schemaError(q, "fromBlock and toBlock go together");
    if (has(cv, "senders") && !window) throw schemaError(q + ".senders", "needs a window (fromBlock and toBlock)");
    if (window) {
      const from = int(cv.fromBlock, q, void 0, ".fromBlock");
      const to = int(cv.toBlock, q, void 0, ".toBlock");
      if (to < from) throw schemaError(q + ".toBlock", "must be at least fromBlock");
      if (out.txs !== null) {
        for (let i = 0; i < out.txs.length; i++) {
          const b = out.txs[i].blockNumber;
          if (b !== null && (b < from || b > to)) {
            throw schemaError("evidence.transactions[" + i + "].blockNumber", "block " + b + " is outside the coverage window " + from + "-" + to);
          }
        }
      }
    }
    if (has(cv, "senders")) {
      const ss = arr(cv.senders, q, O_MAX1K, ".senders");
      const seen = /* @__PURE__ */ Object.create(null);
      for (let i = 0; i < ss.length; i++) {
        const a = str(ss[i], q + ".senders[" + i + "]", O_ADDRESS);
        if (seen[a]) throw schemaError(q + ".senders[" + i + "]", "duplicate sender " + a);
        seen[a] = true;
      }
    }
    if (has(cv, "internalTransfers")) {
      out.traced = bool(cv.internalTransfers, q + ".internalTransfers");
      if (!out.traced && out.txs !== null) {
        const txs = ev.transactions;
        for (let i = 0; i < txs.length; i++) {
          if (has(txs[i], "internalTransfers")) {
            throw schemaError("evidence.transactions[" + i + "].internalTransfers", "present while evidence.coverage.internalTransfers is false");
          }
        }
      }
    }
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
            if (!ctx.traced) leaks.push("internal transfers not collected in " + tx.hash);
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
  var GIT_ID = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
  var OUTCOMES = Object.freeze(["pass", "fail", "skip"]);
  function readEvidence2(ev) {
    const p = "evidence";
    fields(ev, p, [], ["build", "tests", "artifacts", "revision", "testLog"]);
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
    if (has(ev, "revision")) {
      fields(ev.revision, p + ".revision", ["commit", "tree"], []);
      str(ev.revision.commit, p + ".revision.commit", { pattern: GIT_ID });
      str(ev.revision.tree, p + ".revision.tree", { pattern: GIT_ID });
    }
    if (has(ev, "testLog")) {
      fields(ev.testLog, p + ".testLog", ["sha256", "bytes"], []);
      str(ev.testLog.sha256, p + ".testLog.sha256", { pattern: HASH32 });
      int(ev.testLog.bytes, p + ".testLog.bytes");
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

  // judge/js/src/classes/common.js
  function result(bad, expected, good) {
    return { pass: bad.length === 0, expected, actual: bad.length === 0 ? good : bad.join("; ") };
  }
  function noValidate() {
  }

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
    const inc = fields(ev.increment, p + ".increment", ["repo", "commit", "tree", "head", "base", "descends", "manifest", "scope", "unaudited", "unapproved"], NONE2);
    const unaudited = arr(inc.unaudited, p + ".increment.unaudited", O_LIST);
    for (let i = 0; i < unaudited.length; i++) str(unaudited[i], p + ".increment.unaudited[" + i + "]", O_SHA1);
    const unapproved = arr(inc.unapproved, p + ".increment.unapproved", O_LIST);
    for (let i = 0; i < unapproved.length; i++) str(unapproved[i], p + ".increment.unapproved[" + i + "]", O_TEXT);
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
      scope: readManifest(inc.scope, p + ".increment.scope"),
      unaudited,
      unapproved,
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
          const expected = "rounds 1..n, each with a report committed to the ledger; every commit that changed artefacts audited";
          if (ctx.rounds.length === 0) return { pass: false, expected, actual: "no audit rounds in the ledger" };
          const bad = [];
          if (!ctx.ledgerLinear) bad.push("the ledger's history has a merge or a rewritten admissions file");
          for (let i = 0; i < ctx.unaudited.length; i++) bad.push("commit " + ctx.unaudited[i] + " changed artefacts and no round audited it");
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
          const expected = "final round PASS with no BLOCKER; every dispute ruled; every experiment's latest audit passed";
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
          for (let i = 0; i < ctx.unapproved.length; i++) bad.push("experiment " + ctx.unapproved[i]);
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
          if (rc.repo !== ctx.repo) bad.push("science_repo " + JSON.stringify(rc.repo) + ", want " + JSON.stringify(ctx.repo));
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
          const md = manifestDiff(rc.manifest, ctx.scope);
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

  // judge/js/vendor/noble-ed25519/index.js
  var freeze = Object.freeze;
  var P = 0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffedn;
  var N = 0x1000000000000000000000000000000014def9dea2f79cd65812631a5cf5d3edn;
  var _d = 0x52036cee2b6ffe738cc740797779e89800700a4d4141d8ab75eb4dca135978a3n;
  var Gx = 0x216936d3cd6e53fec0a4e231fdd6dc5c692cc7609525a7b2c9562d608f25d51an;
  var Gy = 0x6666666666666666666666666666666666666666666666666666666666666658n;
  var _a = P - 1n;
  var ed25519_CURVE = freeze({
    p: P,
    n: N,
    h: 8n,
    a: _a,
    d: _d,
    Gx,
    Gy
  });
  var LEN = 32;
  var isBytes = (a) => {
    return a instanceof Uint8Array || ArrayBuffer.isView(a) && a.constructor.name === "Uint8Array" && a.BYTES_PER_ELEMENT === 1;
  };
  var abytes = (value2, length, title = "") => {
    if (isBytes(value2) && (length === void 0 || value2.length === length))
      return value2;
    const bytes = isBytes(value2);
    const ofLen = length !== void 0 ? ` of length ${length}` : "";
    const got = bytes ? `length=${value2.length}` : `type=${typeof value2}`;
    const message = (title ? `"${title}" ` : "") + "expected Uint8Array" + ofLen + ", got " + got;
    if (!bytes)
      throw new TypeError(message);
    throw new RangeError(message);
  };
  var snapshotBytes = (value2, title = "", length) => Uint8Array.from(abytes(value2, length, title));
  var padh = (n, pad) => n.toString(16).padStart(pad, "0");
  var bytesToHex = (bytes) => {
    let hex = "";
    for (const byte of abytes(bytes))
      hex += padh(byte, 2);
    return hex;
  };
  var hexToBytes = (hex) => {
    const e = "hex invalid";
    if (typeof hex !== "string")
      throw new TypeError(e);
    if (hex.length % 2 || !/^[\da-f]*$/i.test(hex))
      throw new RangeError(e);
    const array2 = new Uint8Array(hex.length / 2);
    for (let ai = 0, hi = 0; ai < array2.length; ai++, hi += 2) {
      const n1 = hex.charCodeAt(hi);
      const n2 = hex.charCodeAt(hi + 1);
      array2[ai] = ((n1 & 15) + (n1 >> 6) * 9) * 16 + (n2 & 15) + (n2 >> 6) * 9;
    }
    return array2;
  };
  var concatBytes = (...arrays) => {
    let sum = 0;
    for (const a of arrays)
      sum += abytes(a).length;
    const res = new Uint8Array(sum);
    let pad = 0;
    for (const a of arrays) {
      res.set(a, pad);
      pad += a.length;
    }
    return res;
  };
  var arange = (n, min, max, msg = "bad number: out of range") => {
    if (typeof n !== "bigint")
      throw new TypeError(msg);
    if (min <= n && n < max)
      return n;
    throw new RangeError(msg);
  };
  var mod = (a, b = P) => (a %= b) >= 0n ? a : b + a;
  var P_MASK = (1n << 255n) - 1n;
  var modP = (num) => {
    if (num < 0n)
      throw new RangeError("negative coordinate");
    let r = (num >> 255n) * 19n + (num & P_MASK);
    r = (r >> 255n) * 19n + (r & P_MASK);
    return r % P;
  };
  var invert = (number2, modulo) => {
    if (number2 === 0n)
      throw new Error("invert: expected non-zero number");
    if (modulo <= 1n)
      throw new Error("invert: expected modulus > 1, got " + modulo);
    let a = mod(number2, modulo);
    let b = modulo;
    let x = 0n, u = 1n;
    while (a !== 0n) {
      const q = b / a;
      const r = b - a * q;
      const m = x - u * q;
      b = a, a = r, x = u, u = m;
    }
    const gcd = b;
    if (gcd !== 1n)
      throw new Error("invert: does not exist");
    return mod(x, modulo);
  };
  var apoint = (p) => {
    if (p instanceof Point)
      return p;
    throw new TypeError("Point expected");
  };
  var B256 = 2n ** 256n;
  var _Point = class _Point {
    // Constructor only bounds-checks and freezes XYZT coordinates; it does not prove the point is
    // on-curve or that T matches X*Y/Z.
    constructor(X, Y, Z, T) {
      __publicField(this, "X");
      __publicField(this, "Y");
      __publicField(this, "Z");
      __publicField(this, "T");
      const max = B256;
      this.X = arange(X, 0n, max);
      this.Y = arange(Y, 0n, max);
      this.Z = arange(Z, 1n, max);
      this.T = arange(T, 0n, max);
      freeze(this);
    }
    static CURVE() {
      return ed25519_CURVE;
    }
    static fromAffine(p) {
      return new _Point(p.x, p.y, 1n, modP(p.x * p.y));
    }
    /** RFC8032 5.1.3: Uint8Array to Point. */
    static fromBytes(bytes, zip215 = false) {
      const normed = snapshotBytes(bytes, "point", LEN);
      const lastByte = normed[31];
      normed[31] = lastByte & ~128;
      const y = bytesToNumberLE(normed);
      if (!zip215)
        arange(y, 0n, P);
      const y2 = modP(y * y);
      const u = mod(y2 - 1n);
      const v = modP(_d * y2 + 1n);
      let { isValid, value: x } = uvRatio(u, v);
      if (!isValid)
        throw new Error("bad point: y not sqrt");
      const isLastByteOdd = !!(lastByte & 128);
      if (!zip215 && x === 0n && isLastByteOdd)
        throw new Error("bad point: x==0, isLastByteOdd");
      if (isLastByteOdd !== !!(x & 1n))
        x = mod(-x);
      return new _Point(x, y, 1n, modP(x * y));
    }
    static fromHex(hex, zip215) {
      return _Point.fromBytes(hexToBytes(hex), zip215);
    }
    get x() {
      return this.toAffine().x;
    }
    get y() {
      return this.toAffine().y;
    }
    /** Checks if the point is valid and on-curve. */
    assertValidity() {
      const a = _a;
      const d = _d;
      const p = this;
      if (p.is0())
        throw new Error("bad point: ZERO");
      const { X, Y, Z, T } = p;
      const X2 = modP(X * X);
      const Y2 = modP(Y * Y);
      const Z2 = modP(Z * Z);
      const Z4 = modP(Z2 * Z2);
      const aX2 = modP(X2 * a);
      const left = modP(Z2 * (aX2 + Y2));
      const right = mod(Z4 + modP(d * modP(X2 * Y2)));
      if (left !== right)
        throw new Error("bad point: equation left != right (1)");
      const XY = modP(X * Y);
      const ZT = modP(Z * T);
      if (XY !== ZT)
        throw new Error("bad point: equation left != right (2)");
      return this;
    }
    /** Equality check: compare points P&Q. */
    equals(other) {
      const { X: X1, Y: Y1, Z: Z1 } = this;
      const { X: X2, Y: Y2, Z: Z2 } = apoint(other);
      return modP(X1 * Z2) === modP(X2 * Z1) && modP(Y1 * Z2) === modP(Y2 * Z1);
    }
    is0() {
      return this.equals(I);
    }
    /** Flip point over y coordinate. */
    negate() {
      return new _Point(mod(-this.X), this.Y, this.Z, mod(-this.T));
    }
    /** Point doubling. Complete formula. Cost: `4M + 4S + 1*a + 6add + 1*2`. */
    double() {
      const { X: X1, Y: Y1, Z: Z1 } = this;
      const a = _a;
      const A = modP(X1 * X1);
      const B = modP(Y1 * Y1);
      const C = modP(2n * Z1 * Z1);
      const D = modP(a * A);
      const x1y1 = mod(X1 + Y1);
      const E = mod(modP(x1y1 * x1y1) - A - B);
      const G3 = mod(D + B);
      const F = mod(G3 - C);
      const H = mod(D - B);
      const X3 = modP(E * F);
      const Y3 = modP(G3 * H);
      const T3 = modP(E * H);
      const Z3 = modP(F * G3);
      return new _Point(X3, Y3, Z3, T3);
    }
    /** Point addition. Complete formula. Cost: `9M + 1*a + 1*d + 7add`. */
    add(other) {
      const { X: X1, Y: Y1, Z: Z1, T: T1 } = this;
      const { X: X2, Y: Y2, Z: Z2, T: T2 } = apoint(other);
      const a = _a;
      const d = _d;
      const A = modP(X1 * X2);
      const B = modP(Y1 * Y2);
      const C = modP(modP(T1 * d) * T2);
      const D = modP(Z1 * Z2);
      const E = mod(modP(mod(X1 + Y1) * mod(X2 + Y2)) - A - B);
      const F = mod(D - C);
      const G3 = mod(D + C);
      const H = mod(B - modP(a * A));
      const X3 = modP(E * F);
      const Y3 = modP(G3 * H);
      const T3 = modP(E * H);
      const Z3 = modP(F * G3);
      return new _Point(X3, Y3, Z3, T3);
    }
    subtract(other) {
      return this.add(apoint(other).negate());
    }
    /**
     * Point-by-scalar multiplication. Safe mode requires `1 <= n < CURVE.n`.
     * Unsafe mode additionally permits `n = 0` and returns the identity point for that case.
     * Uses {@link wNAF} for base point.
     * Uses fake point to mitigate side-channel leakage.
     * @param n - scalar by which point is multiplied
     * @param safe - safe mode guards against timing attacks; unsafe mode is faster
     */
    multiply(n, safe = true) {
      if (!safe && n === 0n)
        return I;
      arange(n, 1n, N);
      if (!safe && this.is0())
        return I;
      if (n === 1n)
        return this;
      if (this.equals(G))
        return wNAF(n).p;
      let p = I;
      let f = G;
      let d = this;
      for (let i = 0; safe ? i < 256 : n > 0n; i++) {
        if (n & 1n)
          p = p.add(d);
        else if (safe)
          f = f.add(d);
        d = d.double();
        n >>= 1n;
      }
      return p;
    }
    multiplyUnsafe(scalar) {
      return this.multiply(scalar, false);
    }
    /** Convert point to 2d xy affine point. (X, Y, Z) ∋ (x=X/Z, y=Y/Z) */
    toAffine() {
      const { X, Y, Z } = this;
      if (this.equals(I))
        return { x: 0n, y: 1n };
      const iz = invert(Z, P);
      if (modP(Z * iz) !== 1n)
        throw new Error("invalid inverse");
      return { x: modP(X * iz), y: modP(Y * iz) };
    }
    toBytes() {
      const { x, y } = this.toAffine();
      const b = numTo32bLE(y);
      b[31] |= x & 1n ? 128 : 0;
      return b;
    }
    toHex() {
      return bytesToHex(this.toBytes());
    }
    clearCofactor() {
      return this.multiply(8n, false);
    }
    isSmallOrder() {
      return this.clearCofactor().is0();
    }
    isTorsionFree() {
      return this.multiply(N / 2n, false).double().add(this).is0();
    }
  };
  __publicField(_Point, "BASE");
  __publicField(_Point, "ZERO");
  var Point = _Point;
  var G = new Point(Gx, Gy, 1n, mod(Gx * Gy));
  var I = new Point(0n, 1n, 1n, 0n);
  Point.BASE = G;
  Point.ZERO = I;
  var numTo32bLE = (num) => hexToBytes(padh(arange(num, 0n, B256), 64)).reverse();
  var bytesToNumberLE = (b) => BigInt("0x" + bytesToHex(Uint8Array.from(abytes(b)).reverse()));
  var pow2 = (x, power) => {
    let r = x;
    while (power-- > 0) {
      r = modP(r * r);
    }
    return r;
  };
  var pow_2_252_3 = (x) => {
    const x2 = modP(x * x);
    const b2 = modP(x2 * x);
    const b4 = modP(pow2(b2, 2) * b2);
    const b5 = modP(pow2(b4, 1) * x);
    const b10 = modP(pow2(b5, 5) * b5);
    const b20 = modP(pow2(b10, 10) * b10);
    const b40 = modP(pow2(b20, 20) * b20);
    const b80 = modP(pow2(b40, 40) * b40);
    const b160 = modP(pow2(b80, 80) * b80);
    const b240 = modP(pow2(b160, 80) * b80);
    const b250 = modP(pow2(b240, 10) * b10);
    return modP(pow2(b250, 2) * x);
  };
  var RM1 = 0x2b8324804fc1df0b2b4d00993dfbd7a72f431806ad2fe478c4ee1b274a0ea0b0n;
  var uvRatio = (u, v) => {
    const v3 = modP(v * modP(v * v));
    const v7 = modP(modP(v3 * v3) * v);
    const pow = pow_2_252_3(modP(u * v7));
    let x = modP(u * modP(v3 * pow));
    const vx2 = modP(v * modP(x * x));
    const root1 = x;
    const root2 = modP(x * RM1);
    const useRoot1 = vx2 === u;
    const useRoot2 = vx2 === mod(-u);
    const noRoot = vx2 === mod(-u * RM1);
    if (useRoot1)
      x = root1;
    if (useRoot2 || noRoot)
      x = root2;
    if ((mod(x) & 1n) === 1n)
      x = mod(-x);
    return { isValid: useRoot1 || useRoot2, value: x };
  };
  var hashes = {
    sha512Async: async (message) => {
      const s = globalThis?.crypto?.subtle;
      if (!s)
        throw new Error("crypto.subtle must be defined, consider polyfill");
      return new Uint8Array(await s.digest("SHA-512", concatBytes(message)));
    },
    sha512: void 0
  };
  var precompute = () => {
    const points = [];
    let p = G;
    let b;
    for (let w = 0; w < 33; w++) {
      b = p;
      points.push(b);
      for (let i = 1; i < 128; i++) {
        b = b.add(p);
        points.push(b);
      }
      p = b.double();
    }
    return points;
  };
  var Gpows = void 0;
  var ctneg = (cnd, p) => {
    const n = p.negate();
    return cnd ? n : p;
  };
  var wNAF = (n) => {
    const comp = Gpows || (Gpows = precompute());
    let p = I;
    let f = G;
    for (let w = 0; w < 33; w++) {
      let wbits = Number(n & 255n);
      n >>= 8n;
      if (wbits > 128) {
        wbits -= 256;
        n += 1n;
      }
      const off = w * 128;
      const offP = off + Math.abs(wbits) - 1;
      const isOddW = w % 2 !== 0;
      const isNeg = wbits < 0;
      if (wbits === 0) {
        f = f.add(ctneg(isOddW, comp[off]));
      } else {
        p = p.add(ctneg(isNeg, comp[offP]));
      }
    }
    if (n !== 0n)
      throw new Error("invalid wnaf");
    return { p, f };
  };

  // judge/js/vendor/noble-hashes/_u64.js
  var U32_MASK64 = /* @__PURE__ */ (() => BigInt(2 ** 32 - 1))();
  var _32n = /* @__PURE__ */ BigInt(32);
  function fromBig(n, le = false) {
    if (le)
      return { h: Number(n & U32_MASK64), l: Number(n >> _32n & U32_MASK64) };
    return { h: Number(n >> _32n & U32_MASK64) | 0, l: Number(n & U32_MASK64) | 0 };
  }
  function split(lst, le = false) {
    const len = lst.length;
    let Ah = new Uint32Array(len);
    let Al = new Uint32Array(len);
    for (let i = 0; i < len; i++) {
      const { h, l } = fromBig(lst[i], le);
      [Ah[i], Al[i]] = [h, l];
    }
    return [Ah, Al];
  }
  var fromNumH = (n) => n / 2 ** 32 | 0;
  var fromNumL = (n) => n >>> 0;
  function setU64FromNum(view, byteOffset, n, isLE) {
    const h = fromNumH(n);
    const l = fromNumL(n);
    view.setUint32(byteOffset, isLE ? l : h, isLE);
    view.setUint32(byteOffset + 4, isLE ? h : l, isLE);
  }
  var shrSH = (h, _l, s) => h >>> s;
  var shrSL = (h, l, s) => h << 32 - s | l >>> s;
  var rotrSH = (h, l, s) => h >>> s | l << 32 - s;
  var rotrSL = (h, l, s) => h << 32 - s | l >>> s;
  var rotrBH = (h, l, s) => h << 64 - s | l >>> s - 32;
  var rotrBL = (h, l, s) => h >>> s - 32 | l << 64 - s;
  function add(Ah, Al, Bh, Bl) {
    const l = (Al >>> 0) + (Bl >>> 0);
    return { h: Ah + Bh + (l / 2 ** 32 | 0) | 0, l: l | 0 };
  }
  var add3L = (Al, Bl, Cl) => (Al >>> 0) + (Bl >>> 0) + (Cl >>> 0);
  var add3H = (low, Ah, Bh, Ch) => Ah + Bh + Ch + (low / 2 ** 32 | 0) | 0;
  var add4L = (Al, Bl, Cl, Dl) => (Al >>> 0) + (Bl >>> 0) + (Cl >>> 0) + (Dl >>> 0);
  var add4H = (low, Ah, Bh, Ch, Dh) => Ah + Bh + Ch + Dh + (low / 2 ** 32 | 0) | 0;
  var add5L = (Al, Bl, Cl, Dl, El) => (Al >>> 0) + (Bl >>> 0) + (Cl >>> 0) + (Dl >>> 0) + (El >>> 0);
  var add5H = (low, Ah, Bh, Ch, Dh, Eh) => Ah + Bh + Ch + Dh + Eh + (low / 2 ** 32 | 0) | 0;

  // judge/js/vendor/noble-hashes/utils.js
  function isBytes2(a) {
    return a instanceof Uint8Array || ArrayBuffer.isView(a) && a.constructor.name === "Uint8Array" && "BYTES_PER_ELEMENT" in a && a.BYTES_PER_ELEMENT === 1;
  }
  var atitle = (title) => title ? `"${title}" ` : "";
  function anumber(n, title = "") {
    if (typeof n !== "number")
      throw new TypeError(atitle(title) + "expected number, got " + typeof n);
    if (!Number.isSafeInteger(n) || n < 0)
      throw new RangeError(atitle(title) + "expected integer >= 0, got " + n);
    return n;
  }
  function abytes2(value2, length, title = "") {
    if (isBytes2(value2) && (length === void 0 || value2.length === length))
      return value2;
    if (length !== void 0)
      anumber(length, "length");
    const bytes = isBytes2(value2);
    const ofLen = length !== void 0 ? ` of length ${length}` : "";
    const got = bytes ? `length=${value2.length}` : `type=${typeof value2}`;
    const message = atitle(title) + "expected Uint8Array" + ofLen + ", got " + got;
    if (!bytes)
      throw new TypeError(message);
    throw new RangeError(message);
  }
  var aobject = (value2, label) => {
    if (value2 === null || typeof value2 !== "object" || Array.isArray(value2))
      throw new TypeError((label === "object" ? "" : `"${label}" `) + "expected object, got type=" + typeof value2);
  };
  var aopts = (value2, label) => {
    aobject(value2, label);
    const proto = Object.getPrototypeOf(value2);
    if (proto !== Object.prototype && proto !== null)
      throw new TypeError(`"${label}" expected plain object`);
    if (Object.hasOwn(value2, "__proto__"))
      throw new TypeError(`"${label}.__proto__" is not allowed`);
  };
  function aexists(instance, checkFinished = true) {
    if (instance.destroyed)
      throw new Error("hash was destroyed");
    if (checkFinished && instance.finished)
      throw new Error("digest() was already called");
  }
  function aoutput(out, instance) {
    abytes2(out, void 0, "output");
    const min = instance.outputLen;
    if (!(out.length >= min)) {
      throw new RangeError('"output" expected length >= ' + min);
    }
  }
  function clean(...arrays) {
    for (let i = 0; i < arrays.length; i++) {
      arrays[i].fill(0);
    }
  }
  function createView(arr2) {
    return new DataView(arr2.buffer, arr2.byteOffset, arr2.byteLength);
  }
  function checkOpts(defaults, opts, title = "opts") {
    aopts(defaults, "defaults");
    if (opts !== void 0)
      aopts(opts, title);
    const merged = Object.assign(/* @__PURE__ */ Object.create(null), defaults, opts);
    return merged;
  }
  function createHasher(hashCons, info = {}) {
    if (typeof hashCons !== "function")
      throw new TypeError('"hashCons" expected function, got type=' + typeof hashCons);
    info = checkOpts({}, info, "info");
    const hashC = (msg, opts) => hashCons(opts).update(msg).digest();
    const tmp = hashCons(void 0);
    hashC.outputLen = tmp.outputLen;
    hashC.blockLen = tmp.blockLen;
    hashC.canXOF = tmp.canXOF;
    hashC.create = (opts) => hashCons(opts);
    Object.assign(hashC, info);
    return Object.freeze(hashC);
  }
  var oidNist = (suffix) => ({
    // Current NIST hashAlgs suffixes used here fit in one DER subidentifier octet.
    // Larger suffix values would need base-128 OID encoding and a different length byte.
    oid: Uint8Array.from([6, 9, 96, 134, 72, 1, 101, 3, 4, 2, suffix])
  });

  // judge/js/vendor/noble-hashes/_md.js
  var HashMD = class {
    constructor(blockLen, outputLen, padOffset, isLE) {
      __publicField(this, "blockLen");
      __publicField(this, "outputLen");
      __publicField(this, "canXOF", false);
      __publicField(this, "padOffset");
      __publicField(this, "isLE");
      // For partial updates less than block size
      __publicField(this, "buffer");
      __publicField(this, "view");
      __publicField(this, "finished", false);
      __publicField(this, "length", 0);
      __publicField(this, "pos", 0);
      __publicField(this, "destroyed", false);
      this.blockLen = blockLen;
      this.outputLen = outputLen;
      this.padOffset = padOffset;
      this.isLE = isLE;
      this.buffer = new Uint8Array(blockLen);
      this.view = createView(this.buffer);
    }
    update(data) {
      aexists(this);
      abytes2(data);
      const { view, buffer, blockLen } = this;
      const len = data.length;
      let processed = false;
      for (let pos = 0; pos < len; ) {
        const take = Math.min(blockLen - this.pos, len - pos);
        if (take === blockLen) {
          const dataView = createView(data);
          for (; blockLen <= len - pos; pos += blockLen)
            this.process(dataView, pos);
          processed = true;
          continue;
        }
        buffer.set(pos === 0 && take === len ? data : data.subarray(pos, pos + take), this.pos);
        this.pos += take;
        pos += take;
        if (this.pos === blockLen) {
          this.process(view, 0);
          this.pos = 0;
          processed = true;
        }
      }
      this.length += data.length;
      if (processed)
        this.roundClean();
      return this;
    }
    digestInto(out) {
      aexists(this);
      aoutput(out, this);
      this.finished = true;
      const { buffer, view, blockLen, isLE } = this;
      let { pos } = this;
      buffer[pos++] = 128;
      buffer.fill(0, pos);
      if (this.padOffset > blockLen - pos) {
        this.process(view, 0);
        buffer.fill(0);
      }
      setU64FromNum(view, blockLen - 8, this.length * 8, isLE);
      this.process(view, 0);
      this.roundClean();
      const oview = out === buffer ? view : createView(out);
      const len = this.outputLen;
      const outLen = len / 4;
      const state = this.get();
      if (len % 4 || outLen > state.length)
        throw new Error("invalid outputLen");
      for (let i = 0; i < outLen; i++)
        oview.setUint32(4 * i, state[i], isLE);
    }
    digest() {
      const { buffer, outputLen } = this;
      this.digestInto(buffer);
      const res = buffer.slice(0, outputLen);
      this.destroy();
      return res;
    }
    _cloneIntoMeta(to) {
      const { buffer, length, finished, destroyed, pos } = this;
      to.destroyed = destroyed;
      to.finished = finished;
      to.length = length;
      to.pos = pos;
      if (pos)
        to.buffer.set(buffer);
      return to;
    }
    clone() {
      return this._cloneInto();
    }
  };
  var SHA512_IV = /* @__PURE__ */ Uint32Array.from([
    1779033703,
    4089235720,
    3144134277,
    2227873595,
    1013904242,
    4271175723,
    2773480762,
    1595750129,
    1359893119,
    2917565137,
    2600822924,
    725511199,
    528734635,
    4215389547,
    1541459225,
    327033209
  ]);

  // judge/js/vendor/noble-hashes/sha2.js
  var K512 = /* @__PURE__ */ (() => split([
    "0x428a2f98d728ae22",
    "0x7137449123ef65cd",
    "0xb5c0fbcfec4d3b2f",
    "0xe9b5dba58189dbbc",
    "0x3956c25bf348b538",
    "0x59f111f1b605d019",
    "0x923f82a4af194f9b",
    "0xab1c5ed5da6d8118",
    "0xd807aa98a3030242",
    "0x12835b0145706fbe",
    "0x243185be4ee4b28c",
    "0x550c7dc3d5ffb4e2",
    "0x72be5d74f27b896f",
    "0x80deb1fe3b1696b1",
    "0x9bdc06a725c71235",
    "0xc19bf174cf692694",
    "0xe49b69c19ef14ad2",
    "0xefbe4786384f25e3",
    "0x0fc19dc68b8cd5b5",
    "0x240ca1cc77ac9c65",
    "0x2de92c6f592b0275",
    "0x4a7484aa6ea6e483",
    "0x5cb0a9dcbd41fbd4",
    "0x76f988da831153b5",
    "0x983e5152ee66dfab",
    "0xa831c66d2db43210",
    "0xb00327c898fb213f",
    "0xbf597fc7beef0ee4",
    "0xc6e00bf33da88fc2",
    "0xd5a79147930aa725",
    "0x06ca6351e003826f",
    "0x142929670a0e6e70",
    "0x27b70a8546d22ffc",
    "0x2e1b21385c26c926",
    "0x4d2c6dfc5ac42aed",
    "0x53380d139d95b3df",
    "0x650a73548baf63de",
    "0x766a0abb3c77b2a8",
    "0x81c2c92e47edaee6",
    "0x92722c851482353b",
    "0xa2bfe8a14cf10364",
    "0xa81a664bbc423001",
    "0xc24b8b70d0f89791",
    "0xc76c51a30654be30",
    "0xd192e819d6ef5218",
    "0xd69906245565a910",
    "0xf40e35855771202a",
    "0x106aa07032bbd1b8",
    "0x19a4c116b8d2d0c8",
    "0x1e376c085141ab53",
    "0x2748774cdf8eeb99",
    "0x34b0bcb5e19b48a8",
    "0x391c0cb3c5c95a63",
    "0x4ed8aa4ae3418acb",
    "0x5b9cca4f7763e373",
    "0x682e6ff3d6b2b8a3",
    "0x748f82ee5defb2fc",
    "0x78a5636f43172f60",
    "0x84c87814a1f0ab72",
    "0x8cc702081a6439ec",
    "0x90befffa23631e28",
    "0xa4506cebde82bde9",
    "0xbef9a3f7b2c67915",
    "0xc67178f2e372532b",
    "0xca273eceea26619c",
    "0xd186b8c721c0c207",
    "0xeada7dd6cde0eb1e",
    "0xf57d4f7fee6ed178",
    "0x06f067aa72176fba",
    "0x0a637dc5a2c898a6",
    "0x113f9804bef90dae",
    "0x1b710b35131c471b",
    "0x28db77f523047d84",
    "0x32caab7b40c72493",
    "0x3c9ebe0a15c9bebc",
    "0x431d67c49c100d4c",
    "0x4cc5d4becb3e42b6",
    "0x597f299cfc657e2a",
    "0x5fcb6fab3ad6faec",
    "0x6c44198c4a475817"
  ].map((n) => BigInt(n))))();
  var SHA512_Kh = /* @__PURE__ */ (() => K512[0])();
  var SHA512_Kl = /* @__PURE__ */ (() => K512[1])();
  var SHA512_W_H = /* @__PURE__ */ new Uint32Array(80);
  var SHA512_W_L = /* @__PURE__ */ new Uint32Array(80);
  var SHA2_64B = class extends HashMD {
    constructor(outputLen, IV) {
      super(128, outputLen, 16, false);
      // We cannot use array here since array allows indexing by variable
      // which means optimizer/compiler cannot use registers.
      // h -- high 32 bits, l -- low 32 bits
      // Numeric initializers matter: starting the fields as `undefined` changes
      // V8's field representation and slows hashing down (measured on sha256).
      __publicField(this, "Ah", 0);
      __publicField(this, "Al", 0);
      __publicField(this, "Bh", 0);
      __publicField(this, "Bl", 0);
      __publicField(this, "Ch", 0);
      __publicField(this, "Cl", 0);
      __publicField(this, "Dh", 0);
      __publicField(this, "Dl", 0);
      __publicField(this, "Eh", 0);
      __publicField(this, "El", 0);
      __publicField(this, "Fh", 0);
      __publicField(this, "Fl", 0);
      __publicField(this, "Gh", 0);
      __publicField(this, "Gl", 0);
      __publicField(this, "Hh", 0);
      __publicField(this, "Hl", 0);
      this.Ah = IV[0] | 0;
      this.Al = IV[1] | 0;
      this.Bh = IV[2] | 0;
      this.Bl = IV[3] | 0;
      this.Ch = IV[4] | 0;
      this.Cl = IV[5] | 0;
      this.Dh = IV[6] | 0;
      this.Dl = IV[7] | 0;
      this.Eh = IV[8] | 0;
      this.El = IV[9] | 0;
      this.Fh = IV[10] | 0;
      this.Fl = IV[11] | 0;
      this.Gh = IV[12] | 0;
      this.Gl = IV[13] | 0;
      this.Hh = IV[14] | 0;
      this.Hl = IV[15] | 0;
    }
    // prettier-ignore
    get() {
      const { Ah, Al, Bh, Bl, Ch, Cl, Dh, Dl, Eh, El, Fh, Fl, Gh, Gl, Hh, Hl } = this;
      return [Ah, Al, Bh, Bl, Ch, Cl, Dh, Dl, Eh, El, Fh, Fl, Gh, Gl, Hh, Hl];
    }
    // prettier-ignore
    set(Ah, Al, Bh, Bl, Ch, Cl, Dh, Dl, Eh, El, Fh, Fl, Gh, Gl, Hh, Hl) {
      this.Ah = Ah | 0;
      this.Al = Al | 0;
      this.Bh = Bh | 0;
      this.Bl = Bl | 0;
      this.Ch = Ch | 0;
      this.Cl = Cl | 0;
      this.Dh = Dh | 0;
      this.Dl = Dl | 0;
      this.Eh = Eh | 0;
      this.El = El | 0;
      this.Fh = Fh | 0;
      this.Fl = Fl | 0;
      this.Gh = Gh | 0;
      this.Gl = Gl | 0;
      this.Hh = Hh | 0;
      this.Hl = Hl | 0;
    }
    _cloneInto(to) {
      (to || (to = new this.constructor())).set(...this.get());
      return this._cloneIntoMeta(to);
    }
    process(view, offset) {
      for (let i = 0; i < 16; i++, offset += 4) {
        SHA512_W_H[i] = view.getUint32(offset);
        SHA512_W_L[i] = view.getUint32(offset += 4);
      }
      for (let i = 16; i < 80; i++) {
        const W15h = SHA512_W_H[i - 15] | 0;
        const W15l = SHA512_W_L[i - 15] | 0;
        const s0h = rotrSH(W15h, W15l, 1) ^ rotrSH(W15h, W15l, 8) ^ shrSH(W15h, W15l, 7);
        const s0l = rotrSL(W15h, W15l, 1) ^ rotrSL(W15h, W15l, 8) ^ shrSL(W15h, W15l, 7);
        const W2h = SHA512_W_H[i - 2] | 0;
        const W2l = SHA512_W_L[i - 2] | 0;
        const s1h = rotrSH(W2h, W2l, 19) ^ rotrBH(W2h, W2l, 61) ^ shrSH(W2h, W2l, 6);
        const s1l = rotrSL(W2h, W2l, 19) ^ rotrBL(W2h, W2l, 61) ^ shrSL(W2h, W2l, 6);
        const SUMl = add4L(s0l, s1l, SHA512_W_L[i - 7], SHA512_W_L[i - 16]);
        const SUMh = add4H(SUMl, s0h, s1h, SHA512_W_H[i - 7], SHA512_W_H[i - 16]);
        SHA512_W_H[i] = SUMh | 0;
        SHA512_W_L[i] = SUMl | 0;
      }
      let { Ah, Al, Bh, Bl, Ch, Cl, Dh, Dl, Eh, El, Fh, Fl, Gh, Gl, Hh, Hl } = this;
      for (let i = 0; i < 80; i++) {
        const sigma1h = rotrSH(Eh, El, 14) ^ rotrSH(Eh, El, 18) ^ rotrBH(Eh, El, 41);
        const sigma1l = rotrSL(Eh, El, 14) ^ rotrSL(Eh, El, 18) ^ rotrBL(Eh, El, 41);
        const CHIh = Eh & Fh ^ ~Eh & Gh;
        const CHIl = El & Fl ^ ~El & Gl;
        const T1ll = add5L(Hl, sigma1l, CHIl, SHA512_Kl[i], SHA512_W_L[i]);
        const T1h = add5H(T1ll, Hh, sigma1h, CHIh, SHA512_Kh[i], SHA512_W_H[i]);
        const T1l = T1ll | 0;
        const sigma0h = rotrSH(Ah, Al, 28) ^ rotrBH(Ah, Al, 34) ^ rotrBH(Ah, Al, 39);
        const sigma0l = rotrSL(Ah, Al, 28) ^ rotrBL(Ah, Al, 34) ^ rotrBL(Ah, Al, 39);
        const MAJh = Ah & Bh ^ Ah & Ch ^ Bh & Ch;
        const MAJl = Al & Bl ^ Al & Cl ^ Bl & Cl;
        Hh = Gh | 0;
        Hl = Gl | 0;
        Gh = Fh | 0;
        Gl = Fl | 0;
        Fh = Eh | 0;
        Fl = El | 0;
        ({ h: Eh, l: El } = add(Dh | 0, Dl | 0, T1h | 0, T1l | 0));
        Dh = Ch | 0;
        Dl = Cl | 0;
        Ch = Bh | 0;
        Cl = Bl | 0;
        Bh = Ah | 0;
        Bl = Al | 0;
        const All = add3L(T1l, sigma0l, MAJl);
        Ah = add3H(All, T1h, sigma0h, MAJh);
        Al = All | 0;
      }
      ({ h: Ah, l: Al } = add(this.Ah | 0, this.Al | 0, Ah | 0, Al | 0));
      ({ h: Bh, l: Bl } = add(this.Bh | 0, this.Bl | 0, Bh | 0, Bl | 0));
      ({ h: Ch, l: Cl } = add(this.Ch | 0, this.Cl | 0, Ch | 0, Cl | 0));
      ({ h: Dh, l: Dl } = add(this.Dh | 0, this.Dl | 0, Dh | 0, Dl | 0));
      ({ h: Eh, l: El } = add(this.Eh | 0, this.El | 0, Eh | 0, El | 0));
      ({ h: Fh, l: Fl } = add(this.Fh | 0, this.Fl | 0, Fh | 0, Fl | 0));
      ({ h: Gh, l: Gl } = add(this.Gh | 0, this.Gl | 0, Gh | 0, Gl | 0));
      ({ h: Hh, l: Hl } = add(this.Hh | 0, this.Hl | 0, Hh | 0, Hl | 0));
      this.set(Ah, Al, Bh, Bl, Ch, Cl, Dh, Dl, Eh, El, Fh, Fl, Gh, Gl, Hh, Hl);
    }
    roundClean() {
      clean(SHA512_W_H, SHA512_W_L);
    }
    destroy() {
      this.destroyed = true;
      clean(this.buffer);
      this.set(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    }
  };
  var _SHA512 = class extends SHA2_64B {
    constructor() {
      super(64, SHA512_IV);
    }
  };
  var sha512 = /* @__PURE__ */ createHasher(
    () => new _SHA512(),
    /* @__PURE__ */ oidNist(3)
  );

  // judge/js/src/ed25519.js
  hashes.sha512 = sha512;
  var Point2 = Point;
  var G2 = Point2.BASE;
  var L = 0x1000000000000000000000000000000014def9dea2f79cd65812631a5cf5d3edn;
  function hexBytes(h) {
    const n = h.length - 2 >> 1;
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) out[i] = parseInt(h.substr(2 + 2 * i, 2), 16);
    return out;
  }
  function leNumber(b) {
    let h = "0x";
    for (let i = b.length - 1; i >= 0; i--) h += (b[i] < 16 ? "0" : "") + b[i].toString(16);
    return BigInt(h);
  }
  function keyPoint(key) {
    try {
      const p = Point2.fromBytes(key, false);
      return !p.isSmallOrder() && p.isTorsionFree() ? p : null;
    } catch (e) {
      return null;
    }
  }
  var TABLE_AFTER = 3;
  var Key = class {
    constructor(bytes) {
      this.bytes = bytes;
      this.point = keyPoint(bytes);
      this.rows = null;
      this.uses = 0;
    }
    mul(k) {
      if (this.rows === null && ++this.uses <= TABLE_AFTER) return this.point.multiply(k, false);
      if (this.rows === null) {
        this.rows = [];
        let base = this.point;
        for (let i = 0; i < 64; i++) {
          const row = [null, base];
          for (let j = 2; j < 16; j++) row.push(row[j - 1].add(base));
          this.rows.push(row);
          base = row[15].add(base);
        }
      }
      let acc = Point2.ZERO;
      for (let i = 0; i < 64 && k > 0n; i++) {
        const d = Number(k & 15n);
        if (d !== 0) acc = acc.add(this.rows[i][d]);
        k >>= 4n;
      }
      return acc;
    }
  };
  function verifyWith(key, sig, msg) {
    if (key.point === null || sig.length !== 64) return false;
    const r = sig.subarray(0, 32);
    const s = leNumber(sig.subarray(32, 64));
    if (s >= L) return false;
    let R;
    try {
      R = Point2.fromBytes(r, false);
    } catch (e) {
      return false;
    }
    const buf = new Uint8Array(64 + msg.length);
    buf.set(r);
    buf.set(key.bytes, 32);
    buf.set(msg, 64);
    const k = leNumber(sha512(buf)) % L;
    const SB = G2.multiply(s, false);
    return R.add(key.mul(k)).subtract(SB).clearCofactor().is0();
  }

  // judge/js/src/classes/transcript.js
  var KEY = /^0x[0-9a-f]{64}$/;
  var SIG = /^0x[0-9a-f]{128}$/;
  var O_HASH = Object.freeze({ pattern: HASH32 });
  var O_KEY = Object.freeze({ pattern: KEY });
  var O_SIG = Object.freeze({ pattern: SIG });
  var O_TEXT2 = Object.freeze({ min: 1, max: 4096 });
  var O_ANY = Object.freeze({ max: 4096 });
  var O_QUOTE = Object.freeze({ max: 1 << 17, pattern: HEXDATA });
  var O_ONE = Object.freeze({ min: 1 });
  var O_PATH2 = Object.freeze({ min: 1, max: 1024 });
  var MAX_QUESTIONS = 256;
  var MAX_TOOL_CALLS = 1024;
  var MAX_STEPS = MAX_QUESTIONS * (MAX_TOOL_CALLS + 2);
  var ANSWERS = Object.freeze(["true", "false", "unsure", "error"]);
  var KINDS = Object.freeze(["question", "tool", "answer"]);
  var TOOLS = Object.freeze(["read_file", "list_files", "search_repository"]);
  var ZERO2 = "0x" + "0".repeat(64);
  var NONE3 = Object.freeze([]);
  var PROFILES = Object.freeze(["public", "forensic"]);
  var Buf = class {
    constructor(tag) {
      this.parts = [];
      this.n = 0;
      this.push(utf8Encode(tag));
      this.push(Uint8Array.of(0));
    }
    push(b) {
      this.parts.push(b);
      this.n += b.length;
      return this;
    }
    hex(h) {
      return this.push(hexBytes(h));
    }
    u8(v) {
      return this.push(Uint8Array.of(v));
    }
    u32(v) {
      return this.push(Uint8Array.of(v >>> 24 & 255, v >>> 16 & 255, v >>> 8 & 255, v & 255));
    }
    u64(v) {
      const hi = Math.floor(v / 4294967296), lo = v >>> 0;
      return this.push(Uint8Array.of(
        hi >>> 24 & 255,
        hi >>> 16 & 255,
        hi >>> 8 & 255,
        hi & 255,
        lo >>> 24 & 255,
        lo >>> 16 & 255,
        lo >>> 8 & 255,
        lo & 255
      ));
    }
    lp(s) {
      const b = utf8Encode(s);
      this.u32(b.length);
      return this.push(b);
    }
    bytes() {
      const out = new Uint8Array(this.n);
      let off = 0;
      for (const p of this.parts) {
        out.set(p, off);
        off += p.length;
      }
      return out;
    }
  };
  function textHash(s) {
    return sha256Hex(utf8Encode(s));
  }
  function answerCode(a) {
    return ANSWERS.indexOf(a) + 1;
  }
  function kindCode(k) {
    return KINDS.indexOf(k) + 1;
  }
  function ticketMessage(t) {
    return new Buf("verijudge/witness/v1/ticket").hex(t.nonce).u64(t.issuedAt).u32(t.maxQuestions).u32(t.maxToolCalls).hex(t.corpusHash).hex(t.proverKey).hex(t.verifierKey).bytes();
  }
  function bootReportData(auditorKey, th) {
    return sha256Hex(new Buf("verijudge/witness/v1/boot").hex(auditorKey).hex(th).bytes()) + "0".repeat(64);
  }
  function genesis(ctx) {
    const a = ctx.ev.auditor;
    return sha256Hex(new Buf("verijudge/witness/v1/chain").hex(ctx.t.corpusHash).hex(ctx.th).hex(a.key).hex(textHash(a.backend)).hex(a.quoteHash).bytes());
  }
  function nextHead(prev, s) {
    return sha256Hex(new Buf("verijudge/witness/v1/step").hex(prev).u64(s.n).u8(kindCode(s.kind)).u32(s.question).lp(s.tool).lp(s.args).hex(s.result).hex(s.file).bytes());
  }
  function stepHeadMessage(th, n, head) {
    return new Buf("verijudge/witness/v1/step-head").hex(th).u64(n).hex(head).bytes();
  }
  function questionMessage(th, k, q) {
    return new Buf("verijudge/witness/v1/question").hex(th).u32(k).hex(textHash(q)).bytes();
  }
  function ackMessage(th, q) {
    return new Buf("verijudge/witness/v1/ack").hex(th).u32(q.n).hex(q.head).u8(answerCode(q.answer)).u32(q.toolCalls).bytes();
  }
  function attestationMessage(th, q) {
    return new Buf("verijudge/witness/v1/attestation").hex(th).u32(q.n).hex(textHash(q.question)).u8(answerCode(q.answer)).u32(q.toolCalls).hex(q.head).hex(q.ack).bytes();
  }
  function finalMessage(th, f) {
    return new Buf("verijudge/witness/v1/final").hex(th).u64(f.steps).u32(f.questions).hex(f.head).bytes();
  }
  function abortMessage(th, a) {
    return new Buf("verijudge/witness/v1/abort").hex(th).u64(a.steps).hex(a.head).hex(textHash(a.reason)).bytes();
  }
  function text(v, p) {
    str(v, p, O_TEXT2);
    if (utf8Length(v) > 4096) throw schemaError(p, "longer than 4096 bytes of UTF-8");
    return v;
  }
  function readEvidence4(ev) {
    fields(ev, "evidence", ["ticket", "auditor", "questions"], ["final", "abort", "locker"]);
    const t = fields(ev.ticket, "evidence.ticket", [
      "nonce",
      "issuedAt",
      "maxQuestions",
      "maxToolCalls",
      "corpusHash",
      "proverKey",
      "verifierKey",
      "signature"
    ], NONE3);
    str(t.nonce, "evidence.ticket.nonce", O_HASH);
    int(t.issuedAt, "evidence.ticket.issuedAt");
    int(t.maxQuestions, "evidence.ticket.maxQuestions");
    int(t.maxToolCalls, "evidence.ticket.maxToolCalls");
    str(t.corpusHash, "evidence.ticket.corpusHash", O_HASH);
    str(t.proverKey, "evidence.ticket.proverKey", O_KEY);
    str(t.verifierKey, "evidence.ticket.verifierKey", O_KEY);
    str(t.signature, "evidence.ticket.signature", O_SIG);
    const a = fields(ev.auditor, "evidence.auditor", ["key", "backend", "quoteHash"], ["quote"]);
    str(a.key, "evidence.auditor.key", O_KEY);
    str(a.backend, "evidence.auditor.backend", { min: 1, max: 64 });
    str(a.quoteHash, "evidence.auditor.quoteHash", O_HASH);
    if (has(a, "quote")) str(a.quote, "evidence.auditor.quote", O_QUOTE);
    arr(ev.questions, "evidence.questions", { max: MAX_QUESTIONS });
    for (let i = 0; i < ev.questions.length; i++) {
      const p = "evidence.questions[" + i + "]";
      const q = fields(ev.questions[i], p, ["n", "question", "signature", "answer", "toolCalls", "head", "ack", "attestation"], NONE3);
      int(q.n, p + ".n", O_ONE);
      text(q.question, p + ".question");
      str(q.signature, p + ".signature", O_SIG);
      str(q.answer, p + ".answer", { max: 64 });
      int(q.toolCalls, p + ".toolCalls");
      str(q.head, p + ".head", O_HASH);
      str(q.ack, p + ".ack", O_SIG);
      str(q.attestation, p + ".attestation", O_SIG);
    }
    if (has(ev, "final")) {
      const f = fields(ev.final, "evidence.final", ["steps", "questions", "head", "proverSignature", "auditorSignature"], NONE3);
      int(f.steps, "evidence.final.steps");
      int(f.questions, "evidence.final.questions");
      str(f.head, "evidence.final.head", O_HASH);
      str(f.proverSignature, "evidence.final.proverSignature", O_SIG);
      str(f.auditorSignature, "evidence.final.auditorSignature", O_SIG);
    }
    if (has(ev, "abort")) {
      const b = fields(ev.abort, "evidence.abort", ["steps", "head", "reason", "signature"], NONE3);
      int(b.steps, "evidence.abort.steps");
      str(b.head, "evidence.abort.head", O_HASH);
      str(b.reason, "evidence.abort.reason", { max: 1024 });
      str(b.signature, "evidence.abort.signature", O_SIG);
    }
    if (has(ev, "locker")) {
      const l = fields(ev.locker, "evidence.locker", ["files", "steps"], NONE3);
      arr(l.files, "evidence.locker.files", { max: 1e4 });
      for (let i = 0; i < l.files.length; i++) {
        const p = "evidence.locker.files[" + i + "]";
        fields(l.files[i], p, ["path", "sha256"], NONE3);
        str(l.files[i].path, p + ".path", O_PATH2);
        str(l.files[i].sha256, p + ".sha256", O_HASH);
      }
      arr(l.steps, "evidence.locker.steps", { max: MAX_STEPS });
      for (let i = 0; i < l.steps.length; i++) {
        const p = "evidence.locker.steps[" + i + "]";
        const s = fields(l.steps[i], p, [
          "n",
          "kind",
          "question",
          "tool",
          "args",
          "result",
          "file",
          "head",
          "proverSignature",
          "auditorSignature"
        ], NONE3);
        int(s.n, p + ".n", O_ONE);
        str(s.kind, p + ".kind", { max: 16 });
        if (KINDS.indexOf(s.kind) < 0) throw schemaError(p + ".kind", "must be one of " + KINDS.join(", "));
        int(s.question, p + ".question");
        str(s.tool, p + ".tool", { max: 64 });
        str(s.args, p + ".args", O_ANY);
        str(s.result, p + ".result", O_HASH);
        str(s.file, p + ".file", O_HASH);
        str(s.head, p + ".head", O_HASH);
        str(s.proverSignature, p + ".proverSignature", O_SIG);
        str(s.auditorSignature, p + ".auditorSignature", O_SIG);
      }
    }
    const m = ticketMessage(t), sig = hexBytes(t.signature);
    const signed = new Uint8Array(m.length + sig.length);
    signed.set(m);
    signed.set(sig, m.length);
    const th = sha256Hex(signed);
    return { ev, t, th, keys: /* @__PURE__ */ Object.create(null) };
  }
  function keyOf(ctx, key) {
    let k = ctx.keys[key];
    if (k === void 0) k = ctx.keys[key] = new Key(hexBytes(key));
    return k;
  }
  function sigOK(ctx, key, msg, sig) {
    return verifyWith(keyOf(ctx, key), hexBytes(sig), msg);
  }
  var TDX_REPORT_DATA = 568;
  var TDX_MRTD = 184;
  var TDX_RTMR = 376;
  function hexOf(b, from, to) {
    let h = "0x";
    for (let i = from; i < to; i++) h += (b[i] < 16 ? "0" : "") + b[i].toString(16);
    return h;
  }
  function quoteFields(quoteHex) {
    const q = hexBytes(quoteHex);
    if (q.length < TDX_REPORT_DATA + 64) return null;
    if (q[0] !== 4 || q[1] !== 0) return null;
    if (q[4] !== 129 || q[5] !== 0 || q[6] !== 0 || q[7] !== 0) return null;
    const m = new Uint8Array(48 + 4 * 48);
    m.set(q.subarray(TDX_MRTD, TDX_MRTD + 48));
    m.set(q.subarray(TDX_RTMR, TDX_RTMR + 4 * 48), 48);
    return { reportData: hexOf(q, TDX_REPORT_DATA, TDX_REPORT_DATA + 64), measurement: sha256Hex(m) };
  }
  function pathProblem(p) {
    if (utf8Length(p) > 1024) return "is longer than 1024 bytes";
    if (p[0] === "/" || p.indexOf("\\") >= 0) return "must be relative and slash-separated";
    for (let i = 0; i < p.length; i++) {
      const c = p.charCodeAt(i);
      if (c < 32 || c === 127) return "holds a control character";
    }
    const parts = p.split("/");
    for (let i = 0; i < parts.length; i++) {
      const e = parts[i];
      if (e === "" || e === "." || e === ".." || e === ".git") return "has a " + JSON.stringify(e) + " element";
    }
    return null;
  }
  function needLocker(ctx) {
    return has(ctx.ev, "locker") ? null : { pass: false, expected: "the forensic locker", actual: "the trace holds no locker" };
  }
  var transcript = deepFreeze({
    name: "transcript",
    readEvidence: readEvidence4,
    txHashes: () => [],
    checks: {
      // The ticket: budgets in range, both keys usable, the prover's
      // signature; and, when the check names them, the expected keys.
      ticket_valid: {
        params: [[], ["proverKey", "verifierKey"]],
        validate(c, p) {
          if (has(c, "proverKey")) str(c.proverKey, p + ".proverKey", O_KEY);
          if (has(c, "verifierKey")) str(c.verifierKey, p + ".verifierKey", O_KEY);
        },
        run(c, ctx) {
          const t = ctx.t, bad = [];
          if (t.maxQuestions < 1 || t.maxQuestions > MAX_QUESTIONS) bad.push("maxQuestions " + t.maxQuestions + " not in [1, " + MAX_QUESTIONS + "]");
          if (t.maxToolCalls > MAX_TOOL_CALLS) bad.push("maxToolCalls " + t.maxToolCalls + " over " + MAX_TOOL_CALLS);
          if (has(c, "proverKey") && c.proverKey !== t.proverKey) bad.push("prover key " + t.proverKey + ", want " + c.proverKey);
          if (has(c, "verifierKey") && c.verifierKey !== t.verifierKey) bad.push("verifier key " + t.verifierKey + ", want " + c.verifierKey);
          if (keyOf(ctx, t.verifierKey).point === null) bad.push("the verifier key is not a prime-order point");
          if (!sigOK(ctx, t.proverKey, ticketMessage(t), t.signature)) bad.push("the ticket is not signed by its prover key");
          return result(bad, "a ticket signed by its prover, budgets in range", "ticket " + ctx.th);
        }
      },
      // The boot binding: a TDX quote whose report data is
      // sha256(tag ‖ auditor key ‖ ticket hash), and whose hash is quoteHash.
      // The quote's signatures and certificates are not checked here: verify
      // checks them (witness-boot-quote) under its trust root's TDX roots.
      auditor_bound: {
        params: [[], ["measurement"]],
        validate(c, p) {
          if (has(c, "measurement")) str(c.measurement, p + ".measurement", O_HASH);
        },
        run(c, ctx) {
          const a = ctx.ev.auditor;
          const expected = "a TDX quote binding the auditor key to the ticket" + (has(c, "measurement") ? ", measurement " + c.measurement : "");
          if (!has(a, "quote")) {
            return { pass: false, expected, actual: "no quote: the auditor ran with " + a.backend + ", nothing binds its key to a TEE" };
          }
          const bad = [];
          if (sha256Hex(hexBytes(a.quote)) !== a.quoteHash) bad.push("quoteHash is not sha256 of the quote");
          const q = quoteFields(a.quote);
          if (q === null) return result(["not a TDX version-4 quote"], expected, "");
          if (q.reportData !== bootReportData(a.key, ctx.th)) bad.push("the quote's report data binds another key or ticket");
          if (has(c, "measurement") && q.measurement !== c.measurement) bad.push("measurement " + q.measurement);
          return result(bad, expected, "report data binds the key and ticket, measurement " + q.measurement + " (the quote's signatures are verify's witness-boot-quote check)");
        }
      },
      // Signatures. public: the ticket, each question (the verifier's) and
      // its attestation (the auditor's), the final head (or the abort);
      // forensic adds every acknowledgement and step.
      signatures_valid: {
        params: [[], ["profile"]],
        validate(c, p) {
          if (has(c, "profile") && PROFILES.indexOf(c.profile) < 0) throw schemaError(p + ".profile", "must be public or forensic");
        },
        run(c, ctx) {
          const forensic = c.profile === "forensic";
          const ev = ctx.ev, t = ctx.t, th = ctx.th, ak = ev.auditor.key, bad = [];
          if (forensic && !has(ev, "locker")) return needLocker(ctx);
          if (!sigOK(ctx, t.proverKey, ticketMessage(t), t.signature)) bad.push("ticket");
          for (const q of ev.questions) {
            if (!sigOK(ctx, ak, attestationMessage(th, q), q.attestation)) bad.push("attestation " + q.n);
            if (!sigOK(ctx, t.verifierKey, questionMessage(th, q.n, q.question), q.signature)) bad.push("question " + q.n);
            if (forensic && !sigOK(ctx, t.proverKey, ackMessage(th, q), q.ack)) bad.push("ack " + q.n);
          }
          if (has(ev, "final")) {
            const m = finalMessage(th, ev.final);
            if (!sigOK(ctx, t.proverKey, m, ev.final.proverSignature)) bad.push("final (prover)");
            if (!sigOK(ctx, ak, m, ev.final.auditorSignature)) bad.push("final (auditor)");
          }
          if (has(ev, "abort") && !sigOK(ctx, ak, abortMessage(th, ev.abort), ev.abort.signature)) bad.push("abort");
          if (forensic) {
            for (const s of ev.locker.steps) {
              const m = stepHeadMessage(th, s.n, s.head);
              if (!sigOK(ctx, t.proverKey, m, s.proverSignature)) bad.push("step " + s.n + " (prover)");
              if (!sigOK(ctx, ak, m, s.auditorSignature)) bad.push("step " + s.n + " (auditor)");
            }
          }
          if (bad.length > 8) bad.splice(8, bad.length - 8, "and " + (bad.length - 8) + " more");
          return {
            pass: bad.length === 0,
            expected: (forensic ? "forensic" : "public") + " signatures valid",
            actual: bad.length === 0 ? "all valid" : "invalid: " + bad.join(", ")
          };
        }
      },
      // The chain, recomputed from the locker: H0 from the corpus and ticket,
      // every link, the questions' heads, the final or abort head, the step
      // order, and one result per request (a prover that answers the same
      // request twice with different results forked its history).
      chain_valid: {
        params: [[], []],
        validate: noValidate,
        run(c, ctx) {
          const missing = needLocker(ctx);
          if (missing) return missing;
          const ev = ctx.ev, steps = ev.locker.steps, bad = [];
          let head = genesis(ctx), open = 0, asked = 0;
          const seen = /* @__PURE__ */ Object.create(null);
          const heads = [];
          for (let i = 0; i < steps.length && bad.length === 0; i++) {
            const s = steps[i];
            if (s.n !== i + 1) {
              bad.push("step " + (i + 1) + " is numbered " + s.n);
              break;
            }
            const q = ev.questions[s.question - 1];
            if (s.kind === "question") {
              if (open !== 0 || s.question !== asked + 1) bad.push("step " + s.n + " opens question " + s.question + " out of order");
              else if (q === void 0 && has(ev, "abort")) {
              } else if (q === void 0 || s.args !== q.question || s.result !== sha256Hex(hexBytes(q.signature)) || s.tool !== "" || s.file !== ZERO2) {
                bad.push("step " + s.n + " is not question " + s.question + " as attested");
              }
              open = s.question;
            } else if (s.kind === "tool") {
              if (open === 0 || s.question !== open) bad.push("step " + s.n + " calls a tool outside an open question");
              else if (TOOLS.indexOf(s.tool) < 0) bad.push("step " + s.n + " calls unknown tool " + JSON.stringify(s.tool));
              else if (s.tool !== "read_file" && s.file !== ZERO2) bad.push("step " + s.n + " names a file hash for " + s.tool);
              const key = s.tool + "\0" + s.args;
              if (seen[key] !== void 0 && seen[key].result !== s.result) {
                bad.push("forked history: step " + s.n + " answers " + s.tool + " " + s.args + " otherwise than step " + seen[key].n);
              }
              if (seen[key] === void 0) seen[key] = s;
            } else {
              if (open === 0 || s.question !== open) bad.push("step " + s.n + " answers no open question");
              else if (q === void 0 || s.args !== q.answer || s.tool !== "" || s.result !== ZERO2 || s.file !== ZERO2) {
                bad.push("step " + s.n + " is not the attested answer to question " + s.question);
              }
              open = 0;
              asked = s.question;
            }
            head = nextHead(head, s);
            if (head !== s.head) bad.push("step " + s.n + " head " + s.head + " is not the chain's " + head);
            heads.push(head);
            if (s.kind === "answer" && q !== void 0 && q.head !== head) bad.push("question " + q.n + " attests head " + q.head + ", the chain has " + head);
          }
          if (bad.length === 0 && asked !== ev.questions.length) bad.push("the chain answers " + asked + " questions, " + ev.questions.length + " are attested");
          if (bad.length === 0 && has(ev, "final")) {
            if (ev.final.steps !== steps.length || ev.final.head !== head) bad.push("the final head is not the chain's head after " + steps.length + " steps");
          }
          if (bad.length === 0 && has(ev, "abort")) {
            const at2 = ev.abort.steps;
            const h = at2 === 0 ? genesis(ctx) : heads[at2 - 1];
            if (at2 !== steps.length) bad.push("the abort is at step " + at2 + ", the locker holds " + steps.length + " steps");
            else if (h !== ev.abort.head) bad.push("the abort head is not the chain's head after " + at2 + " steps");
          }
          return result(bad, "the chain recomputes from the locker", steps.length + " steps, head " + head);
        }
      },
      // The map hashes to the ticket's corpus hash, and every file the
      // auditor read is the file the map names.
      files_match_corpus: {
        params: [[], []],
        validate: noValidate,
        run(c, ctx) {
          const missing = needLocker(ctx);
          if (missing) return missing;
          const files = ctx.ev.locker.files.slice().sort((a, b) => compareCodePoints(a.path, b.path));
          const map = /* @__PURE__ */ Object.create(null), bad = [];
          const lines = [];
          for (const f of files) {
            const why = pathProblem(f.path);
            if (why !== null) bad.push("map path " + JSON.stringify(f.path) + " " + why);
            if (map[f.path] !== void 0) bad.push("path " + JSON.stringify(f.path) + " twice in the map");
            map[f.path] = f.sha256;
            lines.push(f.sha256.slice(2) + "  " + f.path + "\n");
          }
          if (textHash(lines.join("")) !== ctx.t.corpusHash) bad.push("the map does not hash to the ticket's corpus hash");
          let reads = 0;
          for (const s of ctx.ev.locker.steps) {
            if (s.kind !== "tool" || s.tool !== "read_file") continue;
            reads++;
            let path;
            try {
              path = JSON.parse(s.args).path;
            } catch (e) {
              path = void 0;
            }
            if (typeof path !== "string") {
              bad.push("step " + s.n + " reads no path");
              continue;
            }
            if (map[path] === void 0) bad.push("step " + s.n + " reads " + JSON.stringify(path) + ", not in the map");
            else if (map[path] !== s.file) bad.push("step " + s.n + " read " + JSON.stringify(path) + " with hash " + s.file + ", the map says " + map[path]);
          }
          return result(bad, "every file read matches the corpus map", files.length + " files mapped, " + reads + " reads match");
        }
      },
      question_budget: {
        params: [[], []],
        validate: noValidate,
        run(c, ctx) {
          const qs = ctx.ev.questions, bad = [];
          if (qs.length > ctx.t.maxQuestions) bad.push(qs.length + " questions over the budget of " + ctx.t.maxQuestions);
          for (let i = 0; i < qs.length; i++) if (qs[i].n !== i + 1) {
            bad.push("question " + (i + 1) + " is numbered " + qs[i].n);
            break;
          }
          if (has(ctx.ev, "final") && ctx.ev.final.questions !== qs.length) bad.push("the final head counts " + ctx.ev.final.questions + " questions");
          return result(bad, "at most " + ctx.t.maxQuestions + " questions, numbered in order", qs.length + " questions");
        }
      },
      tool_budget: {
        params: [[], []],
        validate: noValidate,
        run(c, ctx) {
          const max = ctx.t.maxToolCalls, bad = [];
          for (const q of ctx.ev.questions) if (q.toolCalls > max) bad.push("question " + q.n + " made " + q.toolCalls + " tool calls");
          if (has(ctx.ev, "locker")) {
            const count = /* @__PURE__ */ Object.create(null);
            for (const s of ctx.ev.locker.steps) if (s.kind === "tool") count[s.question] = (count[s.question] || 0) + 1;
            for (const q of ctx.ev.questions) {
              const n = count[q.n] || 0;
              if (n !== q.toolCalls) bad.push("question " + q.n + " attests " + q.toolCalls + " tool calls, the chain holds " + n);
            }
          }
          return result(bad, "at most " + max + " tool calls per question", "within budget");
        }
      },
      answers_allowed: {
        params: [[], []],
        validate: noValidate,
        run(c, ctx) {
          const bad = [];
          for (const q of ctx.ev.questions) if (ANSWERS.indexOf(q.answer) < 0) bad.push("question " + q.n + " answered " + JSON.stringify(q.answer));
          return result(bad, "answers in " + ANSWERS.join(", "), ctx.ev.questions.length + " answers allowed");
        }
      },
      answer_is: {
        params: [["question", "answer"], ["text"]],
        validate(c, p) {
          int(c.question, p + ".question", O_ONE);
          if (ANSWERS.indexOf(c.answer) < 0) throw schemaError(p + ".answer", "must be one of " + ANSWERS.join(", "));
          if (has(c, "text")) text(c.text, p + ".text");
        },
        run(c, ctx) {
          const q = ctx.ev.questions[c.question - 1];
          const expected = "question " + c.question + " answered " + c.answer;
          if (q === void 0) return { pass: false, expected, actual: "no question " + c.question };
          if (has(c, "text") && q.question !== c.text) return { pass: false, expected, actual: "question " + c.question + " is " + JSON.stringify(q.question) };
          return { pass: q.answer === c.answer, expected, actual: "answered " + q.answer };
        }
      },
      // The most the verifier can learn: the question budget times log2 of
      // the four answers.
      leakage_bits: {
        params: [["max"], []],
        validate(c, p) {
          int(c.max, p + ".max");
        },
        run(c, ctx) {
          const bits = ctx.t.maxQuestions * 2;
          return { pass: bits <= c.max, expected: "at most " + c.max + " bits", actual: bits + " bits (" + ctx.t.maxQuestions + " questions × 2)" };
        }
      },
      // The session ended with a final head both signed (not an abort), over
      // every attested question.
      session_complete: {
        params: [[], []],
        validate: noValidate,
        run(c, ctx) {
          const ev = ctx.ev, expected = "a closed session";
          if (has(ev, "abort")) return { pass: false, expected, actual: "aborted after " + ev.abort.steps + " steps: " + ev.abort.reason };
          if (!has(ev, "final")) return { pass: false, expected, actual: "no final head" };
          if (ev.final.questions !== ev.questions.length) return { pass: false, expected, actual: "final head over " + ev.final.questions + " of " + ev.questions.length + " questions" };
          return { pass: true, expected, actual: "closed after " + ev.final.steps + " steps" };
        }
      }
    }
  });

  // judge/js/src/classes/index.js
  var CLASSES = Object.freeze({ web3, code, review, transcript });

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
  var VERSION = "1.6.0";
  var SCHEMA = TRACE_SCHEMA;
  var RECORD_MEDIA_TYPE = "application/vnd.verijudge.record.v1+json";
  var RECORD_REQUIRED = Object.freeze(["mediaType", "verdict", "verdictHash", "traceHash", "specHash", "evaluator"]);
  var RECORD_OPTIONAL = Object.freeze(["trace", "attestations", "anchor", "tee", "zk"]);
  var O_HASH2 = Object.freeze({ pattern: HASH32 });
  var O_ANY_LENGTH = Object.freeze({ max: 1 << 24 });
  function readRecordFields(m) {
    fields(m, "record", RECORD_REQUIRED, RECORD_OPTIONAL);
    if (m.mediaType !== RECORD_MEDIA_TYPE) {
      throw new JudgeError("E_SCHEMA", "schema", "record.mediaType: " + JSON.stringify(m.mediaType) + ", want " + RECORD_MEDIA_TYPE);
    }
    str(m.verdictHash, "record.verdictHash", O_HASH2);
    str(m.traceHash, "record.traceHash", O_HASH2);
    str(m.specHash, "record.specHash", O_HASH2);
    fields(m.evaluator, "record.evaluator", ["digest", "version"], []);
    str(m.evaluator.digest, "record.evaluator.digest", O_HASH2);
    str(m.evaluator.version, "record.evaluator.version", O_ANY_LENGTH);
    if (has(m, "attestations")) {
      const a = fields(m.attestations, "record.attestations", ["chainId", "verdictUid", "provenanceUid"], []);
      int(a.chainId, "record.attestations.chainId");
      str(a.verdictUid, "record.attestations.verdictUid", O_HASH2);
      str(a.provenanceUid, "record.attestations.provenanceUid", O_HASH2);
    }
    return m;
  }
  function hashOf(s) {
    return sha256Hex(utf8Encode(s));
  }
  var OPS2 = Object.freeze({
    judge(text2) {
      return { verdict: judgeTrace(parseTrace(text2)) };
    },
    // For the Go host: the trace value itself, built from canonical text
    // exactly as JSON.parse builds it.
    judgeValue(value2) {
      return { verdict: judgeTrace(value2) };
    },
    hashes(text2) {
      const t = parseTrace(text2);
      const verdict = judgeTrace(t);
      return {
        verdict,
        traceHash: hashOf(canonicalize(t)),
        specHash: hashOf(canonicalize(t.spec)),
        verdictHash: hashOf(preimage(verdict))
      };
    },
    verifyRecord(text2) {
      const r = readRecord(text2);
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
    canonicalize(text2) {
      return { canonical: canonicalize(parseTrace(text2)) };
    },
    verdictHash(text2) {
      const v = validateVerdict(parseTrace(text2));
      const pre = preimage(v);
      return { preimage: pre, verdictHash: hashOf(pre) };
    }
  });
  function evaluate(op, text2) {
    try {
      if (typeof op !== "string" || !Object.prototype.hasOwnProperty.call(OPS2, op)) {
        throw new JudgeError("E_REQUEST", "request", "unknown operation " + JSON.stringify(op));
      }
      const out = OPS2[op](text2);
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
