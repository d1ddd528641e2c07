// The code evidence class: what a runner observed building and testing a
// code change: the build's exit code, test outcomes by name, and digests of
// the artifacts produced. See docs/trace.md.
import { schemaError } from "../errors.js";
import { fields, str, int, arr, HASH32, has, deepFreeze } from "../shape.js";

const GIT_ID = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const OUTCOMES = Object.freeze(["pass", "fail", "skip"]);

function readEvidence(ev) {
  const p = "evidence";
  fields(ev, p, [], ["build", "tests", "artifacts", "revision", "testLog"]);
  const out = { exitCode: null, tests: null, artifacts: null };
  if (has(ev, "build")) {
    fields(ev.build, p + ".build", [], ["exitCode", "command"]);
    if (has(ev.build, "command")) str(ev.build.command, p + ".build.command", { max: 4096 });
    if (has(ev.build, "exitCode")) {
      const x = ev.build.exitCode;
      if (typeof x !== "number" || !Number.isInteger(x)) throw schemaError(p + ".build.exitCode", "must be an integer");
      out.exitCode = x;
    }
  }
  // The tested revision (git object ids, SHA-1 or SHA-256) and the digest
  // of the raw test log: recorded for whoever re-checks the evidence
  // against the repository and the log; no check reads them.
  if (has(ev, "revision")) {
    fields(ev.revision, p + ".revision", ["commit", "tree"], []);
    str(ev.revision.commit, p + ".revision.commit", { pattern: GIT_ID });
    str(ev.revision.tree, p + ".revision.tree", { pattern: GIT_ID });
  }
  if (has(ev, "testLog")) {
    fields(ev.testLog, p + ".testLog", ["sha256", "bytes"], []);
    str(ev.testLog.sha256, p + ".testLog.sha256", { pattern: HASH32 });
    int(ev.testLog.bytes, p + ".testLog.bytes");
  }
  if (has(ev, "tests")) {
    const seen = Object.create(null);
    out.tests = arr(ev.tests, p + ".tests", { max: 100000 }).map((t, i) => {
      const q = p + ".tests[" + i + "]";
      fields(t, q, ["name", "outcome"], ["durationMs"]);
      const name = str(t.name, q + ".name", { min: 1, max: 1024 });
      if (seen[name]) throw schemaError(q + ".name", "duplicate test name " + JSON.stringify(name));
      seen[name] = true;
      if (!OUTCOMES.includes(t.outcome)) throw schemaError(q + ".outcome", "must be pass, fail or skip");
      if (has(t, "durationMs")) int(t.durationMs, q + ".durationMs");
      return { name, outcome: t.outcome };
    });
  }
  if (has(ev, "artifacts")) {
    const seenPath = Object.create(null);
    out.artifacts = arr(ev.artifacts, p + ".artifacts", { max: 10000 }).map((a, i) => {
      const q = p + ".artifacts[" + i + "]";
      fields(a, q, ["path", "sha256"], []);
      const path = str(a.path, q + ".path", { min: 1, max: 4096 });
      if (seenPath[path]) throw schemaError(q + ".path", "duplicate artifact path " + JSON.stringify(path));
      seenPath[path] = true;
      return { path, sha256: str(a.sha256, q + ".sha256", { pattern: HASH32 }) };
    });
  }
  return out;
}

export const code = deepFreeze({
  name: "code",
  readEvidence,
  txHashes: () => [],
  checks: {
    // mode "all": every test passed (and there is at least one);
    // "named": each of names passed; "atLeast": at least count passed.
    tests_pass: {
      params: [["mode"], ["names", "count"]],
      validate(c, p) {
        if (c.mode === "all") {
          if (has(c, "names") || has(c, "count")) throw schemaError(p, "mode all takes no names or count");
        } else if (c.mode === "named") {
          if (has(c, "count")) throw schemaError(p, "mode named takes no count");
          if (!(has(c, "names"))) throw schemaError(p, "mode named needs names");
          if (arr(c.names, p + ".names", { max: 10000 }).length === 0) throw schemaError(p + ".names", "must not be empty");
          c.names.forEach((n, i) => str(n, p + ".names[" + i + "]", { min: 1, max: 1024 }));
        } else if (c.mode === "atLeast") {
          if (has(c, "names")) throw schemaError(p, "mode atLeast takes no names");
          if (!(has(c, "count"))) throw schemaError(p, "mode atLeast needs count");
          int(c.count, p + ".count", { min: 1 });
        } else {
          throw schemaError(p + ".mode", "must be all, named or atLeast");
        }
      },
      run(c, ctx) {
        let expected;
        if (c.mode === "all") expected = "all tests pass (at least one)";
        else if (c.mode === "named") expected = "tests pass: " + c.names.join(", ");
        else expected = ">= " + c.count + " tests pass";
        if (ctx.tests === null) return { pass: false, expected, actual: "missing: evidence.tests" };
        const passed = ctx.tests.filter((t) => t.outcome === "pass").length;
        if (c.mode === "all") {
          const bad = ctx.tests.filter((t) => t.outcome !== "pass").map((t) => t.name + "=" + t.outcome);
          return {
            pass: ctx.tests.length > 0 && bad.length === 0, expected,
            actual: passed + "/" + ctx.tests.length + " passed" + (bad.length ? "; " + bad.join(", ") : ""),
          };
        }
        if (c.mode === "named") {
          const byName = Object.create(null);
          for (let i = 0; i < ctx.tests.length; i++) byName[ctx.tests[i].name] = ctx.tests[i].outcome;
          const bad = c.names.filter((n) => byName[n] !== "pass").map((n) => n + "=" + (byName[n] || "missing"));
          return { pass: bad.length === 0, expected, actual: bad.length === 0 ? "all named passed" : bad.join(", ") };
        }
        return { pass: passed >= c.count, expected, actual: passed + " passed" };
      },
    },
    exit_code: {
      params: [["equals"], []],
      validate(c, p) {
        if (typeof c.equals !== "number" || !Number.isInteger(c.equals)) throw schemaError(p + ".equals", "must be an integer");
      },
      run(c, ctx) {
        const expected = "exit code " + c.equals;
        if (ctx.exitCode === null) return { pass: false, expected, actual: "missing: evidence.build.exitCode" };
        return { pass: ctx.exitCode === c.equals, expected, actual: "exit code " + ctx.exitCode };
      },
    },
    artifact_digest: {
      params: [["path", "sha256"], []],
      validate(c, p) { str(c.path, p + ".path", { min: 1, max: 4096 }); str(c.sha256, p + ".sha256", { pattern: HASH32 }); },
      run(c, ctx) {
        const expected = c.path + " sha256 " + c.sha256;
        if (ctx.artifacts === null) return { pass: false, expected, actual: "missing: evidence.artifacts" };
        const a = ctx.artifacts.find((x) => x.path === c.path);
        if (!a) return { pass: false, expected, actual: "missing: artifact " + c.path };
        return { pass: a.sha256 === c.sha256, expected, actual: c.path + " sha256 " + a.sha256 };
      },
    },
  },
});
