import { describe, expect, it } from "vitest";
import { dailyCapError } from "./daily-cap";

const NOW = Date.parse("2026-11-25T21:00:00Z");

describe("dailyCapError", () => {
  it("reads the cap, whose it was and the reset time from a 42903 refusal", () => {
    const cap = dailyCapError({ code: 42903, data: { limit: 10, signedIn: false, retry_after: 10_800 } }, NOW);
    expect(cap).toEqual({ kind: "cap", limit: 10, signedIn: false, resetsAt: Date.parse("2026-11-26T00:00:00Z") });
    expect(dailyCapError({ code: 42903, data: { limit: 50, signedIn: true, retry_after: 60 } }, NOW)?.signedIn).toBe(
      true,
    );
  });

  it("leaves other refusals and a cap without its data to the server's message", () => {
    expect(dailyCapError({ code: 42900, data: { retry_after: 60 } }, NOW)).toBeNull();
    expect(dailyCapError({ code: 40000, data: null }, NOW)).toBeNull();
    expect(dailyCapError({ code: 42903, data: null }, NOW)).toBeNull();
    expect(dailyCapError({ code: 42903, data: { limit: 10, retry_after: 0 } }, NOW)).toBeNull();
    expect(dailyCapError({ code: 42903, data: { retry_after: 60 } }, NOW)).toBeNull();
  });
});
