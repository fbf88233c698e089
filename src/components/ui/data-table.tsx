"use client";
// The data table of the UI kit, on TanStack Table: client-side or server-side sorting (a callback with the
// column and order), optional client-side pagination, row selection with a checkbox column, loading (skeleton
// rows), empty and error (with retry) states. The header stays in view while the body scrolls, and on phones the
// table scrolls sideways with its first column pinned to the reading start so each row stays identifiable; a column
// with `meta.pin: "end"` (row actions) stays pinned to the reading end, in reach without scrolling.
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type Header,
  type RowSelectionState,
  type SortingState,
  useReactTable,
  type VisibilityState,
} from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import type * as React from "react";
import { useMemo, useState } from "react";
import { LoadError } from "@/components/layout/load-error";
import { cn } from "@/lib/cn";
import "./data-table-meta";
import { ariaSort, SortableHeader } from "./data-table-header";
import { DataTablePager } from "./data-table-pager";
import { nextServerSort, type SortOrder, serverSortingState } from "./data-table-sort";
import { Skeleton } from "./skeleton";

/** Sorting done by the server: the table shows the current order and reports header clicks. */
export interface ServerSorting {
  sort: string | null;
  order: SortOrder;
  onSort: (sort: string, order: SortOrder) => void;
}

export interface RowSelection {
  state: RowSelectionState;
  onChange: (state: RowSelectionState) => void;
  /** The accessible name of each row's checkbox ("Select this feed"). */
  rowLabel: string;
}

export interface DataTableProps<TData> {
  // biome-ignore lint/suspicious/noExplicitAny: each column has its own value type (TanStack's documented pattern)
  columns: ColumnDef<TData, any>[];
  data: TData[];
  getRowId?: (row: TData) => string;
  /** "client" sorts in the browser (largest first on the first click); an object hands sorting to the server. */
  sorting?: "client" | ServerSorting;
  /** Client-side pages of this many rows, with a pager below the table. */
  pageSize?: number;
  selection?: RowSelection;
  columnVisibility?: VisibilityState;
  loading?: boolean;
  error?: { message: string; onRetry: () => void } | null;
  /** Shown instead of rows when there are none (the header stays). */
  empty?: React.ReactNode;
  getRowProps?: (row: TData) => React.ComponentProps<"tr"> & { [data: `data-${string}`]: string | boolean | undefined };
  testId?: string;
  /** No frame of its own, for a table that fills a card. */
  bare?: boolean;
  className?: string;
  tableClassName?: string;
}

const SKELETON_ROWS = 5;

export function DataTable<TData>({
  columns,
  data,
  getRowId,
  sorting: sortingMode,
  pageSize,
  selection,
  columnVisibility,
  loading = false,
  error = null,
  empty,
  getRowProps,
  testId,
  bare = false,
  className,
  tableClassName,
}: DataTableProps<TData>) {
  const t = useTranslations();
  const server = typeof sortingMode === "object" ? sortingMode : null;
  const [clientSorting, setClientSorting] = useState<SortingState>([]);
  const [pageIndex, setPageIndex] = useState(0);
  const allLabel = t("common.table.selectAll");
  const rowLabel = selection?.rowLabel;
  const allColumns = useMemo(
    () => (rowLabel === undefined ? columns : [selectColumn<TData>(allLabel, rowLabel), ...columns]),
    [columns, allLabel, rowLabel],
  );
  const sortable = useMemo(
    () => columns.flatMap((column) => (column.enableSorting && column.id ? [column.id] : [])),
    [columns],
  );
  const sorting = server ? serverSortingState(server.sort, server.order, sortable) : clientSorting;

  const table = useReactTable({
    data,
    columns: allColumns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: sortingMode === "client" ? getSortedRowModel() : undefined,
    getPaginationRowModel: pageSize ? getPaginationRowModel() : undefined,
    manualSorting: server !== null,
    enableSorting: sortingMode !== undefined,
    // Numbers read best largest first.
    sortDescFirst: true,
    enableRowSelection: selection !== undefined,
    state: {
      sorting,
      rowSelection: selection?.state ?? {},
      columnVisibility: columnVisibility ?? {},
      ...(pageSize ? { pagination: { pageIndex, pageSize } } : {}),
    },
    onSortingChange: (updater) => setClientSorting(typeof updater === "function" ? updater(clientSorting) : updater),
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      selection.onChange(typeof updater === "function" ? updater(selection.state) : updater);
    },
    onPaginationChange: (updater) => {
      if (!pageSize) return;
      const next = typeof updater === "function" ? updater({ pageIndex, pageSize }) : updater;
      setPageIndex(next.pageIndex);
    },
  });

  const headerCell = (header: Header<TData, unknown>) => {
    const column = header.column;
    const label = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
    const canSort = server ? sortable.includes(column.id) : column.getCanSort();
    if (!canSort) return label;
    const direction = column.getIsSorted();
    const onSort = server
      ? () => {
          const next = nextServerSort(column.id, server.sort, server.order);
          server.onSort(next.sort, next.order);
        }
      : () => column.toggleSorting(undefined, false);
    return <SortableHeader label={label} direction={direction} onSort={onSort} />;
  };

  const rows = table.getRowModel().rows;
  const visibleCount = table.getVisibleLeafColumns().length;
  const pinned = (index: number) => pinnedClass(index, selection !== undefined);
  return (
    <div className={cn("space-y-3", className)}>
      <div
        data-testid={testId}
        aria-busy={loading || undefined}
        className={cn(
          "relative max-h-[75vh] overflow-auto bg-card text-card-foreground",
          !bare && "rounded-xl border border-border",
        )}
      >
        <table className={cn("w-full min-w-max text-start text-sm", tableClassName)}>
          <thead className="text-xs font-medium text-muted-foreground">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header, index) => (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={ariaSort(header.column.getIsSorted())}
                    className={cn(
                      "sticky top-0 z-10 border-b border-border bg-muted px-3 py-2.5 text-start whitespace-nowrap",
                      header.column.columnDef.meta?.align === "end" && "text-end",
                      pinned(index) && cn(pinned(index), "z-20"),
                      header.column.columnDef.meta?.pin === "end" && cn(PINNED_END, "z-20"),
                      header.column.columnDef.meta?.className,
                    )}
                  >
                    {headerCell(header)}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-border">
            {loading && rows.length === 0
              ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                  <tr key={row} data-skeleton="">
                    {Array.from({ length: visibleCount }, (_, cell) => (
                      <td key={cell} className="px-3 py-3">
                        <Skeleton className="h-4 w-full min-w-8" />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row) => {
                  const { className: rowClass, ...rowProps } = getRowProps?.(row.original) ?? {};
                  return (
                    <tr
                      key={row.id}
                      {...rowProps}
                      data-state={row.getIsSelected() ? "selected" : undefined}
                      className={cn(
                        // Opaque row colours, so the pinned cells (which inherit them) hide what scrolls beneath.
                        "bg-card hover:bg-muted data-[state=selected]:bg-[color-mix(in_srgb,var(--primary)_6%,var(--card))]",
                        rowClass,
                      )}
                    >
                      {row.getVisibleCells().map((cell, index) => (
                        <td
                          key={cell.id}
                          className={cn(
                            "px-3 py-2.5 align-middle tabular-nums",
                            cell.column.columnDef.meta?.align === "end" && "text-end",
                            pinned(index) && cn(pinned(index), "sticky z-[1] bg-inherit"),
                            cell.column.columnDef.meta?.pin === "end" && cn(PINNED_END, "sticky z-[1] bg-inherit"),
                            cell.column.columnDef.meta?.className,
                          )}
                        >
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      ))}
                    </tr>
                  );
                })}
          </tbody>
        </table>
        {loading ? <span className="sr-only">{t("common.table.loading")}</span> : null}
        {!loading && !error && rows.length === 0 && empty ? (
          <div className="px-4 py-8 text-center text-sm text-muted-foreground">{empty}</div>
        ) : null}
        {error ? (
          <div className="p-3">
            <LoadError message={error.message} onRetry={error.onRetry} />
          </div>
        ) : null}
      </div>
      {pageSize && table.getPageCount() > 1 ? (
        <nav
          aria-label={t("common.table.pagination")}
          className="flex items-center justify-end gap-2 text-sm text-muted-foreground"
        >
          <DataTablePager
            page={table.getState().pagination.pageIndex + 1}
            pages={table.getPageCount()}
            onPage={(page) => table.setPageIndex(page - 1)}
          />
        </nav>
      ) : null}
    </div>
  );
}

/**
 * The first column (and the checkbox column before it) stays at the reading start while the rest scrolls
 * sideways; the checkbox column is 2.5 rem wide, so the first data column pins right after it.
 */
function pinnedClass(index: number, withSelection: boolean): string | undefined {
  if (withSelection && index === 0) return "start-0 w-10";
  if (index === (withSelection ? 1 : 0)) return withSelection ? "start-10" : "start-0";
  return undefined;
}

/** The reading-end pin, with a hairline on its scrolling side so the cells passing beneath read as cut off. */
const PINNED_END = "end-0 border-s border-border";

function selectColumn<TData>(allLabel: string, rowLabel: string): ColumnDef<TData> {
  const box = "h-4 w-4 cursor-pointer rounded border-input accent-primary";
  return {
    id: "select",
    enableSorting: false,
    enableHiding: false,
    header: ({ table }) => (
      <input
        type="checkbox"
        className={box}
        aria-label={allLabel}
        checked={table.getIsAllRowsSelected()}
        ref={(element) => {
          if (element) element.indeterminate = table.getIsSomeRowsSelected();
        }}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        className={box}
        aria-label={rowLabel}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };
}
