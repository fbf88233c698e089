// A team's alert targets (or one of them), each with what it watches in words and how many rules use it.
import "server-only";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { AlertTarget, AlertTargetKind } from "@/domain/contracts/alerts";
import { platformNameOf } from "@/domain/platforms";
import type { Db } from "../../db/client";
import {
  alertRules,
  alertTargets,
  collections,
  platformAccounts,
  platformVideos,
  trackedChannels,
  trackedFeeds,
} from "../../db/schema";

const LABEL_MAX = 80;

function shorten(text: string | null): string | null {
  if (!text) return null;
  return text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1)}…` : text;
}

export async function listTargets(db: Db, teamId: number, onlyId?: number): Promise<AlertTarget[]> {
  const rows = await db
    .select({
      id: alertTargets.id,
      kind: alertTargets.kind,
      channelId: alertTargets.trackedChannelId,
      feedId: alertTargets.trackedFeedId,
      collectionHash: collections.hashId,
      collectionName: collections.name,
      platform: alertTargets.platform,
      accountName: platformAccounts.displayName,
      accountHandle: platformAccounts.handle,
      accountPlatform: platformAccounts.platform,
      caption: platformVideos.caption,
      videoPlatform: platformVideos.platform,
      createdAt: alertTargets.createdAt,
    })
    .from(alertTargets)
    .leftJoin(trackedChannels, eq(trackedChannels.id, alertTargets.trackedChannelId))
    .leftJoin(platformAccounts, eq(platformAccounts.id, trackedChannels.accountId))
    .leftJoin(trackedFeeds, eq(trackedFeeds.id, alertTargets.trackedFeedId))
    .leftJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId))
    .leftJoin(collections, eq(collections.id, alertTargets.collectionId))
    .where(and(eq(alertTargets.teamId, teamId), onlyId === undefined ? undefined : eq(alertTargets.id, onlyId)))
    .orderBy(asc(alertTargets.id));
  const ids = rows.map((row) => row.id);
  const uses = ids.length
    ? await db
        .select({ targetId: alertRules.targetId, n: count() })
        .from(alertRules)
        .where(inArray(alertRules.targetId, ids))
        .groupBy(alertRules.targetId)
    : [];
  const ruleCount = new Map(uses.map((use) => [use.targetId, Number(use.n)]));
  return rows.map((row) => {
    const kind = row.kind as AlertTargetKind;
    const ref = kind === "channel" ? row.channelId : kind === "feed" ? row.feedId : (row.collectionHash ?? null);
    const platform = kind === "channel" ? row.accountPlatform : kind === "feed" ? row.videoPlatform : row.platform;
    const label =
      kind === "channel"
        ? (row.accountName ?? (row.accountHandle ? `@${row.accountHandle}` : null))
        : kind === "feed"
          ? shorten(row.caption)
          : kind === "collection"
            ? (row.collectionName ?? null)
            : null;
    return {
      id: row.id,
      kind,
      ref_id: ref,
      platform: platform === null ? null : platformNameOf(platform),
      label,
      missing: kind !== "all" && ref === null,
      rule_count: ruleCount.get(row.id) ?? 0,
      created_at: row.createdAt.toISOString(),
    };
  });
}
