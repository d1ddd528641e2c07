// verijudge re-verify page: does in the browser what judge/kit/kit.mjs does
// with Node.js. It downloads the record and the evaluator bundle the record
// names, runs the bundle only if its SHA-256 (WebCrypto) equals the record's
// evaluator digest, runs it in a Worker from which the network globals were
// removed, and compares the hashes the bundle recomputes with the record's.
// Nothing is sent anywhere. Offline check only: attestations are not read.
"use strict";

(function () {
  const MAX_RECORD = 16 * 1024 * 1024; // limits.MaxRecordBytes
  const MAX_BUNDLE = 4 * 1024 * 1024; // limits.MaxBundleBytes
  const RUN_TIMEOUT_MS = 30000;
  const MEDIA_TYPE = "application/vnd.verijudge.record.v1+json";
  const NETWORK_GLOBALS = ["fetch", "XMLHttpRequest", "importScripts", "WebSocket", "EventSource", "indexedDB", "caches"];

  const $ = (id) => document.getElementById(id);

  // Stop ends the check with an outcome other than MATCH/MISMATCH.
  class Stop extends Error {
    constructor(outcome, message) {
      super(message);
      this.outcome = outcome;
    }
  }

  function setText(id, text) {
    const el = $(id);
    if (el) el.textContent = text;
  }

  function str(v) {
    return v === undefined || v === null ? "–" : String(v);
  }

  function addCheck(name, ok, detail) {
    const tr = document.createElement("tr");
    tr.dataset.check = name;
    tr.dataset.ok = ok ? "true" : "false";
    const th = document.createElement("th");
    th.scope = "row";
    const code = document.createElement("code");
    code.textContent = name;
    th.appendChild(code);
    const res = document.createElement("td");
    const badge = document.createElement("span");
    badge.className = "badge";
    badge.textContent = ok ? "ok" : "FAIL";
    res.appendChild(badge);
    const d = document.createElement("td");
    d.className = "detail-cell";
    d.textContent = detail;
    tr.append(th, res, d);
    $("checks").tBodies[0].appendChild(tr);
  }

  // AMOUNT finds integers of 16 digits or more that are not part of a hex
  // string or of a decimal fraction: wei (and token base-unit) amounts in
  // check texts.
  const AMOUNT = /(?<![0-9A-Za-z]|[0-9]\.)\d{16,}(?![0-9A-Za-z]|\.[0-9])/g;

  // formatAmount writes a base-unit integer exactly, in units of 10^18
  // (ether, and most tokens): 100000000000000000000 is "100 ×10¹⁸",
  // 1500000000000000000 is "1.5 ×10¹⁸"; shorter ones get digit groups.
  function formatAmount(d) {
    if (d.length <= 18) return d.replace(/\B(?=(\d{3})+(?!\d))/g, "\u2009");
    const whole = d.slice(0, -18).replace(/\B(?=(\d{3})+(?!\d))/g, "\u2009");
    const frac = d.slice(-18).replace(/0+$/, "");
    return whole + (frac ? "." + frac : "") + " \u00d710\u00b9\u2078";
  }

  // withAmounts sets el's text, each amount shown formatted with its raw
  // digits on hover (title) and in data-raw. Text only: nothing is parsed
  // as HTML.
  function withAmounts(el, text) {
    el.replaceChildren();
    let last = 0;
    for (const m of text.matchAll(AMOUNT)) {
      el.append(text.slice(last, m.index));
      const span = document.createElement("span");
      span.className = "amount";
      span.title = m[0] + " (base units)";
      span.dataset.raw = m[0];
      span.textContent = formatAmount(m[0]);
      el.append(span);
      last = m.index + m[0].length;
    }
    el.append(text.slice(last));
  }

  // showStatus shows the verdict status: in colour only once the bundle
  // recomputed it; until then (and when it never does) the record's own
  // claim, marked as such.
  function showStatus(status, recomputed) {
    const el = $("verdict-status");
    el.textContent = status ? (recomputed ? status : status + " (stored, not recomputed)") : "–";
    el.dataset.status = recomputed ? status || "" : "";
  }

  function showVerdictChecks(verdict) {
    const body = $("verdict-checks").tBodies[0];
    body.replaceChildren();
    const checks = verdict && Array.isArray(verdict.checks) ? verdict.checks : [];
    for (const c of checks) {
      const tr = document.createElement("tr");
      tr.dataset.check = str(c.name);
      tr.dataset.pass = c.pass ? "true" : "false";
      const name = document.createElement("th");
      name.scope = "row";
      name.textContent = str(c.name);
      const pass = document.createElement("td");
      const badge = document.createElement("span");
      badge.className = "badge " + (c.pass ? "pass" : "fail");
      badge.textContent = c.pass ? "pass" : "fail";
      pass.appendChild(badge);
      const exp = document.createElement("td");
      withAmounts(exp, str(c.expected));
      const act = document.createElement("td");
      withAmounts(act, str(c.actual));
      tr.append(name, pass, exp, act);
      body.appendChild(tr);
    }
  }

  function finish(outcome, detail) {
    const el = $("outcome");
    el.textContent = outcome;
    el.dataset.outcome = outcome;
    el.dataset.state = "done";
    setText("outcome-detail", detail);
    const status = $("verdict-status").dataset.status;
    document.title = outcome + (status ? " · " + status : "") + " · " + document.title;
  }

  // load fetches url from this server. Only bundles, which are checked by
  // digest, may come from the browser's cache without revalidation.
  async function load(url, max, what, cache) {
    let res;
    try {
      res = await fetch(url, { redirect: "error", cache: cache || "no-cache", credentials: "omit" });
    } catch (e) {
      throw new Stop("ERROR", what + ": " + (e && e.message ? e.message : e));
    }
    if (!res.ok) {
      throw new Stop("ERROR", what + ": HTTP " + res.status);
    }
    const declared = Number(res.headers.get("Content-Length"));
    if (declared > max) throw new Stop("ERROR", what + ": larger than " + max + " bytes");
    const buf = new Uint8Array(await res.arrayBuffer());
    if (buf.length > max) throw new Stop("ERROR", what + ": larger than " + max + " bytes");
    return buf;
  }

  // utf8 decodes strictly and keeps a byte-order mark (ignoreBOM), so that
  // a BOM is refused by name, as every verijudge reader refuses it.
  function utf8(buf, what) {
    let text;
    try {
      text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(buf);
    } catch (e) {
      throw new Stop("ERROR", what + " is not valid UTF-8");
    }
    if (text.charCodeAt(0) === 0xfeff) {
      throw new Stop("ERROR", what + " starts with a byte-order mark (U+FEFF); it must be UTF-8 without a BOM");
    }
    return text;
  }

  async function sha256(bytes) {
    if (!globalThis.crypto || !crypto.subtle) {
      throw new Stop("ERROR", "WebCrypto is not available (serve this page over https or from localhost); the bundle was not run");
    }
    const d = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    return "0x" + Array.from(d, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  // runEvaluator runs prelude + bundle + driver as one classic script in a
  // dedicated Worker and returns the driver's answer.
  function runEvaluator(prelude, bundle, driver, recordText) {
    return new Promise((resolve, reject) => {
      const blob = new Blob([prelude, "\n;\n", bundle, "\n;\n", driver], { type: "text/javascript" });
      const url = URL.createObjectURL(blob);
      let worker;
      try {
        worker = new Worker(url, { name: "verijudge-evaluator" });
      } catch (e) {
        URL.revokeObjectURL(url);
        reject(new Stop("ERROR", "cannot start the evaluator worker: " + (e && e.message ? e.message : e)));
        return;
      }
      const timer = setTimeout(() => {
        done();
        reject(new Stop("ERROR", "the evaluator did not answer within " + RUN_TIMEOUT_MS / 1000 + " s"));
      }, RUN_TIMEOUT_MS);
      function done() {
        clearTimeout(timer);
        worker.terminate();
        URL.revokeObjectURL(url);
      }
      worker.onmessage = (ev) => {
        done();
        resolve(ev.data);
      };
      worker.onerror = (ev) => {
        ev.preventDefault();
        done();
        reject(new Stop("ERROR", "the evaluator failed: " + (ev.message || "unknown error")));
      };
      worker.onmessageerror = () => {
        done();
        reject(new Stop("ERROR", "the evaluator's answer could not be read"));
      };
      worker.postMessage({ record: recordText });
    });
  }

  function showSandbox(report) {
    const el = $("sandbox");
    const open = NETWORK_GLOBALS.filter((n) => !report || report[n] !== "undefined");
    el.dataset.network = open.length === 0 ? "blocked" : "open";
    el.textContent = open.length === 0
      ? "Checked after the run: none of them was defined in the worker."
      : "After the run these were defined in the worker: " + open.join(", ") + ".";
    return open;
  }

  function hashDetail(recomputed, stored) {
    return recomputed === stored ? "recomputed = record: " + stored : "recomputed " + str(recomputed) + ", record says " + str(stored);
  }

  async function main() {
    const recordURL = new URL(document.body.dataset.record, location.href);
    setText("kit-command", "node kit.mjs " + recordURL.href);

    const recordText = utf8(await load(recordURL, MAX_RECORD, "record"), "record");
    let rec;
    try {
      rec = JSON.parse(recordText);
    } catch (e) {
      throw new Stop("ERROR", "the record is not JSON: " + e.message);
    }
    if (rec === null || typeof rec !== "object" || rec.mediaType !== MEDIA_TYPE) {
      throw new Stop("ERROR", "not a verijudge v1 record (mediaType " + MEDIA_TYPE + ")");
    }
    const v = rec.verdict && typeof rec.verdict === "object" ? rec.verdict : {};
    setText("trial-id", str(v.trialId));
    setText("task-build", str(v.taskId) + " / " + str(v.buildId));
    setText("status-stored", str(v.status));
    showStatus(str(v.status), false);
    setText("hash-stored", str(rec.verdictHash));
    const digest = rec.evaluator && rec.evaluator.digest;
    setText("evaluator-digest", str(digest));
    setText("evaluator-version", rec.evaluator && rec.evaluator.version ? "version " + rec.evaluator.version : "");

    if (rec.trace === undefined || rec.trace === null) {
      throw new Stop("NO_TRACE", "The record has no trace: the verdict cannot be recomputed, only attested (verijudge verify --rpc).");
    }
    if (!/^0x[0-9a-f]{64}$/.test(typeof digest === "string" ? digest : "")) {
      throw new Stop("ERROR", "the record names no evaluator digest");
    }

    const evaluatorURL = new URL(document.body.dataset.evaluator + digest + ".js", location.href);
    let bundle;
    try {
      bundle = await load(evaluatorURL, MAX_BUNDLE, "evaluator bundle", "default");
    } catch (e) {
      addCheck("evaluator", false, "bundle " + digest + " not available: " + e.message);
      throw new Stop("ERROR", "the evaluator bundle the record names is not available (" + e.message + "); nothing was run");
    }
    const got = await sha256(bundle);
    if (got !== digest) {
      addCheck("evaluator", false, "bundle sha256 " + got + " is not the record's " + digest);
      throw new Stop("ERROR", "bundle digest mismatch, not run: the bundle served has sha256 " + got + ", the record names " + digest);
    }
    addCheck("evaluator", true, "bundle sha256 = " + digest + " (WebCrypto)");
    utf8(bundle, "evaluator bundle");

    setText("outcome-detail", "Running the evaluator bundle in a sandboxed worker.");
    const [prelude, driver] = await Promise.all([
      load(new URL("assets/worker-prelude.js", location.href), 1 << 20, "worker prelude"),
      load(new URL("assets/worker-driver.js", location.href), 1 << 20, "worker driver"),
    ]);
    const out = await runEvaluator(prelude, bundle, driver, recordText);
    if (!out || typeof out !== "object") throw new Stop("ERROR", "the evaluator gave no answer");
    const open = showSandbox(out.sandbox);
    if (open.length > 0) throw new Stop("ERROR", "the worker sandbox was not intact (" + open.join(", ") + " defined)");
    if (out.error) throw new Stop("ERROR", "the evaluator failed: " + out.error);
    const h = out.verified;
    if (!h || !h.ok) throw new Stop("ERROR", "record: " + (h && h.error ? h.error.message : "the evaluator gave no answer"));

    setText("status-recomputed", str(h.verdict && h.verdict.status));
    showStatus(str(h.verdict && h.verdict.status), true);
    setText("hash-recomputed", str(h.verdictHash));
    showVerdictChecks(h.verdict);

    // The record's fields as the bundle read them strictly; the bundle that
    // ran must be the one they name. The bundle decides each check; the
    // page adds what it compared.
    const r = h.record;
    if (!r || r.evaluatorDigest !== digest) {
      throw new Stop("ERROR", "the record's evaluator is " + (r ? r.evaluatorDigest : "unknown") + ", not the bundle run");
    }
    const details = {
      "trace-hash": hashDetail(h.traceHash, r.traceHash),
      "spec-hash": hashDetail(h.specHash, r.specHash),
      "verdict-hash": "verdict recomputed from the trace: " + hashDetail(h.verdictHash, r.verdictHash),
      "verdict-fields": h.verdictFields
        ? "the recomputed verdict equals the stored one, field for field"
        : "the recomputed verdict differs from the stored one (a field, or the order of a list)",
      "stored-verdict-hash": "stored verdict: " + hashDetail(h.storedVerdictHash, r.verdictHash),
    };
    const checks = Object.keys(details).map((name) => {
      const c = Array.isArray(h.checks) ? h.checks.find((x) => x && x.name === name) : undefined;
      if (!c) throw new Stop("ERROR", "the evaluator did not answer the " + name + " check");
      return [name, c.ok === true, details[name]];
    });
    for (const [name, ok, detail] of checks) addCheck(name, ok, detail);
    const failed = checks.filter((c) => !c[1]).map((c) => c[0]);
    if (failed.length === 0) {
      finish("MATCH", "The evaluator named by the record recomputed this verdict from the trace, and every hash agrees with the record.");
    } else {
      finish("MISMATCH", "failed: " + failed.join(", ") + ". The record is not what its hashes say, or the evaluator does not reproduce its verdict.");
    }
  }

  function start() {
    main().catch((e) => {
      if (e instanceof Stop) finish(e.outcome, e.message);
      else finish("ERROR", String(e && e.message ? e.message : e));
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
