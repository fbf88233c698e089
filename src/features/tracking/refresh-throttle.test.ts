import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@/lib/api/client";
import { nextManualRefreshAt } from "./refresh-throttle";

describe("nextManualRefreshAt", () => {
  it("reads when a throttled refresh is possible again", () => {
    const error = new ApiRequestError("wait", 42900, 429, {
      retry_after: 240,
      next_refresh_at: "2026-11-25T14:05:00.000Z",
    });
    expect(nextManualRefreshAt(error)?.toISOString()).toBe("2026-11-25T14:05:00.000Z");
  });

  it("is null for other refusals, a 42900 without the moment, and an unreadable moment", () => {
    expect(nextManualRefreshAt(new ApiRequestError("cap", 42903, 429, { retry_after: 60 }))).toBeNull();
    expect(nextManualRefreshAt(new ApiRequestError("slow down", 42900, 429, { retry_after: 60 }))).toBeNull();
    expect(nextManualRefreshAt(new ApiRequestError("x", 42900, 429, { next_refresh_at: "soon" }))).toBeNull();
    expect(nextManualRefreshAt(new ApiRequestError("x", 40000, 400, null))).toBeNull();
    expect(nextManualRefreshAt(new Error("network"))).toBeNull();
  });
});
