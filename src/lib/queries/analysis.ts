"use client";
// Account analyses (/v1/analyze…): the recently analyzed list, one analysis, and starting one. Following a running
// analysis (its event stream) stays in src/features/analyze/follow-analysis.ts.
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { AnalysisResponse, AnalysisStarted, RecentAnalysis } from "@/domain/contracts/analysis";
import type { PlatformName } from "@/domain/platforms";
import { api } from "../api/client";
import { analysisKeys } from "./keys";

/** Public pages list visitors' runs; Explore lists the team's own (private research stays private). */
export function useRecentAnalyses(scope: "public" | "team" = "public") {
  return useQuery({
    queryKey: analysisKeys.recent(scope),
    queryFn: () => api.get<RecentAnalysis[]>(scope === "team" ? "/analyze/recent/team" : "/analyze/recent"),
  });
}

/** One analysis as it is now (GET /v1/analyze/{id}); never served from cache, since a run moves on. */
export function analysisQuery(id: string) {
  return queryOptions({
    queryKey: analysisKeys.detail(id),
    queryFn: () => api.get<AnalysisResponse>(`/analyze/${encodeURIComponent(id)}`),
    staleTime: 0,
    retry: false,
  });
}

/** POST /v1/analyze; rejects with the API's error (a field error shows under the input). */
export function useStartAnalysis() {
  return useMutation({
    mutationFn: ({
      url,
      platform,
      source,
    }: {
      url: string;
      platform: PlatformName | null;
      /** Which page started the run: a signed-in person's runs stay inside their team. */
      source: "public" | "explore";
    }) => api.post<AnalysisStarted>("/analyze", platform ? { url, platform, source } : { url, source }),
  });
}
