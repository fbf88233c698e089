"use client";
// Tracking from an analysis: the account as a channel (POST /v1/channel) or one video as a feed (POST /v1/feed).
// A visitor's choice is kept for after sign-up instead.
import { useState } from "react";
import type { AnalysisAccount } from "@/domain/analysis";
import { ErrorCode } from "@/domain/error-codes";
import { ApiRequestError, api } from "@/lib/api/client";
import { useErrorMessage } from "../../lib/errors/use-error-message";

/** sessionStorage key of the account a visitor wanted to track: its profile URL (or @handle), to track after sign-up. */
export const PENDING_TRACK_KEY = "feedscope.pendingTrack";

export type TrackOutcome =
  | { status: "idle" }
  | { status: "pending" }
  | { status: "done" }
  | { status: "planLimit" }
  | { status: "error"; message: string };

/** What to send for an account: its profile link when known, else its @handle. */
export function accountReference(account: AnalysisAccount): string | null {
  return account.profile_url ?? (account.handle ? `@${account.handle.replace(/^@/, "")}` : null);
}

export function rememberPendingTrack(account: AnalysisAccount) {
  const reference = accountReference(account);
  try {
    if (reference) sessionStorage.setItem(PENDING_TRACK_KEY, reference);
  } catch {
    // Storage can be disabled (private mode); sign-up still works, the account is just not remembered.
  }
}

/** One track request's state; `run` posts and records how it went. */
export function useTrack(path: "/channel" | "/feed") {
  const errorMessage = useErrorMessage();
  const [outcome, setOutcome] = useState<TrackOutcome>({ status: "idle" });
  const run = async (body: { url: string; platform?: string }): Promise<TrackOutcome> => {
    setOutcome({ status: "pending" });
    let next: TrackOutcome;
    try {
      await api.post(path, body);
      next = { status: "done" };
    } catch (error) {
      next =
        error instanceof ApiRequestError && error.code === ErrorCode.PlanLimitReached
          ? { status: "planLimit" }
          : { status: "error", message: errorMessage(error) };
    }
    setOutcome(next);
    return next;
  };
  return { outcome, run };
}
