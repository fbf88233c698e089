"use client";
// Views per feed as horizontal bars (largest first, at most 15): the collection's chart. Plain elements in the
// theme's chart colour; each bar's length is its share of the largest.
import { useTranslations } from "next-intl";
import type { FeedItem } from "@/domain/contracts/tracking";
import type { AnalyzeFormat } from "../analyze/use-analyze-format";

const MAX_BARS = 15;

export function ViewsBars({ feeds, format }: { feeds: FeedItem[]; format: AnalyzeFormat }) {
  const t = useTranslations();
  const ranked = feeds
    .filter((feed): feed is FeedItem & { views: number } => feed.views !== null)
    .sort((a, b) => b.views - a.views)
    .slice(0, MAX_BARS);
  const top = ranked[0]?.views ?? 0;
  if (!ranked.length)
    return <p className="py-6 text-center text-sm text-muted-foreground">{t("share.view.noViews")}</p>;
  return (
    <ol className="space-y-2" data-testid="views-bars">
      {ranked.map((feed) => (
        <li key={feed.id} className="grid grid-cols-[minmax(0,12rem)_1fr_auto] items-center gap-3 text-sm">
          <span className="truncate text-muted-foreground" title={feed.caption ?? undefined}>
            {feed.caption?.trim() || t("tracking.common.untitled")}
          </span>
          <span className="h-3 overflow-hidden rounded bg-muted">
            <span
              className="block h-full rounded bg-chart-1"
              style={{ width: `${top > 0 ? Math.max(2, (feed.views / top) * 100) : 0}%` }}
            />
          </span>
          <span className="tabular-nums text-foreground">{format.compact(feed.views)}</span>
        </li>
      ))}
    </ol>
  );
}
