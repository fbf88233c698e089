// fetchAccount against the fixture server over real HTTP.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { QUIET, STUDIO } from "../../../../tests/fixtures/youtube/data";
import {
  LEGACY_INVALID_KEY,
  startYouTubeFixture,
  type YouTubeFixture,
} from "../../../../tests/fixtures/youtube/server";
import { NotConfiguredError, NotFoundError } from "../errors";
import { channelFilters } from "./resolve-channel";
import { adapterFor, callsTo, resetFixture } from "./test-support";

let fixture: YouTubeFixture;

beforeAll(async () => {
  fixture = await startYouTubeFixture();
});
afterAll(async () => fixture.close());
beforeEach(() => resetFixture(fixture));

describe("fetchAccount", () => {
  it("reads a channel by UC id with one channels.list call (1 unit)", async () => {
    const { adapter } = adapterFor(fixture);
    const account = await adapter.fetchAccount({ platform: "youtube", id: STUDIO.id });

    expect(account).toMatchObject({
      platform: "youtube",
      platformId: STUDIO.id,
      handle: "@fixturestudio",
      displayName: "Fixture Studio",
      profileUrl: "https://www.youtube.com/@fixturestudio",
      avatarUrl: expect.stringContaining("=s800-"),
      followers: 48_700,
      following: null,
      videoCount: 120,
      likesTotal: null,
      isDemo: false,
    });
    expect(account.raw).toMatchObject({ kind: "youtube#channel", id: STUDIO.id });
    const [call, ...more] = callsTo(fixture, "channels");
    expect(more).toHaveLength(0);
    expect(call?.get("id")).toBe(STUDIO.id);
    expect(call?.get("part")).toBe("snippet,statistics,contentDetails");
    expect(adapter.quotaUsed()).toBe(1);
  });

  it("resolves an @handle with forHandle, case-insensitively", async () => {
    const { adapter } = adapterFor(fixture);
    const account = await adapter.fetchAccount({ platform: "youtube", handle: "@FixtureStudio" });
    expect(account.platformId).toBe(STUDIO.id);
    expect(callsTo(fixture, "channels").map((call) => call.get("forHandle"))).toEqual(["@FixtureStudio"]);
  });

  it("resolves a handle written without @ in one call when it is a handle", async () => {
    const { adapter } = adapterFor(fixture);
    expect((await adapter.fetchAccount({ platform: "youtube", handle: "quietcreator" })).platformId).toBe(QUIET.id);
    expect(fixture.calls).toHaveLength(1);
  });

  it("falls back to forUsername for a legacy username (2 units)", async () => {
    const { adapter } = adapterFor(fixture);
    const account = await adapter.fetchAccount({ platform: "youtube", handle: "FixtureStudioTV" });
    expect(account.platformId).toBe(STUDIO.id);
    const calls = callsTo(fixture, "channels");
    expect(calls.map((call) => [call.get("forHandle"), call.get("forUsername")])).toEqual([
      ["FixtureStudioTV", null],
      [null, "FixtureStudioTV"],
    ]);
    expect(adapter.quotaUsed()).toBe(2);
  });

  it("answers NotFoundError for an unknown @handle (no username fallback) and an unknown id", async () => {
    const { adapter } = adapterFor(fixture);
    await expect(adapter.fetchAccount({ platform: "youtube", handle: "@nobody-here" })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(fixture.calls).toHaveLength(1);
    await expect(adapter.fetchAccount({ platform: "youtube", id: "UCdoesnotexist0000000000" })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(adapter.quotaUsed()).toBe(2);
  });

  it("reports a hidden subscriber count as unknown (null), not the 0 the API sends", async () => {
    const { adapter } = adapterFor(fixture);
    const account = await adapter.fetchAccount({ platform: "youtube", handle: "@quietcreator" });
    expect(account.followers).toBeNull();
    expect(account.videoCount).toBe(4);
    expect(account.raw).toMatchObject({ statistics: { subscriberCount: "0", hiddenSubscriberCount: true } });
  });

  it("fails with NotConfiguredError before any request when the key is missing", async () => {
    const { adapter } = adapterFor(fixture, { apiKey: "" });
    await expect(adapter.fetchAccount({ platform: "youtube", id: STUDIO.id })).rejects.toBeInstanceOf(
      NotConfiguredError,
    );
    await expect(
      adapter.listAccountVideos({ platform: "youtube", id: STUDIO.id }, { limit: 5 }),
    ).rejects.toBeInstanceOf(NotConfiguredError);
    await expect(adapter.fetchVideos([])).rejects.toBeInstanceOf(NotConfiguredError);
    expect(fixture.calls).toHaveLength(0);
    expect(adapter.quotaUsed()).toBe(0);
  });

  it.each([
    ["current", "wrong-key"],
    ["legacy", LEGACY_INVALID_KEY],
  ])("turns the %s invalid-key envelope into NotConfiguredError without retrying", async (_shape, apiKey) => {
    const { adapter, waits } = adapterFor(fixture, { apiKey });
    const error = await adapter.fetchAccount({ platform: "youtube", id: STUDIO.id }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotConfiguredError);
    expect((error as Error).message).toMatch(/API key is invalid/);
    expect(fixture.calls).toHaveLength(1);
    expect(waits).toEqual([]);
    expect(adapter.quotaUsed()).toBe(1);
  });
});

describe("channelFilters", () => {
  it("prefers the id, keeps @handles to forHandle and tries bare names as handle then username", () => {
    expect(channelFilters({ platform: "youtube", id: "UCx", handle: "@x" })).toEqual([{ id: "UCx" }]);
    expect(channelFilters({ platform: "youtube", handle: " @x " })).toEqual([{ forHandle: "@x" }]);
    expect(channelFilters({ platform: "youtube", handle: "x" })).toEqual([{ forHandle: "x" }, { forUsername: "x" }]);
    expect(channelFilters({ platform: "youtube" })).toEqual([]);
  });
});
