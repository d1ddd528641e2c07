// Interoperability probe for offchain attestations against the official
// EAS SDK (run by attest's Go tests under node).
//
//   node interop.mjs sign KEYHEX REQUEST_JSON   -> attestation JSON (SDK-signed)
//   node interop.mjs verify ATTESTER ATT_JSON   -> {"valid": bool, "uid": "0x..."}
//
// JSON attestations use verijudge's field layout (attest.OffchainAttestation).
import { createRequire } from "node:module";

// The SDK's ESM build does not load under Node 20 (a lodash named import):
// use its CommonJS build.
const require = createRequire(import.meta.url);
const { Offchain, OffchainAttestationVersion } = require("@ethereum-attestation-service/eas-sdk");
const { Wallet } = require("ethers");

const [mode, a, b] = process.argv.slice(2);
const big = (_, v) => (typeof v === "bigint" ? v.toString() : v);

function offchainFor(domain) {
  return new Offchain(
    { address: domain.verifyingContract, version: domain.version, chainId: BigInt(domain.chainId) },
    OffchainAttestationVersion.Version2,
  );
}

if (mode === "sign") {
  const req = JSON.parse(b);
  const oc = offchainFor(req.domain);
  const m = req.message;
  const att = await oc.signOffchainAttestation({
    schema: m.schema, recipient: m.recipient, time: BigInt(m.time), expirationTime: BigInt(m.expirationTime),
    revocable: m.revocable, refUID: m.refUID, data: m.data, salt: m.salt,
  }, new Wallet(a));
  const out = {
    uid: att.uid,
    domain: { version: att.domain.version, chainId: Number(att.domain.chainId), verifyingContract: att.domain.verifyingContract },
    message: {
      version: Number(att.message.version), schema: att.message.schema, recipient: att.message.recipient,
      time: Number(att.message.time), expirationTime: Number(att.message.expirationTime), revocable: att.message.revocable,
      refUID: att.message.refUID, data: att.message.data, salt: att.message.salt,
    },
    signature: { v: att.signature.v, r: att.signature.r, s: att.signature.s },
  };
  process.stdout.write(JSON.stringify(out, big) + "\n");
} else if (mode === "verify") {
  const att = JSON.parse(b);
  const oc = offchainFor(att.domain);
  const sdkAtt = {
    version: OffchainAttestationVersion.Version2,
    uid: att.uid,
    domain: { name: "EAS Attestation", version: att.domain.version, chainId: BigInt(att.domain.chainId), verifyingContract: att.domain.verifyingContract },
    primaryType: "Attest",
    types: oc.signingType.types,
    message: { ...att.message, time: BigInt(att.message.time), expirationTime: BigInt(att.message.expirationTime) },
    signature: att.signature,
  };
  let valid = false;
  try {
    valid = oc.verifyOffchainAttestationSignature(a, sdkAtt);
  } catch (e) {
    valid = false;
  }
  const uid = Offchain.getOffchainUID(2, att.message.schema, att.message.recipient, BigInt(att.message.time),
    BigInt(att.message.expirationTime), att.message.revocable, att.message.refUID, att.message.data, att.message.salt);
  process.stdout.write(JSON.stringify({ valid, uid }) + "\n");
} else {
  console.error("usage: interop.mjs sign KEY REQ | verify ATTESTER ATT");
  process.exit(2);
}
