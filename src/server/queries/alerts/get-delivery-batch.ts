// What one `alerts.deliver` job sends (issue 16 item 4): its delivery rows with their events and rule, the one
// destination and group they share, and the items that fired (title, link, platform, thumbnail). Items deleted since
// they fired are left out of the message; their rows still record what happened to it.
import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { type PlatformName, platformNameOf } from "@/domain/platforms";
import type { Db } from "../../db/client";
import {
  alertDeliveries,
  alertDestinations,
  alertEvents,
  alertGroups,
  alertRules,
  organization,
  platformAccounts,
  platformVideos,
  trackedChannels,
  trackedFeeds,
} from "../../db/schema";

export type DestinationRow = typeof alertDestinations.$inferSelect;

export interface DeliveryBatchRow {
  deliveryId: number;
  teamId: number;
  destinationId: number | null;
  eventId: number;
  eventCreatedAt: Date;
  itemKind: string;
  itemId: number;
  metric: number;
  calculation: number;
  threshold: number;
  value: number;
  previousValue: number | null;
  ruleId: number;
  ruleName: string;
}

export interface FiredItemInfo {
  platform: PlatformName;
  url: string | null;
  title: string | null;
  thumbnail: string | null;
}

export interface DeliveryBatch {
  rows: DeliveryBatchRow[];
  /** Null when the destination was removed from its group. */
  destination: DestinationRow | null;
  groupName: string | null;
  /** The team's plan now (`organization.plan`): a team may have moved to a smaller plan since the alert fired. */
  plan: string | null;
  /** By `feed:<id>` / `channel:<id>`; missing when the tracked item was deleted. */
  items: Map<string, FiredItemInfo>;
}

export const itemKey = (kind: string, id: number) => `${kind}:${id}`;

async function feedInfo(db: Db, ids: number[]): Promise<[string, FiredItemInfo][]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: trackedFeeds.id,
      platform: platformVideos.platform,
      url: platformVideos.url,
      caption: platformVideos.caption,
      thumbnail: platformVideos.thumbnailUrl,
    })
    .from(trackedFeeds)
    .innerJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId))
    .where(inArray(trackedFeeds.id, ids));
  return rows.flatMap((row) => {
    const platform = platformNameOf(row.platform);
    if (!platform) return [];
    const info = { platform, url: row.url, title: row.caption, thumbnail: row.thumbnail };
    return [[itemKey("feed", row.id), info] as [string, FiredItemInfo]];
  });
}

async function channelInfo(db: Db, ids: number[]): Promise<[string, FiredItemInfo][]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: trackedChannels.id,
      platform: platformAccounts.platform,
      url: platformAccounts.profileUrl,
      name: platformAccounts.displayName,
      handle: platformAccounts.handle,
      avatar: platformAccounts.avatarUrl,
    })
    .from(trackedChannels)
    .innerJoin(platformAccounts, eq(platformAccounts.id, trackedChannels.accountId))
    .where(inArray(trackedChannels.id, ids));
  return rows.flatMap((row) => {
    const platform = platformNameOf(row.platform);
    if (!platform) return [];
    const title = row.name ?? (row.handle ? `@${row.handle}` : null);
    const info = { platform, url: row.url, title, thumbnail: row.avatar };
    return [[itemKey("channel", row.id), info] as [string, FiredItemInfo]];
  });
}

export async function getDeliveryBatch(db: Db, deliveryIds: number[]): Promise<DeliveryBatch> {
  if (!deliveryIds.length) return { rows: [], destination: null, groupName: null, plan: null, items: new Map() };
  const rows = await db
    .select({
      deliveryId: alertDeliveries.id,
      teamId: alertDeliveries.teamId,
      destinationId: alertDeliveries.destinationId,
      eventId: alertEvents.id,
      eventCreatedAt: alertEvents.createdAt,
      itemKind: alertEvents.itemKind,
      itemId: alertEvents.itemId,
      metric: alertEvents.metric,
      calculation: alertEvents.calculation,
      threshold: alertEvents.threshold,
      value: alertEvents.value,
      previousValue: alertEvents.previousValue,
      ruleId: alertRules.id,
      ruleName: alertRules.name,
    })
    .from(alertDeliveries)
    .innerJoin(alertEvents, eq(alertEvents.id, alertDeliveries.eventId))
    .innerJoin(alertRules, eq(alertRules.id, alertEvents.ruleId))
    .where(inArray(alertDeliveries.id, deliveryIds));
  const first = rows[0];
  let destination: DestinationRow | null = null;
  let groupName: string | null = null;
  let plan: string | null = null;
  if (first) {
    const [team] = await db
      .select({ plan: organization.plan })
      .from(organization)
      .where(eq(organization.id, first.teamId));
    plan = team?.plan ?? null;
  }
  if (first?.destinationId != null) {
    const [found] = await db
      .select({ destination: alertDestinations, groupName: alertGroups.name })
      .from(alertDestinations)
      .innerJoin(alertGroups, eq(alertGroups.id, alertDestinations.groupId))
      .where(and(eq(alertDestinations.id, first.destinationId), eq(alertDestinations.teamId, first.teamId)));
    destination = found?.destination ?? null;
    groupName = found?.groupName ?? null;
  }
  const idsOf = (kind: string) => [...new Set(rows.filter((row) => row.itemKind === kind).map((row) => row.itemId))];
  const items = new Map([...(await feedInfo(db, idsOf("feed"))), ...(await channelInfo(db, idsOf("channel")))]);
  return { rows, destination, groupName, plan, items };
}
