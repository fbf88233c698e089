// The pure delivery rules: what each answer means, Retry-After in both forms, the backoff's bounds, the pause rule.
import { describe, expect, it } from "vitest";
import {
  BACKOFF_CAP_MS,
  classifyDiscord,
  classifyHttp,
  classifyLark,
  classifyTelegram,
  consecutiveFailuresAfter,
  type DeliveryOutcome,
  nextRetryDelayMs,
  parseRetryAfter,
  RETRY_AFTER_CAP_MS,
  shouldPause,
} from "./delivery-outcome";

const NOW = new Date("2026-11-25T18:00:00.000Z");

describe("parseRetryAfter", () => {
  it("reads delta seconds and HTTP dates, and nothing else", () => {
    expect(parseRetryAfter("120", NOW)).toBe(120_000);
    expect(parseRetryAfter("1.5", NOW)).toBe(1500);
    expect(parseRetryAfter("Wed, 25 Nov 2026 18:01:30 GMT", NOW)).toBe(90_000);
    expect(parseRetryAfter("Wed, 25 Nov 2026 17:00:00 GMT", NOW)).toBe(0);
    expect(parseRetryAfter("soon", NOW)).toBeNull();
    expect(parseRetryAfter(null, NOW)).toBeNull();
    expect(parseRetryAfter("", NOW)).toBeNull();
  });
});

describe("classifyHttp", () => {
  it.each([
    [200, "delivered"],
    [204, "delivered"],
    [408, "retry"],
    [429, "retry"],
    [500, "retry"],
    [503, "retry"],
    [301, "failed"],
    [400, "failed"],
    [401, "failed"],
    [404, "failed"],
    [410, "failed"],
  ] as const)("HTTP %i is %s", (status, expected) => {
    expect(classifyHttp(status, null, "", NOW).status).toBe(expected);
  });

  it("carries Retry-After on a 429 and the answer in the error", () => {
    expect(classifyHttp(429, "30", "rate_limited", NOW)).toEqual({
      status: "retry",
      responseCode: 429,
      error: "HTTP 429: rate_limited",
      retryAfterMs: 30_000,
    });
    expect(classifyHttp(400, null, "invalid_blocks", NOW)).toEqual({
      status: "failed",
      responseCode: 400,
      error: "HTTP 400: invalid_blocks",
    });
  });
});

describe("service answers", () => {
  it("Discord: retry_after from the body when the header is missing", () => {
    const body = JSON.stringify({ message: "You are being rate limited.", retry_after: 1.5, global: false });
    expect(classifyDiscord(429, null, body, NOW)).toMatchObject({ status: "retry", retryAfterMs: 1500 });
    expect(classifyDiscord(429, "4", body, NOW)).toMatchObject({ status: "retry", retryAfterMs: 4000 });
    expect(classifyDiscord(204, null, "", NOW)).toEqual({ status: "delivered", responseCode: 204 });
  });

  it("Telegram: ok:false with error_code 429 and parameters.retry_after is a retry", () => {
    const limited = JSON.stringify({
      ok: false,
      error_code: 429,
      description: "Too Many Requests: retry after 7",
      parameters: { retry_after: 7 },
    });
    expect(classifyTelegram(429, null, limited, NOW)).toEqual({
      status: "retry",
      responseCode: 429,
      error: "Telegram 429: Too Many Requests: retry after 7",
      retryAfterMs: 7000,
    });
    const notFound = JSON.stringify({ ok: false, error_code: 400, description: "Bad Request: chat not found" });
    expect(classifyTelegram(400, null, notFound, NOW)).toMatchObject({ status: "failed", responseCode: 400 });
    const blocked = JSON.stringify({
      ok: false,
      error_code: 403,
      description: "Forbidden: bot was blocked by the user",
    });
    expect(classifyTelegram(403, null, blocked, NOW).status).toBe("failed");
    expect(classifyTelegram(200, null, JSON.stringify({ ok: true, result: {} }), NOW).status).toBe("delivered");
    expect(classifyTelegram(502, null, "<html>Bad Gateway</html>", NOW).status).toBe("retry");
  });

  it("Lark: code 0 delivered, 11232 (rate limit) retried, a sign mismatch failed", () => {
    expect(classifyLark(200, null, JSON.stringify({ code: 0, msg: "success", data: {} }), NOW).status).toBe(
      "delivered",
    );
    expect(classifyLark(200, null, JSON.stringify({ StatusCode: 0, StatusMessage: "success" }), NOW).status).toBe(
      "delivered",
    );
    expect(classifyLark(200, null, JSON.stringify({ code: 11232, msg: "frequency limited" }), NOW).status).toBe(
      "retry",
    );
    expect(classifyLark(200, null, JSON.stringify({ code: 19021, msg: "sign match fail" }), NOW)).toEqual({
      status: "failed",
      responseCode: 200,
      error: "Lark 19021: sign match fail",
    });
    expect(classifyLark(503, null, "", NOW).status).toBe("retry");
  });
});

describe("nextRetryDelayMs", () => {
  it("doubles from 30 s, stays within [half, full] of each step, and is capped at an hour", () => {
    const low = () => 0;
    const high = () => 1;
    expect(nextRetryDelayMs(1, null, low)).toBe(15_000);
    expect(nextRetryDelayMs(1, null, high)).toBe(30_000);
    expect(nextRetryDelayMs(2, null, low)).toBe(30_000);
    expect(nextRetryDelayMs(2, null, high)).toBe(60_000);
    expect(nextRetryDelayMs(5, null, high)).toBe(480_000);
    expect(nextRetryDelayMs(8, null, high)).toBe(BACKOFF_CAP_MS);
    expect(nextRetryDelayMs(8, null, low)).toBe(BACKOFF_CAP_MS / 2);
    expect(nextRetryDelayMs(500, null, high)).toBe(BACKOFF_CAP_MS);
    for (let attempt = 1; attempt <= 40; attempt += 1) {
      const delay = nextRetryDelayMs(attempt, null);
      expect(delay).toBeGreaterThanOrEqual(15_000);
      expect(delay).toBeLessThanOrEqual(BACKOFF_CAP_MS);
    }
  });

  it("jitters: two draws of one attempt differ", () => {
    expect(nextRetryDelayMs(3, null, () => 0.1)).not.toBe(nextRetryDelayMs(3, null, () => 0.9));
  });

  it("honours Retry-After exactly, at least 1 s and at most 6 h", () => {
    expect(nextRetryDelayMs(1, 7000, () => 1)).toBe(7000);
    expect(nextRetryDelayMs(6, 90_000, () => 1)).toBe(90_000);
    expect(nextRetryDelayMs(1, 0, () => 1)).toBe(1000);
    expect(nextRetryDelayMs(1, 3 * 24 * 3600_000, () => 1)).toBe(RETRY_AFTER_CAP_MS);
  });
});

describe("pause rule", () => {
  const failed: DeliveryOutcome = { status: "failed", responseCode: 404, error: "HTTP 404" };
  const retry: DeliveryOutcome = { status: "retry", responseCode: 500, error: "HTTP 500", retryAfterMs: null };
  const delivered: DeliveryOutcome = { status: "delivered", responseCode: 200 };

  it("pauses after 20 failures in a row, not 19", () => {
    expect(shouldPause(19)).toBe(false);
    expect(shouldPause(20)).toBe(true);
    expect(shouldPause(0)).toBe(false);
  });

  it("counts retries and failures, and a delivery starts over", () => {
    let count = 0;
    for (let i = 0; i < 19; i += 1) count = consecutiveFailuresAfter(count, i % 2 ? failed : retry);
    expect(shouldPause(count)).toBe(false);
    expect(shouldPause(consecutiveFailuresAfter(count, retry))).toBe(true);
    count = consecutiveFailuresAfter(count, delivered);
    expect(count).toBe(0);
  });
});
