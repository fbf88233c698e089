// Server start: open the database, migrate, start the in-process worker, and shut down gracefully on SIGTERM or
// SIGINT (shutdown.ts: refuse new requests, drain requests and jobs, then close the database; an unclean PGlite stop
// means crash recovery at the next start).
import "server-only";
import { closeDbForShutdown, getDbHandle } from "../db/client";
import { ensureMigrated } from "../db/migrate";
import { getEnv } from "../env";
import { stopJobSender } from "../jobs/job-sender";
import { type RunningWorker, startWorker } from "../jobs/worker";
import { getLogger } from "../logger";
import { installPeerAddressHeader } from "../security/peer-address";
import { shutdownGracefully } from "./shutdown";

// Longest wait for in-flight requests (an analysis event stream ends itself at shutdown, see routes/analyze.ts).
const DRAIN_TIMEOUT_MS = 5_000;

const store = globalThis as unknown as { __feedscopeRuntime?: Promise<void> };

export function startServerRuntime(): Promise<void> {
  // Before the first request: per-IP limits read the socket address from the header it stamps.
  installPeerAddressHeader();
  store.__feedscopeRuntime ??= start();
  return store.__feedscopeRuntime;
}

async function start() {
  const log = getLogger();
  const env = getEnv();
  const handle = await getDbHandle();
  await ensureMigrated(handle);
  log.info({ database: handle.kind }, "database ready");

  let worker: RunningWorker | null = null;
  if (env.runWorker) {
    worker = await startWorker(handle, "in-process").catch((error) => {
      log.error({ err: error }, "worker failed to start; the web server keeps running");
      return null;
    });
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    try {
      const drained = await shutdownGracefully(
        {
          stopWorker: async () => {
            await worker?.stop();
            await stopJobSender();
          },
          closeDatabase: closeDbForShutdown,
        },
        { drainTimeoutMs: DRAIN_TIMEOUT_MS },
      );
      if (!drained) log.warn({ timeoutMs: DRAIN_TIMEOUT_MS }, "requests still running at shutdown were cut off");
      log.info("database closed");
    } catch (error) {
      log.error({ err: error }, "error during shutdown");
    } finally {
      process.exit(0);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
}
