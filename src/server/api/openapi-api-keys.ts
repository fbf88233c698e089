// The API-key security scheme in the OpenAPI document (issue 17 items 3 and 5): every signed-in operation a key may
// call lists `apiKey` beside `bearerAuth` and says the least scope it needs (`x-api-key-scope`). Which operations
// those are is read from the same guard tags requireActor enforces (middleware/api-key-scope.ts), so the document
// cannot promise a route the guard refuses.
import "server-only";
import { type ApiKeyScope, scopeAllows } from "@/domain/api-keys";
import type { ActionValue } from "@/domain/roles";
import { GUARDED_ACTION } from "./middleware/api-key-scope";

export const API_KEY_SCHEME = {
  type: "http",
  scheme: "bearer",
  bearerFormat: "fsk_…",
  description:
    "An API key from Settings → API (Max plan), sent as `Authorization: Bearer fsk_…`. Read keys read and export; " +
    "write keys also track, stop, resume and delete feeds and channels and manage collections. " +
    "Each key may make API_KEY_RATE_PER_MINUTE requests a minute (60 by default); answers carry RateLimit-Limit, " +
    "RateLimit-Remaining and RateLimit-Reset.",
} as const;

interface RouteEntry {
  method: string;
  path: string;
  handler: unknown;
}

type Operation = { security?: Record<string, string[]>[] } & Record<string, unknown>;

const READ_METHODS = new Set(["GET", "HEAD"]);

/** The least scope that may call an operation with these guards, or null when no key may. */
export function keyScopeFor(method: string, actions: ActionValue[]): ApiKeyScope | null {
  if (!READ_METHODS.has(method) && actions.length === 0) return null;
  for (const scope of ["read", "write"] as const) if (actions.every((a) => scopeAllows(scope, a))) return scope;
  return null;
}

/** Hono's `/v1/feed/:id` for OpenAPI's `/v1/feed/{id}`. */
const honoPath = (path: string) => path.replace(/\{([^}]+)\}/g, ":$1");

/** Adds the apiKey scheme to the operations a key may call, in place. */
export function addApiKeySecurity(doc: { paths?: Record<string, Record<string, Operation>> }, routes: RouteEntry[]) {
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    const routePath = honoPath(path.startsWith("/v1") ? path : `/v1${path}`);
    for (const [method, operation] of Object.entries(operations)) {
      if (!operation.security?.length) continue;
      const upper = method.toUpperCase();
      const actions = routes
        .filter((r) => r.path === routePath && (r.method === upper || r.method === "ALL"))
        .map((r) => (r.handler as { [GUARDED_ACTION]?: ActionValue })[GUARDED_ACTION])
        .filter((a): a is ActionValue => a !== undefined);
      const scope = keyScopeFor(upper, actions);
      if (!scope) continue;
      // A route for keys only (POST /v1/mcp) names the scheme itself.
      if (!operation.security.some((requirement) => "apiKey" in requirement))
        operation.security = [...operation.security, { apiKey: [] }];
      operation["x-api-key-scope"] = scope;
    }
  }
}
