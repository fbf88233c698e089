// Shapes of the /v1/analyze answers as the browser receives them (src/server/api/routes/analyze.ts).
import type { AnalysisFailure, AnalysisResult, AnalysisState } from "@/domain/analysis";
import type { PlatformName } from "@/domain/platforms";

/** GET /v1/analyze/{id}. `result` is the partial view for visitors, complete for signed-in people. */
export interface AnalysisResponse {
  /** The public id (random, not sequential). */
  id: string;
  state: AnalysisState;
  platform: PlatformName | null;
  input: string;
  error: string | null;
  created_at: string;
  finished_at: string | null;
  result: AnalysisResult | null;
}

/** POST /v1/analyze. */
export interface AnalysisStarted {
  id: string;
  reused: boolean;
}

/** One entry of GET /v1/analyze/recent. */
export interface RecentAnalysis {
  analysis_id: string;
  platform: PlatformName | null;
  handle: string | null;
  name: string | null;
  avatar: string | null;
  followers: number | null;
  median_views: number | null;
  is_demo: boolean;
  analyzed_at: string | null;
}

/** Payload of the `failed` server-sent event. */
export interface FailedEvent {
  state: AnalysisFailure;
  error: string | null;
}
