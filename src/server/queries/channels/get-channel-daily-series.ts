// The daily series of a team's channels (issue 19: channel history, daily gains, compare): per channel and per day
// of the team's time zone, the last account capture of that day (followers, following, total likes, video count,
// total views of its known videos) and the number of its known videos published that day. Only the team's own
// channels answer (another team's ids give nothing); days without a capture are absent, never zero.
import "server-only";
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ChannelDayValues } from "@/domain/channel-history/daily-gains";
import { addDays, isCalendarDate, isTimeZoneName, type TimeZoneInput } from "@/domain/channel-history/local-date";
import type { Db } from "../../db/client";
import { accountSnapshots, platformVideos, trackedChannels } from "../../db/schema";

export interface ChannelDailySeries {
  channelId: number;
  accountId: number;
  /** Oldest first; only days with a capture. */
  days: ChannelDayValues[];
}

export interface ChannelDailySeriesParams {
  teamId: number;
  channelIds: readonly number[];
  /** First and last date (YYYY-MM-DD, both included) in the team's time zone. */
  from: string;
  to: string;
  /** The team's UTC offset in hours (organization.timezone) or an IANA zone name. */
  timeZone: TimeZoneInput;
}

/** The local date of a timestamptz column, as YYYY-MM-DD text. */
function localDateSql(column: AnyPgColumn, timeZone: TimeZoneInput): SQL<string> {
  const local =
    typeof timeZone === "number"
      ? sql`((${column} AT TIME ZONE 'UTC') + ${Math.round(timeZone * 60)}::int * interval '1 minute')`
      : sql`(${column} AT TIME ZONE ${timeZone}::text)`;
  return sql<string>`to_char(${local}, 'YYYY-MM-DD')`;
}

export async function getChannelDailySeries(db: Db, params: ChannelDailySeriesParams): Promise<ChannelDailySeries[]> {
  if (!isCalendarDate(params.from) || !isCalendarDate(params.to)) throw new RangeError("from and to must be dates");
  if (typeof params.timeZone === "string" && !isTimeZoneName(params.timeZone)) {
    throw new RangeError(`unknown time zone: ${params.timeZone}`);
  }
  if (typeof params.timeZone === "number" && !(Math.abs(params.timeZone) <= 14)) {
    throw new RangeError(`UTC offset out of range: ${params.timeZone}`);
  }
  const ids = [...new Set(params.channelIds)].filter((id) => Number.isSafeInteger(id));
  if (!ids.length || params.from > params.to) return [];
  const channels = await db
    .select({ channelId: trackedChannels.id, accountId: trackedChannels.accountId })
    .from(trackedChannels)
    .where(and(eq(trackedChannels.teamId, params.teamId), inArray(trackedChannels.id, ids)))
    .orderBy(asc(trackedChannels.id));
  if (!channels.length) return [];
  const accountIds = [...new Set(channels.map((channel) => channel.accountId))];
  // Any zone is within 14 hours of UTC, so UTC midnights a day either side bound the range (index range scan);
  // the exact local-date filter comes after.
  const lower = new Date(`${addDays(params.from, -1)}T00:00:00Z`);
  const upper = new Date(`${addDays(params.to, 2)}T00:00:00Z`);

  const snapshotDay = localDateSql(accountSnapshots.capturedAt, params.timeZone);
  // The local date is computed once in a subquery: DISTINCT ON must match ORDER BY, and the same expression bound
  // twice is two different parameters to PostgreSQL.
  const inRange = db
    .select({
      accountId: accountSnapshots.accountId,
      capturedAt: accountSnapshots.capturedAt,
      date: snapshotDay.as("date"),
      followers: accountSnapshots.followers,
      following: accountSnapshots.following,
      likesTotal: accountSnapshots.likesTotal,
      videoCount: accountSnapshots.videoCount,
      viewsTotal: accountSnapshots.viewsTotal,
    })
    .from(accountSnapshots)
    .where(
      and(
        inArray(accountSnapshots.accountId, accountIds),
        gte(accountSnapshots.capturedAt, lower),
        lt(accountSnapshots.capturedAt, upper),
      ),
    )
    .as("in_range");
  const captures = await db
    .selectDistinctOn([inRange.accountId, inRange.date], {
      accountId: inRange.accountId,
      date: inRange.date,
      followers: inRange.followers,
      following: inRange.following,
      likesTotal: inRange.likesTotal,
      videoCount: inRange.videoCount,
      viewsTotal: inRange.viewsTotal,
    })
    .from(inRange)
    .where(sql`${inRange.date} BETWEEN ${params.from} AND ${params.to}`)
    .orderBy(asc(inRange.accountId), asc(inRange.date), desc(inRange.capturedAt));

  const published = db
    .select({
      accountId: platformVideos.accountId,
      date: localDateSql(platformVideos.publishedAt, params.timeZone).as("date"),
    })
    .from(platformVideos)
    .where(
      and(
        inArray(platformVideos.accountId, accountIds),
        gte(platformVideos.publishedAt, lower),
        lt(platformVideos.publishedAt, upper),
      ),
    )
    .as("published");
  const uploads = await db
    .select({ accountId: published.accountId, date: published.date, count: count() })
    .from(published)
    .where(sql`${published.date} BETWEEN ${params.from} AND ${params.to}`)
    .groupBy(published.accountId, published.date);
  const uploadsOf = new Map(uploads.map((row) => [`${row.accountId}:${row.date}`, Number(row.count)]));

  const daysOf = new Map<number, ChannelDayValues[]>();
  for (const capture of captures) {
    const days = daysOf.get(capture.accountId) ?? [];
    days.push({
      date: capture.date,
      followers: capture.followers,
      following: capture.following,
      likesTotal: capture.likesTotal,
      videoCount: capture.videoCount,
      viewsTotal: capture.viewsTotal,
      newVideos: uploadsOf.get(`${capture.accountId}:${capture.date}`) ?? 0,
    });
    daysOf.set(capture.accountId, days);
  }
  return channels.map((channel) => ({ ...channel, days: daysOf.get(channel.accountId) ?? [] }));
}
