// The production server for `npm run bench -- feeds-page`: `next start` on a free loopback port and a given PGlite
// data directory, built first only when no build exists. The bench holds /tmp/feedscope-e2e.lock (through flock(1))
// from the build to the last timing because every e2e run and bench shares the one .next directory.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

const LOCK = "/tmp/feedscope-e2e.lock";
const next = path.resolve("node_modules/next/dist/bin/next");
const secret = randomBytes(32).toString("hex");

export interface BenchServer {
  url: string;
  child: ChildProcess;
  dataDir: string;
  log: string[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/**
 * Takes the shared lock for the whole bench (build, both starts and the timings), so no e2e run rebuilds .next under
 * the running server: `flock` runs a shell that says so once it holds the lock and keeps it until stdin closes.
 */
export async function holdLock(progress: (message: string) => void): Promise<() => void> {
  progress(`waiting for ${LOCK} (other e2e runs or benches)`);
  const holder = spawn("flock", [LOCK, "sh", "-c", "echo locked; exec cat >/dev/null"], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    holder.stdout?.on("data", () => resolve());
    holder.once("exit", (code) => reject(new Error(`flock exited (${code})`)));
  });
  return () => holder.stdin?.end();
}

/** Builds only when there is no build (call while holding the lock). */
export function ensureBuild(): void {
  if (fs.existsSync(".next/BUILD_ID")) return;
  const build = spawnSync(process.execPath, [next, "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) throw new Error("next build failed");
}

export async function startServer(dataDir: string): Promise<BenchServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const log: string[] = [];
  const child = spawn(process.execPath, [next, "start", "-H", "localhost", "-p", String(port)], {
    env: {
      ...process.env,
      NEXT_MANUAL_SIG_HANDLE: "true",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      AUTH_RATE_LIMIT: "false",
      BETTER_AUTH_SECRET: secret,
      LOG_LEVEL: "warn",
      // No refresh jobs during the timings: the seeded videos are not on any platform.
      WORKER_IN_WEB: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => log.push(String(d)));
  child.stderr?.on("data", (d) => log.push(String(d)));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode})\n${log.join("")}`);
    try {
      if ((await fetch(`${url}/v1/health/`)).ok) return { url, child, dataDir, log };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become healthy\n${log.join("")}`);
}

/** SIGTERM, then waits until the server released the data directory (its lock file is gone). */
export async function stopServer(server: BenchServer): Promise<void> {
  server.child.kill("SIGTERM");
  const lockFile = path.join(server.dataDir, "feedscope.lock");
  const deadline = Date.now() + 20_000;
  while (fs.existsSync(lockFile) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (fs.existsSync(lockFile)) {
    server.child.kill("SIGKILL");
    throw new Error("server did not release the data directory");
  }
}
