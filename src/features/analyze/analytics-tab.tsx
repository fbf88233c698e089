"use client";
// The Analytics tab: headline numbers, views over time, most viral feeds, virality, duration, totals and the
// posting-time heatmap. A visitor's partial result shows what it has and locks the rest.
import { ChartColumn } from "lucide-react";
import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/layout/empty-state";
import type { AnalysisResult } from "@/domain/analysis";
import { DurationCard } from "./duration-card";
import { HeatmapCard } from "./heatmap-card";
import { MostViralList } from "./most-viral-list";
import { SectionCard } from "./section-card";
import { SummaryCards } from "./summary-cards";
import { TotalsCard } from "./totals-card";
import type { AnalyzeFormat } from "./use-analyze-format";
import { ViewsChart } from "./views-chart";
import { ViralityCard } from "./virality-card";

export function AnalyticsTab({ result, format }: { result: AnalysisResult; format: AnalyzeFormat }) {
  const t = useTranslations();
  const analytics = result.analytics;
  if (!analytics) {
    return <EmptyState icon={ChartColumn} title={t("analyzeUi.noData")} text={t("analyzeUi.result.noAnalytics")} />;
  }
  return (
    <div className="space-y-6">
      <SummaryCards result={result} format={format} />
      <SectionCard
        title={t("analyzeUi.chart.title")}
        aside={result.partial ? t("analyzeUi.chart.outlineHint") : undefined}
        testId="views-chart"
      >
        {result.series.length ? (
          <ViewsChart
            series={result.series}
            median={analytics.summary.medianViews}
            outline={result.partial}
            format={format}
          />
        ) : (
          <p className="py-8 text-center text-sm text-muted-foreground">{t("analyzeUi.noData")}</p>
        )}
      </SectionCard>
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard title={t("analyzeUi.viral.title")}>
          <MostViralList feeds={analytics.mostViral} partial={result.partial} format={format} />
        </SectionCard>
        <ViralityCard virality={analytics.virality} format={format} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <DurationCard duration={analytics.duration} partial={result.partial} format={format} />
        <TotalsCard totals={analytics.totals} format={format} />
      </div>
      <HeatmapCard heatmap={analytics.heatmap} feeds={result.feeds} partial={result.partial} format={format} />
    </div>
  );
}
