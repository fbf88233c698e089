// fetchVideos for Instagram. Business discovery reads other accounts only through their username and cannot fetch
// one media by shortcode or id, so a single Reel is found by walking its author's media, newest first, for a bounded
// number of pages. Refs without a handle, refs older than that window, and refs of accounts that are gone or not
// Business/Creator accounts are left out of the answer, exactly like deleted media.
import "server-only";

import { findByAuthor } from "../meta-graph/refs-by-author";
import type { NormalizedVideo, VideoRef } from "../types";
import type { BusinessDiscovery } from "./business-discovery";
import { mediaShortcode, toInstagramVideo } from "./map";

/** Largest page business discovery is asked for; the real maximum is not documented, so this stays modest. */
export const MAX_MEDIA_PAGE = 50;
export const DEFAULT_LOOKUP_PAGES = 10;

export function findMediaByRefs(
  discovery: BusinessDiscovery,
  refs: VideoRef[],
  maxPages: number,
): Promise<NormalizedVideo[]> {
  return findByAuthor("instagram", refs, async (username, wanted) => {
    const found = new Map<string, NormalizedVideo>();
    let after: string | null = null;
    for (let page = 0; page < maxPages && found.size < wanted.size; page += 1) {
      const { media, accountId, cursor } = await discovery.mediaPage(username, { limit: MAX_MEDIA_PAGE, after });
      for (const row of media) {
        const video = toInstagramVideo(row, accountId);
        if (!video) continue;
        for (const key of [video.platformId, mediaShortcode(row)]) {
          if (key && wanted.has(key)) found.set(key, video);
        }
      }
      if (!cursor) break;
      after = cursor;
    }
    return found;
  });
}
