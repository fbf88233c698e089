"use client";
// The demo workspace's endpoints (GET/POST/DELETE /v1/team/demo-workspace) for the card and the remove button.
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { canManageTeam } from "@/domain/roles";
import { api } from "@/lib/api/client";
import { useRootStore } from "@/lib/store/root-store";

export const DEMO_WORKSPACE_KEY = ["demo-workspace"] as const;

export interface DemoWorkspaceState {
  available: boolean;
  loaded: boolean;
}

/** The team's demo workspace state; `canManage` is false for Analysts (the writes are Owner/Admin only). */
export function useDemoWorkspace() {
  const role = useRootStore((s) => s.user_info?.role);
  const canManage = role !== undefined && canManageTeam(role);
  const query = useQuery({
    queryKey: DEMO_WORKSPACE_KEY,
    queryFn: () => api.get<DemoWorkspaceState>("/team/demo-workspace"),
    enabled: canManage,
  });
  return { state: query.data ?? null, canManage };
}

/**
 * Loading or removing the demo changes every list, chart and count of the dashboard (feeds, channels, overview,
 * collections, usage), so every cached query is refetched rather than a list of keys that would drift.
 */
export function refetchAfterDemoChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries();
}
