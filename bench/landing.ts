// `npm run bench -- landing`: Lighthouse (mobile emulation, simulated throttling: its defaults) on the production
// landing page in English and German, plus the first-load JavaScript: the gzip size of every script the page loads.
// Builds first when the sources changed, and holds the e2e lock while it builds and serves so no test run rebuilds
// .next underneath it. Goals: performance ≥ 95, first-load JS ≤ 150 KB gzip.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const LOCK = "/tmp/feedscope-e2e.lock";
const PAGES = ["/", "/de/"];
const next = path.resolve("node_modules/next/dist/bin/next");
const SOURCES = ["src", "messages", "next.config.ts", "package.json", "postcss.config.mjs"];

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

/**
 * Holds the shared e2e lock until release() (flock keeps it while its child reads stdin). A caller that already
 * holds it (`flock /tmp/feedscope-e2e.lock env FEEDSCOPE_E2E_LOCKED=1 npm run bench -- landing`) skips this.
 */
async function acquireLock(): Promise<() => void> {
  if (process.env.FEEDSCOPE_E2E_LOCKED === "1") return () => {};
  const holder = spawn("flock", [LOCK, "sh", "-c", "echo locked; cat >/dev/null"], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    holder.stdout.on("data", (chunk) => String(chunk).includes("locked") && resolve());
    holder.once("exit", (code) => reject(new Error(`flock exited with ${code}`)));
  });
  return () => holder.stdin.end();
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function startServer(): Promise<{ child: ChildProcess; url: string; dataDir: string }> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "feedscope-bench-landing-"));
  const child = spawn(process.execPath, [next, "start", "-H", "localhost", "-p", String(port)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_MANUAL_SIG_HANDLE: "true",
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      APP_URL: url,
      PORT: String(port),
      LOG_LEVEL: "warn",
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
    },
    stdio: "ignore",
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/v1/health/`)).ok) break;
    } catch {}
    if (i > 1200) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, url, dataDir };
}

interface Lhr {
  categories: { performance: { score: number } };
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { url: string; resourceType?: string; transferSize?: number; resourceSize?: number }[] };
    }
  >;
}

function lighthouse(url: string): Lhr {
  const run = spawnSync(
    process.execPath,
    [
      path.resolve("node_modules/lighthouse/cli/index.js"),
      url,
      "--only-categories=performance",
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || "/usr/bin/chromium" }, maxBuffer: 64 << 20 },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed: ${run.stderr}`);
  return JSON.parse(String(run.stdout)) as Lhr;
}

/**
 * The scripts the page loaded, from Lighthouse's network log: `next start` serves them gzip-compressed, so their
 * transfer size is the gzip size (plus a few hundred bytes of headers each); the uncompressed size beside it.
 */
function firstLoadJs(lhr: Lhr): { gzip: number; raw: number; scripts: number } {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === "Script");
  return {
    gzip: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    raw: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
    scripts: scripts.length,
  };
}

/** The HTML document's size: the client messages travel inside it (the RSC payload), so it shows their weight. */
function documentSize(lhr: Lhr): { gzip: number; raw: number } {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const doc = items.find((item) => item.resourceType === "Document");
  return { gzip: doc?.transferSize ?? 0, raw: doc?.resourceSize ?? 0 };
}

/** Each script with its gzip size, largest first, on stderr: where the first-load JS goes. */
function logScripts(page: string, lhr: Lhr): void {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === "Script");
  scripts.sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0));
  for (const item of scripts)
    console.error(`${page}  ${((item.transferSize ?? 0) / 1024).toFixed(1)} KB  ${new URL(item.url).pathname}`);
}

export async function benchLanding(): Promise<Record<string, string>> {
  const release = await acquireLock();
  const results: Record<string, string> = {};
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    if (needsBuild()) {
      const build = spawnSync(process.execPath, [next, "build"], {
        stdio: "inherit",
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
      });
      if (build.status !== 0) throw new Error("next build failed");
    }
    server = await startServer();
    // One warm-up request per page so the first measurement does not include rendering caches filling.
    for (const page of PAGES) await (await fetch(`${server.url}${page}`)).text();
    for (const page of PAGES) {
      const lhr = lighthouse(`${server.url}${page}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const js = firstLoadJs(lhr);
      results[`${page} performance (mobile)`] = String(Math.round(lhr.categories.performance.score * 100));
      results[`${page} LCP / TBT / CLS`] =
        `${(audit("largest-contentful-paint") / 1000).toFixed(2)} s / ${Math.round(audit("total-blocking-time"))} ms / ${audit("cumulative-layout-shift").toFixed(3)}`;
      results[`${page} first-load JS`] =
        `${(js.gzip / 1024).toFixed(1)} KB gzip (${(js.raw / 1024).toFixed(1)} KB raw) in ${js.scripts} scripts`;
      const html = documentSize(lhr);
      results[`${page} HTML`] = `${(html.gzip / 1024).toFixed(1)} KB gzip (${(html.raw / 1024).toFixed(1)} KB raw)`;
      logScripts(page, lhr);
    }
  } finally {
    if (server) {
      const exited = new Promise((r) => server?.child.once("exit", r));
      server.child.kill("SIGTERM");
      await exited;
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
    release();
  }
  return results;
}
