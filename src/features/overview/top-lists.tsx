"use client";
// Top movers (largest view gain in the period) and top outliers (highest multiple of the channel's median), each
// row linking to the feed's detail page.
import { Flame, TrendingUp } from "lucide-react";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import { DemoRowMark } from "../demo/demo-row-mark";
import { platformLabel } from "../tracking/status";
import type { Mover, Outlier, OverviewFeed } from "./types";
import type { OverviewFormat } from "./use-overview-format";

function FeedRow({ feed, children }: { feed: OverviewFeed; children: React.ReactNode }) {
  const t = useTranslations();
  const title = feed.caption?.trim() || t("overview.lists.untitled");
  return (
    <li>
      <NextLink
        href={`/dashboard/feeds/${feed.id}/`}
        className="flex items-center gap-3 px-5 py-3 hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        {feed.thumbnail ? (
          // Platform thumbnails come from many hosts; a plain img avoids configuring each one for next/image.
          // biome-ignore lint/performance/noImgElement: remote thumbnails from arbitrary platform hosts
          <img src={feed.thumbnail} alt="" className="h-12 w-9 shrink-0 rounded object-cover" loading="lazy" />
        ) : (
          <span aria-hidden className="h-12 w-9 shrink-0 rounded bg-muted" />
        )}
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-foreground">
            <bdi>{title}</bdi>
          </span>
          <span className="block truncate text-xs text-muted-foreground">
            {feed.channel_handle ? <bdi>{`@${feed.channel_handle.replace(/^@/, "")}`}</bdi> : null}
            {feed.channel_handle ? " · " : null}
            {platformLabel(feed.platform)}
            <DemoRowMark demo={feed.is_demo} />
          </span>
        </span>
        <span className="shrink-0 text-end text-sm tabular-nums">{children}</span>
      </NextLink>
    </li>
  );
}

function ListCard({
  title,
  icon: Icon,
  empty,
  testId,
  children,
}: {
  title: string;
  icon: typeof Flame;
  empty: string;
  testId: string;
  children: React.ReactNode[];
}) {
  return (
    <Card className="min-w-0" data-testid={testId}>
      <CardHeader className="flex items-center gap-2">
        <Icon aria-hidden className="h-4 w-4 text-accent-foreground" />
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      {children.length ? (
        <ol className="divide-y divide-border">{children}</ol>
      ) : (
        <p className="px-5 py-8 text-center text-sm text-muted-foreground">{empty}</p>
      )}
    </Card>
  );
}

export function TopMovers({ movers, format }: { movers: Mover[]; format: OverviewFormat }) {
  const t = useTranslations();
  return (
    <ListCard
      title={t("overview.movers.title")}
      icon={TrendingUp}
      empty={t("overview.movers.empty")}
      testId="top-movers"
    >
      {movers.map((mover) => (
        <FeedRow key={mover.id} feed={mover}>
          <span className="block font-semibold text-success" title={format.full(mover.gain)}>
            {t("overview.movers.gain", { gain: format.compact(mover.gain) })}
          </span>
          <span className="block text-xs text-muted-foreground">
            {mover.growth === null ? null : t("overview.movers.growth", { growth: format.change(mover.growth) })}
          </span>
        </FeedRow>
      ))}
    </ListCard>
  );
}

export function TopOutliers({ outliers, format }: { outliers: Outlier[]; format: OverviewFormat }) {
  const t = useTranslations();
  return (
    <ListCard
      title={t("overview.outliers.title")}
      icon={Flame}
      empty={t("overview.outliers.empty")}
      testId="top-outliers"
    >
      {outliers.map((outlier) => (
        <FeedRow key={outlier.id} feed={outlier}>
          <span className="block font-semibold text-accent-foreground">
            {outlier.outlet === null ? "—" : format.multiple(outlier.outlet)}
          </span>
          <span className="block text-xs text-muted-foreground">
            {outlier.views === null ? null : t("overview.outliers.views", { views: format.compact(outlier.views) })}
          </span>
        </FeedRow>
      ))}
    </ListCard>
  );
}
