"use client";
// A shared feed: its numbers and its history (within the owning team's window) as a chart, one metric at a time.
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import type { FeedDetail } from "@/domain/contracts/tracking";
import { FeedThumbnail } from "../analyze/feed-thumbnail";
import { Figure, SectionCard } from "../analyze/section-card";
import { CountValue, UnknownValue } from "../analyze/unknown-value";
import { useAnalyzeFormat } from "../analyze/use-analyze-format";
import { asAnalysisFeed } from "../tracking/feeds-table";
import { METRICS, MetricHistory } from "../tracking/metric-history";
import { platformLabel } from "../tracking/status";

export function SharedFeed({ feed }: { feed: FeedDetail }) {
  const t = useTranslations();
  const format = useAnalyzeFormat();
  const count = (value: number | null) => <CountValue value={value} format={format.compact} title={format.full} />;
  return (
    <div className="space-y-6">
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start">
        <FeedThumbnail feed={asAnalysisFeed(feed)} />
        <div className="min-w-0 flex-1">
          <h1 className="text-lg font-semibold text-foreground" data-testid="shared-title">
            {feed.caption || t("tracking.common.untitled")}
          </h1>
          <p className="mt-1 flex flex-wrap gap-2 text-sm text-muted-foreground">
            <span>{platformLabel(feed.platform)}</span>
            {feed.channel.handle ? <span>@{feed.channel.handle.replace(/^@/, "")}</span> : null}
            {feed.published_on ? (
              <span>{t("tracking.feed.published", { date: format.date(feed.published_on) })}</span>
            ) : null}
            {feed.last_updated ? (
              <span>{t("share.view.updated", { date: format.dateTime(feed.last_updated) })}</span>
            ) : null}
          </p>
        </div>
      </Card>
      <SectionCard title={t("tracking.feed.metrics")}>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {METRICS.map((name) => (
            <Figure key={name} label={t(`tracking.columns.${name}`)}>
              {count(feed[name])}
            </Figure>
          ))}
          <Figure label={t("tracking.columns.engagement")}>{count(feed.engagement)}</Figure>
          <Figure label={t("tracking.columns.outlet")}>
            {feed.outlet === null ? <UnknownValue /> : format.multiple(feed.outlet)}
          </Figure>
          <Figure label={t("tracking.columns.duration")}>
            <CountValue value={feed.duration} format={format.duration} />
          </Figure>
        </dl>
      </SectionCard>
      <SectionCard
        title={t("tracking.feed.history")}
        aside={
          feed.history_since
            ? t("tracking.feed.historySince", { date: format.date(feed.history_since) })
            : t("tracking.feed.historyAll")
        }
      >
        <MetricHistory feed={feed} format={format} />
      </SectionCard>
    </div>
  );
}
