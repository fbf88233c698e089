// `npm run bench -- landing`: Lighthouse (mobile emulation, simulated throttling: its defaults) on the production
// landing page in English and German, plus the first-load JavaScript: the gzip size of every script the page loads.
// Builds first when the sources changed, and holds the e2e lock while it builds and serves so no test run rebuilds
// .next underneath it. Goals: performance ≥ 95, first-load JS ≤ 150 KB gzip.
import { spawnSync } from "node:child_process";
import path from "node:path";
import {
  type BenchServer,
  benchSecret,
  ensureBuild,
  holdE2eLock,
  startServer,
  stopServer,
} from "./support/next-server";

const PAGES = ["/", "/de/"];

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
  const release = await holdE2eLock();
  const results: Record<string, string> = {};
  let server: BenchServer | undefined;
  try {
    ensureBuild();
    server = await startServer({ env: { NODE_ENV: "production", BETTER_AUTH_SECRET: benchSecret } });
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
    if (server) await stopServer(server);
    release();
  }
  return results;
}
