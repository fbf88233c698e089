"use client";
// A collection's aggregate figures (the detail's totals).
import { useTranslations } from "next-intl";
import type { MessageKey } from "@/i18n/types";
import { useFigures } from "./format";
import type { CollectionTotals } from "./types";

const FIGURES: [keyof CollectionTotals, MessageKey][] = [
  ["channels", "ui.collections.totals.channels"],
  ["feeds", "ui.collections.totals.feeds"],
  ["views", "ui.collections.totals.views"],
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
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="collection-totals">
      {FIGURES.map(([field, label]) => (
        <div key={field} className="rounded-lg border border-border bg-card px-4 py-3">
          <dt className="text-xs text-muted-foreground">{t(label)}</dt>
          <dd className="mt-1 text-lg font-semibold text-foreground tabular-nums">{figures.count(totals?.[field])}</dd>
        </div>
      ))}
    </dl>
  );
}
