// verijudge evaluator sandbox, part 1 of 3: runs first in the evaluator's
// Worker, before the first line of the bundle. It removes every global
// through which the bundle could reach the network, storage or another
// context, and refuses to go on (the bundle then never runs) if any is left.
(function () {
  "use strict";
  var names = [
    "fetch", "XMLHttpRequest", "importScripts", "WebSocket", "WebSocketStream",
    "EventSource", "WebTransport", "indexedDB", "caches",
    "Worker", "SharedWorker", "BroadcastChannel",
  ];
  var g = self;
  names.forEach(function (n) {
    for (var o = g; o && o !== Object.prototype; o = Object.getPrototypeOf(o)) {
      try {
        delete o[n];
      } catch (e) {
        // not configurable: shadowed below, or refused
      }
    }
    try {
      Object.defineProperty(g, n, { value: undefined, writable: false, configurable: false, enumerable: false });
    } catch (e) {
      // checked below
    }
    if (typeof g[n] !== "undefined") {
      throw new Error("verijudge sandbox: cannot remove " + n + "; the evaluator was not run");
    }
  });
})();
