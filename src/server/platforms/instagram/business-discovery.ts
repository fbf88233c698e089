// The one Graph call this source makes: `GET /{version}/{our-ig-user-id}?fields=business_discovery.username(…){…}`
// (reference §3.2), for an account's profile or for one page of its media.
import "server-only";
import { MalformedError } from "../errors";
import type { HttpSource } from "../http-source";
import { nextCursor, readGraphObject, readGraphPage } from "../meta-graph/meta-graph";
import { classifyInstagramError } from "./classify-error";
import { accountExpansion, isSafeCursor, mediaExpansion } from "./fields";
import { INSTAGRAM_SOURCE } from "./source";

export interface BusinessDiscoveryConfig {
  accessToken: string;
  /** The querying account: our own Instagram professional account id (1784…). */
  businessId: string;
  baseUrl: string;
  /** Graph version such as "v25.0". */
  version: string;
}

export interface MediaPage {
  /** The account's Graph id, for NormalizedVideo.accountPlatformId. */
  accountId: string | null;
  media: Record<string, unknown>[];
  cursor: string | null;
}

export interface BusinessDiscovery {
  account(username: string): Promise<Record<string, unknown>>;
  mediaPage(username: string, page: { limit: number; after: string | null }): Promise<MediaPage>;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function createBusinessDiscovery(config: BusinessDiscoveryConfig, http: HttpSource): BusinessDiscovery {
  const endpoint = `${config.baseUrl.replace(/\/+$/, "")}/${encodeURIComponent(config.version)}/${encodeURIComponent(config.businessId)}`;

  async function discover(fields: string): Promise<Record<string, unknown>> {
    const url = new URL(endpoint);
    url.searchParams.set("fields", fields);
    url.searchParams.set("access_token", config.accessToken);
    const body = await readGraphObject(await http.request(url), INSTAGRAM_SOURCE, classifyInstagramError);
    const discovered = body.business_discovery;
    if (!isObject(discovered)) {
      throw new MalformedError(INSTAGRAM_SOURCE, "Instagram answered without a business_discovery object");
    }
    return discovered;
  }

  return {
    account: (username) => discover(accountExpansion(username)),

    async mediaPage(username, page) {
      if (page.after !== null && !isSafeCursor(page.after)) {
        throw new MalformedError(INSTAGRAM_SOURCE, "This Instagram paging cursor is not one the Graph API gave");
      }
      const discovered = await discover(mediaExpansion(username, page));
      // An account without media may leave the edge out entirely.
      const edge = discovered.media ?? { data: [] };
      const graphPage = readGraphPage(edge);
      if (!graphPage) throw new MalformedError(INSTAGRAM_SOURCE, "Instagram answered with a media edge without data");
      return {
        accountId: typeof discovered.id === "string" ? discovered.id : null,
        media: graphPage.data.filter(isObject),
        cursor: nextCursor(graphPage, page.limit),
      };
    },
  };
}
