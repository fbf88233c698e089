// GET /v1/team/overview: the dashboard's Overview for the caller's team — key figures against the previous
// period (or, when that lies beyond the plan's history, the window's latest half against the half before: period.ts),
// the daily views series, top movers and outliers, usage against the plan, and whether this is a first run. The demo
// workspace's items can be left out of all of it (`excludeDemo`).
import "server-only";
import { eq } from "drizzle-orm";
import type { OverviewData } from "@/domain/contracts/overview";
import type { Db } from "../../db/client";
import { organization } from "../../db/schema";
import { readTeamUsage } from "../../tracking/team-usage";
import { type PeriodCount, readCounts } from "./counts";
import { type DayGain, readGains, totalOf } from "./gains";
import { type ComparedPeriod, changeOf, DAY_MS, localDate, overviewPeriods } from "./period";
import { readTopMovers, readTopOutliers } from "./top-feeds";
import { presentUsage } from "./usage";

const figure = (current: number | null, compared: number | null, previous: number | null) => ({
  current,
  compared_current: compared,
  previous,
  change: changeOf(compared, previous),
});

const countFigure = (count: PeriodCount) => figure(count.current, count.compared, count.previous);

const presentPeriod = (period: ComparedPeriod) => ({
  start: period.start.toISOString(),
  end: period.end.toISOString(),
  first_day: period.firstDay,
  last_day: period.lastDay,
});

const rate = (engagement: number | null, views: number | null) =>
  engagement !== null && views ? engagement / views : null;

export async function getOverview(
  db: Db,
  teamId: number,
  input: { days: number; now: Date; excludeDemo?: boolean },
): Promise<OverviewData> {
  const options = { excludeDemo: input.excludeDemo === true };
  const usage = await readTeamUsage(db, teamId);
  const [team] = await db
    .select({ timezone: organization.timezone })
    .from(organization)
    .where(eq(organization.id, teamId));
  const periods = overviewPeriods(usage.plan.name, input.days, input.now, team?.timezone ?? 0);
  const [gains, counts, outliers, usageCard] = await Promise.all([
    readGains(db, teamId, periods, options),
    readCounts(db, teamId, periods, options),
    readTopOutliers(db, teamId, options),
    presentUsage(db, teamId, usage, periods.now),
  ]);
  const movers = await readTopMovers(db, teamId, gains.movers, options);
  const gained = (metric: keyof DayGain) =>
    figure(totalOf(gains.current, metric), totalOf(gains.compared, metric), totalOf(gains.previous, metric));
  const views = gained("views");
  const engagement = gained("engagement");
  const dayStart = (index: number) => new Date(periods.start.getTime() + index * DAY_MS).toISOString();
  // Named as period.ts names days: by the team-local date the span ends on (1 ms back: an end at midnight is its day).
  const dayName = (index: number) =>
    localDate(new Date(periods.start.getTime() + (index + 1) * DAY_MS - 1), team?.timezone ?? 0);
  // The previous window's day at the same offset, drawn under the current one; a split window has no previous window.
  const previousOf = (index: number): DayGain | null => (periods.split ? null : (gains.previous?.[index] ?? null));
  return {
    // Leaving the demo items out of the figures is not a first run: the team tracks them.
    first_run: counts.feeds === 0 && counts.channels === 0 && !(options.excludeDemo && counts.hasDemo),
    days: periods.requestedDays,
    window_days: periods.windowDays,
    clamped: periods.clamped,
    history_days: usage.plan.limits.historyDays,
    previous_available: periods.previousVisible,
    exclude_demo: options.excludeDemo,
    has_demo: counts.hasDemo,
    period: { start: periods.start.toISOString(), end: periods.now.toISOString() },
    previous_period: { start: periods.previous.start.toISOString(), end: periods.previous.end.toISOString() },
    comparison: {
      split: periods.split,
      days: periods.compareDays,
      current: presentPeriod(periods.compared),
      previous: presentPeriod(periods.previous),
    },
    figures: {
      views,
      engagement,
      engagement_rate: figure(
        rate(engagement.current, views.current),
        rate(engagement.compared_current, views.compared_current),
        rate(engagement.previous, views.previous),
      ),
      new_videos: countFigure(counts.newVideos),
      channels: { total: counts.channels, added: countFigure(counts.channelsAdded) },
      feeds: { total: counts.feeds, added: countFigure(counts.feedsAdded) },
    },
    series: gains.current.map((day, index) => ({
      date: dayStart(index),
      day: dayName(index),
      views: day.views,
      previous_views: previousOf(index)?.views ?? null,
    })),
    top_movers: movers.map((mover) => ({
      id: mover.feed.id,
      caption: mover.feed.caption,
      thumbnail: mover.feed.thumbnail,
      platform: mover.feed.platform,
      channel_handle: mover.feed.channel.handle,
      is_demo: mover.feed.is_demo,
      gain: mover.gain,
      views: mover.feed.views,
      growth: mover.growth,
    })),
    top_outliers: outliers.map((feed) => ({
      id: feed.id,
      caption: feed.caption,
      thumbnail: feed.thumbnail,
      platform: feed.platform,
      channel_handle: feed.channel.handle,
      is_demo: feed.is_demo,
      views: feed.views,
      outlet: feed.outlet,
    })),
    usage: usageCard,
  };
}
