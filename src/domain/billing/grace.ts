// The grace period of issue 15 item 4: a past_due subscription keeps its plan for 7 days after it became past_due,
// then the team falls to Free with the downgrade rules (src/domain/billing/downgrade.ts).
export const GRACE_DAYS = 7;
const DAY_MS = 86_400_000;

/** The moment the plan stops being kept for a subscription past_due since `pastDueSince`. */
export function graceUntil(pastDueSince: Date): Date {
  return new Date(pastDueSince.getTime() + GRACE_DAYS * DAY_MS);
}

/** Whether the plan is still kept at `now` (the grace period ends exactly at `graceUntil`, exclusive). */
export function inGrace(pastDueSince: Date, now: Date): boolean {
  return now.getTime() < graceUntil(pastDueSince).getTime();
}
