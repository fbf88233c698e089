"use client";
// The Feeds tab: the table, and for visitors the count of withheld rows behind the sign-in panel. A plan limit hit
// while tracking a video is told by the plan-limit modal alone (the API client opens it), not by a second banner.
import { useTranslations } from "next-intl";
import type { AnalysisResult } from "@/domain/analysis";
import { FeedsTable } from "./feeds-table";
import { LockedPanel } from "./locked-panel";
import type { AnalyzeFormat } from "./use-analyze-format";

/** The modal already says it; nothing more to show here. */
const planLimitShownByModal = () => undefined;

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
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {t("analyzeUi.feeds.summary", { count: result.feeds.length + result.hidden_feeds })}
      </p>
      <FeedsTable
        feeds={result.feeds}
        platform={result.account.platform}
        canTrack={canTrack}
        onPlanLimit={planLimitShownByModal}
        format={format}
      />
      {result.partial && result.hidden_feeds > 0 ? (
        <LockedPanel compact text={t("analyzeUi.locked.rowsText", { count: result.hidden_feeds })} />
      ) : null}
    </div>
  );
}
