// Pure mapping of TikTok web JSON to normalized records.
import { describe, expect, it } from "vitest";
import { MalformedError } from "../errors";
import { mapItem, mapUserDetail, preferredCount, videoUrl } from "./map";
import { classifyProfileStatus, classifyVideoStatus } from "./status-codes";

const BIG_ID = "7012345678901234567";

function userDetail(overrides: Record<string, unknown> = {}) {
  return {
    statusCode: 0,
    userInfo: {
      user: {
        id: BIG_ID,
        uniqueId: "some.creator",
        nickname: "Some Creator",
        secUid: `MS4wLjABAAAA${"a".repeat(64)}`,
        signature: "bio here",
        avatarLarger: "https://cdn/large.jpeg",
        avatarThumb: "https://cdn/thumb.jpeg",
      },
      stats: { followerCount: 5400, followingCount: 9230, heart: 211300, heartCount: 211300, videoCount: 9893 },
      statsV2: { followerCount: "5472", followingCount: "9230", heart: "211339", heartCount: "211339" },
      ...overrides,
    },
  };
}

describe("preferredCount", () => {
  it("takes statsV2 over stats, and stats when statsV2 lacks the key or has garbage", () => {
    expect(preferredCount({ a: "10" }, { a: 9 }, "a")).toBe(10);
    expect(preferredCount({}, { a: 9 }, "a")).toBe(9);
    expect(preferredCount({ a: "n/a" }, { a: 9 }, "a")).toBe(9);
    expect(preferredCount(undefined, undefined, "a")).toBeNull();
  });

  it("tries the keys in order within each group before falling back to stats", () => {
    expect(preferredCount({ heart: "7" }, { heartCount: 5 }, "heartCount", "heart")).toBe(7);
  });
});

describe("mapUserDetail", () => {
  it("maps the profile with exact statsV2 counts and keeps the id a string", () => {
    const { account, secUid } = mapUserDetail(userDetail());
    expect(account).toMatchObject({
      platform: "tiktok",
      platformId: BIG_ID,
      handle: "some.creator",
      displayName: "Some Creator",
      avatarUrl: "https://cdn/large.jpeg",
      profileUrl: "https://www.tiktok.com/@some.creator",
      bio: "bio here",
      followers: 5472,
      following: 9230,
      likesTotal: 211339,
      isDemo: false,
    });
    expect(account.platformId).not.toBe(String(Number(BIG_ID)));
    expect(secUid).toMatch(/^MS4wLjABAAAA/);
    // statsV2 has no videoCount here: the number from stats is used rather than null.
    expect(account.videoCount).toBe(9893);
    expect((account.raw as { user: { secUid: string } }).user.secUid).toBe(secUid);
  });

  it("leaves counts TikTok does not report as null, not 0", () => {
    const { account } = mapUserDetail(userDetail({ stats: undefined, statsV2: { followerCount: "0" } }));
    expect(account.followers).toBe(0);
    expect(account.following).toBeNull();
    expect(account.likesTotal).toBeNull();
    expect(account.videoCount).toBeNull();
  });

  it("reads likes from heart when heartCount is missing, never from diggCount", () => {
    const { account } = mapUserDetail(userDetail({ stats: { heart: 12, diggCount: 999 }, statsV2: {} }));
    expect(account.likesTotal).toBe(12);
  });

  it("rejects a profile without a numeric user id, or with one that lost digits as a number", () => {
    expect(() => mapUserDetail({ statusCode: 0 })).toThrow(MalformedError);
    const lossy = userDetail();
    (lossy.userInfo.user as Record<string, unknown>).id = Number(BIG_ID);
    expect(() => mapUserDetail(lossy)).toThrow(MalformedError);
  });

  it("uses smaller avatars when the large one is missing and null for an empty bio", () => {
    const detail = userDetail();
    const user = detail.userInfo.user as Record<string, unknown>;
    user.avatarLarger = "";
    user.signature = "   ";
    const { account } = mapUserDetail(detail);
    expect(account.avatarUrl).toBe("https://cdn/thumb.jpeg");
    expect(account.bio).toBeNull();
  });
});

describe("mapItem", () => {
  const item = {
    id: "7431234567890123457",
    desc: "caption",
    createTime: "1779471253",
    author: { id: BIG_ID, uniqueId: "some.creator" },
    stats: { playCount: 295000, diggCount: 10500, commentCount: 1256, shareCount: 908, collectCount: "966" },
    statsV2: { playCount: "295123", diggCount: "10532", commentCount: "1256", shareCount: "908", repostCount: "0" },
    video: { duration: 11, cover: "https://cdn/cover.jpeg", originCover: "https://cdn/origin.jpeg" },
  };

  it("maps ids, counts (statsV2 first), time, duration and cover", () => {
    const video = mapItem(item);
    expect(video).toMatchObject({
      platform: "tiktok",
      platformId: "7431234567890123457",
      accountPlatformId: BIG_ID,
      url: "https://www.tiktok.com/@some.creator/video/7431234567890123457",
      caption: "caption",
      thumbnailUrl: "https://cdn/cover.jpeg",
      durationSeconds: 11,
      views: 295123,
      likes: 10532,
      comments: 1256,
      shares: 908,
      bookmarks: 966, // statsV2 lacks collectCount here; stats has it as a string
      isShort: true,
      isDemo: false,
    });
    expect(video.publishedAt?.toISOString()).toBe("2026-05-22T17:34:13.000Z");
    expect(video.raw).toBe(item);
  });

  it("reads createTime given as a number the same as a string", () => {
    expect(mapItem({ ...item, createTime: 1779471253 }).publishedAt).toEqual(mapItem(item).publishedAt);
  });

  it("treats an audio-only slideshow's duration 0 as unknown", () => {
    expect(mapItem({ ...item, video: { duration: 0 } }).durationSeconds).toBeNull();
    expect(mapItem({ ...item, video: undefined }).durationSeconds).toBeNull();
  });

  it("falls back to the caller's author facts, then to @_ in the link", () => {
    const bare = { id: "7431234567890123457", createTime: 1779471253 };
    expect(mapItem(bare, { platformId: BIG_ID, handle: "from.profile" })).toMatchObject({
      accountPlatformId: BIG_ID,
      url: "https://www.tiktok.com/@from.profile/video/7431234567890123457",
    });
    const anonymous = mapItem(bare);
    expect(anonymous.url).toBe(videoUrl("7431234567890123457", null));
    expect(anonymous.url).toContain("/@_/video/");
    expect(anonymous).toMatchObject({ accountPlatformId: null, caption: null, views: null, thumbnailUrl: null });
  });

  it("rejects an item without a usable id", () => {
    expect(() => mapItem({ desc: "no id" })).toThrow(MalformedError);
    expect(() => mapItem({ id: Number("7431234567890123457") })).toThrow(MalformedError);
  });
});

describe("status codes", () => {
  it("maps profile codes the reference names and leaves the rest unknown", () => {
    expect(classifyProfileStatus(0)).toBe("ok");
    expect(classifyProfileStatus(null)).toBe("ok");
    expect(classifyProfileStatus(10221)).toBe("not_found");
    expect(classifyProfileStatus(10202)).toBe("not_found");
    expect(classifyProfileStatus(10222)).toBe("private");
    expect(classifyProfileStatus(10204)).toBe("unknown");
    expect(classifyProfileStatus(10101)).toBe("unknown");
  });

  it("treats gone and private videos as unavailable and other codes as unknown", () => {
    expect(classifyVideoStatus(0)).toBe("ok");
    expect(classifyVideoStatus(10204)).toBe("unavailable");
    expect(classifyVideoStatus(10216)).toBe("unavailable");
    expect(classifyVideoStatus(10222)).toBe("unavailable");
    expect(classifyVideoStatus(10221)).toBe("unknown");
  });
});
