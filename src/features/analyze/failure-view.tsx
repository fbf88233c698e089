"use client";
// How a run ended when it did not succeed: each end state has its own message and the way on ("try another").
import { CloudOff, EyeOff, type LucideIcon, SearchX, VideoOff, Wrench } from "lucide-react";
import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/layout/empty-state";
import { Button } from "@/components/ui/button";
import type { AnalysisFailure } from "@/domain/analysis";

const ICONS: Record<AnalysisFailure, LucideIcon> = {
  not_found: SearchX,
  private: EyeOff,
  no_videos: VideoOff,
  not_configured: Wrench,
  upstream_error: CloudOff,
};

export function FailureView({ state, onTryAnother }: { state: AnalysisFailure; onTryAnother: () => void }) {
  const t = useTranslations();
  return (
    <div data-testid="analysis-failed" data-state={state}>
      <EmptyState
        icon={ICONS[state]}
        title={t(`analyzeUi.failure.${state}.title`)}
        text={t(`analyzeUi.failure.${state}.text`)}
      >
        <Button type="button" onClick={onTryAnother}>
          {t("analyzeUi.failure.tryAnother")}
        </Button>
      </EmptyState>
    </div>
  );
}

/** The analysis could not be loaded at all (network, unknown id). */
export function LoadErrorView({
  message,
  onRetry,
  onTryAnother,
}: {
  message: string;
  onRetry?: () => void;
  onTryAnother: () => void;
}) {
  const t = useTranslations();
  return (
    <div data-testid="analysis-error">
      <EmptyState icon={CloudOff} title={t("analyzeUi.failure.loadError")} text={message}>
        <div className="flex flex-wrap justify-center gap-2">
          {onRetry ? (
            <Button type="button" variant="outline" onClick={onRetry}>
              {t("analyzeUi.failure.retry")}
            </Button>
          ) : null}
          <Button type="button" onClick={onTryAnother}>
            {t("analyzeUi.failure.tryAnother")}
          </Button>
        </div>
      </EmptyState>
    </div>
  );
}
