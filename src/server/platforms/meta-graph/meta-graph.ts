// Reading answers of Meta's Graph APIs (graph.facebook.com for Instagram, graph.threads.net for Threads): both wrap
// failures in the same envelope, {"error":{"message","type","code","error_subcode","fbtrace_id"}}, and both send
// throttling as ordinary 400/403 answers with a throttle code, so the body decides, not the HTTP status. The Threads
// adapter reuses this file; each platform keeps its own mapping from these codes to typed errors.
import "server-only";
import { MalformedError, type PlatformError, UpstreamError } from "../errors";

export interface GraphError {
  message: string;
  type: string | null;
  code: number | null;
  subcode: number | null;
  status: number;
}

/** 190: the access token is invalid, expired or revoked (reference §3.3). */
export const GRAPH_TOKEN_INVALID = 190;

/** Throttle codes: 4 app, 17 user, 32 page, 613 custom, 80002 Instagram Business Use Case (reference §3.3). */
export const GRAPH_THROTTLE_CODES: ReadonlySet<number> = new Set([4, 17, 32, 613, 80002]);

/**
 * Permission codes: 10 "application does not have permission", 200–299 missing permission (standard Graph codes).
 * They mean the token lacks a scope or App Review grant, a configuration problem rather than a missing account.
 */
export function isGraphPermissionCode(code: number | null): boolean {
  return code === 10 || (code !== null && code >= 200 && code <= 299);
}

function integerOrNull(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) ? value : null;
}

export function parseGraphError(body: unknown, status: number): GraphError | null {
  if (typeof body !== "object" || body === null || !("error" in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error !== "object" || error === null) return null;
  const fields = error as Record<string, unknown>;
  return {
    message: typeof fields.message === "string" ? fields.message : "Unknown Graph API error",
    type: typeof fields.type === "string" ? fields.type : null,
    code: integerOrNull(fields.code),
    subcode: integerOrNull(fields.error_subcode),
    status,
  };
}

export function describeGraphError(error: GraphError): string {
  const subcode = error.subcode === null ? "" : `/${error.subcode}`;
  return `Graph error ${error.code ?? "?"}${subcode} (HTTP ${error.status}): ${error.message}`;
}

export type GraphErrorClassifier = (error: GraphError) => PlatformError;

/**
 * The JSON object of a Graph answer that HttpSource let through (2xx, or a 4xx other than 429). A Graph error
 * envelope is handed to the platform's classifier; anything that is not a JSON object is malformed on success and an
 * upstream failure otherwise (a proxy's HTML 404, say).
 */
export async function readGraphObject(
  response: Response,
  source: string,
  classify: GraphErrorClassifier,
): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    // The timeout signal also covers the body; a stalled body is a transient failure like a stalled header.
    throw new UpstreamError(source, `${source} stopped sending its answer`, response.status, { cause });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    if (response.ok) throw new MalformedError(source, `${source} answered with invalid JSON`, { cause });
    throw new UpstreamError(source, `${source} answered ${response.status} without a JSON body`, response.status);
  }
  const graphError = parseGraphError(body, response.status);
  if (graphError) throw classify(graphError);
  if (!response.ok) {
    throw new UpstreamError(source, `${source} answered ${response.status} without an error envelope`, response.status);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new MalformedError(source, `${source} answered with JSON that is not an object`);
  }
  return body as Record<string, unknown>;
}

/** Graph cursor paging (`data[]`, `paging.cursors.after`, `paging.next` absent on the last page). */
export interface GraphPage {
  data: unknown[];
  after: string | null;
  hasNext: boolean;
}

export function readGraphPage(edge: unknown): GraphPage | null {
  if (typeof edge !== "object" || edge === null) return null;
  const { data, paging } = edge as { data?: unknown; paging?: unknown };
  if (!Array.isArray(data)) return null;
  const pagingFields = typeof paging === "object" && paging !== null ? (paging as Record<string, unknown>) : {};
  const cursors = pagingFields.cursors;
  const after =
    typeof cursors === "object" && cursors !== null && typeof (cursors as { after?: unknown }).after === "string"
      ? (cursors as { after: string }).after
      : null;
  return { data, after: after || null, hasNext: typeof pagingFields.next === "string" };
}

/**
 * The cursor for the next page, or null at the end. `paging.next` is the documented end marker, but nested edges
 * (business discovery's `media`) are read by trackers through `cursors.after` alone, so a full page without `next`
 * still earns one more request; that request comes back empty and ends the listing.
 */
export function nextCursor(page: GraphPage, requested: number): string | null {
  if (!page.after || page.data.length === 0) return null;
  return page.hasNext || page.data.length >= requested ? page.after : null;
}
