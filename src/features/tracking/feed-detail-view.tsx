"use client";
// /dashboard/feeds/[id]: one feed's numbers, its history within the plan's window, freshness, channel and actions.
import { ExternalLink } from "lucide-react";
import NextLink from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Tooltip } from "radix-ui";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useFeed } from "@/lib/queries/tracking";
import { FeedThumbnail } from "../analyze/feed-thumbnail";
import { Figure, SectionCard } from "../analyze/section-card";
import { CountValue, UnknownValue } from "../analyze/unknown-value";
import { useAnalyzeFormat } from "../analyze/use-analyze-format";
import { AddToCollectionButton } from "../collections/add-to-collection";
import { DemoDetailMark } from "../demo/demo-detail-mark";
import { ShareButton } from "../share/share-dialog";
import { Change } from "./change";
import { BackLink, DetailPending } from "./detail-frame";
import { asAnalysisFeed } from "./feeds-table";
import { Freshness } from "./freshness";
import { MetricHistory } from "./metric-history";
import { PriorityToggle } from "./priority-toggle";
import { platformLabel, STOPPED, StatusBadge } from "./status";
import { TrackingActions } from "./tracking-actions";

export function FeedDetailView({ id }: { id: number }) {
  const t = useTranslations();
  const format = useAnalyzeFormat();
  const router = useRouter();
  const feed = useFeed(id);

  const back = <BackLink href="/dashboard/feeds/" label={t("tracking.feeds.back")} />;
  if (!feed.data) return <DetailPending query={feed} back={back} />;
  const data = feed.data;
  const stopped = data.status === STOPPED;
  const count = (value: number | null) => <CountValue value={value} format={format.compact} title={format.full} />;

  return (
    <Tooltip.Provider delayDuration={200}>
      {back}
      {/* The title claims at least 20rem before the actions do; when both do not fit on one line the actions wrap
          below it instead of squeezing it to a word per line (QA s10 item 2). */}
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:flex-wrap sm:items-start">
        <FeedThumbnail feed={asAnalysisFeed(data)} />
        <div className="min-w-0 flex-1 sm:basis-80" data-testid="feed-title-block">
          <h1 dir="auto" className="text-lg font-semibold text-foreground">
            {data.caption || t("tracking.common.untitled")}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <StatusBadge status={data.status} />
            <DemoDetailMark demo={data.is_demo} />
            <span>{platformLabel(data.platform)}</span>
            {data.channel.handle ? (
              data.channel.id ? (
                <NextLink
                  href={`/dashboard/channels/${data.channel.id}/`}
                  className="text-accent-foreground hover:underline"
                >
                  @{data.channel.handle.replace(/^@/, "")}
                </NextLink>
              ) : (
                <span>@{data.channel.handle.replace(/^@/, "")}</span>
              )
            ) : null}
            {data.published_on ? (
              <span>{t("tracking.feed.published", { date: format.date(data.published_on) })}</span>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2" data-testid="feed-actions">
          <PriorityToggle kind="feed" item={data} labelled />
          <TrackingActions kind="feed" item={data} look="outline" onDeleted={() => router.push("/dashboard/feeds/")} />
          <ShareButton kind="feed" itemId={data.id} />
          <AddToCollectionButton kind="feed" ids={[data.id]} />
          {data.url ? (
            <Button asChild variant="outline" size="sm">
              <a href={data.url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden className="h-3.5 w-3.5" />
                {t("tracking.actions.open")}
              </a>
            </Button>
          ) : null}
        </div>
      </Card>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <SectionCard title={t("tracking.feed.metrics")} className="lg:col-span-2">
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <Figure label={t("tracking.columns.views")}>{count(data.views)}</Figure>
            <Figure label={t("tracking.columns.likes")}>{count(data.likes)}</Figure>
            <Figure label={t("tracking.columns.comments")}>{count(data.comments)}</Figure>
            <Figure label={t("tracking.columns.shares")}>{count(data.shares)}</Figure>
            <Figure label={t("tracking.columns.bookmarks")}>{count(data.bookmarks)}</Figure>
            <Figure
              label={t("tracking.columns.engagement")}
              hint={data.engagement_rate !== null ? format.percent(data.engagement_rate) : undefined}
            >
              {count(data.engagement)}
            </Figure>
            <Figure label={t("tracking.columns.outlet")}>
              {data.outlet === null ? <UnknownValue /> : format.multiple(data.outlet)}
            </Figure>
            <Figure label={t("tracking.columns.duration")}>
              <CountValue value={data.duration} format={format.duration} />
            </Figure>
            <Figure label={t("tracking.columns.growthLast")}>
              <Change value={data.growth.last} format={format} />
            </Figure>
            <Figure label={t("tracking.feed.growth1d")}>
              <Change value={data.growth.d1} format={format} />
            </Figure>
            <Figure label={t("tracking.columns.growth7d")}>
              <Change value={data.growth.d7} format={format} />
            </Figure>
          </dl>
        </SectionCard>
        <SectionCard title={t("tracking.feed.freshness")}>
          <dl className="space-y-3 text-sm">
            <div>
              <dt className="text-xs font-medium text-muted-foreground">{t("tracking.columns.lastUpdated")}</dt>
              <dd className="mt-0.5 text-foreground">
                <Freshness lastUpdated={data.last_updated} fetch={data.fetch} format={format} />
              </dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-muted-foreground">{t("tracking.feed.nextRefresh")}</dt>
              <dd className="mt-0.5 text-foreground">
                {data.next_refresh && !stopped ? format.dateTime(data.next_refresh) : t("tracking.common.none")}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-muted-foreground">{t("tracking.feed.snapshots")}</dt>
              <dd className="mt-0.5 text-foreground tabular-nums">{format.full(data.snapshot_count)}</dd>
            </div>
            {data.tracked_at ? (
              <div>
                <dt className="text-xs font-medium text-muted-foreground">{t("tracking.feed.trackedAt")}</dt>
                <dd className="mt-0.5 text-foreground">{format.dateTime(data.tracked_at)}</dd>
              </div>
            ) : null}
          </dl>
        </SectionCard>
      </div>

      <SectionCard
        className="mt-6"
        title={t("tracking.feed.history")}
        aside={
          data.history_since
            ? t("tracking.feed.historySince", { date: format.date(data.history_since) })
            : t("tracking.feed.historyAll")
        }
      >
        <MetricHistory feed={data} format={format} />
      </SectionCard>
    </Tooltip.Provider>
  );
}
