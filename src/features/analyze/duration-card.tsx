"use client";
// Which video length works best (spec: best duration, video count, duration range, median views per bucket).
// Visitors get the figures but not the per-bucket medians, so their chart is covered by the sign-in panel.
import { useTranslations } from "next-intl";
import type { AnalysisAnalytics } from "@/domain/analysis";
import { peakBelowMinimum } from "@/domain/analytics/duration-peak";
import { DurationChart } from "./duration-chart";
import { LockedPanel } from "./locked-panel";
import { Figure, SectionCard } from "./section-card";
import { UnknownValue } from "./unknown-value";
import type { AnalyzeFormat } from "./use-analyze-format";
import { useBucketLabel } from "./use-bucket-label";

export function DurationCard({
  duration,
  partial,
  format,
}: {
  duration: AnalysisAnalytics["duration"];
  partial: boolean;
  format: AnalyzeFormat;
}) {
  const t = useTranslations();
  const bucketLabel = useBucketLabel();
  const best = duration.bestDuration;
  const hasMedians = duration.buckets.some((bucket) => bucket.medianViews !== null);
  // The chart's tallest bar may be a length with too few videos to count: say so next to the best duration.
  const peak = partial ? null : peakBelowMinimum(duration);
  return (
    <SectionCard title={t("analyzeUi.duration.title")} testId="duration">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Figure
          label={t("analyzeUi.duration.best")}
          hint={
            best?.medianViews != null
              ? t("analyzeUi.duration.bestHint", { views: format.compact(best.medianViews) })
              : t("analyzeUi.duration.bestNone", { count: duration.minimumVideosForBest })
          }
        >
          {best ? (
            bucketLabel(best.bucket)
          ) : (
            <UnknownValue reason={t("analyzeUi.duration.bestNone", { count: duration.minimumVideosForBest })} />
          )}
        </Figure>
        <Figure label={t("analyzeUi.duration.videos")}>{format.full(duration.videoCount)}</Figure>
        <Figure label={t("analyzeUi.duration.range")}>
          {duration.range ? (
            `${format.duration(duration.range.min)} – ${format.duration(duration.range.max)}`
          ) : (
            <UnknownValue />
          )}
        </Figure>
      </dl>
      {peak ? (
        <p className="mt-3 text-xs text-muted-foreground" data-testid="duration-peak-note">
          {t("analyzeUi.duration.peakNote", {
            peak: bucketLabel(peak.bucket),
            count: peak.countWithViews,
            min: duration.minimumVideosForBest,
          })}
        </p>
      ) : null}
      <h3 className="mt-6 mb-2 text-sm font-medium text-foreground">{t("analyzeUi.duration.chartTitle")}</h3>
      {partial ? (
        <LockedPanel compact text={t("analyzeUi.locked.durationText")} />
      ) : hasMedians ? (
        <DurationChart buckets={duration.buckets} bestId={best?.bucket.id ?? null} format={format} />
      ) : (
        <p className="py-8 text-center text-sm text-muted-foreground">{t("analyzeUi.noData")}</p>
      )}
    </SectionCard>
  );
}
