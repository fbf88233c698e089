"use client";
// The channel page's history (issue 19 items 1 and 2): a chart of one daily figure over the plan's window, with
// the figure switchable, and the daily gains table under it with its CSV export; loading, empty and error states.
import { Download } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { TimeSeriesChart } from "@/components/charts/time-series-chart";
import { LoadError } from "@/components/layout/load-error";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useChannelGains, useChannelGainsExport } from "@/lib/queries/channel-history";
import { useErrorMessage } from "../../lib/errors/use-error-message";
import { SectionCard } from "../analyze/section-card";
import type { AnalyzeFormat } from "../analyze/use-analyze-format";
import { DailyGainsTable } from "./daily-gains-table";
import {
  dayTime,
  HISTORY_METRICS,
  type HistoryMetric,
  hasSnapshots,
  METRIC_LABEL,
  metricPoints,
} from "./history-metrics";

export function ChannelHistorySection({ channelId, format }: { channelId: number; format: AnalyzeFormat }) {
  const t = useTranslations();
  const formatter = useFormatter();
  const errorMessage = useErrorMessage();
  const gains = useChannelGains(channelId);
  const exportCsv = useChannelGainsExport(channelId, { error: true });
  const [metric, setMetric] = useState<HistoryMetric>("followers");
  const day = (date: string) => formatter.dateTime(dayTime(date), { dateStyle: "medium", timeZone: "UTC" });

  if (gains.isPending) {
    return (
      <div aria-busy="true" className="space-y-6" data-testid="channel-history-loading">
        <Skeleton className="h-80 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  }
  if (gains.isError) {
    return <LoadError message={errorMessage(gains.error)} onRetry={() => void gains.refetch()} />;
  }
  const data = gains.data;
  const offset = data.utc_offset_hours;
  const zone = `UTC${offset > 0 ? "+" : offset < 0 ? "−" : ""}${offset === 0 ? "" : Math.abs(offset)}`;
  const period = t("history.period", { from: day(data.from), to: day(data.to), zone });
  const points = metricPoints(data.rows, metric);
  const label = t(METRIC_LABEL[metric]);
  const known = points.filter((point) => point.value !== null).length;

  return (
    <div className="space-y-6" data-testid="channel-history">
      <SectionCard title={t("history.title")} aside={period}>
        <Tabs value={metric} onValueChange={(value) => setMetric(value as HistoryMetric)}>
          <TabsList aria-label={t("history.metrics.label")} className="mb-4 flex-wrap">
            {HISTORY_METRICS.map((key) => (
              <TabsTrigger key={key} value={key}>
                {t(METRIC_LABEL[key])}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
        {known > 1 ? (
          <TimeSeriesChart
            data={points}
            series={[{ key: "value", label, dot: points.length < 40 ? 3 : 0, connectNulls: true }]}
            label={t("history.chartLabel", { metric: label })}
            formatValue={format.compact}
            formatFullValue={format.full}
            formatTime={(time) => formatter.dateTime(time, { month: "short", day: "numeric", timeZone: "UTC" })}
            formatTooltipTime={(time) => formatter.dateTime(time, { dateStyle: "medium", timeZone: "UTC" })}
            valueDomain="auto"
          />
        ) : (
          <p className="py-8 text-center text-sm text-muted-foreground">{t("history.noChart")}</p>
        )}
      </SectionCard>

      <SectionCard
        title={t("history.gains.title")}
        testId="daily-gains"
        aside={
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => exportCsv.mutate()}
            disabled={exportCsv.isPending || !hasSnapshots(data.rows)}
          >
            <Download aria-hidden className="h-4 w-4" />
            {t("history.gains.export")}
          </Button>
        }
      >
        {hasSnapshots(data.rows) ? (
          <DailyGainsTable rows={data.rows} format={format} />
        ) : (
          <p className="py-8 text-center text-sm text-muted-foreground">{t("history.gains.empty")}</p>
        )}
      </SectionCard>
    </div>
  );
}
