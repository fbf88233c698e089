"use client";
import { useTranslations } from "next-intl";
import type { AnalyzeFormat } from "../analyze/use-analyze-format";
import type { FetchInfo } from "./types";

/** When the numbers were read, and the platform's complaint when the last read failed. */
export function Freshness({
  lastUpdated,
  fetch,
  format,
}: {
  lastUpdated: string | null;
  fetch: FetchInfo;
  format: AnalyzeFormat;
}) {
  const t = useTranslations();
  return (
    <div className="min-w-0">
      {lastUpdated ? (
        <span title={format.dateTime(lastUpdated)} className="whitespace-nowrap">
          {format.relative(lastUpdated)}
        </span>
      ) : (
        <span className="text-muted-foreground">{t("tracking.common.never")}</span>
      )}
      {fetch.state !== "ok" ? (
        <p className="max-w-56 truncate text-xs text-destructive" title={fetch.error ?? undefined}>
          {t(`tracking.fetch.${fetch.state}`)}
          {fetch.error ? `: ${fetch.error}` : null}
        </p>
      ) : null}
    </div>
  );
}
