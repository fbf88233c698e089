// Calls made with an API key (issue 17 item 3): `Authorization: Bearer fsk_…`. requireActor and the public
// routes' requester (../requester.ts) both come here, so every route that knows a caller knows key callers too.
// Each call is counted against the key's per-minute limit in the database limiter (src/server/security/limits.ts)
// and answered with RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds until the window ends);
// past the limit, 429 with Retry-After (app.ts) and code 42900.
import "server-only";
import type { Context } from "hono";
import { looksLikeApiKey } from "@/domain/api-keys";
import { getEnv } from "../../env";
import { apiKeyRequestLimit } from "../../security/limits";
import { hitRateLimit, limitSubject } from "../../security/rate-limit";
import { RateLimitedError } from "../../security/rate-limited-error";
import { authenticateApiKey } from "../../services/api-keys/authenticate-api-key";
import type { Actor } from "../../services/context";
import type { AppEnv } from "../context";

/** The key sent as `Authorization: Bearer fsk_…`, or null when the request carries a session or nothing. */
export function bearerApiKey(headers: Headers): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get("authorization") ?? "");
  return match?.[1] && looksLikeApiKey(match[1]) ? match[1] : null;
}

/** The key's Actor, after counting the call against the key's limit (401 for a bad key, 429 past the limit). */
export async function apiKeyActor(c: Context<AppEnv>, key: string): Promise<Actor> {
  const actor = await authenticateApiKey(c.var.db, key);
  const keyId = actor.apiKey?.id ?? 0;
  const rule = apiKeyRequestLimit(getEnv().apiKeyRatePerMinute);
  const result = await hitRateLimit(c.var.db, rule, limitSubject("key", keyId));
  c.header("RateLimit-Limit", String(rule.limit));
  c.header("RateLimit-Remaining", String(result.remaining));
  c.header("RateLimit-Reset", String(result.resetSeconds));
  if (!result.allowed) throw new RateLimitedError(rule.message, result.retryAfterSeconds);
  return actor;
}
