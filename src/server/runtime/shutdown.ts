// Graceful shutdown (issue 13 item 10): on SIGTERM the server stops taking new API requests (503 with
// `Connection: close`, so clients and load balancers go elsewhere), waits for the requests already in flight and the
// worker's running jobs, and only then closes the database. After that the database stays closed for good: a late
// request answers 503 instead of reopening PGlite (which would leave it for crash recovery at the next start).
// Next owns the listening socket (`next start`), so "stop accepting" is done here, at the front of the /v1 app.
import "server-only";

interface ShutdownState {
  stopping: boolean;
  inFlight: number;
  onIdle: Set<() => void>;
}

const store = globalThis as unknown as { __feedscopeShutdown?: ShutdownState };

function state(): ShutdownState {
  store.__feedscopeShutdown ??= { stopping: false, inFlight: 0, onIdle: new Set() };
  return store.__feedscopeShutdown;
}

export function isShuttingDown(): boolean {
  return state().stopping;
}

/** Counts a request as in flight and answers its `leave`; null once shutdown began (the caller refuses it). */
export function enterRequest(): (() => void) | null {
  const s = state();
  if (s.stopping) return null;
  s.inFlight += 1;
  let left = false;
  return () => {
    if (left) return;
    left = true;
    s.inFlight -= 1;
    if (s.inFlight === 0) for (const resolve of s.onIdle) resolve();
  };
}

/** Resolves true when no request is in flight, or false when `timeoutMs` passed first. */
function drainRequests(timeoutMs: number): Promise<boolean> {
  const s = state();
  if (s.inFlight === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (drained: boolean) => {
      clearTimeout(timer);
      s.onIdle.delete(onIdle);
      resolve(drained);
    };
    const onIdle = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    s.onIdle.add(onIdle);
  });
}

export interface ShutdownSteps {
  /** Stops the worker after its running jobs finished. */
  stopWorker: () => Promise<void>;
  /** Closes the database for good (see closeDbForShutdown). */
  closeDatabase: () => Promise<void>;
}

/** Refuses new requests, drains requests and jobs together, then closes the database. Answers whether all drained. */
export async function shutdownGracefully(steps: ShutdownSteps, options: { drainTimeoutMs: number }): Promise<boolean> {
  state().stopping = true;
  const [drained] = await Promise.all([drainRequests(options.drainTimeoutMs), steps.stopWorker()]);
  await steps.closeDatabase();
  return drained;
}

/** Tests only: back to a running process. */
export function resetShutdownForTests(): void {
  store.__feedscopeShutdown = undefined;
}
