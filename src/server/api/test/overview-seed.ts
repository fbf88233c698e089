// Seeds a team's tracked videos with exact snapshots for the overview tests (straight into the tables, so the
// expected figures follow from the numbers below and not from the demo platform's generator).
import { PLATFORM_ENUM } from "@/domain/platforms";
import type { Db } from "../../db/client";
import { platformAccounts, platformVideos, trackedChannels, trackedFeeds, videoSnapshots } from "../../db/schema";

const DAY = 86_400_000;
let serial = 0;

export interface SeedSnapshot {
  daysAgo: number;
  views: number | null;
  likes?: number | null;
  comments?: number | null;
}

export interface SeedVideo {
  publishedDaysAgo: number;
  outlier?: number | null;
  views?: number | null;
  snapshots?: SeedSnapshot[];
  /** Tracked as a feed of the team (default), or only an upload of a tracked channel. */
  feedAddedDaysAgo?: number | null;
  /** A demo-workspace video (is_demo on the video and the feed). */
  demo?: boolean;
}

export function createSeeder(db: Db, now: Date) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  async function account(teamId: number | null, addedDaysAgo = 30, demo = false) {
    serial += 1;
    const [row] = await db
      .insert(platformAccounts)
      .values({
        platform: PLATFORM_ENUM.tiktok,
        platformId: `ov-acc-${serial}`,
        handle: `creator${serial}`,
        isDemo: demo,
      })
      .returning({ id: platformAccounts.id });
    if (!row) throw new Error("no account");
    const channelId =
      teamId === null
        ? null
        : (
            await db
              .insert(trackedChannels)
              .values({ teamId, accountId: row.id, status: 1, createdAt: ago(addedDaysAgo), isDemo: demo })
              .returning({ id: trackedChannels.id })
          )[0]?.id;
    return { accountId: row.id, channelId: channelId ?? null };
  }
  async function video(teamId: number, accountId: number, spec: SeedVideo) {
    serial += 1;
    const [row] = await db
      .insert(platformVideos)
      .values({
        platform: PLATFORM_ENUM.tiktok,
        platformId: `ov-vid-${serial}`,
        accountId,
        caption: `Video ${serial}`,
        publishedAt: ago(spec.publishedDaysAgo),
        views: spec.views ?? null,
        outlierMultiple: spec.outlier ?? null,
        isDemo: spec.demo ?? false,
      })
      .returning({ id: platformVideos.id });
    if (!row) throw new Error("no video");
    if (spec.snapshots?.length) {
      await db.insert(videoSnapshots).values(
        spec.snapshots.map((s) => ({
          videoId: row.id,
          capturedAt: ago(s.daysAgo),
          views: s.views,
          likes: s.likes ?? null,
          comments: s.comments ?? null,
        })),
      );
    }
    const feedId =
      spec.feedAddedDaysAgo === null
        ? null
        : await track(teamId, row.id, spec.feedAddedDaysAgo ?? 30, spec.demo ?? false);
    return { videoId: row.id, feedId };
  }
  async function track(teamId: number, videoId: number, addedDaysAgo: number, demo = false) {
    const [feed] = await db
      .insert(trackedFeeds)
      .values({ teamId, videoId, status: 1, createdAt: ago(addedDaysAgo), isDemo: demo })
      .returning({ id: trackedFeeds.id });
    return feed?.id ?? null;
  }
  return { account, video, track };
}
