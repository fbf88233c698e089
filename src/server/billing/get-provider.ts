// Which payment provider this installation uses (issue 15 item 1): Stripe when STRIPE_SECRET_KEY and
// STRIPE_WEBHOOK_SECRET are set, else the built-in test provider ("Test mode"), signed with BILLING_TEST_SECRET or
// a secret generated once into app_secrets. Exactly one of the two Stripe variables set is a mistake: in production
// (APP_ENV=production) falling back to Test mode would let the test card upgrade for free, so billing refuses
// (503, naming the missing variable); elsewhere Test mode stays, with a warning.
import "server-only";
import { ErrorCode } from "@/domain/error-codes";
import type { Db } from "../db/client";
import { type Env, getEnv } from "../env";
import { ApiError } from "../errors/api-error";
import { getLogger } from "../logger";
import type { BillingProvider, ProviderName } from "./provider";
import { sharedStripeProvider } from "./stripe-provider";
import { createTestProvider, type TestBillingProvider } from "./test-provider";
import { loadBillingTestSecret } from "./test-secret";

export function activeProviderName(env: Env = getEnv()): ProviderName {
  return env.stripe.secretKey && env.stripe.webhookSecret ? "stripe" : "test";
}

/** The Stripe variable that is missing while the other one is set, or null when both or neither are set. */
export function missingStripeVariable(env: Env = getEnv()): "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | null {
  const { secretKey, webhookSecret } = env.stripe;
  if (secretKey && !webhookSecret) return "STRIPE_WEBHOOK_SECRET";
  if (!secretKey && webhookSecret) return "STRIPE_SECRET_KEY";
  return null;
}

// Each distinct message is logged once per process, not on every billing request.
const globalForNotes = globalThis as unknown as { __feedscopeStripeConfigNotes?: Set<string> };

function logOnce(level: "error" | "warn", message: string, missing: string) {
  globalForNotes.__feedscopeStripeConfigNotes ??= new Set();
  const noted = globalForNotes.__feedscopeStripeConfigNotes;
  if (noted.has(message)) return;
  noted.add(message);
  getLogger()[level]({ missing }, message);
}

/** Throws 503 in production when Stripe is half configured; elsewhere warns once and lets Test mode run. */
function assertStripeConfigUsable(env: Env) {
  const missing = missingStripeVariable(env);
  if (!missing) return;
  const other = missing === "STRIPE_SECRET_KEY" ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY";
  if (env.isProduction) {
    const message = `Billing is unavailable: ${missing} is not set while ${other} is. Set both for Stripe, or neither for Test mode.`;
    logOnce("error", message, missing);
    throw new ApiError(ErrorCode.Unavailable, message);
  }
  logOnce("warn", `${missing} is not set while ${other} is: billing runs in Test mode until both are set.`, missing);
}

export async function getBillingProvider(db: Db): Promise<BillingProvider> {
  const env = getEnv();
  assertStripeConfigUsable(env);
  if (activeProviderName(env) === "stripe") return sharedStripeProvider(env);
  return createTestProvider({ db, secret: await loadBillingTestSecret(db) });
}

/** The test provider, or null when Stripe is configured (the test-mode routes then answer 404). */
export async function getTestProvider(db: Db): Promise<TestBillingProvider | null> {
  const env = getEnv();
  if (activeProviderName(env) !== "test") return null;
  assertStripeConfigUsable(env);
  return createTestProvider({ db, secret: await loadBillingTestSecret(db) });
}
