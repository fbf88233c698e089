import { describe, expect, it } from "vitest";
import { ariaSort, nextServerSort, serverSortingState } from "./data-table-sort";

describe("ariaSort", () => {
  it("names the direction of the sorted column only", () => {
    expect(ariaSort("asc")).toBe("ascending");
    expect(ariaSort("desc")).toBe("descending");
    expect(ariaSort(false)).toBeUndefined();
  });
});

describe("serverSortingState", () => {
  const columns = ["views", "likes"];
  it("marks the server's sort column with its direction", () => {
    expect(serverSortingState("views", "desc", columns)).toEqual([{ id: "views", desc: true }]);
    expect(serverSortingState("likes", "asc", columns)).toEqual([{ id: "likes", desc: false }]);
  });
  it("marks no column when the list is sorted by one the table does not show, or by nothing", () => {
    expect(serverSortingState("tracked_at", "desc", columns)).toEqual([]);
    expect(serverSortingState(null, "asc", columns)).toEqual([]);
  });
});

describe("nextServerSort", () => {
  it("starts a newly clicked column descending, whatever the previous order", () => {
    expect(nextServerSort("likes", "views", "asc")).toEqual({ sort: "likes", order: "desc" });
    expect(nextServerSort("likes", "views", "desc")).toEqual({ sort: "likes", order: "desc" });
    expect(nextServerSort("views", null, "asc")).toEqual({ sort: "views", order: "desc" });
  });
  it("flips the active column", () => {
    expect(nextServerSort("views", "views", "desc")).toEqual({ sort: "views", order: "asc" });
    expect(nextServerSort("views", "views", "asc")).toEqual({ sort: "views", order: "desc" });
  });
});
