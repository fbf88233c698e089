// The landing page's money-back guarantee (spec section 9: "Refund: 7 days on paid plans"): a team's first paid
// payment can be refunded until REFUND_DAYS × 24 hours after it was paid, the last instant included.
import { REFUND_DAYS } from "./plans";

const DAY_MS = 86_400_000;

export function refundDeadline(paidAt: Date): Date {
  return new Date(paidAt.getTime() + REFUND_DAYS * DAY_MS);
}

export function withinRefundWindow(paidAt: Date, now: Date): boolean {
  return now.getTime() >= paidAt.getTime() && now.getTime() <= refundDeadline(paidAt).getTime();
}

/** Whole days elapsed since `paidAt` (for the refusal message). */
export function daysSince(paidAt: Date, now: Date): number {
  return Math.floor((now.getTime() - paidAt.getTime()) / DAY_MS);
}
