// `npm run bench -- load` (issue 13 item 11): the production build under autocannon at BENCH_CONNECTIONS (200)
// concurrent signed-in connections for BENCH_SECONDS (60) over a realistic dashboard mix (overview, feed list, feed
// detail, channel list, analyze status), on PGlite and then on a throwaway PostgreSQL (scripts/pg-test-cluster.mjs).
// In the same run, on the same server and at the same concurrency: the authenticated feed list alone and the bare
// Hono route GET /v1/ping/ (no database, no session), so the ratio of the two is recorded (goal ≥ 0.5). Every
// answer must be a 2xx envelope with code 0: any error, timeout, non-2xx or other body fails the bench.
//
// BENCH_USERS (20) accounts are registered, each loads the demo workspace (3 channels, 90 feeds, 30 days of
// snapshots) and starts one analysis; connections are spread over them. BENCH_DATABASES=pglite (or postgres) runs
// one database only. Progress goes to stderr.
//
// BENCH_VARIANTS (default "current") lists server configurations to measure one after the other in the same run, so
// a before/after comparison shares the machine's load of the moment: "current" (the defaults), "baseline" (the
// speed-ups added for issue 13 switched off through their settings: SESSION_CACHE_SECONDS=0,
// PGLITE_REQUEST_ORDER=false), "full-list" (the full Feed answer and no membership cache, issue 18 item 5),
// "no-worker" (WORKER_IN_WEB=false), "no-slice" (PGLITE_SLICE_MS=0: the event loop waits for PGlite's whole
// backlog), "no-list-cache" (the table's request with FEED_LIST_CACHE_SECONDS=0: the
// feed list's answer cache off) and "no-answer-cache" (the overview's answer cache off too). BENCH_ROUTES=1 also drives each route of the mix alone. BENCH_CPU_PROF=<dir> writes
// a V8 CPU profile of each server process there (node --cpu-prof) for a profiler. BENCH_TRACE=1 stamps every request
// with an id and writes, per variant, the server's trace and each failed request's fate
// ($TMPDIR/feedscope-bench-load-<db>-<variant>.trace and .timeouts; bench/support/request-trace.ts).
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon, { type AutocannonRequest } from "autocannon";
import { type AnalysisState, isFinished } from "@/domain/analysis";
import { envInt, progressLogger } from "./support/bench-env";
import {
  type BenchServer,
  benchSecret,
  ensureBuild,
  holdE2eLock,
  startServer,
  stopServer,
} from "./support/next-server";
import { explain, RequestTrace } from "./support/request-trace";
import { startCluster } from "./tracking-pg";

const ADMIN_TOKEN = "bench-load-admin-token";
const MIX_ROUTES = ["overview (30 days)", "feed list", "feed detail", "channel list", "analyze status"];

/**
 * Server settings of each variant (BENCH_VARIANTS), and the feed list request its connections send: the dashboard's
 * table asks for `view=table` (issue 18 item 5); "full-list" sends the full Feed, as the dashboard did before, with
 * the membership cache off (the list's single statement is not switchable, so it is in every variant).
 */
const VARIANTS: Record<string, { env: Record<string, string>; listQuery: string }> = {
  current: { env: {}, listQuery: "?view=table" },
  baseline: { env: { SESSION_CACHE_SECONDS: "0", PGLITE_REQUEST_ORDER: "false" }, listQuery: "" },
  "full-list": { env: { MEMBERSHIP_CACHE_SECONDS: "0" }, listQuery: "" },
  "no-worker": { env: { WORKER_IN_WEB: "false" }, listQuery: "?view=table" },
  // PGlite statements served back to back however long the backlog (PGLITE_SLICE_MS=0), as before session 8.
  "no-slice": { env: { PGLITE_SLICE_MS: "0" }, listQuery: "?view=table" },
  // The table's request without the feed list's answer cache (FEED_LIST_CACHE_SECONDS=0), for before/after.
  "no-list-cache": { env: { FEED_LIST_CACHE_SECONDS: "0" }, listQuery: "?view=table" },
  // Both answer caches off (the list's and the overview's, OVERVIEW_CACHE_SECONDS=0), for the 200-connection mix.
  "no-answer-cache": {
    env: { FEED_LIST_CACHE_SECONDS: "0", OVERVIEW_CACHE_SECONDS: "0" },
    listQuery: "?view=table",
  },
};
const RATIO_GOAL = 0.5;

const progress = progressLogger("load");

interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

/**
 * `clientIp`: the address this simulated user calls from. The bench server trusts one proxy hop
 * (TRUST_PROXY_HOPS=1), so X-Forwarded-For plays the proxy: each user is a different client, as in production,
 * instead of 20 accounts behind one loopback address sharing the per-IP caps.
 */
async function api(
  server: BenchServer,
  method: string,
  route: string,
  token?: string,
  body?: unknown,
  clientIp?: string,
) {
  const headers: Record<string, string> = { origin: server.url };
  if (clientIp) headers["x-forwarded-for"] = clientIp;
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${server.url}${route}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as Envelope;
  if (answer.code !== 0) throw new Error(`${method} ${route}: ${answer.code} ${answer.message}`);
  return answer.data;
}

/**
 * Waits until the server answers the bare route within 200 ms again: requests still queued from the previous
 * phase (autocannon stops sending, the server keeps working through them) must not be billed to the next phase.
 * Returns how long that took.
 */
async function drain(server: BenchServer): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 180_000) {
    const sent = performance.now();
    const answered = await fetch(`${server.url}/v1/ping/`, { signal: AbortSignal.timeout(10_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered && performance.now() - sent < 200) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not drain its queue within 180 s");
}

/** Waits until an analysis has finished, so its work does not run during the measurements. */
async function analysisFinished(server: BenchServer, id: string, token: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const { state } = (await api(server, "GET", `/v1/analyze/${id}/`, token)) as { state: AnalysisState };
    if (isFinished(state)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`analysis ${id} did not finish within 120 s`);
}

/** One signed-in user's share of the mix: their own team's pages. */
async function prepareUser(server: BenchServer, n: number, listQuery: string): Promise<AutocannonRequest[]> {
  // 198.18.0.0/15 is set aside for benchmarks (RFC 2544); it is only a header value here, never dialled.
  const ip = `198.18.${n >> 8}.${n & 255}`;
  const email = `load${n}.${Date.now().toString(36)}@example.com`;
  const password = createHash("md5").update("bench-password-123").digest("hex");
  const { token } = (await api(
    server,
    "POST",
    "/v1/account/register/",
    undefined,
    { email, password, fullname: `Load ${n}` },
    ip,
  )) as { token: string };
  await api(server, "POST", "/v1/team/demo-workspace/", token);
  const feeds = (await api(server, "GET", "/v1/feed/list/?page_size=1", token)) as { list: { id: number }[] };
  const feedId = feeds.list[0]?.id;
  if (!feedId) throw new Error("the demo workspace has no feeds");
  const analysis = (await api(
    server,
    "POST",
    "/v1/analyze/",
    token,
    { url: `@loadbench${n}`, platform: "tiktok" },
    ip,
  )) as {
    id: string;
  };
  await analysisFinished(server, analysis.id, token);
  const headers = { authorization: `Bearer ${token}`, origin: server.url };
  return [
    { method: "GET", path: "/v1/team/overview/?days=30", headers },
    { method: "GET", path: `/v1/feed/list/${listQuery}`, headers },
    { method: "GET", path: `/v1/feed/${feedId}/`, headers },
    { method: "GET", path: "/v1/channel/list/", headers },
    { method: "GET", path: `/v1/analyze/${analysis.id}/`, headers },
  ];
}

/** The size of the feed list answer the bench sends, in both forms for comparison (body bytes, uncompressed). */
async function listPageBytes(server: BenchServer, request: AutocannonRequest | undefined): Promise<string> {
  if (!request?.path) return "n/a";
  const headers = request.headers as Record<string, string>;
  const size = async (path: string) =>
    (await (await fetch(`${server.url}${path}`, { headers })).arrayBuffer()).byteLength;
  const full = await size("/v1/feed/list/");
  const table = await size("/v1/feed/list/?view=table");
  return `sent ${await size(request.path)} (full Feed ${full}, view=table ${table})`;
}

interface Measure {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  total: number;
  /** Sent but not answered when the run ended (still queued on the server). */
  unanswered: number;
  failed: number;
  /** The failures by kind, for the report. */
  failures: string;
  /** The server process's CPU time (user + system) per answered request: its cost, whatever the machine's load. */
  cpuMsPerRequest: number;
}

/** CPU seconds the process has used (Linux /proc; NaN elsewhere). utime and stime are fields 14 and 15. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

/** One autocannon run; each connection cycles through the requests its user was given. */
async function drive(
  server: BenchServer,
  perUser: AutocannonRequest[][],
  pick: (requests: AutocannonRequest[]) => AutocannonRequest[],
  connections: number,
  seconds: number,
  trace?: RequestTrace,
): Promise<Measure> {
  let next = 0;
  const times: number[] = [];
  const cpuBefore = cpuSeconds(server.child.pid);
  const instance = autocannon({
    url: server.url,
    connections,
    duration: seconds,
    timeout: 30,
    requests: pick(perUser[0] ?? []),
    setupClient: (client) => {
      const requests = pick(perUser[next % perUser.length] ?? []);
      client.setRequests(trace ? trace.tag(client, next, requests) : requests);
      next += 1;
    },
    // Every answer of the mix is a success envelope; anything else counts as a mismatch (a failure).
    verifyBody: (body) => body.startsWith('{"code":0,'),
  });
  instance.on("response", (_client, _status, _bytes, responseTime) => {
    times.push(responseTime);
  });
  const result = await instance;
  const cpuMsPerRequest = ((cpuSeconds(server.child.pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total);
  trace?.stop();
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.total / result.duration,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    total: result.requests.total,
    unanswered: Math.max(0, result.requests.sent - result.requests.total),
    // autocannon counts timeouts among its errors.
    failed: result.errors + result.non2xx + result.mismatches,
    cpuMsPerRequest,
    failures: `${result.timeouts} timeouts (30 s), ${result.errors - result.timeouts} connection errors, ${result.non2xx} non-2xx, ${result.mismatches} non-envelope bodies`,
  };
}

const show = (m: Measure) =>
  `${m.rps.toFixed(0)} req/s, p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms ` +
  `(${m.total} answered, ${m.unanswered} unanswered at the end, ${m.failed ? `${m.failed} errors: ${m.failures}` : "0 errors"}; ` +
  `server CPU ${m.cpuMsPerRequest.toFixed(2)} ms per answer)`;

async function benchDatabase(
  kind: "pglite" | "postgres",
  variant: string,
  name = variant,
): Promise<Record<string, string>> {
  const connections = envInt("BENCH_CONNECTIONS", 200);
  const seconds = envInt("BENCH_SECONDS", 60);
  const sideSeconds = Math.max(5, Math.round(seconds / 3));
  const users = envInt("BENCH_USERS", 20);
  const settings = VARIANTS[variant];
  if (!settings)
    throw new Error(`unknown BENCH_VARIANTS entry ${variant} (known: ${Object.keys(VARIANTS).join(", ")})`);
  const profileDir = process.env.BENCH_CPU_PROF;
  const tracing = process.env.BENCH_TRACE === "1";
  const logBase = path.join(os.tmpdir(), `feedscope-bench-load-${kind}-${name.replace(/[^\w-]+/g, "")}`);
  const traceFile = `${logBase}.trace`;
  fs.rmSync(traceFile, { force: true });
  const traces: RequestTrace[] = [];
  const traced = (phase: string) => {
    if (!tracing) return undefined;
    const trace = new RequestTrace(phase);
    traces.push(trace);
    return trace;
  };
  const cluster = kind === "postgres" ? await startCluster() : null;
  const server = await startServer({
    env: {
      BETTER_AUTH_SECRET: benchSecret,
      ADMIN_TOKEN,
      DATABASE_URL: cluster?.url ?? "",
      LOG_LEVEL: "warn",
      TRUST_PROXY_HOPS: "1",
      ...(tracing ? { BENCH_TRACE_FILE: traceFile } : {}),
      ...settings.env,
    },
    // Node refuses --cpu-prof in NODE_OPTIONS (the server exited at once), so it goes on the command line.
    nodeArgs: [
      ...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []),
      ...(tracing ? ["--require", path.resolve("bench/support/request-trace.cjs")] : []),
    ],
  });
  const label = `${kind} ${name}`;
  try {
    progress(`${label}: preparing ${users} users (demo workspace and an analysis each)`);
    const perUser: AutocannonRequest[][] = [];
    for (let n = 0; n < users; n += 1) perUser.push(await prepareUser(server, n, settings.listQuery));
    const pageBytes = await listPageBytes(server, perUser[0]?.[1]);
    progress(`${label}: warm-up (5 s)`);
    await drive(server, perUser, (requests) => requests, connections, 5, traced("warmup"));
    const drains: number[] = [await drain(server)];
    progress(`${label}: mix, ${connections} connections for ${seconds} s`);
    const mix = await drive(server, perUser, (requests) => requests, connections, seconds, traced("mix"));
    drains.push(await drain(server));
    progress(`${label}: feed list alone, ${sideSeconds} s`);
    const feedList = await drive(
      server,
      perUser,
      (requests) => requests.slice(1, 2),
      connections,
      sideSeconds,
      traced("list"),
    );
    drains.push(await drain(server));
    progress(`${label}: GET /v1/ping/ alone, ${sideSeconds} s`);
    const ping = await drive(
      server,
      perUser,
      () => [{ method: "GET", path: "/v1/ping/", headers: { origin: server.url } }],
      connections,
      sideSeconds,
      traced("ping"),
    );
    const ratio = feedList.rps / ping.rps;
    const routes: Record<string, string> = {};
    let routeFailures = 0;
    if (process.env.BENCH_ROUTES === "1") {
      for (const [index, name] of MIX_ROUTES.entries()) {
        drains.push(await drain(server));
        progress(`${label}: ${name} alone, ${sideSeconds} s`);
        const alone = await drive(
          server,
          perUser,
          (requests) => requests.slice(index, index + 1),
          connections,
          sideSeconds,
          traced(`route${index}`),
        );
        routeFailures += alone.failed;
        routes[`${label}: ${name} alone, ${sideSeconds} s`] = show(alone);
      }
    }
    const failed = mix.failed + feedList.failed + ping.failed + routeFailures;
    if (failed > 0) process.exitCode = 1;
    return {
      [`${label}: mix (overview, feed list, feed detail, channel list, analyze status), ${connections} connections, ${seconds} s`]:
        show(mix),
      [`${label}: GET /v1/feed/list/${settings.listQuery} alone, ${sideSeconds} s`]: show(feedList),
      [`${label}: bytes of one feed list answer (20 demo feeds)`]: pageBytes,
      [`${label}: GET /v1/ping/ (bare Hono route) alone, ${sideSeconds} s`]: show(ping),
      [`${label}: feed list / bare route`]: `${ratio.toFixed(2)} (goal ≥ ${RATIO_GOAL}: ${ratio >= RATIO_GOAL ? "met" : "NOT met"})`,
      [`${label}: errors`]: failed === 0 ? "none" : `${failed} (the bench fails)`,
      ...routes,
      [`${label}: time to drain the queue after each phase`]: drains
        .map((ms) => `${(ms / 1000).toFixed(1)} s`)
        .join(", "),
    };
  } finally {
    await stopServer(server);
    cluster?.stop();
    // The server's warnings (slow requests among them, SLOW_REQUEST_MS) kept for the run's investigation.
    const logPath = `${logBase}.log`;
    fs.writeFileSync(logPath, server.log.join(""));
    progress(`${label}: server log in ${logPath}`);
    if (tracing) {
      const timedOut = traces.flatMap((trace) => trace.timedOut);
      const explained = [...explain(traceFile, timedOut), ...traces.flatMap((trace) => trace.lags)];
      fs.writeFileSync(`${logBase}.timeouts`, explained.map((line) => `${line}\n`).join(""));
      progress(
        `${label}: ${timedOut.length} timed-out requests traced in ${logBase}.timeouts (server trace ${traceFile})`,
      );
    }
  }
}

export async function benchLoad(): Promise<Record<string, string>> {
  const wanted = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",").map((name) => name.trim());
  const release = await holdE2eLock(progress);
  try {
    progress("checking the build");
    ensureBuild();
    const results: Record<string, string> = {};
    const variants = (process.env.BENCH_VARIANTS ?? "current").split(",").map((name) => name.trim());
    for (const kind of ["pglite", "postgres"] as const) {
      if (!wanted.includes(kind)) continue;
      // A variant listed twice (baseline,current,current,baseline cancels a drift in the machine's load) is
      // reported as "#2" the second time.
      const seen = new Map<string, number>();
      for (const variant of variants) {
        const round = (seen.get(variant) ?? 0) + 1;
        seen.set(variant, round);
        Object.assign(results, await benchDatabase(kind, variant, round > 1 ? `${variant} #${round}` : variant));
      }
    }
    return results;
  } finally {
    release();
  }
}
