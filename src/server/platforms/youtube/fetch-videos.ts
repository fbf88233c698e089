// videos.list for arbitrary ids: unique ids in batches of 50, one call each, one after the other so that a quota
// error stops the operation before the next batch is sent. The answer follows the request order (the API does not
// promise any) and leaves out ids YouTube dropped (unknown, private, deleted).
import "server-only";
import type { NormalizedVideo, VideoRef } from "../types";
import type { YouTubeApi } from "./api-client";
import { MAX_PER_CALL } from "./constants";
import { mapVideo, videoDurationSeconds, videoPublishedAt } from "./map";
import type { YouTubeVideo } from "./schemas";
import { isShortByDuration } from "./shorts";

export function chunk<T>(list: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < list.length; start += size) chunks.push(list.slice(start, start + size));
  return chunks;
}

/** The videos.list resources for these ids, by id. */
export async function readVideos(api: YouTubeApi, ids: readonly string[]): Promise<Map<string, YouTubeVideo>> {
  const found = new Map<string, YouTubeVideo>();
  for (const batch of chunk([...new Set(ids)], MAX_PER_CALL)) {
    const { items } = await api.listVideos(batch);
    for (const video of items) found.set(video.id, video);
  }
  return found;
}

/**
 * Videos without their channel: the Shorts playlist would need one walk per channel as deep as each video's age,
 * so isShort comes from the duration rule here (see shorts.ts). listAccountVideos knows better.
 */
export async function fetchVideosById(
  api: YouTubeApi,
  refs: readonly VideoRef[],
  webBaseUrl: string,
): Promise<NormalizedVideo[]> {
  const ids = [...new Set(refs.map((ref) => ref.id.trim()).filter(Boolean))];
  const found = await readVideos(api, ids);
  return ids.flatMap((id) => {
    const video = found.get(id);
    if (!video) return [];
    return [mapVideo(video, isShortByDuration(videoDurationSeconds(video), videoPublishedAt(video)), webBaseUrl)];
  });
}
