"use client";
// The account forms before sign-in (spec sections 2, 5, 7): sign in, sign up, Google, forgotten password, reset,
// email verification. Passwords leave the browser as their MD5 only. The forms show failures inline, so these
// mutations carry no message-bar notice.
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../api/client";
import { hashPassword } from "../password";
import type { UserInfo } from "../store/types";
import { accountKeys } from "./keys";

export type SignedIn = UserInfo & { token: string };

export type Credentials =
  | { mode: "signin"; email: string; password: string }
  | { mode: "signup"; email: string; password: string; fullname: string };

/** Signs in (POST /v1/account/auth) or registers (POST /v1/account/register); answers the account and its token. */
export function useAuthenticate() {
  return useMutation({
    mutationFn: (credentials: Credentials) => {
      const password = hashPassword(credentials.password);
      return credentials.mode === "signup"
        ? api.post<SignedIn>("/account/register", {
            email: credentials.email,
            password,
            fullname: credentials.fullname,
          })
        : api.post<SignedIn>("/account/auth", { email: credentials.email, password });
    },
  });
}

/** Back from Google: Better Auth's session cookie is exchanged for the product's token. */
export function useGoogleExchange() {
  return useMutation({ mutationFn: () => api.post<SignedIn>("/account/auth/google") });
}

/**
 * Starts Better Auth's Google flow (its own endpoint, not /v1); resolves with the URL to go to, which comes back to
 * /signin/?google=1. `fallback` words a refusal without a message.
 */
export function useGoogleRedirect(fallback: string) {
  return useMutation({
    mutationFn: async () => {
      const response = await fetch("/api/auth/sign-in/social", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ provider: "google", callbackURL: "/signin/?google=1" }),
      });
      const body = (await response.json()) as { url?: string; message?: string };
      if (!response.ok || !body.url) throw new Error(body.message || fallback);
      return body.url;
    },
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: (values: { email: string }) => api.post("/account/forget", values) });
}

/** Checks a reset link's token (GET /v1/account/forget/verify); answers the account's email. */
export function useResetToken(token: string | null | undefined) {
  return useQuery({
    queryKey: accountKeys.resetToken(token ?? ""),
    queryFn: () => api.get<{ email: string }>(`/account/forget/verify?token=${encodeURIComponent(token ?? "")}`),
    enabled: Boolean(token),
    retry: false,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      api.post("/account/forget/verify", { token, password: hashPassword(password) }),
  });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: (token: string) => api.post("/user/verify", { token }) });
}
