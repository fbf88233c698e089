// Shared by the tests of the set-based video write (store-videos*.test.ts): a normalized video, the test's own
// growth oracle, and helpers bound to the test's database.
import { sql } from "drizzle-orm";
import { Platform } from "@/domain/enums";
import type { Db } from "../../db/client";
import { platformAccounts } from "../../db/schema";
import type { NormalizedVideo } from "../../platforms/types";
import { storeVideos } from "../store-videos";

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const NOW = new Date("2026-11-20T12:00:00Z").getTime();

export interface VideoRow {
  platform_id: string;
  views: string | null;
  views_change_last: string | null;
  views_change_1d: string | null;
  views_change_7d: string | null;
  outlier_multiple: number | null;
  updated_at: Date | string;
  last_fetched_at: Date | string;
  xmin: string;
}

export function video(platformId: string, views: number | null, extra: Partial<NormalizedVideo> = {}): NormalizedVideo {
  return {
    platform: "youtube",
    platformId,
    accountPlatformId: null,
    url: `https://www.youtube.com/watch?v=${platformId}`,
    caption: `Video ${platformId}`,
    thumbnailUrl: null,
    durationSeconds: 42,
    publishedAt: new Date("2026-10-01T00:00:00Z"),
    views,
    likes: views === null ? null : Math.floor(views / 10),
    comments: 3,
    shares: null,
    bookmarks: null,
    isShort: true,
    isDemo: false,
    raw: { id: platformId, statistics: { viewCount: String(views) } },
    ...extra,
  };
}

/** The helpers that read and write the test's database, bound to it (the handle exists only after beforeAll). */
export function storeVideosHelpers(database: () => Db) {
  async function query<T>(text: ReturnType<typeof sql>): Promise<T[]> {
    return ((await database().execute(text)) as unknown as { rows: T[] }).rows;
  }

  async function account(platformId: string, medianViews: number | null = null): Promise<number> {
    const [row] = await database()
      .insert(platformAccounts)
      .values({ platform: Platform.YouTube, platformId, handle: `@${platformId}`, medianViews })
      .returning({ id: platformAccounts.id });
    return row?.id as number;
  }

  /** One job's transaction, as refreshVideos writes it. */
  async function writeBatch(videos: NormalizedVideo[], accountId: number | null, at: number) {
    return database().transaction((tx) => storeVideos(tx, { videos, accountId, capturedAt: new Date(at) }));
  }

  async function videosOf(prefix: string): Promise<Map<string, VideoRow>> {
    const rows =
      await query<VideoRow>(sql`SELECT platform_id, views, views_change_last, views_change_1d, views_change_7d,
    outlier_multiple, updated_at, last_fetched_at, xmin::text AS xmin FROM platform_videos
    WHERE platform_id LIKE ${`${prefix}%`}`);
    return new Map(rows.map((row) => [row.platform_id, row]));
  }

  return { query, account, writeBatch, videosOf };
}

export const num = (value: string | number | null) => (value === null ? null : Number(value));
export const iso = (value: Date | string | number) => new Date(value).toISOString();

/** The spec's growth rule, independently: current views minus the latest capture at or before a bound. */
export function change(series: [number, number | null][], at: number, bound: (t: number) => boolean): number | null {
  const current = series.find(([t]) => t === at)?.[1] ?? null;
  const before = series.filter(([t]) => t !== at && bound(t)).sort((a, b) => b[0] - a[0])[0];
  if (current === null || before === undefined || before[1] === null) return null;
  return current - before[1];
}

/** percentile_cont(0.5) for odd counts: the middle value. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length % 2 === 0) throw new Error("the oracle takes odd counts only");
  return sorted[(sorted.length - 1) / 2] as number;
}
