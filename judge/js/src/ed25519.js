// Ed25519 for the transcript class, from the audited pure-JS libraries
// vendored in judge/js/vendor (@noble/ed25519 with @noble/hashes' SHA-512,
// pinned by judge/js/package-lock.json), so Go (goja), Node.js and
// browsers run the same code and make the same decisions.
//
// The rule (docs/witness.md): a key is accepted when it is a canonical
// encoding of a point of prime order (not small order, no torsion
// component); a signature when its R is a canonical point encoding, S < L,
// and the cofactored equation [8][S]B = [8]R + [8][k]A holds (RFC 8032
// §5.1.7; noble's strict, non-ZIP-215 mode).
import * as ed from "../vendor/noble-ed25519/index.js";
import { sha512 } from "../vendor/noble-hashes/sha2.js";

ed.hashes.sha512 = sha512;

const STRICT = Object.freeze({ zip215: false });

// hexBytes decodes "0x" + 2n lowercase hex digits (already validated).
export function hexBytes(h) {
  const n = (h.length - 2) >> 1;
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = parseInt(h.substr(2 + 2 * i, 2), 16);
  return out;
}

// keyOK reports whether a 32-byte key passes the rule above.
export function keyOK(key) {
  try {
    const p = ed.Point.fromBytes(key, false);
    return !p.isSmallOrder() && p.isTorsionFree();
  } catch (e) {
    return false;
  }
}

// verify reports whether sig (64 bytes) signs msg under key (32 bytes).
export function verify(sig, msg, key) {
  try {
    return ed.verify(sig, msg, key, STRICT);
  } catch (e) {
    return false;
  }
}
