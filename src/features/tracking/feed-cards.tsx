"use client";
// The tracked feeds on a phone (issue 20 item 2): one card per feed with its key numbers (views, 7-day growth,
// engagement, outlier), its status and its actions, instead of a table that shows only the video column.
import type { RowSelectionState } from "@tanstack/react-table";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { FeedThumbnail } from "../analyze/feed-thumbnail";
import { CountValue } from "../analyze/unknown-value";
import type { AnalyzeFormat } from "../analyze/use-analyze-format";
import { Change } from "./change";
import { asAnalysisFeed, FeedRowActions, OutlierValue } from "./feeds-table";
import { platformLabel, StatusBadge } from "./status";
import type { FeedTableItem } from "./types";

export interface FeedCardsProps {
  feeds: FeedTableItem[];
  format: AnalyzeFormat;
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
}

export function FeedCards({ feeds, format, selection, onSelectionChange }: FeedCardsProps) {
  const t = useTranslations();
  const count = (value: number | null) => <CountValue value={value} format={format.compact} title={format.full} />;
  return (
    <ul className="space-y-3" data-testid="feed-cards">
      {feeds.map((feed) => {
        const key = String(feed.id);
        return (
          <li
            key={feed.id}
            data-testid="feed-card"
            className="rounded-xl border border-border bg-card p-3 text-card-foreground shadow-sm"
          >
            <div className="flex items-start gap-3">
              <input
                type="checkbox"
                className="mt-1 h-4 w-4 shrink-0 cursor-pointer rounded border-input accent-primary"
                aria-label={t("tracking.table.selectRow")}
                checked={selection[key] === true}
                onChange={(event) => onSelectionChange({ ...selection, [key]: event.target.checked })}
              />
              <FeedThumbnail feed={asAnalysisFeed(feed)} />
              <div className="min-w-0 flex-1">
                <NextLink
                  href={`/dashboard/feeds/${feed.id}/`}
                  className="line-clamp-2 text-sm font-medium text-foreground hover:text-primary hover:underline"
                >
                  {feed.caption || t("tracking.common.untitled")}
                </NextLink>
                <p className="truncate text-xs text-muted-foreground">
                  {feed.channel.handle ? `@${feed.channel.handle.replace(/^@/, "")} · ` : null}
                  {platformLabel(feed.platform)}
                </p>
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm tabular-nums">
              <Figure label={t("tracking.columns.views")}>{count(feed.views)}</Figure>
              <Figure label={t("tracking.table.growth7d")}>
                <Change value={feed.growth.d7} format={format} />
              </Figure>
              <Figure label={t("tracking.columns.engagement")}>
                {count(feed.engagement)}
                {feed.engagement_rate !== null ? (
                  <span className="ms-1 text-xs text-muted-foreground">{format.percent(feed.engagement_rate)}</span>
                ) : null}
              </Figure>
              <Figure label={t("tracking.columns.outlet")}>
                <OutlierValue value={feed.outlet} format={format} />
              </Figure>
            </dl>
            <div className="mt-2 flex items-center justify-between gap-2 border-t border-border pt-2">
              <StatusBadge status={feed.status} />
              <FeedRowActions feed={feed} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="truncate text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 font-medium text-foreground">{children}</dd>
    </div>
  );
}
