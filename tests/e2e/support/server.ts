// Builds when needed, then starts Feedscope on a free loopback port with a fresh data directory; stops it with
// SIGTERM afterwards and checks that it shut down cleanly.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

/** The admin token of the e2e server (a test value; the server only runs on loopback for the run). */
export const E2E_ADMIN_TOKEN = "e2e-operator";
/** The email outbox key of the e2e server: /dev/outbox/ answers 404 without it (issue 13 item 1). */
export const E2E_OUTBOX_KEY = "e2e-outbox-key";

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

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early with code ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/v1/health/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

export default async function setup(project: TestProject) {
  const next = path.resolve("node_modules/next/dist/bin/next");
  if (!fs.existsSync(".next/BUILD_ID") || process.env.E2E_REBUILD === "1") {
    const build = spawnSync(process.execPath, [next, "build"], {
      stdio: "inherit",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (build.status !== 0) throw new Error("next build failed");
  }
  const port = await freePort();
  // A loopback port the alert tests' webhook receiver listens on: the only address the server's outbound guard lets
  // it reach besides the public internet (OUTBOUND_ALLOW_HOSTS, issue 13 item 5).
  const alertReceiverPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "feedscope-e2e-"));
  const baseUrl = `http://localhost:${port}`;
  const log: string[] = [];
  const server = spawn(process.execPath, [next, "start", "-H", "localhost", "-p", String(port)], {
    env: {
      ...process.env,
      NEXT_MANUAL_SIG_HANDLE: "true",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      AUTH_RATE_LIMIT: "false",
      // Each browser context calls from an address of its own (X-Forwarded-For, see newPage in ./browser.ts), as
      // different people would: the per-address caps (20 new accounts an hour) stay on and are not shared by tests.
      TRUST_PROXY_HOPS: "1",
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "warn",
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      OUTBOX_KEY: E2E_OUTBOX_KEY,
      OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${alertReceiverPort}`,
      // Demo calls take as long as a real round trip, so progress views are on screen long enough to be seen.
      DEMO_LATENCY_MS: "400",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (d) => log.push(String(d)));
  server.stderr?.on("data", (d) => log.push(String(d)));
  try {
    await waitForHealth(baseUrl, server, 90_000);
  } catch (error) {
    server.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${log.join("")}`);
  }
  project.provide("baseUrl", baseUrl);
  project.provide("alertReceiverPort", alertReceiverPort);

  return async () => {
    const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
    server.kill("SIGTERM");
    const code = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 10_000))]);
    if (code === null) server.kill("SIGKILL");
    const lockLeft = fs.existsSync(path.join(dataDir, "feedscope.lock"));
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (code !== 0 || lockLeft)
      throw new Error(`server did not shut down cleanly (exit ${code}, lock left: ${lockLeft})\n${log.join("")}`);
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    alertReceiverPort: number;
  }
}
