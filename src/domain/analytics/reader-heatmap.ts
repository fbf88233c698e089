// The posting-time heatmap in the reader's time zone (issue 20 item 7): an analysis is computed once and stored with
// its heatmap in UTC, but its feeds keep every video's publish time and views, so each reader gets the cells
// recomputed for their own offset (the team's time zone in the dashboard, the browser's on the public pages).
import { type PostingHeatmap, postingHeatmap } from "./heatmap";

/** What a stored feed row carries for the heatmap: the publish time (ISO, or null when unknown) and the views. */
export interface HeatmapFeed {
  published_on: string | null;
  views: number | null;
}

export function readerHeatmap(feeds: readonly HeatmapFeed[], utcOffsetHours: number): PostingHeatmap {
  return postingHeatmap(
    feeds.map((feed, index) => ({
      id: String(index),
      views: feed.views,
      likes: null,
      comments: null,
      shares: null,
      bookmarks: null,
      durationSeconds: null,
      publishedAt: feed.published_on === null ? null : new Date(feed.published_on),
    })),
    utcOffsetHours,
  );
}

/** The browser's offset from UTC in hours at `at` (Date#getTimezoneOffset is minutes behind UTC, hence the sign). */
export function browserUtcOffsetHours(at: Date): number {
  return -at.getTimezoneOffset() / 60;
}
