// The feed list's cursor text: what the query writes comes back unchanged, and text the API did not write (or
// values the database could not compare without an error) decodes to null, so the contract answers 400.
import { describe, expect, it } from "vitest";
import { decodeFeedCursor, encodeFeedCursor, type FeedCursor } from "./feed-cursor";

describe("feed list cursor", () => {
  it("round-trips every kind of value the list writes", () => {
    const cursors: FeedCursor[] = [
      { sort: "views", order: "desc", value: "9223372036854775807", id: 2_147_483_647 },
      { sort: "outlet", order: "asc", value: "0.30000000000000004", id: 1 },
      { sort: "outlet", order: "asc", value: "1.5e-7", id: 7 },
      { sort: "tracked_at", order: "desc", value: "1764115200123456", id: 42 },
      { sort: "growth_7d", order: "asc", value: "-15", id: 3 },
      { sort: "views", order: "desc", value: null, id: 9 },
    ];
    for (const cursor of cursors) {
      const text = encodeFeedCursor(cursor);
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeFeedCursor(text)).toEqual(cursor);
    }
  });

  it("refuses text it did not write and values out of range", () => {
    const raw = (value: unknown) => btoa(JSON.stringify(value)).replaceAll("+", "-").replaceAll("/", "_");
    const refused = [
      "",
      "not a cursor!",
      "%%%",
      raw({ sort: "views" }),
      raw(["views", "sideways", "1", 1]),
      raw(["views", "asc", "9223372036854775808", 1]),
      raw(["views", "asc", "1e400", 1]),
      raw(["views", "asc", "12abc", 1]),
      raw(["views", "asc", 12, 1]),
      raw(["views", "asc", "1", 0]),
      raw(["views", "asc", "1", 2_147_483_648]),
      raw(["views", "asc", "1", 1.5]),
      raw(["x".repeat(33), "asc", "1", 1]),
      raw(["no_such_sort", "asc", "1", 1]),
    ];
    for (const text of refused) expect(decodeFeedCursor(text), text).toBeNull();
  });

  it("checks the value's kind against the sort it names (a hand-built cursor answers 400, never a 500)", () => {
    const raw = (value: unknown) =>
      btoa(JSON.stringify(value)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
    const refused = [
      raw(["tracked_at", "desc", "1.5", 5]),
      raw(["published_on", "asc", "1e5", 5]),
      raw(["views", "desc", "1e5", 5]),
      raw(["likes", "desc", "1.5", 5]),
      raw(["status", "asc", "-0.5", 5]),
      // Years 1–9999 only: microseconds beyond them would overflow the timestamp arithmetic.
      raw(["last_updated", "asc", "253402300800000000", 5]),
      raw(["tracked_at", "asc", "-62135596800000001", 5]),
      raw(["tracked_at", "asc", "9223372036854775807", 5]),
    ];
    for (const text of refused) expect(decodeFeedCursor(text), text).toBeNull();
    const accepted: [string, string][] = [
      ["outlet", "1e5"],
      ["outlet", "-2"],
      ["tracked_at", "253402300799999999"],
      ["tracked_at", "-62135596800000000"],
      ["views", "-9223372036854775807"],
    ];
    for (const [sort, value] of accepted) {
      expect(decodeFeedCursor(raw([sort, "asc", value, 5])), `${sort} ${value}`).toEqual({
        sort,
        order: "asc",
        value,
        id: 5,
      });
    }
  });
});
