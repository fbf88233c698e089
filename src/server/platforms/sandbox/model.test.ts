// Statistical properties of the demo model over many handles: sizes, upload histories, heavy tails, durations,
// ratios and growth curves. Deterministic like everything in the sandbox, so the thresholds never flake.
import { describe, expect, it } from "vitest";
import { PLATFORM_NAMES, type PlatformName } from "@/domain/platforms";
import type { NormalizedVideo } from "../types";
import { buildAccountModel, followersAt, uploadsBefore, uploadTimeMs } from "./account-model";
import { createDemoAdapter } from "./adapter";
import { hashString } from "./random";
import { DAY_MS, DEMO_ANCHOR_MS, YEAR_MS } from "./source";
import { TRAITS } from "./traits";
import { buildVideoModel, countsAt, growthAt } from "./video-model";

const NOW = new Date("2026-11-22T12:00:00Z");
const HANDLES = Array.from({ length: 40 }, (_, i) => `creator${i}`);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function videosOf(platform: PlatformName, handle: string): Promise<NormalizedVideo[]> {
  const adapter = createDemoAdapter(platform, { now: () => NOW });
  return (await adapter.listAccountVideos({ platform, handle }, { limit: 1000 })).videos;
}

describe("accounts", () => {
  const models = Array.from({ length: 400 }, (_, i) => buildAccountModel("tiktok", hashString(`a${i}`), false));

  it("range from hundreds to millions of followers, log-normally", () => {
    const followers = models.map((model) => model.followersAtAnchor);
    expect(Math.min(...followers)).toBeLessThan(1_000);
    expect(Math.max(...followers)).toBeGreaterThan(1_000_000);
    expect(median(followers)).toBeGreaterThan(10_000);
    expect(median(followers)).toBeLessThan(100_000);
    expect(followers.every((count) => count >= 150)).toBe(true);
  });

  it("upload 20 to 400 videos over the 1 to 3 years before the anchor date", () => {
    for (const model of models) {
      expect(uploadsBefore(model, DEMO_ANCHOR_MS)).toBeGreaterThanOrEqual(19);
      expect(uploadsBefore(model, DEMO_ANCHOR_MS)).toBeLessThanOrEqual(401);
      expect(DEMO_ANCHOR_MS - model.firstUploadMs).toBeGreaterThanOrEqual(YEAR_MS);
      expect(DEMO_ANCHOR_MS - model.firstUploadMs).toBeLessThanOrEqual(3 * YEAR_MS);
      expect(uploadsBefore(model, model.firstUploadMs - 1)).toBe(0);
    }
  });

  it("count uploads exactly: upload k exists once its publish time has passed", () => {
    for (const model of models.slice(0, 20)) {
      for (const days of [-400, -30, 0, 1, 17, 200]) {
        const now = DEMO_ANCHOR_MS + days * DAY_MS;
        const count = uploadsBefore(model, now);
        if (count > 0) expect(uploadTimeMs(model, count - 1)).toBeLessThanOrEqual(now);
        expect(uploadTimeMs(model, count)).toBeGreaterThan(now);
      }
    }
  });

  it("publish uploads in strictly increasing order", () => {
    const model = models[0];
    if (!model) throw new Error("no model");
    const times = Array.from({ length: 600 }, (_, k) => uploadTimeMs(model, k));
    expect(times.every((time, k) => k === 0 || time > (times[k - 1] ?? Infinity))).toBe(true);
  });

  it("gain followers over time and never lose them", () => {
    for (const model of models.slice(0, 50)) {
      let previous = 0;
      for (let days = -1200; days <= 1200; days += 30) {
        const followers = followersAt(model, DEMO_ANCHOR_MS + days * DAY_MS);
        expect(followers).toBeGreaterThanOrEqual(previous);
        previous = followers;
      }
    }
  });

  it("have no uploads when empty", () => {
    const model = buildAccountModel("youtube", 1, true);
    expect(uploadsBefore(model, NOW.getTime() + 10 * YEAR_MS)).toBe(0);
  });
});

describe.each(PLATFORM_NAMES)("%s videos", (platform) => {
  // Instagram reports no views for other accounts: its heavy tail shows in likes.
  const metric = (video: NormalizedVideo) => (platform === "instagram" ? video.likes : video.views) ?? 0;

  it("have a heavy tail: most accounts have a video at 10× their median or more", async () => {
    let withOutlier = 0;
    for (const handle of HANDLES) {
      const values = (await videosOf(platform, handle)).map(metric);
      const typical = median(values);
      if (values.some((value) => value >= 10 * typical)) withOutlier++;
    }
    expect(withOutlier / HANDLES.length).toBeGreaterThanOrEqual(0.7);
  });

  it("keep believable ratios between counts", async () => {
    const likeRates: number[] = [];
    for (const handle of HANDLES.slice(0, 15)) {
      for (const video of await videosOf(platform, handle)) {
        const { views, likes, comments, shares, bookmarks } = video;
        expect(likes).not.toBeNull();
        if (views !== null) expect(likes ?? 0).toBeLessThanOrEqual(views);
        expect(comments ?? 0).toBeLessThanOrEqual(likes ?? 0);
        if (shares !== null) expect(shares).toBeLessThanOrEqual(likes ?? 0);
        if (bookmarks !== null) expect(bookmarks).toBeLessThanOrEqual(likes ?? 0);
        if (views !== null && views >= 1000) likeRates.push((likes ?? 0) / views);
      }
    }
    if (platform !== "instagram") {
      const typical = median(likeRates);
      expect(typical).toBeGreaterThan(TRAITS[platform].likesPerView / 2);
      expect(typical).toBeLessThan(TRAITS[platform].likesPerView * 2);
      expect(Math.max(...likeRates)).toBeLessThanOrEqual(0.4);
    }
  });

  it("last from 5 seconds to the platform's maximum, spread across the range", () => {
    const account = buildAccountModel(platform, hashString(`durations:${platform}`), false);
    const durations = Array.from(
      { length: 2000 },
      (_, i) => buildVideoModel(account, hashString(`d${i}`), DEMO_ANCHOR_MS).durationSeconds,
    );
    const max = TRAITS[platform].durationMaxSeconds;
    expect(durations.every((seconds) => Number.isInteger(seconds) && seconds >= 5 && seconds <= max)).toBe(true);
    expect(durations.some((seconds) => seconds <= 10)).toBe(true);
    expect(durations.some((seconds) => seconds >= 60)).toBe(true);
    expect(median(durations)).toBeGreaterThan(12);
    expect(median(durations)).toBeLessThan(45);
  });
});

describe("growth", () => {
  const account = buildAccountModel("tiktok", hashString("growth"), false);
  const videos = Array.from({ length: 200 }, (_, i) => buildVideoModel(account, hashString(`g${i}`), DEMO_ANCHOR_MS));

  it("starts at zero, rises quickly, then flattens towards the final counts", () => {
    for (const video of videos) {
      expect(growthAt(video, DEMO_ANCHOR_MS)).toBe(0);
      expect(growthAt(video, DEMO_ANCHOR_MS - DAY_MS)).toBe(0);
      const day = growthAt(video, DEMO_ANCHOR_MS + DAY_MS);
      const week = growthAt(video, DEMO_ANCHOR_MS + 7 * DAY_MS);
      const quarter = growthAt(video, DEMO_ANCHOR_MS + 90 * DAY_MS);
      const years = growthAt(video, DEMO_ANCHOR_MS + 3 * YEAR_MS);
      expect(day).toBeGreaterThan(0);
      expect(week).toBeGreaterThan(day);
      expect(quarter).toBeGreaterThan(week);
      expect(quarter).toBeGreaterThan(0.85);
      expect(years).toBeLessThanOrEqual(1);
      expect(years).toBeGreaterThan(0.999);
      // Flattening: the second week adds less than the first.
      expect(growthAt(video, DEMO_ANCHOR_MS + 14 * DAY_MS) - week).toBeLessThan(week);
    }
  });

  it("moves every count up together", () => {
    for (const video of videos.slice(0, 50)) {
      const early = countsAt(video, DEMO_ANCHOR_MS + 2 * DAY_MS);
      const late = countsAt(video, DEMO_ANCHOR_MS + 60 * DAY_MS);
      for (const key of ["views", "likes", "comments", "shares", "bookmarks"] as const) {
        expect(late[key]).toBeGreaterThanOrEqual(early[key]);
      }
      expect(late.views).toBeGreaterThan(early.views);
    }
  });
});
