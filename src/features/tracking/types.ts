// Shapes of the /v1/feed and /v1/channel answers as the browser receives them (src/server/queries/tracking).
import type { AnalysisAnalytics } from "@/domain/analysis";
import type { VideoMultiple } from "@/domain/analytics";
import type { PlatformName } from "@/domain/platforms";
import type { FetchState } from "@/domain/tracking-status";

export interface FetchInfo {
  state: FetchState;
  error: string | null;
  error_at: string | null;
}

export interface FeedItem {
  id: number;
  status: number;
  platform: PlatformName | null;
  platform_id: string;
  url: string | null;
  caption: string | null;
  thumbnail: string | null;
  duration: number | null;
  is_short: boolean | null;
  published_on: string | null;
  last_updated: string | null;
  next_refresh: string | null;
  tracked_at: string | null;
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  bookmarks: number | null;
  engagement: number | null;
  engagement_rate: number | null;
  outlet: number | null;
  growth: { last: number | null; d1: number | null; d7: number | null };
  fetch: FetchInfo;
  channel: {
    id: number | null;
    account_id: number | null;
    handle: string | null;
    name: string | null;
    avatar: string | null;
  };
  is_demo: boolean;
}

export interface FeedHistoryPoint {
  captured_at: string;
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  bookmarks: number | null;
}

export interface FeedDetail extends FeedItem {
  history: FeedHistoryPoint[];
  history_since: string | null;
  snapshot_count: number;
}

export interface ChannelItem {
  id: number;
  status: number;
  platform: PlatformName | null;
  platform_id: string;
  handle: string | null;
  name: string | null;
  avatar: string | null;
  profile_url: string | null;
  bio: string | null;
  followers: number | null;
  following: number | null;
  video_count: number | null;
  likes_total: number | null;
  median_views: number | null;
  feeds: number;
  video_limit: number | null;
  last_updated: string | null;
  next_refresh: string | null;
  tracked_at: string | null;
  fetch: FetchInfo;
  is_demo: boolean;
}

export interface ChannelHistoryPoint {
  captured_at: string;
  followers: number | null;
  following: number | null;
  video_count: number | null;
  likes_total: number | null;
}

export type ChannelAnalytics = Omit<AnalysisAnalytics, "mostViral"> & {
  videoCount: number;
  mostViral: Omit<VideoMultiple, "video"> extends infer M
    ? (M & { video: Omit<VideoMultiple["video"], "publishedAt"> & { publishedAt: string | null } })[]
    : never;
};

export interface ChannelDetail extends ChannelItem {
  analytics: ChannelAnalytics;
  history: ChannelHistoryPoint[];
  history_since: string | null;
}

export interface ChannelTracked extends ChannelDetail {
  created: boolean;
  imported: number;
  skipped: number;
}

export interface ListPage<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}
