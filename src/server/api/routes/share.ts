// Share links (issue 17 item 2): Owner and Admin (verified address) make read-only links to one collection, channel
// or feed of their team; anyone with the link opens it at /share/{key}/ without signing in. A link with a password
// answers 401 (code 40101, data.password_required) until the visitor sends the X-Share-Token that
// POST /v1/share/{key}/auth gives for the right password (90002 for a wrong one, rate limited per link and client IP).
// Revoked, expired and unknown keys answer 404. Static paths are registered before /share/{key}.
import "server-only";
import { createRoute, z } from "@hono/zod-openapi";
import {
  ShareAuthBody,
  ShareCreateBody,
  ShareCreated,
  SharedView,
  ShareKeyParam,
  ShareLinkList,
  SharePasswordBody,
  ShareToken,
  ShareViewQuery,
} from "@/domain/contracts/share";
import { Action } from "@/domain/roles";
import { now } from "../../clock";
import { getEnv } from "../../env";
import { listShareLinks, shareUrl } from "../../queries/share/list-share-links";
import { authenticateShare, openSharedView } from "../../services/share/open-shared-view";
import { createShareLink, revokeShareLink, setShareLinkPassword } from "../../services/share/share-link-actions";
import { ok } from "../envelope";
import { refuseApiKeys } from "../middleware/api-key-scope";
import { requireActor } from "../middleware/require-actor";
import { requirePermission } from "../middleware/require-permission";
import { requireVerifiedEmail } from "../middleware/require-verified-email";
import { bearerSecurity, jsonBody, responses } from "../openapi-helpers";
import { actorContext, createRouter } from "../router";

const tags = ["Share links"];
export const SHARE_TOKEN_HEADER = "x-share-token";
// The list holds every live link's key, which opens the shared view: for people, not API keys.
const signedInPerson = { middleware: [requireActor, refuseApiKeys], security: bearerSecurity };
const manage = {
  middleware: [requireActor, requirePermission(Action.ManageApiKeys), requireVerifiedEmail("share-links")],
  security: bearerSecurity,
};
const ShareTokenHeader = z.object({
  [SHARE_TOKEN_HEADER]: z
    .string()
    .max(256)
    .optional()
    .meta({ param: { name: SHARE_TOKEN_HEADER, in: "header" }, description: "The token from /v1/share/{key}/auth" }),
});

const routes = {
  create: createRoute({
    method: "post",
    path: "/share",
    tags,
    summary: "Share a collection, channel or feed as a read-only link (Owner or Admin, verified email)",
    ...manage,
    request: { body: jsonBody(ShareCreateBody) },
    responses: responses(ShareCreated, "The new link", [400, 401, 403, 404]),
  }),
  list: createRoute({
    method: "get",
    path: "/share/list",
    tags,
    summary: "The team's live share links with their view counts, newest first",
    ...signedInPerson,
    responses: responses(ShareLinkList, "The links", [401]),
  }),
  view: createRoute({
    method: "get",
    path: "/share/{key}",
    tags,
    summary:
      "The shared view (no sign-in); 401 with data.password_required until a valid X-Share-Token is sent; " +
      "view=1 counts it as a view",
    request: { params: ShareKeyParam, query: ShareViewQuery, headers: ShareTokenHeader },
    responses: responses(SharedView, "The shared collection, channel or feed", [401, 404]),
  }),
  auth: createRoute({
    method: "post",
    path: "/share/{key}/auth",
    tags,
    summary: "Trade the link's password (MD5 hex) for a share token; 90002 when it is wrong; rate limited",
    request: { params: ShareKeyParam, body: jsonBody(ShareAuthBody) },
    responses: responses(ShareToken, "The token", [400, 403, 404, 429]),
  }),
  password: createRoute({
    method: "put",
    path: "/share/{key}",
    tags,
    summary: "Set or remove the link's password; tokens made under the old one stop working",
    ...manage,
    request: { params: ShareKeyParam, body: jsonBody(SharePasswordBody) },
    responses: responses(ShareCreated, "The link", [400, 401, 403, 404]),
  }),
  revoke: createRoute({
    method: "delete",
    path: "/share/{key}",
    tags,
    summary: "Revoke the link at once",
    ...manage,
    request: { params: ShareKeyParam },
    responses: responses(ShareCreated, "Revoked", [401, 403, 404]),
  }),
};

const created = (key: string) => ({ key, url: shareUrl(getEnv().appUrl, key) });

export const shareRoutes = createRouter()
  .openapi(routes.create, async (c) => {
    const { key } = await createShareLink({ ctx: actorContext(c), input: c.req.valid("json") });
    return c.json(ok(created(key), "Share link created"), 200);
  })
  .openapi(routes.list, async (c) => {
    const links = await listShareLinks(c.var.db, { teamId: c.var.actor.teamId, at: now(), appUrl: getEnv().appUrl });
    return c.json(ok({ links }), 200);
  })
  .openapi(routes.view, async (c) => {
    const token = c.req.valid("header")[SHARE_TOKEN_HEADER] ?? null;
    const view = await openSharedView(c.var.db, {
      key: c.req.valid("param").key,
      token,
      countView: c.req.valid("query").view === "1",
    });
    // A shared view is not for search engines (issue 17 item 2) and may be behind a password: never cached.
    c.header("X-Robots-Tag", "noindex, nofollow");
    c.header("Cache-Control", "no-store");
    return c.json(ok(view), 200);
  })
  .openapi(routes.auth, async (c) => {
    const token = await authenticateShare(c.var.db, {
      key: c.req.valid("param").key,
      password: c.req.valid("json").password,
      headers: c.req.raw.headers,
    });
    return c.json(ok(token), 200);
  })
  .openapi(routes.password, async (c) => {
    const { key } = await setShareLinkPassword({
      ctx: actorContext(c),
      key: c.req.valid("param").key,
      password: c.req.valid("json").password,
    });
    return c.json(ok(created(key), "Password changed"), 200);
  })
  .openapi(routes.revoke, async (c) => {
    const { key } = await revokeShareLink({ ctx: actorContext(c), key: c.req.valid("param").key });
    return c.json(ok(created(key), "Share link revoked"), 200);
  });
