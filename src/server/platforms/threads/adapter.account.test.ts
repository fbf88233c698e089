import { describe, expect, it } from "vitest";
import { fixtureServerPerFile } from "../../../../tests/fixtures/fixture-server-per-file";
import { MAKER_USERNAME, OTHER_USERNAME } from "../../../../tests/fixtures/threads/data";
import { startThreadsFixture, THREADS_FIXTURE_TOKEN } from "../../../../tests/fixtures/threads/server";
import { NotFoundError } from "../errors";
import { createThreadsAdapter } from "./adapter";

const fixture = fixtureServerPerFile(startThreadsFixture);

function adapter() {
  return createThreadsAdapter({ accessToken: THREADS_FIXTURE_TOKEN, baseUrl: fixture.baseUrl });
}

describe("threads fetchAccount", () => {
  it("maps profile_lookup, keeping the aggregate counts of unknown window in raw only", async () => {
    const account = await adapter().fetchAccount({ platform: "threads", handle: "@ThreadsMaker" });
    expect(account).toEqual({
      platform: "threads",
      platformId: "threadsmaker",
      handle: "threadsmaker",
      displayName: "Thread Maker",
      avatarUrl: "https://cdn.example.test/th/threadsmaker.jpg",
      profileUrl: "https://www.threads.com/@threadsmaker",
      bio: "Posting short videos and long thoughts.",
      followers: 15_320,
      following: null,
      videoCount: null,
      likesTotal: null,
      isDemo: false,
      raw: expect.objectContaining({ likes_count: 8_120, views_count: 402_000, is_verified: true }),
    });
  });

  it("asks profile_lookup for the exact username and the public-profile field names", async () => {
    await adapter().fetchAccount({ platform: "threads", handle: MAKER_USERNAME });
    expect(fixture.calls).toEqual([
      "/v1.0/profile_lookup?username=threadsmaker&fields=username,name,profile_picture_url,biography,is_verified,follower_count,likes_count,quotes_count,replies_count,reposts_count,views_count",
    ]);
  });

  it("reads missing profile fields as nulls, never zeros", async () => {
    const account = await adapter().fetchAccount({ platform: "threads", handle: OTHER_USERNAME });
    expect(account).toMatchObject({ followers: 980, bio: null, avatarUrl: null });
  });

  it("reports a profile that does not exist as not found", async () => {
    await expect(adapter().fetchAccount({ platform: "threads", handle: "no.such.maker" })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(fixture.calls).toHaveLength(1);
  });

  it("refuses a missing or impossible handle without asking", async () => {
    for (const handle of [undefined, "", "two words", "x".repeat(31)]) {
      await expect(adapter().fetchAccount({ platform: "threads", handle })).rejects.toBeInstanceOf(NotFoundError);
    }
    expect(fixture.calls).toEqual([]);
  });
});
