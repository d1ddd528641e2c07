// Test harness (not part of the bundle): runs the bundle's Ed25519 code on
// vectors and reports, for each, the fast verifier's decision, noble's
// own strict verify's, and the key rule's. judge/ed25519_test.go runs it
// in goja (bundled with esbuild) and in Node.js.
import { hexBytes, Key, keyOK, verify, verifyWith } from "../src/ed25519.js";

export function check(text) {
  const out = [];
  const keys = Object.create(null);
  for (const v of JSON.parse(text)) {
    const key = hexBytes(v.key), sig = hexBytes(v.sig), msg = hexBytes(v.msg);
    let k = keys[v.key];
    if (k === undefined) k = keys[v.key] = new Key(key);
    out.push({ fast: verifyWith(k, sig, msg), noble: verify(sig, msg, key), keyOK: keyOK(key) });
  }
  return JSON.stringify(out);
}

// bench verifies every vector with one verifier ("fast" or "noble") and
// returns how many verified: for benchmarks.
export function bench(text, mode) {
  const vs = JSON.parse(text).map((v) => ({ key: hexBytes(v.key), sig: hexBytes(v.sig), msg: hexBytes(v.msg), hex: v.key }));
  const keys = Object.create(null);
  let n = 0;
  for (const v of vs) {
    if (mode === "fast") {
      let k = keys[v.hex];
      if (k === undefined) k = keys[v.hex] = new Key(v.key);
      if (verifyWith(k, v.sig, v.msg)) n++;
    } else if (verify(v.sig, v.msg, v.key)) n++;
  }
  return n;
}
