"use client";
// All-time totals over the analyzed videos (spec: views, engagement, likes, comments, shares, bookmarks). A total
// the platform does not report is "—" with the reason, never 0.
import { useTranslations } from "next-intl";
import type { AnalysisAnalytics } from "@/domain/analysis";
import { Figure, SectionCard } from "./section-card";
import { CountValue } from "./unknown-value";
import type { AnalyzeFormat } from "./use-analyze-format";

export const METRICS = ["views", "engagement", "likes", "comments", "shares", "bookmarks"] as const;
export type Metric = (typeof METRICS)[number];

export function TotalsCard({ totals, format }: { totals: AnalysisAnalytics["totals"]; format: AnalyzeFormat }) {
  const t = useTranslations();
  return (
    <SectionCard title={t("analyzeUi.totals.title")} aside={t("analyzeUi.totals.hint")} testId="totals">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-3">
        {METRICS.map((metric) => (
          <Figure key={metric} label={t(`analyzeUi.metrics.${metric}`)}>
            <CountValue value={totals[metric]} format={format.compact} title={format.full} />
          </Figure>
        ))}
      </dl>
    </SectionCard>
  );
}
