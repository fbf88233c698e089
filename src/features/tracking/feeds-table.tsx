"use client";
// The tracked feeds table: server-side sorting by header click, row selection, column choice (kept in local
// storage) and per-row actions. Scrolls sideways on narrow screens.
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowSelectionState,
  useReactTable,
  type VisibilityState,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown, ExternalLink, Flame } from "lucide-react";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { AnalysisFeed } from "@/domain/analysis";
import { VIRAL_MULTIPLE } from "@/domain/analytics";
import { cn } from "@/lib/cn";
import { FeedThumbnail } from "../analyze/feed-thumbnail";
import { CountValue, UnknownValue } from "../analyze/unknown-value";
import type { AnalyzeFormat } from "../analyze/use-analyze-format";
import { Change } from "./change";
import { Freshness } from "./freshness";
import { platformLabel, StatusBadge } from "./status";
import { TrackingActions } from "./tracking-actions";
import type { FeedItem } from "./types";

/** The few fields the analysis components read, from a tracked feed. */
export function asAnalysisFeed(feed: FeedItem): AnalysisFeed {
  return {
    id: feed.platform_id,
    url: feed.url,
    caption: feed.caption,
    thumbnail: feed.thumbnail,
    views: feed.views,
    engagement: feed.engagement,
    likes: feed.likes,
    comments: feed.comments,
    shares: feed.shares,
    bookmarks: feed.bookmarks,
    duration: feed.duration,
    published_on: feed.published_on,
    last_updated: feed.last_updated ?? "",
    outlet: feed.outlet,
    is_viral: (feed.outlet ?? 0) >= VIRAL_MULTIPLE,
  };
}

export const FEED_COLUMNS = [
  "views",
  "engagement",
  "likes",
  "comments",
  "shares",
  "bookmarks",
  "outlet",
  "growth_last",
  "growth_7d",
  "duration",
  "published_on",
  "last_updated",
  "status",
] as const;
export type FeedColumn = (typeof FEED_COLUMNS)[number];

export interface FeedsTableProps {
  feeds: FeedItem[];
  format: AnalyzeFormat;
  sort: string | null;
  order: "asc" | "desc";
  onSort: (sort: string, order: "asc" | "desc") => void;
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
  visibility: VisibilityState;
}

export function FeedsTable({
  feeds,
  format,
  sort,
  order,
  onSort,
  selection,
  onSelectionChange,
  visibility,
}: FeedsTableProps) {
  const t = useTranslations();
  const columns = useMemo<ColumnDef<FeedItem>[]>(() => {
    const count = (value: number | null) => <CountValue value={value} format={format.compact} title={format.full} />;
    return [
      {
        id: "select",
        header: ({ table }) => (
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300 dark:border-slate-700"
            aria-label={t("tracking.table.selectAll")}
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
            className="h-4 w-4 rounded border-slate-300 dark:border-slate-700"
            aria-label={t("tracking.table.selectRow")}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      },
      {
        id: "video",
        header: () => t("tracking.columns.video"),
        cell: ({ row: { original: feed } }) => (
          <div className="flex w-72 min-w-0 items-center gap-3">
            <FeedThumbnail feed={asAnalysisFeed(feed)} />
            <div className="min-w-0">
              <NextLink
                href={`/dashboard/feeds/${feed.id}/`}
                className="line-clamp-2 text-sm font-medium text-slate-900 hover:text-brand-700 hover:underline dark:text-slate-100"
              >
                {feed.caption || t("tracking.common.untitled")}
              </NextLink>
              <p className="truncate text-xs text-slate-500 dark:text-slate-400">
                {feed.channel.handle ? `@${feed.channel.handle.replace(/^@/, "")} · ` : null}
                {platformLabel(feed.platform)}
              </p>
            </div>
          </div>
        ),
      },
      { id: "views", header: () => t("tracking.columns.views"), cell: ({ row }) => count(row.original.views) },
      {
        id: "engagement",
        header: () => t("tracking.columns.engagement"),
        cell: ({ row: { original: feed } }) => (
          <div>
            {count(feed.engagement)}
            {feed.engagement_rate !== null ? (
              <p className="text-xs text-slate-500 dark:text-slate-400">{format.percent(feed.engagement_rate)}</p>
            ) : null}
          </div>
        ),
      },
      { id: "likes", header: () => t("tracking.columns.likes"), cell: ({ row }) => count(row.original.likes) },
      { id: "comments", header: () => t("tracking.columns.comments"), cell: ({ row }) => count(row.original.comments) },
      { id: "shares", header: () => t("tracking.columns.shares"), cell: ({ row }) => count(row.original.shares) },
      {
        id: "bookmarks",
        header: () => t("tracking.columns.bookmarks"),
        cell: ({ row }) => count(row.original.bookmarks),
      },
      {
        id: "outlet",
        header: () => t("tracking.columns.outlet"),
        cell: ({ row: { original: feed } }) => {
          if (feed.outlet === null) return <UnknownValue />;
          const viral = feed.outlet >= VIRAL_MULTIPLE;
          return (
            <span
              className={cn(
                "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums",
                viral
                  ? "bg-orange-100 text-orange-700 dark:bg-orange-500/15 dark:text-orange-300"
                  : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
              )}
              title={t("tracking.columns.outletHint")}
            >
              {viral ? <Flame aria-hidden className="h-3 w-3" /> : null}
              {format.multiple(feed.outlet)}
            </span>
          );
        },
      },
      {
        id: "growth_last",
        header: () => t("tracking.columns.growthLast"),
        cell: ({ row }) => <Change value={row.original.growth.last} format={format} />,
      },
      {
        id: "growth_7d",
        header: () => t("tracking.columns.growth7d"),
        cell: ({ row }) => <Change value={row.original.growth.d7} format={format} />,
      },
      {
        id: "duration",
        header: () => t("tracking.columns.duration"),
        cell: ({ row }) => <CountValue value={row.original.duration} format={format.duration} />,
      },
      {
        id: "published_on",
        header: () => t("tracking.columns.publishedOn"),
        cell: ({ row }) =>
          row.original.published_on ? (
            <span className="whitespace-nowrap">{format.date(row.original.published_on)}</span>
          ) : (
            <UnknownValue />
          ),
      },
      {
        id: "last_updated",
        header: () => t("tracking.columns.lastUpdated"),
        cell: ({ row }) => (
          <Freshness lastUpdated={row.original.last_updated} fetch={row.original.fetch} format={format} />
        ),
      },
      {
        id: "status",
        header: () => t("tracking.columns.status"),
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      {
        id: "actions",
        header: () => <span className="sr-only">{t("tracking.columns.actions")}</span>,
        cell: ({ row: { original: feed } }) => {
          return (
            <div className="flex items-center justify-end gap-0.5">
              <TrackingActions kind="feed" item={feed} look="icon" />
              {feed.url ? (
                <a
                  href={feed.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
                  aria-label={t("tracking.actions.open")}
                  title={t("tracking.actions.open")}
                >
                  <ExternalLink aria-hidden className="h-4 w-4" />
                </a>
              ) : null}
            </div>
          );
        },
      },
    ];
  }, [t, format]);

  const table = useReactTable({
    data: feeds,
    columns,
    getRowId: (feed) => String(feed.id),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    enableRowSelection: true,
    state: { rowSelection: selection, columnVisibility: visibility },
    onRowSelectionChange: (updater) => onSelectionChange(typeof updater === "function" ? updater(selection) : updater),
  });

  return (
    <div
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-night-surface"
      data-testid="feeds-table"
    >
      <table className="w-full min-w-max text-start text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium text-slate-600 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-400">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const id = header.column.id;
                const sortable = (FEED_COLUMNS as readonly string[]).includes(id);
                const active = sort === id;
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={cn("px-3 py-2.5 whitespace-nowrap", id === "select" && "w-10")}
                    aria-sort={active ? (order === "asc" ? "ascending" : "descending") : undefined}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        className={cn(
                          "inline-flex items-center gap-1 rounded hover:text-slate-900 dark:hover:text-slate-100",
                          active && "text-slate-900 dark:text-slate-100",
                        )}
                        onClick={() => onSort(id, active && order === "desc" ? "asc" : "desc")}
                      >
                        {label}
                        {active ? (
                          order === "asc" ? (
                            <ArrowUp aria-hidden className="h-3 w-3" />
                          ) : (
                            <ArrowDown aria-hidden className="h-3 w-3" />
                          )
                        ) : (
                          <ArrowUpDown aria-hidden className="h-3 w-3 text-slate-400 dark:text-slate-500" />
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
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              className={cn("hover:bg-slate-50 dark:hover:bg-slate-800/50", row.getIsSelected() && "bg-brand-50/50")}
            >
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2.5 align-middle text-slate-800 tabular-nums dark:text-slate-200">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
