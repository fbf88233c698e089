// When each entity is refreshed next: the fastest cadence among the teams actively tracking it sets the interval
// (the team's plan, or hourly where a Max team marks it priority: issue 18 item 3); an entity no team tracks any
// more is taken off the schedule (next_refresh_at NULL).
import "server-only";
import { inArray, sql } from "drizzle-orm";
import { ACTIVE_CHANNEL_STATUSES, ACTIVE_FEED_STATUSES } from "@/domain/tracking-status";
import type { Db } from "../db/client";
import { organization, platformAccounts, platformVideos, trackedChannels, trackedFeeds } from "../db/schema";
import { itemRefreshHoursSql } from "./plan-sql";

type Tx = Pick<Db, "update" | "execute">;

export async function scheduleVideos(tx: Tx, videoIds: number[], from: Date): Promise<void> {
  if (!videoIds.length) return;
  const hours = sql`(SELECT min(${itemRefreshHoursSql(sql`${organization.plan}`, sql`${trackedFeeds.priority}`)}) FROM ${trackedFeeds}
    JOIN ${organization} ON ${organization.id} = ${trackedFeeds.teamId}
    WHERE ${trackedFeeds.videoId} = ${platformVideos.id}
      AND ${trackedFeeds.status} IN (${sql.join(
        ACTIVE_FEED_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )}))`;
  await tx
    .update(platformVideos)
    .set({ nextRefreshAt: sql`${from.toISOString()}::timestamptz + make_interval(hours => ${hours})` })
    .where(inArray(platformVideos.id, videoIds));
}

export async function scheduleAccounts(tx: Tx, accountIds: number[], from: Date): Promise<void> {
  if (!accountIds.length) return;
  const hours = sql`(SELECT min(${itemRefreshHoursSql(sql`${organization.plan}`, sql`${trackedChannels.priority}`)}) FROM ${trackedChannels}
    JOIN ${organization} ON ${organization.id} = ${trackedChannels.teamId}
    WHERE ${trackedChannels.accountId} = ${platformAccounts.id}
      AND ${trackedChannels.status} IN (${sql.join(
        ACTIVE_CHANNEL_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )}))`;
  await tx
    .update(platformAccounts)
    .set({ nextRefreshAt: sql`${from.toISOString()}::timestamptz + make_interval(hours => ${hours})` })
    .where(inArray(platformAccounts.id, accountIds));
}
