"use client";
// Alerts (issue 16 items 2 and 6; src/server/api/routes/alerts.ts): the team's targets, notification groups, rules
// and the events log, and every write on them. A write refetches the lists it can move: targets and groups carry
// the number of rules using them, so a rule write refetches all three. A plan refusal (90001) opens the plan-limit
// modal by itself (the API client does it).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AlertEventPage,
  AlertGroup,
  AlertGroupBody,
  AlertGroupList,
  AlertGroupTestAnswer,
  AlertRule,
  AlertRuleBody,
  AlertRuleList,
  AlertTarget,
  AlertTargetBody,
  AlertTargetList,
  DestinationConfirmed,
} from "@/domain/contracts/alerts";
import { api } from "../api/client";
import { alertKeys } from "./keys";
import type { MutationNotice } from "./notice";

export const EVENTS_PAGE_SIZE = 20;

export function useAlertTargets(enabled = true) {
  return useQuery({
    queryKey: alertKeys.targets(),
    queryFn: async () => (await api.get<AlertTargetList>("/alert/target")).list,
    enabled,
  });
}

export function useAlertGroups(enabled = true) {
  return useQuery({
    queryKey: alertKeys.groups(),
    queryFn: async () => (await api.get<AlertGroupList>("/alert/group")).list,
    enabled,
  });
}

export function useAlertRules(enabled = true) {
  return useQuery({
    queryKey: alertKeys.rules(),
    queryFn: async () => (await api.get<AlertRuleList>("/alert/rule")).list,
    enabled,
  });
}

/** One page of GET /v1/alert/events, newest first, optionally one rule's; the previous page stays while paging. */
export function useAlertEvents(ruleId: number | null, page: number, enabled = true) {
  const query = new URLSearchParams({ page: String(page), page_size: String(EVENTS_PAGE_SIZE) });
  if (ruleId !== null) query.set("rule_id", String(ruleId));
  return useQuery({
    queryKey: alertKeys.events(ruleId, page),
    queryFn: () => api.get<AlertEventPage>(`/alert/events?${query.toString()}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A write on alerts: afterwards every alert list is read again (rule counts and names move between them). */
function useAlertWrite<TData, TVariables>(
  request: (variables: TVariables) => Promise<TData>,
  notice?: MutationNotice<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
    meta: { notice },
  });
}

export interface SaveTarget {
  id?: number;
  body: AlertTargetBody;
}

export function useSaveAlertTarget(notice?: MutationNotice<AlertTarget, SaveTarget>) {
  return useAlertWrite(
    ({ id, body }: SaveTarget) =>
      id === undefined
        ? api.post<AlertTarget>("/alert/target", body)
        : api.put<AlertTarget>(`/alert/target/${id}`, body),
    notice,
  );
}

export function useDeleteAlertTarget(notice?: MutationNotice<unknown, number>) {
  return useAlertWrite((id: number) => api.delete(`/alert/target/${id}`), notice);
}

export interface SaveGroup {
  id?: number;
  body: AlertGroupBody;
}

/** Answers the saved group; a new webhook destination carries its signing secret in this answer only. */
export function useSaveAlertGroup(notice?: MutationNotice<AlertGroup, SaveGroup>) {
  return useAlertWrite(
    ({ id, body }: SaveGroup) =>
      id === undefined ? api.post<AlertGroup>("/alert/group", body) : api.put<AlertGroup>(`/alert/group/${id}`, body),
    notice,
  );
}

export function useDeleteAlertGroup(notice?: MutationNotice<unknown, number>) {
  return useAlertWrite((id: number) => api.delete(`/alert/group/${id}`), notice);
}

/** Sends a sample alert to every destination of a group now; a paused destination may be un-paused by it. */
export function useTestAlertGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<AlertGroupTestAnswer>(`/alert/group/${id}/test`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.groups() }),
  });
}

export interface SaveRule {
  id?: number;
  body: AlertRuleBody;
}

export function useSaveAlertRule(notice?: MutationNotice<AlertRule, SaveRule>) {
  return useAlertWrite(
    ({ id, body }: SaveRule) =>
      id === undefined ? api.post<AlertRule>("/alert/rule", body) : api.put<AlertRule>(`/alert/rule/${id}`, body),
    notice,
  );
}

export function useDeleteAlertRule(notice?: MutationNotice<unknown, number>) {
  return useAlertWrite((id: number) => api.delete(`/alert/rule/${id}`), notice);
}

export interface RuleActive {
  id: number;
  active: 0 | 1;
}

/** The row's switch: the cached list shows the new state at once and goes back if the server refuses. */
export function useSetAlertRuleActive(notice?: MutationNotice<AlertRule, RuleActive>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: RuleActive) => api.post<AlertRule>(`/alert/rule/${id}/active`, { active }),
    onMutate: async ({ id, active }: RuleActive) => {
      await queryClient.cancelQueries({ queryKey: alertKeys.rules() });
      const before = queryClient.getQueryData<AlertRule[]>(alertKeys.rules());
      queryClient.setQueryData<AlertRule[]>(alertKeys.rules(), (rules) =>
        rules?.map((rule) => (rule.id === id ? { ...rule, active } : rule)),
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(alertKeys.rules(), context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.rules() }),
    meta: { notice },
  });
}

/** Follows an email destination's confirmation link (no sign-in: the token is the permission). */
export function useConfirmAlertEmail() {
  return useMutation({
    mutationFn: (token: string) =>
      api.get<DestinationConfirmed>(`/alert/destination/confirm?token=${encodeURIComponent(token)}`),
  });
}
