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
                <span className="text-slate-600 dark:text-slate-400">
                  {t("analyzeUi.virality.shareAtLeast", { multiple: threshold })}
                </span>
                <span className="font-medium text-slate-900 tabular-nums dark:text-slate-100">
                  {share === null ? <UnknownValue /> : format.percent(share)}
                </span>
              </div>
              <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" role="presentation">
                <div
                  className={threshold >= 10 ? "h-full bg-orange-500" : "h-full bg-brand-500"}
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
