// The MCP tool find_outliers (issue 17 item 4): a team's feeds whose views reached at least `minMultiple` times
// their account's median views (the stored outlier multiple, DESIGN.md section 7), newest first. A feed whose
// multiple is unknown (no median yet) is never an outlier.
import "server-only";
import { and, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { FeedItem } from "@/domain/contracts/tracking";
import { PLATFORM_ENUM, type PlatformName } from "@/domain/platforms";
import type { Db } from "../../db/client";
import { platformVideos, trackedFeeds } from "../../db/schema";
import { feedRows } from "./feed-columns";
import { presentFeed } from "./present-feed";

export interface OutlierParams {
  teamId: number;
  minMultiple: number;
  platform?: PlatformName;
  channelId?: number;
  publishedFrom?: Date;
  limit: number;
}

export async function findOutliers(db: Db, params: OutlierParams): Promise<FeedItem[]> {
  const conditions: SQL[] = [
    eq(trackedFeeds.teamId, params.teamId),
    gte(platformVideos.outlierMultiple, params.minMultiple),
  ];
  if (params.platform) conditions.push(eq(platformVideos.platform, PLATFORM_ENUM[params.platform]));
  if (params.channelId) conditions.push(eq(trackedFeeds.channelId, params.channelId));
  if (params.publishedFrom) conditions.push(gte(platformVideos.publishedAt, params.publishedFrom));
  const rows = await feedRows(db)
    .where(and(...conditions))
    // Newest first; a video whose publication time is unknown goes last, ties by the newest tracking.
    .orderBy(sql`${platformVideos.publishedAt} IS NULL`, desc(platformVideos.publishedAt), desc(trackedFeeds.id))
    .limit(params.limit);
  return rows.map(presentFeed);
}
