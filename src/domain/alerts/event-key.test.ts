import { describe, expect, it } from "vitest";
import { alertEventKey } from "./event-key";

const capture = new Date("2026-11-25T12:00:00.000Z"); // 1795608000000 ms

describe("alertEventKey", () => {
  it("spells rule, item kind, item id and capture time", () => {
    expect(alertEventKey(3, { kind: "feed", id: 17 }, capture)).toBe("rule:3:feed:17:1795608000000");
  });

  it("is stable: equal inputs in new objects give the same key", () => {
    const a = alertEventKey(3, { kind: "feed", id: 17 }, new Date("2026-11-25T12:00:00Z"));
    const b = alertEventKey(3, { kind: "feed", id: 17 }, new Date(1_795_608_000_000));
    expect(a).toBe(b);
  });

  it("differs when any part differs", () => {
    const keys = [
      alertEventKey(3, { kind: "feed", id: 17 }, capture),
      alertEventKey(4, { kind: "feed", id: 17 }, capture),
      alertEventKey(3, { kind: "channel", id: 17 }, capture),
      alertEventKey(3, { kind: "feed", id: 18 }, capture),
      alertEventKey(3, { kind: "feed", id: 17 }, new Date(capture.getTime() + 1)),
      // Digits that would run together without separators: rule 31 item 7 against rule 3 item 17.
      alertEventKey(31, { kind: "feed", id: 7 }, capture),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("refuses an invalid date or a non-integer id instead of building a key that collides", () => {
    expect(() => alertEventKey(3, { kind: "feed", id: 17 }, new Date(Number.NaN))).toThrow(RangeError);
    expect(() => alertEventKey(3.5, { kind: "feed", id: 17 }, capture)).toThrow(RangeError);
    expect(() => alertEventKey(3, { kind: "feed", id: Number.NaN }, capture)).toThrow(RangeError);
  });
});
