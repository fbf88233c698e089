"use client";
// A finished analysis: who was analyzed, then the Analytics and Feeds tabs (radix Tabs: arrow keys move between
// them). Visitors see the partial result the server sent, with the withheld parts locked.
import { ChartColumn, ListVideo } from "lucide-react";
import { useTranslations } from "next-intl";
import { Tabs, Tooltip } from "radix-ui";
import type { AnalysisResult } from "@/domain/analysis";
import { AccountHeader } from "./account-header";
import { AnalyticsTab } from "./analytics-tab";
import { FeedsTab } from "./feeds-tab";
import { useAnalyzeFormat } from "./use-analyze-format";

const TRIGGER =
  "inline-flex items-center gap-2 border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-muted-foreground " +
  "hover:text-foreground data-[state=active]:border-brand-600 data-[state=active]:text-accent-foreground";

export function ResultView({ result, signedIn }: { result: AnalysisResult; signedIn: boolean }) {
  const t = useTranslations();
  const format = useAnalyzeFormat();
  const total = result.feeds.length + result.hidden_feeds;
  return (
    <Tooltip.Provider delayDuration={200}>
      <div className="space-y-6" data-testid="analysis-result" data-partial={result.partial || undefined}>
        <AccountHeader account={result.account} signedIn={signedIn} format={format} />
        <Tabs.Root defaultValue="analytics">
          <Tabs.List aria-label={t("analyzeUi.result.tabs")} className="mb-6 flex border-b border-border">
            <Tabs.Trigger value="analytics" className={TRIGGER} data-testid="tab-analytics">
              <ChartColumn aria-hidden className="h-4 w-4" />
              {t("analyzeUi.result.analytics")}
            </Tabs.Trigger>
            <Tabs.Trigger value="feeds" className={TRIGGER} data-testid="tab-feeds">
              <ListVideo aria-hidden className="h-4 w-4" />
              {t("analyzeUi.result.feeds")}
              <span className="rounded-full bg-muted px-1.5 text-xs text-muted-foreground tabular-nums">{total}</span>
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="analytics" className="focus-visible:outline-none">
            <AnalyticsTab result={result} format={format} />
          </Tabs.Content>
          <Tabs.Content value="feeds" className="focus-visible:outline-none">
            <FeedsTab result={result} canTrack={signedIn} format={format} />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </Tooltip.Provider>
  );
}
