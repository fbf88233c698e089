// The DataTable rendered to HTML (no browser): which header carries aria-sort, that a server-sorted page keeps the
// server's order, client-side pages, the loading, empty and error states, and the selection column.
import type { ColumnDef } from "@tanstack/react-table";
import { NextIntlClientProvider } from "next-intl";
import { type ComponentProps, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import en from "../../../messages/en.json";
import { DataTable, type DataTableProps } from "./data-table";

interface Row {
  id: number;
  name: string;
  views: number;
}

const rows: Row[] = [
  { id: 1, name: "alpha", views: 10 },
  { id: 2, name: "bravo", views: 30 },
  { id: 3, name: "charlie", views: 20 },
  { id: 4, name: "delta", views: 50 },
  { id: 5, name: "echo", views: 40 },
];

const columns: ColumnDef<Row>[] = [
  { id: "name", header: () => "Name", cell: ({ row }) => row.original.name },
  // An accessor, so a client-side sort would reorder the rows (the server-sorted test must see it not happen).
  {
    id: "views",
    accessorFn: (row) => row.views,
    header: () => "Views",
    enableSorting: true,
    cell: ({ row }) => `v${row.original.views}`,
  },
  { id: "likes", header: () => "Likes", enableSorting: true, cell: () => "-" },
];

type IntlProps = ComponentProps<typeof NextIntlClientProvider>;

function render(props: Partial<DataTableProps<Row>>): string {
  const table = createElement(DataTable<Row>, { columns, data: rows, getRowId: (row) => String(row.id), ...props });
  return renderToStaticMarkup(
    // createElement's props type wants the children that the third argument passes.
    createElement(NextIntlClientProvider, { locale: "en", messages: en, timeZone: "UTC" } as IntlProps, table),
  );
}

const body = (html: string) => html.slice(html.indexOf("<tbody"), html.indexOf("</tbody>"));
const bodyRows = (html: string) => body(html).match(/<tr[ >]/g)?.length ?? 0;
const names = (html: string) => [...body(html).matchAll(/>(alpha|bravo|charlie|delta|echo)</g)].map((m) => m[1]);
const headers = (html: string) => [...html.matchAll(/<th\s[^>]*>/g)].map((m) => m[0]);

describe("DataTable, sorted by the server", () => {
  it("marks the server's column with aria-sort and keeps the rows in the server's order", () => {
    const html = render({ sorting: { sort: "views", order: "desc", onSort: () => undefined } });
    const ths = headers(html);
    expect(ths[1]).toContain('aria-sort="descending"');
    expect(ths.filter((th) => th.includes("aria-sort"))).toHaveLength(1);
    // Manual sorting: the page is shown as it came, not re-sorted in the browser.
    expect(names(html)).toEqual(["alpha", "bravo", "charlie", "delta", "echo"]);
  });

  it("makes only the sortable columns buttons, and marks none when the list is sorted by another field", () => {
    const html = render({ sorting: { sort: "tracked_at", order: "asc", onSort: () => undefined } });
    expect(html).not.toContain("aria-sort");
    const thead = html.slice(html.indexOf("<thead"), html.indexOf("</thead>"));
    expect(thead.match(/<button/g)).toHaveLength(2);
    expect(thead).toMatch(/<th[^>]*>Name<\/th>/);
  });
});

describe("DataTable, paged in the browser", () => {
  it("shows the first page of rows and the pager", () => {
    const html = render({ pageSize: 2 });
    expect(names(html)).toEqual(["alpha", "bravo"]);
    expect(html).toContain("Page 1 of 3");
  });

  it("shows no pager when everything fits on one page", () => {
    const html = render({ pageSize: 5 });
    expect(bodyRows(html)).toBe(5);
    expect(html).not.toContain("Page 1 of");
  });
});

describe("DataTable states", () => {
  it("draws skeleton rows while the first rows load, and says so", () => {
    const html = render({ data: [], loading: true });
    expect(bodyRows(html)).toBe(5);
    expect(body(html).match(/data-skeleton/g)).toHaveLength(5);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain("Loading…");
  });

  it("keeps the rows it has while the next ones load", () => {
    const html = render({ loading: true });
    expect(names(html)).toHaveLength(5);
    expect(html).not.toContain("data-skeleton");
  });

  it("shows the empty text outside the table body when there are no rows", () => {
    const html = render({ data: [], empty: "Nothing here" });
    expect(bodyRows(html)).toBe(0);
    expect(html).toContain("Nothing here");
    expect(body(html)).not.toContain("Nothing here");
  });

  it("shows the error with a retry instead of the empty text", () => {
    const html = render({ data: [], empty: "Nothing here", error: { message: "It broke", onRetry: () => undefined } });
    expect(html).toContain("It broke");
    expect(html).toContain("Try again");
    expect(html).not.toContain("Nothing here");
  });
});

describe("DataTable selection", () => {
  it("adds a checkbox column, checks the selected rows and pins the first data column after it", () => {
    const html = render({
      selection: { state: { "2": true, "4": true }, onChange: () => undefined, rowLabel: "Pick" },
    });
    expect(html).toContain('aria-label="Select all on this page"');
    const boxes = [...body(html).matchAll(/<input[^>]*>/g)].map((m) => m[0]);
    expect(boxes).toHaveLength(5);
    expect(boxes.every((box) => box.includes('aria-label="Pick"'))).toBe(true);
    expect(boxes.map((box) => box.includes("checked"))).toEqual([false, true, false, true, false]);
    expect(body(html).match(/data-state="selected"/g)).toHaveLength(2);
    const ths = headers(html);
    expect(ths[0]).toContain("start-0");
    expect(ths[1]).toContain("start-10");
    expect(ths[2]).not.toContain("start-");
  });
});
