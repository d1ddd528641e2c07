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
//
// A session verifies dozens of signatures under each of three keys, so a
// Key decodes its point once and keeps a table of its multiples: [k]A is
// then 64 point additions instead of a 253-bit double-and-add. The group
// arithmetic is noble's Point; the equation is noble's verify's, and a
// test holds verify to ed.verify(…, {zip215: false}) on honest, tampered,
// non-canonical and small-order inputs, in goja and Node.
import * as ed from "../vendor/noble-ed25519/index.js";
import { sha512 } from "../vendor/noble-hashes/sha2.js";

ed.hashes.sha512 = sha512;

const Point = ed.Point;
const G = Point.BASE;
// The group order L.
const L = 0x1000000000000000000000000000000014def9dea2f79cd65812631a5cf5d3edn;

// hexBytes decodes "0x" + 2n lowercase hex digits (already validated).
export function hexBytes(h) {
  const n = (h.length - 2) >> 1;
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = parseInt(h.substr(2 + 2 * i, 2), 16);
  return out;
}

function leNumber(b) {
  let h = "0x";
  for (let i = b.length - 1; i >= 0; i--) h += (b[i] < 16 ? "0" : "") + b[i].toString(16);
  return BigInt(h);
}

// keyPoint decodes a key under the rule above, or returns null.
function keyPoint(key) {
  try {
    const p = Point.fromBytes(key, false);
    return !p.isSmallOrder() && p.isTorsionFree() ? p : null;
  } catch (e) {
    return null;
  }
}

// keyOK reports whether a 32-byte key passes the rule above.
export function keyOK(key) {
  return keyPoint(key) !== null;
}

// TABLE_AFTER is how many multiplications a key gets the plain way before
// its table is built (the table costs about three of them).
const TABLE_AFTER = 3;

// Key is a decoded key with, once it has been used TABLE_AFTER times, its
// table of multiples: rows[i][j] = [j·16^i]A for 64 rows and j in 1..15.
export class Key {
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
        base = row[15].add(base); // [16^(i+1)]A
      }
    }
    let acc = Point.ZERO;
    for (let i = 0; i < 64 && k > 0n; i++) {
      const d = Number(k & 15n);
      if (d !== 0) acc = acc.add(this.rows[i][d]);
      k >>= 4n;
    }
    return acc;
  }
}

// verifyWith reports whether sig (64 bytes) signs msg under a Key that
// passed keyOK.
export function verifyWith(key, sig, msg) {
  if (key.point === null || sig.length !== 64) return false;
  const r = sig.subarray(0, 32);
  const s = leNumber(sig.subarray(32, 64));
  if (s >= L) return false;
  let R;
  try {
    R = Point.fromBytes(r, false);
  } catch (e) {
    return false;
  }
  const buf = new Uint8Array(64 + msg.length);
  buf.set(r);
  buf.set(key.bytes, 32);
  buf.set(msg, 64);
  const k = leNumber(sha512(buf)) % L;
  const SB = G.multiply(s, false);
  return R.add(key.mul(k)).subtract(SB).clearCofactor().is0();
}

// verify reports whether sig signs msg under key with noble's own
// verification (the reference verifyWith is held to).
export function verify(sig, msg, key) {
  try {
    return ed.verify(sig, msg, key, { zip215: false });
  } catch (e) {
    return false;
  }
}
