"use client";
// The Overview's answer (GET /v1/team/overview) for a period of 7, 30 or 90 days.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { OverviewData } from "@/domain/contracts/overview";
import { api } from "../api/client";
import { overviewKeys } from "./keys";

/** The previous period's answer stays on screen while another period loads. */
export function useOverview(days: number) {
  return useQuery({
    queryKey: overviewKeys.period(days),
    queryFn: () => api.get<OverviewData>(`/team/overview?days=${days}`),
    placeholderData: keepPreviousData,
  });
}
