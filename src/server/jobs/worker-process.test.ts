// `npm run worker` as a real separate process: on PostgreSQL it joins the work (heartbeat, clean SIGTERM); on the
// embedded database it refuses and says why.
import { type ChildProcess, spawn } from "node:child_process";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { cloneTemplate, dropDatabase } from "../../../tests/support/postgres-template";
import { openPostgres } from "../db/client";
import { workerHeartbeats } from "../db/schema";
import { setupTestDb } from "../db/test/test-db";
import { startWorker } from "./worker";

let env: Awaited<ReturnType<typeof setupTestDb>>;

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

function startWorkerProcess(extraEnv: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
} {
  let output = "";
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"], {
    env: { ...process.env, LOG_LEVEL: "info", ...extraEnv },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += String(d)));
  child.stderr?.on("data", (d) => (output += String(d)));
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exit };
}

describe("npm run worker", () => {
  it("refuses to run beside the embedded database, explaining why", async () => {
    const { exit, output } = startWorkerProcess({ DATABASE_URL: "" });
    expect(await exit).toBe(1);
    expect(output()).toContain("npm run worker needs DATABASE_URL");
  }, 30_000);

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "on PostgreSQL registers a heartbeat, and leaves cleanly on SIGTERM",
    async () => {
      if (env.handle.kind !== "pg") throw new Error("expected a PostgreSQL test database");
      const worker = startWorkerProcess({ DATABASE_URL: env.handle.connectionString });
      const deadline = Date.now() + 25_000;
      let rows: { mode: string; pid: number }[] = [];
      while (Date.now() < deadline) {
        rows = await env.handle.db
          .select({ mode: workerHeartbeats.mode, pid: workerHeartbeats.pid })
          .from(workerHeartbeats);
        if (rows.some((r) => r.pid === worker.child.pid)) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(rows.find((r) => r.pid === worker.child.pid)?.mode, worker.output()).toBe("standalone");
      worker.child.kill("SIGTERM");
      expect(await worker.exit).toBe(0);
      const left = await env.handle.db
        .select()
        .from(workerHeartbeats)
        .where(eq(workerHeartbeats.pid, worker.child.pid ?? -1));
      expect(left).toEqual([]);
    },
    40_000,
  );

  // Two workers started at the same moment on a database whose pg-boss queues do not exist yet used to deadlock in
  // pg-boss's create_queue (each attaches a partition to the job table) and the loser exited with "worker failed"
  // (bench/RESULTS.md, refresh at full scale, session 6). A deployment starts its workers together. The workers start
  // in this process, each on its own connection pool, so their registrations overlap as closely as they can.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "three workers started together on a fresh database all come up",
    async () => {
      const url = process.env.TEST_DATABASE_URL ?? "";
      // A database of its own: the test above already created the queues in env's database.
      const template = inject("pgTemplate");
      if (!template) throw new Error("expected the run's PostgreSQL template database");
      const connectionString = await cloneTemplate(url, template);
      const handles = await Promise.all([0, 1, 2].map(() => openPostgres(connectionString)));
      let workers: Awaited<ReturnType<typeof startWorker>>[] = [];
      try {
        const started = await Promise.allSettled(handles.map((h) => startWorker(h, "standalone")));
        workers = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
        const failures = started.flatMap((s) => (s.status === "rejected" ? [String(s.reason)] : []));
        expect(failures).toEqual([]);
        const beats = await handles[0]?.db.select({ id: workerHeartbeats.workerId }).from(workerHeartbeats);
        expect(beats?.map((b) => b.id).sort()).toEqual(workers.map((w) => w.id).sort());
      } finally {
        // Stopped also when an assertion failed, so no pool or timer outlives the database dropped below.
        await Promise.all(workers.map((w) => w.stop()));
        await Promise.all(handles.map((h) => h.close()));
        await dropDatabase(url, connectionString);
      }
    },
    60_000,
  );
});
