"use client";
// The headline numbers (spec: average, median, most viewed), each with what it is measured over.
import { ExternalLink, Eye, Sigma, Trophy } from "lucide-react";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import type { AnalysisFeed, AnalysisResult } from "@/domain/analysis";
import { CountValue } from "./unknown-value";
import type { AnalyzeFormat } from "./use-analyze-format";

function SummaryCard({
  icon: Icon,
  label,
  value,
  format,
  note,
  testId,
}: {
  icon: typeof Eye;
  label: string;
  value: number | null;
  format: AnalyzeFormat;
  note?: React.ReactNode;
  testId: string;
}) {
  return (
    <Card className="p-5" data-testid={testId}>
      <div className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <Icon aria-hidden className="h-4 w-4 text-accent-foreground" />
        {label}
      </div>
      <p className="mt-2 text-3xl font-semibold tracking-tight text-foreground tabular-nums">
        <CountValue value={value} format={format.compact} title={format.full} />
      </p>
      {note ? <div className="mt-1 text-xs text-muted-foreground">{note}</div> : null}
    </Card>
  );
}

export function SummaryCards({ result, format }: { result: AnalysisResult; format: AnalyzeFormat }) {
  const t = useTranslations();
  const summary = result.analytics?.summary;
  const mostViewedId = summary?.mostViewed?.id;
  // The most viewed video's link, when its row is among the rows this person received.
  const mostViewed: AnalysisFeed | undefined = [...result.feeds, ...(result.analytics?.mostViral ?? [])].find(
    (feed) => feed.id === mostViewedId,
  );
  const basis = t("analyzeUi.summary.basis", { count: summary?.videoCount ?? 0 });
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SummaryCard
        icon={Sigma}
        label={t("analyzeUi.summary.average")}
        value={summary?.averageViews ?? null}
        format={format}
        note={basis}
        testId="summary-average"
      />
      <SummaryCard
        icon={Eye}
        label={t("analyzeUi.summary.median")}
        value={summary?.medianViews ?? null}
        format={format}
        note={basis}
        testId="summary-median"
      />
      <SummaryCard
        icon={Trophy}
        label={t("analyzeUi.summary.mostViewed")}
        value={summary?.mostViewed?.views ?? null}
        format={format}
        testId="summary-most-viewed"
        note={
          mostViewed?.url ? (
            <a
              href={mostViewed.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex max-w-full items-center gap-1 text-accent-foreground hover:underline"
            >
              <span className="truncate">{mostViewed.caption || t("analyzeUi.feeds.untitled")}</span>
              <ExternalLink aria-hidden className="h-3 w-3 shrink-0" />
            </a>
          ) : null
        }
      />
    </div>
  );
}
