// verijudge evaluator sandbox, part 3 of 3: runs after the bundle in the
// evaluator's Worker. It does what judge/kit/kit.mjs does with the bundle:
// one "verifyRecord" call, the bundle's strict reading of the whole record
// with the checks of offline verification. It posts the answer back for
// the page to show. It also reports which network globals exist after the
// bundle ran.
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
      var text = ev.data && ev.data.record;
      if (typeof text !== "string") throw new Error("no record text");
      // One strict read of the whole record, the trace taken exactly as
      // the record holds it. A bundle from before "verifyRecord" (1.0.0)
      // cannot read a record as strictly as Go does: the page does not
      // vouch for its records (fail closed).
      var h = JSON.parse(verijudge.evaluate("verifyRecord", text));
      if (h && !h.ok && h.error && h.error.code === "E_REQUEST") {
        out.error = "this evaluator predates verifyRecord (1.0.0): the page re-verifies records of evaluator 1.1.0 and later; use 'verijudge verify --offline' for this one";
      } else {
        out.verified = h;
      }
    } catch (e) {
      out.error = String(e && e.message ? e.message : e);
    }
    post(out);
  };
})();
