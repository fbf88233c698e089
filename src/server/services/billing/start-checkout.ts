// POST /v1/billing/checkout: where to send the browser to buy `sku`. Not subscribed: the provider's checkout.
// Subscribed on that SKU already: 409 40903. Subscribed on another SKU: the test provider switches at once on an
// upgrade and at the period end on a downgrade; Stripe sends the Owner to its Customer Portal to change the plan.
import "server-only";
import { isUpgrade } from "@/domain/billing/plan-change";
import type { CheckoutBody, RedirectUrl } from "@/domain/contracts/billing";
import { ErrorCode } from "@/domain/error-codes";
import { getBillingProvider } from "../../billing/get-provider";
import { CHECKOUT_SUCCESS_URL, isTestProvider } from "../../billing/test-provider";
import { getEnv } from "../../env";
import { ApiError } from "../../errors/api-error";
import { getCurrentSubscription } from "../../queries/billing/get-current-subscription";
import type { ActorContext } from "../context";

export const PLAN_CHANGE_SCHEDULED_URL = "/dashboard/subscriptions/?change=scheduled";

export async function startCheckout({ ctx, input }: { ctx: ActorContext; input: CheckoutBody }): Promise<RedirectUrl> {
  const provider = await getBillingProvider(ctx.db);
  const current = await getCurrentSubscription(ctx.db, ctx.actor.teamId);
  const appUrl = getEnv().appUrl;
  const running = current && current.status !== "canceled" && current.provider === provider.name ? current : null;
  if (running) {
    if (running.sku === input.sku) {
      throw new ApiError(ErrorCode.SubscriptionState, "The team is already subscribed to this plan");
    }
    if (isTestProvider(provider)) {
      const now = isUpgrade(running.sku, input.sku);
      await provider.changeSku(running.providerSubscriptionId, input.sku, now ? "now" : "period_end");
      return { url: now ? CHECKOUT_SUCCESS_URL : PLAN_CHANGE_SCHEDULED_URL };
    }
    return provider.createPortal({
      customerId: running.providerCustomerId,
      returnUrl: `${appUrl}/dashboard/subscriptions/`,
    });
  }
  const { url } = await provider.createCheckout({
    teamId: ctx.actor.teamId,
    sku: input.sku,
    customerEmail: ctx.actor.email,
    customerId: current?.provider === provider.name ? current.providerCustomerId : null,
    successUrl: `${appUrl}${CHECKOUT_SUCCESS_URL}`,
    cancelUrl: `${appUrl}/dashboard/subscriptions/?checkout=cancel`,
  });
  return { url };
}
