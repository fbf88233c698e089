// The shape of the refresh statement's plan (store-videos-sql.ts, FOUND): the accounts are joined once per batch,
// not once per input row. With a small, analyzed platform_accounts the planner otherwise put the account join inside
// the per-row loop and scanned every account for each video (bench/RESULTS.md, session 8). The plan is read from
// EXPLAIN ANALYZE, so the test checks how often the accounts were scanned, never how long anything took. With many
// accounts one primary-key probe per video is the right plan, so only a scan that reads every account (a sequential
// scan) must not repeat per video. REFRESH_COUNTS only: UPSERT_VIDEOS refers to its found rows twice, so PostgreSQL
// materializes them with or without the keyword (review of session 8). The statement writes nothing here (the
// proposed hashes match no stored one). PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDb } from "../db/test/test-db";
import { runStatement } from "./run-statement";
import { REFRESH_COUNTS } from "./store-videos-sql";

let env: Awaited<ReturnType<typeof setupTestDb>>;

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => {
  await env.teardown();
});

type PlanNode = { "Node Type"?: string; "Relation Name"?: string; "Actual Loops"?: number; Plans?: PlanNode[] };

/** Every node of a plan that reads `relation`, with its kind and how many times it ran. */
function scansOf(node: PlanNode, relation: string): { type: string; loops: number }[] {
  const own =
    node["Relation Name"] === relation
      ? [{ type: node["Node Type"] ?? "?", loops: node["Actual Loops"] ?? Number.NaN }]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => scansOf(child, relation))];
}

async function explain(text: string, params: unknown[]): Promise<PlanNode> {
  const [row] = await runStatement<{ "QUERY PLAN": unknown }>(
    env.handle.db,
    `EXPLAIN (ANALYZE, FORMAT JSON) ${text}`,
    params,
  );
  const plan = row?.["QUERY PLAN"];
  const parsed = (typeof plan === "string" ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
  return parsed[0]?.Plan as PlanNode;
}

describe("the refresh statement's plan", () => {
  it("joins the accounts once per batch, not once per video", async () => {
    const videos = 1_000;
    // 100 channels of 10 stored videos each, as a small install has them, with the statistics autovacuum would take.
    await env.handle.db.execute(sql`INSERT INTO platform_accounts (platform, platform_id, handle, median_views)
      SELECT 3, 'UCplan' || i, '@plan' || i, 500 FROM generate_series(0, 99) i`);
    await env.handle.db.execute(sql`INSERT INTO platform_videos (platform, platform_id, account_id, views,
        content_hash, last_point_at, last_fetched_at)
      SELECT 3, 'plan' || i, a.id, 100, md5('plan' || i)::uuid, now() - interval '1 day', now() - interval '1 day'
      FROM generate_series(0, ${videos - 1}::int) i JOIN platform_accounts a ON a.platform_id = 'UCplan' || (i % 100)`);
    await env.handle.db.execute(sql`ANALYZE platform_accounts`);
    await env.handle.db.execute(sql`ANALYZE platform_videos`);

    const ids = Array.from({ length: videos }, (_, i) => `plan${i}`);
    const counts = ids.map((_, i) => 200 + i);
    const at = new Date().toISOString();
    const refresh = await explain(REFRESH_COUNTS, [
      ids.map(() => 3),
      ids,
      ids.map(() => null),
      counts,
      counts,
      counts,
      counts,
      counts,
      null,
      at,
    ]);
    const scans = scansOf(refresh, "platform_accounts");
    expect(scans.length, "REFRESH_COUNTS reads platform_accounts").toBeGreaterThan(0);
    const sequential = scans.filter((scan) => scan.type === "Seq Scan");
    expect(sequential, "runs of each sequential scan of platform_accounts").toEqual(
      sequential.map((scan) => ({ ...scan, loops: 1 })),
    );
  }, 30_000);
});
