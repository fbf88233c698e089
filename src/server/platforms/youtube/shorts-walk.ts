// Shorts playlist (UUSH…) membership for one page of uploads, with a bounded number of calls. Both playlists list
// newest first, so the walk reads UUSH pages only until it passes the oldest video of the uploads page; the cursor
// keeps the token of the last UUSH page read, so the next uploads page resumes there instead of starting over
// (that boundary page is read again: it may hold Shorts of the next uploads page too).
//
// Outcomes of the Shorts playlist:
//   - readable: a video is a Short iff it is listed; older videos than the walk reached use the duration rule;
//   - 404 playlistNotFound on its first page: the channel has no Shorts (the brief's and the reference's reading),
//     every video is not a Short, and later pages make no UUSH call;
//   - any other failure (5xx or timeouts after HttpSource's retries, 429, odd bodies, a 404 mid-walk): the duration
//     rule decides for the rest of this listing. Quota and key errors are not swallowed: the operation stops.
import "server-only";
import { parseTime } from "../counts";
import { NotConfiguredError, NotFoundError, QuotaExceededError } from "../errors";
import type { YouTubeApi } from "./api-client";
import { MAX_PER_CALL } from "./constants";
import type { ShortsState } from "./cursor";
import { isShortByDuration, shortsPlaylistId } from "./shorts";

export interface ShortsCandidate {
  id: string;
  durationSeconds: number | null;
  publishedAt: Date | null;
}

export interface ShortsVerdict {
  isShort(video: ShortsCandidate): boolean | null;
  /** Where the next uploads page should pick up. */
  next: ShortsState;
}

const byDuration = (video: ShortsCandidate) => isShortByDuration(video.durationSeconds, video.publishedAt);

export async function classifyShorts(
  api: YouTubeApi,
  channelId: string,
  state: ShortsState,
  videos: readonly ShortsCandidate[],
): Promise<ShortsVerdict> {
  if (state.mode === "none") return { isShort: () => false, next: state };
  const playlistId = shortsPlaylistId(channelId);
  if (state.mode === "heuristic" || playlistId === null) return { isShort: byDuration, next: { mode: "heuristic" } };
  if (videos.length === 0) return { isShort: byDuration, next: state };

  const times = videos.flatMap((video) => (video.publishedAt ? [video.publishedAt.getTime()] : []));
  const oldest = times.length > 0 ? Math.min(...times) : Number.NEGATIVE_INFINITY;
  // Shorts of this page lie in about videos/50 UUSH pages, plus the boundary page read again; two spare pages
  // absorb ordering noise. Past the cap, the duration rule covers what the walk did not reach.
  const maxPages = Math.ceil(videos.length / MAX_PER_CALL) + 2;

  const shortIds = new Set<string>();
  /** Every Short published at or after this instant has been seen. */
  let coveredFrom = Number.POSITIVE_INFINITY;
  let token = state.from;
  let next: ShortsState = state;

  for (let page = 0; page < maxPages; page += 1) {
    let list: Awaited<ReturnType<YouTubeApi["listPlaylistItems"]>>;
    try {
      list = await api.listPlaylistItems(playlistId, { maxResults: MAX_PER_CALL, pageToken: token });
    } catch (error) {
      if (error instanceof QuotaExceededError || error instanceof NotConfiguredError) throw error;
      if (error instanceof NotFoundError && state.from === null && page === 0) {
        return { isShort: () => false, next: { mode: "none" } };
      }
      next = { mode: "heuristic" };
      break;
    }
    let pageOldest = Number.POSITIVE_INFINITY;
    for (const item of list.items) {
      shortIds.add(item.contentDetails.videoId);
      const published = parseTime(item.contentDetails.videoPublishedAt);
      if (published) pageOldest = Math.min(pageOldest, published.getTime());
    }
    next = { mode: "walk", from: token };
    if (!list.nextPageToken) {
      coveredFrom = Number.NEGATIVE_INFINITY;
      break;
    }
    coveredFrom = Math.min(coveredFrom, pageOldest);
    if (pageOldest < oldest) break;
    token = list.nextPageToken;
    next = { mode: "walk", from: token };
  }

  return {
    isShort(video) {
      if (shortIds.has(video.id)) return true;
      if (video.publishedAt && video.publishedAt.getTime() >= coveredFrom) return false;
      return byDuration(video);
    },
    next,
  };
}
