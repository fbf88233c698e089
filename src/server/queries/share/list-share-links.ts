// GET /v1/share/list: the team's live share links (not revoked, not expired), newest first, with what each shows
// and how often it was opened. Optionally narrowed to one item (the Share dialog of a detail page).
import "server-only";
import { and, desc, eq, gt, isNull, or, type SQL } from "drizzle-orm";
import type { ShareKind, ShareLink } from "@/domain/contracts/share";
import type { Db } from "../../db/client";
import {
  collections,
  platformAccounts,
  platformVideos,
  shareLinks,
  trackedChannels,
  trackedFeeds,
  user,
} from "../../db/schema";

export function shareUrl(appUrl: string, key: string): string {
  return `${appUrl}/share/${key}/`;
}

export async function listShareLinks(
  db: Db,
  params: { teamId: number; at: Date; appUrl: string },
): Promise<ShareLink[]> {
  const conditions: SQL[] = [
    eq(shareLinks.teamId, params.teamId),
    isNull(shareLinks.revokedAt),
    or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, params.at)) as SQL,
  ];
  const rows = await db
    .select({
      link: shareLinks,
      collectionHash: collections.hashId,
      collectionName: collections.name,
      channelName: platformAccounts.displayName,
      channelHandle: platformAccounts.handle,
      feedCaption: platformVideos.caption,
      creator: user.name,
    })
    .from(shareLinks)
    .leftJoin(collections, eq(collections.id, shareLinks.collectionId))
    .leftJoin(trackedChannels, eq(trackedChannels.id, shareLinks.trackedChannelId))
    .leftJoin(platformAccounts, eq(platformAccounts.id, trackedChannels.accountId))
    .leftJoin(trackedFeeds, eq(trackedFeeds.id, shareLinks.trackedFeedId))
    .leftJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId))
    .leftJoin(user, eq(user.id, shareLinks.createdBy))
    .where(and(...conditions))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
  return rows.map(({ link, ...row }) => ({
    key: link.key,
    url: shareUrl(params.appUrl, link.key),
    kind: link.kind as ShareKind,
    item_id: row.collectionHash ?? link.trackedChannelId ?? link.trackedFeedId ?? 0,
    item_name: row.collectionName ?? row.channelName ?? row.channelHandle ?? row.feedCaption ?? null,
    has_password: link.passwordHash !== null,
    expires_at: link.expiresAt ? link.expiresAt.toISOString() : null,
    created_at: link.createdAt.toISOString(),
    created_by: row.creator ?? null,
    view_count: link.viewCount,
    last_viewed_at: link.lastViewedAt ? link.lastViewedAt.toISOString() : null,
  }));
}
