// The production server for the benches that need one (startup, feeds-page, landing): `next start` on a free
// loopback port and a PGlite data directory, the shared e2e lock and the build check. Every e2e run and bench shares
// the one .next directory, so a bench that builds or serves holds /tmp/feedscope-e2e.lock (through flock(1)) for
// as long as it needs the build.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const LOCK = "/tmp/feedscope-e2e.lock";
const next = path.resolve("node_modules/next/dist/bin/next");
/** What the build depends on: a rebuild is due when any of these is newer than .next/BUILD_ID. */
const SOURCES = ["src", "messages", "next.config.ts", "package.json", "postcss.config.mjs"];

/** One auth secret per bench process, so a server restarted on the same data dir keeps its sessions valid. */
export const benchSecret = randomBytes(32).toString("hex");

export interface BenchServer {
  url: string;
  child: ChildProcess;
  dataDir: string;
  /** The server's stdout and stderr, for error messages. */
  log: string[];
}

/** Data dirs startServer created itself: stopServer removes them. */
const ownDataDirs = new WeakMap<ChildProcess, string>();

export function freePort(): Promise<number> {
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
 * Holds the shared e2e lock until the returned release() (flock keeps it while its child reads stdin). A caller that
 * already holds it (`flock /tmp/feedscope-e2e.lock env FEEDSCOPE_E2E_LOCKED=1 npm run bench -- landing`) skips this.
 */
export async function holdE2eLock(progress?: (message: string) => void): Promise<() => void> {
  if (process.env.FEEDSCOPE_E2E_LOCKED === "1") return () => {};
  progress?.(`waiting for ${LOCK} (other e2e runs or benches)`);
  const holder = spawn("flock", [LOCK, "sh", "-c", "echo locked; exec cat >/dev/null"], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    holder.stdout.on("data", (chunk) => String(chunk).includes("locked") && resolve());
    holder.once("exit", (code) => reject(new Error(`flock exited with ${code}`)));
  });
  return () => holder.stdin.end();
}

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, child) => Math.max(newest, newestMtime(path.join(entry, child))), stat.mtimeMs);
}

function needsBuild(): boolean {
  const id = ".next/BUILD_ID";
  return !fs.existsSync(id) || SOURCES.some((entry) => newestMtime(entry) > fs.statSync(id).mtimeMs);
}

/** Runs `next build` when there is no build or the sources are newer than it (call while holding the lock). */
export function ensureBuild(): void {
  if (!needsBuild()) return;
  const build = spawnSync(process.execPath, [next, "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) throw new Error("next build failed");
}

/**
 * `next start` on a free port, resolved once /v1/health/ answers. Without dataDir it runs on a fresh temporary one
 * that stopServer removes. env adds to (or overrides) the base environment: BETTER_AUTH_SECRET, for instance, is
 * only set when the caller passes it (e.g. benchSecret). nodeArgs go to node itself (`--cpu-prof` is refused in
 * NODE_OPTIONS).
 */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string | undefined>; nodeArgs?: string[] } = {},
): Promise<BenchServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "feedscope-bench-server-"));
  const log: string[] = [];
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), next, "start", "-H", "localhost", "-p", String(port)],
    {
      env: {
        ...process.env,
        NEXT_MANUAL_SIG_HANDLE: "true",
        NEXT_TELEMETRY_DISABLED: "1",
        PORT: String(port),
        APP_URL: url,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  if (!options.dataDir) ownDataDirs.set(child, dataDir);
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
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become healthy\n${log.join("")}`);
}

/**
 * SIGTERM, then waits until the server exited and released its data directory (its lock file is gone); removes the
 * data directory when startServer created it.
 */
export async function stopServer(server: BenchServer): Promise<void> {
  const { child, dataDir } = server;
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  const lockFile = path.join(dataDir, "feedscope.lock");
  const done = () => (child.exitCode !== null || child.signalCode !== null) && !fs.existsSync(lockFile);
  const deadline = Date.now() + 20_000;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (!done()) {
    child.kill("SIGKILL");
    throw new Error(`server did not stop and release the data directory\n${server.log.join("")}`);
  }
  const own = ownDataDirs.get(child);
  if (own) fs.rmSync(own, { recursive: true, force: true });
}
