// An AccountRef to its channels.list resource. channels.list has one filter per call: `id` for UC… ids, `forHandle`
// for @handles, `forUsername` for legacy /user/NAME names. AccountRef has no field for the last, so a handle given
// without "@" is tried as a handle first and, when nothing matches, as a legacy username (one more unit, only on a
// miss). A handle written with "@" is never a username: forUsername would not find it anyway.
import "server-only";
import { NotFoundError } from "../errors";
import type { AccountRef } from "../types";
import type { ChannelFilter, YouTubeApi } from "./api-client";
import { YOUTUBE_SOURCE } from "./constants";
import type { YouTubeChannel } from "./schemas";

/** The filters to try, in order. */
export function channelFilters(ref: AccountRef): ChannelFilter[] {
  const id = ref.id?.trim();
  if (id) return [{ id }];
  const handle = ref.handle?.trim();
  if (!handle) return [];
  if (handle.startsWith("@")) return [{ forHandle: handle }];
  return [{ forHandle: handle }, { forUsername: handle }];
}

export async function resolveChannel(api: YouTubeApi, ref: AccountRef): Promise<YouTubeChannel> {
  const filters = channelFilters(ref);
  if (filters.length === 0) throw new NotFoundError(YOUTUBE_SOURCE, "Give a YouTube channel id or handle");
  for (const filter of filters) {
    const { items } = await api.listChannels(filter);
    const channel = items[0];
    if (channel) return channel;
  }
  throw new NotFoundError(YOUTUBE_SOURCE);
}
