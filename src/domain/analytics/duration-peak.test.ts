import { describe, expect, it } from "vitest";
import { analyzeDuration } from "./duration";
import { peakBelowMinimum } from "./duration-peak";
import type { VideoStats } from "./types";

let id = 0;
const video = (durationSeconds: number, views: number): VideoStats => ({
  id: `v${++id}`,
  views,
  likes: null,
  comments: null,
  shares: null,
  bookmarks: null,
  durationSeconds,
  publishedAt: null,
});

describe("peakBelowMinimum", () => {
  it("names the chart's tallest bar when it has too few videos to be the best duration", () => {
    // Five 20-second videos at 1,000 views, two 70-second ones at 50,000: 60-90 s peaks but has 2 < 3 videos.
    const videos = [...Array.from({ length: 5 }, () => video(20, 1000)), video(70, 50_000), video(75, 50_000)];
    const duration = analyzeDuration(videos);
    expect(duration.bestDuration?.bucket.id).not.toBe("60-90");
    const peak = peakBelowMinimum(duration);
    expect(peak?.bucket.id).toBe("60-90");
    expect(peak?.countWithViews).toBe(2);
  });

  it("is null when the best duration is the peak, or there is no best duration", () => {
    const videos = [...Array.from({ length: 5 }, () => video(20, 9000)), video(70, 50), video(75, 50)];
    expect(peakBelowMinimum(analyzeDuration(videos))).toBeNull();
    expect(peakBelowMinimum(analyzeDuration([video(70, 50_000), video(75, 50_000)]))).toBeNull();
  });
});
