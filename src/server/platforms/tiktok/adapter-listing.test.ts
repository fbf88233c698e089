// listAccountVideos over real HTTP: the profile gives the secUid, /api/creator/item_list/ pages by cursor.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  FIXTURE_NOW_MS,
  GAP_AFTER_INDEX,
  MAIN_ACCOUNT,
  SLIDESHOW_INDEX,
  TIED_INDEX,
} from "../../../../tests/fixtures/tiktok/data";
import { startTikTokFixture, type TikTokFixture } from "../../../../tests/fixtures/tiktok/server";
import { MalformedError, PrivateError, UpstreamError } from "../errors";
import type { NormalizedVideo } from "../types";
import { ITEM_LIST_PATH } from "./item-list";
import { DESKTOP_CHROME_USER_AGENT } from "./request-profile";
import { adapterFor, pathsSeen } from "./test-support";

const WEEK_MS = 7 * 86_400_000;
const MAIN = { platform: "tiktok" as const, handle: "feedscope.creator" };
const EXPECTED_IDS = MAIN_ACCOUNT.videos.map((video) => video.id);

let fixture: TikTokFixture;
beforeAll(async () => {
  fixture = await startTikTokFixture();
});
afterAll(() => fixture.close());
beforeEach(() => fixture.reset());

function listingQueries(): URLSearchParams[] {
  return fixture.requests
    .filter((request) => request.path.startsWith(ITEM_LIST_PATH))
    .map((request) => new URLSearchParams(request.path.split("?")[1]));
}

describe("TikTok listAccountVideos", () => {
  it("pages through all 70 videos newest first, without duplicates or gaps, fetching the profile once", async () => {
    const { adapter } = adapterFor(fixture);
    const seen: NormalizedVideo[] = [];
    let cursor: string | null = null;
    let calls = 0;
    do {
      const page = await adapter.listAccountVideos(MAIN, { limit: 25, cursor });
      expect(page.videos.length).toBeLessThanOrEqual(25);
      seen.push(...page.videos);
      cursor = page.cursor;
      calls += 1;
    } while (cursor && calls < 10);

    expect(cursor).toBeNull();
    expect(seen.map((video) => video.platformId)).toEqual(EXPECTED_IDS);
    expect(new Set(seen.map((video) => video.platformId)).size).toBe(70);
    const times = seen.map((video) => video.publishedAt?.getTime() ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(pathsSeen(fixture).filter((path) => path.startsWith("/@"))).toEqual(["/@feedscope.creator"]);
  });

  it("keeps both videos that share a second across the first page boundary", async () => {
    const { adapter } = adapterFor(fixture);
    const first = await adapter.listAccountVideos(MAIN, { limit: 15, cursor: null });
    const second = await adapter.listAccountVideos(MAIN, { limit: 15, cursor: first.cursor });
    const tied = [MAIN_ACCOUNT.videos[TIED_INDEX - 1]?.id, MAIN_ACCOUNT.videos[TIED_INDEX]?.id];
    expect(first.videos.at(-1)?.platformId).toBe(tied[0]);
    expect(second.videos[0]?.platformId).toBe(tied[1]);
    expect(first.videos.at(-1)?.publishedAt).toEqual(second.videos[0]?.publishedAt);
  });

  it("steps the cursor back a week when the lookback window is empty, then carries on", async () => {
    const { adapter } = adapterFor(fixture);
    const page = await adapter.listAccountVideos(MAIN, { limit: 70, cursor: null });
    expect(page.videos.map((video) => video.platformId)).toEqual(EXPECTED_IDS);
    expect(page.cursor).toBeNull();
    const cursors = listingQueries().map((query) => Number(query.get("cursor")));
    expect(cursors[0]).toBe(FIXTURE_NOW_MS);
    const steps = cursors.slice(1).map((value, i) => (cursors[i] ?? 0) - value);
    expect(steps.every((step) => step > 0)).toBe(true);
    expect(steps).toContain(WEEK_MS);
    expect(page.videos[GAP_AFTER_INDEX + 1]?.platformId).toBe(EXPECTED_IDS[GAP_AFTER_INDEX + 1]);
  });

  it("returns at most `limit` videos and a cursor that continues right after them", async () => {
    const { adapter } = adapterFor(fixture);
    const first = await adapter.listAccountVideos(MAIN, { limit: 10, cursor: null });
    expect(first.videos.map((video) => video.platformId)).toEqual(EXPECTED_IDS.slice(0, 10));
    expect(first.cursor).toEqual(expect.any(String));
    const second = await adapter.listAccountVideos(MAIN, { limit: 10, cursor: first.cursor });
    expect(second.videos.map((video) => video.platformId)).toEqual(EXPECTED_IDS.slice(10, 20));
    // One profile request and one listing request per call.
    expect(pathsSeen(fixture)).toEqual(["/@feedscope.creator", ITEM_LIST_PATH, ITEM_LIST_PATH]);
  });

  it("continues from a cursor on another adapter instance (the cursor carries the secUid)", async () => {
    const { adapter: before } = adapterFor(fixture);
    const first = await before.listAccountVideos(MAIN, { limit: 30, cursor: null });
    const { adapter: after } = adapterFor(fixture);
    fixture.reset();
    const rest = await after.listAccountVideos(MAIN, { limit: 100, cursor: first.cursor });
    expect([...first.videos, ...rest.videos].map((video) => video.platformId)).toEqual(EXPECTED_IDS);
    expect(pathsSeen(fixture).every((path) => path === ITEM_LIST_PATH)).toBe(true);
  });

  it("maps listing items: big ids, both createTime forms, statsV2 counts, author, slideshow duration", async () => {
    const { adapter } = adapterFor(fixture);
    const { videos } = await adapter.listAccountVideos(MAIN, { limit: 8, cursor: null });
    const [first, second] = videos;
    const source = MAIN_ACCOUNT.videos;
    expect(first).toMatchObject({
      platform: "tiktok",
      platformId: source[0]?.id,
      accountPlatformId: MAIN_ACCOUNT.id,
      url: `https://www.tiktok.com/@feedscope.creator/video/${source[0]?.id}`,
      views: source[0]?.views, // exact statsV2, not the rounded stats number
      likes: source[0]?.likes,
      comments: source[0]?.comments,
      shares: source[0]?.shares,
      bookmarks: source[0]?.saves,
      durationSeconds: source[0]?.durationSeconds,
      isShort: true,
      isDemo: false,
    });
    expect(first?.views).not.toBe(Math.floor((source[0]?.views ?? 0) / 100) * 100);
    expect(String(BigInt(first?.platformId ?? "0"))).toBe(first?.platformId);
    expect(String(Number(first?.platformId))).not.toBe(first?.platformId);
    // createTime arrives as a number for even items and as a string for odd ones.
    expect(first?.publishedAt?.getTime()).toBe((source[0]?.createTime ?? 0) * 1000);
    expect(second?.publishedAt?.getTime()).toBe((source[1]?.createTime ?? 0) * 1000);
    expect(videos[SLIDESHOW_INDEX]?.durationSeconds).toBeNull();
    expect(videos[7]?.caption).toBeNull();
  });

  it("calls the listing endpoint with the reference's parameters and XHR headers", async () => {
    const { adapter } = adapterFor(fixture);
    await adapter.listAccountVideos(MAIN, { limit: 20, cursor: null });
    const queries = listingQueries();
    expect(queries.length).toBe(2);
    for (const query of queries) {
      expect(query.get("secUid")).toBe(MAIN_ACCOUNT.secUid);
      expect(query.get("count")).toBe("15");
      expect(query.get("type")).toBe("1");
      expect(query.get("aid")).toBe("1988");
      expect(query.get("device_id")).toBe(queries[0]?.get("device_id"));
    }
    const request = fixture.requests.find((candidate) => candidate.path.startsWith(ITEM_LIST_PATH));
    expect(request?.headers["user-agent"]).toBe(DESKTOP_CHROME_USER_AGENT);
    expect(request?.headers.accept).toMatch(/^application\/json/);
    expect(request?.headers.referer).toBe(`${fixture.baseUrl}/@feedscope.creator`);
    expect(request?.headers["sec-fetch-mode"]).toBe("cors");
  });

  it("lists by secUid directly when that is all the reference holds", async () => {
    const { adapter } = adapterFor(fixture);
    const page = await adapter.listAccountVideos({ platform: "tiktok", id: MAIN_ACCOUNT.secUid }, { limit: 3 });
    expect(page.videos.map((video) => video.platformId)).toEqual(EXPECTED_IDS.slice(0, 3));
    expect(page.videos[0]?.accountPlatformId).toBe(MAIN_ACCOUNT.id); // from the item's author
    expect(pathsSeen(fixture)).toEqual([ITEM_LIST_PATH]);
  });

  it("does not call the listing endpoint for an account with no videos", async () => {
    const { adapter } = adapterFor(fixture);
    const page = await adapter.listAccountVideos({ platform: "tiktok", handle: "quiet.creator" }, { limit: 10 });
    expect(page).toEqual({ videos: [], cursor: null });
    expect(pathsSeen(fixture)).toEqual(["/@quiet.creator"]);
  });

  it("passes profile errors through: private account", async () => {
    const { adapter } = adapterFor(fixture);
    const listing = adapter.listAccountVideos({ platform: "tiktok", handle: "hidden.account" }, { limit: 10 });
    await expect(listing).rejects.toBeInstanceOf(PrivateError);
  });

  it("reports a challenge page, an empty body and broken JSON at the listing endpoint", async () => {
    const { adapter } = adapterFor(fixture);
    const { cursor } = await adapter.listAccountVideos(MAIN, { limit: 5, cursor: null });
    const next = () => adapter.listAccountVideos(MAIN, { limit: 5, cursor });

    fixture.setMode({ kind: "challenge" }, { times: 1 });
    const challenged = await next().catch((e) => e);
    expect(challenged).toBeInstanceOf(UpstreamError);
    expect(challenged.message).toMatch(/layout not recognized.*HTML page instead of JSON/);

    fixture.setMode({ kind: "empty-body" }, { times: 1 });
    const empty = await next().catch((e) => e);
    expect(empty).toBeInstanceOf(UpstreamError);
    expect(empty.message).toMatch(/empty answer/);

    fixture.setMode({ kind: "malformed-json" }, { times: 1 });
    await expect(next()).rejects.toBeInstanceOf(MalformedError);

    // And the same cursor still works once TikTok behaves.
    expect((await next()).videos.map((video) => video.platformId)).toEqual(EXPECTED_IDS.slice(5, 10));
  });

  it("stops with UpstreamError when TikTok keeps sending the same page instead of looping", async () => {
    const { adapter } = adapterFor(fixture);
    const first = await adapter.listAccountVideos(MAIN, { limit: 15, cursor: null });
    fixture.setMode({ kind: "stuck-listing" });
    const error = await adapter.listAccountVideos(MAIN, { limit: 15, cursor: first.cursor }).catch((e) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.message).toMatch(/keeps sending videos it already sent/);
    expect(listingQueries()).toHaveLength(2);
  });

  it("rejects a cursor it did not produce", async () => {
    const { adapter } = adapterFor(fixture);
    await expect(adapter.listAccountVideos(MAIN, { limit: 5, cursor: "1779572800000" })).rejects.toBeInstanceOf(
      TypeError,
    );
    expect(fixture.requests).toHaveLength(0);
  });
});
