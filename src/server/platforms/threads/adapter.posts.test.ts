import { describe, expect, it } from "vitest";
import { fixtureServerPerFile } from "../../../../tests/fixtures/fixture-server-per-file";
import {
  MAKER_POST_TOTAL,
  MAKER_USERNAME,
  OTHER_POST_TOTAL,
  OTHER_USERNAME,
  PARTIAL_INSIGHTS_INDEX,
  REPOST_INDEX,
  threadsPostId,
  threadsShortcode,
} from "../../../../tests/fixtures/threads/data";
import { startThreadsFixture, THREADS_FIXTURE_TOKEN } from "../../../../tests/fixtures/threads/server";
import type { NormalizedVideo } from "../types";
import { createThreadsAdapter } from "./adapter";

const fixture = fixtureServerPerFile(startThreadsFixture);

const maker = { platform: "threads" as const, handle: MAKER_USERNAME };

function adapter() {
  return createThreadsAdapter({ accessToken: THREADS_FIXTURE_TOKEN, baseUrl: fixture.baseUrl });
}

async function listAll(pageSize: number): Promise<{ videos: NormalizedVideo[]; pages: number }> {
  const source = adapter();
  const videos: NormalizedVideo[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await source.listAccountVideos(maker, { limit: pageSize, cursor });
    videos.push(...page.videos);
    cursor = page.cursor;
    pages += 1;
  } while (cursor && pages < 20);
  return { videos, pages };
}

const postCalls = () => fixture.calls.filter((call) => call.startsWith("/v1.0/profile_posts"));
const insightCalls = () =>
  fixture.calls.filter((call) => call.endsWith("/insights?metric=views,likes,replies,reposts,quotes,shares"));

describe("threads listAccountVideos", () => {
  it("maps a video post with its insights: replies as comments, reposts as shares", async () => {
    const { videos } = await adapter().listAccountVideos(maker, { limit: 1 });
    expect(videos).toEqual([
      {
        platform: "threads",
        platformId: threadsPostId(MAKER_USERNAME, 0),
        accountPlatformId: null,
        url: `https://www.threads.com/@threadsmaker/post/${threadsShortcode(MAKER_USERNAME, 0)}`,
        caption: "Thread 40 from threadsmaker",
        thumbnailUrl: `https://cdn.example.test/th/${threadsShortcode(MAKER_USERNAME, 0)}-thumb.jpg`,
        durationSeconds: null,
        publishedAt: new Date("2026-05-01T12:00:00Z"),
        views: 1_000,
        likes: 50,
        comments: 3,
        shares: 1,
        bookmarks: null,
        isShort: true,
        isDemo: false,
        raw: expect.objectContaining({
          media_type: "VIDEO",
          insights: { views: 1_000, likes: 50, replies: 3, reposts: 1, quotes: 0, shares: 0 },
        }),
      },
    ]);
    expect(postCalls()).toEqual([
      "/v1.0/profile_posts?username=threadsmaker&fields=id,media_product_type,media_type,media_url,permalink,username,text,timestamp,shortcode,thumbnail_url,is_quote_post&limit=1",
    ]);
    expect(insightCalls()).toEqual([
      `/v1.0/${threadsPostId(MAKER_USERNAME, 0)}/insights?metric=views,likes,replies,reposts,quotes,shares`,
    ]);
  });

  it("does not add quotes into shares", async () => {
    const { videos } = await adapter().listAccountVideos(maker, { limit: 4 });
    // Post 3: reposts 1 + 3*7 = 22, quotes 9.
    expect(videos[3]).toMatchObject({
      shares: 22,
      raw: expect.objectContaining({ insights: expect.objectContaining({ quotes: 9 }) }),
    });
  });

  it("calls only VIDEO posts shorts", async () => {
    const { videos } = await adapter().listAccountVideos(maker, { limit: 5 });
    expect(videos.map((video) => video.isShort)).toEqual([true, false, false, true, false]);
    expect(videos[2]?.thumbnailUrl).toBe(`https://cdn.example.test/th/${threadsShortcode(MAKER_USERNAME, 2)}.jpg`);
    expect(videos[1]?.thumbnailUrl).toBeNull();
  });

  it("honours the limit and caps it at 100", async () => {
    expect((await adapter().listAccountVideos(maker, { limit: 5 })).videos).toHaveLength(5);
    expect(postCalls()[0]).toMatch(/&limit=5$/);
    fixture.calls.length = 0;
    await adapter().listAccountVideos(maker, { limit: 1_000 });
    expect(postCalls()[0]).toMatch(/&limit=100$/);
  });

  it("pages newest first with the after cursor, without duplicates, leaving out the repost", async () => {
    const { videos, pages } = await listAll(25);
    expect(pages).toBe(2);
    expect(videos).toHaveLength(MAKER_POST_TOTAL - 1);
    expect(new Set(videos.map((video) => video.platformId)).size).toBe(MAKER_POST_TOTAL - 1);
    expect(videos.some((video) => video.platformId === threadsPostId(MAKER_USERNAME, REPOST_INDEX))).toBe(false);
    const times = videos.map((video) => video.publishedAt?.getTime() ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(postCalls()[1]).toMatch(/&limit=25&after=[A-Za-z0-9+/=]+$/);
    // One insights call per own post, none for the repost.
    expect(insightCalls()).toHaveLength(MAKER_POST_TOTAL - 1);
  });

  it("leaves metrics the insights leave out null, without touching the others", async () => {
    const { videos } = await adapter().listAccountVideos(maker, { limit: PARTIAL_INSIGHTS_INDEX + 1 });
    const partial = videos[PARTIAL_INSIGHTS_INDEX];
    expect(partial).toMatchObject({ views: null, likes: 836, comments: 45, shares: 13 });
    expect(partial?.raw).toHaveProperty("insights.shares", null);
  });

  it("lists another profile's posts with null counts when Threads refuses their insights", async () => {
    const page = await adapter().listAccountVideos({ platform: "threads", handle: OTHER_USERNAME }, { limit: 25 });
    expect(page.cursor).toBeNull();
    expect(page.videos).toHaveLength(OTHER_POST_TOTAL);
    for (const video of page.videos) {
      expect([video.views, video.likes, video.comments, video.shares, video.bookmarks]).toEqual([
        null,
        null,
        null,
        null,
        null,
      ]);
      expect(video.url).toContain("/@otherpublic/post/");
    }
  });
});
