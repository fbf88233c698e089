"use client";
// The videos furthest above the account's median (spec: most viral feeds), each with its multiple.
import { ExternalLink, Flame, Lock } from "lucide-react";
import { useTranslations } from "next-intl";
import type { AnalysisFeed } from "@/domain/analysis";
import { VIRAL_MULTIPLE } from "@/domain/analytics";
import { Link } from "@/i18n/navigation";
import { cn } from "@/lib/cn";
import { FeedThumbnail } from "./feed-thumbnail";
import type { AnalyzeFormat } from "./use-analyze-format";

export function MostViralList({
  feeds,
  partial,
  format,
}: {
  feeds: AnalysisFeed[];
  /** Visitors get the first entry only: say so under it. */
  partial: boolean;
  format: AnalyzeFormat;
}) {
  const t = useTranslations();
  if (!feeds.length) return <p className="text-sm text-muted-foreground">{t("analyzeUi.viral.empty")}</p>;
  return (
    <>
      <ol className="divide-y divide-border" data-testid="most-viral">
        {feeds.map((feed, index) => {
          const viral = (feed.outlet ?? 0) >= VIRAL_MULTIPLE;
          return (
            <li key={feed.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
              <span className="w-5 shrink-0 text-center text-sm font-semibold text-muted-foreground">{index + 1}</span>
              <FeedThumbnail feed={feed} />
              <div className="min-w-0 flex-1">
                <p dir="auto" className="truncate text-sm font-medium text-foreground">
                  {feed.caption || t("analyzeUi.feeds.untitled")}
                </p>
                <p className="text-xs text-muted-foreground">
                  {feed.views === null ? "—" : t("analyzeUi.viral.views", { views: format.compact(feed.views) })}
                  {feed.published_on ? ` · ${format.date(feed.published_on)}` : null}
                </p>
              </div>
              {feed.outlet !== null ? (
                <span
                  className={cn(
                    "inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums",
                    viral ? "bg-warning-soft text-warning" : "bg-muted text-foreground",
                  )}
                  title={t("analyzeUi.viral.multipleHint")}
                >
                  {viral ? <Flame aria-hidden className="h-3 w-3" /> : null}
                  {format.multiple(feed.outlet)}
                </span>
              ) : null}
              {feed.url ? (
                <a
                  href={feed.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="shrink-0 rounded p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
                  aria-label={t("analyzeUi.feeds.open")}
                >
                  <ExternalLink aria-hidden className="h-4 w-4" />
                </a>
              ) : null}
            </li>
          );
        })}
      </ol>
      {partial ? (
        <Link
          href="/signin"
          className="mt-4 flex items-center justify-center gap-2 rounded-lg border border-dashed border-input bg-muted px-4 py-6 text-sm text-muted-foreground hover:border-brand-500 hover:text-accent-foreground"
        >
          <Lock aria-hidden className="h-4 w-4" />
          {t("analyzeUi.viral.partialHint")}
        </Link>
      ) : null}
    </>
  );
}
