// The opaque cursor listAccountVideos hands back. It carries the account's secUid (so later pages skip the profile
// request) and TikTok's own paging position: a millisecond timestamp, plus the ids already returned from the second
// just before it, so that videos sharing a second across a page boundary are neither lost nor repeated.
import "server-only";

export interface ListingCursor {
  secUid: string;
  /** Author facts for videos whose listing entry lacks them. */
  userId: string | null;
  handle: string | null;
  /** TikTok's `cursor`: list videos created before this instant (Unix ms). */
  before: number;
  /** Ids already returned whose createTime is the second just before `before`. */
  skip: string[];
}

const PREFIX = "tt1.";

export function encodeListingCursor(cursor: ListingCursor): string {
  const { secUid, userId, handle, before, skip } = cursor;
  return PREFIX + Buffer.from(JSON.stringify({ secUid, userId, handle, before, skip })).toString("base64url");
}

function isStringOrNull(value: unknown): value is string | null {
  return value === null || typeof value === "string";
}

/** A cursor this adapter produced; anything else is a caller bug, not a platform answer. */
export function decodeListingCursor(text: string): ListingCursor {
  let value: unknown;
  try {
    if (!text.startsWith(PREFIX)) throw new Error("no prefix");
    value = JSON.parse(Buffer.from(text.slice(PREFIX.length), "base64url").toString("utf8"));
  } catch {
    throw new TypeError("Not a TikTok listing cursor");
  }
  const candidate = (value ?? {}) as Partial<Record<keyof ListingCursor, unknown>>;
  const { secUid, userId, handle, before, skip } = candidate;
  const valid =
    typeof secUid === "string" &&
    secUid.length > 0 &&
    isStringOrNull(userId) &&
    isStringOrNull(handle) &&
    typeof before === "number" &&
    Number.isSafeInteger(before) &&
    Array.isArray(skip) &&
    skip.every((id) => typeof id === "string");
  if (!valid) throw new TypeError("Not a TikTok listing cursor");
  return { secUid, userId, handle, before, skip: skip as string[] };
}
