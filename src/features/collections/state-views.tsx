"use client";
// Loading and error blocks shared by the collections pages.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

export function LoadingBlock({ label }: { label?: string }) {
  const t = useTranslations();
  return (
    <div className="flex justify-center py-12 text-sm text-muted-foreground">
      <Spinner label={label ?? t("ui.common.loading")} />
    </div>
  );
}

export function ErrorBlock({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useTranslations();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/30 bg-destructive-soft px-6 py-10 text-center text-sm text-destructive"
    >
      <p>{message}</p>
      {onRetry ? (
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          {t("ui.common.retry")}
        </Button>
      ) : null}
    </div>
  );
}
