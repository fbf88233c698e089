"use client";
// The tracked feeds table on the kit's DataTable: server-side sorting by header click, row selection, column choice
// (kept in local storage) and per-row actions.
import type { ColumnDef, RowSelectionState, VisibilityState } from "@tanstack/react-table";
import { ExternalLink, Flame } from "lucide-react";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import type { AnalysisFeed } from "@/domain/analysis";
import { VIRAL_MULTIPLE } from "@/domain/analytics";
import { FeedThumbnail } from "../analyze/feed-thumbnail";
import { CountValue, UnknownValue } from "../analyze/unknown-value";
import type { AnalyzeFormat } from "../analyze/use-analyze-format";
import { AddToCollectionButton } from "../collections/add-to-collection";
import { DemoRowMark } from "../demo/demo-row-mark";
import { Change } from "./change";
import { Freshness } from "./freshness";
import { PriorityBadge, PriorityToggle } from "./priority-toggle";
import { platformLabel, StatusBadge } from "./status";
import { TrackingActions } from "./tracking-actions";
import type { FeedTableItem } from "./types";

/** The few fields the analysis components read, from a tracked feed. */
export function asAnalysisFeed(feed: FeedTableItem): AnalysisFeed {
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
  feeds: FeedTableItem[];
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
  const columns = useMemo<ColumnDef<FeedTableItem>[]>(() => {
    const count = (value: number | null) => <CountValue value={value} format={format.compact} title={format.full} />;
    const defined: ColumnDef<FeedTableItem>[] = [
      {
        id: "video",
        header: () => t("tracking.columns.video"),
        cell: ({ row: { original: feed } }) => (
          <div className="flex w-48 min-w-0 items-center gap-3 whitespace-normal sm:w-72">
            <FeedThumbnail feed={asAnalysisFeed(feed)} />
            <div className="min-w-0">
              <NextLink
                href={`/dashboard/feeds/${feed.id}/`}
                dir="auto"
                className="line-clamp-2 text-sm font-medium text-foreground hover:text-primary hover:underline"
              >
                {feed.caption || t("tracking.common.untitled")}
              </NextLink>
              <p className="truncate text-xs text-muted-foreground">
                {feed.channel.handle ? `@${feed.channel.handle.replace(/^@/, "")} · ` : null}
                {platformLabel(feed.platform)}
                <DemoRowMark demo={feed.is_demo} />
                <PriorityBadge priority={feed.priority} />
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
              <p className="text-xs text-muted-foreground">{format.percent(feed.engagement_rate)}</p>
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
        cell: ({ row: { original: feed } }) => <OutlierValue value={feed.outlet} format={format} />,
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
        // Pinned to the reading end so the actions are in reach at 1366 px without scrolling sideways.
        meta: { pin: "end" },
        header: () => <span className="sr-only">{t("tracking.columns.actions")}</span>,
        cell: ({ row: { original: feed } }) => <FeedRowActions feed={feed} />,
      },
    ];
    const sortable: readonly string[] = FEED_COLUMNS;
    return defined.map((column) =>
      column.id && sortable.includes(column.id) ? { ...column, enableSorting: true } : column,
    );
  }, [t, format]);

  return (
    <DataTable
      testId="feeds-table"
      columns={columns}
      data={feeds}
      getRowId={(feed) => String(feed.id)}
      sorting={{ sort, order, onSort }}
      selection={{ state: selection, onChange: onSelectionChange, rowLabel: t("tracking.table.selectRow") }}
      columnVisibility={visibility}
    />
  );
}

/** The outlier multiple as a badge (flame from the viral multiple up), or the unknown marker. */
export function OutlierValue({ value, format }: { value: number | null; format: AnalyzeFormat }) {
  const t = useTranslations();
  if (value === null) return <UnknownValue />;
  const viral = value >= VIRAL_MULTIPLE;
  return (
    <Badge variant={viral ? "warning" : "secondary"} title={t("tracking.columns.outletHint")}>
      {viral ? <Flame aria-hidden className="h-3 w-3" /> : null}
      {format.multiple(value)}
    </Badge>
  );
}

/** The row's own actions (stop or resume, refresh, delete: the shared TrackingActions), and open on the platform. */
export function FeedRowActions({ feed }: { feed: FeedTableItem }) {
  const t = useTranslations();
  return (
    <div className="flex items-center justify-end gap-0.5">
      <PriorityToggle kind="feed" item={feed} labelled={false} />
      <TrackingActions kind="feed" item={feed} look="icon" />
      <AddToCollectionButton kind="feed" ids={[feed.id]} look="icon" />
      {feed.url ? (
        <a
          href={feed.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-9 w-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted"
          aria-label={t("tracking.actions.open")}
          title={t("tracking.actions.open")}
        >
          <ExternalLink aria-hidden className="h-4 w-4" />
        </a>
      ) : null}
    </div>
  );
}
