import { describe, expect, it } from "vitest";
import { parseInput } from "@/domain/parse-input";
import { PLATFORM_NAMES, type PlatformName } from "@/domain/platforms";
import { MalformedError, NotFoundError, PrivateError } from "../errors";
import type { NormalizedVideo, PlatformAdapter } from "../types";
import { createDemoAdapter } from "./adapter";

const NOW = new Date("2026-11-22T12:00:00Z");
const DAY = 86_400_000;

function adapterAt(platform: PlatformName, time: Date = NOW): PlatformAdapter {
  return createDemoAdapter(platform, { now: () => time });
}

function later(days: number): Date {
  return new Date(NOW.getTime() + days * DAY);
}

async function allVideos(adapter: PlatformAdapter, handle: string, limit = 50): Promise<NormalizedVideo[]> {
  const videos: NormalizedVideo[] = [];
  let cursor: string | null = null;
  do {
    const page = await adapter.listAccountVideos({ platform: adapter.platform, handle }, { limit, cursor });
    videos.push(...page.videos);
    cursor = page.cursor;
  } while (cursor);
  return videos;
}

describe.each(PLATFORM_NAMES)("demo %s adapter", (platform) => {
  const ref = { platform, handle: "maya.cooks" };

  it("names itself the demo source", () => {
    const adapter = adapterAt(platform);
    expect(adapter.platform).toBe(platform);
    expect(adapter.source).toBe("demo");
  });

  it("answers the same twice, and across two adapter instances", async () => {
    const first = adapterAt(platform);
    const second = createDemoAdapter(platform, { now: () => new Date(NOW.getTime()) });
    expect(await first.fetchAccount(ref)).toEqual(await first.fetchAccount(ref));
    expect(await first.fetchAccount(ref)).toEqual(await second.fetchAccount(ref));
    const page = await first.listAccountVideos(ref, { limit: 20 });
    expect(page).toEqual(await second.listAccountVideos(ref, { limit: 20 }));
    const ids = page.videos.map((video) => ({ platform, id: video.platformId }));
    expect(await first.fetchVideos(ids)).toEqual(await second.fetchVideos(ids));
  });

  it("flags every record as demo data", async () => {
    const adapter = adapterAt(platform);
    expect((await adapter.fetchAccount(ref)).isDemo).toBe(true);
    const videos = await allVideos(adapter, ref.handle);
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((video) => video.isDemo)).toBe(true);
    const fetched = await adapter.fetchVideos([{ platform, id: videos[0]?.platformId ?? "" }]);
    expect(fetched.every((video) => video.isDemo)).toBe(true);
  });

  it("gives an account in the platform's real shape", async () => {
    const account = await adapterAt(platform).fetchAccount(ref);
    expect(account.platform).toBe(platform);
    expect(account.handle).toBe("maya.cooks");
    expect(account.displayName).toBeTruthy();
    expect(account.bio).toBeTruthy();
    expect(account.avatarUrl).toMatch(/^data:image\/svg\+xml,/);
    expect(account.followers).toBeGreaterThan(0);
    expect(account.videoCount).toBeGreaterThan(0);
    // The profile link parses back to the same handle.
    expect(parseInput(account.profileUrl ?? "")).toEqual({ platform, kind: "account", handle: "maya.cooks" });
  });

  it("reads handles case-insensitively and keeps the typed case", async () => {
    const adapter = adapterAt(platform);
    const lower = await adapter.fetchAccount(ref);
    const upper = await adapter.fetchAccount({ platform, handle: "@Maya.Cooks" });
    expect(upper.platformId).toBe(lower.platformId);
    expect(upper.followers).toBe(lower.followers);
    expect(upper.handle).toBe("Maya.Cooks");
  });

  it("finds the account again by its platformId", async () => {
    const adapter = adapterAt(platform);
    const byHandle = await adapter.fetchAccount(ref);
    const byId = await adapter.fetchAccount({ platform, id: byHandle.platformId });
    const byBoth = await adapter.fetchAccount({ platform, id: byHandle.platformId, handle: "maya.cooks" });
    expect(byBoth).toEqual(byHandle);
    // The handle is not part of the id: alone, the id gives the same account without it.
    expect({ ...byId, handle: byHandle.handle, profileUrl: byHandle.profileUrl }).toEqual(byHandle);
    expect(byId.handle).toBeNull();
  });

  it("turns another platform id into a generated account that can be fetched again", async () => {
    const adapter = adapterAt(platform);
    const foreignId = platform === "youtube" ? "UCX6OQ3DkcsbYNE6H8uQQuVA" : "6812345678901234567";
    const first = await adapter.fetchAccount({ platform, id: foreignId });
    expect(first.handle).toBeTruthy();
    expect(await adapter.fetchAccount({ platform, id: first.platformId })).toEqual(first);
    expect(await adapter.fetchAccount({ platform, id: foreignId })).toEqual(first);
  });

  it("reports -404 handles as not found and -private ones as private", async () => {
    const adapter = adapterAt(platform);
    await expect(adapter.fetchAccount({ platform, handle: "ghost-404" })).rejects.toBeInstanceOf(NotFoundError);
    await expect(adapter.listAccountVideos({ platform, handle: "ghost-404" }, { limit: 5 })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(adapter.fetchAccount({ platform, handle: "ghost_404" })).rejects.toBeInstanceOf(NotFoundError);
    await expect(adapter.fetchAccount({ platform, handle: "secret-private" })).rejects.toBeInstanceOf(PrivateError);
    await expect(adapter.fetchAccount({ platform, handle: "secret.private" })).rejects.toMatchObject({
      kind: "private",
    });
    await expect(
      adapter.listAccountVideos({ platform, handle: "secret-private" }, { limit: 5 }),
    ).rejects.toBeInstanceOf(PrivateError);
  });

  it("refuses refs that name nothing", async () => {
    const adapter = adapterAt(platform);
    await expect(adapter.fetchAccount({ platform })).rejects.toBeInstanceOf(NotFoundError);
    await expect(adapter.fetchAccount({ platform, handle: "not a handle" })).rejects.toBeInstanceOf(NotFoundError);
    await expect(adapter.fetchAccount({ platform, id: "not an id" })).rejects.toBeInstanceOf(NotFoundError);
  });

  it("gives -empty handles an account without videos, also when named by id", async () => {
    const adapter = adapterAt(platform);
    const account = await adapter.fetchAccount({ platform, handle: "quiet-empty" });
    expect(account.videoCount).toBe(0);
    expect(await adapter.listAccountVideos({ platform, handle: "quiet-empty" }, { limit: 10 })).toEqual({
      videos: [],
      cursor: null,
    });
    expect((await adapter.fetchAccount({ platform, id: account.platformId })).videoCount).toBe(0);
    expect(await adapter.listAccountVideos({ platform, id: account.platformId }, { limit: 10 })).toEqual({
      videos: [],
      cursor: null,
    });
  });

  it("pages newest first without duplicates, honouring the limit", async () => {
    const adapter = adapterAt(platform);
    const account = await adapter.fetchAccount(ref);
    const pages: NormalizedVideo[][] = [];
    let cursor: string | null = null;
    do {
      const page = await adapter.listAccountVideos(ref, { limit: 7, cursor });
      pages.push(page.videos);
      cursor = page.cursor;
    } while (cursor);
    const videos = pages.flat();
    expect(pages.slice(0, -1).every((page) => page.length === 7)).toBe(true);
    expect(pages.at(-1)?.length).toBeGreaterThan(0);
    expect(videos).toHaveLength(account.videoCount ?? -1);
    expect(new Set(videos.map((video) => video.platformId)).size).toBe(videos.length);
    const times = videos.map((video) => video.publishedAt?.getTime() ?? Number.NaN);
    expect(times.every((time, i) => i === 0 || time <= (times[i - 1] ?? 0))).toBe(true);
    expect(times.every((time) => time <= NOW.getTime())).toBe(true);
    expect(videos.every((video) => video.accountPlatformId === account.platformId)).toBe(true);
  });

  it("keeps paging stable when uploads appear between two pages", async () => {
    const firstPage = await adapterAt(platform).listAccountVideos(ref, { limit: 10 });
    const secondPage = await adapterAt(platform, later(60)).listAccountVideos(ref, {
      limit: 10,
      cursor: firstPage.cursor,
    });
    const firstIds = new Set(firstPage.videos.map((video) => video.platformId));
    expect(secondPage.videos.some((video) => firstIds.has(video.platformId))).toBe(false);
    const oldestFirst = firstPage.videos.at(-1)?.publishedAt?.getTime() ?? 0;
    expect(secondPage.videos.every((video) => (video.publishedAt?.getTime() ?? Infinity) <= oldestFirst)).toBe(true);
  });

  it("refuses cursors it did not issue", async () => {
    await expect(adapterAt(platform).listAccountVideos(ref, { limit: 5, cursor: "page-2" })).rejects.toBeInstanceOf(
      MalformedError,
    );
  });

  it("reveals new uploads as time advances, and counts only grow", async () => {
    const before = adapterAt(platform);
    const after = adapterAt(platform, later(45));
    const accountBefore = await before.fetchAccount(ref);
    const accountAfter = await after.fetchAccount(ref);
    expect(accountAfter.videoCount ?? 0).toBeGreaterThan(accountBefore.videoCount ?? 0);
    expect(accountAfter.followers ?? 0).toBeGreaterThanOrEqual(accountBefore.followers ?? 0);
    if (accountBefore.likesTotal !== null) {
      expect(accountAfter.likesTotal ?? 0).toBeGreaterThan(accountBefore.likesTotal);
    }

    const newestBefore = (await before.listAccountVideos(ref, { limit: 1 })).videos[0];
    const newestAfter = (await after.listAccountVideos(ref, { limit: 1 })).videos[0];
    expect(newestAfter?.publishedAt?.getTime()).toBeGreaterThan(newestBefore?.publishedAt?.getTime() ?? Infinity);
    expect(newestAfter?.publishedAt?.getTime()).toBeLessThanOrEqual(later(45).getTime());
  });

  it("never lowers a count as time goes by", async () => {
    const videos = (await adapterAt(platform).listAccountVideos(ref, { limit: 30 })).videos;
    const refs = videos.map((video) => ({ platform, id: video.platformId }));
    const keys = ["views", "likes", "comments", "shares", "bookmarks"] as const;
    let previous = await adapterAt(platform).fetchVideos(refs);
    for (const days of [0.01, 0.1, 1, 3, 10, 30, 90, 365, 1000]) {
      const current = await adapterAt(platform, later(days)).fetchVideos(refs);
      expect(current.map((video) => video.platformId)).toEqual(previous.map((video) => video.platformId));
      current.forEach((video, i) => {
        for (const key of keys) expect(video[key] ?? 0).toBeGreaterThanOrEqual(previous[i]?.[key] ?? 0);
      });
      previous = current;
    }
  });

  it("fetches listed videos with the same numbers as the listing", async () => {
    const adapter = adapterAt(platform);
    const listed = (await adapter.listAccountVideos(ref, { limit: 15 })).videos;
    const withHandle = await adapter.fetchVideos(
      listed.map((v) => ({ platform, id: v.platformId, handle: ref.handle })),
    );
    expect(withHandle).toEqual(listed);
    // Without the author's handle only the link may differ (TikTok and Threads links carry the handle).
    const withoutHandle = await adapter.fetchVideos(listed.map((video) => ({ platform, id: video.platformId })));
    expect(withoutHandle.map((video) => ({ ...video, url: null }))).toEqual(
      listed.map((video) => ({ ...video, url: null })),
    );
  });

  it("parses its own video links back to the same video", async () => {
    const adapter = adapterAt(platform);
    const listed = (await adapter.listAccountVideos(ref, { limit: 5 })).videos;
    for (const video of listed) {
      const parsed = parseInput(video.url ?? "");
      expect(parsed).toMatchObject({ platform, kind: "video" });
      const [again] = await adapter.fetchVideos([{ platform, id: parsed.id ?? "" }]);
      expect(again?.platformId).toBe(video.platformId);
      expect(again?.views).toBe(video.views);
      expect(again?.likes).toBe(video.likes);
    }
  });

  it("derives a video from any well-formed id, in request order, and drops malformed ones", async () => {
    const adapter = adapterAt(platform);
    const wellFormed: Record<PlatformName, string[]> = {
      youtube: ["dQw4w9WgXcQ", "a-B_c1D2e3F", "ZZZZZZZZZZZ"],
      tiktok: ["7301234567890123456", "123456789012345", "6718335390845095173"],
      instagram: ["C1a2B3c4D5e", "CuE3hZ8Ndj7", "17895695668004550"],
      threads: ["C3sKxYz1AbC", "CuXFPIeLLod", "18028012345678901"],
    };
    const ids = wellFormed[platform];
    const refs = [...ids, "not valid!", ""].map((id) => ({ platform, id }));
    const videos = await adapter.fetchVideos(refs);
    expect(videos.map((video) => video.platformId)).toEqual(ids);
    for (const video of videos) {
      expect(video.isDemo).toBe(true);
      expect(video.publishedAt?.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(video.likes).toBeGreaterThan(0);
      // The author is a real (generated) demo account.
      const author = await adapter.fetchAccount({ platform, id: video.accountPlatformId ?? "" });
      expect(author.platformId).toBe(video.accountPlatformId);
      expect(author.handle).toBeTruthy();
    }
    expect(await createDemoAdapter(platform, { now: () => NOW }).fetchVideos(refs)).toEqual(videos);
  });
});

describe("what each platform reports", () => {
  it("leaves out what the real sources cannot report", async () => {
    const [youtube] = (
      await adapterAt("youtube").listAccountVideos({ platform: "youtube", handle: "mkbhd" }, { limit: 1 })
    ).videos;
    expect(youtube).toMatchObject({ shares: null, bookmarks: null, isShort: true });
    expect(youtube?.views).toEqual(expect.any(Number));
    expect(youtube?.durationSeconds).toEqual(expect.any(Number));

    const [tiktok] = (
      await adapterAt("tiktok").listAccountVideos({ platform: "tiktok", handle: "scout2015" }, { limit: 1 })
    ).videos;
    for (const key of ["views", "likes", "comments", "shares", "bookmarks", "durationSeconds"] as const) {
      expect(tiktok?.[key]).toEqual(expect.any(Number));
    }

    const [instagram] = (
      await adapterAt("instagram").listAccountVideos({ platform: "instagram", handle: "natgeo" }, { limit: 1 })
    ).videos;
    expect(instagram).toMatchObject({
      views: null,
      shares: null,
      bookmarks: null,
      durationSeconds: null,
      isShort: true,
    });
    expect(instagram?.likes).toEqual(expect.any(Number));

    const [threads] = (
      await adapterAt("threads").listAccountVideos({ platform: "threads", handle: "zuck" }, { limit: 1 })
    ).videos;
    expect(threads).toMatchObject({ bookmarks: null, durationSeconds: null, isShort: null });
    expect(threads?.views).toEqual(expect.any(Number));
  });

  it("reports account totals only where the real source has them", async () => {
    const youtube = await adapterAt("youtube").fetchAccount({ platform: "youtube", handle: "mkbhd" });
    expect(youtube).toMatchObject({ following: null, likesTotal: null });
    // The YouTube Data API rounds subscriber counts to three significant figures.
    const followers = youtube.followers ?? 0;
    expect(String(followers).replace(/0+$/, "").length).toBeLessThanOrEqual(3);

    const tiktok = await adapterAt("tiktok").fetchAccount({ platform: "tiktok", handle: "scout2015" });
    expect(tiktok.following).toEqual(expect.any(Number));
    const videos = await allVideos(adapterAt("tiktok"), "scout2015", 100);
    expect(tiktok.likesTotal).toBe(videos.reduce((sum, video) => sum + (video.likes ?? 0), 0));

    const instagram = await adapterAt("instagram").fetchAccount({ platform: "instagram", handle: "natgeo" });
    expect(instagram).toMatchObject({ likesTotal: null, following: expect.any(Number) });
  });
});
