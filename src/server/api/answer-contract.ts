// Checks every success answer against its route's response schema before it is sent, outside production
// (issue 12, item 1): a query or service whose answer drifts from its contract (a missing or mistyped field, or a
// field the contract does not document) fails the request, so the test that made it fails too.
import "server-only";
import type { RouteConfig } from "@hono/zod-openapi";
import { z } from "zod";

export class AnswerContractError extends Error {
  constructor(route: Pick<RouteConfig, "method" | "path">, problem: string) {
    super(`${route.method.toUpperCase()} ${route.path} answered outside its contract: ${problem}`);
    this.name = "AnswerContractError";
  }
}

/** The zod schema of a route's JSON 200 answer, if it declares one. */
export function successSchemaOf(route: Pick<RouteConfig, "responses">): z.ZodType | null {
  const success = route.responses[200];
  const content = success && "content" in success ? success.content : undefined;
  const media = content?.["application/json"];
  const schema = media && "schema" in media ? media.schema : undefined;
  return schema instanceof z.ZodType ? schema : null;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The first path present in the sent answer but dropped by the schema (zod strips keys it does not know). */
export function firstUndocumentedPath(sent: Json, parsed: unknown, path = "data"): string | null {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    for (const [index, item] of sent.entries()) {
      const found = firstUndocumentedPath(item, parsed[index], `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (sent && typeof sent === "object" && !Array.isArray(sent)) {
    const known = parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
    for (const [key, value] of Object.entries(sent)) {
      if (!(key in known)) return `${path}.${key}`;
      const found = firstUndocumentedPath(value, known[key], `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/** Throws AnswerContractError when a JSON 200 answer does not match the route's schema exactly. */
export async function assertAnswerMatchesContract(
  route: Pick<RouteConfig, "method" | "path" | "responses">,
  response: Response,
): Promise<void> {
  if (response.status !== 200) return;
  if (!response.headers.get("content-type")?.includes("application/json")) return;
  const schema = successSchemaOf(route);
  if (!schema) return;
  const envelope = (await response.clone().json()) as Json;
  const result = schema.safeParse(envelope);
  if (!result.success) throw new AnswerContractError(route, z.prettifyError(result.error));
  const extra = firstUndocumentedPath(
    (envelope as { data?: Json }).data ?? null,
    (result.data as { data?: unknown }).data,
  );
  if (extra) throw new AnswerContractError(route, `${extra} is not in the response schema`);
}
