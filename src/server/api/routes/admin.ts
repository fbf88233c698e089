// Operator routes. They exist only when ADMIN_TOKEN is set (404 otherwise) and require it as the bearer token.
import "server-only";
import crypto from "node:crypto";
import { createRoute } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { PlanSet, RefundBody, Refunded, SetPlanBody } from "@/domain/contracts/admin";
import { ErrorCode } from "@/domain/error-codes";
import { getBillingProvider } from "../../billing/get-provider";
import { getEnv } from "../../env";
import { ApiError } from "../../errors/api-error";
import { refundFirstPayment } from "../../services/admin/refund-first-payment";
import { databaseRefundStore } from "../../services/admin/refund-store";
import { setTeamPlan } from "../../services/admin/set-team-plan";
import type { AppEnv } from "../context";
import { ok } from "../envelope";
import { jsonBody, responses } from "../openapi-helpers";
import { createRouter } from "../router";

function sameSecret(a: string, b: string): boolean {
  const left = crypto.createHash("sha256").update(a).digest();
  const right = crypto.createHash("sha256").update(b).digest();
  return crypto.timingSafeEqual(left, right);
}

const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const token = getEnv().adminToken;
  if (!token) throw new ApiError(ErrorCode.NotFound, `No API route ${c.req.method} ${c.req.path}`);
  const given = (c.req.header("authorization") ?? "").replace(/^Bearer\s+/i, "");
  if (!given || !sameSecret(given, token)) throw new ApiError(ErrorCode.Forbidden, "A valid admin token is required");
  await next();
});

const setPlan = createRoute({
  method: "post",
  path: "/admin/plan",
  tags: ["Admin"],
  summary: "Set the plan of the team a user owns (operators; needs ADMIN_TOKEN)",
  middleware: [requireAdmin],
  security: [{ bearerAuth: [] }],
  request: {
    body: jsonBody(SetPlanBody),
  },
  responses: responses(PlanSet, "Plan set", [400, 403, 404]),
});

const refund = createRoute({
  method: "post",
  path: "/admin/refund",
  tags: ["Admin"],
  summary: "Refund the first payment of the team a user owns, within the refund window (operators; needs ADMIN_TOKEN)",
  middleware: [requireAdmin],
  security: [{ bearerAuth: [] }],
  request: {
    body: jsonBody(RefundBody),
  },
  responses: responses(Refunded, "Refunded through the active payment provider", [400, 403, 404, 409, 503]),
});

export const adminRoutes = createRouter()
  .openapi(setPlan, async (c) => c.json(ok(await setTeamPlan(c.var.db, c.req.valid("json")), "Plan updated"), 200))
  .openapi(refund, async (c) => {
    const db = c.var.db;
    const deps = { store: databaseRefundStore(db), provider: await getBillingProvider(db) };
    return c.json(ok(await refundFirstPayment(c.req.valid("json"), deps), "Refunded"), 200);
  });
