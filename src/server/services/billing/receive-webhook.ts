// POST /v1/billing/webhook: a provider event, verified by the active provider. Unsigned, wrongly signed or stale:
// 400 40010 and nothing changes. A replay of an applied event is answered like the first delivery (received).
import "server-only";
import type { WebhookAck } from "@/domain/contracts/billing";
import { ErrorCode } from "@/domain/error-codes";
import { getBillingProvider } from "../../billing/get-provider";
import { handleWebhook } from "../../billing/handle-webhook";
import { WebhookSignatureError } from "../../billing/provider";
import type { Db } from "../../db/client";
import { ApiError } from "../../errors/api-error";

/** Stripe signs in `Stripe-Signature`; the test provider in `Feedscope-Signature` (same format). */
export const SIGNATURE_HEADER = { stripe: "stripe-signature", test: "feedscope-signature" } as const;

export async function receiveWebhook(db: Db, rawBody: string, headers: Headers): Promise<WebhookAck> {
  const provider = await getBillingProvider(db);
  try {
    await handleWebhook(provider, rawBody, headers.get(SIGNATURE_HEADER[provider.name]), db);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new ApiError(ErrorCode.WebhookSignatureInvalid);
    throw error;
  }
  return { received: true };
}
