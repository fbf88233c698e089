// The DataTable's sorting rules, pure so they can be tested without a browser: which aria-sort a header carries,
// how a server-side "sort + order" pair maps to TanStack's sorting state, and what a click on a header asks for.
import type { SortDirection, SortingState } from "@tanstack/react-table";

export type SortOrder = "asc" | "desc";

/** aria-sort for a header: only the sorted column carries it (WAI-ARIA: at most one header at a time). */
export function ariaSort(direction: SortDirection | false): "ascending" | "descending" | undefined {
  if (direction === "asc") return "ascending";
  if (direction === "desc") return "descending";
  return undefined;
}

/** The server's sort column and order as TanStack sorting state (no column when sorted by something unlisted). */
export function serverSortingState(sort: string | null, order: SortOrder, columnIds: readonly string[]): SortingState {
  if (sort === null || !columnIds.includes(sort)) return [];
  return [{ id: sort, desc: order === "desc" }];
}

/** A header click: a new column starts descending (numbers read best largest first); the active one flips. */
export function nextServerSort(
  column: string,
  sort: string | null,
  order: SortOrder,
): { sort: string; order: SortOrder } {
  if (column !== sort) return { sort: column, order: "desc" };
  return { sort: column, order: order === "desc" ? "asc" : "desc" };
}
