"use client";
// Team membership (issue 14; spec section 7 `/v1/team/*`): the members table with its seats, invitations (send,
// resend, revoke, preview, accept), role changes, removal, leaving and transferring the team. Every write on the
// members answers the updated TeamMembers, which replaces the cached table instead of a refetch. A seat past the
// plan answers 90001, which the API client turns into the plan-limit modal by itself.
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SignedInUser, UserInfo } from "@/domain/contracts/account";
import type { InvitationPreview, InviteBody, TeamMembers } from "@/domain/contracts/team";
import { api } from "../api/client";
import { hashPassword } from "../password";
import { useRootStore } from "../store/root-store";
import { billingKeys, overviewKeys, teamKeys, userKeys } from "./keys";
import type { MutationNotice } from "./notice";

export function useTeamMembers(enabled = true) {
  return useQuery({ queryKey: teamKeys.members(), queryFn: () => api.get<TeamMembers>("/team/members"), enabled });
}

/** A write on the members table: its answer is the table. */
export function membersWriteOptions<TVariables>(
  queryClient: QueryClient,
  request: (variables: TVariables) => Promise<TeamMembers>,
  after?: (queryClient: QueryClient) => Promise<unknown>,
) {
  return {
    mutationFn: request,
    onSuccess: (members: TeamMembers) => {
      queryClient.setQueryData(teamKeys.members(), members);
      // The seats also show on the subscriptions page and the overview's usage card: read again there.
      void queryClient.invalidateQueries({ queryKey: billingKeys.subscription() });
      void queryClient.invalidateQueries({ queryKey: overviewKeys.all });
      return after?.(queryClient);
    },
  };
}

function useMembersWrite<TVariables>(
  request: (variables: TVariables) => Promise<TeamMembers>,
  notice?: MutationNotice<TeamMembers, TVariables>,
  after?: (queryClient: QueryClient) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({ ...membersWriteOptions(queryClient, request, after), meta: { notice } });
}

export function useInviteMember(notice?: MutationNotice<TeamMembers, InviteBody>) {
  return useMembersWrite((body: InviteBody) => api.post<TeamMembers>("/team/invite", body), notice);
}

export function useResendInvitation(notice?: MutationNotice<TeamMembers, number>) {
  return useMembersWrite(
    (invitationId: number) => api.post<TeamMembers>("/team/invite/resend", { invitation_id: invitationId }),
    notice,
  );
}

export function useRevokeInvitation(notice?: MutationNotice<TeamMembers, number>) {
  return useMembersWrite(
    (invitationId: number) => api.post<TeamMembers>("/team/invite/revoke", { invitation_id: invitationId }),
    notice,
  );
}

export interface RoleChange {
  userId: number;
  role: InviteBody["role"];
}

export function useUpdateMemberRole(notice?: MutationNotice<TeamMembers, RoleChange>) {
  return useMembersWrite(
    ({ userId, role }: RoleChange) => api.post<TeamMembers>("/team/member/update", { user_id: userId, role }),
    notice,
  );
}

export function useRemoveMember(notice?: MutationNotice<TeamMembers, number>) {
  return useMembersWrite((userId: number) => api.post<TeamMembers>("/team/member/remove", { user_id: userId }), notice);
}

/** Hands the team to another member; the person's own role changes with it, so their account is refetched. */
export function useTransferTeam(notice?: MutationNotice<TeamMembers, number>) {
  return useMembersWrite(
    (userId: number) => api.post<TeamMembers>("/team/transfer", { user_id: userId }),
    notice,
    (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: teamKeys.list() }),
      ]),
  );
}

/**
 * Leaves the active team: the answer is the account acting for the person's own team now, so every cached answer
 * of the old team is dropped and the caller opens the dashboard again.
 */
export function useLeaveTeam(notice?: MutationNotice<UserInfo, void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<UserInfo>("/team/leave"),
    onSuccess: (user) => {
      useRootStore.getState().setAccount({ user_info: user });
      queryClient.clear();
    },
    meta: { notice },
  });
}

/** What the accept page shows before anyone signs in (GET /v1/team/invite/accept?token=). */
export function useInvitationPreview(token: string | null | undefined) {
  return useQuery({
    queryKey: teamKeys.invitation(token ?? ""),
    queryFn: () => api.get<InvitationPreview>(`/team/invite/accept?token=${encodeURIComponent(token ?? "")}`),
    enabled: Boolean(token),
    retry: false,
  });
}

export interface AcceptInvitation {
  token: string;
  /** Typed by the person; sent as its MD5 (spec section 5). Absent when signed in as the invited email. */
  password?: string;
  /** Only for a new account. */
  fullname?: string;
}

/**
 * Ends the current session and forgets the account without leaving the page: on the accept page, when someone else
 * is signed in (the server refuses an invitation for another address while a session is sent, 40008).
 */
export function useSignOutInPlace() {
  return useMutation({
    mutationFn: () => api.post("/user/logout"),
    onSettled: () => useRootStore.getState().setAccount(null),
  });
}

/** Accepts an invitation (POST /v1/team/invite/accept); answers the account and its token, as signing in does. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: ({ token, password, fullname }: AcceptInvitation) =>
      api.post<SignedInUser>("/team/invite/accept", {
        token,
        ...(password === undefined ? {} : { password: hashPassword(password) }),
        ...(fullname === undefined ? {} : { fullname }),
      }),
  });
}
