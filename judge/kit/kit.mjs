#!/usr/bin/env node
// verijudge kit: re-verify a verdict record with nothing but Node.js (>= 20)
// and the published evaluator bundle. Zero dependencies.
//
//   node kit.mjs [--json] [--bundle FILE|URL] RECORD      (node kit.mjs --help)
//
// RECORD is a file or an http(s) URL. The bundle defaults, for a record URL
// .../verify/<id>/record, to <origin>/verify/evaluator/<digest>.js; for a
// record file, pass --bundle. The bundle runs only if its SHA-256 equals the
// record's evaluator digest, in a fresh vm context with no host objects.
// Checks: trace hash, spec hash, the verdict recomputed by the bundle and
// its hash, the recomputed verdict equal to the stored one field for
// field, the stored verdict's hash. Offline only: attestations are not
// read.
//
// Exit codes: 0 MATCH, 1 MISMATCH, 2 no trace or error.
const USAGE = `Usage: node kit.mjs [--json] [--bundle FILE|URL] RECORD

Re-verifies a verijudge verdict record offline with Node.js alone: the
trace and spec hashes, the verdict recomputed by the evaluator bundle the
record names (run only if its SHA-256 is the record's evaluator digest,
in a fresh vm context), and the stored verdict's hash. Attestations are
not read: a MATCH here says nothing about the chain.

RECORD is a file or an http(s) URL. For a record URL .../verify/<id>/record
the bundle defaults to <origin>/verify/evaluator/<digest>.js; for a record
file pass --bundle (in a verijudge checkout the current evaluator is
judge/evaluator.js).

Flags (in any position):
  --bundle FILE|URL   the evaluator bundle to run
  --json              print the result as one JSON object
  --help              print this help

Exit codes: 0 MATCH, 1 MISMATCH, 2 no trace or error.
`;
import { open } from "node:fs/promises";
import { createHash } from "node:crypto";
import vm from "node:vm";

const MAX_RECORD = 16 * 1024 * 1024; // limits.MaxRecordBytes
const MAX_BUNDLE = 4 * 1024 * 1024; // limits.MaxBundleBytes
const BUDGET_MS = 60000;

function die(msg) {
  process.stderr.write("kit: error: " + msg + "\n");
  process.exit(2);
}

// load reads a file or URL of at most max bytes, refusing a larger one
// before reading it (by its size, or its Content-Length) or as soon as
// more than max bytes have arrived.
async function load(where, max, what) {
  const tooLarge = (n) => die(what + " " + where + ": " + (n === undefined ? "more than " + max : n) +
    " bytes, over the " + max + "-byte cap");
  // capped collects a stream's chunks, stopping past max.
  const capped = async (chunks) => {
    const parts = [];
    let n = 0;
    for await (const chunk of chunks) {
      n += chunk.length;
      if (n > max) tooLarge();
      parts.push(chunk);
    }
    return new Uint8Array(Buffer.concat(parts));
  };
  if (/^https?:\/\//.test(where)) {
    const res = await fetch(where, { redirect: "error" });
    if (!res.ok) die(where + ": HTTP " + res.status);
    const declared = Number(res.headers.get("content-length"));
    if (declared > max) tooLarge(declared);
    return capped(res.body);
  }
  const fh = await open(where, "r");
  try {
    const st = await fh.stat();
    if (st.isFile() && st.size > max) tooLarge(st.size);
    return await capped(fh.createReadStream({ autoClose: false }));
  } finally {
    await fh.close();
  }
}

// utf8 decodes strictly and keeps a byte-order mark (ignoreBOM), so that
// a BOM is refused by name, as every verijudge reader refuses it.
const utf8 = (b, what) => {
  let text;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(b);
  } catch {
    die(what + " is not valid UTF-8");
  }
  if (text.charCodeAt(0) === 0xfeff) die(what + " starts with a byte-order mark (U+FEFF); save it as UTF-8 without a BOM");
  return text;
};

// Flags in any position; "--" ends them.
let bundleArg, asJSON = false;
const rest = [];
{
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--") { rest.push(...args.slice(i + 1)); break; }
    if (a === "--help" || a === "-h") { process.stdout.write(USAGE); process.exit(0); }
    else if (a === "--json") asJSON = true;
    else if (a === "--bundle") {
      if (i + 1 >= args.length) die("--bundle needs a FILE or URL (node kit.mjs --help)");
      bundleArg = args[++i];
    } else if (a.startsWith("--bundle=")) bundleArg = a.slice("--bundle=".length);
    else if (a.startsWith("-") && a !== "-") die("unknown flag " + a + " (node kit.mjs --help)");
    else rest.push(a);
  }
}
if (rest.length !== 1) die((rest.length === 0 ? "no record given" : "one record at a time") + "; usage: node kit.mjs [--json] [--bundle FILE|URL] RECORD (node kit.mjs --help)");
const recordArg = rest[0];

try {
  const recordText = utf8(await load(recordArg, MAX_RECORD, "record"), "record");
  let rec;
  try {
    rec = JSON.parse(recordText);
  } catch (e) {
    die("record is not JSON: " + e.message);
  }
  if (rec === null || typeof rec !== "object" || rec.mediaType !== "application/vnd.verijudge.record.v1+json") die("not a verijudge v1 record");
  if (rec.trace === undefined || rec.trace === null) die("NO_TRACE: the record has no trace; the verdict cannot be recomputed");
  const digest = rec.evaluator && rec.evaluator.digest;
  if (!/^0x[0-9a-f]{64}$/.test(digest || "")) die("record names no evaluator digest");
  let bundleWhere = bundleArg;
  if (!bundleWhere) {
    const m = /^(https?:\/\/[^/]+)\/verify\//.exec(recordArg);
    if (!m) die("pass --bundle FILE|URL for a record file: the bundle whose sha256 is " + digest +
      " (in a verijudge checkout of that release: judge/evaluator.js; or <server>/verify/evaluator/" + digest + ".js)");
    bundleWhere = m[1] + "/verify/evaluator/" + digest + ".js";
  }
  const bundle = await load(bundleWhere, MAX_BUNDLE, "bundle");
  const got = "0x" + createHash("sha256").update(bundle).digest("hex");
  if (got !== digest) die("bundle sha256 " + got + " is not the record's evaluator " + digest + ": not running it");

  const ctx = vm.createContext(Object.create(null));
  vm.runInContext(utf8(bundle, "bundle"), ctx, { filename: "evaluator.js", timeout: BUDGET_MS });
  const call = (op, text) => JSON.parse(vm.runInContext("verijudge.evaluate(op, text)", Object.assign(ctx, { op, text }), { timeout: BUDGET_MS }));

  // The bundle reads the whole record with the strict trace-profile rules
  // (the documented members only, no duplicate keys, no numbers JSON.parse
  // would round) and the trace exactly as the record holds it, then
  // recomputes every hash and answers the checks. A bundle from before
  // "verifyRecord" (evaluator 1.0.0) cannot read a record as strictly as
  // Go does, so the kit does not vouch for its records: fail closed.
  const h = call("verifyRecord", recordText);
  if (!h.ok && h.error && h.error.code === "E_REQUEST") {
    die("evaluator " + digest + " predates verifyRecord (1.0.0): the kit re-verifies records of evaluator 1.1.0 and later; " +
      "use 'verijudge verify --offline' for this one");
  }
  if (!h.ok) die("record: " + h.error.message);
  // The record's own fields as the bundle read them strictly; the bundle
  // that ran must be the one they name.
  const r = h.record;
  if (r.evaluatorDigest !== digest) die("the record's evaluator is " + r.evaluatorDigest + ", not the bundle run (" + digest + ")");
  const failed = h.checks.filter((c) => c.ok !== true).map((c) => c.name);
  for (const name of ["trace-hash", "spec-hash", "verdict-hash", "verdict-fields", "stored-verdict-hash"]) {
    if (!h.checks.some((c) => c.name === name)) die("the bundle did not answer the " + name + " check");
  }
  const outcome = failed.length === 0 ? "MATCH" : "MISMATCH";
  // The status the bundle recomputed (the record's own is only a claim).
  const status = h.verdict && h.verdict.status;
  const storedStatus = rec.verdict && rec.verdict.status;
  if (asJSON) {
    process.stdout.write(JSON.stringify({
      path: recordArg, outcome, status, storedStatus, trialId: rec.verdict && rec.verdict.trialId, verdictHash: r.verdictHash,
      evaluatorDigest: digest, attestations: "not checked (offline)", failed, checks: h.checks,
    }) + "\n");
  } else {
    process.stdout.write(outcome + " · " + status + " · attestation not checked (offline)  " + (rec.verdict && rec.verdict.trialId) +
      "  verdict " + r.verdictHash + (failed.length ? "  failed: " + failed.join(", ") : "") + "\n");
  }
  process.exit(failed.length === 0 ? 0 : 1);
} catch (e) {
  die(String(e && e.message || e));
}
