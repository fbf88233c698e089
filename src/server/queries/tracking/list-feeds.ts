// GET /v1/feed/list (and the CSV export): a team's feeds with filters, sorting on every metric column, outlier
// multiple and growth, and pagination. Sorting always puts unknown values last and breaks ties by id, so pages
// are stable.
// Every sort key is a column of tracked_feeds with a (team_id, column, id) index (issue 18 item 4): the video's
// values the list sorts by are copied onto the feed by triggers (migration 0018), so a page is a range of that
// index instead of a join of every feed of the team to its video and a sort (about 1 s at 50,000 feeds,
// bench/RESULTS.md). A btree scanned backward puts NULLs first, so the list is read in two parts, each an index
// range in the index's own order: the known values (IS NOT NULL) in `order`, then the unknown ones by id. A numbered
// page in the list's second half is read from the end (the same ranges scanned the other way), so no page walks an
// offset of more than half the team's feeds. Only the page's rows are then read in full. The total is a count on
// the (team_id, …) indexes (riding along with page 1 as an InitPlan); the video is joined only for a platform filter.
// The page's rows are read with the columns of the answer asked for: every field of Feed, or only those the
// dashboard's table shows (view=table, issue 18 item 5: a third fewer bytes a page).
import "server-only";
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { FeedListPage, FeedTableListPage } from "@/domain/contracts/tracking";
import { encodeFeedCursor, FEED_CURSOR_KINDS, type FeedCursor, type FeedCursorKind } from "@/domain/feed-cursor";
import { PLATFORM_ENUM, type PlatformName } from "@/domain/platforms";
import type { Db } from "../../db/client";
import { collectionItems, collections, platformAccounts, platformVideos, trackedFeeds } from "../../db/schema";
import { containsPattern } from "../like-pattern";
import { type FeedRow, type FeedTableRow, feedColumns, feedTableColumns } from "./feed-columns";
import { presentFeed, presentFeedTableItem } from "./present-feed";

export const FEED_SORTS = {
  views: trackedFeeds.sortViews,
  likes: trackedFeeds.sortLikes,
  comments: trackedFeeds.sortComments,
  shares: trackedFeeds.sortShares,
  bookmarks: trackedFeeds.sortBookmarks,
  engagement: trackedFeeds.sortEngagement,
  duration: trackedFeeds.sortDuration,
  published_on: trackedFeeds.sortPublishedAt,
  last_updated: trackedFeeds.sortLastFetchedAt,
  tracked_at: trackedFeeds.createdAt,
  status: trackedFeeds.status,
  outlet: trackedFeeds.sortOutlierMultiple,
  growth_last: trackedFeeds.sortGrowthLast,
  growth_1d: trackedFeeds.sortGrowth1d,
  growth_7d: trackedFeeds.sortGrowth7d,
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
  // The feed's copies of the video's dates (migration 0018), so these filters need no join to the video.
  if (filters.published_from) conditions.push(gte(trackedFeeds.sortPublishedAt, filters.published_from));
  if (filters.published_to) conditions.push(lte(trackedFeeds.sortPublishedAt, filters.published_to));
  if (filters.updated_from) conditions.push(gte(trackedFeeds.sortLastFetchedAt, filters.updated_from));
  if (filters.updated_to) conditions.push(lte(trackedFeeds.sortLastFetchedAt, filters.updated_to));
  const q = filters.q?.trim();
  if (q) {
    // The matched videos as an array computed first (an InitPlan), so the team's feeds among them are probes of the
    // (team_id, video_id) index and the page a small sort. As `video_id IN (…)` the planner hashed the matches
    // against a scan of all the team's feeds (30 ms at 50,000 feeds against 7 ms, bench/RESULTS.md), pricing the
    // probes' heap reads above a whole sequential scan.
    const videos = trigramsServe(q) ? searchedVideoIds(q) : teamSearchedVideoIds(teamId, q);
    conditions.push(sql`${trackedFeeds.videoId} = ANY(ARRAY(${videos}))`);
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

/** Sort keys that are never unknown (NOT NULL columns): their list has no second part. */
const NEVER_UNKNOWN = new Set<FeedSort>(["tracked_at", "status"]);

/** Whether feedWhere's conditions need the video row (kept in step with the conditions above). */
function needsVideo(filters: FeedFilters): boolean {
  // The search is a set of video ids (searchedVideoIds) and the dates are the feed's copies: only the platform joins.
  return !!filters.platform;
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

export type ListPart = "known" | "unknown";

/** The list's count under its filters: on the (team_id, …) indexes alone unless the platform filter joins the video. */
function countWhere(db: Db, where: SQL, videoFilter: boolean) {
  let query = db.select({ n: count() }).from(trackedFeeds).$dynamic();
  if (videoFilter) query = query.innerJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId));
  return query.where(where);
}

/**
 * One part of the list in its index's order: `col asc, id asc` is a forward scan of (team_id, col, id), `col desc,
 * id desc` a backward one (NULLS FIRST, the default for desc, is the index's backward order; each part holds one
 * kind of value, so where the NULLs go never shows). The total rides along as an uncorrelated subquery, run once and
 * only when a row comes back. Exported for the plan test (feed-sort-columns.test.ts).
 */
export function feedListPart(
  db: Db,
  teamId: number,
  params: FeedListParams,
  part: ListPart,
  after: SQL | undefined,
  limit: number,
  offset: number,
  /** Read the part from its end (the list's last pages): the same index scanned the other way. */
  reverse = false,
  /** Whether the rows carry the total (false when the caller counted already). */
  withTotal = true,
  /** The feeds a search matched (listFeeds finds them first): replaces the filters. */
  matchedIds?: readonly number[],
) {
  const filtered = matchedIds ? matchedWhere(teamId, matchedIds) : feedWhere(teamId, params);
  const videoFilter = !matchedIds && needsVideo(params);
  const column = FEED_SORTS[params.sort];
  const direction = (params.order === "asc") !== reverse ? asc : desc;
  let query = db
    .select({
      id: trackedFeeds.id,
      // Aliased: findPage reads this query as a subquery joined to the rows' columns.
      total: (withTotal ? sql<number>`(${countWhere(db, filtered, videoFilter)})` : sql<number>`0`)
        .mapWith(Number)
        .as("page_total"),
      sortValue: cursorValueSql(params.sort).as("page_sort_value"),
    })
    .from(trackedFeeds)
    .$dynamic();
  if (videoFilter) query = query.innerJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId));
  return query
    .where(and(filtered, part === "known" ? isNotNull(column) : isNull(column), after))
    .orderBy(direction(column), direction(trackedFeeds.id))
    .limit(limit)
    .offset(offset);
}

/** The team's feeds among ids already filtered: one text parameter, however many ids. */
function matchedWhere(teamId: number, ids: readonly number[]): SQL {
  return and(
    eq(trackedFeeds.teamId, teamId),
    sql`${trackedFeeds.id} = ANY(string_to_array(${ids.join(",")}, ',')::int[])`,
  ) as SQL;
}

/** Which answer the list gives: every field of Feed, or the fields the dashboard's table shows (view=table). */
export type FeedListView = "full" | "table";

/** The page's feeds (ids found on the sort columns' indexes), then their rows read with `columns`. */
async function findPage<C extends SelectedFields>(db: Db, teamId: number, params: FeedListParams, columns: C) {
  // A search's matched videos are the costly part of its statements (the trigram reads, then every matched video
  // row): the team's matching feeds are found once, their number is the total, and the page reads only those ids.
  // Counted and paged separately, the search ran twice (bench/RESULTS.md, 2026-11-26 session 6).
  let matchedIds: number[] | undefined;
  if (params.q?.trim()) {
    let query = db.select({ id: trackedFeeds.id }).from(trackedFeeds).$dynamic();
    if (needsVideo(params)) query = query.innerJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId));
    matchedIds = (await query.where(feedWhere(teamId, params))).map((row) => row.id);
  }
  const filtered = matchedIds ? matchedWhere(teamId, matchedIds) : feedWhere(teamId, params);
  const cursor =
    params.cursor && params.cursor.sort === params.sort && params.cursor.order === params.order
      ? params.cursor
      : undefined;
  const videoFilter = !matchedIds && needsVideo(params);
  const column = FEED_SORTS[params.sort];
  const beyond = params.order === "asc" ? sql`>` : sql`<`;
  const limit = params.page_size + 1; // one row more than the page tells whether a next page exists
  const offset = (params.page - 1) * params.page_size;
  // Past page 1 the total is counted first: a page in the list's second half is then read from the end, so the
  // offset walks at most half of the team's feeds (the last page walks none).
  const counted =
    matchedIds?.length ??
    (!cursor && params.page > 1 ? Number((await countWhere(db, filtered, videoFilter)).at(0)?.n ?? 0) : undefined);
  // Each part's index range is joined to the rows' columns in the same statement (issue 18 item 5: on PGlite every
  // statement queues on the one connection), so page 1 is one statement; the few rows are sorted again outside.
  const part = async (which: ListPart, after: SQL | undefined, limit: number, offset: number, reverse = false) => {
    const range = feedListPart(
      db,
      teamId,
      params,
      which,
      after,
      limit,
      offset,
      reverse,
      counted === undefined,
      matchedIds,
    ).as("page");
    const direction = (params.order === "asc") !== reverse ? asc : desc;
    return (await db
      // Typed as the full columns for the builder; the callers know their own row type (FeedRow, FeedTableRow).
      .select({ ...(columns as unknown as typeof feedColumns), total: range.total, sortValue: range.sortValue })
      .from(range)
      .innerJoin(trackedFeeds, eq(trackedFeeds.id, range.id))
      .innerJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId))
      .leftJoin(platformAccounts, eq(platformAccounts.id, platformVideos.accountId))
      .orderBy(direction(FEED_SORTS[params.sort]), direction(trackedFeeds.id))) as unknown as {
      id: number;
      total: number;
      sortValue: string | null;
    }[];
  };
  let found: Awaited<ReturnType<typeof part>> = [];
  let hasNext: boolean | undefined;
  if (!cursor && counted !== undefined && offset < counted && offset * 2 > counted) {
    const end = Math.min(offset + params.page_size, counted);
    const fromEnd = counted - end; // rows after this page, the offset from the list's end
    const wanted = end - offset;
    // Backward the list is the unknown part (by id, reversed), then the known part reversed.
    let backward: typeof found = [];
    if (!NEVER_UNKNOWN.has(params.sort)) backward = await part("unknown", undefined, wanted, fromEnd, true);
    if (backward.length < wanted) {
      // The unknown part ended on this page (the known one starts at its end), or it lies wholly after the page:
      // then the offset into the reversed known part is what the unknown rows leave.
      const unknownRows =
        backward.length > 0 || fromEnd === 0 || NEVER_UNKNOWN.has(params.sort)
          ? undefined
          : Number((await countWhere(db, and(filtered, isNull(column)) as SQL, videoFilter)).at(0)?.n ?? 0);
      const skip = backward.length > 0 ? 0 : fromEnd - (unknownRows ?? 0);
      backward = backward.concat(await part("known", undefined, wanted - backward.length, skip, true));
    }
    found = backward.reverse();
    hasNext = end < counted;
  } else if (!cursor && counted !== undefined && offset >= counted) {
    found = [];
  } else if (cursor) {
    // After a known value: the later known values and its ties with a later id (a row comparison the index serves),
    // then every unknown one; after an unknown value only the unknown ones with a later id.
    if (cursor.value !== null) {
      const value = cursorValueParam(params.sort, cursor.value);
      found = await part("known", sql`(${column}, ${trackedFeeds.id}) ${beyond} (${value}, ${cursor.id})`, limit, 0);
    }
    if (found.length < limit && !NEVER_UNKNOWN.has(params.sort)) {
      const after = cursor.value === null ? sql`${trackedFeeds.id} ${beyond} ${cursor.id}` : undefined;
      found = found.concat(await part("unknown", after, limit - found.length, 0));
    }
  } else {
    found = await part("known", undefined, limit, offset);
    // When the known rows up to here are all the rows (the total they carry), there is no unknown part to read.
    const allKnown = found[0] !== undefined && offset + found.length >= (counted ?? Number(found[0].total));
    if (found.length < limit && !allKnown && !NEVER_UNKNOWN.has(params.sort)) {
      // The known part ended on this page (unknown rows start at 0) or before it: then the offset into the unknown
      // part is what the known count leaves (counted only for pages wholly among the unknown values).
      const skip =
        found.length > 0 || offset === 0
          ? 0
          : offset - Number((await countWhere(db, and(filtered, isNotNull(column)) as SQL, videoFilter)).at(0)?.n ?? 0);
      found = found.concat(await part("unknown", undefined, limit - found.length, skip));
    }
  }
  const ids = found.slice(0, params.page_size);
  const last = ids.at(-1);
  // A page past the end (no row to carry the count) counts on its own; an empty first page means no match at all.
  const total =
    counted !== undefined
      ? counted
      : ids[0]
        ? Number(ids[0].total)
        : !cursor && params.page === 1
          ? 0
          : Number((await countWhere(db, filtered, videoFilter)).at(0)?.n ?? 0);
  const rows = ids;
  const nextCursor =
    (hasNext ?? found.length > params.page_size) && last
      ? encodeFeedCursor({ sort: params.sort, order: params.order, value: last.sortValue, id: last.id })
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
