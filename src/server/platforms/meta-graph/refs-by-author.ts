// fetchVideos for sources that can read other accounts' posts only as their author's list (Instagram business
// discovery, Threads profile_posts): refs are grouped by author handle, each author is searched once, and the answer
// follows the request. Refs without a handle and refs whose author no longer exists are left out, like deleted
// videos; other failures (rate limits, tokens) concern the whole call and propagate. The Threads adapter reuses this.
import "server-only";
import { NotFoundError } from "../errors";
import type { NormalizedVideo, PlatformName, VideoRef } from "../types";
import { normalizeUsername } from "./username";

/** Finds, for one author, the video of each wanted id or shortcode; keys are the wanted strings. */
export type AuthorSearch = (username: string, wanted: Set<string>) => Promise<Map<string, NormalizedVideo>>;

export async function findByAuthor(
  platform: PlatformName,
  refs: VideoRef[],
  search: AuthorSearch,
): Promise<NormalizedVideo[]> {
  const wantedByAuthor = new Map<string, Set<string>>();
  for (const ref of refs) {
    const username = ref.platform === platform ? normalizeUsername(ref.handle) : null;
    if (!username) continue;
    const wanted = wantedByAuthor.get(username) ?? new Set<string>();
    wanted.add(ref.id);
    wantedByAuthor.set(username, wanted);
  }

  const foundByAuthor = new Map<string, Map<string, NormalizedVideo>>();
  await Promise.all(
    [...wantedByAuthor].map(async ([username, wanted]) => {
      try {
        foundByAuthor.set(username, await search(username, wanted));
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
      }
    }),
  );

  const videos: NormalizedVideo[] = [];
  const emitted = new Set<string>();
  for (const ref of refs) {
    const username = ref.platform === platform ? normalizeUsername(ref.handle) : null;
    const video = username ? foundByAuthor.get(username)?.get(ref.id) : undefined;
    if (!video || emitted.has(video.platformId)) continue;
    emitted.add(video.platformId);
    videos.push(video);
  }
  return videos;
}
