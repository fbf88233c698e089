// The platform-side fetch state of a video or account as feeds and channels answer it.
import "server-only";
import type { FetchInfo } from "@/domain/contracts/tracking";
import type { FetchState } from "@/domain/tracking-status";

export function presentFetchInfo(row: {
  fetchState: string;
  fetchError: string | null;
  fetchErrorAt: Date | null;
}): FetchInfo {
  return {
    // A text column only the tracking engine writes, always with a FetchState; outside production the answer check
    // (src/server/api/answer-contract.ts) fails any other value.
    state: row.fetchState as FetchState,
    error: row.fetchError,
    error_at: row.fetchErrorAt ? row.fetchErrorAt.toISOString() : null,
  };
}
