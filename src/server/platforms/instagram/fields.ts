// The field expansions sent to business discovery (reference §3.2). Field names are the ones in Meta's SDK list;
// `view_count` is deliberately absent: it is [unconfirmed] for other accounts, and Graph fails the whole request
// (#100, nonexisting field) when a field is unknown, so asking for it could cost every count we do get.
import "server-only";

export const ACCOUNT_FIELDS = [
  "id",
  "username",
  "name",
  "biography",
  "website",
  "profile_picture_url",
  "followers_count",
  "follows_count",
  "media_count",
] as const;

export const MEDIA_FIELDS = [
  "id",
  "caption",
  "media_type",
  "media_product_type",
  "media_url",
  "thumbnail_url",
  "permalink",
  "shortcode",
  "timestamp",
  "like_count",
  "comments_count",
] as const;

/** Graph cursors are base64 text; anything else could break out of the `after(…)` modifier. */
const CURSOR = /^[A-Za-z0-9+/=_-]+$/;

export function isSafeCursor(cursor: string): boolean {
  return CURSOR.test(cursor);
}

/** `business_discovery.username(NAME){…account fields…}`; `username` must already be normalized. */
export function accountExpansion(username: string): string {
  return `business_discovery.username(${username}){${ACCOUNT_FIELDS.join(",")}}`;
}

/** One page of media: `media.limit(N){…}` first, then `media.after(CURSOR).limit(N){…}` ([bd-paging-3p]). */
export function mediaExpansion(username: string, page: { limit: number; after: string | null }): string {
  const after = page.after ? `.after(${page.after})` : "";
  const media = `media${after}.limit(${page.limit}){${MEDIA_FIELDS.join(",")}}`;
  return `business_discovery.username(${username}){id,username,${media}}`;
}
