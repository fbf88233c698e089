import { describe, expect, it } from "vitest";
import { mulberry32 } from "../mulberry32";
import { buildDigests, DIGEST_ITEM_CAP } from "./digest";
import { alertEventKey } from "./event-key";
import type { FiredAlert } from "./types";

const capture = new Date("2026-11-25T06:00:00.000Z");
const alert = (ruleId: number, itemId: number, value: number, kind: "feed" | "channel" = "feed"): FiredAlert => ({
  key: alertEventKey(ruleId, { kind, id: itemId }, capture),
  ruleId,
  item: { kind, id: itemId },
  capturedAt: capture,
  value,
  current: value,
  previous: null,
  threshold: 1,
});
const ids = (items: readonly FiredAlert[]) => items.map((item) => `${item.item.kind}${item.item.id}`);

describe("buildDigests", () => {
  it("one digest per rule and group, rules ascending, items largest value first", () => {
    const groups = new Map([
      [1, 100],
      [2, 100],
      [3, 200],
    ]);
    const digests = buildDigests(
      [alert(2, 10, 5), alert(1, 11, 7), alert(1, 12, 9), alert(3, 13, 1), alert(2, 14, 6)],
      groups,
    );
    expect(digests.map((d) => [d.ruleId, d.groupId, ids(d.items), d.moreCount])).toEqual([
      [1, 100, ["feed12", "feed11"], 0],
      [2, 100, ["feed14", "feed10"], 0],
      [3, 200, ["feed13"], 0],
    ]);
  });

  it("caps the listed items and counts the rest ('and N more'), keeping every key", () => {
    const fired = Array.from({ length: 13 }, (_, i) => alert(1, i + 1, i + 1));
    const [digest] = buildDigests(fired, new Map([[1, 100]]));
    expect(DIGEST_ITEM_CAP).toBe(10);
    // Values 13 … 4 are listed; 3, 2, 1 are the three more.
    expect(ids(digest?.items ?? [])).toEqual([
      "feed13",
      "feed12",
      "feed11",
      "feed10",
      "feed9",
      "feed8",
      "feed7",
      "feed6",
      "feed5",
      "feed4",
    ]);
    expect(digest?.moreCount).toBe(3);
    expect(digest?.eventKeys).toHaveLength(13);
    expect(new Set(digest?.eventKeys)).toEqual(new Set(fired.map((f) => f.key)));
  });

  it("exactly the cap lists all with none more; a custom cap applies", () => {
    const ten = Array.from({ length: 10 }, (_, i) => alert(1, i + 1, 1));
    expect(buildDigests(ten, new Map([[1, 5]]))[0]?.moreCount).toBe(0);
    const capped = buildDigests(ten, new Map([[1, 5]]), 3)[0];
    expect(capped?.items).toHaveLength(3);
    expect(capped?.moreCount).toBe(7);
  });

  it("lists the same items whatever the cap's size, as a full sort of the batch would", () => {
    const random = mulberry32(11);
    // 300 alerts with many equal values, in a shuffled order.
    const fired = Array.from({ length: 300 }, (_, i) =>
      alert(1, 1 + Math.floor(random() * 1000), Math.floor(random() * 20), i % 3 === 0 ? "channel" : "feed"),
    );
    // A repeated key counts once, with its first occurrence.
    const unique = fired.filter((f, i) => fired.findIndex((other) => other.key === f.key) === i);
    // Oracle: value descending, then "channel" before "feed", then id ascending.
    const oracle = [...unique].sort(
      (a, b) => b.value - a.value || a.item.kind.localeCompare(b.item.kind) || a.item.id - b.item.id,
    );
    for (const cap of [1, 10, 64, 65, 200, Number.POSITIVE_INFINITY]) {
      const [digest] = buildDigests(fired, new Map([[1, 1]]), cap);
      const listed = Math.min(cap, unique.length);
      expect(ids(digest?.items ?? [])).toEqual(ids(oracle.slice(0, listed)));
      expect(digest?.moreCount).toBe(unique.length - listed);
    }
  });

  it("a cap below 1 lists nothing and counts everything", () => {
    const [digest] = buildDigests([alert(1, 1, 1), alert(1, 2, 1)], new Map([[1, 5]]), 0);
    expect(digest?.items).toEqual([]);
    expect(digest?.moreCount).toBe(2);
  });

  it("ties are ordered by kind then id, whatever the input order", () => {
    const a = [alert(1, 9, 5), alert(1, 2, 5, "channel"), alert(1, 3, 5)];
    const b = [...a].reverse();
    const groups = new Map([[1, 1]]);
    expect(ids(buildDigests(a, groups)[0]?.items ?? [])).toEqual(["channel2", "feed3", "feed9"]);
    expect(ids(buildDigests(b, groups)[0]?.items ?? [])).toEqual(["channel2", "feed3", "feed9"]);
  });

  it("the same alert handed over twice counts once", () => {
    const [digest] = buildDigests([alert(1, 1, 5), alert(1, 1, 5), alert(1, 2, 4)], new Map([[1, 5]]));
    expect(ids(digest?.items ?? [])).toEqual(["feed1", "feed2"]);
    expect(digest?.eventKeys).toHaveLength(2);
  });

  it("leaves out alerts of rules without a group, and gives nothing for no alerts", () => {
    expect(buildDigests([alert(1, 1, 5), alert(2, 2, 5)], new Map([[2, 7]])).map((d) => d.ruleId)).toEqual([2]);
    expect(buildDigests([], new Map([[1, 1]]))).toEqual([]);
  });
});
