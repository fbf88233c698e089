"use client";
// The person's teams and the switch between them (GET /v1/team/list, POST /v1/team/switch; issue 14 item 4).
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TeamList, TeamListItem } from "@/domain/contracts/team";
import { api } from "../api/client";
import { useRootStore } from "../store/root-store";
import type { UserInfo } from "../store/types";
import { teamKeys, userKeys } from "./keys";
import type { MutationNotice } from "./notice";

export type { TeamListItem };

export function useTeamList() {
  return useQuery({
    queryKey: teamKeys.list(),
    queryFn: async () => (await api.get<TeamList>("/team/list")).teams,
  });
}

/**
 * After a switch every cached answer but the person's own (user info, just replaced) belongs to the old team: drop
 * them all, so nothing of the old team shows while the new team's data loads (shown queries refetch at once).
 */
export function resetTeamData(queryClient: QueryClient): Promise<void> {
  return queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== userKeys.all[0] });
}

/**
 * Switches the session to another team. Every cached answer belongs to the old team, so all of them are reset
 * (dropped and refetched where shown) once the stored user_info carries the new team and role.
 */
export function useSwitchTeam(notice?: MutationNotice<UserInfo, number>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: number) => api.post<UserInfo>("/team/switch", { team_id: teamId }),
    onSuccess: async (user) => {
      useRootStore.getState().setAccount({ user_info: user });
      queryClient.setQueryData(userKeys.me(), user);
      await resetTeamData(queryClient);
    },
    meta: { notice },
  });
}
