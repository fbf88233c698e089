// Builders for hand-written test cases: every field unknown unless the test says otherwise.
import type { Snapshot, VideoStats } from "../types";

let nextId = 0;

export function video(fields: Partial<VideoStats> = {}): VideoStats {
  nextId += 1;
  return {
    id: `video-${nextId}`,
    views: null,
    likes: null,
    comments: null,
    shares: null,
    bookmarks: null,
    durationSeconds: null,
    publishedAt: null,
    ...fields,
  };
}

/** Videos with the given view counts (null = unknown), nothing else known. */
export function videosWithViews(...views: (number | null)[]): VideoStats[] {
  return views.map((count) => video({ views: count }));
}

export function snapshot(capturedAt: string, fields: Partial<Omit<Snapshot, "capturedAt">> = {}): Snapshot {
  return {
    capturedAt: new Date(capturedAt),
    views: null,
    likes: null,
    comments: null,
    shares: null,
    bookmarks: null,
    ...fields,
  };
}

/** Walks a value and returns the paths of every NaN or ±Infinity in it: the analytics must never produce one. */
export function nonFiniteNumbers(value: unknown, path = "$", seen = new Set<unknown>()): string[] {
  if (typeof value === "number") return Number.isFinite(value) ? [] : [path];
  if (value === null || typeof value !== "object" || value instanceof Date || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, child]) => nonFiniteNumbers(child, `${path}.${key}`, seen));
}
