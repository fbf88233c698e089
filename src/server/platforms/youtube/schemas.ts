// The shapes the adapter relies on in Data API v3 list responses. Objects stay loose (the API adds fields over time)
// and leaves stay `unknown`: counts, times and texts are read tolerantly by map.ts. What must hold is the skeleton —
// the list kind, an `items` array, string ids — and a body that breaks it is reported as malformed.
import "server-only";
import { z } from "zod";

const Fields = z.record(z.string(), z.unknown());

/**
 * A list response. `kind` is required because every real answer carries it: without that check a proxy's `{}` would
 * read as "no items", and for channels.list that means "this channel does not exist".
 */
function listResponse<Item extends z.ZodType>(kind: string, item: Item) {
  return z.looseObject({
    kind: z.literal(kind),
    // channels.list leaves `items` out entirely when nothing matches (platform-apis.md §1.3).
    items: z.array(item).default([]),
    nextPageToken: z.string().optional(),
  });
}

export const ChannelSchema = z.looseObject({
  id: z.string().min(1),
  snippet: Fields.optional(),
  statistics: Fields.optional(),
  contentDetails: Fields.optional(),
});
export type YouTubeChannel = z.output<typeof ChannelSchema>;

export const VideoSchema = z.looseObject({
  id: z.string().min(1),
  snippet: Fields.optional(),
  statistics: Fields.optional(),
  contentDetails: Fields.optional(),
});
export type YouTubeVideo = z.output<typeof VideoSchema>;

export const PlaylistItemSchema = z.looseObject({
  contentDetails: z.looseObject({ videoId: z.string().min(1), videoPublishedAt: z.unknown().optional() }),
});
export type YouTubePlaylistItem = z.output<typeof PlaylistItemSchema>;

export const ChannelListSchema = listResponse("youtube#channelListResponse", ChannelSchema);
export type ChannelList = z.output<typeof ChannelListSchema>;

export const PlaylistItemListSchema = listResponse("youtube#playlistItemListResponse", PlaylistItemSchema);
export type PlaylistItemList = z.output<typeof PlaylistItemListSchema>;

export const VideoListSchema = listResponse("youtube#videoListResponse", VideoSchema);
export type VideoList = z.output<typeof VideoListSchema>;
