// Preloaded into the load bench's server (`node --require`, BENCH_TRACE=1 in bench/load.ts): for every request that
// carries the bench's `x-bench-id` header, the times (wall clock, ms) at which Node's HTTP server handed it to Next
// ('request'), at which its answer was fully handed to the socket ('finish') and at which the response closed, one
// line per request in BENCH_TRACE_FILE. Requests still open when the server exits are written with "-" for the
// times they never reached. A bench instrument only: it tells a request that never reached the server, one the
// server never answered and one it answered that the client did not count apart (bench/RESULTS.md, session 8).
const http = require("node:http");
const fs = require("node:fs");

const file = process.env.BENCH_TRACE_FILE;
if (file) {
  const now = () => (performance.timeOrigin + performance.now()).toFixed(1);
  const open = new Map();
  let lines = [];
  const flush = () => {
    if (lines.length) fs.appendFileSync(file, lines.join(""));
    lines = [];
  };
  setInterval(flush, 1000).unref();
  // The server's event loop: every turn that came over 1 s late is written as "LAG <when> <ms late>", so a stall of
  // the whole thread (a long synchronous PGlite statement, a collection) shows beside the requests it delayed.
  let expected = performance.now() + 100;
  setInterval(() => {
    const late = performance.now() - expected;
    if (late > 1000) lines.push(`LAG ${now()} ${late.toFixed(0)}\n`);
    expected = performance.now() + 100;
  }, 100).unref();
  process.on("exit", () => {
    for (const entry of open.values())
      lines.push(`${entry.id} ${entry.arrived} ${entry.finished ?? "-"} - ${entry.port} ${entry.url}\n`);
    flush();
  });
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, ...rest) {
    const [request, response] = rest;
    if (event === "request") {
      const id = request.headers["x-bench-id"];
      if (id) {
        const entry = { id, arrived: now(), finished: undefined, port: request.socket.remotePort, url: request.url };
        open.set(id, entry);
        response.once("finish", () => {
          entry.finished = now();
        });
        response.once("close", () => {
          open.delete(id);
          lines.push(`${id} ${entry.arrived} ${entry.finished ?? "-"} ${now()} ${entry.port} ${entry.url}\n`);
        });
      }
    }
    return emit.call(this, event, ...rest);
  };
}
