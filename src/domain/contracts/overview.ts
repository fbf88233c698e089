// GET /v1/team/overview (issue 6): key figures against the previous period, daily views, top movers and
// outliers, usage against the plan and whether this is a first run.
import { z } from "zod";
import { IsoDateTime, KnownCount, orNull, PlatformName } from "./common";

export const OverviewQuery = z.object({
  days: z
    .enum(["7", "30", "90"], { error: "Days must be 7, 30 or 90" })
    .default("7")
    .transform(Number)
    .meta({ param: { name: "days", in: "query" }, example: "7" }),
  exclude_demo: z
    .enum(["true", "false", "1", "0"], { error: "exclude_demo must be true or false" })
    .default("false")
    .transform((value) => value === "true" || value === "1")
    .meta({
      param: { name: "exclude_demo", in: "query" },
      description: "Leave the demo workspace's feeds and channels out of every figure, series and list",
      example: "true",
    }),
});
export type OverviewQuery = z.infer<typeof OverviewQuery>;

export const Figure = z
  .object({
    current: KnownCount.meta({ description: "The value over the shown window" }),
    compared_current: KnownCount.meta({
      description: "The value over the compared period (`comparison.current`): the window itself unless it is split",
    }),
    previous: KnownCount.meta({ description: "The value over `comparison.previous`; null when unknown" }),
    change: z
      .number()
      .nullable()
      .meta({ description: "Relative change from `previous` to `compared_current` (0.25 = +25 %); null when unknown" }),
  })
  .meta({ id: "OverviewFigure" });
export type Figure = z.infer<typeof Figure>;

const overviewFeedFields = {
  id: z.number().int().positive().meta({ description: "The feed id" }),
  caption: z.string().nullable(),
  thumbnail: z.string().nullable(),
  platform: orNull(PlatformName),
  channel_handle: z.string().nullable(),
  views: KnownCount,
  is_demo: z.boolean().meta({ description: "A demo-workspace (simulated) video" }),
};

export const OverviewFeed = z.object(overviewFeedFields);
export type OverviewFeed = z.infer<typeof OverviewFeed>;

export const Mover = z
  .object({
    ...overviewFeedFields,
    gain: z.number().meta({ description: "Views gained in the period" }),
    growth: z.number().nullable().meta({ description: "Gain relative to the views at the period's start" }),
  })
  .meta({ id: "OverviewMover" });
export type Mover = z.infer<typeof Mover>;

export const Outlier = z
  .object({
    ...overviewFeedFields,
    outlet: z
      .number()
      .nullable()
      .meta({ description: "Outlier (×median): views divided by the channel's median views" }),
  })
  .meta({ id: "OverviewOutlier" });
export type Outlier = z.infer<typeof Outlier>;

export const Limit = z
  .object({ used: z.number().int(), limit: z.number().int().nullable().meta({ description: "Null when unlimited" }) })
  .meta({ id: "UsageLimit" });
export type Limit = z.infer<typeof Limit>;

export const OverviewUsage = z
  .object({
    plan: z.string().meta({ example: "free" }),
    plan_label: z.string().meta({ example: "Free" }),
    feeds: Limit,
    channels: Limit,
    seats: Limit,
    history_days: z.number().int().nullable(),
    refresh_hours: z.number(),
  })
  .meta({ id: "OverviewUsage" });
export type OverviewUsage = z.infer<typeof OverviewUsage>;

const Period = z.object({ start: IsoDateTime, end: IsoDateTime });

const ComparedPeriod = z.object({
  start: IsoDateTime.meta({ description: "Exclusive start" }),
  end: IsoDateTime,
  first_day: z.iso.date().meta({ description: "First day, a date in the team's time zone" }),
  last_day: z.iso.date().meta({ description: "Last day, a date in the team's time zone" }),
});

export const OverviewComparison = z
  .object({
    split: z.boolean().meta({
      description:
        "True when the previous window lies beyond the plan's history, so the window's latest half is compared " +
        "with the half before it (7 days: the last 3 against the 3 before)",
    }),
    days: z.number().int().meta({ description: "Days in each compared period" }),
    current: ComparedPeriod,
    previous: ComparedPeriod,
  })
  .meta({ id: "OverviewComparison" });
export type OverviewComparison = z.infer<typeof OverviewComparison>;

export const OverviewData = z
  .object({
    first_run: z.boolean().meta({ description: "True while the team tracks no feed and no channel" }),
    days: z.number().int().meta({ description: "The days asked for" }),
    window_days: z.number().int().meta({ description: "The days shown: the request within the plan's history" }),
    clamped: z.boolean(),
    history_days: z.number().int().nullable(),
    previous_available: z.boolean(),
    exclude_demo: z.boolean().meta({ description: "Whether the demo workspace's items were left out" }),
    has_demo: z.boolean().meta({ description: "Whether the team has demo-workspace items (the toggle is shown then)" }),
    period: Period,
    previous_period: Period.meta({ description: "The same as `comparison.previous`" }),
    comparison: OverviewComparison,
    figures: z.object({
      views: Figure,
      engagement: Figure,
      engagement_rate: Figure,
      new_videos: Figure,
      channels: z.object({ total: z.number().int(), added: Figure }),
      feeds: z.object({ total: z.number().int(), added: Figure }),
    }),
    series: z.array(
      z.object({
        date: IsoDateTime.meta({
          description: "Start of the day (a rolling 24-hour span ending at the same time as the period)",
        }),
        day: z.iso.date().meta({
          description:
            "The team-local date the day is named by: the date its 24 hours end on, as comparison.current.first_day and last_day name days",
        }),
        views: KnownCount,
        previous_views: KnownCount.meta({
          description:
            "The previous window's day at the same offset; null when the window is split (no previous window)",
        }),
      }),
    ),
    top_movers: z.array(Mover),
    top_outliers: z.array(Outlier),
    usage: OverviewUsage,
  })
  .meta({ id: "TeamOverview" });
export type OverviewData = z.infer<typeof OverviewData>;
