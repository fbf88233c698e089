"use client";
// How each row of the comparison table writes its value (issue 19 item 3).
import { useFormatter, useTranslations } from "next-intl";
import { DURATION_BUCKETS } from "@/domain/analytics/duration";
import type { ComparedChannel, CompareMetricName } from "@/domain/contracts/compare";
import { useBucketLabel } from "../analyze/use-bucket-label";

export function useCompareFormat() {
  const t = useTranslations();
  const format = useFormatter();
  const bucketLabel = useBucketLabel();
  const compact = (value: number) =>
    format.number(Math.round(value), { notation: "compact", maximumFractionDigits: 1 });
  const signed = (value: number) => (value > 0 ? `+${compact(value)}` : compact(value));
  const percent = (value: number) => format.number(value, { style: "percent", maximumFractionDigits: 1 });
  return {
    compact,
    full: (value: number) => format.number(Math.round(value)),
    /** The cell text of one metric of one channel; null when the value is unknown. */
    cell(metric: CompareMetricName, channel: ComparedChannel): string | null {
      const value = channel.metrics[metric];
      if (value === null) return null;
      switch (metric) {
        case "median_views":
          return compact(value);
        case "outlier_rate":
        case "engagement_rate":
          return percent(value);
        case "posting_frequency":
          return t("compare.perWeek", { value: format.number(value, { maximumFractionDigits: 1 }) });
        case "best_duration": {
          const bucket = DURATION_BUCKETS.find((entry) => entry.id === channel.best_duration_bucket);
          const views = t("compare.medianOf", { views: compact(value) });
          return bucket ? `${bucketLabel(bucket)} · ${views}` : views;
        }
        default:
          return signed(value);
      }
    },
  };
}
