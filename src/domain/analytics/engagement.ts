// engagement = likes + comments + shares + bookmarks; engagement rate = engagement / views (DESIGN.md section 7).
import { knownCount, ratioOrNull } from "./known";
import type { EngagementParts } from "./types";

/**
 * Sum of the known parts; null only when all four are unknown. Platforms routinely hide one part (Instagram has
 * no public shares, YouTube no bookmarks), so requiring all four would leave most videos without engagement;
 * the sum of what is public is the number the platform itself lets anyone compute. An unknown part is not 0:
 * it is left out, and a video with no known part has no engagement at all.
 */
export function engagementOf(parts: EngagementParts): number | null {
  let total = 0;
  let knownParts = 0;
  for (const value of [parts.likes, parts.comments, parts.shares, parts.bookmarks]) {
    const count = knownCount(value);
    if (count === null) continue;
    total += count;
    knownParts += 1;
  }
  return knownParts === 0 ? null : total;
}

/**
 * Engagement per view as a fraction (0.05 = 5 %), not rounded. Null when views are unknown or 0 (a rate over
 * nothing is undefined) or when engagement is unknown. It can exceed 1: a video can collect more likes than
 * the platform counts as views (views counted late, likes from embeds).
 */
export function engagementRate(video: EngagementParts & { views: number | null }): number | null {
  const views = knownCount(video.views);
  const engagement = engagementOf(video);
  if (views === null || engagement === null) return null;
  return ratioOrNull(engagement, views);
}
