#!/usr/bin/env node
// verijudge kit: re-verify a verdict record with nothing but Node.js (>= 20)
// and the published evaluator bundle. Zero dependencies.
//
//   node kit.mjs RECORD [--bundle FILE|URL]
//
// RECORD is a file or an http(s) URL. The bundle defaults, for a record URL
// .../verify/<id>/record, to <origin>/verify/evaluator/<digest>.js; for a
// record file, pass --bundle. The bundle runs only if its SHA-256 equals the
// record's evaluator digest, in a fresh vm context with no host objects.
// Checks: trace hash, spec hash, the verdict recomputed by the bundle and
// its hash, the stored verdict's hash. Offline only: attestations are not
// read.
//
// Exit codes: 0 MATCH, 1 MISMATCH, 2 no trace or error.
import { readFile } from "node:fs/promises";
import { createHash } from "node:crypto";
import vm from "node:vm";

const MAX = 16 * 1024 * 1024;

function die(msg) {
  process.stderr.write("kit: error: " + msg + "\n");
  process.exit(2);
}

async function load(where) {
  if (/^https?:\/\//.test(where)) {
    const res = await fetch(where, { redirect: "error" });
    if (!res.ok) die(where + ": HTTP " + res.status);
    const buf = new Uint8Array(await res.arrayBuffer());
    if (buf.length > MAX) die(where + ": larger than " + MAX + " bytes");
    return buf;
  }
  const buf = await readFile(where);
  if (buf.length > MAX) die(where + ": larger than " + MAX + " bytes");
  return new Uint8Array(buf);
}

const utf8 = (b, what) => {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(b);
  } catch {
    die(what + " is not valid UTF-8");
  }
};

const args = process.argv.slice(2);
const bi = args.indexOf("--bundle");
const bundleArg = bi >= 0 ? args[bi + 1] : undefined;
const rest = bi < 0 ? args : args.filter((_, i) => i !== bi && i !== bi + 1);
if (rest.length !== 1) die("usage: node kit.mjs RECORD [--bundle FILE|URL]");
const recordArg = rest[0];

try {
  const recordText = utf8(await load(recordArg), "record");
  let rec;
  try {
    rec = JSON.parse(recordText);
  } catch (e) {
    die("record is not JSON: " + e.message);
  }
  if (rec.mediaType !== "application/vnd.verijudge.record.v1+json") die("not a verijudge v1 record");
  if (rec.trace === undefined || rec.trace === null) die("NO_TRACE: the record has no trace; the verdict cannot be recomputed");
  const digest = rec.evaluator && rec.evaluator.digest;
  if (!/^0x[0-9a-f]{64}$/.test(digest || "")) die("record names no evaluator digest");
  let bundleWhere = bundleArg;
  if (!bundleWhere) {
    const m = /^(https?:\/\/[^/]+)\/verify\//.exec(recordArg);
    if (!m) die("pass --bundle FILE|URL for a record file");
    bundleWhere = m[1] + "/verify/evaluator/" + digest + ".js";
  }
  const bundle = await load(bundleWhere);
  const got = "0x" + createHash("sha256").update(bundle).digest("hex");
  if (got !== digest) die("bundle sha256 " + got + " is not the record's evaluator " + digest + ": not running it");

  const ctx = vm.createContext(Object.create(null));
  vm.runInContext(utf8(bundle, "bundle"), ctx, { filename: "evaluator.js", timeout: 10000 });
  const call = (op, text) => JSON.parse(vm.runInContext("verijudge.evaluate(op, text)", Object.assign(ctx, { op, text }), { timeout: 10000 }));

  // The whole record must pass the strict trace-profile JSON rules (no
  // duplicate keys, no numbers JSON.parse would round) before it is trusted.
  const strict = call("canonicalize", recordText);
  if (!strict.ok) die("record: " + strict.error.message);

  const h = call("hashes", JSON.stringify(rec.trace));
  if (!h.ok) die("trace: " + h.error.message);
  const stored = call("verdictHash", JSON.stringify(rec.verdict));
  const checks = [
    ["trace-hash", h.traceHash === rec.traceHash],
    ["spec-hash", h.specHash === rec.specHash],
    ["verdict-hash", h.verdictHash === rec.verdictHash],
    ["stored-verdict-hash", stored.ok && stored.verdictHash === rec.verdictHash],
  ];
  const failed = checks.filter(([, ok]) => !ok).map(([n]) => n);
  const outcome = failed.length === 0 ? "MATCH" : "MISMATCH";
  process.stdout.write(outcome + "  " + (rec.verdict && rec.verdict.trialId) + "  verdict " + rec.verdictHash +
    (failed.length ? "  failed: " + failed.join(", ") : "") + "\n");
  process.exit(failed.length === 0 ? 0 : 1);
} catch (e) {
  die(String(e && e.message || e));
}
