// Runs @phala/dcap-qvl (an independent JavaScript DCAP verifier) on one
// quote: node verify.cjs QUOTE_FILE COLLATERAL_JSON NOW_SECONDS [ROOT_CA_DER]
// Prints {"ok":true,"status":...} or {"ok":false,"error":...} and exits 0
// either way (2 on bad usage).
const fs = require("node:fs");
const qvl = require("@phala/dcap-qvl");

const [quoteFile, collateralFile, now, rootFile] = process.argv.slice(2);
if (!quoteFile || !collateralFile || !now) {
  process.stderr.write("usage: node verify.cjs QUOTE COLLATERAL_JSON NOW_SECONDS [ROOT_CA_DER]\n");
  process.exit(2);
}
const quote = fs.readFileSync(quoteFile);
const collateral = JSON.parse(fs.readFileSync(collateralFile, "utf8"));
try {
  const verifier = rootFile
    ? qvl.QuoteVerifier.newWithRootCa(fs.readFileSync(rootFile))
    : qvl.QuoteVerifier.newProd ? qvl.QuoteVerifier.newProd() : new qvl.QuoteVerifier();
  const report = verifier.verify(quote, collateral, Number(now));
  const status = report && (report.status || report.tcbStatus || (report.report && report.report.status));
  process.stdout.write(JSON.stringify({ ok: true, status: status || null, advisories: report.advisoryIds || report.advisory_ids || [] }) + "\n");
} catch (e) {
  const msg = [];
  for (let x = e; x; x = x.cause) msg.push(String(x.message || x));
  process.stdout.write(JSON.stringify({ ok: false, error: msg.join(": ") }) + "\n");
}
