// Names and limits shared by the YouTube modules.
import "server-only";

/** The SourceName every YouTube error and log line carries. */
export const YOUTUBE_SOURCE = "youtube-data-api" as const;

/** Data API v3 caps `maxResults` and the `id` list of videos.list at 50 per call. */
export const MAX_PER_CALL = 50;

/** The three list endpoints the adapter uses; each call costs one quota unit. */
export type YouTubeResource = "channels" | "playlistItems" | "videos";
