"use client";
// The demo workspace (GET/POST/DELETE /v1/team/demo-workspace): its state, loading it and removing it.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../api/client";
import { demoKeys } from "./keys";
import type { MutationNotice } from "./notice";

export interface DemoWorkspaceState {
  available: boolean;
  loaded: boolean;
}

/**
 * The team's demo workspace state, for every member: Analysts see its buttons disabled with the reason (issue 14
 * item 3); the writes are Owner and Admin only (useRoleLock(Action.ManageTeamSettings)).
 */
export function useDemoWorkspace() {
  const query = useQuery({
    queryKey: demoKeys.state(),
    queryFn: () => api.get<DemoWorkspaceState>("/team/demo-workspace"),
  });
  return { state: query.data ?? null };
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
