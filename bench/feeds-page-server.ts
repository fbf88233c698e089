// The production server for `npm run bench -- feeds-page`: `next start` on a free loopback port and a given PGlite
// data directory, built first only when no build exists. Builds and runs hold /tmp/feedscope-e2e.lock (through
// flock(1)) because every e2e run and bench shares the one .next directory.
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

export function ensureBuild(): void {
  if (fs.existsSync(".next/BUILD_ID")) return;
  const build = spawnSync("flock", [LOCK, process.execPath, next, "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) throw new Error("next build failed");
}

export async function startServer(dataDir: string): Promise<BenchServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const log: string[] = [];
  // Its own process group, so stopping reaches flock and the server it holds the lock for.
  const child = spawn("flock", [LOCK, process.execPath, next, "start", "-H", "localhost", "-p", String(port)], {
    detached: true,
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
  // Waiting for the lock (another e2e run) counts against this deadline too.
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode})\n${log.join("")}`);
    try {
      if ((await fetch(`${url}/v1/health/`)).ok) return { url, child, dataDir, log };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  process.kill(-(child.pid as number), "SIGKILL");
  throw new Error(`server did not become healthy\n${log.join("")}`);
}

/** SIGTERM to the group, then waits until the server released the data directory (its lock file is gone). */
export async function stopServer(server: BenchServer): Promise<void> {
  try {
    process.kill(-(server.child.pid as number), "SIGTERM");
  } catch {
    // already gone
  }
  const lockFile = path.join(server.dataDir, "feedscope.lock");
  const deadline = Date.now() + 20_000;
  while (fs.existsSync(lockFile) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (fs.existsSync(lockFile)) {
    process.kill(-(server.child.pid as number), "SIGKILL");
    throw new Error("server did not release the data directory");
  }
}
