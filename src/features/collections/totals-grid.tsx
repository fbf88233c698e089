"use client";
// A collection's aggregate figures (the detail's totals): over its deduplicated videos, the loose feeds and the
// videos of its channels, each once (issue 19 item 4).
import { useFormatter, useTranslations } from "next-intl";
import type { MessageKey } from "@/i18n/types";
import { useFigures } from "./format";
import type { CollectionTotals } from "./types";

const FIGURES: [Exclude<keyof CollectionTotals, "engagement_rate">, MessageKey][] = [
  ["channels", "ui.collections.totals.channels"],
  ["feeds", "ui.collections.totals.feeds"],
  ["videos", "reports.figures.videos"],
  ["views", "ui.collections.totals.views"],
  ["growth_7d", "reports.figures.growth7d"],
  ["likes", "ui.collections.totals.likes"],
  ["comments", "ui.collections.totals.comments"],
  ["shares", "ui.collections.totals.shares"],
  ["bookmarks", "ui.collections.totals.bookmarks"],
  ["engagement", "ui.collections.totals.engagement"],
  ["median_views", "ui.collections.totals.medianViews"],
  ["viral_feeds", "ui.collections.totals.viralFeeds"],
];

export function TotalsGrid({ totals }: { totals: CollectionTotals | undefined }) {
  const t = useTranslations();
  const figures = useFigures();
  const format = useFormatter();
  const rate = totals?.engagement_rate;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="collection-totals">
      {FIGURES.map(([field, label]) => (
        <div key={field} className="rounded-lg border border-border bg-card px-4 py-3">
          <dt className="text-xs text-muted-foreground">{t(label)}</dt>
          <dd className="mt-1 text-lg font-semibold text-foreground tabular-nums">{figures.count(totals?.[field])}</dd>
        </div>
      ))}
      <div className="rounded-lg border border-border bg-card px-4 py-3">
        <dt className="text-xs text-muted-foreground">{t("reports.figures.engagementRate")}</dt>
        <dd className="mt-1 text-lg font-semibold text-foreground tabular-nums">
          {rate === null || rate === undefined
            ? t("ui.common.unknown")
            : format.number(rate, { style: "percent", maximumFractionDigits: 2 })}
        </dd>
      </div>
    </dl>
  );
}
