// listFeeds against an oracle written apart from it: the seeded rows are plain objects, and the expected page is a
// plain filter and sort over them (spec: unknown values last in either direction, ties by feed id; engagement is
// the sum of the known parts and unknown when none is known, DESIGN.md section 7). Every filter seeds rows it must
// include and rows it must exclude, and the test asserts both.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeFeedCursor } from "@/domain/feed-cursor";
import { PLATFORM_ENUM, type PlatformName } from "@/domain/platforms";
import type { Db } from "../../db/client";
import {
  collectionItems,
  collections,
  platformAccounts,
  platformVideos,
  trackedChannels,
  trackedFeeds,
} from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { FEED_SORTS, type FeedFilters, type FeedSort, listFeeds } from "./list-feeds";

interface Account {
  key: string;
  handle: string;
  name: string;
}
const ACCOUNTS: Account[] = [
  { key: "alpha", handle: "alpha_creator", name: "Alpha" },
  { key: "beta", handle: "beta_dance", name: "Beta Dance" },
];

/** One seeded video and the team's feed of it; `feedId` is filled in once the database assigns it. */
interface Seeded {
  platformId: string;
  platform: PlatformName;
  account: Account | null;
  caption: string;
  duration: number | null;
  publishedAt: Date | null;
  lastFetchedAt: Date;
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  bookmarks: number | null;
  outlier: number | null;
  growthLast: number | null;
  growth1d: number | null;
  growth7d: number | null;
  trackedByTeam: boolean;
  trackedByOther: boolean;
  status: number;
  trackedAt: Date;
  fromChannel: boolean;
  inCollection: boolean;
  feedId: number;
}

const PLATFORMS: PlatformName[] = ["youtube", "tiktok", "instagram", "threads"];
const STATUSES = [1, 1, 2, 0, -1];
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
const hour = (base: string, n: number) => new Date(new Date(base).getTime() + n * 3_600_000);
/** Captions that make `%`, `_` and `\` literal in a search: each has a near-twin that must not match. */
const SPECIAL_CAPTIONS: Record<number, string> = {
  3: "Sale 100% real",
  4: "Sale 100 real",
  8: "snake a_b case",
  9: "snake axb case",
  12: "path C:\\clips",
  13: "path C:clips",
};

const SEEDED: Seeded[] = Array.from({ length: 48 }, (_, index) => {
  const g = index + 1;
  const account = g % 7 === 0 ? null : (ACCOUNTS[g % 2] ?? null);
  return {
    platformId: `lf-v${g}`,
    platform: PLATFORMS[g % 4] as PlatformName,
    account,
    caption: SPECIAL_CAPTIONS[g] ?? `Clip ${g}${g % 5 === 0 ? " Cooking" : ""}`,
    duration: g % 6 === 0 ? null : 10 + g,
    publishedAt: g % 9 === 0 ? null : day(g),
    lastFetchedAt: hour("2026-11-01T00:00:00Z", g % 10),
    views: g % 8 === 0 ? null : (g % 12) * 1000,
    likes: g % 3 === 0 ? null : g * 3,
    comments: g % 4 === 0 ? null : g,
    shares: g % 3 === 1 ? g : null,
    bookmarks: g % 3 === 0 && g % 4 === 0 ? null : g % 5,
    outlier: g % 11 === 0 ? null : (g % 13) / 2,
    growthLast: g % 6,
    growth1d: g % 5 === 0 ? null : g % 9,
    growth7d: (g % 4) * 50,
    trackedByTeam: g <= 42,
    trackedByOther: g > 30,
    status: STATUSES[g % 5] as number,
    trackedAt: hour("2026-10-01T00:00:00Z", g % 15),
    fromChannel: g % 4 === 1,
    inCollection: g % 3 === 0,
    feedId: 0,
  };
});
const TEAM_ROWS = SEEDED.filter((row) => row.trackedByTeam);

let env: Awaited<ReturnType<typeof setupTestDb>>;
let db: Db;
let teamId = 0;
let otherTeamId = 0;
let channelId = 0;

beforeAll(async () => {
  env = await setupTestDb();
  db = env.handle.db;
  const teams = await db.execute<{ id: number }>(sql`INSERT INTO organization (name, slug, plan)
    VALUES ('List team', 'list-team', 'max'), ('Other team', 'other-team', 'max') RETURNING id`);
  const teamRows = (teams as unknown as { rows: { id: number }[] }).rows;
  teamId = Number(teamRows[0]?.id);
  otherTeamId = Number(teamRows[1]?.id);
  const accounts = await db
    .insert(platformAccounts)
    .values(
      ACCOUNTS.map((a) => ({
        platform: PLATFORM_ENUM.tiktok,
        platformId: `lf-${a.key}`,
        handle: a.handle,
        displayName: a.name,
      })),
    )
    .returning({ id: platformAccounts.id, handle: platformAccounts.handle });
  const accountId = new Map(accounts.map((a) => [a.handle, a.id]));
  const [channel] = await db
    .insert(trackedChannels)
    .values({ teamId, accountId: accountId.get("alpha_creator") as number, status: 1 })
    .returning({ id: trackedChannels.id });
  channelId = channel?.id ?? 0;
  const videos = await db
    .insert(platformVideos)
    .values(
      SEEDED.map((row) => ({
        platform: PLATFORM_ENUM[row.platform],
        platformId: row.platformId,
        accountId: row.account ? accountId.get(row.account.handle) : null,
        caption: row.caption,
        durationSeconds: row.duration,
        publishedAt: row.publishedAt,
        lastFetchedAt: row.lastFetchedAt,
        views: row.views,
        likes: row.likes,
        comments: row.comments,
        shares: row.shares,
        bookmarks: row.bookmarks,
        outlierMultiple: row.outlier,
        viewsChangeLast: row.growthLast,
        viewsChange1d: row.growth1d,
        viewsChange7d: row.growth7d,
      })),
    )
    .returning({ id: platformVideos.id, platformId: platformVideos.platformId });
  const videoId = new Map(videos.map((v) => [v.platformId, v.id]));
  const feeds = await db
    .insert(trackedFeeds)
    .values(
      TEAM_ROWS.map((row) => ({
        teamId,
        videoId: videoId.get(row.platformId) as number,
        status: row.status,
        createdAt: row.trackedAt,
        channelId: row.fromChannel ? channelId : null,
      })),
    )
    .returning({ id: trackedFeeds.id, videoId: trackedFeeds.videoId });
  for (const feed of feeds) {
    const row = SEEDED.find((r) => videoId.get(r.platformId) === feed.videoId);
    if (row) row.feedId = feed.id;
  }
  await db.insert(trackedFeeds).values(
    SEEDED.filter((row) => row.trackedByOther).map((row) => ({
      teamId: otherTeamId,
      videoId: videoId.get(row.platformId) as number,
      status: 1,
    })),
  );
  const [picks] = await db
    .insert(collections)
    .values({ teamId, hashId: "lfcoll", name: "Picks" })
    .returning({ id: collections.id });
  await db.insert(collectionItems).values(
    TEAM_ROWS.filter((row) => row.inCollection).map((row) => ({
      collectionId: picks?.id as number,
      trackedFeedId: row.feedId,
    })),
  );
});
afterAll(async () => env?.teardown());

// ---- The oracle: plain JavaScript over the seeded rows. ----

const contains = (text: string | null | undefined, needle: string) =>
  text?.toLowerCase().includes(needle.toLowerCase()) === true;

function matches(row: Seeded, f: FeedFilters): boolean {
  if (f.platform && row.platform !== f.platform) return false;
  if (f.status?.length && !f.status.includes(row.status)) return false;
  if (f.channel_id && !(row.fromChannel && f.channel_id === channelId)) return false;
  if (f.collection && !(f.collection === "lfcoll" && row.inCollection)) return false;
  if (f.published_from && !(row.publishedAt && row.publishedAt >= f.published_from)) return false;
  if (f.published_to && !(row.publishedAt && row.publishedAt <= f.published_to)) return false;
  if (f.updated_from && !(row.lastFetchedAt >= f.updated_from)) return false;
  if (f.updated_to && !(row.lastFetchedAt <= f.updated_to)) return false;
  const q = f.q?.trim();
  if (q) {
    const hit =
      contains(row.caption, q) ||
      contains(row.account?.handle, q) ||
      contains(row.account?.name, q) ||
      row.platformId === q;
    if (!hit) return false;
  }
  return true;
}

function engagement(row: Seeded): number | null {
  const parts = [row.likes, row.comments, row.shares, row.bookmarks];
  return parts.every((p) => p === null) ? null : parts.reduce<number>((sum, p) => sum + (p ?? 0), 0);
}

const SORT_VALUE: Record<FeedSort, (row: Seeded) => number | null> = {
  views: (r) => r.views,
  likes: (r) => r.likes,
  comments: (r) => r.comments,
  shares: (r) => r.shares,
  bookmarks: (r) => r.bookmarks,
  engagement,
  duration: (r) => r.duration,
  published_on: (r) => r.publishedAt?.getTime() ?? null,
  last_updated: (r) => r.lastFetchedAt.getTime(),
  tracked_at: (r) => r.trackedAt.getTime(),
  status: (r) => r.status,
  outlet: (r) => r.outlier,
  growth_last: (r) => r.growthLast,
  growth_1d: (r) => r.growth1d,
  growth_7d: (r) => r.growth7d,
};

function expected(f: FeedFilters, sort: FeedSort, order: "asc" | "desc"): Seeded[] {
  const sign = order === "asc" ? 1 : -1;
  const value = SORT_VALUE[sort];
  return TEAM_ROWS.filter((row) => matches(row, f)).sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va === null || vb === null) return va === vb ? sign * (a.feedId - b.feedId) : va === null ? 1 : -1;
    return va !== vb ? sign * (va - vb) : sign * (a.feedId - b.feedId);
  });
}

const ids = (rows: { platformId?: string; platform_id?: string }[]) => rows.map((r) => r.platformId ?? r.platform_id);

// ---- The cases. ----

const FILTERS: [string, FeedFilters][] = [
  ["no filter", {}],
  ["status", { status: [1, 2] }],
  ["platform", { platform: "tiktok" }],
  ["channel", { channel_id: -1 }], // replaced by the seeded channel's id in the test
  ["collection", { collection: "lfcoll" }],
  ["published range", { published_from: day(10), published_to: day(30) }],
  ["updated range", { updated_from: new Date("2026-11-01T03:00:00Z"), updated_to: new Date("2026-11-01T07:00:00Z") }],
  ["search caption, any case", { q: "cooking" }],
  ["search handle", { q: "beta_" }],
  ["search display name", { q: "Beta Dance" }],
  ["search video id", { q: "lf-v17" }],
  ["search and status", { q: "Clip", status: [1] }],
  ["platform and collection", { platform: "youtube", collection: "lfcoll" }],
];

describe("listFeeds filters, against a plain filter over the seeded rows", () => {
  for (const [name, raw] of FILTERS) {
    it(`${name}: includes what matches, excludes the rest, for every sort, order and page`, async () => {
      const filters = raw.channel_id ? { ...raw, channel_id: channelId } : raw;
      const all = expected(filters, "views", "desc");
      if (name !== "no filter") {
        // The seed has rows on both sides of every filter.
        expect(all.length, "rows the filter must include").toBeGreaterThan(0);
        expect(all.length, "rows the filter must exclude").toBeLessThan(TEAM_ROWS.length);
      }
      for (const sort of Object.keys(FEED_SORTS) as FeedSort[]) {
        for (const order of ["asc", "desc"] as const) {
          const want = expected(filters, sort, order);
          const pages = Math.max(1, Math.ceil(want.length / 10));
          for (let page = 1; page <= pages; page++) {
            const got = await listFeeds(db, teamId, { ...filters, sort, order, page, page_size: 10 });
            const label = `${sort} ${order} page ${page}`;
            expect(got.total, label).toBe(want.length);
            expect(ids(got.list), label).toEqual(ids(want.slice((page - 1) * 10, page * 10)));
          }
        }
      }
      const everything = await listFeeds(db, teamId, {
        ...filters,
        sort: "views",
        order: "desc",
        page: 1,
        page_size: 100,
      });
      const excluded = new Set(ids(TEAM_ROWS.filter((row) => !matches(row, filters))));
      expect(ids(everything.list).filter((id) => excluded.has(id))).toEqual([]);
    });
  }
});

describe("listFeeds search", () => {
  const search = async (q: string) =>
    ids((await listFeeds(db, teamId, { q, sort: "tracked_at", order: "asc", page: 1, page_size: 100 })).list).sort();

  it("treats % and _ and \\ in the text literally", async () => {
    expect(await search("100%")).toEqual(["lf-v3"]);
    expect(await search("100")).toEqual(["lf-v3", "lf-v4"]);
    expect(await search("a_b")).toEqual(["lf-v8"]);
    expect(await search("C:\\")).toEqual(["lf-v12"]);
    expect(await search("%")).toEqual(["lf-v3"]);
    // Both handles hold an underscore, so "_" finds every feed with an author, and lf-v8 by its caption.
    const underscored = TEAM_ROWS.filter((r) => r.account !== null || r.platformId === "lf-v8");
    expect(await search("_")).toEqual(ids(underscored).sort());
  });

  it("finds searches pg_trgm cannot serve (no three letters or digits in a row) among the team's feeds only", async () => {
    // "Clip 44"–"Clip 48" are tracked by the other team alone: they match and must stay out.
    const other = SEEDED.filter((row) => !row.trackedByTeam && row.caption.includes("4"));
    expect(other.length).toBeGreaterThan(0);
    const want = ids(TEAM_ROWS.filter((row) => row.caption.includes("4"))).sort();
    expect(want).toContain("lf-v42");
    expect(await search("4")).toEqual(want);
    expect(await search("44")).toEqual([]);
    expect(await search("p 4")).toEqual(ids(TEAM_ROWS.filter((row) => row.caption.includes("p 4"))).sort());
    expect(await search("p 44")).toEqual([]);
    expect(await search("be")).toEqual(ids(TEAM_ROWS.filter((row) => row.account?.key === "beta")).sort());
  });

  it("ignores surrounding spaces and matches an exact video id only whole", async () => {
    expect(await search("  lf-v17  ")).toEqual(["lf-v17"]);
    expect(await search("lf-v")).toEqual([]);
  });
});

describe("listFeeds paging", () => {
  it("returns exact slices, a short last page and an empty page past the end, with the same total", async () => {
    const want = ids(expected({}, "duration", "asc"));
    expect(want).toHaveLength(42);
    const sizes: number[] = [];
    for (let page = 1; page <= 5; page++) {
      const got = await listFeeds(db, teamId, { sort: "duration", order: "asc", page, page_size: 10 });
      expect(got).toMatchObject({ total: 42, page, page_size: 10 });
      expect(ids(got.list)).toEqual(want.slice((page - 1) * 10, page * 10));
      sizes.push(got.list.length);
    }
    expect(sizes).toEqual([10, 10, 10, 10, 2]);
    const past = await listFeeds(db, teamId, { sort: "duration", order: "asc", page: 6, page_size: 10 });
    expect(past.list).toEqual([]);
    expect(past.total).toBe(42);
  });

  it("puts unknown values last in both directions", async () => {
    for (const order of ["asc", "desc"] as const) {
      const got = await listFeeds(db, teamId, { sort: "views", order, page: 1, page_size: 100 });
      const views = got.list.map((feed) => feed.views);
      const firstUnknown = views.indexOf(null);
      expect(firstUnknown).toBe(TEAM_ROWS.filter((r) => r.views !== null).length);
      expect(views.slice(firstUnknown).every((v) => v === null)).toBe(true);
    }
  });
});

describe("listFeeds rows", () => {
  it("answers each feed's numbers as seeded, engagement as the sum of the known parts", async () => {
    const got = await listFeeds(db, teamId, { sort: "tracked_at", order: "asc", page: 1, page_size: 100 });
    const byId = new Map(got.list.map((feed) => [feed.platform_id, feed]));
    // lf-v12: 0 views and no part of engagement known → engagement and its rate unknown, not 0.
    expect(byId.get("lf-v12")).toMatchObject({
      platform: "youtube",
      views: 0,
      likes: null,
      comments: null,
      shares: null,
      bookmarks: null,
      engagement: null,
      engagement_rate: null,
      outlet: 6,
      growth: { last: 0, d1: 3, d7: 0 },
      channel: { id: null, handle: "alpha_creator", name: "Alpha" },
    });
    // lf-v10: likes 30, comments 10, shares 10, bookmarks 0 → engagement 50 on 10000 views; 1-day growth unknown.
    expect(byId.get("lf-v10")).toMatchObject({
      platform: "instagram",
      caption: "Clip 10 Cooking",
      duration: 20,
      views: 10000,
      engagement: 50,
      engagement_rate: 0.005,
      outlet: 5,
      growth: { last: 4, d1: null, d7: 100 },
    });
    // lf-v7: no author; likes 21, comments 7, shares 7, bookmarks 2 → engagement 37 on 7000 views.
    expect(byId.get("lf-v7")).toMatchObject({
      platform: "threads",
      views: 7000,
      engagement: 37,
      engagement_rate: 37 / 7000,
      duration: 17,
      published_on: "2026-01-08T00:00:00.000Z",
      growth: { last: 1, d1: 7, d7: 150 },
      channel: { handle: null, name: null },
    });
    expect(byId.has("lf-v43")).toBe(false); // tracked only by the other team
  });
});

describe("listFeeds teams", () => {
  it("never shows another team's feeds, and counts only the team's", async () => {
    const mine = await listFeeds(db, teamId, { sort: "views", order: "desc", page: 1, page_size: 100 });
    const theirs = await listFeeds(db, otherTeamId, { sort: "views", order: "desc", page: 1, page_size: 100 });
    expect(mine.total).toBe(42);
    expect(theirs.total).toBe(18);
    expect(ids(theirs.list).sort()).toEqual(ids(SEEDED.filter((r) => r.trackedByOther)).sort());
    const mineIds = new Set(mine.list.map((feed) => feed.id));
    expect(theirs.list.some((feed) => mineIds.has(feed.id))).toBe(false);
  });

  it("does not find feeds through another team's collection", async () => {
    // A stray item in the team's collection pointing at the other team's feed must not surface on either side.
    const [stray] = await db
      .select({ id: trackedFeeds.id })
      .from(trackedFeeds)
      .where(sql`${trackedFeeds.teamId} = ${otherTeamId}`)
      .limit(1);
    const [picks] = await db
      .select({ id: collections.id })
      .from(collections)
      .where(sql`${collections.hashId} = 'lfcoll'`);
    await db.insert(collectionItems).values({ collectionId: picks?.id as number, trackedFeedId: stray?.id as number });
    const params = { collection: "lfcoll", sort: "views", order: "desc", page: 1, page_size: 100 } as const;
    expect((await listFeeds(db, otherTeamId, params)).total).toBe(0);
    const mine = await listFeeds(db, teamId, params);
    expect(ids(mine.list).sort()).toEqual(ids(TEAM_ROWS.filter((r) => r.inCollection)).sort());
  });
});

describe("listFeeds keyset cursor (issue 18 item 4)", () => {
  const CURSOR_FILTERS: [string, FeedFilters][] = [
    ["no filter", {}],
    ["status", { status: [1, 2] }],
    ["search", { q: "Clip" }],
  ];
  for (const [name, filters] of CURSOR_FILTERS) {
    it(`${name}: walking next_cursor visits every row exactly once in the oracle's order, for every sort and order`, async () => {
      for (const sort of Object.keys(FEED_SORTS) as FeedSort[]) {
        for (const order of ["asc", "desc"] as const) {
          const want = ids(expected(filters, sort, order));
          const label = `${sort} ${order}`;
          const walked: (string | undefined)[] = [];
          let page = await listFeeds(db, teamId, { ...filters, sort, order, page: 1, page_size: 7 });
          walked.push(...ids(page.list));
          let steps = 0;
          while (page.next_cursor) {
            const cursor = decodeFeedCursor(page.next_cursor);
            expect(cursor, label).not.toBeNull();
            page = await listFeeds(db, teamId, {
              ...filters,
              sort,
              order,
              page: 1,
              page_size: 7,
              cursor: cursor ?? undefined,
            });
            expect(page.total, label).toBe(want.length);
            walked.push(...ids(page.list));
            steps += 1;
            expect(steps, `${label}: the walk ends`).toBeLessThanOrEqual(want.length);
          }
          expect(walked, label).toEqual(want);
          // The last page says so: no cursor past the end.
          expect(page.list.length, label).toBeGreaterThan(0);
        }
      }
    });
  }

  it("never shows another team's rows, even with a cursor taken from this team's list", async () => {
    const first = await listFeeds(db, teamId, { sort: "views", order: "desc", page: 1, page_size: 5 });
    const cursor = decodeFeedCursor(first.next_cursor ?? "");
    expect(cursor).not.toBeNull();
    const other = await listFeeds(db, otherTeamId, {
      sort: "views",
      order: "desc",
      page: 1,
      page_size: 100,
      cursor: cursor ?? undefined,
    });
    const otherTeamVideos = new Set(ids(SEEDED.filter((row) => row.trackedByOther)));
    expect(other.list.length).toBeGreaterThan(0);
    expect(ids(other.list).filter((id) => !otherTeamVideos.has(id))).toEqual([]);
    const teamFeedIds = new Set(TEAM_ROWS.map((row) => row.feedId));
    expect(other.list.filter((feed) => teamFeedIds.has(feed.id))).toEqual([]);
  });

  it("page numbers answer a cursor too, so a client can switch from page 2 to cursors", async () => {
    const want = ids(expected({}, "likes", "asc"));
    const second = await listFeeds(db, teamId, { sort: "likes", order: "asc", page: 2, page_size: 10 });
    const next = await listFeeds(db, teamId, {
      sort: "likes",
      order: "asc",
      page: 1,
      page_size: 10,
      cursor: decodeFeedCursor(second.next_cursor ?? "") ?? undefined,
    });
    expect(ids(next.list)).toEqual(want.slice(20, 30));
    const lastByNumber = await listFeeds(db, teamId, { sort: "likes", order: "asc", page: 5, page_size: 10 });
    expect(ids(lastByNumber.list)).toEqual(want.slice(40));
    expect(lastByNumber.next_cursor).toBeNull();
  });
});
