// fetchVideos for Threads. The Threads API reads another profile's posts only as a list (profile_posts by username)
// and has no lookup of one post by shortcode, so posts are found by walking their author's posts, newest first, for
// a bounded number of pages; insights are then read for the matches only. Refs without a handle, refs older than
// that window, and refs of profiles that are gone are left out of the answer, like deleted posts.
import "server-only";
import { findByAuthor } from "../meta-graph/refs-by-author";
import type { NormalizedVideo, VideoRef } from "../types";
import { isRepost, postId } from "./map";
import type { ThreadsApi } from "./threads-api";
import { toVideosWithInsights } from "./with-insights";

/** profile_posts' page size maximum (documented for the user threads edge, assumed the same here). */
export const MAX_POSTS_PAGE = 100;
export const DEFAULT_LOOKUP_PAGES = 10;

function keysOf(post: Record<string, unknown>): string[] {
  return [postId(post), post.shortcode].filter((key): key is string => typeof key === "string" && key !== "");
}

export function findPostsByRefs(api: ThreadsApi, refs: VideoRef[], maxPages: number): Promise<NormalizedVideo[]> {
  return findByAuthor("threads", refs, async (username, wanted) => {
    const matches = new Map<string, Record<string, unknown>>();
    let after: string | null = null;
    for (let page = 0; page < maxPages && matches.size < wanted.size; page += 1) {
      const { posts, cursor } = await api.profilePosts(username, { limit: MAX_POSTS_PAGE, after });
      for (const post of posts) {
        if (isRepost(post)) continue;
        for (const key of keysOf(post)) if (wanted.has(key)) matches.set(key, post);
      }
      if (!cursor) break;
      after = cursor;
    }
    const videos = await toVideosWithInsights(api, [...new Set(matches.values())]);
    const videoById = new Map(videos.map((video) => [video.platformId, video]));
    const found = new Map<string, NormalizedVideo>();
    for (const [key, post] of matches) {
      const video = videoById.get(postId(post) ?? "");
      if (video) found.set(key, video);
    }
    return found;
  });
}
