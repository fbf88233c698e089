"use client";
// A shared channel: profile figures, follower history (within the owning team's window), the account analytics
// cards of the analysis pages, and its most viewed feeds in a sortable table.
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import type { ChannelDetail, FeedItem } from "@/domain/contracts/tracking";
import { AccountAvatar } from "../analyze/account-avatar";
import { DurationCard } from "../analyze/duration-card";
import { Figure, SectionCard } from "../analyze/section-card";
import { TotalsCard } from "../analyze/totals-card";
import { CountValue } from "../analyze/unknown-value";
import { useAnalyzeFormat } from "../analyze/use-analyze-format";
import { ViralityCard } from "../analyze/virality-card";
import { HistoryChart } from "../tracking/history-chart";
import { platformLabel } from "../tracking/status";
import { SharedFeedsTable } from "./shared-feeds-table";

export function SharedChannel({ channel, feeds }: { channel: ChannelDetail; feeds: FeedItem[] }) {
  const t = useTranslations();
  const format = useAnalyzeFormat();
  const analytics = channel.analytics;
  const name = channel.name || channel.handle || channel.platform_id;
  const points = channel.history.map((point) => ({ time: Date.parse(point.captured_at), value: point.followers }));
  const count = (value: number | null) => <CountValue value={value} format={format.compact} title={format.full} />;
  return (
    <div className="space-y-6">
      <Card className="p-5">
        <div className="flex min-w-0 items-center gap-4">
          <AccountAvatar src={channel.avatar} name={name} className="h-16 w-16" />
          <div className="min-w-0">
            <h1 className="truncate text-xl font-semibold text-foreground" data-testid="shared-title">
              {name}
            </h1>
            <p className="text-sm text-muted-foreground">
              {channel.handle ? `@${channel.handle.replace(/^@/, "")} · ` : null}
              {platformLabel(channel.platform)}
            </p>
          </div>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          <Figure label={t("tracking.channels.followers")}>{count(channel.followers)}</Figure>
          <Figure label={t("tracking.channels.following")}>{count(channel.following)}</Figure>
          <Figure label={t("tracking.channels.videos")}>{count(channel.video_count)}</Figure>
          <Figure label={t("tracking.channels.likesTotal")}>{count(channel.likes_total)}</Figure>
          <Figure label={t("tracking.channels.averageViews")}>{count(analytics.summary.averageViews)}</Figure>
          <Figure label={t("tracking.channels.medianViews")}>{count(analytics.summary.medianViews)}</Figure>
        </dl>
      </Card>
      <SectionCard
        title={t("tracking.channels.followerHistory")}
        aside={
          channel.history_since
            ? t("tracking.feed.historySince", { date: format.date(channel.history_since) })
            : t("tracking.feed.historyAll")
        }
      >
        {points.filter((point) => point.value !== null).length > 1 ? (
          <HistoryChart points={points} label={t("tracking.channels.followers")} format={format} />
        ) : (
          <p className="py-8 text-center text-sm text-muted-foreground">{t("tracking.feed.noHistory")}</p>
        )}
      </SectionCard>
      <div className="grid gap-6 lg:grid-cols-2">
        <ViralityCard virality={analytics.virality} format={format} />
        <DurationCard duration={analytics.duration} partial={false} format={format} />
      </div>
      <TotalsCard totals={analytics.totals} format={format} />
      <SectionCard title={t("share.view.feeds", { count: feeds.length })}>
        <SharedFeedsTable feeds={feeds} format={format} />
      </SectionCard>
    </div>
  );
}
