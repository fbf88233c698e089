"use client";
// What a started run shows in place of the page content: progress, the way it failed, or the result.
import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { FailureView, LoadErrorView } from "./failure-view";
import { ProgressView } from "./progress-view";
import { ResultView } from "./result-view";
import type { RunView as Run } from "./use-analysis-run";

export function RunView({
  run,
  signedIn,
  onTryAnother,
  onRetry,
}: {
  run: Exclude<Run, { phase: "idle" }>;
  signedIn: boolean;
  onTryAnother: () => void;
  onRetry: (id: string) => void;
}) {
  const t = useTranslations();
  switch (run.phase) {
    case "running":
      return <ProgressView label={run.label} step={run.step} loading={false} />;
    case "loading":
      // Opened from a link or the recent list there were no steps to show: a plain loading state reads better.
      return run.label ? (
        <ProgressView label={run.label} step={0} loading />
      ) : (
        <div className="flex justify-center py-16 text-muted-foreground" data-testid="analysis-loading">
          <Spinner label={t("analyzeUi.progress.loading")} />
        </div>
      );
    case "failed":
      return <FailureView state={run.state} onTryAnother={onTryAnother} />;
    case "error": {
      const id = run.id;
      return (
        <LoadErrorView
          message={run.message}
          onRetry={id === null ? undefined : () => onRetry(id)}
          onTryAnother={onTryAnother}
        />
      );
    }
    case "done":
      return run.analysis.result ? (
        <ResultView result={run.analysis.result} signedIn={signedIn} />
      ) : (
        <LoadErrorView message={t("analyzeUi.result.noResult")} onTryAnother={onTryAnother} />
      );
  }
}
