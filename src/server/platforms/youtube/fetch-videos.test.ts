// fetchVideos against the fixture server over real HTTP: batching, order, dropped ids, missing counts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { STUDIO } from "../../../../tests/fixtures/youtube/data";
import { startYouTubeFixture, type YouTubeFixture } from "../../../../tests/fixtures/youtube/server";
import type { VideoRef } from "../types";
import { chunk } from "./fetch-videos";
import { adapterFor, callsTo, resetFixture } from "./test-support";

let fixture: YouTubeFixture;

beforeAll(async () => {
  fixture = await startYouTubeFixture();
});
afterAll(async () => fixture.close());
beforeEach(() => resetFixture(fixture));

const ref = (id: string): VideoRef => ({ platform: "youtube", id });

describe("fetchVideos", () => {
  it("splits 120 ids into calls of at most 50, keeps request order and drops unknown ids", async () => {
    const { adapter } = adapterFor(fixture);
    // Oldest first (the reverse of the fixture's order), with unknown ids and a repeat mixed in.
    const wanted = [...STUDIO.uploads].reverse().map((upload) => upload.id);
    const requested = ["unknown0001", ...wanted.slice(0, 60), "unknown0002", ...wanted.slice(60), "studio00000"];

    const videos = await adapter.fetchVideos(requested.map(ref));

    // The fixture answers in id order, so this also proves the adapter restores the request order.
    expect(videos.map((video) => video.platformId)).toEqual(wanted);
    const calls = callsTo(fixture, "videos").map((call) => call.get("id")?.split(",") ?? []);
    expect(calls.map((ids) => ids.length)).toEqual([50, 50, 22]);
    expect(new Set(calls.flat()).size).toBe(122);
    expect(callsTo(fixture, "videos")[0]?.get("part")).toBe("snippet,statistics,contentDetails");
    expect(adapter.quotaUsed()).toBe(3);
  });

  it("keeps a missing likeCount or commentCount null, not 0", async () => {
    const { adapter } = adapterFor(fixture);
    const [hiddenLikes, noComments] = await adapter.fetchVideos([ref("studio00117"), ref("studio00115")]);
    expect(hiddenLikes).toMatchObject({ platformId: "studio00117", likes: null, comments: expect.any(Number) });
    expect(hiddenLikes?.views).toBeGreaterThan(0);
    expect(noComments).toMatchObject({ platformId: "studio00115", comments: null, likes: expect.any(Number) });
  });

  it("uses the duration rule for isShort and links Shorts to /shorts/", async () => {
    const { adapter } = adapterFor(fixture);
    const [short, regular, live] = await adapter.fetchVideos([
      ref("studio00118"),
      ref("studio00089"),
      ref("studio00119"),
    ]);
    expect(short).toMatchObject({
      isShort: true,
      durationSeconds: 64,
      url: "https://www.youtube.com/shorts/studio00118",
    });
    expect(regular).toMatchObject({ isShort: false, url: "https://www.youtube.com/watch?v=studio00089" });
    expect(regular?.durationSeconds).toBeGreaterThan(180);
    // A live stream has no duration yet, so the rule cannot tell.
    expect(live).toMatchObject({
      durationSeconds: null,
      isShort: null,
      url: "https://www.youtube.com/watch?v=studio00119",
    });
  });

  it("maps the snippet: caption, thumbnail, publish time, channel", async () => {
    const { adapter } = adapterFor(fixture);
    const [video] = await adapter.fetchVideos([ref("studio00000")]);
    const upload = STUDIO.uploads.find((item) => item.id === "studio00000");
    expect(video).toMatchObject({
      accountPlatformId: STUDIO.id,
      caption: upload?.title,
      thumbnailUrl: "https://i.ytimg.com/vi/studio00000/maxresdefault.jpg",
      views: upload?.views,
      shares: null,
      bookmarks: null,
      isDemo: false,
    });
    expect(video?.publishedAt?.toISOString()).toBe("2024-06-01T15:00:00.000Z");
    expect(video?.raw).toMatchObject({ kind: "youtube#video", id: "studio00000" });
  });

  it("answers [] for only unknown ids (one call) and for no ids (no call)", async () => {
    const { adapter } = adapterFor(fixture);
    expect(await adapter.fetchVideos([ref("unknown0001"), ref("unknown0002")])).toEqual([]);
    expect(fixture.calls).toHaveLength(1);
    expect(await adapter.fetchVideos([])).toEqual([]);
    expect(fixture.calls).toHaveLength(1);
  });
});

describe("chunk", () => {
  it("cuts into pieces of the given size, the last one shorter", () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 50)).toEqual([]);
  });
});
