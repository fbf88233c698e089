// API keys (issue 17 item 3): every member sees the team's keys (Analysts read-only in Settings → API); Owner and
// Admin create and revoke (403 40303 otherwise); creating needs a verified address (40301) and the Max plan (90001).
// No API key may call these routes, the list included (40305): keys do not manage keys.
import "server-only";
import { createRoute } from "@hono/zod-openapi";
import { ApiKeyList, CreateApiKeyBody, CreatedApiKey } from "@/domain/contracts/api-keys";
import { EntityId, IdParam } from "@/domain/contracts/common";
import { Action } from "@/domain/roles";
import { getEnv } from "../../env";
import { listApiKeys } from "../../queries/api-keys/list-api-keys";
import { createApiKey } from "../../services/api-keys/create-api-key";
import { revokeApiKey } from "../../services/api-keys/revoke-api-key";
import { ok } from "../envelope";
import { refuseApiKeys } from "../middleware/api-key-scope";
import { requireActor } from "../middleware/require-actor";
import { requirePermission } from "../middleware/require-permission";
import { requireVerifiedEmail } from "../middleware/require-verified-email";
import { bearerSecurity, jsonBody, responses } from "../openapi-helpers";
import { actorContext, createRouter } from "../router";

const tags = ["API keys"];

const list = createRoute({
  method: "get",
  path: "/api-keys",
  tags,
  summary: "The team's API keys that are not revoked (name, prefix, scope, creator, last use, expiry), newest first",
  middleware: [requireActor, refuseApiKeys],
  security: bearerSecurity,
  responses: responses(ApiKeyList, "The keys", [401, 403]),
});

const create = createRoute({
  method: "post",
  path: "/api-keys",
  tags,
  summary:
    "Create a key (Owner or Admin, verified email, Max plan; Free and Pro: 90001). The key is answered only this once",
  middleware: [requireActor, requirePermission(Action.ManageApiKeys), requireVerifiedEmail("api-keys")],
  security: bearerSecurity,
  request: { body: jsonBody(CreateApiKeyBody) },
  responses: responses(CreatedApiKey, "The new key, shown once", [400, 401, 403]),
});

const revoke = createRoute({
  method: "delete",
  path: "/api-keys/{id}",
  tags,
  summary: "Revoke a key: it stops working at once (Owner or Admin)",
  middleware: [requireActor, requirePermission(Action.ManageApiKeys)],
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(EntityId, "Revoked", [400, 401, 403, 404]),
});

export const apiKeyRoutes = createRouter()
  .openapi(list, async (c) => {
    const keys = await listApiKeys(c.var.db, { teamId: c.var.actor.teamId });
    return c.json(ok({ keys, rate_limit_per_minute: getEnv().apiKeyRatePerMinute }), 200);
  })
  .openapi(create, async (c) => {
    const created = await createApiKey({ ctx: actorContext(c), body: c.req.valid("json") });
    return c.json(ok(created, "API key created: copy it now, it is not shown again"), 200);
  })
  .openapi(revoke, async (c) => {
    const { id } = c.req.valid("param");
    await revokeApiKey({ ctx: actorContext(c), id });
    return c.json(ok({ id }, "API key revoked"), 200);
  });
