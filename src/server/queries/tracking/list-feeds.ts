// GET /v1/feed/list (and the CSV export): a team's feeds with filters, sorting on every metric column, outlier
// multiple and growth, and pagination. Sorting always puts unknown values last and breaks ties by id, so pages
// are stable.
// At thousands of feeds (bench/RESULTS.md, feeds page) the cost was reading every feed's wide video row (and its
// author) to sort and count. So the page is found first on the feed id and the sort key alone, joining the video
// only when the sort or a filter needs it, and only the page's rows are then read in full (in the same statement). The total comes with
// the page as a window count (one statement fewer per request: on PGlite every statement queues on the one
// connection, bench/RESULTS.md, load); only a page past the end counts separately, on tracked_feeds alone when no
// filter touches the video or its author (the video join is 1:1: video_id is NOT NULL with a foreign key).
import "server-only";
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { FeedListPage, FeedTableListPage } from "@/domain/contracts/tracking";
import { encodeFeedCursor, FEED_CURSOR_KINDS, type FeedCursor, type FeedCursorKind } from "@/domain/feed-cursor";
import { PLATFORM_ENUM, type PlatformName } from "@/domain/platforms";
import type { Db } from "../../db/client";
import { collectionItems, collections, platformAccounts, platformVideos, trackedFeeds } from "../../db/schema";
import { containsPattern } from "../like-pattern";
import { engagementSql, type FeedRow, type FeedTableRow, feedColumns, feedTableColumns } from "./feed-columns";
import { presentFeed, presentFeedTableItem } from "./present-feed";

export const FEED_SORTS = {
  views: platformVideos.views,
  likes: platformVideos.likes,
  comments: platformVideos.comments,
  shares: platformVideos.shares,
  bookmarks: platformVideos.bookmarks,
  engagement: engagementSql,
  duration: platformVideos.durationSeconds,
  published_on: platformVideos.publishedAt,
  last_updated: platformVideos.lastFetchedAt,
  tracked_at: trackedFeeds.createdAt,
  status: trackedFeeds.status,
  outlet: platformVideos.outlierMultiple,
  growth_last: platformVideos.viewsChangeLast,
  growth_1d: platformVideos.viewsChange1d,
  growth_7d: platformVideos.viewsChange7d,
} as const;
export type FeedSort = keyof typeof FEED_SORTS;

export interface FeedFilters {
  platform?: PlatformName;
  status?: number[];
  channel_id?: number;
  collection?: string;
  published_from?: Date;
  published_to?: Date;
  updated_from?: Date;
  updated_to?: Date;
  q?: string;
  /** Only feeds marked priority (true) or only the others (false). */
  priority?: boolean;
}

export interface FeedListParams extends FeedFilters {
  sort: FeedSort;
  order: "asc" | "desc";
  page: number;
  page_size: number;
  /** Keyset paging: the rows after this one (the route answers 400 when it was taken under another sort or order). */
  cursor?: FeedCursor;
}

export function feedWhere(teamId: number, filters: FeedFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(trackedFeeds.teamId, teamId)];
  if (filters.platform) conditions.push(eq(platformVideos.platform, PLATFORM_ENUM[filters.platform]));
  if (filters.status?.length) conditions.push(inArray(trackedFeeds.status, filters.status));
  if (filters.channel_id) conditions.push(eq(trackedFeeds.channelId, filters.channel_id));
  if (filters.priority !== undefined) conditions.push(eq(trackedFeeds.priority, filters.priority));
  if (filters.collection) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${collectionItems} JOIN ${collections} ON ${collections.id} = ${collectionItems.collectionId}
        WHERE ${collectionItems.trackedFeedId} = ${trackedFeeds.id} AND ${collections.hashId} = ${filters.collection}
          AND ${collections.teamId} = ${teamId})`,
    );
  }
  if (filters.published_from) conditions.push(gte(platformVideos.publishedAt, filters.published_from));
  if (filters.published_to) conditions.push(lte(platformVideos.publishedAt, filters.published_to));
  if (filters.updated_from) conditions.push(gte(platformVideos.lastFetchedAt, filters.updated_from));
  if (filters.updated_to) conditions.push(lte(platformVideos.lastFetchedAt, filters.updated_to));
  const q = filters.q?.trim();
  if (q) {
    conditions.push(
      sql`${trackedFeeds.videoId} IN (${trigramsServe(q) ? searchedVideoIds(q) : teamSearchedVideoIds(teamId, q)})`,
    );
  }
  return and(...conditions) as SQL;
}

const KNOWN_PLATFORMS = Object.values(PLATFORM_ENUM);

/**
 * The videos a search finds, each branch served by an index (issue 18 item 4): the caption, the author's handle and
 * name through pg_trgm's GIN indexes (ILIKE '%…%', migration 0014), an exact video id through the unique
 * (platform, platform_id) index. As one OR over the joined rows no index could serve it, so every feed of the team
 * was read; as a set of video ids the team's feeds are then found through (team_id, video_id).
 */
function searchedVideoIds(q: string): SQL {
  const pattern = containsPattern(q);
  return sql`SELECT sv.id FROM ${platformVideos} sv WHERE sv.caption ILIKE ${pattern}
    UNION SELECT sv.id FROM ${platformVideos} sv
      WHERE sv.platform IN (${sql.join(
        KNOWN_PLATFORMS.map((value) => sql`${value}`),
        sql`, `,
      )}) AND sv.platform_id = ${q}
    UNION SELECT sv.id FROM ${platformAccounts} sa JOIN ${platformVideos} sv ON sv.account_id = sa.id
      WHERE sa.handle ILIKE ${pattern} OR sa.display_name ILIKE ${pattern}`;
}

/**
 * Whether pg_trgm's GIN index can narrow '%q%': it takes trigrams from runs of letters and digits, so a search
 * without three of them in a row ("ab", "a b", "a_b") gives none, and searchedVideoIds would read every video and
 * channel of the database (review finding 7). Such searches read the team's own feeds instead.
 */
function trigramsServe(q: string): boolean {
  return /[\p{L}\p{N}]{3}/u.test(q);
}

/**
 * The videos of a search trigrams cannot serve, read from the team's own feeds (through the (team_id, …) index) joined to their videos
 * and authors, so it costs the team's size, not the database's: the same matches as searchedVideoIds.
 */
function teamSearchedVideoIds(teamId: number, q: string): SQL {
  const pattern = containsPattern(q);
  return sql`SELECT tf.video_id FROM ${trackedFeeds} tf JOIN ${platformVideos} sv ON sv.id = tf.video_id
      LEFT JOIN ${platformAccounts} sa ON sa.id = sv.account_id
    WHERE tf.team_id = ${teamId}
      AND (sv.caption ILIKE ${pattern} OR sv.platform_id = ${q} OR sa.handle ILIKE ${pattern}
        OR sa.display_name ILIKE ${pattern})`;
}

/** Sort keys read from tracked_feeds itself; every other key needs the video row. */
const FEED_OWN_SORTS = new Set<FeedSort>(["tracked_at", "status"]);

/** Whether feedWhere's conditions need the video row (kept in step with the conditions above). */
function needsVideo(filters: FeedFilters): boolean {
  // The search is a set of video ids (searchedVideoIds), so it needs no join of its own.
  return !!(
    filters.platform ||
    filters.published_from ||
    filters.published_to ||
    filters.updated_from ||
    filters.updated_to
  );
}

/** The kind of each sort key's value in a cursor; the domain map the contract checks cursors against. */
const CURSOR_KIND: Record<FeedSort, FeedCursorKind> = FEED_CURSOR_KINDS;

/** The sort key's value as the exact text a cursor carries (timestamps to whole microseconds, floats shortest-exact). */
function cursorValueSql(sort: FeedSort): SQL<string | null> {
  const column = FEED_SORTS[sort];
  return CURSOR_KIND[sort] === "instant"
    ? sql<string | null>`(extract(epoch FROM ${column}) * 1000000)::bigint::text`
    : sql<string | null>`(${column})::text`;
}

/** The cursor's text back as a value of the sort key's type. */
function cursorValueParam(sort: FeedSort, value: string): SQL {
  switch (CURSOR_KIND[sort]) {
    case "instant":
      return sql`('epoch'::timestamptz + CAST(${value} AS bigint) * interval '1 microsecond')`;
    case "float":
      return sql`CAST(${value} AS double precision)`;
    default:
      return sql`CAST(${value} AS bigint)`;
  }
}

/**
 * The rows after the cursor's row in the list's order: (value IS NULL, value in `order`, id in `order`). Known values
 * come before unknown ones in either direction, so after a known value come the later known values, its ties with a
 * later id, and every unknown one; after an unknown value only the unknown ones with a later id.
 */
function afterCursor(sort: FeedSort, order: "asc" | "desc", cursor: FeedCursor): SQL {
  const column = FEED_SORTS[sort];
  const beyond = order === "asc" ? sql`>` : sql`<`;
  const idBeyond = sql`${trackedFeeds.id} ${beyond} ${cursor.id}`;
  if (cursor.value === null) return sql`(${column} IS NULL AND ${idBeyond})`;
  const value = cursorValueParam(sort, cursor.value);
  return sql`(${column} IS NULL OR ${column} ${beyond} ${value} OR (${column} = ${value} AND ${idBeyond}))`;
}

/** What findPage adds to the caller's columns (and the feed id every caller selects). */
interface PageRow {
  id: number;
  pageTotal: string | number;
  pageSortValue: string | null;
}

/** Which answer the list gives: every field of Feed, or the fields the dashboard's table shows (view=table). */
export type FeedListView = "full" | "table";

/**
 * The page of feeds in one statement (issue 18 item 5: on PGlite every statement queues on the one connection):
 * an inner query finds the page's ids on the feed id and the sort key alone (joining the video only when the sort
 * or a filter needs it), with the total as a window count, and the outer query reads only those rows in full.
 */
async function findPage<C extends SelectedFields>(db: Db, teamId: number, params: FeedListParams, columns: C) {
  const filtered = feedWhere(teamId, params);
  const cursor =
    params.cursor && params.cursor.sort === params.sort && params.cursor.order === params.order
      ? params.cursor
      : undefined;
  const videoFilter = needsVideo(params);
  const column = FEED_SORTS[params.sort];
  const direction = params.order === "asc" ? asc : desc;
  const ordering = [sql`${column} IS NULL`, direction(column), direction(trackedFeeds.id)];
  // On page numbers the total rides along as a window count over the filtered rows (computed before LIMIT/OFFSET);
  // after a cursor the window would count only the rows beyond it, so the total is counted on its own. One row more
  // than the page tells whether a next page exists.
  let inner = db
    .select({
      id: trackedFeeds.id,
      total: (cursor ? sql<string>`0` : sql<string>`count(*) OVER ()`).as("page_total"),
      sortValue: cursorValueSql(params.sort).as("page_sort_value"),
    })
    .from(trackedFeeds)
    .$dynamic();
  if (videoFilter || !FEED_OWN_SORTS.has(params.sort))
    inner = inner.innerJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId));
  const page = inner
    .where(cursor ? and(filtered, afterCursor(params.sort, params.order, cursor)) : filtered)
    .orderBy(...ordering)
    .limit(params.page_size + 1)
    .offset(cursor ? 0 : (params.page - 1) * params.page_size)
    .as("page");
  // The outer query orders the page's rows again by the same keys (the inner order does not carry over a join).
  // Typed loosely here: the callers know their own columns' row type (FeedRow, FeedTableRow).
  const found = (await db
    .select({ ...columns, pageTotal: page.total, pageSortValue: page.sortValue })
    .from(page)
    .innerJoin(trackedFeeds, eq(trackedFeeds.id, page.id))
    .innerJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId))
    .leftJoin(platformAccounts, eq(platformAccounts.id, platformVideos.accountId))
    .orderBy(...ordering)) as unknown as (Record<string, unknown> & PageRow)[];
  const rows = found.slice(0, params.page_size);
  const first = rows[0];
  const last = rows.at(-1);
  const countRows = async () => {
    let query = db.select({ n: count() }).from(trackedFeeds).$dynamic();
    if (videoFilter) query = query.innerJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId));
    return Number((await query.where(filtered)).at(0)?.n ?? 0);
  };
  // Only a page past the end (no row to carry the window count) or a page after a cursor needs a count of its own;
  // an empty first page means no match at all.
  const total = !cursor && first ? Number(first.pageTotal) : !cursor && params.page === 1 ? 0 : await countRows();
  const nextCursor =
    found.length > params.page_size && last
      ? encodeFeedCursor({
          sort: params.sort,
          order: params.order,
          value: last.pageSortValue,
          id: last.id,
        })
      : null;
  return { rows, total, nextCursor };
}

export async function listFeeds(db: Db, teamId: number, params: FeedListParams): Promise<FeedListPage> {
  const { rows, total, nextCursor } = await findPage(db, teamId, params, feedColumns);
  return {
    list: rows.map((row) => presentFeed(row as unknown as FeedRow)),
    total,
    page: params.page,
    page_size: params.page_size,
    next_cursor: nextCursor,
  };
}

/** The same page with only the fields the dashboard's table shows (GET /v1/feed/list?view=table). */
export async function listFeedsForTable(db: Db, teamId: number, params: FeedListParams): Promise<FeedTableListPage> {
  const { rows, total, nextCursor } = await findPage(db, teamId, params, feedTableColumns);
  return {
    list: rows.map((row) => presentFeedTableItem(row as unknown as FeedTableRow)),
    total,
    page: params.page,
    page_size: params.page_size,
    next_cursor: nextCursor,
  };
}
