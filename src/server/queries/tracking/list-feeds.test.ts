// listFeeds finds the page on the feed id and sort key first and counts on tracked_feeds alone when it can
// (bench/RESULTS.md, feeds page). These tests hold it to the plain query it replaced: one statement joining every
// feed's video and author, sorted with unknown values last and ties by id, on the same rows.
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { platformAccounts, platformVideos, trackedFeeds } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { feedRows } from "./feed-columns";
import { FEED_SORTS, type FeedFilters, type FeedListParams, type FeedSort, feedWhere, listFeeds } from "./list-feeds";
import { presentFeed } from "./present-feed";

let env: Awaited<ReturnType<typeof setupTestDb>>;
let db: Db;
let teamId = 0;
let otherTeamId = 0;

beforeAll(async () => {
  env = await setupTestDb();
  db = env.handle.db;
  const teams = await db.execute<{ id: number }>(sql`INSERT INTO organization (name, slug, plan)
    VALUES ('List team', 'list-team', 'max'), ('Other team', 'other-team', 'max') RETURNING id`);
  const rows = (teams as unknown as { rows: { id: number }[] }).rows;
  teamId = Number(rows[0]?.id);
  otherTeamId = Number(rows[1]?.id);
  await db.execute(sql`INSERT INTO platform_accounts (platform, platform_id, handle, display_name)
    VALUES (3, 'lf-a1', 'alpha_creator', 'Alpha'), (2, 'lf-a2', 'beta_dance', 'Beta Dance')`);
  // 60 videos: repeated views (ties), unknown metrics, no author for some, four platforms, dates spread out.
  await db.execute(sql`INSERT INTO platform_videos (platform, platform_id, account_id, caption, duration_seconds,
      published_at, last_fetched_at, views, likes, comments, shares, bookmarks, outlier_multiple, views_change_last,
      views_change_1d, views_change_7d)
    SELECT (ARRAY[3, 2, 6, 10])[1 + g % 4], 'lf-v' || g,
      CASE WHEN g % 7 = 0 THEN NULL ELSE (SELECT id FROM platform_accounts WHERE platform_id = 'lf-a' || (1 + g % 2)) END,
      'Clip ' || g || CASE WHEN g % 5 = 0 THEN ' cooking' ELSE '' END,
      CASE WHEN g % 6 = 0 THEN NULL ELSE 10 + g END,
      CASE WHEN g % 9 = 0 THEN NULL ELSE timestamptz '2026-01-01' + g * interval '1 day' END,
      timestamptz '2026-11-01' + (g % 10) * interval '1 hour',
      CASE WHEN g % 8 = 0 THEN NULL ELSE (g % 12) * 1000 END,
      CASE WHEN g % 3 = 0 THEN NULL ELSE g * 3 END, CASE WHEN g % 4 = 0 THEN NULL ELSE g END,
      CASE WHEN g % 3 = 1 THEN g ELSE NULL END, CASE WHEN g % 3 = 0 AND g % 4 = 0 THEN NULL ELSE g % 5 END,
      CASE WHEN g % 11 = 0 THEN NULL ELSE (g % 13) / 2.0 END, g % 6, CASE WHEN g % 5 = 0 THEN NULL ELSE g % 9 END,
      (g % 4) * 50
    FROM generate_series(1, 60) g`);
  // The team tracks 50 of them with three statuses and tracked times with ties; the other team tracks 20.
  await db.execute(sql`INSERT INTO tracked_feeds (team_id, video_id, status, created_at)
    SELECT ${teamId}, id, (ARRAY[1, 1, 2, 0, -1])[1 + id % 5], timestamptz '2026-10-01' + (id % 15) * interval '1 hour'
    FROM platform_videos WHERE platform_id LIKE 'lf-v%' ORDER BY id LIMIT 50`);
  await db.execute(sql`INSERT INTO tracked_feeds (team_id, video_id, status)
    SELECT ${otherTeamId}, id, 1 FROM platform_videos WHERE platform_id LIKE 'lf-v%' ORDER BY id DESC LIMIT 20`);
  await db.execute(sql`INSERT INTO collections (team_id, hash_id, name) VALUES (${teamId}, 'lfcoll', 'Picks')`);
  await db.execute(sql`INSERT INTO collection_items (collection_id, tracked_feed_id)
    SELECT (SELECT id FROM collections WHERE hash_id = 'lfcoll'), id FROM tracked_feeds
    WHERE team_id = ${teamId} AND id % 3 = 0`);
});
afterAll(async () => env?.teardown());

/** The single-statement query listFeeds replaced: the reference for order, page contents and total. */
async function reference(params: FeedListParams) {
  const where: SQL = feedWhere(teamId, params);
  const column = FEED_SORTS[params.sort];
  const direction = params.order === "asc" ? asc : desc;
  const rows = await feedRows(db)
    .where(where)
    .orderBy(sql`${column} IS NULL`, direction(column), direction(trackedFeeds.id))
    .limit(params.page_size)
    .offset((params.page - 1) * params.page_size);
  const [total] = await db
    .select({ n: count() })
    .from(trackedFeeds)
    .innerJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId))
    .leftJoin(platformAccounts, eq(platformAccounts.id, platformVideos.accountId))
    .where(and(where));
  return { list: rows.map(presentFeed), total: Number(total?.n ?? 0) };
}

const FILTERS: [string, FeedFilters][] = [
  ["no filter", {}],
  ["status", { status: [1, 2] }],
  ["platform", { platform: "tiktok" }],
  ["collection", { collection: "lfcoll" }],
  ["published range", { published_from: new Date("2026-01-10"), published_to: new Date("2026-02-15") }],
  ["updated range", { updated_from: new Date("2026-11-01T03:00:00Z") }],
  ["search caption", { q: "cooking" }],
  ["search handle", { q: "beta_" }],
  ["search and status", { q: "Clip", status: [1] }],
];

describe("listFeeds", () => {
  it("accepts status as a sort key, stopped feeds after tracking ones when descending", async () => {
    const page = await listFeeds(db, teamId, { sort: "status", order: "desc", page: 1, page_size: 100 });
    const statuses = page.list.map((feed) => feed.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => b - a));
    expect(new Set(statuses)).toEqual(new Set([-1, 0, 1, 2]));
  });

  for (const [name, filters] of FILTERS) {
    it(`matches the single-statement query for every sort, order and page (${name})`, async () => {
      for (const sort of Object.keys(FEED_SORTS) as FeedSort[]) {
        for (const order of ["asc", "desc"] as const) {
          for (let page = 1; page <= 6; page++) {
            const params: FeedListParams = { ...filters, sort, order, page, page_size: 12 };
            const got = await listFeeds(db, teamId, params);
            const want = await reference(params);
            expect(got.total, `${sort} ${order} page ${page}`).toBe(want.total);
            expect(got.list, `${sort} ${order} page ${page}`).toEqual(want.list);
            if ((page - 1) * 12 >= want.total) break;
          }
        }
      }
    });
  }

  it("never shows another team's feeds, and counts only the team's", async () => {
    const mine = await listFeeds(db, teamId, { sort: "views", order: "desc", page: 1, page_size: 100 });
    const theirs = await listFeeds(db, otherTeamId, { sort: "views", order: "desc", page: 1, page_size: 100 });
    expect(mine.total).toBe(50);
    expect(theirs.total).toBe(20);
    const ids = new Set(mine.list.map((feed) => feed.id));
    expect(theirs.list.some((feed) => ids.has(feed.id))).toBe(false);
  });
});
