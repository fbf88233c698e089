// Tracking through the API on the demo platform, with the clock driven through refresh cycles.
import { asc, count, desc, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { setClock } from "../../clock";
import { platformAccounts, platformVideos, trackedFeeds, videoSnapshots } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { claimDue } from "../../tracking/claim-due";
import { refreshVideos } from "../../tracking/refresh-videos";
import { applyRetention } from "../../tracking/retention";
import { createTestApi } from "../test/api-client";
import { demoShortUrl, registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;
const HOUR = 3_600_000;
let clock = new Date("2026-11-01T10:00:00Z");

interface Feed {
  id: number;
  status: number;
  views: number | null;
  growth: { last: number | null; d1: number | null; d7: number | null };
  history: unknown[];
  snapshot_count: number;
}
interface Page<T> {
  list: T[];
  total: number;
}

beforeAll(async () => {
  env = await setupTestDb();
  setClock(() => clock);
});
afterEach(() => {
  clock = new Date("2026-11-01T10:00:00Z");
});
afterAll(async () => {
  setClock(null);
  await env.teardown();
});

/** RFC 4180 cell, with a leading quote on text a spreadsheet would run as a formula (spec: CSV export). */
function cell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && ["=", "+", "-", "@", "\t", "\r"].includes(text.charAt(0))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Status words as the feed table shows them (messages/dashboard-tracking/<locale>.json, tracking.status). */
const STATUS_WORDS: Record<"en" | "de", Record<number, string>> = {
  en: { [-1]: "Not found", 0: "Pending", 1: "Tracking", 2: "Stopped", 3: "Deleted", 4: "Removed" },
  de: { [-1]: "Nicht gefunden", 0: "Ausstehend", 1: "Wird verfolgt", 2: "Gestoppt", 3: "Gelöscht", 4: "Entfernt" },
};

/** The export of a team's feeds by views, descending, built from the stored rows (unknown views last, ties by id). */
async function expectedCsv(teamId: number, words: Record<number, string> = STATUS_WORDS.en): Promise<string> {
  const rows = await env.handle.db
    .select({
      feed: trackedFeeds,
      video: platformVideos,
      handle: platformAccounts.handle,
      name: platformAccounts.displayName,
    })
    .from(trackedFeeds)
    .innerJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId))
    .leftJoin(platformAccounts, eq(platformAccounts.id, platformVideos.accountId))
    .where(eq(trackedFeeds.teamId, teamId))
    .orderBy(sql`${platformVideos.views} IS NULL`, desc(platformVideos.views), desc(trackedFeeds.id));
  const platforms: Record<number, string> = { 2: "tiktok", 3: "youtube", 6: "instagram", 10: "threads" };
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const lines = rows.map(({ feed, video, handle, name }) => {
    const parts = [video.likes, video.comments, video.shares, video.bookmarks];
    const engagement = parts.every((p) => p === null) ? null : parts.reduce<number>((a, p) => a + Number(p ?? 0), 0);
    return [
      platforms[video.platform] ?? null,
      video.url,
      video.caption,
      handle ?? name,
      video.views,
      engagement,
      video.likes,
      video.comments,
      video.shares,
      video.bookmarks,
      video.outlierMultiple === null ? null : video.outlierMultiple.toFixed(2),
      video.viewsChange7d,
      video.durationSeconds,
      iso(video.publishedAt),
      iso(video.lastFetchedAt),
      iso(feed.createdAt),
      words[feed.status] ?? null,
      feed.status,
    ]
      .map((v) => cell(v === null ? null : typeof v === "number" || typeof v === "string" ? v : Number(v)))
      .join(",");
  });
  const header =
    "Platform,URL,Caption,Channel,Views,Engagement,Likes,Comments,Shares,Bookmarks,Outlier (×median)," +
    "Views growth 7d,Duration (s),Published on,Last updated,Tracked since,Status,Status code";
  return `${[header, ...lines].join("\r\n")}\r\n`;
}

describe("feeds on the Free plan", () => {
  it("tracks a video with its first snapshot at once, and refuses the sixth feed with 90001", async () => {
    const user = await registerUser(api, env.handle.db);
    const first = await call<Feed>("POST", "/v1/feed", { token: user.token, body: { url: demoShortUrl(1) } });
    expect(first.body.code).toBe(0);
    expect(first.body.data).toMatchObject({ status: 1, snapshot_count: 1 });
    expect(first.body.data.views).toBeGreaterThan(0);
    for (let n = 2; n <= 5; n++) {
      expect((await call("POST", "/v1/feed", { token: user.token, body: { url: demoShortUrl(n) } })).body.code).toBe(0);
    }
    const sixth = await call("POST", "/v1/feed", { token: user.token, body: { url: demoShortUrl(6) } });
    expect(sixth.status).toBe(403);
    expect(sixth.body).toMatchObject({
      code: ErrorCode.PlanLimitReached,
      message: "Your plan limit is reached. Please upgrade your plan to continue.",
      // Free tracks 5 feeds; Pro is the least plan with room for a sixth (the plan-limit modal names both).
      data: { limit_kind: "feeds", plan: "pro" },
    });
    expect((first.body.data as unknown as { created: boolean }).created).toBe(true);
    const again = await call<{ created: boolean }>("POST", "/v1/feed", {
      token: user.token,
      body: { url: demoShortUrl(1) },
    });
    expect(again.body.message).toBe("This video is already tracked");
    expect(again.body.data.created).toBe(false);
  });

  it("lets no concurrent burst past the limit", async () => {
    const user = await registerUser(api, env.handle.db);
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        call("POST", "/v1/feed", { token: user.token, body: { url: demoShortUrl(100 + i) } }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(5);
    expect(answers.filter((a) => a.body.code === ErrorCode.PlanLimitReached)).toHaveLength(4);
    const list = await call<Page<Feed>>("GET", "/v1/feed/list?page_size=100", { token: user.token });
    expect(list.body.data.total).toBe(5);
  });

  it("refuses channels on Free with 90001 before calling the platform", async () => {
    const user = await registerUser(api, env.handle.db);
    const res = await call("POST", "/v1/channel", {
      token: user.token,
      body: { url: "https://www.tiktok.com/@somecreator" },
    });
    expect(res.body.code).toBe(ErrorCode.PlanLimitReached);
    expect(res.body.data).toEqual({ limit_kind: "channels", plan: "pro" });
  });

  it("explains bad input per field", async () => {
    const user = await registerUser(api, env.handle.db);
    const empty = await call<{ errors: Record<string, string> }>("POST", "/v1/feed", {
      token: user.token,
      body: { url: " " },
    });
    expect(empty.body.data.errors.url).toBe("Paste a link or an @handle");
    const junk = await call<{ errors: Record<string, string> }>("POST", "/v1/feed", {
      token: user.token,
      body: { url: "https://example.com/nothing" },
    });
    expect(junk.status).toBe(400);
    expect(junk.body.data.errors.url).toBeTruthy();
    const account = await call<{ errors: Record<string, string> }>("POST", "/v1/feed", {
      token: user.token,
      body: { url: "https://www.tiktok.com/@somecreator" },
    });
    expect(account.body.data.errors.url).toContain("track it as a channel");
    const badSort = await call("GET", "/v1/feed/list?sort=nonsense", { token: user.token });
    expect(badSort.status).toBe(400);
  });
});

describe("channels, lists and export on Pro", () => {
  it("tracks a demo channel, imports its newest 30 videos, and lists them sorted and filtered", async () => {
    const user = await registerUser(api, env.handle.db, "pro");
    const res = await call<{
      id: number;
      imported: number;
      followers: number;
      analytics: { summary: { medianViews: number } };
    }>("POST", "/v1/channel", { token: user.token, body: { url: "https://www.tiktok.com/@dance_lab" } });
    expect(res.body.code).toBe(0);
    expect(res.body.data.imported).toBe(30);
    expect(res.body.data.followers).toBeGreaterThan(0);
    expect(res.body.data.analytics.summary.medianViews).toBeGreaterThan(0);

    const byViews = await call<Page<Feed & { outlet: number | null; channel: { id: number } }>>(
      "GET",
      `/v1/feed/list?channel_id=${res.body.data.id}&sort=views&order=desc&page_size=10`,
      { token: user.token },
    );
    expect(byViews.body.data.total).toBe(30);
    const views = byViews.body.data.list.map((f) => f.views ?? -1);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(byViews.body.data.list[0]?.outlet).toBeGreaterThan(1);
    // Pages are exact slices of the whole ordering: page 2 holds the 11th to 20th feeds, page 4 is empty.
    const whole = await call<Page<Feed>>("GET", "/v1/feed/list?sort=views&page_size=30", { token: user.token });
    const order = whole.body.data.list.map((f) => f.id);
    expect(byViews.body.data.list.map((f) => f.id)).toEqual(order.slice(0, 10));
    const page2 = await call<Page<Feed>>("GET", "/v1/feed/list?sort=views&page=2&page_size=10", { token: user.token });
    expect(page2.body.data.list.map((f) => f.id)).toEqual(order.slice(10, 20));
    const page4 = await call<Page<Feed>>("GET", "/v1/feed/list?sort=views&page=4&page_size=10", { token: user.token });
    expect(page4.body.data).toMatchObject({ list: [], total: 30 });

    const tiktokOnly = await call<Page<Feed>>("GET", "/v1/feed/list?platform=youtube", { token: user.token });
    expect(tiktokOnly.body.data.total).toBe(0);

    const channels = await call<Page<{ id: number; feeds: number }>>("GET", "/v1/channel/list?sort=followers", {
      token: user.token,
    });
    expect(channels.body.data.list).toMatchObject([{ id: res.body.data.id, feeds: 30 }]);

    // Two captions that need CSV care: quoting (comma, quote, line break) and a spreadsheet formula.
    const db = env.handle.db;
    const team = user.team_info.id;
    const teamVideos = await db
      .select({ id: platformVideos.id })
      .from(platformVideos)
      .innerJoin(trackedFeeds, eq(trackedFeeds.videoId, platformVideos.id))
      .where(eq(trackedFeeds.teamId, team))
      .orderBy(platformVideos.id);
    await db
      .update(platformVideos)
      .set({ caption: 'He said "hi", then\nleft' })
      .where(eq(platformVideos.id, teamVideos[0]?.id ?? 0));
    await db
      .update(platformVideos)
      .set({ caption: "=1+1" })
      .where(eq(platformVideos.id, teamVideos[1]?.id ?? 0));

    const csv = await api.app.request("http://localhost:3999/v1/feed/export?sort=views", {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text).toBe(await expectedCsv(team));
    expect(text).toContain('"He said ""hi"", then\nleft"');
    expect(text).toContain(",'=1+1,");
    expect(text.split("\r\n")[0]).toBe(
      "Platform,URL,Caption,Channel,Views,Engagement,Likes,Comments,Shares,Bookmarks,Outlier (×median)," +
        "Views growth 7d,Duration (s),Published on,Last updated,Tracked since,Status,Status code",
    );
    expect(text.trim().split("\r\n")).toHaveLength(31); // the header and 30 feeds (a quoted \n splits no row)

    // The status as a word in the requester's language and as the number in its own column: one feed stopped, so
    // the export mixes two statuses; German asked for by the query, then by the page's cookie; English otherwise.
    const stoppedId = whole.body.data.list[3]?.id ?? 0;
    expect((await call("POST", `/v1/feed/${stoppedId}/stop`, { token: user.token })).status).toBe(200);
    const exportIn = async (query: string, headers: Record<string, string> = {}) =>
      (
        await api.app.request(`http://localhost:3999/v1/feed/export?sort=views${query}`, {
          headers: { authorization: `Bearer ${user.token}`, ...headers },
        })
      ).text();
    const german = await exportIn("&locale=de");
    expect(german).toBe(await expectedCsv(team, STATUS_WORDS.de));
    expect(german).toContain(",Gestoppt,2\r\n");
    expect(german).toContain(",Wird verfolgt,1\r\n");
    expect(german).not.toContain(",Tracking,1");
    expect(await exportIn("", { cookie: "NEXT_LOCALE=de" })).toBe(german);
    const english = await exportIn("&locale=xx");
    expect(english).toBe(await expectedCsv(team, STATUS_WORDS.en));
    expect(english).toContain(",Stopped,2\r\n");

    const stats = await call<{ usage: { feeds: number; channels: number }; limits: { feeds: number } }>(
      "GET",
      "/v1/team/statistic",
      {
        token: user.token,
      },
    );
    expect(stats.body.data).toMatchObject({ usage: { feeds: 30, channels: 1 }, limits: { feeds: 1000 } });
  });

  it("says a channel does not exist, and keeps teams apart", async () => {
    const owner = await registerUser(api, env.handle.db, "pro");
    const missing = await call("POST", "/v1/channel", {
      token: owner.token,
      body: { url: "https://www.tiktok.com/@ghost_404" },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("This channel does not exist");

    const feed = await call<Feed>("POST", "/v1/feed", { token: owner.token, body: { url: demoShortUrl(900) } });
    const stranger = await registerUser(api, env.handle.db, "pro");
    for (const [method, path] of [
      ["GET", `/v1/feed/${feed.body.data.id}`],
      ["POST", `/v1/feed/${feed.body.data.id}/stop`],
      ["DELETE", `/v1/feed/${feed.body.data.id}`],
    ] as const) {
      expect((await call(method, path, { token: stranger.token })).status, `${method} ${path}`).toBe(404);
    }
    expect((await call<Page<Feed>>("GET", "/v1/feed/list", { token: stranger.token })).body.data.total).toBe(0);
  });
});

describe("the schedule", () => {
  it("refreshes due feeds on the plan's interval, idempotently, with growth; stopped feeds leave the schedule", async () => {
    const user = await registerUser(api, env.handle.db);
    const feed = (await call<Feed>("POST", "/v1/feed", { token: user.token, body: { url: demoShortUrl(500) } })).body
      .data;
    const db = env.handle.db;
    const [video] = await db.select().from(platformVideos).where(eq(platformVideos.platformId, "demo0000500"));
    expect(video?.nextRefreshAt?.toISOString()).toBe(new Date(clock.getTime() + 24 * HOUR).toISOString());

    clock = new Date(clock.getTime() + 23 * HOUR);
    expect((await claimDue(db, clock)).flatMap((b) => b.ids)).not.toContain(video?.id);

    clock = new Date(clock.getTime() + 2 * HOUR);
    const batches = await claimDue(db, clock);
    const ids = batches.flatMap((b) => b.ids);
    expect(ids).toContain(video?.id);
    // A second claim right after finds it leased.
    expect((await claimDue(db, clock)).flatMap((b) => b.ids)).not.toContain(video?.id);
    await refreshVideos(db, { videoIds: ids, capturedAt: clock });
    await refreshVideos(db, { videoIds: ids, capturedAt: clock }); // a retried job: no duplicate point
    const [points] = await db
      .select({ n: count() })
      .from(videoSnapshots)
      .where(eq(videoSnapshots.videoId, video?.id ?? 0));
    expect(Number(points?.n)).toBe(2);

    const detail = (await call<Feed>("GET", `/v1/feed/${feed.id}`, { token: user.token })).body.data;
    expect(detail.history).toHaveLength(2);
    // Growth from the two stored points, 25 h apart: the change since the previous point and over a day are both
    // the difference; there is no point a week back, so the 7-day change is unknown (null, never 0).
    const snaps = await db
      .select({ views: videoSnapshots.views })
      .from(videoSnapshots)
      .where(eq(videoSnapshots.videoId, video?.id ?? 0))
      .orderBy(asc(videoSnapshots.capturedAt));
    const [first, second] = snaps.map((snap) => Number(snap.views));
    expect(second).toBeGreaterThanOrEqual(first ?? 0);
    expect(detail.views).toBe(second);
    expect(detail.growth).toEqual({ last: (second ?? 0) - (first ?? 0), d1: (second ?? 0) - (first ?? 0), d7: null });

    // The fastest plan among the tracking teams sets the pace: a Max team tracking it too makes it 12-hourly.
    const max = await registerUser(api, env.handle.db, "max");
    await call("POST", "/v1/feed", { token: max.token, body: { url: demoShortUrl(500) } });
    const [shared] = await db
      .select()
      .from(platformVideos)
      .where(eq(platformVideos.id, video?.id ?? 0));
    expect(shared?.nextRefreshAt?.toISOString()).toBe(new Date(clock.getTime() + 12 * HOUR).toISOString());
    await call(
      "DELETE",
      `/v1/feed/${(await call<Page<Feed>>("GET", "/v1/feed/list", { token: max.token })).body.data.list[0]?.id}`,
      {
        token: max.token,
      },
    );

    await call("POST", `/v1/feed/${feed.id}/stop`, { token: user.token });
    const [stopped] = await db
      .select()
      .from(platformVideos)
      .where(eq(platformVideos.id, video?.id ?? 0));
    expect(stopped?.nextRefreshAt).toBeNull();
    await call("POST", `/v1/feed/${feed.id}/resume`, { token: user.token });
    const [resumed] = await db
      .select()
      .from(platformVideos)
      .where(eq(platformVideos.id, video?.id ?? 0));
    expect(resumed?.nextRefreshAt).not.toBeNull();
  });

  it("rate limits manual refreshes to one per 5 minutes", async () => {
    const user = await registerUser(api, env.handle.db);
    const feed = (await call<Feed>("POST", "/v1/feed", { token: user.token, body: { url: demoShortUrl(600) } })).body
      .data;
    expect((await call("POST", `/v1/feed/${feed.id}/refresh`, { token: user.token })).body.code).toBe(0);
    const second = await call<{ retry_after: number; next_refresh_at: string }>("POST", `/v1/feed/${feed.id}/refresh`, {
      token: user.token,
    });
    expect(second.status).toBe(429);
    // Refreshed at the clock's time just now: the next manual refresh is possible 5 minutes later, said both ways.
    expect(second.body.data).toEqual({
      retry_after: 300,
      next_refresh_at: new Date(clock.getTime() + 5 * 60_000).toISOString(),
    });
    clock = new Date(clock.getTime() + 6 * 60_000);
    expect((await call("POST", `/v1/feed/${feed.id}/refresh`, { token: user.token })).body.code).toBe(0);
  });

  it("retention deletes only history no team may still see", async () => {
    const user = await registerUser(api, env.handle.db);
    await call("POST", "/v1/feed", { token: user.token, body: { url: demoShortUrl(700) } });
    const db = env.handle.db;
    const [video] = await db.select().from(platformVideos).where(eq(platformVideos.platformId, "demo0000700"));
    const id = video?.id ?? 0;
    const days = (n: number) => new Date(clock.getTime() - n * 24 * HOUR);
    await db.insert(videoSnapshots).values([
      { videoId: id, capturedAt: days(5), views: 1 },
      { videoId: id, capturedAt: days(8), views: 1 },
      { videoId: id, capturedAt: days(12), views: 1 },
    ]);
    await applyRetention(db, clock);
    const kept = await db
      .select({ at: videoSnapshots.capturedAt })
      .from(videoSnapshots)
      .where(eq(videoSnapshots.videoId, id));
    // Free sees 7 days; 2 more are kept for growth baselines: the 12-day-old point goes.
    expect(kept.map((k) => k.at.toISOString()).sort()).toEqual([days(8), days(5), clock].map((d) => d.toISOString()));
  });
});
