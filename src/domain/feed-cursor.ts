// The keyset cursor of GET /v1/feed/list (issue 18 item 4): the last row's position in the list's order (its sort
// key's value and its feed id) with the sort and order it was taken under, as an opaque base64url string. The
// value is carried as the database's exact text (a count, a float, or an instant as whole microseconds since the
// epoch), so a cursor never loses precision that the next page's comparison needs.
// Pure: the contract decodes it (a bad cursor answers 400 like any bad field), the query encodes it.

export interface FeedCursor {
  sort: string;
  order: "asc" | "desc";
  /** The sort key's value of the last row, as exact text; null when that row's value is unknown. */
  value: string | null;
  id: number;
}

const INTEGER = /^-?\d{1,19}$/;
const FLOAT = /^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
const MAX_INT64 = 9_223_372_036_854_775_807n;

function toBase64Url(text: string): string {
  return btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    return atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    // Not base64 at all: the caller answers "not a cursor".
    return null;
  }
}

/** How a sort key's value travels in a cursor: exact text of a count, a float, or an instant in microseconds. */
export type FeedCursorKind = "int" | "float" | "instant";

/** Each sort of GET /v1/feed/list and the kind of its key's value (the query reads its column by the same map). */
export const FEED_CURSOR_KINDS = {
  views: "int",
  likes: "int",
  comments: "int",
  shares: "int",
  bookmarks: "int",
  engagement: "int",
  duration: "int",
  published_on: "instant",
  last_updated: "instant",
  tracked_at: "instant",
  status: "int",
  outlet: "float",
  growth_last: "int",
  growth_1d: "int",
  growth_7d: "int",
} as const satisfies Record<string, FeedCursorKind>;

// Instants are kept to years 1–9999 (microseconds since 1970): well inside what PostgreSQL's timestamptz and the
// query's epoch + n microseconds arithmetic hold, and beyond any instant the list writes.
const MIN_INSTANT = -62_135_596_800_000_000n;
const MAX_INSTANT = 253_402_300_799_999_999n;

function isInteger(value: string, min: bigint, max: bigint): boolean {
  if (!INTEGER.test(value)) return false;
  const big = BigInt(value);
  return big >= min && big <= max;
}

/**
 * Whether `value` is a value of this kind the database can compare with the sort key without an error: a count is
 * a whole number in bigint's range, an instant whole microseconds within years 1–9999, a float any finite number.
 */
export function isCursorValue(kind: FeedCursorKind, value: string): boolean {
  switch (kind) {
    case "int":
      return isInteger(value, -MAX_INT64, MAX_INT64);
    case "instant":
      return isInteger(value, MIN_INSTANT, MAX_INSTANT);
    case "float":
      return FLOAT.test(value) && value.length <= 40 && Number.isFinite(Number(value));
  }
}

function cursorKind(sort: string): FeedCursorKind | undefined {
  return Object.hasOwn(FEED_CURSOR_KINDS, sort) ? FEED_CURSOR_KINDS[sort as keyof typeof FEED_CURSOR_KINDS] : undefined;
}

export function encodeFeedCursor(cursor: FeedCursor): string {
  return toBase64Url(JSON.stringify([cursor.sort, cursor.order, cursor.value, cursor.id]));
}

/** The cursor, or null when the text is not one this API wrote. */
export function decodeFeedCursor(text: string): FeedCursor | null {
  const json = fromBase64Url(text);
  if (json === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    // Not JSON: not a cursor.
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return null;
  const [sort, order, value, id] = parsed as unknown[];
  if (typeof sort !== "string") return null;
  const kind = cursorKind(sort);
  if (!kind) return null;
  if (order !== "asc" && order !== "desc") return null;
  if (value !== null && (typeof value !== "string" || !isCursorValue(kind, value))) return null;
  if (typeof id !== "number" || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  return { sort, order, value, id };
}
