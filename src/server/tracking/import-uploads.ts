// A tracked channel follows its account's uploads: videos published after the channel was tracked become feeds of
// each team tracking it (counted against the team's feed limit; past the limit they are not imported). A demo
// channel's feeds are demo feeds too: marked is_demo and outside the limit (services/demo-workspace).
import "server-only";
import { and, eq, gt, inArray, notInArray, sql } from "drizzle-orm";
import { ChannelStatus, FeedStatus } from "@/domain/enums";
import type { Db } from "../db/client";
import { platformVideos, trackedChannels, trackedFeeds } from "../db/schema";
import { lockTeamUsage } from "./team-usage";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The newest `videoIds` (already ordered newest first) that fit in the team's remaining feed allowance. */
export async function importFeeds(
  tx: Tx,
  input: { teamId: number; channelId: number; videoIds: number[]; addedBy: number | null; at: Date; isDemo?: boolean },
): Promise<{ imported: number[]; skipped: number }> {
  if (!input.videoIds.length) return { imported: [], skipped: 0 };
  const usage = await lockTeamUsage(tx, input.teamId);
  const existing = await tx
    .select({ videoId: trackedFeeds.videoId })
    .from(trackedFeeds)
    .where(and(eq(trackedFeeds.teamId, input.teamId), inArray(trackedFeeds.videoId, input.videoIds)));
  const known = new Set(existing.map((row) => row.videoId));
  const fresh = input.videoIds.filter((id) => !known.has(id));
  const allowance =
    usage.plan.limits.feeds === null || input.isDemo
      ? fresh.length
      : Math.max(0, usage.plan.limits.feeds - usage.feeds);
  const imported = fresh.slice(0, allowance);
  if (imported.length) {
    await tx.insert(trackedFeeds).values(
      imported.map((videoId) => ({
        teamId: input.teamId,
        videoId,
        channelId: input.channelId,
        status: FeedStatus.Tracking,
        isDemo: input.isDemo ?? false,
        addedBy: input.addedBy,
        createdAt: input.at,
        updatedAt: input.at,
      })),
    );
  }
  return { imported, skipped: fresh.length - imported.length };
}

/** New uploads of an account for every team actively tracking it as a channel. */
export async function importNewUploads(tx: Tx, accountId: number, at: Date): Promise<number[]> {
  const channels = await tx
    .select({
      id: trackedChannels.id,
      teamId: trackedChannels.teamId,
      since: trackedChannels.createdAt,
      isDemo: trackedChannels.isDemo,
    })
    .from(trackedChannels)
    .where(and(eq(trackedChannels.accountId, accountId), eq(trackedChannels.status, ChannelStatus.Tracking)));
  const imported: number[] = [];
  for (const channel of channels) {
    const uploads = await tx
      .select({ id: platformVideos.id })
      .from(platformVideos)
      .where(
        and(
          eq(platformVideos.accountId, accountId),
          gt(platformVideos.publishedAt, channel.since),
          notInArray(
            platformVideos.id,
            sql`(SELECT ${trackedFeeds.videoId} FROM ${trackedFeeds} WHERE ${trackedFeeds.teamId} = ${channel.teamId})`,
          ),
        ),
      )
      .orderBy(sql`${platformVideos.publishedAt} DESC`);
    const result = await importFeeds(tx, {
      teamId: channel.teamId,
      channelId: channel.id,
      videoIds: uploads.map((row) => row.id),
      addedBy: null,
      at,
      isDemo: channel.isDemo,
    });
    imported.push(...result.imported);
  }
  return imported;
}
