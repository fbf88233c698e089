// Pages through a profile's videos with the listing endpoint until `limit` videos are collected, then hands back a
// cursor. Follows yt-dlp's paging, with one change: yt-dlp's next cursor is the oldest item's createTime × 1000,
// which loses a video sharing that second but not on the page; ours is one millisecond later, and the cursor
// remembers the ids of that second already returned. An empty page while older videos exist means the endpoint's
// lookback window (about a week) held nothing, so the cursor steps back a week; paging stops before TikTok
// existed. Items not older than the cursor are dropped, so no video is returned twice even if TikTok repeats a page.
import "server-only";
import { parseTime } from "../counts";
import { UpstreamError } from "../errors";
import type { HttpSource } from "../http-source";
import type { NormalizedVideo, VideoPage } from "../types";
import { TIKTOK_SOURCE } from "./constants";
import { ITEM_LIST_PATH, itemListQuery, parseItemList, type WebClientIdentity } from "./item-list";
import { encodeListingCursor, type ListingCursor } from "./listing-cursor";
import { mapItem } from "./map";
import { fetchApiJson } from "./page-fetch";
import { type JsonRecord, numericIdOrNull } from "./values";

const WEEK_MS = 7 * 86_400_000;
/** yt-dlp's floor (2016-09-01): TikTok has nothing older. */
const TIKTOK_LAUNCH_MS = 1_472_706_000_000;
/** Upstream requests one call may make; a long run of empty weeks ends the call early with a cursor. */
export const MAX_LISTING_REQUESTS_PER_CALL = 12;

export interface ListingContext {
  source: HttpSource;
  baseUrl: string;
  identity: WebClientIdentity;
}

function createdSecond(item: JsonRecord): number | null {
  const date = parseTime(item.createTime);
  return date ? Math.floor(date.getTime() / 1000) : null;
}

function newestFirst(items: JsonRecord[]): { item: JsonRecord; second: number | null }[] {
  return items
    .map((item) => ({ item, second: createdSecond(item) }))
    .sort((a, b) => (b.second ?? Number.NEGATIVE_INFINITY) - (a.second ?? Number.NEGATIVE_INFINITY));
}

/**
 * One call of listAccountVideos from `start`. `fresh` is true for the first page of a listing, whose cursor is our
 * clock's "now": items TikTok dates later than that (clock skew) are kept rather than dropped.
 */
export async function listVideosFrom(
  context: ListingContext,
  start: ListingCursor,
  limit: number,
  fresh: boolean,
): Promise<VideoPage> {
  const videos: NormalizedVideo[] = [];
  const returned = new Set<string>();
  let { before, skip } = start;
  let strict = !fresh;
  const hint = { platformId: start.userId, handle: start.handle };
  const referer = `${context.baseUrl}/@${start.handle ?? ""}`;
  const cursorAt = () => encodeListingCursor({ ...start, before, skip });
  if (limit <= 0) return { videos, cursor: cursorAt() };

  for (let request = 0; request < MAX_LISTING_REQUESTS_PER_CALL; request += 1) {
    const url = `${context.baseUrl}${ITEM_LIST_PATH}?${itemListQuery(start.secUid, before, context.identity)}`;
    const page = parseItemList(await fetchApiJson(context.source, url, referer, "the profile video listing"));
    const skipped = new Set(skip);
    const items = newestFirst(page.items);
    let added = 0;
    /** Ids of the boundary second we already returned: expected when the cursor sits just after that second. */
    let boundaryRepeats = 0;
    /** Newer videos than the cursor, or ones this call already returned: TikTok ignored the cursor. */
    let otherRepeats = 0;
    let leftOnPage = false;
    let lastSecond: number | null = null;
    let idsAtLastSecond: string[] = [];

    for (const { item, second } of items) {
      const id = numericIdOrNull(item.id);
      if (id === null) continue; // not a video we could name; mapItem would reject it
      if (skipped.has(id)) {
        boundaryRepeats += 1;
        continue;
      }
      if (returned.has(id) || (strict && second !== null && second * 1000 >= before)) {
        otherRepeats += 1;
        continue;
      }
      if (videos.length >= limit) {
        leftOnPage = true;
        break;
      }
      videos.push(mapItem(item, hint));
      returned.add(id);
      added += 1;
      if (second === null) continue;
      if (second !== lastSecond) idsAtLastSecond = [];
      lastSecond = second;
      idsAtLastSecond.push(id);
    }

    if (added === 0 && otherRepeats > 0) {
      if (!page.hasMore) return { videos, cursor: null };
      // yt-dlp saw this with a bad device_id (its issue #14031): paging further would loop forever.
      throw new UpstreamError(TIKTOK_SOURCE, "TikTok's video listing keeps sending videos it already sent");
    }
    if (lastSecond !== null) {
      const next = lastSecond * 1000 + 1;
      skip = next === before ? [...skip, ...idsAtLastSecond] : idsAtLastSecond;
      before = next;
    } else if (!leftOnPage) {
      // Only the boundary second came back: continue strictly before it. An empty page while older videos exist
      // means the endpoint's lookback window (about a week) held nothing: step back a week, as yt-dlp does.
      before = boundaryRepeats > 0 ? before - 1 : before - WEEK_MS;
      skip = [];
    }
    strict = true;

    if (leftOnPage) return { videos, cursor: cursorAt() };
    if (!page.hasMore || before < TIKTOK_LAUNCH_MS) return { videos, cursor: null };
    if (videos.length >= limit) return { videos, cursor: cursorAt() };
  }
  return { videos, cursor: cursorAt() };
}
