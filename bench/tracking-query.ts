// The feed-list query at scale for `npm run bench -- tracking`: `listFeeds` exactly as GET /v1/feed/list calls it,
// timed after a warm-up, and its two statements (page and total) captured and run once under EXPLAIN ANALYZE.

import type { Pool } from "pg";
import type { Db } from "../src/server/db/client";
import { type FeedListParams, listFeeds } from "../src/server/queries/tracking/list-feeds";
import type { LoggedQuery, QueryLog } from "./tracking-pg";

const WARM_UP = 20;
const RUNS = 200;

export interface QueryTiming {
  p50: number;
  p95: number;
  max: number;
  total: number;
  plans: { statement: string; plan: string[]; keyLines: string[] }[];
}

/** Nearest-rank percentile. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}

/** The plan nodes (joins, scans, sorts, with their actual figures) and the buffers and execution time. */
function keyLines(plan: string[]): string[] {
  const nodes = plan
    .filter(
      (line) =>
        /^\s*(->\s+)?(Limit|Sort|Incremental Sort|Nested Loop|Hash Join|Merge Join|Hash|Aggregate|Finalize|Gather|Index Scan|Index Only Scan|Bitmap|Seq Scan|Parallel)/.test(
          line,
        ) || /Sort Method/.test(line),
    )
    .map((line) =>
      line
        .trim()
        .replace(/^->\s+/, "")
        .replace(/\s*\(cost=[^)]*\)/, ""),
    );
  const top = plan.find((line) => /^\s*Buffers:/.test(line))?.trim();
  const time = plan.find((line) => /^Execution Time/.test(line))?.trim();
  return [...nodes, ...(top ? [`(top node) ${top}`] : []), ...(time ? [time] : [])];
}

async function explain(pool: Pool, query: LoggedQuery): Promise<string[]> {
  const result = await pool.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${query.text}`, query.values);
  return result.rows.map((row) => row["QUERY PLAN"]);
}

export async function timeListFeeds(
  db: Db,
  pool: Pool,
  log: QueryLog,
  teamId: number,
  params: FeedListParams,
  expectedTotal: number,
): Promise<QueryTiming> {
  for (let i = 0; i < WARM_UP; i++) await listFeeds(db, teamId, params);
  const samples: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const page = await listFeeds(db, teamId, params);
    samples.push(performance.now() - started);
    total = page.total;
    if (page.list.length !== Math.min(params.page_size, expectedTotal) || page.total !== expectedTotal) {
      throw new Error(`listFeeds answered ${page.list.length} rows of ${page.total}, expected ${expectedTotal}`);
    }
  }
  samples.sort((a, b) => a - b);

  // The statements listFeeds sends, captured from the pool, then explained with the same parameters.
  log.entries = [];
  log.enabled = true;
  await listFeeds(db, teamId, params);
  log.enabled = false;
  const statements = log.entries;
  log.entries = [];
  const plans = [];
  for (const [index, statement] of statements.entries()) {
    const plan = await explain(pool, statement);
    plans.push({ statement: index === 0 ? "page" : "total", plan, keyLines: keyLines(plan) });
  }
  return {
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    max: samples[samples.length - 1] ?? Number.NaN,
    total,
    plans,
  };
}
