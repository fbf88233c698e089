// The payment provider interface of issue 15 (DESIGN.md section 10 "Providers behind interfaces"): Stripe when
// STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, else the built-in test provider. Both turn what happened
// into the same normalized events, which one code path applies (`apply-billing-event.ts`): exactly once (event ids
// stored) and in any order (the subscription's state is read from the provider, not from the order of arrival).
import "server-only";
import type { PaidSku } from "@/domain/contracts/billing";

export type ProviderName = "stripe" | "test";
export type ProviderSubscriptionStatus = "active" | "trialing" | "past_due" | "canceled" | "incomplete" | "unpaid";

/** A subscription as the provider knows it now. Times are instants; amounts in minor units (cents). */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** From the checkout's metadata (`team_id`): which team pays. */
  teamId: number;
  sku: PaidSku;
  status: ProviderSubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

export interface ProviderInvoice {
  id: string;
  subscriptionId: string | null;
  customerId: string;
  teamId: number | null;
  sku: PaidSku | null;
  amountCents: number;
  currency: string;
  paid: boolean;
  /** Stripe's hosted invoice page; null for the test provider (the app renders its own invoice). */
  hostedUrl: string | null;
  /** What a refund targets (Stripe: the payment intent or charge). */
  chargeId: string | null;
  createdAt: Date;
}

export type BillingEventType =
  | "checkout.completed"
  | "subscription.created"
  | "subscription.updated"
  | "subscription.deleted"
  | "invoice.paid"
  | "invoice.payment_failed"
  | "charge.refunded";

/** One verified provider event, normalized. `subscriptionId`/`invoice`/`chargeId` say what it is about. */
export interface BillingEvent {
  id: string;
  provider: ProviderName;
  type: BillingEventType;
  createdAt: Date;
  subscriptionId: string | null;
  teamId: number | null;
  invoice: ProviderInvoice | null;
  refundedChargeId: string | null;
}

export interface CheckoutRequest {
  teamId: number;
  sku: PaidSku;
  customerEmail: string;
  /** The team's provider customer, when it already has one. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
}

export interface BillingProvider {
  readonly name: ProviderName;
  /** A hosted (Stripe) or local (test) checkout page to send the browser to. */
  createCheckout(input: CheckoutRequest): Promise<{ url: string; sessionId: string }>;
  /** Card changes and cancellation: Stripe's Customer Portal, or the app's own page in test mode. */
  createPortal(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** The subscription as it is now (applying events reads state from here, never from the event's order). */
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  /** Cancel at period end (true) or resume (false); the resulting state arrives as an event as well. */
  setCancelAtPeriodEnd(input: { subscriptionId: string; cancel: boolean }): Promise<ProviderSubscription>;
  /**
   * Ends the subscription at once (the operator's refund of the first payment: the money-back guarantee gives the
   * money back and ends the plan); the ended state arrives as an event as well.
   */
  cancelNow(input: { subscriptionId: string }): Promise<ProviderSubscription>;
  /** Operator refund (`npm run admin -- refund <email>`). */
  refund(input: { chargeId: string }): Promise<void>;
  /**
   * Verifies the signature of a webhook request and normalizes it; throws WebhookSignatureError when it fails.
   * null: a verified event of a type the app does not handle (answered 200, nothing applied, so it is not retried).
   */
  parseWebhook(rawBody: string, signature: string | null): Promise<BillingEvent | null>;
}

/** An unsigned, wrongly signed or stale webhook: answered 400 (40010), nothing changes. */
export class WebhookSignatureError extends Error {
  constructor(reason: string) {
    super(`Webhook signature rejected: ${reason}`);
    this.name = "WebhookSignatureError";
  }
}
