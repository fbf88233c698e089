// The inputs of the analytics (DESIGN.md section 7). Shapes are deliberately smaller than the adapters'
// NormalizedVideo so the domain stays pure and the browser can feed it from API answers too.

/** One video's public numbers. A count is null when the platform does not report it (never 0 for "unknown"). */
export interface VideoStats {
  id: string;
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  bookmarks: number | null;
  durationSeconds: number | null;
  publishedAt: Date | null;
}

/** The counts of one entity (a video or an account) at one moment, as the tracking engine recorded them. */
export interface Snapshot {
  capturedAt: Date;
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  bookmarks: number | null;
}

/** The counts whose sum is engagement; both a video and a snapshot carry them. */
export type EngagementParts = Pick<VideoStats, "likes" | "comments" | "shares" | "bookmarks">;

/** Closed interval min..max; analyses return null instead of a range when nothing is known. */
export interface NumericRange {
  min: number;
  max: number;
}
