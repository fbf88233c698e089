// GET /v1/team/statistic: counts by status and usage against the plan's limits.
import "server-only";
import { count, eq } from "drizzle-orm";
import type { TeamStatistic } from "@/domain/contracts/tracking";
import type { Db } from "../../db/client";
import { trackedChannels, trackedFeeds } from "../../db/schema";
import { readTeamUsage } from "../../tracking/team-usage";

export async function getTeamStatistic(db: Db, teamId: number): Promise<TeamStatistic> {
  const usage = await readTeamUsage(db, teamId);
  const feeds = await db
    .select({ status: trackedFeeds.status, n: count() })
    .from(trackedFeeds)
    .where(eq(trackedFeeds.teamId, teamId))
    .groupBy(trackedFeeds.status);
  const channels = await db
    .select({ status: trackedChannels.status, n: count() })
    .from(trackedChannels)
    .where(eq(trackedChannels.teamId, teamId))
    .groupBy(trackedChannels.status);
  const byStatus = (rows: { status: number; n: number }[]) =>
    Object.fromEntries(rows.map((row) => [String(row.status), Number(row.n)]));
  const { limits } = usage.plan;
  return {
    plan: usage.plan.name,
    limits: {
      feeds: limits.feeds,
      channels: limits.channels,
      history_days: limits.historyDays,
      refresh_hours: limits.refreshHours,
      seats: limits.seats,
    },
    usage: { feeds: usage.feeds, channels: usage.channels },
    feeds_by_status: byStatus(feeds),
    channels_by_status: byStatus(channels),
  };
}
