// The database share of the feeds page, in process on the seeded PGlite (no HTTP, no session lookup): `listFeeds`
// beside the single statement it replaced (every feed's video and author joined, sorted and counted), for the same
// operations as the page timings. Both must return the same page.
import { asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../src/server/db/client";
import { platformAccounts, platformVideos, trackedFeeds } from "../src/server/db/schema";
import { feedRows } from "../src/server/queries/tracking/feed-columns";
import { FEED_SORTS, type FeedListParams, feedWhere, listFeeds } from "../src/server/queries/tracking/list-feeds";
import { presentFeed } from "../src/server/queries/tracking/present-feed";

/** The list query before the deferred join (commit e4322b1 and earlier). */
async function singleStatement(db: Db, teamId: number, params: FeedListParams) {
  const where = feedWhere(teamId, params);
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
    .where(where);
  return { list: rows.map(presentFeed), total: Number(total?.n ?? 0) };
}

/** The page's query string as listFeeds parameters (what the route's schema would parse). */
export function paramsOf(query: string): FeedListParams {
  const q = new URLSearchParams(query);
  return {
    sort: (q.get("sort") ?? "tracked_at") as FeedListParams["sort"],
    order: q.get("order") === "asc" ? "asc" : "desc",
    page: Number(q.get("page") ?? 1),
    page_size: 20,
    platform: (q.get("platform") ?? undefined) as FeedListParams["platform"],
    status: q.get("status")?.split(",").map(Number),
    q: q.get("q") ?? undefined,
  };
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;

async function timeIt(runs: number, run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await run();
    samples.push(performance.now() - t);
  }
  return median(samples);
}

export async function benchQueries(
  db: Db,
  teamId: number,
  operations: Record<string, string>,
  runs: number,
): Promise<Record<string, string>> {
  const results: Record<string, string> = {};
  for (const [label, query] of Object.entries(operations)) {
    const params = paramsOf(query);
    const now = await listFeeds(db, teamId, params);
    const before = await singleStatement(db, teamId, params);
    if (JSON.stringify(now.list) !== JSON.stringify(before.list) || now.total !== before.total)
      throw new Error(`${label}: listFeeds and the single statement disagree`);
    const single = await timeIt(runs, () => singleStatement(db, teamId, params));
    const deferred = await timeIt(runs, () => listFeeds(db, teamId, params));
    results[`in process, PGlite — ${label}`] =
      `single statement ${single.toFixed(1)} ms → listFeeds ${deferred.toFixed(1)} ms (median of ${runs}; same page)`;
  }
  return results;
}
