// GET /v1/channel/{id}/gains: the daily gains of one of the team's channels over a range of days in the team's
// time zone, within the plan's history window (issue 19 item 2). The range defaults to the window (from its first
// day, or the channel's first capture when the plan's history is unlimited, to today); a range outside the window
// or a malformed one answers 400 with the field named.
import "server-only";
import { and, eq, min } from "drizzle-orm";
import { dailyGains } from "@/domain/channel-history/daily-gains";
import { addDays, localDateOf } from "@/domain/channel-history/local-date";
import type { ChannelGains, ChannelGainsQuery } from "@/domain/contracts/channel-history";
import { historyStart } from "@/domain/plans";
import type { Db } from "../../db/client";
import { accountSnapshots, organization, trackedChannels } from "../../db/schema";
import { fieldError, notFound } from "../../errors/api-error";
import { getChannelDailySeries } from "../../queries/channels/get-channel-daily-series";

/**
 * The series is read from before the range so a day's change does not depend on the range asked for: from two
 * days before the plan's window (retention keeps them for baselines, tracking/retention.ts RETENTION_MARGIN_DAYS),
 * or, when history is unlimited, from a month before `from` (a longer gap before the range gives no change).
 */
const BASELINE_DAYS = 2;
const UNLIMITED_LOOKBACK_DAYS = 31;
/** The longest range one answer covers (ten years of days). */
export const MAX_GAINS_DAYS = 3_660;

export async function getChannelGains(
  db: Db,
  params: { teamId: number; channelId: number; query: ChannelGainsQuery; now: Date },
): Promise<ChannelGains> {
  const [channel] = await db
    .select({ accountId: trackedChannels.accountId, plan: organization.plan, timezone: organization.timezone })
    .from(trackedChannels)
    .innerJoin(organization, eq(organization.id, trackedChannels.teamId))
    .where(and(eq(trackedChannels.id, params.channelId), eq(trackedChannels.teamId, params.teamId)));
  if (!channel) throw notFound("This channel does not exist");
  const timeZone = channel.timezone;
  const today = localDateOf(params.now, timeZone);
  const windowStart = historyStart(channel.plan, params.now);
  const windowFrom = windowStart ? localDateOf(windowStart, timeZone) : null;

  const from = params.query.from ?? windowFrom ?? (await firstCaptureDate(db, channel.accountId, timeZone)) ?? today;
  const to = params.query.to ?? today;
  if (windowFrom && from < windowFrom) {
    throw fieldError("from", `Your plan's history starts on ${windowFrom}; choose a later first day`);
  }
  if (to > today) throw fieldError("to", `The last day cannot be after today (${today})`);
  if (from > to) throw fieldError("from", "The first day must not be after the last day");
  if (addDays(from, MAX_GAINS_DAYS - 1) < to) {
    throw fieldError("from", `A range covers at most ${MAX_GAINS_DAYS} days`);
  }

  const [series] = await getChannelDailySeries(db, {
    teamId: params.teamId,
    channelIds: [params.channelId],
    from: windowFrom ? addDays(windowFrom, -BASELINE_DAYS) : addDays(from, -UNLIMITED_LOOKBACK_DAYS),
    to,
    timeZone,
  });
  const rows = dailyGains(series?.days ?? [], { from, to }).map((row) => ({
    date: row.date,
    missing: row.missing,
    previous_date: row.previousDate,
    followers: row.followers,
    followers_change: row.followersChange,
    following: row.following,
    following_change: row.followingChange,
    views_total: row.viewsTotal,
    views_change: row.viewsChange,
    likes_total: row.likesTotal,
    likes_change: row.likesChange,
    video_count: row.videoCount,
    video_count_change: row.videoCountChange,
    new_videos: row.newVideos,
  }));
  return { channel_id: params.channelId, from, to, utc_offset_hours: timeZone, window_from: windowFrom, rows };
}

/** The team-local date of the account's first capture, or null when it has none. */
async function firstCaptureDate(db: Db, accountId: number, timeZone: number): Promise<string | null> {
  const [row] = await db
    .select({ first: min(accountSnapshots.capturedAt) })
    .from(accountSnapshots)
    .where(eq(accountSnapshots.accountId, accountId));
  return row?.first ? localDateOf(row.first, timeZone) : null;
}
