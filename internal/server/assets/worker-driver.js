// verijudge evaluator sandbox, part 3 of 3: runs after the bundle in the
// evaluator's Worker. It does what judge/kit/kit.mjs does with the bundle:
// a strict read of the whole record text, the hashes of the trace (and the
// verdict recomputed from it), and the hash of the stored verdict. It posts the answers back; the page compares them with the
// record. It also reports which network globals exist after the bundle ran.
(function () {
  "use strict";
  var network = ["fetch", "XMLHttpRequest", "importScripts", "WebSocket", "EventSource", "indexedDB", "caches"];
  var sandbox = {};
  network.forEach(function (n) {
    sandbox[n] = typeof self[n];
  });
  var post = self.postMessage.bind(self);
  self.onmessage = function (ev) {
    self.onmessage = null;
    var out = { sandbox: sandbox };
    try {
      if (typeof verijudge === "undefined" || !verijudge || typeof verijudge.evaluate !== "function") {
        throw new Error("the bundle defines no verijudge.evaluate");
      }
      var call = function (op, text) {
        var r = JSON.parse(verijudge.evaluate(op, text));
        if (r && typeof r === "object") {
          delete r.canonical; // large and not needed by the page
          delete r.preimage;
        }
        return r;
      };
      var text = ev.data && ev.data.record;
      if (typeof text !== "string") throw new Error("no record text");
      // One strict read of the whole record, the trace taken exactly as
      // the record holds it ("verifyRecord"). A bundle from before it
      // (1.0.0) cannot read a record as strictly as Go does: the page
      // does not vouch for its records (fail closed).
      var h = call("verifyRecord", text);
      if (h && !h.ok && h.error && h.error.code === "E_REQUEST") {
        out.error = "this evaluator predates verifyRecord (1.0.0): the page re-verifies records of evaluator 1.1.0 and later; use 'verijudge verify --offline' for this one";
      } else if (h && !h.ok) {
        out.strict = h;
      } else {
        out.strict = { ok: true };
        out.hashes = h;
        out.stored = { ok: true, verdictHash: h.storedVerdictHash };
        out.fields = h.verdictFields === true;
        out.record = h.record;
      }
    } catch (e) {
      out.error = String(e && e.message ? e.message : e);
    }
    post(out);
  };
})();
