"use client";
// /dashboard/channels/[id]: profile, the account analytics (the analysis cards), its daily history and gains
// (channel-history/), and its feeds.
import { ExternalLink } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Tooltip } from "radix-ui";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { AnalysisFeed } from "@/domain/analysis";
import { useChannel, useChannelTopFeeds } from "@/lib/queries/tracking";
import { AccountAvatar } from "../analyze/account-avatar";
import { DurationCard } from "../analyze/duration-card";
import { HeatmapCard } from "../analyze/heatmap-card";
import { MostViralList } from "../analyze/most-viral-list";
import { Figure, SectionCard } from "../analyze/section-card";
import { TotalsCard } from "../analyze/totals-card";
import { CountValue } from "../analyze/unknown-value";
import { useAnalyzeFormat } from "../analyze/use-analyze-format";
import { ViralityCard } from "../analyze/virality-card";
import { ChannelHistorySection } from "../channel-history/channel-history-section";
import { AddToCollectionButton } from "../collections/add-to-collection";
import { DemoDetailMark } from "../demo/demo-detail-mark";
import { ShareButton } from "../share/share-dialog";
import { ChannelCard } from "./channels-view";
import { BackLink, DetailPending } from "./detail-frame";
import { FeedsList } from "./feeds-list";
import { PriorityBadge, PriorityToggle } from "./priority-toggle";
import type { ChannelAnalytics, FeedItem } from "./types";

/** The most viral videos as the analysis list shows them; caption, link and thumbnail come from its feeds. */
function viralFeeds(analytics: ChannelAnalytics, feeds: FeedItem[]): AnalysisFeed[] {
  const byId = new Map(feeds.map((feed) => [feed.platform_id, feed]));
  return analytics.mostViral.map(({ video, multiple, isViral }) => ({
    id: video.id,
    url: byId.get(video.id)?.url ?? null,
    caption: byId.get(video.id)?.caption ?? null,
    thumbnail: byId.get(video.id)?.thumbnail ?? null,
    views: video.views,
    engagement: null,
    likes: video.likes,
    comments: video.comments,
    shares: video.shares,
    bookmarks: video.bookmarks,
    duration: video.durationSeconds,
    published_on: video.publishedAt,
    last_updated: "",
    outlet: multiple,
    is_viral: isViral,
  }));
}

export function ChannelDetailView({ id }: { id: number }) {
  const t = useTranslations();
  const format = useAnalyzeFormat();
  const router = useRouter();
  const channel = useChannel(id);
  // The channel's most viewed feeds, to name and link the most viral videos.
  const topFeeds = useChannelTopFeeds(id);
  const back = <BackLink href="/dashboard/channels/" label={t("tracking.channels.back")} />;
  if (!channel.data) return <DetailPending query={channel} back={back} />;
  const data = channel.data;
  const analytics = data.analytics;
  const name = data.name || data.handle || data.platform_id;
  const count = (value: number | null) => <CountValue value={value} format={format.compact} title={format.full} />;
  return (
    <Tooltip.Provider delayDuration={200}>
      {back}
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
        <Card className="min-w-0 flex-1 p-5">
          {/* As on a feed's page: the name keeps 14rem and the actions wrap below it (QA s10 item 2). */}
          <div className="flex min-w-0 flex-wrap items-center gap-4">
            <AccountAvatar src={data.avatar} name={name} className="h-16 w-16" />
            <div className="min-w-0 flex-1 basis-56" data-testid="channel-title-block">
              <h1 className="truncate text-xl font-semibold text-foreground">{name}</h1>
              {data.handle ? <p className="text-sm text-muted-foreground">@{data.handle.replace(/^@/, "")}</p> : null}
              <PriorityBadge priority={data.priority} />
              <DemoDetailMark demo={data.is_demo} />
            </div>
            <div className="ms-auto flex flex-wrap gap-2" data-testid="channel-actions">
              <PriorityToggle kind="channel" item={data} labelled />
              <ShareButton kind="channel" itemId={data.id} />
              <AddToCollectionButton kind="channel" ids={[data.id]} />
              {data.profile_url ? (
                <Button asChild variant="outline" size="sm">
                  <a href={data.profile_url} target="_blank" rel="noopener noreferrer">
                    <ExternalLink aria-hidden className="h-3.5 w-3.5" />
                    {t("tracking.actions.open")}
                  </a>
                </Button>
              ) : null}
            </div>
          </div>
          {data.bio ? <p className="mt-3 text-sm whitespace-pre-line text-muted-foreground">{data.bio}</p> : null}
          <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
            <Figure label={t("tracking.channels.followers")}>{count(data.followers)}</Figure>
            <Figure label={t("tracking.channels.following")}>{count(data.following)}</Figure>
            <Figure label={t("tracking.channels.videos")}>{count(data.video_count)}</Figure>
            <Figure label={t("tracking.channels.likesTotal")}>{count(data.likes_total)}</Figure>
            <Figure label={t("tracking.channels.averageViews")}>{count(analytics.summary.averageViews)}</Figure>
            <Figure label={t("tracking.channels.medianViews")}>{count(analytics.summary.medianViews)}</Figure>
          </dl>
        </Card>
        <div className="w-full lg:w-80">
          <ChannelCard channel={data} onDeleted={() => router.push("/dashboard/channels/")} />
        </div>
      </div>

      <div className="mt-6 space-y-6">
        <ChannelHistorySection channelId={data.id} format={format} />
        <div className="grid gap-6 lg:grid-cols-2">
          <SectionCard title={t("analyzeUi.viral.title")}>
            <MostViralList feeds={viralFeeds(analytics, topFeeds.data?.list ?? [])} partial={false} format={format} />
          </SectionCard>
          <ViralityCard virality={analytics.virality} format={format} />
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <DurationCard duration={analytics.duration} partial={false} format={format} />
          <TotalsCard totals={analytics.totals} format={format} />
        </div>
        <HeatmapCard heatmap={analytics.heatmap} partial={false} format={format} />
        <div>
          <h2 className="mb-3 text-lg font-semibold text-foreground">{t("tracking.channels.feedsTitle")}</h2>
          <FeedsList channelId={data.id} />
        </div>
      </div>
    </Tooltip.Provider>
  );
}
