"use client";
// Client data of the comparison page (issue 19 item 3): GET /v1/compare for 2 to 5 channels.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { COMPARE_MAX_CHANNELS, COMPARE_MIN_CHANNELS, type Comparison } from "@/domain/contracts/compare";
import { api } from "../api/client";
import { compareKeys } from "./keys";

export function useComparison(ids: readonly number[]) {
  const enabled = ids.length >= COMPARE_MIN_CHANNELS && ids.length <= COMPARE_MAX_CHANNELS;
  return useQuery({
    queryKey: compareKeys.channels(ids),
    queryFn: () => api.get<Comparison>(`/compare?channel_ids=${ids.join(",")}`),
    enabled,
    placeholderData: keepPreviousData,
  });
}
