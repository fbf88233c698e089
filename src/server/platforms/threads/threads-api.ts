// The three Threads API calls this source makes (reference §4.3): profile_lookup and profile_posts from the Profile
// Discovery API, and per-post insights.
import "server-only";
import { MalformedError, NotFoundError, type PlatformError } from "../errors";
import type { HttpSource } from "../http-source";
import {
  type GraphError,
  isGraphPermissionCode,
  nextCursor,
  readGraphObject,
  readGraphPage,
} from "../meta-graph/meta-graph";
import { classifyThreadsError, isMissingObject } from "./classify-error";
import { POST_METRICS, type PostInsights, parsePostInsights } from "./insights";
import { THREADS_SOURCE } from "./source";

export const API_VERSION = "v1.0";

/** The public-profile names, which differ from the own-profile ones (threads_biography…) ([denim-3p]). */
export const PROFILE_FIELDS = [
  "username",
  "name",
  "profile_picture_url",
  "biography",
  "is_verified",
  "follower_count",
  "likes_count",
  "quotes_count",
  "replies_count",
  "reposts_count",
  "views_count",
] as const;

/** Media fields of the user-threads reference; `owner` is left out because it is only given for one's own posts. */
export const POST_FIELDS = [
  "id",
  "media_product_type",
  "media_type",
  "media_url",
  "permalink",
  "username",
  "text",
  "timestamp",
  "shortcode",
  "thumbnail_url",
  "is_quote_post",
] as const;

export interface ThreadsApiConfig {
  accessToken: string;
  baseUrl: string;
}

export interface PostsPage {
  posts: Record<string, unknown>[];
  cursor: string | null;
}

export interface ThreadsApi {
  lookupProfile(username: string): Promise<Record<string, unknown>>;
  profilePosts(username: string, page: { limit: number; after: string | null }): Promise<PostsPage>;
  /** null when Threads will not give this post's insights: another user's post, or a post that is gone. */
  postInsights(mediaId: string): Promise<PostInsights | null>;
}

/** Insights are granted for the token's own users' posts only (reference §4.6); their absence is not a failure. */
class InsightsUnavailable extends NotFoundError {}

function classifyInsightsError(error: GraphError): PlatformError {
  if (isGraphPermissionCode(error.code) || isMissingObject(error)) return new InsightsUnavailable(THREADS_SOURCE);
  return classifyThreadsError(error);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function createThreadsApi(config: ThreadsApiConfig, http: HttpSource): ThreadsApi {
  const root = `${config.baseUrl.replace(/\/+$/, "")}/${API_VERSION}`;

  async function get(
    path: string,
    params: Record<string, string>,
    classify = classifyThreadsError,
  ): Promise<Record<string, unknown>> {
    const url = new URL(`${root}/${path}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    url.searchParams.set("access_token", config.accessToken);
    return readGraphObject(await http.request(url), THREADS_SOURCE, classify);
  }

  return {
    async lookupProfile(username) {
      const profile = await get("profile_lookup", { username, fields: PROFILE_FIELDS.join(",") });
      if (typeof profile.username !== "string") {
        throw new MalformedError(THREADS_SOURCE, "Threads answered a profile lookup without a username");
      }
      return profile;
    },

    async profilePosts(username, page) {
      const params: Record<string, string> = { username, fields: POST_FIELDS.join(","), limit: String(page.limit) };
      if (page.after) params.after = page.after;
      const graphPage = readGraphPage(await get("profile_posts", params));
      if (!graphPage) throw new MalformedError(THREADS_SOURCE, "Threads answered profile posts without data");
      return { posts: graphPage.data.filter(isObject), cursor: nextCursor(graphPage, page.limit) };
    },

    async postInsights(mediaId) {
      try {
        const body = await get(
          `${encodeURIComponent(mediaId)}/insights`,
          { metric: POST_METRICS.join(",") },
          classifyInsightsError,
        );
        return parsePostInsights(body);
      } catch (error) {
        if (error instanceof InsightsUnavailable) return null;
        throw error;
      }
    },
  };
}
