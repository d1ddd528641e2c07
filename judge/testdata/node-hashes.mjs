// Runs the evaluator bundle under Node.js exactly as a third party would:
// a fresh vm context with no host objects, the bundle file unchanged, one
// call of verijudge.evaluate("hashes", trace) per trace file. Prints one
// JSON line per trace: {file, ok, traceHash, specHash, verdictHash, error}.
// Usage: node node-hashes.mjs BUNDLE TRACE...
import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import vm from "node:vm";

const [bundlePath, ...traces] = process.argv.slice(2);
const src = readFileSync(bundlePath);
const digest = "0x" + createHash("sha256").update(src).digest("hex");
const ctx = vm.createContext(Object.create(null));
vm.runInContext(new TextDecoder("utf-8", { fatal: true }).decode(src), ctx, { filename: "evaluator.js" });
process.stdout.write(JSON.stringify({ bundleDigest: digest, node: process.version }) + "\n");
for (const file of traces) {
  // ignoreBOM: keep a byte-order mark, which the bundle refuses by name
  // (the default would strip it and judge what Go refuses).
  const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(readFileSync(file));
  const out = JSON.parse(ctx.verijudge.evaluate("hashes", text));
  process.stdout.write(JSON.stringify({
    file, ok: out.ok, traceHash: out.traceHash, specHash: out.specHash, verdictHash: out.verdictHash,
    error: out.error,
  }) + "\n");
}
