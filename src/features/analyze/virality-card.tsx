"use client";
// How far the account's videos spread around its median (spec: virality median multiple, range, shares above
// 2x/5x/10x).
import { useTranslations } from "next-intl";
import type { AnalysisAnalytics } from "@/domain/analysis";
import { VIRALITY_THRESHOLDS } from "@/domain/analytics";
import { Figure, SectionCard } from "./section-card";
import { UnknownValue } from "./unknown-value";
import type { AnalyzeFormat } from "./use-analyze-format";

export function ViralityCard({ virality, format }: { virality: AnalysisAnalytics["virality"]; format: AnalyzeFormat }) {
  const t = useTranslations();
  const shares = [virality.shareAtLeast2x, virality.shareAtLeast5x, virality.shareAtLeast10x];
  return (
    <SectionCard
      title={t("analyzeUi.virality.title")}
      aside={t("analyzeUi.virality.viralCount", { count: virality.viralCount })}
      testId="virality"
    >
      <dl className="grid grid-cols-2 gap-4">
        <Figure label={t("analyzeUi.virality.medianMultiple")}>
          {virality.medianMultiple === null ? <UnknownValue /> : format.multiple(virality.medianMultiple)}
        </Figure>
        <Figure label={t("analyzeUi.virality.range")}>
          {virality.range === null ? (
            <UnknownValue />
          ) : (
            `${format.multiple(virality.range.min)} – ${format.multiple(virality.range.max)}`
          )}
        </Figure>
      </dl>
      <ul className="mt-5 space-y-3">
        {VIRALITY_THRESHOLDS.map((threshold, index) => {
          const share = shares[index] ?? null;
          return (
            <li key={threshold}>
              <div className="flex items-center justify-between text-sm">
                <span className="text-muted-foreground">
                  {t("analyzeUi.virality.shareAtLeast", { multiple: threshold })}
                </span>
                <span className="font-medium text-foreground tabular-nums">
                  {share === null ? <UnknownValue /> : format.percent(share)}
                </span>
              </div>
              <div className="mt-1 h-2 overflow-hidden rounded-full bg-muted" role="presentation">
                <div
                  className={threshold >= 10 ? "h-full bg-warning" : "h-full bg-primary"}
                  style={{ width: `${Math.round((share ?? 0) * 100)}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
