// The transcript evidence class: a witnessed audit session (Go package
// witness, docs/witness.md). A prover served its corpus over MCP to an
// auditor in a TEE; a verifier asked questions the auditor could answer
// only with true, false, unsure or error. The evidence is the public
// session (the prover's signed ticket, the auditor's key and boot binding,
// one attestation per question, the final head both parties signed, or
// the auditor's signed abort) and, optionally, the forensic locker (the
// file map and every step of the hash chain with both signatures). Each
// check kind decides one property of the protocol and recomputes it from
// these bytes: every hash, every chain link, every signature.
import { schemaError } from "../errors.js";
import { result, noValidate } from "./common.js";
import { fields, str, int, arr, has, deepFreeze, HASH32, HEXDATA } from "../shape.js";
import { sha256Hex } from "../sha256.js";
import { utf8Encode, utf8Length } from "../utf8.js";
import { compareCodePoints } from "../json.js";
import { hexBytes, Key, verifyWith } from "../ed25519.js";

const KEY = /^0x[0-9a-f]{64}$/;
const SIG = /^0x[0-9a-f]{128}$/;
const O_HASH = Object.freeze({ pattern: HASH32 });
const O_KEY = Object.freeze({ pattern: KEY });
const O_SIG = Object.freeze({ pattern: SIG });
const O_TEXT = Object.freeze({ min: 1, max: 4096 });
const O_ANY = Object.freeze({ max: 4096 });
const O_QUOTE = Object.freeze({ max: 1 << 17, pattern: HEXDATA });
const O_ONE = Object.freeze({ min: 1 });
const O_PATH = Object.freeze({ min: 1, max: 1024 });
const MAX_QUESTIONS = 256;
const MAX_TOOL_CALLS = 1024;
const MAX_STEPS = MAX_QUESTIONS * (MAX_TOOL_CALLS + 2);
const ANSWERS = Object.freeze(["true", "false", "unsure", "error"]);
const KINDS = Object.freeze(["question", "tool", "answer"]);
const TOOLS = Object.freeze(["read_file", "list_files", "search_repository"]);
const BACKEND_NONE = "reproducible-only";
const ZERO = "0x" + "0".repeat(64);
const NONE = Object.freeze([]);
const PROFILES = Object.freeze(["public", "forensic"]);

// ---- the signed and hashed messages, byte for byte as Go's witness package

class Buf {
  constructor(tag) {
    this.parts = [];
    this.n = 0;
    this.push(utf8Encode(tag));
    this.push(Uint8Array.of(0));
  }
  push(b) { this.parts.push(b); this.n += b.length; return this; }
  hex(h) { return this.push(hexBytes(h)); }
  u8(v) { return this.push(Uint8Array.of(v)); }
  u32(v) { return this.push(Uint8Array.of((v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255)); }
  u64(v) {
    const hi = Math.floor(v / 0x100000000), lo = v >>> 0;
    return this.push(Uint8Array.of((hi >>> 24) & 255, (hi >>> 16) & 255, (hi >>> 8) & 255, hi & 255,
      (lo >>> 24) & 255, (lo >>> 16) & 255, (lo >>> 8) & 255, lo & 255));
  }
  lp(s) { const b = utf8Encode(s); this.u32(b.length); return this.push(b); }
  bytes() {
    const out = new Uint8Array(this.n);
    let off = 0;
    for (const p of this.parts) { out.set(p, off); off += p.length; }
    return out;
  }
}

function textHash(s) { return sha256Hex(utf8Encode(s)); }
function answerCode(a) { return ANSWERS.indexOf(a) + 1; }
function kindCode(k) { return KINDS.indexOf(k) + 1; }

function ticketMessage(t) {
  return new Buf("verijudge/witness/v1/ticket").hex(t.nonce).u64(t.issuedAt).u32(t.maxQuestions).u32(t.maxToolCalls)
    .hex(t.corpusHash).hex(t.proverKey).hex(t.verifierKey).bytes();
}
function bootReportData(auditorKey, th) {
  return sha256Hex(new Buf("verijudge/witness/v1/boot").hex(auditorKey).hex(th).bytes()) + "0".repeat(64);
}
// H0 commits to the corpus, the ticket and the auditor's binding: its key,
// the backend's name and the quote's hash.
function genesis(ctx) {
  const a = ctx.ev.auditor;
  return sha256Hex(new Buf("verijudge/witness/v1/chain").hex(ctx.t.corpusHash).hex(ctx.th).hex(a.key).hex(textHash(a.backend))
    .hex(a.quoteHash).bytes());
}
function nextHead(prev, s) {
  return sha256Hex(new Buf("verijudge/witness/v1/step").hex(prev).u64(s.n).u8(kindCode(s.kind)).u32(s.question)
    .lp(s.tool).lp(s.args).hex(s.result).hex(s.file).bytes());
}
function stepHeadMessage(th, n, head) { return new Buf("verijudge/witness/v1/step-head").hex(th).u64(n).hex(head).bytes(); }
function questionMessage(th, k, q) { return new Buf("verijudge/witness/v1/question").hex(th).u32(k).hex(textHash(q)).bytes(); }
function ackMessage(th, q) {
  return new Buf("verijudge/witness/v1/ack").hex(th).u32(q.n).hex(q.head).u8(answerCode(q.answer)).u32(q.toolCalls).bytes();
}
function attestationMessage(th, q) {
  return new Buf("verijudge/witness/v1/attestation").hex(th).u32(q.n).hex(textHash(q.question)).u8(answerCode(q.answer))
    .u32(q.toolCalls).hex(q.head).hex(q.ack).bytes();
}
function finalMessage(th, f) { return new Buf("verijudge/witness/v1/final").hex(th).u64(f.steps).u32(f.questions).hex(f.head).bytes(); }
function abortMessage(th, a) { return new Buf("verijudge/witness/v1/abort").hex(th).u64(a.steps).hex(a.head).hex(textHash(a.reason)).bytes(); }

// ---- reading the evidence

function text(v, p) {
  str(v, p, O_TEXT);
  if (utf8Length(v) > 4096) throw schemaError(p, "longer than 4096 bytes of UTF-8");
  return v;
}

function readEvidence(ev) {
  fields(ev, "evidence", ["ticket", "auditor", "questions"], ["final", "abort", "locker"]);
  const t = fields(ev.ticket, "evidence.ticket", ["nonce", "issuedAt", "maxQuestions", "maxToolCalls", "corpusHash",
    "proverKey", "verifierKey", "signature"], NONE);
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
    const q = fields(ev.questions[i], p, ["n", "question", "signature", "answer", "toolCalls", "head", "ack", "attestation"], NONE);
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
    const f = fields(ev.final, "evidence.final", ["steps", "questions", "head", "proverSignature", "auditorSignature"], NONE);
    int(f.steps, "evidence.final.steps");
    int(f.questions, "evidence.final.questions");
    str(f.head, "evidence.final.head", O_HASH);
    str(f.proverSignature, "evidence.final.proverSignature", O_SIG);
    str(f.auditorSignature, "evidence.final.auditorSignature", O_SIG);
  }
  if (has(ev, "abort")) {
    const b = fields(ev.abort, "evidence.abort", ["steps", "head", "reason", "signature"], NONE);
    int(b.steps, "evidence.abort.steps");
    str(b.head, "evidence.abort.head", O_HASH);
    str(b.reason, "evidence.abort.reason", { max: 1024 });
    str(b.signature, "evidence.abort.signature", O_SIG);
  }
  if (has(ev, "locker")) {
    const l = fields(ev.locker, "evidence.locker", ["files", "steps"], NONE);
    arr(l.files, "evidence.locker.files", { max: 10000 });
    for (let i = 0; i < l.files.length; i++) {
      const p = "evidence.locker.files[" + i + "]";
      fields(l.files[i], p, ["path", "sha256"], NONE);
      str(l.files[i].path, p + ".path", O_PATH);
      str(l.files[i].sha256, p + ".sha256", O_HASH);
    }
    arr(l.steps, "evidence.locker.steps", { max: MAX_STEPS });
    for (let i = 0; i < l.steps.length; i++) {
      const p = "evidence.locker.steps[" + i + "]";
      const s = fields(l.steps[i], p, ["n", "kind", "question", "tool", "args", "result", "file", "head",
        "proverSignature", "auditorSignature"], NONE);
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
  return { ev, t, th, keys: Object.create(null) };
}

// keyOf decodes a key once per trace (its point and table of multiples).
function keyOf(ctx, key) {
  let k = ctx.keys[key];
  if (k === undefined) k = ctx.keys[key] = new Key(hexBytes(key));
  return k;
}

// sigOK verifies one signature; a key that fails the rule verifies none.
function sigOK(ctx, key, msg, sig) {
  return verifyWith(keyOf(ctx, key), hexBytes(sig), msg);
}

// ---- TDX quote: report data is at byte 568 of a version-4 quote (48-byte
// header, REPORTDATA at offset 520 of the TD report body). The quote's
// signatures and certificates are checked by the TEE verifier (Go's tee
// package), not by the bundle.
const TDX_REPORT_DATA = 568;

// MRTD is at byte 184 (body offset 136), RTMR0-3 at 376 (body offset
// 328): the measurement is sha256(MRTD ‖ RTMR0 ‖ RTMR1 ‖ RTMR2 ‖ RTMR3), as
// Go's tee.TDXMeasurement computes it.
const TDX_MRTD = 184;
const TDX_RTMR = 376;

function hexOf(b, from, to) {
  let h = "0x";
  for (let i = from; i < to; i++) h += (b[i] < 16 ? "0" : "") + b[i].toString(16);
  return h;
}

function quoteFields(quoteHex) {
  const q = hexBytes(quoteHex);
  if (q.length < TDX_REPORT_DATA + 64) return null;
  if (q[0] !== 4 || q[1] !== 0) return null; // version 4, little-endian
  if (q[4] !== 0x81 || q[5] !== 0 || q[6] !== 0 || q[7] !== 0) return null; // TEE type TDX
  const m = new Uint8Array(48 + 4 * 48);
  m.set(q.subarray(TDX_MRTD, TDX_MRTD + 48));
  m.set(q.subarray(TDX_RTMR, TDX_RTMR + 4 * 48), 48);
  return { reportData: hexOf(q, TDX_REPORT_DATA, TDX_REPORT_DATA + 64), measurement: sha256Hex(m) };
}

// pathProblem mirrors Go's witness.CheckPath: a relative, slash-separated
// path without control characters, backslashes, or "", ".", "..", ".git"
// elements, at most 1024 bytes.
function pathProblem(p) {
  if (utf8Length(p) > 1024) return "is longer than 1024 bytes";
  if (p[0] === "/" || p.indexOf("\\") >= 0) return "must be relative and slash-separated";
  for (let i = 0; i < p.length; i++) {
    const c = p.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return "holds a control character";
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

export const transcript = deepFreeze({
  name: "transcript",
  readEvidence,
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
      },
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
        return result(bad, expected, "report data binds the key and ticket, measurement " + q.measurement +
          " (the quote's signatures are verify's witness-boot-quote check)");
      },
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
        return { pass: bad.length === 0, expected: (forensic ? "forensic" : "public") + " signatures valid",
          actual: bad.length === 0 ? "all valid" : "invalid: " + bad.join(", ") };
      },
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
        const seen = Object.create(null);
        const heads = [];
        for (let i = 0; i < steps.length && bad.length === 0; i++) {
          const s = steps[i];
          if (s.n !== i + 1) { bad.push("step " + (i + 1) + " is numbered " + s.n); break; }
          const q = ev.questions[s.question - 1];
          if (s.kind === "question") {
            if (open !== 0 || s.question !== asked + 1) bad.push("step " + s.n + " opens question " + s.question + " out of order");
            else if (q === undefined && has(ev, "abort")) { /* the question the auditor aborted in: never attested */ }
            else if (q === undefined || s.args !== q.question || s.result !== sha256Hex(hexBytes(q.signature)) || s.tool !== "" || s.file !== ZERO) {
              bad.push("step " + s.n + " is not question " + s.question + " as attested");
            }
            open = s.question;
          } else if (s.kind === "tool") {
            if (open === 0 || s.question !== open) bad.push("step " + s.n + " calls a tool outside an open question");
            else if (TOOLS.indexOf(s.tool) < 0) bad.push("step " + s.n + " calls unknown tool " + JSON.stringify(s.tool));
            else if (s.tool !== "read_file" && s.file !== ZERO) bad.push("step " + s.n + " names a file hash for " + s.tool);
            const key = s.tool + "\u0000" + s.args;
            if (seen[key] !== undefined && seen[key].result !== s.result) {
              bad.push("forked history: step " + s.n + " answers " + s.tool + " " + s.args + " otherwise than step " + seen[key].n);
            }
            if (seen[key] === undefined) seen[key] = s;
          } else {
            if (open === 0 || s.question !== open) bad.push("step " + s.n + " answers no open question");
            else if (q === undefined || s.args !== q.answer || s.tool !== "" || s.result !== ZERO || s.file !== ZERO) {
              bad.push("step " + s.n + " is not the attested answer to question " + s.question);
            }
            open = 0;
            asked = s.question;
          }
          head = nextHead(head, s);
          if (head !== s.head) bad.push("step " + s.n + " head " + s.head + " is not the chain's " + head);
          heads.push(head);
          if (s.kind === "answer" && q !== undefined && q.head !== head) bad.push("question " + q.n + " attests head " + q.head + ", the chain has " + head);
        }
        if (bad.length === 0 && asked !== ev.questions.length) bad.push("the chain answers " + asked + " questions, " + ev.questions.length + " are attested");
        if (bad.length === 0 && has(ev, "final")) {
          if (ev.final.steps !== steps.length || ev.final.head !== head) bad.push("the final head is not the chain's head after " + steps.length + " steps");
        }
        if (bad.length === 0 && has(ev, "abort")) {
          const at = ev.abort.steps;
          const h = at === 0 ? genesis(ctx) : heads[at - 1];
          if (at !== steps.length) bad.push("the abort is at step " + at + ", the locker holds " + steps.length + " steps");
          else if (h !== ev.abort.head) bad.push("the abort head is not the chain's head after " + at + " steps");
        }
        return result(bad, "the chain recomputes from the locker", steps.length + " steps, head " + head);
      },
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
        const map = Object.create(null), bad = [];
        // Lines joined once: string += copies both sides under goja, so a
        // map of 10,000 files would take quadratic time.
        const lines = [];
        for (const f of files) {
          const why = pathProblem(f.path);
          if (why !== null) bad.push("map path " + JSON.stringify(f.path) + " " + why);
          if (map[f.path] !== undefined) bad.push("path " + JSON.stringify(f.path) + " twice in the map");
          map[f.path] = f.sha256;
          lines.push(f.sha256.slice(2) + "  " + f.path + "\n");
        }
        if (textHash(lines.join("")) !== ctx.t.corpusHash) bad.push("the map does not hash to the ticket's corpus hash");
        let reads = 0;
        for (const s of ctx.ev.locker.steps) {
          if (s.kind !== "tool" || s.tool !== "read_file") continue;
          reads++;
          let path;
          try { path = JSON.parse(s.args).path; } catch (e) { path = undefined; }
          if (typeof path !== "string") { bad.push("step " + s.n + " reads no path"); continue; }
          if (map[path] === undefined) bad.push("step " + s.n + " reads " + JSON.stringify(path) + ", not in the map");
          else if (map[path] !== s.file) bad.push("step " + s.n + " read " + JSON.stringify(path) + " with hash " + s.file + ", the map says " + map[path]);
        }
        return result(bad, "every file read matches the corpus map", files.length + " files mapped, " + reads + " reads match");
      },
    },
    question_budget: {
      params: [[], []],
      validate: noValidate,
      run(c, ctx) {
        const qs = ctx.ev.questions, bad = [];
        if (qs.length > ctx.t.maxQuestions) bad.push(qs.length + " questions over the budget of " + ctx.t.maxQuestions);
        for (let i = 0; i < qs.length; i++) if (qs[i].n !== i + 1) { bad.push("question " + (i + 1) + " is numbered " + qs[i].n); break; }
        if (has(ctx.ev, "final") && ctx.ev.final.questions !== qs.length) bad.push("the final head counts " + ctx.ev.final.questions + " questions");
        return result(bad, "at most " + ctx.t.maxQuestions + " questions, numbered in order", qs.length + " questions");
      },
    },
    tool_budget: {
      params: [[], []],
      validate: noValidate,
      run(c, ctx) {
        const max = ctx.t.maxToolCalls, bad = [];
        for (const q of ctx.ev.questions) if (q.toolCalls > max) bad.push("question " + q.n + " made " + q.toolCalls + " tool calls");
        if (has(ctx.ev, "locker")) {
          const count = Object.create(null);
          for (const s of ctx.ev.locker.steps) if (s.kind === "tool") count[s.question] = (count[s.question] || 0) + 1;
          for (const q of ctx.ev.questions) {
            const n = count[q.n] || 0;
            if (n !== q.toolCalls) bad.push("question " + q.n + " attests " + q.toolCalls + " tool calls, the chain holds " + n);
          }
        }
        return result(bad, "at most " + max + " tool calls per question", "within budget");
      },
    },
    answers_allowed: {
      params: [[], []],
      validate: noValidate,
      run(c, ctx) {
        const bad = [];
        for (const q of ctx.ev.questions) if (ANSWERS.indexOf(q.answer) < 0) bad.push("question " + q.n + " answered " + JSON.stringify(q.answer));
        return result(bad, "answers in " + ANSWERS.join(", "), ctx.ev.questions.length + " answers allowed");
      },
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
        if (q === undefined) return { pass: false, expected, actual: "no question " + c.question };
        if (has(c, "text") && q.question !== c.text) return { pass: false, expected, actual: "question " + c.question + " is " + JSON.stringify(q.question) };
        return { pass: q.answer === c.answer, expected, actual: "answered " + q.answer };
      },
    },
    // The most the verifier can learn: the question budget times log2 of
    // the four answers.
    leakage_bits: {
      params: [["max"], []],
      validate(c, p) { int(c.max, p + ".max"); },
      run(c, ctx) {
        const bits = ctx.t.maxQuestions * 2;
        return { pass: bits <= c.max, expected: "at most " + c.max + " bits", actual: bits + " bits (" + ctx.t.maxQuestions + " questions × 2)" };
      },
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
      },
    },
  },
});
