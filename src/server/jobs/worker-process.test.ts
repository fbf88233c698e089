// `npm run worker` as a real separate process: on PostgreSQL it joins the work (heartbeat, clean SIGTERM); on the
// embedded database it refuses and says why.
import { type ChildProcess, spawn } from "node:child_process";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workerHeartbeats } from "../db/schema";
import { setupTestDb } from "../db/test/test-db";

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
});
