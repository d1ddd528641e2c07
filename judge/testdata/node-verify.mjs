// Re-verifies one verdict record offline under Node.js, the way a third
// party without verijudge would: check the bundle file's sha256 against the
// record's evaluator digest, run the bundle in a bare vm context, recompute
// the trace, spec and verdict hashes in JS and compare them with the record.
// Used as the per-record baseline in docs/benchmarks.md.
// Usage: node node-verify.mjs BUNDLE RECORD   (exit 0 MATCH, 1 MISMATCH, 2 error)
import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import vm from "node:vm";

try {
  const [bundlePath, recordPath] = process.argv.slice(2);
  const src = readFileSync(bundlePath);
  const rec = JSON.parse(readFileSync(recordPath, "utf8"));
  const digest = "0x" + createHash("sha256").update(src).digest("hex");
  if (digest !== rec.evaluator.digest) {
    console.error("bundle digest " + digest + " is not the record's evaluator " + rec.evaluator.digest);
    process.exit(2);
  }
  if (rec.trace === undefined) {
    console.error("record has no trace");
    process.exit(2);
  }
  const ctx = vm.createContext(Object.create(null));
  vm.runInContext(src.toString("utf8"), ctx, { filename: "evaluator.js" });
  const out = JSON.parse(ctx.verijudge.evaluate("hashes", JSON.stringify(rec.trace)));
  if (!out.ok) {
    console.error(out.error.message);
    process.exit(2);
  }
  const ok = out.traceHash === rec.traceHash && out.specHash === rec.specHash && out.verdictHash === rec.verdictHash;
  console.log((ok ? "MATCH " : "MISMATCH ") + rec.verdict.trialId);
  process.exit(ok ? 0 : 1);
} catch (e) {
  console.error(String(e));
  process.exit(2);
}
