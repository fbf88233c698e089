import { describe, expect, it } from "vitest";
import { MalformedError } from "../errors";
import { parsePostInsights } from "./insights";

describe("parsePostInsights", () => {
  it("reads values[0].value and total_value.value, ignoring unknown metrics", () => {
    const insights = parsePostInsights({
      data: [
        { name: "likes", period: "lifetime", values: [{ value: 100 }] },
        { name: "views", total_value: { value: "2500" } },
        { name: "clicks", values: [{ value: 9 }] },
      ],
    });
    expect(insights).toEqual({ views: 2_500, likes: 100, replies: null, reposts: null, quotes: null, shares: null });
  });

  it("treats odd values as unknown, never zero", () => {
    const insights = parsePostInsights({
      data: [{ name: "likes", values: [] }, { name: "replies", values: [{ value: -1 }] }, null],
    });
    expect(insights.likes).toBeNull();
    expect(insights.replies).toBeNull();
  });

  it("refuses an answer without data", () => {
    expect(() => parsePostInsights({ metrics: [] })).toThrow(MalformedError);
  });
});
