// Collections (spec sections 5 and 7): a team's named groups of channels and feeds. The name rule and its exact
// messages are shared by the browser form and the /v1 API.
import { z } from "zod";

export const COLLECTION_NAME_MAX = 12;
/** How many channel or feed ids one add/remove call accepts. */
export const COLLECTION_BATCH_MAX = 500;

export const COLLECTION_MESSAGES = {
  nameEmpty: "Enter a collection name",
  nameTooLong: `Collection name must be at most ${COLLECTION_NAME_MAX} characters`,
} as const;

/**
 * A collection's name: trimmed, 1 to 12 characters. Characters are counted as code points (an emoji is one), the
 * way the database's varchar(12) counts them.
 */
export const CollectionName = z
  .string({ error: COLLECTION_MESSAGES.nameEmpty })
  .trim()
  .min(1, { error: COLLECTION_MESSAGES.nameEmpty })
  .refine((value) => [...value].length <= COLLECTION_NAME_MAX, { error: COLLECTION_MESSAGES.nameTooLong });

const HASH_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const COLLECTION_HASH_LENGTH = 10;

/**
 * A random URL-safe id (base62) from the given random bytes. It always holds a letter, so it can never be read as a
 * numeric id: `{id}` in the API accepts either.
 */
export function collectionHashFrom(bytes: Uint8Array): string | null {
  let out = "";
  for (const byte of bytes) {
    // 248 = 4 × 62: rejecting bytes at or above it keeps every character equally likely.
    if (byte >= 248) continue;
    out += HASH_ALPHABET[byte % 62];
    if (out.length === COLLECTION_HASH_LENGTH) break;
  }
  if (out.length < COLLECTION_HASH_LENGTH || /^\d+$/.test(out)) return null;
  return out;
}

/** `{id}` of a collection: its numeric id or its hash_id. */
export type CollectionRef = { kind: "id"; id: number } | { kind: "hash"; hashId: string };

const MAX_INT4 = 2_147_483_647;

/** Reads a path or body reference; null when it cannot name any collection. */
export function parseCollectionRef(value: string | number): CollectionRef | null {
  const text = String(value).trim();
  if (/^\d+$/.test(text)) {
    const id = Number(text);
    return id >= 1 && id <= MAX_INT4 ? { kind: "id", id } : null;
  }
  return /^[0-9A-Za-z]{1,32}$/.test(text) ? { kind: "hash", hashId: text } : null;
}
