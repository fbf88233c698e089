// The tools' daily cap (42903) as the page explains it (issue 20 item 4): whose cap it was, how many generations it
// allows and when it resets (the API's retry_after, also sent as Retry-After), so the page can say when to come back
// and offer sign-in (a higher cap) instead of a "Try again" that can only fail until then.
import { ErrorCode } from "@/domain/error-codes";

export interface DailyCapError {
  kind: "cap";
  limit: number;
  signedIn: boolean;
  /** Epoch milliseconds at which the cap resets. */
  resetsAt: number;
}

/** The cap from a refused generation, or null when the refusal is something else or lacks the cap's data. */
export function dailyCapError(error: { code: number | null; data: unknown }, nowMs: number): DailyCapError | null {
  if (error.code !== ErrorCode.ToolsDailyLimit) return null;
  const data = (typeof error.data === "object" && error.data !== null ? error.data : {}) as Record<string, unknown>;
  const { limit, retry_after: retryAfter, signedIn } = data;
  if (typeof limit !== "number" || typeof retryAfter !== "number" || !(retryAfter > 0)) return null;
  return { kind: "cap", limit, signedIn: signedIn === true, resetsAt: nowMs + retryAfter * 1000 };
}
