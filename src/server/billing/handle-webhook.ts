// The one entry for provider events: the webhook route calls it with the raw request, and the test provider calls
// it with the events it signs itself, so Stripe and the test provider share one verified path.
import "server-only";
import type { Db } from "../db/client";
import { type AppliedEvent, applyBillingEvent } from "./apply-billing-event";
import type { BillingProvider } from "./provider";

/** Verifies (throws WebhookSignatureError: nothing changes), then applies the event exactly once. */
export async function handleWebhook(
  provider: BillingProvider,
  rawBody: string,
  signature: string | null,
  db: Db,
): Promise<AppliedEvent> {
  const event = await provider.parseWebhook(rawBody, signature);
  return applyBillingEvent(db, provider, event);
}
