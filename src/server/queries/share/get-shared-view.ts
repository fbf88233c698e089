// What a share link shows: its one collection, channel or feed, read by the dashboard's own queries for the
// owning team, so the team's plan history window applies exactly as it does in the dashboard (DESIGN.md section 4).
import "server-only";
import { eq } from "drizzle-orm";
import type { SharedView } from "@/domain/contracts/share";
import type { Db } from "../../db/client";
import { organization } from "../../db/schema";
import { getCollection } from "../collections/get-collection";
import { getChannel } from "../tracking/get-channel";
import { getFeed } from "../tracking/get-feed";
import { listFeeds } from "../tracking/list-feeds";
import type { ShareLinkRecord } from "./find-live-share-link";

/** A shared channel lists this many of its most viewed feeds. */
export const SHARED_CHANNEL_FEEDS = 100;

/** The view, or null when the item is gone (a delete racing the read; deletes also remove the link). */
export async function getSharedView(db: Db, link: ShareLinkRecord, at: Date): Promise<SharedView | null> {
  const [team] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, link.teamId));
  const view: SharedView = {
    kind: link.kind as SharedView["kind"],
    team_name: team?.name ?? "",
    expires_at: link.expiresAt ? link.expiresAt.toISOString() : null,
    collection: null,
    channel: null,
    channel_feeds: [],
    feed: null,
  };
  if (link.collectionId !== null) {
    view.collection = await getCollection(db, link.teamId, link.collectionId, at);
    return view.collection ? view : null;
  }
  if (link.trackedChannelId !== null) {
    view.channel = await getChannel(db, { teamId: link.teamId, channelId: link.trackedChannelId, now: at });
    if (!view.channel) return null;
    const feeds = await listFeeds(db, link.teamId, {
      channel_id: link.trackedChannelId,
      sort: "views",
      order: "desc",
      page: 1,
      page_size: SHARED_CHANNEL_FEEDS,
    });
    view.channel_feeds = feeds.list;
    return view;
  }
  if (link.trackedFeedId !== null) {
    view.feed = await getFeed(db, { teamId: link.teamId, feedId: link.trackedFeedId, now: at });
    return view.feed ? view : null;
  }
  return null;
}
