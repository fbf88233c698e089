"use client";
// The Feeds tab: the table, the plan-limit notice when tracking a video hit it, and for visitors the count of
// withheld rows behind the sign-in panel.
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import type { AnalysisResult } from "@/domain/analysis";
import { FeedsTable } from "./feeds-table";
import { LockedPanel } from "./locked-panel";
import { PlanLimitNotice } from "./plan-limit-notice";
import type { AnalyzeFormat } from "./use-analyze-format";

export function FeedsTab({
  result,
  canTrack,
  format,
}: {
  result: AnalysisResult;
  canTrack: boolean;
  format: AnalyzeFormat;
}) {
  const t = useTranslations();
  const [planLimit, setPlanLimit] = useState(false);
  const onPlanLimit = useCallback(() => setPlanLimit(true), []);
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {t("analyzeUi.feeds.summary", { count: result.feeds.length + result.hidden_feeds })}
      </p>
      {planLimit ? <PlanLimitNotice /> : null}
      <FeedsTable
        feeds={result.feeds}
        platform={result.account.platform}
        canTrack={canTrack}
        onPlanLimit={onPlanLimit}
        format={format}
      />
      {result.partial && result.hidden_feeds > 0 ? (
        <LockedPanel compact text={t("analyzeUi.locked.rowsText", { count: result.hidden_feeds })} />
      ) : null}
    </div>
  );
}
