import { describe, expect, it } from "vitest";
import { itemWithStatus, pageWithStatus, statusAfter } from "./optimistic-status";

// The spec's numbers (feeds and channels alike): 1 tracking, 2 stopped.
const TRACKING = 1;
const STOPPED = 2;

describe("statusAfter", () => {
  it("foresees stop and resume only", () => {
    expect(statusAfter("stop")).toBe(STOPPED);
    expect(statusAfter("resume")).toBe(TRACKING);
    expect(statusAfter("refresh")).toBeNull();
    expect(statusAfter("delete")).toBeNull();
  });
});

describe("pageWithStatus", () => {
  const page = {
    list: [
      { id: 1, status: TRACKING, views: 10 },
      { id: 2, status: TRACKING, views: 20 },
      { id: 3, status: 0, views: 30 },
    ],
    total: 3,
    page: 1,
    page_size: 20,
  };

  it("changes the listed ids only and keeps every other field", () => {
    expect(pageWithStatus(page, [2, 3], STOPPED)).toEqual({
      list: [
        { id: 1, status: TRACKING, views: 10 },
        { id: 2, status: STOPPED, views: 20 },
        { id: 3, status: STOPPED, views: 30 },
      ],
      total: 3,
      page: 1,
      page_size: 20,
    });
    expect(page.list[1]?.status).toBe(TRACKING);
  });

  it("returns the same page when none of its rows is concerned", () => {
    expect(pageWithStatus(page, [99], STOPPED)).toBe(page);
  });

  it("leaves answers that are not list pages alone", () => {
    expect(pageWithStatus(undefined, [1], STOPPED)).toBeUndefined();
    const detail = { id: 1, status: TRACKING };
    expect(pageWithStatus(detail, [1], STOPPED)).toBe(detail);
  });
});

describe("itemWithStatus", () => {
  it("changes a detail of a listed id, and nothing else", () => {
    expect(itemWithStatus({ id: 7, status: STOPPED, name: "a" }, [7], TRACKING)).toEqual({
      id: 7,
      status: TRACKING,
      name: "a",
    });
    const other = { id: 8, status: STOPPED };
    expect(itemWithStatus(other, [7], TRACKING)).toBe(other);
    const page = { list: [{ id: 7, status: STOPPED }] };
    expect(itemWithStatus(page, [7], TRACKING)).toBe(page);
    expect(itemWithStatus(undefined, [7], TRACKING)).toBeUndefined();
  });
});
