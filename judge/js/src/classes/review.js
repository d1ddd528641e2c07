// The review evidence class: one increment of work in a science repository,
// audited by a model from another vendor against a versioned rulebook, with
// every report recorded as a commit in an audit ledger repository, and the
// receipt the auditor emitted. The evidence is derived from the two
// repositories (Go package review); each check kind decides one invariant
// of the protocol. See docs/review.md.
import { schemaError } from "../errors.js";
import { result, noValidate } from "./common.js";
import { fields, str, int, bool, arr, has, deepFreeze } from "../shape.js";
import { sha256Hex } from "../sha256.js";
import { utf8Encode } from "../utf8.js";

const SHA1 = /^[0-9a-f]{40}$/;
const SHA256 = /^[0-9a-f]{64}$/;
const RULE = /^[A-Z][A-Z0-9]*(-[A-Z0-9]+)+$/;
const REPO = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
const VENDOR = /^[a-z0-9][a-z0-9._-]*$/;
const SEVERITIES = Object.freeze(["BLOCKER", "ADVISORY"]);
// UNKNOWN: the report does not say (it is then not well formed).
const VERDICTS = Object.freeze(["PASS", "BLOCKED", "ESCALATE", "DCL_ONLY", "UNKNOWN"]);
const CHECKOUTS = Object.freeze(["clean", "modified", "none"]);
const LEDGER_STATES = Object.freeze(["consulted", "none"]);
const RULINGS = Object.freeze(["upheld", "withdrawn", "pending"]);
const ABSENT = "ABSENT";
// A manifest path the commit holds as a symlink or submodule: nothing an
// audit of file bytes covers.
const NOT_A_FILE = "NOT_A_FILE";
// The receipt's members, as the reference implementation writes them.
const RECEIPT_FIELDS = Object.freeze(["science_repo", "sha", "tree", "round", "cycle_id", "manifest",
  "constitution_hash", "dcl_source_sha256", "prompt_sha256", "report_sha256", "auditor_model", "verdict",
  "audit_integrity"]);
const RECEIPT_OPTIONAL = Object.freeze(["input_bounds_exceeded"]);
const O_SHA1 = Object.freeze({ pattern: SHA1 });
const O_SHA1_OR_EMPTY = Object.freeze({ max: 40, pattern: /^([0-9a-f]{40})?$/ });
const O_SHA256 = Object.freeze({ pattern: SHA256 });
const O_REPO = Object.freeze({ min: 3, max: 200, pattern: REPO });
const O_VENDOR = Object.freeze({ min: 1, max: 64, pattern: VENDOR });
const O_TEXT = Object.freeze({ max: 1024 });
const O_NAME = Object.freeze({ min: 1, max: 1024 });
const O_PATH = Object.freeze({ min: 1, max: 4096 });
const O_ROUND = Object.freeze({ min: 1 });
const O_MANIFEST = Object.freeze({ max: 100000 });
const O_LIST = Object.freeze({ max: 10000 });
const NONE = Object.freeze([]);

function oneOf(v, allowed, path) {
  if (typeof v !== "string" || allowed.indexOf(v) < 0) throw schemaError(path, "must be one of " + allowed.join(", "));
  return v;
}

function readManifest(list, p) {
  const seen = Object.create(null);
  const out = Object.create(null);
  arr(list, p, O_MANIFEST);
  for (let i = 0; i < list.length; i++) {
    const q = p + "[" + i + "]";
    fields(list[i], q, ["path", "sha256"], NONE);
    const path = str(list[i].path, q + ".path", O_PATH);
    if (seen[path]) throw schemaError(q + ".path", "duplicate path " + JSON.stringify(path));
    seen[path] = true;
    const d = str(list[i].sha256, q + ".sha256", { max: 64 });
    if (d !== ABSENT && d !== NOT_A_FILE && !SHA256.test(d)) {
      throw schemaError(q + ".sha256", "must be 64 lowercase hex digits, ABSENT or NOT_A_FILE");
    }
    out[path] = d;
  }
  return out;
}

function readRound(r, q) {
  fields(r, q, ["round", "commit", "verdict", "auditor", "report", "wellFormed", "findings", "checks"], NONE);
  const auditor = fields(r.auditor, q + ".auditor", ["vendor", "model"], NONE);
  const report = fields(r.report, q + ".report", ["path", "blob", "sha256", "committed", "rewritten"], ["commit"]);
  const out = {
    round: int(r.round, q + ".round", O_ROUND),
    commit: str(r.commit, q + ".commit", O_SHA1),
    verdict: oneOf(r.verdict, VERDICTS, q + ".verdict"),
    vendor: str(auditor.vendor, q + ".auditor.vendor", O_VENDOR),
    model: str(auditor.model, q + ".auditor.model", O_NAME),
    reportPath: str(report.path, q + ".report.path", O_PATH),
    reportBlob: str(report.blob, q + ".report.blob", O_SHA1),
    reportSha256: str(report.sha256, q + ".report.sha256", O_SHA256),
    committed: bool(report.committed, q + ".report.committed"),
    rewritten: bool(report.rewritten, q + ".report.rewritten"),
    reportCommit: null,
    wellFormed: bool(r.wellFormed, q + ".wellFormed"),
    findings: [],
    checks: [],
  };
  if (has(report, "commit")) out.reportCommit = str(report.commit, q + ".report.commit", O_SHA1);
  if (out.committed !== (out.reportCommit !== null)) {
    throw schemaError(q + ".report", "commit is present exactly when committed is true");
  }
  const fs = arr(r.findings, q + ".findings", O_LIST);
  for (let i = 0; i < fs.length; i++) {
    const fq = q + ".findings[" + i + "]";
    fields(fs[i], fq, ["rule", "severity", "location"], NONE);
    const rule = str(fs[i].rule, fq + ".rule", { max: 64 });
    if (rule !== "" && !RULE.test(rule)) throw schemaError(fq + ".rule", "must be a rule id (such as CA-DATA-001) or empty");
    out.findings.push({ rule, severity: oneOf(fs[i].severity, SEVERITIES, fq + ".severity"),
      location: str(fs[i].location, fq + ".location", O_TEXT) });
  }
  const cs = arr(r.checks, q + ".checks", O_LIST);
  const seen = Object.create(null);
  for (let i = 0; i < cs.length; i++) {
    const cq = q + ".checks[" + i + "]";
    fields(cs[i], cq, ["name", "pass"], NONE);
    const name = str(cs[i].name, cq + ".name", O_NAME);
    if (seen[name]) throw schemaError(cq + ".name", "duplicate check " + JSON.stringify(name));
    seen[name] = true;
    out.checks.push({ name, pass: bool(cs[i].pass, cq + ".pass") });
  }
  return out;
}

function readReceipt(rc, p) {
  fields(rc, p, ["committed", "path", "dir", "sha256", "fields"], NONE);
  const f = fields(rc.fields, p + ".fields", RECEIPT_FIELDS, RECEIPT_OPTIONAL);
  const q = p + ".fields";
  const m = f.manifest;
  if (m === null || typeof m !== "object" || Array.isArray(m)) throw schemaError(q + ".manifest", "must be an object");
  const manifest = Object.create(null);
  const keys = Object.keys(m);
  if (keys.length > O_MANIFEST.max) throw schemaError(q + ".manifest", "more than " + O_MANIFEST.max + " paths");
  for (let i = 0; i < keys.length; i++) {
    str(keys[i], q + ".manifest key", O_PATH);
    manifest[keys[i]] = str(m[keys[i]], q + ".manifest[" + JSON.stringify(keys[i]) + "]", { max: 64 });
  }
  const bounds = has(f, "input_bounds_exceeded") ? int(f.input_bounds_exceeded, q + ".input_bounds_exceeded") : 0;
  return {
    committed: bool(rc.committed, p + ".committed"),
    boundsExceeded: bounds,
    path: str(rc.path, p + ".path", O_PATH),
    dir: str(rc.dir, p + ".dir", O_PATH),
    sha256: str(rc.sha256, p + ".sha256", O_SHA256),
    repo: str(f.science_repo, q + ".science_repo", O_TEXT),
    sha: str(f.sha, q + ".sha", O_TEXT),
    tree: str(f.tree, q + ".tree", O_TEXT),
    round: int(f.round, q + ".round"),
    cycleId: str(f.cycle_id, q + ".cycle_id", O_TEXT),
    manifest,
    constitution: str(f.constitution_hash, q + ".constitution_hash", O_TEXT),
    dcl: str(f.dcl_source_sha256, q + ".dcl_source_sha256", O_TEXT),
    prompt: str(f.prompt_sha256, q + ".prompt_sha256", O_TEXT),
    report: str(f.report_sha256, q + ".report_sha256", O_TEXT),
    model: str(f.auditor_model, q + ".auditor_model", O_TEXT),
    verdict: str(f.verdict, q + ".verdict", O_TEXT),
    integrity: str(f.audit_integrity, q + ".audit_integrity", O_TEXT),
  };
}

function readEvidence(ev) {
  const p = "evidence";
  fields(ev, p, ["increment", "generator", "config", "ledger", "rulebook", "deterministic", "rounds", "disputes", "admission"], ["receipt"]);
  const led = fields(ev.ledger, p + ".ledger", ["linear", "removed", "closure"], NONE);
  str(led.closure, p + ".ledger.closure", { max: 4096 });
  const removed = arr(led.removed, p + ".ledger.removed", O_LIST);
  for (let i = 0; i < removed.length; i++) str(removed[i], p + ".ledger.removed[" + i + "]", O_PATH);
  const cfg = fields(ev.config, p + ".config", ["auditorVendor", "maxRounds", "changed"], NONE);
  const inc = fields(ev.increment, p + ".increment", ["repo", "commit", "tree", "head", "base", "descends", "manifest", "scope", "unaudited", "unapproved"], NONE);
  const unaudited = arr(inc.unaudited, p + ".increment.unaudited", O_LIST);
  for (let i = 0; i < unaudited.length; i++) str(unaudited[i], p + ".increment.unaudited[" + i + "]", O_SHA1);
  const unapproved = arr(inc.unapproved, p + ".increment.unapproved", O_LIST);
  for (let i = 0; i < unapproved.length; i++) str(unapproved[i], p + ".increment.unapproved[" + i + "]", O_TEXT);
  const rb = fields(ev.rulebook, p + ".rulebook", ["version", "sha256", "rules"], NONE);
  const rules = Object.create(null);
  const rl = arr(rb.rules, p + ".rulebook.rules", O_LIST);
  for (let i = 0; i < rl.length; i++) {
    const q = p + ".rulebook.rules[" + i + "]";
    fields(rl[i], q, ["id", "severity"], NONE);
    const id = str(rl[i].id, q + ".id", { max: 64, pattern: RULE });
    if (rules[id] !== undefined) throw schemaError(q + ".id", "duplicate rule " + id);
    rules[id] = oneOf(rl[i].severity, SEVERITIES, q + ".severity");
  }
  const det = fields(ev.deterministic, p + ".deterministic", ["sourcesSha256", "tree"], NONE);
  str(det.tree, p + ".deterministic.tree", O_SHA1_OR_EMPTY);
  const rounds = [];
  const rs = arr(ev.rounds, p + ".rounds", O_LIST);
  for (let i = 0; i < rs.length; i++) rounds.push(readRound(rs[i], p + ".rounds[" + i + "]"));
  const disputes = [];
  const ds = arr(ev.disputes, p + ".disputes", O_LIST);
  for (let i = 0; i < ds.length; i++) {
    const q = p + ".disputes[" + i + "]";
    fields(ds[i], q, ["round", "rule", "ruling"], NONE);
    disputes.push({ round: int(ds[i].round, q + ".round", O_ROUND), rule: str(ds[i].rule, q + ".rule", { max: 64, pattern: RULE }),
      ruling: oneOf(ds[i].ruling, RULINGS, q + ".ruling") });
  }
  const adm = fields(ev.admission, p + ".admission", ["ledger", "consumed", "conflicting", "checkout"], NONE);
  return {
    repo: str(inc.repo, p + ".increment.repo", O_REPO),
    commit: str(inc.commit, p + ".increment.commit", O_SHA1),
    tree: str(inc.tree, p + ".increment.tree", O_SHA1),
    head: str(inc.head, p + ".increment.head", O_SHA1),
    base: str(inc.base, p + ".increment.base", O_SHA1_OR_EMPTY),
    descends: bool(inc.descends, p + ".increment.descends"),
    ledgerLinear: bool(led.linear, p + ".ledger.linear"),
    removed,
    manifest: readManifest(inc.manifest, p + ".increment.manifest"),
    scope: readManifest(inc.scope, p + ".increment.scope"),
    unaudited,
    unapproved,
    generator: str(fields(ev.generator, p + ".generator", ["vendor"], NONE).vendor, p + ".generator.vendor", O_VENDOR),
    auditorVendor: str(cfg.auditorVendor, p + ".config.auditorVendor", O_VENDOR),
    maxRounds: int(cfg.maxRounds, p + ".config.maxRounds", O_ROUND),
    configChanged: bool(cfg.changed, p + ".config.changed"),
    rulebookVersion: str(rb.version, p + ".rulebook.version", O_SHA1),
    rulebookSha256: str(rb.sha256, p + ".rulebook.sha256", O_SHA256),
    rules,
    dcl: str(det.sourcesSha256, p + ".deterministic.sourcesSha256", O_SHA256),
    rounds,
    disputes,
    receipt: has(ev, "receipt") ? readReceipt(ev.receipt, p + ".receipt") : null,
    consumed: bool(adm.consumed, p + ".admission.consumed"),
    conflicting: bool(adm.conflicting, p + ".admission.conflicting"),
    checkout: oneOf(adm.checkout, CHECKOUTS, p + ".admission.checkout"),
    ledgerConsulted: oneOf(adm.ledger, LEDGER_STATES, p + ".admission.ledger") === "consulted",
  };
}

function last(ctx) {
  return ctx.rounds.length === 0 ? null : ctx.rounds[ctx.rounds.length - 1];
}

function manifestDiff(a, b) {
  const out = [];
  const ka = Object.keys(a).sort();
  for (let i = 0; i < ka.length; i++) {
    if (b[ka[i]] === undefined) out.push(ka[i] + " only in the receipt");
    else if (a[ka[i]] !== b[ka[i]]) out.push(ka[i] + " " + a[ka[i]] + " in the receipt, " + b[ka[i]] + " at the commit");
  }
  const kb = Object.keys(b).sort();
  for (let i = 0; i < kb.length; i++) if (a[kb[i]] === undefined) out.push(kb[i] + " missing from the receipt");
  return out;
}

const NO_PARAMS = Object.freeze([NONE, NONE]);

export const review = deepFreeze({
  name: "review",
  readEvidence,
  txHashes: () => [],
  checks: {
    // I1: no round was audited by the generator's vendor.
    vendor_heterogeneous: {
      params: NO_PARAMS,
      validate: noValidate,
      run(c, ctx) {
        const expected = "every auditor from the configured vendor (" + ctx.auditorVendor + "), not the generator's (" +
          ctx.generator + ")";
        if (ctx.rounds.length === 0) return { pass: false, expected, actual: "no audit rounds" };
        const bad = [];
        for (let i = 0; i < ctx.rounds.length; i++) {
          const r = ctx.rounds[i];
          if (r.vendor === "unknown") bad.push("round " + r.round + ": the report names no auditor vendor");
          else if (r.vendor === ctx.generator) bad.push("round " + r.round + " audited by " + r.vendor + " (" + r.model + ")");
          else if (r.vendor !== ctx.auditorVendor) {
            bad.push("round " + r.round + " audited by " + r.vendor + ", crossaudit.yml names " + ctx.auditorVendor);
          }
        }
        return result(bad, expected, ctx.rounds.length + " rounds, auditors: " +
          ctx.rounds.map((r) => r.vendor + "/" + r.model).join(", "));
      },
    },
    // I2: every round has a committed report, rounds run 1, 2, … with no gap.
    ledger_complete: {
      params: NO_PARAMS,
      validate: noValidate,
      run(c, ctx) {
        const expected = "rounds 1..n, each with a report committed to the ledger; every commit that changed artefacts audited";
        if (ctx.rounds.length === 0) return { pass: false, expected, actual: "no audit rounds in the ledger" };
        const bad = [];
        if (!ctx.ledgerLinear) bad.push("the ledger's history has a merge or a rewritten admissions file");
        // Each round audits its own commit's change: a commit since the
        // last admission that changed an artefact and that no round
        // audited is a change no auditor saw.
        for (let i = 0; i < ctx.unaudited.length; i++) bad.push("commit " + ctx.unaudited[i] + " changed artefacts and no round audited it");
        for (let i = 0; i < ctx.removed.length; i++) bad.push(ctx.removed[i] + " was deleted from the ledger");
        for (let i = 0; i < ctx.rounds.length; i++) {
          const r = ctx.rounds[i];
          if (r.round !== i + 1) bad.push("round " + (i + 1) + " is numbered " + r.round);
          if (!r.committed) bad.push("round " + r.round + ": " + r.reportPath + " is not committed");
          else if (r.rewritten) bad.push("round " + r.round + ": " + r.reportPath + " was rewritten after it was recorded");
        }
        return result(bad, expected, ctx.rounds.length + " rounds, all committed");
      },
    },
    // I3: every finding cites a rule of the rulebook version in force, a
    // BLOCKER cites a BLOCKER rule, and a malformed or rule-free report
    // escalates instead of passing.
    citations_valid: {
      params: NO_PARAMS,
      validate: noValidate,
      run(c, ctx) {
        const expected = "findings cite rules of rulebook " + ctx.rulebookVersion.slice(0, 12) +
          "; malformed reports escalate";
        const bad = [];
        for (let i = 0; i < ctx.rounds.length; i++) {
          const r = ctx.rounds[i];
          if (!r.wellFormed && r.verdict !== "ESCALATE") bad.push("round " + r.round + ": malformed report with verdict " + r.verdict);
          for (let j = 0; j < r.findings.length; j++) {
            const f = r.findings[j];
            if (f.rule.indexOf("DCL-") === 0) continue;
            const at = "round " + r.round + " " + f.severity + (f.location ? " at " + f.location : "");
            if (f.rule === "") { bad.push(at + " cites no rule"); continue; }
            const sev = ctx.rules[f.rule];
            if (sev === undefined) bad.push(at + " cites " + f.rule + ", not in the rulebook");
            else if (f.severity === "BLOCKER" && sev !== "BLOCKER") bad.push(at + " blocks on " + f.rule + ", an " + sev + " rule");
          }
        }
        return result(bad, expected, "every finding cites a rule");
      },
    },
    // I4: no PASS over a failing deterministic check, and no ruling waives
    // one.
    deterministic_precedence: {
      params: NO_PARAMS,
      validate: noValidate,
      run(c, ctx) {
        const expected = "no PASS while a deterministic check fails; no waiver of one";
        const bad = [];
        for (let i = 0; i < ctx.rounds.length; i++) {
          const r = ctx.rounds[i];
          const failed = r.checks.filter((x) => !x.pass).map((x) => x.name);
          if (failed.length > 0 && r.verdict === "PASS") bad.push("round " + r.round + " PASS over failing " + failed.join(", "));
        }
        for (let i = 0; i < ctx.disputes.length; i++) {
          const d = ctx.disputes[i];
          if (d.rule.indexOf("DCL-") === 0 && d.ruling === "withdrawn") bad.push("round " + d.round + " waives " + d.rule);
        }
        const l = last(ctx);
        if (ctx.receipt !== null && ctx.receipt.verdict === "PASS" && l !== null && l.checks.some((x) => !x.pass)) {
          bad.push("receipt PASS over a failing deterministic check");
        }
        return result(bad, expected, "deterministic checks respected");
      },
    },
    // I5: at most max rounds; a round at the bound that does not pass
    // escalates to a person, and nothing follows an escalation.
    rounds_bounded: {
      params: [["max"], NONE],
      validate(c, p) { int(c.max, p + ".max", O_ROUND); },
      run(c, ctx) {
        const expected = "at most " + c.max + " rounds, ESCALATE at the bound unless PASS, nothing after ESCALATE";
        const bad = [];
        if (ctx.rounds.length > c.max) bad.push(ctx.rounds.length + " rounds");
        for (let i = 0; i < ctx.rounds.length; i++) {
          const r = ctx.rounds[i];
          if (i + 1 >= c.max && r.verdict !== "PASS" && r.verdict !== "ESCALATE") bad.push("round " + r.round + " " + r.verdict + " at the bound");
          // A PASS that was not admitted (the increment changed its
          // configuration, went stale, …) may be followed by more rounds,
          // which still count; an escalation waits for a person.
          if (i + 1 < ctx.rounds.length && r.verdict === "ESCALATE") bad.push("round " + r.round + " ESCALATE was not final");
        }
        return result(bad, expected, ctx.rounds.length + " rounds");
      },
    },
    // I6: the final round passes with no BLOCKER, and every dispute has
    // the principal's ruling. (A disputed finding goes back to the auditor:
    // only a later round's report clears it.)
    blockers_resolved: {
      params: NO_PARAMS,
      validate: noValidate,
      run(c, ctx) {
        const expected = "final round PASS with no BLOCKER; every dispute ruled; every experiment's latest audit passed";
        const l = last(ctx);
        if (l === null) return { pass: false, expected, actual: "no audit rounds" };
        const bad = [];
        if (l.verdict !== "PASS") bad.push("final round " + l.round + " is " + l.verdict);
        for (let j = 0; j < l.findings.length; j++) {
          const f = l.findings[j];
          if (f.severity === "BLOCKER") bad.push("standing BLOCKER " + (f.rule || "(no rule)"));
        }
        for (let i = 0; i < ctx.disputes.length; i++) {
          if (ctx.disputes[i].ruling === "pending") bad.push("dispute of " + ctx.disputes[i].rule + " in round " + ctx.disputes[i].round + " has no ruling");
        }
        // Each round audits its commit's own change: an experiment whose
        // latest audit blocked or escalated is cleared only by a later
        // round that audits it again.
        for (let i = 0; i < ctx.unapproved.length; i++) bad.push("experiment " + ctx.unapproved[i]);
        return result(bad, expected, "final round " + l.round + " PASS, no BLOCKER");
      },
    },
    // I7: the receipt names what was audited and by whom, exactly.
    receipt_bound: {
      params: NO_PARAMS,
      validate: noValidate,
      run(c, ctx) {
        const expected = "receipt bound to commit, tree, manifest, rulebook, checks, auditor and committed report";
        const rc = ctx.receipt;
        if (rc === null) return { pass: false, expected, actual: "no receipt" };
        const l = last(ctx);
        if (l === null) return { pass: false, expected, actual: "no audit rounds" };
        const bad = [];
        const eq = (name, got, want) => { if (got !== want) bad.push(name + " " + JSON.stringify(got) + ", want " + JSON.stringify(want)); };
        if (rc.repo !== ctx.repo) bad.push("science_repo " + JSON.stringify(rc.repo) + ", want " + JSON.stringify(ctx.repo));
        eq("cycle_id", rc.cycleId, sha256Hex(utf8Encode(ctx.repo + "\n" + ctx.rounds[0].commit)).slice(2, 18));
        eq("sha", rc.sha, ctx.commit);
        eq("tree", rc.tree, ctx.tree);
        eq("round", rc.round, l.round);
        eq("constitution_hash", rc.constitution, ctx.rulebookVersion);
        eq("dcl_source_sha256", rc.dcl, ctx.dcl);
        eq("report_sha256", rc.report, l.reportSha256);
        eq("auditor_model", rc.model, l.model);
        eq("verdict", rc.verdict, l.verdict);
        if (l.commit !== ctx.commit) bad.push("final round audited " + l.commit + ", not " + ctx.commit);
        if (!l.committed) bad.push("report " + l.reportPath + " is not committed");
        const dir = l.reportPath.slice(0, l.reportPath.lastIndexOf("/"));
        if (dir.slice(dir.lastIndexOf("/") + 1) !== rc.dir) {
          bad.push("receipt directory " + JSON.stringify(rc.dir) + ", not the final round's " + JSON.stringify(dir));
        }
        if (!rc.committed) bad.push("the receipt is not the one committed once beside the final report in the ledger");
        const md = manifestDiff(rc.manifest, ctx.scope);
        for (let i = 0; i < md.length; i++) bad.push("manifest: " + md[i]);
        return result(bad, expected, "bound to " + ctx.commit.slice(0, 12) + " round " + l.round);
      },
    },
    // I8: the receipt admits the increment now: PASS, integrity OK, the
    // science head has not moved on, its checkout holds the audited
    // artefacts, and the receipt was never consumed nor contradicted by
    // another admitted receipt.
    admissible: {
      params: NO_PARAMS,
      validate: noValidate,
      run(c, ctx) {
        const expected = "receipt PASS, integrity OK, current, unused";
        const rc = ctx.receipt;
        if (rc === null) return { pass: false, expected, actual: "no receipt" };
        const bad = [];
        if (rc.verdict !== "PASS") bad.push("verdict " + rc.verdict);
        if (rc.integrity !== "OK") bad.push("audit_integrity " + rc.integrity);
        if (rc.sha !== ctx.head) bad.push("stale: science head is " + ctx.head + ", receipt is for " + rc.sha);
        if (!ctx.descends) bad.push("the commit does not descend from the last admitted commit " + ctx.base);
        const notFiles = Object.keys(ctx.manifest).filter((k) => ctx.manifest[k] === NOT_A_FILE);
        if (notFiles.length > 0) bad.push("not files (symlinks or submodules), so not audited: " + notFiles.sort().join(", "));
        if (!ctx.ledgerConsulted) bad.push("no admission ledger was consulted");
        if (rc.boundsExceeded > 0) bad.push("input bounds exceeded: the auditor saw a truncated increment");
        if (ctx.configChanged) bad.push("crossaudit.yml changed within the cycle");
        if (ctx.checkout === "none") bad.push("no checkout of the science repository was verified");
        if (ctx.checkout === "modified") bad.push("the science checkout does not match the audited commit's manifest");
        if (ctx.consumed) bad.push("already consumed");
        if (ctx.conflicting) bad.push("conflicts with another admitted receipt for " + rc.sha);
        return result(bad, expected, "admissible");
      },
    },
  },
});
