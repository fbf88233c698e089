// `npm run bench -- startup`: start-up time and memory of `next start` on a fresh and on an existing PGlite data directory,
// and API latency (health, sign-in) on loopback. Needs a build (`npm start` or `next build` once).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer, stopServer } from "./support/next-server";

function rssMb(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** `next start` on dataDir, timed from the call until /v1/health/ answers. */
async function start(dataDir: string) {
  const began = performance.now();
  const server = await startServer({ dataDir, env: { AUTH_RATE_LIMIT: "false" } });
  return { ...server, seconds: (performance.now() - began) / 1000 };
}

async function timed(n: number, fn: (i: number) => Promise<unknown>): Promise<string> {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => (samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0).toFixed(1);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (n=${n})`;
}

export async function benchStartup(): Promise<Record<string, string>> {
  if (!fs.existsSync(".next/BUILD_ID")) throw new Error("No build: run `npx next build` (or `npm start` once) first.");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "feedscope-bench-"));
  const results: Record<string, string> = {};
  const cold = await start(dataDir);
  results["cold start, fresh data dir (to healthy)"] = `${cold.seconds.toFixed(2)} s, RSS ${rssMb(cold.child.pid)} MB`;

  const md5 = crypto.createHash("md5").update("bench-password").digest("hex");
  const email = `bench-${Date.now()}@example.com`;
  const headers = { "content-type": "application/json", origin: cold.url };
  await fetch(`${cold.url}/v1/account/register/`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: md5, fullname: "Bench User" }),
  });
  results["GET /v1/health/"] = await timed(200, () => fetch(`${cold.url}/v1/health/`).then((r) => r.arrayBuffer()));
  const auth = await (
    await fetch(`${cold.url}/v1/account/auth/`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password: md5 }),
    })
  ).json();
  results["GET /v1/user/ (bearer)"] = await timed(200, () =>
    fetch(`${cold.url}/v1/user/`, { headers: { authorization: `Bearer ${auth.data.token}` } }).then((r) =>
      r.arrayBuffer(),
    ),
  );
  results["POST /v1/account/auth/ (scrypt)"] = await timed(30, () =>
    fetch(`${cold.url}/v1/account/auth/`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password: md5 }),
    }).then((r) => r.arrayBuffer()),
  );
  results["RSS after the load"] = `${rssMb(cold.child.pid)} MB`;
  await stopServer(cold);

  const warm = await start(dataDir);
  results["warm start, existing data dir (to healthy)"] =
    `${warm.seconds.toFixed(2)} s, RSS ${rssMb(warm.child.pid)} MB`;
  await stopServer(warm);
  fs.rmSync(dataDir, { recursive: true, force: true });

  return results;
}
