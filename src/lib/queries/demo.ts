"use client";
// The demo workspace (GET/POST/DELETE /v1/team/demo-workspace): its state, loading it and removing it.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { canManageTeam } from "@/domain/roles";
import { api } from "../api/client";
import { useRootStore } from "../store/root-store";
import { demoKeys } from "./keys";
import type { MutationNotice } from "./notice";

export interface DemoWorkspaceState {
  available: boolean;
  loaded: boolean;
}

/** The team's demo workspace state; `canManage` is false for Analysts (the writes are Owner/Admin only). */
export function useDemoWorkspace() {
  const role = useRootStore((s) => s.user_info?.role);
  const canManage = role !== undefined && canManageTeam(role);
  const query = useQuery({
    queryKey: demoKeys.state(),
    queryFn: () => api.get<DemoWorkspaceState>("/team/demo-workspace"),
    enabled: canManage,
  });
  return { state: query.data ?? null, canManage };
}

/**
 * Loading or removing the demo changes every list, chart and count of the dashboard (feeds, channels, overview,
 * collections, usage), so every cached query is refetched rather than a list of keys that would drift.
 */
function useDemoWrite(request: () => Promise<unknown>, notice?: MutationNotice) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries(),
    meta: { notice },
  });
}

export function useLoadDemoWorkspace(notice?: MutationNotice) {
  return useDemoWrite(() => api.post("/team/demo-workspace"), notice);
}

export function useRemoveDemoWorkspace(notice?: MutationNotice) {
  return useDemoWrite(() => api.delete("/team/demo-workspace"), notice);
}
