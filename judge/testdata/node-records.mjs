// Re-verifies verdict records under Node.js with the bundle alone, as the
// kit does (one strict "verifyRecord" read per record), in one process.
// Prints one JSON line per record: {file, outcome, failed, error}, where
// outcome is MATCH, MISMATCH or ERROR (NO_TRACE for a record without one).
// Usage: node node-records.mjs BUNDLE RECORD...
import { readFileSync } from "node:fs";
import vm from "node:vm";

const [bundlePath, ...records] = process.argv.slice(2);
const ctx = vm.createContext(Object.create(null));
vm.runInContext(new TextDecoder("utf-8", { fatal: true }).decode(readFileSync(bundlePath)), ctx, { filename: "evaluator.js" });
for (const file of records) {
  let text;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(readFileSync(file));
  } catch (e) {
    process.stdout.write(JSON.stringify({ file, outcome: "ERROR", error: "not UTF-8" }) + "\n");
    continue;
  }
  const h = JSON.parse(ctx.verijudge.evaluate("verifyRecord", text));
  if (!h.ok) {
    const outcome = h.error.kind === "no_trace" ? "NO_TRACE" : "ERROR";
    process.stdout.write(JSON.stringify({ file, outcome, error: h.error.message }) + "\n");
    continue;
  }
  const failed = h.checks.filter((c) => c.ok !== true).map((c) => c.name);
  process.stdout.write(JSON.stringify({ file, outcome: failed.length ? "MISMATCH" : "MATCH", failed }) + "\n");
}
