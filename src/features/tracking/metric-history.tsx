"use client";
// A feed's history as a chart, one metric at a time (the feed detail page and a shared feed): the metric switcher,
// then the chart or why there is none (history-state.ts).
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { FeedDetail } from "@/domain/contracts/tracking";
import type { useAnalyzeFormat } from "../analyze/use-analyze-format";
import { HistoryChart } from "./history-chart";
import { historyState } from "./history-state";

export const METRICS = ["views", "likes", "comments", "shares", "bookmarks"] as const;
export type Metric = (typeof METRICS)[number];

export function MetricHistory({
  feed,
  format,
}: {
  feed: Pick<FeedDetail, "history" | Metric>;
  format: ReturnType<typeof useAnalyzeFormat>;
}) {
  const t = useTranslations();
  const [metric, setMetric] = useState<Metric>("views");
  const points = feed.history.map((point) => ({ time: Date.parse(point.captured_at), value: point[metric] }));
  const state = historyState(
    points.map((point) => point.value),
    feed[metric],
  );
  return (
    <>
      <fieldset className="mb-4 flex flex-wrap gap-1">
        <legend className="sr-only">{t("tracking.feed.metric")}</legend>
        {METRICS.map((name) => (
          <Button
            key={name}
            type="button"
            size="sm"
            variant={metric === name ? "default" : "outline"}
            aria-pressed={metric === name}
            onClick={() => setMetric(name)}
          >
            {t(`tracking.columns.${name}`)}
          </Button>
        ))}
      </fieldset>
      {state === "chart" ? (
        <HistoryChart points={points} label={t(`tracking.columns.${metric}`)} format={format} />
      ) : (
        <p className="py-8 text-center text-sm text-muted-foreground" data-testid="history-empty">
          {state === "notReported" ? t("analyzeUi.unknown.text") : t("tracking.feed.noHistory")}
        </p>
      )}
    </>
  );
}
