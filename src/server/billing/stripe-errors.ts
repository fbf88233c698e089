// Stripe's failures as the API's envelope codes (DESIGN.md section 8): a declined card is the customer's to fix
// (40009), a request the subscription's state refuses is 40903, Stripe being unreachable or refusing our key is
// 503 with Stripe's own reason kept as the cause (for the log, not the customer). Anything else is a programming error and stays as it is.
import "server-only";
import Stripe from "stripe";
import { ErrorCode } from "@/domain/error-codes";
import { ApiError } from "../errors/api-error";

export function isMissingResource(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing";
}

export function toApiError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error instanceof Stripe.errors.StripeCardError) {
    return new ApiError(ErrorCode.CardDeclined, error.message);
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    if (error.code === "resource_missing") return new ApiError(ErrorCode.NotFound, error.message);
    if (error.code === "charge_already_refunded" || error.code === "resource_in_invalid_state") {
      return new ApiError(ErrorCode.SubscriptionState, error.message);
    }
    return error;
  }
  const unavailable = new ApiError(ErrorCode.Unavailable, "The payment provider is unavailable, please try again");
  unavailable.cause = error;
  return unavailable;
}

/** Runs a Stripe call, translating its failures (see above). */
export async function callStripe<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toApiError(error);
  }
}
