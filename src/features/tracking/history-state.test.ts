import { describe, expect, it } from "vitest";
import { historyState } from "./history-state";

describe("historyState", () => {
  it("draws a chart from two known captures, unknown ones in between left out", () => {
    expect(historyState([10, null, 30], 30)).toBe("chart");
    expect(historyState([0, 0], 0)).toBe("chart");
  });

  it("says the platform does not report a count that is unknown now and in every capture", () => {
    expect(historyState([null, null, null], null)).toBe("notReported");
    expect(historyState([null], null)).toBe("notReported");
  });

  it("waits for refreshes when the count is known but has fewer than two captures", () => {
    expect(historyState([], null)).toBe("noHistory");
    expect(historyState([], 12)).toBe("noHistory");
    expect(historyState([12], 12)).toBe("noHistory");
    expect(historyState([null, 12], 12)).toBe("noHistory");
    // Reported now, not in the older captures: more history will come.
    expect(historyState([null, null], 5)).toBe("noHistory");
  });
});
