// Shapes of the /v1/analyze answers as the browser receives them: the API contracts
// (src/domain/contracts/analysis.ts) under the names the analyze components use.
export type {
  AnalysisResponse,
  AnalysisResult,
  AnalysisStarted,
  FailedEvent,
  RecentAnalysis,
} from "@/domain/contracts/analysis";
