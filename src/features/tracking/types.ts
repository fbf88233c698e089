// Shapes of the /v1/feed and /v1/channel answers as the browser receives them: the API contracts
// (src/domain/contracts/tracking.ts), re-exported under the names the tracking components use.
export type { ListPage } from "@/domain/contracts/common";
export type {
  ChannelAnalytics,
  ChannelDetail,
  ChannelHistoryPoint,
  ChannelItem,
  ChannelTracked,
  FeedDetail,
  FeedHistoryPoint,
  FeedItem,
  FeedTableItem,
  FetchInfo,
} from "@/domain/contracts/tracking";
