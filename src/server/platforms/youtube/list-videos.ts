// listAccountVideos: a channel's uploads, newest first, one cursor page at a time.
//   first page: channels.list (resolve the ref, read the uploads playlist id)
//   every page: playlistItems.list on UU… (limit ≤ 50 → one call), videos.list per 50 ids (stats, duration),
//               playlistItems.list on UUSH… to tell Shorts apart (usually one call; see shorts-walk.ts)
// The cursor carries the uploads playlist, its next page token and the Shorts walk position.
import "server-only";
import { parseCount } from "../counts";
import { MalformedError, NotFoundError } from "../errors";
import type { AccountRef, ListOptions, NormalizedVideo, VideoPage } from "../types";
import type { YouTubeApi } from "./api-client";
import { MAX_PER_CALL, YOUTUBE_SOURCE } from "./constants";
import { decodeCursor, encodeCursor, type ShortsState } from "./cursor";
import { readVideos } from "./fetch-videos";
import { mapVideo, uploadsPlaylistOf, videoDurationSeconds, videoPublishedAt } from "./map";
import { resolveChannel } from "./resolve-channel";
import { classifyShorts } from "./shorts-walk";

interface ListStart {
  channelId: string;
  uploads: string;
  pageToken: string | null;
  shorts: ShortsState;
  /** statistics.videoCount when the channel was just read; tells an empty channel from a vanished playlist. */
  declaredVideoCount: number | null;
}

async function startFromRef(api: YouTubeApi, ref: AccountRef): Promise<ListStart> {
  const channel = await resolveChannel(api, ref);
  return {
    channelId: channel.id,
    uploads: uploadsPlaylistOf(channel),
    pageToken: null,
    shorts: { mode: "walk", from: null },
    declaredVideoCount: parseCount(channel.statistics?.videoCount),
  };
}

function startFromCursor(ref: AccountRef, text: string): ListStart {
  const cursor = decodeCursor(text);
  if (ref.id && ref.id !== cursor.channelId) {
    throw new MalformedError(YOUTUBE_SOURCE, "This paging cursor belongs to another channel");
  }
  return { ...cursor, declaredVideoCount: null };
}

/** Video ids of the uploads playlist, as many as `limit`, from the start's page on; null when there are none. */
async function readUploads(api: YouTubeApi, start: ListStart, limit: number) {
  const ids: string[] = [];
  let pageToken = start.pageToken;
  // A guard against an API that keeps answering short pages with a next token; normally ceil(limit / 50) pages.
  let pagesLeft = Math.ceil(limit / MAX_PER_CALL) + 2;
  do {
    let list: Awaited<ReturnType<YouTubeApi["listPlaylistItems"]>>;
    try {
      list = await api.listPlaylistItems(start.uploads, { maxResults: limit - ids.length, pageToken });
    } catch (error) {
      // A channel without uploads may have no uploads playlist at all.
      if (error instanceof NotFoundError && start.declaredVideoCount === 0) return null;
      throw error;
    }
    for (const item of list.items) ids.push(item.contentDetails.videoId);
    pageToken = list.nextPageToken ?? null;
    pagesLeft -= 1;
  } while (pageToken && ids.length < limit && pagesLeft > 0);
  return { ids, nextPageToken: pageToken };
}

export async function listChannelUploads(
  api: YouTubeApi,
  ref: AccountRef,
  options: ListOptions,
  webBaseUrl: string,
): Promise<VideoPage> {
  if (!Number.isInteger(options.limit) || options.limit < 1) {
    throw new RangeError(`limit must be a positive whole number, not ${options.limit}`);
  }
  const start = options.cursor ? startFromCursor(ref, options.cursor) : await startFromRef(api, ref);
  const uploads = await readUploads(api, start, options.limit);
  if (!uploads) return { videos: [], cursor: null };

  const found = await readVideos(api, uploads.ids);
  // Playlist order is upload order, newest first; ids videos.list dropped (just deleted or made private) drop out.
  const seen = new Set<string>();
  const resources = uploads.ids.flatMap((id) => {
    const video = found.get(id);
    if (!video || seen.has(id)) return [];
    seen.add(id);
    return [video];
  });
  const candidates = resources.map((video) => ({
    id: video.id,
    durationSeconds: videoDurationSeconds(video),
    publishedAt: videoPublishedAt(video),
  }));
  const shorts = await classifyShorts(api, start.channelId, start.shorts, candidates);

  const videos: NormalizedVideo[] = resources.map((video, index) => {
    const candidate = candidates[index];
    return mapVideo(video, candidate ? shorts.isShort(candidate) : null, webBaseUrl);
  });
  const cursor = uploads.nextPageToken
    ? encodeCursor({
        v: 1,
        channelId: start.channelId,
        uploads: start.uploads,
        pageToken: uploads.nextPageToken,
        shorts: shorts.next,
      })
    : null;
  return { videos, cursor };
}
