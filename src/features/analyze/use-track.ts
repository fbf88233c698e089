"use client";
// Tracking from an analysis (the requests are useTrackChannel and useTrackFeed of src/lib/queries/tracking.ts):
// what to send for an account, and a visitor's choice kept for after sign-up.
import type { AnalysisAccount } from "@/domain/analysis";

/** sessionStorage key of the account a visitor wanted to track: its profile URL (or @handle), to track after sign-up. */
export const PENDING_TRACK_KEY = "feedscope.pendingTrack";

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
