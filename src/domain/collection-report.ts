// A collection as a campaign report (issue 19 item 4): figures over the collection's deduplicated videos — its loose
// feeds and its channels' tracked feeds, each video once. Pure, so the sums, breakdowns and the daily series are
// tested without a database. Unknown stays unknown (DESIGN.md section 7): a sum is null when no video reports it.
import { median, VIRAL_MULTIPLE } from "./analytics";
import type { FeedItem } from "./contracts/tracking";

export const REPORT_TOP_COUNT = 20;
/** The chart's length when the plan keeps history without limit (the overview's longest period). */
export const REPORT_UNLIMITED_DAYS = 90;
export const DAY_MS = 86_400_000;

type Metric = "views" | "likes" | "comments" | "shares" | "bookmarks" | "engagement";

export function knownSum(videos: readonly FeedItem[], metric: Metric): number | null {
  let total: number | null = null;
  for (const video of videos) {
    const value = video[metric];
    if (value !== null && value !== undefined) total = (total ?? 0) + value;
  }
  return total;
}

export interface ReportTotals {
  channels: number;
  feeds: number;
  videos: number;
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  bookmarks: number | null;
  engagement: number | null;
  engagement_rate: number | null;
  growth_7d: number | null;
  median_views: number | null;
  viral_feeds: number;
}

/** Totals of a collection holding `channels` channels and `feeds` loose feeds whose deduplicated videos are given. */
export function reportTotals(counts: { channels: number; feeds: number }, videos: readonly FeedItem[]): ReportTotals {
  const views = knownSum(videos, "views");
  const engagement = knownSum(videos, "engagement");
  let growth: number | null = null;
  for (const video of videos) if (video.growth.d7 !== null) growth = (growth ?? 0) + video.growth.d7;
  return {
    channels: counts.channels,
    feeds: counts.feeds,
    videos: videos.length,
    views,
    likes: knownSum(videos, "likes"),
    comments: knownSum(videos, "comments"),
    shares: knownSum(videos, "shares"),
    bookmarks: knownSum(videos, "bookmarks"),
    engagement,
    engagement_rate: engagement !== null && views ? engagement / views : null,
    growth_7d: growth,
    median_views: median(videos.map((video) => video.views).filter((value): value is number => value !== null)),
    viral_feeds: videos.filter((video) => video.outlet !== null && video.outlet >= VIRAL_MULTIPLE).length,
  };
}

export interface BreakdownRow {
  key: string;
  platform: string | null;
  handle: string | null;
  name: string | null;
  videos: number;
  views: number | null;
  engagement: number | null;
  engagement_rate: number | null;
}

function breakdown(videos: readonly FeedItem[], keyOf: (video: FeedItem) => string): BreakdownRow[] {
  const groups = new Map<string, FeedItem[]>();
  for (const video of videos) {
    const key = keyOf(video);
    groups.set(key, [...(groups.get(key) ?? []), video]);
  }
  return [...groups.entries()]
    .map(([key, group]) => {
      const views = knownSum(group, "views");
      const engagement = knownSum(group, "engagement");
      const first = group[0] as FeedItem;
      return {
        key,
        platform: first.platform,
        handle: first.channel.handle,
        name: first.channel.name,
        videos: group.length,
        views,
        engagement,
        engagement_rate: engagement !== null && views ? engagement / views : null,
      };
    })
    .sort((a, b) => (b.views ?? -1) - (a.views ?? -1) || b.videos - a.videos || a.key.localeCompare(b.key));
}

/** One row per platform, most viewed first. */
export const platformBreakdown = (videos: readonly FeedItem[]) =>
  breakdown(videos, (video) => video.platform ?? "unknown").map((row) => ({ ...row, handle: null, name: null }));

/** One row per creator (the video's author account), most viewed first; videos without a known author together. */
export const creatorBreakdown = (videos: readonly FeedItem[]) =>
  breakdown(videos, (video) => (video.channel.account_id === null ? "unknown" : `a${video.channel.account_id}`));

/** The videos that gained the most views over 7 days; unknown growth after every known one. */
export function topByGrowth(videos: readonly FeedItem[], count = REPORT_TOP_COUNT): FeedItem[] {
  return [...videos]
    .sort(
      (a, b) =>
        (b.growth.d7 ?? Number.NEGATIVE_INFINITY) - (a.growth.d7 ?? Number.NEGATIVE_INFINITY) ||
        (b.views ?? -1) - (a.views ?? -1) ||
        a.id - b.id,
    )
    .slice(0, count);
}

/** The day number (days since 1970-01-01 in the team's whole-hour UTC offset) of an instant. */
export function teamDay(time: Date, offsetHours: number): number {
  return Math.floor((time.getTime() + offsetHours * 3_600_000) / DAY_MS);
}

/** The calendar date (YYYY-MM-DD) of a team day number. */
export const dayDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export interface VideoDayViews {
  videoId: number;
  /** Team day number; snapshots older than the first day are folded onto it as the starting value. */
  day: number;
  /** The video's views at its last snapshot of that day. */
  views: number;
}

/**
 * The collection's views per day: for each day, the sum over its videos of each one's latest known views up to that
 * day (a video without a snapshot that day keeps its last value: views are a running total, so a missing snapshot
 * is not a drop). A day before any video has a snapshot is null, never 0.
 */
export function dailyViews(points: readonly VideoDayViews[], firstDay: number, days: number) {
  const byDay = new Map<number, VideoDayViews[]>();
  for (const point of points) byDay.set(point.day, [...(byDay.get(point.day) ?? []), point]);
  const latest = new Map<number, number>();
  const series: { date: string; views: number | null }[] = [];
  for (let day = firstDay; day < firstDay + days; day++) {
    for (const point of byDay.get(day) ?? []) latest.set(point.videoId, point.views);
    let total: number | null = null;
    for (const value of latest.values()) total = (total ?? 0) + value;
    series.push({ date: dayDate(day), views: total });
  }
  return series;
}
