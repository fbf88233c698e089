"use client";
// Account analyses (/v1/analyze…): the recently analyzed list, one analysis, and starting one. Following a running
// analysis (its event stream) stays in src/features/analyze/follow-analysis.ts.
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { PlatformName } from "@/domain/platforms";
import type { AnalysisResponse, AnalysisStarted, RecentAnalysis } from "@/features/analyze/types";
import { api } from "../api/client";
import { analysisKeys } from "./keys";

export function useRecentAnalyses() {
  return useQuery({ queryKey: analysisKeys.recent(), queryFn: () => api.get<RecentAnalysis[]>("/analyze/recent") });
}

/** One analysis as it is now (GET /v1/analyze/{id}); never served from cache, since a run moves on. */
export function analysisQuery(id: number) {
  return queryOptions({
    queryKey: analysisKeys.detail(id),
    queryFn: () => api.get<AnalysisResponse>(`/analyze/${id}`),
    staleTime: 0,
    retry: false,
  });
}

/** POST /v1/analyze; rejects with the API's error (a field error shows under the input). */
export function useStartAnalysis() {
  return useMutation({
    mutationFn: ({ url, platform }: { url: string; platform: PlatformName | null }) =>
      api.post<AnalysisStarted>("/analyze", platform ? { url, platform } : { url }),
  });
}
