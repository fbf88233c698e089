"use client";
// Priority items (POST /v1/feed/{id}/priority and /v1/channel/{id}/priority, issue 18 item 3): Max teams mark up
// to 100 feeds and channels, refreshed hourly. A refusal (90001) opens the plan-limit modal through the API client.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PriorityAnswer } from "@/domain/contracts/tracking";
import { api } from "../api/client";
import type { MutationNotice } from "./notice";
import { invalidateTracked, type TrackingKind } from "./tracking";

export interface PriorityInput {
  id: number;
  priority: boolean;
}

export function useSetPriority(kind: TrackingKind, notice?: MutationNotice<PriorityAnswer, PriorityInput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, priority }: PriorityInput) => api.post<PriorityAnswer>(`/${kind}/${id}/priority`, { priority }),
    onSettled: () => invalidateTracked(queryClient),
    meta: { notice },
  });
}
