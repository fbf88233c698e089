// `npm run admin -- refund <email>` (issue 15 item 4): the landing page's money-back guarantee as an operator
// action. The first paid payment of the team the user owns is refunded through the active provider when it is
// at most REFUND_DAYS old (src/domain/refund-window.ts); anything else is refused with a message that says why.
// The money comes back and the paid plan ends: the subscription that payment paid for, when it still runs, is
// cancelled at once (a plan left running after its refund would renew, and charge, again) and the team falls back
// to Free as at any other end. Another subscription the team took out later is paid for on its own and is left.
// The payment is marked refunded here and again, harmlessly, when the provider's charge.refunded event arrives.
import "server-only";
import type { Refunded } from "@/domain/contracts/admin";
import { ErrorCode } from "@/domain/error-codes";
import { REFUND_DAYS } from "@/domain/plans";
import { daysSince, refundDeadline, withinRefundWindow } from "@/domain/refund-window";
import type { BillingProvider, ProviderName, ProviderSubscription } from "../../billing/provider";
import { ApiError, notFound } from "../../errors/api-error";

/** A team's first paid payment, as far as a refund needs it. */
export interface RefundablePayment {
  id: number;
  provider: ProviderName;
  /** What the provider refunds (Stripe: the payment intent or charge); null when it recorded none. */
  chargeId: string | null;
  /** The provider subscription the payment paid for; null when it recorded none. */
  subscriptionId: string | null;
  amountCents: number;
  currency: string;
  paidAt: Date;
  refunded: boolean;
}

/** The data the refund reads and writes (billing's payments table in the app, plain objects in unit tests). */
export interface RefundStore {
  ownedTeam(email: string): Promise<{ teamId: number; name: string } | null>;
  firstPaidPayment(teamId: number): Promise<RefundablePayment | null>;
  markRefunded(paymentId: number): Promise<void>;
  /** Whether the team's subscription with this provider id has not ended. */
  subscriptionRunning(teamId: number, provider: ProviderName, subscriptionId: string): Promise<boolean>;
  /** Writes a subscription's state as the provider answered it, and the team's plan that follows from it. */
  applySubscription(provider: BillingProvider, subscription: ProviderSubscription): Promise<void>;
}

function refused(message: string): ApiError {
  return new ApiError(ErrorCode.SubscriptionState, message);
}

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export async function refundFirstPayment(
  input: { email: string; now?: Date },
  deps: { store: RefundStore; provider: BillingProvider },
): Promise<Refunded> {
  const now = input.now ?? new Date();
  const team = await deps.store.ownedTeam(input.email);
  if (!team) throw notFound(`No team owned by ${input.email}`);
  const payment = await deps.store.firstPaidPayment(team.teamId);
  if (!payment) throw refused(`${team.name} has no paid payment to refund`);
  if (payment.refunded) throw refused(`The first payment of ${team.name} (${day(payment.paidAt)}) is already refunded`);
  if (!withinRefundWindow(payment.paidAt, now)) {
    throw refused(
      `The first payment of ${team.name} was made on ${day(payment.paidAt)}, ${daysSince(payment.paidAt, now)} days ago: ` +
        `refunds are possible within ${REFUND_DAYS} days of it (until ${refundDeadline(payment.paidAt).toISOString()})`,
    );
  }
  if (payment.provider !== deps.provider.name) {
    throw refused(
      `The first payment of ${team.name} was made through the ${payment.provider} provider, but ${deps.provider.name} is active now`,
    );
  }
  if (!payment.chargeId) throw refused(`The first payment of ${team.name} has no provider payment to refund`);
  // The plan ends before the money goes back: if the refund then fails, asking again refunds (the payment is not
  // marked yet) and finds nothing left to end; the other order could leave a refunded plan renewing.
  const subscriptionId = payment.subscriptionId;
  const ends =
    subscriptionId !== null && (await deps.store.subscriptionRunning(team.teamId, deps.provider.name, subscriptionId));
  if (ends) await deps.store.applySubscription(deps.provider, await deps.provider.cancelNow({ subscriptionId }));
  try {
    await deps.provider.refund({ chargeId: payment.chargeId });
  } catch (error) {
    // The plan has ended already: the operator must know that before acting on the refusal.
    if (ends && error instanceof ApiError) {
      throw new ApiError(error.code, `${error.message} (the subscription has ended; the payment is not refunded)`);
    }
    throw error;
  }
  await deps.store.markRefunded(payment.id);
  return {
    team_id: team.teamId,
    team: team.name,
    payment_id: payment.id,
    amount: payment.amountCents / 100,
    currency: payment.currency,
    paid_at: payment.paidAt.toISOString(),
    provider: payment.provider,
    subscription_ended: ends,
  };
}
