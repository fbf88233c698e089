// Per-post insights (`GET /v1.0/{media-id}/insights`, reference §4.3): lifetime counts as
// `data[].values[0].value`, or as `total_value.value`, the layout user-level insights use for most metrics.
import "server-only";
import { parseCount } from "../counts";
import { MalformedError } from "../errors";
import { THREADS_SOURCE } from "./source";

export const POST_METRICS = ["views", "likes", "replies", "reposts", "quotes", "shares"] as const;
export type PostMetric = (typeof POST_METRICS)[number];
export type PostInsights = Record<PostMetric, number | null>;

export function emptyInsights(): PostInsights {
  return { views: null, likes: null, replies: null, reposts: null, quotes: null, shares: null };
}

function metricValue(entry: Record<string, unknown>): number | null {
  const values = entry.values;
  if (Array.isArray(values) && values.length > 0) {
    const first: unknown = values[0];
    return typeof first === "object" && first !== null ? parseCount((first as { value?: unknown }).value) : null;
  }
  const total = entry.total_value;
  return typeof total === "object" && total !== null ? parseCount((total as { value?: unknown }).value) : null;
}

/** Metrics left out of the answer stay null (REPOST_FACADE posts answer an empty list). */
export function parsePostInsights(body: Record<string, unknown>): PostInsights {
  if (!Array.isArray(body.data)) throw new MalformedError(THREADS_SOURCE, "Threads answered insights without data");
  const insights = emptyInsights();
  for (const entry of body.data) {
    if (typeof entry !== "object" || entry === null) continue;
    const name = (entry as { name?: unknown }).name;
    if ((POST_METRICS as readonly unknown[]).includes(name)) {
      insights[name as PostMetric] = metricValue(entry as Record<string, unknown>);
    }
  }
  return insights;
}
