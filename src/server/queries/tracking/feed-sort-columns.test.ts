// The feed list's sort columns (migration 0018, issue 18 item 4): copies of the video's values on tracked_feeds,
// kept by triggers. A refresh through the engine's own write (storeVideos) and the outlier rewrite of a channel
// refresh (refreshAccountMedian) move a feed in the list's order, for its team and for every other team tracking
// the same video, while another team's feeds never show; a write that changes no sorted value rewrites no feed; and
// every sort key's page is a range of its (team_id, column, id) index with no sort. Runs on PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set (the database suites' pass).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeFeedCursor } from "@/domain/feed-cursor";
import type { DbHandle } from "../../db/client";
import { platformAccounts, platformVideos, trackedFeeds } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import type { NormalizedVideo } from "../../platforms/types";
import { refreshAccountMedian } from "../../tracking/store-account";
import { storeVideos } from "../../tracking/store-videos";
import { FEED_SORTS, type FeedListParams, type FeedSort, feedListPart, type ListPart, listFeeds } from "./list-feeds";

let env: Awaited<ReturnType<typeof setupTestDb>>;
let handle: DbHandle;
let teamA = 0;
let teamB = 0;
let accountId = 0;
const T0 = new Date("2026-11-20T12:00:00Z");
const T1 = new Date("2026-11-21T12:00:00Z");

function video(platformId: string, views: number | null): NormalizedVideo {
  return {
    platform: "youtube",
    platformId,
    accountPlatformId: null,
    url: `https://www.youtube.com/watch?v=${platformId}`,
    caption: `Video ${platformId}`,
    thumbnailUrl: null,
    durationSeconds: 30,
    publishedAt: new Date("2026-10-01T00:00:00Z"),
    views,
    likes: views === null ? null : 1,
    comments: null,
    shares: null,
    bookmarks: null,
    isShort: null,
    isDemo: false,
    raw: null,
  };
}

async function newTeam(slug: string): Promise<number> {
  const result = await handle.db.execute<{ id: number }>(sql`INSERT INTO organization (name, slug, plan)
    VALUES (${slug}, ${slug}, 'max') RETURNING id`);
  return Number((result as unknown as { rows: { id: number }[] }).rows[0]?.id);
}

const refresh = (videos: NormalizedVideo[], at: Date) =>
  handle.db.transaction((tx) => storeVideos(tx, { videos, accountId, capturedAt: at }));

/** The team's list in one order, as platform ids, walked page by page through next_cursor (page size 2). */
async function listed(teamId: number, sort: FeedSort, order: "asc" | "desc"): Promise<string[]> {
  const ids: string[] = [];
  let cursor: FeedListParams["cursor"];
  for (let guard = 0; guard < 20; guard++) {
    const page = await listFeeds(handle.db, teamId, { sort, order, page: 1, page_size: 2, cursor });
    ids.push(...page.list.map((feed) => feed.platform_id));
    if (!page.next_cursor) return ids;
    cursor = decodeFeedCursor(page.next_cursor) ?? undefined;
  }
  throw new Error("the cursor walk did not end");
}

/** The team's list in one order as page numbers of one row each (the later half is read from the list's end). */
async function numbered(teamId: number, sort: FeedSort, order: "asc" | "desc"): Promise<string[]> {
  const first = await listFeeds(handle.db, teamId, { sort, order, page: 1, page_size: 1 });
  const ids = first.list.map((feed) => feed.platform_id);
  for (let page = 2; page <= first.total + 1; page++) {
    const next = await listFeeds(handle.db, teamId, { sort, order, page, page_size: 1 });
    expect(next.total).toBe(first.total);
    expect(next.next_cursor === null).toBe(page >= first.total);
    ids.push(...next.list.map((f) => f.platform_id));
  }
  return ids;
}

/** The order a team's list must have, descending, from the video's own column: unknown last, ties by feed id. */
async function videoOrder(teamId: number, column: "views_change_last" | "last_fetched_at"): Promise<string[]> {
  const result = await handle.db.execute<{ feed: number; platform_id: string; value: string | null }>(
    sql`SELECT f.id AS feed, v.platform_id, (extract(epoch FROM v.last_fetched_at) * 1e6)::bigint::text AS fetched,
      v.views_change_last::text AS growth
    FROM tracked_feeds f JOIN platform_videos v ON v.id = f.video_id WHERE f.team_id = ${teamId}`,
  );
  const rows = (
    result as unknown as {
      rows: { feed: number; platform_id: string; fetched: string | null; growth: string | null }[];
    }
  ).rows.map((row) => ({ ...row, value: column === "last_fetched_at" ? row.fetched : row.growth }));
  return rows
    .sort((a, b) => {
      if (a.value === null || b.value === null)
        return a.value === b.value ? b.feed - a.feed : a.value === null ? 1 : -1;
      const diff = BigInt(b.value) - BigInt(a.value);
      return diff === 0n ? b.feed - a.feed : diff > 0n ? 1 : -1;
    })
    .map((row) => row.platform_id);
}

beforeAll(async () => {
  env = await setupTestDb();
  handle = env.handle;
  teamA = await newTeam("sort-cols-a");
  teamB = await newTeam("sort-cols-b");
  const [account] = await handle.db
    .insert(platformAccounts)
    .values({ platform: 1, platformId: "sc-owner", handle: "sc_owner" })
    .returning({ id: platformAccounts.id });
  accountId = account?.id as number;
  // The first capture: s1 100, s2 200, s3 300 views, s0 unknown; b1 (team B only) 250.
  const stored = await refresh(
    [video("sc-s1", 100), video("sc-s2", 200), video("sc-s3", 300), video("sc-s0", null), video("sc-b1", 250)],
    T0,
  );
  const id = new Map(stored.map((row) => [row.platformId, row.id]));
  await handle.db
    .insert(trackedFeeds)
    .values(["sc-s1", "sc-s2", "sc-s3", "sc-s0"].map((p) => ({ teamId: teamA, videoId: id.get(p) as number })));
  await handle.db
    .insert(trackedFeeds)
    .values(["sc-s1", "sc-b1"].map((p) => ({ teamId: teamB, videoId: id.get(p) as number })));
});
afterAll(async () => env?.teardown());

describe("feed sort columns", () => {
  it("a new feed takes its video's values: unknown views last, another team's feeds left out", async () => {
    expect(await listed(teamA, "views", "desc")).toEqual(["sc-s3", "sc-s2", "sc-s1", "sc-s0"]);
    expect(await listed(teamA, "views", "asc")).toEqual(["sc-s1", "sc-s2", "sc-s3", "sc-s0"]);
    expect(await listed(teamB, "views", "desc")).toEqual(["sc-b1", "sc-s1"]);
  });

  it("a refresh's new views move the feed in the views order of every team tracking it, by cursor and by page", async () => {
    // s1 goes from 100 to 1,000 views (growth 900), s0's views become known (50).
    await refresh([video("sc-s1", 1000), video("sc-s0", 50)], T1);
    expect(await listed(teamA, "views", "desc")).toEqual(["sc-s1", "sc-s3", "sc-s2", "sc-s0"]);
    expect(await numbered(teamA, "views", "desc")).toEqual(["sc-s1", "sc-s3", "sc-s2", "sc-s0"]);
    expect(await listed(teamA, "views", "asc")).toEqual(["sc-s0", "sc-s2", "sc-s3", "sc-s1"]);
    expect(await numbered(teamA, "views", "asc")).toEqual(["sc-s0", "sc-s2", "sc-s3", "sc-s1"]);
    expect(await listed(teamB, "views", "desc")).toEqual(["sc-s1", "sc-b1"]);
    // The derived columns of the same write follow the video's own columns (the oracle reads those, not the copies).
    expect(await listed(teamA, "growth_last", "desc")).toEqual(await videoOrder(teamA, "views_change_last"));
    expect(await listed(teamA, "last_updated", "desc")).toEqual(await videoOrder(teamA, "last_fetched_at"));
    expect((await videoOrder(teamA, "views_change_last"))[0]).toBe("sc-s1");
    const [row] = await handle.db
      .select({ views: trackedFeeds.sortViews, growth: trackedFeeds.sortGrowthLast })
      .from(trackedFeeds)
      .innerJoin(platformVideos, sql`${platformVideos.id} = ${trackedFeeds.videoId}`)
      .where(sql`${platformVideos.platformId} = 'sc-s1' AND ${trackedFeeds.teamId} = ${teamB}`);
    expect(row).toEqual({ views: 1000, growth: 900 });
  });

  it("the outlier rewrite of a channel refresh moves the outlier order", async () => {
    await handle.db.transaction((tx) => refreshAccountMedian(tx, accountId));
    // Median of 50, 200, 250, 300, 1,000 views is 250: s1 is 4×, s3 1.2×, s2 0.8×, s0 0.2×.
    expect(await listed(teamA, "outlet", "desc")).toEqual(["sc-s1", "sc-s3", "sc-s2", "sc-s0"]);
    expect(await listed(teamB, "outlet", "asc")).toEqual(["sc-b1", "sc-s1"]);
  });

  it("a write that changes no sorted value rewrites no feed", async () => {
    const versions = () =>
      handle.db.execute<{ id: number; xmin: string }>(
        sql`SELECT id, xmin::text AS xmin FROM tracked_feeds WHERE team_id IN (${teamA}, ${teamB}) ORDER BY id`,
      );
    const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;
    const before = rowsOf(await versions());
    await handle.db.execute(sql`UPDATE platform_videos SET next_refresh_at = now() WHERE platform_id LIKE 'sc-%'`);
    expect(rowsOf(await versions())).toEqual(before);
    await handle.db.execute(sql`UPDATE platform_videos SET views = views + 1 WHERE platform_id = 'sc-s2'`);
    expect(rowsOf(await versions())).not.toEqual(before);
  });
});

// A table of a few rows is read fastest by a sequential scan and a sort, so the planner is told to avoid both for
// one transaction: the plan then shows whether the index can give the order at all.
const NO_SEQSCAN_NO_SORT = [
  "SET LOCAL enable_seqscan = off",
  "SET LOCAL enable_sort = off",
  "SET LOCAL enable_bitmapscan = off",
];

async function planOf(query: { sql: string; params: unknown[] }): Promise<string> {
  if (handle.kind === "pg") {
    const client = await handle.pool.connect();
    try {
      await client.query("BEGIN");
      for (const statement of NO_SEQSCAN_NO_SORT) await client.query(statement);
      const result = await client.query(`EXPLAIN ${query.sql}`, query.params);
      await client.query("ROLLBACK");
      return result.rows.map((row: Record<string, string>) => Object.values(row)[0]).join("\n");
    } finally {
      client.release();
    }
  }
  return handle.pglite.transaction(async (tx) => {
    for (const statement of NO_SEQSCAN_NO_SORT) await tx.exec(statement);
    const result = await tx.query<Record<string, string>>(`EXPLAIN ${query.sql}`, query.params);
    return result.rows.map((row) => Object.values(row)[0]).join("\n");
  });
}

const INDEX_OF: Record<FeedSort, string> = {
  views: "tracked_feeds_sort_views_idx",
  likes: "tracked_feeds_sort_likes_idx",
  comments: "tracked_feeds_sort_comments_idx",
  shares: "tracked_feeds_sort_shares_idx",
  bookmarks: "tracked_feeds_sort_bookmarks_idx",
  engagement: "tracked_feeds_sort_engagement_idx",
  duration: "tracked_feeds_sort_duration_idx",
  published_on: "tracked_feeds_sort_published_idx",
  last_updated: "tracked_feeds_sort_last_fetched_idx",
  tracked_at: "tracked_feeds_team_created_idx",
  status: "tracked_feeds_team_status_idx",
  outlet: "tracked_feeds_sort_outlier_idx",
  growth_last: "tracked_feeds_sort_growth_last_idx",
  growth_1d: "tracked_feeds_sort_growth_1d_idx",
  growth_7d: "tracked_feeds_sort_growth_7d_idx",
};

describe("feed list plans", () => {
  it("serves every sort key, both orders and both parts from its index without sorting", async () => {
    expect(Object.keys(INDEX_OF).sort()).toEqual(Object.keys(FEED_SORTS).sort());
    for (const sort of Object.keys(FEED_SORTS) as FeedSort[]) {
      for (const order of ["asc", "desc"] as const) {
        // A NOT NULL column has no unknown part (the planner proves it empty without reading an index).
        const parts: ListPart[] = sort === "tracked_at" || sort === "status" ? ["known"] : ["known", "unknown"];
        for (const part of parts) {
          const params: FeedListParams = { sort, order, page: 1, page_size: 20 };
          const plan = await planOf(feedListPart(handle.db, teamA, params, part, undefined, 21, 0).toSQL());
          const scan = `${order === "desc" ? "Backward " : ""}using ${INDEX_OF[sort]}`;
          expect(plan, `${sort} ${order} ${part}\n${plan}`).toContain(scan);
          expect(plan, `${sort} ${order} ${part}\n${plan}`).not.toMatch(/\bSort\b/);
        }
      }
    }
  });
});
