// The figures of a channel's history the chart can switch between, and the day-date helpers of the views. Dates
// are the team's calendar days ("YYYY-MM-DD"); they are shown as UTC midnights so no browser zone shifts a day.
import type { ChannelGainsRow } from "@/domain/contracts/channel-history";

export const HISTORY_METRICS = ["followers", "views_total", "likes_total", "video_count", "following"] as const;
export type HistoryMetric = (typeof HISTORY_METRICS)[number];

/** The message key of each metric's name (messages/dashboard-history, under history.metrics). */
export const METRIC_LABEL = {
  followers: "history.metrics.followers",
  views_total: "history.metrics.views",
  likes_total: "history.metrics.likes",
  video_count: "history.metrics.videos",
  following: "history.metrics.following",
} as const satisfies Record<HistoryMetric, string>;

/** A calendar date as the instant of its UTC midnight (format with timeZone "UTC"). */
export function dayTime(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** The chart's points of one metric, oldest first; a missing day is a gap (null), never 0. */
export function metricPoints(rows: readonly ChannelGainsRow[], metric: HistoryMetric) {
  return [...rows].reverse().map((row) => ({ time: dayTime(row.date), value: row[metric] }));
}

/** Whether any day has a snapshot. */
export function hasSnapshots(rows: readonly ChannelGainsRow[]): boolean {
  return rows.some((row) => !row.missing);
}
