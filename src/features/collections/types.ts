// The collections API as the browser sees it (POST/GET/PUT/DELETE /v1/collection…): the API contracts
// (src/domain/contracts/collection.ts) under the names the collection components use.
import type { ChannelItem, FeedItem } from "@/domain/contracts/tracking";

export type {
  CollectionDetail,
  CollectionHeader as Created,
  CollectionSummary,
  CollectionTotals,
} from "@/domain/contracts/collection";
export type { ListPage as Page } from "@/domain/contracts/common";

/** A channel row of a collection: presented like the channel list's rows. */
export type CollectionChannel = ChannelItem;
/** A feed row of a collection: presented like the feed list's rows. */
export type CollectionFeed = FeedItem;
