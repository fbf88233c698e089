// An analysis result from what the platform returned: the account, the analytics of its recent videos and the
// feed table rows (pure apart from the clock value it is given).
import "server-only";
import type { AnalysisFeed, AnalysisResult } from "@/domain/analysis";
import { analyzeAccount, feedMetrics, type VideoStats } from "@/domain/analytics";
import { videoStatsAnswer } from "@/domain/contracts/analytics";
import type { NormalizedAccount, NormalizedVideo } from "../platforms/types";

function statsOf(video: NormalizedVideo): VideoStats {
  return {
    id: video.platformId,
    views: video.views,
    likes: video.likes,
    comments: video.comments,
    shares: video.shares,
    bookmarks: video.bookmarks,
    durationSeconds: video.durationSeconds,
    publishedAt: video.publishedAt,
  };
}

export function buildResult(input: {
  account: NormalizedAccount;
  videos: NormalizedVideo[];
  fetchedAt: Date;
  utcOffsetHours?: number;
}): AnalysisResult {
  const stats = input.videos.map(statsOf);
  const {
    feeds: _rows,
    growth: _growth,
    mostViral,
    ...analytics
  } = analyzeAccount(stats, {
    utcOffsetHours: input.utcOffsetHours ?? 0,
  });
  const byId = new Map(input.videos.map((video) => [video.platformId, video]));
  const rows = feedMetrics(stats, analytics.summary.medianViews);
  const feed = (row: (typeof rows)[number]): AnalysisFeed => {
    const video = byId.get(row.video.id) as NormalizedVideo;
    return {
      id: video.platformId,
      url: video.url,
      caption: video.caption,
      thumbnail: video.thumbnailUrl,
      views: video.views,
      engagement: row.engagement,
      likes: video.likes,
      comments: video.comments,
      shares: video.shares,
      bookmarks: video.bookmarks,
      duration: video.durationSeconds,
      published_on: video.publishedAt ? video.publishedAt.toISOString() : null,
      last_updated: input.fetchedAt.toISOString(),
      outlet: row.multiple,
      is_viral: row.isViral,
    };
  };
  const feeds = rows.map(feed);
  const feedById = new Map(feeds.map((row) => [row.id, row]));
  const { account } = input;
  return {
    account: {
      platform: account.platform,
      platform_id: account.platformId,
      handle: account.handle,
      name: account.displayName,
      avatar: account.avatarUrl,
      profile_url: account.profileUrl,
      followers: account.followers,
      following: account.following,
      video_count: account.videoCount,
      likes_total: account.likesTotal,
      is_demo: account.isDemo,
    },
    analytics: {
      ...analytics,
      summary: {
        ...analytics.summary,
        mostViewed: analytics.summary.mostViewed && videoStatsAnswer(analytics.summary.mostViewed),
      },
      mostViral: mostViral.flatMap((entry) => feedById.get(entry.video.id) ?? []),
    },
    feeds,
    series: feeds
      .filter((row) => row.published_on !== null && row.views !== null)
      .map((row) => ({ date: row.published_on as string, views: row.views as number }))
      .sort((a, b) => (a.date < b.date ? -1 : 1)),
    partial: false,
    hidden_feeds: 0,
  };
}
