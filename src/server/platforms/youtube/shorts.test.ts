import { describe, expect, it } from "vitest";
import { isShortByDuration, shortsPlaylistId } from "./shorts";

const before = new Date("2024-10-14T23:59:59Z");
const from = new Date("2024-10-15T00:00:00Z");

describe("isShortByDuration", () => {
  it("allows 60 s before 2024-10-15", () => {
    expect(isShortByDuration(60, before)).toBe(true);
    expect(isShortByDuration(61, before)).toBe(false);
  });

  it("allows 180 s from 2024-10-15 on", () => {
    expect(isShortByDuration(61, from)).toBe(true);
    expect(isShortByDuration(180, from)).toBe(true);
    expect(isShortByDuration(181, from)).toBe(false);
  });

  it("decides without a date only where both rules agree", () => {
    expect(isShortByDuration(30, null)).toBe(true);
    expect(isShortByDuration(600, null)).toBe(false);
    expect(isShortByDuration(120, null)).toBeNull();
  });

  it("cannot tell without a duration", () => {
    expect(isShortByDuration(null, from)).toBeNull();
    expect(isShortByDuration(0, from)).toBeNull();
  });
});

describe("shortsPlaylistId", () => {
  it("swaps UC for UUSH and refuses other ids", () => {
    expect(shortsPlaylistId("UCabcdefghijklmnopqrstuv")).toBe("UUSHabcdefghijklmnopqrstuv");
    expect(shortsPlaylistId("HCabc")).toBeNull();
  });
});
