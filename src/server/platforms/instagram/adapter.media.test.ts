import { describe, expect, it } from "vitest";
import { fixtureServerPerFile } from "../../../../tests/fixtures/fixture-server-per-file";
import {
  CREATOR_MEDIA_TOTAL,
  CREATOR_USERNAME,
  EMPTY_USERNAME,
  FEED_VIDEO_INDEX,
  fixtureMediaId,
  fixtureShortcode,
  HIDDEN_LIKES_INDEX,
  NO_SHORTCODE_INDEX,
} from "../../../../tests/fixtures/instagram/data";
import {
  INSTAGRAM_FIXTURE_BUSINESS_ID,
  INSTAGRAM_FIXTURE_TOKEN,
  startInstagramFixture,
} from "../../../../tests/fixtures/instagram/server";
import { MalformedError } from "../errors";
import type { NormalizedVideo } from "../types";
import { createInstagramAdapter } from "./adapter";

const fixture = fixtureServerPerFile(startInstagramFixture);

const creator = { platform: "instagram" as const, handle: CREATOR_USERNAME };

function adapter() {
  return createInstagramAdapter({
    accessToken: INSTAGRAM_FIXTURE_TOKEN,
    businessId: INSTAGRAM_FIXTURE_BUSINESS_ID,
    baseUrl: fixture.baseUrl,
    version: "v25.0",
  });
}

async function listAll(pageSize: number): Promise<{ videos: NormalizedVideo[]; pages: number }> {
  const source = adapter();
  const videos: NormalizedVideo[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await source.listAccountVideos(creator, { limit: pageSize, cursor });
    videos.push(...page.videos);
    cursor = page.cursor;
    pages += 1;
  } while (cursor && pages < 20);
  return { videos, pages };
}

describe("instagram listAccountVideos", () => {
  it("maps a Reel with likes, comments, permalink and shortcode, leaving what the API hides null", async () => {
    const { videos } = await adapter().listAccountVideos(creator, { limit: 1 });
    expect(videos).toHaveLength(1);
    expect(videos[0]).toEqual({
      platform: "instagram",
      platformId: fixtureMediaId(0),
      accountPlatformId: "17841400000000001",
      url: `https://www.instagram.com/reel/${fixtureShortcode(0)}/`,
      caption: "Studio diary #60",
      thumbnailUrl: `https://cdn.example.test/ig/${fixtureShortcode(0)}-thumb.jpg`,
      durationSeconds: null,
      publishedAt: new Date("2026-05-01T12:00:00Z"),
      views: null,
      likes: 500,
      comments: 10,
      shares: null,
      bookmarks: null,
      isShort: true,
      isDemo: false,
      raw: expect.objectContaining({ shortcode: fixtureShortcode(0), media_product_type: "REELS" }),
    });
  });

  it("asks for the nested media edge with the limit inside the field expansion", async () => {
    await adapter().listAccountVideos(creator, { limit: 7 });
    expect(fixture.calls[0]).toContain("business_discovery.username(reelcraft){id,username,media.limit(7){id,caption,");
    expect(fixture.calls[0]).toContain("media_product_type");
    expect(fixture.calls[0]).not.toContain("view_count");
  });

  it("honours the limit and caps it at 50 per request", async () => {
    expect((await adapter().listAccountVideos(creator, { limit: 7 })).videos).toHaveLength(7);
    const big = await adapter().listAccountVideos(creator, { limit: 500 });
    expect(big.videos).toHaveLength(50);
    expect(fixture.calls[1]).toContain("media.limit(50)");
  });

  it("pages newest first through every media with media.after(cursor), without duplicates", async () => {
    const { videos, pages } = await listAll(25);
    expect(pages).toBe(3);
    expect(videos).toHaveLength(CREATOR_MEDIA_TOTAL);
    expect(new Set(videos.map((video) => video.platformId)).size).toBe(CREATOR_MEDIA_TOTAL);
    const times = videos.map((video) => video.publishedAt?.getTime() ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(fixture.calls[1]).toMatch(/media\.after\([A-Za-z0-9+/=]+\)\.limit\(25\)\{/);
  });

  it("ends with a null cursor when the last page is full, after one empty look", async () => {
    const { videos, pages } = await listAll(30);
    expect(videos).toHaveLength(CREATOR_MEDIA_TOTAL);
    // The second page has no `next` but is full, so one more request confirms the end.
    expect(pages).toBe(3);
    expect(fixture.calls).toHaveLength(3);
  });

  it("tells Reels from feed posts by media_product_type, including a feed video", async () => {
    const { videos } = await listAll(50);
    const byId = new Map(videos.map((video) => [video.platformId, video]));
    expect(byId.get(fixtureMediaId(FEED_VIDEO_INDEX))).toMatchObject({
      isShort: false,
      raw: expect.objectContaining({ media_type: "VIDEO", media_product_type: "FEED" }),
    });
    expect(byId.get(fixtureMediaId(3))).toMatchObject({ isShort: false, url: expect.stringContaining("/p/") });
    expect(videos.filter((video) => video.isShort).length).toBe(41);
    expect(videos.filter((video) => video.isShort === false).length).toBe(19);
  });

  it("uses the image itself as the thumbnail of a feed image", async () => {
    const { videos } = await adapter().listAccountVideos(creator, { limit: 4 });
    expect(videos[3]?.thumbnailUrl).toBe(`https://cdn.example.test/ig/${fixtureShortcode(3)}.jpg`);
  });

  it("leaves hidden likes null and never reports views, shares, saves or duration", async () => {
    const { videos } = await listAll(50);
    expect(videos.find((video) => video.platformId === fixtureMediaId(HIDDEN_LIKES_INDEX))?.likes).toBeNull();
    expect(videos.filter((video) => video.likes === null)).toHaveLength(1);
    for (const video of videos) {
      expect([video.views, video.shares, video.bookmarks, video.durationSeconds]).toEqual([null, null, null, null]);
      expect(video.comments).not.toBeNull();
    }
  });

  it("keeps the shortcode in raw, read from the permalink when the field is missing", async () => {
    const { videos } = await adapter().listAccountVideos(creator, { limit: 20 });
    expect(videos[NO_SHORTCODE_INDEX]?.raw).toHaveProperty("shortcode", fixtureShortcode(NO_SHORTCODE_INDEX));
  });

  it("answers an account without media with an empty last page", async () => {
    const page = await adapter().listAccountVideos({ platform: "instagram", handle: EMPTY_USERNAME }, { limit: 10 });
    expect(page).toEqual({ videos: [], cursor: null });
  });

  it("refuses a cursor that is not Graph's without asking", async () => {
    await expect(adapter().listAccountVideos(creator, { limit: 5, cursor: "abc).limit(99" })).rejects.toBeInstanceOf(
      MalformedError,
    );
    expect(fixture.calls).toEqual([]);
  });
});
