// GET /v1/team/overview: the dashboard's Overview for the caller's team — key figures against the previous
// period, the daily views series, top movers and outliers, usage against the plan, and whether this is a first run.
import "server-only";
import type { OverviewData } from "@/domain/contracts/overview";
import type { Db } from "../../db/client";
import { readTeamUsage } from "../../tracking/team-usage";
import { readCounts } from "./counts";
import { type DayGain, readGains, totalOf } from "./gains";
import { changeOf, DAY_MS, overviewPeriods } from "./period";
import { readTopMovers, readTopOutliers } from "./top-feeds";
import { presentUsage } from "./usage";

const figure = (current: number | null, previous: number | null) => ({
  current,
  previous,
  change: changeOf(current, previous),
});

const rate = (engagement: number | null, views: number | null) =>
  engagement !== null && views ? engagement / views : null;

export async function getOverview(db: Db, teamId: number, input: { days: number; now: Date }): Promise<OverviewData> {
  const usage = await readTeamUsage(db, teamId);
  const periods = overviewPeriods(usage.plan.name, input.days, input.now);
  const [gains, counts, outliers, usageCard] = await Promise.all([
    readGains(db, teamId, periods),
    readCounts(db, teamId, periods),
    readTopOutliers(db, teamId),
    presentUsage(db, teamId, usage),
  ]);
  const movers = await readTopMovers(db, teamId, gains.movers);
  const views = figure(totalOf(gains.current, "views"), totalOf(gains.previous, "views"));
  const engagement = figure(totalOf(gains.current, "engagement"), totalOf(gains.previous, "engagement"));
  const dayStart = (index: number) => new Date(periods.start.getTime() + index * DAY_MS).toISOString();
  const previousOf = (index: number): DayGain | null => gains.previous?.[index] ?? null;
  return {
    first_run: counts.feeds === 0 && counts.channels === 0,
    days: periods.requestedDays,
    window_days: periods.windowDays,
    clamped: periods.clamped,
    history_days: usage.plan.limits.historyDays,
    previous_available: periods.previousVisible,
    period: { start: periods.start.toISOString(), end: periods.now.toISOString() },
    previous_period: { start: periods.previousStart.toISOString(), end: periods.start.toISOString() },
    figures: {
      views,
      engagement,
      engagement_rate: figure(rate(engagement.current, views.current), rate(engagement.previous, views.previous)),
      new_videos: figure(counts.newVideos.current, counts.newVideos.previous),
      channels: { total: counts.channels, added: figure(counts.channelsAdded.current, counts.channelsAdded.previous) },
      feeds: { total: counts.feeds, added: figure(counts.feedsAdded.current, counts.feedsAdded.previous) },
    },
    series: gains.current.map((day, index) => ({
      date: dayStart(index),
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
