"use client";
// The feed table's columns (spec: views, engagement, likes, comments, shares, bookmarks, uploaded on, outlet,
// published on, last updated, duration, actions). Unknown values sort last whatever the direction.
import { type ColumnDef, createColumnHelper } from "@tanstack/react-table";
import { ExternalLink, Flame } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { AnalysisFeed } from "@/domain/analysis";
import { VIRAL_MULTIPLE } from "@/domain/analytics";
import { PLATFORM_LABELS } from "@/domain/parse-input/messages";
import type { PlatformName } from "@/domain/platforms";
import type { MessageKey } from "@/i18n/types";
import { FeedThumbnail } from "./feed-thumbnail";
import { METRICS } from "./totals-card";
import { TrackFeedButton } from "./track-feed-button";
import { CountValue, UnknownValue } from "./unknown-value";
import type { AnalyzeFormat } from "./use-analyze-format";

const column = createColumnHelper<AnalysisFeed>();
const time = (iso: string | null) => (iso ? Date.parse(iso) : undefined);

/** next-intl's t, narrowed to what the column definitions need (its own type is generic over namespaces). */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export interface FeedColumnOptions {
  t: Translate;
  format: AnalyzeFormat;
  platform: PlatformName;
  /** Signed-in people get a "track" button per row. */
  canTrack: boolean;
  onPlanLimit: () => void;
}

export function feedColumns({ t, format, platform, canTrack, onPlanLimit }: FeedColumnOptions) {
  // biome-ignore lint/suspicious/noExplicitAny: each column has its own value type (TanStack's documented pattern)
  const columns: ColumnDef<AnalysisFeed, any>[] = [
    column.display({
      id: "video",
      header: () => t("analyzeUi.feeds.video"),
      cell: ({ row }) => (
        <div className="flex w-44 items-center gap-2 sm:w-56">
          <FeedThumbnail feed={row.original} />
          <span dir="auto" className="line-clamp-2 text-xs whitespace-normal text-foreground">
            {row.original.caption || t("analyzeUi.feeds.untitled")}
          </span>
        </div>
      ),
    }),
    ...METRICS.map((metric) =>
      column.accessor((row) => row[metric] ?? undefined, {
        id: metric,
        header: () => t(`analyzeUi.metrics.${metric}`),
        sortUndefined: "last",
        cell: (info) => <CountValue value={info.getValue()} format={format.compact} title={format.full} />,
      }),
    ),
    column.accessor((row) => time(row.published_on), {
      id: "uploadedOn",
      header: () => t("analyzeUi.feeds.uploadedOn"),
      sortUndefined: "last",
      cell: ({ row }) =>
        row.original.published_on ? (
          <span title={format.dateTime(row.original.published_on)}>{format.relative(row.original.published_on)}</span>
        ) : (
          <UnknownValue />
        ),
    }),
    column.accessor((row) => row.outlet ?? undefined, {
      id: "outlet",
      header: () => t("analyzeUi.feeds.outlet"),
      sortUndefined: "last",
      cell: ({ row }) => {
        const outlet = row.original.outlet;
        if (outlet === null) return <UnknownValue />;
        const viral = outlet >= VIRAL_MULTIPLE;
        return (
          <Badge
            variant={viral ? "warning" : "outline"}
            className={viral ? undefined : "border-transparent"}
            data-viral={viral || undefined}
          >
            {viral ? <Flame aria-hidden className="h-3 w-3" /> : null}
            {format.multiple(outlet)}
          </Badge>
        );
      },
    }),
    column.accessor((row) => time(row.published_on), {
      id: "publishedOn",
      header: () => t("analyzeUi.feeds.publishedOn"),
      sortUndefined: "last",
      cell: ({ row }) => (row.original.published_on ? format.dateTime(row.original.published_on) : <UnknownValue />),
    }),
    column.accessor((row) => time(row.last_updated), {
      id: "lastUpdated",
      header: () => t("analyzeUi.feeds.lastUpdated"),
      cell: ({ row }) => format.dateTime(row.original.last_updated),
    }),
    column.accessor((row) => row.duration ?? undefined, {
      id: "duration",
      header: () => t("analyzeUi.feeds.duration"),
      sortUndefined: "last",
      cell: (info) => <CountValue value={info.getValue()} format={format.duration} />,
    }),
    column.display({
      id: "actions",
      header: () => t("analyzeUi.feeds.actions"),
      cell: ({ row }) => {
        const url = row.original.url;
        if (!url) return <UnknownValue reason={t("analyzeUi.feeds.noLink")} />;
        return (
          <div className="flex items-center gap-1">
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-8 w-8 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
              aria-label={t("analyzeUi.feeds.openOn", { platform: PLATFORM_LABELS[platform] })}
              title={t("analyzeUi.feeds.openOn", { platform: PLATFORM_LABELS[platform] })}
            >
              <ExternalLink aria-hidden className="h-4 w-4" />
            </a>
            {canTrack ? <TrackFeedButton url={url} onPlanLimit={onPlanLimit} /> : null}
          </div>
        );
      },
    }),
  ];
  return columns;
}
