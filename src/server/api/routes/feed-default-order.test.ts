// GET /v1/feed/list without a sort (issue 20 item 2): feeds come by views, largest first, and feeds whose views are
// unknown come last whatever their platform (ties by feed id, newest first). The oracle is a plain sort over the
// views this test writes itself, not the query's SQL.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLATFORM_ENUM, type PlatformName } from "@/domain/platforms";
import { platformVideos, trackedFeeds } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { createTestApi } from "../test/api-client";
import { demoShortUrl, registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => {
  await env.teardown();
});

/** Per tracked feed, in tracking order: the platform and views this test gives its video (null: unknown). */
const PLAN: { platform: PlatformName; views: number | null }[] = [
  { platform: "youtube", views: null },
  { platform: "tiktok", views: 5_000 },
  { platform: "instagram", views: null },
  { platform: "threads", views: 120 },
  { platform: "tiktok", views: null },
  { platform: "youtube", views: 90_000 },
  { platform: "instagram", views: 5_000 },
  { platform: "threads", views: null },
  { platform: "instagram", views: 0 },
];

interface ListedFeed {
  id: number;
  views: number | null;
  platform: string;
}

describe("the feed list's default order", () => {
  it("is by views, largest first, with unknown views last on every platform, with and without a trailing slash", async () => {
    const user = await registerUser(api, env.handle.db, "max");
    const feedIds: number[] = [];
    for (const [index] of PLAN.entries()) {
      const tracked = await call<{ id: number }>("POST", "/v1/feed", {
        token: user.token,
        body: { url: demoShortUrl(9100 + index) },
      });
      expect(tracked.body.code).toBe(0);
      feedIds.push(tracked.body.data.id);
    }
    const db = env.handle.db;
    const rows = await db
      .select({ feedId: trackedFeeds.id, videoId: trackedFeeds.videoId })
      .from(trackedFeeds)
      .where(inArray(trackedFeeds.id, feedIds));
    for (const [index, feedId] of feedIds.entries()) {
      const videoId = rows.find((row) => row.feedId === feedId)?.videoId ?? 0;
      const planned = PLAN[index] as (typeof PLAN)[number];
      await db
        .update(platformVideos)
        .set({ platform: PLATFORM_ENUM[planned.platform], views: planned.views })
        .where(eq(platformVideos.id, videoId));
    }

    const planned = feedIds.map((id, index) => ({ id, ...(PLAN[index] as (typeof PLAN)[number]) }));
    const known = planned.filter((feed) => feed.views !== null);
    const unknown = planned.filter((feed) => feed.views === null);
    const expected = [
      ...known.sort((a, b) => (b.views ?? 0) - (a.views ?? 0) || b.id - a.id),
      ...unknown.sort((a, b) => b.id - a.id),
    ].map((feed) => ({ id: feed.id, views: feed.views, platform: feed.platform }));
    // The oracle's own shape: zero is a known count (ranked above unknown), and unknown rows span all four platforms.
    expect(expected.at(-unknown.length - 1)).toMatchObject({ views: 0 });
    expect(new Set(unknown.map((feed) => feed.platform)).size).toBe(4);

    for (const path of ["/v1/feed/list?page_size=100", "/v1/feed/list/?page_size=100"]) {
      const list = await call<{ list: ListedFeed[]; total: number }>("GET", path, { token: user.token });
      expect(list.status).toBe(200);
      expect(list.body.data.total).toBe(PLAN.length);
      expect(list.body.data.list.map(({ id, views, platform }) => ({ id, views, platform }))).toEqual(expected);
    }

    // The default keeps its direction parameter: ascending puts the smallest known first, unknown still last.
    const ascending = await call<{ list: ListedFeed[] }>("GET", "/v1/feed/list?order=asc&page_size=100", {
      token: user.token,
    });
    expect(ascending.body.data.list.map((feed) => feed.id)).toEqual([
      ...known.sort((a, b) => (a.views ?? 0) - (b.views ?? 0) || a.id - b.id).map((feed) => feed.id),
      ...unknown.sort((a, b) => a.id - b.id).map((feed) => feed.id),
    ]);

    // Paging follows the same order: page 2 of 4 holds the 5th to 8th feeds.
    const page2 = await call<{ list: ListedFeed[] }>("GET", "/v1/feed/list?page=2&page_size=4", {
      token: user.token,
    });
    expect(page2.body.data.list.map((feed) => feed.id)).toEqual(expected.slice(4, 8).map((feed) => feed.id));
  });
});
