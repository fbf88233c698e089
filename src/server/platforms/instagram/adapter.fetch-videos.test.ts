import { describe, expect, it } from "vitest";
import { fixtureServerPerFile } from "../../../../tests/fixtures/fixture-server-per-file";
import { CREATOR_USERNAME, fixtureMediaId, fixtureShortcode } from "../../../../tests/fixtures/instagram/data";
import {
  INSTAGRAM_FIXTURE_BUSINESS_ID,
  INSTAGRAM_FIXTURE_TOKEN,
  startInstagramFixture,
} from "../../../../tests/fixtures/instagram/server";
import { RateLimitedError } from "../errors";
import { createInstagramAdapter } from "./adapter";

const fixture = fixtureServerPerFile(startInstagramFixture);

function adapter(lookupPages?: number) {
  return createInstagramAdapter({
    accessToken: INSTAGRAM_FIXTURE_TOKEN,
    businessId: INSTAGRAM_FIXTURE_BUSINESS_ID,
    baseUrl: fixture.baseUrl,
    version: "v25.0",
    ...(lookupPages === undefined ? {} : { lookupPages }),
  });
}

const ref = (id: string, handle = CREATOR_USERNAME) => ({ platform: "instagram" as const, id, handle });

describe("instagram fetchVideos", () => {
  it("finds media by shortcode or Graph id through the author's media, in request order", async () => {
    const videos = await adapter().fetchVideos([
      ref(fixtureShortcode(55)),
      ref(fixtureMediaId(2)),
      ref(fixtureShortcode(12)),
    ]);
    expect(videos.map((video) => video.platformId)).toEqual([
      fixtureMediaId(55),
      fixtureMediaId(2),
      fixtureMediaId(12),
    ]);
    expect(videos[0]).toMatchObject({ accountPlatformId: "17841400000000001", url: expect.stringContaining("/p/") });
    // Media 55 sits on the second page of 50.
    expect(fixture.calls).toHaveLength(2);
  });

  it("stops paging once every wanted media is found", async () => {
    const videos = await adapter().fetchVideos([ref(fixtureShortcode(1))]);
    expect(videos).toHaveLength(1);
    expect(fixture.calls).toHaveLength(1);
    expect(fixture.calls[0]).toContain("media.limit(50)");
  });

  it("leaves out refs without a handle, unknown codes and authors that do not exist", async () => {
    const videos = await adapter().fetchVideos([
      { platform: "instagram" as const, id: fixtureShortcode(0) },
      ref("CdoesNotExist"),
      ref(fixtureShortcode(4), "nobody.here"),
      ref(fixtureShortcode(4)),
    ]);
    expect(videos.map((video) => video.platformId)).toEqual([fixtureMediaId(4)]);
    // The creator is walked to its end (2 pages) looking for the unknown code; the unknown author costs one call.
    expect(fixture.calls).toHaveLength(3);
  });

  it("walks at most lookupPages pages per author", async () => {
    const videos = await adapter(1).fetchVideos([ref(fixtureShortcode(55)), ref(fixtureShortcode(3))]);
    expect(videos.map((video) => video.platformId)).toEqual([fixtureMediaId(3)]);
    expect(fixture.calls).toHaveLength(1);
  });

  it("answers a ref asked twice once", async () => {
    const videos = await adapter().fetchVideos([ref(fixtureShortcode(9)), ref(fixtureMediaId(9))]);
    expect(videos.map((video) => video.platformId)).toEqual([fixtureMediaId(9)]);
  });

  it("does not hide a rate limit behind 'not found'", async () => {
    fixture.setMode("rate-limited-buc");
    await expect(adapter().fetchVideos([ref(fixtureShortcode(1))])).rejects.toBeInstanceOf(RateLimitedError);
  });

  it("makes no request for no refs", async () => {
    expect(await adapter().fetchVideos([])).toEqual([]);
    expect(fixture.calls).toEqual([]);
  });
});
