"use client";
// The sortable feed table (TanStack Table). It scrolls sideways on small screens; headers are buttons so sorting
// works from the keyboard, and aria-sort tells screen readers the current order.
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import type { AnalysisFeed } from "@/domain/analysis";
import type { PlatformName } from "@/domain/platforms";
import { feedColumns } from "./feed-columns";
import type { AnalyzeFormat } from "./use-analyze-format";

export function FeedsTable({
  feeds,
  platform,
  canTrack,
  onPlanLimit,
  format,
}: {
  feeds: AnalysisFeed[];
  platform: PlatformName;
  canTrack: boolean;
  onPlanLimit: () => void;
  format: AnalyzeFormat;
}) {
  const t = useTranslations();
  const [sorting, setSorting] = useState<SortingState>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: t and format change identity every render; the columns only depend on these
  const columns = useMemo(
    () => feedColumns({ t, format, platform, canTrack, onPlanLimit }),
    [platform, canTrack, onPlanLimit],
  );
  const table = useReactTable({
    data: feeds,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    // Numbers read best largest first.
    sortDescFirst: true,
  });

  return (
    <div
      className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800"
      data-testid="feeds-table"
    >
      <table className="w-full min-w-max text-sm">
        <thead className="bg-slate-50 text-start text-xs font-medium text-slate-500 dark:bg-slate-800/50 dark:text-slate-400">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className="px-3 py-2.5 whitespace-nowrap"
                    aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="inline-flex items-center gap-1 rounded hover:text-slate-900 dark:hover:text-slate-100"
                      >
                        {label}
                        {sorted === "asc" ? (
                          <ArrowUp aria-hidden className="h-3.5 w-3.5" />
                        ) : sorted === "desc" ? (
                          <ArrowDown aria-hidden className="h-3.5 w-3.5" />
                        ) : (
                          <ArrowUpDown aria-hidden className="h-3.5 w-3.5 opacity-40" />
                        )}
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white dark:divide-slate-800 dark:bg-night-surface">
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              className="hover:bg-slate-50 dark:hover:bg-slate-800/50"
              data-viral={row.original.is_viral || undefined}
            >
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  className="px-3 py-2 whitespace-nowrap text-slate-700 tabular-nums dark:text-slate-300"
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {feeds.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-slate-500 dark:text-slate-400">{t("analyzeUi.feeds.empty")}</p>
      ) : null}
    </div>
  );
}
