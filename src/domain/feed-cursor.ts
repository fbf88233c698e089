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

/** Whether `value` is a number the database can compare with the sort key without an error. */
export function isCursorValue(value: string): boolean {
  if (INTEGER.test(value)) {
    const big = BigInt(value);
    return big <= MAX_INT64 && big >= -MAX_INT64;
  }
  return FLOAT.test(value) && value.length <= 40 && Number.isFinite(Number(value));
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
  if (typeof sort !== "string" || sort.length > 32) return null;
  if (order !== "asc" && order !== "desc") return null;
  if (value !== null && (typeof value !== "string" || !isCursorValue(value))) return null;
  if (typeof id !== "number" || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  return { sort, order, value, id };
}
