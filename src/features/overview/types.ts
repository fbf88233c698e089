// The answer of GET /v1/team/overview, as the overview page reads it.
import type { PlatformName } from "@/domain/platforms";

export const PERIODS = [7, 30, 90] as const;
export type PeriodDays = (typeof PERIODS)[number];

export interface Figure {
  current: number | null;
  previous: number | null;
  /** Relative change against the previous period (0.25 = +25 %); null when unknown. */
  change: number | null;
}

export interface OverviewFeed {
  id: number;
  caption: string | null;
  thumbnail: string | null;
  platform: PlatformName | null;
  channel_handle: string | null;
  views: number | null;
}

export interface Mover extends OverviewFeed {
  gain: number;
  growth: number | null;
}

export interface Outlier extends OverviewFeed {
  outlet: number | null;
}

export interface Limit {
  used: number;
  limit: number | null;
}

export interface OverviewData {
  first_run: boolean;
  days: number;
  window_days: number;
  clamped: boolean;
  history_days: number | null;
  previous_available: boolean;
  figures: {
    views: Figure;
    engagement: Figure;
    engagement_rate: Figure;
    new_videos: Figure;
    channels: { total: number; added: Figure };
    feeds: { total: number; added: Figure };
  };
  series: { date: string; views: number | null; previous_views: number | null }[];
  top_movers: Mover[];
  top_outliers: Outlier[];
  usage: {
    plan: string;
    plan_label: string;
    feeds: Limit;
    channels: Limit;
    seats: Limit;
    history_days: number | null;
    refresh_hours: number;
  };
}
