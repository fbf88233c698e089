// POST /v1/billing/cancel and /resume: the subscription ends (or goes on) at the period end. Nothing running, or
// already in the asked state: 409 40903. The state is written at once (the provider's event confirms it later).
import "server-only";
import type { Subscription } from "@/domain/contracts/billing";
import { ErrorCode } from "@/domain/error-codes";
import { applySubscriptionState } from "../../billing/apply-billing-event";
import { getBillingProvider } from "../../billing/get-provider";
import { ApiError } from "../../errors/api-error";
import { getCurrentSubscription } from "../../queries/billing/get-current-subscription";
import { getSubscription } from "../../queries/billing/get-subscription";
import type { ActorContext } from "../context";

export async function setCancelAtPeriodEnd({
  ctx,
  cancel,
}: {
  ctx: ActorContext;
  cancel: boolean;
}): Promise<Subscription> {
  const provider = await getBillingProvider(ctx.db);
  const current = await getCurrentSubscription(ctx.db, ctx.actor.teamId);
  if (!current || current.status === "canceled" || current.provider !== provider.name) {
    throw new ApiError(ErrorCode.SubscriptionState, "The team has no running subscription");
  }
  if (current.cancelAtPeriodEnd === cancel) {
    throw new ApiError(
      ErrorCode.SubscriptionState,
      cancel ? "The subscription already ends at the period end" : "The subscription is not set to end",
    );
  }
  const updated = await provider.setCancelAtPeriodEnd({ subscriptionId: current.providerSubscriptionId, cancel });
  await applySubscriptionState(ctx.db, provider, updated);
  return getSubscription(ctx.db, ctx.actor.teamId, provider.name);
}
