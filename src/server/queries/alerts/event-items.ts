// The title, link and platform of the items alert events name (the events log links each to its page): a feed's
// caption and video URL, a channel's name (else @handle) and profile URL. Items the team no longer tracks are
// simply absent, and the log falls back to "Feed #id".
import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { PlatformName } from "@/domain/platforms";
import { platformNameOf } from "@/domain/platforms";
import type { Db } from "../../db/client";
import { platformAccounts, platformVideos, trackedChannels, trackedFeeds } from "../../db/schema";

export interface EventItem {
  title: string | null;
  url: string | null;
  platform: PlatformName | null;
}

/** Keyed "feed:<id>" and "channel:<id>"; only the team's own items. */
export async function eventItems(
  db: Db,
  teamId: number,
  items: { kind: string; id: number }[],
): Promise<Map<string, EventItem>> {
  const feedIds = [...new Set(items.filter((item) => item.kind === "feed").map((item) => item.id))];
  const channelIds = [...new Set(items.filter((item) => item.kind === "channel").map((item) => item.id))];
  const found = new Map<string, EventItem>();
  if (feedIds.length) {
    const feeds = await db
      .select({
        id: trackedFeeds.id,
        caption: platformVideos.caption,
        url: platformVideos.url,
        platform: platformVideos.platform,
      })
      .from(trackedFeeds)
      .innerJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId))
      .where(and(eq(trackedFeeds.teamId, teamId), inArray(trackedFeeds.id, feedIds)));
    for (const feed of feeds) {
      found.set(`feed:${feed.id}`, { title: feed.caption, url: feed.url, platform: platformNameOf(feed.platform) });
    }
  }
  if (channelIds.length) {
    const channels = await db
      .select({
        id: trackedChannels.id,
        name: platformAccounts.displayName,
        handle: platformAccounts.handle,
        url: platformAccounts.profileUrl,
        platform: platformAccounts.platform,
      })
      .from(trackedChannels)
      .innerJoin(platformAccounts, eq(platformAccounts.id, trackedChannels.accountId))
      .where(and(eq(trackedChannels.teamId, teamId), inArray(trackedChannels.id, channelIds)));
    for (const channel of channels) {
      found.set(`channel:${channel.id}`, {
        title: channel.name ?? (channel.handle ? `@${channel.handle}` : null),
        url: channel.url,
        platform: platformNameOf(channel.platform),
      });
    }
  }
  return found;
}
