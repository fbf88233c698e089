import { describe, expect, it } from "vitest";
import { compareHref, parseChannelsParam } from "./compare-params";

describe("parseChannelsParam", () => {
  it("reads the ids in order, each once", () => {
    expect(parseChannelsParam("3,1,3, 2")).toEqual([3, 1, 2]);
  });

  it("drops what is not a positive id and keeps at most five", () => {
    expect(parseChannelsParam("0,-1,abc,1.5,,7")).toEqual([7]);
    expect(parseChannelsParam("1,2,3,4,5,6")).toEqual([1, 2, 3, 4, 5]);
    expect(parseChannelsParam(null)).toEqual([]);
    expect(parseChannelsParam("99999999999")).toEqual([]);
  });

  it("writes the same ids back into the page's address", () => {
    expect(compareHref([4, 2])).toBe("/dashboard/compare/?channels=4,2");
    expect(parseChannelsParam(compareHref([4, 2]).split("=")[1])).toEqual([4, 2]);
    expect(compareHref([])).toBe("/dashboard/compare/");
  });
});
