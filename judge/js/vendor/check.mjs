// Checks that the vendored library files are byte for byte the files of
// the releases judge/js/package-lock.json pins. Run after `npm ci` in
// judge/js (.ci/run does): node vendor/check.mjs
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const js = dirname(here);
const lock = JSON.parse(readFileSync(join(js, "package-lock.json"), "utf8"));
const vendored = {
  "noble-ed25519": ["@noble/ed25519", ["index.js", "LICENSE"]],
  "noble-hashes": ["@noble/hashes", ["sha2.js", "_md.js", "_u64.js", "utils.js", "LICENSE"]],
};
let bad = 0;
for (const [dir, [pkg, files]] of Object.entries(vendored)) {
  const want = lock.packages["node_modules/" + pkg].version;
  const meta = JSON.parse(readFileSync(join(js, "node_modules", pkg, "package.json"), "utf8"));
  if (meta.version !== want) {
    console.error(`${pkg}: node_modules holds ${meta.version}, the lockfile pins ${want}: run npm ci`);
    bad++;
  }
  for (const f of files) {
    const a = readFileSync(join(here, dir, f));
    const b = readFileSync(join(js, "node_modules", pkg, f));
    if (!a.equals(b)) {
      console.error(`vendor/${dir}/${f} differs from ${pkg}@${want}/${f}`);
      bad++;
    }
  }
  console.log(`${pkg}@${want}: ${files.length} files match`);
}
process.exit(bad === 0 ? 0 : 1);
