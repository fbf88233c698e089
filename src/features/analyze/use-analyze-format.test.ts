import { describe, expect, it } from "vitest";
import { notInFuture } from "./use-analyze-format";

describe("notInFuture", () => {
  const now = new Date("2026-11-25T12:00:00.000Z");

  it("keeps a past moment and turns a future one into now", () => {
    expect(notInFuture("2026-11-25T11:58:00.000Z", now).toISOString()).toBe("2026-11-25T11:58:00.000Z");
    expect(notInFuture("2026-11-25T12:02:00.000Z", now).toISOString()).toBe("2026-11-25T12:00:00.000Z");
    expect(notInFuture("2026-11-25T12:00:00.000Z", now).toISOString()).toBe("2026-11-25T12:00:00.000Z");
  });
});
