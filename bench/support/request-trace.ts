// The load bench's request trace (BENCH_TRACE=1, bench/load.ts): every request autocannon sends carries a unique
// `x-bench-id` header; the server, with request-trace.cjs preloaded, writes when each id reached Node's HTTP server
// and when its answer was handed to the socket. For every request autocannon counts as timed out, this side keeps
// its id, route, connection (the client's index and local port) and when it was sent, so `explain` can say for each
// one whether it ever reached the server and whether, and how fast, the server answered it.
import fs from "node:fs";
import type { AutocannonClient, AutocannonRequest } from "autocannon";

interface Sent {
  id: string;
  path: string;
  client: number;
  sentAt: number;
  /** The client's connection it went out on (1 = its first). */
  connection: number;
}

export interface TimedOut extends Sent {
  /** "timeout", or the connection error's code. */
  kind: string;
  timedOutAt: number;
  port: number | undefined;
}

interface ClientInternals {
  conn: { once(event: "connect", listener: () => void): void; localPort?: number };
  _connect: () => void;
}

const wallClock = () => performance.timeOrigin + performance.now();

export class RequestTrace {
  readonly timedOut: TimedOut[] = [];
  /** Turns of the bench's own event loop that came over 1 s late (wall clock, ms late): the load tool stalling. */
  readonly lags: string[] = [];
  private sequence = 0;
  private readonly lagTimer: NodeJS.Timeout;

  constructor(readonly phase: string) {
    let expected = performance.now() + 100;
    this.lagTimer = setInterval(() => {
      const late = performance.now() - expected;
      if (late > 1000) this.lags.push(`bench LAG ${wallClock().toFixed(1)} ${late.toFixed(0)}`);
      expected = performance.now() + 100;
    }, 100);
    // Never what keeps the bench alive: a failed phase must still let the process exit.
    this.lagTimer.unref();
  }

  stop(): void {
    clearInterval(this.lagTimer);
  }

  /** The client's own copies of its requests, each stamped with a fresh id when autocannon builds it. */
  tag(client: AutocannonClient, index: number, requests: AutocannonRequest[]): AutocannonRequest[] {
    const internals = client as unknown as ClientInternals;
    let connects = 0;
    const ports: (number | undefined)[] = [];
    let current: Sent | undefined;
    // On a timeout autocannon reconnects (and sends the next request, which replaces `current`) before it reports
    // it, so the request that timed out is the one in flight when the reconnect began; a connection error is
    // reported before the reconnect.
    let failed: Sent | undefined;
    // setupClient runs before the client's first connect, so every connection of this client is seen here.
    const connect = internals._connect;
    internals._connect = function (this: ClientInternals) {
      failed = current;
      connects += 1;
      const connection = connects;
      connect.call(this);
      const conn = this.conn;
      conn.once("connect", () => {
        ports[connection] = conn.localPort;
      });
    };
    const record = (kind: string, request: Sent | undefined) => {
      if (!request) return;
      this.timedOut.push({ ...request, kind, timedOutAt: wallClock(), port: ports[request.connection] });
    };
    client.on("timeout", () => record("timeout", failed));
    client.on("connError", (error: NodeJS.ErrnoException) => record(error.code ?? error.message, current));
    return requests.map((request) => ({
      ...request,
      setupRequest: (built: AutocannonRequest) => {
        this.sequence += 1;
        const id = `${this.phase}-${index}-${this.sequence}`;
        // The first request is built before the first connect: it goes out on connection 1.
        current = { id, path: built.path, client: index, sentAt: wallClock(), connection: Math.max(connects, 1) };
        return { ...built, headers: { ...built.headers, "x-bench-id": id } };
      },
    }));
  }
}

/** What the server's trace file (request-trace.cjs) says about each timed-out request. */
export function explain(traceFile: string, timedOut: TimedOut[]): string[] {
  const seen = new Map<string, { arrived: number; finished: number | null; closed: number | null }>();
  const text = fs.existsSync(traceFile) ? fs.readFileSync(traceFile, "utf8") : "";
  for (const line of text.split("\n")) {
    const [id, arrived, finished, closed] = line.split(" ");
    if (!id || !arrived) continue;
    const time = (value: string | undefined) => (value && value !== "-" ? Number(value) : null);
    seen.set(id, { arrived: Number(arrived), finished: time(finished), closed: time(closed) });
  }
  return timedOut.map((t) => {
    const server = seen.get(t.id);
    const where = `${t.kind} ${t.id} ${t.path} client ${t.client} port ${t.port ?? "?"} (connection ${t.connection})`;
    if (!server) return `${where}: never reached the server's HTTP layer`;
    const arrived = (server.arrived - t.sentAt).toFixed(0);
    if (server.finished === null) return `${where}: reached the server +${arrived} ms, never answered`;
    return `${where}: reached the server +${arrived} ms, answered +${(server.finished - t.sentAt).toFixed(0)} ms, failed +${(t.timedOutAt - t.sentAt).toFixed(0)} ms`;
  });
}
