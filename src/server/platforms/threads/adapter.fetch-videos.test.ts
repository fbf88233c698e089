import { describe, expect, it } from "vitest";
import { fixtureServerPerFile } from "../../../../tests/fixtures/fixture-server-per-file";
import { MAKER_USERNAME, REPOST_INDEX, threadsPostId, threadsShortcode } from "../../../../tests/fixtures/threads/data";
import { startThreadsFixture, THREADS_FIXTURE_TOKEN } from "../../../../tests/fixtures/threads/server";
import { RateLimitedError } from "../errors";
import { createThreadsAdapter } from "./adapter";

const fixture = fixtureServerPerFile(startThreadsFixture);

function adapter() {
  return createThreadsAdapter({ accessToken: THREADS_FIXTURE_TOKEN, baseUrl: fixture.baseUrl });
}

const ref = (id: string, handle = MAKER_USERNAME) => ({ platform: "threads" as const, id, handle });

describe("threads fetchVideos", () => {
  it("finds posts by shortcode or id through the author's posts, in request order, with insights", async () => {
    const videos = await adapter().fetchVideos([
      ref(threadsShortcode(MAKER_USERNAME, 33)),
      ref(threadsPostId(MAKER_USERNAME, 3)),
    ]);
    expect(videos.map((video) => video.platformId)).toEqual([
      threadsPostId(MAKER_USERNAME, 33),
      threadsPostId(MAKER_USERNAME, 3),
    ]);
    expect(videos[1]).toMatchObject({ likes: 50 + 3 * 131, isShort: true });
    // One page of 100 posts, then insights for the two matches only.
    expect(fixture.calls).toHaveLength(3);
    expect(fixture.calls[0]).toContain("&limit=100");
  });

  it("leaves out refs without a handle, unknown posts, reposts and authors that do not exist", async () => {
    const videos = await adapter().fetchVideos([
      { platform: "threads", id: threadsPostId(MAKER_USERNAME, 1) },
      ref("DNOPE"),
      ref(threadsPostId(MAKER_USERNAME, REPOST_INDEX)),
      ref(threadsShortcode(MAKER_USERNAME, 2), "no.such.maker"),
      ref(threadsShortcode(MAKER_USERNAME, 2)),
    ]);
    expect(videos.map((video) => video.platformId)).toEqual([threadsPostId(MAKER_USERNAME, 2)]);
  });

  it("lets a rate limit through instead of dropping the refs", async () => {
    fixture.setMode("rate-limited", { only: "/insights" });
    await expect(adapter().fetchVideos([ref(threadsShortcode(MAKER_USERNAME, 0))])).rejects.toBeInstanceOf(
      RateLimitedError,
    );
  });
});
