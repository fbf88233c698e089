// Posts become videos once their insights are read: one insights call per post, run side by side within the
// HttpSource's concurrency cap. Reposts of other people's posts are dropped before any call is spent on them.
import "server-only";
import type { NormalizedVideo } from "../types";
import { isRepost, postId, toThreadsVideo } from "./map";
import type { ThreadsApi } from "./threads-api";

export async function toVideosWithInsights(
  api: ThreadsApi,
  posts: Record<string, unknown>[],
): Promise<NormalizedVideo[]> {
  const own = posts.filter((post) => !isRepost(post) && postId(post) !== null);
  const videos = await Promise.all(
    own.map(async (post) => toThreadsVideo(post, await api.postInsights(postId(post) ?? ""))),
  );
  return videos.filter((video): video is NormalizedVideo => video !== null);
}
