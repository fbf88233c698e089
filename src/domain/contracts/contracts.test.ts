// The contracts' own rules: what they accept and refuse, independent of any route.
import { describe, expect, it, vi } from "vitest";
import { DURATION_BUCKETS } from "../analytics";
import { DurationBucketStats, videoStatsAnswer } from "./analytics";
import { IsoDateTime, orNull, PlatformName } from "./common";
import { TeamStatistic } from "./tracking";

describe("videoStatsAnswer", () => {
  const video = { id: "v1", views: 10, likes: null, comments: 1, shares: null, bookmarks: 0, durationSeconds: 30 };

  it("writes the publish time as the ISO string JSON would carry", () => {
    const publishedAt = new Date("2026-03-01T08:30:00Z");
    expect(videoStatsAnswer({ ...video, publishedAt })).toEqual({ ...video, publishedAt: "2026-03-01T08:30:00.000Z" });
  });

  it("keeps an unknown publish time null, and a stored ISO string as it was", () => {
    expect(videoStatsAnswer({ ...video, publishedAt: null }).publishedAt).toBeNull();
    const stored = "2026-03-01T08:30:00.000Z" as unknown as Date;
    expect(videoStatsAnswer({ ...video, publishedAt: stored }).publishedAt).toBe("2026-03-01T08:30:00.000Z");
  });
});

describe("DurationBucketStats", () => {
  const stats = (bucket: unknown) => ({ bucket, count: 2, countWithViews: 1, medianViews: null });

  it("accepts each of the domain's buckets exactly", () => {
    for (const bucket of DURATION_BUCKETS) expect(DurationBucketStats.safeParse(stats(bucket)).success).toBe(true);
  });

  it("refuses a bucket whose bounds do not belong to its id, or an id that is not a bucket", () => {
    expect(DurationBucketStats.safeParse(stats({ id: "0-15", minSeconds: 0, maxSeconds: 30 })).success).toBe(false);
    expect(DurationBucketStats.safeParse(stats({ id: "180+", minSeconds: 180, maxSeconds: 0 })).success).toBe(false);
    expect(DurationBucketStats.safeParse(stats({ id: "5-10", minSeconds: 5, maxSeconds: 10 })).success).toBe(false);
  });
});

describe("common shapes", () => {
  it("takes only toISOString() instants as ISO times", () => {
    expect(IsoDateTime.safeParse(new Date("2026-01-31T00:00:00Z").toISOString()).success).toBe(true);
    expect(IsoDateTime.safeParse("2026-01-31").success).toBe(false);
    expect(IsoDateTime.safeParse("yesterday").success).toBe(false);
  });

  it("orNull allows null and the schema's values, nothing else", () => {
    const platform = orNull(PlatformName);
    expect(platform.safeParse(null).success).toBe(true);
    expect(platform.safeParse("tiktok").success).toBe(true);
    expect(platform.safeParse("myspace").success).toBe(false);
    expect(platform.safeParse(undefined).success).toBe(false);
  });

  it("types the statistic's counts by status as whole numbers", () => {
    const statistic = {
      plan: "free",
      limits: { feeds: 5, channels: 0, history_days: 7, refresh_hours: 24, seats: 0 },
      usage: { feeds: 1, channels: 0 },
      feeds_by_status: { "1": 1 },
      channels_by_status: {},
    };
    expect(TeamStatistic.safeParse(statistic).success).toBe(true);
    expect(TeamStatistic.safeParse({ ...statistic, feeds_by_status: { "1": "one" } }).success).toBe(false);
  });
});

describe("component ids", () => {
  // `.meta({ id })` names the OpenAPI components. Next's dev server re-evaluates an edited module, registering the
  // same ids again in zod's global registry; the installed zod overwrites them (its docs once said it throws), so
  // a zod upgrade that throws again fails here rather than in the dev server.
  it("survive the contract modules being evaluated again", async () => {
    vi.resetModules();
    const again = await import("./tracking");
    expect(again.FeedItem.meta()?.id).toBe("Feed");
  });
});
