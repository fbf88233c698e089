// The test provider's own actions (Test mode only; with Stripe configured they answer 404): paying a test checkout
// with a test card, and ending the current period now to simulate time (renewal, failed renewal, cancellation).
import "server-only";
import type { RedirectUrl, Subscription, TestAdvanceBody, TestPayBody } from "@/domain/contracts/billing";
import { ErrorCode } from "@/domain/error-codes";
import { getTestProvider } from "../../billing/get-provider";
import { ApiError, notFound } from "../../errors/api-error";
import { getCurrentSubscription } from "../../queries/billing/get-current-subscription";
import { getSubscription } from "../../queries/billing/get-subscription";
import type { ActorContext } from "../context";

async function testProviderOrNotFound(ctx: ActorContext) {
  const provider = await getTestProvider(ctx.db);
  if (!provider) throw notFound("Test mode is off: Stripe is configured");
  return provider;
}

export async function payTestCheckout({
  ctx,
  sessionId,
  input,
}: {
  ctx: ActorContext;
  sessionId: string;
  input: TestPayBody;
}): Promise<RedirectUrl> {
  const provider = await testProviderOrNotFound(ctx);
  const session = await provider.getCheckoutSession(sessionId);
  if (!session || session.teamId !== ctx.actor.teamId) throw notFound("No such checkout session");
  return provider.payCheckout(sessionId, input.card_number);
}

export async function advanceTestPeriod({
  ctx,
  input,
}: {
  ctx: ActorContext;
  input: TestAdvanceBody;
}): Promise<Subscription> {
  const provider = await testProviderOrNotFound(ctx);
  const current = await getCurrentSubscription(ctx.db, ctx.actor.teamId);
  if (!current || current.status === "canceled" || current.provider !== "test") {
    throw new ApiError(ErrorCode.SubscriptionState, "The team has no running test subscription");
  }
  await provider.advancePeriod(current.providerSubscriptionId, { fail: input.fail === true });
  return getSubscription(ctx.db, ctx.actor.teamId, "test");
}
