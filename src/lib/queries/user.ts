"use client";
// The signed-in person and their team (GET/PUT /v1/user, /v1/user/password, /v1/team, sign-out). The root store
// stays the source of truth for user_info (spec section 4); these hooks write the answers into it.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PasswordChanged } from "@/domain/contracts/account";
import { api, endSessionQuietly } from "../api/client";
import { hashPassword } from "../password";
import { useRootStore } from "../store/root-store";
import type { TeamInfo, UserInfo } from "../store/types";
import { channelKeys, userKeys } from "./keys";
import type { MutationNotice } from "./notice";

/** GET /v1/user once the stored account is restored, again on focus; the answer replaces the stored user_info. */
export function useCurrentUser(enabled: boolean) {
  return useQuery({
    queryKey: userKeys.me(),
    queryFn: async () => {
      const user = await api.get<UserInfo>("/user");
      useRootStore.getState().setAccount({ user_info: user });
      return user;
    },
    enabled,
    refetchOnWindowFocus: true,
  });
}

export function useUpdateProfile(notice?: MutationNotice<UserInfo, { full_name: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { full_name: string }) => api.put<UserInfo>("/user", values),
    onSuccess: (user) => {
      useRootStore.getState().setAccount({ user_info: user });
      queryClient.setQueryData(userKeys.me(), user);
    },
    meta: { notice },
  });
}

export function useResendVerification(notice?: MutationNotice) {
  return useMutation({ mutationFn: () => api.post("/user/resend-verify"), meta: { notice } });
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

/** Both passwords leave the browser as their MD5 only (spec section 5). */
export function useChangePassword(notice?: MutationNotice<PasswordChanged, PasswordChange>) {
  return useMutation({
    mutationFn: ({ oldPassword, newPassword }: PasswordChange) =>
      api.put<PasswordChanged>("/user/password", {
        old_password: hashPassword(oldPassword),
        new_password: hashPassword(newPassword),
      }),
    // The change signed out every session, this one too: keep the person signed in with the new token.
    onSuccess: ({ token }) => useRootStore.getState().setAccount({ token }),
    meta: { notice },
  });
}

export function useUpdateTeam(notice?: MutationNotice<TeamInfo, { name: string; timezone: number }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { name: string; timezone: number }) => api.put<TeamInfo>("/team", values),
    onSuccess: (team) => {
      useRootStore.getState().mergeTeamInfo(team);
      // Channel detail computes its posting-time charts in the team's time zone.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: channelKeys.all }),
      ]);
    },
    meta: { notice },
  });
}

/**
 * Log out (spec section 7): end the session on the server, then, whether or not that worked (the session may be
 * gone already), clear the account and go to /signin. Requests of the page still in flight answer 401 by then; they
 * must not turn the sign-out into "session expired".
 */
export function useSignOut() {
  return useMutation({
    mutationFn: () => api.post("/user/logout"),
    onSettled: () => {
      endSessionQuietly();
      useRootStore.getState().setAccount(null);
      window.location.assign("/signin/");
    },
  });
}
