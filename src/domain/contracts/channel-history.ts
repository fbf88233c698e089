// Contracts of a channel's daily gains (issue 19 item 2): GET /v1/channel/{id}/gains answers one row per day of the
// team's time zone, newest first; GET /v1/channel/{id}/gains/export answers the same rows as CSV.
import { z } from "zod";
import { isCalendarDate } from "../channel-history/local-date";
import { KnownCount } from "./common";

const CalendarDate = z
  .string()
  .trim()
  .refine(isCalendarDate, { error: "Dates are written YYYY-MM-DD" })
  .meta({ example: "2026-11-20" });

export const ChannelGainsQuery = z.object({
  from: CalendarDate.optional().meta({
    description: "First day (YYYY-MM-DD, the team's time zone); default: the start of the plan's history window",
  }),
  to: CalendarDate.optional().meta({ description: "Last day (YYYY-MM-DD, the team's time zone); default: today" }),
});
export type ChannelGainsQuery = z.infer<typeof ChannelGainsQuery>;

const Change = z.number().nullable().meta({
  description: "Change against the latest earlier day with a value; null without one (never 0 for unknown)",
});

export const ChannelGainsRow = z
  .object({
    date: z.string().meta({ example: "2026-11-20" }),
    missing: z.boolean().meta({ description: "No snapshot that day: every figure and change is null" }),
    previous_date: z.string().nullable().meta({ description: "The latest earlier day with a snapshot" }),
    followers: KnownCount,
    followers_change: Change,
    following: KnownCount,
    following_change: Change,
    views_total: KnownCount.meta({ description: "Sum of the views of the channel's known videos" }),
    views_change: Change,
    likes_total: KnownCount,
    likes_change: Change,
    video_count: KnownCount,
    video_count_change: Change,
    new_videos: KnownCount.meta({ description: "Known videos of the channel published that day" }),
  })
  .meta({ id: "ChannelGainsRow" });
export type ChannelGainsRow = z.infer<typeof ChannelGainsRow>;

export const ChannelGains = z
  .object({
    channel_id: z.number().int(),
    from: z.string(),
    to: z.string(),
    utc_offset_hours: z.number().meta({ description: "The team's time zone the days are counted in" }),
    window_from: z
      .string()
      .nullable()
      .meta({ description: "The earliest day the plan's history window allows; null when unlimited" }),
    rows: z.array(ChannelGainsRow).meta({ description: "Every day from `from` to `to`, newest first" }),
  })
  .meta({ id: "ChannelGains" });
export type ChannelGains = z.infer<typeof ChannelGains>;
