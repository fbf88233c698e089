// Virality analysis of an account: how far its videos spread around the median (spec: "virality median
// analysis and range").
import { knownCount } from "./known";
import { median } from "./median";
import { isViralMultiple, outlierMultiples, VIRAL_MULTIPLE } from "./outliers";
import { rangeOf } from "./range";
import { medianViews } from "./summary";
import type { NumericRange, VideoStats } from "./types";

/** The multiples whose reach the analysis reports; the last one is the viral threshold. */
export const VIRALITY_THRESHOLDS = [2, 5, VIRAL_MULTIPLE] as const;

export interface ViralityAnalysis {
  /** The baseline: the median views the multiples are measured against. */
  medianViews: number | null;
  /** Videos with a multiple (known views and a median above 0): the denominator of the shares. */
  videoCount: number;
  /**
   * Median of the multiples. Against the account's own median this is 1 by construction whenever it is defined;
   * it differs from 1 when the baseline is passed in (a subset measured against the whole account).
   */
  medianMultiple: number | null;
  /** Lowest..highest multiple. */
  range: NumericRange | null;
  /**
   * Fractions (0..1, not rounded) of the videos with a multiple at or above 2x, 5x and 10x ("above" is inclusive,
   * like the viral rule). Null when no video has a multiple.
   */
  shareAtLeast2x: number | null;
  shareAtLeast5x: number | null;
  shareAtLeast10x: number | null;
  /** Videos at or above VIRAL_MULTIPLE. */
  viralCount: number;
}

export function analyzeVirality(
  videos: readonly VideoStats[],
  accountMedianViews: number | null = medianViews(videos),
): ViralityAnalysis {
  const multiples: number[] = [];
  for (const entry of outlierMultiples(videos, accountMedianViews)) {
    if (entry.multiple !== null) multiples.push(entry.multiple);
  }
  const share = (threshold: number): number | null =>
    multiples.length === 0 ? null : multiples.filter((multiple) => multiple >= threshold).length / multiples.length;
  const [x2, x5, x10] = VIRALITY_THRESHOLDS;
  return {
    medianViews: knownCount(accountMedianViews),
    videoCount: multiples.length,
    medianMultiple: median(multiples),
    range: rangeOf(multiples),
    shareAtLeast2x: share(x2),
    shareAtLeast5x: share(x5),
    shareAtLeast10x: share(x10),
    viralCount: multiples.filter(isViralMultiple).length,
  };
}
