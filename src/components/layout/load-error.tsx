"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** A block shown when a list or page failed to load, with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTranslations();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-destructive/30 bg-destructive-soft px-4 py-3 text-sm text-destructive"
    >
      <span className="min-w-0 flex-1">{message}</span>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        {t("common.retry")}
      </Button>
    </div>
  );
}
