// What a delivery attempt's answer means (issue 16 item 4), as pure functions the delivery job uses: delivered;
// retry later (network error, timeout, 429 — honouring Retry-After in seconds or as an HTTP date — and 5xx, plus
// Telegram's `ok:false` 429/5xx and Lark's rate-limit code); or failed for good (any other 4xx, a refused
// destination). The next delay is an exponential backoff with jitter, capped; a destination failing 20 times in a
// row is paused.
import "server-only";

export type DeliveryOutcome =
  | { status: "delivered"; responseCode: number }
  | { status: "retry"; responseCode: number | null; error: string; retryAfterMs: number | null }
  | { status: "failed"; responseCode: number | null; error: string };

export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_CAP_MS = 60 * 60_000;
/** A Retry-After longer than this is cut to it: a day-long "come back later" still gets a try within hours. */
export const RETRY_AFTER_CAP_MS = 6 * 60 * 60_000;
export const PAUSE_AFTER_CONSECUTIVE_FAILURES = 20;

/** `Retry-After` as milliseconds from `now`: delta seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: Date): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now.getTime());
}

/**
 * The wait before attempt `attempt + 1` after attempt `attempt` (1-based) failed: "equal jitter" — half of
 * base·2^(attempt−1), capped, plus a random part up to the other half — so retries of many destinations spread out
 * yet never come sooner than half the step. A server's Retry-After replaces it (at least 1 s, at most
 * RETRY_AFTER_CAP_MS): the server said when it will take the message.
 */
export function nextRetryDelayMs(attempt: number, retryAfterMs: number | null, random: () => number = Math.random) {
  const exponent = Math.min(Math.max(attempt, 1) - 1, 30);
  const step = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** exponent);
  const backoff = Math.round(step / 2 + random() * (step / 2));
  if (retryAfterMs === null) return backoff;
  return Math.max(1000, Math.min(retryAfterMs, RETRY_AFTER_CAP_MS));
}

/** Consecutive failures after an attempt: a delivery resets the count, anything else adds one. */
export function consecutiveFailuresAfter(previous: number, outcome: DeliveryOutcome): number {
  return outcome.status === "delivered" ? 0 : previous + 1;
}

export function shouldPause(consecutiveFailures: number): boolean {
  return consecutiveFailures >= PAUSE_AFTER_CONSECUTIVE_FAILURES;
}

function clipped(text: string): string {
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** An HTTP answer by its status alone (Discord, Slack, webhooks). */
export function classifyHttp(status: number, retryAfter: string | null, body: string, now: Date): DeliveryOutcome {
  if (status >= 200 && status < 300) return { status: "delivered", responseCode: status };
  const error = clipped(`HTTP ${status}${body ? `: ${body}` : ""}`);
  if (status === 429 || status === 408 || status >= 500) {
    return { status: "retry", responseCode: status, error, retryAfterMs: parseRetryAfter(retryAfter, now) };
  }
  return { status: "failed", responseCode: status, error };
}

function json(body: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Discord's 429 carries `retry_after` (seconds, fractional) in the body as well as the header. */
export function classifyDiscord(status: number, retryAfter: string | null, body: string, now: Date): DeliveryOutcome {
  const outcome = classifyHttp(status, retryAfter, body, now);
  if (outcome.status !== "retry" || outcome.retryAfterMs !== null || status !== 429) return outcome;
  const seconds = json(body)?.retry_after;
  return typeof seconds === "number" ? { ...outcome, retryAfterMs: Math.round(seconds * 1000) } : outcome;
}

/** Telegram answers `{ ok, error_code, description, parameters: { retry_after } }` whatever the HTTP status. */
export function classifyTelegram(status: number, retryAfter: string | null, body: string, now: Date): DeliveryOutcome {
  const answer = json(body);
  if (!answer) return classifyHttp(status, retryAfter, body, now);
  if (answer.ok === true && status >= 200 && status < 300) return { status: "delivered", responseCode: status };
  const code = typeof answer.error_code === "number" ? answer.error_code : status;
  const error = clipped(`Telegram ${code}: ${String(answer.description ?? "")}`);
  if (code === 429 || code >= 500) {
    const parameters = answer.parameters as { retry_after?: unknown } | undefined;
    const seconds = typeof parameters?.retry_after === "number" ? parameters.retry_after : null;
    return {
      status: "retry",
      responseCode: status,
      error,
      retryAfterMs: seconds !== null ? seconds * 1000 : parseRetryAfter(retryAfter, now),
    };
  }
  return { status: "failed", responseCode: status, error };
}

/** Lark's custom bots' rate-limit code (100 a minute, 5 a second per bot): try again later. */
export const LARK_RATE_LIMITED = 11232;

/** Lark answers HTTP 200 with `{ code, msg }` (older bots `{ StatusCode, StatusMessage }`); code 0 = sent. */
export function classifyLark(status: number, retryAfter: string | null, body: string, now: Date): DeliveryOutcome {
  if (status < 200 || status >= 300) return classifyHttp(status, retryAfter, body, now);
  const answer = json(body);
  const code = answer?.code ?? answer?.StatusCode;
  if (code === 0) return { status: "delivered", responseCode: status };
  const error = clipped(`Lark ${String(code)}: ${String(answer?.msg ?? answer?.StatusMessage ?? body)}`);
  if (code === LARK_RATE_LIMITED) return { status: "retry", responseCode: status, error, retryAfterMs: null };
  return { status: "failed", responseCode: status, error };
}
