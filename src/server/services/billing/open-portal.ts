// POST /v1/billing/portal: card changes and cancellation. Stripe's Customer Portal for the team's customer; in test
// mode the subscriptions page's own test panel. Stripe without a customer (never subscribed): 409 40903.
import "server-only";
import type { RedirectUrl } from "@/domain/contracts/billing";
import { ErrorCode } from "@/domain/error-codes";
import { getBillingProvider } from "../../billing/get-provider";
import { getEnv } from "../../env";
import { ApiError } from "../../errors/api-error";
import { getCurrentSubscription } from "../../queries/billing/get-current-subscription";
import type { ActorContext } from "../context";

export async function openPortal({ ctx }: { ctx: ActorContext }): Promise<RedirectUrl> {
  const provider = await getBillingProvider(ctx.db);
  const current = await getCurrentSubscription(ctx.db, ctx.actor.teamId);
  const customerId = current?.provider === provider.name ? current.providerCustomerId : null;
  if (!customerId && provider.name !== "test") {
    throw new ApiError(ErrorCode.SubscriptionState, "The team has no subscription to manage yet");
  }
  return provider.createPortal({
    customerId: customerId ?? "",
    returnUrl: `${getEnv().appUrl}/dashboard/subscriptions/`,
  });
}
