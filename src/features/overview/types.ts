// The answer of GET /v1/team/overview as the overview page reads it: the API contract
// (src/domain/contracts/overview.ts) under the names the overview components use.
export type { Figure, Limit, Mover, Outlier, OverviewData, OverviewFeed } from "@/domain/contracts/overview";

export const PERIODS = [7, 30, 90] as const;
export type PeriodDays = (typeof PERIODS)[number];
