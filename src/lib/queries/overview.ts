"use client";
// The Overview's answer (GET /v1/team/overview) for a period of 7, 30 or 90 days, with or without the demo
// workspace's items.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { OverviewData } from "@/domain/contracts/overview";
import { api } from "../api/client";
import { overviewKeys } from "./keys";

/** The previous period's answer stays on screen while another period loads. */
export function useOverview(days: number, excludeDemo = false) {
  return useQuery({
    queryKey: overviewKeys.period(days, excludeDemo),
    queryFn: () => api.get<OverviewData>(`/team/overview?days=${days}${excludeDemo ? "&exclude_demo=true" : ""}`),
    placeholderData: keepPreviousData,
  });
}
