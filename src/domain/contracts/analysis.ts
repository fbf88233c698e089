// Public account analysis contracts (spec section 2, "Analyze pages"; src/server/api/routes/analyze.ts).
import { z } from "zod";
import { ANALYSIS_FAILURES, ANALYSIS_STEPS } from "../analysis";
import { accountAnalyticsFields } from "./analytics";
import { IsoDateTime, KnownCount, orNull, PlatformName } from "./common";

export const AnalysisStateValue = z
  .enum([...ANALYSIS_STEPS, "done", ...ANALYSIS_FAILURES])
  .meta({ id: "AnalysisState", description: "A progress step, done, or how the run failed" });

export const AnalysisFailureValue = z.enum(ANALYSIS_FAILURES);

export const AnalysisAccount = z
  .object({
    platform: PlatformName,
    platform_id: z.string(),
    handle: z.string().nullable(),
    name: z.string().nullable(),
    avatar: z.string().nullable(),
    profile_url: z.string().nullable(),
    followers: KnownCount,
    following: KnownCount,
    video_count: KnownCount,
    likes_total: KnownCount,
    is_demo: z.boolean(),
  })
  .meta({ id: "AnalysisAccount" });
export type AnalysisAccount = z.infer<typeof AnalysisAccount>;

export const AnalysisFeed = z
  .object({
    id: z.string().meta({ description: "The platform's video id" }),
    url: z.string().nullable(),
    caption: z.string().nullable(),
    thumbnail: z.string().nullable(),
    views: KnownCount,
    engagement: KnownCount,
    likes: KnownCount,
    comments: KnownCount,
    shares: KnownCount,
    bookmarks: KnownCount,
    duration: KnownCount.meta({ description: "Seconds" }),
    published_on: z.string().nullable(),
    last_updated: z.string(),
    outlet: z
      .number()
      .nullable()
      .meta({ description: "Outlier (×median): the video's views divided by the account's median views" }),
    is_viral: z.boolean(),
  })
  .meta({ id: "AnalysisFeed" });
export type AnalysisFeed = z.infer<typeof AnalysisFeed>;

export const SeriesPoint = z
  .object({
    date: z.string().meta({ description: "Publish time (full result) or the week's Monday YYYY-MM-DD (outline)" }),
    views: z.number(),
  })
  .meta({ id: "SeriesPoint" });
export type SeriesPoint = z.infer<typeof SeriesPoint>;

export const AnalysisAnalytics = z
  .object({ ...accountAnalyticsFields, mostViral: z.array(AnalysisFeed) })
  .meta({ id: "AnalysisAnalytics" });
export type AnalysisAnalytics = z.infer<typeof AnalysisAnalytics>;

export const AnalysisResult = z
  .object({
    account: AnalysisAccount,
    analytics: orNull(AnalysisAnalytics),
    feeds: z.array(AnalysisFeed).meta({ description: "Newest first" }),
    series: z.array(SeriesPoint),
    partial: z.boolean().meta({ description: "True when the server withheld part of the result (visitors)" }),
    hidden_feeds: z.number().int().meta({ description: "How many feed rows were withheld" }),
  })
  .meta({ id: "AnalysisResult" });
export type AnalysisResult = z.infer<typeof AnalysisResult>;

/** GET /v1/analyze/{id}. `result` is the partial view for visitors, complete for signed-in people. */
export const AnalysisResponse = z
  .object({
    id: z.string().meta({ description: "The public id: 32 random hex characters, not sequential" }),
    state: AnalysisStateValue,
    platform: orNull(PlatformName),
    input: z.string(),
    error: z.string().nullable(),
    created_at: IsoDateTime,
    finished_at: IsoDateTime.nullable(),
    result: orNull(AnalysisResult),
  })
  .meta({ id: "Analysis" });
export type AnalysisResponse = z.infer<typeof AnalysisResponse>;

/** POST /v1/analyze. */
export const AnalysisStarted = z
  .object({
    id: z.string().meta({ description: "The public id: 32 random hex characters, not sequential" }),
    reused: z.boolean().meta({ description: "True when a recent finished analysis of the account is reused" }),
  })
  .meta({ id: "AnalysisStarted" });
export type AnalysisStarted = z.infer<typeof AnalysisStarted>;

/** One entry of GET /v1/analyze/recent. */
export const RecentAnalysis = z
  .object({
    analysis_id: z.string().meta({ description: "The public id: 32 random hex characters, not sequential" }),
    platform: orNull(PlatformName),
    handle: z.string().nullable(),
    name: z.string().nullable(),
    avatar: z.string().nullable(),
    followers: KnownCount,
    median_views: KnownCount,
    is_demo: z.boolean(),
    analyzed_at: IsoDateTime.nullable(),
  })
  .meta({ id: "RecentAnalysis" });
export type RecentAnalysis = z.infer<typeof RecentAnalysis>;

export const RecentAnalyses = z.array(RecentAnalysis);
export type RecentAnalyses = z.infer<typeof RecentAnalyses>;

/** Payload of the `failed` server-sent event of GET /v1/analyze/{id}/events. */
export const FailedEvent = z.object({ state: AnalysisFailureValue, error: z.string().nullable() });
export type FailedEvent = z.infer<typeof FailedEvent>;
