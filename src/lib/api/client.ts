"use client";
import { MessageType } from "@/domain/enums";
// The browser's /v1 client (spec sections 4, 7, 8): JSON, bearer token when held, the envelope unwrapped, and the
// 401 rule: clear the account, say the session expired, go to /signin; further 401s within ~2 s are ignored.
import { ErrorCode } from "@/domain/error-codes";
import { useRootStore } from "../store/root-store";
import { readTokenCookie } from "../store/token-cookie";

export const UNAUTHORIZED_GUARD_MS = 2000;

export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
    readonly status: number | null,
    readonly data: unknown = null,
  ) {
    super(message, { cause: code });
    this.name = "ApiRequestError";
  }
}

let lastUnauthorizedAt = 0;

function handleUnauthorized(message: string) {
  const now = Date.now();
  if (now - lastUnauthorizedAt < UNAUTHORIZED_GUARD_MS) return;
  lastUnauthorizedAt = now;
  const store = useRootStore.getState();
  store.setAccount(null);
  store.setMessageBox({ type: MessageType.Danger, content: message });
  // The sign-in page repeats the message after the navigation (the message box does not survive a page load).
  window.location.assign("/signin/?expired=1");
}

/**
 * Signing out ends the session on purpose: requests still in flight then answer 401, which must not be read as an
 * expired session (it would send the person to /signin/?expired=1). Starts the same ~2 s window the 401 rule opens.
 */
export function endSessionQuietly(): void {
  lastUnauthorizedAt = Date.now();
}

/** /user -> /v1/user/ (the site uses trailing slashes; this skips a redirect per call). */
export function apiUrl(path: string): string {
  const [pathname = "", query] = path.split("?");
  const withSlash = pathname.endsWith("/") ? pathname : `${pathname}/`;
  return `/v1${withSlash}${query ? `?${query}` : ""}`;
}

/** The headers of every /v1 call: the bearer token when held (the cookie is the fallback when local storage was
 * cleared but the session cookie survived). */
function authHeaders(json: boolean): Record<string, string> {
  const token = useRootStore.getState().token || readTokenCookie();
  const headers: Record<string, string> = json ? { "content-type": "application/json" } : {};
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

type Envelope = { code?: number; message?: string; data?: unknown } | null;

/** Sends one /v1 request under the 401 rule; resolves with the response and, when it is not ok, its envelope. */
async function send(method: string, path: string, body: unknown, json: boolean): Promise<Response> {
  if (Date.now() - lastUnauthorizedAt < UNAUTHORIZED_GUARD_MS) {
    throw new ApiRequestError("Session expired, please login again", ErrorCode.Unauthorized, 401);
  }
  // A file (an image upload) goes as its raw bytes with its own type; everything else as JSON.
  const file = body instanceof Blob ? body : null;
  try {
    return await fetch(apiUrl(path), {
      method,
      headers: file
        ? { ...authHeaders(false), "content-type": file.type || "application/octet-stream" }
        : authHeaders(json),
      body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
  } catch (error) {
    throw new ApiRequestError(error instanceof Error && error.message ? error.message : "Network error", null, null);
  }
}

async function readEnvelope(response: Response): Promise<Envelope> {
  try {
    return (await response.json()) as Envelope;
  } catch {
    return null;
  }
}

/** The error of a refused answer: the 401 rule, the plan-limit modal, the server's message (spec section 8). */
function refusal(response: Response, envelope: Envelope): ApiRequestError {
  if (response.status === 401) {
    const message = envelope?.message || "Session expired, please login again";
    handleUnauthorized(message);
    return new ApiRequestError(message, ErrorCode.Unauthorized, 401);
  }
  if (envelope && typeof envelope.code === "number" && envelope.code !== 0) {
    // Any plan-limit answer opens the plan-limit modal (spec section 8), with the answer's data (which limit, which
    // plan lifts it) for the modal to name them.
    if (envelope.code === ErrorCode.PlanLimitReached && typeof window !== "undefined") {
      window.dispatchEvent(new CustomEvent("feedscope:plan-limit", { detail: envelope.data ?? null }));
    }
    return new ApiRequestError(envelope.message || "Request failed", envelope.code, response.status, envelope.data);
  }
  return new ApiRequestError(`API request failed: ${response.status}`, null, response.status);
}

export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await send(method, path, body, true);
  const envelope = await readEnvelope(response);
  if (response.status !== 401 && envelope && envelope.code === 0) return envelope.data as T;
  throw refusal(response, envelope);
}

export interface ApiFile {
  blob: Blob;
  /** The name from Content-Disposition, else the caller's fallback. */
  filename: string;
}

/** A file answer (CSV export): same token and 401 rule as every call; a refusal still arrives as an envelope. */
export async function apiDownload(path: string, fallbackName: string): Promise<ApiFile> {
  const response = await send("GET", path, undefined, false);
  if (!response.ok) throw refusal(response, await readEnvelope(response));
  const filename = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  return { blob: await response.blob(), filename };
}

export const api = {
  get: <T>(path: string) => apiRequest<T>("GET", path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>("POST", path, body ?? {}),
  put: <T>(path: string, body?: unknown) => apiRequest<T>("PUT", path, body ?? {}),
  delete: <T>(path: string) => apiRequest<T>("DELETE", path),
  /** PUT a file as the raw body (the avatar upload, /v1/account/upload/{token}). */
  upload: <T>(path: string, file: Blob) => apiRequest<T>("PUT", path, file),
};
