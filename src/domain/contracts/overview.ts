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
});
export type OverviewQuery = z.infer<typeof OverviewQuery>;

export const Figure = z
  .object({
    current: KnownCount,
    previous: KnownCount.meta({ description: "Null when the previous period is unknown or outside the plan" }),
    change: z.number().nullable().meta({ description: "Relative change (0.25 = +25 %); null when unknown" }),
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

export const OverviewData = z
  .object({
    first_run: z.boolean().meta({ description: "True while the team tracks no feed and no channel" }),
    days: z.number().int().meta({ description: "The days asked for" }),
    window_days: z.number().int().meta({ description: "The days shown: the request within the plan's history" }),
    clamped: z.boolean(),
    history_days: z.number().int().nullable(),
    previous_available: z.boolean(),
    period: Period,
    previous_period: Period,
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
        date: IsoDateTime.meta({ description: "Start of the day" }),
        views: KnownCount,
        previous_views: KnownCount,
      }),
    ),
    top_movers: z.array(Mover),
    top_outliers: z.array(Outlier),
    usage: OverviewUsage,
  })
  .meta({ id: "TeamOverview" });
export type OverviewData = z.infer<typeof OverviewData>;
