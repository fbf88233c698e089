// After a refresh, each team's tracked rows follow the platform-side state of the global row (spec statuses):
// a video found again is Tracking, a vanished one "not found", a private one "removed"; stopped rows stay stopped.
import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { ChannelStatus, FeedStatus } from "@/domain/enums";
import type { Db } from "../db/client";
import { platformAccounts, platformVideos, trackedChannels, trackedFeeds } from "../db/schema";

type Tx = Pick<Db, "update">;

export async function syncFeedStatuses(tx: Tx, videoIds: number[], at: Date): Promise<void> {
  if (!videoIds.length) return;
  await tx
    .update(trackedFeeds)
    .set({
      status: sql`CASE (SELECT ${platformVideos.fetchState} FROM ${platformVideos} WHERE ${platformVideos.id} = ${trackedFeeds.videoId})
        WHEN 'not_found' THEN ${FeedStatus.NotFound}
        WHEN 'private' THEN ${FeedStatus.Removed}
        WHEN 'failing' THEN ${trackedFeeds.status}
        ELSE CASE WHEN ${trackedFeeds.status} IN (${FeedStatus.Pending}, ${FeedStatus.NotFound}, ${FeedStatus.Removed})
          THEN ${FeedStatus.Tracking} ELSE ${trackedFeeds.status} END END`,
      updatedAt: at,
    })
    .where(and(inArray(trackedFeeds.videoId, videoIds), ne(trackedFeeds.status, FeedStatus.Stop)));
}

export async function syncChannelStatuses(tx: Tx, accountId: number, at: Date): Promise<void> {
  await tx
    .update(trackedChannels)
    .set({
      status: sql`CASE (SELECT ${platformAccounts.fetchState} FROM ${platformAccounts} WHERE ${platformAccounts.id} = ${trackedChannels.accountId})
        WHEN 'not_found' THEN ${ChannelStatus.Remove}
        WHEN 'private' THEN ${ChannelStatus.Remove}
        WHEN 'failing' THEN ${trackedChannels.status}
        ELSE CASE WHEN ${trackedChannels.status} IN (${ChannelStatus.Pending}, ${ChannelStatus.Remove})
          THEN ${ChannelStatus.Tracking} ELSE ${trackedChannels.status} END END`,
      updatedAt: at,
    })
    .where(and(eq(trackedChannels.accountId, accountId), ne(trackedChannels.status, ChannelStatus.Stop)));
}
