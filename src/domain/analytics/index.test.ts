import { describe, expect, it } from "vitest";
import * as analytics from "./index";

describe("analytics index", () => {
  it("re-exports the public API of every module", () => {
    const expected = [
      "analyzeAccount",
      "DEFAULT_MOST_VIRAL_LIMIT",
      "summarizeViews",
      "medianViews",
      "knownViews",
      "engagementOf",
      "engagementRate",
      "VIRAL_MULTIPLE",
      "outlierMultiple",
      "outlierMultiples",
      "isViralMultiple",
      "mostViralVideos",
      "analyzeVirality",
      "VIRALITY_THRESHOLDS",
      "DURATION_BUCKETS",
      "durationBucketOf",
      "analyzeDuration",
      "minimumVideosForBestDuration",
      "allTimeTotals",
      "GROWTH_WINDOWS",
      "GROWTH_METRICS",
      "growthEnds",
      "growthOf",
      "growthReport",
      "postingHeatmap",
      "heatmapCell",
      "localWeekdayHour",
      "normalizeUtcOffset",
      "feedMetrics",
      "median",
      "rangeOf",
      "knownCount",
      "knownDate",
      "ratioOrNull",
    ];
    for (const name of expected) expect(analytics, name).toHaveProperty(name);
  });

  it("does not leak the test helpers", () => {
    expect(analytics).not.toHaveProperty("seededRandom");
    expect(analytics).not.toHaveProperty("forAll");
  });
});
