"use client";
// Share links (issue 17 item 2). The team's side (list, create, revoke) goes through the authenticated API client.
// The visitor's side (the shared view and its password) does not: a visitor has no session, and a 401 there means
// "this link needs its password", not an expired session, so it must not run the client's 401 rule.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import type { ShareCreateBody, ShareCreated, SharedView, ShareLink, ShareToken } from "@/domain/contracts/share";
import { ErrorCode } from "@/domain/error-codes";
import { api } from "../api/client";
import { hashPassword } from "../password";
import { useRootStore } from "../store/root-store";
import { shareKeys } from "./keys";
import type { MutationNotice } from "./notice";

export function useShareLinks() {
  return useQuery({
    queryKey: shareKeys.list(),
    queryFn: async () => (await api.get<{ links: ShareLink[] }>("/share/list")).links ?? [],
  });
}

/** The form's input: the typed password is MD5-hashed here, before it leaves the browser (spec section 5). */
export interface NewShareLink {
  kind: ShareCreateBody["kind"];
  id: string | number;
  password?: string;
  expiresAt?: string;
}

export function useCreateShareLink(notice?: MutationNotice<ShareCreated, NewShareLink>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewShareLink) =>
      api.post<ShareCreated>("/share", {
        kind: input.kind,
        id: input.id,
        ...(input.password ? { password: hashPassword(input.password) } : {}),
        ...(input.expiresAt ? { expires_at: input.expiresAt } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.list() }),
    meta: { notice },
  });
}

export function useRevokeShareLink(notice?: MutationNotice<unknown, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => api.delete(`/share/${encodeURIComponent(key)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.list() }),
    meta: { notice },
  });
}

/** A refusal of the share endpoints: its catalogue code and the server's words. */
export class ShareRequestError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly status: number,
  ) {
    super(message);
    this.name = "ShareRequestError";
  }
}

async function shareRequest<T>(path: string, init: RequestInit): Promise<T> {
  const response = await fetch(`/v1/share/${path}`, { ...init, credentials: "omit", cache: "no-store" });
  const envelope = (await response.json().catch(() => null)) as { code: number; message: string; data: T } | null;
  if (!envelope)
    throw new ShareRequestError(`API request failed ${response.status}`, ErrorCode.Internal, response.status);
  if (envelope.code !== 0) throw new ShareRequestError(envelope.message, envelope.code, response.status);
  return envelope.data;
}

/**
 * The shared view with the token kept for this key (share_tokens, spec section 3); 401 means "password needed".
 * The first answer of this page load that shows the view asks the server to count it (`?view=1`); refetches do not.
 */
export function useSharedView(key: string) {
  const token = useRootStore((state) => state.share_tokens[key]);
  const viewCounted = useRef(false);
  return useQuery({
    queryKey: [...shareKeys.view(key), token ?? null],
    queryFn: async () => {
      const countView = !viewCounted.current;
      const view = await shareRequest<SharedView>(`${encodeURIComponent(key)}/${countView ? "?view=1" : ""}`, {
        headers: token ? { "X-Share-Token": token } : {},
      });
      viewCounted.current = true;
      return view;
    },
    retry: false,
    // A live view: the numbers move as the team's tracking refreshes. Focus does not refetch: a visitor switching
    // tabs needs no new numbers, and the interval keeps them fresh.
    refetchInterval: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}

/** Trades the typed password for a token and keeps it in share_tokens; a stale token is dropped (null removes). */
export function useShareAuth(key: string) {
  const setShareTokens = useRootStore((state) => state.setShareTokens);
  return useMutation({
    mutationFn: (password: string) =>
      shareRequest<ShareToken>(`${encodeURIComponent(key)}/auth/`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ password: hashPassword(password) }),
      }),
    onSuccess: ({ token }) => setShareTokens({ [key]: token }),
  });
}

/** Forgets this link's token (it stopped working: the password changed or the token expired). */
export function forgetShareToken(key: string) {
  useRootStore.getState().setShareTokens({ [key]: null });
}
