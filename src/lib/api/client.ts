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

/** /user -> /v1/user/ (the site uses trailing slashes; this skips a redirect per call). */
export function apiUrl(path: string): string {
  const [pathname = "", query] = path.split("?");
  const withSlash = pathname.endsWith("/") ? pathname : `${pathname}/`;
  return `/v1${withSlash}${query ? `?${query}` : ""}`;
}

export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  if (Date.now() - lastUnauthorizedAt < UNAUTHORIZED_GUARD_MS) {
    throw new ApiRequestError("Session expired, please login again", ErrorCode.Unauthorized, 401);
  }
  // The cookie is the fallback when local storage was cleared but the session cookie survived.
  const token = useRootStore.getState().token || readTokenCookie();
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiRequestError(error instanceof Error && error.message ? error.message : "Network error", null, null);
  }
  let envelope: { code?: number; message?: string; data?: unknown } | null = null;
  try {
    envelope = await response.json();
  } catch {
    envelope = null;
  }
  if (response.status === 401) {
    const message = envelope?.message || "Session expired, please login again";
    handleUnauthorized(message);
    throw new ApiRequestError(message, ErrorCode.Unauthorized, 401);
  }
  if (envelope && typeof envelope.code === "number") {
    if (envelope.code !== 0) {
      // Any plan-limit answer opens the plan-limit modal (spec section 8).
      if (envelope.code === ErrorCode.PlanLimitReached && typeof window !== "undefined") {
        window.dispatchEvent(new CustomEvent("feedscope:plan-limit"));
      }
      throw new ApiRequestError(envelope.message || "Request failed", envelope.code, response.status, envelope.data);
    }
    return envelope.data as T;
  }
  throw new ApiRequestError(`API request failed: ${response.status}`, null, response.status);
}

export const api = {
  get: <T>(path: string) => apiRequest<T>("GET", path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>("POST", path, body ?? {}),
  put: <T>(path: string, body?: unknown) => apiRequest<T>("PUT", path, body ?? {}),
  delete: <T>(path: string) => apiRequest<T>("DELETE", path),
};
