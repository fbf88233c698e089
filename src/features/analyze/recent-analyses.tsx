"use client";
// Recently analyzed accounts: the public pages list visitors' runs (GET /v1/analyze/recent), Explore lists the
// team's own (GET /v1/analyze/recent/team). Each entry links to ?analysis=<id> on the current page, so
// it opens here, and also works when opened in a new tab or shared.
import { History } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { PLATFORM_LABELS } from "@/domain/parse-input/messages";
import { useRecentAnalyses } from "@/lib/queries/analysis";
import { AccountAvatar } from "./account-avatar";
import type { RecentAnalysis } from "./types";
import { useAnalyzeFormat } from "./use-analyze-format";

export const ANALYSIS_PARAM = "analysis";

function labelOf(entry: RecentAnalysis): string {
  return entry.handle ? `@${entry.handle.replace(/^@/, "")}` : (entry.name ?? entry.analysis_id);
}

export function RecentAnalyses({
  onOpen,
  scope = "public",
}: {
  onOpen: (id: string) => void;
  scope?: "public" | "team";
}) {
  const t = useTranslations();
  const format = useAnalyzeFormat();
  const recent = useRecentAnalyses(scope);

  return (
    <section aria-labelledby="recent-analyses-title" className="space-y-4" data-testid="recent-analyses">
      <h2 id="recent-analyses-title" className="flex items-center gap-2 text-lg font-semibold text-foreground">
        <History aria-hidden className="h-5 w-5 text-accent-foreground" />
        {t("analyzeUi.recent.title")}
      </h2>
      {recent.isPending ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index} className="h-[74px] animate-pulse rounded-xl border border-border bg-card" />
          ))}
        </ul>
      ) : recent.isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          {t("analyzeUi.recent.error")}
          <Button type="button" variant="outline" size="sm" onClick={() => recent.refetch()}>
            {t("analyzeUi.failure.retry")}
          </Button>
        </div>
      ) : recent.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("analyzeUi.recent.empty")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {recent.data.map((entry) => {
            const label = labelOf(entry);
            return (
              <li key={entry.analysis_id} className="min-w-0">
                <a
                  href={`?${ANALYSIS_PARAM}=${encodeURIComponent(entry.analysis_id)}`}
                  onClick={(event) => {
                    // Plain clicks open here; modified clicks keep the browser's new-tab behaviour.
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    onOpen(entry.analysis_id);
                  }}
                  className="flex items-center gap-3 rounded-xl border border-border bg-card p-3 shadow-sm transition-colors hover:border-brand-500"
                >
                  <AccountAvatar src={entry.avatar} name={entry.name || label} className="h-10 w-10" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-foreground">{entry.name || label}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {[
                        entry.name && entry.handle ? label : null,
                        entry.platform ? PLATFORM_LABELS[entry.platform] : null,
                        entry.followers === null
                          ? null
                          : t("analyzeUi.recent.followers", { value: format.compact(entry.followers) }),
                        entry.median_views === null
                          ? null
                          : t("analyzeUi.recent.median", { value: format.compact(entry.median_views) }),
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  </span>
                  {entry.is_demo ? (
                    <span className="shrink-0 rounded-full bg-warning-soft px-2 py-0.5 text-[10px] font-medium text-warning">
                      {t("analyzeUi.result.demo")}
                    </span>
                  ) : null}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
