// Vendors the EAS and SchemaRegistry contracts exactly as deployed on
// Sepolia, from the npm package @ethereum-attestation-service/eas-contracts
// at the pinned version (its deployments/sepolia holds the deployed bytecode).
// `npm pack` downloads only that package's tarball, not its dependencies
// (hardhat). Writes sepolia/EAS.json, sepolia/SchemaRegistry.json,
// networks.json (every chain the package has deployments for: chain id, EAS
// and SchemaRegistry addresses) and source.json (package version, tarball
// integrity, file digests).
//
// Usage: node fetch.mjs          (re-vendor)
//        node fetch.mjs --check  (exit 1 unless the committed files match)
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, writeFileSync, mkdirSync, rmSync } from "node:fs";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const PKG = "@ethereum-attestation-service/eas-contracts";
const VERSION = "1.9.0";
const here = dirname(fileURLToPath(import.meta.url));
const check = process.argv.includes("--check");

const tmp = mkdtempSync(join(tmpdir(), "eas-"));
try {
  const out = execFileSync("npm", ["pack", `${PKG}@${VERSION}`, "--json", "--silent"], { cwd: tmp, encoding: "utf8" });
  const info = JSON.parse(out)[0];
  execFileSync("tar", ["xzf", info.filename], { cwd: tmp });
  const files = {};
  for (const name of ["EAS", "SchemaRegistry"]) {
    const d = JSON.parse(readFileSync(join(tmp, "package", "deployments", "sepolia", name + ".json"), "utf8"));
    const meta = JSON.parse(d.metadata);
    const trimmed = {
      contractName: name,
      network: "sepolia",
      chainId: 11155111,
      address: d.address,
      constructorArgs: d.args,
      deployTransaction: d.transactionHash,
      compiler: meta.compiler.version,
      abi: d.abi,
      bytecode: d.bytecode,
      deployedBytecode: d.deployedBytecode,
    };
    files[name] = JSON.stringify(trimmed, null, 2) + "\n";
  }
  // Every chain the package has a deployment for: its chain id and the
  // addresses (and creation transactions) of EAS and SchemaRegistry, for
  // 'verijudge deploy --network NAME' and for naming a chain by its id.
  const deployments = join(tmp, "package", "deployments");
  const networks = readdirSync(deployments).sort().map((name) => {
    const read = (f) => JSON.parse(readFileSync(join(deployments, name, f + ".json"), "utf8"));
    const eas = read("EAS"), reg = read("SchemaRegistry");
    return {
      name,
      chainId: Number(readFileSync(join(deployments, name, ".chainId"), "utf8").trim()),
      eas: eas.address.toLowerCase(),
      schemaRegistry: reg.address.toLowerCase(),
      easDeployTransaction: eas.transactionHash || "",
      schemaRegistryDeployTransaction: reg.transactionHash || "",
    };
  });
  files.networks = JSON.stringify({ package: PKG, version: VERSION, networks }, null, 2) + "\n";
  const digest = (s) => "0x" + createHash("sha256").update(s).digest("hex");
  const source = JSON.stringify({
    package: PKG,
    version: VERSION,
    tarball: info.filename,
    integrity: info.integrity,
    shasum: info.shasum,
    files: {
      "sepolia/EAS.json": digest(files.EAS), "sepolia/SchemaRegistry.json": digest(files.SchemaRegistry),
      "networks.json": digest(files.networks),
    },
  }, null, 2) + "\n";
  const targets = {
    "sepolia/EAS.json": files.EAS, "sepolia/SchemaRegistry.json": files.SchemaRegistry,
    "networks.json": files.networks, "source.json": source,
  };
  let bad = 0;
  for (const [rel, body] of Object.entries(targets)) {
    const p = join(here, rel);
    if (check) {
      let have = "";
      try { have = readFileSync(p, "utf8"); } catch {}
      if (have !== body) { console.error("differs: contracts/eas/" + rel); bad++; }
    } else {
      mkdirSync(dirname(p), { recursive: true });
      writeFileSync(p, body);
    }
  }
  if (check) {
    if (bad) process.exit(1);
    console.log(`OK: contracts/eas matches ${PKG}@${VERSION} (${info.integrity})`);
  } else {
    console.log(`vendored ${PKG}@${VERSION} (${info.integrity})`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
