// Billing (issue 15): the plan catalogue, the team's subscription and payments, checkout, portal, cancel and
// resume, the provider webhook, and the built-in test provider's checkout and clock ("Test mode"). Reads need
// Owner or Admin (ViewBilling); writes the Owner (ManageBilling) with a verified address.
import "server-only";
import { createRoute, z } from "@hono/zod-openapi";
import { catalogPlans } from "@/domain/billing/catalog";
import {
  CheckoutBody,
  CheckoutSessionParam,
  PaymentIdParam,
  PaymentPage,
  PaymentsQuery,
  PlanCatalog,
  RedirectUrl,
  Subscription,
  TestAdvanceBody,
  TestCheckout,
  TestPayBody,
  WebhookAck,
} from "@/domain/contracts/billing";
import { REFUND_DAYS } from "@/domain/plans";
import { Action } from "@/domain/roles";
import { activeProviderName } from "../../billing/get-provider";
import { renderTestInvoice } from "../../billing/invoice-page";
import { getEnv } from "../../env";
import { notFound } from "../../errors/api-error";
import { getPayment } from "../../queries/billing/get-payment";
import { getSubscription } from "../../queries/billing/get-subscription";
import { getTestCheckout } from "../../queries/billing/get-test-checkout";
import { listPayments } from "../../queries/billing/list-payments";
import { getUserLocale } from "../../queries/user/get-user-locale";
import { openPortal } from "../../services/billing/open-portal";
import { receiveWebhook } from "../../services/billing/receive-webhook";
import { setCancelAtPeriodEnd } from "../../services/billing/set-cancel-at-period-end";
import { startCheckout } from "../../services/billing/start-checkout";
import { advanceTestPeriod, payTestCheckout } from "../../services/billing/test-mode";
import { ok } from "../envelope";
import { requireActor } from "../middleware/require-actor";
import { requirePermission } from "../middleware/require-permission";
import { requireVerifiedEmail } from "../middleware/require-verified-email";
import { bearerSecurity, jsonBody, responses } from "../openapi-helpers";
import { actorContext, createRouter } from "../router";

const tags = ["Billing"];
const reader = { middleware: [requireActor, requirePermission(Action.ViewBilling)], security: bearerSecurity };
const payer = {
  middleware: [requireActor, requirePermission(Action.ManageBilling), requireVerifiedEmail("checkout")],
  security: bearerSecurity,
};

const routes = {
  plans: createRoute({
    method: "get",
    path: "/billing/plans",
    tags,
    summary: "The plan catalogue: monthly and yearly prices, limits, and which provider is active (no sign-in)",
    responses: responses(PlanCatalog, "The catalogue", []),
  }),
  subscription: createRoute({
    method: "get",
    path: "/billing/subscription",
    tags,
    summary: "The team's plan, subscription, grace period, what a downgrade stopped, and usage (Owner, Admin)",
    ...reader,
    responses: responses(Subscription, "The subscription", [401, 403]),
  }),
  checkout: createRoute({
    method: "post",
    path: "/billing/checkout",
    tags,
    summary: "Where to send the browser to buy a SKU, or to change plan while subscribed (Owner)",
    ...payer,
    request: { body: jsonBody(CheckoutBody) },
    responses: responses(RedirectUrl, "Send the browser here", [400, 401, 403, 409, 503]),
  }),
  portal: createRoute({
    method: "post",
    path: "/billing/portal",
    tags,
    summary: "Card and cancellation: Stripe's Customer Portal, or the test panel in Test mode (Owner)",
    ...payer,
    responses: responses(RedirectUrl, "Send the browser here", [401, 403, 409, 503]),
  }),
  cancel: createRoute({
    method: "post",
    path: "/billing/cancel",
    tags,
    summary: "End the subscription at the period end (Owner)",
    ...payer,
    responses: responses(Subscription, "The subscription", [401, 403, 409, 503]),
  }),
  resume: createRoute({
    method: "post",
    path: "/billing/resume",
    tags,
    summary: "Keep a subscription that was set to end (Owner)",
    ...payer,
    responses: responses(Subscription, "The subscription", [401, 403, 409, 503]),
  }),
  payments: createRoute({
    method: "get",
    path: "/billing/payments",
    tags,
    summary: "The team's payments, newest first (Owner, Admin)",
    ...reader,
    request: { query: PaymentsQuery },
    responses: responses(PaymentPage, "A page of payments", [400, 401, 403]),
  }),
  invoice: createRoute({
    method: "get",
    path: "/billing/payments/{id}/invoice",
    tags,
    summary: "The invoice: the app's own HTML page in Test mode, a redirect to Stripe's hosted invoice otherwise",
    ...reader,
    request: { params: PaymentIdParam },
    responses: {
      ...responses(z.null(), "The invoice", [401, 403, 404]),
      200: { description: "The invoice page", content: { "text/html": { schema: z.string() } } },
      302: { description: "Redirect to the hosted invoice" },
    },
  }),
  webhook: createRoute({
    method: "post",
    path: "/billing/webhook",
    tags,
    summary:
      "Provider events (raw body, verified with the provider's signature header; no session). Unsigned or wrongly signed: 400 40010",
    responses: responses(WebhookAck, "Received", [400, 503]),
  }),
  testCheckout: createRoute({
    method: "get",
    path: "/billing/test/checkout/{session_id}",
    tags,
    summary: "Test mode: the checkout session the test checkout page shows",
    ...reader,
    request: { params: CheckoutSessionParam },
    responses: responses(TestCheckout, "The session", [401, 403, 404]),
  }),
  testPay: createRoute({
    method: "post",
    path: "/billing/test/checkout/{session_id}/pay",
    tags,
    summary: "Test mode: pay with a test card (4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined, 400 40009)",
    ...payer,
    request: { params: CheckoutSessionParam, body: jsonBody(TestPayBody) },
    responses: responses(RedirectUrl, "Paid: send the browser here", [400, 401, 403, 404, 409, 503]),
  }),
  testAdvance: createRoute({
    method: "post",
    path: "/billing/test/advance",
    tags,
    summary:
      "Test mode simulation: end the current period now (renew, renew with a failed payment, or end a cancelled subscription)",
    ...payer,
    request: { body: { required: false, content: { "application/json": { schema: TestAdvanceBody } } } },
    responses: responses(Subscription, "The subscription after the period end", [400, 401, 403, 404, 409, 503]),
  }),
};

export const billingRoutes = createRouter()
  .openapi(routes.plans, (c) =>
    c.json(ok({ plans: catalogPlans(), provider: activeProviderName(), refund_days: REFUND_DAYS }), 200),
  )
  .openapi(routes.subscription, async (c) =>
    c.json(ok(await getSubscription(c.var.db, c.var.actor.teamId, activeProviderName())), 200),
  )
  .openapi(routes.checkout, async (c) =>
    c.json(ok(await startCheckout({ ctx: actorContext(c), input: c.req.valid("json") })), 200),
  )
  .openapi(routes.portal, async (c) => c.json(ok(await openPortal({ ctx: actorContext(c) })), 200))
  .openapi(routes.cancel, async (c) =>
    c.json(ok(await setCancelAtPeriodEnd({ ctx: actorContext(c), cancel: true })), 200),
  )
  .openapi(routes.resume, async (c) =>
    c.json(ok(await setCancelAtPeriodEnd({ ctx: actorContext(c), cancel: false })), 200),
  )
  .openapi(routes.payments, async (c) => {
    const query = c.req.valid("query");
    const page = await listPayments(c.var.db, {
      teamId: c.var.actor.teamId,
      page: query.page,
      pageSize: query.page_size,
    });
    return c.json(ok(page), 200);
  })
  .openapi(routes.invoice, async (c) => {
    const found = await getPayment(c.var.db, { teamId: c.var.actor.teamId, paymentId: c.req.valid("param").id });
    if (!found) throw notFound("No such payment");
    if (found.payment.hostedInvoiceUrl) return c.redirect(found.payment.hostedInvoiceUrl, 302);
    if (found.payment.provider !== "test") throw notFound("This payment has no invoice yet");
    const env = getEnv();
    const html = await renderTestInvoice({
      payment: found.payment,
      teamName: found.teamName,
      seller: { name: "Feedscope", email: env.supportEmail },
      viewerLocale: await getUserLocale(c.var.db, c.var.actor.userId),
    });
    return c.html(html, 200);
  })
  .openapi(routes.webhook, async (c) =>
    c.json(ok(await receiveWebhook(c.var.db, await c.req.text(), c.req.raw.headers)), 200),
  )
  .openapi(routes.testCheckout, async (c) => {
    const session = await getTestCheckout(c.var.db, {
      teamId: c.var.actor.teamId,
      sessionId: c.req.valid("param").session_id,
    });
    if (!session || activeProviderName() !== "test") throw notFound("No such checkout session");
    return c.json(ok(session), 200);
  })
  .openapi(routes.testPay, async (c) =>
    c.json(
      ok(
        await payTestCheckout({
          ctx: actorContext(c),
          sessionId: c.req.valid("param").session_id,
          input: c.req.valid("json"),
        }),
      ),
      200,
    ),
  )
  .openapi(routes.testAdvance, async (c) => {
    // The body is optional: no body means a paid renewal.
    const input = c.req.header("content-type")?.includes("application/json") ? c.req.valid("json") : {};
    return c.json(ok(await advanceTestPeriod({ ctx: actorContext(c), input: input ?? {} })), 200);
  });
